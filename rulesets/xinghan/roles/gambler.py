"""【赌徒阵营】1. 赌徒 (line 117)

<赌博>：游戏日夜晚，赌徒可以随机获得一个技能并当夜使用。
随机方式：
骰子1获得狼队杀人，当夜可出刀
骰子2获得毒士救治，可以救治一名角色，当晚对其的指杀无效。若该角色没有成为指杀目标，累计一次空救。一名角色累计两次空救时
立即出局。此技能发动后，反馈该角色是否因<救治>出局，此技能特殊性，获得时效两个夜晚。
骰子3获得妖狐警惕，当夜收到有效指杀时不会出局
骰子4获得吹笛技能，可获知已迷惑名单，并选择一人解除迷惑。
骰子5获得地雷技能，当赌徒出局时，造成赌徒出局的玩家（若没有出局）立即出局。如果赌徒在白天被投票出局，则第一个投票给赌徒
的玩家出局，此技能获得后永久生效但不叠加。
骰子6获得获得出人票加1票（此条可叠加），投票时可选择使用或不使用，此记票为：？投票饺子

Rulings X15, X16: gambling is optional; the storyteller rolls the die (recorded) and the gambler
is told the face.  Each face is a skill instance of its own: 1 a 杀人 at step 12 tonight, 2 a 救治
at step 6 tonight and next night, 3 警惕 against every effective 指杀 tonight, 4 the piped list and
one un-pipe at step 8 tonight, 5 a permanent 地雷 (not stacking), 6 a permanent extra vote
(stacking) the holder chooses to add or not when it votes.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_yes

from ..common import GAINED, NIGHT, PASSIVE, table
from ..targeting import ask_aimed

GAMBLE = SkillSpec("gamble", "赌博", "賭博", "Gamble", NIGHT,
                   "Roll a die: gain that face's skill (1 杀人, 2 救治 for two nights, 3 警惕, "
                   "4 un-pipe, 5 地雷 for good, 6 an extra vote for good).")
DIE_KILL = SkillSpec("die_kill", "骰子1杀人", "骰子1殺人", "Kill (die 1)", NIGHT,
                     "Die 1: 指杀 one role tonight (step 12).", (GAINED,))
DIE_CURE = SkillSpec("die_cure", "骰子2救治", "骰子2救治", "Cure (die 2)", NIGHT,
                     "Die 2: 救治 one role tonight and next night (step 6).", (GAINED,))
DIE_VIGILANCE = SkillSpec("die_vigilance", "骰子3警惕", "骰子3警惕", "Vigilance (die 3)", PASSIVE,
                          "Die 3: effective 指杀 do not take the gambler out tonight.", (GAINED,))
DIE_UNPIPE = SkillSpec("die_unpipe", "骰子4吹笛", "骰子4吹笛", "Un-pipe (die 4)", NIGHT,
                       "Die 4: see the piped list and free one role from it (step 8).", (GAINED,))
DIE_MINE = SkillSpec("die_mine", "骰子5地雷", "骰子5地雷", "Landmine (die 5)", "出局时",
                     "Die 5: whoever takes the holder out goes out too (the first voter if voted "
                     "out). For good; does not stack.", (GAINED,))
DIE_VOTE = SkillSpec("die_vote", "骰子6加票", "骰子6加票", "Extra vote (die 6)", "投票时",
                     "Die 6: +1 to the holder's vote when it chooses to use it. For good; stacks.",
                     (GAINED,))
ROLE = RoleSpec("gambler", "赌徒", "賭徒", "Gambler", camp="gambler",
                skills=(GAMBLE, DIE_KILL, DIE_CURE, DIE_VIGILANCE, DIE_UNPIPE, DIE_MINE, DIE_VOTE),
                line=117)

#: die face -> (skill, lapse moment: "tonight", "two nights" or None = for good)
FACES: dict[int, tuple[SkillSpec, str | None]] = {
    1: (DIE_KILL, "tonight"), 2: (DIE_CURE, "two nights"), 3: (DIE_VIGILANCE, "tonight"),
    4: (DIE_UNPIPE, "tonight"), 5: (DIE_MINE, None), 6: (DIE_VOTE, None),
}
DIE_SKILLS = tuple(spec for spec, _ in FACES.values())


def until(g: Game, term: str | None) -> str | None:
    """The lapse moment of a face's instance gained tonight."""
    if term == "tonight":
        return "night_end"
    if term == "two nights":
        return f"night_end {g.night + 1}"
    return None


#: skill id -> the term of a die face's instance ("tonight", "two nights" or None = for good)
TERMS: dict[str, str | None] = {spec.id: term for spec, term in FACES.values()}


def face_instance(g: Game, face: int, origin: str, permanent: bool = False) -> SkillInstance:
    spec, term = FACES[face]
    return SkillInstance(spec.id, origin, None if permanent else until(g, term))


def gamble(g: Game, me: int, inst: SkillInstance):
    """(1) 赌徒：使用<赌博>."""
    if not (yield from ask_yes(g, me, GAMBLE.id)):
        return
    face = g.story.pick([1, 2, 3, 4, 5, 6], "die")
    inst.data.setdefault("faces", {})[g.night] = face
    g.result(me, GAMBLE.id, None, face)
    if face == 5 and g.seats[me].skill(DIE_MINE.id) is not None:
        return  # 永久生效但不叠加
    g.grant(me, [face_instance(g, face, "die")], "die")


def unpipe(g: Game, me: int, inst: SkillInstance):
    """(8) 赌徒骰子4：获知已迷惑名单，并选择一人解除迷惑."""
    piped = table(g).piped
    g.result(me, DIE_UNPIPE.id, None, bool(piped), seats=sorted(piped))
    pool = sorted(s for s in piped if g.seats[s].alive)
    aimed = yield from ask_aimed(g, me, DIE_UNPIPE.id, pool)
    if aimed is not None:
        piped.discard(aimed[1])


def face_of(g: Game, seat: int, night: int) -> int | None:
    """The face ``seat``'s 赌博 rolled on ``night`` (None: no roll)."""
    inst = g.seats[seat].skill(GAMBLE.id)
    return None if inst is None else inst.data.get("faces", {}).get(night)


def extra_votes(g: Game, seat: int) -> int:
    """How many die-6 votes ``seat`` holds."""
    return sum(1 for k in g.seats[seat].skills if k.id == DIE_VOTE.id)


def ask_extra(g: Game, me: int):
    """投票时可选择使用或不使用: returns the extra weight the voter adds."""
    n = extra_votes(g, me)
    if not n:
        return 0
    use = yield from ask_yes(g, me, DIE_VOTE.id, extra=n)
    return n if use else 0


