"""镇民 62. 变脸师 (line 269)

如果变脸师在白天疯狂地证明自己是一个除变脸师以外的善良身份，且变脸师还未获得获得过该身份的技能：
脸谱[白天]<被动>：使变脸师获得[变脸]标记，持续至下一个拂晓。
如果变脸师在夜晚拥有[变脸]标记：
变脸[夜晚]<被动>：可能使变脸师获得当天白天疯狂地证明的善良角色的技能，持续至下一个黄昏。

Ruling CT-face-changer.  脸谱: judged when the day ends (疯狂 is read off the whole day's speech
acts, C32: it claimed X in public and no other character anywhere that day); X is a good character
of the script (a townsfolk or an outsider) other than the 变脸师, whose abilities it has not gained
before.  The [变脸] marker (with X) lasts to the next dawn (拂晓 = 黎明, CT5); a marker, drunk or
not.  变脸: at its step (inserted before the 教授's, C44), a living 变脸师 holding [变脸] may gain X's
abilities (可能: ``decide("face changer")``; only an implemented character's abilities can be
given), fresh and untold (line 9), until the next dusk, while its ability works at that moment (a
drunk or poisoned 变脸师 gains nothing).  The gained abilities run at their own steps that night
and by day (a [首夜] information one in the bracket: C67).  Once gained, X never counts again.
"""

from rulesets.engine import Game, SkillInstance

from ..changes import gained
from ..characters import GOOD_TYPES, PASSIVE, ability, character, implemented
from ..common import table, works
from ..madness import mad_as
from ..statuses import marker, next_dawn, next_dusk, placed

#: the origin of the abilities it gained
FACE = "face_changer"

MASK = ability("face_changer_mask", "脸谱", "Mask", "白天",
               "Mad today about being another good character whose ability you never had: "
               "[变脸] until dawn.", (PASSIVE,), does="other")
CHANGE = ability("face_changer_change", "变脸", "Change face", "夜晚",
                 "With [变脸] at night, you might gain that character's ability until dusk.",
                 (PASSIVE,), does="other")
ROLE = character("face_changer", "变脸师", "Face Changer", "townsfolk", (MASK, CHANGE),
                 line=269, number=62)


def mask(g: Game) -> None:
    """脸谱 (at dusk): a living 变脸师 mad today about being another good character gains
    [变脸] with it."""
    day = table(g).days[-1] if table(g).days else None
    if day is None:
        return
    for me, inst in g.holders(MASK.id):
        if inst.origin == "cover":
            continue
        had = g.seats[me].skill(CHANGE.id)
        before = set(had.data.get("had", ())) if had is not None else set()
        for role in dict.fromkeys(day.claims.get(me, [])):
            spec = g.ruleset.names.role(role)
            if (spec.id != ROLE.id and spec.side in GOOD_TYPES and spec.id not in before
                    and mad_as(day, me, role)):
                marker(g, me, "face_change", me, MASK.id, until=next_dawn(g), data=spec.id)


def change(g: Game, me: int, inst: SkillInstance):
    """变脸: with [变脸] tonight, the storyteller may give the character's abilities to dusk."""
    for _seat, st in placed(g, "face_change", me):
        role = st.data
        spec = g.ruleset.names.role(str(role))
        if not implemented(spec) or not works(g, me, inst):
            continue
        if not g.story.decide("face changer", [False, True], {"seat": me, "role": spec.id}):
            continue
        inst.data["had"] = [*inst.data.get("had", []), spec.id]
        insts = [SkillInstance(a.id, FACE, until=next_dusk(g)) for a in spec.skills]
        g.grant(me, insts, FACE, notify=False)
        gained(g, me, insts)  # a [首夜] information ability waits for the bracket (C67)
    return
    yield


DUSK = (mask,)
NIGHT = {CHANGE.id: change}
