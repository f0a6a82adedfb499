"""恶魔 9. 堤丰之首 (line 577)

堤丰[配板]：爪牙数量+1且善良阵营角色数量-1，邪恶阵营角色全部相邻且堤丰之首位于邪恶阵营角色中间的两个位置之一；可能有
任意数量的外来者和镇民。
杀害[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。

The setup and the seating are ``setup.MODIFIERS`` and ``setup.typhon_seated``.
"""

from ..characters import ability, character
from .kill import kill_ability, kill_step

TYPHON = ability("lord_of_typhon_setup", "堤丰", "Typhon", "配板",
                 "Setup: one more minion; the evil players sit together, you in the middle.",
                 does="setup")
KILL = kill_ability("lord_of_typhon")
ROLE = character("lord_of_typhon", "堤丰之首", "Lord of Typhon", "demon", (TYPHON, KILL), line=577,
                 number=9)

NIGHT = {KILL.id: kill_step(KILL.id)}
