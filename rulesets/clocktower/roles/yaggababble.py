"""恶魔 13. 牙噶巴卜 (line 603)

言语[首夜]：获得信息：一段短语x。（短语）
嚼舌<白天><被动>：如果牙噶巴卜公开说出短语x，则获得一个[流言蜚语]标记，持续至下一个黎明。
伤人<被动>：说书人可以消耗一个[流言蜚语]标记，对一名角色造成一次死亡判定。
注：公开说出是指在公聊贴发帖。

The phrase is a character's name (the storyteller's pick, ruling C36 made structured): a public
post says it when its speech act claims that character or its free text holds the name; each
post counts once.  At its slot the storyteller spends each marker on a player or keeps it.
"""

from rulesets.engine import Event, Game, SkillInstance

from ..characters import PASSIVE, ability, character
from ..common import real, table, works
from ..info import learn
from ..statuses import marker, next_dawn, placed
from . import exorcist
from .kill import strike
from .mezepheles import says

PHRASE = ability("yaggababble_info", "言语", "Phrase", "首夜", "Learn a secret phrase.",
                 does="learn_character")
BABBLE = ability("yaggababble_mark", "嚼舌", "Babble", "白天",
                 "Each public post saying the phrase gives a marker.", (PASSIVE,), does="other")
HARM = ability("yaggababble_kill", "伤人", "Harm", "夜晚*",
               "For each marker the storyteller may judge a player.", (PASSIVE,), does="kill")
ROLE = character("yaggababble", "牙噶巴卜", "Yaggababble", "demon", (PHRASE, BABBLE, HARM),
                 line=603, number=13)


def phrase(g: Game, me: int, inst: SkillInstance):
    """言语: the storyteller picks the phrase (a character's name) and tells it."""
    state = table(g)
    if me not in state.words:
        state.words[me] = g.story.decide("secret phrase", [r.id for r in g.ruleset.roles],
                                         {"seat": me})
    learn(g, me, PHRASE.id, "word", [state.words[me]], [r.id for r in g.ruleset.roles])
    return
    yield


def babble(g: Game, me: int, inst: SkillInstance, speaker: int, ev: Event):
    """嚼舌: each public post saying the phrase gives a marker until dawn."""
    x = table(g).words.get(me)
    if speaker == me and ev.kind == "speech" and x is not None and real(inst) and says(g, ev, x):
        marker(g, me, "babble", me, HARM.id, until=next_dawn(g))
    return
    yield


def harm(g: Game, me: int, inst: SkillInstance):
    """伤人: the storyteller spends each marker on a player's death judgement, or keeps it.
    Jinx (驱魔人, line 81): 如果驱魔人选中了牙噶巴卜，那么牙噶巴卜的技能在当晚无法造成死亡 — no death tonight."""
    if exorcist.chosen_tonight(g, me):
        return
    for _, st in placed(g, "babble", me):
        t = g.story.decide("yaggababble kill", ["none", *g.living()], {"seat": me})
        if t == "none":
            continue
        g.seats[me].statuses.discard(st)  # 消耗一个[流言蜚语]标记
        if works(g, me, inst):
            strike(g, me, t)
    return
    yield


NIGHT = {PHRASE.id: phrase, HARM.id: harm}
DAY = {"spoke": {BABBLE.id: babble}}
