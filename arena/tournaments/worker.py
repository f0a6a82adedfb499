"""Play one scheduled game and package everything the run database needs.

The same function runs in-process (serial runs), in ray tasks and in ray actors, so a game's
result never depends on where it ran: it is a function of its :class:`~arena.tournaments.seating.GameSpec`.
"""

from __future__ import annotations

import gc
import time
import traceback
from typing import Any

import rulesets
from agents.registry import make_agent
from agents.storytellers import make_storyteller
from rulesets.engine import Game

from arena.play.match import MatchLog, play_game, play_game_async
from arena.storage.rows import game_tables
from arena.storage.schema import to_ipc
from .seating import GameSpec


def _result(spec: GameSpec, game: Game, log: MatchLog, t0: float, pack: bool) -> dict[str, Any]:
    record = game.record()
    record["agents"] = list(spec.agents)
    result = {"game_id": spec.game_id, "index": spec.index, "deal_index": spec.deal_index,
              "rotation": spec.rotation, "specs": list(spec.specs), "record": record,
              "days": game.day, "nights": game.night, "calls": log.calls,
              "beliefs": log.beliefs, "duration_s": time.perf_counter() - t0,
              "finished_at": time.time()}
    return packed(result) if pack else result


def packed(result: dict[str, Any]) -> dict[str, Any]:
    """The result as the run database's rows (``tables``: table name -> Arrow IPC bytes), built
    here, in the process that played it, with the counts the progress bar shows
    (``n_decisions``, ``n_fallbacks``), instead of the record: the process that stores it only
    concatenates and inserts (see :meth:`arena.storage.Store.write_games`)."""
    record = result["record"]
    return {"game_id": result["game_id"], "index": result["index"],
            "tables": {t: to_ipc(rows) for t, rows in game_tables(result).items()}, "n_decisions": len(record["decisions"]),
            "n_fallbacks": len(record.get("fallbacks", ())), "duration_s": result["duration_s"]}


def _ensure(spec: GameSpec) -> None:
    """A designer's variant is built from its spec text in this process (a ray worker has no
    file of the design)."""
    if spec.source and rulesets.ensure(spec.source).id != spec.ruleset:
        raise ValueError(f"game {spec.game_id}: its source builds another ruleset than "
                         f"{spec.ruleset!r}")


_settled = False


def _settle() -> None:
    """Once per process, before its first game: put everything alive then (the modules of the
    interpreter, ray, DuckDB, Arrow and the rulesets) out of the garbage collector's sight
    (``gc.freeze``).  Its full passes then walk the objects made since, not the hundreds of
    thousands the imports left; the games themselves are freed as soon as they end (no game
    leaves a reference cycle: ``tests/test_memory.py``)."""
    global _settled
    if not _settled:
        _settled = True
        gc.collect()
        gc.freeze()


def _error(spec: GameSpec) -> dict[str, Any]:
    return {"game_id": spec.game_id, "index": spec.index, "error": traceback.format_exc(limit=-12)}


def play_spec(spec: GameSpec, pack: bool = False) -> dict[str, Any]:
    """Play ``spec`` and return its result dict (:func:`packed` when ``pack``); never raises
    (an error is returned as ``{"game_id", "error"}`` so one broken game does not take the run
    down)."""
    _settle()
    t0 = time.perf_counter()
    try:
        _ensure(spec)
        agents = [make_agent(s, spec.ruleset) for s in spec.specs]
        log = MatchLog()
        game = play_game(spec.ruleset, spec.seed, agents, spec.board, spec.deal or None, log,
                         make_storyteller(spec.storyteller, spec.ruleset, spec.seed),
                         spec.agent_key, strict=spec.strict)
        return _result(spec, game, log, t0, pack)
    except Exception:
        return _error(spec)


async def play_spec_async(spec: GameSpec, pack: bool = False) -> dict[str, Any]:
    """:func:`play_spec` on the running event loop (many games at once on one actor)."""
    _settle()
    t0 = time.perf_counter()
    try:
        _ensure(spec)
        agents = [make_agent(s, spec.ruleset) for s in spec.specs]
        log = MatchLog()
        game = await play_game_async(spec.ruleset, spec.seed, agents, spec.board,
                                     spec.deal or None, log,
                                     make_storyteller(spec.storyteller, spec.ruleset, spec.seed),
                                     spec.agent_key, strict=spec.strict)
        return _result(spec, game, log, t0, pack)
    except Exception:
        return _error(spec)


def play_batch(specs: list[GameSpec]) -> list[dict[str, Any]]:
    """Play several games one after the other."""
    return [play_spec(s) for s in specs]
