"""镇民 48. 炼金术士 (line 201)

炼金<被动>：炼金术士获得一个爪牙的技能，但是炼金术士在使用该技能时，可能被说书人要求重新选择。
配方[首夜]：获得信息：[炼金]获得技能的身份。（身份）
相克1：如果炼金术士拥有科学怪人的技能，炼金术士不会得知恶魔因此获得了哪个身份的技能。
相克2：如果炼金术士本应获得提线木偶的技能，那么他不会拥有该技能并改为提线木偶一定在场。
相克3：如果炼金术士本应获得主谋的技能，那么他不会拥有该技能并改为主谋一定不在场。
相克4：如果炼金术士本应获得间谍/寡妇的技能，那么他不会拥有该技能并改为间谍/寡妇一定在场。每个黄昏，炼金术士可以公开
猜测一名存活角色是间谍/寡妇，如果猜测正确，恶魔当晚必须选择间谍/寡妇。
相克5：如果炼金术士获得街头风琴手的技能，街头风琴手一定在场。如果炼金术士和街头风琴手都是清醒的，改为他们都醉酒。

炼金: the storyteller picks the minion (a recorded ``alchemist minion`` call) at the setup, before
the bag is final (:func:`..setup.draft` draws it as a ``deal_pick`` and makes the bag honour jinxes
2-5; the game records the same pick as a ``decide``, so a record with an explicit deal replays it;
ruling CT-alchemist-pick).  The pool is :data:`GAINED` (the minions whose abilities a good player
can hold) and the four jinxed minions of :data:`WITHHELD` / 相克5, each offered only when the table
honours its jinx.  The alchemist then holds that minion's abilities (not a [配板] one) as its own,
fresh (:func:`..changes.acquire`): each runs where and as the minion's does, from the same module.
A drunk or poisoned 炼金术士 still holds them and is woken and asked as their holder; each fails as
its own module says (ruling CT-alchemist-drunk).

重新选择: each time the 炼金术士 answers a choice a gained ability asks (a player, players, a
character; not a public declaration), the storyteller may ask it to choose again, once per choice
(``alchemist again``): the first answer is void and a one-target choice is offered the others only
(ruling CT-alchemist-again).  配方 tells the picked character (the jinxed one too: the 炼金术士 then
knows it holds no ability, and whom 相克4 lets it guess); under 相克1 the 科学怪人's 公式 tells only the
demon.  相克4: each 黄昏 (once what lasts 持续至下一个黄昏 has ended) a living, real 炼金术士 may publicly guess a living player is the
间谍 / 寡妇; right and working, the demon's choices that night must include that player.  相克5: while
both the 炼金术士 (holding 风琴 / 伪装) and a living 街头风琴手 are otherwise sober, both are drunk.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from rulesets.engine import Game, SkillInstance, StoryCall, ask_target

from .. import ask
from ..changes import BOUND, acquire
from ..characters import PASSIVE, ability, character, implemented
from ..common import COVER, real, table, works
from ..info import learn

ALCHEMY = ability("alchemist_gain", "炼金", "Alchemy", "",
                  "You have a minion's ability; when you use it the storyteller may ask you to "
                  "choose again.", (PASSIVE,), does="other")
RECIPE = ability("alchemist_info", "配方", "Recipe", "首夜",
                 "Learn which minion character's ability 炼金 gave you.", does="learn_character")
ROLE = character("alchemist", "炼金术士", "Alchemist", "townsfolk", (ALCHEMY, RECIPE), line=201,
                 number=48)
GUESS = ability("alchemist_guess", "猜测", "Guess", "白天",
                "(相克4) At dusk, publicly guess that a living player is the 间谍 / 寡妇: if right, "
                "the demon must choose that player tonight.", aim="player")
PROCEDURES = (GUESS,)

#: the minions whose abilities 炼金 gives (ruling CT-alchemist-pick): the others are a [配板]
#: count (男爵, 限's X), or make their holder a demon or turn players evil (红唇女郎, 镜像双子,
#: 灵言师, 狐媚娘), which a good player's ability cannot be
GAINED = ("poisoner", "godfather", "devils_advocate", "assassin", "witch", "cerenovus", "pit_hag",
          "goblin", "organ_grinder", "psychopath", "boffin", "wizard", "harpy")
#: 相克2-4: picked, never gained (提线木偶 must be in play, 主谋 must not, 间谍 / 寡妇 must be)
MARIONETTE, MASTERMIND, SPY, WIDOW = "marionette", "mastermind", "spy", "widow"
ORGAN_GRINDER, BOFFIN = "organ_grinder", "boffin"
WITHHELD = (MARIONETTE, MASTERMIND, SPY, WIDOW)
#: 相克2/4/5: the minion that must be in play when picked
MUST_PLAY = (MARIONETTE, SPY, WIDOW, ORGAN_GRINDER)
#: the storyteller's setup pick, as :func:`..setup.draft` records it (``deal_pick``) and the game
#: records it (``decide``)
PICK = "alchemist minion"
#: the origin of the abilities 炼金 gives
ORIGIN = "alchemist"
#: ``state.pending`` key: the seat the demon must choose on a night (相克4), ``[night, seat]``
FORCED = "alchemist_forced"


def pool(kazali: bool = False) -> list[str]:
    """Every minion the storyteller may pick for 炼金, in script order (with a 卡扎力, whose minions
    are made in play, none whose jinx asks the setup for a minion in or out of play)."""
    from . import BY_ID, ROLES  # the script, once every module is loaded
    out = [r.id for r in ROLES if r.side == "minion" and (r.id in GAINED or r.id in WITHHELD)
           and implemented(BY_ID[r.id])]
    return [r for r in out if not (kazali and (r in MUST_PLAY or r == MASTERMIND))]


def options(g: Game) -> list[str]:
    """The picks the table honours now: a 提线木偶 / 间谍 / 寡妇 / 街头风琴手 only if one is in play,
    the 主谋 only if none is."""
    roles = {s.role.id for s in g.seats}
    return [r for r in pool() if (r not in MUST_PLAY or r in roles)
            and not (r == MASTERMIND and r in roles)]


class _Stands:
    """The storyteller's setup pick standing as its game record: answers one call with the index
    of the value the draft drew (never asked anything else)."""

    name = "setup pick"

    def __init__(self, index: int) -> None:
        self.index = index

    def start(self, game: Any) -> None:
        """Nothing to prepare."""

    def choose(self, call: StoryCall) -> int:
        """The drawn pick's index."""
        return self.index


def _drafted(g: Game) -> Optional[str]:
    """The pick :func:`..setup.draft` drew for this game (``None``: the deal was given)."""
    for entry in reversed(g.story.log):
        if entry[0] == "deal_pick" and entry[1] == PICK and len(entry) > 5:
            return entry[5]
    return None


def pick(g: Game, me: int) -> Optional[str]:
    """The storyteller's minion for this 炼金术士: the draft's pick where the deal was drawn (so a
    record replays it), else the storyteller's call among :func:`options`."""
    pool_ = options(g)
    if not pool_:
        return None
    drawn = _drafted(g) if g.phase == "setup" else None
    story = g.story
    if drawn in pool_:
        before = story.policy
        story.policy = _Stands(pool_.index(drawn))
        try:
            return story.decide(PICK, pool_, {"seat": me})
        finally:
            story.policy = before
    return story.decide(PICK, pool_, {"seat": me})


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """炼金 at the setup (or when a character joins later, fresh): the storyteller's pick."""
    if "minion" in inst.data:
        return
    if inst.origin == COVER:  # a believed 炼金术士 (酒鬼, 疯子...): a believed minion, any of the pool
        inst.data["minion"] = g.story.decide(PICK, pool(), {"seat": me})
        return
    inst.data["minion"] = pick(g, me)


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """炼金<被动>: the picked minion's abilities (not a [配板] one), held once; a believed 炼金术士
    holds believed (cover) ones; 相克5's drunkenness."""
    if "minion" not in inst.data:
        setup(g, me, inst)
    minion = inst.data.get("minion")
    if minion is not None and "held" not in inst.data:
        inst.data["held"] = True
        if minion not in WITHHELD:
            spec = g.ruleset.names.role(minion)
            skills = [a for a in spec.skills if a.timing != "配板"]
            if inst.origin == COVER:
                g.seats[me].skills.extend(SkillInstance(a.id, COVER, data={ORIGIN: minion})
                                          for a in skills)
            else:  # a revived 炼金术士 joins anew: what its earlier 炼金 gave goes first
                s = g.seats[me]
                s.skills = [k for k in s.skills
                            if not (k.origin == ORIGIN and k.data.get(BOUND) == inst.origin)]
                acquire(g, me, [SkillInstance(a.id, ORIGIN, data={BOUND: inst.origin, ORIGIN: minion})
                                for a in skills], ORIGIN)
    _organ(g, me, inst)


def _otherwise_drunk(g: Game, seat: int) -> bool:
    """Is the seat drunk by anything but 相克5?"""
    return any(st.name == "drunk" and st.skill != ALCHEMY.id for st in g.seats[seat].statuses.items)


def _organ(g: Game, me: int, inst: SkillInstance) -> None:
    """相克5: while a living 炼金术士 holding the 街头风琴手's abilities and a living 街头风琴手 are both
    sober otherwise, both are drunk (the jinx's own drunkenness does not count)."""
    grinders = [s.index for s in g.seats if s.role.id == ORGAN_GRINDER and s.alive and s.index != me]
    both = real(inst) and inst.data.get("minion") == ORGAN_GRINDER and g.seats[me].alive and \
        any(k.origin == ORIGIN and k.data.get(ORIGIN) == ORGAN_GRINDER for k in g.seats[me].skills)
    want = {me, *grinders} if both and grinders and not any(
        _otherwise_drunk(g, s) for s in (me, *grinders)) else set()
    for s in g.seats:
        mine = [st for st in s.statuses.items if st.name == "drunk" and st.skill == ALCHEMY.id
                and st.data == me]
        if s.index in want and not mine:
            g.add_status(s.index, "drunk", None, data=me, skill=ALCHEMY.id)
        elif s.index not in want and mine:
            s.statuses.items = [st for st in s.statuses.items if st not in mine]


def recipe(g: Game, me: int, inst: SkillInstance):
    """配方: learn the picked minion character (a deceived 炼金术士: any minion)."""
    gain = g.seats[me].skill(ALCHEMY.id)
    minion = gain.data.get("minion") if gain is not None else None
    if minion is None:
        return
    minions = [r.id for r in g.ruleset.roles if r.side == "minion"]
    learn(g, me, RECIPE.id, "character", [minion], minions)
    return
    yield


# -- 重新选择 ------------------------------------------------------------------------------------
def again(g: Game, me: int, kind: str, first: Any) -> bool:
    """Does the storyteller ask the 炼金术士 to choose again (``kind``: a gained ability's choice)?"""
    inst = g.seats[me].skill(kind)
    if inst is None or ORIGIN not in inst.data:
        return False
    return bool(g.story.decide("alchemist again", [False, True],
                               {"seat": me, "skill": kind, "first": first}))


# -- 相克4 ----------------------------------------------------------------------------------------
def guess(g: Game, me: int, inst: SkillInstance):
    """相克4, 每个黄昏 (after what lasts 持续至下一个黄昏 has ended): a living 炼金术士 whose pick was the 间谍 / 寡妇 may publicly guess a
    living player is it; right (its character, not a registration) and working, the demon must
    choose that player tonight."""
    minion = inst.data.get("minion")
    if minion not in (SPY, WIDOW) or not g.seats[me].alive:
        return
    living = [s for s in g.living() if s != me]
    if not living:
        return
    t = yield from ask_target(g, me, GUESS.id, living, optional=True, shown=ask.CHOOSE_PLAYER)
    if t is None:
        return
    g.emit("declare", seat=me, what="alchemist_guess", target=t, about=minion)
    if g.seats[t].role.id == minion and works(g, me, inst):
        table(g).pending[FORCED] = [g.night + 1, t]


def forced(g: Game, me: int, kind: str, candidates: Sequence[int]) -> Optional[list[int]]:
    """相克4's night: a demon's choice must be the guessed 间谍 / 寡妇 (when it may be chosen)."""
    mark = table(g).pending.get(FORCED)
    if not mark or mark[0] != g.night or not g.phase.startswith("night"):
        return None
    if g.seats[me].side != "demon" or kind not in g.ruleset.demon_skills:
        return None
    return [mark[1]] if mark[1] in candidates else None


SETUP = {ALCHEMY.id: setup}
UPKEEP = {ALCHEMY.id: keep}
NIGHT = {RECIPE.id: recipe}
DAY = {"dusk": {ALCHEMY.id: guess}}
RECHOOSE = (again,)
NARROW = (forced,)
