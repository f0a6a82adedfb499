"""Text observations: each event a seat has seen, rendered in Chinese or English.

Rendering is viewer-independent (an event reads the same for everyone in its audience), so
each event is rendered once per game and shared (:class:`PublicText`); a seat's text is the
concatenation of the lines of *its own* inbox, followed by the prompt for its pending decision.

Every word about a ruleset comes from its presentation (``Ruleset.presentation``, see
``rulesets.engine.presentation``): event templates, names of options, camps, chats, stages,
speech segments, the speech acts and verdicts.  :class:`TextRenderer` is the ``Namer`` that
template functions receive.
"""

from __future__ import annotations

from functools import partial
from operator import itemgetter
from typing import Any, Callable, Iterable, Mapping, Optional

from rulesets.engine import Choice, ChoiceTable, Decision, Event, Ruleset
from rulesets.engine.presentation import LANGS, Template, Words, camp_names
from rulesets.engine.templates import NOBODY

Lang = str


class TextRenderer:
    """Renders events, speech acts and decision prompts of one ruleset in one language."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable, lang: Lang = "zh") -> None:
        if lang not in LANGS:
            raise ValueError(f"unknown language {lang!r}: use 'zh' or 'en'")
        self.ruleset = ruleset
        self.choices = choices
        self.lang = lang
        self.zh = lang == "zh"
        p = self.presentation = ruleset.presentation
        self._nobody = NOBODY.of(lang)
        self._role_names = {r.id: r.name(lang) for r in ruleset.roles}
        self._skill_names: dict[str, str] = {}  # skill or decision id -> its name, as looked up
        self._seat_names = [self._seat(s) for s in range(choices.n_seats)]
        self._speakers: dict[tuple[int, str], str] = {}  # (seat, segment) -> a speech's opening
        self._options = _in(p.options, lang)
        self._camps = _in(camp_names(ruleset), lang)
        self._channels = {c: ch.prefix.of(lang) for c, ch in p.channels.items()}
        self._stages = _in(p.stages, lang)
        self._segments = _in(p.segments, lang)
        self._phases = _in(p.phases, lang)
        self._verdicts = _in(p.verdicts, lang)
        self._fields: dict[str, Callable[[Any], str]] = {
            key: self._field_kinds()[kind] for key, kind in p.fields.items()}
        self._events = {kind: self._compile(t) for kind, t in p.events.items()}
        self._context = [(c.key, c.kinds, self._compile(c.text, of_event=False)) for c in p.context]
        self._context_keys = tuple(dict.fromkeys(c.key for c in p.context))
        #: "index=label" for every answer of the codec, rendered once (prompts list these)
        self.labels = [f"{c}={self.describe(choices.decode(c))}" for c in range(choices.size)]
        self._acts = [label.partition("=")[2] for label in self.labels]
        self.act: Callable[[int], str] = self._acts.__getitem__  # a speech act's words
        self._option_cache: dict[int, tuple[list[int], str]] = {}
        self._questions: dict[tuple[int, str], str] = {}  # (seat, asked as) -> the question
        self._then = "。可选：" if self.zh else ". Options: "  # between a question and its options

    def _field_kinds(self) -> dict[str, Callable[[Any], str]]:
        listing = self.listing
        return {"seat": self.seat, "seats": self.seats, "role": self.role,
                "roles": listing(self.role), "option": self.option, "skill": self.skill,
                "skills": listing(self.skill), "camp": self.camp, "stage": self.stage}

    def _compile(self, t: Any, of_event: bool = True) -> Callable[[Any], str]:
        """A template as a function of an event (``of_event``) or of a decision's info."""
        if not isinstance(t, Template):
            return partial(t, self)
        text = t.of(self.lang)
        fields = [(k, self._fields.get(k, str)) for k in t.fields(self.lang)]
        if of_event:
            return lambda ev: text.format_map({k: fmt(ev.data[k]) for k, fmt in fields})
        return lambda info: text.format_map({k: fmt(info[k]) for k, fmt in fields})

    # -- names (the ``Namer`` protocol) -------------------------------------------------------------
    def seat(self, s: Optional[int]) -> str:
        if s is None:
            return self._nobody
        if 0 <= s < len(self._seat_names):
            return self._seat_names[s]
        return self._seat(s)

    def _seat(self, s: int) -> str:
        return f"{s + 1}号" if self.zh else f"#{s + 1}"

    def seats(self, seats: Iterable[int]) -> str:
        seats = list(seats)
        if not seats:
            return self._nobody
        return ("、" if self.zh else ", ").join(self.seat(s) for s in seats)

    def listing(self, name: Callable[[Any], str]) -> Callable[[Iterable[Any]], str]:
        """A list field: each item named by ``name``, joined the language's way."""
        sep = "、" if self.zh else ", "
        return lambda items: sep.join(name(x) for x in items)

    def join(self, items: Iterable[str]) -> str:
        """Phrases joined with the language's comma."""
        return ("，" if self.zh else ", ").join(items)

    def role(self, role_id: Optional[str]) -> str:
        if role_id is None:  # a card nobody named: what a check would call it
            return self._verdicts[True]
        name = self._role_names.get(role_id)
        return name if name is not None else self.ruleset.names.role(role_id).name(self.lang)

    def skill(self, skill_id: str) -> str:
        name = self._skill_names.get(skill_id)
        if name is None:
            try:
                spec = self.ruleset.names.skill(skill_id)
            except KeyError:
                name = skill_id
            else:
                name = spec.zh if self.zh else spec.en
            self._skill_names[skill_id] = name
        return name

    def option(self, name: str) -> str:
        return self._options.get(name, name)

    def value(self, v: Any) -> str:
        """A check's result: a verdict (``True`` / ``False``), a card, or as it is."""
        if v is True or v is False:
            return self._verdicts[v]
        if isinstance(v, str):
            return self.role(v)
        return str(v)

    def camp(self, camp: Optional[str]) -> str:
        if camp is None:
            return self._nobody
        return self._camps.get(camp, str(camp))

    def stage(self, stage: str) -> str:
        return self._stages.get(stage, stage)

    def phase(self, label: str) -> str:
        kind, _, no = label.partition(" ")
        name = self._phases.get(kind)
        if name is not None:
            return name.format(n=no)
        return label if self.zh else label.capitalize()

    def field(self, key: str, value: Any) -> str:
        """An event data value as its key's kind of value reads (anything else: ``str``)."""
        fmt = self._fields.get(key)
        return str(value) if fmt is None else fmt(value)

    def words(self, words: Words) -> str:
        return words.of(self.lang)

    # -- speech acts ------------------------------------------------------------------------------
    def speaker(self, seat: int, segment: str) -> str:
        """How a speech opens: who speaks, in which segment (``3号（放逐发言）：``)."""
        key = (seat, segment)
        opening = self._speakers.get(key)
        if opening is None:
            seg = self._segments.get(segment, "")
            opening = f"{self.seat(seat)}（{seg}）：" if self.zh else f"{self.seat(seat)} ({seg}): "
            self._speakers[key] = opening
        return opening

    def describe(self, ch: Choice) -> str:
        zh, acts = self.zh, self.presentation.acts
        if ch.kind == "pass":
            return "跳过" if zh else "pass"
        if ch.kind == "yes":
            return "是" if zh else "yes"
        if ch.kind == "target":
            return self.seat(ch.arg)  # type: ignore[arg-type]
        if ch.kind == "option":
            return self.option(ch.arg)  # type: ignore[arg-type]
        if ch.kind == "claim":
            return acts.claim.of(self.lang).format(role=self.role(ch.arg))  # type: ignore[arg-type]
        if ch.kind in ("accuse", "vouch"):
            said = acts.accuse if ch.kind == "accuse" else acts.vouch
            return said.of(self.lang).format(seat=self.seat(ch.arg))  # type: ignore[arg-type]
        if ch.kind == "report":
            return acts.report.of(self.lang).format(seat=self.seat(ch.arg),  # type: ignore[arg-type]
                                                    value=self.value(bool(ch.wolf)))
        return str(ch)

    # -- events -----------------------------------------------------------------------------------
    def event(self, ev: Event) -> str:
        fn = self._events.get(ev.kind)
        if fn is None:
            return f"[{ev.kind}] {ev.data}"
        text = fn(ev)
        if ev.channel is not None:
            prefix = self._channels.get(ev.channel)
            if prefix is not None:
                return prefix + text
        return text

    # -- prompts ----------------------------------------------------------------------------------
    def prompt(self, d: Decision) -> str:
        """What the seat is asked (as it is asked it: ``asked_as``) and the context its info
        shows (``Presentation.context``), then its numbered options.  The question is cached
        per seat and decision (unless it shows extra context), the options per list of legal
        answers."""
        asked = d.shown or d.kind  # ``asked_as``, inlined: one prompt per decision
        info = d.info
        if info:
            for key in self._context_keys:
                if key in info:
                    extra = self._extra(asked, info)
                    if extra:
                        return self._head(d.seat, asked, extra) + self._then + \
                            self._options_text(d.legal)
                    break
        key = (d.seat, asked)
        question = self._questions.get(key)
        if question is None:
            question = self._questions[key] = self._head(d.seat, asked, "") + self._then
        return question + self._options_text(d.legal)

    def head(self, d: Decision) -> str:
        """Whose turn it is and what it is asked (with the context of its info), no options."""
        return self._head(d.seat, d.asked_as, self._extra(d.asked_as, d.info) if d.info else "")

    def _extra(self, asked: str, info: Mapping[str, Any]) -> str:
        """The context shown with a question: each declared info key the decision carries."""
        out = ""
        for key, kinds, render in self._context:
            v = info.get(key)
            if v is None or (kinds and asked not in kinds) or (isinstance(v, (dict, list, tuple)) and not v):
                continue
            out += render(info)
        return out

    def _head(self, seat: int, asked: str, extra: str) -> str:
        what = self.skill(asked)
        if self.zh:
            return f">>> 轮到你（{self.seat(seat)}）：{what}{extra}"
        return f">>> Your turn ({self.seat(seat)}): {what}{extra}"

    def _options_text(self, legal: list[int]) -> str:
        """The numbered options; cached by list identity (the engine shares lists of legal
        answers between decisions, e.g. every ballot of a vote round)."""
        hit = self._option_cache.get(id(legal))
        if hit is not None and hit[0] is legal:
            return hit[1]
        shown = legal[:40]
        more = len(legal) - len(shown)
        names = itemgetter(*shown)(self.labels) if len(shown) > 1 else [self.labels[c] for c in shown]
        text = ("；" if self.zh else "; ").join(names)
        if more > 0:
            text += f" …另有{more}项" if self.zh else f" ... and {more} more"
        if len(self._option_cache) > 256:
            self._option_cache.clear()
        self._option_cache[id(legal)] = (legal, text)  # keeps ``legal`` alive: no id reuse
        return text


_SHARED: dict[tuple[Ruleset, ChoiceTable, Lang], TextRenderer] = {}


def shared_renderer(ruleset: Ruleset, choices: ChoiceTable, lang: Lang) -> TextRenderer:
    """One renderer per ruleset, board size and language for every env of the process: what it
    caches (names, questions per seat and decision, options per list of legal answers) depends
    on no game."""
    key = (ruleset, choices, lang)
    renderer = _SHARED.get(key)
    if renderer is None:
        renderer = _SHARED[key] = TextRenderer(ruleset, choices, lang)
    return renderer


def _in(words: Mapping[Any, Words], lang: Lang) -> dict[Any, str]:
    """A mapping of names in both languages, in ``lang``."""
    return {k: w.of(lang) for k, w in words.items()}


class PublicText:
    """The lines of one game's events as every seat of it reads them, rendered once for all.

    The public events' lines (each ending in a newline) form one list shared by the seats; the
    line of an event addressed to some seats is kept apart for each of them, with the number of
    public lines before it.  A seat's history is the public lines with its own lines put in
    at those places: exactly the lines of its inbox (public events and events addressed to it)
    in game order."""

    __slots__ = ("renderer", "events", "done", "lines", "addressed")

    def __init__(self, renderer: TextRenderer, events: list[Event], n: int) -> None:
        self.renderer = renderer
        self.events = events  # the game's event log (read only)
        self.done = 0  # events routed so far
        self.lines: list[str] = []  # the public lines so far
        #: per seat: (public lines before it, line) of each event addressed to it, in order
        self.addressed: list[list[tuple[int, str]]] = [[] for _ in range(n)]

    def sync(self) -> list[str]:
        """Route the events emitted since the last call; returns the public lines so far."""
        events = self.events
        if self.done < len(events):
            render = self.renderer.event
            lines = self.lines
            for ev in events[self.done:]:
                aud = ev.audience
                if aud is None:
                    lines.append(render(ev) + "\n")
                elif aud:
                    entry = (len(lines), render(ev) + "\n")
                    for seat in aud:
                        self.addressed[seat].append(entry)
            self.done = len(events)
        return self.lines


class TextObserver:
    """One seat's growing text history, cut from its game's :class:`PublicText`.

    The history is kept as a string plus a short tail of newer lines, so that the text asked
    for with a prompt is built with one copy of the history (``join`` of both and the prompt)
    rather than two (fold the new lines in, then append the prompt)."""

    __slots__ = ("seat", "log", "public", "mine", "text", "tail")

    #: tail lines past which they are folded into ``text`` (joining many short lines costs
    #: about what one copy of a long history does)
    MAX_TAIL = 8

    def __init__(self, seat: int, log: PublicText) -> None:
        self.seat = seat
        self.log = log
        self.public = 0  # how many public lines this history already holds
        self.mine = 0  # how many of the seat's addressed lines it already holds
        self.text = ""
        self.tail: list[str] = []

    def update(self, prompt: str = "") -> str:
        """The seat's history (every line it may see) up to the game's latest event, followed
        by ``prompt``."""
        lines = self.log.sync()
        addressed = self.log.addressed[self.seat]
        tail = self.tail
        if self.public < len(lines) or self.mine < len(addressed):  # new lines for the tail
            k = self.public
            for at, line in addressed[self.mine:]:
                if at > k:
                    tail += lines[k:at]
                    k = at
                tail.append(line)
            tail += lines[k:]
            self.public = len(lines)
            self.mine = len(addressed)
        if not tail:
            return self.text + prompt if prompt else self.text
        if prompt and len(tail) <= self.MAX_TAIL:
            return "".join([self.text, *tail, prompt])
        tail.insert(0, self.text)
        self.text = "".join(tail)
        tail.clear()
        return self.text + prompt if prompt else self.text
