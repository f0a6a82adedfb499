"""外来者 2. 陌客 (line 322)

陌生<被动><无视死亡>：陌客的阵营可能被视为邪恶阵营，身份可能被视为爪牙或恶魔。

Registration (ruling C10): to each asker, once per night, the storyteller picks how the 陌客 reads:
as itself, or as an evil minion or demon character of the script (never while it is drunk or
poisoned).
"""

from rulesets.engine import Appearance, Game

from ..characters import DEATHLESS, PASSIVE, ability, character, implemented

STRANGE = ability("recluse_register", "陌生", "Stranger", "",
                  "You may register as evil, and as a minion or demon.", (PASSIVE, DEATHLESS),
                  does="other")
ROLE = character("recluse", "陌客", "Recluse", "outsider", (STRANGE,), line=322, number=2)


def registers(g: Game, me: int, look: Appearance) -> list[Appearance]:
    """How the 陌客 may register: as any minion or demon of the script, evil."""
    return [look._replace(role=r.id, camp="evil", side=r.side) for r in g.ruleset.roles
            if r.side in ("minion", "demon") and implemented(r)]


REGISTERS = {STRANGE.id: registers}
