"""What one finished game contributes to a balance report, read from its record: the winner and
how it ended, each seat's card, camp and fate, every use of a card's skills (with the phase it
was used in) and whether each information result was true.  Summaries are small, so a
playtest keeps them in memory and recomputes its intervals after every round."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Optional

from rulesets.engine import PASS, Ruleset
from rulesets.engine.phases import number
from rulesets.engine.roles import INFORMATION

from arena.results.adherence import cause
from arena.storage import dealt_camps

#: a seat of a game: (dealt card, dealt camp, alive at the end, day of its death or None)
SeatFate = tuple[str, str, bool, Optional[int]]


@dataclass
class GameSummary:
    """One game, as the report counts it."""

    game_id: str
    arm: str
    winner: Optional[str]
    reason: str
    days: int
    fallbacks: int
    seats: list[SeatFate]
    #: (seat, skill, phase) for every answer other than a pass to a card's own skill
    uses: list[tuple[int, str, str]] = field(default_factory=list)
    #: (seat, skill, true?) for every information result with a checkable value
    results: list[tuple[int, str, bool]] = field(default_factory=list)
    cost_usd: float = 0.0
    tokens: int = 0
    calls: int = 0
    llm_fallbacks: int = 0
    deal: tuple[str, ...] = ()
    #: decisions asked in the game (the denominator of the fallback rate)
    decisions: int = 0
    #: fallbacks by cause (:func:`arena.results.adherence.cause`)
    causes: dict[str, int] = field(default_factory=dict)


def dealt_seats(g: GameSummary) -> list[SeatFate]:
    """The seats dealt at the start (not those added mid-game: an account a seat plays
    besides its own)."""
    return g.seats[:len(g.deal)] if g.deal else g.seats


def arm_of(game_id: str) -> str:
    """The arm a game id belongs to (``without_fox-00012`` -> ``without_fox``)."""
    return game_id.rpartition("-")[0]


def _phases(record: Mapping[str, Any]) -> list[tuple[int, str]]:
    return [(int(i), str(p)) for i, p in record.get("decision_phases") or []]


def _phase_at(marks: list[tuple[int, str]], index: int, start: int) -> tuple[str, int]:
    """The phase of decision ``index`` (``marks`` sorted; ``start`` a hint to resume from)."""
    k = start
    while k + 1 < len(marks) and marks[k + 1][0] <= index:
        k += 1
    return (marks[k][1] if marks and marks[k][0] <= index else ""), k


def _truth(rules: Ruleset, value: Any, target: int, deal: list[str], camps: list[str]) -> Optional[bool]:
    """Whether a result ``value`` about ``target`` is true of the target's dealt card: a yes/no
    result is read as "is a wolf?" (the card's ``checks_as_wolf``), a camp as its dealt camp, a
    card as its dealt card; any other value is not checked (``None``)."""
    if not 0 <= target < len(deal):
        return None
    card = rules.names.roles.get(deal[target])
    if isinstance(value, bool):
        return None if card is None else value == card.checks_as_wolf
    if isinstance(value, str):
        if value in rules.names.roles and rules.names.roles[value].id == value:
            return value == deal[target]
        if value in camps or value in rules.camps:
            return value == camps[target]
    return None


def _information_skills(rules: Ruleset) -> frozenset[str]:
    """Skills whose results the report checks: those declared as information (their value is a
    verdict "is a wolf?", a camp or a card about the target)."""
    return frozenset(k.id for k in rules.names.skills.values() if k.intent == INFORMATION)


def summarise(record: Mapping[str, Any], rules: Ruleset, game_id: str,
              calls: Iterable[Mapping[str, Any]] = ()) -> GameSummary:
    """The summary of one record (with its events, or at least its ``result`` and death
    events) and its model calls."""
    reading = rules.presentation.reading
    dealt = list(record.get("deal") or ())
    dealt += [s["role"] for s in record["seats"][len(dealt):]]  # seats added mid-game
    deal = [str(e).partition("@")[0] for e in dealt]
    camps = dealt_camps(record, rules)
    informs = _information_skills(rules)
    died: dict[int, int] = {}
    results: list[tuple[int, str, bool]] = []
    for ev in record.get("events", ()):
        kind, data = ev["kind"], ev["data"]
        if kind in reading.deaths:
            for s in data.get("seats", ()):
                died.setdefault(int(s), number(ev["phase"]))
        elif kind == "result" and data.get("target") is not None:
            aud = ev.get("audience") or ()
            if len(aud) != 1 or data.get("skill") not in informs:
                continue
            truth = _truth(rules, data.get("value"), int(data["target"]), deal, camps)
            if truth is not None:
                results.append((int(aud[0]), str(data["skill"]), truth))
    seats = []
    for i, s in enumerate(record["seats"]):
        alive = bool(s.get("alive"))
        seats.append((deal[i], camps[i], alive, None if alive else died.get(i, number(record.get("end_phase") or ""))))
    own = {i: {k.id for k in rules.names.role(deal[i]).skills} for i in range(len(deal))
           if deal[i] in rules.names.roles}
    marks = _phases(record)
    uses: list[tuple[int, str, str]] = []
    at = 0
    for index, (seat, kind, choice) in enumerate(record["decisions"]):
        if choice != PASS and kind in own.get(seat, ()):
            phase, at = _phase_at(marks, index, at)
            uses.append((seat, kind, phase))
    summary = GameSummary(game_id, arm_of(game_id), record.get("winner"),
                          str(record.get("end_reason") or ""), int(record.get("days") or 0),
                          len(record.get("fallbacks") or ()), seats, uses, results,
                          deal=tuple(record.get("deal") or ()),
                          decisions=len(record["decisions"]),
                          causes=dict(Counter(cause(f.get("reason", ""))
                                              for f in record.get("fallbacks") or ())))
    for c in calls:
        summary.calls += 1
        summary.cost_usd += float(c.get("cost_usd") or 0.0)
        summary.tokens += int(c.get("prompt_tokens") or 0) + int(c.get("completion_tokens") or 0)
        summary.llm_fallbacks += bool(c.get("fallback"))
    return summary


def from_result(result: Mapping[str, Any], rules: Ruleset) -> GameSummary:
    """The summary of a worker's result (:func:`arena.tournaments.worker.play_spec`)."""
    record = dict(result["record"])
    record["days"] = result.get("days")
    return summarise(record, rules, result["game_id"], result.get("calls", ()))


def from_store(store: Any, rules_of: Any) -> list[GameSummary]:
    """Summaries of every game of a run database (``rules_of(ruleset id)`` gives the rules)."""
    kinds = {"result"}
    calls: dict[str, list[dict[str, Any]]] = {}
    for gid, cost, pt, ct, fb in store.con.execute(
            "SELECT game_id, cost_usd, prompt_tokens, completion_tokens, fallback FROM llm_calls"
            ).fetchall():
        calls.setdefault(gid, []).append({"cost_usd": cost, "prompt_tokens": pt,
                                          "completion_tokens": ct, "fallback": fb})
    out = []
    rules_cache: dict[str, Ruleset] = {}
    for rid in {r[0] for r in store.con.execute("SELECT DISTINCT ruleset FROM games").fetchall()}:
        rules_cache[rid] = rules_of(rid)
    for r in rules_cache.values():
        kinds |= set(r.presentation.reading.deaths)
    for record in store.records(kinds):
        rules = rules_cache[record["ruleset"]]
        out.append(summarise(record, rules, record["game_id"], calls.get(record["game_id"], ())))
    return out


def dumps(s: GameSummary) -> str:
    """A summary as JSON (for tests and debugging)."""
    return json.dumps(s.__dict__, ensure_ascii=False, default=list)
