"""A fault-injecting HTTP proxy in front of the local LLM server, for robustness tests.

Modes cycle per request: ``ok`` (forward), ``malformed`` (a completion whose content is not
JSON), ``http500``, ``timeout`` (answer after the client gave up), ``garbage`` (a response body
that is not JSON at all).
"""

from __future__ import annotations

import itertools
import json
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Iterable


def send_json(handler: BaseHTTPRequestHandler, code: int, payload: bytes) -> None:
    """Answer an HTTP request with a JSON body (a client that went away is ignored)."""
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
    return json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": "m",
                       "choices": [{"index": 0, "finish_reason": "stop", "message": {
                           "role": "assistant", "content": content}}],
                       "usage": {"prompt_tokens": 5, "completion_tokens": 4,
                                 "total_tokens": 9}}).encode()


class FaultProxy:
    def __init__(self, upstream: str, modes: Iterable[str], delay: float = 3.0) -> None:
        """``upstream``: the real server's root (``http://127.0.0.1:PORT``, no ``/v1``)."""
        self.upstream = upstream.rstrip("/").removesuffix("/v1")
        self.modes = itertools.cycle(list(modes))
        self.delay = delay
        self.lock = threading.Lock()
        self.seen: list[str] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with proxy.lock:
                    mode = next(proxy.modes)
                    proxy.seen.append(mode)
                if mode == "http500":
                    return self._send(500, b'{"error": {"message": "injected failure"}}')
                if mode == "garbage":
                    return self._send(200, b"<html>not json</html>")
                if mode == "timeout":
                    time.sleep(proxy.delay)
                    return self._send(504, b'{"error": {"message": "too slow"}}')
                if mode == "malformed":
                    return self._send(200, completion("I choose... {not json"))
                req = urllib.request.Request(proxy.upstream + self.path, data=body,
                                             headers={"Content-Type": "application/json"})
                try:
                    with urllib.request.urlopen(req, timeout=120) as r:
                        self._send(r.status, r.read())
                except urllib.error.HTTPError as e:
                    self._send(e.code, e.read())

            def _send(self, code: int, payload: bytes) -> None:
                send_json(self, code, payload)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> "FaultProxy":
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
