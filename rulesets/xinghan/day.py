"""The game day (lines 54-62, 240-242, 254-275): the announcements, the discussion in rounds of
posts, the vote and its window, the red cards after the vote, notices and last words.

5、进入下一天讨论日，公示前一天出局角色名单等相关信息。开始讨论。
6、讨论、投票结束，投票结算。随后跳至第4步。
(line 68) 白天红牌罚下导致的出局结算在投票结算之后执行。
"""

from __future__ import annotations

from rulesets.engine import Game, GameOver
from rulesets.engine.forum import accelerated, cast, penalise
from rulesets.engine.seating import ring_from

from . import voting
from .common import table
from .going_out import announce, settling, take_out
from .hooks import resolve_triggers
from .roles import ranger
from .speech import speech_turn
from .win import WIN
from .window import publish_last_words, window


def dawn(g: Game) -> None:
    """每个游戏日白天开始时: the night's outs in out order (with treasure-camp cards), the news
    held back from the night, last words, the piped list, today's 票台; today's 诅咒 and the
    磐石 locks take effect (secretly)."""
    state = table(g)
    if g.day > 1:
        announce(g, g.outs.unannounced(), dawn=True)
    for kind, data in state.news:
        g.emit(kind, **data)
    state.news = []
    publish_last_words(g)
    if state.piped != state.piped_shown:
        g.emit("piped", seats=sorted(state.piped))
        state.piped_shown = set(state.piped)
    state.platform = state.platform_next or set()
    state.platform_next = None
    if state.platform:
        g.emit("platform", seats=sorted(state.platform))
    state.cursed, state.cursed_next = state.cursed_next, set()
    ranger.lock_camps(g)
    state.day_outs = []
    state.voted_out = None
    state.vote_voters = {}


def discussion(g: Game):
    """``rounds`` rounds of posts from a storyteller-picked first poster, in seat order."""
    start = g.story.pick_seat(g.living(), "first poster")
    order = [s for s in ring_from(start, g.n) if g.seats[s].alive]
    g.emit("speaking_order", seats=order)
    for _ in range(g.board["rounds"]):
        for s in order:
            if g.seats[s].alive:
                yield from speech_turn(g, s)
    return [s for s in order if g.seats[s].alive]


def red_cards(g: Game) -> None:
    """潜水 cards (line 339): fewer than 5 posts, fewer than 10 posts on three days running, no
    vote; three yellows are a red card, whose out follows the vote (line 68)."""
    board = g.board
    if not board["cards"]:
        return
    reds = penalise(g, table(g).forum, board["min_posts"], True,
                    streak=(board["streak_posts"], board["streak_days"]))
    with settling(g):   # the day's red cards are one settlement (白天红牌罚下导致的出局结算, line 68)
        for s in reds:
            camp = g.seats[s].camp
            take_out(g, s, "red_card")
            if board["red_card_loses_camp"]:
                WIN.lose(g, camp, "red card")
                g.judge()
    g.judge()


def play(g: Game):
    """Everything after ``g.begin("day")``."""
    state = table(g)
    g.set_stage("dawn")
    if g.day > 1:
        g.emit("day_breaks", day=g.day)
    dawn(g)
    g.judge(instant_only=False)
    g.set_stage("discussion")
    forum = state.forum
    forum.new_day()
    order = yield from discussion(g)
    forum.accelerated = accelerated(g, forum, automatic=len(g.living()) <= g.board["auto_hasten"])
    if forum.accelerated:
        g.emit("accelerated")
    g.set_stage("vote")
    ballots, timeline = yield from cast(g, order, not forum.accelerated, forum=forum,
                                        abstain="abstain")
    yield from voting.settle(g, ballots, timeline)
    yield from resolve_triggers(g)
    red_cards(g)
    yield from resolve_triggers(g)
    g.set_stage("dusk")
    yield from window(g)
    g.expire(f"day_end {g.day}")
    g.judge(instant_only=False)
    if g.day >= g.board["max_days"]:
        raise GameOver(None, f"day limit ({g.board['max_days']}) reached: draw")
