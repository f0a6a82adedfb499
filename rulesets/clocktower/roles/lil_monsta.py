"""恶魔 12. 小怪宝 (line 592)

宝宝[配板]：本局游戏爪牙数量+1，恶魔数量-1。
照看[夜晚]：爪牙共同选择一名存活角色，使该角色获得[照看宝宝]标记，持续至下一次[照看]技能触发。
恶习<被动><持续>：拥有[照看宝宝]标记的角色被视为恶魔；该角色获知自己是小怪宝的照看者。
恶念[夜晚*]<被动>：说书人可能会对一名角色造成一次死亡判定。
注1：小怪宝局，爪牙玩家会被拉入一个群聊，但他们不能在群聊中交流信息，只能决定[照看]技能的选择目标。

No seat holds 小怪宝: the setup deals three minions and no demon (the deal's sign that 小怪宝 is in
play).  照看 and 恶念 are steps of the table: the living minions each name a living player in
their group chat (``minions``); the most named is babysat (a tie: the storyteller), and is told.
The babysitter is the demon for every rule (``common.is_demon``) and registers as 小怪宝.  恶念:
the storyteller may judge one player (not the babysitter; ruling C16).
"""

from rulesets.engine import Game, ask_target, ask_yes
from rulesets.engine.votes import plurality

from ..characters import KEEPS, PASSIVE, ability, character
from ..common import minions, table
from ..statuses import marker
from .kill import strike
from .poppy_grower import in_play_jinx

BABY = ability("lil_monsta_setup", "宝宝", "Baby", "配板",
               "Setup: one more minion, no demon player.", does="setup")
SIT = ability("lil_monsta_sit", "照看", "Babysit", "夜晚",
              "Each night the minions choose a living player to babysit you.",
              aim="player", does="other")
VICE = ability("lil_monsta_vice", "恶习", "Vice", "",
               "Your babysitter is the demon and learns it.", (PASSIVE, KEEPS), does="other")
MALICE = ability("lil_monsta_kill", "恶念", "Malice", "夜晚*",
                 "Each night*, the storyteller might judge a player.", (PASSIVE,), does="kill")
ROLE = character("lil_monsta", "小怪宝", "Lil' Monsta", "demon", (BABY, SIT, VICE, MALICE),
                 line=592, number=12)
CHANNEL = "minions"


def _chat(g: Game) -> list[int]:
    return [m for m in minions(g, living=True) if g.seats[m].role.id != "marionette"]


def babysit(g: Game):
    """照看: the living minions name a living player in their chat; the most named babysits."""
    state = table(g)
    if not state.lil_monsta:
        return
    bound = state.bound_sitter  # 入殓师 相克2 (line 407): 后续入殓师必须一直照看小怪宝
    if bound is not None and g.seats[bound].alive:
        new_babysitter(g, bound)
        return
    if in_play_jinx(g):
        yield from _volunteer(g)
        return
    picks = []
    for m in _chat(g):
        t = yield from ask_target(g, m, SIT.id, g.living(), optional=False, shown="choose_player")
        if t is not None:
            picks.append(t)
            g.chat(CHANNEL, "babysit_proposal", seat=m, target=t)
    if not picks:
        return
    sitter = plurality(picks, g.story, "babysitter tie")
    new_babysitter(g, sitter)
    g.chat(CHANNEL, "babysitter", target=sitter)


def _volunteer(g: Game):
    """相克3 (line 601): 如果罂粟种植者在场，爪牙们会依次单独被唤醒，直到其中一名角色选择照看小怪宝 — each
    living minion, alone and in seat order, is asked whether it babysits; the first "yes" does.  If
    none does, the storyteller picks one of them (ruling CT-poppy-grower)."""
    alone = _chat(g)
    for m in alone:
        if (yield from ask_yes(g, m, SIT.id, shown="choose_whether")):
            new_babysitter(g, m)
            return
    if alone:
        new_babysitter(g, g.story.decide("babysitter none volunteers", alone, {}, seats=True))


def new_babysitter(g: Game, sitter: int) -> None:
    """The babysitter changes: the marker moves (持续至下一次[照看]技能触发), the sitter is told."""
    for s in g.seats:
        g.remove_status(s.index, "babysitter")
    marker(g, sitter, "babysitter", None, None)
    table(g).babysat = True
    g.tell(sitter, "babysitter")


def leaves(g: Game) -> None:
    """注2 (line 598): another demon made while 小怪宝 is in play: 小怪宝 leaves."""
    state = table(g)
    state.lil_monsta = False
    for s in g.seats:
        g.remove_status(s.index, "babysitter")


def malice(g: Game):
    """恶念: the storyteller may judge a living player who is not the babysitter."""
    state = table(g)
    if not state.lil_monsta:
        return
    sitter = [s.index for s in g.seats if "babysitter" in s.statuses]
    pool = ["none", *[s for s in g.living() if s not in sitter]]
    t = g.story.decide("lil monsta kill", pool, {})
    if t != "none":
        strike(g, sitter[0] if sitter else None, t)
    return
    yield


GROUP = {SIT.id: babysit, MALICE.id: malice}
CHANNELS = {CHANNEL: _chat}
