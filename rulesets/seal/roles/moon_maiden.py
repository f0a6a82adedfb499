"""1.月女 (line 107)

每晚可以封印一名其他存活玩家，被封印者當晚特殊技能失效，若為狼人陣營玩家被封印，則當晚集體狼刀失效；
不能連續兩晚封印同一名玩家。首夜可以額外封印一名其他存活玩家。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.roles import CONTROL

from ..common import is_wolf, table

SEAL = SkillSpec("seal", "封印", "封印", "Seal", "夜間(4)",
                 "Seal another living player: its special skills fail tonight; sealing a wolf "
                 "voids tonight's knife. Not the same player two nights running. Night 1: two seals.",
                 ("其他存活", "不能連續兩晚"), intent=CONTROL)
ROLE = RoleSpec("moon_maiden", "月女", "月女", "Moon Maiden", camp="good", side="god",
                skills=(SEAL,), line=107)


def seal(g: Game, me: int, inst: SkillInstance):
    barred = inst.barred(g.night)
    sealed: list[int] = []
    for _ in range(2 if g.night == 1 else 1):  # 首夜可以額外封印一名
        pool = [c for c in g.living(but=me) if c not in barred and c not in sealed]
        t = yield from ask_target(g, me, "seal", pool)
        if t is None:
            break
        sealed.append(t)
        apply_seal(g, t)
    inst.chose(g.night, sealed)


def apply_seal(g: Game, target: int) -> None:
    g.add_status(target, "sealed", until="night_end")
    g.tell(target, "disabled", by="seal")
    if is_wolf(g, target):
        table(g).night.knife_void = True  # 若為狼人陣營玩家被封印，則當晚集體狼刀失效
