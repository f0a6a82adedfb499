"""镇民 27. 钟表匠 (line 114)

修表[首夜]：获得信息：一名恶魔与一名爪牙之间的距离的最小值。（数字）

The distance is counted round the ring the short way, neighbours at 1 (ruling CT-clockmaker),
between every player who registers to the 钟表匠 as a demon and every one who registers as a
minion, alive or dead (the text does not say 存活).  With no such pair the 钟表匠 learns that
none is in play.  A deceived 钟表匠 is told any distance from 1 to half the ring.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import ability, character
from ..common import distance
from ..info import learn, reads_as

MEND = ability("clockmaker_info", "修表", "Mend", "首夜",
               "Learn how many steps the demon is from its nearest minion.", does="learn_number")
ROLE = character("clockmaker", "钟表匠", "Clockmaker", "townsfolk", (MEND,), line=114, number=27)


def steps(g: Game, me: int) -> list[int]:
    """The shortest demon-minion distance as the seats register to ``me`` (empty: no pair)."""
    demon = [s for s in range(g.n) if reads_as(g, s, me, "demon")]
    minion = [s for s in range(g.n) if reads_as(g, s, me, "minion")]
    pairs = [distance(g, d, m) for d in demon for m in minion if d != m]
    return [min(pairs)] if pairs else []


def mend(g: Game, me: int, inst: SkillInstance):
    """修表: the smallest distance between a demon and a minion."""
    truth = steps(g, me)
    learn(g, me, MEND.id, "number", truth or ["none"], [*range(1, g.n // 2 + 1), "none"])
    return
    yield


NIGHT = {MEND.id: mend}
