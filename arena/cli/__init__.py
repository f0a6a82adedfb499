"""``arena``: play, replay, inspect rules, adjudicate scenarios, run tournaments, benchmark,
train.  The console script ``arena`` is :func:`main`; the subcommands are in ``parser.py`` and
what they do in ``commands.py``."""

from __future__ import annotations

import sys
from typing import Optional, Sequence

from .parser import build_parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    from arena.storage.errors import StoreError

    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except (ValueError, KeyError, FileNotFoundError, StoreError) as exc:
        msg = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"arena {args.command}: error: {msg}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
