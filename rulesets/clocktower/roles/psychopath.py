"""爪牙 16. 精神病患者 (line 485)

白天提名阶段前：
砍杀[白天]<宣言>：公开声明：“（精神病患者角色名）是精神病患者，砍杀（对象角色名）”；结算效果：对对象角色造成一次
死亡判定。
精分<被动>：如果精神病患者被处决，提名精神病患者的角色需要和精神病患者猜拳，如果精神病患者没有落败，精神病患者不会
因为处决造成的死亡判定而死亡。
注：如果精神病患者提名自己并被处决，精神病患者将与说书人进行猜拳。

砍杀 is a declaration anyone may make before the nominations (line 7); a working 精神病患者 kills
with it at most once a day (ruling C50).  精分: both throw rock / paper / scissors privately (the
storyteller throws for a missing nominator); a tie is not a loss (ruling C42).
"""

from typing import Optional

from rulesets.engine import Game, SkillInstance, ask_option

from ..characters import DECLARE, PASSIVE, ability, character
from ..common import table, works
from ..deaths import judge

SLASH = ability("psychopath_kill", "砍杀", "Slash", "白天",
                "Before nominations, declare that you kill a player: a death judgement.",
                (DECLARE,), aim="player", does="kill")
SPLIT = ability("psychopath_split", "精分", "Split", "",
                "If executed, play rock-paper-scissors with your nominator: unless you lose, you "
                "survive.", (PASSIVE,), does="protect")
ROLE = character("psychopath", "精神病患者", "Psychopath", "minion", (SLASH, SPLIT), line=485,
                 number=16)
PROCEDURES = (ability("rps", "猜拳", "Rock-paper-scissors", "白天",
                      "Throw rock, paper or scissors."),)
THROWS = ("rock", "paper", "scissors")
OPTIONS = THROWS
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}


def slash(g: Game, me: int, target: int):
    """砍杀: a working 精神病患者's declaration judges its target (once a day)."""
    inst = g.seats[me].skill(SLASH.id)
    if inst is None or inst.data.get("day") == g.day:
        return
    inst.data["day"] = g.day
    if works(g, me, inst):
        judge(g, target, me, "ability")
    return
    yield


def _nominator(g: Game, seat: int) -> Optional[int]:
    for nom in table(g).day.nominations:
        if nom.nominee == seat:
            return nom.nominator
    return None


def split(g: Game, me: int, inst: SkillInstance, executed: int):
    """精分: returns True when the 精神病患者 survives its execution (not while it babysits
    小怪宝: 相克2, line 600)."""
    if executed != me or not works(g, me, inst) or "babysitter" in g.seats[me].statuses:
        return False
    mine = yield from ask_option(g, me, "rps", THROWS, optional=False, shown="rps")
    rival = _nominator(g, me)
    if rival is None or rival == me:
        theirs = g.story.decide("rps", list(THROWS), {"seat": me})
    else:
        theirs = yield from ask_option(g, rival, "rps", THROWS, optional=False, shown="rps")
    g.emit("rps", seat=me, throw=mine, against=rival, other=theirs)
    return BEATS[theirs] != mine


DECLARATIONS = {"psycho_kill": slash}
DAY = {"before_execution": {SPLIT.id: split}}
