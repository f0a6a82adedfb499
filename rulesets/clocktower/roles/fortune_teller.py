"""镇民 6. 占卜师 (line 34)

宿敌<被动><持续>：使一名善良角色获得[宿敌]标记。
占卜[夜晚]<指定>：选择目标：两名不同角色；结算效果：获得信息：这两名角色中是否有恶魔或拥有[宿敌]标记的角色。（是/否）

<持续> (line 8): 占卜师造成[宿敌]标记后，会持续监测拥有[宿敌]标记的角色是否是善良的，一旦该角色变为邪恶阵营，
该角色失去[宿敌]标记，一名其他的善良阵营角色会获得[宿敌]标记.  The storyteller picks the good
player (the 占卜师 may be it).
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, KEEPS, PASSIVE, ability, character
from ..common import everyone
from ..info import learn, reads_as
from ..statuses import keep_on_good, marker, placed

HERRING = ability("fortune_teller_herring", "宿敌", "Red herring", "",
                  "A good player is your red herring (reads as a demon to you).", (PASSIVE, KEEPS),
                  does="other")
READ = ability("fortune_teller_info", "占卜", "Fortune", "夜晚",
               "Each night choose two players: learn whether either is a demon (or your red "
               "herring).", (CHOOSES,), aim="two_players", does="learn_yes_no")
ROLE = character("fortune_teller", "占卜师", "Fortune Teller", "townsfolk", (HERRING, READ),
                 line=34, number=6)


def keep_herring(g: Game, me: int, inst: SkillInstance) -> None:
    """The marker stays on a good player: moved by the storyteller when its holder turns evil."""
    if inst.origin == "cover":
        return
    keep_on_good(g, me, "red_herring", HERRING.id, "red herring",
                 lambda t: marker(g, t, "red_herring", me, HERRING.id))


def read(g: Game, me: int, inst: SkillInstance):
    """占卜: two players; yes if either registers as a demon or is the red herring."""
    a, b = yield from ask.players(g, me, READ.id, 2, everyone(g), inst=inst)
    herring = {s for s, _ in placed(g, "red_herring", me)}
    yes = any(reads_as(g, t, me, "demon") or t in herring for t in (a, b))
    learn(g, me, READ.id, "yes_no", [yes], [True, False], seats=[a, b])


NIGHT = {READ.id: read}
UPKEEP = {HERRING.id: keep_herring}
