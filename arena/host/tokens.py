"""The secrets of a hosted game: one long random token per human seat and one for the
spectator's god view.  A token is the whole credential (it is the secret part of the seat's
URL); it is checked against every token in constant time, so neither a guess nor the time an
answer takes tells anything about the real ones."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from typing import Iterable, Mapping, Optional

#: random bytes per token (``secrets.token_urlsafe``: 43 URL-safe characters)
TOKEN_BYTES = 32
#: a token longer than this is not even compared (a request carries a bounded path)
MAX_TOKEN_CHARS = 128


@dataclass(frozen=True)
class Pass:
    """Who a valid token admits: a seat (0-based) that reads its own view and answers its
    own decisions, or the spectator (``seat is None``), who reads the god view and never acts."""

    seat: Optional[int]

    @property
    def spectator(self) -> bool:
        return self.seat is None


class SeatTokens:
    """The tokens of one hosted game (made once, kept in memory, printed as URLs)."""

    def __init__(self, seats: Iterable[int], kept: Optional[Mapping[str, str]] = None) -> None:
        """Fresh tokens for ``seats``, or the ``kept`` ones of a restarted game (as
        :meth:`to_json` wrote them: seat number, 1-based, or ``spectator`` -> token)."""
        if kept is not None:
            self.seats = {int(s): kept[str(int(s) + 1)] for s in seats}
            self.spectator = kept["spectator"]
        else:
            self.seats = {int(s): secrets.token_urlsafe(TOKEN_BYTES) for s in seats}
            self.spectator = secrets.token_urlsafe(TOKEN_BYTES)
        self._all = [(Pass(s), t.encode()) for s, t in self.seats.items()]
        self._all.append((Pass(None), self.spectator.encode()))

    def to_json(self) -> dict[str, str]:
        """The tokens to keep with a game's settings (seat number, 1-based -> token)."""
        return {**{str(s + 1): t for s, t in self.seats.items()}, "spectator": self.spectator}

    def check(self, token: object) -> Optional[Pass]:
        """Who ``token`` admits, or ``None``.  Every token is compared (with
        :func:`hmac.compare_digest`), whichever matches: the time taken does not depend on
        which token matched, nor on how much of a guess is right."""
        if not isinstance(token, str) or not token or len(token) > MAX_TOKEN_CHARS:
            return None
        given = token.encode("utf-8", "replace")
        found: Optional[Pass] = None
        for who, secret in self._all:
            if hmac.compare_digest(given, secret):
                found = who
        return found
