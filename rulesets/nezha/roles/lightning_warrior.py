"""其他身份 19，闪电战士⑦ (line 310)

轰雷斩[强制]—闪电战士的放逐投票的目标将会在投票结束后获得[流血]状态，若放逐投票目标的[实际阵营]属于狼人阵营，
[实际身份]没有[狼]字，再额外获得[流血]状态。

Applied at 黄昏1 (统计最高票，随后统计二次流血), for each exile ballot of the day (ruling N85).
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from .. import rewrite
from ..common import wolf_without_wolf
from ..statuses import give

THUNDER_SLASH = SkillSpec("thunder_slash", "轰雷斩", "轟雷斬", "Thunder slash", "黄昏",
                          "The warrior's exile vote gives its target [流血] (twice for a wolf "
                          "without 狼 in its name).", ("强制",))
ROLE = RoleSpec("lightning_warrior", "闪电战士", "閃電戰士", "Lightning Warrior", camp="village",
                skills=(THUNDER_SLASH,), line=310, strength=7)


def after_vote(g: Game, ballots: dict[int, int | None]) -> None:
    """投票结束后: each living 闪电战士's exile vote gives its target [流血] (twice for a wolf
    without 狼 in its name)."""
    for me, _ in g.holders(THUNDER_SLASH.id):
        t = ballots.get(me)
        if t is None or not g.can_use(me, THUNDER_SLASH.id):
            continue
        with rewrite.settling(g, me, THUNDER_SLASH.id):     # 轰雷斩's own effect (N360)
            give(g, t, "bleed", me)
            if wolf_without_wolf(g, t, me):
                give(g, t, "bleed", me)
