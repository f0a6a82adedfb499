"""镇民 2. 图书管理员 (line 22)

发现[首夜]：获得信息：两名不同角色和一个外来者身份，这两名角色之一为该身份；或没有外来者在场。
（角色2+身份 1/没有外来者在场）
"""

from ..characters import ability, character
from ..info import pair_step

FIND = ability("librarian_info", "发现", "Find", "首夜",
               "Learn two players and an outsider character (one of them is it), or that no "
               "outsider is in play.", does="learn_player_and_character")
ROLE = character("librarian", "图书管理员", "Librarian", "townsfolk", (FIND,), line=22, number=2)

NIGHT = {FIND.id: pair_step(FIND.id, "outsider", none_allowed=True)}
