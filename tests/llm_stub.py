"""A tiny OpenAI-compatible endpoint for tests, without a model: ``GET /v1/models`` and
``POST /v1/chat/completions``, each completion answered by the next mode of a list (the last
one repeats): ``ok`` (a JSON answer choosing the first legal option of the request's schema),
``garbage`` (text with digits: ``"blah 7 blah 12"``), ``hang`` (answer after ``hang_s``
seconds), ``http500``."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Sequence


def send(handler: BaseHTTPRequestHandler, code: int, payload: bytes) -> None:
    """Answer an HTTP request with a JSON body (a client that hung up is ignored)."""
    try:
        handler.send_response(code)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(payload)))
        handler.end_headers()
        handler.wfile.write(payload)
    except (BrokenPipeError, ConnectionResetError):
        pass


def completion(content: str) -> bytes:
    """An OpenAI chat completion whose message is ``content``."""
    return json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": "stub",
                       "choices": [{"index": 0, "finish_reason": "stop", "message": {
                           "role": "assistant", "content": content}}],
                       "usage": {"prompt_tokens": 5, "completion_tokens": 3,
                                 "total_tokens": 8}}).encode()


class StubHandler(BaseHTTPRequestHandler):
    """A local endpoint's request handler: no access log, ``GET`` lists one model
    (``model_id``), :meth:`reply` answers with a JSON object."""

    model_id = "stub"

    def log_message(self, *args: object) -> None:
        pass

    def reply(self, code: int, payload: dict) -> None:
        send(self, code, json.dumps(payload).encode())

    def do_GET(self) -> None:  # noqa: N802
        self.reply(200, {"object": "list", "data": [
            {"id": self.model_id, "object": "model", "created": 0, "owned_by": "test"}]})


class LocalServer:
    """A threaded HTTP server on a free port of 127.0.0.1, running inside a ``with`` block."""

    def __init__(self, handler: type[BaseHTTPRequestHandler]) -> None:
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self):  # type: ignore[no-untyped-def]
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()


class StubEndpoint(LocalServer):
    """Serve on 127.0.0.1 (a free port) while used as a context manager."""

    def __init__(self, modes: Sequence[str] = ("ok",), hang_s: float = 5.0) -> None:
        self.modes = list(modes)
        self.hang_s = hang_s
        self.seen: list[str] = []
        self.lock = threading.Lock()
        stub = self

        class Handler(StubHandler):
            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))))
                with stub.lock:
                    mode = stub.modes[min(len(stub.seen), len(stub.modes) - 1)]
                    stub.seen.append(mode)
                if mode == "http500":
                    return self.reply(500, {"error": {"message": "injected failure"}})
                if mode == "hang":
                    time.sleep(stub.hang_s)
                schema = (body.get("response_format") or {}).get("json_schema", {}).get("schema")
                if mode == "garbage":
                    content = "blah 7 blah 12"
                elif schema and "choice" in schema.get("properties", {}):
                    content = json.dumps({"choice": schema["properties"]["choice"]["enum"][0]})
                else:
                    content = "{}"
                send(self, 200, completion(content))

        super().__init__(Handler)
