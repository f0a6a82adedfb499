"""``arena``: play, replay, inspect rules, adjudicate scenarios, run tournaments, benchmark,
train.  The console script ``arena`` is :func:`main`; the subcommands are in ``parser.py`` and
what they do in ``commands.py``."""

from __future__ import annotations

import os
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
    except BrokenPipeError:  # the reader went away (`arena rules seal | head`): stop quietly
        _quiet_stdout()
        return 141  # as a shell reports a command ended by SIGPIPE


def _quiet_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's last flush cannot fail again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a real file (tests capture it)
        pass
    finally:
        os.close(devnull)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
