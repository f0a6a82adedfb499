"""获取技能 (lines 114-117): skills one role takes from another's identity.

当游戏中通过某种方式获得了其他角色的技能时，那个技能所有涉及到原身份的名词都会改为发动者自己 (line 115)
获得的技能若没有“刷新至初始”条目，则类别[开局]的技能不可用，若有，则在获取技能的那个时段需要立刻决定是否发动
[开局]类技能。 (line 117)

Every path that hands identity skills over 刷新至初始 (传承, 降灵, 光耀加身, 食尸) goes through
:func:`take`: the skills are granted fresh, and each [开局] one among them (伪装, 家国抉择, 装模作样, 霸王:
the ``OPENINGS`` registry of the role package) is queued; :func:`decide_openings`, run by the
granting skill as soon as the grant is done, asks the taker to decide it in that same sub-phase,
as the card's holder decides it at 开局 (ruling N121).  A [接刀] tag such a decision gives ranks
in the knife order as the card it came from (原身份的名词改为发动者自己).
"""

from __future__ import annotations

from typing import Iterable, Optional

from rulesets.engine import Game, SkillSpec, Trigger

from . import passives
from .common import PACK, in_pack, table
from .pack import meet, pass_knife
from .skills import instance


def take(g: Game, seat: int, card: str, specs: Iterable[SkillSpec], origin: str,
         until: Optional[str] = None) -> None:
    """``seat`` gains ``specs``, the identity skills of ``card`` (a role id), refreshed to their
    initial state (刷新至初始), until ``until``; the [开局] ones wait for :func:`decide_openings`."""
    from .roles import OPENINGS
    insts = [instance(s, origin, until) for s in specs]
    g.grant(seat, insts, origin)
    state = table(g)
    for inst in insts:
        if inst.id in OPENINGS:
            state.openings.append((seat, inst, card))


def decide_openings(g: Game):
    """在获取技能的那个时段需要立刻决定是否发动[开局]类技能: each queued [开局] skill its taker still
    holds and may use is decided now, in the order granted."""
    from .roles import OPENINGS
    state = table(g)
    while state.openings:
        seat, inst, card = state.openings.pop(0)
        if not any(k is inst for k in g.seats[seat].skills) or not g.can_use(seat, inst.id) \
                or not (g.seats[seat].alive or g.ruleset.acts_while_out(g, seat)):
            continue                                # a taker out since (and not acting) decides none
        before = set(state.tags.get(seat, ()))
        yield from OPENINGS[inst.id](g, seat, inst)
        gained = set(state.tags.get(seat, ())) - before
        if gained:
            state.tag_cards[seat] = card
            if PACK in gained and in_pack(g, seat):      # 入狼群, as 长老狼's recruit
                g.tell(seat, "joined_pack")
                meet(g)
            pass_knife(g)
        passives.sync(g, seat)                          # 霸王's flip: its statuses now


#: the trigger a grant made outside a decision (an out hook: 鬼情) pushes so that its [开局]
#: skills are decided in that same sub-phase, where the flow drains the outs' triggers
OPENINGS_TRIGGER = "take_openings"


def run_openings(g: Game, trigger: Trigger):
    """Decide the [开局] skills a grant outside a decision queued (line 117, ruling N121)."""
    yield from decide_openings(g)
