"""【不定阵营】9，聂小倩 (line 841)

身份属性（不是技能）：如果聂小倩混的不是狼或民，在聂小倩触发技能之后，聂小倩所在的阵营不会被判负2天
鬼情[开局][强制]—— 游戏开始时，聂小倩必须选择一名角色认其为宁采臣，加入宁采臣所在的阵营并跟随变动，若发动者和宁采臣都
出局，发动者获得宁采臣的技能且刷新至初始。以此获得的技能即使自己已出局也可以使用或者有效。

At 开局 (row 影子/聂小倩) she must pick another role, her 宁采臣: she joins its camp and follows it
(told).  The moment both are out (in either order), she gains 宁采臣's identity skills refreshed
(as 降灵 or 食尸 take them: a 变脸者's topped card), its [开局] ones decided in that sub-phase, and
uses them while out (she acts while out, as a kept soul: night and 黄昏 skills; the dead do not
post).  When she fires in a camp that is neither 狼 nor 民, that camp is not judged lost until the
same sub-phase two days later (``table(g).lose_shield``).  Rulings N244-N246.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..acquire import OPENINGS_TRIGGER, take
from ..camps import leader_pick
from ..common import VILLAGE, WOLF, table
from .face_changer import skills_taken_from

GHOST_LOVE = SkillSpec("ghost_love", "鬼情", "鬼情", "Ghostly love", "开局",
                       "At game start pick your 宁采臣: join and follow its camp; once both of you "
                       "are out, gain its skills refreshed, usable while out.", ("强制",))
ROLE = RoleSpec("nie_xiaoqian", "聂小倩", "聶小倩", "Nie Xiaoqian", camp="undetermined",
                skills=(GHOST_LOVE,), line=841)
#: 不会被判负2天: game days the camp is kept from a loss after the skill fires
SHIELD_DAYS = 2


#: the [开局] pick at 开局 / for one holder (join and follow, told)
opening, pick_beloved = leader_pick(GHOST_LOVE.id, "beloved")


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """若发动者和宁采臣都出局: the skills, once, the moment the second of the two goes out."""
    for me, inst in g.holders(GHOST_LOVE.id, living=False):
        beloved = inst.data.get("beloved")
        if beloved is None or inst.data.get("fired") or seat not in (me, beloved) \
                or g.seats[me].alive or g.seats[beloved].alive:
            continue
        inst.data["fired"] = True
        state = table(g)
        state.souls.add(me)                       # 即使自己已出局也可以使用或者有效
        card = g.seats[beloved].original_role.id
        take(g, me, card, skills_taken_from(g, beloved), GHOST_LOVE.id)
        g.tell(me, "ghost_love_fired", beloved=beloved)
        g.triggers.push(OPENINGS_TRIGGER, me)
        camp = g.seats[me].camp
        if camp not in (VILLAGE, WOLF):           # 身份属性: 不会被判负2天
            state.lose_shield[camp] = (g.day + SHIELD_DAYS, g.phase.startswith("night"))

