"""外来者 9. 告密者 (line 355)

告密<被动><持续>：使爪牙获得：
敏锐[首夜]：获得信息：三个不在场的善良身份。（身份*3）

<持续> (line 8): while the 告密者 holds 告密 (alive: the ability does not ignore death), every
minion holds 敏锐 (given unnamed: 在获得技能时，不会知道获得的是什么技能, line 13); a seat that stops
being a minion, or every minion when the 告密者 dies or stops being the 告密者, loses it.  The step
告密者[熟识] (line 635, after 爪牙[互认]; an alias, C43) runs each minion's 敏锐: three good
characters not in play (the storyteller's pick, as the demon's, from the implemented ones).  A
seat that becomes a minion after the first night learns them in the bracket of line 741 that night
(a [首夜] information ability gained later, C67).  A drunk or poisoned 告密者's ability fails: its
minions are still woken (the ability they hold is theirs) but may be shown any three good
characters (ruling CT-snitch-drunk).  The 提线木偶 does not gain it: 提线木偶不会因其他角色的技能导致他确认自己
是爪牙而被唤醒 (line 508), and being woken to learn bluffs would tell it (CT-snitch-marionette).
"""

from __future__ import annotations

from itertools import combinations

from rulesets.engine import Game, SkillInstance

from ..characters import KEEPS, PASSIVE, ability, character, implemented
from ..changes import gained
from ..common import minions, works
from ..info import deceived, fields, tell

TIP = ability("snitch_tip", "告密", "Tip-off", "",
              "Minions gain [敏锐]: on the first night each learns three good characters not in "
              "play.", (PASSIVE, KEEPS), does="other")
ROLE = character("snitch", "告密者", "Snitch", "outsider", (TIP,), line=355, number=9)
#: 敏锐, the minions' ability: held by minions, never by the 告密者
KEEN = ability("snitch_bluffs", "敏锐", "Keen", "首夜",
               "First night: learn three good characters not in play.", does="learn_character")
PROCEDURES = (KEEN,)
#: the origin of the 敏锐 instances the 告密者 gives
ORIGIN = "snitch"


def _sources(g: Game) -> list[int]:
    """The living seats holding a real 告密 (the minions' 敏锐 lasts while one does)."""
    return [s for s, inst in g.holders(TIP.id) if inst.origin != "cover"]


def keep(g: Game) -> None:
    """告密<持续>: every minion holds 敏锐 while a 告密者 holds 告密; nobody else does."""
    on = bool(_sources(g))
    want = {m for m in minions(g) if g.seats[m].role.id != "marionette"} if on else set()
    for s in g.seats:
        held = [k for k in s.skills if k.id == KEEN.id and k.origin == ORIGIN]
        if s.index in want and not held:
            inst = SkillInstance(KEEN.id, ORIGIN)
            g.grant(s.index, [inst], ORIGIN, notify=False)
            gained(g, s.index, [inst])  # a minion made after night 1: the bracket (C67)
        elif s.index not in want and held:
            s.skills = [k for k in s.skills if not (k.id == KEEN.id and k.origin == ORIGIN)]


def keen(g: Game, me: int, inst: SkillInstance):
    """敏锐: three good characters not in play; any three when every 告密者 is drunk or poisoned
    (or when the minion itself is)."""
    good = [r.id for r in g.ruleset.roles if r.camp == "good" and implemented(r)]
    out = [c for c in good if not any(s.role.id == c for s in g.seats)]
    g.story.shuffle(out, "snitch bluffs")
    truth = tuple(out[:3])
    told_wrong = not any(works(g, s, g.seats[s].skill(TIP.id)) for s in _sources(g))
    rest = [c for c in good if c not in truth]
    options = [truth, *[tuple(x) for x in combinations(rest[:8], 3)]]
    if told_wrong and not deceived(g, me):  # the giver's ability fails: any three
        value = g.story.inform(me, truth, options, f"result {KEEN.id}", {"seat": me}, False)
        g.emit("result", (me,), skill="characters", target=None, **fields("characters", value))
    else:
        tell(g, me, KEEN.id, "characters", truth, options)
    return
    yield


TABLE_UPKEEP = (keep,)
NIGHT = {KEEN.id: keen}
