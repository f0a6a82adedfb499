"""The rules kernel shared by every ruleset.

Driver: :class:`Game` runs a ruleset's flow (a generator of :class:`Decision` s), validates
answers, records decisions, events and storyteller calls, and replays records.
Mechanisms, each as data plus a small runner:

* :mod:`.storyteller` — every random or host choice, recorded (:class:`Storyteller`);
* :mod:`.abilities` + :mod:`.skills` — skill instances, ``holders``, the gates ``can_use``,
  ``appearance`` (registration) and ``inform`` (false information);
* :mod:`.schedule` — night orders as blocks of steps with the rulebook's modes;
* :mod:`.statuses` — statuses with source, duration, visibility, stacking and counters;
* :mod:`.defence` — damage vs defence (a lattice or a check list);
* :mod:`.targeting` — the redirection chain from chosen to final target;
* :mod:`.outs` — going out, chain deaths, the night tally, triggered abilities;
* :mod:`.wins` — camps' win and lose conditions, priority, last camp standing;
* :mod:`.draft` — drafted boards (配板) with per-camp counts and strength sums;
* :mod:`.choices` — the flat answer codec; :mod:`.events` — events with audiences.
"""

from .abilities import Appearance
from .choices import PASS, YES, Choice, ChoiceTable
from .decisions import (ACTS_PER_TURN, Ask, Decision, IllegalChoice, ask_option, ask_speech,
                        ask_target, ask_unrepeated, ask_yes, speech_acts)
from .defence import ByDamage, Check, CheckList, Defence, Lattice, against_check, status_check
from .draft import CampSum, Draft
from .events import Event
from .game import Flow, Game, Seat
from .outcome import GameOver, PhaseEnds
from .outs import Chain, Hit, Outs, Tally, Trigger, Triggers
from .roles import NameIndex, RoleSpec, SkillSpec
from .ruleset import BoardError, Ruleset
from .schedule import EVERY, FIRST, IMMEDIATE, LATER, SEQUENTIAL, SIMULTANEOUS, Block, Schedule, Step
from .skills import IDENTITY, SkillInstance
from .statuses import (ALL_SKILLS, KEEP, NOTIFIED, PUBLISHED, REPLACE, SECRET, STACK, Status,
                       StatusKind, Statuses, StatusTable)
from .storyteller import (POLICIES, FirstPolicy, RandomPolicy, ReplayPolicy, ScriptedPolicy,
                          StoryAnswer, StoryCall, StoryDiverges, Storyteller, StorytellerPolicy)
from .targeting import Resolution, Targeting
from .wins import CampRule, Condition, WinModel

__all__ = [
    "PASS", "YES", "Choice", "ChoiceTable", "Ask", "ask_target", "ask_option", "ask_unrepeated", "ask_yes", "ACTS_PER_TURN", "ask_speech", "speech_acts", "Decision", "IllegalChoice",
    "Event", "Flow", "Game", "Seat", "Status", "GameOver", "PhaseEnds", "NameIndex", "RoleSpec",
    "SkillSpec", "BoardError", "Ruleset", "Storyteller", "Lattice", "SkillInstance", "IDENTITY",
    "Targeting", "Resolution", "Appearance", "Block", "Check", "CheckList", "Defence", "status_check",
    "Chain", "Hit", "Outs", "Tally", "Trigger", "Triggers", "EVERY", "FIRST", "LATER",
    "IMMEDIATE", "SEQUENTIAL", "SIMULTANEOUS", "Schedule", "Step", "StatusKind",
    "Statuses", "StatusTable", "ALL_SKILLS", "KEEP", "NOTIFIED", "PUBLISHED", "REPLACE",
    "SECRET", "STACK", "POLICIES", "FirstPolicy", "RandomPolicy", "ReplayPolicy",
    "StoryCall", "StoryDiverges", "StorytellerPolicy", "ScriptedPolicy", "StoryAnswer", "CampRule",
    "Condition", "WinModel", "ByDamage", "against_check", "CampSum", "Draft",
]
