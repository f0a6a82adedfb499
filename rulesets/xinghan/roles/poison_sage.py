"""【毒士阵营】1. 毒士 (line 141)

<炼狱>（强制）：每当一名狼人阵营中的角色出局时，你获得一个<炼>标记，此事件发生时会通知毒士。
<鸩毒>：你可以失去一个<炼>标记，获知此时刻场上存活的各阵营人数；失去两个<炼>标记，在当夜获得永久技能<救治>并可使用；
失去三个<炼>标记，在当夜获得永久技能<杀人>并可使用。
<救治>： 当毒士获得技能<救治>时，游戏日夜晚，毒士可以救治一名角色，当晚对其的指杀无效。若该角色没有成为指杀目标，累计
一次空救。一名角色累计两次空救时立即出局。此技能发动后，反馈该角色是否因<救治>出局。

(line 139) 毒士阵营互知但不共群。

Rulings X22-X24: every out of a role in the wolf camp at that moment earns each living holder of
<炼狱> a token; <鸩毒> is used at step 5, its options combined as the tokens allow (the counts
once a night, each purchase once a game); <救治> may cure oneself and the same role twice
running; 空救 marks count per role across every source, and the second takes it out at once at
the end of step 16 (a night out caused by the curer whose cure made it).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import FORCED, GAINED, NIGHT, ON_OUT, table
from ..kills import stab
from ..targeting import ask_aimed

PURGATORY = SkillSpec("purgatory", "炼狱", "煉獄", "Purgatory", ON_OUT,
                      "Gain a <炼> token (told) whenever a wolf-camp role goes out.", (FORCED,))
ZHEN = SkillSpec("zhen_poison", "鸩毒", "鴆毒", "Zhen poison", NIGHT,
                 "Spend tokens: 1 = the living count of each camp; 2 = <救治> for good; 3 = "
                 "<杀人> for good (both usable tonight).")
CURE = SkillSpec("cure", "救治", "救治", "Cure", NIGHT,
                 "Tonight's 指杀 on a role are void; a role cured but not targeted gets a 空救 "
                 "mark, and two marks take it out. Told whether it went out through 救治.",
                 (GAINED,))
PURCHASED_KILL = SkillSpec("purchased_kill", "毒士杀人", "毒士殺人", "Kill (bought)", NIGHT,
                           "指杀 one role (step 5).", (GAINED,))
ROLE = RoleSpec("poison_sage", "毒士", "毒士", "Poison Sage", camp="poison_sage",
                skills=(PURGATORY, ZHEN, CURE, PURCHASED_KILL), line=141)
#: <鸩毒>'s options: codec option -> (tokens, skill bought or None for the camp counts)
PURCHASES = {"camp_counts": (1, None), "buy_cure": (2, CURE.id), "buy_kill": (3, PURCHASED_KILL.id)}
#: the 救治 status (void 指杀 tonight)
CURED = "cured"


def earn(g: Game, seat: int, cause: str) -> None:
    """<炼狱>: a wolf-camp role went out."""
    if g.seats[seat].camp != "wolf":
        return
    state = table(g)
    for me, _ in g.holders(PURGATORY.id):
        state.tokens[me] = state.tokens.get(me, 0) + 1
        g.tell(me, "token", count=state.tokens[me])


def camp_counts(g: Game) -> dict[str, int]:
    counts: dict[str, int] = {}
    for s in g.seats:
        if s.alive:
            counts[s.camp] = counts.get(s.camp, 0) + 1
    return dict(sorted(counts.items()))


def zhen(g: Game, me: int, inst: SkillInstance):
    """(5) 毒士：选择是否发动<鸩毒> — as many options as the tokens allow."""
    state = table(g)
    done: set[str] = set()
    while True:
        tokens = state.tokens.get(me, 0)
        owned = {k.id for k in g.seats[me].skills}
        options = [o for o, (cost, skill) in PURCHASES.items()
                   if cost <= tokens and o not in done and skill not in owned]
        choice = yield from ask_option(g, me, ZHEN.id, options, tokens=tokens)
        if choice is None:
            return
        cost, skill = PURCHASES[choice]
        state.tokens[me] = tokens - cost
        done.add(choice)
        if skill is None:
            g.result(me, ZHEN.id, None, camp_counts(g))
        else:
            g.grant(me, [SkillInstance(skill, "purchase")], "purchase")


def cure(g: Game, me: int, inst: SkillInstance):
    """<救治> (毒士 at step 5, 赌徒骰子2 at step 6)."""
    aimed = yield from ask_aimed(g, me, inst.id, g.living())
    if aimed is None:
        return
    target = aimed[1]
    g.add_status(target, CURED, me, until="night_end")
    table(g).night.cured.setdefault(target, []).append(me)


def kill(g: Game, me: int, inst: SkillInstance):
    """(5) 毒士<杀人>."""
    yield from stab(g, me, inst)


#: the cause of an out by a second 空救 (一名角色累计两次空救时立即出局)
EMPTY_CURE = "empty_cure"


def empty_cures(g: Game) -> list[tuple[int, int]]:
    """After the 指杀: each cure on a role no 指杀 aimed at is a 空救 mark; returns the roles
    reaching two marks, with the curer whose cure made the second, in order."""
    state = table(g)
    night = state.night
    due = []
    for target, curers in night.cured.items():
        if target in night.stabs:
            continue
        for curer in curers:
            state.empty_cures[target] = state.empty_cures.get(target, 0) + 1
            if state.empty_cures[target] == 2:
                due.append((target, curer))
    return due


def feedback(g: Game) -> None:
    """此技能发动后，反馈该角色是否因<救治>出局."""
    night = table(g).night
    for target, curers in night.cured.items():
        out = target in night.outs and g.seats[target].death_cause == EMPTY_CURE
        for curer in curers:
            g.result(curer, CURE.id, target, out, (True, False))
