"""【狼人阵营】3. 猎狼 (line 91)

<狩猎>：当猎狼出局时，可选择一名角色，加入猎狼当前所属于的阵营，此角色失去之前的所有技能。若猎狼为本阵营最后一人或
猎狼选择的目标为本阵营角色时，则此技能发动失败。若狩猎发动成功且有角色因此转移了身份，则会在场上公示猎狼技能发动成功。

(line 66) 红牌罚下出局的角色没有遗言权利，不能发动以下技能：猎狼<狩猎>。
(line 183) 选择<狩猎>没有最后一人限制，发动成功公示镜技能发动成功，镜技能发动的时机在原技能之后

Ruling X7: it fails when no other living role shares the hunter's camp at the moment it goes
out, when the target is already in that camp, or when 磐石 locks the target's camp; the target
loses every skill (passives too) and its 不定 link.  The choice is made after the vote by day,
at the night's end for a night out; the hunter is told whether it worked, the table only of a
success (without names).  A 镜 copy fires after every original and has no last-member rule.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillSpec, Trigger, ask_target

from ..common import ON_OUT, join, news, strip_skills
from ..targeting import aim
from .mirror import COPY

HUNT = SkillSpec("hunt", "狩猎", "狩獵", "Hunt", ON_OUT,
                 "On going out (not by a red card): a chosen role joins the hunter's camp and "
                 "loses all its skills; fails if the hunter was its camp's last or the target "
                 "already belongs to it.")
ROLE = RoleSpec("wolf_hunter", "猎狼", "獵狼", "Wolf Hunter", camp="wolf", skills=(HUNT,), line=91)


def on_out(g: Game, seat: int, cause: str) -> None:
    """Queue the hunt (one per held instance; none after a red card)."""
    if cause == "red_card":
        return
    camp = g.seats[seat].camp
    last = not any(s.alive and s.camp == camp for s in g.seats)
    for inst in g.seats[seat].skills:
        if inst.id == HUNT.id:
            g.triggers.push(HUNT.id, seat, camp=camp, last=last, copy=inst.origin == COPY)


def hunt(g: Game, t: Trigger):
    """Resolve one queued hunt."""
    me, camp, copy = t.seat, t.context["camp"], t.context["copy"]
    chosen = yield from ask_target(g, me, HUNT.id, g.living(but=me))
    if chosen is None:
        return
    target = aim(g, HUNT.id, me, chosen)   # a night-time choice is reflected off the 镜
    ok = (copy or not t.context["last"]) and g.seats[target].camp != camp \
        and not g.seats[target].camp_locked
    if ok:
        strip_skills(g, target)
        join(g, target, camp)
        news(g, "hunt", by="mirror" if copy else "wolf_hunter")
    g.result(me, HUNT.id, chosen, ok)
