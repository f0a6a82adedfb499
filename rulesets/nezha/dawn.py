"""晨曦 (lines 1065-1076): what happens between the night and the opening of the day.

晨曦1，关门110分钟内，即时插入结算。 空想家 消逝 / 九尾狐 九尾自杀 / 大法官 审判出局 / 雷克萨 最后一枪 /
觉醒猎人 巡猎 / 赤狐神女 灵狐灿世 / 觉醒狼王 报复
晨曦2，关门120分钟内，互不影响。 牧魂人 返魂 / 镜 镜像 / 死灵术士 夺魂
(what lasts until the end of the next 晨曦 lapses when 晨曦2 is over)
第二天开门前，通知出局玩家，留下遗言。

When 晨曦 starts, roles revived by 复活 come back and statuses given "for the next day" (光明守护,
结印's [独裁]) begin.  Post-death skills fire one shooter after another, a shot's own trigger
inserted at once (即时插入结算).
"""

from __future__ import annotations

from rulesets.engine import Game

from .acquire import OPENINGS_TRIGGER, run_openings
from . import passives, windows
from .common import table
from .roles import TRIGGER_RUNS, dreamer, grand_judge, nine_tailed_fox, paladin, red_fox_goddess
from .roles import mirror, necromancer, soul_shepherd
from .roles import AFTER_OUT
from .sheriff import martyr
from .statuses import give, lapse


def revive(g: Game, seats: list[int]) -> list[int]:
    """复活: the seat comes back with the statuses it had when it went out."""
    back = []
    for s in seats:
        seat = g.seats[s]
        if not seat.alive:
            seat.alive = True
            seat.death_public = True
            seat.death_cause = None
            back.append(s)
    if back:
        if g.stage in ("dawn", "dawn2"):     # 晨曦 news wait for the opening (line 149)
            table(g).notices.append({"kind": "revived", "seats": back})
        else:
            g.emit("revived", seats=back)
    return back


def shooters(g: Game, stage: str):
    """The post-death skills of the window, in the rulebook's order, each inserting the ones
    its shots fire; a living 赤狐神女 may use 灵狐灿世 at its place."""
    inserted = lambda t: t.skill in windows.SHOOTERS   # noqa: E731
    for skill in windows.SHOOTERS:
        if skill == red_fox_goddess.BLAZE.id:
            for me, inst in g.holders(skill):
                if g.can_use(me, skill) and (inst.data.get("charges") or 0) > 0:
                    yield from red_fox_goddess.blaze_now(g, me, inst)
        yield from g.triggers.drain(g, TRIGGER_RUNS, where=lambda t, s=skill: t.skill == s,
                                    inserted=inserted)
    yield from g.triggers.drain(g, {"martyr": martyr, OPENINGS_TRIGGER: run_openings,
                                    **AFTER_OUT})


def play(g: Game):
    """晨曦1 and 晨曦2, then the outs are told (开门前)."""
    state = table(g)
    g.set_stage("dawn")
    first_out = len(g.outs.order)
    revive(g, state.revive_at_dawn)
    state.revive_at_dawn = []
    for seat, status, source, until in state.at_dawn:
        give(g, seat, status, source, until=until)
    state.at_dawn = []
    paladin.aura(g)
    passives.sync(g)
    dreamer.fade(g)                          # 空想家 消逝, first in 晨曦1
    yield from nine_tailed_fox.dawn(g)
    yield from grand_judge.execute(g)
    yield from shooters(g, "dawn")
    g.judge(instant_only=False)
    g.set_stage("dawn2")
    passives.sync(g)
    yield from soul_shepherd.messages(g)
    yield from mirror.image(g)                          # 镜 镜像
    for me, inst in g.holders(necromancer.SEIZE.id):    # 死灵术士 夺魂
        if g.can_use(me, necromancer.SEIZE.id):
            yield from necromancer.seize(g, me, inst)
    lapse(g, f"dawn_end:{g.day}")            # what lasts 至下一个晨曦阶段结束
    if state.art_dawn:                       # 晨曦出局的角色依然可以在触发魔女秘法的当天发言 (N371)
        state.ghosts |= {s for s in g.outs.order[first_out:] if not g.seats[s].alive}
        state.art_dawn = False
    g.judge(instant_only=False)
    yield from windows.tell_outs(g)
