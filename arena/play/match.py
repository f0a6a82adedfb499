"""Play one game between agents, in-process, with a recorded fallback for any bad answer.

``play_game`` is the plain loop for scripted agents.  When an agent can wait on I/O
(``act_async``: LLM agents) it runs :func:`play_game_async`, which asks a whole secret ballot
at once (decisions marked ``info["batch"]``: everyone gets the same question on the same
information) and the seats of a simultaneous block at once (:mod:`arena.play.ahead`), so
several model calls are in flight together, and runs the optional end-of-day
belief probes (``probe_beliefs``).  Agents' model calls and beliefs (``drain_calls`` /
``drain_beliefs``) are collected into a :class:`MatchLog` and into the game record.
"""

from __future__ import annotations

import asyncio
import inspect
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping, Optional, Sequence

import rulesets
from agents.base import Agent, Answer, SeatView, seat_seed, split_answer
from agents.seen import SeatViews
from rulesets.engine import Decision, Game, StorytellerPolicy

from .ahead import AskAhead

#: how a fallback an agent declared itself (``Answer.fallback``) is recorded: ``agent: <why>``
AGENT_FALLBACK = "agent: "
#: how an exception an agent raised is recorded: ``agent error: <type>: <message>``
AGENT_ERROR = "agent error: "


@dataclass
class MatchLog:
    """What agents report besides their answers: model calls and belief probes (see
    :class:`agents.base.CallLogging` / :class:`agents.base.BeliefProbing`), each tagged with
    ``seat``, ``decision`` (index of the decision being answered), ``day`` and ``phase``."""

    calls: list[dict[str, Any]] = field(default_factory=list)
    beliefs: list[dict[str, Any]] = field(default_factory=list)
    #: ``[decision index, phase]`` at every phase change: the phase each decision was asked in
    phases: list[list[Any]] = field(default_factory=list)

    def mark(self, decision: int, phase: str) -> None:
        """Decision ``decision`` is asked in ``phase`` (kept only when the phase changed)."""
        if not self.phases or self.phases[-1][1] != phase:
            self.phases.append([decision, phase])

    def drain(self, agent: Agent, seat: int, decision: int, day: int, phase: str) -> None:
        """Collect whatever ``agent`` has to hand over after answering ``decision``."""
        for attr, out in (("drain_calls", self.calls), ("drain_beliefs", self.beliefs)):
            fn = getattr(agent, attr, None)
            if fn is None:
                continue
            for row in fn() or ():
                row = dict(row)
                row.setdefault("decision", decision)
                row["seat"] = seat
                row.setdefault("day", day)
                row.setdefault("phase", phase)
                out.append(row)


def _new_game(ruleset_id: str, seed: int, agents: Sequence[Agent],
              board: Optional[Mapping[str, Any]], deal: Optional[Sequence[str]],
              storyteller: Optional[StorytellerPolicy] = None, agent_key: str = "") -> Game:
    game = rulesets.get(ruleset_id).new_game(seed, board, deal, storyteller)
    _seat_agents(game, agents, agent_key)
    return game


def _seat_agents(game: Game, agents: Sequence[Agent], agent_key: str) -> None:
    """Reset each agent for its seat of ``game`` (its seat's own seed under ``agent_key``)."""
    if len(agents) != game.n:
        raise ValueError(f"{game.ruleset.id} needs {game.n} agents, got {len(agents)}")
    for seat, agent in enumerate(agents):
        agent.reset(seat, seat_seed(game.seed, seat, agent_key))


def _view(game: Game, views: SeatViews, d: Decision) -> SeatView:
    """What the player answering ``d`` sees: its own inbox (a seat added mid-game is answered
    by its controller, whose inbox holds the added seat's events too), sealed."""
    player = game.actor(d.seat)
    return SeatView.of(d, game.n, game.inbox[player], game.choices, game.ruleset, views, player)


def _apply(game: Game, answer: Any, strict: bool = False) -> None:
    """Answer the pending decision with an agent's answer (int, :class:`Answer` or the
    exception it raised), falling back to the default — recorded — when it is unusable or the
    agent declared a fallback itself (``Answer.fallback``).  Legality is checked against the
    engine's own list of the pending decision.  ``strict``: an exception the agent raised is
    raised again (with a note naming the seat and decision) instead of falling back."""
    if isinstance(answer, BaseException):
        if strict:
            d = game.pending
            where = f"decision {len(game.decisions)}" + (f" ({d.kind}, seat {d.seat + 1})"
                                                         if d is not None else "")
            answer.add_note(f"raised by the agent answering {where} of the game "
                            f"(--strict: without it the rulebook default is played)")
            raise answer
        game.answer_or_default(None, f"{AGENT_ERROR}{type(answer).__name__}: {answer}")
        return
    if isinstance(answer, Answer) and answer.fallback:
        game.answer_or_default(None, AGENT_FALLBACK + str(answer.fallback), None, answer.reasoning)
        return
    try:
        choice, text, reasoning = split_answer(answer)
    except (TypeError, ValueError) as exc:
        game.answer_or_default(None, f"unreadable answer {answer!r}: {exc}")
        return
    game.answer_or_default(choice, "illegal", text, reasoning)


def _finish(game: Game, agents: Sequence[Agent], log: MatchLog,
            storyteller: Optional[StorytellerPolicy] = None) -> Game:
    for seat, agent in enumerate(agents):  # anything reported after the last answer
        log.drain(agent, seat, len(game.decisions), game.day, game.phase)
    drain = getattr(storyteller, "drain_calls", None)
    if drain is not None:  # a storyteller that calls a model: its calls, in no seat
        log.calls += [{**row, "seat": None} for row in drain() or ()]
    if log.calls:
        game.extras["llm_calls"] = log.calls
    if log.beliefs:
        game.extras["beliefs"] = log.beliefs
    if log.phases:
        game.extras["decision_phases"] = log.phases
    return game


def play_game(ruleset_id: str, seed: int, agents: Sequence[Agent],
              board: Optional[Mapping[str, Any]] = None,
              deal: Optional[Sequence[str]] = None,
              log: Optional[MatchLog] = None,
              storyteller: Optional[StorytellerPolicy] = None, agent_key: str = "",
              strict: bool = False) -> Game:
    """Play a whole game; ``agents[i]`` plays seat ``i`` (and the seats it controls).  An
    agent that raises, answers illegally or declares a fallback gets the decision's default,
    recorded in ``game.fallbacks`` (``strict``: an agent's exception is raised instead).
    Agents' model calls and belief probes are collected into ``log`` (and the game record).
    ``storyteller`` answers the storyteller's calls (default: seeded).  Each agent is reset with its seat's seed under ``agent_key``
    (:func:`agents.base.seat_seed`): pass a secret key when the agents must not be able to
    recover the game seed (the arena's commands do)."""
    log = log if log is not None else MatchLog()
    if any(hasattr(a, "act_async") for a in agents):
        return asyncio.run(play_game_async(ruleset_id, seed, agents, board, deal, log,
                                           storyteller, agent_key, strict=strict))
    game = _new_game(ruleset_id, seed, agents, board, deal, storyteller, agent_key)
    views = SeatViews()
    while not game.over:
        d = game.pending
        assert d is not None
        index, day, phase = len(game.decisions), game.day, game.phase
        log.mark(index, phase)
        player = game.actor(d.seat)
        try:
            answer: Any = agents[player].act(_view(game, views, d))
        except Exception as exc:  # an agent bug must not lose the game
            answer = exc
        _apply(game, answer, strict)
        log.drain(agents[player], player, index, day, phase)
    return _finish(game, agents, log, storyteller)


async def _ask(agent: Agent, view: SeatView) -> Any:
    try:
        act_async = getattr(agent, "act_async", None)
        if act_async is not None:
            return await act_async(view)
        return agent.act(view)
    except Exception as exc:  # an agent bug must not lose the game
        return exc


async def play_game_async(ruleset_id: str, seed: int, agents: Sequence[Agent],
                          board: Optional[Mapping[str, Any]] = None,
                          deal: Optional[Sequence[str]] = None,
                          log: Optional[MatchLog] = None,
                          storyteller: Optional[StorytellerPolicy] = None,
                          agent_key: str = "",
                          watch: Optional[Callable[[Game], Any]] = None,
                          start: Optional[Game] = None, strict: bool = False) -> Game:
    """The async loop (see the module docstring); same results as :func:`play_game` for
    agents whose answers depend only on what they have seen.  ``watch`` (the web host) is
    called with the game once it is dealt and after every answer (awaited when it returns an
    awaitable); the loop then yields to other tasks, so a server stays responsive.  ``start``:
    go on with this game, already under way (a restarted host; the other game arguments are
    then its own).  ``strict``: an agent's exception is raised instead of falling back."""
    log = log if log is not None else MatchLog()
    if start is not None:
        game = start
        _seat_agents(game, agents, agent_key)
    else:
        game = _new_game(ruleset_id, seed, agents, board, deal, storyteller, agent_key)
    if watch is not None:
        await _watched(watch, game)
    views = SeatViews()
    ready: dict[tuple[int, str], Any] = {}
    ahead = AskAhead(agents, _ask, _view)
    phase = game.phase
    while not game.over:
        d = game.pending
        assert d is not None
        key = (d.seat, d.kind)
        if key not in ready:
            batch = d.info.get("batch")
            if batch and d.seat in batch:  # a secret ballot: every voter at once
                asked = [_view(game, views, replace(d, seat=s)) for s in batch if s >= d.seat]
                answers = await asyncio.gather(*(_ask(agents[game.actor(v.seat)], v)
                                                 for v in asked))
                ready.update({(v.seat, d.kind): a for v, a in zip(asked, answers)})
            else:
                ready[key] = await _ask_one(game, agents, views, ahead, d)
        index, day = len(game.decisions), game.day
        log.mark(index, game.phase)
        _apply(game, ready.pop(key), strict)
        log.drain(agents[game.actor(d.seat)], game.actor(d.seat), index, day, phase)
        if watch is not None:
            await _watched(watch, game)
        if game.phase != phase or game.over:
            ready.clear()  # a batch never crosses a phase
            await ahead.close()
            if phase.startswith("day"):  # the end of a day, the game's last day included
                await _probe(game, agents, views, phase)
            phase = game.phase
    if ahead.report() is not None:
        game.extras["asked_ahead"] = ahead.report()
    return _finish(game, agents, log, storyteller)


async def _ask_one(game: Game, agents: Sequence[Agent], views: SeatViews, ahead: AskAhead,
                   d: Decision) -> Any:
    """The answer of the seat ``d`` asks: the one it gave early on this very view, or asked
    now (and, inside a simultaneous block, the block's later seats asked at the same time)."""
    view = _view(game, views, d)
    player = game.actor(d.seat)
    early, answer = await ahead.answer(player, view)
    if early:
        return answer
    ahead.look(game)
    return await _ask(agents[player], view)


async def _watched(watch: Callable[[Game], Any], game: Game) -> None:
    """Tell ``watch`` the game moved on, then let other tasks run."""
    result = watch(game)
    if inspect.isawaitable(result):
        await result
    await asyncio.sleep(0)


async def _probe(game: Game, agents: Sequence[Agent], views: SeatViews, phase: str) -> None:
    """End-of-day belief probes (private; recorded, never shown to other seats)."""
    jobs = []
    for seat, agent in enumerate(agents):
        probe = getattr(agent, "probe_beliefs", None)
        if probe is None or not game.seats[seat].alive:
            continue
        view = SeatView.of(Decision(seat, "belief", [], 0, {"phase": phase}), game.n,
                           game.inbox[seat], game.choices, game.ruleset, views)
        result = probe(view)
        if inspect.isawaitable(result):
            jobs.append(result)
    if jobs:
        await asyncio.gather(*jobs, return_exceptions=True)
