"""[情侣]状态 (line 800): 非负面状态，无法消除，获得该状态时，与另外一位情侣共群，并得知是[真爱情侣]还是
[虚情情侣]，当情侣中的一人出局，另外一人承受的[致死伤害]...[虚情情侣]仅有共死效果...[情侣]状态若一方因为
种种原因没有成功获得，则另外一方也不会获得。

The shared death is the first chain (``damage.CHAINS``); the pair's chat is the ``lovers``
channel addressed to the two.  A role holding [漏洞] cannot gain it (ruling N43).

[真爱情侣] pairs of 丘比特之箭 (lines 788-798) are :class:`~rulesets.nezha.state.Bond` s: the rules
are judged in order by :func:`judge` when linked, and again whenever a lover's camp changes
(若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属): each lover's new camp becomes its nature
(:func:`camp_changed`, the ruleset's ``camp_changed`` hook).  The 黑情侣 camp is :data:`BLACK`
(rulings N220-N226).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game

from .common import PACK, RECEIVER, UNDETERMINED, VILLAGE, WOLF, table
from .state import Bond
from .statuses import has

CHANNEL = "lovers"
#: the 黑情侣 camp (a camp formed in play; line 900 无三方黑情侣：屠城)
BLACK = "black_lovers"
#: the pair's cases, in the order of lines 791-796
VOID, BLACK_UNDETERMINED, THIRD_PARTY, WOLF_VILLAGE, WOLVES, VILLAGERS = (
    "void", "undetermined", "third", "wolf_village", "wolves", "villagers")


def link(g: Game, a: int, b: int, kind: str, until: Optional[str] = None) -> bool:
    """``a`` and ``b`` become lovers (``kind``: ``true`` 真爱 / ``false`` 虚情), or neither does."""
    if a == b or has(g, a, "exploit") or has(g, b, "exploit"):
        return False
    g.add_status(a, "lovers", b, until, {"with": b, "kind": kind})
    g.add_status(b, "lovers", a, until, {"with": a, "kind": kind})
    g.emit("lovers", (a, b), CHANNEL, seats=[a, b], love=kind)
    return True


def true_lover(g: Game, seat: int) -> bool:
    """Holds [真爱情侣]."""
    return any(st.data.get("kind") == "true" for st in g.seats[seat].statuses.all("lovers"))


def cannot_love(g: Game, seat: int) -> bool:
    """情侣之一是炸弹，上帝使徒，双子星，证婚人或持有[隐身][真爱情侣]状态 (line 790): 炸弹, 上帝使徒
    and 双子星 are not in this edition (ruling N221)."""
    return seat in table(g).witnesses or has(g, seat, "invisible") or true_lover(g, seat)


def _third(camp: str) -> bool:
    return camp not in (VILLAGE, WOLF, UNDETERMINED, BLACK)


def case_of(natures: list[str]) -> tuple[str, Optional[str]]:
    """Lines 791-796 in order, on the two lovers' natures: (the case, the pair's camp; ``None``
    when each lover keeps its own)."""
    if UNDETERMINED in natures:
        return BLACK_UNDETERMINED, BLACK
    thirds = [c for c in natures if _third(c)]
    if thirds:
        return THIRD_PARTY, thirds[0]
    if sorted(natures) == [VILLAGE, WOLF]:
        return WOLF_VILLAGE, BLACK
    if natures == [WOLF, WOLF]:
        return WOLVES, None
    return VILLAGERS, None


def judge(g: Game, bond: Bond) -> None:
    """Apply the pair's rules to the lovers and 丘比特: camps, tags, how checks read them."""
    bond.judging = True
    try:
        _apply(g, bond)
    finally:
        bond.judging = False


def _apply(g: Game, bond: Bond) -> None:
    state = table(g)
    a, b = bond.lovers
    natures = [bond.natures[a], bond.natures[b]]
    bond.case, bond.camp = case_of(natures)
    if bond.fixed is not None and bond.camp is not None:
        bond.camp = bond.fixed                  # 冥婚: the pair is the 鬼魂新娘黑情侣 (ruling N311)
    for lover, nature in zip(bond.lovers, natures):
        own = set(bond.own_tags.get(lover, ()))
        if bond.case == BLACK_UNDETERMINED:
            tags = {PACK}                       # 情侣内部两人获得[群内]标签并持有杀人技能
        elif bond.case == WOLF_VILLAGE and nature == WOLF:
            tags = {RECEIVER}                   # 该狼人…会获得[接刀]标签
        elif bond.case != WOLVES and nature == WOLF:
            tags = set()                        # 除双狼情侣外…不会获得本来的[群内]或[接刀]标签
        else:
            tags = own
        _set_tags(g, lover, tags)
        g.change_camp(lover, bond.camp or nature)
        _reads_black(g, lover, bond.case not in (WOLVES, VILLAGERS))
    if bond.cupid not in bond.lovers:
        cupid_camp = bond.camp or (WOLF if bond.case == WOLVES else VILLAGE)
        tags = set(state.tags.get(bond.cupid, ())) - {RECEIVER}
        if bond.case == WOLVES:                 # 丘加入狼人阵营并获得[接刀]标签
            tags.add(RECEIVER)
        _set_tags(g, bond.cupid, tags)
        g.change_camp(bond.cupid, cupid_camp)
        _reads_black(g, bond.cupid, bond.case not in (WOLVES, VILLAGERS))


def _set_tags(g: Game, seat: int, tags: set[str]) -> None:
    state = table(g)
    if tags:
        state.tags[seat] = set(tags)
    else:
        state.tags.pop(seat, None)


def _reads_black(g: Game, seat: int, black: bool) -> None:
    """情侣和丘比特被验证均为黑情侣阵营（或预言家的非狼阵营） (line 797)."""
    look = g.seats[seat].apparent
    if black:
        look.update(camp=BLACK, wolf=False)
    elif look.get("camp") == BLACK:
        look.pop("camp", None)
        look.pop("wolf", None)


def camp_changed(g: Game, seat: int, before: str) -> None:
    """若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属，非情侣的丘比特发生阵营改变不影响情侣
    (line 798): a lover whose camp another rule changed takes that camp as its nature (its tags
    now as its own) and the pair is judged again."""
    state = table(g)
    for bond in state.bonds:
        if seat not in bond.lovers or bond.judging:
            continue
        if g.seats[seat].camp == (bond.camp or bond.natures[seat]):
            continue
        bond.natures[seat] = g.seats[seat].camp
        bond.own_tags[seat] = set(state.tags.get(seat, ()))
        judge(g, bond)
