"""【吹笛者阵营】2. 洞察者 (line 174)

<明察>：游戏日夜晚，可以选择一名玩家，若该玩家在今晚出局，则获得导致此玩家出局的角色名单。此技能对每名玩家只能使用一次。
<怨恨>（限定）：若洞察者在白天被投票出局，可从投票给洞察者的角色中选择一人，该角色立刻出局。

(line 57) 投票结束后，立即公示…因洞察者<怨恨>出局的角色，但不公布他们的出局原因。

Rulings X34, X14: the list is the accounts (马甲, no cards) that took the target out (every 指杀
aimed at it that night, the one that spent a 警惕 too; the killer of a kill reflected onto it, not
the 镜; every curer of tonight's 空救 that took it out, the landmine of a 共死, the 妖狐 of an <早夭>), told after the
night's actions, or an empty list when the target did not go out; each player may be chosen
once a game.  <怨恨> picks among the living voters of the 洞察者's own vote-out (not a 偏爱
replacement).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, Trigger, ask_target

from ..common import LIMITED, NIGHT, ON_OUT, table
from ..going_out import take_out
from ..targeting import ask_once_each
from . import poison_sage, psychic

SCRUTINY = SkillSpec("scrutiny", "明察", "明察", "Scrutiny", NIGHT,
                     "Pick a player: if it goes out tonight, learn who caused it. Once per player.")
GRUDGE = SkillSpec("grudge", "怨恨", "怨恨", "Grudge", ON_OUT,
                   "Once: voted out by day, pick one of its voters, who goes out at once.",
                   (LIMITED,))
ROLE = RoleSpec("insighter", "洞察者", "洞察者", "Insighter", camp="piper",
                skills=(SCRUTINY, GRUDGE), line=174)


def scrutiny(g: Game, me: int, inst: SkillInstance):
    """(4) 洞察者：发动<明察>."""
    aimed = yield from ask_once_each(g, me, SCRUTINY.id, inst.data.setdefault("chosen", []))
    if aimed is not None:
        table(g).night.scrutiny[me] = aimed


def report(g: Game) -> None:
    """After the night's actions: the causes of each scrutinised out."""
    night = table(g).night
    for me, (asked, target) in night.scrutiny.items():
        out = target in night.outs
        g.result(me, SCRUTINY.id, asked, out, seats=sorted(causes(g, target)) if out else [])


def causes(g: Game, target: int) -> list[int]:
    """导致此玩家出局的角色 for a role out tonight: the accounts of every 指杀 aimed at it (after
    reflection: the killer, not the 镜), the source of its out (the 地雷 of a 共死), for a 空救 out
    every curer whose cure on it tonight was empty (two curers the same night both made it),
    and for an <早夭> out the 妖狐 cards out before it tonight — the chain's cause, as the 地雷 is a
    共死 victim's (ruling X34)."""
    night = table(g).night
    found = list(night.causes.get(target, ()))
    if g.seats[target].death_cause == poison_sage.EMPTY_CURE:
        # every cure on it tonight was a 空救 that counts toward the out, not only the second's
        found += [c for c in night.cured.get(target, ()) if c not in found]
    if g.seats[target].death_cause == psychic.CHAIN.cause:
        before = night.outs[:night.outs.index(target)]
        found += [s for s in before if g.seats[s].role.id == psychic.FOX and s not in found]
    return found


def on_out(g: Game, seat: int, cause: str) -> None:
    """Voted out with an unused <怨恨>: the choice comes after the vote."""
    if cause != "vote":
        return
    inst = g.seats[seat].skill(GRUDGE.id)
    if inst is not None and not inst.used:
        g.triggers.push(GRUDGE.id, seat, voters=list(table(g).vote_voters.get(seat, ())))


def grudge(g: Game, t: Trigger):
    """该角色立刻出局 (announced at once, without a cause)."""
    me = t.seat
    pool = [v for v in t.context["voters"] if g.seats[v].alive]
    target = yield from ask_target(g, me, GRUDGE.id, pool)
    if target is None:
        return
    inst = g.seats[me].skill(GRUDGE.id)
    if inst is not None:
        inst.used += 1
    take_out(g, target, "grudge", me)
