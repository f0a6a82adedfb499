"""镇民 41. 报丧女妖 (line 172)

报丧女妖因为恶魔造成的死亡判定而死亡时：
报丧<被动><无视死亡>：公布报丧女妖的角色；报丧女妖每天可以提名2次，投票时可以最多投2票。

"恶魔造成的死亡判定" as for the 祖母 and the 贤者: every kill a demon's ability makes.  报丧 must work
when she dies (a drunk or poisoned 报丧女妖 is not announced and gains nothing).  "公布报丧女妖的角色" (角色
is the player, line 6's usage): the table is told which player is the 报丧女妖 when her death is
announced (at once by day, at the next dawn for a night death: line 13).  From then on, while 报丧
works (<无视死亡>: dead as she is), she may nominate twice a day, and each of her votes — on every
nomination, not the dead's one "yes" — counts two: "最多投2票" gives her up to two, and a "yes" is
read as both (ruling CT-banshee).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import real, works
from .grandmother import DEMON_CAUSE

WAIL = ability("banshee_wail", "报丧", "Wail", "",
               "If a demon kills you, all learn you are the Banshee; you may nominate twice a day "
               "and vote with two votes.", (PASSIVE, DEATHLESS), does="other")
ROLE = character("banshee", "报丧女妖", "Banshee", "townsfolk", (WAIL,), line=172, number=41)

#: 每天可以提名2次 / 最多投2票
NOMINATIONS_A_DAY = 2
VOTES = 2


def died(g: Game, me: int, cause: str) -> None:
    """报丧: killed by a demon's death judgement, with 报丧 working: she wails."""
    inst = g.seats[me].skill(WAIL.id)
    if cause == DEMON_CAUSE and real(inst) and works(g, me, inst):
        inst.data["wailed"] = True
        inst.data["announce"] = True
        announce(g, me, inst)


def announce(g: Game, me: int, inst: SkillInstance) -> None:
    """公布: once her death is public, the table learns she is the 报丧女妖."""
    if inst.data.get("announce") and g.seats[me].death_public:
        inst.data.pop("announce")
        g.emit("reveal", seat=me, role=ROLE.id)


def _wailing(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(WAIL.id)
    return inst is not None and bool(inst.data.get("wailed")) and works(g, seat, inst, note=False)


def nominations(g: Game, seat: int) -> int:
    """每天可以提名2次 (alive or dead), while 报丧 works; 0: no say."""
    return NOMINATIONS_A_DAY if _wailing(g, seat) else 0


def votes(g: Game, seat: int) -> int:
    """投票时可以最多投2票 (every nomination), while 报丧 works; 0: no say."""
    return VOTES if _wailing(g, seat) else 0


ON_OUT = {WAIL.id: died}
UPKEEP = {WAIL.id: announce}
NOMINATIONS = (nominations,)
VOTE_WEIGHTS = (votes,)
