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
from http.server import BaseHTTPRequestHandler
from typing import Iterable

from .llm_stub import LocalServer, completion, send



class FaultProxy(LocalServer):
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
                send(self, code, payload)

        super().__init__(Handler)
