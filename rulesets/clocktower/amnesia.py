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
4. A player with several memories (the 隐士: 拥有三套独立的[寻回记忆]和[旁敲侧击], line 389) first
   chooses which one it asks about (``memory``); each is one character, and the player counts at
   dusk only once every memory got its "是" (``ClocktowerState.tracks``).
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
#: which memory 寻回记忆 / 旁敲侧击 asks about, for a player with several (the 隐士's three)
MEMORY = ability("memory", "记忆", "Memory", "白天",
                 "A player with several memories chooses the one it asks about.")
ABILITIES = (RECALL, HINT)
PROCEDURES = (HINT_WHEN, HINT_AIM, HINT_DOES, MEMORY)
#: the memories a player may choose among (the 隐士 has three)
OPTIONS = tuple(f"memory_{k}" for k in (1, 2, 3))


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


def subject(g: Game, seat: int):
    """The character a question is about: the seat's memory, or for a seat with several (the
    隐士) the one it chooses; returns ``(character, memory number)`` (number 0: the only one),
    ``(None, 0)`` if the seat passes."""
    tracks = table(g).tracks.get(seat)
    if not tracks:
        return table(g).memory[seat], 0
    chosen = yield from ask_option(g, seat, MEMORY.id, OPTIONS[:len(tracks)], shown=MEMORY.id)
    if chosen is None:
        return None, 0
    k = OPTIONS.index(chosen) + 1
    return tracks[k - 1], k


def recall(g: Game, seat: int):
    """寻回记忆: name a character; learn yes / no (never deceived: 一定获得正确信息).  A seat with
    several memories asks about one of them and knows its character once each said "是"."""
    about, k = yield from subject(g, seat)
    if about is None:
        return
    ids = [r.id for r in g.ruleset.roles]
    named = yield from ask_option(g, seat, RECALL.id, ids, shown=RECALL.id)
    if named is None:
        return
    yes = about == named
    extra = {"memory": k} if k else {}
    g.emit("result", (seat,), skill=RECALL.id, target=None, value=yes, role=named, **extra)
    if not yes:
        return
    if not k:
        g.tell(seat, "recalled", role=named)  # the seat now knows its card
        knows(g, seat)
        return
    state = table(g)
    found = state.tracks_known.setdefault(seat, set())
    found.add(k)
    if len(found) == len(state.tracks[seat]):  # 隐士需取得三个是方计入黄昏公布的角色数量
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
    about, k = yield from subject(g, seat)
    if about is None:
        return
    said = yield from describe_ability(g, seat)
    if said is None:
        return
    text = g.take_text()  # free text riding on the last question (an LLM's own words)
    role = g.ruleset.names.role(about)
    graded = grade(role.skills, said)  # the character's own abilities (not 互认 / 敏锐)
    if text and g.board["free_text_hints"]:  # the storyteller judges the player's own words
        abilities = [f"{a.zh}[{a.timing}]: {a.summary}" if a.timing else f"{a.zh}: {a.summary}"
                     for a in role.skills]  # what the words are judged against
        graded = g.story.decide("hint text", list(GRADES), {"seat": seat, "text": text,
                                                            "structured": graded,
                                                            "character": role.id,
                                                            "abilities": abilities})
    extra = {"memory": k} if k else {}
    g.emit("result", (seat,), skill=HINT.id, target=None, value=graded, described=list(said),
           **extra)


def dusk_count(g: Game) -> None:
    """每个黄昏，说书人会公布已经...获知自己身份的角色数量."""
    g.emit("known", count=len(table(g).known))
