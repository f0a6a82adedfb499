"""The day (lines 10-13, 686-692): dawn, the discussion day, nominations and votes, the day's
settlement, dusk.

* 2 黎明: night deaths and revivals are announced (开门时公示); markers and statuses lapse.
* 讨论日 (9:00-20:00): every player, living or dead, posts in the public thread and in private
  threads with any other player (day 1 opens with private posts only, 9:00-12:00).  A post is up
  to three speech acts, or a day ability used on it: a private post (私聊), 寻回记忆, 旁敲侧击, a
  visit to the storyteller (<拜访>), a public declaration (<宣言>: 狩猎, 砍杀, 杂耍, 歌唱, 参加, 造谣 — anyone may make one,
  only the ability's holder gets an effect, line 7).  The same choices are offered to every seat,
  so what a seat may do never names its character.  ``[board] rounds`` rounds of posts.
* 提名与投票 (14:00-19:00, line 11): living players nominate in turn (each nominates and is
  nominated at most once a day; anyone may be nominated, the dead too; one nomination at a time);
  the nominee may declare "I am the 哥布林"; everyone votes yes / no in turn (the dead have one
  "yes" for the rest of the game).
* 4 白天结算: if nobody was executed yet today, the nominee with the most votes, alone at the top,
  with twice its votes >= the living, is executed (处决: announced at once, a death judgement);
  then what the day's madness brings (洗脑师, 鹰身女妖) and the 修补匠's chance (结算处决及后续技能:
  ruling CT-settlement).  一旦有角色被处决，白天结束: no day ability and no nomination after an
  execution (the discussion goes on).
* 5 黄昏: the count of players who know their character; the day's statuses lapse.
"""

from __future__ import annotations

from typing import Any

from rulesets.engine import Game, ask_target, ask_yes
from rulesets.engine.forum import Special, post, private_post, whisper
from rulesets.engine.seating import ring_from

from . import amnesia
from .ask import DECLARE_GOBLIN
from .common import table
from .executions import execute
from .night import upkeep
from .roles import gossip, juggler
from .state import DayState, Nomination

#: what the table hears of each stage (the public thread's hours)
STAGES = ("dawn", "morning", "discussion", "nominations", "settlement", "dusk")
#: minimum private posts (line 11): 第一个讨论日 10, later days 5 (``[board] min_private_posts``)
PRIVATE_MINIMUM = {1: 10}
PRIVATE_LATER = 5


def today(g: Game) -> DayState:
    """Today's state (the day just ended, at night)."""
    return table(g).day


def _forum(g: Game):
    return today(g).forum


def _open(g: Game, seat: int) -> bool:
    """[白天] abilities: not after today's execution (不能在当天有角色被处决后发动)."""
    return not today(g).closed


def _declare_open(g: Game, seat: int) -> bool:
    return g.seats[seat].alive and _open(g, seat) and today(g).stage != "morning"


def _before_nominations(g: Game, seat: int) -> bool:
    return _declare_open(g, seat) and today(g).stage == "discussion"


def visit(g: Game, seat: int):
    """<拜访>: the storyteller runs the seat's visit ability, if it holds one (else: nothing)."""
    runs = g.ruleset.visits
    mine = [(k, runs[k.id]) for k in g.seats[seat].skills
            if k.id in runs and g.can_use(seat, k.id)]  # not an ability [超度] took away
    if not mine:
        g.tell(seat, "visit", nothing=True)
        return
    for inst, run in mine:
        yield from run(g, seat, inst)


def declare(what: str):
    """A <宣言> everyone may make; the holders of the ability act on it (``g.ruleset.declarations``)."""
    def run(g: Game, seat: int):
        target = yield from ask_target(g, seat, f"{what}_target", g.living(), shown="choose_player")
        if target is None:
            return
        g.emit("declare", seat=seat, what=what, target=target)
        yield from g.ruleset.declarations[what](g, seat, target)
    return run


def declare_many(what: str):
    """A <宣言> naming several players (歌伶's 歌唱): one at a time, a pass ends the list (no
    player named: no declaration); the holders of the ability act on it."""
    def run(g: Game, seat: int):
        named: list[int] = []
        pool = [s for s in g.living() if s != seat]
        while pool:
            t = yield from ask_target(g, seat, f"{what}_target", pool, shown="choose_players",
                                      index=len(named) + 1, of=len(pool) + len(named))
            if t is None:
                break
            named.append(t)
            pool.remove(t)
        if not named:
            return
        g.emit("declare", seat=seat, what=what, seats=named)
        yield from g.ruleset.declarations[what](g, seat, named)
    return run


def specials() -> tuple[Special, ...]:
    """The day abilities a post may use (the same for every seat)."""
    return (
        whisper(_forum),
        Special("recall", _open, amnesia.recall),
        Special("hint", _open, amnesia.hint),
        Special("visit", _open, visit),
        Special("slay", _declare_open, declare("slay")),
        Special("psycho_kill", _before_nominations, declare("psycho_kill")),
        Special("juggle", _declare_open, juggler.declare),
        Special("sing", _declare_open, declare_many("sing")),
        Special("join", _declare_open, declare("join")),
        Special("gossip", _declare_open, gossip.declare),
        Special("nominate", _may_nominate_now, nominate_special),
    )



# -- the day ----------------------------------------------------------------------------------------
def dawn(g: Game) -> None:
    """黎明: the night's deaths and revivals are announced; what lapsed at dawn goes."""
    g.begin("day")
    g.emit("day_breaks", day=g.day)
    state = table(g)
    state.days.append(DayState(g.day))
    state.looks.clear()
    g.set_stage("dawn")
    g.expire(f"dawn {g.day}")
    announce_night_deaths(g)
    if state.revived:
        g.emit("revived", seats=list(state.revived))
        state.revived = []
    upkeep(g)
    g.judge(instant_only=False)


def announce_night_deaths(g: Game) -> None:
    """夜晚的死亡会在第二天开门时公示 (line 13): the night's dead (a revived one is not)."""
    died = [s for s in table(g).night_deaths if not g.seats[s].alive]
    for s in died:
        g.seats[s].death_public = True
    g.emit("dawn_deaths", seats=died, night=g.night)


def turn(g: Game, seat: int, public: bool):
    """One post of ``seat``; what it said is heard (madness, spoken words)."""
    before = len(g.events)
    yield from post(g, seat, SPECIALS, today(g).stage, _forum(g), public=public)
    for ev in g.events[before:]:
        if ev.kind in ("speech", "whisper") and ev.data.get("seat") == seat:
            yield from heard(g, seat, ev)


def heard(g: Game, seat: int, ev) -> Any:
    """Keep today's claims and accusations (疯狂 is judged from them) and let the abilities that
    listen for words hear the post."""
    day = today(g)
    act = g.choices.decode(ev.data["act"])
    public = ev.kind == "speech"
    if act.kind == "claim":
        (day.claims if public else day.whispered_claims).setdefault(seat, []).append(act.arg)
    elif act.kind == "accuse" and public:
        day.accusations.setdefault(seat, []).append(act.arg)
    elif act.kind == "vouch" and public:
        day.vouches.setdefault(seat, []).append(act.arg)
    for sid, hook in g.ruleset.day_hooks.get("spoke", {}).items():
        for holder, inst in g.holders(sid, living=False):
            yield from hook(g, holder, inst, seat, ev)


def discussion(g: Game):
    """The posts of the day: day 1's private morning, then ``rounds`` rounds for everyone."""
    day = today(g)
    if g.day == 1:
        day.stage = "morning"
        g.set_stage("morning")
        for s in range(g.n):
            yield from turn(g, s, public=False)
    day.stage = "discussion"
    g.set_stage("discussion")
    for _ in range(g.board["rounds"]):
        for s in range(g.n):
            yield from turn(g, s, public=True)
    if g.board["min_private_posts"]:
        need = PRIVATE_MINIMUM.get(g.day, PRIVATE_LATER)
        forum = _forum(g)
        for s in range(g.n):
            while forum.private.get(s, 0) < need:
                yield from private_post(g, s, [x for x in range(g.n) if x != s], forum, forced=True)


def nominations(g: Game):
    """14:00-19:00: rounds of posts in which a living player may nominate (one nomination at a
    time: its vote follows at once), until a round brings no nomination."""
    day = today(g)
    day.stage = "nominations"
    g.set_stage("nominations")
    for _ in range(g.n):
        before = len(day.nominations)
        for s in range(g.n):
            yield from turn(g, s, public=True)
        if len(day.nominations) == before:
            break


def _may_nominate_now(g: Game, seat: int) -> bool:
    day = today(g)
    return (day.stage == "nominations" and not day.closed
            and may_nominate(g, seat) and len(day.nominees) < g.n)


def nominate_special(g: Game, seat: int):
    """提名 on a post: the nominee, then the nomination runs."""
    day = today(g)
    pool = [x for x in range(g.n) if x not in day.nominees]
    t = yield from ask_target(g, seat, "nominate", pool, shown="nominate")
    if t is not None:
        yield from nominate(g, seat, t)


def may_nominate(g: Game, seat: int) -> bool:
    """每个角色在每个讨论日仅可提名一次: a living player once a day, a dead one never, unless an
    ability allows more (报丧女妖: twice, dead too); and 魔像's once a game (``nomination_limits``)."""
    made = sum(nom.nominator == seat for nom in today(g).nominations)
    return made < g.ruleset.nominations_allowed(g, seat) and all(
        check(g, seat) for check in g.ruleset.nomination_limits)


def nominate(g: Game, nominator: int, nominee: int):
    """One nomination: hooks (女巫's curse, 贞洁者, 魔像), the 哥布林 declaration, the vote."""
    day = today(g)
    day.nominators.add(nominator)
    day.nominees.add(nominee)
    nom = Nomination(nominator, nominee)
    day.nominations.append(nom)
    g.emit("nomination", seat=nominator, target=nominee)
    for sid, hook in g.ruleset.day_hooks.get("nominated", {}).items():
        for holder, inst in g.holders(sid, living=False):
            yield from hook(g, holder, inst, nom)
    if day.closed:
        nom.open = False
        return
    if g.seats[nominee].alive:
        boast = yield from ask_yes(g, nominee, "goblin", shown=DECLARE_GOBLIN)
        if boast:
            g.emit("declare", seat=nominee, what="goblin")
            for sid, hook in g.ruleset.day_hooks.get("boast", {}).items():
                for holder, inst in g.holders(sid):
                    yield from hook(g, holder, inst, nominee)
    yield from vote(g, nom)


def vote(g: Game, nom: Nomination):
    """每个角色均进行投票: yes / no in turn from the nominee's left; the dead have one "yes"."""
    state = table(g)
    ballots: dict[str, Any] = {}  # every voter asked: the nominee for a yes, None for a no
    for v in ring_from((nom.nominee + 1) % g.n, g.n):
        alive = g.seats[v].alive or g.ruleset.votes_freely(g, v)  # 报丧女妖: every nomination
        if not alive and v in state.dead_votes_used:
            continue  # 在投过“是”后，后续投票可默认投“否”
        yes = yield from ask_yes(g, v, "vote", nominee=nom.nominee,
                                 round=len(today(g).nominations) - 1)
        ballots[str(v)] = nom.nominee if yes else None
        if yes:
            nom.yes.append(v)
            if not alive:
                state.dead_votes_used.add(v)
    nom.count = sum(g.ruleset.vote_weight(g, v) for v in nom.yes)
    nom.open = False
    hidden = any(check(g) for check in g.ruleset.hidden_votes)
    data = {"vote": "nomination", "seat": nom.nominator, "target": nom.nominee,
            "seats": list(nom.yes), "count": nom.count, "ballots": ballots,
            "totals": {str(nom.nominee): nom.count}}
    if hidden:  # 街头风琴手: 所有角色无法得知投票的票型和票数
        g.emit("votes", (), **data)
        g.emit("vote_closed", target=nom.nominee)
    else:
        g.emit("votes", **data)


def settlement(g: Game):
    """白天结算 (line 690: 结算处决及后续技能): the vote's execution first (line 12: 在每个讨论日
    结束时), then the day's end hooks (洗脑师's and 鹰身女妖's madness, judged on the whole day:
    ruling CT-settlement), which may still execute or kill after it (line 341)."""
    day = today(g)
    day.stage = "settlement"
    g.set_stage("settlement")
    if not day.closed and day.nominations:
        best = max(n.count for n in day.nominations)
        top = [n for n in day.nominations if n.count == best]
        living = len(g.living())
        if len(top) == 1 and best > 0 and 2 * best >= living:
            yield from execute(g, top[0].nominee)
    for sid, hook in g.ruleset.day_hooks.get("day_end", {}).items():
        for holder, inst in g.holders(sid, living=False):
            yield from hook(g, holder, inst)


def dusk(g: Game):
    """黄昏: ability wins judged at the day's end, the known-character count, lapses (what lasts
    持续至下一个黄昏 ends as 黄昏 starts), then what a card does 每个黄昏 (the ``dusk`` hooks:
    炼金术士's 相克4 guess, ruling CT-alchemist-dusk)."""
    g.set_stage("dusk")
    today(g).stage = "dusk"
    for check in g.ruleset.dusk_checks:
        check(g)
    amnesia.dusk_count(g)
    g.expire(f"dusk {g.day}")
    upkeep(g)
    for sid, hook in g.ruleset.day_hooks.get("dusk", {}).items():
        for holder, inst in g.holders(sid, living=False):
            yield from hook(g, holder, inst)
    g.judge(instant_only=False)


SPECIALS = specials()


def play(g: Game):
    """One day: dawn, the discussion, the nominations, the settlement, dusk."""
    dawn(g)
    yield from discussion(g)
    yield from nominations(g)
    yield from settlement(g)
    yield from dusk(g)
