"""【村民阵营】5. 骑士 (line 138)

决斗[正午][指定] —— 选择范围：任意一名角色，竞选日不可发动。
结算效果：若发动者与结算目标属于不同阵营，结算目标立即出局；若发动者与结算目标属于相同阵营，发动者立即出局。
无论结果，公示[有角色对结算目标发起了决斗]和因此出局的角色。
暗月强化[正午] —— 发动<决斗>时，可以令<决斗>结算完毕后讨论日立刻结束，投票结算也不再执行，直接进入黄昏阶段。

Rulings D19/D20: no <限定> (board flag ``knight_duel_once``) and no daily limit: used on the
knight's speech turn, again within it if it likes, on any living role, itself included (a same-camp duel: it goes
out), camps compared as they are now; the duellist stays
anonymous.  The boost is chosen with the duel and ends 正午 whatever the duel's result.
"""

from typing import Generator

from rulesets.engine import Decision, Game, RoleSpec, SkillSpec, ask_target, ask_yes


DUEL = SkillSpec("duel", "决斗", "決鬥", "Duel", "正午",
                 "Not on day 1: a role of another camp goes out at once, otherwise the knight does; "
                 "'someone duelled X' and the out are announced.", ("指定",))
BOOST = SkillSpec("knight_boost", "暗月强化", "暗月強化", "Dark-moon boost (Knight)", "正午",
                  "With a duel: 正午 ends at once after it, no vote is settled, 黄昏 begins.",
                  ("暗月强化",))
ROLE = RoleSpec("knight", "骑士", "騎士", "Knight", camp="village", side="god",
                skills=(DUEL, BOOST), line=138)


def can_duel(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(DUEL.id)
    if inst is None or g.day < 2:
        return False
    return not (g.board["knight_duel_once"] and inst.used)


def duel(g: Game, me: int) -> Generator[Decision, int, tuple[int, bool]]:
    """The duel, from the knight's speech turn: returns ``(who goes out, the day ends)``."""
    inst = g.seats[me].skill(DUEL.id)
    assert inst is not None
    t = yield from ask_target(g, me, DUEL.id, g.living(), optional=False)   # 任意一名角色: itself too
    end_day = False
    if g.seats[me].skill(BOOST.id) is not None:
        end_day = yield from ask_yes(g, me, BOOST.id, target=t)
    inst.used += 1
    loser = t if g.seats[me].camp != g.seats[t].camp else me
    g.emit("duel_called", target=t, out=loser)
    return loser, end_day
