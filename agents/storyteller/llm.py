"""``llm``: a storyteller (说书人) backed by any OpenAI-compatible chat endpoint.

Every storyteller call the rules make (false information for a drunk seat, a registration, a
"the storyteller decides" moment, a free-text 旁敲侧击 to grade) becomes one chat call whose
answer must match a JSON schema built from the call's options, with the same client, schema
and fallback rules as the LLM agents (:mod:`agents.llm`): an unreadable answer gets one
corrective retry, then the *fallback policy* answers (the ruleset's ``fair`` storyteller when it
ships one, else the kernel's seeded ``random``) and the fallback is logged.  Calls with a single
option, permutations (deal, shuffle, order) and calls with more than ``MAX_OPTIONS`` options go
straight to the fallback.  The model sees the whole grimoire: it is the storyteller.

Spec: ``llm`` / ``llm:MODEL`` / ``llm:key=value;...`` (the LLM agents' settings).  Every answer
is recorded in the game, so a game told by a model replays exactly without it.
"""

from __future__ import annotations

import asyncio
import json
import random
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Optional

from rulesets.engine import RandomPolicy, StoryCall, StorytellerPolicy
from rulesets.engine.storyteller import DEAL_CALLS, PERMUTATIONS

from ..base import AgentUnavailable
from ..llm.check import check_endpoint
from ..llm.client import complete
from ..llm.config import LLMConfig, parse_spec
from ..llm.schema import ParseError, parse_answer

MAX_OPTIONS = 60
SYSTEM = {
    "en": ("You are the storyteller of a hidden-role game (Blood on the Clocktower rules). You "
           "see the whole grimoire. The rules ask you a question; answer with one JSON object "
           "whose \"choice\" is the number of one listed option. Be a good storyteller: false "
           "information you give a drunk or poisoned player must be plausible given what that "
           "player could already know; registrations should usually be truthful; use your "
           "discretion to keep both teams in the game, never to decide it."),
    "zh": ("你是一局隐藏身份游戏（血染钟楼规则）的说书人，能看到完整的魔典。规则向你提出一个问题，只回答一个 JSON "
           "对象，其中 \"choice\" 是所列选项之一的编号。做一个好的说书人：给醉酒或中毒玩家的错误信息要合理，"
           "符合他已经可能知道的情况；登记通常应当如实；用你的裁量让双方都留在游戏中，而不是决定胜负。"),
}


class LLMStoryteller:
    """See the module docstring.  ``LLMStoryteller(arg)`` (the spec's argument)."""

    name = "llm"

    def __init__(self, arg: str = "", config: Optional[LLMConfig] = None) -> None:
        self.config = config or parse_spec(arg)
        self.calls: list[dict[str, Any]] = []
        self.game: Any = None
        self.fallback: StorytellerPolicy = RandomPolicy(0)
        self.rng = random.Random(0)
        self._loop: Optional[asyncio.AbstractEventLoop] = None
        self._thread: Optional[ThreadPoolExecutor] = None

    def check(self) -> None:
        """Raise :class:`~agents.base.AgentUnavailable` when the endpoint does not answer (the
        arena asks before a game or tournament starts, as for the LLM agents)."""
        problem = check_endpoint(self.config)
        if problem is not None:
            raise AgentUnavailable(f"storyteller: {problem}")

    @property
    def check_id(self) -> str:
        """Checked once with the LLM seats of the same endpoint and model."""
        return f"llm {self.config.base_url} {self.config.model}"

    def start(self, game: Any) -> None:
        self.game = game
        own = getattr(game.ruleset, "storytellers", {}) or {}
        make = own.get("fair")
        self.fallback = make(game.seed) if make is not None else RandomPolicy(game.seed)
        self.fallback.start(game)
        self.rng = random.Random(game.seed)

    def drain_calls(self) -> list[dict[str, Any]]:
        out, self.calls = self.calls, []
        return out

    # -- the calls --------------------------------------------------------------------------------
    def choose(self, call: StoryCall):
        n = len(call.options)
        if n <= 1 or call.call in PERMUTATIONS or call.call in DEAL_CALLS or n > MAX_OPTIONS:
            return self.fallback.choose(call)
        answer = self._wait(call)
        return self.fallback.choose(call) if answer is None else answer

    def _wait(self, call: StoryCall) -> Optional[int]:
        """The model's answer, waited for here: on this storyteller's own event loop, kept in
        its own thread when the game runs on an event loop already (the async match runner
        of LLM seats; the game cannot go on before the storyteller answers)."""
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            if self._loop is None:
                self._loop = asyncio.new_event_loop()
            return self._loop.run_until_complete(self._ask(call))
        if self._thread is None:
            self._thread = ThreadPoolExecutor(1, thread_name_prefix="storyteller")
        return self._thread.submit(self._in_thread, call).result()

    def _in_thread(self, call: StoryCall) -> Optional[int]:
        if self._loop is None:  # made and used in the storyteller's thread only
            self._loop = asyncio.new_event_loop()
        return self._loop.run_until_complete(self._ask(call))

    async def _ask(self, call: StoryCall) -> Optional[int]:
        lang = self.config.lang if self.config.lang in SYSTEM else "en"
        legal = list(range(len(call.options)))
        messages = [{"role": "system", "content": SYSTEM[lang]},
                    {"role": "user", "content": self.grimoire() + "\n\n" + self.question(call)}]
        schema = {"type": "object", "additionalProperties": False, "required": ["choice"],
                  "properties": {"choice": {"type": "integer", "enum": legal},
                                 "reasoning": {"type": "string", "maxLength": 200}}}
        problem = ""
        for attempt in range(2):  # one corrective retry, as for the agents
            if problem:
                messages = messages + [{"role": "user", "content": problem}]
            res = await complete(self.config, messages, schema, "storyteller", self.rng)
            game = self.game
            self.calls.append({"kind": "storyteller", "call": call.call, "why": call.why,
                               "model": self.config.model, "endpoint": self.config.base_url,
                               "decision": len(game.decisions) if game is not None else None,
                               "day": getattr(game, "day", None),
                               "phase": getattr(game, "phase", None),
                               "prompt_tokens": res.prompt_tokens,
                               "completion_tokens": res.completion_tokens,
                               "latency_s": round(res.latency_s, 4), "error": res.error,
                               "retries": res.retries + attempt, "fallback": False})
            if res.content is None:
                break
            try:
                choice, _text, _why = parse_answer(res.content, legal)
            except ParseError as exc:
                problem = (f"That answer was not valid ({exc}). Reply with one JSON object whose "
                           f"\"choice\" is one of the listed numbers.")
                continue
            return choice
        self.calls[-1]["fallback"] = True
        return None

    # -- what the model is shown --------------------------------------------------------------------
    def grimoire(self) -> str:
        """Every seat as the storyteller keeps it (seat numbers from 1)."""
        g = self.game
        if g is None:
            return ""
        lines = [f"Phase: {g.phase}. Grimoire:"]
        for s in g.seats:
            statuses = ", ".join(sorted({st.name for st in s.statuses})) or "-"
            lines.append(f"  seat {s.index + 1}: {s.role.en} ({s.role.zh}), {s.camp}, "
                         f"{'alive' if s.alive else 'dead'}; statuses: {statuses}")
        return "\n".join(lines)

    def question(self, call: StoryCall) -> str:
        """The call, its context and its numbered options (a seat index is shown from 1)."""
        ctx = {k: self._show(v, k) for k, v in call.context.items()}
        rows = [f"  {i}: {self._show(o, call.why)}" for i, o in enumerate(call.options)]
        return (f"Question: {call.call} — {call.why}\nContext: {json.dumps(ctx, ensure_ascii=False)}"
                f"\nOptions:\n" + "\n".join(rows))

    def _show(self, value: Any, hint: str = "") -> Any:
        g = self.game
        if hasattr(value, "_asdict"):  # a registration
            return {k: self._show(v) for k, v in value._asdict().items()}
        if isinstance(value, (list, tuple)):
            return [self._show(v, hint) for v in value]
        if isinstance(value, str) and g is not None:
            try:
                return g.ruleset.names.role(value).en
            except KeyError:
                return value
        if isinstance(value, int) and not isinstance(value, bool) and hint in ("seat", "asker",
                                                                                "target", "source"):
            return f"seat {value + 1}"
        return value
