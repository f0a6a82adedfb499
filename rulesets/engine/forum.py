"""The forum discussion day (版杀 讨论日) shared by the forum rulebooks (暗月, 星汉, 哪吒).

A discussion day is a number of *rounds* in which every living seat may post, in a speaking
order; a post is up to :data:`ACTS_PER_TURN` structured speech acts (free text rides on them), or
a day skill used on the post (决斗, 选举, 投降, 加速 / 延时...: the ruleset's :class:`Special` s).
Then everyone votes (弃权 allowed) and may change the vote once; 加速 (enough living seats asked
for it, and no successful 延时) forbids changes and excuses missing posts and votes.  Where the
rulebook's penalties apply (``cards``), a seat with fewer than ``min_posts`` posts or without a
vote gets a yellow card (潜水), three yellows make a red card: out after the vote, no last words.

Where a rulebook counts replies (星汉: 不足五帖), a post may count each speech act as one reply
(``per_act``); where not replying to the vote differs from 弃权, the ballot offers an explicit
abstain option and a pass is no vote at all; a streak rule (连续三个讨论日均不足十帖) gives a
yellow card for too few posts on several consecutive non-accelerated days.

What a ruleset decides stays with it: who may post, its specials, how ballots are weighted and
what the top vote does.  Per-game state lives in a :class:`ForumState` the ruleset keeps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Iterable, Optional, Sequence

from .choices import PASS
from .decisions import ACTS_PER_TURN, Decision, ask_target, speech_acts

if TYPE_CHECKING:  # pragma: no cover
    from .game import Flow, Game

#: the request kinds (进程帖 申请): 加速 and 延时
HASTEN, DELAY = "hasten", "delay"


@dataclass(frozen=True)
class Special:
    """A day skill used on one's own post: the codec ``option`` that asks for it, whether
    ``seat`` may use it now, and the flow that runs it (which may raise ``PhaseEnds``).
    ``repeat``: a skill without a use limit stays on offer in the same post after it was used
    (while ``can`` still allows it); by default a special is used at most once a post."""

    option: str
    can: Callable[["Game", int], bool]
    run: Callable[["Game", int], "Flow"]
    repeat: bool = False


@dataclass
class ForumState:
    """Today's posts, requests, ballots and the cards so far."""

    posts: dict[int, int] = field(default_factory=dict)         # seat -> posts today
    private: dict[int, int] = field(default_factory=dict)       # seat -> private posts today
    requests: dict[str, set[int]] = field(default_factory=dict)  # hasten / delay -> seats
    ballots: dict[int, Optional[int]] = field(default_factory=dict)  # today's final ballots
    accelerated: bool = False
    yellow: dict[int, int] = field(default_factory=dict)        # seat -> yellow cards held
    red: list[int] = field(default_factory=list)                # red cards waiting for the vote
    short: dict[int, int] = field(default_factory=dict)  # seat -> consecutive days under a streak

    def new_day(self) -> None:
        self.posts = {}
        self.private = {}
        self.requests = {}
        self.ballots = {}
        self.accelerated = False


def post(g: "Game", seat: int, specials: Sequence[Special], segment: str = "discussion",
         forum: Optional[ForumState] = None, per_act: bool = False, public: bool = True,
         acts_per_post: int = ACTS_PER_TURN, max_chars: Optional[int] = None):
    """One post of ``seat``: speech acts and the specials it may use now; a pass ends it.
    Counts the post in ``forum`` when the seat said anything (``per_act``: every speech act
    counts as one reply, specials none).  ``public=False``: the public thread is closed (only
    the specials, e.g. a private post, may be used).  ``acts_per_post`` and ``max_chars`` (its
    free text) limit a short post (哪吒 [寡言]: 每贴最多5个字)."""
    choices = g.choices
    usable = [choices.option(sp.option) for sp in specials if sp.can(g, seat)]
    if not public and not usable:
        return
    acts = speech_acts(g, seat) if public else [PASS]
    legal = choices.with_specials(usable, acts)
    info: dict = {"segment": segment}
    if max_chars is not None:
        info["max_chars"] = max_chars
    spoke = False
    for _ in range(acts_per_post):
        c = yield Decision(seat, "speech", legal, PASS, info)
        if c == PASS:
            break
        spoke = True
        if c in usable:
            table = {sp.option: sp for sp in specials}
            if not table[choices.decode(c).arg].repeat:  # type: ignore[index]
                usable.remove(c)
            yield from table[choices.decode(c).arg].run(g, seat)  # type: ignore[index]
            if not g.seats[seat].alive:
                break
            # what is left may have lapsed meanwhile (a surrender costs the pack its 选举)
            usable = [x for x in usable if table[choices.decode(x).arg].can(g, seat)]  # type: ignore[index]
            legal = choices.with_specials(usable, acts)
            continue
        g.speak(seat, c, segment)
        if per_act and forum is not None:
            forum.posts[seat] = forum.posts.get(seat, 0) + 1
    if spoke and forum is not None and not per_act:
        forum.posts[seat] = forum.posts.get(seat, 0) + 1


def pair_channel(a: int, b: int) -> str:
    """The private thread (私聊贴) of two seats: ``"pm 3-7"`` (seats 1-based, lower first)."""
    lo, hi = sorted((a, b))
    return f"pm {lo + 1}-{hi + 1}"


def whisper(forum: Callable[["Game"], ForumState], option: str = "whisper",
            recipients: Optional[Callable[["Game", int], Sequence[int]]] = None) -> Special:
    """私聊 as a special: pick another player (``whisper_to``), then up to
    :data:`ACTS_PER_TURN` speech acts (``whisper``) that only the two of them see, in their
    private thread (:func:`pair_channel`); free text rides on each act.  ``recipients``: who
    may be written to (default: every other seat, the dead included)."""
    def others(g: "Game", seat: int) -> Sequence[int]:
        if recipients is not None:
            return recipients(g, seat)
        return [s.index for s in g.seats if s.index != seat]

    def can(g: "Game", seat: int) -> bool:
        return bool(others(g, seat))

    def run(g: "Game", seat: int):
        yield from private_post(g, seat, others(g, seat), forum(g))
    return Special(option, can, run)


def private_post(g: "Game", seat: int, recipients: Sequence[int], forum: ForumState,
                 forced: bool = False):
    """One private post of ``seat``: the other player, then speech acts for the two of them
    (channel :func:`pair_channel`; free text rides on each act).  ``forced``: the seat must
    post (a minimum of private posts): no pass before the first act, whose default is the
    first act."""
    to = yield from ask_target(g, seat, "whisper_to", list(recipients), optional=not forced)
    if to is None:
        return
    acts = speech_acts(g, seat)
    for k in range(ACTS_PER_TURN):
        must = forced and k == 0 and len(acts) > 1
        c = yield Decision(seat, "whisper", acts[1:] if must else acts,
                           acts[1] if must else PASS, {"target": to})
        if c == PASS:
            break
        text = g.take_text()
        data = {"seat": seat, "target": to, "act": c, **({"text": text} if text else {})}
        g.emit("whisper", (seat, to), channel=pair_channel(seat, to), **data)
        forum.private[seat] = forum.private.get(seat, 0) + 1


def request(what: str, forum: Callable[["Game"], ForumState]) -> Special:
    """The 加速 / 延时 request as a special: public in the 进程帖, once a day per seat."""
    def can(g: "Game", seat: int) -> bool:
        return seat not in forum(g).requests.get(what, ())

    def run(g: "Game", seat: int):
        forum(g).requests.setdefault(what, set()).add(seat)
        g.emit("request", seat=seat, what=what)
        return
        yield  # a generator like every special
    return Special(what, can, run)


def accelerated(g: "Game", forum: ForumState, automatic: bool = False,
                weight: Optional[Callable[[int], int]] = None) -> bool:
    """加速 / 延时: each succeeds with at least half of the living; a successful 延时 cancels
    加速, the storyteller's ``automatic`` one too (a board's 自动执行加速 when few are left).
    ``weight``: how many requests a seat's 加速 counts for (1 unless a rule says more)."""
    living = len(g.living())
    req = forum.requests
    count = weight or (lambda seat: 1)
    hasten = 2 * sum(count(s) for s in req.get(HASTEN, ()) if g.seats[s].alive) >= living
    delay = 2 * len([s for s in req.get(DELAY, ()) if g.seats[s].alive]) >= living
    return (hasten or automatic) and not delay


Timeline = list[tuple[int, Optional[int], Optional[int]]]


def cast(g: "Game", order: Iterable[int], allow_changes: bool,
         candidates: Optional[Sequence[int]] = None, forum: Optional[ForumState] = None,
         abstain: Optional[str] = None):
    """Everyone living votes in ``order`` (may abstain), each ballot posted as it comes, then
    each voter may change once (pass keeps it).  Returns (final ballots, timeline of
    ``(voter, old, new)`` in posting order).

    With ``abstain`` (a codec option: 弃权), abstaining is that option and a pass is no reply:
    the seat has no ballot (and cannot change one)."""
    choices = g.choices
    targets = choices.targets(g.living() if candidates is None else candidates)
    legal = [PASS, *targets] if abstain is None else [PASS, choices.option(abstain), *targets]
    ballots: dict[int, Optional[int]] = {}
    timeline: Timeline = []
    voters = [v for v in order if g.seats[v].alive]
    for v in voters:
        c = yield Decision(v, "vote", legal, PASS, {"round": 0})
        if abstain is not None and c == PASS:
            continue  # no reply: no ballot
        t = ballot_target(g, c)
        ballots[v] = t
        timeline.append((v, None, t))
        g.emit("ballot", seat=v, target=t, change=False)
    if allow_changes:
        for v in voters:
            if v not in ballots or not g.seats[v].alive:
                continue
            c = yield Decision(v, "vote_change", legal, PASS, {"current": ballots[v]})
            t = ballot_target(g, c)
            if c == PASS or t == ballots[v]:
                continue
            timeline.append((v, ballots[v], t))
            ballots[v] = t
            g.emit("ballot", seat=v, target=t, change=True)
    if forum is not None:
        forum.ballots = ballots
    return ballots, timeline


def ballot_target(g: "Game", c: int) -> Optional[int]:
    """The seat a ballot answer names (``None``: abstain)."""
    return g.choices.seat_of(c) if g.choices.is_target(c) else None


def first_to_top(timeline: Timeline, weights: Optional[dict[int, int]] = None) -> Optional[int]:
    """最先获得最多投票: among the seats tied at the final maximum, the one whose running count
    reached it first (each ballot counts its voter's weight, 1 by default)."""
    if weights is None:
        weights = {}
    w = weights.get
    final: dict[int, int] = {}
    for v, old, new in timeline:
        if old is not None:
            final[old] -= w(v, 1)
        if new is not None:
            final[new] = final.get(new, 0) + w(v, 1)
    best = max(final.values(), default=0)
    if best <= 0:
        return None
    tied = {s for s, n in final.items() if n == best}
    running: dict[int, int] = {}
    for v, old, new in timeline:
        if old is not None:
            running[old] -= w(v, 1)
        if new is not None:
            running[new] = running.get(new, 0) + w(v, 1)
            if new in tied and running[new] >= best:
                return new
    return None  # pragma: no cover - the final count is reached at some point


def penalise(g: "Game", forum: ForumState, min_posts: int, must_vote: bool,
             yellows_per_red: int = 3, streak: Optional[tuple[int, int]] = None,
             few_posts_ok: Callable[["Game", int], bool] = lambda g, s: False,
             players: Optional[Iterable[int]] = None) -> list[int]:
    """The day's 潜水 cards (not while accelerated): a yellow card for fewer than ``min_posts``
    posts (unless ``few_posts_ok``: 哪吒's [寡言] holders) and one for not voting
    (``must_vote``), published; ``streak = (posts, days)``: one more for fewer than ``posts``
    posts on each of ``days`` consecutive non-accelerated days (an accelerated day neither counts
    nor breaks the run); every ``yellows_per_red`` yellows make a red card (红牌罚下).
    ``players``: the seats judged (default: every living seat).  Returns the seats given a red
    card now."""
    if forum.accelerated:
        return []
    reds = []
    for s in (g.living() if players is None else players):
        reasons = []
        posts = forum.posts.get(s, 0)
        if posts < min_posts and not few_posts_ok(g, s):
            reasons.append("posts")
        if must_vote and s not in forum.ballots:  # asked and abstaining is a vote
            reasons.append("vote")
        if streak is not None:
            forum.short[s] = forum.short.get(s, 0) + 1 if posts < streak[0] else 0
            if forum.short[s] >= streak[1]:
                forum.short[s] = 0
                reasons.append("streak")
        for why in reasons:
            forum.yellow[s] = forum.yellow.get(s, 0) + 1
            g.emit("card", seat=s, card="yellow", reason=why, total=forum.yellow[s])
            if forum.yellow[s] % yellows_per_red == 0:
                g.emit("card", seat=s, card="red", reason="yellows")
                forum.red.append(s)
                reds.append(s)
    return reds
