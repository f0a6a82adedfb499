"""其他身份 9，阴阳使者⑥ (line 257)

复活<限定>[凌晨][指定] —— 选择范围：任意尸体尚在的已出局角色。
结算效果：目标在下一个[晨曦]阶段开始时复活，所有状态按出局时为准。
PS：由于选择范围会被知晓的原因，阴阳使者每次可发动技能的时候，都会得知哪些尸体是不是被吃了。

An announced dead role whose corpse no 食尸鬼 ate is in range (the range shows which were eaten);
one that died tonight is not (its out is not known yet).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import corpses, table
from ..skills import choose, ready, spend

REVIVE = SkillSpec("revive", "复活", "復活", "Revive", "凌晨",
                   "A dead role whose corpse remains comes back at the next 晨曦.",
                   ("指定", "限定"))
ROLE = RoleSpec("yin_yang_envoy", "阴阳使者", "陰陽使者", "Yin-Yang Envoy", camp="village",
                skills=(REVIVE,), line=257, strength=6)


def revive(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return
    t = yield from choose(g, me, inst, REVIVE.id, corpses(g))
    if t is None:
        return
    spend(inst)
    table(g).revive_at_dawn.append(t)   # a dead target: no redirection reaches it
