"""镇民 60. 渔夫 (line 263)

打渔[白天]<拜访><限定>：获得信息：说书人给出的一些能帮助渔夫所在的阵营获胜的建议。（建议）

"建议" is open; the storyteller gives one *true* statement about the other players, from the
博学者's menu (:mod:`.savant`: a player is evil; is of a type; is a character; two players share a
team; how many of the others are of a type), each as the players register to the 渔夫 (C10;
never about itself, CT-self), the one it judges most useful to the 渔夫's team (ruling
CT-fisherman).  <限定>: one visit a game, spent even while drunk or poisoned (line 9); deceived
(drunk, poisoned, or a 酒鬼 believing it is the 渔夫) the statement is any one, true or not; under
[迷乱] a false one.  Not after the day's execution (line 7, CT6); a visit on the first morning
counts.  Shown as ``statements`` with the one statement.
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance
from rulesets.engine.abilities import falsified

from ..characters import ONCE, VISIT, ability, character
from ..common import spend
from ..info import deceived
from .savant import Statement, pick_statement

FISH = ability("fisherman_info", "打渔", "Fish", "白天",
               "Once per game, visit the storyteller by day: get advice that helps your team win.",
               (VISIT, ONCE), does="other")
ROLE = character("fisherman", "渔夫", "Fisherman", "townsfolk", (FISH,), line=263, number=60)


def advice(g: Game, me: int) -> Statement:
    """The storyteller's advice: a true statement (any one when deceived, a false one under
    [迷乱]); the kind, then the statement (``decide("fisherman_info kind")``, ``"fisherman_info"``)."""
    want = False if falsified(g, me) else (None if deceived(g, me) else True)
    return pick_statement(g, me, want, FISH.id)


def visit(g: Game, me: int, inst: SkillInstance):
    """打渔: once a game, one piece of advice."""
    spend(g, me, inst)
    told = advice(g, me)
    g.emit("result", (me,), skill="statements", target=None, statements=[told])
    return
    yield


VISITS = {FISH.id: visit}
