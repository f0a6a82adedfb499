"""爪牙 5. 教父 (line 435)

家族[配板]：本局游戏外来者数量+1，镇民数量-1或如果本局游戏外来者数量≥1，则本局游戏外来者数量-1，镇民数量+1。
亲密[首夜]：获得信息：所有的在场外来者身份。（身份）
如果当天白天有外来者死亡：
复仇[夜晚*]<指定>：选择目标：一名角色；结算效果：对该角色造成一次死亡判定。
"""

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import CHOOSES, ability, character
from ..common import everyone, table, works
from ..deaths import judge
from ..info import learn

FAMILY = ability("godfather_setup", "家族", "Family", "配板",
                 "Setup: one more outsider, or one fewer.", does="setup")
INTIMATE = ability("godfather_info", "亲密", "Intimates", "首夜",
                   "Learn every outsider character in play.", does="learn_character")
REVENGE = ability("godfather_kill", "复仇", "Revenge", "夜晚*",
                  "Each night*, if an outsider died today, choose a player: a death judgement.",
                  (CHOOSES,), aim="player", does="kill")
ROLE = character("godfather", "教父", "Godfather", "minion", (FAMILY, INTIMATE, REVENGE), line=435,
                 number=5)


def intimates(g: Game, me: int, inst: SkillInstance):
    """亲密: every outsider character in play."""
    truth = tuple(sorted(s.role.id for s in g.seats if s.side == "outsider"))
    outsiders = [r.id for r in g.ruleset.roles if r.side == "outsider"]
    options = [truth, *[tuple(sorted({*truth[:-1], o})) for o in outsiders if o not in truth]]
    learn(g, me, INTIMATE.id, "characters", [truth], options)
    return
    yield


def revenge(g: Game, me: int, inst: SkillInstance):
    """复仇: only after an outsider died today; a death judgement."""
    day = table(g).yesterday()
    if day is None or not any(table(g).died_as.get(s) == "outsider" for s in day.deaths):
        return
    t = yield from ask.player(g, me, REVENGE.id, everyone(g), inst=inst)
    if t is not None and works(g, me, inst):
        judge(g, t, me, "ability")


NIGHT = {INTIMATE.id: intimates, REVENGE.id: revenge}
