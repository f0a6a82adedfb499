"""Designs written in a test: role and board files in a temporary folder, on the 村六 toy
ruleset of experiments/toy_ruleset (six seats: wolf, wolf, seer, doctor, villager, villager;
with the ``first`` storyteller the cards sit in that order) or on a real ruleset."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from typing import Any, Mapping, Optional

import rulesets
from rulesets.engine import Game, Ruleset
from rulesets.engine.custom import Design

TOY = Path(__file__).resolve().parents[1] / "experiments" / "toy_ruleset"


def toy() -> Ruleset:
    """The 村六 toy, registered."""
    if str(TOY) not in sys.path:
        sys.path.insert(0, str(TOY))
    import village6
    return rulesets.register(village6.RULESET)


def role_toml(rid: str, effect: str, *, camp: str = "village", side: str = "god",
              timing: str = "night", target: str = "other_living", flags: tuple = (),
              place: str = "before:knife", extra: str = "") -> str:
    """A one-skill role file."""
    flag_list = ", ".join(f'"{f}"' for f in flags)
    return textwrap.dedent(f"""\
        [role]
        id = "{rid}"
        zh = "{rid}"
        en = "{rid.title()}"
        camp = "{camp}"
        side = "{side}"
        rulebook = "{rid}: a test role."

        [[skills]]
        id = "{rid}_skill"
        zh = "{rid}技能"
        en = "{rid} skill"
        timing = "{timing}"
        target = "{target}"
        effect = "{effect}"
        flags = [{flag_list}]
        place = "{place}"
        """) + extra


def write_design(folder: Path, roles: Mapping[str, str], board: str,
                 name: str = "board.toml") -> Path:
    """Role files (file name -> text) in ``folder/roles`` and the board file; returns its path."""
    (folder / "roles").mkdir(parents=True, exist_ok=True)
    for fname, text in roles.items():
        (folder / "roles" / fname).write_text(text, encoding="utf-8")
    path = folder / name
    path.write_text(textwrap.dedent(board), encoding="utf-8")
    return path


def toy_variant(folder: Path, role_text: str, replace: str = "villager",
                extra_board: str = "") -> Ruleset:
    """The toy with one villager (or ``replace``) swapped for the role of ``role_text``,
    registered."""
    toy()
    rid = role_text.split('id = "', 1)[1].split('"', 1)[0]
    path = write_design(folder, {f"{rid}.toml": role_text},
                        f'ruleset = "village6"\nname = "t_{rid}"\nroles = "roles"\n'
                        f'replace = {{ {replace} = "{rid}" }}\n' + extra_board)
    return rulesets.register(Design.load(path).variant())


def script(g: Game, answers: Mapping[tuple[str, str, int], Optional[int]],
           default: Any = None) -> Game:
    """Answer ``(phase, kind, seat) -> target seat`` (``None``: pass); otherwise pass when
    possible, else the first legal answer (or ``default(decision)``)."""
    from rulesets.engine import PASS
    while not g.over:
        d = g.pending
        key = (g.phase, d.kind, d.seat)
        if key in answers:
            want = answers[key]
            g.answer(PASS if want is None else g.choices.target(want))
        elif default is not None:
            g.answer(default(d))
        else:
            g.answer(PASS if PASS in d.legal else d.legal[0])
    return g
