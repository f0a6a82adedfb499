"""爪牙 19. 提线木偶 (line 504)

提线[配板]：提线木偶与恶魔相邻。
木偶<认知覆盖>：提线木偶认为自己是一个善良的镇民或外来者。
操纵<被动><持续>：使恶魔获得信息：提线木偶的角色。（角色）
注：提线木偶不会因其他角色的技能导致他确认自己是爪牙而被唤醒。

The storyteller picks the good character the 提线木偶 believes it is (not in play; the 气球驾驶员
when the setup took the 气球驾驶员's 危险 for it, 相克 line 509: ruling CT-balloonist-setup); it is told
"失忆的<that type>" and woken as it.  Each demon learns who the 提线木偶 is (once, at night).
"""

from rulesets.engine import Game, SkillInstance

from ..characters import COVER, KEEPS, PASSIVE, ability, character
from ..common import real
from ..cover import believe
from ..info import show_to_demons

STRINGS = ability("marionette_setup", "提线", "Strings", "配板",
                  "Setup: you sit next to the demon.", does="setup")
PUPPET = ability("marionette_cover", "木偶", "Puppet", "",
                 "You believe you are a good townsfolk or outsider.", (COVER,))
PULLED = ability("marionette_leak", "操纵", "Pulled", "",
                 "The demon learns who you are.", (PASSIVE, KEEPS), does="other")
ROLE = character("marionette", "提线木偶", "Marionette", "minion", (STRINGS, PUPPET, PULLED),
                 line=504, number=19)


def setup(g: Game, me: int, inst: SkillInstance) -> None:
    """The storyteller picks the good character the 提线木偶 believes it is (the 气球驾驶员 when
    the setup took its 危险: 相克, line 509)."""
    from ..setup import BALLOONIST, marionette_danger  # the setup module imports the roles
    # only a dealt one took the 危险; one made later (瘟疫医生 相克3) believes any good character
    forced = g.phase == "setup" and marionette_danger([s.role.id for s in g.seats])
    believe(g, me, ("townsfolk", "outsider"), not_in_play=True,
            only=(BALLOONIST,) if forced else ())


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """操纵: each demon learns who the 提线木偶 is (once, at night)."""
    if real(inst) and g.phase.startswith("night"):
        show_to_demons(g, me, PULLED.id)


SETUP = {PUPPET.id: setup}
UPKEEP = {PULLED.id: keep}
