"""镇民 66. 悟道者 (line 288)

参悟<认知覆盖>：悟道者认为自己是一个外来者。
领悟<被动>：如果邪恶角色的技能的选择目标是悟道者或对悟道者产生了影响，使悟道者的身份变为一个不在场的镇民身份。
相克1：如果场上的村夫数量小于等于2，悟道者可以变为村夫。

参悟: like the 酒鬼 (CT-cover), the storyteller picks the outsider the 悟道者 believes it is (not in
play, no <认知覆盖> character); it is told "失忆的外来者" and woken as that outsider, its
information the storyteller's.  领悟 (ruling CT-enlightened): an evil player's (its alignment as
it is) real ability *chooses* it (a targeting stage, as the 莽夫's, any phase) or *affects* it
(gives it a status or marker: the table's upkeep sees it), while 领悟 works — a drunkenness or
poison that the same evil player's ability gives does not stop it (it answers that very ability);
then the storyteller picks a townsfolk not in play and the 悟道者 becomes it (a character change:
told, the belief ends).  The chosen ability still resolves on it.  相克1 (line 291): while two or
fewer players are 村夫, the 村夫 is among the characters it may become though in play (it then
joins the 村夫' 流言: :func:`pool`).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from ..changes import become
from ..characters import COVER, PASSIVE, ability, character, implemented
from ..common import real
from ..cover import believe
from . import village_idiot
from .boffin import in_play_count

INSIGHT = ability("enlightened_cover", "参悟", "Insight", "", "You believe you are an outsider.",
                  (COVER,), does="other")
AWAKEN = ability("enlightened_awaken", "领悟", "Awakening", "",
                 "If an evil player's ability chooses or affects you, you become a townsfolk "
                 "not in play.", (PASSIVE,), does="change_character")
ROLE = character("enlightened", "悟道者", "Enlightened", "townsfolk", (INSIGHT, AWAKEN), line=288,
                 number=66)
#: statuses that make an ability fail (醉酒 / 中毒)
FAILING = ("drunk", "poisoned")


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """参悟: the storyteller picks the outsider the 悟道者 believes it is."""
    believe(g, me, "outsider", not_in_play=True)


def _works_despite(g: Game, me: int, source: int) -> bool:
    """领悟 works, a failing status from ``source`` itself aside (the ability it answers)."""
    inst = g.seats[me].skill(AWAKEN.id)
    if not real(inst):
        return False
    return not any(st.name in FAILING and st.source != source and g.ruleset.source_works(g, st)
                   for st in g.seats[me].statuses.items)


def noticed(g: Game, skill: str, source: int, target: int) -> int:
    """The targeting stage: an evil player's ability chose a working 悟道者, which becomes a
    townsfolk at once, so that the ability resolves on its new character (ruling CT-enlightened:
    a demon's kill on a 悟道者 that became the 士兵 fails)."""
    if (source != target and g.seats[source].camp == "evil" and g.seats[target].alive
            and _works_despite(g, target, source)):
        _become(g, target, now=True)
    return target


def _become(g: Game, me: int, now: bool = False) -> None:
    """The 悟道者 becomes a townsfolk not in play; ``now`` (chosen by an ability that has yet to
    resolve): its new abilities' statuses are kept at once (a 士兵's [庇护])."""
    roles = pool(g)
    if roles:
        become(g, me, g.story.decide("enlightened becomes", roles, {"seat": me}), "悟道者[领悟]")
        if now:
            from ..night import upkeep  # the night module imports every role module
            upkeep(g)


def awaken(g: Game) -> None:
    """领悟: a 悟道者 given a status or marker by an evil player's ability becomes a townsfolk not
    in play (one *chosen* by such an ability changed at once: :func:`noticed`)."""
    for me, inst in g.holders(AWAKEN.id, living=False):
        s = g.seats[me]
        touched = [st.source for st in s.statuses.items if st.source is not None
                   and st.source != me and g.seats[st.source].camp == "evil"]
        if any(_works_despite(g, me, src) for src in touched):
            _become(g, me)


def pool(g: Game) -> list[str]:
    """The townsfolk a 悟道者 may become: implemented, not in play, not the 悟道者; and the 村夫 while
    two or fewer players are 村夫 (相克1, line 291: 如果场上的村夫数量小于等于2，悟道者可以变为村夫)."""
    return [r.id for r in g.ruleset.roles if r.side == "townsfolk" and implemented(r)
            and r.id != ROLE.id and (not any(x.role.id == r.id for x in g.seats)
                                     or (r.id == village_idiot.ROLE.id
                                         and in_play_count(g, r.id) <= 2))]


SETUP = {INSIGHT.id: setup}
STAGES = (("悟道者[领悟]", noticed),)
TABLE_UPKEEP = (awaken,)
