"""The options of one decision numbered as a player reads them, and mapped back.

The action codec's integers ("10: #9") invite off-by-one answers: a model that means seat #10
answers 10 and names #9.  So a prompt numbers options the way the table talks: when every
option names a seat (and perhaps "pass"), its number is the seat's own number (1-based) and
"pass" is 0; otherwise "pass" is 0 and the other options are numbered 1..k in order.  The model answers with that
number; :meth:`Menu.code` turns it back into the codec's integer.
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from envs.text import TextRenderer
from rulesets.engine import ChoiceTable


class Menu(NamedTuple):
    """The numbered options: ``numbers[i]`` is what the prompt shows for the codec's
    ``codes[i]``, described by ``labels[i]``; ``by_seat`` when the numbers are seat numbers."""

    numbers: tuple[int, ...]
    codes: tuple[int, ...]
    labels: tuple[str, ...]
    by_seat: bool

    def code(self, number: int) -> int:
        """The codec's integer for a number the model answered (``ValueError`` if unlisted)."""
        return self.codes[self.numbers.index(number)]

    def number(self, code: int) -> int:
        """The number the prompt shows for the codec's integer ``code``."""
        return self.numbers[self.codes.index(code)]

    def lines(self) -> list[str]:
        """``"<number>: <label>"`` for each option, in order."""
        return [f"{n}: {label}" for n, label in zip(self.numbers, self.labels)]


def build_menu(legal: Sequence[int], choices: ChoiceTable, renderer: TextRenderer) -> Menu:
    """The menu of ``legal`` (codec integers): "pass" is 0, the others by seat number when
    every option is a seat or "pass", else 1..k."""
    kinds = [choices.decode(c) for c in legal]
    by_seat = (any(k.kind == "target" for k in kinds)
               and all(k.kind in ("target", "pass") for k in kinds))
    if by_seat:
        numbers = tuple(0 if k.kind == "pass" else int(k.arg) + 1  # type: ignore[arg-type]
                        for k in kinds)
    else:
        count = iter(range(1, len(legal) + 1))
        numbers = tuple(0 if k.kind == "pass" else next(count) for k in kinds)
    return Menu(numbers, tuple(legal), tuple(renderer.act(c) for c in legal), by_seat)
