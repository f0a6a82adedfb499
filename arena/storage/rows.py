"""A finished game as rows of every table: the record split into games, seats, decisions,
events, model calls and belief probes."""

from __future__ import annotations

import json
import time
from typing import Any, Iterable, Mapping, Optional, Sequence

import rulesets

from arena.results.adherence import cause

from .schema import BELIEF_KEYS, CALL_KEYS, EXTRA_TABLES, SCHEMA


def dealt_camps(record: Mapping[str, Any], ruleset: Any = None) -> list[str]:
    """Each seat's camp at the deal: the ``@camp`` of a ``role@camp`` deal entry, else the
    printed camp of its original card (a seat added mid-game: its card's; ``ruleset``: the
    record's, found by its id unless given)."""
    ruleset = ruleset if ruleset is not None else rulesets.get(record["ruleset"])
    deal = list(record.get("deal") or ())
    deal += [s["role"] for s in record["seats"][len(deal):]]
    out = []
    for entry in deal:
        rid, _, camp = str(entry).partition("@")
        out.append(camp or ruleset.names.role(rid).camp)
    for s in record["seats"][len(out):]:  # seats added at setup: their card's camp
        out.append(ruleset.names.role(s["role"]).camp)
    return out


def seat_agents(record: Mapping[str, Any], agents: Optional[Sequence[Any]] = None) -> list[Any]:
    """The agent of every seat (``record["agents"]`` unless given): a seat added during the
    game (its ``controller``, 1-based) is played by its controller's agent."""
    agents = list(agents if agents is not None else record.get("agents") or [])
    out = []
    for i, s in enumerate(record["seats"]):
        if i < len(agents):
            out.append(agents[i])
        else:
            c = s.get("controller")
            out.append(agents[c - 1] if c and 0 < c <= len(agents) else None)
    return out


def empty_columns(table: str) -> dict[str, list[Any]]:
    """An empty column batch of ``table``: column name -> list of values."""
    return {name: [] for name, _ in SCHEMA[table]}


def _side_rows(table: str, gid: Any, items: Iterable[Mapping[str, Any]],
               keys: Iterable[str]) -> dict[str, list[Any]]:
    """Columns of an agent side table (LLM calls, belief probes): the game, seat, decision,
    day and phase of each item, its ``keys``, and everything else as JSON in ``extra``."""
    cols = empty_columns(table)
    for item in items:
        row = {"game_id": gid, "seat": item.get("seat"), "decision": item.get("decision"),
               "day": item.get("day"), "phase": item.get("phase")}
        row.update({k: item.get(k) for k in keys})
        rest = {k: v for k, v in item.items() if k not in row}
        row["extra"] = json.dumps(rest, ensure_ascii=False, default=str) if rest else None
        for k, v in row.items():
            cols[k].append(v)
    return cols


def game_rows(result: Mapping[str, Any]) -> dict[str, dict[str, list[Any]]]:
    """Columns for every table from one worker result (see :mod:`arena.tournaments.worker`)."""
    record = dict(result["record"])
    gid = result["game_id"]
    events = record.pop("events")
    for key in EXTRA_TABLES:  # stored in their own tables, re-attached by Store.record()
        record.pop(key, None)
    winner = record.get("winner")
    fallback_at = {f["decision"]: cause(f.get("reason", "")) for f in record.get("fallbacks", [])}
    agents = seat_agents(record)
    specs = seat_agents(record, result.get("specs") or ())

    games = empty_columns("games")
    for key, value in (("game_id", gid), ("idx", result["index"]),
                       ("deal_index", result.get("deal_index")), ("rotation", result.get("rotation")),
                       ("seed", record["seed"]), ("ruleset", record["ruleset"]),
                       ("ruleset_version", str(record.get("ruleset_version", ""))),
                       ("board", json.dumps(record.get("board", {}), ensure_ascii=False)),
                       ("n_seats", len(record["seats"])), ("winner", winner),
                       ("end_reason", record.get("end_reason")), ("end_phase", record.get("end_phase")),
                       ("days", result.get("days")), ("nights", result.get("nights")),
                       ("n_decisions", len(record["decisions"])), ("n_events", len(events)),
                       ("n_fallbacks", len(record.get("fallbacks", []))),
                       ("duration_s", result.get("duration_s")), ("finished_at", time.time()),
                       ("record", json.dumps(record, ensure_ascii=False))):
        games[key].append(value)

    seats = empty_columns("seats")
    camps = dealt_camps(record)
    for i, s in enumerate(record["seats"]):
        camp = camps[i]
        player = i if i < len(agents) else int(s.get("controller") or 0) - 1  # added mid-game
        agent = agents[player] if 0 <= player < len(agents) else None
        spec = specs[player] if 0 <= player < len(specs) else None
        vals = {"game_id": gid, "seat": i, "agent": agent, "spec": spec, "role": s["role"],
                "final_role": s.get("final_role"), "camp": camp, "final_camp": s.get("camp"),
                "win_camp": s.get("win_camp"), "alive": s.get("alive"),
                "death_cause": s.get("death_cause"),
                "won": winner is not None and s.get("win_camp") == winner, "draw": winner is None}
        for k, v in vals.items():
            seats[k].append(v)

    dec = empty_columns("decisions")
    for i, (seat, kind, choice) in enumerate(record["decisions"]):
        dec["game_id"].append(gid)
        dec["idx"].append(i)
        dec["seat"].append(seat)
        dec["kind"].append(kind)
        dec["choice"].append(choice)
        dec["fallback"].append(i in fallback_at)
        dec["fallback_cause"].append(fallback_at.get(i))

    ev = empty_columns("events")
    for e in events:
        ev["game_id"].append(gid)
        ev["idx"].append(e["i"])
        ev["phase"].append(e["phase"])
        ev["kind"].append(e["kind"])
        ev["audience"].append(e["audience"])
        ev["channel"].append(e["channel"])
        ev["stage"].append(e.get("stage"))
        ev["data"].append(json.dumps(e["data"], ensure_ascii=False))

    calls = _side_rows("llm_calls", gid, result.get("calls", ()), CALL_KEYS)
    beliefs = _side_rows("beliefs", gid, result.get("beliefs", ()), BELIEF_KEYS)

    return {"games": games, "seats": seats, "decisions": dec, "events": ev,
            "llm_calls": calls, "beliefs": beliefs}
