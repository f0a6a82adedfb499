"""The prompt-sufficiency check's instrument: the ``heuristic`` agent of seal playing from
nothing but the text of its LLM prompt.

An LLM seat (:class:`agents.llm.LLMAgent`) sends its prompt to an OpenAI-compatible endpoint;
here that endpoint is :class:`ReaderServer`, a local server that reads the prompt back into
what the heuristic reads — its inbox of events (kind and data), the decision (what is asked,
the legal answers in order, the speech segment, the teammates' proposals, the knife victim)
and the seat — and answers with the option number the heuristic's own decision code chooses
on that rebuilt view.  Nothing else crosses over: the parser (:class:`PromptParser`) knows the
public rules (the ruleset's names, as any player does) and the prompt's text.

The heuristic is a stateful player (its speech plan, its random stream), so the server keeps
one heuristic per seat, created by :class:`ReaderSeat` with the seat's own seed — a policy's
own memory, not game information.  For the *measure* only, :class:`ReaderSeat` also leaves
the seat's true :class:`~agents.base.SeatView` with the server, which runs a copy of the same
heuristic (same state, same random stream) on it before answering: the two decisions are
compared, decision by decision (:attr:`ReaderServer.records`); the game goes on with the
prompt-reader's answer.

English prompts, seal's events; the full history (``context_tokens=0``): budgeting the
history is a separate trade-off (older chatter dropped), not a question of what the prompt
can say.
"""

from __future__ import annotations

import copy
import json
import re
import threading
from dataclasses import dataclass, field
from string import Formatter
from typing import Any, Callable, Optional, Sequence

import rulesets
from agents.base import SeatView
from agents.heuristic import for_ruleset
from agents.heuristic.core import ScriptedAgent
from agents.llm import LLMAgent, LLMConfig
from agents.llm.prompt import OMITTED, WROTE
from agents.seen import SeenEvent, freeze
from envs.text import TextRenderer
from rulesets.engine import PASS, Decision
from rulesets.engine.presentation import Template, camp_names

from .llm_stub import LocalServer, StubHandler, completion, send

STATUS = "== What you know now =="
_SEAT = r"#\d+"
_SEATS = r"(?:#\d+(?:, #\d+)*|nobody)"


class Unreadable(ValueError):
    """A prompt line the parser cannot read back (the message quotes it)."""


def _alt(names: Sequence[str]) -> str:
    """A regex alternation of literal ``names``, longest first."""
    return "(?:" + "|".join(re.escape(x) for x in sorted(set(names), key=len, reverse=True)) + ")"


def _seat(text: str) -> Optional[int]:
    return None if text == "nobody" else int(text[1:]) - 1


def _seats(text: str) -> list[int]:
    return [] if text == "nobody" else [int(x) - 1 for x in re.findall(r"#(\d+)", text)]


class PromptParser:
    """Reads an English seal prompt (the LLM agent's ``messages``) back into the events, the
    seat and the decision it was written from."""

    def __init__(self, ruleset_id: str = "seal", board: Optional[dict] = None) -> None:
        rs = self.ruleset = rulesets.get(ruleset_id)
        self.n = rs.n_seats(rs.board(board or {}))
        self.choices = rs.choice_table(self.n)
        r = self.r = TextRenderer(rs, self.choices, "en")
        p = rs.presentation
        self.acts = {r.act(c): c for c in range(self.choices.size)}
        self.roles = {r.role(x.id): x.id for x in rs.roles}
        skill_ids = {s.id for s in rs.names.skills.values()} | set(self.choices.options)
        self.skills = {r.skill(x): x for x in sorted(skill_ids)}
        self.options = {r.option(x): x for x in self.choices.options}
        self.camps = {r.camp(c): c for c in camp_names(rs)}
        self.segments = {w.of("en"): k for k, w in p.segments.items()}
        self.ballots = {w.of("en"): k for k, w in p.ballots.items()}
        self.channels = {ch.prefix.of("en"): k for k, ch in p.channels.items() if ch.prefix.of("en")}
        self.stages = {w.of("en"): k for k, w in p.stages.items()}
        self.family = getattr(rs, "family", rs.id)
        role = _alt(list(self.roles) + [r.role(None)])
        self._kinds: dict[str, tuple[str, Callable[[str], Any]]] = {
            "seat": (_SEAT + "|nobody", _seat), "seats": (_SEATS, _seats),
            "role": (role, self._role), "roles": (f"{role}(?:, {role})*", self._roles),
            "option": (_alt(list(self.options)), self.options.__getitem__),
            "skill": (_alt(list(self.skills)), self.skills.__getitem__),
            "skills": (f"{_alt(list(self.skills))}(?:, {_alt(list(self.skills))})*",
                       lambda s: [self.skills[x] for x in s.split(", ")]),
            "camp": (_alt(list(self.camps)), self.camps.__getitem__)}
        #: (kind, compiled pattern, data builder) for every event this parser reads
        self.patterns: list[tuple[str, re.Pattern, Callable[[re.Match], dict]]] = []
        for kind, t in p.events.items():
            if isinstance(t, Template):
                self.patterns.append(self._template(kind, t))
        self.patterns += self._functions(role)
        # the most specific first: a template of pure literal text beats one with fields, and
        # the ruleset's own events (dark_moon's categorised checks) beat the generic ones
        self.patterns.sort(key=lambda x: -len(re.sub(r"\(\?P<[^>]+>[^)]*\)|\\", "", x[1].pattern)))
        skill = _alt(list(self.skills))
        self.patterns[:0] = self._seal(role) if self.family == "seal" else self._dark_moon(role, skill)

    # -- values -----------------------------------------------------------------------------
    def _role(self, text: str) -> Optional[str]:
        return None if text == self.r.role(None) else self.roles[text]

    def _roles(self, text: str) -> list[Optional[str]]:
        names = sorted(self.roles, key=len, reverse=True)
        out = []
        while text:
            name = next(x for x in names if text.startswith(x))
            out.append(self.roles[name])
            text = text[len(name):].removeprefix(", ")
        return out

    # -- events -----------------------------------------------------------------------------
    def _template(self, kind: str, t: Template) -> tuple[str, re.Pattern, Callable[[re.Match], dict]]:
        """A ``Template`` event read back: its literal text escaped, each field a group read by
        its kind (``Presentation.fields``; anything else an integer or text)."""
        fields = self.ruleset.presentation.fields
        regex, seen = "", set()
        readers: dict[str, Callable[[str], Any]] = {}
        for literal, name, _spec, _conv in Formatter().parse(t.of("en")):
            regex += re.escape(literal)
            if not name:
                continue
            if name in seen:
                regex += f"(?P={name})"
                continue
            seen.add(name)
            pattern, read = self._kinds.get(fields.get(name, ""), (r".+?", _plain))
            regex += f"(?P<{name}>{pattern})"
            readers[name] = read
        return kind, re.compile(f"^{regex}$"), \
            lambda m: {k: readers[k](v) for k, v in m.groupdict().items()}

    def _functions(self, role: str) -> list[tuple[str, re.Pattern, Callable[[re.Match], dict]]]:
        """The events seal renders with a function (the generic ones, the werewolf boards' and
        seal's own), read back by hand."""
        skill, acts = _alt(list(self.skills)), _alt(list(self.acts))
        segs, ballots = _alt(list(self.segments)), _alt(list(self.ballots))
        value = f"(?:{role}|good)"
        return [
            ("role", re.compile(rf"^Your card is (?P<role>{role})(?:, in (?P<camp>.+))?\.$"),
             lambda m: {"role": self._role(m["role"]),
                        **({"camp": self.camps[m["camp"]]} if m["camp"] else {})}),
            ("day_breaks", re.compile(r"^—— Day (?P<day>\d+) ——$"), lambda m: {"day": int(m["day"])}),
            ("result", re.compile(rf"^Your (?P<skill>{skill}) result: (?P<any>at least one|none) of "
                                  rf"(?P<group>{_SEATS}) is a wolf\.$"), self._group_result),
            ("result", re.compile(rf"^Your (?P<skill>{skill}) result: (?P<target>{_SEAT}) is "
                                  rf"(?P<value>{value})$"),
             lambda m: {"skill": self.skills[m["skill"]], "target": _seat(m["target"]),
                        "value": self._value(m["value"])}),
            ("speech", re.compile(rf"^(?P<seat>{_SEAT}) \((?P<segment>{segs})\): (?P<act>{acts})"
                                  rf"(?:{re.escape(WROTE['en'])}(?P<text>\".*\"))?$"),
             lambda m: {"seat": _seat(m["seat"]), "act": self.acts[m["act"]],
                        "segment": self.segments[m["segment"]],
                        **({"text": json.loads(m["text"])} if m["text"] else {})}),
            ("dawn_deaths", re.compile(r"^Dawn: nobody died last night\.$"), lambda m: {"seats": []}),
            ("dawn_deaths", re.compile(rf"^Dawn: last night (?P<seats>{_SEATS}) died\.$"),
             lambda m: {"seats": _seats(m["seats"])}),
            ("votes", re.compile(rf"^(?P<vote>{ballots})(?: \(PK (?P<round>\d+)\))?: "
                                 rf"(?P<ballots>.*?)\.(?: Totals: (?P<totals>.*))?$"), self._votes),
            ("sheriff", re.compile(rf"^Today's sheriff: (?P<seat>{_SEAT})\.$"),
             lambda m: {"seat": _seat(m["seat"]), "today": True}),
            ("sheriff", re.compile(rf"^(?P<seat>{_SEAT}) becomes sheriff\.$"),
             lambda m: {"seat": _seat(m["seat"])}),
            ("stage", re.compile(rf"^\[(?P<stage>{_alt(list(self.stages) or ['-'])})\]$"),
             lambda m: {"stage": self.stages[m["stage"]]}),
            ("ballot", re.compile(rf"^(?P<seat>{_SEAT}) (?:(?P<change>changes the vote to)|votes for) "
                                  rf"(?P<target>{_SEAT})\.$"),
             lambda m: {"seat": _seat(m["seat"]), "target": _seat(m["target"]),
                        "change": bool(m["change"])}),
            ("ballot", re.compile(rf"^(?P<seat>{_SEAT}) abstains\.$"),
             lambda m: {"seat": _seat(m["seat"]), "target": None, "change": False}),
        ]

    def _seal(self, role: str) -> list[tuple[str, re.Pattern, Callable[[re.Match], dict]]]:
        """seal's own events."""
        return [
            ("disabled", re.compile(r"^You are (?P<by>sealed|feared): your special skills fail tonight\.$"),
             lambda m: {"by": "seal" if m["by"] == "sealed" else "fear"}),
            ("order", re.compile(rf"^Sheriff (?P<seat>{_SEAT}) picks (?P<way>clockwise|counter-clockwise)"
                                 r" order and speaks last\.$"),
             lambda m: {"seat": _seat(m["seat"]), "clockwise": m["way"] == "clockwise"}),
            ("bear", re.compile(r"^The bear (?P<no>does not growl|growls)\.$"),
             lambda m: {"growl": m["no"] == "growls"}),
            ("explode", re.compile(rf"^(?P<seat>{_SEAT}) self-explodes(?:, revealing (?P<role>{role})|"
                                   r" as a wolf)\. The day ends\.$"),
             lambda m: {"seat": _seat(m["seat"]), **({"role": self._role(m["role"])} if m["role"] else {})}),
        ]

    def _dark_moon(self, role: str, skill: str) -> list[tuple[str, re.Pattern, Callable[[re.Match], dict]]]:
        """dark_moon's own events."""
        from rulesets.dark_moon.presentation import CATEGORIES, ORIGINS
        cats = {w.of("en"): k for k, w in CATEGORIES.items()}
        origins = {w.of("en"): k for k, w in ORIGINS.items()}
        skills = f"(?:{skill}(?:, {skill})*|none)"

        def listed(text: str) -> list[str]:
            return [] if text == "none" else [self.skills[x] for x in text.split(", ")]
        return [
            ("result", re.compile(rf"^Your (?P<skill>{skill}) result: (?P<target>{_SEAT}) is "
                                  rf"(?P<not>not )?(?P<cat>{_alt(list(cats))})$"),
             lambda m: {"skill": self.skills[m["skill"]], "target": _seat(m["target"]),
                        "value": not m["not"], "category": cats[m["cat"]]}),
            ("result", re.compile(rf"^Your (?P<skill>{skill}) result: (?P<seats>{_SEATS})$"),
             lambda m: {"skill": self.skills[m["skill"]], "target": None, "value": None,
                        "seats": _seats(m["seats"])}),
            ("vote_top", re.compile(r"^There is no top vote today\.$"), lambda m: {"seats": []}),
            ("vote_top", re.compile(rf"^Today's (?:top vote|vote is tied): (?P<seats>{_SEATS})\.$"),
             lambda m: {"seats": _seats(m["seats"])}),
            ("tally", re.compile(r"^\(count, storyteller only\) (?P<t>.*)$"),
             lambda m: {"totals": {str(_seat(s)): float(v) for s, v in re.findall(r"(#\d+): ([\d.]+)", m["t"])}}),
            ("out", re.compile(r"^You are out\. You (?P<w>may leave|have no) last words\.$"),
             lambda m: {"words": m["w"] == "may leave"}),
            ("skills", re.compile(rf"^You gain: (?P<skills>{skills}) \(from (?P<origin>{_alt(list(origins))})\)\.$"),
             lambda m: {"skills": listed(m["skills"]), "origin": origins[m["origin"]]}),
            ("skill_swap", re.compile(rf"^The magician swaps the identity skills of (?P<a>{_SEAT}) and "
                                      rf"(?P<b>{_SEAT}): (?P=a) now holds (?P<sa>{skills}), (?P=b) holds "
                                      rf"(?P<sb>{skills})\.$"),
             lambda m: {"seats": [_seat(m["a"]), _seat(m["b"])],
                        "skills": [listed(m["sa"]), listed(m["sb"])]}),
        ]

    def _value(self, text: str) -> Any:
        """A check's value: a verdict ("good", "a wolf") or a card."""
        if text == "good":
            return False
        return True if text == self.r.role(None) else self.roles[text]

    def _group_result(self, m: re.Match) -> dict:
        group = _seats(m["group"])
        return {"skill": self.skills[m["skill"]], "target": self._centre(group),
                "value": m["any"] == "at least one", "group": group}

    def _centre(self, group: list[int]) -> Optional[int]:
        """The checked seat of a group of seats in a row: the middle one going round the table
        (the row starts after the widest gap between its seats)."""
        if not group:
            return None
        k = len(group)
        gaps = [((group[(i + 1) % k] - group[i]) % self.n or self.n, i) for i in range(k)]
        start = (max(gaps)[1] + 1) % k
        return group[(start + k // 2) % k]

    def _votes(self, m: re.Match) -> dict:
        ballots: dict[str, Optional[int]] = {}
        for part in m["ballots"].split(", "):
            voter, _, target = part.partition("→")
            ballots[str(_seat(voter))] = None if target == "abstain" else _seat(target)
        data: dict[str, Any] = {"vote": self.ballots[m["vote"]], "round": int(m["round"] or 0),
                                "ballots": ballots}
        if m["totals"]:
            totals, _, why = m["totals"].partition(" (")
            data["totals"] = {str(_seat(s)): float(v) for s, v in re.findall(r"(#\d+): ([\d.]+)", totals)}
            weights = re.findall(r"(#\d+)'s ballot counts ([\d.]+)", why)
            bonus = re.findall(r"(#\d+) ([+-][\d.]+) extra", why)
            doubled = re.search(rf"votes on ({_SEATS}) doubled", why)
            if weights:
                data["weights"] = {str(_seat(s)): float(w) for s, w in weights}
            if bonus:
                data["bonus"] = {str(_seat(s)): float(b) for s, b in bonus}
            if doubled:
                data["doubled"] = [str(x) for x in _seats(doubled[1])]
        return data

    def event(self, line: str, phase: str) -> SeenEvent:
        """One history line as the event it was rendered from (``Unreadable`` if none)."""
        channel = None
        for prefix, ch in self.channels.items():
            if line.startswith(prefix):
                channel, line = ch, line[len(prefix):]
                break
        for kind, pattern, build in self.patterns:
            m = pattern.match(line)
            if m:
                return SeenEvent(phase, kind, None, freeze(build(m)), channel, None)
        raise Unreadable(f"cannot read the prompt line {line!r}")

    def events(self, history: str, me: Optional[int] = None) -> list[SeenEvent]:
        """The history part of a prompt as the inbox of seat ``me``."""
        out: list[SeenEvent] = []
        phase = "setup"
        night = 0
        lines = history.split("\n")
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            if not line or line == OMITTED["en"]:
                continue
            m = re.match(r"^—— Night (\d+) ——$", line)
            if m and i < len(lines) and lines[i].startswith("Night falls."):
                night, rest = int(m[1]), lines[i]  # noqa: F841 (the night read last)
                i += 1
                phase = f"night {night}"
                data: dict[str, Any] = {"night": night}
                if self.family == "seal":
                    data["panic"] = "the village panics" in rest
                    if "blood-moon night" in rest:
                        data["apostle"] = True
                out.append(SeenEvent(phase, "night_falls", None, freeze(data), None, None))
                continue
            ev = self.event(line, phase)
            if ev.kind == "day_breaks":
                phase = f"day {ev.data['day']}"
                ev = ev._replace(phase=phase)
            elif self.family == "dark_moon" and ev.kind == "dawn_deaths":  # of the last night
                ev = ev._replace(data=freeze({**ev.data, "night": night}))
            elif self.family == "seal" and ev.kind == "duel":  # "Knight #3 reveals...": its card
                ev = ev._replace(data=freeze({**ev.data, "knight_role": "knight"}))
            elif ev.kind == "gunshot":  # the seat's own shot ("You use ...")
                ev = ev._replace(data=freeze({"seat": me, **ev.data}))
            out.append(ev)
        return out

    # -- the decision -----------------------------------------------------------------------
    def decision(self, ask: str) -> tuple[Decision, dict[int, int]]:
        """The decision part of a prompt (after the status block): the decision as the seat is
        asked it, and the option number the prompt shows for each legal answer."""
        lines = ask.split("\n")
        head = next(x for x in lines if x.startswith(">>> Your turn ("))
        m = re.match(rf"^>>> Your turn \((?P<seat>{_SEAT})\): (?P<what>{_alt(list(self.skills))})"
                     r"(?P<extra>.*)$", head)
        if m is None:
            raise Unreadable(f"cannot read the question {head!r}")
        seat, asked, extra = _seat(m["seat"]), self.skills[m["what"]], m["extra"]
        info: dict[str, Any] = {}
        if (s := re.match(rf"^ \((?P<seg>{_alt(list(self.segments))})\)", extra)):
            info["segment"] = self.segments[s["seg"]]
        elif asked == "speech":  # a segment that reads as the question is not repeated
            info["segment"] = next(k for w, k in self.segments.items() if w.lower() == m["what"].lower())
        if (s := re.search(r"\(teammates proposed: (?P<p>[^)]*)\)", extra)):
            info["proposals"] = {_seat(w): _seat(t) for w, t in re.findall(r"(#\d+)->(#\d+|nobody)", s["p"])}
        if (s := re.search(rf"\(tonight's knife victim: (?P<v>{_SEAT}|nobody)\)", extra)):
            info["victim"] = _seat(s["v"])
        if (s := re.search(rf"\(your vote now: (?P<v>{_SEAT})\)", extra)):
            info["current"] = _seat(s["v"])
        elif asked == "vote_change":  # no vote yet (or an abstention): nothing is shown
            info["current"] = None
        numbers: dict[int, int] = {}
        for line in lines[lines.index(head) + 1:]:
            o = re.match(r"^(\d+): (.*)$", line)
            if o:
                numbers[self.acts[o[2]]] = int(o[1])
        legal = tuple(numbers)
        default = PASS if PASS in legal else legal[0]
        return Decision(seat, asked, legal, default, freeze(info)), numbers

    def read(self, messages: Sequence[dict]) -> "Reading":
        """A whole prompt read back."""
        user = messages[-1]["content"]
        history, _, rest = user.rpartition(STATUS)
        if not _:
            raise Unreadable("no status block in the prompt")
        decision, numbers = self.decision(rest)
        return Reading(decision.seat, self.events(history.rstrip("\n"), decision.seat), decision,
                       numbers)


def _plain(text: str) -> Any:
    return int(text) if text.isdigit() else text


@dataclass
class Reading:
    """A prompt read back: the seat, its events, the decision and each answer's number."""

    seat: int
    events: list[SeenEvent]
    decision: Decision
    numbers: dict[int, int]


@dataclass
class Record:
    """One prompted decision: what the prompt-reader and the structured heuristic chose (codec
    integers) and, where they part, the kind and the prompt's decision part."""

    game: int
    seat: int
    kind: str
    reader: int
    structured: int
    excerpt: str = ""

    @property
    def agree(self) -> bool:
        return self.reader == self.structured


class ReaderServer(LocalServer):
    """The OpenAI-compatible endpoint that answers by reading the prompt (see the module)."""

    def __init__(self, ruleset_id: str = "seal", board: Optional[dict] = None) -> None:
        self.parser = PromptParser(ruleset_id, board)
        self.ruleset_id = ruleset_id
        self.brains: dict[int, ScriptedAgent] = {}     # seat -> its heuristic (its memory)
        self.inboxes: dict[int, list[SeenEvent]] = {}   # seat -> the events read last time
        self.truths: dict[int, SeatView] = {}           # seat -> its true view (measure only)
        self.records: list[Record] = []
        self.errors: list[str] = []
        self.game = 0
        self.lock = threading.Lock()
        reader = self

        class Handler(StubHandler):
            model_id = "reader"

            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
                try:
                    with reader.lock:
                        number = reader.answer(body["messages"])
                except Exception as exc:  # reported by the test, and a fallback in the game
                    reader.errors.append(f"{type(exc).__name__}: {exc}")
                    self.reply(500, {"error": {"message": str(exc)}})
                    return
                send(self, 200, completion(json.dumps({"choice": number, "text": ""})))

        super().__init__(Handler)

    def answer(self, messages: Sequence[dict]) -> int:
        """The option number the seat's heuristic chooses from the prompt alone."""
        p = self.parser
        got = p.read(messages)
        seat = got.seat
        before = self.inboxes.get(seat, [])
        if got.events[:len(before)] != before:  # the heuristic reads its inbox incrementally
            raise Unreadable(f"seat #{seat + 1}: the history is not the previous one extended")
        self.inboxes[seat] = got.events
        brain = self.brains[seat]
        view = SeatView(seat, p.n, got.decision, tuple(got.events), p.choices, p.ruleset)
        truth = self.truths.pop(seat, None)
        structured = None
        if truth is not None:  # the same heuristic, same state, on the true view
            twin = copy.deepcopy(brain, {id(brain.t): brain.t} if brain.t is not None else None)
            twin.strict = False  # as the structured heuristic plays
            structured = twin.act(truth)
        choice = brain.act(view)
        if structured is not None:
            user = messages[-1]["content"]
            self.records.append(Record(self.game, seat, got.decision.asked_as, choice, structured,
                                       "" if choice == structured else user[user.rindex(STATUS):]))
        return got.numbers[choice]


class ReaderSeat:
    """A seat played by the prompt-reader: an LLM agent whose endpoint is ``server``; it gives
    the server the seat's heuristic (with the seat's seed) and, for the measure, its true
    view before each decision."""

    def __init__(self, server: ReaderServer, speech_acts: int = 3) -> None:
        self.server = server
        cfg = LLMConfig(base_url=server.base_url, model="reader", lang="en", context_tokens=0,
                        history_days=99, history_chars=10 ** 8, timeout=30, call_budget=60,
                        speech_acts=speech_acts)
        self.llm = LLMAgent(cfg)
        self.name = "prompt-reader"

    def reset(self, seat: int, seed: int) -> None:
        """A new game: a new heuristic for this seat, seeded as the structured one would be."""
        brain = for_ruleset(self.server.ruleset_id)
        brain.strict = True  # an exception is an error of the reading, not a quiet default
        brain.reset(seat, seed)
        self.server.brains[seat] = brain
        self.server.inboxes.pop(seat, None)
        self.llm.reset(seat, seed)

    def act(self, view: SeatView) -> Any:
        self.server.truths[view.seat] = view
        try:
            return self.llm.act(view)
        finally:
            self.server.truths.pop(view.seat, None)

    def drain_calls(self) -> list[dict]:
        return self.llm.drain_calls()

    def close(self) -> None:
        """Close the LLM agent's private event loop (one per seat and game)."""
        loop = getattr(self.llm, "_loop", None)
        if loop is not None:
            loop.close()
            self.llm._loop = None


@dataclass
class Measure:
    """Games played with prompt-readers at some seats: per game, the seats' camps, the reader
    seats, the winner; every prompted decision's record."""

    games: list[dict] = field(default_factory=list)
    records: list[Record] = field(default_factory=list)
    fallbacks: int = 0
    errors: list[str] = field(default_factory=list)

    def agreement(self) -> tuple[int, int]:
        """(decisions where both chose the same, prompted decisions)."""
        return sum(r.agree for r in self.records), len(self.records)

    def first_disagreement(self) -> Optional[Record]:
        return next((r for r in self.records if not r.agree), None)


def _second_acts(events: Sequence[Any], seats: Sequence[int]) -> int:
    """Speech acts of ``seats`` that follow their own previous act in the same turn."""
    return sum(1 for a, b in zip(events, events[1:]) if a.kind == b.kind == "speech"
               and a.data["seat"] == b.data["seat"] and b.data["seat"] in seats)


#: the village camp's id per rulebook
VILLAGE = {"seal": "good", "dark_moon": "village"}
#: which seats the prompt-reader takes in a measured game: the village's or everyone else's
SIDES = ("village", "others")


def measure(seeds: Sequence[int], board: Optional[dict] = None, ruleset_id: str = "seal",
            sides: Sequence[str] = SIDES) -> Measure:
    """Per seed: the all-heuristic game (the baseline), then one game per side in ``sides``
    with the prompt-reader at every seat of that side (``"village"``: the village camp's
    cards; ``"others"``: every other card) and the structured heuristic elsewhere.
    Every prompted decision is compared with the structured heuristic's on the same view."""
    from arena.play.match import play_game
    rs = rulesets.get(ruleset_id)
    n = rs.n_seats(rs.board(board or {}))
    village = VILLAGE[getattr(rs, "family", rs.id)]
    out = Measure()
    with ReaderServer(ruleset_id, board) as server:
        for seed in seeds:
            base = play_game(ruleset_id, seed, [for_ruleset(ruleset_id) for _ in range(n)], board)
            camps = [s.camp or "none" for s in base.seats]
            out.games.append({"seed": seed, "side": "baseline", "readers": [], "camps": camps,
                              "winner": base.winner, "same": True})
            for side in sides:
                readers = [i for i, c in enumerate(camps) if (c == village) == (side == "village")]
                server.game = len(out.games)
                agents = [ReaderSeat(server) if i in readers else for_ruleset(ruleset_id)
                          for i in range(n)]
                game = play_game(ruleset_id, seed, agents, board)
                for a in agents:
                    if isinstance(a, ReaderSeat):
                        a.close()
                out.fallbacks += len(game.fallbacks)
                out.games.append({"seed": seed, "side": side, "readers": readers,
                                  "camps": camps, "winner": game.winner,
                                  "same": list(game.decisions) == list(base.decisions),
                                  "second_acts": _second_acts(game.events, readers)})
        out.records = list(server.records)
        out.errors = list(server.errors)
    return out



def summary(m: Measure) -> dict[str, Any]:
    """The measure's figures, with the game as the unit: the agreement of prompted decisions
    (a cluster-robust rate over games, :func:`arena.results.stats.clustered_rate`), the games
    played exactly as the all-heuristic game of the same seed, and per side each camp's win
    rate when the readers hold that side's seats against the baseline's (Wilson intervals,
    one outcome per game) with the paired difference (readers minus baseline, per seed; a
    Student interval over seeds)."""
    from arena.results.stats import clustered_rate, mean_ci, wilson
    per_game: dict[int, list[int]] = {}
    for r in m.records:
        k_n = per_game.setdefault(r.game, [0, 0])
        k_n[0] += r.agree
        k_n[1] += 1
    out: dict[str, Any] = {
        "agreement": clustered_rate([tuple(v) for v in per_game.values()], unit="decisions"),
        "same_games": wilson(sum(g["same"] for g in m.games if g["side"] != "baseline"),
                             sum(g["side"] != "baseline" for g in m.games), unit="games")}
    base = {g["seed"]: g for g in m.games if g["side"] == "baseline"}
    for side in sorted({g["side"] for g in m.games} - {"baseline"}):
        games = [g for g in m.games if g["side"] == side]
        held = [g["camps"][i] for g in games for i in g["readers"]]  # the readers' camps
        camps = sorted(set(held), key=lambda c: (-held.count(c), c))
        for camp in camps:
            won = [g["winner"] == camp for g in games]
            was = [base[g["seed"]]["winner"] == camp for g in games]
            out[f"{camp} win, readers at {side}"] = wilson(sum(won), len(won), unit="games")
            out[f"{camp} win, baseline"] = wilson(sum(was), len(was), unit="games")
            out[f"{camp} win, difference"] = mean_ci([float(a) - float(b) for a, b in zip(won, was)],
                                                     unit="seeds")
    return out


def fmt_summary(s: dict[str, Any]) -> str:
    """The figures of :func:`summary`, one per line."""
    return "\n".join(f"{k}: {v.fmt()}" for k, v in s.items())
