"""爪牙 13. 哥布林 (line 470)

哥布林被提名时：
嚣张[白天]<宣言>：公开声明：“（哥布林角色名）是哥布林”；结算效果：如果当天哥布林被处决，则哥布林所在的阵营获胜。
注：[嚣张]需在被提名后十分钟内发动，否则视为放弃发动。

Every nominee is asked whether it declares (anyone may imitate, line 7); only a working 哥布林's
declaration counts.  Executed the same day (dead or not): its team wins.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import DECLARE, ability, character
from ..common import table, works
from ..win import ability_win

BOAST = ability("goblin_boast", "嚣张", "Boast", "白天",
                "When nominated, declare you are the Goblin: if executed today, your team wins.",
                (DECLARE,), does="other")
ROLE = character("goblin", "哥布林", "Goblin", "minion", (BOAST,), line=470, number=13)


def boast(g: Game, me: int, inst: SkillInstance, declarer: int):
    """嚣张: a working 哥布林's declaration counts today."""
    if declarer == me and works(g, me, inst):
        table(g).day.goblins.add(me)
    return
    yield


def executed(g: Game, seat: int):
    """A declared 哥布林 executed today: its team wins."""
    if seat in table(g).day.goblins:
        ability_win(g, g.seats[seat].camp, "哥布林[嚣张]")
    return
    yield


DAY = {"boast": {BOAST.id: boast}}
EXECUTED = (executed,)
