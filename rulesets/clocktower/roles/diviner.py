"""镇民 69. 方士 (line 306)

预测[首夜]：选择一个数字。如果是[预测]选择数字对应的夜晚：
观天[夜晚]：获得信息：选择数字数量的在场角色的身份。（身份*n）

预测 asks a number N from 2 to 11 (ruling CT-diviner): night N is the night N of the game (the
first night is night 1, and 观天 has no slot in the first night's order: line 775 only), and the
players shown are *other* players in play, alive or dead (CT-self), so at most 11.  Not <指定>:
a seat that does not answer is given the storyteller's pick.  The number is chosen even while the
方士 is drunk or poisoned (a choice, not an effect); on night N, 观天 tells the characters of N
other players the storyteller picks, each as it registers to the 方士 (C10), in the script's
order (the order tells nothing about who); deceived, any N characters of the script.  A 预测
gained later (a [首夜] ability that is not information, line 7) chooses at once; a night already
past never comes.
"""

from __future__ import annotations

from itertools import combinations

from rulesets.engine import Game, SkillInstance, ask_option

from ..ask import CHOOSE_NUMBER
from ..characters import ability, character
from ..common import others
from ..info import deceived, look, pick_part

#: the numbers 预测 offers (the option names)
NUMBERS = tuple(range(2, 12))
OPTIONS = tuple(f"number_{n}" for n in NUMBERS)

FORESEE = ability("diviner_number", "预测", "Foresight", "首夜",
                  "On the first night choose a number N.", does="other")
STARS = ability("diviner_info", "观天", "Stargazing", "夜晚",
                "On night N, learn the characters of N players in play.", does="learn_character")
ROLE = character("diviner", "方士", "Diviner", "townsfolk", (FORESEE, STARS), line=306, number=69)


def foresee(g: Game, me: int, inst: SkillInstance):
    """预测: the seat chooses N (a seat that does not answer chooses 2, the first option); kept on
    its 观天."""
    got = yield from ask_option(g, me, FORESEE.id, OPTIONS, optional=False, shown=CHOOSE_NUMBER)
    stars = g.seats[me].skill(STARS.id)
    if got is not None and stars is not None:
        stars.data["night"] = int(got.removeprefix("number_"))


def stars(g: Game, me: int, inst: SkillInstance):
    """观天: on night N, the characters of N other players in play, as they register (the
    storyteller picks which players); deceived, each character is its pick among the script's."""
    n = inst.data.get("night")
    if n != g.night:
        return
    pool = others(g, me)
    order = {r.id: i for i, r in enumerate(g.ruleset.roles)}

    def shown(roles) -> list[str]:
        return sorted(roles, key=order.__getitem__)
    valid = [list(v) for v in sorted({tuple(shown(look(g, s, me).role for s in c))
                                      for c in combinations(pool, min(n, len(pool)))})]
    truth = valid[0] if len(valid) == 1 else g.story.decide(f"{STARS.id} truth", valid,
                                                            {"seat": me})
    if deceived(g, me):  # part by part: under [迷乱] each part is not the true one
        script = [r.id for r in g.ruleset.roles]
        truth = shown(pick_part(g, me, STARS.id, [t], script, "character") for t in truth)
    g.emit("result", (me,), skill="characters", target=None, roles=truth)
    return
    yield


NIGHT = {FORESEE.id: foresee, STARS.id: stars}
