"""镇民 59. 罂粟种植者 (line 255)

种植[配板]：使爪牙和恶魔失去[互认]技能。
罂粟种植者死亡时：
香气<被动>：使罂粟种植者获得[迷香]标记，持续至下一个黎明。
夜晚罂粟种植者具有[迷香]标记时：
迷失[夜晚]<被动><无视死亡>：使恶魔获得信息：爪牙的角色；使爪牙获得信息：恶魔和其他爪牙的角色。（角色）
相克1：如果罂粟种植者拥有技能，间谍/寡妇无法查看魔典。
(食人族 相克, line 238: 如果食人族获得了罂粟种植者的技能，则在食人族获得下一个技能时也会发动[迷失]技能，使恶魔爪牙互认:
:func:`.cannibal.eat`.)
(小怪宝 相克3, line 601: 如果罂粟种植者在场，爪牙们会依次单独被唤醒，直到其中一名角色选择照看小怪宝。)

种植 is a [配板] ability: a 罂粟种植者 dealt at the setup (not one made later, nor a believed one)
takes the evil team's 互认 away — every minion's and demon's, those a 卡扎力 makes at the setup
too (a table upkeep keeps it so through the first night); the demon's 敏锐 stays.  香气 marks the
罂粟种植者 when it dies, by day or night, drunk or not (line 9), until the next dawn; the marker is
tied to 迷失, which outlives the death.  迷失 has no slot (ruling C44): the last step of the
night; if it works then, every demon learns the minions and every minion the demon and the other
minions, as the team's 互认 shows them.  "拥有技能" (相克1) is read as alive with 香气 working: while
so, the 间谍's 谍报 and the 寡妇's 结网 show nothing (ruling CT-poppy-grower).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import demons, minions, real, table, works
from ..statuses import marker, next_dawn, placed
from . import evil_team

PLANT = ability("poppy_grower_plant", "种植", "Plant", "配板",
                "Setup: the minions and the demon do not learn each other.", does="setup")
SCENT = ability("poppy_grower_scent", "香气", "Scent", "",
                "When you die, you get a [迷香] marker until dawn.", (PASSIVE,), does="other")
LOST = ability("poppy_grower_info", "迷失", "Lost", "夜晚",
               "While you hold [迷香] at night, the evil team learn each other.",
               (PASSIVE, DEATHLESS), does="other")
ROLE = character("poppy_grower", "罂粟种植者", "Poppy Grower", "townsfolk", (PLANT, SCENT, LOST),
                 line=255, number=59)

#: the [迷香] marker (statuses.MARKERS)
SCENT_MARKER = "poppy_scent"
#: the evil team's abilities 种植 takes away
TEAM_INFO = frozenset({evil_team.MINION_INFO.id, evil_team.DEMON_INFO.id})


def plant(g: Game, me: int, inst: SkillInstance) -> None:
    """种植: from the setup on, no minion or demon holds 互认."""
    if real(inst):
        table(g).poppy = True
        keep_planted(g)


def keep_planted(g: Game) -> None:
    """The table upkeep of 种植: no seat holds the team's 互认 (a minion made at the setup too)."""
    if not table(g).poppy:
        return
    for s in g.seats:
        if any(k.id in TEAM_INFO for k in s.skills):
            s.skills = [k for k in s.skills if k.id not in TEAM_INFO]


def died(g: Game, me: int, cause: str) -> None:
    """香气: the [迷香] marker until the next dawn (tied to 迷失, kept after the death)."""
    inst = g.seats[me].skill(LOST.id)
    if real(inst):
        marker(g, me, SCENT_MARKER, me, LOST.id, until=next_dawn(g))


def lost(g: Game, me: int, inst: SkillInstance):
    """迷失: with [迷香] tonight, the demons learn the minions and the minions the team."""
    if not placed(g, SCENT_MARKER, me) or not works(g, me, inst):
        return
    yield from team_learns(g, inst)


def team_learns(g: Game, inst: SkillInstance):
    """迷失's effect: every demon learns the minions, every minion (not the 提线木偶) the demon
    and the other minions, as the team's 互认 shows them."""
    for d in demons(g, living=False):
        yield from evil_team.demon_info(g, d, inst)
    for m in minions(g):
        if g.seats[m].role.id != "marionette":
            yield from evil_team.minion_info(g, m, inst)


def team_learns_now(g: Game, inst: SkillInstance) -> None:
    """迷失 fired outside the night's steps (the 食人族's jinx, line 238): the same information at
    once (it asks nobody anything)."""
    for _ in team_learns(g, inst):
        raise RuntimeError("迷失 gives information and asks nothing")


def withholds_grimoire(g: Game) -> bool:
    """相克1: a living 罂粟种植者 whose ability works: the 间谍 / 寡妇 see no grimoire."""
    return any(works(g, s, k, note=False) for s, k in g.holders(SCENT.id))


def in_play_jinx(g: Game) -> bool:
    """小怪宝 相克3: a 罂粟种植者 is in play (alive or dead)."""
    return any(s.role.id == ROLE.id for s in g.seats)


SETUP = {PLANT.id: plant}
TABLE_UPKEEP = (keep_planted,)
ON_OUT = {SCENT.id: died}
NIGHT = {LOST.id: lost}
