"""What every dark-moon module shares: the table state, categories, the two group chats, the
targeting chain and settlement slots."""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, SkillInstance, Targeting

from .state import DarkMoonState

#: 身份类别 (line 52): the codec option that asks for each category in <占卜>
CATEGORIES = ("wolf", "god", "villager")
#: group chats: camp -> event channel
CHANNELS = {"wolf": "wolves", "dark_moon": "dark_moon"}


def table(g: Game) -> DarkMoonState:
    """The dark-moon table state of ``g``."""
    return g.state


def category(g: Game, seat: int, asker: Optional[int] = None) -> str:
    """The 身份类别 ``seat`` reads as to ``asker``: ``"wolf"`` 狼人, ``"god"`` 神职, ``"villager"``
    村民, ``""`` none.  Categories belong to cards: skill swaps, 警长 and 首领 never change them."""
    return g.appearance(seat, asker).side


def swap_stage(g: Game, skill: str, source: int, target: int) -> int:
    """魔术师<交换> (line 151): tonight's [指定] skills aimed at a swapped role hit its partner."""
    return table(g).night.swap.get(target, target)


#: 选择目标 -> 结算目标 for every [指定] night skill
TARGETING = Targeting((("魔术师<交换>", swap_stage),))


def final(g: Game, skill: str, source: int, chosen: int) -> int:
    return TARGETING.final(g, skill, source, chosen)  # type: ignore[return-value]


def chat_members(g: Game, camp: str, living: bool = True) -> list[int]:
    """The group chat of ``camp`` (共群): the wolf camp's 狼人 cards, or the three dark-moon
    roles.  混血儿 joins a camp but never its chat (ruling D28)."""
    if camp == "wolf":
        seats = [s.index for s in g.seats if s.camp == "wolf" and s.side == "wolf"]
    elif camp == "dark_moon":
        seats = list(table(g).dark_moon)
    else:
        return []
    return [s for s in seats if g.seats[s].alive] if living else seats


def chat(g: Game, camp: str, kind: str, **data) -> None:
    """An event in a camp's group chat (audience: its living members right now)."""
    g.chat(CHANNELS[camp], kind, **data)


#: the ruleset's channels (the engine's ``Game.chat`` reads them)
CHAT_MEMBERS = {CHANNELS["wolf"]: lambda g: chat_members(g, "wolf"),
                CHANNELS["dark_moon"]: lambda g: chat_members(g, "dark_moon")}


def chat_of(g: Game, seat: int) -> Optional[str]:
    """The camp whose chat ``seat`` belongs to, if any."""
    if seat in table(g).dark_moon:
        return "dark_moon"
    s = g.seats[seat]
    if s.camp == "wolf" and s.side == "wolf":
        return "wolf"
    return None


def slot(base: str, inst: SkillInstance) -> str:
    """The settlement slot of an out-effect: ``base`` for a card's own skill, ``base:origin``
    for a borrowed or gifted one (暗月占卜师<潜行>, 礼物<毒药>...)."""
    return base if inst.identity else f"{base}:{inst.origin}"
