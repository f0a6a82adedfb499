"""爪牙 23. 狐媚娘 (line 522)

美艳[首夜]<指定>：选择目标：一名角色；结算效果：使该角色获得[魅惑]标记，并得知狐媚娘在场。
狐媚娘因为处决造成的死亡判定而死亡时：
魅惑[夜晚]<被动><无视死亡>：使拥有[魅惑]标记的角色的阵营转变为邪恶阵营。

The marker belongs to 魅惑 (it ignores death, so it outlives the 狐媚娘).  魅惑 has no slot: right
after 灵言师's (ruling C44), the night after the execution.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..alignment import turn
from ..characters import CHOOSES, DEATHLESS, PASSIVE, ability, character
from ..common import everyone, real, works
from ..deaths import EXECUTION
from ..statuses import marker, placed

ALLURE = ability("fox_spirit_mark", "美艳", "Allure", "首夜",
                 "Choose a player: it is charmed and learns a Fox Spirit is in play.", (CHOOSES,),
                 aim="player", does="other")
CHARM = ability("fox_spirit_turn", "魅惑", "Charm", "夜晚",
                "If you die by execution, the charmed player turns evil that night.",
                (PASSIVE, DEATHLESS), does="change_alignment")
ROLE = character("fox_spirit", "狐媚娘", "Fox Spirit", "minion", (ALLURE, CHARM), line=522, number=23)


def allure(g: Game, me: int, inst: SkillInstance):
    """美艳: the [魅惑] marker, and the player learns a 狐媚娘 is in play."""
    t = yield from ask.player(g, me, ALLURE.id, everyone(g), inst=inst)
    if t is None or not real(inst):
        return
    marker(g, t, "charmed", me, CHARM.id)
    g.tell(t, "fox_in_play", role=ROLE.id)


def died(g: Game, me: int, cause: str) -> None:
    """Dying by execution: the charm is due tonight."""
    inst = g.seats[me].skill(CHARM.id)
    if cause == EXECUTION and real(inst):
        inst.data["due"] = True


def charm(g: Game, me: int, inst: SkillInstance):
    """魅惑: the charmed player turns evil (圣洁之魂 permitting)."""
    if not inst.data.pop("due", False) or not works(g, me, inst):
        return
    for s, _ in placed(g, "charmed", me):
        turn(g, s, "evil", "狐媚娘[魅惑]")
    return
    yield


NIGHT = {ALLURE.id: allure, CHARM.id: charm}
ON_OUT = {CHARM.id: died}
