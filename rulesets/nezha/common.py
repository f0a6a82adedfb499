"""What every 哪吒 module shares: the table state, camps, tags, knives, rounding and target pools.

Words of the rulebook (用语定义, lines 70-135):

* 实际阵营 is ``Seat.camp`` (it changes: 你的阵营转变为xx阵营); 表面阵营 / 表面身份 / 表面带刀 are
  what checks read (``surface``), the actual values unless a disguise changed them.
* 实际带刀: 若能使用[杀人]技能，则视为带刀; for the statuses' notices and 高僧 the broad test of
  line 207 (a [群内] or [接刀] tag, or a 杀人 skill) is used (ruling N15).
* 所有计算数量均四舍五入 (line 877): :func:`round_half_up`.
"""

from __future__ import annotations

import math
from typing import Optional

from rulesets.engine import Appearance, Game, RoleSpec

from .state import NezhaState

VILLAGE, WOLF = "village", "wolf"
#: the draft's two families of extra cards (line 66): 三方 (each third party is a camp of its
#: own, ``RoleSpec.camp`` = its role id: 不同的三方阵营各自为独立阵营, line 132) and 不定 (dealt into
#: ``UNDETERMINED``, the camp of an undetermined role that has joined none yet)
THIRD, UNDETERMINED = "third", "undetermined"
PACK, RECEIVER, SEER = "群内", "接刀", "验人系"
FORCED = "强制"
KILL = "kill"


def family(role: RoleSpec) -> str:
    """The card's draft family: 村民 / 狼人 / 不定, or 三方 for a third party's own camp."""
    return role.camp if role.camp in (VILLAGE, WOLF, UNDETERMINED) else THIRD


def table(g: Game) -> NezhaState:
    """The 哪吒 table state of ``g``."""
    return g.state


def round_half_up(x: float) -> int:
    """四舍五入 (not banker's rounding): 4.5 -> 5."""
    return math.floor(x + 0.5)


def players(g: Game) -> int:
    """开局总人数 N: the board's players and the 空想家's 马甲 (计入初始人数); a puppet added later
    does not count (rulings N8, N133)."""
    return g.n + len(table(g).figments)


def hand_out(g: Game, seat: int, tell: bool = True) -> None:
    """发放账号，玩家得知身份: the seat is told its card (``tell``) and holds its card's [群内] /
    [接刀] tags."""
    s = g.seats[seat]
    if tell:
        g.tell(seat, "role", role=s.role.id, camp=s.camp)
    held = set(s.role.tags) & {PACK, RECEIVER}
    if held:
        table(g).tags[seat] = held


def counted(g: Game, seat: int) -> bool:
    """A seat that counts for camps and thresholds (not a puppet account)."""
    return seat not in table(g).puppets


def tags(g: Game, seat: int) -> set[str]:
    """The seat's [群内] / [接刀] tags now: none while it holds [超度] (会丢失且无法获得
    [群内]或[接刀]标签，直到状态消除才还原)."""
    from .statuses import has
    held = table(g).tags.get(seat)
    if not held or has(g, seat, "exorcised"):
        return set()
    return held


def in_pack(g: Game, seat: int) -> bool:
    """A living [群内] member of the wolf camp, free of [超度]."""
    s = g.seats[seat]
    return s.alive and s.camp == WOLF and PACK in tags(g, seat)


def pack_members(g: Game) -> list[int]:
    """The wolf pack (狼群) now: living [群内] wolves."""
    return [s.index for s in g.seats if in_pack(g, s.index)]


def carries_knife(g: Game, seat: int) -> bool:
    """带刀 (broad test, ruling N15): a [群内] / [接刀] tag, or holding a 杀人 skill."""
    return bool(tags(g, seat)) or g.seats[seat].skill(KILL) is not None \
        or table(g).knife == seat


def bears_knife(g: Game, seat: int) -> bool:
    """Whom [超度] concerns (仅在角色[带刀]时会得知): a tag, [超度] or not, or a 杀人."""
    return bool(table(g).tags.get(seat)) or carries_knife(g, seat)


def holds_forced(g: Game, seat: int) -> bool:
    """Holds a <强制> skill (who is told of [遗忘])."""
    flags = g.ruleset.skill_flags
    return any(FORCED in flags(k.id) for k in g.seats[seat].skills)


def surface(g: Game, seat: int, asker: Optional[int] = None) -> Appearance:
    """表面阵营 / 表面身份 / 表面带刀 as ``asker``'s check reads them: the disguise where one is
    set (``Seat.apparent``, a [表面伪装] status), else the actual camp, card and knife."""
    look = g.appearance(seat, asker)
    s = g.seats[seat]
    if "knife" not in s.apparent and not any(st.name == "disguise" and "knife" in st.data
                                             for st in s.statuses):
        look = look._replace(knife=carries_knife(g, seat))
    return look


def actual_camp(g: Game, seat: int, asker: Optional[int] = None) -> str:
    """实际阵营 as another seat's skill judges it: the village's for a village skill on a 隐狼 that
    chose item 4; inverted under 假面<愚面> (三方或不定则随机判定为好人或狼, the storyteller's
    pick)."""
    from .statuses import has
    camp = g.seats[seat].camp
    if asker is not None and asker != seat and seat in table(g).passing and \
            g.seats[asker].camp == VILLAGE:
        camp = VILLAGE
    if asker != seat and has(g, seat, "inverted"):
        if camp == VILLAGE:
            return WOLF
        if camp == WOLF:
            return VILLAGE
        return g.story.pick([VILLAGE, WOLF], "愚面 inverted camp")
    return camp


def wolf_without_wolf(g: Game, seat: int, asker: Optional[int] = None) -> bool:
    """[实际阵营]属于狼人阵营，[实际身份]没有[狼]字 (安魂, 长眠, 轰雷斩)."""
    return actual_camp(g, seat, asker) == WOLF and "狼" not in g.seats[seat].role.zh


def pool(g: Game, but: Optional[int] = None) -> list[int]:
    """任意一名角色: seats not publicly out (已经公示的出局角色不允许被选为技能的目标), a puppet
    account included."""
    return [s.index for s in g.seats if (s.alive or not s.death_public) and s.index != but]


def dead_pool(g: Game, but: Optional[int] = None) -> list[int]:
    """任意1名已出局角色 (whose out the table knows)."""
    return [s.index for s in g.seats if not s.alive and s.death_public and s.index != but]


def corpses(g: Game) -> list[int]:
    """任意尸体尚在的已出局角色: the known dead whose corpse no 食尸鬼 ate."""
    eaten = table(g).eaten
    return [s for s in dead_pool(g) if s not in eaten]


def ring(g: Game) -> list[int]:
    """电梯楼: living counted seats in seat order (first and last are neighbours)."""
    return [s.index for s in g.seats if s.alive and counted(g, s.index)]


def half_of_living(g: Game) -> int:
    """存活人数的一半: half the living counted roles, rounded half up (所有计算数量均四舍五入, line 877;
    ruling N431)."""
    return round_half_up(len(ring(g)) / 2)


def neighbours(g: Game, seat: int) -> list[int]:
    """The living seats next to ``seat`` on the ring (排除当前已出局成员，首尾相邻)."""
    living = ring(g)
    if seat not in living:
        living = sorted(living + [seat])
    if len(living) < 2:
        return []
    i = living.index(seat)
    left, right = living[i - 1], living[(i + 1) % len(living)]
    return [left] if left == right else [left, right]


#: 红牌罚下 (the out cause of a red card): 红牌罚下出局的角色…不能发动任何技能（视作被业炎处理） (line 161)
SENT_OFF = "red_card"


def answerer(g: Game, seat: int) -> Optional[int]:
    """Who answers ``seat``'s decisions: itself, or the master of a puppet (N70); ``None`` for a
    puppet whose master is out (a protected puppet may outlive it): its skills go unused."""
    who = g.actor(seat)
    return who if who == seat or g.seats[who].alive else None


def is_night(g: Game) -> bool:
    """Night actions are filed for the tally until it is settled."""
    return g.phase.startswith("night") and not table(g).night_settled
