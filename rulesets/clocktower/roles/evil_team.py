"""The evil team's shared first-night abilities (爪牙 line 414-415; 恶魔 line 531-533).

爪牙 — 如果是第一个夜晚：互认[首夜]：获得信息：恶魔与其余爪牙的角色。（角色*n）
恶魔 — 如果是第一个夜晚：互认[首夜]：获得信息：爪牙的角色。（角色n）
       敏锐[首夜]：获得信息：三个不在场的善良身份。（身份 3）

Every minion and demon holds them (``Clocktower.identity_skills``), except 提线木偶, who is never
woken as a minion (line 508: 提线木偶不会因其他角色的技能导致他确认自己是爪牙而被唤醒; ruling
CT-marionette-wake: the other minions are not shown the 提线木偶 either, the demon is).  They run
only on the first night ("如果是第一个夜晚"): a seat that becomes evil later is not woken.
"""

from __future__ import annotations

from itertools import combinations

from rulesets.engine import Game, SkillInstance

from ..characters import ability, implemented
from ..common import demons, minions, table
from ..info import learn

MINION_INFO = ability("minion_info", "互认", "Minion info", "首夜",
                      "First night: learn who the demon and the other minions are.",
                      does="learn_players")
DEMON_INFO = ability("demon_info", "互认", "Demon info", "首夜",
                     "First night: learn who the minions are.", does="learn_players")
DEMON_BLUFFS = ability("demon_bluffs", "敏锐", "Bluffs", "首夜",
                       "First night: learn three good characters not in play.",
                       does="learn_character")
#: these abilities are the team's, not the character's: 旁敲侧击 does not grade them
TEAM = (MINION_INFO, DEMON_INFO, DEMON_BLUFFS)

SHOWN_TEAM = "players"
SHOWN_BLUFFS = "characters"


def _team_options(g: Game, me: int, size: int) -> list[tuple[int, ...]]:
    pool = [s.index for s in g.seats if s.index != me]
    return list(combinations(pool, size)) if size else [()]


def minion_info(g: Game, me: int, inst: SkillInstance):
    """爪牙[互认]: the demon and the other minions (the 提线木偶 is not shown)."""
    team = tuple(sorted([*demons(g, living=False),
                         *[m for m in minions(g) if m != me and g.seats[m].role.id != "marionette"]]))
    learn(g, me, MINION_INFO.id, SHOWN_TEAM, [team], _team_options(g, me, len(team)),
          demons=sorted(demons(g, living=False)))
    return
    yield


def demon_info(g: Game, me: int, inst: SkillInstance):
    """恶魔[互认]: the minions."""
    team = tuple(sorted(m for m in minions(g) if m != me))
    size = len(team) or 2
    learn(g, me, DEMON_INFO.id, SHOWN_TEAM, [team], _team_options(g, me, size))
    return
    yield


def demon_bluffs(g: Game, me: int, inst: SkillInstance):
    """恶魔[敏锐]: three good characters not in play (the storyteller's pick)."""
    good = [r.id for r in g.ruleset.roles if r.camp == "good" and implemented(r)]
    out = [c for c in good if not any(s.role.id == c for s in g.seats)]
    g.story.shuffle(out, "demon bluffs")
    bluffs = tuple(out[:3])
    table(g).bluffs[me] = list(bluffs)
    others = [c for c in good if c not in bluffs]
    learn(g, me, DEMON_BLUFFS.id, SHOWN_BLUFFS, [bluffs],
          [bluffs, *[tuple(x) for x in combinations(others[:8], 3)]])
    return
    yield


NIGHT = {MINION_INFO.id: minion_info, DEMON_INFO.id: demon_info, DEMON_BLUFFS.id: demon_bluffs}
