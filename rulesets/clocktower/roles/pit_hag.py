"""爪牙 12. 麻脸巫婆 (line 465)

熬药[夜晚*]<指定>：选择目标：一名角色和一个身份；结算效果：如果不存在是该身份的角色，则使该角色的身份转变为该身份。
注1：如果麻脸巫婆创造了一个恶魔，当晚可能会有0-n个角色受到一次死亡判定，除了与恶魔选择的目标相同的，其余均视为麻脸
巫婆造成。

The character comes from the 麻脸巫婆's 13/4/4/4 script (line 15).  The alignment does not change.
A new demon: the storyteller picks how many extra death judgements (0-n: up to every living
player, each a different one; ruling CT-audit-b-1, C21's default 0) and on whom, from the 麻脸巫婆.  注2 (line 598): a brewed 小怪宝 turns the living demons into minions
not in play and the chosen player babysits it; another demon brewed while 小怪宝 is in play makes
it leave.
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..bluffs import part
from ..changes import become
from ..characters import CHOOSES, ability, character, implemented
from . import lil_monsta, village_idiot
from ..common import everyone, in_play, table, works
from ..deaths import judge

BREW = ability("pit_hag_brew", "熬药", "Brew", "夜晚*",
               "Each night*, choose a player and a character: if nobody is that character, the "
               "player becomes it.", (CHOOSES,), aim="player_and_character",
               does="change_character")
ROLE = character("pit_hag", "麻脸巫婆", "Pit-Hag", "minion", (BREW,), line=465, number=12)
PROCEDURES = (ability("pit_hag_character", "熬药：身份", "Brew: character", "夜晚*",
                      "The character the player becomes."),)


def brew(g: Game, me: int, inst: SkillInstance):
    """熬药: a player and a character of the script; it becomes it if nobody is."""
    t = yield from ask.player(g, me, BREW.id, everyone(g), inst=inst)
    roles = part(g, me, ("townsfolk", "outsider", "minion", "demon"))
    role = yield from ask.role(g, me, PROCEDURES[0].id, roles, may_pass=False)
    state = table(g)
    made = in_play(g, role) or (role == lil_monsta.ROLE.id and state.lil_monsta)
    if role == village_idiot.ROLE.id:  # 相克 (line 468): a new 村夫 while fewer than 3 are in play
        made = len(village_idiot.idiots(g)) >= 3
    if t is None or role is None or not works(g, me, inst) or made:
        return
    if role == lil_monsta.ROLE.id:
        yield from create_lil_monsta(g, me, t)
        return
    if g.ruleset.names.role(role).side == "demon" and state.lil_monsta:
        lil_monsta.leaves(g)
    become(g, t, role, "麻脸巫婆[熬药]")
    if g.ruleset.names.role(role).side == "demon":
        # 0-n (注1): any number up to every living player (ruling CT-audit-b-1; it was 0-2)
        living = everyone(g, living=True)
        extra = g.story.decide("pit-hag demon deaths", list(range(len(living) + 1)),
                               {"seat": me})
        chosen: list[int] = []
        for _ in range(extra):
            pool = [s for s in everyone(g, living=True) if s not in chosen]
            if not pool:
                break
            victim = g.story.decide("pit-hag death", pool, {"seat": me}, seats=True)
            chosen.append(victim)
            if works(g, me, inst):  # each only while 熬药 works (ruling CT-sweetheart-mid)
                judge(g, victim, me, "ability")


def create_lil_monsta(g: Game, me: int, target: int):
    """注2 (line 598): 如果小怪宝被麻脸巫婆创造，则原本的存活恶魔（如果有）会变为一名不在场的爪牙 — the chosen
    player babysits it from now on (ruling CT-pit-hag-monsta)."""
    minions = [r.id for r in g.ruleset.roles if r.side == "minion" and implemented(r)
               and not in_play(g, r.id)]
    for d in [s.index for s in g.seats if s.alive and s.side == "demon"]:
        if minions:
            new = g.story.decide("demon becomes a minion", minions, {"seat": d})
            minions.remove(new)
            become(g, d, new, "麻脸巫婆[熬药]：小怪宝")
    table(g).lil_monsta = True
    lil_monsta.new_babysitter(g, target)
    return
    yield


NIGHT = {BREW.id: brew}
