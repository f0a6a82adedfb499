"""【狼人阵营】24，饕餮[接刀]⑨ (line 597)

贪欲[强制]—每次成为指定技能的结算目标时，[暴食]技能次数+1，每个相同技能名只计算一次，如果其次数不小于2，视为拥有技能[最后一枪]。
诱食[早夜][指定]——选择范围：任意一名角色，每个角色只能被选择一次。
结算效果：若结算目标当夜使用[指定]技能，无论是否指定你都视为触发贪欲，且贪欲当晚次数最多增加1。
暴食[深夜][指定][0]——选择范围：任意一名角色。
结算效果：对结算目标造成一次[指杀]

Each skill name feeds 贪欲 once a game; the cap of one a night is on what 诱食 brings; with two
暴食 charges or more the taotie holds 雷克萨's 最后一枪 (used at the next 晨曦/黄昏 after its out),
and loses it when 暴食 falls below two (ruling N105).  诱食 runs in 早夜1 (ruling N106: the
night order leaves it out).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import is_night, pool, table
from ..damage import hurt, kill_chosen
from ..skills import gain, instance, left, repeated, single
from .rexxar import LAST_SHOT

GREED = SkillSpec("greed", "贪欲", "貪欲", "Greed", "",
                  "Each [指定] skill name that lands on the taotie gives 暴食 one charge; with "
                  "two or more it holds 最后一枪.", ("强制",))
LURE = SkillSpec("lure", "诱食", "誘食", "Lure", "早夜",
                 "A role (each once): a [指定] skill it uses tonight feeds 贪欲 (one a night).",
                 ("指定",))
GLUTTONY = SkillSpec("gluttony", "暴食", "暴食", "Gluttony", "深夜",
                     "A role takes [指杀] (charges from 贪欲).", ("指定", "[0]", "伤害"))
ROLE = RoleSpec("taotie", "饕餮", "饕餮", "Taotie", camp="wolf", checks_as_wolf=True, knife=True,
                skills=(GREED, LURE, GLUTTONY), line=597, strength=9, tags=("接刀",))
#: 最后一枪 from 贪欲 (an instance of this origin)
ORIGIN = "greed"


def lure(g: Game, me: int, inst: SkillInstance):
    """诱食 (早夜1)."""
    lured = table(g).night.lured
    yield from single(g, me, inst, LURE, pool(g), once=True,
                      effect=lambda final, _: lured.setdefault(final, []).append(me))


def gluttony(g: Game, me: int, inst: SkillInstance):
    """暴食 (深夜2)."""
    def devour(final: int, chosen: int) -> None:
        kill_chosen(g, chosen)                           # a [指杀]: 灵通 sees its 选择目标
        hurt(g, me, final, "kill", "gluttony")
    # [0]: every charge may be used in the same 深夜 (line 89, ruling N390)
    yield from repeated(g, me, inst, GLUTTONY, lambda: pool(g), devour)
    sync_shot(g, me)


def feed(g: Game, seat: int, skill: str) -> bool:
    """贪欲: a skill name not counted before gives 暴食 a charge; returns whether it did."""
    s = g.seats[seat]
    greed, glut = s.skill(GREED.id), s.skill(GLUTTONY.id)
    if not s.alive or greed is None or glut is None or not g.can_use(seat, GREED.id):
        return False
    fed = greed.data.setdefault("fed", [])
    if skill in fed:
        return False
    fed.append(skill)
    gain(glut)
    sync_shot(g, seat)
    return True


def sync_shot(g: Game, seat: int) -> None:
    """视为拥有技能[最后一枪] while 暴食 has two charges or more."""
    s = g.seats[seat]
    glut = s.skill(GLUTTONY.id)
    want = glut is not None and (left(glut) or 0) >= 2
    has = any(k.id == LAST_SHOT.id and k.origin == ORIGIN for k in s.skills)
    if want and not has:
        g.grant(seat, [instance(LAST_SHOT, ORIGIN)], ORIGIN)
    elif has and not want:
        s.skills = [k for k in s.skills if not (k.id == LAST_SHOT.id and k.origin == ORIGIN)]


def on_aimed(g: Game, source: int, skill: str, finals: list[int]) -> None:
    """A [指定] skill resolved on ``finals``: every taotie among them feeds; a taotie that lured
    ``source`` tonight feeds too (one a night from 诱食)."""
    for t in finals:
        feed(g, t, skill)
    if not is_night(g):
        return
    night = table(g).night
    for t in night.lured.get(source, ()):
        if t not in finals and t not in night.lure_fed and feed(g, t, skill):
            night.lure_fed.add(t)
