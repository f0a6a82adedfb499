"""杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定 — the demons' shared kill
(小恶魔 line 536, 方古 557, 亡骨魔 562, 诺-达鲺 569, 涡流 573, 堤丰之首 579, 卡扎力 583, 痢蛭 589,
混沌 610, 姑获鸟 616, 珀 551): every demon's kill is its own ability (its own step in the order)
made by :func:`kill_ability` and run by :func:`kill_step`; what a demon adds happens after.
"""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, Ability, ability
from ..common import everyone, table, works
from ..deaths import judge, judgement

#: after the judgement: (game, demon, instance, target, died)
After = Callable[[Game, int, SkillInstance, int, bool], None]


def kill_ability(prefix: str, en: str = "Kill") -> Ability:
    """A demon's own 杀害 ability (its own id, hence its own step)."""
    return ability(f"{prefix}_kill", "杀害", en, "夜晚*",
                   "Each night*, choose a player: a death judgement.", (CHOOSES,),
                   aim="player", does="kill")


def strike(g: Game, me: int, target: int, cause: str = "demon") -> bool:
    """A demon's death judgement on ``target`` (its ability: [庇护] stops it)."""
    return judge(g, target, me, cause, demon=True)


def strike_who(g: Game, me: int, target: int, cause: str = "demon") -> Optional[int]:
    """A demon's death judgement on ``target``; the seat that died of it (the 镇长 may have passed
    it on), or ``None``."""
    return judgement(g, target, me, cause, demon=True)


def kill_step(sid: str, after: Optional[After] = None, before: Optional[Callable] = None):
    """The step of a demon's kill: choose a player; a death judgement if the ability works."""
    def step(g: Game, me: int, inst: SkillInstance):
        t = yield from ask.player(g, me, sid, everyone(g), inst=inst)
        if t is None:
            return
        table(g).kills[me] = t
        if not works(g, me, inst):
            return
        if before is not None and before(g, me, inst, t):
            return
        died = strike(g, me, t)
        if after is not None:
            after(g, me, inst, t, died)
    return step
