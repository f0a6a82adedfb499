"""镇民 40. 半兽人 (line 166)

兽化<被动><持续>：使一名善良角色获得[兽化]状态。
狂暴[夜晚*]<指定>：选择目标：一名存活角色；结算效果：如果该角色是善良阵营且该角色能因为半兽人对其造成的死亡判定而死亡，则该角色死亡，并使恶魔获得[无力]状态。
[兽化]：在该状态下，该角色的阵营被视为邪恶阵营。
[无力]：在该状态下，该角色造成的死亡判定无法造成死亡。

Ruling CT-lycanthrope.  兽化: the storyteller gives [兽化] to a good player (``decide("lycanthrope
beastly")``, the 半兽人 itself included: the text excludes nobody) and, <持续> (line 8), moves it to
another good player once its holder turns evil.  A status, it lapses while the 半兽人 is drunk or
poisoned and with its death (line 9).  The [兽化] player registers evil to every ability (the
status's appearance), the 半兽人's own 狂暴 included.

狂暴: "善良阵营" is read as the target registers to the 半兽人 (C10: a 陌客 may register evil and
live, a 间谍 good and die; the [兽化] player registers evil and lives).  "能因为半兽人对其造成的死亡
判定而死亡" asks whether a death judgement from the 半兽人 would be stopped now ([不死], the 半兽人's
own [无力]...: :func:`~..deaths.stopped`); if not, the target dies (该角色死亡: a death, not a
judgement, so the 镇长 does not pass it on; the 弄臣 answers the death itself).  Then every living
demon is [无力] until the dawn (the status has no printed duration; the rulebook's night order
puts 狂暴 just before the demons' kills, so it is read as "the demon does not kill tonight").
Drunk or poisoned, the 半兽人 still chooses; nothing happens.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, PASSIVE, ability, character
from ..common import afflict, demons, everyone, works
from ..deaths import die, stopped
from ..info import reads_evil
from ..statuses import keep_on_good, next_dawn

BEAST = ability("lycanthrope_beast", "兽化", "Faux paw", "",
                "One good player is [兽化]: registers as evil.", (PASSIVE, KEEPS), does="other")
RAMPAGE = ability("lycanthrope_rampage", "狂暴", "Rampage", "夜晚*",
                  "Each night*, choose a living player: if good and able to die of your death "
                  "judgement, they die and the demon is [无力] tonight.", (CHOOSES,),
                  aim="player", does="kill")
ROLE = character("lycanthrope", "半兽人", "Lycanthrope", "townsfolk", (BEAST, RAMPAGE), line=166,
                 number=40)


def keep_beast(g: Game, me: int, inst: SkillInstance) -> None:
    """兽化: a good player holds [兽化] from this 半兽人; moved when its holder turns evil."""
    if inst.origin == "cover" or not any(k is inst for k in g.seats[me].skills):
        return
    keep_on_good(g, me, "beastly", BEAST.id, "lycanthrope beastly",
                 lambda t: afflict(g, t, "beastly", me, BEAST.id))


def rampage(g: Game, me: int, inst: SkillInstance):
    """狂暴: a living player; a good one that could die of the 半兽人's judgement dies, and the
    demons are [无力] until the dawn."""
    t = yield from ask.player(g, me, RAMPAGE.id, everyone(g, living=True), inst=inst)
    if t is None or not works(g, me, inst) or not g.seats[t].alive:
        return
    if reads_evil(g, t, me) or stopped(g, t, me, demon=False, execution=False) is not None:
        return
    if die(g, t, "ability", me):
        for d in demons(g):
            afflict(g, d, "powerless", me, RAMPAGE.id, until=next_dawn(g))


NIGHT = {RAMPAGE.id: rampage}
UPKEEP = {BEAST.id: keep_beast}
