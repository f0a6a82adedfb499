"""【宝藏阵营】1. 宝藏 (line 154)

<公敌>（强制）：宝藏在夜晚因被有效指杀而出局时，主刀者可选择一人，失去所有原有技能，加入主刀者所在阵营，若有多名玩家同时
指杀宝藏，以出刀顺序为准。在白天因投票而出局时，所有投票给宝藏的角色在当晚可以使用一次<预言>。
<预言>：游戏日夜晚，宝藏可选择一名玩家，获知其具体阵营。
<传音>（限定）：游戏日夜晚可以向守宝人发送一条不超过10个字的话，一个英文单词算一个字。技能只能发动两次。技能补充：
标点符号不计入字数

(line 152) 宝藏阵营不互知也不共群，当有宝藏阵营的角色出局时，会公示其具体身份。
(line 57) 投票结束后，立即公示以下技能的发动：…宝藏<公敌>

Rulings X28-X31: the 主刀者 is the source of the 指杀 that took 宝藏 out (the earliest stab to
land); if in, it must pick a living role (itself too; <公敌> is 强制, so no pass: a random role
when it does not answer), which loses every skill and joins the 主刀者's camp (磐石 stops it);
announced without names.  Voted out (by the voters' own ballots,
not as a 偏爱 replacement), each voter gets one <预言> for that night (step 14), told privately.
<传音>: two uses a game, one a night: a structured speech act (what it says) with an optional
free text of at most 10 units (a CJK character or an English word each, punctuation free),
delivered to every living 守宝人 card without the sender's account.
"""

from __future__ import annotations

import re

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, Trigger, ask_target
from rulesets.engine.decisions import speech_acts
from rulesets.engine import Decision, PASS

from ..common import FORCED, LIMITED, NIGHT, ON_OUT, by_day, join, news, strip_skills, table
from ..targeting import aim, ask_aimed

PUBLIC_ENEMY = SkillSpec("public_enemy", "公敌", "公敵", "Public enemy", ON_OUT,
                         "Killed at night by 指杀: the killer must make one role lose its skills "
                         "and join the killer's camp. Voted out: each voter gets one <预言> that "
                         "night.", (FORCED,))
PROPHECY = SkillSpec("prophecy", "预言", "預言", "Prophecy", NIGHT,
                     "Learn a player's exact camp.")
WHISPER = SkillSpec("whisper", "传音", "傳音", "Whisper", NIGHT,
                    "Twice a game: send the 守宝人 a message of at most 10 characters.", (LIMITED,))
ROLE = RoleSpec("treasure", "宝藏", "寶藏", "Treasure", camp="treasure",
                skills=(PUBLIC_ENEMY, PROPHECY, WHISPER), line=154)
WHISPER_USES = 2
WHISPER_UNITS = 10
KEEPER = "treasure_keeper"

_UNIT = re.compile(r"[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*|[^\W_]", re.UNICODE)


def whisper_text(text: str) -> str:
    """The message kept: all of it within 10 units (a CJK character or an English word each;
    punctuation and spaces are free), else the text up to the end of its 10th unit."""
    units = list(_UNIT.finditer(text))
    if len(units) <= WHISPER_UNITS:
        return text.strip()
    return text[:units[WHISPER_UNITS - 1].end()].strip()


def on_out(g: Game, seat: int, cause: str) -> None:
    """<公敌> on the holder's out: the killer's choice (a trigger) or the voters' 预言."""
    if g.seats[seat].skill(PUBLIC_ENEMY.id) is None:
        return
    s = g.seats[seat]
    if cause == "kill" and not by_day(g) and s.death_source is not None:
        g.triggers.push(PUBLIC_ENEMY.id, s.death_source, camp=None)
    elif cause == "vote":
        voters = [v for v in table(g).vote_voters.get(seat, ()) if g.seats[v].alive]
        for v in voters:
            g.grant(v, [SkillInstance(PROPHECY.id, "public_enemy", "night_end")], "public_enemy")
        g.emit("public_enemy", voted=True)


def public_enemy(g: Game, t: Trigger):
    """主刀者可选择一人，失去所有原有技能，加入主刀者所在阵营 — a forced choice: <公敌> is 强制
    (标明<强制>的技能不允许放弃发动, line 39), so the 主刀者 cannot pass (a random role when it does
    not answer, as for the 票台, line 251)."""
    me = t.seat
    if not g.seats[me].alive:
        return
    chosen = yield from ask_target(g, me, PUBLIC_ENEMY.id, g.living(), optional=False)
    if chosen is None:
        return
    target = aim(g, PUBLIC_ENEMY.id, me, chosen)   # chosen at night: reflected off the 镜
    camp = g.seats[me].camp
    if g.seats[target].camp_locked:
        g.result(me, PUBLIC_ENEMY.id, chosen, False)
        return
    strip_skills(g, target)
    join(g, target, camp)
    g.result(me, PUBLIC_ENEMY.id, chosen, True)
    news(g, "public_enemy", voted=False)


def prophecy(g: Game, me: int, inst: SkillInstance):
    """(14) 宝藏：选择<预言>的目标 (and each voter's one use after 宝藏 was voted out)."""
    aimed = yield from ask_aimed(g, me, PROPHECY.id, g.living(but=me))
    if aimed is None:
        return
    camps = tuple(sorted({s.camp for s in g.seats}))
    g.result(me, PROPHECY.id, aimed[0], g.seats[aimed[1]].camp, camps)
    if inst.origin == "public_enemy":
        g.seats[me].skills = [k for k in g.seats[me].skills if k is not inst]


def whisper(g: Game, me: int, inst: SkillInstance):
    """(14) 宝藏：选择是否发动传音 — a speech act, with up to 10 characters of text."""
    keepers = [s.index for s in g.seats if s.alive and s.role.id == KEEPER and s.index != me]
    if inst.used >= WHISPER_USES or not keepers:
        return
    info = {"uses_left": WHISPER_USES - inst.used}
    c = yield Decision(me, WHISPER.id, speech_acts(g, me), PASS, info)
    if c == PASS:
        return
    inst.used += 1
    text = g.take_text()
    for k in keepers:
        if text:
            g.tell(k, "whisper", act=c, text=text)
        else:
            g.tell(k, "whisper", act=c)
