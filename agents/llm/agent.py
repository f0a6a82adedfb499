"""``llm``: a player backed by any OpenAI-compatible chat endpoint.

Each decision becomes one chat call whose answer must match a JSON schema built from the
legal choices.  An illegal or unreadable answer gets one corrective retry; after that, or when
the endpoint fails, the agent declares a fallback (``Answer.fallback``): the referee plays the
decision's default and records it like any other fallback.  The game never waits long on a
dead model (``LLMConfig``: a time budget per call, a breaker with half-open probes), and
``check()`` tells before a game starts whether the endpoint answers at all.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any, Optional

from envs.text import TextRenderer
from rulesets.engine import PASS, Decision
from rulesets.engine.game import SPEECH_KINDS

from ..base import AgentUnavailable, Answer, SeatView
from ..reading import takes_text
from .check import check_endpoint, slot_context
from .client import CallResult, complete
from .config import LLMConfig
from .menu import build_menu
from .prompt import PromptBuilder
from .schema import ParseError, belief_schema, decision_schema, parse_answer, parse_beliefs

#: options listed in a prompt at most (speech acts about every seat are many)
MAX_OPTIONS = 200


class LLMAgent:
    """An LLM seat.  ``act_async`` is the real interface; ``act`` runs it on a private loop."""

    name = "llm"
    #: its answer depends only on its view, so the runner may ask it a decision of a
    #: simultaneous block ahead of its turn (``arena.play.ahead``)
    asks_ahead = True

    def __init__(self, config: Optional[LLMConfig] = None) -> None:
        self.config = config or LLMConfig.from_env()
        self.name = f"llm:{self.config.model}"
        self.calls: list[dict[str, Any]] = []
        self.beliefs: list[dict[str, Any]] = []
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self.seat = 0
        self.rng = random.Random(0)
        self._builder: Optional[PromptBuilder] = None
        self._renderer: Optional[TextRenderer] = None
        self._slot: Optional[int] = None  # the server's context per request, once asked

    # -- Agent protocol -------------------------------------------------------------------------
    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = random.Random(seed * 7919 + seat)
        self._builder = None

    def check(self) -> None:
        """Raise :class:`~agents.base.AgentUnavailable` when the endpoint does not answer."""
        problem = check_endpoint(self.config)
        if problem is not None:
            raise AgentUnavailable(problem)

    @property
    def check_id(self) -> str:
        """Seats with the same endpoint and model are checked once."""
        return f"llm {self.config.base_url} {self.config.model}"

    def act(self, view: SeatView) -> Answer:
        if self._loop is None:
            self._loop = asyncio.new_event_loop()
        return self._loop.run_until_complete(self.act_async(view))

    def drain_calls(self) -> list[dict[str, Any]]:
        out, self.calls = self.calls, []
        return out

    def drain_beliefs(self) -> list[dict[str, Any]]:
        out, self.beliefs = self.beliefs, []
        return out

    # -- decisions ------------------------------------------------------------------------------
    def _setup(self, view: SeatView) -> PromptBuilder:
        if self._builder is None:
            self._renderer = TextRenderer(view.ruleset, view.choices, self.config.lang)
            self._builder = PromptBuilder(view.ruleset, self._renderer, view.seat,
                                          self.config.lang, self.config.history_days,
                                          self.config.history_chars)
        return self._builder

    def _spoke_this_turn(self, view: SeatView) -> bool:
        """A speech turn allows several acts; an LLM says everything in its first one, or in
        up to ``speech_acts`` (the acts this turn: the seat's own speeches ending its inbox)."""
        if view.decision.asked_as not in SPEECH_KINDS:
            return False
        made = 0
        for e in reversed(view.events):
            if e.kind != "speech" or e.data.get("seat") != view.seat:
                break
            made += 1
        return made >= max(1, self.config.speech_acts)

    async def act_async(self, view: SeatView) -> Answer:
        d = view.decision
        if len(d.legal) == 1:
            return Answer(d.legal[0])
        if self._spoke_this_turn(view) and PASS in d.legal:
            return Answer(PASS)
        b = self._setup(view)
        assert self._renderer is not None
        # free text on a speech (the ruleset's own speech kinds too), or on a decision whose
        # ruleset bounds a message (text_rules)
        speech = takes_text(d, view.ruleset)
        menu = build_menu(d.legal[:MAX_OPTIONS], view.choices, self._renderer)
        ask = b.question(d, menu, speech, self.config.speech_chars)
        messages = b.messages(view, view.my_card, ask, await self._context(),
                              self.config.max_tokens)
        schema = decision_schema(menu.numbers, speech, self.config.speech_chars)
        problem = why = ""
        for attempt in range(2):  # one corrective retry
            if problem:
                messages = messages + [{"role": "user", "content": problem}]
            res = await complete(self.config, messages, schema, d.asked_as, self.rng)
            self._log(d, res, attempt, None, messages)
            if res.content is None:  # transport failure: retried inside complete()
                why = f"endpoint error ({res.error})"
                break
            try:
                number, text, reasoning = parse_answer(res.content, menu.numbers)
            except ParseError as exc:
                self.calls[-1]["outcome"] = "unparsable"
                why = f"unparsable reply ({exc})"
                problem = (f"That answer was not valid ({exc}). Reply with one JSON object whose "
                           f"\"choice\" is one of the listed numbers.")
                continue
            if speech and text:
                text = text[: self.config.speech_chars]
            self.calls[-1]["outcome"] = "ok"
            return Answer(menu.code(number), text if speech else None, reasoning)
        # the referee plays the decision's default and records the fallback (Answer.fallback)
        self.calls[-1].update(outcome="fallback", fallback=True, fallback_choice=d.default)
        return Answer(d.default, fallback=why)

    async def _context(self) -> int:
        """The prompt's token budget: ``context_tokens``, or the server's slot when it says
        it is smaller (llama-server's ``/props``; asked once per endpoint and process)."""
        if self._slot is None:
            told = await asyncio.to_thread(slot_context, self.config)
            self._slot = told or 0
        if self._slot and (self.config.context_tokens == 0 or self._slot < self.config.context_tokens):
            return self._slot
        return self.config.context_tokens

    def _log(self, d: Decision, res: CallResult, attempt: int, outcome: Optional[str],
             messages: Optional[list[dict[str, str]]] = None) -> None:
        """One call's row of the ``llm_calls`` table: accounting, the prompt's size and, with
        ``store_prompts``, the prompt and the raw completion (in the row's ``extra``)."""
        c = self.config
        sent = messages or []
        extra: dict[str, Any] = {"prompt_chars": sum(len(m["content"]) for m in sent)}
        if c.store_prompts:
            extra.update(prompt=sent, completion=res.content)
        self.calls.append({**extra,
            "kind": d.asked_as, "model": c.model, "endpoint": c.base_url, "fallback": False,
            "prompt_tokens": res.prompt_tokens, "completion_tokens": res.completion_tokens,
            "cached_tokens": res.cached_tokens, "latency_s": round(res.latency_s, 4),
            "retries": res.retries + attempt, "schema": res.schema_used, "error": res.error,
            "outcome": outcome,
            "cost_usd": (res.prompt_tokens * c.price_prompt
                         + res.completion_tokens * c.price_completion) / 1e6,
        })

    # -- belief probe ---------------------------------------------------------------------------
    async def probe_beliefs(self, view: SeatView) -> None:
        """Privately ask for P(evil) of every other living seat; recorded for calibration."""
        if not self.config.belief_probe:
            return
        b = self._setup(view)
        others = [s for s in view.living if s != view.seat]
        zh = self.config.lang == "zh"
        ask = ("请私下估计其他每位存活玩家不属于你的阵营的可能性，只回答一个 JSON 对象，"
               "键是座位号，值是 0 到 100 的百分比。" if zh else
               "Privately estimate, for every other living player, the chance (percent) that it "
               "is NOT in your camp. Answer with one JSON object: "
               "keys are seat numbers, values integers from 0 to 100.")
        # about 7 tokens per "seat": percent pair; a truncated object would be unreadable
        budget = max(self.config.max_tokens, 8 * len(others) + 24)
        messages = b.messages(view, view.my_card, ask, await self._context(), budget)
        res = await complete(self.config, messages, belief_schema(others), "beliefs", self.rng,
                             max_tokens=budget)
        self._log(view.decision, res, 0, None, messages)
        try:
            probs = parse_beliefs(res.content, others)
        except ParseError as exc:
            self.calls[-1]["outcome"] = f"belief unreadable: {exc}"
            return
        self.calls[-1]["outcome"] = "belief"
        phase = view.decision.info.get("phase", "")
        for s, p in probs.items():
            self.beliefs.append({"phase": phase, "target": s, "p_wolf": p, "kind": "probe"})
