"""Rules-adjudication scenarios: a scripted game checked against the outcome the rules demand.

One TOML file holds one scenario: the deal, the answers of chosen seats in chosen phases, where
to stop, and the expected outcome.  Every decision nobody scripted takes a fixed default (PASS
when legal, otherwise the decision's own default), so a scenario reads like a rulebook example.
The format is documented in ``docs/scenarios.md``.  Seats are 1-based everywhere here.

``load(path) -> Scenario``, ``run(scenario) -> dict``, ``compare(scenario, outcome) -> list[str]``
and ``main(argv)`` (the ``arena scenario FILE... [--json]`` command).
"""

from .cli import main
from .compare import compare
from .load import EXPECT_KEYS, load
from .model import Act, Scenario, ScenarioError
from .phases import phase_index, phase_label
from .run import default_answer, run

__all__ = ["Act", "EXPECT_KEYS", "Scenario", "ScenarioError", "compare", "default_answer", "load",
           "main", "phase_index", "phase_label", "run"]
