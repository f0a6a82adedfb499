"""其他身份 10，九尾狐⑥ (line 262)

九尾[强制]——九尾狐开局获得X根尾巴（X为开局总人数*0.4，四舍五入），每有任何一名[实际阵营]为[村民阵营]的角色
宣布出局，九尾狐会立刻收到通知损失一根尾巴，当尾巴为0或负数时，九尾狐每个[晨曦]阶段开始都会承受一次[致死伤害]。
九尾狐永久获得[不死]状态（除了自己技能自杀）。

The [不死] is against every source but the fox itself (``other``), so its own tails take it.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import VILLAGE, actual_camp, players, round_half_up
from ..damage import strike
from ..passives import Passive

TAILS = SkillSpec("nine_tails", "九尾", "九尾", "Nine tails", "被动",
                  "round(0.4 N) tails; one lost per village role announced out; with none left "
                  "the fox takes [致死伤害] at every 晨曦. [不死] except from itself.", ("强制",))
ROLE = RoleSpec("nine_tailed_fox", "九尾狐", "九尾狐", "Nine-tailed Fox", camp="village",
                skills=(TAILS,), line=262, strength=6)
PASSIVE = Passive(TAILS.id, (("undying", ("other",)),))


def tails(g: Game, seat: int) -> int:
    inst = g.seats[seat].skill(TAILS.id)
    if inst is None:
        return 0
    return inst.data.setdefault("tails", round_half_up(0.4 * players(g)))


def on_announced(g: Game, seat: int) -> None:
    """宣布出局: every fox loses a tail for a role it judges of the village (愚面 inverts it,
    ruling N116)."""
    for fox, inst in g.holders(TAILS.id):
        if g.can_use(fox, TAILS.id) and actual_camp(g, seat, fox) == VILLAGE:
            inst.data["tails"] = tails(g, fox) - 1
            g.tell(fox, "tail_lost", tails=inst.data["tails"])


def dawn(g: Game):
    """晨曦1: with no tail left, the fox takes [致死伤害] from itself."""
    for fox, inst in g.holders(TAILS.id):
        if g.can_use(fox, TAILS.id) and tails(g, fox) <= 0:
            strike(g, fox, fox, "lethal", "nine_tails")
    return
    yield
