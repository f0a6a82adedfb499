"""12.黑狼王 (line 207)

有狼刀，查驗是否為狼人時為狼人。非自爆、殉情、毒殺死亡時，可以帶走一名其他存活玩家。
發動特殊技能後下一晚參與狼刀。 (no effect: ruling S26)
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, Trigger, ask_target

TAKE = SkillSpec("black_take", "带人", "帶走", "Take", "死亡時",
                 "On any death except self-explosion, 殉情 and poison, take another living player.")
ROLE = RoleSpec("black_wolf_king", "黑狼王", "黑狼王", "Black Wolf King", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(TAKE,), line=207)

NO_TAKE_CAUSES = frozenset({"explode", "lovesick", "poison"})


def on_out(g: Game, seat: int, cause: str) -> None:
    """非自爆、殉情、毒殺死亡時: the take waits for its moment (dawn after a night death, at once
    by day); a sealed, feared or panicked king cannot take (ruling S12)."""
    if cause in NO_TAKE_CAUSES:
        return
    by_day = g.phase.startswith("day")
    if by_day or g.can_use(seat, TAKE.id):
        g.triggers.push(TAKE.id, seat, by_day=by_day)


def take(g: Game, trigger: Trigger):
    """Ask the king whom it takes; returns the seat or ``None``.  The choice is among the
    players the table still sees in play: a king taken by the 白狼王 in the day-1 election
    must not learn from it who died last night (ruling S52); taking such a player changes
    nothing, its death is the night's."""
    me = trigger.seat
    return (yield from ask_target(g, me, "take", g.present(but=me)))
