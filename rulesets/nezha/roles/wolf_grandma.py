"""【狼人阵营】8，狼外婆[群内]⑦ (line 508)

装模作样[强制]——游戏开局，狼外婆需设定自己的表面阵营，身份，带刀情况。当任何[群内]狼人出局时，表面身份的设定生效，持续至夜晚结束。
欺诈天下[强制]——若狼外婆出局，则狼外婆需设定狼人阵营和非狼人阵营表面阵营，身份，带刀情况，下一个夜晚开始，对应阵营的角色都获得该表面伪装，且狼人阵营的角色获得[不死]状态，持续至夜晚结束。

装模作样 is set at 开局 after 隐狼 (line 942); each [群内] wolf's out gives the grandma the
disguise again until the night ends (a day out: the next night's end).  欺诈天下 is set when the
next night starts (two surfaces: the wolf camp's, then the others'), for the living roles of each
actual camp until that night ends, the wolves [不死] (ruling N109).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import PACK, WOLF, actual_camp, counted, table, tags
from ..statuses import give
from .surface_look import ask_look

PRETEND = SkillSpec("pretend", "装模作样", "裝模作樣", "Pretend", "开局",
                    "Sets its own surface at 开局; it holds whenever a [群内] wolf goes out, until "
                    "that night ends.", ("强制",))
DECEIVE = SkillSpec("deceive", "欺诈天下", "欺詐天下", "Deceive the world", "",
                    "Once out, it sets a surface for the wolf camp and one for the rest: from the "
                    "next night's start every role reads so and the wolves are [不死], until "
                    "that night ends.", ("强制",))
ROLE = RoleSpec("wolf_grandma", "狼外婆", "狼外婆", "Wolf Grandma", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(PRETEND, DECEIVE), line=508, strength=7, tags=("群内",))
#: 欺诈天下's two surfaces, in the order asked
FOR_WOLVES, FOR_OTHERS = "wolf", "others"


def pretend(g: Game):
    """装模作样 (开局), for every holder."""
    for me, inst in g.holders(PRETEND.id):
        yield from pretend_one(g, me, inst)


def pretend_one(g: Game, me: int, inst: SkillInstance):
    """装模作样 for ``me``: the surface it will wear (at 开局, or at once for a role that takes the
    card's skills refreshed, line 117)."""
    inst.data["look"] = yield from ask_look(g, me)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """当任何[群内]狼人出局时，表面身份的设定生效，持续至夜晚结束.
    A wolf under [超度] holds no [群内] tag (会丢失…[群内]…标签, ruling N113)."""
    if g.seats[seat].camp != WOLF or PACK not in tags(g, seat):
        return
    for me, inst in g.holders(PRETEND.id):
        look = inst.data.get("look")
        if look and g.can_use(me, PRETEND.id):
            give(g, me, "disguise", me, until="night_end", data=dict(look))


def on_out(g: Game, seat: int, cause: str) -> None:
    """若狼外婆出局: she sets the surfaces when the next night starts."""
    if g.can_use(seat, DECEIVE.id):
        table(g).deceivers.append(seat)


def deceive(g: Game):
    """欺诈天下 (下一个夜晚开始): the two surfaces, worn until the night ends."""
    state = table(g)
    deceivers, state.deceivers = state.deceivers, []
    for me in deceivers:
        wolves = yield from ask_look(g, me, surface_for=FOR_WOLVES)
        others = yield from ask_look(g, me, surface_for=FOR_OTHERS)
        for s in g.seats:
            if not s.alive or not counted(g, s.index):
                continue
            wolf = actual_camp(g, s.index, me) == WOLF     # 对应阵营, through 愚面 (N116)
            give(g, s.index, "disguise", me, until="night_end",
                 data=dict(wolves if wolf else others))
            if wolf:
                give(g, s.index, "undying", me, until="night_end")
