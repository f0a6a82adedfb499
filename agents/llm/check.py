"""Is an LLM endpoint there at all?  One quick request before a game or a tournament starts, so
that an unreachable server is a clear error instead of a game of silent fallbacks."""

from __future__ import annotations

from typing import Optional

from .config import LLMConfig

#: seconds the check waits for the endpoint
CHECK_TIMEOUT = 10.0


def _advice(cfg: LLMConfig) -> str:
    return (f"Start the server (`arena llm serve` for the local one), or point the seats at a "
            f"live one (--llm-base-url / OPENAI_BASE_URL / llm:base_url=...); "
            f"--allow-fallback plays anyway, every decision of these seats then falling back to "
            f"the rulebook default (counted as fallbacks)")


def check_endpoint(cfg: LLMConfig, timeout: float = CHECK_TIMEOUT) -> Optional[str]:
    """``None`` when ``cfg.base_url`` answers, else what is wrong (naming the URL) and what to
    do.  Lists the models (``GET /models``); a server without that route is asked for a
    one-token completion instead."""
    import openai

    client = openai.OpenAI(base_url=cfg.base_url, api_key=cfg.api_key, timeout=timeout,
                           max_retries=0)
    url = cfg.base_url
    try:
        try:
            client.models.list()
            return None
        except openai.NotFoundError:  # no /models route: ask for one token
            client.chat.completions.create(model=cfg.model, max_tokens=1, messages=[
                {"role": "user", "content": "ping"}])
            return None
    except openai.AuthenticationError as exc:
        return (f"the model endpoint {url} refused the API key ({exc.status_code}): set "
                f"OPENAI_API_KEY or llm:api_key=... . {_advice(cfg)}.")
    except openai.APITimeoutError:
        return f"the model endpoint {url} did not answer within {timeout:.0f} s. {_advice(cfg)}."
    except openai.APIConnectionError as exc:
        cause = exc.__cause__ or exc
        return (f"the model endpoint {url} is unreachable ({type(cause).__name__}: "
                f"{str(cause)[:120]}). {_advice(cfg)}.")
    except openai.APIStatusError as exc:
        if exc.status_code >= 500 or exc.status_code in (401, 403, 404):
            return (f"the model endpoint {url} answered HTTP {exc.status_code} "
                    f"({str(exc)[:120]}). {_advice(cfg)}.")
        return None  # it answers (a 400 on the one-token probe still means it is there)
    finally:
        client.close()


#: base_url -> the context of one request slot as the server reports it (None: not told)
_SLOT_CONTEXT: dict[str, Optional[int]] = {}


def slot_context(cfg: LLMConfig, timeout: float = 3.0) -> Optional[int]:
    """The tokens one request may use on ``cfg.base_url`` when the server says (llama.cpp's
    ``GET /props``: ``default_generation_settings.n_ctx``, a slot's share of ``--ctx``);
    ``None`` for servers that do not.  Asked once per endpoint and process."""
    url = cfg.base_url.rstrip("/")
    if url in _SLOT_CONTEXT:
        return _SLOT_CONTEXT[url]
    import json
    import urllib.request
    root = url[:-3] if url.endswith("/v1") else url
    n: Optional[int] = None
    try:
        with urllib.request.urlopen(f"{root}/props", timeout=timeout) as r:
            data = json.loads(r.read().decode("utf-8"))
        value = data.get("default_generation_settings", {}).get("n_ctx")
        n = int(value) if isinstance(value, int) and value > 0 else None
    except (OSError, ValueError, AttributeError):
        n = None
    _SLOT_CONTEXT[url] = n
    return n
