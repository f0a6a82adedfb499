"""恶魔 10. 卡扎力 (line 581)

配队[配板]：卡扎力可以选择两名玩家并选择两个爪牙身份，这两名玩家的角色是这两个身份；可能有任意数量的外来者和镇民。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
相克1：如果卡扎力选择了提线木偶，提线木偶将与卡扎力邻座。

At setup, before anyone is told anything, the 卡扎力 chooses two players and, for each, a minion
character from its 13/4/4/4 script (line 15): the player becomes that minion (and evil).  A
提线木偶 must sit next to the 卡扎力 (the choice is refused otherwise).  The 卡扎力 is not told its
character by this (ruling C65).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..bluffs import part
from ..characters import ability, character
from ..common import table
from .kill import kill_ability, kill_step

TEAM = ability("kazali_setup", "配队", "Recruit", "配板",
               "Setup: choose two players and two minion characters: they are those minions.",
               aim="player_and_character", does="setup")
KILL = kill_ability("kazali")
ROLE = character("kazali", "卡扎力", "Kazali", "demon", (TEAM, KILL), line=581, number=10)
PROCEDURES = (ability("kazali_character", "配队：身份", "Recruit: character", "配板",
                      "The minion character of the chosen player."),)


def recruit(g: Game, me: int, inst: SkillInstance):
    """配队: two good players and two minion characters from the script."""
    minions = part(g, me, ("minion",))
    for _ in range(2):
        near = {(me - 1) % g.n, (me + 1) % g.n}
        pool = [s.index for s in g.seats if s.camp == "good"]
        t = yield from ask.player(g, me, TEAM.id, pool, may_pass=False)
        roles = [m for m in minions if m != "marionette" or t in near]
        role = yield from ask.role(g, me, PROCEDURES[0].id, roles, may_pass=False)
        if t is None or role is None:
            continue
        minions.remove(role)
        g.change_role(t, role, notify=None)
        g.change_camp(t, "evil", notify=None)
        table(g).memory[t] = role
        g.emit("character_change", (), seat=t, role=role, why="卡扎力[配队]")


SETUP = {TEAM.id: recruit}
NIGHT = {KILL.id: kill_step(KILL.id)}
