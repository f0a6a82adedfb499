"""``python -m arena.cli ...``: the same as the ``arena`` command."""

import sys

from . import main

sys.exit(main())
