"""镇民 64. 歌伶 (line 279)

歌唱[白天]<宣言>：公开声明：“（歌伶角色名）是歌伶，邀请（角色名）……参加歌会。”；结算效果：使这些角色获得[参加]，持续至下一个黄昏：
参加[白天]<宣言>：公开声明：“（自身角色名）加入（歌伶角色名）的歌会。”；结算效果：使自身获得[参加]标记，持续至下一个拂晓。
如果夜晚有拥有[参加]标记的恶魔：
苦命[夜晚]<被动>：对歌伶造成一次死亡判定。

Both are declarations every living player may make (line 7: 不拥有该技能的角色也可以模仿发表公开声明，
但没有效果; CT19).  歌唱 by the 歌伶 whose ability works gives each invited player the ability 参加
until the next dusk (a procedure of the script: no character lists it), bound to that 歌伶;
[白天] without <限定>: once a day (as C50 reads 砍杀).  参加 by a player holding it, naming its
歌伶, gives it the [参加] marker until the next dawn, even while drunk or poisoned (line 9: 造成或
解除标记的技能不受影响); the marker belongs to the 歌伶's 苦命, which reads it (参加 itself lapses at
dusk: ruling CT-singer).  苦命, at its step of every later night (line 735), judges the 歌伶 if a
demon (小怪宝's babysitter too) holds its [参加] marker — the demon as it is (an effect).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from ..characters import DECLARE, PASSIVE, ability, character
from ..common import is_demon, works
from ..deaths import judge
from ..statuses import marker, next_dawn, next_dusk, placed

SING = ability("singer_sing", "歌唱", "Sing", "白天",
               "Declare publicly that you invite players to your song party: they may join "
               "until dusk.", (DECLARE,), aim="three_players", does="other")
JOIN = ability("singer_join", "参加", "Join", "白天",
               "(An invitee's) declare publicly that you join the Singer's party: you are "
               "marked until dawn.", (DECLARE,), aim="player", does="other")
DOOM = ability("singer_doom", "苦命", "Ill fate", "夜晚",
               "If a demon joined your party, a death judgement on you at night.", (PASSIVE,),
               does="kill")
ROLE = character("singer", "歌伶", "Singer", "townsfolk", (SING, DOOM), line=279, number=64)
#: the ability 歌唱 grants (a procedure of the script)
PROCEDURES = (JOIN,)
ORIGIN = "singer"


def sing(g: Game, me: int, invited: list[int]):
    """歌唱: the invited players hold 参加 (bound to this 歌伶) until the next dusk."""
    inst = g.seats[me].skill(SING.id)
    if inst is None or inst.data.get("day") == g.day:
        return
    inst.data["day"] = g.day
    if not works(g, me, inst):
        return
    for t in invited:
        s = g.seats[t]
        s.skills = [k for k in s.skills if not (k.id == JOIN.id and k.data.get("singer") == me)]
        g.grant(t, [SkillInstance(JOIN.id, ORIGIN, until=next_dusk(g), data={"singer": me})],
                ORIGIN, notify=False)
    return
    yield


def join(g: Game, me: int, singer: int):
    """参加: a holder naming its 歌伶 is marked [参加] until the next dawn (tied to 苦命)."""
    if any(k.id == JOIN.id and k.data.get("singer") == singer for k in g.seats[me].skills):
        marker(g, me, "attending", singer, DOOM.id, until=next_dawn(g))
    return
    yield


def doom(g: Game, me: int, inst: SkillInstance):
    """苦命: a demon holds this 歌伶's [参加] marker: a death judgement on the 歌伶."""
    if any(is_demon(g, s) for s, _ in placed(g, "attending", me)) and works(g, me, inst):
        judge(g, me, me, "singer")
    return
    yield


DECLARATIONS = {"sing": sing, "join": join}
NIGHT = {DOOM.id: doom}
