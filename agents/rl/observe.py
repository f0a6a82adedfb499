"""The vector observation of one seat, rebuilt from that seat's own events.

An RL policy is trained on the env's ``vector`` observation (``envs.vector``).  To play in the
arena it must see exactly that vector again, but it only has its :class:`~agents.base.SeatView`:
its inbox and the pending decision — never the game.  :class:`SeatObserver` feeds the same
observers the env uses (``envs.vector.PublicObserver`` / ``PrivateObserver``) from the inbox:

* the public part folds the public events, which every inbox holds in game order;
* the private part folds the inbox itself, as in the env;
* the phase features (night / day flags, day and night counters) come from the phase labels of
  the events the seat has seen (``"night 2"``, ``"day 3"``): every phase change of a ruleset is
  announced by a public event, so the latest label is the game's phase and the highest numbers
  are its counters.

``tests/test_rl.py`` checks, for every registered ruleset, that this vector equals the env's
observation at every decision of seeded games.
"""

from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence

import numpy as np

from envs.vector import PrivateObserver, PublicObserver, VectorLayout
from rulesets.engine import Decision, Event, Ruleset


class SeatObserver:
    """One seat's vector for one game; call :meth:`update` at each of its decisions."""

    def __init__(self, ruleset: Ruleset, seat: int, board: Optional[Mapping[str, Any]] = None) -> None:
        board_ = ruleset.board(dict(board or {}))
        self.choices = ruleset.game_choices(board_)
        self.layout = VectorLayout(ruleset, self.choices)
        self.seat = seat
        self.public = PublicObserver(self.layout, self.choices, board_.get("max_days", 40))
        self.private = PrivateObserver(seat, self.layout)
        self.phase = "setup"
        self.day = 0
        self.night = 0
        self._cursor = 0
        self._names = ruleset.names
        self._camp: Optional[str] = None
        self._camp_card: Optional[str] = None

    @property
    def size(self) -> int:
        return self.layout.size

    def _phases(self, events: Sequence[Event]) -> None:
        for ev in events[self._cursor:]:
            if ev.audience is not None and self.seat in ev.audience:
                self._own(ev)
            label = ev.phase
            if label == self.phase:
                continue
            self.phase = label
            kind, _, num = label.partition(" ")
            if num.isdigit():
                if kind.startswith("day"):
                    self.day = max(self.day, int(num))
                elif kind.startswith("night"):
                    self.night = max(self.night, int(num))
        self._cursor = len(events)

    def update(self, events: Sequence[Event], decision: Optional[Decision]) -> np.ndarray:
        """The vector after ``events`` (the seat's inbox so far), for ``decision``."""
        self._phases(events)
        public = self.public.update(events, self.phase, self.day, self.night)  # type: ignore[arg-type]
        private = self.private.update(events, decision)  # type: ignore[arg-type]
        return np.concatenate((public, private))

    def _own(self, ev: Event) -> None:
        """Camp news addressed to this seat: its card (``role``, with a ``camp`` when the card
        was dealt into another camp) or an explicit camp told to it alone."""
        camp = ev.data.get("camp")
        if ev.kind == "role" or (isinstance(camp, str) and camp and len(ev.audience) == 1):  # type: ignore[arg-type]
            role = ev.data.get("role")
            self._camp = camp or (self._names.role(role).camp if role else self._camp)
            self._camp_card = role if ev.kind == "role" else self._camp_card

    def camp(self) -> Optional[str]:
        """The seat's camp as it knows it: the camp it was told with its card, or the printed
        camp of its current card once the card changed (seal's infection)."""
        card = self.card()
        if card is not None and self._camp_card is not None and card != self._camp_card:
            self._camp = self._names.role(card).camp or self._camp
            self._camp_card = card
        return self._camp

    def card(self) -> Optional[str]:
        """The seat's own card as it knows it (from the private part), or ``None`` before the deal."""
        L = self.layout
        part = self.private.vec[L.card:L.card + len(L.roles)]
        if not part.any():
            return None
        return L.roles[int(np.argmax(part))]


def legal_mask(decision: Decision, size: int) -> np.ndarray:
    """A float32 mask with ones at the decision's legal answers."""
    mask = np.zeros(size, dtype=np.float32)
    mask[np.fromiter(decision.legal, np.intp, len(decision.legal))] = 1.0
    return mask
