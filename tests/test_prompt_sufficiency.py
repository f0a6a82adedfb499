"""The prompt carries what a player needs: one simple policy written twice, once on the
structured view (``SeatView`` helpers) and once on nothing but the text prompt, answering
through the same OpenAI-compatible path as a model (a local server that reads the prompt),
makes the same decision at every step of seeded games.  If the prompt lost the living seats,
the accusations heard, the seat's card, what it already said, its private knowledge (the wolf
team it was shown, its own checks' verdicts), or mapped options wrongly, the two would part."""

from __future__ import annotations

import json
import re
from collections import Counter
from http.server import BaseHTTPRequestHandler

import pytest

import rulesets
from agents.base import SeatView
from agents.llm import LLMAgent, LLMConfig
from arena.play.match import play_game
from rulesets.engine import PASS

from .llm_stub import LocalServer, completion, send


def _pick(me: int, seats: list[int], living: set[int], accused: Counter,
          known: "Known | None" = None) -> int:
    """The living seat (not me) my own checks found a wolf, else not a teammate of mine nor
    found good, that the others accused most; ties to the lowest seat."""
    k = known or Known()
    return max(seats, key=lambda s: (s in living, s in k.wolves, s not in k.team,
                                     s not in k.good, accused[s], -s))


class Known:
    """A seat's private knowledge: the wolf team it was shown (itself included), and the
    seats its own checks found a wolf or good."""

    def __init__(self, team: frozenset = frozenset(), wolves: frozenset = frozenset(),
                 good: frozenset = frozenset()) -> None:
        self.team, self.wolves, self.good = team, wolves, good

    @classmethod
    def of_view(cls, view: SeatView) -> "Known":
        team = {s for e in view.events if e.kind == "wolf_team" for s in e.data["seats"]}
        wolves: set[int] = set()
        good: set[int] = set()
        for e in view.private:
            value = e.data.get("value")
            if e.kind != "result" or not isinstance(value, bool):
                continue
            if "group" in e.data:  # a verdict on three seats: only "none is a wolf" tells
                good |= set() if value else set(e.data["group"])
            else:
                (wolves if value else good).add(e.data["target"])
        return cls(frozenset(team), frozenset(wolves), frozenset(good))


_TEAM = re.compile(r"^\[wolf chat\] Wolf team: (.*?) \(cards")
_VERDICT = re.compile(r"^Your .+ result: #(\d+) is (a wolf|good)$")
_NONE_OF = re.compile(r"^Your .+ result: none of (.*) is a wolf\.$")


def known_of_prompt(history: str) -> Known:
    """:class:`Known` from the history lines of a prompt."""
    team: set[int] = set()
    wolves: set[int] = set()
    good: set[int] = set()
    for line in history.splitlines():
        if m := _TEAM.match(line):
            team |= {int(n) - 1 for n in _SEAT.findall(m.group(1))}
        elif m := _VERDICT.match(line):
            (wolves if m.group(2) == "a wolf" else good).add(int(m.group(1)) - 1)
        elif m := _NONE_OF.match(line):
            good |= {int(n) - 1 for n in _SEAT.findall(m.group(1))}
    return Known(frozenset(team), frozenset(wolves), frozenset(good))


class Structured:
    """The policy on the structured view."""

    name = "structured"
    informed = 0  # targets its private knowledge changed (the check that it is exercised)

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat

    def act(self, view: SeatView) -> int:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        seats = [s for s in view.target_seats() if s != view.seat]
        if seats:
            accused = Counter(x.act.arg for x in view.speeches
                              if x.act.kind == "accuse" and x.seat != view.seat)
            pick = _pick(view.seat, seats, set(view.living), accused, Known.of_view(view))
            Structured.informed += pick != _pick(view.seat, seats, set(view.living), accused)
            return view.choices.target(pick)
        last = view.events[-1] if view.events else None
        if last is not None and last.kind == "speech" and last.data.get("seat") == view.seat \
                and PASS in legal:  # one act per turn, as the LLM agent speaks
            return PASS
        acts = {view.choice(code): code for code in legal}
        if view.asked == "last_words":  # claim my card
            for c, code in acts.items():
                if c.kind == "claim" and c.arg == view.my_card:
                    return code
        elif not view.said_today:  # join the loudest accusation
            accused = Counter(x.act.arg for x in view.speeches
                              if x.act.kind == "accuse" and x.seat != view.seat)
            others = [s for s in view.living if s != view.seat]
            for c, code in acts.items():
                if others and c.kind == "accuse" and c.arg == _pick(view.seat, others, set(others), accused):
                    return code
        return PASS if PASS in legal else legal[0]


_SEAT = re.compile(r"#(\d+)")
_OPTION = re.compile(r"^(\d+): (.*)$")
_ACCUSE = re.compile(r"^#(\d+) \([^)]*\): #(\d+) is a wolf(?: \| wrote: .*)?$")


def read_prompt(user: str) -> int:
    """The same policy from the text of the prompt alone (seal, English)."""
    head, _, ask = user.rpartition("== What you know now ==")
    me = int(re.search(r"You are #(\d+)", ask).group(1)) - 1
    card = re.search(r"your card: (.+?) \(", ask)
    alive = re.search(r"Alive \(\d+\): (.*)", ask).group(1)
    living = {int(n) - 1 for n in _SEAT.findall(alive)}
    said = "You already said this phase:" in ask
    options = [(int(m.group(1)), m.group(2)) for line in ask.splitlines()
               if (m := _OPTION.match(line))]
    if len(options) == 1:
        return options[0][0]
    seats = {n: int(label[1:]) - 1 for n, label in options if re.fullmatch(r"#\d+", label)}
    seats = {n: s for n, s in seats.items() if s != me}
    if seats:
        accused = Counter(int(m.group(2)) - 1 for line in head.splitlines()
                          if (m := _ACCUSE.match(line)) and int(m.group(1)) - 1 != me)
        best = _pick(me, list(seats.values()), living, accused, known_of_prompt(head))
        return next(n for n, s in seats.items() if s == best)
    turn = next(line for line in ask.splitlines() if line.startswith(">>> Your turn"))
    if turn.endswith("): Last words"):
        for n, label in options:
            if card and label == f"I am the {card.group(1)}":
                return n
    elif not said:
        accused = Counter(int(m.group(2)) - 1 for line in head.splitlines()
                          if (m := _ACCUSE.match(line)) and int(m.group(1)) - 1 != me)
        others = sorted(living - {me})
        if others:
            best = _pick(me, others, set(others), accused)
            for n, label in options:
                if label == f"#{best + 1} is a wolf":
                    return n
    return 0 if any(n == 0 for n, _ in options) else options[0][0]


class PromptReader(BaseHTTPRequestHandler):
    """An OpenAI-compatible chat endpoint that answers by reading the prompt."""

    def log_message(self, *args: object) -> None:
        pass

    def do_POST(self) -> None:  # noqa: N802
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
        user = body["messages"][-1]["content"]
        send(self, 200, completion(json.dumps({"choice": read_prompt(user), "text": ""})))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_policy_reading_only_the_prompt_plays_as_the_structured_one(seed):
    rs = rulesets.get("seal")
    board = {"max_days": 4}
    n = rs.n_seats(rs.board(board))
    Structured.informed = 0
    structured = play_game("seal", seed, [Structured() for _ in range(n)], board)
    # the wolf team and the checks' verdicts chose targets (in seed 1 they never changed one)
    assert (Structured.informed > 0) == (seed != 1), Structured.informed
    with LocalServer(PromptReader) as server:
        cfg = LLMConfig(base_url=server.base_url, model="reader", lang="en", context_tokens=0,
                        history_days=99, history_chars=10 ** 8, timeout=30, call_budget=60)
        text = play_game("seal", seed, [LLMAgent(cfg) for _ in range(n)], board)
    assert not text.fallbacks, text.fallbacks[:3]
    mine = [d for d in structured.decisions]
    theirs = [d for d in text.decisions]
    first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), None)
    assert first is None and len(mine) == len(theirs), (first, mine[first:first + 3] if first is not None else None,
                                                         theirs[first:first + 3] if first is not None else None)
    assert structured.winner == text.winner and len(mine) > 300
    accusations = [e for e in text.events if e.kind == "speech"
                   and text.choices.decode(e.data["act"]).kind == "accuse"]
    assert len(accusations) > 10  # the history's accusations were read, not only the header
