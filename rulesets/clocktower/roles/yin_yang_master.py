"""镇民 67. 阴阳师 (line 293)

通灵[首夜]：获得信息：两个善良角身份和两个邪恶身份，场上有且仅有两名角色的身份是这四个身份之一。（善良身份2+邪恶身份 2）

Four characters of the script, two good (镇民 / 外来者) and two evil (爪牙 / 恶魔), such that exactly
two players hold one of them (ruling CT-yin-yang-master).  Each player counts as it registers to
the 阴阳师 (C10); the 阴阳师's own character is never one of the four and the 阴阳师 is not
counted (CT-self).  The storyteller picks part by part: how many players the four cover (two when
the ability works; any count when deceived, never two under [迷乱]), which characters in play
(one character may cover two players: a 陌客 registering as the demon), then the not-in-play
characters that fill the good and the evil pair.  Shown as four characters, the good ones first.
"""

from __future__ import annotations

from itertools import combinations

from rulesets.engine import Game, SkillInstance

from ..characters import GOOD_TYPES, ability, character
from ..common import others
from ..info import look, pick_part

SENSE = ability("yin_yang_master_info", "通灵", "Divination", "首夜",
                "Learn two good and two evil characters: exactly two players in play are one "
                "of them.", does="learn_character")
ROLE = character("yin_yang_master", "阴阳师", "Yin Yang Master", "townsfolk", (SENSE,), line=293,
                 number=67)


def covers(g: Game, me: int) -> dict[int, list[list[str]]]:
    """For each count k, the sets of characters shown in play (at most two good and two evil,
    as the other players register to the 阴阳师, never its own character) that exactly k other
    players register as; a set is a list in the script's order."""
    mine = g.seats[me].role.id
    reg = [look(g, s, me).role for s in others(g, me)]
    order = {r.id: i for i, r in enumerate(g.ruleset.roles)}
    pool = sorted({r for r in reg if r != mine}, key=order.__getitem__)
    out: dict[int, list[list[str]]] = {}
    for size in range(5):
        for combo in combinations(pool, size):
            n_good = sum(g.ruleset.names.role(r).side in GOOD_TYPES for r in combo)
            if n_good <= 2 and size - n_good <= 2:
                out.setdefault(sum(r in combo for r in reg), []).append(list(combo))
    return out


def sense(g: Game, me: int, inst: SkillInstance):
    """通灵: how many players the four cover, which characters in play, then the not-in-play
    fillers of the good and the evil pair."""
    sets = covers(g, me)
    k = pick_part(g, me, SENSE.id, [2] if 2 in sets else [], sorted(sets), "count")
    shown = g.story.decide(f"{SENSE.id} in play", sets[k], {"seat": me})
    taken = {look(g, s, me).role for s in others(g, me)} | {g.seats[me].role.id}
    order = {r.id: i for i, r in enumerate(g.ruleset.roles)}
    four: list[str] = []
    for is_good in (True, False):
        pair = [r for r in shown if (g.ruleset.names.role(r).side in GOOD_TYPES) == is_good]
        pool = [r.id for r in g.ruleset.roles
                if (r.side in GOOD_TYPES) == is_good and r.id not in taken]
        while len(pair) < 2:
            pick = g.story.decide(f"{SENSE.id} {'good' if is_good else 'evil'}",
                                  [r for r in pool if r not in pair], {"seat": me})
            pair.append(pick)
        four += sorted(pair, key=order.__getitem__)
    g.emit("result", (me,), skill="characters", target=None, roles=four)
    return
    yield


NIGHT = {SENSE.id: sense}
