"""【村民阵营】7. 魔术师 (line 149)

交换[早夜][指定] —— 选择范围：任意两名角色，每名角色只能被选择一次。
结算效果：当晚之后所有以结算目标为指定目标的[指定]技能的结算目标都会被交换，持续至夜晚结束。
暗月强化[正午][指定] —— 选择范围：暗月阵营群内任意两名角色，包括已经出局的角色，每个游戏日白天限一次。
结算效果：结算目标交换身份技能。
补充说明：如果<暗月强化>本身被交换到已经出局的角色身上，就不能再发动了。

Rulings D10/D22: two distinct living roles (self allowed), each once per game; the swap is the
first redirection stage of every later [指定] skill tonight.  The boost swaps complete identity
skill sets, each arriving refreshed to its initial state (line 60: 获得的技能刷新至初始); additional
skills and categories stay.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import chat, chat_members, table

SWAP = SkillSpec("swap", "交换", "交換", "Swap", "早夜",
                 "Two roles (each once per game): tonight every later [指定] skill aimed at one "
                 "resolves on the other.", ("指定",))
BOOST = SkillSpec("magician_boost", "暗月强化", "暗月強化", "Dark-moon boost (Magician)", "正午",
                  "Once a day: two dark-moon chat members (the dead included) exchange identity "
                  "skills.", ("指定", "暗月强化"))
ROLE = RoleSpec("magician", "魔术师", "魔術師", "Magician", camp="village", side="god",
                skills=(SWAP, BOOST), line=149)


def swap(g: Game, me: int, inst: SkillInstance):
    night = table(g).night
    chosen = inst.data.setdefault("chosen", set())
    pool = [s for s in g.living() if s not in chosen]
    if len(pool) < 2:
        return
    a = yield from ask_target(g, me, SWAP.id, pool, pick=1)
    if a is None:
        return
    b = yield from ask_target(g, me, SWAP.id, [s for s in pool if s != a], optional=False,
                              pick=2)
    chosen.update((a, b))
    night.swap[a], night.swap[b] = b, a


def can_boost(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(BOOST.id)
    return (inst is not None and inst.data.get("day") != g.day
            and len(chat_members(g, "dark_moon", living=False)) >= 2)


def boost(g: Game, me: int):
    """结算目标交换身份技能 (speech turn; at most once a game day)."""
    inst = g.seats[me].skill(BOOST.id)
    assert inst is not None
    inst.data["day"] = g.day
    members = chat_members(g, "dark_moon", living=False)
    a = yield from ask_target(g, me, BOOST.id, members, optional=False, pick=1)
    b = yield from ask_target(g, me, BOOST.id, [s for s in members if s != a], optional=False,
                              pick=2)
    exchange(g, a, b)


def exchange(g: Game, a: int, b: int) -> None:
    """``a`` and ``b`` exchange their identity skills, each gaining the other's refreshed to the
    initial state (line 60: 获得其他角色的技能时…获得的技能刷新至初始; ruling D22)."""
    sa, sb = g.seats[a], g.seats[b]
    ia = [k.fresh(k.origin, k.until) for k in sa.skills if k.identity]
    ib = [k.fresh(k.origin, k.until) for k in sb.skills if k.identity]
    sa.skills = [k for k in sa.skills if not k.identity] + ib
    sb.skills = [k for k in sb.skills if not k.identity] + ia
    chat(g, "dark_moon", "skill_swap", seats=[a, b],
         skills=[[k.id for k in ib], [k.id for k in ia]])
