"""其他身份 27，剑士⑨ (line 363)

剑痕[深夜]——自己未发动[蓄力斩]的游戏日夜晚，剑士可以让导演明天公布不超过50字的任意内容（可以模仿技能公示如
[熊咆哮了]）
防反[指定][午夜]——选择范围：任意1名角色。
结算效果：若结算成功，则本次夜晚剑士受到第一次可以直接造成[指杀][穿透][致死伤害]的[指定]技能时，让结算目标承担
此技能，然后失去[防反]技能并通知剑士。
蓄力斩[深夜][指定]——选择目标：游戏日夜晚，可选任意1名角色。
结算效果：结算目标获得[流血]状态。

剑痕's message is a speech act (with free text) or the bear's roar, published at the next opening
as an ordinary notice (indistinguishable from the real one, ruling N76).
"""

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillInstance, SkillSpec
from rulesets.engine.decisions import speech_acts

from ..common import pool, table
from ..skills import choose, used
from ..statuses import give
from ..targeting import aim, aim_one

SCAR = SkillSpec("scar", "剑痕", "劍痕", "Sword scar", "深夜",
                 "On a night without 蓄力斩: any message published tomorrow (a roar too).")
COUNTER = SkillSpec("counter", "防反", "防反", "Counter", "午夜",
                    "Tonight the first harmful [指定] skill on the swordsman hits this role "
                    "instead; then 防反 is lost.", ("指定",))
CHARGE = SkillSpec("charge_slash", "蓄力斩", "蓄力斬", "Charged slash", "深夜",
                   "A role starts to bleed ([流血]).", ("指定",))
ROLE = RoleSpec("swordsman", "剑士", "劍士", "Swordsman", camp="village",
                skills=(SCAR, COUNTER, CHARGE), line=363, strength=9)
ROAR = "scar_roar"


def counter(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, COUNTER.id, pool(g, but=me))
    if t is None:
        return
    final = aim_one(g, me, COUNTER.id, t)
    if final is not None:
        table(g).night.counters[me] = final


def charge(g: Game, me: int, inst: SkillInstance):
    t = yield from choose(g, me, inst, CHARGE.id, pool(g))
    inst.data["slashed"] = g.night if t is not None else None
    if t is None:
        return
    for final in aim(g, me, CHARGE.id, t):
        give(g, final, "bleed", me)


def scar(g: Game, me: int, inst: SkillInstance):
    """剑痕 comes after 蓄力斩 in 深夜2: not on a night it slashed."""
    charge_inst = g.seats[me].skill(CHARGE.id)
    if charge_inst is not None and charge_inst.data.get("slashed") == g.night:
        return
    legal = [PASS, g.choices.option(ROAR), *speech_acts(g, me)[1:]]
    c = yield Decision(me, SCAR.id, legal, PASS, {"max_chars": 50})
    if c == PASS:
        return
    used(g, me, SCAR.id)
    notices = table(g).notices
    if c == g.choices.option(ROAR):
        notices.append({"kind": "roar"})
    else:
        text = g.take_text()
        notices.append({"kind": "notice", "act": c, **({"text": text} if text else {})})
