"""镇民 1. 洗衣妇 (line 19)

洗衣[首夜]：获得信息：两名不同角色和一个镇民身份，这两名角色之一为该身份。（角色2+身份 1）
"""

from ..characters import ability, character
from ..info import pair_step

WASH = ability("washerwoman_info", "洗衣", "Launder", "首夜",
               "Learn two players and a townsfolk character: one of them is that character.",
               does="learn_player_and_character")
ROLE = character("washerwoman", "洗衣妇", "Washerwoman", "townsfolk", (WASH,), line=19, number=1)

NIGHT = {WASH.id: pair_step(WASH.id, "townsfolk", none_allowed=False)}
