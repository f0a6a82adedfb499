"""Human seats: a person at the terminal (:class:`TerminalHuman`) and the screen both the
terminal and the web host (``arena host``) show a seat (:mod:`agents.human.screen`)."""

from .screen import Line, Option, Question, SeatScreen
from .terminal import TerminalHuman

__all__ = ["Line", "Option", "Question", "SeatScreen", "TerminalHuman"]
