"""外来者 17. 书生 (line 395)

文气<被动><持续>：使恶魔得知书生在场；使恶魔获得技能：
诱捕[白天]<拜访><单局限定>：选择目标，一名角色；结算效果：如果该角色是书生或具有书生的技能，则使恶魔获得临时技能：
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。

诱捕 and 杀害 are the demon's, not the 书生's: the 书生 holds 文气 only, and the two granted
abilities are procedures of the script (``PROCEDURES``; the order's 书生[杀害], line 732, runs
the demon's 杀害: ``night.GRANTED``).  While 文气 works (the 书生 alive, not drunk or poisoned,
truly the 书生: <持续>), every living demon learns once that the 书生 is in play (not who) and
holds 诱捕 until it is used — <单局限定>: one use in the game, by anyone, drunk or not — and,
after a 诱捕 that named the 书生 (or a player holding 文气), the "temporary" 杀害: read as lasting
while 文气 does (ruling CT-scholar).  The named player is read as it registers to the demon
(C10).  The demon is not told whether it succeeded (在获得技能时，不会知道获得的是什么技能, line 9):
it is simply woken for 杀害 on the nights after.
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, ONCE_PER_GAME, PASSIVE, VISIT, ability, character
from ..common import demons, everyone, real, table, works
from ..info import learn, look
from .kill import kill_step

WIT = ability("scholar_wit", "文气", "Erudition", "",
              "The demon learns a Scholar is in play and may lure it.", (PASSIVE, KEEPS),
              does="other")
LURE = ability("scholar_lure", "诱捕", "Lure", "白天",
               "(The demon's) once per game, visit the storyteller and name a player: the "
               "Scholar gives you an extra kill.", (VISIT, ONCE_PER_GAME), aim="player",
               does="other")
SLAY = ability("scholar_kill", "杀害", "Kill", "夜晚*",
               "(The demon's, after a lure) each night*, choose a player: a death judgement.",
               (CHOOSES,), aim="player", does="kill")
ROLE = character("scholar", "书生", "Scholar", "outsider", (WIT,), line=395, number=17)
#: the demon's abilities 文气 grants (procedures of the script: no character lists them)
PROCEDURES = (LURE, SLAY)
ORIGIN = "scholar"
#: ``state.once`` entries: 诱捕 used (单局限定), and a 诱捕 that found the 书生
USED, FOUND = "scholar_lure", "scholar_found"


def keep(g: Game) -> None:
    """文气 <持续>: while one works, every living demon knows the 书生 is in play and holds 诱捕
    (until used) and, once it found the 书生, 杀害; none of them otherwise."""
    state = table(g)
    scholars = [me for me, inst in g.holders(WIT.id) if real(inst) and works(g, me, inst, note=False)]
    for s in g.seats:
        want = set()
        if scholars and s.alive and s.side == "demon":
            want = {SLAY.id} if FOUND in state.once else set()
            if USED not in state.once:
                want.add(LURE.id)
            for me in scholars:
                if (WIT.id, s.index, me) not in state.told and g.phase != "setup":
                    state.told.add((WIT.id, s.index, me))
                    learn(g, s.index, WIT.id, "character", [ROLE.id],
                          [r.id for r in g.ruleset.roles])
        held = {k.id for k in s.skills if k.origin == ORIGIN}
        if held - want:
            s.skills = [k for k in s.skills if not (k.origin == ORIGIN and k.id not in want)]
        for sid in sorted(want - held):
            g.grant(s.index, [SkillInstance(sid, ORIGIN)], ORIGIN, notify=False)


def lure(g: Game, me: int, inst: SkillInstance):
    """诱捕: name a player; the 书生 (or a holder of 文气) gives the demon 杀害.  Spent for the
    whole game by any use."""
    state = table(g)
    if USED in state.once:
        g.tell(me, "visit", nothing=True)
        return
    t = yield from ask.player(g, me, LURE.id, everyone(g), may_pass=False, inst=inst)
    state.once.add(USED)
    if t is None or not works(g, me, inst):
        return
    if look(g, t, me).role == ROLE.id or g.seats[t].skill(WIT.id) is not None:
        state.once.add(FOUND)


TABLE_UPKEEP = (keep,)
VISITS = {LURE.id: lure}
NIGHT = {SLAY.id: kill_step(SLAY.id)}
