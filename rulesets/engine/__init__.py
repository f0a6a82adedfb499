"""The rules engine shared by every ruleset: seats, events, decisions, statuses, votes, codec."""

from .choices import PASS, YES, Choice, ChoiceTable
from .decisions import Ask, Decision, IllegalChoice, ask_target
from .events import Event
from .game import Flow, Game, Seat, Status
from .lattice import Lattice
from .outcome import GameOver, PhaseEnds
from .roles import NameIndex, RoleSpec, SkillSpec
from .ruleset import BoardError, Ruleset
from .skills import IDENTITY, SkillInstance
from .storyteller import Storyteller
from .targeting import Targeting

__all__ = [
    "PASS", "YES", "Choice", "ChoiceTable", "Ask", "ask_target", "Decision", "IllegalChoice",
    "Event", "Flow", "Game", "Seat", "Status", "GameOver", "PhaseEnds", "NameIndex", "RoleSpec",
    "SkillSpec", "BoardError", "Ruleset", "Storyteller", "Lattice", "SkillInstance", "IDENTITY",
    "Targeting",
]
