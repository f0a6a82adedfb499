"""Information (获得信息) and registration.

* **Registration.**  What an ability reads about a seat is its *appearance* to the asker
  (``Game.appearance``): the character, alignment and type; where an ability lets a seat register
  as something else (间谍 潜入, 陌客 陌生) the storyteller picks, once per asker and night (ruling
  C10), and never while the registering seat is drunk or poisoned (its ability fails).
* **Learning.**  Every result goes through ``Game.result`` and so through the ``inform`` gate: the
  truth when the seat's ability works; the storyteller's pick among the possible answers when the
  seat is drunk, poisoned or only believes it holds the ability (合理欺骗, line 7); never the
  truth under [迷乱] (涡流).  Where several answers are true (洗衣妇's two players), the storyteller
  picks which.  The result is shown by its shape (``shown``: "a number", "two players and a
  character"), never by the ability's name (全员追忆: nobody is told their character).
"""

from __future__ import annotations

from typing import Any, Hashable, Optional, Sequence

from rulesets.engine import Appearance, Game
from rulesets.engine.abilities import falsified, misinformed

from . import errors
from .common import table


def look(g: Game, seat: int, asker: Optional[int]) -> Appearance:
    """How ``seat`` registers to ``asker`` tonight (or today): asked once per pair and phase."""
    key = (seat, -1 if asker is None else asker, g.phase)
    cache = table(g).looks
    found = cache.get(key)
    if found is None:
        found = cache[key] = g.appearance(seat, asker, "register")
        s = g.seats[seat]
        if asker is not None and (found.role, found.camp, found.side) != (s.role.id, s.camp, s.side):
            errors.note(g, asker)  # misled by the registering player's ability (数学家)
    return found


def reads_as(g: Game, seat: int, asker: Optional[int], kind: str) -> bool:
    """Does ``seat`` register as a character of type ``kind`` to ``asker``?"""
    return look(g, seat, asker).side == kind


def reads_evil(g: Game, seat: int, asker: Optional[int]) -> bool:
    """Does ``seat`` register as evil to ``asker``?"""
    return look(g, seat, asker).camp == "evil"


def deceived(g: Game, seat: int) -> bool:
    """Is the storyteller free to tell ``seat`` anything (drunk, poisoned, believed ability)?"""
    return misinformed(g, seat) or falsified(g, seat)


#: how each shape's value is told (event data keys): seats in ``seats``, characters in ``role`` /
#: ``roles``, anything else in ``value``
def fields(shown: str, value: Any) -> dict[str, Any]:
    """The result event's data for a value of a shape."""
    if value == "none":
        return {"none": True}
    if shown in ("players", "player"):
        return {"seats": sorted(value) if isinstance(value, (list, tuple)) else [value]}
    if shown in ("players_and_character", "player_and_character"):
        *seats, role = value
        return {"seats": list(seats), "role": role}
    if shown == "character":
        return {"role": value}
    if shown == "characters":
        return {"roles": list(value)}
    return {"value": _plain(value)}


def tell(g: Game, seat: int, skill: str, shown: str, truth: Any, options: Sequence[Any],
         target: Optional[int] = None, **extra: Any) -> Any:
    """The ``inform`` gate (the truth, or the storyteller's pick when the seat may be deceived),
    then the private ``result`` event, shown by its shape.  Returns the value told."""
    if options:
        errors.note_spoiled(g, seat)
    value = g.inform(seat, truth, list(options), f"result {skill}", {"seat": seat},
                     seats=shown == "players") if options else truth
    g.emit("result", (seat,), skill=shown, target=target, **fields(shown, value), **extra)
    return value


def learn(g: Game, seat: int, skill: str, shown: str, valid: Sequence[Any],
          options: Sequence[Any], target: Optional[int] = None, **extra: Any) -> Any:
    """Tell ``seat`` one answer of its ``skill``: one of the ``valid`` (true) answers, picked by
    the storyteller when there are several; any of ``options`` when it may be deceived; an
    option that is not valid under [迷乱].  Returns the value told."""
    valid = list(valid)
    if falsified(g, seat):
        options = [o for o in options if o not in valid]
        truth = valid[0] if valid else None
    elif misinformed(g, seat) or not valid:
        truth = valid[0] if valid else None
    else:
        truth = valid[0] if len(valid) == 1 else g.story.decide(
            f"{skill} truth", valid, {"seat": seat}, seats=shown == "players")
        options = ()
    return tell(g, seat, skill, shown, truth, options, target, **extra)


def learn_any(g: Game, seat: int, skill: str, seats: Sequence[int], kind: str) -> Any:
    """Tell ``seat`` yes / no: does any of ``seats`` register to it as a character of type
    ``kind`` (卖花女孩's voters as a demon, 城镇公告员's nominators as a minion)?"""
    yes = any(reads_as(g, s, seat, kind) for s in seats)
    return learn(g, seat, skill, "yes_no", [yes], [True, False])


def pick_part(g: Game, seat: int, skill: str, valid: Sequence[Hashable],
              options: Sequence[Hashable], why: str) -> Any:
    """One part of a composite answer (洗衣妇's character, then her two players): a valid part
    (the storyteller's pick), any option when deceived, an invalid one under [迷乱]."""
    valid = list(valid)
    errors.note_spoiled(g, seat)
    seats = why in ("players", "player")  # a seat or a pair of seats, recorded as seats
    if falsified(g, seat):
        false = [o for o in options if o not in valid]
        return g.story.inform(seat, valid[0] if valid else None, false, f"{skill} {why}",
                              {"seat": seat}, seats) if false else (valid[0] if valid else None)
    if misinformed(g, seat) or not valid:
        return g.inform(seat, valid[0] if valid else None, list(options), f"{skill} {why}",
                        seats=seats)
    return valid[0] if len(valid) == 1 else g.story.decide(f"{skill} {why}", valid,
                                                           {"seat": seat}, seats)


def _plain(value: Any) -> Any:
    """Results are JSON: tuples become lists."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


#: what a 洗衣妇-like result is shown as: two players and a character (or none in play)
SHOWN_PAIR = "players_and_character"


def pair_step(skill: str, kind: str, none_allowed: bool):
    """The night step of a 洗衣妇-like ability (:func:`learn_pair`)."""
    def step(g: Game, me: int, inst: Any):
        learn_pair(g, me, skill, kind, none_allowed)
        return
        yield
    return step


def learn_pair(g: Game, me: int, skill: str, kind: str, none_allowed: bool) -> Any:
    """洗衣妇 / 图书管理员 / 调查员: 两名不同角色和一个<kind>身份，这两名角色之一为该身份 (或没有<kind>在场).
    The storyteller picks the character, then the two players (the seat itself is never shown:
    ruling CT-self); each part is deceivable.  The value is ``[a, b, character]`` or ``"none"``."""
    script = [r.id for r in g.ruleset.roles if r.side == kind]
    shown: dict[str, list[int]] = {}
    for x in range(g.n):
        if x != me:
            a = look(g, x, me)
            if a.side == kind:
                shown.setdefault(a.role, []).append(x)
    valid_roles: list[Hashable] = sorted(shown) or (["none"] if none_allowed else [])
    options: list[Hashable] = [*script, *(["none"] if none_allowed else [])]
    role = pick_part(g, me, skill, valid_roles, options, "character")
    if role == "none":
        value: Any = "none"
    else:
        others = [x for x in range(g.n) if x != me]
        pairs = [(a, b) for i, a in enumerate(others) for b in others[i + 1:]]
        true_pairs = [p for p in pairs if p[0] in shown.get(role, ()) or p[1] in shown.get(role, ())]
        a, b = pick_part(g, me, skill, true_pairs, pairs, "players")
        value = [a, b, role]
    g.emit("result", (me,), skill=SHOWN_PAIR, target=None, **fields(SHOWN_PAIR, value))
    return value


def grimoire(g: Game) -> list[dict[str, Any]]:
    """魔典 (line 423): 场上所有角色的身份、阵营，和其所带有的状态、标记 — as the storyteller keeps it."""
    return [{"seat": s.index, "role": s.role.id, "camp": s.camp, "alive": s.alive,
             "statuses": sorted({st.name for st in s.statuses})} for s in g.seats]


def learn_grimoire(g: Game, me: int, skill: str) -> None:
    """Show ``me`` the grimoire; deceived, it may see two seats' characters swapped (the
    storyteller's pick)."""
    truth = grimoire(g)
    options: list[Any] = [truth]
    for a in range(g.n):
        for b in range(a + 1, g.n):
            swapped = [dict(x) for x in truth]
            swapped[a]["role"], swapped[b]["role"] = truth[b]["role"], truth[a]["role"]
            options.append(swapped)
    learn(g, me, skill, "grimoire", [truth], options)


def show_to_demons(g: Game, seat: int, skill: str) -> None:
    """使恶魔获得信息：<character>的角色 (疯子 泄露, 提线木偶 操纵): every demon learns, once, which
    player ``seat`` is and its character."""
    state = table(g)
    role = g.seats[seat].role.id
    for d in [s.index for s in g.seats if s.alive and s.side == "demon"]:
        if (skill, d, seat) not in state.told:
            state.told.add((skill, d, seat))
            learn(g, d, skill, "player_and_character", [(seat, role)],
                  [(s, role) for s in range(g.n) if s != d])
