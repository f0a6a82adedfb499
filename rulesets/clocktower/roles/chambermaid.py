"""镇民 16. 侍女 (line 74)

服侍[夜晚]<指定>：选择目标：除侍女外的两名不同存活角色；结算效果：获得信息：这两名角色中，可以发动非<被动>原始技能的角色数量。（数字）
注：原始技能是指列在该角色下的技能，不包含后续获得的技能，也不包括恶魔和爪牙的[互认][敏锐]技能。

A player "can use" an ability it still holds of its own character's printed abilities that has
a timing it can still be used at (ruling CT-chambermaid): [夜晚] / [夜晚*] / [白天] ones, a [首夜]
one only on the first night (or the night it runs late, line 7), never a [配板] one after the
setup, nor an untagged one (醉酒<认知覆盖> is no ability one uses).  Spent <限定> abilities are
gone; a drunk or poisoned player still uses its ability (it fails: line 9), so it counts; a
player in [沉默] (无法发动非<被动>原始技能) does not.  The count reads abilities, not characters:
registration does not change it.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, PASSIVE, ability, character
from ..common import others, real
from ..info import learn

SERVE = ability("chambermaid_info", "服侍", "Serve", "夜晚",
                "Each night, choose two other living players: learn how many of them can use "
                "an ability of their own character.", (CHOOSES,), aim="two_players",
                does="learn_number")
ROLE = character("chambermaid", "侍女", "Chambermaid", "townsfolk", (SERVE,), line=74, number=16)

#: timings an ability can be used at every night or day
USABLE = frozenset({"夜晚", "夜晚*", "白天"})


def can_use(g: Game, seat: int) -> bool:
    """Does ``seat`` hold a non-<被动> ability of its own character that it can still use?"""
    s = g.seats[seat]
    if "silenced" in s.statuses:
        return False
    own = {a.id: a for a in s.role.skills}
    for inst in s.skills:
        spec = own.get(inst.id)
        if spec is None or not real(inst) or PASSIVE in spec.flags:
            continue
        if spec.timing in USABLE:
            return True
        if spec.timing == "首夜" and (g.night <= 1 or inst.data.get("late")):
            return True
    return False


def serve(g: Game, me: int, inst: SkillInstance):
    """服侍: two other living players; how many of them can use their own ability."""
    pool = others(g, me, living=True)
    if len(pool) < 2:
        return
    pair = yield from ask.players(g, me, SERVE.id, 2, pool, inst=inst)
    if len(pair) < 2:
        return
    truth = sum(can_use(g, t) for t in pair)
    learn(g, me, SERVE.id, "number", [truth], [0, 1, 2], seats=list(pair))


NIGHT = {SERVE.id: serve}
