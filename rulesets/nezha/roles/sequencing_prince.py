"""其他身份 11，定序王子⑥ (line 265)

重定时间[黄昏][翻牌][指定]——选择范围：所有当天[正午]或[黄昏]阶段之中出局的角色，若自己在这些时段出局则只能
在下一个可发动技能的时点，选择自己自救，允许不选择目标直接结算。
结算效果：结算目标在[黄昏]阶段结束后复活，所有状态按出局时为准。
无论是否存在结算目标，结算是否成功，发动该技能后，下一个[正午]阶段额外进行一次投票并公示。

Used at 黄昏2 (its place in the order); a prince out today uses it on itself then.  The option
``reorder_none`` uses it without a target.  Like every [翻牌] skill, not once the card is public.
"""

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillSpec

from ..common import SENT_OFF, table
from ..skills import can_flip, flip, used

REORDER = SkillSpec("reorder", "重定时间", "重定時間", "Reorder time", "黄昏",
                    "Flip: a role out today at 正午/黄昏 (only itself if the prince is) comes back "
                    "after 黄昏; the next 正午 has an extra vote.", ("指定", "翻牌"))
ROLE = RoleSpec("sequencing_prince", "定序王子", "定序王子", "Sequencing Prince", camp="village",
                skills=(REORDER,), line=265, strength=6)
NONE = "reorder_none"


def reorder(g: Game):
    """黄昏2: every holder alive, or out today (on itself)."""
    state = table(g)
    today = [s for s in state.day.outs if not g.seats[s].alive]
    for me, inst in g.holders(REORDER.id, living=False):
        seat = g.seats[me]
        if not (seat.alive or me in today) or not can_flip(g, me) or not g.can_use(me, REORDER.id) \
                or seat.death_cause == SENT_OFF and not seat.alive:     # 红牌: no skill (N119)
            continue
        pool = [me] if me in today else today
        legal = [PASS, g.choices.option(NONE), *g.choices.targets(pool)]
        c = yield Decision(me, REORDER.id, legal, PASS, {"candidates": pool})
        if c == PASS:
            continue
        flip(g, me)
        used(g, me, REORDER.id)
        state.extra_votes += 1
        if g.choices.is_target(c):
            state.revive_after_dusk.append(g.choices.seat_of(c))
