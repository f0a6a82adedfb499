"""【妖狐阵营】1. 妖狐 (line 102)

<狡黠>游戏日夜晚，可以猜测任一存活角色的具体身份。如果猜测正确，则反馈猜测成功，下一夜晚你可以使用该角色的任一非强制
非限定技能。如果猜测错误或者猜测的对象是毒士、守宝人、赌徒的影子、镜，则反馈猜测失败。狡黠不可连续两日对同一个角色使用。
<警惕>（强制）：当你受到第一次有效指杀时，不会出局。
规则解释：偷到狼刀的妖狐出刀顺序上早于狼刀，被妖狐成功偷取技能的角色仍能正常行使技能。

Rulings X10, X11: a guess names another living role and a card; it is right when the card reads
as that role (女仆 after <顺从>: the inherited role) and neither the guessed seat nor the seat a
镜 reflected the guess onto holds or reads as a listed card (a guess aimed at the 镜 always
fails; so does one on a 女仆 reading as 毒士).  After a right guess the fox may, when the
next night starts, take one of that role's night skills that is neither 强制 nor 限定 (nor a
锁定 start skill); it acts at the skill's own step, a stolen 杀人 just before the 狼后's.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option, ask_unrepeated

from ..common import FORCED, LIMITED, LOCKED, NIGHT, PASSIVE
from ..targeting import aim

CUNNING = SkillSpec("cunning", "狡黠", "狡黠", "Cunning", NIGHT,
                    "Guess a living role's card; if right, next night use one of its skills that "
                    "is neither forced nor limited. Not the same role two nights running.")
VIGILANCE = SkillSpec("vigilance", "警惕", "警惕", "Vigilance", PASSIVE,
                      "The first effective 指杀 on the fox does not take it out.", (FORCED,))
ROLE = RoleSpec("demon_fox", "妖狐", "妖狐", "Demon Fox", camp="fox",
                skills=(CUNNING, VIGILANCE), line=102)
#: guesses on these cards always fail
UNGUESSABLE = ("poison_sage", "treasure_keeper", "gambler_shadow", "mirror")
#: the origin of a stolen skill (a stolen 杀人 strikes at ``kill:stolen``)
STOLEN = "stolen"


def stealable(g: Game, seat: int) -> list[str]:
    """The night skills of ``seat`` that are neither 强制 nor 限定 (nor 锁定)."""
    out = []
    for k in g.seats[seat].skills:
        spec = g.ruleset.names.skill(k.id)
        if spec.timing == NIGHT and not {FORCED, LIMITED, LOCKED} & set(spec.flags) \
                and k.id not in out:
            out.append(k.id)
    return out


def cunning(g: Game, me: int, inst: SkillInstance):
    """(3) 妖狐：发动<狡黠>: a target, then the card guessed."""
    t = yield from ask_unrepeated(g, me, inst, CUNNING.id, g.living(but=me))
    if t is None:
        return
    guess = yield from ask_option(g, me, "guess", [r.id for r in g.ruleset.roles],
                                  optional=False, target=t)
    final = aim(g, CUNNING.id, me, t)
    look = g.appearance(final, me, "cunning").role
    # 猜测的对象: the seat guessed as well as the one a 镜 sent the guess onto, each by its card
    # and by the card it reads as (a 女仆 after <顺从>: 表面身份) (ruling X10)
    listed = {r for s in (t, final)
              for r in (g.seats[s].role.id, g.appearance(s, me, "cunning").role)}
    right = guess == look and not listed & set(UNGUESSABLE)
    g.result(me, CUNNING.id, t, right, (True, False), guess=guess)
    if right:
        inst.data["loot"] = stealable(g, final)


def take_loot(g: Game, me: int, inst: SkillInstance):
    """下一夜晚: at the night's start the fox picks one skill of last night's right guess."""
    loot = inst.data.pop("loot", None)
    if not loot:
        return
    choice = yield from ask_option(g, me, "steal", loot)
    if choice is not None:
        g.grant(me, [SkillInstance(choice, STOLEN, "night_end")], STOLEN)


def is_stolen(inst: SkillInstance) -> bool:
    return inst.origin == STOLEN
