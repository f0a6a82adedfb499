"""5.騎士 (line 145)

放逐投票發言環節，可以翻開身份牌並選擇一名其他存活玩家決鬥，被決鬥的玩家翻開身份牌，若其是狼人陣營，
則被決鬥者死亡並立刻進入下一晚，否則騎士死亡，原有環節繼續。
每晚可以懷疑一名其他存活玩家，若騎士在夜里死亡，則宣布死亡信息後被懷疑者須翻開身份牌。
"""

from typing import Generator

from rulesets.engine import Decision, Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import is_wolf, table

SUSPECT = SkillSpec("suspect", "怀疑", "懷疑", "Suspect", "夜間(18)",
                    "Suspect another living player; if the knight dies that night, the suspect's "
                    "card is revealed after the death announcement.", ("其他存活",))
DUEL = SkillSpec("duel", "决斗", "決鬥", "Duel", "放逐投票發言環節",
                 "Once per game, reveal and duel another living player: a wolf-camp target dies "
                 "and night falls at once; otherwise the knight dies.", ("翻牌", "其他存活", "限定"))
ROLE = RoleSpec("knight", "骑士", "騎士", "Knight", camp="good", side="god",
                skills=(DUEL, SUSPECT), line=145)


def suspect(g: Game, me: int, inst: SkillInstance):
    t = yield from ask_target(g, me, "suspect", g.living(but=me))
    if t is not None:
        inst.data["suspect"] = (g.night, t)


def on_out(g: Game, seat: int, cause: str) -> None:
    """若騎士在夜里死亡，則宣布死亡信息後被懷疑者須翻開身份牌 (tonight's suspicion only)."""
    inst = g.seats[seat].skill(SUSPECT.id)
    if inst is None or not g.phase.startswith("night"):
        return
    night, t = inst.data.get("suspect", (0, None))
    if night == g.night:
        table(g).reveal_pending = t


def can_duel(g: Game, seat: int, segment: str) -> bool:
    """In the exile speeches (PK included), on the own turn, once per game (ruling S20)."""
    inst = g.seats[seat].skill(DUEL.id)
    return segment in ("exile", "pk") and inst is not None and not inst.used


def duel(g: Game, me: int) -> Generator[Decision, int, tuple[int, bool]]:
    """The duel: returns ``(loser, night_falls)``: a wolf-camp target loses and night falls at
    once (立刻進入下一晚, even when 戰狼 survives: ruling S21); otherwise the knight loses and
    the segment goes on (否則騎士死亡，原有環節繼續)."""
    inst = g.seats[me].skill(DUEL.id)
    assert inst is not None
    t = yield from ask_target(g, me, "duel", g.living(but=me), optional=False)
    inst.used += 1
    g.emit("duel", knight=me, target=t, knight_role=g.seats[me].role.id,
           target_role=g.seats[t].role.id)
    return (t, True) if is_wolf(g, t) else (me, False)
