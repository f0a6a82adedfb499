"""【狼人阵营】17，霸王狼[群内]⑧ (line 561)

霸王[翻牌][强制]——开局阶段过后，霸王狼将翻牌，并永久获得[秩序][不死]状态，持续到除了持有[霸王]技能的角色，不存在其他
狼人阵营的角色为止。

The flip happens once 开局 is over (ruling N20); the two statuses come with the flip and last
while any other living wolf-camp role remains.  A role that takes 霸王 refreshed decides it at once
(line 117, ruling N121): it flips and gains them if its own card is still face down, else 霸王
cannot be used (若[实际身份]已经公开则无法发动, line 90) and gives nothing.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import WOLF, counted, table
from ..passives import Passive
from ..skills import can_flip, flip

OVERLORD = SkillSpec("overlord", "霸王", "霸王", "Overlord", "开局",
                     "Flips after 开局; [秩序][不死] while another wolf-camp role lives.",
                     ("翻牌", "强制"))
ROLE = RoleSpec("overlord_wolf", "霸王狼", "霸王狼", "Overlord Wolf", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(OVERLORD,), line=561, strength=8,
                tags=("群内",))


def others_remain(g: Game, seat: int) -> bool:
    """The holder flipped by 霸王, and another living wolf-camp role without 霸王 remains."""
    return seat in table(g).overlords and \
        any(s.alive and s.camp == WOLF and counted(g, s.index) and s.skill(OVERLORD.id) is None
            for s in g.seats)


PASSIVE = Passive(OVERLORD.id, (("order", None), ("undying", None)), others_remain)


def reveal(g: Game) -> None:
    """开局阶段过后，霸王狼将翻牌."""
    for s, inst in g.holders(OVERLORD.id):
        overlord(g, s, inst)


def overlord(g: Game, me: int, inst: SkillInstance) -> None:
    """霸王 for ``me``: it flips, if it may use the skill and its card is face down."""
    if g.can_use(me, OVERLORD.id) and can_flip(g, me):
        flip(g, me)
        table(g).overlords.add(me)


def take(g: Game, me: int, inst: SkillInstance):
    """霸王 taken refreshed (line 117): decided at once, as after 开局."""
    overlord(g, me, inst)
    return
    yield
