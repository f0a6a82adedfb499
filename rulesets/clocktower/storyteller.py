"""The ``fair`` storyteller: a scripted policy in the spirit of a good human storyteller.

The kernel's ``random`` storyteller answers every call uniformly.  A human storyteller does not:
false information is *plausible* (a drunk 共情者 is told a number next to the truth, not a wild
one; a poisoned 送葬者 is told a character someone has claimed), a 陌客 and a 间谍 register as
themselves more often than not, and what the storyteller may do at will (恶念, 伤人, 修补匠, the
镇长's bounce) keeps both teams in the game instead of ending it.  Every answer is a legal option
of the call, recorded like any other, so a game told by ``fair`` replays exactly.

What the policy does, call by call (``docs/rulings/clocktower.md`` has the table):

* ``inform`` (false information): numbers one off the truth, yes/no flipped with p = 0.6,
  characters: what the target claimed in public if that is a lie, else a character of the
  truth's type; under [迷乱] (the truth is not among the options) the nearest lie.
* ``register``: itself with p = 0.6; otherwise a character in play of the type asked about
  (the demon for a 陌客 checked by an 占卜师-like ability), else any option.
* ``decide``: a table of the script's "storyteller decides" moments (:data:`DECISIONS`), each a
  small rule; anything else uniformly.
* ``deal`` / ``deal_pick`` / ``shuffle`` / ``pick``: seeded uniform (setups stay varied);
  ``order``: seat order.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional

from rulesets.engine import Game, StoryCall
from rulesets.engine.storyteller import DEAL_CALLS, PERMUTATIONS

from .common import table

#: a decision rule: (policy, call) -> index into the call's options
Rule = Callable[["FairStoryteller", StoryCall], int]


class FairStoryteller:
    """See the module docstring.  ``FairStoryteller(seed)``; ``start(game)`` gives it the game."""

    name = "fair"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"{seed}/fair")
        self.deal_rng = random.Random(f"{seed}/deal")
        self.game: Optional[Game] = None

    def start(self, game: Any) -> None:
        self.game = game

    # -- the calls --------------------------------------------------------------------------------
    def choose(self, call: StoryCall):
        n = len(call.options)
        if call.call in PERMUTATIONS:
            perm = list(range(n))
            if call.call != "order":  # simultaneous abilities: seat order
                (self.deal_rng if call.call in DEAL_CALLS else self.rng).shuffle(perm)
            return perm
        if call.call in DEAL_CALLS:
            return self.deal_rng.randrange(n)
        if call.call == "inform":
            return self.inform(call)
        if call.call == "register":
            return self.register(call)
        if call.call == "decide":
            rule = DECISIONS.get(call.why)
            if rule is not None:
                return rule(self, call)
        return self.rng.randrange(n)

    def inform(self, call: StoryCall) -> int:
        """Plausible false information (合理欺骗)."""
        options = list(call.options)
        truth = call.context.get("truth")
        if truth in options and self.rng.random() < 0.3:
            return options.index(truth)  # 信息可对可错: sometimes the truth
        if all(isinstance(o, bool) for o in options):
            flip = [i for i, o in enumerate(options) if o != truth]
            return flip[0] if flip and self.rng.random() < 0.6 else self._any(options, truth)
        if all(isinstance(o, int) and not isinstance(o, bool) for o in options):
            if isinstance(truth, int):
                near = sorted((i for i, o in enumerate(options) if o != truth),
                              key=lambda i: (abs(options[i] - truth), self.rng.random()))
                if near:
                    return near[0]
        roles = self._roles(options)
        if roles:
            claimed = self._claimed_lie(call, options, truth)
            if claimed is not None:
                return claimed
            kind = self._kind(truth)
            same = [i for i, o in enumerate(options) if o != truth and self._kind(o) == kind]
            if same:
                return self.rng.choice(same)
        return self._any(options, truth)

    def register(self, call: StoryCall) -> int:
        """Itself more often than not; otherwise a character in play of a useful type."""
        options = list(call.options)
        if self.rng.random() < 0.6 or len(options) == 1:
            return 0
        g = self.game
        in_play = {s.role.id for s in g.seats} if g is not None else set()
        useful = [i for i, o in enumerate(options[1:], 1) if getattr(o, "role", None) in in_play]
        return self.rng.choice(useful) if useful else self.rng.randrange(len(options))

    # -- helpers ----------------------------------------------------------------------------------
    def _any(self, options: list, truth: Any) -> int:
        lies = [i for i, o in enumerate(options) if o != truth]
        return self.rng.choice(lies) if lies else 0

    def _roles(self, options: list) -> bool:
        g = self.game
        if g is None or not options or not all(isinstance(o, str) for o in options):
            return False
        known = {r.id for r in g.ruleset.roles}
        return all(o in known for o in options)

    def _kind(self, role: Any) -> str:
        g = self.game
        if g is None or not isinstance(role, str):
            return ""
        try:
            return g.ruleset.names.role(role).side
        except KeyError:
            return ""

    def _claimed_lie(self, call: StoryCall, options: list, truth: Any) -> Optional[int]:
        """A character some living player claimed in public (a lie that fits the table)."""
        g = self.game
        if g is None:
            return None
        claims = [r for day in table(g).days for rs in day.claims.values() for r in rs]
        fits = [options.index(r) for r in dict.fromkeys(claims) if r in options and r != truth]
        return self.rng.choice(fits) if fits else None

    # -- decisions that keep both teams in the game ------------------------------------------------
    def balance(self) -> float:
        """How far ahead evil is: living evil players over living good ones (0 when none)."""
        g = self.game
        if g is None:
            return 0.0
        good = sum(s.alive and s.camp == "good" for s in g.seats)
        evil = sum(s.alive and s.camp == "evil" for s in g.seats)
        return evil / good if good else 9.0

    def value(self, call: StoryCall, wanted: Any) -> int:
        options = list(call.options)
        return options.index(wanted) if wanted in options else self.rng.randrange(len(options))

    def seat_option(self, call: StoryCall, prefer: Callable[[int], bool]) -> int:
        """A seat option matching ``prefer`` (uniformly), else any seat option."""
        options = list(call.options)
        seats = [i for i, o in enumerate(options) if isinstance(o, int) and not isinstance(o, bool)]
        good = [i for i in seats if prefer(options[i])]
        pool = good or seats or list(range(len(options)))
        return self.rng.choice(pool)

    def good_seat(self, seat: int) -> bool:
        g = self.game
        return g is not None and g.seats[seat].camp == "good"

    def info_townsfolk(self, seat: int) -> bool:
        g = self.game
        return g is not None and g.seats[seat].alive and g.seats[seat].side == "townsfolk"


def _yes(call: StoryCall) -> int:
    return list(call.options).index(True)


def _kill_or_spare(policy: FairStoryteller, call: StoryCall) -> int:
    """恶念 / 伤人: kill a good player unless evil is already well ahead."""
    if policy.balance() >= 0.5 and "none" in call.options:
        return list(call.options).index("none")
    return policy.seat_option(call, policy.good_seat)


def _sometimes(p: float) -> Rule:
    def rule(policy: FairStoryteller, call: StoryCall) -> int:
        return list(call.options).index(policy.rng.random() < p)
    return rule


def _keep_mostly(policy: FairStoryteller, call: StoryCall) -> int:
    """镇长 威权: keep the death on the 镇长 (p 0.7), else pass it to a living good player."""
    if policy.rng.random() < 0.7:
        return list(call.options).index("keep")
    return policy.seat_option(call, policy.good_seat)


def _word(policy: FairStoryteller, call: StoryCall) -> int:
    """灵言师 / 牙噶巴卜: a character in play that someone is likely to claim (a townsfolk)."""
    g = policy.game
    town = [s.role.id for s in g.seats if s.side == "townsfolk"] if g is not None else []
    if not town:
        return policy.rng.randrange(len(call.options))
    return policy.value(call, policy.rng.choice(town))


def _gossip(policy: FairStoryteller, call: StoryCall) -> int:
    """造谣者 泛滥: never the demon (the game would end on a rumour), nor the 造谣者; a good player
    unless evil is already well ahead, then an evil one."""
    g = policy.game
    me = call.context.get("seat")
    evil_ahead = policy.balance() >= 0.5

    def fits(s: int) -> bool:
        if g is None or s == me or g.seats[s].side == "demon":
            return False
        return (g.seats[s].camp == "evil") == evil_ahead
    return policy.seat_option(call, fits)


def _not_self(policy: FairStoryteller, call: StoryCall) -> int:
    return policy.seat_option(call, lambda s: s != call.context.get("seat"))


DECISIONS: dict[str, Rule] = {
    "cerenovus execute": lambda p, c: _yes(c),      # warned and not mad: executed
    "harpy deaths": lambda p, c: _yes(c),
    "mutant executed": lambda p, c: _yes(c),
    "grant wish": lambda p, c: list(c.options).index(p.balance() < 0.5),
    # 渔夫's advice: who is evil while evil holds its own, only who shares a team once good leads
    "fisherman_info kind": lambda p, c: p.value(c, "evil" if p.balance() >= 0.5 else "same_team"),
    "guhuoniao devours": lambda p, c: _yes(c),
    "pit-hag demon deaths": lambda p, c: list(c.options).index(0),
    "shabaloth revives": lambda p, c: 0 if p.rng.random() < 0.75 else p.rng.randrange(len(c.options)),
    "tinker dies": _sometimes(0.1),
    # 炼金术士 炼金: now and then the storyteller asks the choice again (ruling CT-alchemist-again)
    "alchemist again": _sometimes(0.25),
    # 政客: most responsible when its own blame is the highest of its camp, alone (CT-politician-blame)
    "politician most responsible": lambda p, c: list(c.options).index(
        c.context["points"] > max(0, c.context["most_of_the_rest"])),
    "mayor bounce": _keep_mostly,
    "lil monsta kill": _kill_or_spare,
    "gossip death": _gossip,
    "yaggababble kill": _kill_or_spare,
    "secret word": _word,
    "secret phrase": _word,
    "red herring": _not_self,
    "lycanthrope beastly": _not_self,
    "bounty hunter sin": _not_self,
    "philosopher bounty hunter sin": _kill_or_spare,  # 相克 line 148: unless evil is well ahead
    "sweetheart drunk": lambda p, c: p.seat_option(c, p.info_townsfolk),
    "puzzle drunk": lambda p, c: p.seat_option(c, p.info_townsfolk),
    "widow told": _not_self,
    "evil twin": _not_self,
    "pit-hag death": lambda p, c: p.seat_option(c, p.good_seat),
    # a free-text 旁敲侧击: the structured grade stands (the words are for a judging storyteller)
    "hint text": lambda p, c: list(c.options).index(c.context["structured"]),
}
