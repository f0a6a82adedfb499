"""【狼人阵营】1. 狼人 (line 102)

所有不属于【暗月阵营】的狼人将在游戏开始后互知共群。
所有狼群内的角色共享<杀人><选举>技能。狼人阵营优先判负后，狼人阵营失去技能（此事件发生时会通知所有狼人阵营的狼人）。
杀人[深夜][指定] —— 选择目标：任意一名角色。
结算效果：结算目标承受[指杀]。
选举[正午][指定]<限定> —— 选择目标：所在阵营群内一名角色，竞选日不可发动。
结算效果：结算目标获得附加身份“首领”，并获得对应的技能，额外单独计算。

(line 173) 暗月狼人拥有单独的<杀人><选举>技能.

The pack's 杀人 is chosen in the wolf chat: every living pack member proposes in seat order, the
plurality wins, a tie goes to the storyteller (ruling D51).  The dark-moon wolf's own 杀人 is
its holder's choice, posted in the dark-moon chat.  选举 is used on a speech turn (ruling D3).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target
from rulesets.engine.votes import plurality

from ..common import chat, chat_members, final, slot, table
from . import leader

SHARED = "狼群共享"
KILL = SkillSpec("kill", "杀人", "殺人", "Kill", "深夜",
                 "Any role takes [指杀]. The wolf pack shares one 杀人 (plurality of its proposals); "
                 "the dark-moon wolf has its own.", ("指定", SHARED))
APPOINT = SkillSpec("appoint", "选举", "選舉", "Appoint leader", "正午",
                    "Once per camp: a member of the own camp's chat becomes 首领. Not on day 1.",
                    ("指定", "限定", SHARED))
ROLE = RoleSpec("wolf", "狼人", "狼人", "Werewolf", camp="wolf", side="wolf",
                skills=(KILL, APPOINT), line=102)


def meet(g: Game) -> None:
    """互知共群: the pack learns its members."""
    team = chat_members(g, "wolf")
    chat(g, "wolf", "wolf_team", seats=team, roles=[g.seats[s].role.id for s in team])


def pack(g: Game) -> list[int]:
    """Living pack members while the pack still has its shared skills."""
    return chat_members(g, "wolf") if table(g).pack_skills else []


def pack_kill(g: Game):
    """狼人阵营<杀人>: proposals in the chat, plurality, storyteller on a tie."""
    members = pack(g)
    if not members:
        return
    proposals: dict[int, int] = {}
    living = g.living()
    for w in members:
        t = yield from ask_target(g, w, "kill", living, proposals=dict(proposals))
        if t is not None:
            proposals[w] = t
            chat(g, "wolf", "knife_proposal", wolf=w, target=t)
    if not proposals:
        return
    chosen = plurality(proposals.values(), g.story, "pack kill tie")
    chat(g, "wolf", "knife_target", target=chosen)
    source = next(w for w, t in proposals.items() if t == chosen)
    night = table(g).night
    night.kill_choices.append(chosen)
    night.tally.file("pack_kill", source, final(g, "kill", source, chosen), "kill")


def dark_kill(g: Game, me: int, inst: SkillInstance):
    """暗月阵营<杀人>: whoever holds the dark-moon wolf's own 杀人 (it may have been swapped)."""
    night = table(g).night
    t = yield from ask_target(g, me, "kill", g.living())
    if t is None:
        return
    chat(g, "dark_moon", "knife_target", target=t)
    night.kill_choices.append(t)
    night.tally.file(slot("kill", inst), me, final(g, "kill", me, t), "kill")


def can_appoint(g: Game, seat: int) -> bool:
    """选举 is usable on this speech turn (pack member, or holder of an unspent own 选举)."""
    if g.day < 2:
        return False  # 竞选日不可发动
    state = table(g)
    if "wolf" not in state.appointed and seat in pack(g):
        return True
    inst = g.seats[seat].skill("appoint")
    return inst is not None and inst.used == 0


def appoint(g: Game, me: int):
    """选举: pick a living member of the own chat; it becomes 首领 (leader)."""
    state = table(g)
    if "wolf" not in state.appointed and me in pack(g):
        camp = "wolf"
        state.appointed.add("wolf")
    else:
        inst = g.seats[me].skill("appoint")
        assert inst is not None
        inst.used += 1
        camp = "dark_moon"
    pool = chat_members(g, camp)
    t = yield from ask_target(g, me, "appoint", pool, optional=False)
    leader.make_leader(g, t, camp)
