"""镇民 61. 杂技演员 (line 266)

杂技[夜晚*]<指定><持续>：选择目标：一名角色；结算效果：如果当晚该角色拥有[醉酒]或[中毒]状态，则对杂技演员造成一次死亡判定。

Ruling CT-acrobat.  The 杂技演员 chooses any player (一名角色: dead or alive, itself included) at its
step.  <持续> (line 8: 如果满足一定条件会持续发动): for the rest of that night the condition is
re-judged after every step (the statuses a 投毒者 gave before its step count, and
so does a drunkenness given later that night: a 心上人 dying to the demon); the first time the
chosen player holds [醉酒] or [中毒] while the 杂技演员's ability works, the 杂技演员 takes one death
judgement from its own ability (a townsfolk's: [庇护] does not stop it, [不死] does).  A status
counts only while it is in effect (one whose source is drunk, poisoned or dead is not).  The 酒鬼
holds no [醉酒] *status*: its 醉酒 is an ability (<认知覆盖>, line 320), so choosing it is safe.
Drunk or poisoned, the 杂技演员 is never judged.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, ability, character
from ..common import everyone, works
from ..deaths import judge

#: the statuses the 杂技演员 looks for
IMPAIRED = ("drunk", "poisoned")

LEAP = ability("acrobat_leap", "杂技", "Leap", "夜晚*",
               "Each night*, choose a player: if they are drunk or poisoned tonight, you take a "
               "death judgement.", (CHOOSES, KEEPS), aim="player", does="other")
ROLE = character("acrobat", "杂技演员", "Acrobat", "townsfolk", (LEAP,), line=266, number=61)


def leap(g: Game, me: int, inst: SkillInstance):
    """杂技: choose a player; watched for the rest of the night (:func:`watch`)."""
    t = yield from ask.player(g, me, LEAP.id, everyone(g), inst=inst)
    if t is not None:
        inst.data["watch_night"], inst.data["watch"] = g.night, t
        watch(g, me, inst)


def impaired(g: Game, seat: int) -> bool:
    """Does ``seat`` hold [醉酒] or [中毒] in effect now?"""
    return any(st.name in IMPAIRED for st in g.seats[seat].statuses.items)


def watch(g: Game, me: int, inst: SkillInstance) -> None:
    """<持续>: tonight's chosen player drunk or poisoned while the ability works: one judgement."""
    t = inst.data.get("watch")
    if t is None or inst.data.get("watch_night") != g.night or not g.phase.startswith("night"):
        return
    if impaired(g, t) and works(g, me, inst, note=False):
        del inst.data["watch"]
        judge(g, me, me, "ability")


NIGHT = {LEAP.id: leap}
UPKEEP = {LEAP.id: watch}
