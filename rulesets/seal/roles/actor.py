"""8.演員 (line 173)

每晚可以在原版的【預言家】、【女巫】、【守衛】當中扮演並獲得一個身份的技能直到下一天；每局每個身份技能只能
獲得一次。若扮演【守衛】，則當晚自身免疫狼刀。

The "original" roles are defined in docs/rulings/seal.md (S28): 預言家 one wolf/good check,
女巫 the antidote on tonight's knife victim or one poison, 守衛 one knife shield.  Performing
grants the form's skill instance until the night ends (直到下一天).
"""

from rulesets.engine import (PASS, Decision, Game, RoleSpec, SkillInstance, SkillSpec, ask_option,
                             ask_target)
from rulesets.engine.roles import INFORMATION, PROTECTION

from ..common import FORM_SKILL, looks_wolf, table

FORMS = ("seer", "witch", "guard")
PERFORM = SkillSpec("perform", "扮演", "扮演", "Perform", "夜間(7)",
                    "Play the original 預言家, 女巫 or 守衛 until the next day, each once per game; "
                    "as 守衛 the actor is knife-immune that night.", ("每局每個身份一次",))
SEER = SkillSpec("seer_check", "查验", "查驗", "Seer check", "夜間(8)",
                 "(預言家 form) Check another living player: 好人 or 狼人.", (FORM_SKILL,),
                 intent=INFORMATION)
GUARD = SkillSpec("guard", "守护", "守護", "Guard", "夜間(11)",
                  "(守衛 form) Shield one living player (self allowed) from tonight's knife.",
                  (FORM_SKILL,), intent=PROTECTION)
WITCH = SkillSpec("witch", "用药", "用藥", "Witch potion", "夜間(14)",
                  "(女巫 form) Told tonight's knife victim: save it with the antidote, or poison "
                  "one living player; not both.", (FORM_SKILL,))
POISON = SkillSpec("poison", "毒药", "毒藥", "Poison", "夜間(14)",
                   "(女巫 form) The poison's target.")
ROLE = RoleSpec("actor", "演员", "演員", "Actor", camp="good", side="god",
                skills=(PERFORM, SEER, GUARD, WITCH), line=173)

#: form -> the skill it grants
FORM_SKILLS = {"seer": SEER.id, "witch": WITCH.id, "guard": GUARD.id}


def perform(g: Game, me: int, inst: SkillInstance):
    used = inst.data.setdefault("forms_used", [])
    # an actor with every form spent is still woken and can only pass
    form = yield from ask_option(g, me, "perform", [f for f in FORMS if f not in used],
                                 skip_empty=False)
    if form is not None:
        used.append(form)  # 每局每個身份技能只能獲得一次 (spent when chosen: ruling S28)
        g.grant(me, [SkillInstance(FORM_SKILLS[form], "perform", "night_end")], "perform",
                notify=False)


def seer(g: Game, me: int, inst: SkillInstance):
    t = yield from ask_target(g, me, "seer_check", g.living(but=me))
    if t is not None:
        g.result(me, "seer_check", t, looks_wolf(g, t, me), (True, False))


def guard(g: Game, me: int, inst: SkillInstance):
    g.add_status(me, "self_guard", me, until="night_end")  # 若扮演【守衛】，則當晚自身免疫狼刀
    t = yield from ask_target(g, me, "guard", g.living())
    if t is not None:
        g.add_status(t, "guarded", me, until="night_end")


def witch(g: Game, me: int, inst: SkillInstance):
    night = table(g).night
    victim = night.knife if (night.knife is not None and not night.knife_void
                             and night.infected is None) else None
    choices = g.choices
    legal = [PASS, choices.option("poison")]
    if victim is not None:
        legal.insert(1, choices.option("antidote"))
    c = yield Decision(me, "witch", legal, PASS, {"victim": victim})
    if c == PASS:
        return
    if choices.decode(c).arg == "antidote":
        g.add_status(victim, "saved", me, until="night_end")  # type: ignore[arg-type]
        return
    t = yield from ask_target(g, me, "poison", g.living(but=me), optional=False)
    night.tally.file("poison", me, t, "poison")  # type: ignore[arg-type]
