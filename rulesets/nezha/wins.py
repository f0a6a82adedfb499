"""胜负判定 (lines 867-910).

某阵营满足其判负条件之一时，该阵营优先判负。已经判负的阵营无法再次获得胜利。
某未判负阵营满足其胜利条件之一，或场上仅有一个阵营尚未被判负时，宣布此阵营胜利、游戏结束。
只有一个阵营能获得胜利。如果有多个阵营同时达到胜利条件，则判定优先顺序为：吹笛者、瘟神、开膛手、潘多拉、
炽天使、占星师、炸弹、不定互指、蛊惑师、镜、富商、监视、锁链、白狼、希望之光。
同时满足胜利和判负条件时，除了利维坦，炸弹，占星师等技能上有写特殊胜利方式的视作胜利，否则视作判负。
除了屠城胜利即时判定之外，宣布胜利或失败需要结算完当前阶段才会判定是否获胜或判负。所有阵营的通用屠城胜利
方式：场上只有一个阵营尚未判负，或场上仅有一个阵营的角色存活，该阵营获胜。
所有判负条件对应的均为实际阵营和实际身份，所有计算数量均四舍五入。

【狼人阵营】负 1、不存在存活的狼人阵营角色。2、狼人阵营的存活角色全部进入永久的[寡言]状态。
3、狼人阵营所有[群内]和[接刀]的角色均出局，且狼人阵营的角色出局了全场总人数*0.3个。
4、狼人阵营的角色出局了全场总人数*0.35个。
【村民阵营】负 1、不存在存活的村民阵营角色。2、村民阵营的存活角色全部进入永久的[寡言]状态。
3、村民阵营的角色出局了全场总人数*0.5个。 (朱雀: 村民阵营的判负所需出局人数减少1)

Lose conditions are judged at the end of each phase (``Game.judge(instant_only=False)``); 屠城
(only one camp with living roles) at once after every out, unless the camp meets a lose condition too
(视作判负, ruling N112).  A camp's outs are its roles out now
(a revived role no longer counts), by the camp they were in (ruling N89).  The camps of the
priority list that are not in play are kept as data; a camp not on it ranks last.  With no
camp able to win (the day limit: 僵持), the sheriff's camp wins (line 876).

Camps: 村民, 狼人, 不定 (an undetermined role that has joined no camp), and one camp per third party
(不同的三方阵营各自为独立阵营拥有单独的胜利条件, line 132: ``RoleSpec.camp`` is the role's id), each
with the common lose condition 所属阵营的全部角色均出局 (line 892), its own wins (the role module's
``CAMP_WINS``) and 屠城.  Only the camps some seat holds are judged (``present_only``).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import CampRule, Condition, Game, GameOver, WinModel

from .common import (KILL, PACK, RECEIVER, UNDETERMINED, VILLAGE, WOLF, counted, players,
                     round_half_up, table)
from .lovers import BLACK, THIRD_PARTY
from .roles import ANY_CAMP_WINS, CAMP_WINS, VETOES
from .statuses import permanent

#: the camps that are not a third party's (line 130)
ORDINARY = frozenset({VILLAGE, WOLF, UNDETERMINED, BLACK})
#: 判定优先顺序 (line 872) by camp id; roles not in this edition are kept as data
PRIORITY = ("piper", "plague_god", "ripper", "pandora", "seraph", "astrologer", "bomb",
            UNDETERMINED, "enchanter", "mirror", "rich_merchant", "watcher",
            "chain_master", "white_eyed_wolf", "hope")


def members(g: Game, camp: str, living: bool) -> list[int]:
    return [s.index for s in g.seats if s.camp == camp and s.alive == living
            and counted(g, s.index)]


def none_alive(camp: str):
    def holds(g: Game) -> bool:
        return not members(g, camp, True)
    return holds


def all_taciturn(camp: str):
    """存活角色全部进入永久的[寡言]状态."""
    def holds(g: Game) -> bool:
        alive = members(g, camp, True)
        return bool(alive) and all(permanent(g, s, "taciturn") for s in alive)
    return holds


def outs(g: Game, camp: str) -> int:
    return len(members(g, camp, False))


def wolves_cut_off(g: Game) -> bool:
    """3、所有[群内]和[接刀]的角色均出局，且狼人阵营的角色出局了全场总人数*0.3个.  A tagged wolf under
    permanent [超度] has lost its tag for good (会丢失…[群内]或[接刀]标签) and counts as gone, as
    when the knife passes (ruling N78, N113)."""
    tagged = [s for s, t in table(g).tags.items() if t & {PACK, RECEIVER}
              and g.seats[s].camp == WOLF]
    return all(not g.seats[s].alive or permanent(g, s, "exorcised") for s in tagged) and \
        outs(g, WOLF) >= round_half_up(0.3 * players(g))


def wolves_decimated(g: Game) -> bool:
    """4、狼人阵营的角色出局了全场总人数*0.35个."""
    return outs(g, WOLF) >= round_half_up(0.35 * players(g))


def village_decimated(g: Game) -> bool:
    """3、村民阵营的角色出局了全场总人数*0.5个 (less one per 涅槃重生)."""
    return outs(g, VILLAGE) >= round_half_up(0.5 * players(g)) - table(g).rebirths


def only_camp_alive(camp: str):
    """屠城: 场上仅有一个阵营的角色存活."""
    def holds(g: Game) -> bool:
        camps = {s.camp for s in g.seats if s.alive and counted(g, s.index)}
        return camps == {camp}
    return holds


def massacre(camp: str, lose: tuple[Condition, ...]):
    """屠城, judged at once; but 同时满足胜利和判负条件时…视作判负 (line 873): a camp that also meets
    one of its lose conditions does not win by it (it is judged lost when the phase ends, ruling
    N112)."""
    alone = only_camp_alive(camp)

    def holds(g: Game) -> bool:
        return alone(g) and not any(c.holds(g) for c in lose)
    return holds


def joined_thirds(g: Game, camp: str) -> set[str]:
    """The other third parties whose cards are in ``camp`` through 丘比特之箭: 如果情侣之一是三方阵营，
    丘与情侣加入该三方阵营，胜利条件为该三方的胜利条件，有多个三方则需要两个三方的胜利条件均满足才能获胜
    (line 793).  A pair of two third parties joins the first lover's camp (N222); the second's
    card brings its camp's conditions along, to be met as well (ruling N410).  冥婚's pair is the
    bride's camp whatever the partner (N311): not read here."""
    return {nature for bond in table(g).bonds if bond.camp == camp and bond.fixed is None
            and bond.case == THIRD_PARTY
            for lover, nature in bond.natures.items()
            if lover in bond.lovers and nature != camp and nature not in ORDINARY}


def _met_as(g: Game, camp: str, other: str) -> bool:
    """Whether ``other``'s own win holds for ``camp`` (its roles read as ``other``'s while the
    conditions are judged, so 除吹笛阵营外 / 除了千面人阵营的角色以外 exclude the joint camp); a third
    party that wins by 屠城 alone (赌徒, 死灵术士...) is met by the joint camp's 屠城."""
    wins = CAMP_WINS.get(other, ())
    if not wins:
        return only_camp_alive(camp)(g)
    moved = [s for s in g.seats if s.camp == camp]
    saved = [(s.camp, s.win_camp) for s in moved]
    try:
        for s in moved:
            s.camp = other
            s.win_camp = other
        return any(c.holds(g) for c in wins)
    finally:
        for s, (c, w) in zip(moved, saved):
            s.camp, s.win_camp = c, w


def jointly(camp: str, cond: Condition) -> Condition:
    """``cond``, one of a third party's own wins, holding only with every joined third party's
    own win too (line 793, ruling N410)."""
    def holds(g: Game) -> bool:
        return cond.holds(g) and all(_met_as(g, camp, other)
                                     for other in sorted(joined_thirds(g, camp)))
    return Condition(cond.label, holds, instant=cond.instant, special=cond.special,
                     explain=cond.explain, rank=cond.rank)


def _camp(camp: str, lose: tuple[Condition, ...], win: tuple[Condition, ...] = ()) -> CampRule:
    """A camp's rules: its lose conditions, its own wins, the wins a role gives whatever camp
    it is in (暗恋者, 希望之光: an entry ``(label, holds, rank)`` ranks as ``rank`` in the
    判定优先顺序), then the common 屠城 (line 874)."""
    through_roles = tuple(Condition(label, lambda g, f=holds: f(g, camp), instant=False,
                                    rank=rank)
                          for label, holds, *ranked in ANY_CAMP_WINS
                          for rank in (ranked[0] if ranked else None,))
    return CampRule(camp, lose=lose,
                    win=win + through_roles + (Condition("屠城", massacre(camp, lose)),))


def shielded(g: Game, camp: str) -> bool:
    """聂小倩's 身份属性: ``camp`` 不会被判负 until the same point two game days after 鬼情 fired
    (``table(g).lose_shield``: camp -> (day, at night)), ruling N246."""
    until = table(g).lose_shield.get(camp)
    return until is not None and (g.day, g.phase.startswith("night")) < until


def all_members_out(camp: str) -> tuple[Condition, ...]:
    """【三方阵营】共通判负条件：所属阵营的全部角色均出局 (line 892), judged when the phase ends
    (not while 聂小倩 shields the camp)."""
    gone = none_alive(camp)
    return (Condition("所属阵营的全部角色均出局", lambda g: gone(g) and not shielded(g, camp),
                      instant=False),)


def few_left(g: Game) -> bool:
    """8、所有不定阵营：不定阵营有人存活且场上存活人数为4及以内 (line 901); the camp the roles that
    joined none form (line 851: 符合条件的所有角色共同成为一个单独的独立阵营) has this win only
    若无人持有[杀人]技能 (ruling N255)."""
    alive = [s for s in g.seats if s.alive and counted(g, s.index)]
    members = [s for s in alive if s.camp == UNDETERMINED]
    return len(alive) <= 4 and bool(members) and \
        not any(k.id == KILL for s in members for k in s.skills)


def other_camps() -> tuple[CampRule, ...]:
    """The camps beside 村民 and 狼人: 不定 (an undetermined role that joined none), then every
    camp a role module declares in ``CAMP_WINS`` (each third party's own camp, camps formed in
    play such as 黑情侣), each losing when all its roles are out."""
    rules = [_camp(UNDETERMINED, all_members_out(UNDETERMINED),
                   (Condition("不定阵营有人存活且场上存活人数为4及以内", few_left, instant=False),))]
    rules += [_camp(camp, all_members_out(camp), tuple(jointly(camp, w) for w in wins))
              for camp, wins in CAMP_WINS.items()]
    return tuple(rules)


WIN = WinModel(
    camps=(
        _camp(WOLF, (Condition("不存在存活的狼人阵营角色", none_alive(WOLF), instant=False),
                     Condition("狼人阵营的存活角色全部进入永久的[寡言]状态", all_taciturn(WOLF),
                               instant=False),
                     Condition("狼人阵营所有[群内]和[接刀]的角色均出局，且出局了全场总人数*0.3个",
                               wolves_cut_off, instant=False),
                     Condition("狼人阵营的角色出局了全场总人数*0.35个", wolves_decimated,
                               instant=False))),
        _camp(VILLAGE, (Condition("不存在存活的村民阵营角色", none_alive(VILLAGE), instant=False),
                        Condition("村民阵营的存活角色全部进入永久的[寡言]状态",
                                  all_taciturn(VILLAGE), instant=False),
                        Condition("村民阵营的角色出局了全场总人数*0.5个", village_decimated,
                                  instant=False))),
        *other_camps(),
    ),
    priority=PRIORITY, last_unlost_wins=True, present_only=True, vetoes=VETOES)


def stalemate(g: Game, why: str) -> None:
    """若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里，那个角色所属的阵营就获胜 (a draw
    without a sheriff, or when its camp has lost: ruling N93; or may not win while a 妖狐 lives:
    N277)."""
    s = table(g).sheriff
    camp: Optional[str] = None
    if s is not None and g.seats[s].camp not in g.lost and not WIN.vetoed(g, g.seats[s].camp):
        camp = g.seats[s].camp
    raise GameOver(camp, f"{why}: 警长所属的阵营获胜" if camp else f"{why}: 平局")


def red_card(g: Game, seat: int) -> None:
    """同一阵营的角色累计获得两张或以上红牌时，阵营判负 (the actual camp when given, N62)."""
    state = table(g)
    camp = g.seats[seat].camp
    state.reds[camp] = state.reds.get(camp, 0) + 1
    if state.reds[camp] >= 2:
        WIN.lose(g, camp, "同一阵营的角色累计获得两张红牌")
