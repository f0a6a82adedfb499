"""A human seat played from a web page: the agent the match runner asks, which waits for the
person's answer (posted to the host) or the decision's time limit.

The question the page shows is the seat's own (:class:`agents.human.SeatScreen`); the answer
is checked against it here (the person is told and may answer again) and, like any agent's,
by the engine.  A seat that does not answer in time gets the decision's default, recorded as
a fallback (``agent: human: no answer within N s``)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

from agents.base import Answer, SeatView
from agents.human import Question, SeatScreen


class AnswerError(ValueError):
    """An answer the page sent that cannot be taken (the message says why); ``status`` is the
    HTTP status it gets."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Pending:
    """The decision a seat is asked now: its serial ``number`` (per seat), the question, when
    it times out (``deadline``, monotonic seconds) and the future its answer resolves."""

    number: int
    question: Question
    deadline: float
    future: asyncio.Future = field(repr=False)

    def remaining(self) -> float:
        """Seconds left to answer."""
        return max(0.0, self.deadline - time.monotonic())


class WebSeat:
    """The agent of one human seat of a hosted game.  ``on_change`` is called whenever its
    pending decision appears or goes (the host then pushes the seat's page)."""

    name = "human:web"

    def __init__(self, lang: str, timeout: float, on_change: Optional[Callable[[], None]] = None,
                 allowed: Optional[Callable[[], float]] = None) -> None:
        """``timeout``: seconds per decision; ``allowed()`` (the forum pace), when given, says
        how many seconds a decision asked now gets (what is left of its phase)."""
        self.lang = lang
        self.timeout = float(timeout)
        self.on_change = on_change
        self.allowed = allowed
        self.seat = 0
        self.asked = 0
        self.pending: Optional[Pending] = None
        self.screen: Optional[SeatScreen] = None

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.asked = 0
        self.pending = None

    def act(self, view: SeatView) -> Answer:  # pragma: no cover - the host runs act_async
        raise RuntimeError("a web seat answers only in a hosted game (act_async)")

    async def act_async(self, view: SeatView) -> Answer:
        d = view.decision
        if self.screen is None:
            self.screen = SeatScreen(view.ruleset, view.choices, view.seat, self.lang)
        question = self.screen.question(d)
        if len(question.options) == 1 and not question.options[0].says:
            return Answer(question.options[0].code)  # nothing to choose
        limit, why = self.timeout, f"human: no answer within {self.timeout:g} s"
        if self.allowed is not None:
            left = self.allowed()
            if left < limit:
                limit, why = left, "human: no answer before the phase's deadline"
        if limit <= 0:
            return Answer(d.default, fallback=why)
        self.asked += 1
        future = asyncio.get_running_loop().create_future()
        self.pending = Pending(self.asked, question, time.monotonic() + limit, future)
        self._changed()
        try:
            return await asyncio.wait_for(future, limit)
        except asyncio.TimeoutError:
            return Answer(d.default, fallback=why)
        finally:
            self.pending = None
            self._changed()

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def answer(self, number: object, code: object, text: object = None) -> None:
        """Take the person's answer to decision ``number``: option ``code`` (the codec's
        answer, as the page lists it) with optional free ``text``; raises
        :class:`AnswerError` when it cannot be taken."""
        p = self.pending
        if p is None or p.future.done() or number != p.number:
            raise AnswerError("that decision is no longer pending (answered or timed out)", 409)
        if not isinstance(code, int) or isinstance(code, bool):
            raise AnswerError("choice must be the number of a listed option")
        option = p.question.by_code(code)
        if option is None:
            raise AnswerError(f"{code} is not one of the listed options")
        if text is not None and not isinstance(text, str):
            raise AnswerError("text must be a string")
        text = (text or "").strip() or None
        if text is not None:
            limit = p.question.text_limit
            if not option.says or limit is None:
                raise AnswerError("this answer takes no text")
            if len(text) > limit:
                raise AnswerError(f"text too long: at most {limit} characters")
        p.future.set_result(Answer(code, text))
