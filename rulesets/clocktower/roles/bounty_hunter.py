"""镇民 52. 赏金猎人 (line 221)

罪恶[配板]：一名镇民转变为邪恶阵营。
悬赏[首夜]：获得信息：一名邪恶角色；使该角色获得[悬赏]标记。（角色）
拥有[悬赏]标记的角色死亡时：
领赏<被动>：使赏金猎人获得[赏金]标记，持续至下一个黎明。
夜晚赏金猎人拥有或获得[赏金]标记时：
悬赏[夜晚]：获得信息：一名邪恶角色；使该角色获得[悬赏]标记。（角色）

Ruling CT-bounty-hunter.  罪恶: at setup the storyteller turns one townsfolk evil
(``decide("bounty hunter sin")``, the 赏金猎人 itself included: the text excludes nobody); it is
told its alignment with its type (发生阵营转变时角色会获知阵营的转变, line 6) and learns nobody else; the
change fails under 圣洁之魂 (a fifth evil player, C55).  悬赏 (both): the player shown is one that
registers evil to the 赏金猎人 (C10), dead or alive (角色, not 存活角色), never itself (CT-self) and
not one already holding its [悬赏] ("another"); the storyteller picks among them, any other player
when the 赏金猎人 is drunk or poisoned.  The [悬赏] goes on the player shown (该角色), drunk or not
(产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9).  领赏: when a player holding its [悬赏] dies, the
赏金猎人 gains [赏金] until the next dawn (a marker: drunk or not).  悬赏[夜晚] runs at its step for
each [赏金] it holds then, spending it; a [赏金] gained later that night (a death after its step)
is answered at once (或获得).  Jinx 哲学家 × 赏金猎人 (line 148: 如果哲学家选择了赏金猎人，可能会有一名镇民转变为
邪恶阵营): a working 哲学家 that chooses the 赏金猎人 gains no 罪恶 (a [配板] ability, past); instead the
storyteller may turn one good townsfolk evil then (``decide("philosopher bounty hunter sin")``,
"none" among the options), told at once (:func:`philosopher_sin`; ruling CT-philosopher).
"""

from typing import Optional

from rulesets.engine import Game, SkillInstance

from ..alignment import turn
from ..characters import PASSIVE, ability, character
from ..common import of_kind
from ..info import learn, reads_evil
from ..statuses import marker, next_dawn, placed

SIN = ability("bounty_hunter_sin", "罪恶", "Sin", "配板", "Setup: one townsfolk is evil.",
              does="setup")
FIRST = ability("bounty_hunter_first", "悬赏", "Bounty", "首夜",
                "Learn one evil player; they gain [悬赏].", does="learn_player")
REWARD = ability("bounty_hunter_reward", "领赏", "Reward", "",
                 "When a player with your [悬赏] dies, you gain [赏金] until the next dawn.",
                 (PASSIVE,), does="other")
AGAIN = ability("bounty_hunter_bounty", "悬赏", "Bounty", "夜晚",
                "On a night you have or gain [赏金], learn another evil player; they gain [悬赏].",
                does="learn_player")
ROLE = character("bounty_hunter", "赏金猎人", "Bounty Hunter", "townsfolk",
                 (SIN, FIRST, REWARD, AGAIN), line=221, number=52)


def sin(g: Game, me: int, inst: SkillInstance):
    """罪恶: the storyteller turns a townsfolk evil (told with its type, at the end of setup)."""
    town = [s for s in of_kind(g, "townsfolk") if g.seats[s].camp == "good"]
    if town:
        t = g.story.decide("bounty hunter sin", town, {"seat": me}, seats=True)
        turn(g, t, "evil", "赏金猎人[罪恶]", told=False)
    return None


def philosopher_sin(g: Game, philosopher: int) -> Optional[int]:
    """相克 (line 148): the 哲学家 chose the 赏金猎人: the storyteller may turn a good townsfolk evil
    (told now, line 6); returns the seat turned, or None."""
    town = [s for s in of_kind(g, "townsfolk") if g.seats[s].camp == "good"]
    if not town:
        return None
    t = g.story.decide("philosopher bounty hunter sin", ["none", *town], {"seat": philosopher})
    if t == "none":
        return None
    return t if turn(g, t, "evil", "哲学家选择了赏金猎人[相克]") else None


def bounty(g: Game, me: int, skill: str) -> None:
    """悬赏: learn a player registering evil (not itself, not one already holding its [悬赏]);
    the player shown gains [悬赏]."""
    marked = {s for s, _ in placed(g, "bounty", me, held=True)}
    pool = [s for s in range(g.n) if s != me and s not in marked]
    valid = [s for s in pool if reads_evil(g, s, me)]
    told = learn(g, me, skill, "player", valid or ["none"], [*pool, "none"])
    if told != "none":
        marker(g, told, "bounty", me, skill)


def _stepped(g: Game, me: int) -> None:
    """Tonight's 悬赏 step is over for ``me``: a [赏金] gained later tonight is answered at once."""
    inst = g.seats[me].skill(AGAIN.id)
    if inst is not None:
        inst.data["night"] = g.night


def first(g: Game, me: int, inst: SkillInstance):
    """悬赏[首夜]."""
    bounty(g, me, FIRST.id)
    _stepped(g, me)
    return
    yield


def again(g: Game, me: int, inst: SkillInstance):
    """悬赏[夜晚]: once for each [赏金] held now, spending it."""
    _stepped(g, me)
    for _seat, st in placed(g, "bounty_reward", me):
        g.seats[me].statuses.discard(st)
        bounty(g, me, AGAIN.id)
    return
    yield


def reward(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """领赏: a player holding this 赏金猎人's [悬赏] died: [赏金] until the next dawn; at night
    after its step, 悬赏 answers it at once."""
    if not any(s == dead for s, _ in placed(g, "bounty", me)):
        return
    marker(g, me, "bounty_reward", me, REWARD.id, until=next_dawn(g))
    again_inst = g.seats[me].skill(AGAIN.id)
    if (g.phase.startswith("night") and again_inst is not None
            and again_inst.data.get("night") == g.night):
        g.triggers.push(AGAIN.id, me)


SETUP = {SIN.id: sin}
NIGHT = {FIRST.id: first, AGAIN.id: again}
ON_DEATH = {REWARD.id: reward}
