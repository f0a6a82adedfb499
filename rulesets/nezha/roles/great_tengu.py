"""【狼人阵营】6，大天狗⑦ (line 493)

家国抉择[开局]——游戏开局，大天狗需选择回家还是远征，若选择回家，则获得[群内]标签，若选择远征，则获得[接刀]标签，并获得对应技能。
回家技能：
吞食[深夜][指定]——选择范围：任意一名角色，每个角色只能被选择一次。
结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始。
远征技能：
天狗吞月<强制>[指定][深夜]—— 选择范围：当天不在[天狗吞月]公示的名单内任意一定数量的角色。一定数量是指5名玩家与当夜存活人数的1/3（向下取整）中的较小者。
结算效果：结算目标获得[霸道]状态，持续至下一个夜晚开始，并公示[所有结算目标获得了霸道状态]。
不归<强制>  —— 大天狗远征不会归来，无法获得[群内]标签。
PS：多个[天狗吞月]发动时，名单将整合成一个名单，并且在下一晚，所有持有[天狗吞月]的角色都不能继续对名单内角色使用该技能（即使上一晚那个名单是别人选的）。

The card holds every skill; 家国抉择 (开局, after the accounts and before the pack meets) keeps
the chosen branch's.  天狗吞月 bars only the previous night's merged list, and with fewer
eligible roles than the number it takes them all (ruling N103); the list is published at the
next opening.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import PACK, RECEIVER, pool, ring, table
from ..skills import choose_many, single
from ..statuses import give
from ..targeting import aim

CHOICE = SkillSpec("home_or_away", "家国抉择", "家國抉擇", "Home or away", "开局",
                   "At game start: home ([群内], 吞食) or expedition ([接刀], 天狗吞月, 不归).")
DEVOUR = SkillSpec("devour", "吞食", "吞食", "Devour", "深夜",
                   "(home) A role, each once, is [霸道] until the next night.", ("指定",))
ECLIPSE = SkillSpec("moon_eclipse", "天狗吞月", "天狗吞月", "Tengu eats the moon", "深夜",
                    "(expedition) min(5, living/3) roles not on last night's list are [霸道] "
                    "until the next night; published.", ("强制", "指定"))
NO_RETURN = SkillSpec("no_return", "不归", "不歸", "No return", "",
                      "(expedition) Never gains [群内].", ("强制",))
ROLE = RoleSpec("great_tengu", "大天狗", "大天狗", "Great Tengu", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(CHOICE, DEVOUR, ECLIPSE, NO_RETURN), line=493, strength=7)

HOME, AWAY = "tengu_home", "tengu_away"
CHOICES = (HOME, AWAY)
#: the skills each branch keeps
BRANCH = {HOME: (DEVOUR.id,), AWAY: (ECLIPSE.id, NO_RETURN.id)}


def home_or_away(g: Game):
    """家国抉择 (开局), for every holder."""
    for me, inst in g.holders(CHOICE.id):
        yield from choose_branch(g, me, inst)


def choose_branch(g: Game, me: int, inst: SkillInstance):
    """家国抉择 for ``me``: the tag and the branch's skills; the other branch's go (at 开局, or at
    once for a role that takes the card's skills refreshed, line 117)."""
    pick = yield from ask_option(g, me, CHOICE.id, CHOICES, optional=False)
    dropped = {s for branch, ids in BRANCH.items() if branch != pick for s in ids}
    seat = g.seats[me]
    seat.skills = [k for k in seat.skills if k.id not in dropped]
    table(g).tags.setdefault(me, set()).add(PACK if pick == HOME else RECEIVER)
    g.tell(me, "tengu_branch", branch=pick)


def cannot_join(g: Game, seat: int) -> bool:
    """不归: an expedition tengu never gains [群内]."""
    return g.seats[seat].skill(NO_RETURN.id) is not None and g.can_use(seat, NO_RETURN.id)


def devour(g: Game, me: int, inst: SkillInstance):
    """吞食 (深夜1)."""
    yield from single(g, me, inst, DEVOUR, pool(g), once=True,
                      effect=lambda final, _: give(g, final, "domineering", me,
                                                   until="night_start"))


def eclipse(g: Game, me: int, inst: SkillInstance):
    """天狗吞月 (深夜1, forced): exactly the number, from the roles not on last night's list."""
    state = table(g)
    barred = state.eclipsed.get(g.night - 1, ())
    candidates = [c for c in pool(g) if c not in barred]
    need = min(5, len(ring(g)) // 3, len(candidates))
    if need <= 0:
        return
    picked = yield from choose_many(g, me, inst, ECLIPSE.id, candidates, need, optional=False,
                                    exact=True)
    finals: list[int] = []
    for t in picked:
        for final in aim(g, me, ECLIPSE.id, t):
            give(g, final, "domineering", me, until="night_start")
            finals.append(final)
    tonight = state.eclipsed.setdefault(g.night, [])
    tonight.extend(f for f in finals if f not in tonight)
    state.notices.append({"kind": "eclipse", "seats": sorted(set(finals))})
