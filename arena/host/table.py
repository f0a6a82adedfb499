"""One hosted game: its seats (web humans, agents), its secrets, and what each page is shown.

The game runs as one task of the server's event loop (:meth:`Table.run`, the match runner's
async loop); every move bumps ``version`` and wakes the pages waiting for news.  A seat's page
gets only the lines of its own inbox, its own pending question and the table as it knows it
(deaths and the badge from its events); the spectator's page gets the god view: every event
with its audience, every card.  When the game ends its record is written like any other
(``arena replay FILE``)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any, Mapping, Optional, Sequence

import rulesets
from agents.base import Agent
from agents.human import SeatScreen
from arena.play.match import play_game_async
from arena.play.records import RULESET_SPEC, write_record
from rulesets.engine import Game, StorytellerPolicy

from .seat import AnswerError, WebSeat
from .store import HostStore
from .tokens import Pass, SeatTokens

#: lines sent in one message at most (a page asks again from where it is)
MAX_LINES = 2000
#: the longest the host goes without keeping the game (agents' answers; a person's question
#: and a person's answer are kept at once)
SAVE_EVERY_S = 1.0


class Table:
    """A game between ``agents`` where the seats in ``humans`` (0-based) are people on web
    pages.  ``agents`` has one agent per seat; the human seats' entries are replaced."""

    def __init__(self, ruleset_id: str, seed: int, agents: Sequence[Agent], humans: Sequence[int],
                 board: Optional[Mapping[str, Any]] = None, lang: str = "zh",
                 timeout: float = 300.0, storyteller: Optional[StorytellerPolicy] = None,
                 agent_key: str = "", record_path: Optional[Path] = None,
                 tokens: Optional[SeatTokens] = None, store: Optional[HostStore] = None,
                 progress: Optional[Mapping[str, Any]] = None,
                 run_dir: Optional[Path] = None, game_id: str = "hosted",
                 phase_seconds: Optional[float] = None,
                 ruleset_spec: Optional[str] = None) -> None:
        """``tokens``: the seats' secrets (fresh ones by default); ``store``: where the game
        is kept as it goes (restartable); ``progress``: the game so far, to go on with;
        ``run_dir``: a run database the finished game is written into as ``game_id``;
        ``phase_seconds``: the forum pace — every phase (a forum day, a night) lasts until the
        people have answered or this many seconds since it began have passed, whatever
        ``timeout`` says (a game then runs over days; restarts do not lengthen a phase);
        ``ruleset_spec``: the spec text of a designer's variant (``rulesets.ensure``), kept in
        the record so that ``arena replay`` rebuilds the variant."""
        self.ruleset_id = ruleset_id
        self.ruleset = rulesets.ensure(ruleset_spec) if ruleset_spec else rulesets.get(ruleset_id)
        if self.ruleset.id != ruleset_id:
            raise ValueError(f"the board's spec builds {self.ruleset.id}, not {ruleset_id}")
        self.ruleset_spec = ruleset_spec
        self.seed = seed
        self.board = dict(board or {})
        self.lang = lang
        self.storyteller = storyteller
        self.agent_key = agent_key
        self.record_path = record_path
        self.agents = list(agents)
        self.seats: dict[int, WebSeat] = {}
        for seat in humans:
            self.seats[seat] = self.agents[seat] = WebSeat(  # type: ignore[assignment]
                lang, timeout, self._seat_moved, self._phase_left if phase_seconds else None)
        self.tokens = tokens if tokens is not None else SeatTokens(self.seats)
        self.store = store
        self.progress = progress
        self.run_dir = run_dir
        self.game_id = game_id
        self.phase_seconds = phase_seconds
        #: the current phase and when it began (wall clock: kept across restarts)
        kept = (progress or {}).get("host_phase")
        self.phase: tuple[str, float] = (str(kept[0]), float(kept[1])) if kept else ("", 0.0)
        self.game: Optional[Game] = None
        self.record: Optional[dict[str, Any]] = None
        self.error: Optional[str] = None
        self.version = 0
        self._tick: Optional[asyncio.Event] = None
        self._screens: dict[int, SeatScreen] = {}
        self._lines: dict[Optional[int], list[dict[str, Any]]] = {}
        self._god_done = 0
        #: per seat: (its inbox's length, seats), its table and its card
        self._tables: dict[int, tuple[tuple[int, int], list[dict[str, Any]], Optional[str]]] = {}
        self._saved = time.monotonic()

    # -- the game -------------------------------------------------------------------------------
    async def run(self) -> Optional[Game]:
        """Play the game to its end (then write its record); errors are kept for the pages."""
        try:
            start = None
            if self.progress is not None:  # a restarted host: the game so far, then on
                start = self.ruleset.replay(self.progress, then=self.storyteller)
            game = await play_game_async(self.ruleset_id, self.seed, self.agents, self.board,
                                         storyteller=self.storyteller, agent_key=self.agent_key,
                                         watch=self._watch, start=start)
        except Exception as exc:  # shown on every page rather than a silent dead server
            self.error = f"{type(exc).__name__}: {exc}"
            self.touch()
            raise
        record = game.record()
        record["agents"] = [a.name for a in self.agents]
        if self.ruleset_spec is not None:
            record[RULESET_SPEC] = self.ruleset_spec
        self.record = record
        if self.record_path is not None:
            write_record(self.record_path, record)
        if self.store is not None:
            self.store.save_progress(game, record)
        if self.run_dir is not None:
            from .results import store_game
            specs = ["human" if s in self.seats else a.name for s, a in enumerate(self.agents)]
            store_game(self.run_dir, self.game_id, game, record, specs)
        self.touch()
        return game

    def _seat_moved(self) -> None:
        """A person was asked or answered: pages are told, the game so far is kept."""
        self.touch()
        self._save()

    def _save(self) -> None:
        """Keep the game so far (what changed since the last save: cheap)."""
        if self.store is not None and self.game is not None and not self.game.over:
            self.store.save_progress(self.game, host_phase=list(self.phase))
            self._saved = time.monotonic()

    def _watch(self, game: Game) -> None:
        """Told after every answer: the pages are woken; the game is kept when a person's
        answer was just played, and at least every :data:`SAVE_EVERY_S` seconds otherwise
        (agents' answers between: an LLM's are worth keeping, a bot's are replayed the same)."""
        self.game = game
        if game.phase != self.phase[0]:
            self.phase = (game.phase, time.time())
        self.touch()
        if game.decisions and (game.actor(game.decisions[-1][0]) in self.seats
                               or time.monotonic() - self._saved >= SAVE_EVERY_S):
            self._save()

    def _phase_left(self) -> float:
        """Seconds left in the current phase (the forum pace)."""
        assert self.phase_seconds is not None
        return self.phase[1] + self.phase_seconds - time.time()

    def touch(self) -> None:
        """Something changed: wake every page waiting for news."""
        self.version += 1
        if self._tick is not None:
            self._tick.set()
            self._tick = None

    async def wait(self, version: int, timeout: float = 30.0) -> None:
        """Until ``version`` is out of date (or ``timeout`` seconds, for a keep-alive)."""
        if self.version != version:
            return
        if self._tick is None:
            self._tick = asyncio.Event()
        try:
            await asyncio.wait_for(self._tick.wait(), timeout)
        except asyncio.TimeoutError:
            pass

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over

    # -- what a page gets -----------------------------------------------------------------------
    def state(self, who: Pass, since: int = 0) -> dict[str, Any]:
        """The JSON of ``who``'s page: its lines from ``since`` on, the table, its question."""
        game = self.game
        since = max(0, int(since))
        out: dict[str, Any] = {"version": self.version, "lang": self.lang, "over": self.over,
                               "error": self.error, "title": self.title, "since": since}
        if game is None:
            out.update(lines=[], total=0, seats=[], decision=None, waiting=[])
            return out
        lines = self._god_lines(game) if who.spectator else self._seat_lines(game, who.seat)
        out["lines"] = lines[since:since + MAX_LINES]
        out["total"] = len(lines)
        screen = self._screen(game, 0 if who.spectator else who.seat)
        r = screen.r
        if who.spectator:
            out["you"] = None
            public = screen.public(game.events)
            out["seats"] = [{"label": r.seat(s.index), "alive": s.alive, "you": False,
                             "public": public.get(s.index, []),
                             "role": r.role(s.role.id), "camp": r.camp(s.camp),
                             # an account added in play is played by its controller's agent
                             "agent": self.agents[game.actor(s.index)].name,
                             "statuses": [screen.status(st.name) for st in s.statuses]}
                            for s in game.seats]
            out["decision"] = None
            out["waiting"] = [r.seat(s) for s, w in self.seats.items() if w.pending is not None]
        else:
            assert who.seat is not None
            seat = who.seat
            out["you"] = r.seat(seat)
            out["seats"], out["card"] = self._table(game, seat, screen)
            out["decision"] = self._question(seat)
            out["waiting"] = []
        if self.over:
            out["result"] = self._result(r, game)
        return out

    def _screen(self, game: Game, seat: int) -> SeatScreen:
        screen = self._screens.get(seat)
        if screen is None:
            screen = self._screens[seat] = SeatScreen(game.ruleset, game.choices, seat, self.lang)
        return screen

    def _table(self, game: Game, seat: int, screen: SeatScreen) -> tuple[list[dict[str, Any]],
                                                                         Optional[str]]:
        """The seats around the table and the card as ``seat`` knows them: read off its inbox,
        so worked out again only when the inbox has grown (not at every push of a page)."""
        inbox = game.inbox[seat]
        kept = self._tables.get(seat)
        seats = len(game.seats)  # with the accounts added in play (a puppet, a 马甲): targetable
        if kept is None or kept[0] != (len(inbox), seats):
            kept = self._tables[seat] = ((len(inbox), seats), screen.table(inbox, seats),
                                         screen.card(inbox))
        return kept[1], kept[2]

    def _seat_lines(self, game: Game, seat: int) -> list[dict[str, Any]]:
        """The seat's inbox as page lines, rendered once each."""
        lines = self._lines.setdefault(seat, [])
        inbox = game.inbox[seat]
        if len(lines) < len(inbox):
            screen = self._screen(game, seat)
            for line in screen.lines(inbox, len(lines)):
                lines.append({"channel": line.channel, "channel_name": screen.channel_name(line.channel),
                              "phase": line.phase, "text": line.text})
        return lines

    def _god_lines(self, game: Game) -> list[dict[str, Any]]:
        """Every event, with its audience (the spectator's god view)."""
        lines = self._lines.setdefault(None, [])
        if self._god_done < len(game.events):
            screen = self._screen(game, 0)
            for ev in game.events[self._god_done:]:
                line = screen.line(ev)
                audience = "" if ev.audience is None else screen.r.seats(sorted(ev.audience))
                lines.append({"channel": line.channel, "channel_name": screen.channel_name(line.channel),
                              "phase": line.phase, "text": line.text, "audience": audience})
            self._god_done = len(game.events)
        return lines

    def _question(self, seat: int) -> Optional[dict[str, Any]]:
        p = self.seats[seat].pending
        if p is None or p.future.done():
            return None
        q = p.question
        return {"number": p.number, "head": q.head, "remaining": round(p.remaining(), 1),
                "text_limit": q.text_limit, "default": q.default,
                "options": [{"code": o.code, "label": o.label, "says": o.says} for o in q.options]}

    @property
    def title(self) -> str:
        """The game's name on its pages: the ruleset and the seed."""
        name = self.ruleset.title if self.lang == "zh" and self.ruleset.title else self.ruleset.id
        return f"{name} · seed {self.seed}"

    @staticmethod
    def _result(r: Any, game: Game) -> str:
        winner = r.camp(game.winner)
        return (f"{winner}获胜 · {game.end_reason}" if r.zh else f"winner: {winner} · {game.end_reason}")

    # -- answers --------------------------------------------------------------------------------
    def answer(self, who: Pass, body: Any) -> None:
        """Take a page's answer ``{"decision": N, "choice": CODE, "text": "..."}`` for the seat
        ``who`` admits; raises :class:`AnswerError` (the spectator never acts: 403)."""
        if who.spectator or who.seat not in self.seats:
            raise AnswerError("the spectator's view cannot act", 403)
        if not isinstance(body, dict):
            raise AnswerError("the answer is a JSON object {decision, choice, text}")
        self.seats[who.seat].answer(body.get("decision"), body.get("choice"), body.get("text"))

    def urls(self, base: str) -> dict[str, str]:
        """The secret URL of every human seat (by its name) and of the spectator."""
        out = {f"seat {s + 1}": f"{base}/play/{t}" for s, t in self.tokens.seats.items()}
        out["spectator"] = f"{base}/play/{self.tokens.spectator}"
        return out


def started_at() -> str:
    """A UTC time stamp for file names."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime())
