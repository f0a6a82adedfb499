"""【狼人阵营】29，刺客鸭[群内]⑩ (line 627)

暗杀[正午][指定][2]——选择范围：任意1名角色，并猜测他的[实际身份]，竞选日不可发动，该技能每天只能发动1次。
结算效果：若猜测结果正确，则对结算目标造成[致死伤害]，否则，对自己造成[致死伤害]。
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option
from rulesets.engine.forum import Special

from ..common import pool
from ..damage import strike
from ..skills import choose, spend, usable
from ..targeting import aim_one

ASSASSINATE = SkillSpec("assassinate", "暗杀", "暗殺", "Assassinate", "正午",
                        "Not on 竞选日, once a day: name a role and guess its card; right, it "
                        "takes [致死伤害], wrong, the duck does.", ("指定", "[2]", "伤害"))
GUESS = SkillSpec("assassin_guess", "猜测身份", "猜測身份", "Guessed identity", "正午",
                  "The card 暗杀 guesses.")
ROLE = RoleSpec("assassin_duck", "刺客鸭", "刺客鴨", "Assassin Duck", camp="wolf",
                checks_as_wolf=True, knife=True, skills=(ASSASSINATE,), line=627, strength=10,
                tags=("群内",))


def can_assassinate(g: Game, seat: int) -> bool:
    inst = g.seats[seat].skill(ASSASSINATE.id)
    return usable(g, seat, ASSASSINATE.id, election_day=False) and inst.data.get("day") != g.day


def assassinate(g: Game, me: int):
    inst = g.seats[me].skill(ASSASSINATE.id)
    t = yield from choose(g, me, inst, ASSASSINATE.id,
                          [s for s in pool(g, but=me) if g.seats[s].alive])
    if t is None or not g.seats[me].alive:  # out while choosing (a third 血咒 count): no 暗杀
        return
    cards = [f"card:{r.id}" for r in g.ruleset.roles if not r.additional]
    guess = yield from ask_option(g, me, GUESS.id, cards, optional=False)
    spend(inst)
    inst.data["day"] = g.day
    final = aim_one(g, me, ASSASSINATE.id, t)
    if final is None:
        return
    if g.seats[final].original_role.id == guess.partition(":")[2]:
        strike(g, me, final, "lethal", "assassinate")
    else:
        strike(g, me, me, "lethal", "assassinate")


SPECIAL = Special(ASSASSINATE.id, can_assassinate, assassinate)
