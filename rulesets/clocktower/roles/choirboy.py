"""镇民 42. 唱诗男孩 (line 176)

忠诚[配板]：有唱诗男孩必有国王。
国王因为恶魔造成的死亡判定而死亡时：
唱诗：获得信息：该恶魔的角色。（角色）

Ruling CT-choirboy.  忠诚 is a [配板] ability: a 唱诗男孩 dealt at the setup brings the 国王 — when
the deal holds none, the storyteller puts the 国王 in place of another townsfolk
(:func:`..setup.draft`, ``deal_pick("choirboy king out")``; the counts do not change), and a given
deal with a 唱诗男孩 and no 国王 is refused (:func:`..setup.check`).  A 唱诗男孩 made later (a 麻脸巫婆's
brew) brings nobody.  "国王因为恶魔造成的死亡判定而死亡" is read as for the 祖母 and the 贤者: a player who
is the 国王 dies of a kill a demon's ability makes (a 酒鬼 believing it is the 国王 is no 国王).  唱诗 is
information with the （角色） shape the 赏金猎人's 悬赏 has: a *player* — the demon whose judgement
killed the 国王 (该恶魔), shown as a player (as the English card: which player is the Demon).  It has
no slot in the orders (ruling C44): the 唱诗男孩 is woken at the end of the night the 国王 died (a
国王 killed by day: the next night), alive (唱诗 is not <无视死亡>), once for that death.  Drunk or
poisoned at its step: any other player.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import others
from ..info import learn
from . import king
from .grandmother import DEMON_CAUSE

LOYAL = ability("choirboy_loyal", "忠诚", "Loyalty", "配板",
                "Setup: if the 唱诗男孩 is in play, the 国王 is in play.", does="setup")
SING = ability("choirboy_info", "唱诗", "Sing", "夜晚",
               "If the 国王 dies of a demon's death judgement, learn which player is that demon.",
               does="learn_player")
ROLE = character("choirboy", "唱诗男孩", "Choirboy", "townsfolk", (LOYAL, SING), line=176,
                 number=42)

#: the 唱诗 instance's data key: the demon seat whose judgement killed a 国王, till its step
KILLER = "killer"


def heard(g: Game, me: int, inst: SkillInstance, dead: int, cause: str) -> None:
    """A 国王 died of a demon's death judgement: remember the demon for tonight's 唱诗."""
    if cause == DEMON_CAUSE and g.seats[dead].role.id == king.ROLE.id:
        inst.data[KILLER] = g.seats[dead].death_source


def sing(g: Game, me: int, inst: SkillInstance):
    """唱诗: the player who is the demon that killed the 国王 (any other player when deceived)."""
    if KILLER not in inst.data:
        return
    killer = inst.data.pop(KILLER)
    pool = others(g, me)
    valid = [killer] if killer is not None and killer != me else []
    learn(g, me, SING.id, "player", valid or pool, pool)
    return
    yield


ON_DEATH = {SING.id: heard}
NIGHT = {SING.id: sing}
