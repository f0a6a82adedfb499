"""爪牙 20. 巫师 (line 511)

许愿[白天]<拜访><限定>：向说书人许愿，如果愿望被实现，可能伴随代价和线索。

An open wish cannot be judged by rules; the 巫师 wishes from a menu (ruling C6), each wish with
its cost and its clue, and the storyteller decides whether to grant it:

* ``wish_kill``: the chosen player dies now; cost: the 巫师 is poisoned until the dusk after
  next; clue: a good player learns two players, one of them the 巫师.
* ``wish_learn``: the 巫师 learns the chosen player's character; clue: that player learns that
  a 巫师 saw it.
* ``wish_revive``: the chosen dead player lives again; cost: the 巫师 dies.
"""

from rulesets.engine import Game, SkillInstance, ask_option, ask_target

from ..characters import ONCE, VISIT, ability, character
from ..common import afflict, spend, works
from ..deaths import die, revive
from ..info import learn, look
from ..statuses import next_dusk

WISH = ability("wizard_wish", "许愿", "Wish", "白天",
               "Once, visit the storyteller and make a wish; granted, it comes with a cost and a "
               "clue.", (VISIT, ONCE), aim="player", does="other")
ROLE = character("wizard", "巫师", "Wizard", "minion", (WISH,), line=511, number=20)
WISHES = ("wish_kill", "wish_learn", "wish_revive")
OPTIONS = WISHES
PROCEDURES = (ability("wizard_menu", "许愿：愿望", "Wish: which", "白天", "The wish made."),
              ability("wizard_target", "许愿：对象", "Wish: whom", "白天", "The player wished about."))


def wish(g: Game, me: int, inst: SkillInstance):
    """许愿: a wish from the menu and its player; the storyteller grants it or not."""
    which = yield from ask_option(g, me, "wizard_menu", WISHES, shown="wish")
    if which is None:
        return
    pool = [s.index for s in g.seats if (s.alive if which != "wish_revive" else not s.alive)]
    t = yield from ask_target(g, me, "wizard_target", pool, optional=False, shown="choose_player")
    working = works(g, me, inst)
    spend(g, me, inst)
    granted = working and t is not None and g.story.decide(
        "grant wish", [False, True], {"seat": me, "wish": which, "target": t})
    g.tell(me, "wish", wish=which, granted=bool(granted))
    if granted:
        GRANT[which](g, me, t)


def _kill(g: Game, me: int, t: int) -> None:
    afflict(g, me, "poisoned", me, None, until=next_dusk(g, 2))  # the cost outlasts the ability
    good = [s.index for s in g.seats if s.camp == "good" and s.index != me]
    if good:
        told = g.story.decide("wish clue", good, {"seat": me}, seats=True)
        decoy = g.story.decide("wish decoy", [s for s in range(g.n) if s not in (me, told)],
                               {"seat": me}, seats=True)
        g.tell(told, "wish_clue", seats=sorted((me, decoy)))
    die(g, t, "wish", me)


def _learn(g: Game, me: int, t: int) -> None:
    learn(g, me, WISH.id, "character", [look(g, t, me).role], [look(g, t, me).role], target=t)
    g.tell(t, "wish_clue", seen=True)


def _revive(g: Game, me: int, t: int) -> None:
    revive(g, t)
    die(g, me, "wish", me)


GRANT = {"wish_kill": _kill, "wish_learn": _learn, "wish_revive": _revive}
VISITS = {WISH.id: wish}
