"""【其他】1. 警长 <非身份> (line 183)

成为警长的角色将收到通知。
带队<强制> —— 计算投票数量时，警长投出的票计为两票。出现平票时，警长投票的角色出局。
殉职[晨曦][黄昏][指定]<强制> —— 选择范围：出局后下一个可发动技能的时间点，反馈存活角色名单，选择一名存活角色，
若不选择将会随机选择。
结算效果：结算目标获得附加身份“警长”，并获得对应的技能。

The badge is table state (``DarkMoonState.sheriff``), not a skill instance: it cannot be swapped
or borrowed.  The day-1 election is in ``rulesets.dark_moon.voting``.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_target

from ..common import table

LEAD = SkillSpec("lead", "带队", "帶隊", "Lead", "投票计数",
                 "The sheriff's vote counts twice; on a tie the role it voted for goes out.",
                 ("强制", "被动"))
MARTYR = SkillSpec("martyr", "殉职", "殉職", "Pass the badge", "晨曦/黄昏",
                   "At the first 晨曦/黄昏 after going out, pass the badge to a living role "
                   "(random if none is chosen).", ("指定", "强制"))
ROLE = RoleSpec("sheriff", "警长", "警長", "Sheriff", camp="", skills=(LEAD, MARTYR), line=183,
                additional=True)

#: the sheriff's ballot, in half votes (计为两票)
LEAD_HALVES = 4


def become(g: Game, seat: int, public: bool) -> None:
    """``seat`` holds the badge; it is told at once (成为警长的角色将收到通知)."""
    table(g).sheriff = seat
    if public:
        g.emit("sheriff", seat=seat)
    else:
        g.emit("sheriff", (seat,), seat=seat)


def martyr(g: Game, me: int, stage: str):
    """殉职: the out sheriff is given the living list and must pass the badge.  The heir is told
    at once at 黄昏 (21:30), but a 晨曦 heir only when the discussion day starts (line 239:
    次日讨论日开始时获得警长的角色收到通知; ruling D38); the table learns 当日警长 at 正午."""
    state = table(g)
    living = g.living(but=me)
    if not living:
        state.sheriff = None
        return
    heir = yield from ask_target(g, me, MARTYR.id, living, optional=False, living=living)
    if stage == "dawn":
        state.sheriff = heir
        state.heir_untold = heir
    else:
        become(g, heir, public=False)


def tell_heir(g: Game) -> None:
    """正午 starts: a 晨曦 heir still living learns it holds the badge (line 239)."""
    state = table(g)
    heir, state.heir_untold = state.heir_untold, None
    if heir is not None and state.sheriff == heir and g.seats[heir].alive:
        g.emit("sheriff", (heir,), seat=heir)


def weights(g: Game) -> dict[int, int]:
    """带队: the living sheriff's ballot in half votes."""
    s = table(g).sheriff
    return {s: LEAD_HALVES} if s is not None and g.seats[s].alive else {}
