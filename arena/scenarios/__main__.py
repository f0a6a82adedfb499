"""``python -m arena.scenarios FILE...``: the same as ``arena scenario``."""

import sys

from .cli import main

sys.exit(main(sys.argv[1:]))
