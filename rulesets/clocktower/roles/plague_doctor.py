"""外来者 14. 瘟疫医生 (line 378)

瘟疫医生死亡时：
瘟疫<被动><无视死亡>：使说书人获得一个爪牙技能。
相克1：如果说书人获得了男爵的技能，至多两名角色会变成外来者。
相克2：如果说书人要获得镜像双子的技能，改为一名角色的身份会变为镜像双子。
相克3：如果说书人要获得提线木偶的技能，改为一名与恶魔相邻的善良角色的身份变为提线木偶。
相克4：如果说书人要获得哥布林/红唇女郎/间谍/寡妇/狐媚娘的技能，改为一名爪牙角色获得此技能，且他会得知此事。

When the 瘟疫医生 dies (alive until then: 瘟疫 ignores death, so the death itself triggers it), if 瘟疫
works (not drunk or poisoned: 技能失效, line 9) the storyteller picks a minion ability it may gain
(``plague doctor minion``; ruling CT-plague-gains), and then:

* 投毒者: from the next night on, at its own step right after 投毒者[投毒] (an inserted step, C44),
  the storyteller poisons a player of its choice until the next dusk (``plague poison``);
* 刺客: once, at its own step right after 刺客[刺杀], the storyteller may have a player die
  (``plague assassin``: whether, then whom; a direct death as the 刺客's);
* 男爵 (相克1): at once, up to two players become outsiders (``plague baron count``, then for each
  a living townsfolk, ``plague baron player``, and an outsider character not in play, ``plague
  baron outsider``): 身份转变 (line 6: told, fresh abilities, alignment kept);
* 镜像双子 (相克2): at once, a living good player becomes the 镜像双子 (``plague evil twin``) and
  turns evil, told (a minion is evil; 圣洁之魂 permitting: offered only with room for one more);
* 提线木偶 (相克3): at once, a living good player next to a demon (``plague marionette``) becomes the
  提线木偶 and turns evil without being told (it believes it is good: 木偶<认知覆盖>, line 505);
* 哥布林 / 红唇女郎 / 间谍 / 寡妇 / 狐媚娘 (相克4): a living minion (never the 提线木偶, which would learn
  it is one: line 508) of the storyteller's pick (``plague minion``) gains that character's
  abilities, fresh (:func:`..changes.acquire`), and is told which character's (a ``character``
  result, the truth).

The storyteller has no seat: it gains only the minion abilities above, those it can use by itself
(a night choice) or that the jinxes hand to a player; the other minions' abilities act through
their holder's seat (a nomination, a vote, a declaration, being woken, being executed) or the setup
(ruling CT-plague-gains).  The choice is made among those that can happen (a 提线木偶 needs a good
neighbour of a demon, 相克4 a living minion, 相克2 and 相克3 room under 圣洁之魂).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from ..alignment import room_for_evil, turn
from ..changes import acquire, become
from ..characters import DEATHLESS, PASSIVE, ability, character, implemented
from ..common import demons, everyone, in_play, minions, real, table
from ..deaths import die
from ..info import fields
from ..statuses import next_dusk

PLAGUE = ability("plague_doctor_plague", "瘟疫", "Plague", "",
                 "When you die, the storyteller gains a minion ability.", (PASSIVE, DEATHLESS),
                 does="other")
ROLE = character("plague_doctor", "瘟疫医生", "Plague Doctor", "outsider", (PLAGUE,), line=378,
                 number=14)
#: the storyteller's night uses of the abilities it gained (steps of the order, run once for
#: the table: ``GROUP``; never asked of a seat)
ST_POISON = ability("plague_poison", "瘟疫·投毒", "Plague: poison", "夜晚",
                    "(The storyteller's, after a 瘟疫医生's death) each night a player is "
                    "poisoned until dusk.", aim="player", does="drunk_or_poison")
ST_ASSASSIN = ability("plague_assassin", "瘟疫·刺杀", "Plague: assassinate", "夜晚*",
                      "(The storyteller's, after a 瘟疫医生's death) once, a player dies.",
                      aim="player", does="kill")
PROCEDURES = (ST_POISON, ST_ASSASSIN)

POISONER, ASSASSIN, BARON, EVIL_TWIN, MARIONETTE = (
    "poisoner", "assassin", "baron", "evil_twin", "marionette")
#: 相克4: the minions whose ability a minion player gains instead
HANDED = ("goblin", "scarlet_woman", "spy", "widow", "fox_spirit")
#: every minion ability the storyteller may gain (ruling CT-plague-gains), in script order
GAINABLE = (POISONER, ASSASSIN, BARON, EVIL_TWIN, MARIONETTE, *HANDED)
#: ``state.once``: the storyteller's 刺杀 used
ASSASSINATED = "plague_assassin"
#: what the storyteller holds (``state.pending`` key): the minion characters whose ability it has
HELD = "plague_doctor"
#: the origin of the abilities 相克4 gives a minion
ORIGIN = "plague_doctor"
WHY = "瘟疫医生[瘟疫]"


def _good_neighbours_of_demons(g: Game) -> list[int]:
    """Living good players seated next to a demon (与恶魔相邻: the seat beside, alive or dead)."""
    out = {(d + k) % g.n for d in demons(g, living=False) for k in (-1, 1)}
    return sorted(x for x in out if g.seats[x].alive and g.seats[x].camp == "good")


def _handed_to(g: Game) -> list[int]:
    """相克4: the living minions that may gain the ability (never the 提线木偶)."""
    return [m for m in minions(g, living=True) if g.seats[m].role.id != MARIONETTE]


def options(g: Game) -> list[str]:
    """The minion abilities the storyteller may gain now (those that can happen)."""
    held = table(g).pending.get(HELD, [])
    room = room_for_evil(g)
    out = []
    for rid in GAINABLE:
        if not implemented(g.ruleset.names.role(rid)):
            continue
        if rid in (POISONER, ASSASSIN) and rid in held:
            continue  # gained once already: a second would add nothing
        if rid == ASSASSIN and ASSASSINATED in table(g).once:
            continue
        if rid == EVIL_TWIN and not (room and _good(g)):
            continue
        if rid == MARIONETTE and not (room and _good_neighbours_of_demons(g)):
            continue
        if rid in HANDED and not _handed_to(g):
            continue
        out.append(rid)
    return out


def _good(g: Game) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.camp == "good"]


def died(g: Game, me: int, cause: str) -> None:
    """瘟疫: the storyteller gains a minion ability (or a jinx hands it on)."""
    inst = g.seats[me].skill(PLAGUE.id)
    if not real(inst) or not g.healthy(me):
        return
    pool = options(g)
    if not pool:
        return
    rid = g.story.decide("plague doctor minion", pool, {"seat": me})
    if rid in (POISONER, ASSASSIN):
        table(g).pending.setdefault(HELD, []).append(rid)
    elif rid == BARON:
        _baron(g, me)
    elif rid == EVIL_TWIN:
        t = g.story.decide("plague evil twin", _good(g), {"seat": me}, seats=True)
        turn(g, t, "evil", WHY)
        become(g, t, EVIL_TWIN, WHY)
    elif rid == MARIONETTE:
        t = g.story.decide("plague marionette", _good_neighbours_of_demons(g), {"seat": me},
                           seats=True)
        turn(g, t, "evil", WHY, told=False)  # it believes it is good (木偶<认知覆盖>)
        become(g, t, MARIONETTE, WHY)
    else:
        m = g.story.decide("plague minion", _handed_to(g), {"seat": me}, seats=True)
        spec = g.ruleset.names.role(rid)
        acquire(g, m, [SkillInstance(a.id, ORIGIN) for a in spec.skills], ORIGIN)
        g.emit("result", (m,), skill="character", target=None, **fields("character", rid))


def _baron(g: Game, me: int) -> None:
    """相克1: 至多两名角色会变成外来者 — up to two living townsfolk, each an outsider not in play."""
    count = g.story.decide("plague baron count", [0, 1, 2], {"seat": me})
    for _ in range(count):
        town = [s.index for s in g.seats if s.alive and s.side == "townsfolk"]
        outs = [r.id for r in g.ruleset.roles if r.side == "outsider" and implemented(r)
                and not in_play(g, r.id)]
        if not town or not outs:
            return
        t = g.story.decide("plague baron player", town, {"seat": me}, seats=True)
        role = g.story.decide("plague baron outsider", outs, {"seat": me, "player": t})
        become(g, t, role, WHY)


def poison(g: Game):
    """The storyteller's 投毒 (gained through 瘟疫): a player poisoned until the next dusk."""
    if POISONER in table(g).pending.get(HELD, []):
        t = g.story.decide("plague poison", everyone(g), {}, seats=True)
        g.add_status(t, "poisoned", None, until=next_dusk(g), skill=ST_POISON.id)
    return
    yield


def assassinate(g: Game):
    """The storyteller's 刺杀 (gained through 瘟疫): once, whether and whom; the player dies."""
    state = table(g)
    if ASSASSIN not in state.pending.get(HELD, []) or ASSASSINATED in state.once:
        return
    if g.story.decide("plague assassin", [False, True], {}):
        state.once.add(ASSASSINATED)
        t = g.story.decide("plague assassin target", everyone(g, living=True), {}, seats=True)
        die(g, t, "assassin", None)
    return
    yield


ON_OUT = {PLAGUE.id: died}
GROUP = {ST_POISON.id: poison, ST_ASSASSIN.id: assassinate}
