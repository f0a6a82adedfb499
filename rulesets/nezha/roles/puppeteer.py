"""其他身份 24，魔偶师⑧ (line 340)

魔偶师出现时，额外注册一个身份为人偶的马甲给魔偶师操控，获取魔偶师的技能时也会额外注册一个马甲给技能来源操控。
人偶操控[午夜][指定]——选择范围：任意一名角色，不能连续两晚选择同一名角色。
结算效果：你操控的人偶与结算目标实施[交换]效果。
PS：这同样适用魔术师规则，若选择的角色是已经被交换的角色，或人偶已经被交换，则发动同样无效。
人偶持有技能：
人偶之身[强制]——永久获得[不死]状态，若操控者出局，则失去该[不死]状态并连带受到[致死伤害]。

The puppet is an account added at 开局 (``Game.add_seat``), played by the 魔偶师; it is not on
the ring, does not vote or post and does not count for N or the camps (ruling N70).  [交换]:
from 人偶操控 until the night ends, a [指定] skill aimed at one of the two lands on the other
(暗月's magician rule, ruling N13).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import pool, table
from ..passives import Passive
from ..skills import choose, not_twice
from ..targeting import aim_one

CONTROL = SkillSpec("puppet_control", "人偶操控", "人偶操控", "Puppet control", "午夜",
                    "The puppet and a role swap places for tonight's skills; not the same role "
                    "two nights running.", ("指定",))
BODY = SkillSpec("puppet_body", "人偶之身", "人偶之身", "Puppet body", "被动",
                 "Permanent [不死]; when its controller goes out it loses it and takes "
                 "[致死伤害].", ("强制",))
ROLE = RoleSpec("puppeteer", "魔偶师", "魔偶師", "Puppeteer", camp="village", skills=(CONTROL,),
                line=340, strength=8)
PUPPET = RoleSpec("puppet", "人偶", "人偶", "Puppet", camp="village", skills=(BODY,), line=345,
                  additional=True)
PASSIVE = Passive(BODY.id, (("undying", None),))


def register(g: Game) -> None:
    """魔偶师出现时，额外注册一个身份为人偶的马甲给魔偶师操控."""
    for seat in list(g.seats):
        if seat.original_role.id == ROLE.id:
            puppet = g.add_seat(PUPPET.id, seat.index)
            table(g).puppets[puppet] = seat.index
            body = g.seats[puppet].skill(BODY.id)
            body.data["master"] = seat.index
            g.emit("puppet", (seat.index,), seat=puppet)


def my_puppet(g: Game, me: int):
    return next((p for p, m in table(g).puppets.items() if m == me), None)


def control(g: Game, me: int, inst: SkillInstance):
    puppet = my_puppet(g, me)
    if puppet is None or not g.seats[puppet].alive:
        return
    t = yield from choose(g, me, inst, CONTROL.id,
                          not_twice(inst, g.night, pool(g, but=puppet)))
    inst.chose(g.night, [] if t is None else [t])
    if t is None:
        return
    final = aim_one(g, me, CONTROL.id, t)
    swaps = table(g).night.swaps
    if final is None or final == puppet or final in swaps or puppet in swaps:
        return                                    # 已经被交换: 发动同样无效
    swaps[final], swaps[puppet] = puppet, final
