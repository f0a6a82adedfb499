"""【狼人阵营】10，黑蝙蝠[群内]⑧ (line 516)

庇护[午夜][指定]——选择范围：任意一名角色，不能连续两天选择同一个角色。
结算效果：结算目标获得[坚韧]，持续至当晚结束。
反弹[凌晨][强制][指定][限定]——选择范围：第一个对自己发动的[庇护]结算目标实行[指杀][穿透]的角色。
结算效果：对结算目标造成[穿透]。
PS：由于会得知选择范围的原因，黑蝙蝠会得知谁第一个对自己的庇护目标进行了攻击。

The first attacker, whatever its camp: the text has no exception, so a pack kill on the
sheltered role is bounced onto the kill's source, a random [群内] member (ruling N65, amended);
反弹 is forced, so it fires whenever there is one.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..damage import hurt
from ..skills import choose, not_twice, ready, spend
from ..statuses import give
from ..targeting import aim, aim_one

SHELTER = SkillSpec("bat_shelter", "庇护", "庇護", "Bat's shelter", "午夜",
                    "A role is [坚韧] tonight; not the same role two nights running.", ("指定",))
REBOUND = SkillSpec("rebound", "反弹", "反彈", "Rebound", "凌晨",
                    "The first role that dealt [指杀]/[穿透] to the sheltered role takes [穿透].",
                    ("强制", "指定", "限定", "伤害"))
ROLE = RoleSpec("black_bat", "黑蝙蝠", "黑蝙蝠", "Black Bat", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(SHELTER, REBOUND), line=516, strength=8, tags=("群内",))


def shelter(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, SHELTER.id, not_twice(inst, g.night, pool(g)))
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    final = aim_one(g, me, SHELTER.id, t)
    if final is not None:
        give(g, final, "tough", me, until="night_end")
        table(g).night.bat_guard[me] = final


def rebound(g: Game, me: int, inst: SkillInstance) -> None:
    protected = table(g).night.bat_guard.get(me)
    if protected is None or not ready(inst):
        return
    for source, damage in table(g).night.damaged.get(protected, ()):
        if source is None or damage not in ("kill", "pierce"):   # whatever its camp (N65)
            continue
        g.result(me, REBOUND.id, None, True, seats=[source])
        spend(inst)
        for final in aim(g, me, REBOUND.id, source):   # a [指定] skill: through the chain
            hurt(g, me, final, "pierce", "bat_rebound")
        return
