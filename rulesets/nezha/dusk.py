"""黄昏 (lines 950-967): after the vote, until the night.

黄昏1，关门10分钟内，统计最高票，随后统计二次流血，即时插入结算
雷克萨 最后一枪 / 觉醒猎人 巡猎 / 赤狐神女 灵狐灿世 / 觉醒狼王 报复 / 公告出局名单和警长情况
(黄昏2, ruling N19: 有先后顺序) 顺从的女仆 顺从 / 双重人格 主人格 人格交换 / 祭品 献祭唤醒 / 白眼狼 遗泽 /
千面人 谋面 / 变脸者 变脸 / 雷克萨 咆哮判定 / 蚀日侍女 日光窃取 / 觉醒狼王 亲传 / 长老狼 归途 / 蛊惑师 堕落 /
定序王子 重定时间
白天红牌罚下导致的出局结算在投票结算之后执行。
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import SEQUENTIAL, Block, Game, Schedule, Step

from . import passives, voting, windows
from .common import table
from .damage import strike
from .dawn import revive, shooters
from .roles import (awakened_wolf_king, blood_demon, eclipse_maid, elder_wolf, enchanter,
                    face_changer, lightning_warrior, obedient_maid, rexxar, sacrifice, sequencing_prince,
                    split_personality, taoist, thousand_faces, white_eyed_wolf)
from .statuses import lapse
from .wins import red_card

DUSK2 = Schedule((Block((
    Step("顺从的女仆 顺从", obedient_maid.obey, skill="obey"),
    Step("双重人格 主人格 人格交换", split_personality.dusk, skill="dual_persona",
         gate=False),
    Step("祭品 献祭唤醒", sacrifice.wake, skill="sacrifice_wake"),
    Step("白眼狼 遗泽", white_eyed_wolf.legacy, skill="legacy"),
    Step("千面人 谋面", thousand_faces.meet, skill="meet_faces"),
    Step("变脸者 变脸", face_changer.face),
    Step("雷克萨 咆哮判定", rexxar.roar, skill="roar", procedure=True),
    Step("蚀日侍女 日光窃取", eclipse_maid.steal, skill="sun_steal"),
    Step("觉醒狼王 亲传", awakened_wolf_king.pass_down, skill="pass_down"),
    Step("长老狼 归途", elder_wolf.homecoming, skill="homecoming"),
    Step("蛊惑师 堕落", enchanter.fall, skill="fall"),
    Step("定序王子 重定时间", sequencing_prince.reorder),
), SEQUENTIAL, "dusk2", "黄昏2"),))


def exile(g: Game, threads: list[dict[int, Optional[int]]]) -> None:
    """统计最高票: each vote thread's single top role is voted out unless [霸道]/[不死] (平安日);
    a tie is a 平安日 too (ruling N86)."""
    for n, ballots in enumerate(threads):
        top, totals = voting.top(g, ballots)
        g.emit("vote_top", seats=top, thread=n)
        if len(top) != 1:
            g.emit("safe_day", why="tie", thread=n)
            continue
        if not g.seats[top[0]].alive:
            continue                  # exiled by an earlier thread today: nothing more to settle
        if strike(g, None, top[0], "vote", "exile"):
            g.emit("exiled", seat=top[0], thread=n)
        else:
            g.emit("safe_day", why="protected", seat=top[0], thread=n)


def play(g: Game, threads: list[dict[int, Optional[int]]], reds: list[int]):
    """黄昏1 (the vote, the bleeds, red cards, the shots, the list) and 黄昏2."""
    state = table(g)
    g.set_stage("dusk")
    passives.sync(g)
    if g.day > 1:
        exile(g, threads)
        for ballots in threads:
            lightning_warrior.after_vote(g, ballots)     # 随后统计二次流血
        for ballots in threads:
            blood_demon.after_vote(g, ballots)           # 血咒: 有效放逐票且结算
    for s in reds:                                       # 红牌罚下 after the vote
        strike(g, None, s, "red_card", "red_card")
    for s in reds:                                       # 两张红牌: the camp is judged lost
        red_card(g, s)
    yield from shooters(g, "dusk")
    g.judge(instant_only=False)
    windows.announce_dusk(g)
    yield from windows.tell_outs(g)
    g.set_stage("dusk2")
    passives.sync(g)
    yield from DUSK2.run(g, first=False)
    for ballots in threads:
        taoist.dusk_flip(g, ballots)
    revive(g, state.revive_after_dusk)                   # 在[黄昏]阶段结束后复活
    state.revive_after_dusk = []
    lapse(g, f"dusk_end:{g.day}")
    g.judge(instant_only=False)
