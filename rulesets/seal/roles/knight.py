"""5.騎士 (line 145)

放逐投票發言環節，可以翻開身份牌並選擇一名其他存活玩家決鬥，被決鬥的玩家翻開身份牌，若其是狼人陣營，
則被決鬥者死亡並立刻進入下一晚，否則騎士死亡，原有環節繼續。
每晚可以懷疑一名其他存活玩家，若騎士在夜里死亡，則宣布死亡信息後被懷疑者須翻開身份牌。
"""

from rulesets.engine import Game, PhaseEnds, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, is_wolf, living_others, st

SUSPECT = SkillSpec("suspect", "怀疑", "懷疑", "Suspect", "夜間(18)",
                    "Suspect another living player; if the knight dies that night, the suspect's "
                    "card is revealed after the death announcement.", ("其他存活",))
DUEL = SkillSpec("duel", "决斗", "決鬥", "Duel", "放逐投票發言環節",
                 "Once per game, reveal and duel another living player: a wolf-camp target dies "
                 "and night falls at once; otherwise the knight dies.", ("翻牌", "其他存活"))
ROLE = RoleSpec("knight", "骑士", "騎士", "Knight", camp="good", side="god",
                skills=(DUEL, SUSPECT), line=145)


def suspect(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        t = yield from ask_target(g, me, "suspect", living_others(g, me))
        if t is not None:
            st(g).night.suspect = (me, t)


def on_night_death(g: Game, seat: int) -> None:
    """若騎士在夜里死亡，則宣布死亡信息後被懷疑者須翻開身份牌."""
    suspicion = st(g).night.suspect
    if suspicion is not None and suspicion[0] == seat:
        st(g).reveal_pending = suspicion[1]


def can_duel(g: Game, seat: int, segment: str) -> bool:
    return (segment in ("exile", "pk") and g.seats[seat].role.id == ROLE.id
            and not st(g).duel_used)


def duel(g: Game, me: int):
    """The duel itself, from the knight's speech turn."""
    from ..deaths import day_death
    t = yield from ask_target(g, me, "duel", living_others(g, me), optional=False)
    st(g).duel_used = True
    g.emit("duel", knight=me, target=t, knight_role=g.seats[me].role.id,
           target_role=g.seats[t].role.id)
    if is_wolf(g, t):
        yield from day_death(g, [(t, "duel")], last_words=False)
        raise PhaseEnds("duel")  # 立刻進入下一晚 (also when 戰狼 survives: ruling S21)
    yield from day_death(g, [(me, "duel")])  # 否則騎士死亡，原有環節繼續
