"""Reading a scenario file: TOML -> a validated :class:`Scenario` (``docs/scenarios.md``)."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import rulesets
from rulesets.engine import BoardError

from .model import Act, Problem, Scenario, ScenarioError
from .phases import parse_phase
from .reader import Reader
from .story import parse as parse_story

TOP_KEYS = {"name", "rule", "ruleset", "seed", "board", "seats", "stop_after", "act", "votes",
            "elect", "run", "knife", "expect", "story"}
ACT_KEYS = {"phase", "seat", "seats", "skill", "target", "targets", "option", "choice", "round",
            "segment", "illegal", "note", "claim", "accuse", "vouch"}
#: structured speech acts a post may script (one per act)
SPEECH_ACTS = ("claim", "accuse", "vouch")
#: expectation keys of every ruleset; a ruleset's dialect adds keys read from its state
#: (``Dialect.state``: ``sheriff``, ``charmed``...)
EXPECT_KEYS = {"deaths", "alive", "dead", "winner", "end_phase", "results", "announcements",
               "told", "camps", "win_camps", "roles", "asked", "skills", "statuses"}


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
    except Problem as exc:
        raise ScenarioError(f"{p}: {exc}") from None


def _table(data: dict, key: str, kind: type, where: str = "") -> Any:
    value = data.get(key, kind())
    if not isinstance(value, kind):
        raise Problem(f"{where or key}: expected a {'table' if kind is dict else kind.__name__}")
    return value


def _parse(path: str, data: dict) -> Scenario:
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise Problem(f"unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(TOP_KEYS))})")
    rid = data.get("ruleset")
    if not isinstance(rid, str):
        raise Problem("missing ruleset (e.g. ruleset = \"seal\")")
    try:
        ruleset = rulesets.get(rid)
    except KeyError as exc:
        raise Problem(str(exc.args[0])) from None
    board_in = _table(data, "board", dict)
    try:
        board = ruleset.board(board_in)
    except BoardError as exc:
        raise Problem(f"[board]: {exc}") from None
    n = ruleset.n_seats(board)
    # seats added mid-game (an extra account) are numbered after the dealt ones
    r = Reader(ruleset, max(n, ruleset.max_seats(board)))
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise Problem(f"seed must be an integer, got {seed!r}")
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != n:
        got = len(seats) if isinstance(seats, list) else "none"
        raise Problem(f"seats must list the {n} roles in seat order (got {got})")
    deal = r.cards = [r.dealt(v, f"seats[{i + 1}]") for i, v in enumerate(seats)]
    try:
        ruleset.check_deal(board, deal)
    except ValueError as exc:
        raise Problem(f"seats: {exc}") from None
    stop = data.get("stop_after")
    stop = None if stop is None else parse_phase(stop, "stop_after")
    acts = _acts(r, data)
    expect = _expect(r, _table(data, "expect", dict, "[expect]"))
    story = parse_story(data.get("story", []), r.seat, r.role, parse_phase, Problem)
    return Scenario(path, str(data.get("name", Path(path).stem)), str(data.get("rule", "")),
                    rid, seed, board_in, deal, stop, acts, expect, story)


def _answer(r: Reader, value: Any, where: str) -> tuple:
    if value == "pass" or (value == 0 and not isinstance(value, bool)):
        return ("pass",)
    return ("target", r.seat(value, where) - 1)


def _acts(r: Reader, data: dict) -> list[Act]:
    acts: list[Act] = []
    raw = data.get("act", [])
    if not isinstance(raw, list):
        raise Problem("act: use [[act]] tables")
    for i, a in enumerate(raw, 1):
        if isinstance(a, dict) and "seats" in a:  # the same answer from each of several seats
            if "seat" in a:
                raise Problem(f"[[act]] #{i}: give seat or seats, not both")
            for s in r.seats(a["seats"], f"[[act]] #{i}"):
                one = {k: v for k, v in a.items() if k != "seats"}
                acts.append(_act(r, {**one, "seat": s}, f"[[act]] #{i}"))
            continue
        acts.append(_act(r, a, f"[[act]] #{i}"))
    for key, kind in (("votes", "vote"), ("elect", "elect")):
        for phase, rounds in _table(data, key, dict, f"[{key}]").items():
            where = f"[{key}] {phase!r}"
            phase = parse_phase(phase, where)
            rounds = rounds if isinstance(rounds, list) else [rounds]
            for rnd, ballots in enumerate(rounds):
                if not isinstance(ballots, dict):
                    raise Problem(f"{where}: expected {{voter = target}} tables, got {ballots!r}")
                for voter, target in ballots.items():
                    v = r.seat(voter, where)
                    ans = _answer(r, target, where)
                    shown = "abstains" if ans[0] == "pass" else f"-> {ans[1] + 1}"
                    acts.append(Act(f"{where} round {rnd}: seat {v} {shown}", phase, v - 1, kind,
                                    [ans], round=rnd))
    for phase, seats in _table(data, "run", dict, "[run]").items():
        where = f"[run] {phase!r}"
        phase = parse_phase(phase, where)
        for s in r.seats(seats, where):
            acts.append(Act(f"{where}: seat {s} runs", phase, s - 1, "run", [("yes",)]))
    for phase, target in _table(data, "knife", dict, "[knife]").items():
        where = f"[knife] {phase!r}"
        phase = parse_phase(phase, where)
        acts.append(Act(f"{where} -> {target}", phase, None, r.d.knife,
                        [_answer(r, target, where)]))
    return acts


def _act(r: Reader, a: Any, where: str) -> Act:
    if not isinstance(a, dict):
        raise Problem(f"{where}: expected a table")
    unknown = sorted(set(a) - ACT_KEYS)
    if unknown:
        raise Problem(f"{where}: unknown key(s) {', '.join(unknown)} (known: {', '.join(sorted(ACT_KEYS))})")
    for key in ("phase", "skill"):
        if key not in a:
            raise Problem(f"{where}: missing {key}")
    phase = parse_phase(a["phase"], where)
    seat = None if "seat" not in a else r.seat(a["seat"], where) - 1
    sid = r.skill(a["skill"], where, seat)
    if sum(k in a for k in ("target", "targets", "choice")) > 1:
        raise Problem(f"{where}: give only one of target, targets, choice")
    label = f"{where} ({phase}, seat {'any' if seat is None else seat + 1}, {a['skill']}"
    label += "".join(f", {k}={a[k]}" for k in ("option", "target", "targets", "choice") if k in a)
    label += ")"
    for key, kind in (("round", int), ("segment", str), ("illegal", bool)):
        if key in a and not isinstance(a[key], kind):
            raise Problem(f"{where}: {key} must be a{'n' if kind is int else ''} {kind.__name__}")
    act = Act(label, phase, seat, r.d.kinds.get(sid, sid), [], illegal=a.get("illegal", False),
              round=a.get("round"), segment=a.get("segment"))
    option = None if "option" not in a else r.option(a["option"], where)
    if sid in r.d.leads:
        if option is not None or "targets" in a or "choice" in a:
            raise Problem(f"{where}: {a['skill']} takes at most a target")
        act.kind, option = r.d.leads[sid]
        if act.kind == "speech":
            act.gate = option
    said = [k for k in SPEECH_ACTS if k in a]
    if said:
        if len(said) > 1 or option is not None or any(k in a for k in ("target", "targets", "choice")):
            raise Problem(f"{where}: a speech act ({', '.join(SPEECH_ACTS)}) stands alone")
        k = said[0]
        act.answers = [(k, r.role(a[k], where) if k == "claim" else r.seat(a[k], where) - 1)]
        return act
    if option is not None:
        act.answers = [("option", option)]
        if "target" in a:
            follow = r.d.follows.get((act.kind, option)) or r.rs.follow_ups.get(act.kind)
            if follow is None:
                raise Problem(f"{where}: option {option!r} is not followed by a target decision")
            act.follow = (follow, ("target", r.seat(a["target"], where) - 1))
    elif "target" in a:
        act.answers = [_answer(r, a["target"], where)]
    elif "targets" in a:
        act.answers = [_answer(r, t, where) for t in r.seats(a["targets"], where)]
        if not act.answers:
            raise Problem(f"{where}: targets is empty")
    elif "choice" in a:
        choice = str(a["choice"]).lower()
        if choice not in ("yes", "pass"):
            raise Problem(f"{where}: choice must be \"yes\" or \"pass\", got {a['choice']!r}")
        act.answers = [(choice,)]
    else:
        act.answers = [("yes",)]
    return act


def _seat_map(r: Reader, value: Any, where: str, norm) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise Problem(f"{where}: expected a table {{seat = value}}")
    return {str(r.seat(k, where)): norm(v, f"{where}.{k}") for k, v in value.items()}


def _records(r: Reader, value: Any, where: str) -> list[dict]:
    if not isinstance(value, list) or not all(isinstance(e, dict) for e in value):
        raise Problem(f"{where}: expected a list of tables, e.g. [{{kind = \"bear\", growl = true}}]")
    out = []
    for i, e in enumerate(value, 1):
        e = dict(e)
        w = f"{where}[{i}]"
        for k, v in list(e.items()):
            if k in r.role_keys and isinstance(v, str):
                e[k] = r.role(v, f"{w}.{k}")
            elif k == "value" and isinstance(v, str):  # a card, a camp, or a word (a grade...)
                e[k] = r.value(v)
            elif k == "skill":
                e[k] = r.skill(v, f"{w}.skill")
            elif k == "phase":
                e[k] = parse_phase(v, f"{w}.phase")
        out.append(e)
    return out


def _expect(r: Reader, exp: dict) -> dict[str, Any]:
    known = EXPECT_KEYS | set(r.d.state)
    unknown = sorted(set(exp) - known)
    if unknown:
        raise Problem(f"[expect]: unknown key(s) {', '.join(unknown)} "
                      f"(known: {', '.join(sorted(known))})")
    out: dict[str, Any] = {}
    for key, v in exp.items():
        w = f"[expect] {key}"
        if key == "deaths":
            out[key] = {parse_phase(p, w): sorted(r.seats(s, f"{w}.{p}")) for p, s in _table(exp, key, dict, w).items()}
        elif key in ("alive", "dead") or key in r.d.state and r.d.state[key].kind == "seats":
            out[key] = sorted(r.seats(v, w))
        elif key in r.d.state:  # one seat, or nobody
            out[key] = "none" if v == "none" else r.seat(v, w)
        elif key == "winner":
            if v != "none" and v not in r.camps:
                raise Problem(f"{w}: must be one of {', '.join(r.camps)} or none, got {v!r}")
            out[key] = v
        elif key == "end_phase":
            out[key] = parse_phase(v, w)
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
            out[key] = {parse_phase(p, w): _seat_map(r, seats, f"{w}.{p}", lambda ks, ww: [
                r.kind(k, ww) for k in (ks if isinstance(ks, list) else [ks])])
                for p, seats in _table(exp, key, dict, w).items()}
    return out
