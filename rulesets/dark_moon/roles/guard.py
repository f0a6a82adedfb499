"""【村民阵营】4. 守卫 (line 133)

守护之盾[深夜][指定] —— 选择范围：任意一名角色，每名角色只能被选择一次。
结算效果：令结算目标获得状态[守护]，持续至夜晚结束。
暗月强化[深夜] —— 选择至多两项，不能连续两晚选择相同的选项：（1）当晚<守护之盾>的选择目标视为未被选择过；
（2）当晚<守护之盾>的结算效果改为赋予状态[不死]。

Ruling D18: "each role once" is per game and on the chosen target; the boost is asked after the
shield target, as ``renew`` (1), ``undying`` (2) or ``both``, never repeating last night's.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_target
from rulesets.engine.roles import PROTECTION

from ..common import final

SHIELD = SkillSpec("shield", "守护之盾", "守護之盾", "Shield", "深夜",
                   "Any role gains [守护] until the night ends; each role can be chosen once.",
                   ("指定",), intent=PROTECTION)
BOOST = SkillSpec("guard_boost", "暗月强化", "暗月強化", "Dark-moon boost (Guard)", "深夜",
                  "Up to two options, never one chosen last night: (1) tonight's target counts as "
                  "never chosen; (2) tonight's shield gives [不死].", ("暗月强化",))
ROLE = RoleSpec("guard", "守卫", "守衛", "Guard", camp="village", side="god",
                skills=(SHIELD, BOOST), line=133)

#: boost answers -> the options they pick
COMBOS = {"renew": {1}, "undying": {2}, "both": {1, 2}}


def shield(g: Game, me: int, inst: SkillInstance):
    chosen = inst.data.setdefault("chosen", set())
    pool = [s for s in g.living() if s not in chosen]
    t = yield from ask_target(g, me, SHIELD.id, pool)
    if t is None:
        return
    picked: set[int] = set()
    boost = g.seats[me].skill(BOOST.id)
    if boost is not None:
        night_no, last = boost.data.get("last", (0, set()))
        barred = last if night_no == g.night - 1 else set()
        combos = [c for c, opts in COMBOS.items() if not opts & barred]
        c = yield from ask_option(g, me, BOOST.id, combos)
        picked = COMBOS[c] if c else set()
        boost.data["last"] = (g.night, picked)
    if 1 not in picked:
        chosen.add(t)
    status = "undying" if 2 in picked else "guard"
    g.add_status(final(g, SHIELD.id, me, t), status, me, until="night_end")
