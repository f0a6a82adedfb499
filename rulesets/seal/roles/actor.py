"""8.演員 (line 175)

每晚可以在原版的【預言家】、【女巫】、【守衛】當中扮演並獲得一個身份的技能直到下一天；每局每個身份技能只能
獲得一次。若扮演【守衛】，則當晚自身免疫狼刀。

The "original" roles are defined in docs/rulings/seal.md (S28): 預言家 one wolf/good check,
女巫 the antidote on tonight's knife victim or one poison, 守衛 one knife shield.
"""

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillSpec

from ..common import ask_option, ask_target, disabled, holders, living_others, looks_wolf, result, st
from .wolves import knife_kills

FORMS = ("seer", "witch", "guard")
PERFORM = SkillSpec("perform", "扮演", "扮演", "Perform", "夜間(7)",
                    "Play the original 預言家, 女巫 or 守衛 until the next day, each once per game; "
                    "as 守衛 the actor is knife-immune that night.", ("每局每個身份一次",))
SEER = SkillSpec("seer_check", "查验", "查驗", "Seer check", "夜間(8)",
                 "(預言家 form) Check another living player: 好人 or 狼人.")
GUARD = SkillSpec("guard", "守护", "守護", "Guard", "夜間(11)",
                  "(守衛 form) Shield one living player (self allowed) from tonight's knife.")
WITCH = SkillSpec("witch", "用药", "用藥", "Witch potion", "夜間(14)",
                  "(女巫 form) Told tonight's knife victim: save it with the antidote, or poison "
                  "one living player; not both.")
POISON = SkillSpec("poison", "毒药", "毒藥", "Poison", "夜間(14)",
                   "(女巫 form) The poison's target.")
ROLE = RoleSpec("actor", "演员", "演員", "Actor", camp="good", side="god",
                skills=(PERFORM, SEER, GUARD, WITCH), line=175)


def _form(g: Game, me: int) -> str | None:
    """The identity the actor plays tonight (直到下一天: it lapses at dawn)."""
    night, form = g.seats[me].memory.get("form_tonight", (0, None))
    return form if night == g.night else None


def perform(g: Game):
    for me in holders(g, ROLE.id):
        if disabled(g, me):
            continue
        used = g.seats[me].memory.setdefault("forms_used", [])
        form = yield from ask_option(g, me, "perform", [f for f in FORMS if f not in used])
        if form is not None:
            used.append(form)  # 每局每個身份技能只能獲得一次 (spent when chosen)
            g.seats[me].memory["form_tonight"] = (g.night, form)


def seer(g: Game):
    for me in holders(g, ROLE.id):
        if _form(g, me) != "seer" or disabled(g, me):
            continue
        t = yield from ask_target(g, me, "seer_check", living_others(g, me))
        if t is not None:
            result(g, me, "seer_check", t, looks_wolf(g, t))


def guard(g: Game):
    for me in holders(g, ROLE.id):
        if _form(g, me) != "guard" or disabled(g, me):
            continue
        night = st(g).night
        night.actor_guard = me  # 若扮演【守衛】，則當晚自身免疫狼刀
        t = yield from ask_target(g, me, "guard", g.living())
        if t is not None:
            night.guarded.add(t)


def witch(g: Game):
    for me in holders(g, ROLE.id):
        if _form(g, me) != "witch" or disabled(g, me):
            continue
        night = st(g).night
        victim = night.knife if (night.knife is not None and not night.knife_void
                                 and night.infected is None) else None
        table = g.choices
        legal = [PASS, table.option("poison")]
        if victim is not None:
            legal.insert(1, table.option("antidote"))
        c = yield Decision(me, "witch", legal, PASS, {"victim": victim})
        if c == PASS:
            continue
        if table.decode(c).arg == "antidote":
            night.antidote = victim
            continue
        t = yield from ask_target(g, me, "poison", living_others(g, me), optional=False)
        night.poison = t


def knife_shielded(g: Game, seat: int) -> bool:
    night = st(g).night
    return seat in night.guarded or seat == night.actor_guard


__all__ = ["ROLE", "perform", "seer", "guard", "witch", "knife_shielded", "knife_kills"]
