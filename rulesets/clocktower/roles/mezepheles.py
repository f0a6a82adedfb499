"""爪牙 18. 灵言师 (line 497)

言灵[首夜]：获得信息：一个词语x。（词语）
言中[白天]<被动><限定>：使说出词语x的善良角色获得[被言中]标记，持续至下一个黄昏。
如果有角色拥有[被言中]标记：
控制[夜晚*]<被动><限定>：使拥有[被言中]标记的角色转变为邪恶阵营。
注：说出指的是在公聊贴和私聊贴发帖，注意在私聊贴发帖也被计算在内。

The word is a character's name (the storyteller's pick, ruling C35 made structured): a post
*says* it when its speech act claims that character or its free text holds the name.  The first
player who is good when it says it is marked (a marker: made even while the 灵言师 is drunk) until
the dusk after the coming night (持续至下一个黄昏 read from the night it acts: ruling CT-word); that
night it turns evil (圣洁之魂 permitting).  控制's step is the order's 灵言师[言中] (ruling C43).
"""

from rulesets.engine import Event, Game, SkillInstance

from ..alignment import turn
from ..characters import ONCE, PASSIVE, ability, character
from ..common import real, spend, table, works
from ..info import learn
from ..statuses import marker, next_dusk, placed

WORD = ability("mezepheles_info", "言灵", "Word", "首夜", "Learn a secret word.",
               does="learn_character")
HEARD = ability("mezepheles_mark", "言中", "Heard", "白天",
                "The first good player to say your word is marked.", (PASSIVE, ONCE),
                does="other")
CONTROL = ability("mezepheles_turn", "控制", "Control", "夜晚*",
                  "That night the marked player turns evil.", (PASSIVE, ONCE),
                  does="change_alignment")
ROLE = character("mezepheles", "灵言师", "Mezepheles", "minion", (WORD, HEARD, CONTROL), line=497,
                 number=18)


def says(g: Game, ev: Event, role: str) -> bool:
    """Does the post say the word (a claim of the character, or its name in the free text)?"""
    act = g.choices.decode(ev.data["act"])
    spec = g.ruleset.names.role(role)
    text = ev.data.get("text") or ""
    return (act.kind == "claim" and act.arg == role) or (spec.zh in text or spec.en in text)


def word(g: Game, me: int, inst: SkillInstance):
    """言灵: the storyteller picks the word (a character's name) and tells it."""
    state = table(g)
    if me not in state.words:
        state.words[me] = g.story.decide("secret word", [r.id for r in g.ruleset.roles],
                                         {"seat": me})
    truth = state.words[me]
    learn(g, me, WORD.id, "word", [truth], [r.id for r in g.ruleset.roles])
    return
    yield


def heard(g: Game, me: int, inst: SkillInstance, speaker: int, ev: Event):
    """言中: the first good player to say the word is marked; a [白天] ability, so not after
    today's execution (line 5: 不能在当天有角色被处决后发动; ruling CT-word)."""
    x = table(g).words.get(me)
    if x is None or not real(inst) or table(g).day.closed:
        return
    if g.seats[speaker].camp != "good" or not says(g, ev, x):
        return
    spend(g, me, inst)
    # 持续至下一个黄昏 must reach the night of 控制: the dusk after that night (ruling CT-word)
    marker(g, speaker, "word_spoken", me, CONTROL.id, until=next_dusk(g, 2))
    return
    yield


def control(g: Game, me: int, inst: SkillInstance):
    """控制: the marked player turns evil (if the ability works)."""
    marked = [s for s, _ in placed(g, "word_spoken", me)]
    if not marked:
        return
    working = works(g, me, inst)
    spend(g, me, inst)
    if working:
        for t in marked:
            turn(g, t, "evil", "灵言师[控制]")
    return
    yield


NIGHT = {WORD.id: word, CONTROL.id: control}
DAY = {"spoke": {HEARD.id: heard}}
