"""18.吹笛者 (line 265)

查驗是否為狼人時為好人。每晚可以迷惑三名其他存活玩家，當晚所有被迷惑者相互認識；當所有其他存活玩家都被
迷惑時，吹笛者單獨勝利。若吹笛者死亡與吹笛者勝利條件達成在同一晚，則吹笛者被排除在勝利判定外。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec

from ..common import ask_target, disabled, holders, st

PIPE = SkillSpec("pipe", "迷惑", "迷惑", "Pipe", "夜間(19)",
                 "Charm up to three other living players not yet charmed; tonight all charmed "
                 "players learn each other. Wins alone when every other living player is charmed.",
                 ("其他存活",))
ROLE = RoleSpec("piper", "吹笛者", "吹笛者", "Piper", camp="third", skills=(PIPE,), line=265)

CHARMS_PER_NIGHT = 3


def pipe(g: Game):
    state = st(g)
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        for _ in range(CHARMS_PER_NIGHT):
            pool = [s.index for s in g.seats
                    if s.alive and s.index != me and s.index not in state.charmed]
            t = yield from ask_target(g, me, "pipe", pool)
            if t is None:
                break
            state.charmed.add(t)
            state.night.charmed_tonight.append(t)


def recognise(g: Game) -> None:
    """被迷惑者互認: every living charmed player learns the full charmed list."""
    state = st(g)
    if not state.night.charmed_tonight:
        return
    living = sorted(s for s in state.charmed if g.seats[s].alive)
    g.emit("charmed", living, channel="charmed", seats=living)


def wins(g: Game) -> bool:
    """當所有其他存活玩家都被迷惑時 (the piper must be alive: ruling S40)."""
    charmed = st(g).charmed
    for s in g.seats:
        if s.alive and s.role.id == ROLE.id:
            return all(o.index in charmed for o in g.seats if o.alive and o.index != s.index)
    return False
