"""A finished game as rows of every table: the record split into games, seats, decisions,
events, model calls and belief probes."""

from __future__ import annotations

import json
import time
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

import pyarrow as pa

import rulesets

from arena.results.adherence import cause

from .schema import BELIEF_KEYS, CALL_KEYS, EXTRA_TABLES, SCHEMA, arrow_table


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


def _json_encoder() -> Callable[[Any], str]:
    """``json.dumps(x, ensure_ascii=False)``, the same text, without building an encoder per
    value (half the time on a game's hundreds of events): CPython's C encoder made once."""
    from json.encoder import c_make_encoder, encode_basestring
    plain = json.JSONEncoder(ensure_ascii=False)
    if c_make_encoder is None:  # pragma: no cover  (no C accelerator)
        return plain.encode
    encode = c_make_encoder(None, plain.default, encode_basestring, None, ": ", ", ",
                            False, False, True)
    return lambda value: "".join(encode(value, 0))


_to_json = _json_encoder()
#: ``json.dumps(x, ensure_ascii=False, default=str)``
_to_json_any = json.JSONEncoder(ensure_ascii=False, default=str).encode


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
        row["extra"] = _to_json_any(rest) if rest else None
        for k, v in row.items():
            cols[k].append(v)
    return cols


def _seat_rows(gid: Any, record: Mapping[str, Any], result: Mapping[str, Any]) -> dict[str, list[Any]]:
    winner = record.get("winner")
    agents = seat_agents(record)
    specs = seat_agents(record, result.get("specs") or ())
    seats = empty_columns("seats")
    camps = dealt_camps(record)
    for i, s in enumerate(record["seats"]):
        player = i if i < len(agents) else int(s.get("controller") or 0) - 1  # added mid-game
        agent = agents[player] if 0 <= player < len(agents) else None
        spec = specs[player] if 0 <= player < len(specs) else None
        vals = {"game_id": gid, "seat": i, "agent": agent, "spec": spec, "role": s["role"],
                "final_role": s.get("final_role"), "camp": camps[i], "final_camp": s.get("camp"),
                "win_camp": s.get("win_camp"), "alive": s.get("alive"),
                "death_cause": s.get("death_cause"),
                "won": winner is not None and s.get("win_camp") == winner, "draw": winner is None}
        for k, v in vals.items():
            seats[k].append(v)
    return seats


def game_rows(result: Mapping[str, Any]) -> dict[str, dict[str, list[Any]]]:
    """Columns for every table from one worker result (see :mod:`arena.tournaments.worker`).
    ``finished_at`` is the result's (the worker's clock when the game ended), else now."""
    record = dict(result["record"])
    gid = result["game_id"]
    events = record.pop("events")
    for key in EXTRA_TABLES:  # stored in their own tables, re-attached by Store.record()
        record.pop(key, None)
    decisions = record["decisions"]
    fallback_at = {f["decision"]: cause(f.get("reason", "")) for f in record.get("fallbacks", [])}
    finished_at = result.get("finished_at")

    games = {"game_id": [gid], "idx": [result["index"]], "deal_index": [result.get("deal_index")],
             "rotation": [result.get("rotation")], "seed": [record["seed"]],
             "ruleset": [record["ruleset"]],
             "ruleset_version": [str(record.get("ruleset_version", ""))],
             "board": [_to_json(record.get("board", {}))], "n_seats": [len(record["seats"])],
             "winner": [record.get("winner")], "end_reason": [record.get("end_reason")],
             "end_phase": [record.get("end_phase")], "days": [result.get("days")],
             "nights": [result.get("nights")], "n_decisions": [len(decisions)],
             "n_events": [len(events)], "n_fallbacks": [len(record.get("fallbacks", []))],
             "duration_s": [result.get("duration_s")],
             "finished_at": [time.time() if finished_at is None else finished_at],
             "record": [_to_json(record)]}

    n = len(decisions)
    seat_col, kind_col, choice_col = (list(c) for c in zip(*decisions)) if n else ([], [], [])
    dec = {"game_id": [gid] * n, "idx": list(range(n)), "seat": seat_col, "kind": kind_col,
           "choice": choice_col, "fallback": [i in fallback_at for i in range(n)],
           "fallback_cause": [fallback_at.get(i) for i in range(n)]}

    ev = {"game_id": [gid] * len(events), "idx": [e["i"] for e in events],
          "phase": [e["phase"] for e in events], "kind": [e["kind"] for e in events],
          "audience": [e["audience"] for e in events], "channel": [e["channel"] for e in events],
          "stage": [e.get("stage") for e in events],
          "data": [_to_json(e["data"]) for e in events]}

    calls = _side_rows("llm_calls", gid, result.get("calls", ()), CALL_KEYS)
    beliefs = _side_rows("beliefs", gid, result.get("beliefs", ()), BELIEF_KEYS)

    return {"games": games, "seats": _seat_rows(gid, record, result), "decisions": dec,
            "events": ev, "llm_calls": calls, "beliefs": beliefs}


def game_tables(result: Mapping[str, Any]) -> dict[str, pa.Table]:
    """:func:`game_rows` as Arrow tables, only the tables the game has rows in: what a worker
    sends (see :meth:`arena.storage.Store.write_games`) so the process storing it only
    concatenates and inserts."""
    return {table: arrow_table(table, cols) for table, cols in game_rows(result).items()
            if cols[SCHEMA[table][0][0]]}
