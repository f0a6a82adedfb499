"""【三方阵营】10，开膛手（55） (line 736)

身份属性（不是技能）：只要该三方存在，会有1/2的角色（四舍五入）会被通知：你是开膛手的猎杀目标，同时，这些目标出局时会被公示该角色为目标。
杀人[深夜][指定]——选择范围：任意一名角色。
结算效果：对结算目标进行一次指杀。
胜利条件：猎杀目标全部出局

The targets are drawn at 开局 (宗教老爷爷 开膛手 确认目标, line 947, after 帝尊魔皇 知晓群内狼): the
storyteller draws round(N/2) of the other roles (N the players at the start), each told 你是开膛手的
猎杀目标, and the 开膛手 is told the list (ruling N184).  A target's out is published with the
mark 该角色为目标 when the out is announced, for as long as the card is in the game (ruling N185).
Its 杀人 is an own 杀人 (其他身份 杀人 in 深夜2, settled at 其余身份杀人).  Its camp wins, judged
when the phase ends, when every target is out (ruling N186).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec

from ..common import counted, players, round_half_up, table
from ..pack import KILL

ROLE = RoleSpec("ripper", "开膛手", "開膛手", "Ripper", camp="ripper", skills=(KILL,), line=736,
                strength=55)


def mark_prey(g: Game) -> None:
    """确认目标 (开局): round(N/2) of the other roles are the 开膛手's 猎杀目标, drawn by the
    storyteller; each is told, the 开膛手 learns the list."""
    for s in g.seats:
        if s.original_role.id != ROLE.id or s.index in table(g).prey:
            continue
        others = [o.index for o in g.seats if o.index != s.index and counted(g, o.index)]
        n = min(round_half_up(players(g) / 2), len(others))
        prey = sorted(g.story.shuffle(others, "开膛手 猎杀目标")[:n])
        table(g).prey[s.index] = prey
        for t in prey:
            g.tell(t, "ripper_prey")
        g.tell(s.index, "prey_list", seats=prey)


def on_announced(g: Game, seat: int) -> None:
    """这些目标出局时会被公示该角色为目标."""
    if any(seat in prey for prey in table(g).prey.values()):
        g.emit("prey_out", seat=seat)


def hunted_down(g: Game) -> bool:
    """猎杀目标全部出局 (a 开膛手 of the camp whose every target is out now)."""
    return any(g.seats[r].camp == ROLE.camp and all(not g.seats[t].alive for t in prey)
               for r, prey in table(g).prey.items())


CAMP_WINS = {ROLE.camp: (Condition("猎杀目标全部出局", hunted_down, instant=False),)}
