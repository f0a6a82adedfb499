"""其他身份 36，赤狐神女⑩ (line 433)

神女秘法[凌晨][强制]——赤狐神女会在凌晨获得反馈：当晚将要出局角色（电梯楼排序名单）。
煏㶽相依[凌晨][指定]——选择范围：任意一名在[神女秘法]内的其他角色。
结算效果：结算目标永久获得[业炎]状态，并获得[不死]状态持续至夜晚结束，然后若成功赋予上述状态，则[灵狐灿世]次数+1。
灵狐灿世[晨曦][黄昏][指定][0]——选择范围：任意一名角色，该技能也可以在出局后的下一个可发动时点发动。
结算效果：结算目标承受[致死伤害]，发动者永久获得[业炎]状态，然后，若结算目标的[实际阵营]是[狼人阵营]或结算目标未出局，
则该技能尚未结算的效果不再进行结算。
PS：这意味着若一次性发动多次灵狐灿世时，需要安排一个击杀顺序，若前面的被击杀角色有是狼人阵营的或者因为一些原因没有造成
击杀，则后续的击杀无效化。

灵狐灿世 names all its targets first (up to its charges), then they are settled in that order.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, Trigger

from ..common import WOLF, actual_camp, pool
from ..damage import projected, strike
from ..skills import choose, gain, left, spend
from ..statuses import give
from ..targeting import aim_one

ART = SkillSpec("goddess_art", "神女秘法", "神女秘法", "Goddess's art", "凌晨",
                "Learn who will go out tonight.", ("强制",))
TWIN = SkillSpec("twin_fate", "煏㶽相依", "福祸相依", "Shared fate", "凌晨",
                 "Another role on tonight's list gains permanent [业炎] and [不死] tonight; if "
                 "both land, 灵狐灿世 gains a charge.", ("指定",))
BLAZE = SkillSpec("fox_blaze", "灵狐灿世", "靈狐燦世", "Fox blaze", "晨曦/黄昏",
                  "Each charge: a role takes [致死伤害] and the goddess gains permanent [业炎]; "
                  "a wolf-camp or surviving target stops the rest. Also at the window after "
                  "going out.", ("指定", "[0]", "伤害"))
ROLE = RoleSpec("red_fox_goddess", "赤狐神女", "赤狐神女", "Red Fox Goddess", camp="village",
                skills=(ART, TWIN, BLAZE), line=433, strength=10)


def goddess_art(g: Game, me: int, inst: SkillInstance) -> None:
    dying = projected(g)
    inst.data["list"] = (g.night, dying)
    g.result(me, ART.id, None, True, seats=dying)


def twin_fate(g: Game, me: int, inst: SkillInstance):
    art = g.seats[me].skill(ART.id)
    night, dying = (art.data.get("list") or (0, [])) if art else (0, [])
    if night != g.night:
        return
    t = yield from choose(g, me, inst, TWIN.id, [s for s in dying if s != me])
    if t is None:
        return
    final = aim_one(g, me, TWIN.id, t)
    if final is None:
        return
    fire = give(g, final, "karmic", me)
    undying = give(g, final, "undying", me, until="night_end")
    blaze = g.seats[me].skill(BLAZE.id)
    if fire and undying and blaze is not None:
        gain(blaze)


def blaze_now(g: Game, me: int, inst: SkillInstance):
    """At a 晨曦 / 黄昏 window while alive."""
    yield from _blaze(g, me, inst)


def on_out(g: Game, seat: int, cause: str) -> None:
    """也可以在出局后的下一个可发动时点发动."""
    g.triggers.push(BLAZE.id, seat)


def blaze_after_out(g: Game, trigger: Trigger):
    me = trigger.seat
    inst = g.seats[me].skill(BLAZE.id)
    if inst is not None:
        yield from _blaze(g, me, inst)


def _blaze(g: Game, me: int, inst: SkillInstance):
    targets: list[int] = []
    while (left(inst) or 0) > len(targets):
        t = yield from choose(g, me, inst, BLAZE.id,
                              [s for s in pool(g) if s not in targets and g.seats[s].alive])
        if t is None:
            break
        targets.append(t)
    for t in targets:
        spend(inst)
        final = aim_one(g, me, BLAZE.id, t)
        went = final is not None and strike(g, me, final, "lethal", "fox_blaze")
        give(g, me, "karmic", me)
        if final is None or not went or actual_camp(g, final, me) == WOLF:
            for _ in targets[targets.index(t) + 1:]:
                spend(inst)                     # 尚未结算的效果不再进行结算
            break
