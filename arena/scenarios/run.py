"""Playing a scenario: scripted answers where an act matches, fixed defaults elsewhere."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import rulesets
from rulesets.engine import PASS, YES, Decision, Game, RandomPolicy

from . import story
from .model import Act, Scenario
from .outcome import describe_choice, outcome
from .phases import phase_index, phase_label

MAX_DECISIONS = 200_000


def _legal_text(g: Game, d: Decision) -> str:
    shown = [describe_choice(g, c) for c in d.legal if not g.choices.is_speech_act(c)]
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
    script = story.policy([replace(a, used=0) for a in sc.story], RandomPolicy(sc.seed))
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
                errors.append(f"{act.label}: expected {describe_choice(g, choice)} to be refused for seat "
                              f"{d.seat + 1}'s {d.kind!r} decision in {g.phase}, but it was legal")
                break
            g.answer(default_answer(d))
            continue
        if not legal:
            errors.append(f"{act.label}: {describe_choice(g, choice)} is not legal for seat {d.seat + 1}'s "
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
    return outcome(g, end, stopped, asked, errors, first)


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
