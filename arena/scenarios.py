"""Rules-adjudication scenarios: a scripted game checked against the outcome the rules demand.

One TOML file holds one scenario: the deal, the answers of chosen seats in chosen phases, where
to stop, and the expected outcome.  Every decision nobody scripted takes a fixed default (PASS
when legal, otherwise the decision's own default), so a scenario reads like a rulebook example.
The format is documented in ``docs/scenarios.md``.  Seats are 1-based everywhere here.

``load(path) -> Scenario``, ``run(scenario) -> dict``, ``compare(scenario, outcome) -> list[str]``
and ``main(argv)`` (the ``arena scenario FILE... [--json]`` command).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Optional

import rulesets
from rulesets.engine import PASS, YES, BoardError, Decision, Game, RandomPolicy, StoryAnswer

from . import scenario_story

PHASE = re.compile(r"^(night|day) ([1-9][0-9]*)$")
MAX_DECISIONS = 200_000

#: skills scripted through another decision: skill id -> (decision kind, option answered there)
LEADS = {"explode": ("speech", "explode"), "white_take": ("speech", "explode"),
         "duel": ("speech", "duel"), "withdraw": ("speech", "withdraw"),
         "poison": ("witch", "poison"), "antidote": ("witch", "antidote")}
#: the decision that follows an option, answered by the act's ``target``
FOLLOWS = {("speech", "explode"): "take", ("speech", "duel"): "duel", ("witch", "poison"): "poison"}
#: skill ids whose decision kind has another name
KINDS = {"black_take": "take", "white_take": "take", "antidote": "witch"}
#: names the ruleset's index does not carry (the witch form's two potions)
EXTRA_SKILLS = {"poison": "poison", "毒药": "poison", "毒藥": "poison",
                "antidote": "antidote", "解药": "antidote", "解藥": "antidote"}
OPTION_ALIASES = {
    "预言家": "seer", "預言家": "seer", "女巫": "witch", "守卫": "guard", "守衛": "guard",
    "种狼": "seed_wolf", "種狼": "seed_wolf", "隐狼": "hidden_wolf", "隱狼": "hidden_wolf",
    "血月使徒": "blood_moon_apostle", "天黑前": "before", "天亮后": "after", "天亮後": "after",
    "顺时针": "clockwise", "順時針": "clockwise", "逆时针": "counterclockwise",
    "逆時針": "counterclockwise", "解药": "antidote", "解藥": "antidote", "毒药": "poison",
    "毒藥": "poison", "感染": "infect", "上警": "run", "自爆": "explode", "决斗": "duel",
    "決鬥": "duel", "退水": "withdraw",
}


@dataclass(frozen=True)
class Dialect:
    """How scenario names map onto one ruleset's decisions: skills scripted through another
    decision (``leads``), the target decision that follows an option (``follows``; a ruleset's
    ``follow_ups`` complete it), decision kinds named differently (``kinds``), extra skill names,
    option aliases, and the decision kind the ``[knife]`` shorthand answers."""

    leads: dict = field(default_factory=dict)
    follows: dict = field(default_factory=dict)
    kinds: dict = field(default_factory=dict)
    extra_skills: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    knife: str = "knife"


DIALECTS = {
    "seal": Dialect(LEADS, FOLLOWS, KINDS, EXTRA_SKILLS, OPTION_ALIASES),
    "dark_moon": Dialect(
        leads={"duel": ("speech", "duel"), "appoint": ("speech", "appoint"),
               "surrender": ("speech", "surrender"), "hasten": ("speech", "hasten"),
               "delay": ("speech", "delay")},
        follows={("speech", "duel"): "duel", ("speech", "appoint"): "appoint"},
        options={"狼人": "cat_wolf", "神职": "cat_god", "神職": "cat_god", "村民": "cat_villager",
                 "占卜": "gift_divine", "毒药": "gift_poison", "毒藥": "gift_poison",
                 "最后一枪": "gift_gun", "最後一槍": "gift_gun", "不死": "undying",
                 "救药": "antidote", "救藥": "antidote", "决斗": "duel", "決鬥": "duel",
                 "选举": "appoint", "選舉": "appoint", "投降": "surrender", "加速": "hasten",
                 "延时": "delay", "延時": "delay"},
        knife="kill"),
}
TOP_KEYS = {"name", "rule", "ruleset", "seed", "board", "seats", "stop_after", "act", "votes",
            "elect", "run", "knife", "expect", "story"}
ACT_KEYS = {"phase", "seat", "seats", "skill", "target", "targets", "option", "choice", "round",
            "segment", "illegal", "note", "claim", "accuse", "vouch"}
#: structured speech acts a post may script (one per act)
SPEECH_ACTS = ("claim", "accuse", "vouch")
EXPECT_KEYS = {"deaths", "alive", "dead", "sheriff", "deputy", "winner", "end_phase", "results",
               "announcements", "told", "camps", "win_camps", "roles", "charmed", "asked", "skills",
               "statuses"}
ROLE_KEYS = {"role", "knight_role", "target_role", "value"}
SEAT_KEYS = {"seat", "seats", "to", "target", "knight", "wolf", "out"}


class ScenarioError(ValueError):
    """A malformed scenario file (the message names the file and the problem)."""


class _Bad(ValueError):
    """A problem inside a file, before the file name is prefixed."""


@dataclass
class Act:
    """One scripted answer (or several for ``targets``) for decisions matching these filters."""

    label: str
    phase: str
    seat: Optional[int]            # 0-based; None = whichever seat is asked first
    kind: str                      # the decision kind answered
    answers: list[tuple]           # ("target", seat0) | ("option", name) | ("yes",) | ("pass",)
    gate: Optional[str] = None     # speech option that must be legal for the act to apply
    follow: Optional[tuple[str, tuple]] = None  # (decision kind, answer) asked right after
    round: Optional[int] = None
    segment: Optional[str] = None
    illegal: bool = False          # the answer must be refused when asked
    used: int = 0

    @property
    def done(self) -> bool:
        return self.used >= len(self.answers)


@dataclass
class Scenario:
    path: str
    name: str
    rule: str
    ruleset: str
    seed: int
    board: dict[str, Any]
    deal: list[str]
    stop_after: Optional[str]
    acts: list[Act]
    expect: dict[str, Any] = field(default_factory=dict)
    story: list[StoryAnswer] = field(default_factory=list)


# -- phases -------------------------------------------------------------------------------------
def phase_index(label: str, first: str = "night") -> int:
    """Phases in play order: with ``first = "night"`` (seal) night N -> 2N-1, day N -> 2N; with
    ``first = "day"`` (暗月: day N comes before night N) day N -> 2N-1, night N -> 2N.  Anything
    before the first phase -> 0."""
    m = PHASE.match(label)
    if not m:
        return 0
    n = int(m.group(2))
    return 2 * n - 1 if m.group(1) == first else 2 * n


def phase_label(index: int, first: str = "night") -> str:
    second = "day" if first == "night" else "night"
    return f"{first} {(index + 1) // 2}" if index % 2 else f"{second} {index // 2}"


def _phase(value: Any, where: str) -> str:
    if isinstance(value, str) and value.strip() == "setup":  # before the first phase (配板)
        return "setup"
    if not isinstance(value, str) or not PHASE.match(value.strip()):
        raise _Bad(f"{where}: phase must look like \"night 1\" or \"day 2\" (or \"setup\"), "
                   f"got {value!r}")
    return value.strip()


# -- loading ------------------------------------------------------------------------------------
def load(path: str | Path) -> Scenario:
    """Read and validate one scenario file; raises :class:`ScenarioError`."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScenarioError(f"{p}: cannot read the file: {exc.strerror or exc}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{p}: not valid TOML: {exc}") from None
    try:
        return _parse(str(p), data)
    except _Bad as exc:
        raise ScenarioError(f"{p}: {exc}") from None


class _Reader:
    """Name and seat resolution against one ruleset and board size."""

    def __init__(self, ruleset, n: int) -> None:
        self.rs, self.n = ruleset, n
        words = getattr(ruleset, "scenario_words", None)
        self.d = DIALECTS.get(ruleset.id) or (Dialect(**words) if words else Dialect())
        self.camps = sorted(({r.camp for r in ruleset.roles} | set(ruleset.camps)) - {""})
        self.camp_alias = {}
        for c, (zh, en) in ruleset.camp_names.items():
            for name in (c, zh, zh.removesuffix("阵营"), en, en.removeprefix("the ")):
                self.camp_alias[name.lower()] = c

    def camp(self, value: Any, where: str) -> str:
        if value not in self.camps:
            raise _Bad(f"{where}: camp must be one of {', '.join(self.camps)}, got {value!r}")
        return value

    def seat(self, value: Any, where: str) -> int:
        """A 1-based seat number from the file, validated, returned 1-based."""
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= self.n:
            raise _Bad(f"{where}: seat must be a number from 1 to {self.n}, got {value!r}")
        return value

    def seats(self, value: Any, where: str) -> list[int]:
        if not isinstance(value, list):
            raise _Bad(f"{where}: expected a list of seat numbers, got {value!r}")
        return [self.seat(v, where) for v in value]

    def role(self, value: Any, where: str) -> str:
        try:
            return self.rs.names.role(str(value)).id
        except KeyError:
            raise _Bad(f"{where}: unknown role {value!r}") from None

    def dealt(self, value: Any, where: str) -> str:
        """A deal entry: a role, or ``role@camp`` for a card dealt into another camp (暗月)."""
        name, at, camp = str(value).partition("@")
        role = self.role(name, where)
        if not at:
            return role
        cid = self.camp_alias.get(camp.strip().lower())
        if cid is None:
            raise _Bad(f"{where}: unknown camp {camp!r} after '@' "
                       f"(known: {', '.join(sorted(self.rs.camp_names)) or 'none'})")
        return f"{role}@{cid}"

    def skill(self, value: Any, where: str) -> str:
        """A skill or procedure name -> its id."""
        if not isinstance(value, str):
            raise _Bad(f"{where}: skill must be a name, got {value!r}")
        if value.strip() in self.d.extra_skills:
            return self.d.extra_skills[value.strip()]
        try:
            return self.rs.names.skill(value).id
        except KeyError:
            raise _Bad(f"{where}: unknown skill or decision {value!r}") from None

    def kind(self, value: Any, where: str) -> str:
        """A skill name -> the decision kind a seat is asked."""
        sid = self.skill(value, where)
        return self.d.kinds.get(sid, sid)

    def option(self, value: Any, where: str) -> str:
        name = self.d.options.get(str(value).strip(), str(value).strip().lower())
        if name not in self.rs.options:
            raise _Bad(f"{where}: unknown option {value!r} (known: {', '.join(self.rs.options)})")
        return name


def _table(data: dict, key: str, kind: type, where: str = "") -> Any:
    value = data.get(key, kind())
    if not isinstance(value, kind):
        raise _Bad(f"{where or key}: expected a {'table' if kind is dict else kind.__name__}")
    return value


def _parse(path: str, data: dict) -> Scenario:
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise _Bad(f"unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(TOP_KEYS))})")
    rid = data.get("ruleset")
    if not isinstance(rid, str):
        raise _Bad("missing ruleset (e.g. ruleset = \"seal\")")
    try:
        ruleset = rulesets.get(rid)
    except KeyError as exc:
        raise _Bad(str(exc.args[0])) from None
    board_in = _table(data, "board", dict)
    try:
        board = ruleset.board(board_in)
    except BoardError as exc:
        raise _Bad(f"[board]: {exc}") from None
    n = ruleset.n_seats(board)
    r = _Reader(ruleset, n)
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise _Bad(f"seed must be an integer, got {seed!r}")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != n:
        got = len(seats) if isinstance(seats, list) else "none"
        raise _Bad(f"seats must list the {n} roles in seat order (got {got})")
    deal = [r.dealt(v, f"seats[{i + 1}]") for i, v in enumerate(seats)]
    try:
        ruleset.check_deal(board, deal)
    except ValueError as exc:
        raise _Bad(f"seats: {exc}") from None
    stop = data.get("stop_after")
    stop = None if stop is None else _phase(stop, "stop_after")
    acts = _acts(r, data)
    expect = _expect(r, _table(data, "expect", dict, "[expect]"))
    story = scenario_story.parse(data.get("story", []), r.seat, r.role, _phase, _Bad)
    return Scenario(path, str(data.get("name", Path(path).stem)), str(data.get("rule", "")),
                    rid, seed, board_in, deal, stop, acts, expect, story)


def _answer(r: _Reader, value: Any, where: str) -> tuple:
    if value == "pass" or (value == 0 and not isinstance(value, bool)):
        return ("pass",)
    return ("target", r.seat(value, where) - 1)


def _acts(r: _Reader, data: dict) -> list[Act]:
    acts: list[Act] = []
    raw = data.get("act", [])
    if not isinstance(raw, list):
        raise _Bad("act: use [[act]] tables")
    for i, a in enumerate(raw, 1):
        if isinstance(a, dict) and "seats" in a:  # the same answer from each of several seats
            if "seat" in a:
                raise _Bad(f"[[act]] #{i}: give seat or seats, not both")
            for s in r.seats(a["seats"], f"[[act]] #{i}"):
                one = {k: v for k, v in a.items() if k != "seats"}
                acts.append(_act(r, {**one, "seat": s}, f"[[act]] #{i}"))
            continue
        acts.append(_act(r, a, f"[[act]] #{i}"))
    for key, kind in (("votes", "vote"), ("elect", "elect")):
        for phase, rounds in _table(data, key, dict, f"[{key}]").items():
            where = f"[{key}] {phase!r}"
            phase = _phase(phase, where)
            rounds = rounds if isinstance(rounds, list) else [rounds]
            for rnd, ballots in enumerate(rounds):
                if not isinstance(ballots, dict):
                    raise _Bad(f"{where}: expected {{voter = target}} tables, got {ballots!r}")
                for voter, target in ballots.items():
                    v = r.seat(voter, where)
                    ans = _answer(r, target, where)
                    shown = "abstains" if ans[0] == "pass" else f"-> {ans[1] + 1}"
                    acts.append(Act(f"{where} round {rnd}: seat {v} {shown}", phase, v - 1, kind,
                                    [ans], round=rnd))
    for phase, seats in _table(data, "run", dict, "[run]").items():
        where = f"[run] {phase!r}"
        phase = _phase(phase, where)
        for s in r.seats(seats, where):
            acts.append(Act(f"{where}: seat {s} runs", phase, s - 1, "run", [("yes",)]))
    for phase, target in _table(data, "knife", dict, "[knife]").items():
        where = f"[knife] {phase!r}"
        phase = _phase(phase, where)
        acts.append(Act(f"{where} -> {target}", phase, None, r.d.knife,
                        [_answer(r, target, where)]))
    return acts


def _act(r: _Reader, a: Any, where: str) -> Act:
    if not isinstance(a, dict):
        raise _Bad(f"{where}: expected a table")
    unknown = sorted(set(a) - ACT_KEYS)
    if unknown:
        raise _Bad(f"{where}: unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(ACT_KEYS))})")
    for key in ("phase", "skill"):
        if key not in a:
            raise _Bad(f"{where}: missing {key}")
    phase = _phase(a["phase"], where)
    seat = None if "seat" not in a else r.seat(a["seat"], where) - 1
    sid = r.skill(a["skill"], where)
    if sum(k in a for k in ("target", "targets", "choice")) > 1:
        raise _Bad(f"{where}: give only one of target, targets, choice")
    label = f"{where} ({phase}, seat {'any' if seat is None else seat + 1}, {a['skill']}"
    label += "".join(f", {k}={a[k]}" for k in ("option", "target", "targets", "choice") if k in a)
    label += ")"
    for key, kind in (("round", int), ("segment", str), ("illegal", bool)):
        if key in a and not isinstance(a[key], kind):
            raise _Bad(f"{where}: {key} must be a{'n' if kind is int else ''} {kind.__name__}")
    act = Act(label, phase, seat, r.d.kinds.get(sid, sid), [], illegal=a.get("illegal", False),
              round=a.get("round"), segment=a.get("segment"))
    option = None if "option" not in a else r.option(a["option"], where)
    if sid in r.d.leads:
        if option is not None or "targets" in a or "choice" in a:
            raise _Bad(f"{where}: {a['skill']} takes at most a target")
        act.kind, option = r.d.leads[sid]
        if act.kind == "speech":
            act.gate = option
    said = [k for k in SPEECH_ACTS if k in a]
    if said:
        if len(said) > 1 or option is not None or any(k in a for k in ("target", "targets", "choice")):
            raise _Bad(f"{where}: a speech act ({', '.join(SPEECH_ACTS)}) stands alone")
        k = said[0]
        act.answers = [(k, r.role(a[k], where) if k == "claim" else r.seat(a[k], where) - 1)]
        return act
    if option is not None:
        act.answers = [("option", option)]
        if "target" in a:
            follow = r.d.follows.get((act.kind, option)) or r.rs.follow_ups.get(act.kind)
            if follow is None:
                raise _Bad(f"{where}: option {option!r} is not followed by a target decision")
            act.follow = (follow, ("target", r.seat(a["target"], where) - 1))
    elif "target" in a:
        act.answers = [_answer(r, a["target"], where)]
    elif "targets" in a:
        act.answers = [_answer(r, t, where) for t in r.seats(a["targets"], where)]
        if not act.answers:
            raise _Bad(f"{where}: targets is empty")
    elif "choice" in a:
        choice = str(a["choice"]).lower()
        if choice not in ("yes", "pass"):
            raise _Bad(f"{where}: choice must be \"yes\" or \"pass\", got {a['choice']!r}")
        act.answers = [(choice,)]
    else:
        act.answers = [("yes",)]
    return act


def _seat_map(r: _Reader, value: Any, where: str, norm) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise _Bad(f"{where}: expected a table {{seat = value}}")
    return {str(r.seat(k, where)): norm(v, f"{where}.{k}") for k, v in value.items()}


def _records(r: _Reader, value: Any, where: str) -> list[dict]:
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise _Bad(f"{where}: expected a list of tables, e.g. [{{kind = \"bear\", growl = true}}]")
    out = []
    for i, e in enumerate(value, 1):
        e = dict(e)
        w = f"{where}[{i}]"
        for k, v in list(e.items()):
            if k in ROLE_KEYS and isinstance(v, str):
                e[k] = r.role(v, f"{w}.{k}") if k != "value" or _is_role(r, v) else v
            elif k == "skill":
                e[k] = r.skill(v, f"{w}.skill")
            elif k == "phase":
                e[k] = _phase(v, f"{w}.phase")
        out.append(e)
    return out


def _is_role(r: _Reader, value: str) -> bool:
    try:
        r.rs.names.role(value)
    except KeyError:
        return False
    return True


def _expect(r: _Reader, exp: dict) -> dict[str, Any]:
    unknown = sorted(set(exp) - EXPECT_KEYS)
    if unknown:
        raise _Bad(f"[expect]: unknown key(s) {', '.join(unknown)} "
                   f"(known: {', '.join(sorted(EXPECT_KEYS))})")
    out: dict[str, Any] = {}
    for key, v in exp.items():
        w = f"[expect] {key}"
        if key == "deaths":
            out[key] = {_phase(p, w): sorted(r.seats(s, f"{w}.{p}")) for p, s in _table(exp, key, dict, w).items()}
        elif key in ("alive", "dead", "charmed"):
            out[key] = sorted(r.seats(v, w))
        elif key in ("sheriff", "deputy"):
            out[key] = "none" if v == "none" else r.seat(v, w)
        elif key == "winner":
            if v != "none" and v not in r.camps:
                raise _Bad(f"{w}: must be one of {', '.join(r.camps)} or none, got {v!r}")
            out[key] = v
        elif key == "end_phase":
            out[key] = _phase(v, w)
        elif key in ("results", "announcements", "told"):
            out[key] = _records(r, v, w)
        elif key in ("camps", "win_camps"):
            out[key] = _seat_map(r, v, w, r.camp)
        elif key == "roles":
            out[key] = _seat_map(r, v, w, r.role)
        elif key == "statuses":  # the statuses in effect on a seat where the game paused
            out[key] = _seat_map(r, v, w, lambda ks, ww: sorted(ks if isinstance(ks, list) else [ks]))
        elif key == "skills":  # the skill instances a seat holds where the game paused
            out[key] = _seat_map(r, v, w, lambda ks, ww: [
                r.skill(k, ww) for k in (ks if isinstance(ks, list) else [ks])])
        elif key == "asked":
            out[key] = {_phase(p, w): _seat_map(r, seats, f"{w}.{p}", lambda ks, ww: [
                r.kind(k, ww) for k in (ks if isinstance(ks, list) else [ks])])
                for p, seats in _table(exp, key, dict, w).items()}
    return out


# -- running ------------------------------------------------------------------------------------
def _describe(g: Game, choice: int) -> str:
    c = g.choices.decode(choice)
    if c.kind == "target":
        return f"seat {c.arg + 1}"
    if c.kind == "option":
        return f"option {c.arg}"
    return c.kind if c.arg is None else f"{c.kind} {c.arg}"


def _legal_text(g: Game, d: Decision) -> str:
    shown = [_describe(g, c) for c in d.legal if not g.choices.is_speech_act(c)]
    return ", ".join(shown[:30]) + (" ..." if len(shown) > 30 else "")


def _encode(g: Game, d: Decision, ans: tuple) -> int:
    """A scripted answer as a choice integer (may be illegal; ValueError if unanswerable)."""
    table = g.choices
    if ans[0] == "pass":
        return PASS
    if ans[0] == "target":
        return table.target(ans[1])
    if ans[0] == "option":
        return table.option(ans[1])
    if ans[0] == "claim":
        return table.claim(ans[1])
    if ans[0] in ("accuse", "vouch"):
        return getattr(table, ans[0])(ans[1])
    if YES in d.legal:
        return YES
    options = [c for c in d.legal if c != PASS and not table.is_speech_act(c)]
    if len(options) != 1:
        raise ValueError(f"\"use the skill\" is ambiguous here; give a target or option "
                         f"(legal: {_legal_text(g, d)})")
    return options[0]


def _matches(act: Act, phase: str, d: Decision, g: Game) -> bool:
    if act.done or act.phase != phase or act.kind != d.kind:
        return False
    if act.seat is not None and act.seat != d.seat:
        return False
    if act.round is not None and d.info.get("round") != act.round:
        return False
    if act.segment is not None and d.info.get("segment") != act.segment:
        return False
    return act.gate is None or act.illegal or g.choices.option(act.gate) in d.legal


def default_answer(d: Decision) -> int:
    """What an unscripted seat answers: PASS when legal, otherwise the decision's default."""
    return PASS if PASS in d.legal else d.default


def run(sc: Scenario) -> dict[str, Any]:
    """Play the scenario and return its outcome (a plain dict, the shape of ``[expect]``)."""
    script = scenario_story.policy([replace(a, used=0) for a in sc.story], RandomPolicy(sc.seed))
    g = rulesets.get(sc.ruleset).new_game(sc.seed, sc.board, sc.deal,
                                          storyteller=script if sc.story else None)
    acts = [replace(a, used=0) for a in sc.acts]
    first = rulesets.get(sc.ruleset).phase_kinds[0]
    stop = phase_index(sc.stop_after, first) if sc.stop_after else None
    errors: list[str] = []
    asked: dict[str, dict[str, list[str]]] = {}
    for _ in range(MAX_DECISIONS):
        d = g.pending
        if g.over or d is None or (stop is not None and phase_index(g.phase, first) > stop):
            break
        asked.setdefault(g.phase, {}).setdefault(str(d.seat + 1), []).append(d.kind)
        act = next((a for a in acts if _matches(a, g.phase, d, g)), None)
        if act is None:
            g.answer(default_answer(d))
            continue
        ans = act.answers[act.used]
        act.used += 1
        try:
            choice = _encode(g, d, ans)
        except ValueError as exc:
            errors.append(f"{act.label}: {exc}")
            break
        legal = choice in d.legal
        if act.illegal and act.follow is not None and legal:  # the follow-up must be refused
            kind, follow = act.follow
            acts.insert(0, Act(f"{act.label} follow-up {kind}", g.phase, d.seat, kind, [follow],
                               illegal=True))
            g.answer(choice)
            continue
        if act.illegal:
            if legal:
                errors.append(f"{act.label}: expected {_describe(g, choice)} to be refused for seat "
                              f"{d.seat + 1}'s {d.kind!r} decision in {g.phase}, but it was legal")
                break
            g.answer(default_answer(d))
            continue
        if not legal:
            errors.append(f"{act.label}: {_describe(g, choice)} is not legal for seat {d.seat + 1}'s "
                          f"{d.kind!r} decision in {g.phase} (legal: {_legal_text(g, d)})")
            break
        if act.follow is not None:
            kind, follow = act.follow
            acts.insert(0, Act(f"{act.label} follow-up {kind}", g.phase, d.seat, kind, [follow]))
        g.answer(choice)
    else:
        errors.append(f"the game did not finish within {MAX_DECISIONS} decisions")
    stopped = stop is not None and not (g.over and phase_index(g.phase, first) <= stop)
    end = phase_label(stop, first) if stopped else g.phase
    for a in acts if not errors else ():  # after an aborted run, unused acts are only noise
        if not a.done:
            errors.append(f"{a.label}: never used — {_unused_hint(a, g, asked, end, stopped, first)}")
    for a in script.unused() if sc.story and not errors else ():
        errors.append(f"{a.label}: never used — no storyteller call matched it")
    return _outcome(g, end, stopped, asked, errors, first)


def _unused_hint(a: Act, g: Game, asked: dict, end: str, stopped: bool,
                 first: str = "night") -> str:
    if phase_index(a.phase, first) > phase_index(end, first):
        how = f"stopped after {end}" if stopped else f"ended in {end} ({g.winner or 'no'} win)"
        return f"the game {how} before {a.phase}"
    if a.seat is None:
        return f"nobody was asked {a.kind!r} in {a.phase}"
    kinds = asked.get(a.phase, {}).get(str(a.seat + 1), [])
    if a.gate and a.kind in kinds:
        return f"option {a.gate!r} was never legal at seat {a.seat + 1}'s speech in {a.phase}"
    what = ", ".join(kinds) if kinds else "nothing"
    return f"seat {a.seat + 1} was asked {what} in {a.phase}"


# -- the outcome --------------------------------------------------------------------------------
def _human(data: dict[str, Any]) -> dict[str, Any]:
    """Event data with seats made 1-based."""
    out: dict[str, Any] = {}
    for k, v in data.items():
        if k in SEAT_KEYS and isinstance(v, int) and not isinstance(v, bool):
            v = v + 1
        elif k in SEAT_KEYS and isinstance(v, list):
            v = [s + 1 for s in v]
        elif k == "ballots":
            v = {str(int(s) + 1): (None if t is None else t + 1) for s, t in v.items()}
        elif k == "totals":
            v = {str(int(s) + 1): t for s, t in v.items()}
        out[k] = v
    return out


def _outcome(g: Game, end: str, stopped: bool, asked: dict, errors: list[str],
             first: str = "night") -> dict[str, Any]:
    """What happened up to the end of phase ``end``; the seat state is read where the game paused."""
    last = phase_index(end, first)
    events = [e for e in g.events if phase_index(e.phase, first) <= last]
    deaths: dict[str, list[int]] = {phase_label(i, first): [] for i in range(1, last + 1)}

    def died(phase: str, seats: list[int]) -> None:
        if phase_index(phase, first) <= last:
            deaths.setdefault(phase, []).extend(s + 1 for s in seats)
    for e in g.events:
        if e.kind == "dawn_deaths":  # announced at dawn, happened in the night before (which
            # the event names when the night's number differs from the day's: 暗月)
            died(f"night {e.data.get('night', e.phase.split()[1])}", e.data["seats"])
        elif e.kind == "death":
            died(e.phase, e.data["seats"])
    died(f"night {g.night}", [s.index for s in g.seats if not s.alive and not s.death_public])
    state = g.state
    results, announcements, told = [], [], []
    for e in events:
        data = _human(e.data)
        if e.kind == "speech" and "act" in data:
            data["act"] = _describe(g, data["act"])
        if e.stage is not None:  # the sub-phase (暗月: dawn, noon, dusk...)
            data["stage"] = e.stage
        if e.audience is None:
            announcements.append({"phase": e.phase, "kind": e.kind, **data})
        elif e.kind == "result":
            for s in sorted(e.audience):
                results.append({"phase": e.phase, "seat": s + 1, **data})
        else:
            told.append({"phase": e.phase, "kind": e.kind, "to": sorted(s + 1 for s in e.audience),
                         **data})

    def seat_or_none(s: Optional[int]) -> Any:
        return "none" if s is None else s + 1
    out = {
        "winner": "none" if stopped or g.winner is None else g.winner,
        "end_phase": end,
        "deaths": {p: sorted(s) for p, s in deaths.items()},
        "alive": [s.index + 1 for s in g.seats if s.alive],
        "dead": [s.index + 1 for s in g.seats if not s.alive],
        "sheriff": seat_or_none(getattr(state, "sheriff", None)),
        "deputy": seat_or_none(getattr(state, "deputy", None)),
        "camps": {str(s.index + 1): s.camp for s in g.seats},
        "win_camps": {str(s.index + 1): s.win_camp for s in g.seats},
        "roles": {str(s.index + 1): s.role.id for s in g.seats},
        "skills": {str(s.index + 1): [k.id for k in s.skills] for s in g.seats},
        "statuses": {str(s.index + 1): sorted({st.name for st in s.statuses}) for s in g.seats},
        "charmed": sorted(s + 1 for s in getattr(state, "charmed", ())),
        "results": results,
        "announcements": announcements,
        "told": told,
        "asked": asked,
        "story": [list(c) for c in g.story.log],
    }
    if errors:
        out["errors"] = errors
    return out


# -- comparing ----------------------------------------------------------------------------------
def _same(want: Any, got: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and _same(v, got[k]) for k, v in want.items())
    if isinstance(want, bool) or isinstance(got, bool):
        return isinstance(want, bool) and isinstance(got, bool) and want == got
    return want == got


def _hit(pattern: dict, event: dict) -> bool:
    """Subset match; ``to = 5`` means seat 5 is among the event's audience."""
    return all(k in event and (v in event[k] if k == "to" and isinstance(event[k], list)
                               and isinstance(v, int) else _same(v, event[k]))
               for k, v in pattern.items())


def _show(x: Any) -> str:
    return json.dumps(x, ensure_ascii=False)


def _check_records(key: str, wanted: list[dict], got: list[dict]) -> list[str]:
    diffs = []
    for want in wanted:
        pattern = {k: v for k, v in want.items() if k != "absent"}
        hits = [e for e in got if _hit(pattern, e)]
        if want.get("absent"):
            if hits:
                diffs.append(f"{key}: expected none matching {_show(pattern)}, found {_show(hits[0])}")
        elif not hits:
            near = [e for e in got if all(_same(pattern[k], e.get(k)) for k in ("kind", "skill", "seat")
                                          if k in pattern)][:4]
            hint = f"; similar: {', '.join(map(_show, near))}" if near else ""
            diffs.append(f"{key}: nothing matching {_show(pattern)}{hint}")
    return diffs


def compare(sc: Scenario, outcome: dict[str, Any]) -> list[str]:
    """Human-readable differences between ``sc.expect`` and ``outcome`` (empty = pass)."""
    diffs = list(outcome.get("errors", []))
    for key, want in sc.expect.items():
        got = outcome.get(key)
        if key == "deaths":
            for phase, seats in want.items():
                have = got.get(phase, [])
                if have != seats:
                    diffs.append(f"deaths in {phase}: expected {seats}, got {have}")
        elif key in ("alive", "dead"):
            wrong = [s for s in want if s not in got]
            if wrong:
                diffs.append(f"{key}: expected seat(s) {wrong} to be {key}, but they are not")
        elif key in ("camps", "win_camps", "roles", "skills", "statuses"):
            for seat, value in want.items():
                if got.get(seat) != value:
                    diffs.append(f"{key} of seat {seat}: expected {value!r}, got {got.get(seat)!r}")
        elif key == "asked":
            for phase, seats in want.items():
                for seat, kinds in seats.items():
                    have = got.get(phase, {}).get(seat, [])
                    if have != kinds:
                        diffs.append(f"asked seat {seat} in {phase}: expected {kinds}, got {have}")
        elif key in ("results", "announcements", "told"):
            diffs += _check_records(key, want, got)
        elif not _same(want, got):
            diffs.append(f"{key}: expected {want!r}, got {got!r}")
    return diffs


# -- command line -------------------------------------------------------------------------------
def _files(paths: list[str]) -> list[str]:
    out: list[str] = []
    for p in paths:
        path = Path(p)
        out += sorted(map(str, path.glob("*.toml"))) if path.is_dir() else [p]
    return out


def main(argv: Optional[list[str]] = None) -> int:
    """``arena scenario FILE... [--json]``: PASS/FAIL per file; exit 1 on any failure."""
    parser = argparse.ArgumentParser(prog="arena scenario",
                                     description="Run rules-adjudication scenario files.")
    parser.add_argument("files", nargs="+", help="scenario .toml files (or directories of them)")
    parser.add_argument("--json", action="store_true", help="print each file's full outcome")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    reports, failed = [], 0
    for path in _files(args.files):
        try:
            sc = load(path)
            outcome = run(sc)
            diffs = compare(sc, outcome)
            status, name = ("PASS" if not diffs else "FAIL"), sc.name
        except ScenarioError as exc:
            status, name, outcome, diffs = "ERROR", "", None, [str(exc)]
        except Exception as exc:  # an engine crash must not hide the other files' results
            status, name, outcome = "ERROR", "", None
            diffs = [f"{path}: the run raised {type(exc).__name__}: {exc}"]
        failed += status != "PASS"
        reports.append({"file": path, "name": name, "status": status, "differences": diffs,
                        "outcome": outcome})
        if not args.json:
            if status == "ERROR":
                print(f"ERROR {diffs[0]}")
                continue
            print(f"{status} {path} — {name}")
            for d in diffs:
                print(f"    - {d}")
    if args.json:
        print(json.dumps(reports, ensure_ascii=False, indent=2))
    else:
        print(f"{len(reports) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
