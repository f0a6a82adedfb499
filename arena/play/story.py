"""The storyteller's decisions as lines for the god view (terminal transcript, HTML viewer).

Every storyteller call is in the record (``story``: ``[call, why, n, answer, at, chosen]``, see
``rulesets.engine.storyteller``).  Shown are the decisions that shaped the game: ties, "the host
decides", registrations, false information, orders.  Left out: the deal (the god view shows the
cards) and the random defaults prepared for decisions (``default ...``), which only matter when
a seat did not answer (those show up as fallbacks).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from rulesets.engine.presentation import Namer, Words

#: calls that are not shown (the deal is the god view's card list)
HIDDEN_CALLS = frozenset({"deal", "deal_pick"})
HEAD = {"zh": "【说书人】", "en": "[storyteller] "}


def shown(entry: Sequence[Any]) -> bool:
    """Whether a storyteller call is worth a line in the god view."""
    return entry[0] not in HIDDEN_CALLS and not str(entry[1]).startswith("default ")


def chosen_text(r: Namer, entry: Sequence[Any]) -> str:
    """How the chosen option reads: a seat's name, a card, yes/no, a named option, a card, an
    ability or a camp by its id (an ability also by its printed name), or the option index."""
    call, _, n, answer = entry[:4]
    value = entry[5] if len(entry) > 5 else None
    if isinstance(value, Mapping) and "seat" in value:
        return r.seat(value["seat"])
    if isinstance(value, Mapping) and "seats" in value:
        return r.seats(value["seats"])
    if isinstance(value, Mapping) and "role" in value:
        return r.role(value["role"])
    if isinstance(value, bool):
        return ("是" if value else "否") if r.zh else ("yes" if value else "no")
    if isinstance(value, str):
        named = r.option(value)  # a named option (a card, where the codec names cards)
        if named != value:
            return named
        try:
            return r.role(value)  # a card by its id
        except KeyError:
            pass
        skill = r.skill(value)  # an ability by its id or printed name (a word an information ability tells)
        if skill != value:
            return skill
        return r.camp(value)  # a camp, or the value as it is
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list):  # several named options (characters)
        return ("、" if r.zh else ", ").join(r.option(v) for v in value)
    if isinstance(answer, list):
        return ("顺序" if r.zh else "order ") + ",".join(str(i + 1) for i in answer)
    return f"{answer + 1}/{n}"


def step_orders(ruleset: Any) -> dict[str, str]:
    """``why -> skill id`` of the schedule's orders (``order <step label>``: the storyteller
    orders the holders of one step's skill, ``rulesets.engine.schedule``), so that a god view
    names the skill in the reader's language rather than by the step's label."""
    out: dict[str, str] = {}
    for schedule in getattr(ruleset, "schedules", ()) or ():
        for step in schedule.steps():
            if step.skill:
                out.setdefault(f"order {step.label}", step.skill)
    return out


def story_lines(r: Namer, log: Iterable[Sequence[Any]],
                words: Mapping[str, Words] = {},
                orders: Mapping[str, str] = {}) -> list[tuple[int, str]]:
    """``(events before it, text)`` for every storyteller decision shown; ``words`` name the
    decisions (the ruleset's ``Presentation.story``), ``orders`` the skills of the schedule's
    orders (:func:`step_orders`)."""
    head = HEAD["zh" if r.zh else "en"]
    out = []
    for entry in log:
        if len(entry) < 4 or not shown(entry):
            continue
        at = entry[4] if len(entry) > 4 else 0
        sep = "：" if r.zh else ": "
        why = words.get(entry[1])
        if why is not None:
            what = r.words(why)
        elif entry[1] in orders:
            what = ("行动顺序：" if r.zh else "order of ") + r.skill(orders[entry[1]])
        else:
            what = str(entry[1])
        out.append((int(at), f"{head}{what}{sep}{chosen_text(r, entry)}"))
    return out
