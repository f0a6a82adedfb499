"""Replays of finished games: in the terminal, and as a self-contained HTML viewer (seats
around a table, day/night timeline, chat by channel, votes, deaths, god-view toggle).

A game is named by a record JSON file, ``RUN_DIR:GAME_ID`` (a game in a run's database), or a
game id together with ``run_dir``.  Every replay rebuilds the game from its decisions and checks
that it is identical to the record before showing anything.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any, Mapping, Optional

from arena.play.records import RecordError, read_record, replay_record
from arena.play.god import god_notes
from arena.play.story import step_orders, story_lines
from arena.storage import Store, db_path
from envs.text import TextRenderer
from rulesets.engine import Event, Game
from rulesets.engine.presentation import Presentation

#: the viewer's own words; a ruleset's group chats and ballots are named by its presentation
LABELS = {
    "en": {"god": "God view", "chat": "Chat", "votes": "Votes", "deaths": "Deaths",
           "abstain": "abstain", "event": "event", "grimoire": "Grimoire", "dead": "dead",
           "channels": {"public": "Public", "private": "Private", "all": "Everything",
                        "storyteller": "Behind the screen"}},
    "zh": {"god": "上帝视角", "chat": "聊天", "votes": "投票", "deaths": "死亡",
           "abstain": "弃票", "event": "事件", "grimoire": "魔典", "dead": "死亡",
           "channels": {"public": "公开", "private": "私密", "all": "全部", "storyteller": "幕后"}},
}


def _labels(shown: Presentation, lang: str) -> dict[str, Any]:
    labels = dict(LABELS[lang])
    labels["channels"] = {**labels["channels"],
                          **{c: ch.name.of(lang) for c, ch in shown.channels.items()}}
    return labels


def load_game_record(ref: str, run_dir: Optional[str] = None) -> dict[str, Any]:
    """The record named by ``ref``: a JSON file, ``RUN_DIR:GAME_ID``, or a game id in
    ``run_dir``."""
    if run_dir is not None:
        with Store(run_dir, read_only=True) as store:
            store.ensure_rulesets()
            return store.record(ref)
    path = Path(ref)
    if path.is_file():
        return read_record(path)
    head, sep, game_id = ref.rpartition(":")
    if sep and db_path(head).exists():
        with Store(head, read_only=True) as store:
            store.ensure_rulesets()
            return store.record(game_id)
    raise RecordError(f"{ref!r} is neither a record file nor RUN_DIR:GAME_ID of a run database")


def _actor(ev: Event, keys: tuple[str, ...]) -> Optional[int]:
    """Who acted: the seat in the first of ``keys`` the event has."""
    d = ev.data
    for key in keys:
        if isinstance(d.get(key), int):
            return d[key]
    return None


#: the viewer's chat tab of what happens behind the screen (god view only): the storyteller's
#: decisions, every action taken outside the day, each out with its cause (``arena.play.god``)
STORY_TAB = "storyteller"


def _story_item(text: str, ev: Event, r: Any) -> dict[str, Any]:
    """A line behind the screen (a storyteller decision, an action, an out) as a god-only line
    of the timeline (its own chat tab)."""
    return {"i": ev.index, "phase": ev.phase, "phase_label": r.phase(ev.phase),
            "kind": "storyteller", "audience": [], "audience_label": "", "channel": STORY_TAB,
            "text": text, "actor": None}


def _status(r: Any, game: Game, st: Mapping[str, Any]) -> str:
    """A status of the grimoire: its name, its source seat, whether it is suspended."""
    kind = game.ruleset.statuses.kinds.get(st["name"])
    name = (kind.zh if r.zh else kind.en) if kind is not None and kind.zh else str(st["name"])
    if st.get("source") is not None:
        name += f"←{r.seat(st['source'])}"
    if st.get("held"):
        name += "（失效）" if r.zh else " (suspended)"
    return name


def grimoire_data(game: Game, events: list[dict[str, Any]], r: Any) -> list[dict[str, Any]]:
    """The ruleset's grimoire snapshots (``Ruleset.grimoire``, kept at each phase) for the god
    view: from which timeline item each holds (``start``), and per seat its card, camp, life,
    statuses (named, with their source) and the card it believes it holds."""
    out = []
    pos = 0
    for snap in game.extras.get("grimoire", ()):
        at = int(snap.get("at", 0))
        while pos < len(events) - 1 and events[pos]["i"] < at:
            pos += 1
        seats = [{"role": r.role(x["role"]), "camp": x.get("camp"), "alive": x.get("alive", True),
                  "believes": r.role(x["believes"]) if x.get("believes") else None,
                  "statuses": [_status(r, game, st) for st in x.get("statuses", ())]}
                 for x in snap.get("seats", ())]
        out.append({"start": pos, "phase_label": r.phase(snap["phase"]), "seats": seats})
    return out


def viewer_data(record: Mapping[str, Any], game: Game, lang: str = "en") -> dict[str, Any]:
    """The JSON the viewer page renders: seats, every event as text with its audience,
    deaths, ballots and phase labels, and the ruleset's grimoire snapshots (god view)."""
    r = TextRenderer(game.ruleset, game.choices, lang)
    shown = game.ruleset.presentation
    reading = shown.reading
    labels = _labels(shown, lang)
    agents = record.get("agents") or [""] * game.n
    # an account added mid-game (a puppet) is played by its controller's agent
    seats = [{"label": r.seat(s.index), "agent": str(agents[game.actor(s.index)]),
              "role": r.role(s.original_role.id), "camp": s.camp,
              "final_role": r.role(s.role.id)} for s in game.seats]
    channels: list[str] = []
    events = []
    notes = god_notes(r, game, story_lines(r, game.story.log, shown.story,
                                           step_orders(game.ruleset)))
    k = 0
    for ev in game.events:
        while k < len(notes) and notes[k][0] <= ev.index:  # the storyteller decided here
            events.append(_story_item(notes[k][1], ev, r))
            k += 1
        text = r.event(ev)
        if ev.kind in shown.phase_events:  # the timeline shows the phase: drop its header
            text = text.split("\n", 1)[-1]
        item: dict[str, Any] = {
            "i": ev.index, "phase": ev.phase, "phase_label": r.phase(ev.phase), "kind": ev.kind,
            "audience": None if ev.audience is None else sorted(ev.audience),
            "audience_label": "" if ev.audience is None else r.seats(sorted(ev.audience)),
            "channel": ev.channel, "text": text, "actor": _actor(ev, reading.actors)}
        if ev.channel and ev.channel not in channels:
            channels.append(ev.channel)
        if ev.kind in reading.deaths:
            item["deaths"] = list(ev.data.get("seats", []))
        if ev.kind == "votes":
            item["ballots"] = ev.data["ballots"]
            name = shown.ballots.get(ev.data.get("vote"))
            item["vote_label"] = name.of(lang) if name is not None else ev.data.get("vote")
        if ev.kind in reading.badge:  # the badge moves: its new holder, or nobody
            key = reading.badge[ev.kind]
            item["sheriff"] = None if key is None else ev.data.get(key)
        events.append(item)
    for _, text in notes[k:]:
        events.append(_story_item(text, game.events[-1], r))
    if notes:
        channels.append(STORY_TAB)
    winner = r.camp(game.winner)
    result = (f"{winner}获胜 · {game.end_reason}" if lang == "zh"
              else f"winner: {winner} · {game.end_reason}")
    name = game.ruleset.title if lang == "zh" and game.ruleset.title else game.ruleset.id
    title = f"{name} · seed {game.seed}"
    if record.get("game_id"):
        title = f"{record['game_id']} · {title}"
    meta = f"{game.n} seats · {r.phase(game.phase)} · {len(game.decisions)} decisions"
    return {"title": title, "meta": meta, "result": result, "seats": seats, "events": events,
            "channels": channels, "labels": labels, "lang": lang,
            "camp_colors": dict(shown.camp_colors), "grimoire": grimoire_data(game, events, r)}


def render_html(record: Mapping[str, Any], lang: str = "en") -> str:
    """The self-contained viewer page for a record (replayed and checked first)."""
    game = replay_record(record)
    data = viewer_data(record, game, lang)
    template = resources.files("arena.reports").joinpath("templates/replay.html").read_text("utf-8")
    blob = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return (template.replace("__DATA__", blob).replace("__LANG__", lang)
            .replace("__TITLE__", data["title"].replace("<", "&lt;")))


def write_html(record: Mapping[str, Any], out: str | Path, lang: str = "en") -> Path:
    """Write the viewer page to ``out``."""
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render_html(record, lang), encoding="utf-8")
    return out


def terminal_header(record: Mapping[str, Any], game: Game, lang: str = "en") -> str:
    """Who played which seat, for the top of a terminal replay."""
    r = TextRenderer(game.ruleset, game.choices, lang)
    agents = record.get("agents")
    if not agents:
        return ""
    width = max(len(str(a)) for a in agents)
    rows = [f"  {r.seat(i):>5} {str(a):<{width}}" for i, a in enumerate(agents)]
    cols = 4
    lines = ["".join(rows[i:i + cols]) for i in range(0, len(rows), cols)]
    head = "座位与玩家" if lang == "zh" else "Seats and players"
    return head + ":\n" + "\n".join(lines)
