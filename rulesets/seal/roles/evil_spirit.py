"""17.惡靈 (line 251)

有狼刀，查驗是否為狼人時為狼人；每晚可以在原版的【種狼】、【隱狼】、【血月使徒】當中化身並獲得一個身份的
技能直到下一晚。若化身【種狼】，則被感染者失去原有身份技能，身份等同於普通狼人。
若化身【隱狼】，則當晚不參與狼刀。

Forms (rulings S30-S33): a form is a status from the 惡靈's step until the next night starts,
told to the wolf chat.  種狼 grants <感染> for that time: once per game, infect tonight's knife
victim; asked whatever protects the victim, it takes hold only if the knife would kill it.  隱狼: no knife, reads good to checks and the bear, cannot
self-explode.  血月使徒: may self-explode; then every good-camp skill fails the following night.
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..common import FORM_SKILL, WOLF, WOLF_CHAT, table
from .wolves import PLAIN_WOLF, knife_kills, meet, pack_skills

FORMS = ("seed_wolf", "hidden_wolf", "blood_moon_apostle")
INCARNATE = SkillSpec("incarnate", "化身", "化身", "Incarnate", "夜間(6)",
                      "Take the form of the original 種狼, 隱狼 or 血月使徒 until the next night.")
INFECT = SkillSpec("infect", "感染", "感染", "Infect", "夜間(13)",
                   "(種狼 form, once per game) Turn tonight's knife victim into a plain wolf "
                   "instead of killing it.", (FORM_SKILL,))
ROLE = RoleSpec("evil_spirit", "恶灵", "惡靈", "Evil Spirit", camp="wolf", checks_as_wolf=True,
                knife=True, skills=(INCARNATE, INFECT), line=251)


def incarnate(g: Game, me: int, inst: SkillInstance):
    forms = [f for f in FORMS if f != "seed_wolf" or not table(g).infection_used]
    form = yield from ask_option(g, me, "incarnate", forms)
    if form is not None:
        g.add_status(me, form, me, until="night_start")
        if form == "seed_wolf":
            g.grant(me, [SkillInstance(INFECT.id, "incarnate", "night_start")], "incarnate",
                    notify=False)
        g.chat(WOLF_CHAT, "form", seat=me, form=form)


def infect(g: Game, me: int, inst: SkillInstance):
    """<感染> tonight's knife victim.  The 惡靈 is asked whenever the knife has a victim: asking
    only when the knife would kill would tell it the victim was protected (ruling S31).  The
    infection takes hold only if the knife would kill; otherwise it fails unseen, and is spent
    all the same (once per game, S30)."""
    state = table(g)
    victim = state.night.knife
    if state.infection_used or victim is None:
        return
    c = yield from ask_option(g, me, "infect", ["infect"], victim=victim)
    if c is None:
        return
    state.infection_used = True
    if not knife_kills(g, victim):
        return
    state.night.infected = victim
    g.add_status(victim, "infected", me, until="night_end")  # the knife does not kill it
    convert(g, victim)


def convert(g: Game, seat: int) -> None:
    """被感染者失去原有身份技能，身份等同於普通狼人."""
    s = g.seats[seat]
    s.role = PLAIN_WOLF
    s.camp = s.win_camp = WOLF
    s.skills = pack_skills(PLAIN_WOLF)
    g.tell(seat, "infected")
    meet(g)


def can_explode(g: Game, seat: int) -> bool:
    return "hidden_wolf" not in g.seats[seat].statuses


def on_explode(g: Game, seat: int) -> None:
    if "blood_moon_apostle" in g.seats[seat].statuses:
        table(g).apostle_pending = True  # every good-camp skill fails the following night
