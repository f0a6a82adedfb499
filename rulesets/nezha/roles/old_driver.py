"""【不定阵营】1，老司机 (line 785)

丘比特之箭[开局][指定]<强制> —— 选择范围：任意两名角色。
结算效果：结算目标按照下列条目依次结算，然后丘比特的阵营变更为与真爱情侣相同并跟随情侣变动。
这两名角色获得[真爱情侣]状态。其他角色获得该技能时，获得后可以立刻选择连新情侣，并无视下列诸多限制，可以连任意角色，
并令其获得[虚情情侣]状态。
[真爱情侣]按照以下条目顺次判定：
丘比特自连，丘比特在情侣性质判定中按照村民阵营计算。
如果情侣之一是炸弹，上帝使徒，双子星，证婚人或持有[隐身][真爱情侣]状态，链接情侣无效，丘比特加入村民阵营。
如果情侣之一是不定阵营，丘与情侣加入黑情侣阵营，情侣内部两人获得[群内]标签并持有杀人技能（但是不加入狼群，额外出刀），
获胜条件为屠城。
如果情侣之一是三方阵营，丘与情侣加入该三方阵营，胜利条件为该三方的胜利条件，有多个三方则需要两个三方的胜利条件均满足才能获胜。
如果情侣是狼+村民组合，丘与情侣加入黑情侣阵营，该狼人不会获得[群内]标签，取而代之的是会获得[接刀]标签，且接刀顺序为
其他的所有持有[接刀]标签的角色出局。
如果情侣是双狼组合，丘加入狼人阵营并获得[接刀]标签，且接刀顺序为其他的所有持有[接刀]标签的角色出局。
如果情侣是双民组合，丘加入村民阵营。
无论如何，除双狼情侣外，情侣中的狼人将不会获得本来的[群内]或[接刀]标签。
除了双狼或双民情侣组合，其他组合中，情侣和丘比特被验证均为黑情侣阵营（或预言家的非狼阵营）。
若情侣中途发生阵营改变，按照上述顺序重新判定情侣归属，非情侣的丘比特发生阵营改变不影响情侣。
[情侣]状态：…（``lovers.py``）

扳手是好是坏？[开局][强制]——老司机会得知自己是否黑情侣阵营，若老司机属于黑情侣阵营，老司机获取下列额外技能，若老司机
不属于黑情侣阵营，则无效果。
额外技能：
车速<强制> ——你申请加速的票数双计（暗记）。
车祸[深夜][指定] —— 选择范围：任意1名角色。结算效果：你受到[致死伤害]，然后结算目标受到[致死伤害]。
车裂[开局][指定] —— 选择范围：任意1名角色。
结算效果：结算目标永久获得[超度]状态，若目标角色属于狼人阵营的[群内]，则该角色与狼人阵营的[群内]互知。
车震[早夜][限定] —— 游戏日夜晚，你可以选择发动此技能，效果为黑情侣当晚获得技能灵通+救药，或救药+毒药（由收到通知的
黑情侣选择）。

丘比特 is 老司机 (ruling N16).  The pair's rules are ``lovers.judge`` (rulings N220-N226); the
card holds the extra skills and 扳手 keeps them only for a 黑情侣 (as 家国抉择 keeps a branch);
车裂 is decided right after it, at 开局 (N227); 车祸 is 深夜2's, 车震 早夜1's (行动顺序总集).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_target, ask_yes
from rulesets.engine.votes import plurality

from ..common import PACK, RECEIVER, VILLAGE, WOLF, answerer, pack_members, pool, table, tags
from ..damage import hurt
from ..lovers import BLACK, BLACK_UNDETERMINED, CHANNEL, WOLF_VILLAGE, cannot_love, judge, link
from ..pack import CHANNEL as PACK_CHANNEL, KILL, last_of_all, strike_with_kill
from ..skills import choose, instance, ready, spend, used
from ..state import Bond
from ..statuses import give, has
from ..targeting import aim, aim_one
from .awakened_witch import ANTIDOTE, INSIGHT
from .gifts import POISON

ARROW = SkillSpec("cupid_arrow", "丘比特之箭", "丘比特之箭", "Cupid's arrow", "开局",
                  "Two roles become 真爱情侣; the pair's rules set their camp and the Cupid's "
                  "(黑情侣, a third party's, the wolves' or the village's). Taken by another "
                  "role: link any two as 虚情情侣.", ("指定", "强制"))
WRENCH = SkillSpec("wrench", "扳手是好是坏？", "扳手是好是壞？", "Good wrench or bad?", "开局",
                   "Learn whether you are of the 黑情侣 camp; if so keep the extra skills "
                   "(车速, 车祸, 车裂, 车震).", ("强制",))
SPEED = SkillSpec("car_speed", "车速", "車速", "Speeding", "",
                  "(黑情侣) Your requests to hasten count twice (secretly).", ("强制",))
CRASH = SkillSpec("car_crash", "车祸", "車禍", "Car crash", "深夜",
                  "(黑情侣) You take [致死伤害], then a role does.", ("指定", "伤害"))
REND = SkillSpec("car_rend", "车裂", "車裂", "Quartering", "开局",
                 "(黑情侣) A role gains permanent [超度]; a [群内] wolf and the pack learn each "
                 "other.", ("指定",))
SHAKE = SkillSpec("car_shake", "车震", "車震", "Rocking car", "早夜",
                  "(黑情侣) Once: tonight the lovers gain 灵通+救药 or 救药+毒药 (each chooses).",
                  ("限定",))
SHAKE_PICK = SkillSpec("car_shake_pick", "车震之选", "車震之選", "Rocking car: the pair", "早夜",
                       "A 黑情侣 lover picks tonight's skills: 灵通+救药 or 救药+毒药.")
ROLE = RoleSpec("old_driver", "老司机", "老司機", "Old Driver", camp="undetermined",
                skills=(ARROW, WRENCH, SPEED, CRASH, REND, SHAKE), line=785)

#: the extra skills (额外技能) 扳手 keeps for a 黑情侣
EXTRAS = frozenset({SPEED.id, CRASH.id, REND.id, SHAKE.id})
PICK_INSIGHT, PICK_POISON = "shake:insight", "shake:poison"
PICKS = (PICK_INSIGHT, PICK_POISON)
#: the 黑情侣 camp: 无三方黑情侣：屠城 (line 900; ``wins`` adds 屠城 and 所属阵营的全部角色均出局)
CAMP_WINS = {BLACK: ()}
CAMP_NAMES = {BLACK: ("黑情侣阵营", "the black lovers")}


# -- 开局 ---------------------------------------------------------------------------------------
def arrows(g: Game):
    """丘比特之箭 (开局, after the accounts), for every dealt holder, then 扳手 and 车裂."""
    for me, inst in g.holders(ARROW.id):
        yield from shoot(g, me, inst)
    for me, inst in g.holders(WRENCH.id):
        yield from wrench_one(g, me, inst)


def _two(g: Game, me: int, optional: bool):
    """任意两名角色 (itself allowed: 丘比特自连), two decisions; ``None`` on a pass."""
    who = answerer(g, me)
    if who is None:
        return None
    a = yield from ask_target(g, who, ARROW.id, pool(g), optional=optional)
    if a is None:
        return None
    b = yield from ask_target(g, who, ARROW.id, [s for s in pool(g) if s != a],
                              optional=optional, picked=[a])
    if b is None:
        return None
    used(g, me, ARROW.id)
    return a, b


def shoot(g: Game, me: int, inst: SkillInstance):
    """丘比特之箭 of the card: the two (forced), then the rules of lines 789-797 in order."""
    pair = yield from _two(g, me, optional=False)
    if pair is None:
        return
    finals = [aim_one(g, me, ARROW.id, t) for t in pair]
    a, b = finals
    if a is None or b is None or a == b or cannot_love(g, a) or cannot_love(g, b) \
            or not link(g, a, b, "true"):
        g.tell(me, "arrow_void")                 # 链接情侣无效，丘比特加入村民阵营
        g.change_camp(me, VILLAGE)
        return
    state = table(g)
    natures = {s: VILLAGE if s == me else g.seats[s].camp for s in (a, b)}
    bond = Bond(me, (a, b), natures, {s: set(state.tags.get(s, ())) for s in (a, b)})
    state.bonds.append(bond)
    judge(g, bond)


def link_any(g: Game, me: int, inst: SkillInstance):
    """丘比特之箭 taken by another role (line 788): it may link any two roles at once, as
    [虚情情侣], none of the pair's rules applying."""
    pair = yield from _two(g, me, optional=True)
    if pair is not None:
        a, b = (aim_one(g, me, ARROW.id, t) for t in pair)
        if a is not None and b is not None:
            link(g, a, b, "false")


def is_black(g: Game, seat: int) -> bool:
    """老司机会得知自己是否黑情侣阵营: its actual camp is 黑情侣."""
    return g.seats[seat].camp == BLACK


def wrench_one(g: Game, me: int, inst: SkillInstance):
    """扳手是好是坏？: told whether it is 黑情侣; the extra skills stay only if so, and 车裂 is
    decided now (ruling N227)."""
    black = is_black(g, me)
    g.tell(me, "driver_camp", black=black)
    seat = g.seats[me]
    if not black:
        seat.skills = [k for k in seat.skills if k.id not in EXTRAS]
        return
    for rend_inst in [k for k in seat.skills if k.id == REND.id]:
        yield from rend(g, me, rend_inst)


def rend(g: Game, me: int, inst: SkillInstance):
    """车裂: permanent [超度]; a [群内] wolf and the pack learn each other."""
    t = yield from choose(g, me, inst, REND.id, pool(g))
    if t is None:
        return
    for final in aim(g, me, REND.id, t):
        packed = g.seats[final].camp == WOLF and PACK in tags(g, final)
        give(g, final, "exorcised", me)
        if packed:
            pack = [s for s in pack_members(g) if s != final]
            g.emit("rent_wolf", tuple(pack + [final]), PACK_CHANNEL, seat=final, seats=pack)


# -- the day: 车速 ------------------------------------------------------------------------------
def hasten_weight(g: Game, seat: int) -> int:
    """车速: a 加速 request counts twice (暗记: nobody is told)."""
    return 2 if g.seats[seat].skill(SPEED.id) is not None and g.can_use(seat, SPEED.id) else 1


# -- the night ----------------------------------------------------------------------------------
def shake(g: Game, me: int, inst: SkillInstance):
    """车震 (早夜1, 限定): the living lovers of its 黑情侣 pair each pick tonight's two skills."""
    if not ready(inst):
        return
    who = answerer(g, me)
    if who is None:
        return
    if not (yield from ask_yes(g, who, SHAKE.id)):
        return
    spend(inst)
    used(g, me, SHAKE.id)
    for bond in table(g).bonds:
        if bond.cupid != me or bond.camp != BLACK:
            continue
        for lover in bond.lovers:
            if not g.seats[lover].alive or g.seats[lover].camp != BLACK:
                continue
            pick = yield from ask_option(g, lover, SHAKE_PICK.id, PICKS, optional=False)
            specs = (INSIGHT, ANTIDOTE) if pick == PICK_INSIGHT else (ANTIDOTE, POISON)
            g.grant(lover, [instance(s, SHAKE.id, until="night_end") for s in specs], SHAKE.id)


def crash(g: Game, me: int, inst: SkillInstance):
    """车祸 (深夜2): the driver takes [致死伤害], then the 结算目标."""
    t = yield from choose(g, me, inst, CRASH.id, pool(g))
    if t is None:
        return
    hurt(g, me, me, "lethal", "crash")
    for final in aim(g, me, CRASH.id, t):
        hurt(g, me, final, "lethal", "crash")


def black_kill(g: Game):
    """黑情侣's own knife (深夜2, with 其余身份杀人): the [群内] lovers of an undetermined pair share
    one 杀人 as the pack does (proposals, plurality, a random source); the [接刀] wolf of a
    wolf+village pair kills once no other [接刀] role and no [群内] wolf is left (ruling N224)."""
    night = table(g).night
    candidates = night.mist if night.mist is not None else pool(g)
    forced = night.mist is not None
    for bond in table(g).bonds:
        if bond.case == BLACK_UNDETERMINED:
            members = [s for s in bond.lovers if g.seats[s].alive and g.seats[s].camp == bond.camp
                       and PACK in tags(g, s)]
        elif bond.case == WOLF_VILLAGE:
            members = [s for s in bond.lovers if _holds_last_knife(g, s)]
        else:
            continue
        if not members or not candidates:
            continue
        # the lovers' chat (none for a lover its partner's death did not take: [不死]), with a
        # 证婚人 that shares it (冥婚, line 22)
        chat = tuple(s for s in bond.lovers + bond.guests if g.seats[s].alive)
        if any(has(g, m, "disarm") for m in members):
            if len(chat) > 1:
                g.emit("knife_void", chat, CHANNEL, why="disarm")
            continue
        proposals: dict[int, int] = {}
        for m in members:
            if not g.can_use(m, KILL.id):
                continue
            t = yield from ask_target(g, m, KILL.id, candidates, optional=not forced,
                                      proposals=dict(proposals))
            if t is not None:
                proposals[m] = t
                if len(chat) > 1:
                    g.emit("knife_proposal", chat, CHANNEL, wolf=m, target=t)
        if not proposals:
            continue
        chosen = plurality(proposals.values(), g.story, "black lovers kill tie")
        source = g.story.pick_seat(sorted(proposals), "black lovers kill source")
        used(g, source, KILL.id)
        strike_with_kill(g, source, chosen, "other_kill")


def _holds_last_knife(g: Game, seat: int) -> bool:
    """接刀顺序为其他的所有持有[接刀]标签的角色出局: a living 黑情侣 [接刀] lover, once no other
    living role holds a [接刀] tag and no [群内] wolf is left."""
    s = g.seats[seat]
    if not s.alive or s.camp != BLACK or RECEIVER not in tags(g, seat) or pack_members(g):
        return False
    return not any(o.alive and o.index != seat and RECEIVER in tags(g, o.index)
                   and not last_of_all(g, o.index) for o in g.seats)
