"""外来者 10. 解谜大师 (line 359)

谜语<被动><入场><无视死亡>：使一名除解谜大师外的角色获得[醉酒]状态，并使该角色获得[谜底]标记。
猜谜<限定>：猜测一名角色；结算效果：如果该角色拥有[谜底]标记，获得信息：一名恶魔角色；如果该角色不拥有[谜底]标记，获得信息：一名角色，该角色不是恶魔。（角色）

谜语 is <入场> (line 8: 在角色拥有该技能时立即发动): at the setup, or when a player becomes the
解谜大师; the storyteller picks the player (``puzzle drunk``), who is drunk and holds [谜底] for as
long as 谜语 lasts (it ignores death; the drunkenness lapses while the 解谜大师 is itself drunk,
the marker does not: C70).  猜谜 has no timing tag and is not woken at night: it is used by day, by
visiting the storyteller (<拜访>, any time the day's abilities are open; ruling CT-puzzle-when).
The guess spends it (<限定>, drunk or not).  The answer is a player other than the 解谜大师
(CT-self): one registering as a demon to it if the guessed player holds the [谜底] made by its
谜语, else one not registering as a demon, the storyteller's pick either way; drunk or poisoned,
any player (CT-puzzle-drunk).  Both answers are shown alike, as "a player".
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance

from .. import ask
from ..characters import DEATHLESS, ENTERS, ONCE, PASSIVE, ability, character
from ..common import afflict, others, real, spend
from ..info import learn, reads_as
from ..statuses import marker, placed

RIDDLE = ability("puzzlemaster_riddle", "谜语", "Riddle", "",
                 "When you enter play, another player is drunk and holds [谜底].",
                 (PASSIVE, ENTERS, DEATHLESS), does="drunk_or_poison")
GUESS = ability("puzzlemaster_guess", "猜谜", "Guess", "",
                "Once, guess a player: if it holds [谜底], learn a demon; else a player who is "
                "not the demon.", (ONCE,), aim="player", does="learn_player")
ROLE = character("puzzlemaster", "解谜大师", "Puzzlemaster", "outsider", (RIDDLE, GUESS), line=359,
                 number=10)
#: the guess, asked when the 解谜大师 visits the storyteller
PROCEDURES = (ability("puzzlemaster_target", "猜谜：对象", "Guess: whom", "白天",
                      "The player guessed."),)


def enter(g: Game, me: int, inst: SkillInstance) -> None:
    """谜语<入场>: the storyteller makes another player drunk and gives it [谜底]."""
    if not real(inst):
        return
    t = g.story.decide("puzzle drunk", others(g, me), {"seat": me}, seats=True)
    afflict(g, t, "drunk", me, RIDDLE.id)
    marker(g, t, "puzzle_answer", me, RIDDLE.id)


def guess(g: Game, me: int, inst: SkillInstance):
    """猜谜 (a visit): guess a player; learn a demon if it holds my [谜底], else a non-demon."""
    t = yield from ask.player(g, me, PROCEDURES[0].id, others(g, me), may_pass=True)
    if t is None:
        return
    spend(g, me, inst)
    solved = any(seat == t for seat, _st in placed(g, "puzzle_answer", me))
    pool = others(g, me)
    valid = [s for s in pool if reads_as(g, s, me, "demon") == solved]
    learn(g, me, GUESS.id, "player", valid or ["none"], pool, target=t)


ENTER = {RIDDLE.id: enter}
VISITS = {GUESS.id: guess}
