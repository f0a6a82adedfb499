"""镇民 50. 气球驾驶员 (line 214)

危险[配板]：可能本局游戏外来者数量+1，镇民数量-1。
驾驶[夜晚]：获得信息：一名角色，该角色的身份类型与气球驾驶员上个夜晚获得的角色身份类型不同。（角色）
相克1：如果提线木偶抽到了气球驾驶员，也会拥有[危险]技能。 (line 509, under 提线木偶)

危险 is applied by the draft and the deal check (:mod:`..setup`): with a 气球驾驶员 dealt, the setup
may have one outsider more and one townsfolk fewer; with a 提线木偶 dealt and no 气球驾驶员, the same,
and then the 提线木偶 believes it is the 气球驾驶员 (ruling CT-balloonist-setup).

驾驶: each night a player other than the 气球驾驶员 (CT-self) whose type, as it registers to the
气球驾驶员 (C10), differs from the type of the player it was shown the night before (its type as it
registered then); the first night, or after a night without the information, any player.  The
storyteller picks.  Drunk or poisoned, any other player; the next night's answer still differs
from the type of the player actually shown (ruling CT-balloonist).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import others
from ..info import learn, look

DANGER = ability("balloonist_setup", "危险", "Danger", "配板",
                 "Setup: there may be one more outsider and one fewer townsfolk.", does="setup")
DRIVE = ability("balloonist_info", "驾驶", "Drive", "夜晚",
                "Each night, learn a player of a different type than the one you learned last "
                "night.", does="learn_player")
ROLE = character("balloonist", "气球驾驶员", "Balloonist", "townsfolk", (DANGER, DRIVE),
                 line=214, number=50)


def drive(g: Game, me: int, inst: SkillInstance):
    """驾驶: a player whose type differs from last night's shown player's."""
    pool = others(g, me)
    kinds = {s: look(g, s, me).side for s in pool}
    last = inst.data.get("kind") if inst.data.get("night") == g.night - 1 else None
    valid = [s for s in pool if kinds[s] != last]
    told = learn(g, me, DRIVE.id, "player", valid or pool, pool)
    inst.data["kind"], inst.data["night"] = kinds[told], g.night
    return
    yield


NIGHT = {DRIVE.id: drive}
