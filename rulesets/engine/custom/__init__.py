"""Designs written outside the package: new roles (TOML declarations or Python modules) and
board files, turned into variants of a ruleset that play like any other (docs/playtest.md).

* :mod:`.files` — design files as text, errors with the file and line;
* :mod:`.roles` — a role file -> :class:`RoleDesign` (card, rulebook paragraph, night steps);
* :mod:`.boards` — a board file -> :class:`BoardDesign` (ruleset, cards, seats, options);
* :mod:`.variant` — the base ruleset with the new roles and the board's deck;
* :mod:`.design` — a board with its roles, every variant a playtest needs, as text for workers.
"""

from .boards import BoardDesign, load_board
from .design import Design, design_from_source, variant_from_spec
from .files import DesignError, SourceFile
from .roles import RoleDesign, load_role
from .variant import build_variant, plain_card

__all__ = ["BoardDesign", "Design", "DesignError", "RoleDesign", "SourceFile", "build_variant",
           "design_from_source", "load_board", "load_role", "plain_card", "variant_from_spec"]
