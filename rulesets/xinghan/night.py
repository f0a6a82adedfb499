"""The night (line 220-239): 入夜前 (steps -2..0: 女仆, 打工人, 守宝人), then 游戏日夜晚 (steps 1..16),
as data; a 镜 copy of a skill acts right after the original (line 183), the fox's stolen 杀人
just before the 狼后's (line 105).

4、以下身份如未出局、未失去技能，依次选择发动技能 — each step runs a *skill* for every living holder
of it (a card's own, a stolen, copied, inherited or bought instance), never a role.
Ruling X52: the steps the order leaves out are placed at 3.5 (灵能<感知>), 13 (游侠<守护>), 14
(the voters' <预言>) and, for the 人质's night dagger, at the start of the night's actions (its
time point places the kill in the stab order).
"""

from __future__ import annotations

from dataclasses import replace

from rulesets.engine import SEQUENTIAL, Block, Game, Schedule, Step

from .common import table
from .deaths import settle
from .going_out import settling
from .hooks import resolve_triggers
from .roles import (demon_fox, gambler, hostage, insighter, iron_pillar, maid, mirror, piper,
                    poison_sage, psychic, ranger, treasure, treasure_keeper, wolf_judge, wolf_king,
                    wolf_queen, worker)
from .roles.demon_fox import is_stolen
from .roles.mirror import is_copy
from .state import NightMarks
from .window import window


def _card_only(inst) -> bool:
    return not is_copy(inst)


def with_copies(*steps: Step) -> tuple[Step, ...]:
    """Every skill step acts for the held instances but the 镜's copies, which act right after
    (镜技能发动的时机在原技能之后); the fox's stolen-kill step has no copy of its own."""
    out: list[Step] = []
    for st in steps:
        if not st.skill or st.where is is_stolen:
            out.append(st)
            continue
        own = st.where
        out.append(replace(st, where=_card_only if own is None else
                           (lambda k, own=own: own(k) and not is_copy(k))))
        out.append(replace(st, label=f"{st.label}（镜）", where=is_copy))
    return tuple(out)


def _not_stolen(inst) -> bool:
    return not is_stolen(inst)


NIGHT = Schedule((
    Block(with_copies(
        Step("镜<晨曦>：复制的技能生效", mirror.grant_copy, procedure=True),
        Step("妖狐<狡黠>：选择偷取的技能", demon_fox.take_loot, skill=demon_fox.CUNNING.id),
        Step("（-2）女仆：选择<顺从>的目标", maid.obey, skill=maid.OBEY.id),
        Step("（-1）打工人：选择是否加班和跳槽", worker.shift, skill=worker.OVERTIME.id),
        Step("（0）守宝人：选择<勾魂>的目标", treasure_keeper.hook,
             skill=treasure_keeper.SOUL_HOOK.id),
        Step("勾魂生效：加入宝藏阵营", treasure_keeper.nightfall, procedure=True),
    ), SEQUENTIAL, "before_night", "入夜前"),
    Block(with_copies(
        Step("人质：夜间发动匕首（选择时间点）", hostage.night_stab, skill=hostage.DAGGER.id),
        Step("（1）赌徒：使用<赌博>", gambler.gamble, skill=gambler.GAMBLE.id),
        Step("（2）铁柱：<票台>", iron_pillar.platform, skill=iron_pillar.PLATFORM.id),
        Step("（2）铁柱：<诅咒>", iron_pillar.curse, skill=iron_pillar.CURSE.id),
        Step("（3）妖狐：发动<狡黠>", demon_fox.cunning, skill=demon_fox.CUNNING.id),
        Step("（3.5）灵能：<感知>", psychic.sense, skill=psychic.SENSE.id, procedure=True),
        Step("（4）洞察者：发动<明察>", insighter.scrutiny, skill=insighter.SCRUTINY.id),
        Step("（5）毒士：选择是否发动<鸩毒>", poison_sage.zhen, skill=poison_sage.ZHEN.id),
        Step("（5）毒士：<救治>", poison_sage.cure, skill=poison_sage.CURE.id),
        Step("（5）毒士：<杀人>", poison_sage.kill, skill=poison_sage.PURCHASED_KILL.id),
        Step("（6）赌徒骰子2发动<救治>", poison_sage.cure, skill=gambler.DIE_CURE.id),
        Step("（7）吹笛者：选择<吹笛>的目标", piper.pipe, skill=piper.PIPE.id),
        Step("（8）赌徒骰子4发动<吹笛>", gambler.unpipe, skill=gambler.DIE_UNPIPE.id),
        Step("（9）狼王：选择<统领>的目标", wolf_king.command, skill=wolf_king.COMMAND.id),
        Step("（10）狼判官：选择<审判>的目标", wolf_judge.trial, skill=wolf_judge.TRIAL.id),
        Step("（10）狼判官：发动<献策>", wolf_judge.counsel, skill=wolf_judge.COUNSEL.id),
        Step("妖狐：偷到的<杀人>（早于狼刀）", wolf_queen.kill, skill=wolf_queen.KILL.id,
             where=is_stolen),
        Step("（11）狼后：选择<杀人>的目标", wolf_queen.kill, skill=wolf_queen.KILL.id,
             where=_not_stolen),
        Step("（12）赌徒骰子1发动<杀人>", wolf_queen.kill, skill=gambler.DIE_KILL.id),
        Step("（13）游侠：<查证>", ranger.verify, skill=ranger.VERIFY.id),
        Step("（13）游侠：<磐石>", ranger.bedrock, skill=ranger.BEDROCK.id),
        Step("（13）游侠：<守护>", ranger.protect, skill=ranger.PROTECT.id),
        Step("（14）宝藏：选择<预言>的目标", treasure.prophecy, skill=treasure.PROPHECY.id),
        Step("（14）宝藏：选择是否发动传音", treasure.whisper, skill=treasure.WHISPER.id),
        Step("（15）镜：选择<晨曦>的技能", mirror.dawn, skill=mirror.DAWN.id),
        Step("（16）每次指杀依次结算", settle, procedure=True),
    ), SEQUENTIAL, "night", "游戏日夜晚"),
))


def begin(g: Game) -> None:
    g.begin("night", g.day)   # night N follows day N
    g.stage = None
    table(g).night = NightMarks(g.night)
    g.emit("night_falls", night=g.night)


def end(g: Game):
    """夜间行动结束后: what the night's actions tell, the queued choices, notices and last words,
    the night's lapses, the 平安夜 count and a checkpoint."""
    state = table(g)
    g.set_stage("night_end")
    yield from resolve_triggers(g)      # 狩猎, 公敌, 遗志 after the night's outs
    mirror.tell_reflections(g)          # those choices may have been reflected too
    insighter.report(g)
    poison_sage.feedback(g)
    yield from window(g)
    g.expire("night_end")
    g.expire(f"night_end {g.night}")
    state.peaceful = 0 if state.night.outs else state.peaceful + 1


def play(g: Game):
    """One whole night: one settlement (its outs are one result, published at the next day's
    start, line 56), so the living count of 存活人数为5 is read at the checkpoint after it."""
    begin(g)
    with settling(g):
        yield from NIGHT.run(g, first=g.night == 1)
        yield from end(g)
    g.judge(instant_only=False)
