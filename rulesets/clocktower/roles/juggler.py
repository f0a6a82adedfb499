"""镇民 38. 杂耍艺人 (line 153)

杂耍[白天]<宣言><限定>：公开声明：“（杂耍艺人角色名）是杂耍艺人，猜测（角色名）是（身份）……（最多五次）”；结算效果：使杂耍
艺人获得猜测正确数量的[猜测正确]标记，持续至下一个黎明。
如果当天白天杂耍艺人使用了[杂耍]技能：
了解[夜晚*]：获得信息：[猜测正确]标记的数量。（数字）
注：删去了必须在第一个白天发动技能的要求。

Anyone may make the declaration (line 7: 不拥有该技能的角色也可以模仿发表公开声明，但没有效果): a post's
``juggle`` option, then up to five guesses, each a player (any, alive or dead; a pass ends the
list) and a character of the script; the declaration is public.  A holder spends its ability on it
(<限定>, drunk or not).  Ruling CT-juggler: a guess is right when the player *registers* as that
character to the 杂耍艺人 (C10); the [猜测正确] count is fixed at the declaration, drunk or poisoned
too (making a marker is not stopped by [醉酒]/[中毒], line 9; CT-audit-a1-1), and lasts to the next
dawn.  That night (了解, 其他夜晚 only) the 杂耍艺人 learns the count; drunk or poisoned then, or a
酒鬼 who only believes it juggled (no markers: 合理欺骗), any number from 0 to the number of guesses.
"""

from rulesets.engine import Game, SkillInstance, SkillSpec, ask_option, ask_target

from ..ask import CHOOSE_CHARACTER, CHOOSE_PLAYER
from ..characters import DECLARE, ONCE, ability, character
from ..common import marks, spend
from ..info import learn, look

JUGGLE = ability("juggler_juggle", "杂耍", "Juggle", "白天",
                 "Once, by day, declare publicly up to five guesses of players' characters.",
                 (DECLARE, ONCE), aim="player_and_character", does="other")
KNOW = ability("juggler_info", "了解", "Tally", "夜晚*",
               "The night after you juggled, learn how many of your guesses were right.",
               does="learn_number")
ROLE = character("juggler", "杂耍艺人", "Juggler", "townsfolk", (JUGGLE, KNOW), line=153,
                 number=38)

#: at most five guesses (最多五次)
MOST = 5
PROCEDURES = (
    SkillSpec("juggle_target", "杂耍猜测对象", "雜耍猜測對象", "Juggle: whose character", "白天",
              "Declare: '(me) am the 杂耍艺人; I guess (player) is (character) ...': the next "
              "player guessed (pass: no more guesses)."),
    SkillSpec("juggle_character", "杂耍猜测身份", "雜耍猜測身份", "Juggle: the character", "白天",
              "The character you guess that player is."),
)


def declare(g: Game, seat: int):
    """The post's ``juggle``: up to five (player, character) guesses, declared in public; a
    holder of 杂耍 acts on it (:func:`juggle`)."""
    names = [r.id for r in g.ruleset.roles]
    guesses: list[tuple[int, str]] = []
    while len(guesses) < MOST:
        who = yield from ask_target(g, seat, "juggle_target", list(range(g.n)),
                                    shown=CHOOSE_PLAYER, index=len(guesses) + 1, of=MOST)
        if who is None:
            break
        what = yield from ask_option(g, seat, "juggle_character", names, optional=False,
                                     shown=CHOOSE_CHARACTER, target=who)
        guesses.append((who, str(what)))
    if not guesses:
        return
    g.emit("declare", seat=seat, what="juggle", target=None,
           guesses=[[s, r] for s, r in guesses])
    juggle(g, seat, guesses)


def juggle(g: Game, me: int, guesses: list[tuple[int, str]]) -> None:
    """杂耍: the holder's markers, counted now (None when the ability fails: told at will)."""
    inst = g.seats[me].skill(JUGGLE.id)
    if inst is None:
        return
    making = marks(g, me, inst)  # drunk or poisoned, the markers are made all the same (line 9)
    spend(g, me, inst)
    right = sum(look(g, s, me).role == r for s, r in guesses) if making else None
    know = g.seats[me].skill(KNOW.id)
    if know is not None:
        know.data["juggled"] = {"day": g.day, "right": right, "guesses": len(guesses)}


def tally(g: Game, me: int, inst: SkillInstance):
    """了解: the night after juggling, the number of [猜测正确] markers."""
    done = inst.data.get("juggled")
    if not done or done["day"] != g.day:
        return
    options = list(range(done["guesses"] + 1))
    if done["right"] is None:  # juggled while the ability failed: the storyteller tells any count
        told = g.story.inform(me, None, options, f"result {KNOW.id}", {"seat": me})
        g.emit("result", (me,), skill="number", target=None, value=told)
        return
    learn(g, me, KNOW.id, "number", [done["right"]], options)
    return
    yield


NIGHT = {KNOW.id: tally}
