"""【三方阵营】1，占星师（25） (line 660)

占星[早夜][指定] ——选择范围：一个任意角色和一个已出局任意角色。
结算效果：反馈结算目标的[实际身份]，反馈格式为[选择目标1/2是XX身份]，有多次结算效果，则按顺序多次反馈。
命运洪流[正午] —— 除竞选日外的游戏日白天，可以提交一份任意数量的马甲和实际身份的对应名单（可以包括已出局角色），
若全部正确，则立刻公示[命运洪流不可阻挡]，所有被猜对的角色立刻获得[沉默]状态并收到通知，持续至下一个[正午]阶段
开始，以此法获得的[沉默]状态整局游戏只生效一次，不同的命运洪流单独计算获得的[沉默]状态。
胜利条件：使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份。

占星 picks the living (or not yet announced) role first, then the announced-out one; with nobody
announced out yet it looks at the first only (ruling N160).  命运洪流 is one list a day, each
entry a seat and a card; a list with one wrong entry counts for nothing and is not announced
(N161).  Each seat is silenced by one astrologer's 命运洪流 at most once a game (N162).  The win
reads every seat of the table but the astrologer's own and the puppet accounts, out or not,
named in some all-correct list (N163); it is a special win (line 873).
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec, ask_option
from rulesets.engine.forum import Special

from .. import compel
from ..common import counted, dead_pool, pool
from ..skills import choose, choose_many, usable, used
from ..statuses import give
from ..targeting import aim

STARGAZE = SkillSpec("stargaze", "占星", "占星", "Stargaze", "早夜",
                     "Pick any role and an announced-out role: learn the actual identity of "
                     "each (选择目标1/2是XX身份).", ("指定",))
TORRENT = SkillSpec("fate_torrent", "命运洪流", "命運洪流", "Torrent of fate", "正午",
                    "Not on 竞选日, once a day: name accounts and their actual identities (the "
                    "out too); all right, it is announced and each named role is silenced until "
                    "the next 正午 (once a game per role).  Wins once every account was named "
                    "right.")
GUESS = SkillSpec("fate_guess", "命运洪流猜测", "命運洪流猜測", "Torrent of fate: identity", "正午",
                  "The actual identity 命运洪流 names for one account.")
ROLE = RoleSpec("astrologer", "占星师", "占星師", "Astrologer", camp="astrologer",
                skills=(STARGAZE, TORRENT), line=660, strength=25)


def stargaze(g: Game, me: int, inst: SkillInstance):
    """占星: the two picks, then each 结算目标's actual identity in the order of the picks."""
    first = yield from choose(g, me, inst, STARGAZE.id, pool(g), record=False, pick=1)
    if first is None:
        return
    dead = dead_pool(g)
    if not dead and compel.driving(g, me) is not None:
        dead = pool(g)                  # 混乱2 breaks through [目标选择]: its second name (N352)
    second = (yield from choose(g, me, inst, STARGAZE.id, dead, record=False, pick=2)) \
        if dead else None
    used(g, me, STARGAZE.id)
    for n, chosen in enumerate((first, second), start=1):
        if chosen is None:
            continue
        for final in aim(g, me, STARGAZE.id, chosen):
            g.result(me, STARGAZE.id, chosen, g.seats[final].original_role.id, pick=n)


def accounts(g: Game, me: int) -> list[int]:
    """场上全部马甲 the astrologer guesses: every counted seat but its own, out or not (N163)."""
    return [s.index for s in g.seats if s.index != me and counted(g, s.index)]


def can_torrent(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(TORRENT.id)
    return usable(g, seat, TORRENT.id, election_day=False) and inst.data.get("day") != g.day


def torrent(g: Game, me: int):
    """命运洪流: the list (seats, then a card each); all right: announced, credited, silenced."""
    inst = g.seats[me].skill(TORRENT.id)
    named = yield from choose_many(g, me, inst, TORRENT.id, accounts(g, me), len(g.seats))
    if not named or not g.seats[me].alive:      # out while naming (a third 血咒 count, N115)
        return
    inst.data["day"] = g.day
    cards = [f"card:{r.id}" for r in g.ruleset.roles if not r.additional]
    guesses: dict[int, str] = {}
    for t in named:
        guess = yield from ask_option(g, me, GUESS.id, cards, optional=False, account=t)
        if not g.seats[me].alive:
            return                                   # 出局 roles take no further part (N115)
        guesses[t] = guess.partition(":")[2]
    right = all(g.seats[t].original_role.id == card for t, card in guesses.items())
    g.result(me, TORRENT.id, None, right, seats=sorted(guesses))
    if not right:
        return
    inst.data["guessed"] = tuple(sorted(set(inst.data.get("guessed", ())) | set(guesses)))
    g.emit("fate_torrent")                           # 立刻公示[命运洪流不可阻挡]
    silenced = set(inst.data.get("silenced", ()))
    for t in sorted(guesses):
        if t in silenced:
            continue                                 # 整局游戏只生效一次 (per 命运洪流, N162)
        if give(g, t, "silence", me, until="noon"):
            silenced.add(t)
    inst.data["silenced"] = tuple(sorted(silenced))


def all_named(g: Game) -> bool:
    """胜利条件：使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份."""
    for s in g.seats:
        if s.camp != ROLE.camp or not counted(g, s.index):
            continue
        inst = s.skill(TORRENT.id)
        if inst is not None and set(accounts(g, s.index)) <= set(inst.data.get("guessed", ())):
            return True
    return False


SPECIAL = Special(TORRENT.id, can_torrent, torrent)
CAMP_WINS = {ROLE.camp: (Condition("使用[命运洪流]猜对过场上全部马甲（包括已出局）对应身份", all_named,
                                   instant=False, special=True),)}
