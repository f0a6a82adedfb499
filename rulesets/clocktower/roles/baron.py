"""爪牙 4. 男爵 (line 432)

招来[配板]：本局游戏外来者数量+2，镇民数量-2。

A setup ability only (``setup.MODIFIERS``).
"""

from ..characters import ability, character

SUMMON = ability("baron_setup", "招来", "Summon", "配板",
                 "Setup: two more outsiders, two fewer townsfolk.", does="setup")
ROLE = character("baron", "男爵", "Baron", "minion", (SUMMON,), line=432, number=4)
