"""The terminal human seat (``arena play --human N``), driven by feeding its input.

The seat sees exactly its own inbox (the text the LLM agents read), answers numbered options,
speaks free text where the rules allow it, is asked again after invalid input, and a closed
input never loses the game: the defaults are played and recorded as fallbacks."""

from __future__ import annotations

import io

import pytest

import rulesets
from agents.human import TerminalHuman
from agents.registry import human_seats, seat_agents
from arena.cli import main
from arena.play.match import play_game
from envs.text import TextRenderer

SEAT = 4  # seat 5


class Typist(io.StringIO):
    """Input that answers every number prompt with ``answer`` after the scripted lines."""

    def __init__(self, lines: list[str], answer: str = "1", limit: int = 5000) -> None:
        super().__init__()
        self.lines = list(lines)
        self.answer = answer
        self.left = limit

    def readline(self, *args: object) -> str:  # type: ignore[override]
        if self.lines:
            return self.lines.pop(0) + "\n"
        self.left -= 1
        return self.answer + "\n" if self.left > 0 else ""


def _game(ruleset: str, seed: int, human: TerminalHuman, board=None):
    n = rulesets.get(ruleset).n_seats(rulesets.get(ruleset).board(board or {}))
    agents = seat_agents("heuristic", ruleset, n)
    agents[SEAT] = human
    return play_game(ruleset, seed, agents, board, agent_key="k")


def test_the_seat_sees_only_its_own_inbox_and_plays_a_whole_game():
    out = io.StringIO()
    human = TerminalHuman("en", Typist([]), out)
    game = _game("seal", 1, human)
    assert game.over and not game.fallbacks
    text = out.getvalue()
    r = TextRenderer(game.ruleset, game.choices, "en")
    mine = {r.event(ev) for ev in game.inbox[SEAT]}
    shown = [r.event(ev) for ev in game.inbox[SEAT][:human.shown]]
    assert len(shown) > 50 and all(line in text for line in shown)
    hidden = {r.event(ev) for ev in game.events
              if ev.audience is not None and SEAT not in ev.audience} - mine
    assert hidden and not [h for h in hidden if h in text]
    assert "Your card:" in text and ">>> Your turn (#5)" in text and "  1. " in text


def test_invalid_input_is_asked_again_and_the_valid_answer_counts():
    out = io.StringIO()
    human = TerminalHuman("en", Typist(["abc", "0", "999", "", "2"]), out)
    game = _game("seal", 1, human)
    text = out.getvalue()
    assert text.count("Invalid input: enter a number from 1 to") == 4
    first = next(k for k, (seat, _, _) in enumerate(game.decisions) if seat == SEAT)
    asked = game.decisions[first]
    assert not game.fallbacks and asked[2] != 0  # option 2, not the default pass


def test_free_text_in_a_speech_is_heard_and_too_long_text_is_asked_again():
    words = "I saw nothing last night"
    out = io.StringIO()
    # answer 2 everywhere; the first speech's text is too long, then fits
    typist = Typist([], answer="2")
    human = TerminalHuman("en", typist, out)
    orig = human._ask_text

    said: list[str] = []

    def ask_text(limit: int):
        if not said:
            typist.lines[:0] = ["x" * (limit + 1), words]
        said.append("asked")
        return orig(limit)

    human._ask_text = ask_text  # type: ignore[method-assign]
    game = _game("seal", 1, human)
    assert said and "Too long: at most 600 characters" in out.getvalue()
    speeches = [ev for ev in game.events if ev.kind == "speech" and ev.data["seat"] == SEAT]
    assert any(ev.data.get("text") == words for ev in speeches)


def test_closed_input_plays_the_defaults_recorded_as_fallbacks():
    out = io.StringIO()
    human = TerminalHuman("zh", io.StringIO(""), out)
    game = _game("seal", 2, human)
    assert game.over
    assert game.fallbacks and {f["seat"] for f in game.fallbacks} == {SEAT}
    assert all(f["reason"] == "agent: human: input closed" for f in game.fallbacks)
    assert "输入已关闭" in out.getvalue()


@pytest.mark.parametrize("ruleset,board", [("dark_moon", None), ("xinghan", None),
                                           ("clocktower", None), ("nezha", {"players": 12})])
def test_every_ruleset_can_seat_a_terminal_human(ruleset, board):
    out = io.StringIO()
    human = TerminalHuman("zh", Typist([], limit=3000), out)
    game = _game(ruleset, 3, human, board)
    assert game.over and ">>> 轮到你（5号）" in out.getvalue()


def test_arena_play_human_reads_stdin(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr("sys.stdin", Typist(["nonsense"]))
    rec = tmp_path / "g.json"
    assert main(["play", "--seed", "1", "--human", "5", "--lang", "en", "--record", str(rec)]) == 0
    out = capsys.readouterr().out
    assert "Invalid input" in out and ">>> Your turn (#5)" in out
    last_prompt = out.rindex(">>> Your turn (#5)")
    assert "Game over" in out[last_prompt:] and out.count("Game over") == 1  # no transcript again
    assert main(["replay", str(rec), "--verify"]) == 0
    import json
    assert json.loads(rec.read_text())["agents"][SEAT] == "human"


def test_human_seat_numbers_are_checked():
    assert human_seats("3,7", 24) == [2, 6]
    for bad in ("0", "25", "x", "3,3", ""):
        with pytest.raises(ValueError):
            human_seats(bad, 24)


def test_the_table_shows_the_statuses_a_seat_was_told_of_lately():
    """The seat's table (terminal screen and web page): the dead, the badge, and the statuses
    it was told of (the engine's ``status`` events) in the last two phases it saw."""
    from agents.human import SeatScreen
    from agents.reading import recent_statuses
    from types import SimpleNamespace as E
    events = [E(phase="night 1", kind="status", data={"seat": 3, "status": "a"}),
              E(phase="day 1", kind="speech", data={}),
              E(phase="night 2", kind="status", data={"seat": 4, "status": "b"})]
    assert recent_statuses(events) == {4: ["b"]}
    assert recent_statuses(events, phases=3) == {3: ["a"], 4: ["b"]}
    board = {"players": 12}
    for seed in range(2, 40):       # the first drafted game in which a seat is told a status
        game = play_game("nezha", seed, seat_agents("heuristic", "nezha", 12), board)
        told = next((ev for ev in game.events if ev.kind == "status" and ev.audience), None)
        if told is not None:
            break
    assert told is not None, "no nezha game of seeds 2-39 tells a seat a status"
    seat = told.data["seat"]
    inbox = game.inbox[seat]
    upto = next(k for k, ev in enumerate(inbox) if ev is told) + 1
    screen = SeatScreen(game.ruleset, game.choices, seat, "zh")
    row = screen.table(inbox[:upto], game.n)[seat]
    assert row["you"] and row["statuses"] == [screen.status(told.data["status"])]
    assert row["statuses"][0] != told.data["status"] or not game.ruleset.statuses.kinds
    others = [r for k, r in enumerate(screen.table(inbox[:upto], game.n)) if k != seat]
    assert not any(r["statuses"] for r in others)
