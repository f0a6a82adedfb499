"""【不定阵营】2，影子 (line 811)

附身[开局]<强制> —— 游戏开始时，影子选择一名角色作为附身对象，并转入相同阵营，跟随该角色阵营变动，拥有和附身对象相同的获
胜条件。当该角色出局时，获得该角色的全部技能，且继承得到的技能为初始状态。影子附身的角色若有[群内]或[接刀]标签，则目标角
色出局后，影子也会获得这些标签并执行相应效果，[接刀]标签的接刀顺序与目标角色一致。

At 开局 (row 影子/聂小倩) the shadow must pick another role, its host: it joins the host's camp and
follows it (told), so it shares the host's win.  The first time the host goes out, a living shadow
gains the host's identity skills refreshed (as 降灵 / 食尸 take them; its [开局] ones decided in that
sub-phase) and the host's [群内] / [接刀] tags: [群内] puts a wolf-camp shadow in the pack at once (told,
the pack meets with it), [接刀] ranks in the knife order as the host's card.  Rulings N247, N248.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..acquire import OPENINGS_TRIGGER, take
from ..camps import leader_pick
from ..common import PACK, RECEIVER, table
from ..pack import hold_tags
from .face_changer import skills_taken_from

HOST = SkillSpec("shadow_host", "附身", "附身", "Shadow a host", "开局",
                 "At game start pick a host: join and follow its camp and win; when it goes out, "
                 "gain its skills refreshed and its [群内]/[接刀] tags.", ("强制",))
ROLE = RoleSpec("shadow", "影子", "影子", "Shadow", camp="undetermined", skills=(HOST,), line=811)


#: the [开局] pick at 开局 / for one holder (join and follow, told)
opening, pick_host = leader_pick(HOST.id, "host")


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """当该角色出局时: the host's skills and tags, once, to a living shadow."""
    state = table(g)
    for me, inst in g.holders(HOST.id):
        if inst.data.get("host") != seat or inst.data.get("inherited"):
            continue
        inst.data["inherited"] = True
        host = g.seats[seat]
        take(g, me, host.original_role.id, skills_taken_from(g, seat), HOST.id)
        g.tell(me, "host_out", host=seat)
        g.triggers.push(OPENINGS_TRIGGER, me)
        gained = set(state.tags.get(seat, ())) & {PACK, RECEIVER}
        if not gained - state.tags.get(me, set()):
            continue
        # 执行相应效果 (入狼群), in the same 接刀 order as the host
        hold_tags(g, me, gained, state.tag_cards.get(seat, host.original_role.id))
