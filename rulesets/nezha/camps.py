"""阵营转变 (lines 128-135) for the roles that join another's camp: 粉丝, 巫妖匣, 影子, 聂小倩,
暗恋者, 复仇者 (不定阵营, lines 811-849).

游戏过程中可能会发生角色阵营的转变，当发生阵营转变时，被转变者会得到通知：你的阵营转变为xx阵营。 (line 134)
实际阵营：决定该角色的所属阵营以及胜利方式，若有效果改变实际阵营，则所属阵营以及胜利方式也会一同改变，同时获得
通知：你的阵营转变为xx阵营。 (line 125)

A role that 加入…阵营并跟随变动 follows its leader (``Seat.follows``): when the leader's camp
changes, the engine moves it too; here every seat so moved is told (line 134), unless its own
text says it is not (复仇者: 不得知加入了什么阵营, ``table(g).camp_untold``).  Ruling N241.
"""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import Game, SkillInstance

from .common import VILLAGE, WOLF, pool, table
from .skills import choose


def move(g: Game, seat: int, camp: str) -> bool:
    """``seat`` joins ``camp`` (its win too); it and every seat that follows it and moves with it
    is told 你的阵营转变为xx阵营, except a seat whose text keeps it untold; a seat that opposes
    one that moved goes to the new opposite camp.  Returns whether ``seat`` moved."""
    before = {s.index: s.camp for s in g.seats}
    moved = g.change_camp(seat, camp, None)
    state = table(g)
    for s in g.seats:
        if s.camp != before[s.index] and s.index not in state.camp_untold:
            g.tell(s.index, "camp", camp=s.camp)
    for me, enemy in list(state.opposes.items()):
        # not when the avenger itself moved: an enemy that follows it (a 粉丝 of it) moves with
        # it, and opposing that move again would never end (ruling N250)
        if me != seat and g.seats[enemy].camp != before[enemy]:
            oppose(g, me, enemy)
    return moved


def opposite(g: Game, camp: str) -> str:
    """仇人对立的阵营: 村民 <-> 狼人; for a third party or 不定, 从狼或好人随机选一 (the storyteller)."""
    if camp == VILLAGE:
        return WOLF
    if camp == WOLF:
        return VILLAGE
    return g.story.pick([VILLAGE, WOLF], "复仇者 camp")


def oppose(g: Game, seat: int, enemy: int) -> None:
    """``seat`` 加入``enemy``对立的阵营并跟随变动: the opposite camp now and after each move of the
    enemy's camp (``table(g).opposes``)."""
    table(g).opposes[seat] = enemy
    move(g, seat, opposite(g, g.seats[enemy].camp))


def follow(g: Game, seat: int, leader: int) -> None:
    """``seat`` 加入``leader``所在的阵营并跟随变动: it follows ``leader``'s camp from now on."""
    g.seats[seat].follows = leader
    move(g, seat, g.seats[leader].camp)


def choose_leader(g: Game, me: int, inst: SkillInstance, kind: str):
    """A forced [开局] pick of another role (any, 选择一名角色) that ``me`` joins and follows
    (追随, 同命, 附身, 鬼情); returns the seat (``None``: nobody answers for ``me``)."""
    t: Optional[int] = yield from choose(g, me, inst, kind, pool(g, but=me), optional=False)
    if t is not None:
        follow(g, me, t)
    return t


def lifeline(g: Game, seat: int, anchor: int, bond: str) -> None:
    """``seat`` holds a permanent [不死] that lasts while ``anchor`` stays in, and the ``bond``
    status (sourced by ``anchor``) by which its chain deals [致死伤害] when ``anchor`` goes out
    (粉丝连带, 巫妖匣连带: ``damage.CHAINS``)."""
    from .statuses import give
    give(g, seat, bond, anchor)
    give(g, seat, "undying", anchor)


def leader_pick(skill: str, told: str,
                then: Optional[Callable[[Game, int, int], None]] = None):
    """The two functions of a forced [开局] pick of a leader (追随, 同命, 附身, 鬼情): ``opening(g)``
    asks every holder in seat order, ``pick(g, me, inst)`` asks one (also when the skill is taken
    refreshed, line 117).  The pick is kept in ``inst.data[told]`` and told to the picker (event
    ``told``); ``then(g, me, leader)`` adds the card's own effect."""
    def pick(g: Game, me: int, inst: SkillInstance):
        """One holder's pick: join and follow the leader, told."""
        t = yield from choose_leader(g, me, inst, skill)
        if t is not None:
            inst.data[told] = t
            g.tell(me, told, **{told: t})
            if then is not None:
                then(g, me, t)

    def opening(g: Game):
        """The pick at 开局, for every holder, in seat order."""
        for me, inst in g.holders(skill):
            yield from pick(g, me, inst)
    return opening, pick
