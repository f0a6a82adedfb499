"""A hosted game in a run's database, next to tournament games, when asked (``arena host
--run-dir RUN``): ratings, win rates, deception metrics and replays then count the people
(agent ``human:web``, spec ``human``) like any agent — ``arena report RUN``."""

from __future__ import annotations

import json
import os
from typing import Any, Mapping, Sequence

from arena.play.records import RULESET_SPEC
from arena.storage import Store
from rulesets.engine import Game


def store_game(run_dir: str | os.PathLike[str], game_id: str, game: Game,
               record: Mapping[str, Any], specs: Sequence[str]) -> bool:
    """Write the finished ``game`` (its ``record``, the seats' agent ``specs``) into the
    database of ``run_dir`` as game ``game_id``; ``False`` when it is stored already."""
    with Store(run_dir) as store:
        spec = record.get(RULESET_SPEC)
        if spec is not None:  # a designer's board: the run rebuilds it, as a playtest's does
            specs = json.loads(store.get_meta("ruleset_specs") or "{}")
            specs[game.ruleset.id] = spec
            store.set_meta("ruleset_specs", json.dumps(specs, ensure_ascii=False))
        index = len(store.game_ids())
        result = {"game_id": game_id, "index": index, "deal_index": index, "rotation": 0,
                  "specs": list(specs), "record": dict(record), "days": game.day,
                  "nights": game.night, "calls": list(record.get("llm_calls", ())),
                  "beliefs": list(record.get("beliefs", ())), "duration_s": None}
        written = store.write_game(result)
        store.checkpoint()
        return written
