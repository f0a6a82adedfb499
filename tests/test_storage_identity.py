"""The run database holds exactly the same values whatever path stored the games: every
table of a fixed-seed run is pinned to digests taken on main before the storage path was
made columnar and batched (commit b36cf5a), and a run on ray stores what a serial run stores.
Only the wall-clock columns (``games.duration_s``, ``games.finished_at``,
``llm_calls.latency_s``, meta ``created``) are left out.

Retaken once since, when the branches met on main: the decisions table gained
``fallback_cause`` (the cause of each fallback), seal's and xinghan's vote events explain their
weights, and xinghan's storyteller seat picks are recorded as seats; with ``fallback_cause``
left out, every other table of every run was checked equal to the b36cf5a digests except those
events (and xinghan's records, which hold the storyteller's log).  xinghan's ``events`` digest was
retaken when its public events stopped naming secrets (the ``votes`` event's ``doubled`` list,
the 诅咒's target, and ``no_exile``'s ``aegis`` / ``guarded`` reasons, now ``spared``); no other
table of that run changed.
xinghan's ``games``, ``decisions`` and ``events`` were retaken for a rules fix: <公敌> is 强制, so
its choice is a forced pick whose random default (the storyteller's, drawn when it is asked) shifts
the storyteller's later picks in that game; its 主刀者 chose the same role as before.

The nezha run was retaken once for a rules fix: its board holds a 变脸者, whose card topped at
开局 now lasts until day 1's 黄昏 ends (ruling N75), not day 2's; only nezha's digests changed.
Then its events once more: a 太平道徒's [翻牌] on a night out is published at the next opening (line
143), no longer during the night, and a revival at 晨曦 at the opening too; every other table equal.
Then its events and games once more (ruling N116): 九尾 judges an announced out's actual camp through
假面's 愚面, so in the stored game the roles out under 愚面 are judged inverted (three village roles
cost the 九尾狐 no tail, one wolf-camp role costs one: two tail notices fewer, the counts after
them changed, the same decisions); every other table equal.
Then its games, seats, decisions and events (ruling N125): 苟活 draws the two roles it purifies
among those it judges of the village, so the stored game's 隐狼, which chose 伪装's item 4, is now
among the candidates when the 厚皮肉猪 is exiled on day 2; the storyteller's draw picks two other
seats from the longer list and the game goes on differently from there (the first difference is
that draw); beliefs, llm_calls and meta equal.
Then its decisions, events, games and seats once more when 圣诞老狼 and 空想家 joined the draft's
pool: the run's drafted board is drawn from 69 roles instead of 67 (and the codec is sized for a
second added account), so its games differ; beliefs, llm_calls and meta equal.
Then its events once more (ruling N127): the stored game has a role revived and out again, which the
opening's out list named once per out recorded (twice); it now names it once, at its latest out;
every other table equal.
Then its games, seats, decisions and events (ruling N138): 审判 is <限定>, so the stored game's 大法官
is no longer asked for a second trial on the nights after its first (those questions, and what
follows from their answers, are gone from the record); beliefs, llm_calls and meta are equal.
Then its games, seats, decisions and events when the draft's pool gained the roles of nezha
part 2's second session: 卡扎力 and 蚀日侍女 (the wolves' look-ahead leaves out a card whose village
partner is not forced yet), nine third parties and eight undetermined roles (the draft's 三方/不定
slots can now be filled; it offers only camp sizes some pack fits and steps back to fewer extra
slots when no third party fits, ruling N2): the run's drafted board differs; beliefs, llm_calls and
meta are equal.

The seal and llm runs (both seal games) were retaken for a seal rules fix: the 混血兒 may support
himself (ruling S50), so the random agent's support options changed: their decisions, games and
seats tables changed; events, beliefs, llm_calls and meta did not.
They were retaken again for a seal rules fix (ruling S7): a sheriff who gains the badge at the
dawn announcement makes that dawn's one 輔警 appointment on gaining it and is not asked again; the
heuristic seats' games lose that second question and go another way (seal: games, seats,
decisions, events; llm: those and its llm_calls and beliefs; meta unchanged).
And again when the wolves stopped being told their teammates' cards at 狼人互認 (ruling S34): the
``wolf_team`` event names seats only, and the heuristic wolves, no longer knowing the cards, pick
their fake 演員 by seat and no longer follow the 石像鬼's knife proposal (same tables as above).
The llm run once more when the 惡靈 in the 種狼 form became asked whether to infect whenever the knife
has a victim, a protected one included (ruling S31: the question no longer tells it the victim is
protected; such an infection fails and is spent): one game of that run takes another way (games,
seats, decisions, events, llm_calls, beliefs); the seal run is unchanged.

The dark_moon run's events were retaken for a rules fix: a 殉职 heir chosen at 晨曦 is told when
正午 starts (line 239, ruling D38), not at 晨曦; every other table equal.  Then its ``games`` and
``meta`` when the board default ``sheriff_tie_literal`` became true (ruling D30): the stored
board changed; its events and decisions did not (that game had no such tie).  Then its
``events`` and ``games`` when 占卜's answer became told when 深夜 is over (line 74, ruling D6): the
``result`` events moved to 凌晨; its decisions did not change.

The clocktower run's ``games`` digest was retaken for a rules fix (ruling CT-death-lapse): the
statuses a dead player's abilities gave lapse at the death itself, not at the end of the night's
step, so one grimoire snapshot in the stored record shows the dead 痢蛭's host poison and marker
suspended; events, decisions, seats and every other table are equal.
Its ``games`` digest was retaken again for a rules fix (ruling C11, fourth audit): the 心上人's
[醉酒] may go to any player, the dead included (一名角色), so the stored storyteller call "sweetheart
drunk" has 12 options where it had 4 (the living), and the seeded storyteller's pick moved from seat
12 to seat 8, which the grimoire snapshots show; events, decisions, seats and every other table are
equal (that drunkenness changed nothing any seat saw).
Then its ``games``, ``decisions``, ``events`` and ``seats`` for part 2, batch a: ten more
townsfolk can be dealt, so the seeded game deals other characters (beliefs, llm_calls and meta
are equal); and again for batch b (ten more townsfolk), and for batch d (six outsiders), batch c (ten townsfolk) batch g (six townsfolk) batch e (nine townsfolk) and batch f (eight townsfolk, three outsiders) and batch h (two townsfolk), and for the 唱诗男孩
(one more townsfolk, which deals the 国王 with it), and for part 3 (隐士 and 瘟疫医生: two more
outsiders can be dealt, and the procedures and options gain the 隐士's ``memory`` question), and
for part 4 (the 炼金术士, the script's last character: one more townsfolk can be dealt, and its
setup pick draws from the deal's stream)."""

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
                'decisions': '6c94bc1991ee4ae7a1c6be602ba87e9a',
                'events': '9f3570f7470a00e201489aaf786cbb2f',
                'games': '5efee7460c5e793702dbb784b2ab14cb',
                'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
                'meta': '845d3a7bf5f8036ae5c3bac9dc8d2aa6',
                'seats': 'ad5c15496d0524188392223cba0b3051'},
 'dark_moon': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
               'decisions': 'ea0299d4defecd113924002bff9c0bd4',
               'events': 'bb357cc84cff9afe4a437d290b4dc770',
               'games': '2e56684712703e865a2858d946ee9cb1',
               'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
               'meta': '1989cc43c635b6b82176a54a0e3f832a',
               'seats': 'd664836a28f8aff880ede70d7547bd2d'},
 'llm': {'beliefs': '771d6d72ccb72cde59f0f3b10ac2c23a',
         'decisions': '985fb21d90c20ab71baff13da868cdd4',
         'events': 'af3c7b7af2687ee29152ec9e1dae7f59',
         'games': '008f8f813da122b97071b126f61864cd',
         'llm_calls': '08d19b6d620aa65339380c8ec6c37825',
         'meta': '8b6e4f0c2e3352f21e9c7a9dffd1f396',
         'seats': 'fc2402da245032d0f7beda0871197250'},
 'nezha': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
           'decisions': 'ad6c5f6b4fd7b0ff2d84bd12731b3585',
           'events': '0e4f427610b2963b59434fbdccd6b708',
           'games': 'd2fcfe88ce96315e437faf7189d5254d',
           'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
           'meta': '391613b53fb89e8837bb6c0b3f486bdd',
           'seats': 'd3ff9c6d5f682fc1670dcd3f58ca96f0'},
 'seal': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
          'decisions': '7708e4ff41664d2194c2bddabba2ab5c',
          'events': '4aa41b8fdf4a2e253c274d21a17b07eb',
          'games': '14db9e55775163eeddeb5d96bf892f3d',
          'llm_calls': 'd41d8cd98f00b204e9800998ecf8427e',
          'meta': '1ea4926b8b9ecf7351a214f3b9047c1e',
          'seats': 'caff263fae572706d7e4c1a01b918f26'},
 'xinghan': {'beliefs': 'd41d8cd98f00b204e9800998ecf8427e',
             'decisions': 'bc7e66373839ac9d5b724c28c1673fa8',
             'events': '9e8fa584064cf58667d255db5179aac8',
             'games': '6901420cd45fb3260689cedd2be401ca',
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
