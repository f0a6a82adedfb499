"""Sequential stopping: which intervals a playtest watches and which arms still need games.

The watched intervals are the ones the verdicts stand on: every camp's win rate on every board
played as designed (the board, and the ``--against`` board), every role's impact (its camp's
win rate with the role minus without it) and, with ``--against``, every camp's difference
between the two boards.  An arm gets more games while it has fewer than ``min_games`` or one of
its watched intervals is wider than ``precision`` and it has fewer than ``max_games``.
``--tune`` arms follow the race of :mod:`.tune` instead.  (Stopping when an interval is narrow
enough leaves its coverage close to the nominal 95%; the report says the rule was used.)"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from .arms import Arm
from .measures import camps_of, impact, win_rate, winning_camps
from .options import Options
from .summary import GameSummary


@dataclass(frozen=True)
class Watched:
    """One watched interval: what it is, its width and the arms it depends on."""

    label: str
    width: float
    arms: tuple[str, ...]


def watched(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]]) -> list[Watched]:
    """Every watched interval right now."""
    out: list[Watched] = []
    board = by_arm.get("board", [])
    for arm in arms:
        games = by_arm.get(arm.key, [])
        rules = arm.rules()
        if arm.kind in ("board", "against"):
            can_win = winning_camps(rules)
            camps = camps_of(games, rules) or list(dict.fromkeys(
                c for c in (rules.names.role(r).camp for r in rules.cards(rules.board_defaults))
                if can_win is None or c in can_win))
            for camp in camps:
                r = win_rate(games, camp)
                out.append(Watched(f"{arm.key}: {camp} win rate", r.high - r.low, (arm.key,)))
                if arm.kind == "against":
                    d = impact(board, games, camp)
                    out.append(Watched(f"board vs against: {camp}", d.width, ("board", arm.key)))
        elif arm.kind == "without":
            camp = rules.names.role(arm.role).camp  # the replaced card is still a card of it
            d = impact(board, games, camp)
            out.append(Watched(f"impact of {arm.role}", d.width, ("board", arm.key)))
    return out


def needs(arms: Sequence[Arm], by_arm: Mapping[str, list[GameSummary]],
          options: Options) -> dict[str, int]:
    """Arm key -> games to add this round (arms absent need none)."""
    batch = options.batch or 20
    count = {a.key: len(by_arm.get(a.key, [])) for a in arms}
    wide = {w for item in watched(arms, by_arm) if item.width > options.precision
            for w in item.arms}
    out = {}
    for a in arms:
        n = count[a.key]
        if n >= options.max_games:
            continue
        if n < options.min_games:
            out[a.key] = min(max(batch, options.min_games - n), options.max_games - n)
        elif a.key in wide:
            out[a.key] = min(batch, options.max_games - n)
    return out
