"""公示/通知 (lines 141-150), 遗言 (lines 169-171) and the windows after outs.

每个游戏日白天开始时，公示前一天出局角色名单及遗言...公示出局名单时按角色出局的顺序排序。
在正午阶段出局的信息会随时间立刻公示，在黄昏阶段（包括正常的被投票出局）的角色出局信息，会在黄昏阶段结束
后通知...并公示[投票出局]和[其他原因]出局的名单分别有哪些...在其他阶段出局的信息和应当要公示的信息，
则会在第二天白天开门时公示。
遗言数量为人数配备最少狼数量。可以留下遗言的角色会收到可以留下遗言的通知，放弃遗言不会使留遗言的权利
留给以后出局的角色。
红牌罚下出局的角色没有遗言权利。

Every out waits in ``window`` until it is told: at once at 正午, after 黄昏 (the dusk list), or
before the next opening (开门前, line 1076).  Told outs learn whether they may leave last words:
the first ``round(0.3 N)`` outs may (the kernel's ``Outs.among_first``: a slot given up stays
used; a red card takes its place without words, ruling N95); words are published at the next
opening, or at once for a 正午 out (因决斗造成的死亡的角色的遗言算入当日讨论日).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, Decision, Game, ask_speech
from rulesets.engine.decisions import speech_acts

from .common import SENT_OFF, counted, players, round_half_up, table
from .statuses import has, permanent

#: post-death skills fired at the next 晨曦 / 黄昏 (出局后下一个时点), in the rulebook's order
SHOOTERS = ("last_shot", "patrol", "fox_blaze", "revenge")
#: 红牌罚下出局的角色没有遗言权利 (line 161)
NO_WORDS = frozenset({SENT_OFF})
FREE_WORDS = "free_words"   # 神使 / 神怒: 获得通知可以留遗言（即使没有遗言机会）


def last_word_slots(g: Game) -> int:
    """遗言数量为人数配备最少狼数量: round(0.3 N)."""
    return round_half_up(0.3 * players(g))


def on_out(g: Game, seat: int, cause: str) -> None:
    """Every out waits for its notice; the sheriff's badge must pass (殉职)."""
    state = table(g)
    state.window.append(seat)
    state.out_phase[seat] = g.phase
    if g.stage in ("noon", "dusk", "dusk2"):
        state.day.outs.append(seat)                # 当天[正午]或[黄昏]阶段之中出局
    if state.sheriff == seat:
        g.triggers.push("martyr", seat)


def tell_outs(g: Game, words_now: bool = False):
    """Tell every out waiting in the window, with its last-word right; ask the words of those
    that have one (published at the next opening, or now with ``words_now``)."""
    state = table(g)
    told, state.window = state.window, []
    slots = last_word_slots(g)
    for s in told:
        if not counted(g, s):
            continue
        may = g.outs.among_first(s, slots, NO_WORDS) or \
            (s in state.free_words and g.seats[s].death_cause not in NO_WORDS)
        g.tell(s, "out", words=may)
        if may:
            yield from last_words(g, s, words_now)


def last_words(g: Game, seat: int, now: bool):
    """遗言: speech acts; one act of five characters under [寡言] (若需要发遗言，也只能最多发送5个字)."""
    state = table(g)
    said: list[tuple[int, Optional[str]]] = []
    if has(g, seat, "taciturn"):
        c = yield Decision(seat, "last_words", speech_acts(g, seat), PASS, {"max_chars": 5})
        if c != PASS:
            said.append((c, g.take_text()))
    else:
        yield from ask_speech(g, seat, "last_words", lambda c: said.append((c, g.take_text())))
    for act, text in said:
        if now:
            _publish(g, seat, act, text)
        else:
            state.last_words.append((seat, act, text))


def _publish(g: Game, seat: int, act: int, text: Optional[str]) -> None:
    if text:
        g.emit("last_words", seat=seat, act=act, text=text)
    else:
        g.emit("last_words", seat=seat, act=act)


def announce_noon(g: Game) -> None:
    """开门: the outs since the last list in out order (night ones as the night's), the last
    words, the day's notices, the sheriff and who holds [寡言]."""
    state = table(g)
    night_outs, day_outs = [], []
    for s in g.outs.unannounced():
        g.seats[s].death_public = True
        phase = state.out_phase.get(s, "")
        (night_outs if phase.startswith("night") else day_outs).append(s)
    if night_outs or g.day > 1:
        g.emit("dawn_deaths", seats=[s for s in night_outs if counted(g, s)], night=g.day - 1)
    if day_outs:
        g.emit("death", seats=[s for s in day_outs if counted(g, s)])
    for s in night_outs + day_outs:
        announced_out(g, s)
    for seat, act, text in state.last_words:
        _publish(g, seat, act, text)
    state.last_words = []
    for notice in state.notices:
        g.emit(**notice)
    state.notices = []
    if state.sheriff is not None:
        g.emit("sheriff_today", seat=state.sheriff, declaration=state.declaration)
    g.emit("taciturn", seats=[s.index for s in g.seats if s.alive and has(g, s.index, "taciturn")])


def announce_now(g: Game, seats: list[int]) -> None:
    """正午: an out is published at once."""
    for s in seats:
        g.seats[s].death_public = True
    seats = [s for s in seats if counted(g, s)]
    if seats:
        g.emit("death", seats=seats)
    for s in seats:
        announced_out(g, s)


def announce_dusk(g: Game) -> None:
    """黄昏 ends: the dusk outs, [投票出局] apart from [其他原因], in out order."""
    outs = g.outs.unannounced()
    for s in outs:
        g.seats[s].death_public = True
    outs = [s for s in outs if counted(g, s)]
    if not outs:
        return
    exiled = [s for s in outs if g.seats[s].death_cause == "exile"]
    other = [s for s in outs if s not in exiled]
    for name, seats in (("exiled", exiled), ("other", other)):   # the two lists, apart
        if seats:
            g.emit("death", seats=seats, list=name)
    for s in outs:
        announced_out(g, s)


def announce_final(g: Game) -> None:
    """The game is over: outs not told yet are published with the end."""
    seats = [s for s in g.outs.unannounced() if counted(g, s)]
    for s in g.outs.unannounced():
        g.seats[s].death_public = True
    if seats:
        g.emit("death", seats=seats)


def announced_out(g: Game, seat: int) -> None:
    """宣布出局: what reacts to an out being announced (九尾狐's tails)."""
    from .roles import ON_ANNOUNCED
    for hook in ON_ANNOUNCED:
        hook(g, seat)


def permanently_taciturn(g: Game, seat: int) -> bool:
    return permanent(g, seat, "taciturn")
