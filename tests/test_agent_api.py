"""The agent API gives a benchmark nothing to cheat with: a seat's seed reveals nothing of the
deal, its events carry no game-wide numbering, and nothing it is handed can change the referee
(the pending decision's legal list, the process-wide speech-act lists, event data, decision
info).  Each test plays the attack an agent could try."""

from __future__ import annotations

import json
import random

import pytest

import rulesets
from agents.base import SeatView, seat_seed
from agents.random_agent import RandomAgent
from arena.play.match import play_game
from arena.storage import Store
from arena.tournaments import tournament
from arena.tournaments.config import from_dict


class DealReader:
    """Tries to rebuild the deal from the seed ``reset`` hands it: as the game seed itself, and
    by searching small game seeds through the public seat-seed derivation (empty key).
    Counts, per game, whether the rebuilt deal gives its own seat its real card."""

    name = "deal-reader"
    hits: list[bool] = []
    SEARCH = 300

    def __init__(self) -> None:
        self.rng = random.Random(0)

    def reset(self, seat: int, seed: int) -> None:
        self.seat, self.seed, self.checked = seat, seed, False
        self.rng.seed(seed)

    def _rebuilt(self, ruleset) -> list[str]:
        guesses = [self.seed] + [s for s in range(self.SEARCH)
                                 if seat_seed(s, self.seat) == self.seed]
        return [s.role.id for s in ruleset.new_game(guesses[-1]).seats]

    def act(self, view: SeatView) -> int:
        if not self.checked:
            mine = next(e.data["role"] for e in view.events if e.kind == "role")
            DealReader.hits.append(self._rebuilt(view.ruleset)[self.seat] == mine)
            self.checked = True
        legal = view.decision.legal
        return legal[self.rng.randrange(len(legal))]


def test_a_seat_seed_reveals_nothing_of_the_deal(tmp_path):
    """72 seats of 3 tournament games: with the game seed (before) every card was rebuilt; now
    no better than a guess from the card frequencies (about 1 in 6 for seal)."""
    DealReader.hits = []
    cfg = from_dict({"agents": [{"name": "reader", "spec": "py:tests.test_agent_api:DealReader"}],
                     "games": 3, "seed": 1})
    tournament.run(cfg, tmp_path / "run", workers=0, show_progress=False)
    assert len(DealReader.hits) == 72
    assert sum(DealReader.hits) / 72 < 0.4, sum(DealReader.hits)
    with Store(tmp_path / "run", read_only=True) as store:  # the run's secret, kept for resumes
        assert len(store.get_meta("agent_key") or "") == 32


def test_seat_seeds_are_per_seat_and_depend_on_the_key():
    seeds = {seat_seed(7, s, "k") for s in range(24)}
    assert len(seeds) == 24 and 7 not in seeds
    assert seat_seed(7, 3, "k") == seat_seed(7, 3, "k") != seat_seed(7, 3, "other")


class Recorder:
    """Keeps every view it is handed."""

    name = "recorder"

    def __init__(self) -> None:
        self.views: list[SeatView] = []
        self.rng = random.Random(0)

    def reset(self, seat: int, seed: int) -> None:
        self.rng.seed(seed)

    def act(self, view: SeatView) -> int:
        self.views.append(view)
        return view.decision.legal[self.rng.randrange(len(view.decision.legal))]


def test_events_are_numbered_per_seat_only():
    """Nothing a seat is handed carries the game-wide event index, whose gaps counted the
    events it did not see (the number of living wolves, say)."""
    agents = [Recorder() for _ in range(24)]
    game = play_game("seal", 3, agents)
    for seat, agent in enumerate(agents):
        view = agent.views[-1]
        inbox = game.inbox[seat][:len(view.events)]
        assert [(e.phase, e.kind, e.audience, json.dumps(e.data)) for e in view.events] == \
            [(e.phase, e.kind, e.audience, json.dumps(e.data)) for e in inbox]
        for e in view.events:
            assert not any(isinstance(v, int) and not isinstance(v, bool) for v in e[:2] + e[4:])
            assert not isinstance(getattr(e, "index", None), int)


class Meddler:
    """Tries every way of changing the referee through its views, then answers off-list."""

    name = "meddler"
    errors: list[str] = []

    def reset(self, seat: int, seed: int) -> None:
        pass

    def act(self, view: SeatView) -> int:
        d = view.decision
        for attempt in (lambda: d.legal.append(9999),                       # type: ignore[attr-defined]
                        lambda: view.choices.speech_acts([0, 1]).append(9999),  # type: ignore[attr-defined]
                        lambda: d.info.__setitem__("victim", 0),
                        lambda: view.events[-1].data.__setitem__("seat", 0),
                        lambda: view.events[-1].data.clear()):
            try:
                attempt()
            except (AttributeError, TypeError) as exc:
                Meddler.errors.append(type(exc).__name__)
        return 9999


def _clean_game() -> dict:
    return play_game("seal", 5, [RandomAgent() for _ in range(24)]).record()


def test_views_are_read_only_and_legality_is_the_engines():
    Meddler.errors = []
    before = _clean_game()
    agents = [Meddler() if s == 0 else RandomAgent() for s in range(24)]
    game = play_game("seal", 4, agents)
    mine = [c for (seat, _k, c) in game.decisions if seat == 0]
    assert mine and 9999 not in mine                        # never accepted
    assert all(f["given"] == 9999 for f in game.fallbacks if f["seat"] == 0)
    assert len([f for f in game.fallbacks if f["seat"] == 0]) == len(mine)
    assert len(Meddler.errors) == 5 * len(mine)             # every attempt refused
    assert _clean_game() == before                          # no process-wide cache polluted
    table = rulesets.get("seal").choice_table(24)
    assert 9999 not in table.speech_acts(range(1, 24))


def test_the_referees_own_list_decides_legality():
    """Even a view changed by force leaves the engine's list as it was."""
    g = rulesets.get("seal").new_game(2)
    d = g.pending
    view = SeatView.of(d, g.n, g.inbox[d.seat], g.choices, g.ruleset)
    assert view.decision is not d and isinstance(view.decision.legal, tuple)
    with pytest.raises(AttributeError):
        view.decision.legal.append(12345)  # type: ignore[attr-defined]
    assert 12345 not in d.legal


def test_arena_play_seeds_agents_from_a_secret_key_it_prints(capsys):
    from arena.cli import main
    argv = ["play", "--ruleset", "seal", "--seed", "3", "--agents", "random", "--lang", "en"]
    assert main(argv) == 0
    out = capsys.readouterr()
    key = out.err.split("--agent-key ")[1].split()[0]
    assert main(argv + ["--agent-key", key]) == 0
    assert capsys.readouterr().out == out.out          # the printed key repeats the game
