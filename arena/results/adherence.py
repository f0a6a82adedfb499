"""Rule adherence, an axis of its own beside strategy: how often an agent's answers could not be
played as given (off the legal list, unreadable, the agent crashed or gave up) so that the
referee played the rulebook default instead (a *fallback*).

Every fallback is recorded the same way whoever caused it (the record's ``fallbacks``, the
database's ``decisions.fallback`` and ``games.n_fallbacks``); its ``reason`` says why, and
:func:`cause` sorts reasons into the causes below.  A seat or agent whose fallback rate is high
played the rulebook's defaults more than its own answers: :data:`HIGH_RATE` is where the
terminal warns.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Mapping, Optional, Sequence

from .stats import Rate, clustered_rate

#: a seat or agent falling back on at least this share of its decisions (and at least
#: :data:`HIGH_COUNT` times) is warned about
HIGH_RATE = 0.05
HIGH_COUNT = 3

#: cause -> how it reads
CAUSES: dict[str, str] = {
    "illegal": "answer off the legal list",
    "unreadable": "answer not a choice number",
    "crashed": "agent raised an error",
    "unparsable": "model reply unreadable",
    "endpoint": "model endpoint failed",
    "declared": "agent gave up (other reason)",
}


def cause(reason: str) -> str:
    """The cause of a recorded fallback, from its ``reason`` (see :data:`CAUSES`)."""
    r = str(reason)
    if r == "illegal":
        return "illegal"
    if r.startswith("agent error"):
        return "crashed"
    if r.startswith("unreadable answer"):
        return "unreadable"
    if r.startswith("agent: "):
        what = r[len("agent: "):]
        if what.startswith("unparsable"):
            return "unparsable"
        if what.startswith("endpoint"):
            return "endpoint"
        return "declared"
    return "illegal"


@dataclass
class Adherence:
    """One agent's rule adherence: its decisions and fallbacks (rate over games), fallbacks by
    cause, and for agents that call models, calls and first replies that were unreadable (a
    corrective retry may still have saved the decision)."""

    agent: str
    rate: Rate
    causes: Counter = field(default_factory=Counter)
    calls: int = 0
    unparsable_replies: int = 0

    @property
    def high(self) -> bool:
        """A fallback rate worth a warning (:data:`HIGH_RATE`, :data:`HIGH_COUNT`)."""
        return self.rate.n > 0 and self.rate.k >= HIGH_COUNT and \
            (self.rate.p or 0.0) >= HIGH_RATE


def _rows(con: Any, sql: str) -> list[tuple]:
    return con.execute(sql).fetchall()


def count_causes(causes: dict[str, Counter], record: Mapping[str, Any]) -> None:
    """Add a record's fallbacks to ``causes`` (agent -> cause -> count)."""
    agents = record.get("agents") or []
    for f in record.get("fallbacks") or ():
        seat = f.get("seat")
        if isinstance(seat, int) and 0 <= seat < len(agents):
            causes[agents[seat]][cause(f.get("reason", ""))] += 1


def _causes_from(con: Any) -> dict[str, Counter]:
    """The causes of the fallbacks of a run, from the records of its games that had any."""
    causes: dict[str, Counter] = defaultdict(Counter)
    for (text,) in _rows(con, "SELECT record FROM games WHERE n_fallbacks > 0"):
        count_causes(causes, json.loads(text))
    return causes


def adherence(con: Any, causes: Optional[Mapping[str, Counter]] = None) -> dict[str, Adherence]:
    """Per agent, from a run database connection (``decisions`` joined with ``seats``;
    ``llm_calls``) and the causes of its fallbacks (:func:`count_causes` over the run's
    records; read from the games that had fallbacks when not given)."""
    if causes is None:
        causes = _causes_from(con)
    per: dict[str, dict[str, list[float]]] = defaultdict(dict)
    for gid, agent, n, k in _rows(con, """
            SELECT d.game_id, s.agent, count(*), sum(CASE WHEN d.fallback THEN 1 ELSE 0 END)
            FROM decisions d JOIN seats s ON s.game_id = d.game_id AND s.seat = d.seat
            GROUP BY d.game_id, s.agent"""):
        per[str(agent)][gid] = [float(k or 0), float(n)]
    out = {a: Adherence(a, clustered_rate(games.values(), "decisions"),
                        Counter(causes.get(a, {}))) for a, games in per.items()}
    for agent, extra in _rows(con, """
            SELECT s.agent, c.extra FROM llm_calls c
            JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat"""):
        a = out.get(str(agent))
        if a is None:
            continue
        a.calls += 1
        try:
            outcome = json.loads(extra).get("outcome") if extra else None
        except (ValueError, AttributeError):
            outcome = None
        a.unparsable_replies += outcome == "unparsable"
    return out


def agent_warnings(table: Mapping[str, Adherence]) -> list[str]:
    """One warning per agent whose fallback rate is high (see :data:`HIGH_RATE`)."""
    out = []
    for a in table.values():
        if a.high:
            why = ", ".join(f"{CAUSES.get(c, c)} {n}" for c, n in a.causes.most_common())
            out.append(f"warning: agent {a.agent} fell back on {a.rate.k:g} of its {a.rate.n} "
                       f"decisions ({100 * (a.rate.p or 0):.0f}%, {a.rate.games} games): the "
                       f"rulebook default was played for it" + (f" ({why})" if why else ""))
    return out


def seat_warnings(record: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """One warning per seat of a finished game whose fallback rate is high."""
    decisions: Counter = Counter(int(d[0]) for d in record.get("decisions", ()))
    fell: dict[int, Counter] = defaultdict(Counter)
    for f in record.get("fallbacks") or ():
        fell[int(f["seat"])][cause(f.get("reason", ""))] += 1
    out = []
    for seat, causes in sorted(fell.items()):
        k, n = sum(causes.values()), decisions.get(seat, 0)
        if n and k >= HIGH_COUNT and k / n >= HIGH_RATE:
            name = names[seat] if seat < len(names) else "?"
            why = ", ".join(f"{CAUSES.get(c, c)} {m}" for c, m in causes.most_common())
            out.append(f"warning: seat {seat + 1} ({name}) fell back on {k} of its {n} decisions "
                       f"({100 * k / n:.0f}%): the rulebook default was played for it ({why})")
    return out


def crash_warnings(record: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """One warning per seat of a finished game whose agent raised an error, however rarely
    (an exception is a bug in the agent, not a strategy): how often, and the first error."""
    crashed: dict[int, list[str]] = defaultdict(list)
    for f in record.get("fallbacks") or ():
        if cause(f.get("reason", "")) == "crashed":
            crashed[int(f["seat"])].append(str(f.get("reason", ""))[len("agent error: "):])
    out = []
    for seat, errors in sorted(crashed.items()):
        name = names[seat] if seat < len(names) else "?"
        out.append(f"warning: seat {seat + 1} ({name}) raised an error on {len(errors)} "
                   f"decision{'s' if len(errors) != 1 else ''} (first: {errors[0]}): the "
                   f"rulebook default was played for it; --strict raises it with its traceback")
    return out


def agent_crash_warnings(table: Mapping[str, Adherence]) -> list[str]:
    """One warning per agent of a run that raised an error at least once."""
    out = []
    for a in table.values():
        n = a.causes.get("crashed", 0)
        if n:
            out.append(f"warning: agent {a.agent} raised an error on {n} decision"
                       f"{'s' if n != 1 else ''}: the rulebook default was played for it; "
                       f"--strict stops each such game with the agent's traceback")
    return out


def storyteller_warning(fell: int, calls: int, games: int = 0) -> list[str]:
    """A warning when a storyteller that calls a model fell back on many of its calls (the
    thresholds of :data:`HIGH_RATE` / :data:`HIGH_COUNT`): its fallback policy told those parts
    of the story instead."""
    if not calls or fell < HIGH_COUNT or fell / calls < HIGH_RATE:
        return []
    where = f" in {games} games" if games else ""
    return [f"warning: the storyteller's model failed on {fell} of its {calls} calls{where} "
            f"({100 * fell / calls:.0f}%): its fallback policy told those parts of the story"]


def storyteller_warnings(calls: Sequence[Mapping[str, Any]]) -> list[str]:
    """:func:`storyteller_warning` for one game's ``llm_calls`` (the storyteller's: no seat)."""
    mine = [c for c in calls if c.get("seat") is None]
    return storyteller_warning(sum(1 for c in mine if c.get("fallback")), len(mine))


def storyteller_calls(con: Any) -> tuple[int, int, int]:
    """A run's storyteller model calls (rows of ``llm_calls`` in no seat): ``(calls, fell
    back, games)``."""
    n, k, g = _rows(con, """SELECT count(*), sum(CASE WHEN fallback THEN 1 ELSE 0 END),
                            count(DISTINCT game_id) FROM llm_calls WHERE seat IS NULL""")[0]
    return int(n or 0), int(k or 0), int(g or 0)
