"""镇民 36. 哲学家 (line 145)

思索[夜晚]<限定>：选择一个善良身份，获得该身份的技能；如果存在是该身份的角色：
代价<被动><持续>使该角色获得[醉酒]状态。
相克：如果哲学家选择了赏金猎人，可能会有一名镇民转变为邪恶阵营。

The choice is among the good part (13 townsfolk, 4 outsiders) of the 哲学家's 13/4/4/4 bluff script
(line 15; ruling C64).  <限定> without <指定>: it may be declined, and is offered every night until
used; choosing spends it, drunk or poisoned too (line 9).  Working, the 哲学家 gains the
character's abilities, fresh (:func:`..changes.acquire`: a [夜晚] one acts at its slot tonight, a
[首夜] information one in the bracket, line 7), and every *other* player who is that character is
drunk while 代价 works (<持续>: also a player who becomes it later; the status lapses while the
哲学家 is drunk, poisoned or dead, line 9).  Failing (line 9's own example: 中毒的哲学家选择了占卜师，当晚
说书人就会让哲学家选择两名角色，并告诉他是否…一旦哲学家解除中毒，说书人就要告诉他实际上哲学家并没有占卜师的技能), it only
believes it holds the abilities: it is woken and deceived as their holder, nobody is drunk, and
once it is sober again it is told it has no such ability (ruling CT-philosopher).  相克 (line 148):
a working 哲学家 that chooses the 赏金猎人 may see a good townsfolk turn evil, the storyteller's call
(:func:`.bounty_hunter.philosopher_sin`); failing, nothing takes effect (line 9).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..bluffs import part
from ..changes import acquire
from ..characters import KEEPS, ONCE, PASSIVE, ability, character
from ..common import COVER, afflict, real, spend, works
from ..statuses import placed
from . import bounty_hunter

THINK = ability("philosopher_choose", "思索", "Ponder", "夜晚",
                "Once per game, at night, choose a good character: gain its abilities; a player "
                "who is that character is drunk.", (ONCE,), aim="character", does="other")
COST = ability("philosopher_cost", "代价", "Cost", "",
               "A player who is the character you chose is drunk.", (PASSIVE, KEEPS),
               does="drunk_or_poison")
ROLE = character("philosopher", "哲学家", "Philosopher", "townsfolk", (THINK, COST), line=145,
                 number=36)

#: the origin of the abilities 思索 gave
ORIGIN = "philosopher"
#: a believed instance's data key: revoked (and told) once its holder is sober
BELIEVED = "philosopher_believed"


def think(g: Game, me: int, inst: SkillInstance):
    """思索: a good character of the bluff script; its abilities, or (failing) a belief in them."""
    roles = part(g, me, ("townsfolk", "outsider"))
    role = yield from ask.role(g, me, THINK.id, roles)
    if role is None:
        return
    ok = works(g, me, inst)
    spend(g, me, inst)
    spec = g.ruleset.names.role(role)
    if ok:
        acquire(g, me, [SkillInstance(a.id, ORIGIN) for a in spec.skills], ORIGIN)
        cost = g.seats[me].skill(COST.id)
        if cost is not None:
            cost.data["role"] = spec.id
        if spec.id == bounty_hunter.ROLE.id:  # 相克 (line 148)
            bounty_hunter.philosopher_sin(g, me)
        return
    # 合理欺骗: woken as the holder, nothing takes effect; a real 哲学家 learns the truth once sober
    believed = [SkillInstance(a.id, COVER) for a in spec.skills]
    for k in believed:
        if real(inst):
            k.data[BELIEVED] = spec.id
    g.grant(me, believed, COVER, notify=False)


def _sober(g: Game, seat: int, me: int) -> None:
    """Take away this 哲学家's 代价 drunkenness only (a gained ability's from it stays)."""
    table_ = g.seats[seat].statuses
    for part in ("items", "held"):
        setattr(table_, part, [x for x in getattr(table_, part)
                               if not (x.name == "drunk" and x.source == me and x.skill == COST.id)])


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """代价<持续>: every other player who is the chosen character is drunk; and a believed gain
    ends (the 哲学家 is told) once the 哲学家 is sober."""
    s = g.seats[me]
    role = inst.data.get("role")
    chosen = {x.index for x in g.seats if x.index != me and role is not None
              and x.role.id == role} if real(inst) else set()
    mine = {x for x, st in placed(g, "drunk", me, held=True) if st.skill == COST.id}
    for x in range(g.n):
        if x in chosen and x not in mine:
            afflict(g, x, "drunk", me, COST.id)
        elif x in mine and x not in chosen:
            _sober(g, x, me)
    if real(inst) and s.alive and g.healthy(me):
        lost = [k for k in s.skills if BELIEVED in k.data]
        if lost:
            s.skills = [k for k in s.skills if BELIEVED not in k.data]
            g.tell(me, "not_gained", role=lost[0].data[BELIEVED])


NIGHT = {THINK.id: think}
UPKEEP = {COST.id: keep}
