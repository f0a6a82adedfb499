"""爪牙 9. 镜像双子 (line 453)

镜像<被动><持续>：使一名与镜像双子不同阵营的角色获得[对立双子]标记；获得信息：拥有[对立双子]标记的角色和该角色的
身份；使拥有[对立双子]标记的角色获得信息：镜像双子的角色和身份。（角色+身份）
难辨<被动>：如果镜像双子与拥有[对立双子]标记的角色中善良阵营的角色被处决，邪恶阵营获胜；如果镜像双子与拥有
[对立双子]标记的角色都存活，善良阵营无法获胜。

The storyteller picks the twin at setup (and again if the pair ever shares an alignment: <持续>);
each of the two learns the other and its character.
"""

from typing import Optional

from rulesets.engine import Game, SkillInstance

from ..characters import KEEPS, PASSIVE, ability, character
from ..common import real, works
from ..info import learn
from ..statuses import marker, placed
from ..win import ability_win

MIRROR = ability("evil_twin_mirror", "镜像", "Mirror", "",
                 "A player of the other alignment is your twin: you learn each other and your "
                 "characters.", (PASSIVE, KEEPS), does="learn_player_and_character")
TWINS = ability("evil_twin_win", "难辨", "Twins", "",
                "If the good twin is executed, evil wins; while both twins live, good cannot win.",
                (PASSIVE,), does="other")
ROLE = character("evil_twin", "镜像双子", "Evil Twin", "minion", (MIRROR, TWINS), line=453, number=9)


def twin_of(g: Game, me: int) -> Optional[int]:
    """The seat carrying this 镜像双子's [对立双子] marker, if any."""
    found = placed(g, "twin", me)
    return found[0][0] if found else None


def keep(g: Game, me: int, inst: SkillInstance) -> None:
    """镜像<持续>: a twin of the other alignment; both learn each other when it is chosen."""
    if not real(inst):
        return
    twin = twin_of(g, me)
    if twin is not None and g.seats[twin].camp != g.seats[me].camp:
        return
    if twin is not None:
        g.remove_status(twin, "twin", me)
    other = [s.index for s in g.seats if s.camp != g.seats[me].camp]
    if not other:
        return
    twin = g.story.decide("evil twin", other, {"seat": me}, seats=True)
    marker(g, twin, "twin", me, MIRROR.id)
    for a, b in ((me, twin), (twin, me)):
        role = g.seats[b].role.id
        learn(g, a, MIRROR.id, "player_and_character", [(b, role)], [(b, role)], target=b)


def pair_alive(g: Game) -> bool:
    """镜像双子与对立双子都存活: the good team cannot win."""
    for me, inst in g.holders(TWINS.id):
        twin = twin_of(g, me)
        if twin is not None and g.seats[twin].alive and works(g, me, inst):
            return True
    return False


def executed(g: Game, seat: int):
    """难辨: the good twin executed, the evil team wins."""
    for me, inst in g.holders(TWINS.id, living=False):
        twin = twin_of(g, me)
        if twin is None or seat not in (me, twin) or g.seats[seat].camp != "good":
            continue
        if works(g, me, inst):
            ability_win(g, "evil", "镜像双子[难辨]")
    return
    yield


UPKEEP = {MIRROR.id: keep}
EXECUTED = (executed,)
CANNOT_WIN = {"good": [pair_alive]}  # 善良阵营无法获胜: an ability win too (ruling CT-twin-mayor)
