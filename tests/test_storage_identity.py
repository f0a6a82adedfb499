"""The run database holds exactly the same values whatever path stored the games: every
table of a fixed-seed run is pinned to digests taken on main before the storage path was
made columnar and batched (commit b36cf5a), and a run on ray stores what a serial run stores.
Only the wall-clock columns (``games.duration_s``, ``games.finished_at``,
``llm_calls.latency_s``, meta ``created``) are left out."""

from __future__ import annotations

import hashlib
from pathlib import Path

import duckdb
import pytest

from arena.storage import SCHEMA
from arena.tournaments import tournament
from arena.tournaments.config import from_dict

#: wall-clock values: never the same twice
CLOCK = {"games": ("duration_s", "finished_at"), "llm_calls": ("latency_s",)}

#: one run per kind of content: seal with both scripted bots, model calls and belief probes
#: (a mock LLM), and one game of every other ruleset (clocktower and nezha add seats)
RUNS = {
    "seal": {"agents": ["heuristic", "random"], "games": 3, "seed": 11},
    "llm": {"agents": ["heuristic", {"name": "mock", "spec": "mock-llm:price=0.002"}],
            "games": 2, "seed": 5},
    **{rs: {"ruleset": rs, "agents": ["random", "heuristic"], "games": 1, "seed": 3}
       for rs in ("dark_moon", "xinghan", "nezha", "clocktower")},
}

#: digests of the tables of each run, taken on main at b36cf5a (before this change)
EXPECTED: dict[str, dict[str, str]] = {'clocktower': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
                'decisions': '3a007edf5c99e09fe283a5dc999bceb9',
                'events': 'fcc159b83257ab49cac47b68dc4b6f07',
                'games': 'f2d3d360dab11d86e839d76347d0c883',
                'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
                'meta': '845d3a7bf5f8036ae5c3bac9dc8d2aa6',
                'seats': '39f252b72b8bbfad476a4eede83afc62'},
 'dark_moon': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
               'decisions': '8986717fd2f9fa6c59557cf903eb9cd2',
               'events': '141e2779073f540f82f95ad5f1b6aa5b',
               'games': 'd711c209ebc36f34aea8b12284aa304b',
               'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
               'meta': '0536b477d382381cf5bcf9a20f148ba6',
               'seats': 'd664836a28f8aff880ede70d7547bd2d'},
 'llm': {'beliefs': 'c6d17312077b810aac72ce035b48de0d',
         'decisions': '732f10aa4963296b87ef00dedbee60e5',
         'events': 'c91ab495ee7b55d4309f177f07cf9cab',
         'games': '5e516946b0b6ecdb810dc3c7654532c5',
         'llm_calls': '6ce5879f19dcd7a23593e9eb18a33e17',
         'meta': '8b6e4f0c2e3352f21e9c7a9dffd1f396',
         'seats': 'a45a90aa7bfb2d2dc253fb08ab87b9dd'},
 'nezha': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
           'decisions': 'f17fd6781aede0b33180bcb89ae2e40e',
           'events': '61d71681c324c53e32d518c0fada95f7',
           'games': 'e545ae3a7ad524febdf360fff8f43f00',
           'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
           'meta': '391613b53fb89e8837bb6c0b3f486bdd',
           'seats': '0106eeeb24ec0b4bd1c57770b75acecc'},
 'seal': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
          'decisions': '55b43e9dc12894b4c9c34bfea8c4b4e2',
          'events': '0476f955a6c4b963db9d0ce330916d7d',
          'games': '80b2a39c5c52559c59cef2454a6da055',
          'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
          'meta': '1ea4926b8b9ecf7351a214f3b9047c1e',
          'seats': '837b9b2af1dec319c9b65f64e7bc711e'},
 'xinghan': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
             'decisions': '092906139d3ec9f9d8057eee63ead842',
             'events': '8a6dda101c2f1988bbf06d6247b601c0',
             'games': '11be60f130df378be2114387d6ef748c',
             'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
             'meta': '8b035e03ba056e10e5c6e5d0f4733fa6',
             'seats': '488ffa1bbe7e17afab1653136945d9f5'}}


def run_config(name: str):
    """The config of run ``name`` (a fixed agent key: the seats' seeds are fixed too)."""
    return from_dict({**RUNS[name], "agent_key": "identity"}, name=name)


def table_digests(run_dir: Path) -> dict[str, str]:
    """md5 of every table's rows (sorted, wall-clock columns left out), by table."""
    con = duckdb.connect(str(Path(run_dir) / "arena.duckdb"), read_only=True)
    try:
        out = {}
        for table in SCHEMA:
            skip = CLOCK.get(table, ())
            cols = ", ".join(n for n, _ in SCHEMA[table] if n not in skip)
            where = " WHERE key <> 'created'" if table == "meta" else ""
            rows = sorted(repr(r) for r in con.execute(f"SELECT {cols} FROM {table}{where}").fetchall())
            out[table] = hashlib.md5("\n".join(rows).encode()).hexdigest()
        return out
    finally:
        con.close()


@pytest.mark.parametrize("name", sorted(RUNS))
def test_a_serial_run_stores_the_values_main_stored(tmp_path, name):
    tournament.run(run_config(name), tmp_path / name, workers=0, show_progress=False)
    assert table_digests(tmp_path / name) == EXPECTED[name]


def test_a_ray_run_stores_what_a_serial_run_stores(tmp_path, ray_local):
    cfg = run_config("seal")
    tournament.run(cfg, tmp_path / "ray", workers=2, show_progress=False)
    assert table_digests(tmp_path / "ray") == EXPECTED["seal"]


if __name__ == "__main__":  # print EXPECTED for the code on PYTHONPATH
    import tempfile
    root = Path(tempfile.mkdtemp())
    got = {}
    for n in sorted(RUNS):
        tournament.run(run_config(n), root / n, workers=0, show_progress=False)
        got[n] = table_digests(root / n)
    import pprint
    pprint.pprint(got, width=100)
