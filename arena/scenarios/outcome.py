"""What happened in a scenario game, in the shape of a file's ``[expect]`` section."""

from __future__ import annotations

from typing import Any, Optional

from rulesets.engine import Game

from .phases import phase_index, phase_label

def describe_choice(g: Game, choice: int) -> str:
    """A choice as scenario messages name it (``seat 3``, ``option duel``, ``claim seer``)."""
    c = g.choices.decode(choice)
    if c.kind == "target":
        return f"seat {c.arg + 1}"
    if c.kind == "option":
        return f"option {c.arg}"
    return c.kind if c.arg is None else f"{c.kind} {c.arg}"


def _human(data: dict[str, Any], seat_keys: frozenset[str]) -> dict[str, Any]:
    """Event data with seats (the values of ``seat_keys``) made 1-based, also inside a list of
    records (a grimoire's seats, the statements a seat is told)."""
    out: dict[str, Any] = {}
    for k, v in data.items():
        if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            v = [_human(x, seat_keys) for x in v]
        elif k in seat_keys and isinstance(v, int) and not isinstance(v, bool):
            v = v + 1
        elif k in seat_keys and isinstance(v, list):
            v = [s + 1 for s in v]
        elif k == "ballots":
            v = {str(int(s) + 1): (None if t is None else t + 1) for s, t in v.items()}
        elif k in ("totals", "weights", "bonus"):   # seat -> votes (a tally and its reasons)
            v = {str(int(s) + 1): t for s, t in v.items()}
        out[k] = v
    return out


def out_phase(g: Game, seat: int, before: int) -> Optional[str]:
    """The phase in which ``seat`` last went out before event ``before``, from the out log (the
    phase of the last event recorded before the out: every phase opens with an event), or
    ``None`` if the log does not have it."""
    at = [i for i, s, _cause, _source in g.outs_log if s == seat and 0 < i <= before]
    return g.events[at[-1] - 1].phase if at else None


def outcome(g: Game, end: str, stopped: bool, asked: dict, errors: list[str],
             first: str = "night") -> dict[str, Any]:
    """What happened up to the end of phase ``end``; the seat state is read where the game paused."""
    last = phase_index(end, first)
    events = [e for e in g.events if phase_index(e.phase, first) <= last]
    deaths: dict[str, list[int]] = {phase_label(i, first): [] for i in range(1, last + 1)}

    def died(phase: str, seats: list[int]) -> None:
        if phase_index(phase, first) <= last:
            deaths.setdefault(phase, []).extend(s + 1 for s in seats)
    shown = g.ruleset.presentation
    reading = shown.reading
    for e in g.events:
        if e.kind in reading.night_deaths:  # announced at dawn, happened in the night before
            # (which the event names when the night's number differs from the day's: 暗月),
            # unless the out log places a listed out in a later phase (a dawn gun victim that a
            # ruleset lists with the night's outs)
            night = f"night {e.data.get('night', e.phase.split()[1])}"
            for s in e.data["seats"]:
                died(out_phase(g, s, e.index) or night, [s])
        elif e.kind in reading.deaths:
            died(e.phase, e.data["seats"])
    died(f"night {g.night}", [s.index for s in g.seats if not s.alive and not s.death_public])
    seat_keys = shown.keys_of("seat", "seats")
    results, announcements, told = [], [], []
    for e in events:
        data = _human(e.data, seat_keys)
        if e.kind == "speech" and "act" in data:
            data["act"] = describe_choice(g, data["act"])
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

    out: dict[str, Any] = {
        "winner": "none" if stopped or g.winner is None else g.winner,
        "end_phase": end,
        "deaths": {p: sorted(s) for p, s in deaths.items()},
        "alive": [s.index + 1 for s in g.seats if s.alive],
        "dead": [s.index + 1 for s in g.seats if not s.alive],
        "camps": {str(s.index + 1): s.camp for s in g.seats},
        "win_camps": {str(s.index + 1): s.win_camp for s in g.seats},
        "roles": {str(s.index + 1): s.role.id for s in g.seats},
        "skills": {str(s.index + 1): [k.id for k in s.skills] for s in g.seats},
        "statuses": {str(s.index + 1): sorted({st.name for st in s.statuses}) for s in g.seats},
        "results": results,
        "announcements": announcements,
        "told": told,
        "asked": asked,
        "story": [list(c) for c in g.story.log],
    }
    for key, view in shown.scenario.state.items():  # the ruleset's own state (sheriff...)
        value = view.read(g)
        if view.kind == "seats":
            out[key] = sorted(s + 1 for s in value)
        else:
            out[key] = "none" if value is None else value + 1
    if errors:
        out["errors"] = errors
    return out
