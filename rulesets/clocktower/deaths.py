"""死亡判定, 处决, 死亡 (lines 12-13).

* A *death judgement* (死亡判定) kills its target unless something stops it: the source's [无力],
  [不死], [庇护] against a demon's ability, [霸道] against an execution's judgement (the defence
  check list, in that order), or the 镇长's [威权] passing it to another player at night.
* A *direct death* ("该角色死亡": 刺客) skips every protection (ruling C57).
* Dying: 死亡角色会失去所有技能，<无视死亡>技能除外; a death by day is announced at once, a death by
  night at the next dawn (白天的死亡会即刻公示，夜晚的死亡会在第二天开门时公示).  The win is judged after
  every death.
* Revival (复活): only the dead; announced at dawn; the character joins the game anew.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Check, CheckList, Game, SkillInstance

from . import errors
from .characters import DEATHLESS
from .common import COVER, table, works

#: the cause of a death judgement from an execution
EXECUTION = "execution"
JUDGEMENT = "judgement"


def _source_powerless(g: Game, seat: int, damage: str, tags: frozenset[str]) -> bool:
    return any(t.startswith("by ") and "powerless" in g.seats[int(t[3:])].statuses for t in tags)


def _status(name: str, needs: str = ""):
    def holds(g: Game, seat: int, damage: str, tags: frozenset[str]) -> bool:
        return (not needs or needs in tags) and name in g.seats[seat].statuses
    return holds


#: what stops a death judgement, in order (the source's [无力], then the target's statuses)
DEFENCE = CheckList((
    Check("无力", _source_powerless),              # 造成的死亡判定无法造成死亡
    Check("不死", _status("undying")),             # 受到死亡判定时不会死亡
    Check("庇护", _status("sanctuary", "demon")),   # 不受到恶魔技能的负面影响
    Check("霸道", _status("domineering", EXECUTION)),  # 不会因处决造成的死亡判定而死亡
))


def tags(source: Optional[int], demon: bool, execution: bool) -> frozenset[str]:
    """The tags a death judgement's source gives the defence checks."""
    out = set()
    if source is not None:
        out.add(f"by {source}")
    if demon:
        out.add("demon")
    if execution:
        out.add(EXECUTION)
    return frozenset(out)


def stopped(g: Game, target: int, source: Optional[int], demon: bool,
            execution: bool) -> Optional[str]:
    """What would stop a death judgement on ``target`` now (``None``: it kills)."""
    return DEFENCE.blocker(g, target, JUDGEMENT, tags(source, demon, execution))


def judge(g: Game, target: int, source: Optional[int], cause: str, demon: bool = False,
          execution: bool = False) -> bool:
    """A death judgement (死亡判定) on ``target`` from ``source``'s ability; returns whether a seat
    died (the 镇长 may pass it on: then another seat may die instead)."""
    return judgement(g, target, source, cause, demon, execution) is not None


def judgement(g: Game, target: int, source: Optional[int], cause: str, demon: bool = False,
              execution: bool = False) -> Optional[int]:
    """A death judgement on ``target``, returning the seat that died of it (``target``, or the
    player the 镇长 passed it to), or ``None`` if nobody did."""
    if not g.seats[target].alive:
        return None
    if stopped(g, target, source, demon, execution) is not None:
        if not execution and source != target:
            errors.note(g, source)  # stopped by another's ability (数学家)
        return None
    if execution and any(spare(g, target) for spare in g.ruleset.execution_spares):
        return None  # 和平主义者 调停: the storyteller spares the executed player
    bounced = mayor_bounce(g, target, source, demon, execution)
    if bounced != target and not execution and source != target:
        errors.note(g, source)  # passed on by the 镇长, or stopped on the other player
    if bounced is None:
        return None
    return bounced if die(g, bounced, cause, source) else None


def mayor_bounce(g: Game, target: int, source: Optional[int], demon: bool,
                 execution: bool) -> Optional[int]:
    """威权[夜晚]<被动> (line 62): 如果镇长即将因为死亡判定而死亡，可能有一名其他角色代替镇长受到该死亡判定.
    The storyteller decides (``"keep"`` or another living seat); the other seat then takes the
    judgement normally (it may be stopped).  Only at night, never for an execution."""
    if execution or not g.phase.startswith("night"):
        return target
    inst = g.seats[target].skill("mayor_bounce")
    if not works(g, target, inst):
        return target
    options: list = ["keep", *[s.index for s in g.seats if s.alive and s.index != target]]
    to = g.story.decide("mayor bounce", options, {"seat": target, "source": source})
    if to == "keep":
        return target
    if stopped(g, to, source, demon, execution) is not None:
        return None
    return to


def die(g: Game, seat: int, cause: str, source: Optional[int] = None) -> bool:
    """``seat`` dies now (a direct death, or a judgement that landed): announced at once by day,
    at the next dawn by night; then the win is judged.  A death caused while another is being
    settled (the 痢蛭 dying with its host) follows it: announced after it, judged together."""
    state = table(g)
    if state.dying:
        if g.seats[seat].alive:
            state.chained.append((seat, cause, source))
        return g.seats[seat].alive
    state.dying = True
    try:
        died = _die(g, seat, cause, source)
        while state.chained:
            _die(g, *state.chained.pop(0))
    finally:
        state.dying = False
        state.chained.clear()
    if died:
        # 死亡角色会失去所有技能 … 此时该技能造成的状态和标记也一并解除 (lines 9, 12): at once, so a
        # 僧侣 devoured first no longer shields the player the 沙巴洛斯 devours next (CT-death-lapse)
        g.refresh_sources()
        g.judge()
    return died


def _die(g: Game, seat: int, cause: str, source: Optional[int]) -> bool:
    day = g.phase.startswith("day")
    if not g.go_out(seat, cause, public=day, source=source):
        return False
    state = table(g)
    state.died_as[seat] = g.seats[seat].side
    if day:
        state.day.deaths.append(seat)
        g.emit("death", seats=[seat])
    else:
        state.night_deaths.append(seat)
    return True


def acts_dead(g: Game, seat: int, skill: str) -> bool:
    """Whether ``seat`` uses ``skill`` now: alive, or the ability ignores death (<无视死亡>, or
    [亡魂] on the seat now: a suspended [亡魂], its 亡骨魔 drunk or dead, lends it nothing)."""
    s = g.seats[seat]
    return s.alive or "undead" in s.statuses or DEATHLESS in g.ruleset.skill_flags(skill)


def lose_abilities(g: Game, seat: int, cause: str) -> None:
    """死亡角色会失去所有技能，<无视死亡>技能除外 ([亡魂]: every ability ignores death; a module's
    ``SURVIVES`` names abilities a death of some causes leaves: 酒保's 调酒 after an execution)."""
    s = g.seats[seat]
    if "undead" in s.statuses:
        return
    survives = g.ruleset.survives  # abilities a death of some causes leaves (酒保's 调酒)
    keep = [k for k in s.skills if DEATHLESS in g.ruleset.skill_flags(k.id)
            or cause in survives.get(k.id, ())]
    beliefs = [k.id for k in s.skills if k.origin == COVER and k not in keep]
    if beliefs:  # a <认知覆盖> seat's believed abilities: back with the belief if it is revived
        table(g).lost_beliefs[seat] = beliefs
    if len(keep) != len(s.skills):
        s.skills = keep


def revive(g: Game, seat: int) -> bool:
    """复活 (line 13): only the dead; the character joins the game anew (fresh abilities);
    复活会在第二天开门时公示: announced at the next dawn, even when it happens by day."""
    s = g.seats[seat]
    if s.alive:
        return False
    s.alive = True
    s.death_public = True
    s.death_cause = None
    state = table(g)
    kept = [k for k in s.skills if not k.identity]
    held = {k.id for k in s.skills if k.identity}  # <无视死亡> ones never left
    fresh = g.ruleset.identity_skills(s.role, s.camp)
    # a <认知覆盖> seat still believes what it believed (its 醉酒 / 疯魔 / 木偶 is back): it is woken
    # as that character again (ruling CT-audit-c-2)
    lost = state.lost_beliefs.pop(seat, [])
    kept_ids = {k.id for k in kept}
    believed = [SkillInstance(i, COVER) for i in lost if i not in kept_ids] \
        if seat in state.covers else []
    s.skills = [*fresh, *kept, *believed]
    state.dead_votes_used.discard(seat)  # a player that joins now has not spent a dead vote (CT-audit-c-3)
    state.revived.append(seat)
    # 角色的复活视为在此刻起加入游戏 (line 13), as a new character does (line 6): its <入场> abilities
    # happen now, and its [首夜] ones, gained after the first night, run later (line 7: an
    # information one at its fixed slot, e.g. that night's bracket after 教授[复活], any other at
    # once); rulings CT-audit-a1-2 and CT-audit-c-1
    from .changes import gained
    back = [k for k in fresh if k.id not in held]
    entries = g.ruleset.entries
    for inst in back:
        if inst.id in entries:
            entries[inst.id](g, seat, inst)
    gained(g, seat, [*back, *believed])
    return True

