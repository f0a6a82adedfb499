"""Presentation every ruleset shares: templates of the engine's own events and of the events
every board announces (a phase begins, deaths, speech, votes, the end), the fields they name,
phase names, and the proposals shown with a group's choice.  A ruleset's presentation starts
from these (``{**GENERIC_EVENTS, ...}``) and adds or overrides its own; the werewolf boards
share more (:mod:`.werewolf`).
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from .events import Event
from .presentation import Context, EventTemplate, Namer, Template, Words

NOBODY = Words("无人", "nobody")

#: data keys every board uses, by the kind of value (see ``Presentation.fields``)
GENERIC_FIELDS: Mapping[str, str] = {
    "seat": "seat", "target": "seat", "to": "seat", "seats": "seats", "role": "role",
    "roles": "roles", "skill": "skill", "skills": "skills", "camp": "camp", "stage": "stage",
}

#: phase kind -> name with the phase number ``{n}``
PHASES: Mapping[str, Words] = {"night": Words("第{n}夜", "Night {n}"),
                               "day": Words("第{n}天", "Day {n}"), "setup": Words("开局", "Setup")}

def phase_header(r: Namer, ev: Event) -> str:
    """``—— 第2天 ——``: the line that opens a phase."""
    return f"—— {r.phase(ev.phase)} ——"


def night_falls(r: Namer, ev: Event) -> str:
    return phase_header(r, ev) + "\n" + ("天黑请闭眼。" if r.zh else "Night falls.")


def role(r: Namer, ev: Event) -> str:
    card, camp = r.role(ev.data["role"]), ev.data.get("camp")
    if camp is None:
        return f"你的身份是{card}。" if r.zh else f"Your card is {card}."
    return f"你的身份是{card}，属于{r.camp(camp)}。" if r.zh else \
        f"Your card is {card}, in {r.camp(camp)}."


def result(r: Namer, ev: Event) -> str:
    """A check result: a verdict or a card about a ``target``, or a list of ``seats``."""
    d = ev.data
    if "seats" in d:
        said = r.seats(d["seats"])
    else:
        target = r.seat(d["target"]) if d.get("target") is not None else ""
        said = f"{target}是{r.value(d['value'])}" if r.zh else f"{target} is {r.value(d['value'])}"
    if r.zh:
        return f"你的{r.skill(d['skill'])}结果：{said}"
    return f"Your {r.skill(d['skill'])} result: {said}"


def speech(r: Namer, ev: Event) -> str:
    d = ev.data
    text = r.act(d["act"])
    free = d.get("text")
    if free:
        text = f"{text} —— {free}" if r.zh else f"{text} -- {free}"
    return r.speaker(d["seat"], d.get("segment", "")) + text


def votes(names: Mapping[str, Words]) -> Callable[[Namer, Event], str]:
    """A round of ballots (and the totals when they are shown), headed by the name of the vote
    (``names``: the event's ``vote`` -> its name) and the PK round."""
    def render(r: Namer, ev: Event) -> str:
        d = ev.data
        parts = [f"{r.seat(int(v))}→{r.seat(t) if t is not None else ('弃票' if r.zh else 'abstain')}"
                 for v, t in d["ballots"].items()]
        name = names.get(d["vote"])
        label = r.words(name) if name is not None else str(d["vote"])
        rnd = d.get("round", 0)
        label += (f"（PK{rnd}）" if r.zh else f" (PK {rnd})") if rnd else ""
        if "totals" not in d:  # counts hidden: the ballots only
            return f"{label}：" + "，".join(parts) + "。" if r.zh else f"{label}: " + ", ".join(parts) + "."
        totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in d["totals"].items())
        return f"{label}：" + "，".join(parts) + f"。票数：{totals}{weighing(r, d)}" if r.zh else \
            f"{label}: " + ", ".join(parts) + f". Totals: {totals}{weighing(r, d)}"
    return render


def weighing(r: Namer, d: Mapping[str, Any]) -> str:
    """Why a vote's totals are not a count of its ballots (``weights``: voters whose ballot
    counts more or less than one vote, ``bonus``: votes added to a target, ``doubled``: targets
    whose votes count twice), or nothing."""
    parts = []
    if d.get("weights"):
        parts.append(("，" if r.zh else ", ").join(
            f"{r.seat(int(v))}计{w:g}票" if r.zh else f"{r.seat(int(v))}'s ballot counts {w:g}"
            for v, w in d["weights"].items()))
    if d.get("bonus"):
        parts.append(("，" if r.zh else ", ").join(
            f"{r.seat(int(t))}额外{b:+g}票" if r.zh else f"{r.seat(int(t))} {b:+g} extra"
            for t, b in d["bonus"].items()))
    if d.get("doubled"):
        seats = r.seats(int(t) for t in d["doubled"])
        parts.append(f"{seats}的票数翻倍" if r.zh else f"votes on {seats} doubled")
    if not parts:
        return ""
    return "（" + "；".join(parts) + "）" if r.zh else " (" + "; ".join(parts) + ")"


def skills_gained(origins: Mapping[str, Words]) -> Callable[[Namer, Event], str]:
    """``skills``: the skills a seat gained and where they came from (``origin``, named by the
    ruleset's ``origins``; an origin it does not name is shown as written)."""
    def render(r: Namer, ev: Event) -> str:
        names = r.field("skills", ev.data["skills"])
        origin = ev.data.get("origin", "")
        source = r.words(origins[origin]) if origin in origins else origin
        return f"你获得了技能：{names}（来源：{source}）。" if r.zh else f"You gain: {names} (from {source})."
    return render


def ballot(r: Namer, ev: Event) -> str:
    """A ballot cast in public on the forum day (:mod:`.forum`: one change allowed, 弃权)."""
    d = ev.data
    who, t = r.seat(d["seat"]), d.get("target")
    if r.zh:
        verb = "改票为" if d.get("change") else "投票给"
        return f"{who}{verb}{r.seat(t)}。" if t is not None else f"{who}弃权。"
    verb = "changes the vote to" if d.get("change") else "votes for"
    return f"{who} {verb} {r.seat(t)}." if t is not None else f"{who} abstains."


def dawn_deaths(r: Namer, ev: Event) -> str:
    seats = ev.data["seats"]
    if not seats:
        return "天亮了，昨晚是平安夜。" if r.zh else "Dawn: nobody died last night."
    return f"天亮了，昨晚死亡的是：{r.seats(seats)}。" if r.zh else f"Dawn: last night {r.seats(seats)} died."


def game_over(r: Namer, ev: Event) -> str:
    d = ev.data
    cards = r.join(f"{r.seat(i)}{r.role(x)}" if r.zh else f"{r.seat(i)} {r.role(x)}"
                   for i, x in enumerate(d.get("roles", [])))
    winner = r.camp(d.get("winner"))
    if r.zh:
        return f"游戏结束，{winner}获胜。身份：{cards}"
    return f"Game over. Winner: {winner}. Cards: {cards}"


#: the engine's own events and those every board announces
GENERIC_EVENTS: Mapping[str, EventTemplate] = {
    "role": role,
    "night_falls": night_falls,
    "day_breaks": phase_header,
    "stage": lambda r, ev: f"【{r.stage(ev.data['stage'])}】" if r.zh else f"[{r.stage(ev.data['stage'])}]",
    "result": result,
    "speech": speech,
    "dawn_deaths": dawn_deaths,
    "death": Template("{seats}死亡。", "{seats} died."),
    "exiled": Template("{seat}被放逐。", "{seat} is exiled."),
    "no_exile": Template("今天无人被放逐。", "Nobody is exiled today."),
    "pk": Template("平票，进入第{round}轮PK：{seats}。", "Tie: PK round {round} between {seats}."),
    "pk_tie": Template("PK后仍平票（{seats}），无人出局。", "Still tied after the PK ({seats}): nobody goes."),
    "game_over": game_over,
}


def proposals(r: Namer, info: Mapping[str, Any]) -> str:
    """Teammates' proposals so far (a pack choosing its knife in its chat)."""
    props = info["proposals"]
    if r.zh:
        return "（队友提议：" + "，".join(f"{r.seat(w)}→{r.seat(t)}" for w, t in props.items()) + "）"
    return " (teammates proposed: " + ", ".join(f"{r.seat(w)}->{r.seat(t)}" for w, t in props.items()) + ")"


#: decision info every board shows: the proposals of the other members of a group choice
GENERIC_CONTEXT = (Context("proposals", proposals),)
#: events a player would note down, kept when old days of a language model's history are cut
GENERIC_KEY_EVENTS = frozenset({"role", "result", "dawn_deaths", "death", "exiled", "day_breaks",
                                "night_falls"})
