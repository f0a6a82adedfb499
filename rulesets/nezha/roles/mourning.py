"""自发前来默哀: what 太平道徒<神使> (line 221) and 裁决者<神怒> (line 431) share.

若是被[投票出局]或因为[村民阵营]的技能击杀出局时，所有村民阵营的角色仅下一晚开始获得[净化]状态，持续至那之后
下一个[正午]阶段开始，并且会公示[村民阵营害死了[翻牌的实际身份]，自发前来默哀]
"""

from rulesets.engine import Game

from ..common import VILLAGE, actual_camp, table


def village_killed(g: Game, seat: int, cause: str) -> bool:
    """Out by [投票出局] (a vote or a skill's), or by a skill of a village-camp role."""
    source = g.seats[seat].death_source
    if cause in ("exile", "judged"):
        return True
    return source is not None and source != seat and actual_camp(g, source) == VILLAGE   # N116


def maybe(g: Game, seat: int, cause: str) -> None:
    if not village_killed(g, seat, cause):
        return
    state = table(g)
    state.mourning = seat
    state.notices.append({"kind": "mourning", "role": g.seats[seat].original_role.id})
    if g.phase.startswith("day") and g.stage in ("noon", "dusk", "dusk2"):
        g.emit(**state.notices.pop())
