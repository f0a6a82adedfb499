"""The arms of a playtest: every board played, each one a variant built from the design.

* ``board`` — the board as designed;
* ``without-ROLE`` — the board with ROLE replaced by the plain card of its camp (its impact);
* ``against`` — a second board (``--against``);
* ``tune-K`` — the board with the tuned parameter at its K-th value (``--tune``).

Game ``k`` of every arm uses seed ``seed + k``: the arms share their random numbers (the same
deal order, the same storyteller stream), which makes their differences less noisy; the
intervals still treat the arms as independent samples, so they are conservative."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import rulesets
from rulesets.engine.custom import Design

from arena.tournaments.seating import GameSpec

from .measures import winning_camps
from .options import Options, PlaytestError


@dataclass(frozen=True)
class Arm:
    """One board of the playtest."""

    key: str
    kind: str                   # board | without | against | tune
    ruleset: str                # the variant's ruleset id
    source: str                 # the variant's spec text (rebuilt by workers)
    label: str
    role: Optional[str] = None  # without: the replaced card; tune: the tuned role
    value: Optional[float] = None  # tune: the parameter's value

    def spec(self, k: int, options: Options, n_seats: int, agent_key: str = "") -> GameSpec:
        """Game ``k`` of this arm; its agents are seeded under ``agent_key`` (the options'
        key, else the run's secret)."""
        agents = tuple([options.agents] * n_seats)
        return GameSpec(f"{self.key}-{k:05d}", k, k, 0, options.seed + k, self.ruleset, {},
                        agents, agents, (), "random", options.agent_key or agent_key,
                        source=self.source)

    def rules(self):  # noqa: ANN201 - a Ruleset
        """The variant (registered in this process)."""
        return rulesets.ensure(self.source)


def impact_roles(design: Design, which: str) -> list[str]:
    """The cards whose impact is measured: ``all`` (every card of the board that has a plain
    card to be replaced by, of a camp that can win: not a card dealt with no camp yet), ``new`` (the new roles only), ``none``, or a comma list."""
    if which == "none":
        return []
    can_win = winning_camps(design.base)
    candidates = [r for r in design.board_roles() if design.plain_card_of(r) is not None
                  and (can_win is None or design.role(r).camp in can_win)]
    if which == "all":
        return candidates
    if which == "new":
        return [r for r in candidates if r in design.roles]
    wanted = [w.strip() for w in which.split(",") if w.strip()]
    out = []
    for w in wanted:
        try:
            rid = design.role(w).id
        except KeyError:
            raise PlaytestError(f"--impact: unknown card {w!r} (cards of the board: "
                                f"{', '.join(design.board_roles())})") from None
        if rid not in design.board_roles():
            raise PlaytestError(f"--impact: {w!r} is not on the board")
        if rid not in candidates:
            raise PlaytestError(f"--impact: {w!r} has no plain card of its camp to be replaced "
                                f"by, or its camp ({design.role(rid).camp!r}) cannot win")
        out.append(rid)
    return out


def plan_arms(design: Design, options: Options, against: Optional[Design] = None) -> list[Arm]:
    """Every arm, in report order."""
    arms = [Arm("board", "board", design.variant_id(), design.spec(), "the board")]
    if options.tune is not None:
        tune = options.tune
        tunable = design.tunable()
        if tune.param not in tunable:
            raise PlaytestError(f"--tune {tune.param}: not a parameter of a new role "
                                f"(parameters: {', '.join(tunable) or 'none'})")
        arms = []
        for i, v in enumerate(tune.values):
            params = {tune.param: v}
            arms.append(Arm(f"tune{i}", "tune", design.variant_id(params=params),
                            design.spec(params=params), f"{tune.param} = {v:g}", tune.role, v))
        return arms
    for rid in impact_roles(design, options.impact):
        plain = design.plain_card_of(rid)
        arms.append(Arm(f"without_{rid}", "without", design.variant_id(without=rid),
                        design.spec(without=rid), f"{rid} → {plain}", rid))
    if against is not None:
        if against.variant_id() == design.variant_id():
            raise PlaytestError("--against names a board with the same name and ruleset; "
                                "give it another `name`")
        arms.append(Arm("against", "against", against.variant_id(), against.spec(),
                        f"the board {against.board.name}"))
    return arms
