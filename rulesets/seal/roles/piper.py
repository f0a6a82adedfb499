"""18.吹笛者 (line 263)

查驗是否為狼人時為好人。每晚可以迷惑三名其他存活玩家，當晚所有被迷惑者相互認識；當所有其他存活玩家都被
迷惑時，吹笛者單獨勝利。若吹笛者死亡與吹笛者勝利條件達成在同一晚，則吹笛者被排除在勝利判定外。
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import table

PIPE = SkillSpec("pipe", "迷惑", "迷惑", "Pipe", "夜間(19)",
                 "Charm up to three other living players not yet charmed; tonight all charmed "
                 "players learn each other. Wins alone when every other living player is charmed.",
                 ("其他存活",))
ROLE = RoleSpec("piper", "吹笛者", "吹笛者", "Piper", camp="third", skills=(PIPE,), line=263)

CHARMS_PER_NIGHT = 3
#: the charmed players' shared list (被迷惑者互認)
CHARMED_CHAT = "charmed"


def pipe(g: Game, me: int, inst: SkillInstance):
    state = table(g)
    for _ in range(CHARMS_PER_NIGHT):
        pool = [s for s in g.living(but=me) if s not in state.charmed]
        t = yield from ask_target(g, me, "pipe", pool)
        if t is None:
            break
        state.charmed.add(t)
        state.night.charmed_tonight.append(t)


def living_charmed(g: Game) -> list[int]:
    return sorted(s for s in table(g).charmed if g.seats[s].alive)


def recognise(g: Game) -> None:
    """被迷惑者互認: every living charmed player learns the full charmed list."""
    if table(g).night.charmed_tonight:
        g.chat(CHARMED_CHAT, "charmed", seats=living_charmed(g))


def wins(g: Game) -> bool:
    """當所有其他存活玩家都被迷惑時 (the piper must be alive: ruling S40)."""
    charmed = table(g).charmed
    for me, _ in g.holders(PIPE.id):
        return all(o in charmed for o in g.living(but=me))
    return False
