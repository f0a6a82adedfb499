"""The windows after outs: 晨曦 (line 239) and 黄昏 (line 241), and the noon announcement.

6. 晨曦：持枪的出局角色优先得到通知，选择发动技能；其余出局角色及被枪杀的角色得到通知，然后所有出局角色反馈
是否可以留下遗言，警长执行<殉职>。
8. 黄昏：被投票出局的角色和因<决斗>出局的角色得到通知，选择发动技能；被枪杀的角色得到通知，然后所有出局角色反馈
是否可以留下遗言，警长执行<殉职>。
(line 72) 每个游戏日白天开始时，公示前一天出局角色名单（按出局顺序排序）、遗言及当日警长。
(line 89) 前数个出局的角色可以留下遗言，该数量等于狼人的数量。

Guns (最后一枪 of any origin, 首领<报复>) fire once each, at the first window after their holder
went out, unless it was shot (no chained shots: ruling D16); a holder of several guns chooses
their order (a gun it passes is asked again once another has fired).  A shot at 黄昏 is announced at
once ("被枪杀"); a 晨曦 out is listed with the night's outs, after them, when 正午 starts.
"""

from __future__ import annotations

from rulesets.engine import Game, PhaseEnds, SkillInstance, ask_speech, ask_target

from .common import table
from .roles import sheriff
from .roles import knight

#: skills that shoot (开枪技能)
GUNS = ("last_shot", "revenge")


def go_out_by_day(g: Game, seats: list[int], cause: str) -> None:
    """Roles going out at once by day (决斗, 放逐): announced, then the win is judged."""
    died = [s for s in seats if g.go_out(s, cause, public=True)]
    if died:
        g.emit("death", seats=died)
    g.judge()


def duel(g: Game, me: int):
    """骑士<决斗> from its speech turn: the loser goes out at once; with the knight's boost the
    discussion ends and no vote is settled (dusk begins)."""
    loser, end_day = yield from knight.duel(g, me)
    go_out_by_day(g, [loser], "duel")
    if end_day:
        g.emit("day_ended", by="knight")
        raise PhaseEnds("dark-moon duel")


def may_speak_last(g: Game, seat: int) -> bool:
    """The first N outs (N = the board's 狼人 cards: ruling D32) leave last words."""
    return g.outs.among_first(seat, g.board["wolves"])


def window(g: Game, stage: str):
    """Guns, then the out notices, last words and 殉职 for the outs since the last window."""
    state = table(g)
    outs, state.window = state.window, []
    told: set[int] = set()
    shot_now: list[int] = []
    if stage == "dusk":   # 21:00被投票出局的角色和因<决斗>出局的角色得到通知 (line 241), before the guns
        for s in outs:
            g.tell(s, "out", words=may_speak_last(g, s))
            told.add(s)
    for s in outs:
        guns = [] if s in state.shot else [k for k in g.seats[s].skills if k.id in GUNS]
        if not guns:
            continue
        if s not in told:
            g.tell(s, "out", words=may_speak_last(g, s))   # 晨曦：持枪的出局角色优先得到通知
            told.add(s)
        passed: list[SkillInstance] = []
        for inst in guns:                                 # each gun fires once, in this window or never
            seat = g.seats[s]
            seat.skills = [k for k in seat.skills if k is not inst]
            if not (yield from shoot(g, s, inst, stage, shot_now)):
                passed.append(inst)
                continue
            # 若同一角色有多个开枪技能，可任意决定发动顺序 (line 239): a gun passed before another
            # one fired is asked once more after it, so the holder chooses the order
            for earlier in passed:
                yield from shoot(g, s, earlier, stage, shot_now)
            passed = []
    state.window = []
    everyone = outs + shot_now
    for s in everyone:
        g.seats[s].skills = [k for k in g.seats[s].skills if k.id not in GUNS]
        if s not in told:
            g.tell(s, "out", words=may_speak_last(g, s))
    for s in everyone:
        if may_speak_last(g, s):
            yield from last_words(g, s)
    if state.sheriff is not None and state.sheriff in everyone:
        yield from sheriff.martyr(g, state.sheriff, stage)


def shoot(g: Game, s: int, inst: SkillInstance, stage: str, shot_now: list[int]):
    """Ask out role ``s`` for the target of its gun ``inst``; returns whether it fired.  The shot
    role goes out at once (announced at 黄昏: 公示[结算目标被枪杀], line 128), then the win is
    judged; a shot at a role out but not yet announced is spent (ruling D50)."""
    t = yield from ask_target(g, s, inst.id, g.present(but=s))
    if t is None:
        return False
    if not g.seats[t].alive:
        return True
    table(g).shot.add(t)
    g.emit("gunshot", (s,), seat=s, target=t, skill=inst.id)
    g.go_out(t, "shot", public=stage == "dusk")
    shot_now.append(t)
    if stage == "dusk":
        g.emit("shot", target=t)
        g.emit("death", seats=[t])
    g.judge()
    return True


def last_words(g: Game, seat: int):
    """遗言: speech acts, published when the next 正午 starts (line 72)."""
    kept = table(g).last_words
    yield from ask_speech(g, seat, "last_words", lambda c: kept.append((seat, c, g.take_text())))


def announce(g: Game) -> None:
    """正午 starts: the outs since the last announcement as one list in out order (the night's,
    then the 晨曦 gun victims, not told apart: a 晨曦 shot is not announced as one, line 128),
    last words, 当日警长."""
    state = table(g)
    unannounced = g.outs.unannounced()
    for s in unannounced:
        g.seats[s].death_public = True
    g.emit("dawn_deaths", seats=unannounced, night=g.night)
    for seat, act, text in state.last_words:
        if text:
            g.emit("speech", seat=seat, act=act, segment="last_words", text=text)
        else:
            g.emit("speech", seat=seat, act=act, segment="last_words")
    state.last_words = []
    sheriff.tell_heir(g)
    if state.sheriff is not None and g.seats[state.sheriff].alive:
        g.emit("sheriff", seat=state.sheriff, today=True)   # 当日警长
