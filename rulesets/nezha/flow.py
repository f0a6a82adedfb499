"""The whole game (行动顺序总集, lines 928-1083): 开局, 竞选日, then 黄昏 -> night -> 晨曦 -> 正午 ->
黄昏... until a camp wins.

开局: 卡扎力 编写重配 (before any card is told) / 发放账号，玩家得知身份 / 空想家 空想具现 (its 马甲 joins) / (魔偶师's puppet) / 老司机 连情侣 (扳手, 车裂) / 大天狗 家国抉择 /
巫妖匣/粉丝 影子/聂小倩 暗恋者 选择主人 / 隐狼 伪装 / 狼外婆 装模作样 / 妖狐 化形与拉小弟 / 变脸 获取与选择身份 / 狼人阵营 共群 窥天 知晓寂夜导师 /
帝尊魔皇 知晓群内狼 / 宗教老爷爷 确认目标 / 开膛手 确认目标 / (霸王狼 flips once 开局 is over, 圣武士's aura) / 竞选日选择警长.
竞选日 is day 1; night N follows day N (ruling N22).  The game ends at the day limit (board
option ``max_days``) with the sheriff's camp winning (僵持, line 876).
"""

from __future__ import annotations

from rulesets.engine import Game, GameOver

from . import dawn, day, dusk, night, pack, passives
from .common import hand_out, table
from .roles import (demon_emperor, dreamer, eclipse_maid, face_changer, great_tengu, hidden_wolf,
                    kazali, old_driver, overlord_wolf, paladin, puppeteer, religious_elder, ripper,
                    silent_night_mentor, wolf_grandma)
from .roles import (demon_fox, fan, ghost_bride, nie_xiaoqian, phylactery, secret_admirer, shadow,
                    split_personality)
from .roles import pandora
from .state import DayMarks
from .windows import announce_final
from .wins import stalemate


def setup(g: Game):
    """开局."""
    told = yield from kazali.rewrite(g)
    for seat in list(g.seats):
        if seat.index not in told:
            hand_out(g, seat.index)
    yield from dreamer.imagine(g)
    puppeteer.register(g)
    yield from ghost_bride.opening(g)     # 鬼魂新娘 连情侣, before 老司机's
    yield from old_driver.arrows(g)
    yield from great_tengu.home_or_away(g)
    yield from phylactery.opening(g)      # 巫妖匣/粉丝 选择主人
    yield from fan.opening(g)
    yield from shadow.opening(g)          # 影子/聂小倩
    yield from nie_xiaoqian.opening(g)
    yield from secret_admirer.opening(g)  # 暗恋者
    yield from hidden_wolf.disguise(g)
    yield from wolf_grandma.pretend(g)
    yield from demon_fox.opening(g)       # 妖狐 化形与拉小弟
    face_changer.deal_cards(g)
    yield from face_changer.face(g)
    yield from split_personality.opening(g)
    pack.meet(g)
    yield from pack.peek(g)
    silent_night_mentor.known(g)
    demon_emperor.learn_pack(g, (demon_emperor.ROLE.id, eclipse_maid.ROLE.id))
    yield from religious_elder.choose(g)
    ripper.mark_prey(g)
    pandora.deal_boxes(g)                 # 潘多拉's blind boxes (身份属性)
    overlord_wolf.reveal(g)
    paladin.aura(g)
    pack.pass_knife(g)
    ghost_bride.sync(g)
    passives.sync(g)


def begin_day(g: Game) -> None:
    g.begin("day")
    g.stage = None
    table(g).day = DayMarks(g.day)
    g.emit("day_breaks", day=g.day)


def play(g: Game):
    try:
        yield from rounds(g)
    except GameOver:
        announce_final(g)
        raise


def rounds(g: Game):
    begin_day(g)
    yield from setup(g)
    while True:
        if g.day > 1:
            yield from dawn.play(g)
        threads, reds = yield from day.play(g)
        yield from dusk.play(g, threads, reds)
        if g.day >= g.board["max_days"]:
            stalemate(g, f"day limit ({g.board['max_days']}) reached")
        yield from night.play(g)
        begin_day(g)
