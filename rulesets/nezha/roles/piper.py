"""【三方阵营】6，吹笛（50） (line 692)

身份属性（不是技能）：吹笛者出局后，解除场上所有永久的[寡言]状态，并立刻公布[吹笛者已出局，所有吹笛状态已解除]。
神恩[强制]——永久获得[秩序]状态。
迷惑[深夜][指定] —— 选择范围：除自己以外不持有[寡言]状态的任意最多2个角色。
结算效果：结算目标永久获得[寡言]状态。
混乱[正午][3] —— 游戏日白天可从下列两个效果中择一发动，该技能的发动不公示。
1，消耗2点次数，令所有拥有[寡言]状态的角色，当天视作投票给吹笛者投票的目标。
2，消耗1点次数，令一个角色对任意数量的角色发动其[实际身份]对应的第X个技能（盗贼则以选择的那张身份为准），若以此
发动的技能是可以在夜晚发动的[指定]技能，选择的目标数量正确，且那个技能的发动者持有[吹笛]状态，则目标角色会立刻收到
通知[你被吹笛迷惑，当晚将对XX角色使用XX技能]，并且若该技能有反馈，吹笛者还将得知该反馈。
以此使用的[指定]技能结算顺序和原本一样，会占用目标当晚的技能使用，并消耗限定与次数，但可以突破[状态]（如业炎等不能发动
技能的状态），[限定]，[次数]，[已失去技能]，[目标选择]的限制，无条件使用出该技能。
PS：若一天内有多个投票贴，发动混乱1之后他们的投票在不同的投票贴中分别结算。
若一天内发动了多个混乱1效果，只有第一个发动的有效，若一天内对同一个角色发动了多个混乱2效果同理。
混乱2发动的技能若还需额外决定内容，这些内容由发动者决定（如黑商选择给予什么技能）
混乱2无法操控获得的额外技能（如赌徒摇到杀人，吹笛无法控刀，因为赌徒实际身份所对应的技能并没有杀人）
胜利条件：吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态。

神恩 is the priest's skill (the same <强制> [秩序]).  迷惑 runs in 深夜1 (行动顺序: 吹笛者 迷惑, after
灵媒师 安葬); its [寡言] has no end: that permanent [寡言] is the 吹笛状态 the card speaks of
(ruling N300).  混乱 is a [正午] skill used on a post, never announced: option 1 makes every
holder of [寡言] count, in each vote thread of the day, as voting where the piper votes
(``voting.totals``, N302); option 2 names a role, a number X and any number of roles: when the
X-th skill printed on that role's [实际身份] is a night [指定] skill, the count of names fits it and
the role holds a permanent [寡言], the role is told at once and uses it that night on those
names through ``compel`` (N303-N305).  The 身份属性 lifts every permanent [寡言] the moment the card
goes out and tells the table at once (N301).  The camp wins when a piper lives and every living
role outside its camp holds a permanent [寡言] (N306).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec
from rulesets.engine.decisions import ask_option, ask_target
from rulesets.engine.forum import Special

from .. import compel
from ..common import counted, dead_pool, pool, table
from ..skills import choose_many, ready, spend, usable, used, used_up
from ..statuses import give, has, lift, permanent
from ..targeting import aim
from .pandora import left as boxes_left
from .priest import GRACE

CHARM = SkillSpec("piper_charm", "迷惑", "迷惑", "Charm", "深夜",
                  "Up to 2 other roles without [寡言] gain a permanent [寡言].", ("指定",))
CHAOS = SkillSpec("piper_chaos", "混乱", "混亂", "Chaos", "正午",
                  "By day, unannounced: (1) 2 charges: every role holding [寡言] counts as voting "
                  "where you vote today; (2) 1 charge: a role uses its true identity's X-th skill "
                  "on the roles you name: a night targeted skill, the right number of names and "
                  "a user holding a permanent [寡言] make it use it that night (told at once; "
                  "you get its feedback).", ("[3]",))
ROLE = RoleSpec("piper", "吹笛", "吹笛", "Piper", camp="piper", skills=(GRACE, CHARM, CHAOS),
                line=692, strength=50)

#: 混乱's two effects, as the options of its first question
VOTES, DRIVE = "chaos:votes", "chaos:drive"
MODES = (VOTES, DRIVE)
#: the X of 第X个技能: the most skills a card prints
MOST_SKILLS = 6
NTH = tuple(f"nth:{k}" for k in range(1, MOST_SKILLS + 1))
#: 混乱's questions after the effect: the role, its X, the named roles
MODE = SkillSpec("piper_chaos_mode", "混乱效果", "混亂效果", "Chaos effect", "正午",
                 "Chaos: (1) the taciturn vote with you today, 2 charges; (2) drive a role's "
                 "skill, 1 charge.")
USER = SkillSpec("piper_chaos_user", "混乱对象", "混亂對象", "Chaos: the role", "正午",
                 "Chaos (2): the role made to use a skill.")
WHICH = SkillSpec("piper_chaos_nth", "混乱第X个技能", "混亂第X個技能", "Chaos: which skill", "正午",
                  "Chaos (2): the X-th skill printed on that role's true identity.")
NAMES = SkillSpec("piper_chaos_targets", "混乱目标", "混亂目標", "Chaos: the targets", "正午",
                  "Chaos (2): the roles that skill is used on (any number; pass to stop).")
DECISIONS = (MODE, USER, WHICH, NAMES)
#: 选择的目标数量正确: (least, most) roles a night [指定] skill takes where its 选择范围 names other
#: than one role (任意最多2个, 任意2个, 任意三名...; ``None``: any number, 任意数量), or a function of
#: the game and the user for a count that changes; 1 for every other skill (N304).  Names are used
#: in the order the skill asks its target questions (毒药议会: the X jurors, then its target).
TARGET_COUNTS: dict[str, object] = {
    "piper_charm": (1, 2), "exorcise": (2, 2), "trial": (2, 2), "mist": (3, 3),
    "chain_link": (2, 2), "chaos": (2, 2), "seal_mark": (3, 3), "ask_mirror": (1, None),
    "primal_guard": (1, None),
    "moon_eclipse": lambda g, user: (_eclipse(g),) * 2,
    "council": lambda g, user: (_jurors(g, user) + 1,) * 2,
    "pandora_gift": lambda g, user: _gift_count(g, user),
    "stargaze": (2, 2),
}


def _eclipse(g: Game) -> int:
    """天狗吞月's number: 5 or a third of the living (向下取整), the smaller."""
    return min(5, sum(1 for s in g.seats if s.alive and counted(g, s.index)) // 3)


def _gift_count(g: Game, user: int) -> tuple[int, int]:
    """潘多拉的赠礼's count (任意2名角色以及两个盲盒): two roles, one when one box is left; with no
    box left it cannot be used (盲盒送完之后无法继续发动): no count fits (ruling N351)."""
    n = min(2, len(boxes_left(g, user)))
    return (n, n) if n else (1, 0)


def _jurors(g: Game, user: int) -> int:
    """毒药议会's X (此技能发动次数, counting this use)."""
    inst = g.seats[user].skill("council")
    return (inst.used if inst is not None else 0) + 1


#: the notice of the 身份属性
OUT_NOTICE = "piper_out"
STEERED = "piper_steered"


# -- 迷惑 ------------------------------------------------------------------------------------
def charm(g: Game, me: int, inst: SkillInstance):
    """迷惑 (深夜1): up to two other roles without [寡言]; each 结算目标 gains a permanent [寡言]."""
    if not ready(inst):
        return
    candidates = [t for t in pool(g, but=me) if not has(g, t, "taciturn")]
    picked = yield from choose_many(g, me, inst, CHARM.id, candidates, 2)
    if not picked:
        return
    spend(inst)
    used_up(g, me, inst)
    for t in picked:
        for final in aim(g, me, CHARM.id, t):
            give(g, final, "taciturn", me)


# -- the 吹笛状态 -------------------------------------------------------------------------------
def piped(g: Game, seat: int) -> bool:
    """持有[吹笛]状态: a permanent [寡言] (N300)."""
    return permanent(g, seat, "taciturn")


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """身份属性: the 吹笛 card out lifts every permanent [寡言] on the table and the table is told at
    once (N301); a red card too (not a skill)."""
    if g.seats[seat].original_role.id != ROLE.id:
        return
    for s in g.seats:
        lift(g, s.index, "taciturn")
    g.emit(OUT_NOTICE)


# -- 混乱 -------------------------------------------------------------------------------------
def can_chaos(g: Game, seat: int) -> bool:
    return usable(g, seat, CHAOS.id)


def chaos(g: Game, me: int):
    """混乱 (正午, on a post, not announced): one of the two effects."""
    inst = g.seats[me].skill(CHAOS.id)
    modes = [m for m, cost in ((VOTES, 2), (DRIVE, 1)) if ready(inst, cost)]
    mode = yield from ask_option(g, me, MODE.id, modes, charges=inst.data.get("charges"))
    if mode == VOTES:
        spend(inst, 2)
        used(g, me, CHAOS.id)
        day = table(g).day
        if day.piper_votes is None:                 # 只有第一个发动的有效
            day.piper_votes = me
    elif mode == DRIVE:
        yield from _drive(g, me, inst)


def _drive(g: Game, me: int, inst: SkillInstance):
    """混乱2: the role, X, the named roles; 1 charge; the steer filed when everything fits."""
    user = yield from ask_target(g, me, USER.id, [s for s in g.living(but=me) if counted(g, s)])
    if user is None:
        return
    nth = yield from ask_option(g, me, WHICH.id, NTH, target=user)
    if nth is None:
        return
    named: list[int] = []
    candidates = pool(g) + dead_pool(g)          # an out role too: 占星, 安葬, 复活 name one (N352)
    while True:
        t = yield from ask_target(g, me, NAMES.id, [c for c in candidates if c not in named],
                                  target=user, picked=list(named))
        if t is None:
            break
        named.append(t)
    spend(inst)
    used(g, me, CHAOS.id)
    day = table(g).day
    if user in day.steered:                          # 同一个角色: 只有第一个发动的有效
        return
    day.steered.add(user)
    skill = nth_skill(g, user, int(nth.split(":")[1]))
    if skill is None or not compel.steerable_skill(g, skill.id) or not fits(g, user, skill.id, named) \
            or not piped(g, user):
        return
    compel.order(g, compel.Steer(user, skill.id, tuple(named), me, g.day, holds=_holds))
    g.tell(user, STEERED, skill=skill.id, seats=named)


def nth_skill(g: Game, seat: int, x: int) -> Optional[SkillSpec]:
    """其[实际身份]对应的第X个技能: the X-th skill printed on the seat's card (N303)."""
    skills = g.seats[seat].original_role.skills
    return skills[x - 1] if 1 <= x <= len(skills) else None


def fits(g: Game, user: int, skill: str, named: list[int]) -> bool:
    """选择的目标数量正确: as many names as the skill takes (N304)."""
    count = TARGET_COUNTS.get(skill, (1, 1))
    least, most = count(g, user) if callable(count) else count
    return least <= len(named) and (most is None or len(named) <= most)


def _holds(g: Game, s: compel.Steer) -> bool:
    """The steer stands while its piper is in play and the user still holds the piper's status
    (N305)."""
    return g.seats[s.chooser].alive and piped(g, s.user)


def vote_leader(g: Game) -> Optional[int]:
    """混乱1 today: the piper whose vote every holder of [寡言] follows."""
    return table(g).day.piper_votes


def follow(g: Game, voter: int, ballots: dict[int, Optional[int]], target: Optional[int]
           ) -> Optional[int]:
    """The ballot ``voter`` counts as in a thread: the piper's own under 混乱1 for a holder of
    [寡言] (视作投票给吹笛者投票的目标: the piper's ballot in that thread, none if it has none)."""
    piper = table(g).day.piper_votes
    if piper is None or voter == piper or not has(g, voter, "taciturn"):
        return target
    return ballots.get(piper)


# -- the win -------------------------------------------------------------------------------------
def piper_wins(g: Game) -> bool:
    """吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态 (the living roles, N306)."""
    living = [s for s in g.seats if s.alive and counted(g, s.index)]
    if not any(s.original_role.id == ROLE.id and s.camp == ROLE.camp for s in living):
        return False
    return all(piped(g, s.index) for s in living if s.camp != ROLE.camp)


SPECIAL = Special(CHAOS.id, can_chaos, chaos)
CAMP_WINS = {ROLE.camp: (Condition("吹笛存活且除吹笛阵营外角色全部持有永久的[寡言]状态", piper_wins,
                                   instant=False),)}
