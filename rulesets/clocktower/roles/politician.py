"""外来者 16. 政客 (line 392)

操弄<被动><无视死亡>：游戏结束时，如果政客所在的阵营落败，且政客在该阵营的落败中负最大责任，则政客转变阵营并胜利。

Judged as the game ends (ruling CT-politician-end), alive or dead (<无视死亡>), only when a camp has
won (a draw at ``max_days`` has no losing camp) and the 政客's ability works (drunk or poisoned:
nothing).  "负最大责任" is the storyteller's judgement (a recorded ``politician most responsible``
call, as line 5 hands unclear cases to the storyteller); the call is given the record it judges
from (ruling CT-politician-blame): each member of the losing camp is charged one point for every
nomination it made and every "yes" it cast on a player of its own camp who was executed that day,
or on the player whose execution ended the game; the ``fair`` storyteller finds the 政客 most responsible when its points are the highest of its
camp, alone, and above zero.  Then it turns to the winning camp (told) and wins with it; a turn
to evil that 圣洁之魂 forbids (a fifth evil player, C55) fails, and it loses (CT-politician-ivory).
"""

from __future__ import annotations

from rulesets.engine import Game

from ..alignment import turn
from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import table, works

SWAY = ability("politician_sway", "操弄", "Sway", "",
               "When the game ends, if your team lost and you were most responsible, you "
               "switch team and win.", (PASSIVE, DEATHLESS), does="change_alignment")
ROLE = character("politician", "政客", "Politician", "outsider", (SWAY,), line=392, number=16)


def blame(g: Game, camp: str) -> dict[int, int]:
    """Each member of ``camp``: its nominations and "yes" votes that helped execute a player of
    ``camp`` (the camps as they are at the end), or the player whose execution ended the game
    (a game ending by day on a day with an execution: the 哥布林's)."""
    points = {s.index: 0 for s in g.seats if s.camp == camp}
    days = table(g).days
    for day in days:
        final = day is days[-1] and g.phase.startswith("day") and bool(day.executions)
        for nom in day.nominations:
            if nom.nominee not in day.executions:
                continue
            if g.seats[nom.nominee].camp != camp and not (final and nom.nominee == day.executions[-1]):
                continue
            for seat in (nom.nominator, *nom.yes):
                if seat in points:
                    points[seat] += 1
    return points


def game_over(g: Game, winner: str | None) -> None:
    """操弄: the 政客 of the losing camp most responsible for its loss turns and wins."""
    if winner is None:
        return
    for me, inst in g.holders(SWAY.id, living=False):
        camp = g.seats[me].camp
        if camp == winner or not works(g, me, inst):
            continue
        points = blame(g, camp)
        if g.story.decide("politician most responsible", [False, True],
                          {"seat": me, "points": points[me],
                           "most_of_the_rest": max((v for s, v in points.items() if s != me),
                                                   default=0)}):
            turn(g, me, winner, "政客[操弄]")


GAME_OVER = (game_over,)
