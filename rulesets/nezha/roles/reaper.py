"""【狼人阵营】14，死神[群内]⑧ (line 537)

追魂[凌晨]<强制>——若[群内]当晚结算的杀人目标未出局，死神对该角色施加[流血]状态。
收割[深夜][指定][2]——选择范围：1名持有流血状态的角色。  结算效果：对结算目标赋予[流血]状态
PS：因为会知晓选择范围的原因，死神每次可发动收割时，都会得知当前哪些角色流血

未出局 is judged on the tally as it stands at 凌晨2 (ruling N23); a second [流血] from 追魂 settles
in its own last slot (死神追魂).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..damage import projected
from ..skills import repeated
from ..statuses import give, has

CHASE = SkillSpec("soul_chase", "追魂", "追魂", "Soul chase", "凌晨",
                  "If the pack's kill target tonight will not go out, it starts to bleed.",
                  ("强制",))
HARVEST = SkillSpec("harvest", "收割", "收割", "Harvest", "深夜",
                    "A bleeding role bleeds again (a second [流血] is [致死伤害]).",
                    ("指定", "[2]"))
ROLE = RoleSpec("reaper", "死神", "死神", "Reaper", camp="wolf", checks_as_wolf=True, knife=True,
                skills=(CHASE, HARVEST), line=537, strength=8, tags=("群内",))


def harvest(g: Game, me: int, inst: SkillInstance):
    """收割[2]: used again in the same 深夜 while a charge is left (line 89, ruling N390); the
    reaper learns who bleeds each time it may use it."""
    def bleeding() -> list[int]:
        return [s for s in pool(g) if has(g, s, "bleed")]
    yield from repeated(g, me, inst, HARVEST, bleeding, lambda t, _: give(g, t, "bleed", me),
                        lambda: {"bleeding": bleeding()})


def soul_chase(g: Game, me: int, inst: SkillInstance) -> None:
    """Every 结算目标 of the pack's kills tonight (two with 时波增幅 on the pack) that will not go
    out (ruling N392)."""
    dying = projected(g)
    for target in dict.fromkeys(table(g).night.pack_targets):
        if target not in dying:
            give(g, target, "bleed", me, bleed_slot="soul_chase")
