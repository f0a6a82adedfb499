"""外来者 15. 隐士 (line 386)

归隐[配板]：可能本局游戏外来者数量-1，镇民数量+1。
烦扰<被动>：隐士拥有三个其他外来者的技能。
注1：在全员追忆剧本中，隐士会在进入场时得知自己是隐士，且拥有三套独立的[寻回记忆]和[旁敲侧击]以对应隐士获得的三个外来者技能。隐士需取得三个是方计入黄昏公布的角色数量。
注2：隐士拥有的技能不会是酒鬼或疯子的技能，且[归隐]不会减去隐士自己。

归隐 is the storyteller's call at the setup (:mod:`..setup`): with a 隐士 dealt, one *other*
outsider may be swapped for a townsfolk (注2: never the 隐士 itself), after every other [配板]
ability (ruling CT-hermit-setup).  烦扰: the storyteller picks three other outsider characters of the
script, in play or not, never the 酒鬼, the 疯子 or the 隐士 (three recorded ``hermit ability`` calls;
ruling CT-hermit-picks), and the 隐士 holds their abilities as its own, fresh
(:func:`..changes.acquire`): each runs where and as that outsider's does, from the same module (a
step of the night order, a death hook, a day hook, a registration), with that ability's own flags —
so a dead 隐士 keeps those that ignore death (the 心上人's 倾心, the 理发师's 变态) and loses the others
(line 13; CT-hermit-death).  They are the 隐士 character's: a character change takes them
(``changes.BOUND``); a revived 隐士 joins anew and the storyteller picks afresh.

注1: the 隐士 dealt at the setup is told its character (``role``) after its type, and has three
memories, one per outsider (``ClocktowerState.tracks``): its 寻回记忆 / 旁敲侧击 first choose one
(:mod:`..amnesia`), and it counts at dusk once all three said "是" (CT-hermit-memory).  A 提线木偶
that believes it is the 隐士 is told so too and has three believed outsiders, woken as their
holder, nothing taking effect (line 508; CT-hermit-marionette).  A seat that becomes the 隐士 later
(理发师, 麻脸巫婆) or a 哲学家 that gains 烦扰 holds three abilities but no memories: its 寻回记忆 still
asks about its first character (line 14).  A drunk or poisoned 隐士 still holds the abilities; each
fails as its own module says (the 陌客 does not register, the 告密者's minions may be shown anything).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from ..changes import BOUND, acquire
from ..characters import PASSIVE, ability, character, implemented
from ..common import COVER, table
from .philosopher import BELIEVED  # a failing 思索's believed 烦扰: no belief of three more

RETREAT = ability("hermit_setup", "归隐", "Retreat", "配板",
                  "Setup: there may be one outsider fewer and one townsfolk more (never the 隐士).",
                  does="setup")
HAUNT = ability("hermit_haunt", "烦扰", "Haunt", "",
                "You have the abilities of three other outsiders (never the 酒鬼 or 疯子).",
                (PASSIVE,), does="other")
ROLE = character("hermit", "隐士", "Hermit", "outsider", (RETREAT, HAUNT), line=386, number=15)

#: 注2: the outsiders whose abilities the 隐士 never holds (and itself: 其他外来者)
NEVER = frozenset({"drunk", "lunatic", ROLE.id})
#: how many outsiders' abilities 烦扰 holds
HELD = 3
#: the origin of the abilities 烦扰 holds
ORIGIN = "hermit"


def choices(g: Game) -> list[str]:
    """The outsider characters 烦扰 may hold: implemented, not the 酒鬼, 疯子 or 隐士."""
    return [r.id for r in g.ruleset.roles
            if r.side == "outsider" and r.id not in NEVER and implemented(r)]


def pick(g: Game, me: int) -> list[str]:
    """The storyteller's three outsiders (three recorded calls, one at a time)."""
    pool = choices(g)
    out: list[str] = []
    for k in range(min(HELD, len(pool))):
        role = g.story.decide("hermit ability", pool, {"seat": me, "index": k + 1})
        pool.remove(role)
        out.append(role)
    return out


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """烦扰: a 隐士 that holds no abilities through this instance yet (dealt, made, revived) gets
    the storyteller's three; the 隐士 dealt at the setup is told it is the 隐士 and has a memory of
    each (注1)."""
    if "held" in inst.data or BELIEVED in inst.data:
        return
    state = table(g)
    s = g.seats[me]
    if inst.origin == COVER:  # a 提线木偶 that believes it is the 隐士: three believed outsiders
        if state.memory.get(me) != ROLE.id or me in state.tracks:
            return
        roles = inst.data["held"] = pick(g, me)
        s.skills.extend(SkillInstance(a.id, COVER) for r in roles
                        for a in g.ruleset.names.role(r).skills)
        _remember(g, me, roles)
        return
    roles = inst.data["held"] = pick(g, me)
    # a revived 隐士 joins anew: what its earlier 烦扰 held (the abilities that ignore death) goes
    s.skills = [k for k in s.skills if not (k.origin == ORIGIN and k.data.get(BOUND) == inst.origin)]
    insts = [SkillInstance(a.id, ORIGIN, data={BOUND: inst.origin, ORIGIN: r})
             for r in roles for a in g.ruleset.names.role(r).skills]
    acquire(g, me, insts, ORIGIN)
    if inst.identity and state.memory.get(me) == ROLE.id and me not in state.tracks:
        _remember(g, me, roles)


def _remember(g: Game, me: int, roles: list[str]) -> None:
    """注1: told it is the 隐士 on entering; one memory per held outsider."""
    table(g).tracks[me] = list(roles)
    g.tell(me, "role", role=ROLE.id)


UPKEEP = {HAUNT.id: keep}
