"""其他身份 1，厚皮肉猪⑤ (line 215)

苟活[强制]——肉猪获得仅针对非村民阵营的[不死]状态，同时获得[秩序]状态。肉猪出局后，随机2个存活的村民阵营角色
永久获得[净化]状态。

The two are drawn by the storyteller among living village roles without [秩序] (ruling N46); a
苟活 lost to [遗忘] before the out does not fire (ruling N45).
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import VILLAGE, actual_camp, counted
from ..passives import Passive
from ..statuses import give, has

SURVIVE = SkillSpec("survive", "苟活", "苟活", "Survive", "被动",
                    "[不死] against non-village sources and [秩序]; when the pig goes out, two "
                    "random living village roles gain permanent [净化].", ("强制",))
ROLE = RoleSpec("thick_skinned_pig", "厚皮肉猪", "厚皮肉豬", "Thick-skinned Pig", camp="village",
                skills=(SURVIVE,), line=215, strength=5)
PASSIVE = Passive(SURVIVE.id, (("undying", ("non_village",)), ("order", None)))


def on_out(g: Game, seat: int, cause: str) -> None:
    if not g.can_use(seat, SURVIVE.id):
        return
    # 村民阵营角色 as 苟活 judges them: through 愚面 (ruling N125)
    living = [s.index for s in g.seats if s.alive and actual_camp(g, s.index, seat) == VILLAGE
              and counted(g, s.index) and not has(g, s.index, "order")]
    for _ in range(min(2, len(living))):
        t = g.story.pick_seat(living, "苟活 purified")
        living.remove(t)
        give(g, t, "purify", seat)
