"""The web server of a hosted game (Starlette; run by uvicorn in ``arena host``).

Routes, each behind a token (anything else: 403, the same for a guess as for a real token of
nothing):

* ``GET /play/TOKEN`` — the page of a seat (or the spectator's god view);
* ``GET /api/TOKEN/state?since=N`` — the page's JSON from line ``N`` on;
* ``POST /api/TOKEN/answer`` — ``{"decision": N, "choice": CODE, "text": "..."}`` (bounded);
* ``WS /ws/TOKEN?since=N`` — the same JSON pushed on every move of the game (answers may be
  sent on it too); a page that reconnects (refresh, dropped link) says where it was and gets
  the rest: nothing is lost, the pending question is still there.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from importlib import resources
from typing import Any, AsyncIterator, Optional

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from .seat import AnswerError
from .table import Table
from .tokens import Pass

#: the largest request body (and websocket message) taken, in bytes
MAX_BODY = 4096
#: live connections one token may hold at once (a few tabs; not a flood)
MAX_SOCKETS = 8
#: headers on every answer: nothing cached, the secret URL never sent as a referrer, no framing
HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer",
           "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY",
           "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; "
                                      "style-src 'unsafe-inline'; connect-src 'self'; "
                                      "img-src 'self' data:; frame-ancestors 'none'"}
FORBIDDEN = "403: this link is not a seat of this game"


def _forbidden() -> Response:
    return PlainTextResponse(FORBIDDEN, status_code=403, headers=HEADERS)


def _page(table: Table) -> str:
    """The seat page: the replay viewer's style, the host's own markup and script."""
    files = resources.files("arena")
    viewer = files.joinpath("reports/templates/replay.html").read_text("utf-8")
    style = re.search(r"<style>(.*?)</style>", viewer, re.S)
    page = files.joinpath("host/templates/seat.html").read_text("utf-8")
    return page.replace("/*VIEWER_STYLE*/", style.group(1) if style else "").replace(
        "__LANG__", table.lang)


async def _body(request: Request) -> bytes:
    """The request body, refused (413) past :data:`MAX_BODY` bytes whatever it claims."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise AnswerError(f"request too large (at most {MAX_BODY} bytes)", 413)
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise AnswerError(f"request too large (at most {MAX_BODY} bytes)", 413)
    return body


def _since(value: Optional[str]) -> int:
    return int(value) if value is not None and value.isdigit() and len(value) < 10 else 0


def build_app(table: Table, run_game: bool = True) -> Starlette:
    """The server of ``table``; with ``run_game`` the game starts with the server."""
    page = _page(table)
    sockets: dict[Optional[int], int] = {}  # live websockets per seat (None: the spectator)

    def admit(token: str) -> Optional[Pass]:
        return table.tokens.check(token)

    async def play(request: Request) -> Response:
        if admit(request.path_params["token"]) is None:
            return _forbidden()
        return HTMLResponse(page, headers=HEADERS)

    async def state(request: Request) -> Response:
        who = admit(request.path_params["token"])
        if who is None:
            return _forbidden()
        return JSONResponse(table.state(who, _since(request.query_params.get("since"))),
                            headers=HEADERS)

    async def answer(request: Request) -> Response:
        who = admit(request.path_params["token"])
        if who is None:
            return _forbidden()
        try:
            raw = await _body(request)
            try:
                body = json.loads(raw)
            except (ValueError, UnicodeDecodeError):
                raise AnswerError("the answer is a JSON object {decision, choice, text}") from None
            table.answer(who, body)
        except AnswerError as exc:
            return JSONResponse({"ok": False, "error": str(exc)}, status_code=exc.status,
                                headers=HEADERS)
        return JSONResponse({"ok": True}, headers=HEADERS)

    async def live(ws: WebSocket) -> None:
        who = admit(ws.path_params["token"])
        if who is None or sockets.get(who.seat, 0) >= MAX_SOCKETS:
            await ws.close(code=1008)  # before accepting: the handshake gets a 403
            return
        await ws.accept()
        sockets[who.seat] = sockets.get(who.seat, 0) + 1
        since = _since(ws.query_params.get("since"))
        gone = asyncio.Event()
        listener = asyncio.create_task(_listen(ws, table, who, gone))
        try:
            while not gone.is_set():
                version = table.version
                st = table.state(who, since)
                since = st["since"] + len(st["lines"])
                await ws.send_json(st)
                if since < st["total"]:
                    continue  # a long history goes in several messages, without waiting
                waiter = asyncio.create_task(table.wait(version))
                closed = asyncio.create_task(gone.wait())
                await asyncio.wait({waiter, closed}, return_when=asyncio.FIRST_COMPLETED)
                waiter.cancel()
                closed.cancel()
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            listener.cancel()
            sockets[who.seat] -= 1

    async def root(request: Request) -> Response:
        return PlainTextResponse("This server hosts one game: open the link of your seat.",
                                 status_code=404, headers=HEADERS)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        task = asyncio.create_task(table.run()) if run_game else None
        yield
        if task is not None and not task.done():
            task.cancel()

    return Starlette(routes=[
        Route("/", root),
        Route("/play/{token}", play),
        Route("/api/{token}/state", state),
        Route("/api/{token}/answer", answer, methods=["POST"]),
        WebSocketRoute("/ws/{token}", live),
    ], lifespan=lifespan)


async def _listen(ws: WebSocket, table: Table, who: Pass, gone: asyncio.Event) -> None:
    """Answers sent on the websocket (each replied to with ``{"ok"...}``) until it closes."""
    try:
        while True:
            raw = await ws.receive_text()
            try:
                if len(raw) > MAX_BODY:
                    raise AnswerError(f"message too large (at most {MAX_BODY} bytes)", 413)
                try:
                    body: Any = json.loads(raw)
                except ValueError:
                    raise AnswerError("the answer is a JSON object {decision, choice, text}") from None
                table.answer(who, body)
                await ws.send_json({"ok": True})
            except AnswerError as exc:
                await ws.send_json({"ok": False, "error": str(exc), "status": exc.status})
    except (WebSocketDisconnect, RuntimeError):
        pass
    finally:
        gone.set()
