"""The statistics of the balance report against published values."""

from __future__ import annotations

import pytest

from arena.playtest import balance, measures
from arena.playtest.measures import verdict
from arena.playtest.stats import chi2_sf, difference, homogeneity, spearman
from arena.results.stats import wilson


def test_newcombes_interval_matches_the_published_example():
    # Newcombe (1998), Table II example (g): 56/70 vs 48/80 -> 0.2 [0.0524, 0.3339]
    d = difference(56, 70, 48, 80)
    assert d.delta == pytest.approx(0.2)
    assert (round(d.low, 4), round(d.high, 4)) == (0.0524, 0.3339)
    assert d.significant and d.p_value == pytest.approx(0.00805, abs=1e-4)  # z = 2.65
    same = difference(30, 60, 30, 60)
    assert not same.significant and same.p_value == 1.0


@pytest.mark.parametrize("x,k,p", [(3.2, 2, 0.2018965179946554), (10, 4, 0.04042768199451279),
                                   (0.5, 1, 0.47950012218695337), (25, 3, 1.5440498291101365e-05)])
def test_chi_square_tail(x, k, p):
    assert chi2_sf(x, k) == pytest.approx(p, rel=1e-9)


def test_homogeneity_of_two_boards_outcomes():
    p, dof, _ = homogeneity({"good": 50, "wolf": 50}, {"good": 50, "wolf": 50})
    assert p == pytest.approx(1.0) and dof == 1
    p, _, _ = homogeneity({"good": 80, "wolf": 20}, {"good": 40, "wolf": 60})
    assert p < 1e-6


def test_information_truth_is_a_share_over_games_with_the_spread_between_games():
    """A role told the truth in every game of half the games and never in the others is less
    sure than one told the truth half the time in every game: the report's information share
    is the trust branch's game-clustered rate, not a count of independent results."""
    from arena.playtest.summary import GameSummary
    def games(per_game):
        return [GameSummary(f"board-{i:05d}", "board", "good", "", 3, 0,
                            [("seer", "good", True, None)],
                            results=[(0, "check", k < hits) for k in range(2)])
                for i, hits in enumerate(per_game)]
    even = measures.information(games([1] * 50), "seer", ["check"])
    lumpy = measures.information(games([2] * 25 + [0] * 25), "seer", ["check"])
    assert even.p == lumpy.p == 0.5 and (even.n, even.games) == (100, 50)
    assert lumpy.high - lumpy.low > 1.3 * (even.high - even.low)
    assert balance.ratio_json(lumpy)["results"] == 100 and balance.ratio_json(lumpy)["games"] == 50


def test_spearman():
    c = spearman([1, 2, 3, 4, 5, 6], [2, 1, 4, 3, 6, 5])
    assert c.rho == pytest.approx(0.8285714285714287) and c.low < c.rho < c.high
    assert spearman([1, 2], [2, 1]).rho is None


@pytest.mark.parametrize("k,n,band,word", [(50, 100, (0.3, 0.7), "balanced"),
                                           (90, 100, (0.45, 0.55), "too strong"),
                                           (10, 100, (0.45, 0.55), "too weak"),
                                           (60, 100, (0.45, 0.55), "likely strong"),
                                           (50, 100, (0.45, 0.55), "undecided")])
def test_verdicts(k, n, band, word):
    assert verdict(wilson(k, n), band) == word
