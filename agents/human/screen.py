"""A human seat's screen: what one seat has seen, as lines a person reads, and its pending
decision as a question with numbered options.  The terminal seat prints it; the web host
(``arena host``) sends it to the seat's page as JSON.

The text is the same the LLM agents read (:class:`envs.text.TextRenderer`, Chinese or
English).  Only the seat's own inbox and its decision as it is asked are read, plus the public
rules: a screen can show nothing its seat may not see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional, Sequence

from envs.text import TextRenderer, shared_renderer
from rulesets.engine import PASS, ChoiceTable, Decision, Ruleset

from ..llm.prompt import role_card
from ..reading import (badge_holder, known_dead, own_role, public_marks, recent_statuses,
                       text_limit)

#: where a line was said: the public square, a private notice, or a group chat (its id)
PUBLIC, PRIVATE = "public", "private"
#: kinds of answers that carry no words even where a decision takes text (a named option:
#: withdrawing, ending the turn...)
SILENT = frozenset({"pass", "option"})


@dataclass(frozen=True)
class Line:
    """One line of a seat's history: ``channel`` is ``public``, ``private`` or a group chat's
    id; ``phase`` the phase's name; ``text`` the event as the renderer writes it."""

    channel: str
    phase: str
    text: str


@dataclass(frozen=True)
class Option:
    """One answer as a person picks it: its ``number`` on screen (1, 2, ...), the codec's
    ``code`` the engine gets, its ``label``, and whether free text goes with it (``says``: a
    speech act where the decision takes text; passing or a named option like withdrawing
    says nothing)."""

    number: int
    code: int
    label: str
    says: bool = False


@dataclass(frozen=True)
class Question:
    """A pending decision as a person is asked it: the ``head`` (whose turn, what, with its
    context), the numbered ``options``, and ``text_limit``: how many characters of free text
    the answer may carry (``None``: no text)."""

    head: str
    options: tuple[Option, ...]
    text_limit: Optional[int]
    default: int

    def by_number(self, number: int) -> Optional[Option]:
        """The option shown as ``number``, or ``None``."""
        return self.options[number - 1] if 1 <= number <= len(self.options) else None

    def by_code(self, code: int) -> Optional[Option]:
        """The option whose codec answer is ``code``, or ``None`` (not a legal answer)."""
        for o in self.options:
            if o.code == code:
                return o
        return None


class SeatScreen:
    """One seat's screen in one language: renders its events and its decisions."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable, seat: int, lang: str = "zh") -> None:
        self.ruleset = ruleset
        self.seat = seat
        self.lang = lang
        self.r: TextRenderer = shared_renderer(ruleset, choices, lang)
        self._chats = {c: ch for c, ch in ruleset.presentation.channels.items()}

    def line(self, ev: Any) -> Line:
        """An event of the seat's inbox as a line."""
        if ev.channel is not None:
            channel = ev.channel
        else:
            channel = PUBLIC if ev.audience is None else PRIVATE
        return Line(channel, self.r.phase(ev.phase), self.r.event(ev))

    def lines(self, events: Sequence[Any], start: int = 0) -> list[Line]:
        """The lines of ``events[start:]`` (events of the seat's inbox, in order)."""
        return [self.line(ev) for ev in events[start:]]

    def channel_name(self, channel: str) -> str:
        """A channel as the page names it (a group chat by its presentation)."""
        if channel in self._chats:
            return self._chats[channel].name.of(self.lang)
        zh = self.lang == "zh"
        if channel == PUBLIC:
            return "公开" if zh else "Public"
        if channel == PRIVATE:
            return "私密" if zh else "Private"
        return channel

    def card(self, events: Sequence[Any]) -> Optional[str]:
        """The seat's card (name, camp, skills, rulebook paragraph) once its events tell it."""
        role = own_role(events, self.ruleset)
        return None if role is None else role_card(self.ruleset, role, self.lang)

    def question(self, d: Decision) -> Question:
        """The decision ``d`` (as its seat is asked it) with numbered options."""
        labels, decode = self.r.act, self.r.choices.decode
        limit = text_limit(d, self.ruleset)
        options = tuple(Option(i + 1, c, labels(c), limit is not None and c != PASS
                               and decode(c).kind not in SILENT)
                        for i, c in enumerate(d.legal))
        return Question(self.r.head(d), options, limit, d.default)

    def status(self, name: str) -> str:
        """A status by its name in the ruleset (its id when it has none)."""
        kind = self.ruleset.statuses.kinds.get(name)
        if kind is None or not kind.zh:
            return name
        return kind.zh if self.lang == "zh" else (kind.en or kind.zh)

    def table(self, events: Sequence[Any], n_seats: int) -> list[dict[str, Any]]:
        """The seats around the table as this seat knows them: name, alive, badge, itself,
        its public statuses (``public``: what the whole table was told — the ruleset's named
        public flags, a card shown, a published status: :func:`agents.reading.public_marks`)
        and the statuses only this seat was told of lately (``statuses``: its own notified
        ones, :func:`agents.reading.recent_statuses`)."""
        dead = known_dead(events, self.ruleset)
        badge = badge_holder(events, self.ruleset)
        told = recent_statuses(events)
        published = recent_statuses([e for e in events if e.audience is None])
        public = self.public(events)
        return [{"label": self.r.seat(s), "alive": s not in dead, "sheriff": s == badge,
                 "you": s == self.seat,
                 "public": public.get(s, []) + [self.status(m) for m in published.get(s, ())],
                 "statuses": [self.status(m) for m in told.get(s, ())
                              if m not in published.get(s, ())]}
                for s in range(n_seats)]

    def public(self, events: Sequence[Any]) -> dict[int, list[str]]:
        """Each seat's public statuses from the public ``events`` among these, named (the
        ruleset's ``Presentation.marks`` and ``shown_card``), seat -> names."""
        p = self.ruleset.presentation
        marks = public_marks(events, self.ruleset)
        out: dict[int, list[str]] = {}
        for seat, flags in marks.flags.items():
            names = [p.marks[f].of(self.lang) for f in flags if f in p.marks]
            if names:
                out[seat] = names
        for seat, role in marks.cards.items():
            out.setdefault(seat, []).append(p.shown_card.of(self.lang).format(role=self.r.role(role)))
        return out
