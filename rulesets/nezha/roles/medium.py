"""其他身份 17，灵媒师⑦ (line 300)

安葬[深夜][指定]——选择范围：任意1名已出局角色。
结算效果：反馈结算目标的[实际阵营]和[实际身份]。
降灵[正午][指定][限定]——选择范围：任意1名已出局角色。
结算效果：结算目标会收到通知被降灵，结算目标需要立刻选择同意或拒绝，若同意，则发动者获得结算目标的身份技能并
刷新至初始，获得的技能持续至下一个正午开始，否则，发动者的[降灵]限定刷新。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes
from rulesets.engine.forum import Special

from ..common import actual_camp, answerer, dead_pool
from ..skills import choose, single, spend, usable
from ..targeting import aim
from . import dreamer

BURY = SkillSpec("bury", "安葬", "安葬", "Bury", "深夜",
                 "Learn a dead role's actual camp and identity.", ("指定",))
CHANNEL = SkillSpec("channel", "降灵", "降靈", "Channel", "正午",
                    "A dead role agrees or not; if it agrees the medium gains its identity skills "
                    "until the next 正午, else the skill is refreshed.", ("指定", "限定"))
CONSENT = SkillSpec("channel_consent", "同意降灵", "同意降靈", "Accept channelling", "正午",
                    "The dead role asked by 降灵 agrees (yes) or refuses.")
ROLE = RoleSpec("medium", "灵媒师", "靈媒師", "Medium", camp="village", skills=(BURY, CHANNEL),
                line=300, strength=7)


def bury(g: Game, me: int, inst: SkillInstance):
    def told(final: int, chosen: int) -> None:
        seat = g.seats[final]
        g.result(me, BURY.id, chosen, seat.original_role.id,
                 target_camp=actual_camp(g, final, me))     # 愚面 and 隐狼 item 4 (N116)
    yield from single(g, me, inst, BURY, dead_pool(g), told)


def can_channel(g: Game, seat: int) -> bool:
    return usable(g, seat, CHANNEL.id) and bool(dead_pool(g))


def channel(g: Game, me: int):
    inst = g.seats[me].skill(CHANNEL.id)
    t = yield from choose(g, me, inst, CHANNEL.id, dead_pool(g))
    if t is None:
        return
    spend(inst)
    for final in aim(g, me, CHANNEL.id, t):
        g.emit("channelled", (final,), seat=me)
        who = answerer(g, final)
        agreed = who is not None and (yield from ask_yes(g, who, CONSENT.id, medium=me))
        if agreed:
            yield from dreamer.take(g, me, final, "channel", "noon")
        else:
            inst.data["charges"] = 1          # 降灵限定刷新
            g.tell(me, "refreshed", skill=CHANNEL.id)


SPECIAL = Special(CHANNEL.id, can_channel, channel)
