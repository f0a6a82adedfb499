"""Presentation the werewolf boards (版杀) share: the speech acts and check verdicts in wolf /
good terms, the pack's chat and knife, the sheriff and its badge, the two ballots (sheriff
election, exile vote), and the vector features around them.  A werewolf ruleset builds its
:class:`~.presentation.Presentation` from these, :mod:`.templates` and its own data.
"""

from __future__ import annotations

from typing import Mapping

from .events import Event
from .features import (GENERIC_PRIVATE, GENERIC_PRIVATE_EFFECTS, GENERIC_PUBLIC_EFFECTS, Clear,
                       Effect, Flag, Team)
from .presentation import Channel, EventTemplate, Namer, SpeechActs, Template, Words
from .templates import GENERIC_KEY_EVENTS

#: speech acts and verdicts: "is a wolf" / "is good"
ACTS = SpeechActs(
    claim=Template("我是{role}", "I am the {role}"), accuse=Template("{seat}是狼", "{seat} is a wolf"),
    vouch=Template("{seat}是好人", "{seat} is good"),
    report=Template("我验了{seat}，是{value}", "my check: {seat} is {value}"))
VERDICTS: Mapping[bool, Words] = {True: Words("狼人", "a wolf"), False: Words("好人", "good")}
#: a ``votes`` event's ``vote`` -> the ballot's name
BALLOTS: Mapping[str, Words] = {"elect": Words("警长投票", "Sheriff vote"),
                                "vote": Words("放逐投票", "Exile vote")}
#: the pack's group chat
WOLF_CHAT = Channel(Words("【狼队】", "[wolf chat] "), Words("狼队", "Wolf chat"))
#: what a language model is told it is playing
INTRO = Words("你在玩一局狼人杀版杀。", "You are playing a hidden-role werewolf game.")


def sheriff(r: Namer, ev: Event) -> str:
    who = r.seat(ev.data["seat"])
    if ev.data.get("today"):
        return f"今日警长：{who}。" if r.zh else f"Today's sheriff: {who}."
    return f"{who}当选警长。" if r.zh else f"{who} becomes sheriff."


#: the pack, its knife, the sheriff
EVENTS: Mapping[str, EventTemplate] = {
    "wolf_team": Template("狼队成员：{seats}（身份：{roles}）。", "Wolf team: {seats} (cards: {roles})."),
    "knife_proposal": Template("{wolf}提议刀{target}。", "{wolf} proposes to knife {target}."),
    "knife_target": Template("今晚狼刀：{target}。", "Tonight's knife: {target}."),
    "sheriff": sheriff,
}
#: the pack's member list for a ruleset whose wolves meet by seat only (no cards told)
PACK_SEATS = Template("狼队成员：{seats}。", "Wolf team: {seats}.")
FIELDS: Mapping[str, str] = {"wolf": "seat"}
KEY_EVENTS = GENERIC_KEY_EVENTS | {"wolf_team", "sheriff", "knife_target"}

#: per-seat public flags: the generic ones around the sheriff (and deputy), election
#: candidates, a slandered seat and a seat shown to be a wolf
PUBLIC_FLAGS = ("alive", "sheriff", "deputy", "candidate", "slandered", "shown_wolf", "accused",
                "vouched", "reported_wolf", "reported_good", "votes_received")
#: per-seat private flags: the generic ones and the seats the piper charmed
PRIVATE_FLAGS = GENERIC_PRIVATE[:2] + ("charmed",) + GENERIC_PRIVATE[2:]
#: the public flags a werewolf table shows as statuses (``Presentation.marks``; the sheriff
#: has its own place, life its own look)
MARKS: Mapping[str, Words] = {
    "candidate": Words("上警", "running for sheriff"), "deputy": Words("辅警", "deputy"),
    "slandered": Words("被诽谤（放逐投票+2票）", "slandered (+2 exile votes)"),
    "shown_wolf": Words("自爆的狼", "exploded wolf"),
}
_BADGE = ("sheriff", "deputy")
#: a new sheriff: the election is over, one holder of the badge, no deputy yet
PUBLIC_EFFECTS: Mapping[str, tuple[Effect, ...]] = {
    **GENERIC_PUBLIC_EFFECTS,
    "sheriff": (Clear(("candidate",) + _BADGE), Flag("sheriff")),
}
#: the pack's member list: known wolves (and their cards, where the event names them)
PRIVATE_EFFECTS: Mapping[str, tuple[Effect, ...]] = {
    **GENERIC_PRIVATE_EFFECTS, "wolf_team": (Team(("known_wolf",)),),
}
BADGE_EFFECTS: Mapping[str, tuple[Effect, ...]] = {
    "badge_lost": (Clear(("candidate",) + _BADGE),),
    "badge_torn": (Clear(_BADGE),), "badge_swallowed": (Clear(_BADGE),),
    "badge_passed": (Clear(_BADGE), Flag("sheriff", "to")),
    "deputy": (Flag("deputy", alone=True),),
    "candidates": (Flag("candidate", "seats"),),
}

#: causes of an out every werewolf ruleset shares (``Presentation.causes``)
CAUSES = {"exile": Words("放逐", "exile"), "shot": Words("枪杀", "shot")}
