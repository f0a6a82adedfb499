"""【狼人阵营】31，空想家⑩ (line 643)

身份属性（不是技能）：若获取技能的效果获取了空想家，则效果变为：获得技能<凡有言必被知>，然后可以选择任何一个8分及以下的身份，
获得其技能且刷新至初始。
空想具现[开局][强制]——游戏开局，空想家需选择一个8分及以下的身份（大法官除外），本局游戏将会额外增加一个基于该身份的马甲，
除了额外获得技能[消逝]，其一切判定和正常角色没有区别，同时会计入初始人数以及胜负条件内，该马甲由空想家操控。
凡有言必被知[强制]——所有角色在使用[指定]技能时，若结算目标有空想家，空想家会立刻获得反馈：发动者的[表面身份]和[表面阵营]。

额外技能：
消逝[强制]——若该马甲所属[空想具现]的发动者已出局，则每个游戏日晨曦都会永久获得[漏洞]状态并受到[致死伤害]

The 马甲 is an account added at 开局 (``Game.add_seat``) and played by the 空想家: unlike the
魔偶师's puppet it is a role like any other, on the ring, posting and voting, counted in N and by
its card's camp in the win conditions (ruling N133).  A 马甲 whose 空想家 is out is played by nobody:
it is asked nothing (its decisions take their defaults) until 消逝 takes it at the next 晨曦1
(ruling N134).  <凡有言必被知> tells its holder at once (N135).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Decision, Game, RoleSpec, SkillSpec, ask_option

from ..acquire import decide_openings
from ..acquire import take as take_skills
from ..common import VILLAGE, WOLF, answerer, hand_out, surface, table
from ..damage import strike
from ..skills import instance
from ..statuses import give
from . import kazali
from .face_changer import skills_taken_from

IMAGINE = SkillSpec("imagine", "空想具现", "空想具現", "Imagine", "开局",
                    "At 开局, a role of strength 8 or less (not 大法官, not on the board): an "
                    "extra account of it joins, played by the 空想家, counted in N and the wins; "
                    "it holds 消逝.", ("强制",))
HEARD = SkillSpec("all_heard", "凡有言必被知", "凡有言必被知", "Every word is heard", "被动",
                  "Whenever a [指定] skill lands on you, you learn at once its user's surface "
                  "identity and camp.", ("强制",))
FADE = SkillSpec("fade", "消逝", "消逝", "Fade", "晨曦",
                 "Once its 空想家 is out: at every 晨曦, permanent [漏洞] and [致死伤害].",
                 ("强制",))
DREAM = SkillSpec("dream_role", "空想身份", "空想身份", "Dreamed role", "",
                  "Taking the 空想家's skills: the role of strength 8 or less whose skills are "
                  "gained (refreshed), besides 凡有言必被知.")
ROLE = RoleSpec("dreamer", "空想家", "空想家", "Dreamer", camp="wolf", checks_as_wolf=True,
                skills=(IMAGINE, HEARD), line=643, strength=10)
#: 大法官除外 (line 645)
EXCLUDED = ("grand_judge",)
#: 8分及以下
MOST = 8


def _cards(g: Game, in_play_too: bool) -> list[str]:
    """Roles of strength 8 or less that run (the village's and the wolves' scales: the third
    parties' 25-70 are another scale), as ``card:<id>`` options."""
    dealt = {s.original_role.id for s in g.seats}
    return [f"card:{r.id}" for r in g.ruleset.pool()
            if r.camp in (VILLAGE, WOLF) and r.strength is not None and r.strength <= MOST
            and (in_play_too or (r.id not in dealt and r.id not in EXCLUDED))]


def imagine(g: Game):
    """空想具现 (开局, before the accounts are handed out): the 马甲 joins."""
    for seat in list(g.seats):
        if seat.original_role.id != ROLE.id or seat.skill(IMAGINE.id) is None:
            continue
        pick = yield from ask_option(g, seat.index, IMAGINE.id, _cards(g, False),
                                     optional=False)
        if pick is None:
            continue
        role = pick.partition(":")[2]
        figment = g.add_seat(role, seat.index)
        table(g).figments[figment] = seat.index
        g.grant(figment, [instance(FADE, "imagine", dreamer=seat.index)], "imagine",
                notify=False)
        g.emit("figment", (seat.index,), seat=figment, role=role)
        hand_out(g, figment, tell=False)


def unattended(g: Game, d: Decision) -> bool:
    """A 马甲 whose 空想家 is out is played by nobody: its decisions are not asked (N134)."""
    dreamer = table(g).figments.get(d.seat)
    return dreamer is not None and not g.seats[dreamer].alive


def attended(g: Game, flow):
    """The game's flow, the decisions of unattended 马甲 answered with their defaults."""
    try:
        d = next(flow)
        while True:
            if isinstance(d, Decision) and unattended(g, d):
                d = flow.send(d.default)
            else:
                d = flow.send((yield d))
    except StopIteration as stop:
        return stop.value


def fade(g: Game) -> None:
    """消逝 (晨曦1, first): every 马甲 whose 空想家 is out takes permanent [漏洞], then
    [致死伤害] (its own forced skill: the source is the 马甲 itself, N134)."""
    for me, inst in g.holders(FADE.id):
        dreamer = inst.data.get("dreamer")
        if dreamer is None or g.seats[dreamer].alive or not g.can_use(me, FADE.id):
            continue
        give(g, me, "exploit", me)
        strike(g, me, me, "lethal", "fade")


def on_aimed(g: Game, source: int, skill: str, finals: list[int]) -> None:
    """凡有言必被知: a holder among the 结算目标 learns at once the user's surface identity and
    camp (not its seat, nor the skill)."""
    for t in dict.fromkeys(finals):
        if t == source or not g.seats[t].alive or g.seats[t].skill(HEARD.id) is None \
                or not g.can_use(t, HEARD.id):
            continue
        look = surface(g, source, t)
        g.tell(t, "heard", role=look.role, user_camp=look.camp)


def take(g: Game, taker: int, source: int, origin: str, until: Optional[str] = None):
    """``taker`` gains ``source``'s identity skills (降灵, 食尸, 光耀加身), refreshed; from a
    卡扎力 the effect becomes learning the camps' strength values; from a
    空想家 the effect becomes <凡有言必被知> and the skills of a role of strength 8 or less the
    taker may choose (身份属性, N136)."""
    card = g.seats[source].original_role.id
    if kazali.takes_kazali(g, source):              # 卡扎力's 身份属性 (line 586, N141)
        kazali.learn_strengths(g, taker, origin)
        return
    if card != ROLE.id:
        take_skills(g, taker, card, skills_taken_from(g, source), origin, until)
        yield from decide_openings(g)                # [开局] ones at once (line 117, N121)
        return
    g.grant(taker, [instance(HEARD, origin, until)], origin)
    yield from pick_role(g, taker, origin, until)


def pick_role(g: Game, taker: int, origin: str, until: Optional[str]):
    """然后可以选择任何一个8分及以下的身份，获得其技能且刷新至初始."""
    who = answerer(g, taker)
    if who is None or not g.seats[taker].alive:
        return
    pick = yield from ask_option(g, who, DREAM.id, _cards(g, True), taker=taker)
    if pick is None:
        return
    role = g.ruleset.names.role(pick.partition(":")[2])
    take_skills(g, taker, role.id, role.skills, origin, until)   # 刷新至初始
    yield from decide_openings(g)                    # [开局] ones at once (line 117, N121)


def pending_picks(g: Game):
    """The role choices a taking effect outside a decision (光耀加身, an out guard) left."""
    state = table(g)
    picks, state.dream_picks = state.dream_picks, []
    for taker, origin, until in picks:
        yield from pick_role(g, taker, origin, until)
