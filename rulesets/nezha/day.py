"""正午 (lines 81, 141-157, 1085-1107): the opening, the discussion, the vote.

讨论日: rounds of posts (board option ``rounds``), each living role posting once a round in
ring order from a storyteller-picked start; a post is speech acts or a [正午] skill.
[寡言]：角色一个游戏日内最多发言5贴，每贴包括标点表情在内最多5个字 (one act of five characters).
自由警长: 任何时候警长都可以在一个专门的自由警长发言贴中发言（寡言状态依然适用且共用当天讨论数） — an
extra post at the start of every round.
Then everyone votes (弃权 allowed) and may change once (not while accelerated); a
重定时间 adds a thread.  竞选日 (day 1): the vote elects the sheriff (最先获得投票数最多).
潜水 (lines 1235-1238): fewer than five posts, or no vote, on a day not accelerated: a yellow card;
three yellows a red card (the 10-post rule is left out, ruling N99).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from rulesets.engine import Game
from rulesets.engine.forum import (DELAY, HASTEN, ForumState, accelerated, cast, first_to_top,
                                   penalise, post, request)
from rulesets.engine.seating import ring_from

from .acquire import OPENINGS_TRIGGER, run_openings
from . import passives, rewrite, sheriff, voting, windows
from .common import counted, ring, table
from .roles import OUT_BALLOTS, SPECIALS, avenger, bone_demon, old_driver
from .roles import AFTER_OUT
from .statuses import has, lapse

#: [寡言]: posts a day, characters a post
TACITURN_POSTS, TACITURN_CHARS = 5, 5


def forum(g: Game) -> ForumState:
    return table(g).forum


#: the [正午] skills used on a post, each settling inside ``rewrite.settling`` (以太编程)
DAY_SKILLS = (*(replace(sp, run=rewrite.special_run(sp.option, sp.run)) for sp in SPECIALS),
              request(HASTEN, forum), request(DELAY, forum))


def acts_while_out(g: Game, seat: int) -> bool:
    """An out seat that still acts: a 骨魔's kept soul (its skills), and at 正午 the ghosts who
    post (魔女秘法's, 夺魂's souls)."""
    return bone_demon.acts_while_out(g, seat) or (g.stage == "noon" and seat in table(g).ghosts)


def posters(g: Game) -> list[int]:
    """Who posts today: the living roles, and 魔女秘法's ghosts."""
    state = table(g)
    return [s.index for s in g.seats if counted(g, s.index)
            and (s.alive or s.index in state.ghosts)]


def speak(g: Game, seat: int, thread: str = "discussion"):
    """One post, within [寡言]'s limits."""
    state = table(g)
    short = has(g, seat, "taciturn")
    if short and state.forum.posts.get(seat, 0) >= TACITURN_POSTS:
        return
    yield from post(g, seat, DAY_SKILLS, thread, state.forum,
                    acts_per_post=1 if short else 3,
                    max_chars=TACITURN_CHARS if short else None)
    if g.outs.unannounced():
        yield from noon_outs(g)


def noon_outs(g: Game):
    """在正午阶段出局的信息会随时间立刻公示: the list, the notices and last words at once (因决斗
    造成的死亡的角色的遗言算入当日讨论日), the badge passed and announced."""
    windows.announce_now(g, g.outs.unannounced())
    yield from windows.tell_outs(g, words_now=True)
    yield from g.triggers.drain(g, {"martyr": sheriff.martyr, OPENINGS_TRIGGER: run_openings,
                                    **AFTER_OUT})


def discuss(g: Game):
    """The rounds of posts."""
    state = table(g)
    start = g.story.pick_seat(posters(g), "first poster")
    order = [s for s in ring_from(start, len(g.seats)) if s in posters(g)]
    g.emit("speaking_order", seats=order)
    for _ in range(g.board["rounds"]):
        free = state.sheriff
        if free is not None and g.seats[free].alive and sheriff.is_free(g, free):
            yield from speak(g, free, "sheriff_thread")
        for s in order:
            if g.seats[s].alive or s in state.ghosts:
                yield from speak(g, s)


def vote(g: Game):
    """The vote thread(s): returns the final ballots of each."""
    state = table(g)
    f = state.forum
    f.accelerated = accelerated(g, f, weight=lambda s: old_driver.hasten_weight(g, s))
    if f.accelerated:
        g.emit("accelerated")
    threads = 1 + (state.extra_votes if g.day > 1 else 0)
    state.extra_votes = 0
    out: list[dict[int, Optional[int]]] = []
    voters = ring(g)
    for n in range(threads):
        ballots, timeline = yield from cast(g, voters, g.board["vote_changes"] and not f.accelerated,
                                            candidates=voters, forum=f)
        for extra in OUT_BALLOTS:                # ballots of out roles (夺魂's souls)
            yield from extra(g, ballots, voters)
        g.emit("votes", vote="elect" if g.day == 1 else "vote", round=n,
               ballots={str(k): v for k, v in ballots.items()})
        if g.day > 1:
            avenger.on_ballots(g, ballots, timeline)     # 寻仇: 第一个对你投出人票且有效的
        out.append(ballots)
        if g.day == 1:
            elected = first_to_top(timeline, voting.weights(g, voters))
            g.emit("vote_top", seats=[] if elected is None else [elected], thread=n)
            if elected is not None:
                yield from sheriff.become(g, elected, public=True)
    return out


def play(g: Game):
    """正午: the opening, the discussion, the vote; returns (threads, red cards)."""
    state = table(g)
    g.set_stage("noon")
    lapse(g, "noon")
    rewrite.expire(g)                        # 以太编程: 修改持续至下一个正午开始
    passives.sync(g)
    windows.announce_noon(g)
    state.forum.new_day()
    yield from discuss(g)
    threads = yield from vote(g)
    # 正午 is a phase of its own (晨曦/正午/黄昏属于白天): its outs are judged when it ends, at the
    # vote's close and before 黄昏1 settles the vote (宣布胜利或失败需要结算完当前阶段, ruling N91)
    g.judge(instant_only=False)
    reds: list[int] = []
    if g.board["cards"]:
        reds = penalise(g, state.forum, g.board["min_posts"], must_vote=True,
                        few_posts_ok=lambda g, s: has(g, s, "taciturn"), players=ring(g))
    state.ghosts = set()
    return threads, reds
