"""镇民 17. 驱魔人 (line 78)

驱魔[夜晚*]<指定>：选择目标：一名不拥有[被驱魔]标记的角色；结算效果：使该角色获得[被驱魔]标记，持续至下下个黎明；如果
该角色的身份是恶魔，则使其获得[沉默]状态，持续至下一个黎明，并使该角色获得信息：驱魔人的角色。（角色）
[沉默]：在该状态下，角色会得知，无法发动非<被动>原始技能。
相克：如果驱魔人选中了牙噶巴卜，那么牙噶巴卜的技能在当晚无法造成死亡。

Any player without this 驱魔人's [被驱魔] (a marker only matters to the ability that made it,
line 9), itself and the dead included: so never the same player two nights running.  The marker is
placed even while the 驱魔人 is drunk or poisoned (产生标记的效果不会受到[醉酒][中毒]等其他原因影响); the
[沉默] and the demon's information only while its ability works (ruling CT-exorcist).  "身份是恶魔"
is read as the player registers to the 驱魔人 (C10: a 陌客 may, 小怪宝's babysitter does).  [沉默]
stops the night steps of the holder's non-<被动> original abilities (:func:`silenced`; 原始技能,
line 76: not the abilities gained later); the 牙噶巴卜's 伤人 is <被动>, hence the jinx.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import everyone, works
from ..info import learn, reads_as
from ..statuses import marker, next_dawn, placed

EXORCISE = ability("exorcist_choose", "驱魔", "Exorcise", "夜晚*",
                   "Each night*, choose a player (not the last one): a demon is silenced tonight "
                   "and learns who you are.", (CHOOSES,), aim="player", does="other")
ROLE = character("exorcist", "驱魔人", "Exorcist", "townsfolk", (EXORCISE,), line=78, number=17)


def exorcise(g: Game, me: int, inst: SkillInstance):
    """驱魔: a player without my [被驱魔]; marked to the dawn after next; a demon is silenced until
    dawn and learns which player I am."""
    marked = {seat for seat, _ in placed(g, "exorcised", me, held=True)}
    t = yield from ask.player(g, me, EXORCISE.id, [s for s in everyone(g) if s not in marked],
                              inst=inst)
    if t is None:
        return
    working = works(g, me, inst)
    marker(g, t, "exorcised", me, EXORCISE.id, until=next_dawn(g, 2),
           data={"night": g.night, "works": working})
    if working and reads_as(g, t, me, "demon"):
        g.add_status(t, "silenced", me, until=next_dawn(g), skill=EXORCISE.id)
        learn(g, t, EXORCISE.id, "player", [me], [s for s in range(g.n) if s != t])


def chosen_tonight(g: Game, seat: int) -> bool:
    """Did a working 驱魔人 choose ``seat`` tonight (the 牙噶巴卜 jinx)?"""
    s = g.seats[seat]
    return any(st.name == "exorcised" and isinstance(st.data, dict) and
               st.data.get("night") == g.night and st.data.get("works")
               for st in (*s.statuses.items, *s.statuses.held))


def silenced(g: Game, seat: int, skill: str) -> bool:
    """[沉默]: the seat may not use ``skill`` now if it is one of its non-<被动> original abilities."""
    s = g.seats[seat]
    if "silenced" not in s.statuses or PASSIVE in g.ruleset.skill_flags(skill):
        return False
    inst = s.skill(skill)
    return inst is not None and inst.identity


NIGHT = {EXORCISE.id: exorcise}
NIGHT_GATES = (silenced,)
