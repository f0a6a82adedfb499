"""The JSON contract of one decision: a schema built from its legal choices, and a tolerant
parser for servers (or models) that do not honour ``response_format``."""

from __future__ import annotations

import json
import re
from typing import Any, Optional, Sequence


def decision_schema(legal: Sequence[int], speech: bool, speech_chars: int) -> dict[str, Any]:
    """``{"choice": enum of legal numbers, "text": bounded string (speeches), "reasoning"}``."""
    props: dict[str, Any] = {"choice": {"type": "integer", "enum": list(legal)},
                             "reasoning": {"type": "string", "maxLength": 200}}
    required = ["choice"]
    if speech:
        props["text"] = {"type": "string", "maxLength": speech_chars}
        required.append("text")
    return {"type": "object", "properties": props, "required": required,
            "additionalProperties": False}


def belief_schema(seats: Sequence[int]) -> dict[str, Any]:
    """``{"<seat number>": percent chance that seat is evil (0-100)}`` for the given seats
    (integers keep the answer short: a small model on a CPU writes ~35 tokens/s)."""
    props = {str(s + 1): {"type": "integer", "minimum": 0, "maximum": 100} for s in seats}
    return {"type": "object", "properties": props, "required": list(props),
            "additionalProperties": False}


_JSON_OBJECT = re.compile(r"\{.*\}", re.S)


class ParseError(ValueError):
    """The completion could not be read as an answer."""


#: a reply that is nothing but a number (a period after it allowed)
_BARE_NUMBER = re.compile(r"\s*(-?\d+)\s*\.?\s*")


def parse_answer(content: Optional[str], legal: Sequence[int]) -> tuple[int, Optional[str], Optional[str]]:
    """``(choice, text, reasoning)`` from a completion: strict JSON first, then the first JSON
    object inside the text (code fences, chatter), then a reply that is just a number.  Digits
    inside other text ("blah 7 blah 12") are no answer.  Raises :class:`ParseError` when
    nothing legal can be found."""
    if not content or not content.strip():
        raise ParseError("empty answer")
    data = _load(content)
    if isinstance(data, dict):
        raw = data.get("choice", data.get("option", data.get("action")))
        choice = _as_int(raw)
        text = data.get("text") if isinstance(data.get("text"), str) else None
        reasoning = data.get("reasoning") if isinstance(data.get("reasoning"), str) else None
        if choice is None:
            raise ParseError(f"no \"choice\" number in {content[:80]!r}")
        if choice not in legal:
            raise ParseError(f"choice {choice} is not one of the listed options")
        return choice, text, reasoning
    m = _BARE_NUMBER.fullmatch(content)
    if m is None:
        raise ParseError(f"neither a JSON answer nor a bare option number: {content[:80]!r}")
    n = int(m.group(1))
    if n not in legal:
        raise ParseError(f"choice {n} is not one of the listed options")
    return n, None, None


def _load(content: str) -> Any:
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[text.find("\n") + 1:] if "\n" in text else text
    for candidate in (text, *(m.group() for m in _JSON_OBJECT.finditer(text))):
        try:
            return json.loads(candidate)
        except (json.JSONDecodeError, ValueError):
            continue
    return None


def _as_int(v: Any) -> Optional[int]:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, str):
        m = _BARE_NUMBER.fullmatch(v)
        return int(m.group(1)) if m else None
    return None


def parse_beliefs(content: Optional[str], seats: Sequence[int]) -> dict[int, float]:
    """Seat -> probability of being evil from percentages (0-100; values up to 1 are read as
    probabilities already), clipped to [0, 1]; missing seats are left out."""
    data = _load(content or "")
    if not isinstance(data, dict):
        raise ParseError("beliefs are not a JSON object")
    out: dict[int, float] = {}
    for s in seats:
        v = data.get(str(s + 1))
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            p = float(v) / 100 if v > 1 else float(v)
            out[s] = min(1.0, max(0.0, p))
    if not out:
        raise ParseError("no probabilities in the beliefs")
    return out
