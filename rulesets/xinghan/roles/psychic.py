"""【妖狐阵营】2. 灵能 (line 107)

<感知>：游戏日夜晚，可以得知白天被投票出局角色的具体阵营。
<早夭>（强制）：当妖狐出局时，灵能也立即出局。

(line 57) 投票结束后，立即公示…因<早夭>出局的灵能…的名单，但不公布他们的出局原因。

Rulings X13, X52: <感知> has no step in the order and runs at 3.5 (after 狡黠); it reports the
current camp of the role that left through today's vote (a 偏爱 replacement or a 护主 substitute
included) and nothing on a day without such an out.  <早夭> is a chain death: every living
holder goes out with the 妖狐 card, by day announced at once without a cause.
"""

from __future__ import annotations

from rulesets.engine import Chain, Game, RoleSpec, SkillInstance, SkillSpec

from ..common import FORCED, NIGHT, table

SENSE = SkillSpec("sense", "感知", "感知", "Sense", NIGHT,
                  "Learn the exact camp of the role voted out today.")
EARLY_DEATH = SkillSpec("early_death", "早夭", "早夭", "Early death", "妖狐出局时",
                        "Goes out at once when the 妖狐 goes out.", (FORCED,))
ROLE = RoleSpec("psychic", "灵能", "靈能", "Psychic", camp="fox",
                skills=(SENSE, EARLY_DEATH), line=107)
FOX = "demon_fox"


def sense(g: Game, me: int, inst: SkillInstance) -> None:
    """(3.5) 灵能<感知> (asks nothing)."""
    out = table(g).voted_out
    if out is not None:
        camp = g.seats[out].camp
        g.result(me, SENSE.id, out, camp, tuple(sorted({s.camp for s in g.seats})))


def follow_fox(g: Game, went_out: set[int]) -> list[int]:
    if not any(g.seats[s].role.id == FOX for s in went_out):
        return []
    return [me for me, _ in g.holders(EARLY_DEATH.id)]


#: 早夭 as a chain death
CHAIN = Chain("early_death", follow_fox, "早夭")
