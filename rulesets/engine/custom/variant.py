"""A designer's variant of a ruleset: the base ruleset with new roles, its steps placed in the
night order, a deck of the designer's cards and the board's options.

The variant is a subclass of the base ruleset's class made at run time, so the base's flow,
statuses, defence, wins and presentation run unchanged; only what a board file and role files
declare differs.  It never touches the base ruleset (both can be played side by side)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Mapping, Optional, Sequence

from ..effects import STATUSES as EFFECT_STATUSES
from ..presentation import Presentation
from ..roles import RoleSpec
from ..ruleset import Ruleset
from ..schedule import Schedule
from ..statuses import StatusTable
from ..storyteller import Storyteller
from .roles import RoleDesign


def known_camps(base: Ruleset) -> list[str]:
    """Every camp a card of ``base`` may belong to."""
    camps = list(base.camps) + [r.camp for r in base.roles] + list(base.presentation.camps)
    return list(dict.fromkeys(camps))


def place_steps(base: Ruleset, roles: Sequence[RoleDesign]) -> dict[int, Schedule]:
    """The base's night orders with the new roles' steps placed: original schedule id -> the
    order to run.  A step goes into every order of the base (钟楼's first night and other
    nights) that has its place: ``end`` is in all of them, ``before:X`` / ``after:X`` in those
    that have the step X.  A place no order has is an error (``DesignError`` at the role
    file's line)."""
    placed = {id(s): s for s in base.schedules}
    for design in roles:
        for ps in design.steps:
            if not base.schedules:
                raise design.file.error(ps.line, f"{base.id} declares no night order "
                                        "(Ruleset.schedules): a new role cannot act at night")
            where, _, name = ps.place.partition(":")
            if ps.place != "end" and (where not in ("before", "after") or not name):
                raise design.file.error(ps.line, f"a place is 'end', 'before:STEP' or "
                                        f"'after:STEP', got {ps.place!r}")
            errors = []
            for original in base.schedules:
                try:
                    placed[id(original)] = placed[id(original)].placed(ps.step, ps.place)
                except KeyError as exc:
                    errors.append(str(exc.args[0]))
                    if errors[-1].startswith("several"):  # ambiguous: never a silent pick
                        break
            if len(errors) == len(base.schedules) or errors and errors[-1].startswith("several"):
                raise design.file.error(ps.line, f"cannot place {ps.step.label!r}: "
                                        + "; ".join(dict.fromkeys(errors)))
    return placed


def check_role(base: Ruleset, design: RoleDesign) -> None:
    """Whatever the base ruleset must provide for the role's declared effects to mean
    something (``DesignError`` at the role file's line)."""
    f = design.file
    if design.role.camp not in known_camps(base):
        raise f.error(design.line, f"role {design.id!r}: unknown camp {design.role.camp!r} for "
                      f"{base.id} (camps: {', '.join(known_camps(base))})")
    for d in design.declared:
        line = design.line
        if d.effect == "protect" and not (d.params.get("status") or base.protection_status):
            raise f.error(line, f"skill {d.id!r}: {base.id} declares no protection status "
                          "(Ruleset.protection_status); give `status`")
        if d.effect == "kill" and base.defence is not None and not (
                d.params.get("damage") or base.kill_damage):
            raise f.error(line, f"skill {d.id!r}: {base.id} declares no kill damage "
                          "(Ruleset.kill_damage); give `damage`")


def build_variant(base: Ruleset, vid: str, title: str, roles: Sequence[RoleDesign],
                  cards: Sequence[str], options: Mapping[str, Any],
                  drafted: bool = False) -> Ruleset:
    """The variant ruleset (not registered: see :func:`rulesets.register`).  ``drafted``: a
    game may be dealt any cards of the variant, one per seat (a draft drawn outside the game,
    given as its deal; without one, the ruleset's own deal), instead of exactly ``cards``."""
    for design in roles:
        check_role(base, design)
    placed = place_steps(base, roles)
    cards = tuple(cards)
    board_defaults = base.board(options)
    new = [d.role for d in roles]
    statuses = StatusTable.of(*base.statuses.kinds.values(), *EFFECT_STATUSES,
                              *(k for d in roles for k in d.statuses))
    on_out = {**base.on_out, **{k: v for d in roles for k, v in d.on_out.items()}}
    trigger_runs = {**base.trigger_runs, **{k: v for d in roles for k, v in d.trigger_runs.items()}}
    presentation = _presentation(base, roles)
    extra_seats = base.max_seats(board_defaults) - base.n_seats(board_defaults)
    base_cls = type(base)

    class Variant(base_cls):  # type: ignore[valid-type, misc]
        """The base ruleset with the designer's deck and night orders (see the module)."""

        def n_seats(self, board: Mapping[str, Any]) -> int:
            return len(cards)

        def max_seats(self, board: Mapping[str, Any]) -> int:
            return len(cards) + max(0, extra_seats)

        def cards(self, board: Mapping[str, Any]) -> list[str]:
            return list(cards)

        def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
            if drafted:  # no draft given from outside: the ruleset's own deal (哪吒 drafts)
                return base_cls.deal(self, board, story)
            return self.deal_cards(board, story, cards)

        def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
            got = Counter(str(e).partition("@")[0] for e in deal)
            if drafted:
                for rid in got:
                    self.names.role(rid)  # KeyError for a card the variant does not have
            elif got != Counter(cards):
                raise ValueError(f"{vid}: the deal must hold exactly the board's cards; missing "
                                 f"{dict(Counter(cards) - got) or 'nothing'}, extra "
                                 f"{dict(got - Counter(cards)) or 'nothing'}")
            self.check_marks(board, deal)

        def scheduled(self, schedule: Schedule) -> Schedule:
            return placed.get(id(schedule), schedule)

    Variant.__name__ = Variant.__qualname__ = f"{base_cls.__name__}Variant"
    attrs = {"id": vid, "base_id": base.family, "title": title,
             "roles": tuple(base.roles) + tuple(new), "board_defaults": board_defaults,
             "statuses": statuses, "on_out": on_out, "trigger_runs": trigger_runs,
             "presentation": presentation,
             "schedules": tuple(placed[id(s)] for s in base.schedules)}
    attrs["options"] = variant_options(base, [d.role for d in roles])
    for key, value in attrs.items():
        setattr(Variant, key, value)
    return Variant()


def variant_options(base: Ruleset, new: Sequence[RoleSpec]) -> tuple[str, ...]:
    """The base's named options, plus the new cards and their skills where the base lists its
    own cards or skills as options (星汉's 妖狐 guesses a card, its 镜 copies a skill; 哪吒 names
    a card as ``card:ID``): a prefix (``""``, ``card:``...) under which the base lists at
    least half of its cards (or skills) is used for the new ones too.  A base that names only
    a few of them (封印, 暗月) gets nothing added."""
    options = list(base.options)
    card_ids = {r.id for r in base.roles if not r.additional}
    skill_ids = {k.id for r in base.roles for k in r.skills}

    def prefixes(ids: set[str]) -> list[str]:
        count: dict[str, int] = {}
        for o in options:
            prefix, _, rest = o.rpartition(":")
            if rest in ids:
                key = f"{prefix}:" if prefix else ""
                count[key] = count.get(key, 0) + 1
        return sorted(p for p, n in count.items() if ids and n >= len(ids) / 2)

    for ids, names in ((card_ids, [r.id for r in new]),
                       (skill_ids, [k.id for r in new for k in r.skills])):
        for prefix in prefixes(ids):
            options += [prefix + n for n in names if prefix + n not in options]
    return tuple(options)


def _presentation(base: Ruleset, roles: Sequence[RoleDesign]) -> Presentation:
    """The base's presentation with the new roles' rulebook paragraphs; a new role is a key role
    when its side is one the base's key roles have (seal's and 暗月's 神)."""
    shown = base.presentation
    keys = shown.reading.key_roles
    key_sides = {r.side for r in base.roles if r.id in keys and r.side}
    new_keys = frozenset(d.id for d in roles if d.role.side in key_sides)
    return replace(shown, rulebook={**shown.rulebook, **{d.id: d.paragraph for d in roles}},
                   reading=replace(shown.reading, key_roles=keys | new_keys))


def plain_card(base: Ruleset, camp: str) -> Optional[str]:
    """The plain card of ``camp``: the ruleset's ``plain_cards``, else the dealt card of that
    camp with the fewest skills (``None`` if the camp has no card)."""
    if camp in base.plain_cards:
        return base.plain_cards[camp]
    pool = [r for r in base.roles if r.camp == camp and not r.additional]
    if not pool:
        return None
    return min(pool, key=lambda r: (len(r.skills), base.roles.index(r))).id
