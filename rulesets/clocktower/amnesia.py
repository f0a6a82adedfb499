"""全员追忆特别规则 (lines 14-15): nobody is told their character.

1. Each player receives "失忆的<type>" (with <认知覆盖>: the believed type: 酒鬼 -> 镇民).
2. Every player holds two day abilities, usable when dead and always truthful:
   寻回记忆[白天]<拜访><无视死亡> (name a character: yes / no) and
   旁敲侧击[白天]<拜访><无视死亡> (describe your ability: 无关 / 有关 / 接近 / 完美, :mod:`.hints`;
   with ``[board] free_text_hints``, a description's free text is graded by the storyteller).
   Both are about the character the player started with (its believed one, for <认知覆盖>): after
   a character change the player is told the new character and may still ask about the old one.
3. Every dusk the storyteller announces how many players know their character (through
   寻回记忆 "是" or a character change); the count never goes down (ruling C62).
"""

from __future__ import annotations

from rulesets.engine import Game, SkillInstance, ask_option

from .characters import DEATHLESS, VISIT, ability
from .common import AMNESIA, table
from .hints import AIMS, DOES, GRADES, WHEN, Description, grade

RECALL = ability("recall", "寻回记忆", "Recall memory", "白天",
                 "Name a character: learn whether it is yours (always true).",
                 (VISIT, DEATHLESS), aim="character", does="learn_yes_no")
HINT = ability("hint", "旁敲侧击", "Hint", "白天",
               "Describe your ability (when, what it chooses, what it does): learn how close the "
               "description is (无关 / 有关 / 接近 / 完美; always true).",
               (VISIT, DEATHLESS), aim="none", does="learn_character")
#: the three questions of a description (procedures, named for scenarios)
HINT_WHEN = ability("hint_when", "旁敲侧击：时机", "Hint: when", "白天", "When the ability works.")
HINT_AIM = ability("hint_aim", "旁敲侧击：目标", "Hint: aim", "白天", "What the ability chooses.")
HINT_DOES = ability("hint_does", "旁敲侧击：效果", "Hint: does", "白天", "What the ability does.")
ABILITIES = (RECALL, HINT)
PROCEDURES = (HINT_WHEN, HINT_AIM, HINT_DOES)


def grant(g: Game, seat: int) -> None:
    """The two abilities every player holds (not a character's: kept through changes)."""
    g.seats[seat].skills.extend(SkillInstance(a.id, AMNESIA) for a in ABILITIES)


def tell_type(g: Game, seat: int) -> None:
    """失忆的<type>: the type of the character the seat believes it is, and so the team it
    believes it is on (the 疯子 believes it is evil: line 7, <认知覆盖>); a seat whose alignment
    was turned at setup is told that alignment (赏金猎人's 罪恶: 发生阵营转变时角色会获知, line 6)."""
    role = g.ruleset.names.role(table(g).memory[seat])
    s = g.seats[seat]
    # a seat whose alignment was turned at setup (赏金猎人's evil townsfolk) is told its own
    camp = s.camp if s.camp != s.role.camp else role.camp
    g.tell(seat, "amnesia", type=role.side, camp=camp)


def knows(g: Game, seat: int) -> None:
    """The seat now knows its character (counted at dusk)."""
    table(g).known.add(seat)


def recall(g: Game, seat: int):
    """寻回记忆: name a character; learn yes / no (never deceived: 一定获得正确信息)."""
    ids = [r.id for r in g.ruleset.roles]
    named = yield from ask_option(g, seat, RECALL.id, ids, shown=RECALL.id)
    if named is None:
        return
    yes = table(g).memory[seat] == named
    g.emit("result", (seat,), skill=RECALL.id, target=None, value=yes, role=named)
    if yes:
        g.tell(seat, "recalled", role=named)  # the seat now knows its card
        knows(g, seat)


def describe_ability(g: Game, seat: int):
    """The three questions of a description (when, aim, does); ``None`` if the seat passes one."""
    facets = []
    for spec, values, prefix in ((HINT_WHEN, WHEN, "when"), (HINT_AIM, AIMS, "aim"),
                                 (HINT_DOES, DOES, "does")):
        chosen = yield from ask_option(g, seat, spec.id, [f"{prefix}_{v}" for v in values],
                                       shown=spec.id)
        if chosen is None:
            return None
        facets.append(chosen.removeprefix(f"{prefix}_"))
    return Description(*facets)


def hint(g: Game, seat: int):
    """旁敲侧击: describe the ability by its three facets; learn how close it is."""
    said = yield from describe_ability(g, seat)
    if said is None:
        return
    text = g.take_text()  # free text riding on the last question (an LLM's own words)
    role = g.ruleset.names.role(table(g).memory[seat])
    graded = grade(role.skills, said)  # the character's own abilities (not 互认 / 敏锐)
    if text and g.board["free_text_hints"]:  # the storyteller judges the player's own words
        abilities = [f"{a.zh}[{a.timing}]: {a.summary}" if a.timing else f"{a.zh}: {a.summary}"
                     for a in role.skills]  # what the words are judged against
        graded = g.story.decide("hint text", list(GRADES), {"seat": seat, "text": text,
                                                            "structured": graded,
                                                            "character": role.id,
                                                            "abilities": abilities})
    g.emit("result", (seat,), skill=HINT.id, target=None, value=graded, described=list(said))


def dusk_count(g: Game) -> None:
    """每个黄昏，说书人会公布已经...获知自己身份的角色数量."""
    g.emit("known", count=len(table(g).known))
