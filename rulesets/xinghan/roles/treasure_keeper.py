"""【宝藏阵营】2. 守宝人 (line 159)

<勾魂>：每当有狼人阵营的玩家出局时，仅在下一个游戏日夜晚开始前，守宝人可选择一名玩家，使其在游戏日夜晚开始后加入宝藏阵营，
并保留原有的身份技能。此技能对幽灵、混血、人质、女仆、打工人、狼王、吹笛者、镜无效。
<反噬>（强制）：当勾魂的作用对象是宝藏阵营的角色时，勾魂失败且守宝人立刻出局。
<牺牲>（强制）：当勾魂成功的人数达到两人时，守宝人立刻出局。

(line 249) 守宝人在关门前仍未提交<勾魂>目标，视为放弃<勾魂>。

Rulings X21, X32: one use per wolf-camp out since the last step 0, all due at step 0 of the next
night (unused ones lapse); each target is reflected off the 镜; a card on the list fails quietly,
a 磐石-locked camp fails (the use spent, not counted); a treasure-camp target is 反噬 (the keeper
goes out at once); a success joins the treasure camp right after step 0 and the second success
is 牺牲.  The keeper is told whether each use worked.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec

from ..common import FORCED, NIGHT, ON_OUT, join, table
from ..going_out import take_out
from ..targeting import ask_aimed

SOUL_HOOK = SkillSpec("soul_hook", "勾魂", "勾魂", "Soul hook", NIGHT,
                      "After each wolf-camp out, before the next night: a player joins the "
                      "treasure camp at nightfall (not 幽灵, 混血, 人质, 女仆, 打工人, 狼王, 吹笛者, 镜).")
BACKLASH = SkillSpec("backlash", "反噬", "反噬", "Backlash", ON_OUT,
                     "A 勾魂 on a treasure-camp role fails and the keeper goes out at once.",
                     (FORCED,))
SACRIFICE = SkillSpec("sacrifice", "牺牲", "犧牲", "Sacrifice", ON_OUT,
                      "When 勾魂 has succeeded twice the keeper goes out at once.", (FORCED,))
ROLE = RoleSpec("treasure_keeper", "守宝人", "守寶人", "Treasure Keeper", camp="treasure",
                skills=(SOUL_HOOK, BACKLASH, SACRIFICE), line=159)
IMMUNE = ("ghost", "half_blood", "hostage", "maid", "worker", "wolf_king", "piper", "mirror")
SUCCESSES_TO_SACRIFICE = 2


def charge(g: Game, seat: int, cause: str) -> None:
    """每当有狼人阵营的玩家出局时: one more use due."""
    if g.seats[seat].camp == "wolf":
        table(g).hook_charges += 1


def hook(g: Game, me: int, inst: SkillInstance):
    """(0) 守宝人：选择<勾魂>的目标 — once per charge.  The uses due are the wolf-camp outs since
    the last step 0, and they are due to *each* living holder (a 幽灵 that possessed the 守宝人
    and a 女仆 that obeyed it both hold <勾魂>, each with its own "每当…守宝人可选择一名玩家"):
    counted once, when step 0 starts, so that the first holder asked does not use up the
    second's (ruling XB1); outs during step 0 are due at the next night's."""
    state = table(g)
    if state.night.hook_due is None:
        state.night.hook_due, state.hook_charges = state.hook_charges, 0
    charges = state.night.hook_due
    for _ in range(charges):
        if not g.seats[me].alive:
            return
        aimed = yield from ask_aimed(g, me, SOUL_HOOK.id, g.living(but=me))
        if aimed is None:
            continue
        target = g.seats[aimed[1]]
        if target.role.id in IMMUNE or target.camp_locked:
            g.result(me, SOUL_HOOK.id, aimed[0], False)
            continue
        if target.camp == "treasure":
            g.result(me, SOUL_HOOK.id, aimed[0], False)
            take_out(g, me, "backlash", me)
            return
        state.night.hooked.append(target.index)
        # 勾魂成功的人数 (line 162) counts persons: a second use on a player already hooked is
        # no second person (ruling XB2)
        persons = inst.data.setdefault("persons", [])
        if target.index not in persons:
            persons.append(target.index)
        g.result(me, SOUL_HOOK.id, aimed[0], True)
        if len(persons) >= SUCCESSES_TO_SACRIFICE:
            take_out(g, me, "sacrifice", me)
            return


def nightfall(g: Game) -> None:
    """使其在游戏日夜晚开始后加入宝藏阵营 (right after step 0)."""
    state = table(g)
    night = state.night
    for seat in night.hooked:
        join(g, seat, "treasure")
    night.hooked = []
    if night.hook_due is None:
        state.hook_charges = 0   # nobody held <勾魂> at step 0: its uses lapse (仅在…夜晚开始前)
