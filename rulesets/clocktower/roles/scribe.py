"""镇民 68. 秉笔 (line 296)

秉笔在白天死亡时：
光天[白天]<被动>：使秉笔获得[死于白天]标记，持续至下一个黎明。
秉笔在夜晚死亡时：
隐秘[夜晚]<被动>：使秉笔获得[死于夜晚]标记，持续至下一个黎明。
夜晚秉笔拥有[死于白天]标记时：
遗言<无视死亡>：获得信息：一名善良角色。（角色）
夜晚秉笔拥有[死于夜晚]标记时：
遗言<无视死亡>：获得信息：一名邪恶角色。（角色）

光天 / 隐秘 fire as the 秉笔 dies, by day or by night, and make their marker even while it is
drunk or poisoned (产生标记的效果不会受到[醉酒][中毒]等其他原因影响, line 9); the marker belongs to
the <无视死亡> 遗言 it wakes, so the death does not take it away (ruling CT-scribe).  遗言 has no
slot in the orders: it is the last step but one of every later night (C44, before 罂粟种植者), so
a 秉笔 killed tonight learns an evil player tonight, one executed today a good player tonight.
A night-1 death leaves the marker unread (no 遗言 step on the first night; it lapses at dawn).
The player shown is another player (CT-self) who registers to the 秉笔 with that alignment (C10);
deceived, any other player.  A 酒鬼 who believes it is the 秉笔 gets no marker.
"""

from rulesets.engine import Game, SkillInstance

from ..characters import DEATHLESS, PASSIVE, ability, character
from ..common import others, real
from ..info import deceived, learn, reads_evil
from ..statuses import marker, next_dawn, placed

BY_DAY = ability("scribe_day", "光天", "Daylight", "白天",
                 "If you die by day, you hold [死于白天] until the next dawn.", (PASSIVE,))
BY_NIGHT = ability("scribe_night", "隐秘", "Secrecy", "夜晚",
                   "If you die at night, you hold [死于夜晚] until the next dawn.", (PASSIVE,))
LAST_GOOD = ability("scribe_info_good", "遗言", "Last words", "",
                    "A night you hold [死于白天]: learn a good player.", (DEATHLESS,),
                    does="learn_player")
LAST_EVIL = ability("scribe_info_evil", "遗言", "Last words", "",
                    "A night you hold [死于夜晚]: learn an evil player.", (DEATHLESS,),
                    does="learn_player")
ROLE = character("scribe", "秉笔", "Scribe", "townsfolk", (BY_DAY, BY_NIGHT, LAST_GOOD, LAST_EVIL),
                 line=296, number=68)

#: the marker each death makes, and the 遗言 that reads it
MARKS = {BY_DAY.id: ("died_by_day", LAST_GOOD.id), BY_NIGHT.id: ("died_by_night", LAST_EVIL.id)}


def _died(skill: str):
    """光天 / 隐秘: dying in its phase, the marker until the next dawn (tied to its 遗言)."""
    name, reader = MARKS[skill]
    phase = "day" if skill == BY_DAY.id else "night"

    def died(g: Game, me: int, cause: str) -> None:
        if g.phase.startswith(phase) and real(g.seats[me].skill(skill)):
            marker(g, me, name, me, reader, until=next_dawn(g))
    return died


def last_words(g: Game, me: int, inst: SkillInstance):
    """遗言: a good player for [死于白天], an evil one for [死于夜晚] (both 遗言 run in this step:
    the order prints one 秉笔[遗言])."""
    for name, evil, sid in (("died_by_day", False, LAST_GOOD.id),
                            ("died_by_night", True, LAST_EVIL.id)):
        if not placed(g, name, me) or g.seats[me].skill(sid) is None:
            continue
        pool = others(g, me)
        valid = [s for s in pool if reads_evil(g, s, me) == evil]
        if not valid and not deceived(g, me):  # nobody registers so: nothing to show
            g.emit("result", (me,), skill="player", target=None, none=True)
            continue
        learn(g, me, sid, "player", valid, pool)
    return
    yield


ON_OUT = {BY_DAY.id: _died(BY_DAY.id), BY_NIGHT.id: _died(BY_NIGHT.id)}
NIGHT = {LAST_GOOD.id: last_words}
