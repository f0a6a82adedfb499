"""【三方阵营】7，白眼狼（50） (line 707)

撕咬 [深夜][指定]—— 选择范围：偶数日夜晚，可选任意角色。
结算效果：对结算目标进行一次[指杀]
遗计 <强制>—— 被撕咬杀死的身份的所有技能都会加入白狼的技能池，并且那个技能重置成初始状态，天亮获得新技能时会得到导演通知。被撕咬出局的角色拥有<杀人>，则白狼单独拥有的<杀人>加入技能池。
遗泽 [黄昏]—— 黄昏阶段，可在遗计池选择一个技能获得，持续到第二天[黄昏]结束，这些技能独立计算使用情况。

胜利条件：通过<遗泽>成功使用出不同的非<强制>技能数量大于存活人数的一半。

撕咬 works on nights 2, 4, 6... (as 狙击, ruling N22) in 深夜2 after 狼巫 光明湮灭, settled at the
tally's 白狼撕咬.  A role out by it adds its card's skills, fresh, to the pool (one copy of each
skill; a role that carried a 杀人 — its own, the pack's as a [群内] member, or the passed knife —
adds an own 杀人), the 白眼狼 told when the night's list is settled (天亮); [遗忘] stops 遗计 as any
<强制> skill (ruling N191).  遗泽 runs in 黄昏2 (after 祭品, before 千面人): one pool skill, not
one held now, until the next day's 黄昏 ends; each pooled skill keeps its own use count across
takes (独立计算使用情况, ruling N192).  The win counts the distinct non-<强制> skills used through
遗泽 against the living (ruling N193).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import PACK, answerer, half_of_living, pool, table, tags
from ..damage import hurt
from ..pack import KILL
from ..skills import FORCED, instance, single
from .face_changer import card_skills

BITE = SkillSpec("bite", "撕咬", "撕咬", "Bite", "深夜", "Even nights: a role takes a [指杀].",
                 ("指定", "伤害"))
PLAN = SkillSpec("legacy_plan", "遗计", "遺計", "Inherited schemes", "",
                 "The skills of a role the bite kills join the pool, fresh (and an own 杀人 if it "
                 "carried one).", (FORCED,))
LEGACY = SkillSpec("legacy", "遗泽", "遺澤", "Legacy", "黄昏",
                   "At dusk: take one pool skill until the next dusk ends (its uses its own).")
ROLE = RoleSpec("white_eyed_wolf", "白眼狼", "白眼狼", "White Eyed Wolf", camp="white_eyed_wolf",
                skills=(BITE, PLAN, LEGACY), line=707, strength=50)
#: the tally slot of 撕咬 (白狼撕咬), also the cause of its outs
SLOT = "bite"
ORIGIN = "legacy"


def bite(g: Game, me: int, inst: SkillInstance):
    """撕咬 (深夜2): even nights, one [指杀]."""
    if g.night % 2 == 0:
        yield from single(g, me, inst, BITE, pool(g),
                          lambda final, _: hurt(g, me, final, "kill", SLOT))


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """遗计: a role the bite took out gives its skills to the biter's pool."""
    victim = g.seats[seat]
    wolf = victim.death_source
    if cause != SLOT or wolf is None or g.seats[wolf].skill(PLAN.id) is None \
            or not g.can_use(wolf, PLAN.id):
        return
    pooled = table(g).legacy.setdefault(wolf, [])
    have = {k.id for k in pooled}
    specs = [s for s in card_skills(g, victim.role) if s.id not in have]
    carried = victim.skill(KILL.id) is not None or PACK in tags(g, seat) \
        or seat in (table(g).knife, table(g).bride_knife)
    if carried and KILL.id not in have and all(s.id != KILL.id for s in specs):
        specs.append(KILL)
    fresh = [instance(s, ORIGIN) for s in specs]
    pooled.extend(fresh)
    if fresh:
        g.tell(wolf, "legacy_pool", skills=[k.id for k in fresh])


def legacy(g: Game, me: int, inst: SkillInstance):
    """遗泽 (黄昏2): one pool skill, not held now, until the next day's 黄昏 ends."""
    from ..acquire import decide_openings
    from . import OPENINGS
    seat = g.seats[me]
    held = {id(k) for k in seat.skills}
    options = {f"skill:{k.id}": k for k in table(g).legacy.get(me, []) if id(k) not in held}
    who = answerer(g, me)
    if not options or who is None:
        return
    pick = yield from ask_option(g, who, LEGACY.id, list(options))
    if pick is None or pick not in options:
        return
    taken = options[pick]
    taken.until = f"dusk_end:{g.day + 1}"
    g.grant(me, [taken], ORIGIN)
    if taken.id in OPENINGS:                       # a [开局] skill, reset: decided at once
        table(g).openings.append((me, taken, seat.role.id))
        yield from decide_openings(g)
    from .. import passives
    passives.sync(g, me)


def on_used(g: Game, seat: int, skill: str) -> None:
    """成功使用出: a non-<强制> skill the 白眼狼 used through 遗泽 counts once."""
    s = g.seats[seat]
    if s.skill(LEGACY.id) is None and seat not in table(g).legacy:
        return
    if not any(k.id == skill and k.origin == ORIGIN for k in s.skills):
        return
    if FORCED in g.ruleset.skill_flags(skill):
        return
    table(g).legacy_used.setdefault(seat, set()).add(skill)


def legacy_wins(g: Game) -> bool:
    """通过<遗泽>成功使用出不同的非<强制>技能数量大于存活人数的一半, the half rounded half up (line 877;
    ruling N431)."""
    half = half_of_living(g)
    return any(g.seats[w].camp == ROLE.camp and len(used) > half
               for w, used in table(g).legacy_used.items())


CAMP_WINS = {ROLE.camp: (Condition("通过<遗泽>成功使用出不同的非<强制>技能数量大于存活人数的一半",
                                   legacy_wins, instant=False),)}
