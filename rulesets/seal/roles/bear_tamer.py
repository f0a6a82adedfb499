"""2.馴熊師 (line 117)

天亮後，上帝會宣布馴熊師相鄰兩個位置的玩家中是否有狼人陣營玩家，若有狼人，則宣布"熊咆哮了"，否則宣布
"熊沒有咆哮"；若馴熊師已死亡，則永遠宣布"熊沒有咆哮"，若馴熊師成為狼人陣營，則每次都宣布"熊咆哮了"直到
馴熊師死亡。每晚可以選擇讓自己的熊檢驗天黑前（夜晚行動前）或天亮後（夜晚行動後）的存活玩家身份情況。
死亡的下一個晚上，由於熊的走失，在村莊產生了恐慌，當晚所有人技能失效（包括集體狼刀）。
"""

from typing import Optional

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option
from rulesets.engine.seating import neighbours

from ..common import WOLF, looks_wolf, table

TIMING = SkillSpec("bear_timing", "熊检验时间", "熊檢驗時間", "Bear timing", "夜間(15)",
                   "Choose whether tonight's dawn bear announcement reads the living players "
                   "before or after the night's actions.")
ROLE = RoleSpec("bear_tamer", "驯熊师", "馴熊師", "Bear Tamer", camp="good", side="god",
                skills=(TIMING,), line=117)


def tamer_seat(g: Game) -> Optional[int]:
    for s in g.seats:
        if s.original_role.id == ROLE.id:
            return s.index
    return None


def growl_now(g: Game, tamer: int) -> bool:
    """Is a wolf-camp player among the tamer's two nearest living neighbours?"""
    left, right = neighbours(tamer, g.n, lambda s: g.seats[s].alive)
    return any(looks_wolf(g, s, tamer) for s in {left, right} if s != tamer)


def night_start(g: Game) -> None:
    """Snapshot for the "before" option (天黑前)."""
    tamer = tamer_seat(g)
    if tamer is not None and g.seats[tamer].alive:
        table(g).night.bear_before = growl_now(g, tamer)


def timing(g: Game, me: int, inst: SkillInstance):
    choice = yield from ask_option(g, me, "bear_timing", ["before", "after"], optional=False,
                                   default="after")
    table(g).night.bear = (me, choice)


def announcement(g: Game) -> bool:
    """The dawn announcement: True = "熊咆哮了"."""
    tamer = tamer_seat(g)
    if tamer is None or not g.seats[tamer].alive:
        return False  # 若馴熊師已死亡，則永遠宣布"熊沒有咆哮"
    if g.seats[tamer].camp == WOLF:
        return True   # 若馴熊師成為狼人陣營，則每次都宣布"熊咆哮了"
    night = table(g).night
    if night.bear is None:
        return False  # sealed, feared or a panic night: the bear did not check (ruling S16)
    if night.bear[1] == "before":
        return bool(night.bear_before)
    return growl_now(g, tamer)


def on_out(g: Game, seat: int, cause: str) -> None:
    """死亡的下一個晚上…當晚所有人技能失效: the next night is a panic night (the bear is lost).

    An on-out hook for every death, keyed by the original card: the bear stays with an infected
    tamer (it growls every dawn until 馴熊師死亡, ruling S17), so it is lost when he dies
    (ruling S49)."""
    if g.seats[seat].original_role.id == ROLE.id:
        table(g).panic_pending = True
