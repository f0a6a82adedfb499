"""外来者 11. 帽匠 (line 363)

帽匠死亡时：
准备<被动>：使帽匠获得[制帽]标记，持续至下一个黎明。
夜晚帽匠拥有[制帽]标记时：
制帽[夜晚]<被动><无视死亡>：使爪牙获得临时技能：戴帽[夜晚]：选择一个不在场的爪牙身份，转变为该身份；或选择不变。恶魔获得临时
技能：戴帽[夜晚]：选择一个不在场的恶魔身份，转变为该身份；或选择不变。
相克：如果帽匠发动技能时，恶魔选择了小怪宝，则还需在爪牙列表中选择一个爪牙角色，恶魔的身份变为该身份。

The step is 帽匠[戴帽] (line 696, second of the other nights; ruling CT-hatter-step): it runs the
帽匠's 制帽 for each holder with a [制帽] marker — so a 帽匠 executed by day works that night, one
killed at night (after the step) or on the first night never.  As for the 理发师 (CT-barber-marker)
the marker is made whatever the 帽匠's health and tied to 制帽; a drunk or poisoned 帽匠's 制帽 fails
and nobody is woken (CT-hatter-drunk).  A working one wakes every living minion, then every
living demon (the storyteller's order within each, line 9): each is given the part of its
13/4/4/4 script of its type (line 15: 因帽匠技能发动技能的爪牙和恶魔) and chooses one character of it
or to stay; a character in play changes nothing (选择一个不在场的…身份; as for the 麻脸巫婆).  The new
character is a 身份转变 (line 6: told, fresh abilities, alignment kept).  小怪宝's babysitter is
the demon for every rule: it is asked as a demon only (CT-hatter-babysitter); the 提线木偶 is not
woken (提线木偶不会因其他角色的技能导致他确认自己是爪牙而被唤醒, line 508; CT-hatter-marionette); a demon made while
小怪宝 is in play makes it leave (注2, line 598).  The jinx (line 368, CT-hatter-lil-monsta): a
demon choosing 小怪宝 then chooses a minion character not in play, becomes it, and 小怪宝 is in play
(no babysitter until the minions' 照看 that night).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..bluffs import part
from ..changes import become
from ..characters import DEATHLESS, PASSIVE, ability, character, implemented
from ..common import in_play, is_demon, minions, real, table, works
from ..statuses import marker, next_dawn
from . import lil_monsta

READY = ability("hatter_ready", "准备", "Ready", "",
                "When you die, you hold [制帽] until the next dawn.", (PASSIVE,), does="other")
PARTY = ability("hatter_party", "制帽", "Tea party", "夜晚",
                "On a night you hold [制帽], the minions and demons may change character.",
                (PASSIVE, DEATHLESS), does="change_character")
ROLE = character("hatter", "帽匠", "Hatter", "outsider", (READY, PARTY), line=363, number=11)
#: 戴帽, the temporary abilities a minion / a demon is asked (never held by a seat)
HAT_MINION = ability("hatter_minion", "戴帽", "Hat (minion)", "夜晚",
                     "Choose a minion character not in play to become, or stay.",
                     aim="character", does="change_character")
HAT_DEMON = ability("hatter_demon", "戴帽", "Hat (demon)", "夜晚",
                    "Choose a demon character not in play to become, or stay.",
                    aim="character", does="change_character")
JINX_MINION = ability("hatter_lil_monsta", "戴帽：爪牙", "Hat: minion", "夜晚",
                      "Chose 小怪宝: choose the minion character to become.",
                      aim="character", does="change_character")
PROCEDURES = (HAT_MINION, HAT_DEMON, JINX_MINION)


def died(g: Game, me: int, cause: str) -> None:
    """准备: the 帽匠 holds [制帽] until the next dawn (made even while drunk: a marker)."""
    if real(g.seats[me].skill(READY.id)) and g.seats[me].skill(PARTY.id) is not None:
        marker(g, me, "tea_party", me, PARTY.id, until=next_dawn(g))


def party(g: Game, me: int, inst: SkillInstance):
    """制帽: with [制帽] on the 帽匠 and the ability working, each minion then each demon may
    change character."""
    if "tea_party" not in g.seats[me].statuses or not works(g, me, inst):
        return
    living_minions = [m for m in minions(g, living=True)  # never the 提线木偶 (line 508)
                      if not is_demon(g, m) and g.seats[m].role.id != "marionette"]
    living_demons = [s.index for s in g.seats if s.alive and is_demon(g, s.index)]
    for seat, kind, hat in ([(m, "minion", HAT_MINION) for m in _order(g, living_minions)]
                            + [(d, "demon", HAT_DEMON) for d in _order(g, living_demons)]):
        if not g.seats[seat].alive:
            continue
        roles = part(g, seat, (kind,))
        role = yield from ask.role(g, seat, hat.id, roles, may_pass=True)
        if role is None or not works(g, me, inst) or in_play(g, role):
            continue
        if role == lil_monsta.ROLE.id:
            if not table(g).lil_monsta:
                yield from _lil_monsta(g, seat)
            continue
        if kind == "demon" and table(g).lil_monsta:
            lil_monsta.leaves(g)  # 注2 (line 598): another demon made while 小怪宝 is in play
        become(g, seat, role, "帽匠[戴帽]")


def _order(g: Game, seats: list[int]) -> list[int]:
    """Several holders of one step act in the storyteller's order (line 9)."""
    if len(seats) < 2:
        return seats
    return g.story.order(list(seats), "order 帽匠[戴帽]")


def _lil_monsta(g: Game, demon: int):
    """相克 (line 368): the demon also chooses a minion character and becomes it; 小怪宝 is in play."""
    pool = [r.id for r in g.ruleset.roles if r.side == "minion" and implemented(r)
            and not in_play(g, r.id)]
    role = yield from ask.role(g, demon, JINX_MINION.id, pool, may_pass=False)
    if role is None:
        return
    become(g, demon, role, "帽匠[戴帽]：小怪宝")
    table(g).lil_monsta = True


ON_OUT = {READY.id: died}
NIGHT = {PARTY.id: party}
