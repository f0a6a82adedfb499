"""镇民 3. 调查员 (line 25)

调查[首夜]：获得信息：两名不同角色和一个爪牙身份，这两名角色之一为该身份；或没有爪牙在场。
（角色2+身份 1/没有爪牙在场）
"""

from ..characters import ability, character
from ..info import pair_step

INVESTIGATE = ability("investigator_info", "调查", "Investigate", "首夜",
                      "Learn two players and a minion character (one of them is it), or that no "
                      "minion is in play.", does="learn_player_and_character")
ROLE = character("investigator", "调查员", "Investigator", "townsfolk", (INVESTIGATE,), line=25,
                 number=3)

NIGHT = {INVESTIGATE.id: pair_step(INVESTIGATE.id, "minion", none_allowed=True)}
