"""【狼人阵营】3，亡骨魔[群内]⑥ (line 470)

魂魄留存[强制]——该技能的持有者所在的阵营，发动的[杀人]技能击杀了同阵营的角色时，被击杀的角色依然保留技能且可以使用。

A role of the holder's camp put out by that camp's 杀人 (the pack's, or a [接刀] holder's) keeps
its skills and goes on using them while out: its night and 黄昏 skills in their steps (the kernel's
``Ruleset.acts_while_out``); the dead do not post, so no [正午] skill (ruling N110).  The holder is
alive, or is the one put out.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import actual_camp, table

SOUL = SkillSpec("soul_keep", "魂魄留存", "魂魄留存", "Soul kept", "",
                 "A role of the holder's camp put out by that camp's own 杀人 keeps its skills "
                 "and uses them while out.", ("强制",))
ROLE = RoleSpec("bone_demon", "亡骨魔", "亡骨魔", "Bone Demon", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(SOUL,), line=470, strength=6, tags=("群内",))
#: the tally slots of a 杀人 (狼人杀人, 其余身份杀人)
KILLS = ("pack_kill", "other_kill")


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """发动的[杀人]技能击杀了同阵营的角色时: the soul stays."""
    s = g.seats[seat]
    if cause not in KILLS or s.death_source is None:
        return
    def kept_by(h: int) -> bool:
        # the holder's camp, its killer's and its victim's as 魂魄留存 judges them (愚面, N125)
        camp = g.seats[h].camp
        return (h == seat or g.seats[h].alive) and g.can_use(h, SOUL.id) \
            and actual_camp(g, s.death_source, h) == camp and actual_camp(g, seat, h) == camp
    if any(kept_by(h) for h, _ in g.holders(SOUL.id, living=False)):
        table(g).souls.add(seat)
        g.tell(seat, "soul_kept")


def acts_while_out(g: Game, seat: int) -> bool:
    """被击杀的角色依然保留技能且可以使用."""
    return seat in table(g).souls
