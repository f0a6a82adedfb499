"""【三方阵营】12，鬼魂新娘[接刀]（60） (line 749)

身份属性（不是技能）：鬼魂新娘的接刀顺序为其他所有[群内]和[接刀]的角色都出局（若另外一半是不定阵营则无效因为已经
有刀），其他角色获得鬼魂新娘的技能时，获得丘比特的技能而非鬼魂新娘的技能。
冥婚[开局][指定]——选择范围：任意一名角色。
结算效果：结算目标若不是丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态，鬼魂新娘与目标角色获得[真爱情侣]状态
（参考丘比特），若是上述角色，则可立刻重新选择。
获得真爱情侣状态之后，若真爱情侣的另外一半为村民阵营的角色，则随机一个狼人阵营的角色成为证婚人，其实际阵营变为和
鬼魂新娘情侣相同的阵营（同丘比特随情侣变动），并且情侣和证婚人互知不共群。若真爱情侣的另外一半为狼人阵营的角色，
则随机一个村民阵营的角色成为证婚人，效果相同。若另外一半为三方或不定阵营，则可以由情侣自行选择一个证婚人。若证婚人
属于狼人[群内]，则失去此标签，然后和情侣共群。
证婚人一定不是丘比特，炸弹，上帝使徒，双子星或持有[隐身][真爱情侣]状态的角色，若自行选择的证婚人选中上述角色，则本局
游戏将不存在证婚人。
胜利条件：屠城 (line 756; 9、鬼魂新娘黑情侣：屠城, line 902)

(line 22: 鬼魂新娘的证婚人若为群内狼，则不和狼人共群而是和情侣共群.)

冥婚 is decided at 开局 right after the accounts, before 老司机's arrow (行动顺序总集: 鬼魂新娘 连情侣,
老司机 连情侣).  The pair is a :class:`~rulesets.nezha.state.Bond` judged by 丘比特's rules
(``lovers.judge``, 参考丘比特) whose camp is always the bride's own (``Bond.fixed``): 鬼魂新娘黑情侣
(rulings N310-N319).  The bride's knife (``holder``) is filed as 其余身份杀人 at 深夜2, after the
黑情侣's.  A role taking this card's skills takes 老司机's (丘比特 is 老司机, N16):
``face_changer.STANDS_IN``.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..camps import follow
from ..common import PACK, RECEIVER, VILLAGE, WOLF, answerer, counted, pool, table, tags
from ..lovers import BLACK, CHANNEL, judge, link, true_lover
from ..pack import KILL, hand_knife, last_of_all, pass_knife, strike_with_kill
from ..skills import choose, spend, used
from ..state import Bond
from ..statuses import has, permanent
from ..targeting import aim_one
from .old_driver import ARROW

MARRIAGE = SkillSpec("ghost_marriage", "冥婚", "冥婚", "Ghost marriage", "开局",
                     "Pick any role: unless it is the Cupid or [invisible], you and it become "
                     "真爱情侣 of your camp (else pick again); a 证婚人 (witness) joins you: a random "
                     "wolf for a village partner, a random villager for a wolf, the pair's own "
                     "pick for a third party or an undetermined one.", ("指定",))
WITNESS = SkillSpec("wedding_witness", "证婚人之选", "證婚人之選", "Choose the witness", "开局",
                    "The bride's pair picks its 证婚人 (a third-party or undetermined partner); "
                    "a Cupid, [invisible] or 真爱情侣 pick means no witness this game.")
ROLE = RoleSpec("ghost_bride", "鬼魂新娘", "鬼魂新娘", "Ghost Bride", camp="ghost_bride",
                skills=(MARRIAGE,), line=749, strength=60, tags=(RECEIVER,))
#: 胜利条件：屠城 (added by ``wins``, with 所属阵营的全部角色均出局)
CAMP_WINS: dict[str, tuple] = {ROLE.camp: ()}
CAMP_NAMES = {ROLE.camp: ("鬼魂新娘黑情侣阵营", "the Ghost Bride's black lovers")}


# -- 冥婚 (开局) --------------------------------------------------------------------------------
def is_cupid(g: Game, seat: int) -> bool:
    """丘比特: a holder of 丘比特之箭 (老司机, ruling N16); 炸弹, 上帝使徒 and 双子星 are not in
    this edition (N10)."""
    return g.seats[seat].skill(ARROW.id) is not None


def unfit_bride(g: Game, seat: int) -> bool:
    """结算目标若是丘比特，炸弹，上帝使徒，双子星或持有[隐身]状态 (line 752)."""
    return is_cupid(g, seat) or has(g, seat, "invisible")


def unfit_witness(g: Game, seat: int) -> bool:
    """证婚人一定不是丘比特，炸弹，上帝使徒，双子星或持有[隐身][真爱情侣]状态的角色 (line 754)."""
    return unfit_bride(g, seat) or true_lover(g, seat)


def opening(g: Game):
    """鬼魂新娘 连情侣 (开局, before 老司机's): every holder of 冥婚, in seat order."""
    for me, inst in g.holders(MARRIAGE.id):
        yield from marry(g, me, inst)


def marry(g: Game, me: int, inst: SkillInstance):
    """冥婚: a partner (optional; an unfit 结算目标 lets the bride choose again at once, ruling
    N310), the [真爱情侣] pair judged by 丘比特's rules in the bride's camp, then the 证婚人."""
    tried: set[int] = set()
    while True:
        candidates = [s for s in pool(g, but=me) if s not in tried]
        if not candidates:
            return
        t = yield from choose(g, me, inst, MARRIAGE.id, candidates)
        if t is None:
            return
        partner = aim_one(g, me, MARRIAGE.id, t)
        if partner is not None and partner != me and not unfit_bride(g, partner) \
                and link(g, me, partner, "true"):
            break
        tried.add(t)
        g.tell(me, "marriage_void", target=t)      # 若是上述角色，则可立刻重新选择
    spend(inst)
    state = table(g)
    natures = {me: g.seats[me].camp, partner: g.seats[partner].camp}
    bond = Bond(me, (me, partner), natures, {s: set(state.tags.get(s, ())) for s in (me, partner)},
                fixed=g.seats[me].camp)
    state.bonds.append(bond)
    judge(g, bond)
    witness = yield from pick_witness(g, me, partner, natures[partner])
    if witness is None:
        g.emit("witness", (me, partner), CHANNEL, seats=[me, partner], witness=None, shared=False)
        return
    seat_witness(g, bond, witness)


def pick_witness(g: Game, me: int, partner: int, nature: str):
    """The 证婚人: a random fit role of the wolves for a village partner, of the village for a wolf
    (the storyteller's pick; none when no role fits), else the pair's own pick, the bride
    answering (ruling N312); an unfit pick means no witness this game."""
    if nature in (VILLAGE, WOLF):
        wanted = WOLF if nature == VILLAGE else VILLAGE
        fits = [s.index for s in g.seats if s.alive and counted(g, s.index) and s.camp == wanted
                and s.index not in (me, partner) and not unfit_witness(g, s.index)]
        return g.story.pick_seat(fits, "证婚人") if fits else None
    who = answerer(g, me)
    if who is None:
        return None
    t = yield from ask_target(g, who, WITNESS.id, [s for s in pool(g, but=me) if s != partner],
                              optional=True)
    if t is None or unfit_witness(g, t):
        return None
    return t


def seat_witness(g: Game, bond: Bond, witness: int) -> None:
    """The witness joins the pair's camp and follows it (同丘比特随情侣变动), reads as 黑情侣 as
    丘比特 does (line 797); the three know each other; a pack wolf loses its [群内] and shares the
    lovers' chat (line 22, ruling N313)."""
    state = table(g)
    bride, partner = bond.lovers
    state.witnesses.add(witness)
    held = state.tags.get(witness, set())
    packed = g.seats[witness].camp == WOLF and PACK in held
    if packed:
        held.discard(PACK)
        if not held:
            state.tags.pop(witness, None)
        bond.guests = (witness,)
    follow(g, witness, bride)
    g.seats[witness].apparent.update(camp=BLACK, wolf=False)
    g.emit("witness", (bride, partner, witness), CHANNEL, seats=[bride, partner],
           witness=witness, shared=packed)
    pass_knife(g)


# -- the knife ([接刀], 身份属性) ------------------------------------------------------------------
def _armed_elsewhere(g: Game, me: int) -> bool:
    """Another living role of another camp holds a [群内] or [接刀] tag (one under permanent
    [超度] has lost it: N78, N113); the bride's camp-mates (its 证婚人) carry no knife of theirs."""
    camp = g.seats[me].camp
    state = table(g)
    return any(o.alive and o.index != me and o.camp != camp
               and state.tags.get(o.index, set()) & {PACK, RECEIVER}
               and not permanent(g, o.index, "exorcised") for o in g.seats)


def holder(g: Game) -> Optional[int]:
    """Who holds the bride's knife: a living role whose [接刀] ranks as this card's (free of
    [超度]), once every other [群内] and [接刀] role is out (ruling N316).  A bride wed to an
    undetermined role holds the lovers' [群内] instead (若另外一半是不定阵营则无效因为已经有刀)."""
    for s in g.seats:
        if s.alive and RECEIVER in tags(g, s.index) and last_of_all(g, s.index) \
                and not _armed_elsewhere(g, s.index):
            return s.index
    return None


def sync(g: Game) -> None:
    """The knife passes to the bride (told, as a [接刀] wolf is) or leaves it."""
    hand_knife(g, "bride_knife", holder(g))


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """Every out may pass the bride the knife."""
    sync(g)


def bride_kill(g: Game):
    """The bride's 杀人 (深夜2, 其余身份杀人, after the 黑情侣's): one [指杀], optional unless
    未明之雾 forces it; [缴械] voids it."""
    sync(g)
    me = table(g).bride_knife
    if me is None or has(g, me, "disarm") or not g.can_use(me, KILL.id):
        return
    night = table(g).night
    candidates = night.mist if night.mist is not None else pool(g)
    who = answerer(g, me)
    if who is None or not candidates:
        return
    t = yield from ask_target(g, who, KILL.id, candidates, optional=night.mist is None)
    if t is None:
        return
    used(g, me, KILL.id)
    strike_with_kill(g, me, t, "other_kill")
