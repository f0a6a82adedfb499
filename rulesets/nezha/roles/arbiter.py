"""其他身份 35，裁决者⑩ (line 424)

探寻[早夜] —— 游戏日夜晚可选择1张身份牌对法官进行询问，场上（开局身份表）是否有此身份牌，若该身份为部分身份所持有的
底牌身份（如变脸者底牌，双重人格底牌）也会反馈存在。
异端 [深夜]<强制> —— 游戏日夜晚，若自己发动的[探寻]，询问到狼人阵营身份且该身份存在，裁决者会获得反馈[持有该身份的角色]。
裁决[深夜][指定][2] —— 选择范围：[异端]上一晚收到的角色，每晚只能发动1次  结算效果：对结算目标造成一次[穿透]。
辉耀<限定> [深夜][指定] —— 选择范围：任意1名角色，发动此技能时，[异端][裁决]当晚失效。  结算效果：对结算目标造成一次[穿透]。
神怒[翻牌]<强制>——裁决者被[投票出局]或因为[村民阵营]的技能击杀出局时，裁决者立刻翻开身份牌，并且所有村民阵营的角色仅
下一晚开始获得[净化]状态，持续至那之后下一个[正午]阶段，并且会公示[村民阵营害死了裁决者，自发前来默哀]

辉耀 is decided first in the arbiter's 深夜2 turn, since it voids 异端 and 裁决 that night (ruling
N32).  裁决's range is the holders 异端 named the night before (ruling N28).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import WOLF, pool, table
from ..damage import hurt
from ..pack import in_play
from ..skills import choose, flip, ready, spend, used
from ..targeting import aim
from . import mourning

INQUIRE = SkillSpec("inquire", "探寻", "探尋", "Inquiry", "早夜",
                    "Ask whether a card is in play (hidden cards count).")
HERESY = SkillSpec("heresy", "异端", "異端", "Heresy", "深夜",
                   "If tonight's inquiry named a wolf-camp card in play, learn who holds it.",
                   ("强制",))
VERDICT = SkillSpec("verdict", "裁决", "裁決", "Verdict", "深夜",
                    "Once a night: one of last night's heretics takes [穿透].",
                    ("指定", "[2]", "伤害"))
RADIANCE = SkillSpec("radiance", "辉耀", "輝耀", "Radiance", "深夜",
                     "A role takes [穿透]; 异端 and 裁决 fail tonight.", ("指定", "限定", "伤害"))
WRATH = SkillSpec("wrath", "神怒", "神怒", "Divine wrath", "被动",
                  "Exiled or killed by a village skill: the card flips and the village is "
                  "[净化] for a night.", ("强制", "翻牌"))
ROLE = RoleSpec("arbiter", "裁决者", "裁決者", "Arbiter", camp="village",
                skills=(INQUIRE, HERESY, VERDICT, RADIANCE, WRATH), line=424, strength=10)


def inquire(g: Game, me: int, inst: SkillInstance):
    all_cards = [f"card:{r.id}" for r in g.ruleset.roles if not r.additional]
    card = yield from ask_option(g, me, INQUIRE.id, all_cards)
    if card is None:
        return
    used(g, me, INQUIRE.id)
    role = card.partition(":")[2]
    present = in_play(g, role)
    inst.data["asked"] = (g.night, role, present)
    g.result(me, INQUIRE.id, None, present, role=role)


def radiance(g: Game, me: int, inst: SkillInstance):
    if not ready(inst):
        return
    t = yield from choose(g, me, inst, RADIANCE.id, pool(g))
    if t is None:
        return
    spend(inst)
    table(g).night.radiance.add(me)
    for final in aim(g, me, RADIANCE.id, t):
        hurt(g, me, final, "pierce", "verdict")


def heresy(g: Game, me: int, inst: SkillInstance) -> None:
    if me in table(g).night.radiance:
        return
    asked = g.seats[me].skill(INQUIRE.id)
    night, role, present = (asked.data.get("asked") or (0, "", False)) if asked else (0, "", False)
    if night != g.night or not present or g.ruleset.names.role(role).camp != WOLF:
        return
    seats = [s.index for s in g.seats if s.original_role.id == role]
    inst.data["found"] = (g.night, seats)
    g.result(me, HERESY.id, None, role, seats=seats)


def verdict(g: Game, me: int, inst: SkillInstance):
    if me in table(g).night.radiance or not ready(inst):
        return
    heresy_inst = g.seats[me].skill(HERESY.id)
    found = heresy_inst.data.get("found") if heresy_inst else None
    if not found or found[0] != g.night - 1:
        return
    t = yield from choose(g, me, inst, VERDICT.id, [s for s in found[1] if s in pool(g)])
    if t is None:
        return
    spend(inst)
    for final in aim(g, me, VERDICT.id, t):
        hurt(g, me, final, "pierce", "verdict")


def on_out(g: Game, seat: int, cause: str) -> None:
    """神怒."""
    if g.can_use(seat, WRATH.id) and mourning.village_killed(g, seat, cause):
        flip(g, seat)
        mourning.maybe(g, seat, cause)
