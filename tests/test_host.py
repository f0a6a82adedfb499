"""``arena host``: the tokens, what a page may read and do, reconnection, time limits, bounds,
and a whole game played by two web seats through the HTTP API (Starlette's test client)."""

from __future__ import annotations

import asyncio
import json
import os
import time

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx")
from starlette.testclient import TestClient  # noqa: E402
from starlette.websockets import WebSocketDisconnect  # noqa: E402

import arena.host.tokens as tokens_module  # noqa: E402
from agents.base import Answer  # noqa: E402
from agents.registry import seat_agents  # noqa: E402
from arena.host.app import MAX_BODY, build_app  # noqa: E402
from arena.host.table import Table  # noqa: E402
from arena.host.tokens import Pass, SeatTokens  # noqa: E402
from arena.play.records import read_record, verify_record  # noqa: E402

HUMANS = [2, 6]  # seats 3 and 7


def _table(tmp_path=None, timeout: float = 30.0, seed: int = 1) -> Table:
    return Table("seal", seed, seat_agents("heuristic", "seal", 24), HUMANS, lang="en",
                 timeout=timeout, agent_key="k",
                 record_path=None if tmp_path is None else tmp_path / "game.json")


def _pending(client: TestClient, table: Table, limit: float = 20.0,
             seats=HUMANS) -> tuple[str, dict]:
    """The token and state of the first human seat (of ``seats``) asked a decision."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        for seat in seats:
            token = table.tokens.seats[seat]
            st = client.get(f"/api/{token}/state").json()
            if st["decision"] is not None:
                return token, st
        time.sleep(0.01)
    raise AssertionError("no decision came")


# -- tokens -----------------------------------------------------------------------------------
def test_tokens_are_long_random_secrets_checked_in_constant_time(monkeypatch):
    t = SeatTokens(HUMANS)
    every = [*t.seats.values(), t.spectator]
    assert len(set(every)) == 3 and all(len(x) >= 43 for x in every)
    assert SeatTokens(HUMANS).seats != t.seats  # fresh secrets every game
    assert t.check(t.seats[2]) == Pass(2) and t.check(t.seats[6]) == Pass(6)
    assert t.check(t.spectator) == Pass(None) and Pass(None).spectator
    calls = []
    real = tokens_module.hmac.compare_digest
    monkeypatch.setattr(tokens_module.hmac, "compare_digest",
                        lambda a, b: calls.append(1) or real(a, b))
    for guess in (t.seats[2], t.spectator, t.seats[2][:-1] + "A", "x" * 43, "ö" * 43):
        calls.clear()
        t.check(guess)
        assert len(calls) == 3  # every token compared, whichever matches
    for bad in ("", None, 42, t.seats[2] + "x", t.seats[2].upper(), "a" * 10_000):
        assert t.check(bad) is None


def test_a_wrong_token_can_neither_read_nor_act():
    table = _table()
    with TestClient(build_app(table)) as client:
        seat3, st = _pending(client, table)
        body = {"decision": st["decision"]["number"], "choice": st["decision"]["options"][-1]["code"]}
        guesses = ["x" * 43, seat3[:-1] + ("A" if seat3[-1] != "A" else "B"), seat3.lower(),
                   seat3 + "0"]
        for bad in guesses:
            assert client.get(f"/play/{bad}").status_code == 403
            r = client.get(f"/api/{bad}/state")
            assert r.status_code == 403 and "Your card" not in r.text
            assert client.post(f"/api/{bad}/answer", json=body).status_code == 403
            with pytest.raises(WebSocketDisconnect):
                with client.websocket_connect(f"/ws/{bad}") as ws:
                    ws.receive_json()
        # the spectator reads the god view but never acts
        spectator = table.tokens.spectator
        assert client.post(f"/api/{spectator}/answer", json=body).status_code == 403
        again = client.get(f"/api/{seat3}/state").json()
        assert again["decision"]["number"] == body["decision"]  # still waiting for the seat
        assert client.get("/").status_code == 404


def test_each_seat_reads_only_its_own_inbox_and_the_spectator_everything():
    table = _table()
    with TestClient(build_app(table)) as client:
        _pending(client, table)
        st3 = client.get(f"/api/{table.tokens.seats[2]}/state").json()
        st7 = client.get(f"/api/{table.tokens.seats[6]}/state").json()
        game = table.game
        own3 = [ln["text"] for ln in st3["lines"] if ln["channel"] == "private"]
        own7 = [ln["text"] for ln in st7["lines"] if ln["channel"] == "private"]
        assert own3 and own7 and not set(own3) & set(own7)
        text3 = json.dumps(st3)
        for ev in game.events:
            if ev.audience is not None and 2 not in ev.audience and ev.channel is None:
                line = table._screen(game, 0).r.event(ev)
                if line not in {ln["text"] for ln in st3["lines"]}:
                    assert line not in text3
        assert st3["you"] == "#3" and [s["you"] for s in st3["seats"]].count(True) == 1
        assert all("role" not in s for s in st3["seats"])
        god = client.get(f"/api/{table.tokens.spectator}/state").json()
        assert god["decision"] is None and all(s["role"] for s in god["seats"])
        assert god["total"] >= st3["total"] and any(ln["audience"] for ln in god["lines"])
        assert "#3" in god["waiting"] or "#7" in god["waiting"] or god["over"]


# -- reconnection -----------------------------------------------------------------------------
def test_a_refresh_reconnects_to_the_same_seat_with_nothing_lost():
    table = _table()
    with TestClient(build_app(table)) as client:
        token, _ = _pending(client, table)
        with client.websocket_connect(f"/ws/{token}") as ws:
            first = ws.receive_json()
        assert first["decision"] is not None and first["since"] == 0
        with client.websocket_connect(f"/ws/{token}?since=0") as ws:  # a refreshed page
            again = ws.receive_json()
            assert again["decision"]["number"] == first["decision"]["number"]
            assert again["lines"] == first["lines"]
        from arena.host.app import MAX_SOCKETS
        held = [client.websocket_connect(f"/ws/{token}") for _ in range(MAX_SOCKETS)]
        for ws in held:
            ws.__enter__().receive_json()
        with pytest.raises(WebSocketDisconnect):  # one token cannot hold the server's sockets
            with client.websocket_connect(f"/ws/{token}") as ws:
                ws.receive_json()
        for ws in held:
            ws.__exit__(None, None, None)
        time.sleep(0.2)  # the server notices the closed sockets
        n = first["total"]
        with client.websocket_connect(f"/ws/{token}?since={n}") as ws:  # a dropped link
            resumed = ws.receive_json()
            assert resumed["since"] == n and resumed["lines"] == []
            assert resumed["decision"]["number"] == first["decision"]["number"]
            d = resumed["decision"]
            ws.send_text(json.dumps({"decision": d["number"], "choice": d["options"][0]["code"]}))
            reply = ws.receive_json()
            while "ok" not in reply:  # pushed states may come first
                reply = ws.receive_json()
            assert reply == {"ok": True}
            nxt = ws.receive_json()
            while "version" not in nxt or nxt["decision"] == d:
                nxt = ws.receive_json()
            assert nxt["since"] == n  # lines continue where the page was


# -- bad answers and bounds -------------------------------------------------------------------
def test_bad_answers_are_refused_and_asked_again():
    table = _table()
    with TestClient(build_app(table)) as client:
        token, st = _pending(client, table)
        d = st["decision"]
        legal = {o["code"] for o in d["options"]}
        illegal = next(c for c in range(500) if c not in legal)
        url = f"/api/{token}/answer"
        assert client.post(url, json={"decision": d["number"], "choice": illegal}).status_code == 400
        assert client.post(url, json={"decision": d["number"] + 1,
                                      "choice": d["options"][0]["code"]}).status_code == 409
        assert client.post(url, json={"decision": d["number"], "choice": "1"}).status_code == 400
        assert client.post(url, content=b"not json").status_code == 400
        huge = json.dumps({"decision": d["number"], "choice": d["options"][0]["code"],
                           "text": "x" * (2 * MAX_BODY)})
        assert client.post(url, content=huge).status_code == 413
        silent = next(o for o in d["options"] if not o["says"])
        r = client.post(url, json={"decision": d["number"], "choice": silent["code"], "text": "hi"})
        assert r.status_code == 400 and "no text" in r.json()["error"]
        assert client.get(f"/api/{token}/state").json()["decision"]["number"] == d["number"]
        assert client.post(url, json={"decision": d["number"],
                                      "choice": silent["code"]}).json() == {"ok": True}
        assert client.post(url, json={"decision": d["number"],
                                      "choice": silent["code"]}).status_code == 409


def test_a_seat_that_does_not_answer_gets_the_default_recorded(tmp_path):
    table = _table(tmp_path, timeout=0.005, seed=2)
    game = asyncio.run(table.run())
    assert game is not None and game.over
    assert game.fallbacks and {f["seat"] for f in game.fallbacks} <= set(HUMANS)
    assert all(f["reason"] == "agent: human: no answer within 0.005 s" for f in game.fallbacks)
    record = read_record(tmp_path / "game.json")
    assert record["agents"][2] == "human:web" and verify_record(record).ok


# -- a whole game -----------------------------------------------------------------------------
def test_two_web_seats_play_a_whole_game_recorded_and_replayable(tmp_path):
    table = _table(tmp_path, seed=3)
    said = "I trust #1."
    with TestClient(build_app(table)) as client:
        tokens = [table.tokens.seats[s] for s in HUMANS]
        end = time.monotonic() + 60
        while not table.over and time.monotonic() < end:
            for token in tokens:
                st = client.get(f"/api/{token}/state").json()
                d = st["decision"]
                if d is None:
                    continue
                option = d["options"][-1] if len(d["options"]) < 5 else d["options"][1]
                body = {"decision": d["number"], "choice": option["code"]}
                if option["says"]:
                    body["text"] = said
                assert client.post(f"/api/{token}/answer", json=body).status_code in (200, 409)
            time.sleep(0.002)
        assert table.over
        for _ in range(100):
            if table.record is not None:
                break
            time.sleep(0.01)
        final = client.get(f"/api/{tokens[0]}/state").json()
        assert final["over"] and final["result"]
    assert not table.game.fallbacks
    record = read_record(tmp_path / "game.json")
    assert [record["agents"][s] for s in HUMANS] == ["human:web"] * 2
    assert verify_record(record).ok
    spoken = [ev for ev in table.game.events if ev.kind == "speech" and ev.data.get("text") == said]
    assert spoken and {ev.data["seat"] for ev in spoken} <= set(HUMANS)  # people's words heard


def test_arena_host_serves_real_http_and_writes_a_replayable_record(tmp_path):
    """The command itself (uvicorn): URLs printed, 403 for a guess, the page for a seat, the
    record written when the game ends (people who never answer: every default recorded)."""
    import os
    import signal
    import subprocess
    import sys

    import httpx
    rec = tmp_path / "hosted.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "arena.cli", "host", "--humans", "3,7", "--port", "0",
         "--seed", "4", "--lang", "en", "--timeout", "0.01", "--record", str(rec),
         "--state", str(tmp_path / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ})
    try:
        head = [proc.stdout.readline() for _ in range(4)]
        urls = {line.split()[-2]: line.split()[-1] for line in head[1:]}
        assert set(urls) == {"3", "7", "spectator"}
        base = urls["3"].rsplit("/play/", 1)[0]
        assert httpx.get(urls["3"]).status_code == 200
        assert httpx.get(f"{base}/play/{'x' * 43}").status_code == 403
        r = httpx.get(urls["3"])
        assert r.headers["referrer-policy"] == "no-referrer" and "cache-control" in r.headers
        end = time.monotonic() + 60
        while not rec.exists() and time.monotonic() < end:
            time.sleep(0.1)
        assert rec.exists()
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert "record written to" in err
    record = read_record(rec)
    assert verify_record(record).ok and record["agents"][2] == "human:web"


@pytest.mark.parametrize("ruleset,board", [("dark_moon", {}), ("xinghan", {}),
                                           ("nezha", {"players": 12}), ("clocktower", {})])
def test_every_ruleset_can_be_hosted(ruleset, board):
    """A hosted game of each ruleset (the human seat never answers: its defaults recorded),
    and its page: the seat's own lines and the table."""
    import rulesets
    rs = rulesets.get(ruleset)
    n = rs.n_seats(rs.board(board))
    table = Table(ruleset, 5, seat_agents("heuristic", ruleset, n), [0], board, lang="zh",
                  timeout=0.001, agent_key="k")
    game = asyncio.run(table.run())
    assert game.over and table.record is not None
    st = table.state(Pass(0))
    assert st["you"] == "1号" and len(st["seats"]) == n and st["total"] == len(game.inbox[0])
    assert st["over"] and st["result"]


def test_a_stopped_host_goes_on_from_its_storage_with_the_same_links(tmp_path):
    """Stop the server mid-game (people have answered, one is being asked), start it again
    with --resume: the same links work, the game is where it was, the pending question is
    asked again, and the finished game's record replays."""
    from arena.cli.parser import build_parser
    from arena.host.cli import build_table
    state = tmp_path / "state"
    args = build_parser().parse_args(["host", "--humans", "3,7", "--seed", "1", "--lang", "en",
                                      "--state", str(state), "--timeout", "30"])
    table = build_table(args)
    assert (state / "settings.json").stat().st_mode & 0o077 == 0  # the secrets: owner only
    with TestClient(build_app(table)) as client:
        for _ in range(3):  # three answers, then a fourth question left pending
            token, st = _pending(client, table)
            d = st["decision"]
            client.post(f"/api/{token}/answer",
                        json={"decision": d["number"], "choice": d["options"][-1]["code"]})
        token, before = _pending(client, table)
        decided = len(table.game.decisions)
    again = build_table(build_parser().parse_args(["host", "--resume", str(state)]))
    assert again.tokens.to_json() == table.tokens.to_json()
    with pytest.raises(ValueError):  # a new game never overwrites a kept one
        build_table(args)
    with TestClient(build_app(again)) as client:
        _pending(client, again)
        after = client.get(f"/api/{token}/state").json()  # the same link, the same seat
        assert after["lines"] == before["lines"] and after["decision"] is not None
        assert after["decision"]["head"] == before["decision"]["head"]
        assert len(again.game.decisions) == decided
        assert client.get(f"/api/{table.tokens.spectator}/state").status_code == 200
        again.seats[2].timeout = again.seats[6].timeout = 0.001  # nobody answers any more
        for w in again.seats.values():
            if w.pending is not None:
                w.pending.future.set_result(Answer(w.pending.question.default, fallback="test"))
        end = time.monotonic() + 120  # the game ends, then its record file is written
        while (again.record is None or not (state / "record.json").exists()) \
                and time.monotonic() < end:
            time.sleep(0.02)
    assert again.error is None, again.error
    record = read_record(state / "record.json")
    assert verify_record(record).ok and record["decisions"][:decided] == \
        [list(x) for x in table.game.decisions[:decided]]
    assert read_record(state / "progress.json")["winner"] == record["winner"]


def test_a_hosted_game_joins_a_run_database_when_asked(tmp_path):
    """``--run-dir``: the finished game is stored like a tournament's, people as ``human``."""
    from arena.results.analysis import analyse
    from arena.storage import Store
    run = tmp_path / "run"
    for seed in (1, 2):
        table = _table(tmp_path, timeout=0.001, seed=seed)
        table.run_dir, table.game_id = run, f"host-{seed}"
        asyncio.run(table.run())
    with Store(run, read_only=True) as store:
        assert store.game_ids() == ["host-1", "host-2"]
        assert verify_record(store.record("host-2")).ok
        data = analyse(store, with_metrics=False)
    assert "human:web" in json.dumps(data.__dict__, default=str)


def test_the_forum_pace_gives_each_phase_one_deadline(tmp_path):
    """``--pace forum``: a phase waits for the people until its deadline, then every answer
    still owed in it is the default at once (recorded as such); the next phase waits again.
    The phase and when it began are kept with the progress, so a restart does not lengthen
    it."""
    from arena.host.store import HostStore
    rs_board = {"players": 12}
    import rulesets
    n = rulesets.get("nezha").n_seats(rulesets.get("nezha").board(rs_board))
    table = Table("nezha", 2, seat_agents("heuristic", "nezha", n), [0, 1], rs_board, lang="en",
                  timeout=600, agent_key="k", phase_seconds=0.03,
                  store=HostStore(tmp_path / "state"))
    t0 = time.monotonic()
    game = asyncio.run(table.run())
    took = time.monotonic() - t0
    assert game.over
    late = [f for f in game.fallbacks if f["reason"] == "agent: human: no answer before the phase's deadline"]
    assert late and len(late) == len(game.fallbacks)
    phases = {game.decisions[f["decision"]][1] for f in late}
    assert phases  # decisions of several kinds waited on
    n_phases = len({ev.phase for ev in game.events})
    assert took < 0.03 * n_phases * 2 + 10  # one wait per phase, not one per decision
    assert len(late) > n_phases  # several answers owed in a phase, only the first waited
    kept = Table("nezha", 2, seat_agents("heuristic", "nezha", n), [0, 1], rs_board,
                 progress={"host_phase": ["day 3", 1000.0]}, phase_seconds=60)
    assert kept.phase == ("day 3", 1000.0) and kept._phase_left() < 0


def test_a_mixed_table_people_llm_agents_and_bots(tmp_path):
    """People (web seats), LLM agents (the openai client against a local stub endpoint) and
    heuristic bots in one hosted game, recorded with the model calls like any other game."""
    from agents.registry import make_agent

    from .llm_stub import StubEndpoint
    with StubEndpoint(["ok"]) as endpoint:
        agents = seat_agents("heuristic", "seal", 24)
        for seat in (0, 1):
            agents[seat] = make_agent(f"llm:model=stub;base_url={endpoint.base_url}", "seal")
        table = Table("seal", 4, agents, HUMANS, lang="en", timeout=0.001, agent_key="k",
                      record_path=tmp_path / "game.json")
        game = asyncio.run(table.run())
    assert game.over and endpoint.seen
    record = read_record(tmp_path / "game.json")
    assert record["agents"][0].startswith("llm:") and record["agents"][2] == "human:web"
    assert record["agents"][3] == "heuristic"
    assert {c["seat"] for c in record["llm_calls"]} == {0, 1}
    assert verify_record(record).ok


def test_a_long_history_reaches_a_reconnecting_page_in_several_messages(monkeypatch):
    import arena.host.table as table_module
    monkeypatch.setattr(table_module, "MAX_LINES", 3)
    table = _table()
    with TestClient(build_app(table)) as client:
        token, st = _pending(client, table)
        while st["total"] <= 10:  # play on until the seat has some history
            d = st["decision"]
            client.post(f"/api/{token}/answer",
                        json={"decision": d["number"], "choice": d["options"][-1]["code"]})
            token, st = _pending(client, table)
        with client.websocket_connect(f"/ws/{token}") as ws:
            got: list = []
            while len(got) < st["total"]:
                m = ws.receive_json()
                assert m["since"] == len(got) and len(m["lines"]) <= 3
                got += m["lines"]
        assert st["total"] > 3
        pages = [client.get(f"/api/{token}/state?since={k}").json()["lines"]
                 for k in range(0, len(got), 3)]
        assert got == [line for page in pages for line in page]


# -- keeping the game cheaply -----------------------------------------------------------------
def test_the_progress_log_reads_back_the_game_exactly_as_at_each_save(tmp_path):
    """Append-only progress: after every save the log reads back exactly the replayable part
    of the game at that moment (a new process writing the log afresh midway, a last line cut
    short by a crash left out), only what changed is appended, and nothing when nothing did."""
    from arena.host.store import LOG, HostStore, _replayable
    from arena.play.match import play_game_async
    from arena.play.records import RecordError

    state = tmp_path / "state"
    stores = [HostStore(state)]
    sizes: list[int] = []

    def watch(game):
        if not game.decisions or len(game.decisions) % 7 not in (0, 3):
            return
        if len(sizes) == 20:  # another process takes over: it writes the log afresh
            stores.append(HostStore(state))
        phase = ["p", float(len(game.decisions) // 50)]
        assert stores[-1].save_progress(game, host_phase=phase)
        assert not stores[-1].save_progress(game, host_phase=phase)  # nothing new
        assert stores[-1].load_progress() == {**_replayable(game), "host_phase": phase}
        sizes.append(os.path.getsize(state / LOG))

    game = asyncio.run(play_game_async("seal", 4, [_Noted(a) for a in seat_agents(
        "heuristic", "seal", 24)], agent_key="k", watch=watch))
    assert game.over and len(sizes) > 40 and game.notes and game.fallbacks and game.story.log
    steps = [b - a for a, b in zip(sizes[21:], sizes[22:])]
    assert 0 < max(steps) < sizes[-1] / 5  # each save adds what changed, not the whole game
    before = stores[-1].load_progress()
    log = state / LOG
    with open(log, "a", encoding="utf-8") as f:
        f.write('{"decisions":[[1,"vote",')  # a save cut short by a crash
    assert stores[-1].load_progress() == before
    with open(log, "a", encoding="utf-8") as f:
        f.write('\n{"decisions":[]}\n')  # damage before the last line is an error
    with pytest.raises(RecordError, match="line"):
        stores[-1].load_progress()


class _Noted:
    """A heuristic seat that gives reasons and words with its answers, and every ninth
    answer one the rules refuse (a fallback): a game with notes and fallbacks to keep."""

    def __init__(self, inner) -> None:
        self.inner, self.name, self.n = inner, inner.name, 0

    def reset(self, seat: int, seed: int) -> None:
        self.inner.reset(seat, seed)

    def act(self, view):
        self.n += 1
        choice = self.inner.act(view)
        choice = choice.choice if isinstance(choice, Answer) else choice
        return Answer(-1 if self.n % 9 == 0 else choice, text=f"words {self.n}",
                      reasoning=f"why {self.n}")


# -- a designer's board -----------------------------------------------------------------------
SMALL_BOARD = """\
name = "seal_small"
ruleset = "seal"
roles = "roles"
seats = 9
cards = ["moon_maiden", "watchman", "villager*3", "white_wolf_king", "war_wolf", "nightmare",
         "piper"]

[options]
max_days = 8
"""


def _board_file(folder):
    """A small 封印 board with the playtest guide's new role (守夜人) in a folder of its own."""
    import shutil
    from pathlib import Path
    (folder / "roles").mkdir(parents=True)
    shutil.copy(Path(__file__).resolve().parents[1] / "experiments" / "playtest" / "roles" /
                "watchman.toml", folder / "roles")
    (folder / "small.toml").write_text(SMALL_BOARD, encoding="utf-8")
    return folder / "small.toml"


def _answer_all(client, table, token, stop=lambda: False, limit=60.0):
    """Answer every question the seat is asked (the last option, a word where it speaks)
    until the game ends or ``stop()``; returns how many answers were taken."""
    taken, end = 0, time.monotonic() + limit
    while not table.over and not stop() and time.monotonic() < end:
        d = client.get(f"/api/{token}/state").json()["decision"]
        if d is None:
            time.sleep(0.002)
            continue
        option = d["options"][-1]
        body = {"decision": d["number"], "choice": option["code"]}
        if option["says"]:
            body["text"] = "the watchman saw nothing"
        taken += client.post(f"/api/{token}/answer", json=body).status_code == 200
    return taken


def test_a_designer_board_is_hosted_resumed_and_replayed_without_its_files(tmp_path):
    """``arena host --board FILE``: the board's cards (a new role among them), seats and
    options; a person on seat 2 through the HTTP API; the host stopped and resumed from its
    state (the board kept there as text); the record replayed and verified by ``arena
    replay --verify`` in another process after the board's files are gone."""
    import shutil
    import subprocess
    import sys

    from arena.cli.parser import build_parser
    from arena.host.cli import build_table
    board = _board_file(tmp_path / "design")
    state = tmp_path / "state"
    args = build_parser().parse_args(["host", "--board", str(board), "--humans", "2",
                                      "--seed", "5", "--lang", "en", "--state", str(state)])
    table = build_table(args)
    assert table.ruleset_id == "seal.seal_small" and len(table.agents) == 9
    assert table.ruleset.board({})["max_days"] == 8
    token = table.tokens.seats[1]
    with TestClient(build_app(table)) as client:
        assert _answer_all(client, table, token, stop=lambda: table.seats[1].asked >= 3) >= 2
        _pending(client, table, seats=[1])
        assert not table.over
        decided = len(table.game.decisions)
        deal = list(table.game.deal)
    assert "watchman" in deal and len(deal) == 9
    shutil.rmtree(tmp_path / "design")  # the state keeps the board: its files are not needed
    again = build_table(build_parser().parse_args(["host", "--resume", str(state)]))
    with TestClient(build_app(again)) as client:
        _pending(client, again, seats=[1])
        assert len(again.game.decisions) == decided and list(again.game.deal) == deal
        _answer_all(client, again, token)
        end = time.monotonic() + 30
        while again.record is None and time.monotonic() < end:
            time.sleep(0.01)
    assert again.error is None and again.over, again.error
    record = read_record(state / "record.json")
    assert record["ruleset"] == "seal.seal_small" and record["agents"][1] == "human:web"
    assert record["decisions"][:decided] == [list(x) for x in table.game.decisions[:decided]]
    assert not again.game.fallbacks  # every question of the person answered, none timed out
    out = subprocess.run([sys.executable, "-m", "arena.cli", "replay", "--verify",
                          str(state / "record.json")], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0 and "replay verified" in out.stdout, out.stdout + out.stderr


def test_a_bad_board_file_or_seat_count_is_a_clear_error(tmp_path, capsys):
    from arena.cli import main
    board = _board_file(tmp_path / "design")
    state = str(tmp_path / "state")
    broken = tmp_path / "design" / "broken.toml"
    broken.write_text(SMALL_BOARD.replace('seats = 9', 'seats = nine'), encoding="utf-8")
    cases = [([str(broken)], "broken.toml:4:"),
             ([str(board), "--humans", "10"], "has 9 seats: a human seat is a seat number from 1 to 9"),
             ([str(board), "--agents", "random,random"], "has 9 seats: --agents needs 1 or 9"),
             ([str(board), "max_days=3"], "one board file, or KEY=VALUE options, not both"),
             ([str(board), "--ruleset", "dark_moon"], "is a board of seal, not of --ruleset dark_moon"),
             ([str(tmp_path / "none.toml")], "cannot read the board file")]
    for extra, message in cases:
        argv = ["host", "--board", *extra, "--port", "0", "--state", state]
        if "--humans" not in extra:
            argv += ["--humans", "1"]
        assert main(argv) == 2
        assert message in capsys.readouterr().err
    assert not (tmp_path / "state").exists()


# -- public statuses --------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,board,seed,expect", [
    ("nezha", {"players": 12}, 3, "private"), ("seal", {}, 2, "public"),
    ("xinghan", {}, 2, "public")])
def test_public_statuses_show_on_every_page_and_private_ones_only_where_told(ruleset, board, seed,
                                                                            expect):
    """A seat's page shows each seat's public statuses — the same on every page and in the
    god view, as the ruleset names them — and a status told to one seat only on that seat's
    own page, never on another's (checked at every phase and after every status told)."""
    import rulesets
    from arena.play.match import play_game_async
    rs = rulesets.get(ruleset)
    n = rs.n_seats(rs.board(board))
    table = Table(ruleset, seed, seat_agents("heuristic", ruleset, n), [0, 1], board,
                  lang="en", timeout=0.001, agent_key="k")
    seen = {"public": 0, "private": 0}
    last = {"phase": "", "events": 0}

    def check(game):
        told = any(ev.kind == "status" for ev in game.events[last["events"]:])
        last["events"] = len(game.events)
        if game.phase == last["phase"] and not told and not game.over:
            return
        last["phase"] = game.phase
        table.game = game
        god = {s["label"]: s["public"] for s in table.state(Pass(None))["seats"]}
        pages = {seat: table._screen(game, seat).table(game.inbox[seat], len(game.seats))
                 for seat in range(game.n)}
        assert [s for s in table.state(Pass(0))["seats"]] == pages[0]  # what the page sends
        for seat, page in pages.items():
            assert {s["label"]: s["public"] for s in page} == god
        seen["public"] += sum(1 for v in god.values() for m in v if not m.startswith("shown"))
        for ev in game.events:
            if ev.kind != "status" or ev.audience is None:
                continue
            holder, name = ev.data["seat"], table._screen(game, 0).status(ev.data["status"])
            told = pages[game.actor(holder)][holder]["statuses"]   # a puppet's: its player's page
            seen["private"] += name in told
            for seat, page in pages.items():
                if seat not in ev.audience:
                    assert name not in page[holder]["statuses"] + page[holder]["public"]

    game = asyncio.run(play_game_async(ruleset, seed, table.agents, board, agent_key="k",
                                       watch=check))
    assert game.over and seen[expect] > 0


def test_a_game_kept_by_an_older_host_goes_on_in_the_log(tmp_path):
    """A state directory from before the log (the game so far in progress.json) resumes; the
    first save moves it into the log, so that a later restart does not read the old file."""
    import rulesets
    from arena.host.store import LOG, PROGRESS, HostStore, _replayable
    from arena.play.match import play_game
    from arena.play.records import write_record
    game = play_game("seal", 2, seat_agents("heuristic", "seal", 24), agent_key="k")
    old = {**_replayable(game), "decisions": [list(d) for d in game.decisions[:40]]}
    state = tmp_path / "state"
    write_record(state / PROGRESS, old)
    store = HostStore(state)
    kept = store.load_progress()
    assert kept == old
    resumed = rulesets.get("seal").replay(kept)
    assert len(resumed.decisions) == 40 and not resumed.over
    assert store.save_progress(resumed, host_phase=["x", 1.0])
    assert not (state / PROGRESS).exists() and (state / LOG).exists()
    assert HostStore(state).load_progress()["decisions"] == old["decisions"]


def test_the_host_keeps_the_game_when_a_person_is_asked_and_once_their_answer_is_played(tmp_path):
    """The save policy: the log has a save at every question to a person (the game up to it)
    and one right after every person's answer is played, whatever the agents do between; and
    the resumed game read back from it replays."""
    import json as json_module

    from arena.host.store import LOG, HostStore
    store = HostStore(tmp_path / "state")
    table = Table("seal", 4, seat_agents("heuristic", "seal", 24), [2], lang="en", timeout=30,
                  agent_key="k", store=store)

    asked_at = []  # the game's decision count at each question to the person

    async def person():
        while table.record is None and table.error is None:
            w = table.seats[2]
            if w.pending is not None and not w.pending.future.done():
                asked_at.append(len(table.game.decisions))
                d = table.state(Pass(2))["decision"]
                table.answer(Pass(2), {"decision": d["number"], "choice": d["options"][-1]["code"]})
            await asyncio.sleep(0)

    async def both():
        await asyncio.gather(table.run(), person())

    asyncio.run(both())
    game = table.game
    counts, n = set(), 0
    for line in (tmp_path / "state" / LOG).read_text(encoding="utf-8").splitlines():
        n += len(json_module.loads(line).get("decisions", ()))
        counts.add(n)
    mine = [k for k, (seat, _, _) in enumerate(game.decisions) if seat == 2]
    assert len(mine) == len(asked_at) > 10 and mine[-1] < n
    assert all(k in counts for k in asked_at)  # the game as it was when the person was asked
    assert all(k + 1 in counts for k in mine)  # and as soon as each answer was played
    assert len(counts) < len(game.decisions) / 3  # not a save per move


def test_an_account_added_in_play_shows_on_every_page_played_by_its_controller():
    """A drafted 哪吒 board whose 魔偶师 / 空想家 adds an account (seat 13 of 12 players): the god
    view names its agent as its controller's, and every seat's page lists it (it can be
    targeted), its private statuses on its controller's page only.  (The god view once looked
    its agent up by seat and failed on the added account.)"""
    import rulesets
    nezha = rulesets.get("nezha")
    seed = next(s for s in range(1000) if len(nezha.new_game(s, {"players": 12}).seats) == 13)
    table = Table("nezha", seed, seat_agents("heuristic", "nezha", 12), [0], {"players": 12},
                  lang="en", timeout=0.001, agent_key="k")
    game = asyncio.run(play_game_async_for(table, seed))
    table.game = game
    controller = game.actor(12)
    assert controller != 12
    god = table.state(Pass(None))["seats"]
    assert len(god) == 13 and god[12]["agent"] == table.agents[controller].name
    assert [s["label"] for s in table.state(Pass(0))["seats"]] == [s["label"] for s in god]


def play_game_async_for(table: Table, seed: int):
    from arena.play.match import play_game_async
    return play_game_async("nezha", seed, table.agents, {"players": 12}, agent_key="k")
