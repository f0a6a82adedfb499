"""Helpers every dark-moon role uses: who holds a skill, categories, chats, asking, targeting."""

from __future__ import annotations

from typing import Generator, Iterable, Optional

from rulesets.engine import PASS, YES, Decision, Game, SkillInstance, Targeting
from rulesets.engine import ask_target  # noqa: F401  (the roles ask through this module)

from .state import DarkMoonState

#: 身份类别 (line 52): the codec option that asks for each category in <占卜>
CATEGORIES = ("wolf", "god", "villager")
#: group chats: camp -> event channel
CHANNELS = {"wolf": "wolves", "dark_moon": "dark_moon"}


def st(g: Game) -> DarkMoonState:
    return g.state


def category(g: Game, seat: int) -> str:
    """The card's 身份类别: ``"wolf"`` 狼人, ``"god"`` 神职, ``"villager"`` 村民, ``""`` none.
    Categories belong to cards: skill swaps, 警长 and 首领 never change them."""
    return g.seats[seat].side


def holders(g: Game, skill_id: str) -> list[tuple[int, SkillInstance]]:
    """Every (living seat, instance) holding ``skill_id``, in seat order."""
    out = []
    for s in g.seats:
        if s.alive and s.skills:
            for inst in s.skills:
                if inst.id == skill_id:
                    out.append((s.index, inst))
    return out


def swap_stage(g: Game, skill: str, source: int, target: int) -> int:
    """魔术师<交换> (line 151): tonight's [指定] skills aimed at a swapped role hit its partner."""
    return st(g).night.swap.get(target, target)


#: 选择目标 -> 结算目标 for every [指定] night skill
TARGETING = Targeting((swap_stage,))


def final(g: Game, skill: str, source: int, chosen: int) -> int:
    return TARGETING.final(g, skill, source, chosen)


def living_others(g: Game, seat: int) -> list[int]:
    return [s.index for s in g.seats if s.alive and s.index != seat]


def present(g: Game) -> list[int]:
    """Roles the table has not been told are out (a night's outs stay present until 正午)."""
    return g.present()


def chat_members(g: Game, camp: str, living: bool = True) -> list[int]:
    """The group chat of ``camp`` (共群): the wolf camp's 狼人 cards, or the three dark-moon
    roles.  混血儿 joins a camp but never its chat (ruling D28)."""
    if camp == "wolf":
        seats = [s.index for s in g.seats if s.camp == "wolf" and s.side == "wolf"]
    elif camp == "dark_moon":
        seats = list(st(g).dark_moon)
    else:
        return []
    return [s for s in seats if g.seats[s].alive] if living else seats


def chat(g: Game, camp: str, kind: str, **data) -> None:
    """An event in a camp's group chat (audience: its living members right now)."""
    g.emit(kind, chat_members(g, camp), channel=CHANNELS[camp], **data)


def chat_of(g: Game, seat: int) -> Optional[str]:
    """The camp whose chat ``seat`` belongs to, if any."""
    if seat in st(g).dark_moon:
        return "dark_moon"
    s = g.seats[seat]
    if s.camp == "wolf" and s.side == "wolf":
        return "wolf"
    return None


def ask_option(g: Game, seat: int, kind: str, options: Iterable[str], optional: bool = True,
               **info) -> Generator[Decision, int, Optional[str]]:
    """Ask ``seat`` to pick a named option (or pass when optional)."""
    table = g.choices
    legal = [table.option(o) for o in options]
    if not legal:
        return None
    if optional:
        legal.insert(0, PASS)
    c = yield Decision(seat, kind, legal, legal[0], info)
    return None if c == PASS else table.decode(c).arg  # type: ignore[return-value]


def ask_yes(g: Game, seat: int, kind: str, **info) -> Generator[Decision, int, bool]:
    """A yes / no question (default no)."""
    c = yield Decision(seat, kind, [PASS, YES], PASS, info)
    return c == YES


def result(g: Game, seat: int, skill: str, target: Optional[int], value: object, **extra) -> None:
    """A private skill result (what scenarios check as ``results``)."""
    g.tell(seat, "result", skill=skill, target=target, value=value, **extra)


def grant(g: Game, seat: int, insts: list[SkillInstance], origin: str) -> None:
    """Give ``seat`` skill instances and tell it which (获得技能会得到通知获得了哪些技能)."""
    if not insts:
        return
    g.seats[seat].skills.extend(insts)
    g.tell(seat, "skills", skills=[k.id for k in insts], origin=origin)


def slot(base: str, inst: SkillInstance) -> str:
    """The settlement slot of an out-effect: ``base`` for a card's own skill, ``base:origin``
    for a borrowed or gifted one (暗月占卜师<潜行>, 礼物<毒药>...)."""
    return base if inst.identity else f"{base}:{inst.origin}"
