"""The night (行动顺序总集, lines 968-1064): 早夜1/2, 午夜, 深夜1/2, 凌晨1/2 as data, then the
settlement (统计出局名单) and the night's end.

早夜1，关门30分钟内，互不影响 / 早夜2 (no mode given: 有先后顺序, ruling N18) / 午夜，有先后顺序 /
深夜1，互不影响 / 深夜2，有先后顺序 / 凌晨1，有先后顺序 / 凌晨2，有先后顺序.

A skill step runs for every living holder of the skill in seat order, through ``can_use``; a
group step runs once.  Steps of roles that are not in this edition (预言家, 通灵师, 守卫, 企鹅,
石像鬼, 沉默术士, 渊狼) keep their place as the slots of the gifted skills (ruling N10).  Private
notices are held until each block ends (``Ruleset.held_kinds``).
"""

from __future__ import annotations

from rulesets.engine import SEQUENTIAL, SIMULTANEOUS, Block, Game, Schedule, Step

from .acquire import OPENINGS_TRIGGER, run_openings
from . import compel, pack, passives, rewrite, steer
from .common import VILLAGE, actual_camp, counted, table
from .damage import settle
from .roles import (agent, alchemist_witch, arbiter, archdemon, astrologer, awakened_witch,
                    big_bad_wolf, black_bat, blood_demon, chain_master, chaos, eclipse_maid, gambler,
                    ghoul, demon_hunter, doctor, elder_wolf, ghost_bride,
                    ghost_rider, gifts, grand_judge, great_tengu, heaven_guard, high_monk,
                    magnetic_wolf, masquerade, medium, miracle_merchant, mirror, mirror_maiden,
                    enchanter, nightmare_shadow, old_driver, paladin, piper, plague_god,
                    poison_strategist,
                    possession_spirit, priest,
                    primordial_guard, puppeteer, reaper, red_fox_goddess, saintess, santa_wolf,
                    silver_wolf, sniper,
                    soul_comforter, streamlight_count, swordsman, taoist, taotie,
                    time_devouring_consort, time_wave, van_helsing, vermilion_bird, wolf_grandma,
                    white_eyed_wolf, wolf_shaman, yin_yang_envoy)
from .roles import AFTER_OUT, pandora
from .sheriff import martyr
from .statuses import give, lapse

#: sub-phases (Event.stage): id -> (中文, English)
STAGES = {
    "dawn": ("晨曦1", "dawn"), "dawn2": ("晨曦2", "dawn (2)"), "noon": ("正午", "noon"),
    "dusk": ("黄昏1", "dusk"), "dusk2": ("黄昏2", "dusk (2)"),
    "early_night": ("早夜1", "early night"), "early_night2": ("早夜2", "early night (2)"),
    "midnight": ("午夜", "midnight"), "deep_night": ("深夜1", "deep night"),
    "deep_night2": ("深夜2", "deep night (2)"), "small_hours": ("凌晨1", "small hours"),
    "small_hours2": ("凌晨2", "small hours (2)"), "settlement": ("统计出局名单", "settlement"),
}
#: sub-phases whose start the table sees
ANNOUNCED_STAGES = frozenset({"noon", "dusk"})

#: the night order: every skill step settles inside ``rewrite.settling`` (以太编程's rewrites), and
#: every asking skill step can run a compelled use (混乱2, 吹笛: ``compel``)
NIGHT = rewrite.schedule(compel.steerable(Schedule((
    Block((Step("食尸鬼 食尸", ghoul.eat, skill="eat_corpse"),
           Step("范海辛 寻踪", van_helsing.trace, skill="trace"),
           Step("裁决者 探寻", arbiter.inquire, skill="inquire"),
           Step("圣诞老狼 礼物 礼物制作", santa_wolf.present, skill="present"),
           Step("潘多拉 赠礼", pandora.gift, skill="pandora_gift"),
           Step("占星师 占星", astrologer.stargaze, skill="stargaze"),
           Step("饕餮 诱食 (ruling N106)", taotie.lure, skill="lure"),
           Step("赌徒 赌博 (never stopped)", gambler.gamble, skill="gamble", gate=False),
           Step("老司机 车震", old_driver.shake, skill="car_shake"),
           Step("时波增幅", time_wave.surge, skill="surge"),
           Step("时波削弱", time_wave.weaken, skill="weaken"),
           Step("磁狼 磁吸", magnetic_wolf.magnet, skill="magnet"),
           Step("时波 (早夜1结束)", time_wave.settle),
           Step("礼物 打开礼物 (早夜1结束, ruling N131)", santa_wolf.open_presents)),
          SIMULTANEOUS, "early_night", "早夜1"),
    Block((Step("噬时狼妃 时间逆流", time_devouring_consort.rewind, skill="rewind"),
           Step("流光伯爵 流光庇护", streamlight_count.shelter, skill="shelter"),
           Step("噩梦之影 恐惧", nightmare_shadow.fear, skill="fear"),
           Step("沉默术士 沉默 (礼物)", gifts.silence, skill="silence_skill"),
           Step("赌徒 迷魂药 (赌博)", gambler.potion, skill="bewitch_potion"),
           Step("毒士 毒计", poison_strategist.scheme, skill="scheme"),
           Step("毒士 谋策", poison_strategist.plot, skill="plot"),
           Step("道士 结印", taoist.seal_mark, skill="seal_mark"),
           Step("银狼 漏洞入侵", silver_wolf.hack, skill="exploit_hack"),
           Step("瘟神 传播瘟疫", plague_god.spread, skill="spread_plague"),
           Step("慰魂师 感召", soul_comforter.summon, skill="summon"),
           Step("大法官 审判", grand_judge.trial, skill="trial"),
           Step("谋策 (早夜结束)", poison_strategist.after_early_night),
           Step("长老狼 归途 (早夜结束)", elder_wolf.join, procedure=True)),
          SEQUENTIAL, "early_night2", "早夜2"),
    Block((Step("魔偶师 人偶操控", puppeteer.control, skill="puppet_control"),
           Step("赤狼/朱雀 业炎", vermilion_bird.karmic_fire, skill="karmic_fire"),
           Step("企鹅 冰冻 (礼物)", gifts.freeze, skill="freeze_skill"),
           Step("血魔 血咒", blood_demon.curse, skill="curse"),
           Step("锁链师 链接 暴走", chain_master.link, skill="chain_link"),
           Step("混沌 混沌", chaos.chaos, skill="chaos"),
           Step("蛊惑师 蛊惑", enchanter.enchant, skill="enchant"),
           Step("剑士 防反", swordsman.counter, skill="counter"),
           Step("守卫 守护 (礼物: 法式守护)", gifts.ward, skill="ward"),
           Step("原初守卫 原初守护", primordial_guard.primal_guard, skill="primal_guard"),
           Step("医生 救治", doctor.cure, skill="cure"),
           Step("帝尊魔皇/九天圣人 光明守护 黑暗守护", heaven_guard.guard, skill="dark_guard"),
           Step("渊狼 深渊 (礼物)", gifts.abyss, skill="abyss"),
           Step("黑蝙蝠 庇护", black_bat.shelter, skill="bat_shelter"),
           Step("石像鬼 查验 (礼物)", gifts.inspect, skill="inspect"),
           Step("炼金魔女 未明之雾", alchemist_witch.mist, skill="mist")),
          SEQUENTIAL, "midnight", "午夜"),
    Block((Step("预言家 预言 (礼物)", gifts.prophecy, skill="prophecy"),
           Step("魔镜少女 问镜", mirror_maiden.ask_mirror, skill="ask_mirror"),
           Step("高僧 超度", high_monk.exorcise, skill="exorcise"),
           Step("牧师 侦测", priest.detect, skill="detect"),
           Step("凭依灵 凭依", possession_spirit.possess, skill="possess"),
           Step("狼巫 黑暗侦测", wolf_shaman.dark_detect, skill="dark_detect"),
           Step("灵媒师 安葬", medium.bury, skill="bury"),
           Step("通灵师 通灵 (礼物)", gifts.spirit_check, skill="spirit_check"),
           Step("吹笛者 迷惑", piper.charm, skill="piper_charm"),
           Step("大天狗 吞食", great_tengu.devour, skill="devour"),
           Step("大天狗 天狗吞月", great_tengu.eclipse, skill="moon_eclipse"),
           Step("慰魂师 安魂", soul_comforter.requiem, skill="requiem"),
           Step("奇迹商人 馈赠", miracle_merchant.gift, skill="gift")),
          SIMULTANEOUS, "deep_night", "深夜1"),
    Block((Step("狼人阵营 杀人", pack.kill),
           Step("其他身份 杀人", pack.own_kill, skill="kill", where=gambler.not_gained),
           Step("黑情侣 杀人", old_driver.black_kill),
           Step("鬼魂新娘 杀人 (接刀)", ghost_bride.bride_kill),
           Step("赌徒 杀人 (赌博: 真身份牌之后)", pack.own_kill, skill="kill",
                where=gambler.gained),
           Step("狙击手 狙击", sniper.snipe, skill="snipe"),
           Step("血魔 割裂", blood_demon.rend, skill="rend"),
           Step("死神 收割", reaper.harvest, skill="harvest"),
           Step("大野狼 野性", big_bad_wolf.wild, skill="wild"),
           Step("饕餮 暴食", taotie.gluttony, skill="gluttony"),
           Step("狼巫 光明湮灭", wolf_shaman.annihilate, skill="annihilate"),
           Step("白眼狼 撕咬", white_eyed_wolf.bite, skill="bite"),
           Step("瘟神 瘟疫爆发", plague_god.burst, skill="plague_burst"),
           Step("老司机 车祸", old_driver.crash, skill="car_crash"),
           Step("牧师 圣光", priest.holy_light, skill="holy_light"),
           Step("牧师 天火", priest.heaven_fire, skill="heaven_fire"),
           Step("猎魔人 猎杀", demon_hunter.hunt, skill="hunt"),
           Step("裁决者 辉耀", arbiter.radiance, skill="radiance"),
           Step("裁决者 异端", arbiter.heresy, skill="heresy", procedure=True),
           Step("裁决者 裁决", arbiter.verdict, skill="verdict"),
           Step("朱雀 天火", vermilion_bird.vermilion_fire, skill="vermilion_fire"),
           Step("特工 伏击", agent.ambush, skill="ambush"),
           Step("范海辛 追猎", van_helsing.chase, skill="chase"),
           Step("剑士 蓄力斩", swordsman.charge, skill="charge_slash"),
           Step("剑士 剑痕", swordsman.scar, skill="scar"),
           Step("使徒 长眠", soul_comforter.eternal_sleep, skill="eternal_sleep"),
           Step("圣武士 至圣斩", paladin.holy_slash, skill="holy_slash")),
          SEQUENTIAL, "deep_night2", "深夜2"),
    Block((Step("觉醒女巫 灵通", awakened_witch.insight, skill="insight", procedure=True),
           Step("觉醒女巫 救药", awakened_witch.antidote, skill="antidote"),
           Step("觉醒女巫 毒药议会", awakened_witch.council, skill="council"),
           Step("其他身份 毒药 (礼物)", gifts.poison, skill="poison"),
           Step("阴阳使者 复活", yin_yang_envoy.revive, skill="revive"),
           Step("圣女 祝福", saintess.bless, skill="bless"),
           Step("圣女 净化", saintess.cleanse, skill="cleanse"),
           Step("帝尊魔皇/九天圣人 日月合击", heaven_guard.sun_moon, procedure=True),
           Step("白昼学者/寂夜导师 时波混乱", time_wave.chaos),
           Step("恶灵骑士 主宰黑夜 邪恶", ghost_rider.evil, skill="evil", procedure=True,
                gate=False),
           Step("黑蝙蝠 反弹", black_bat.rebound, skill="rebound", procedure=True),
           Step("大恶魔 生灵收割", archdemon.reap_life, skill="reap_life"),
           Step("假面 邀舞", masquerade.invite, skill="invite"),
           Step("假面 愚面", masquerade.fool, skill="fool"),
           Step("大法官 审判会议", grand_judge.council)),
          SEQUENTIAL, "small_hours", "凌晨1"),
    Block((Step("炼金魔女 魔女秘法", alchemist_witch.witch_art, skill="witch_art",
                procedure=True),
           Step("赤狐神女 神女秘法", red_fox_goddess.goddess_art, skill="goddess_art",
                procedure=True),
           Step("炼金魔女 法老之蛇", alchemist_witch.pharaoh, skill="pharaoh"),
           Step("赤狐神女 福祸相依", red_fox_goddess.twin_fate, skill="twin_fate"),
           Step("死神 追魂", reaper.soul_chase, skill="soul_chase", procedure=True)),
          SEQUENTIAL, "small_hours2", "凌晨2"),
))))


def begin(g: Game) -> None:
    """夜晚开始: the night's marks, what lapses, 默哀's [净化], 馈赠's odd-night charge."""
    state = table(g)
    g.begin("night", g.day)
    state.night = type(state.night)(g.night)
    state.night_settled = False
    lapse(g, "night_start")
    if state.mourning is not None:           # 仅下一晚开始获得[净化]，持续至下一个[正午]
        mourner, state.mourning = state.mourning, None
        for s in g.seats:
            # 所有村民阵营的角色, as 默哀 judges them: through 愚面 (ruling N125)
            if s.alive and actual_camp(g, s.index, mourner) == VILLAGE and counted(g, s.index):
                give(g, s.index, "purify", None, until="noon")
    miracle_merchant.night_start(g)
    pack.pass_knife(g)
    g.stage = None
    g.emit("night_falls", night=g.night)


def enter(g: Game, stage: str) -> None:
    """A sub-phase starts: what lapses then goes, passive statuses follow."""
    g.set_stage(stage)
    if stage == "small_hours":
        lapse(g, "small_hours")              # 愚面: 直到下一次[凌晨]阶段开始
    passives.sync(g)
    compel.lend(g, stage)                    # 混乱2: a lost skill lent for its steered use


def play(g: Game):
    """One whole night: every block, the doctors' bleeding, the settlement, the night's end."""
    begin(g)
    eclipse_maid.take_control(g)             # 日光窃取: 当夜获得此玩家的操作权
    yield from wolf_grandma.deceive(g)       # 欺诈天下: 下一个夜晚开始
    yield from mirror.take_effect(g)         # 镜像: 下一个游戏日夜晚开始永久生效
    for block in g.ruleset.scheduled(NIGHT).blocks:   # a designer's variant: its steps placed
        enter(g, block.stage or "")
        yield from Schedule((steer.block(block),)).run(g, first=g.night == 1)
        eclipse_maid.check_order(g)          # 被操控期间持有[秩序]
    g.set_stage("settlement")
    mirror.report(g)                         # 反射: 夜间行动结束后，镜可获知当晚所有反射过的操作
    doctor.bleed(g)                          # 夜晚行动结束后，出局结算之前
    settle(g)
    end(g)
    eclipse_maid.release(g)                  # the night is over: the account goes back
    compel.finish(g)                         # lent skills go
    yield from g.triggers.drain(g, {"martyr": martyr,   # 殉职: 在出局的那个阶段内
                                    OPENINGS_TRIGGER: run_openings, **AFTER_OUT})
    g.judge(instant_only=False)              # 结算完当前阶段


def end(g: Game) -> None:
    """夜晚结束时: 超度 from 高僧, 安魂's flip, the consort's loss, the merchant's gifts."""
    night = table(g).night
    for seat, status, source in night.at_end:
        give(g, seat, status, source)
    night.at_end = []
    soul_comforter.after_night(g)
    time_devouring_consort.night_end(g)
    miracle_merchant.deliver(g)
    lapse(g, "night_end")
    table(g).night_settled = True
