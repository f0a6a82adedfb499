"""How a ruleset is shown: its words, event templates and what players are told, as data.

A ruleset package declares one :class:`Presentation` (``Ruleset.presentation``).  The generic
layers read nothing else about a ruleset's wording: ``envs/`` renders events and prompts from
it (text observations) and builds the vector observation from its :class:`~.features.VectorSpec`,
``agents/`` build language-model prompts from its summary and role texts, ``arena/`` labels
transcripts, viewers, reports and scenario files from it.  Every name comes in Chinese and
English (:class:`Words`).

Event templates are :class:`Template` s (``"{seat}被放逐。"``: each ``{field}`` is the event's
data value of that key, named the way :attr:`Presentation.fields` says), or small functions
``(namer, event) -> str`` where the wording needs logic; they receive a :class:`Namer`, the
renderer's protocol, and never see the hidden state.  Generic templates every ruleset shares
live in :mod:`.templates`.  Pure Python: no PettingZoo, no numpy.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from string import Formatter
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Optional, Protocol, Union

from .dialect import Dialect
from .features import VectorSpec

if TYPE_CHECKING:  # pragma: no cover
    from .events import Event
    from .ruleset import Ruleset

LANGS = ("zh", "en")


@dataclass(frozen=True, slots=True)
class Words:
    """One term or sentence in both languages."""

    zh: str
    en: str

    def of(self, lang: str) -> str:
        """The words in ``lang`` (``"zh"`` or ``"en"``)."""
        return self.zh if lang == "zh" else self.en


@dataclass(frozen=True)
class Template(Words):
    """Words with ``{field}`` placeholders, filled from a mapping of values (an event's data, a
    decision's info): each value named the way :attr:`Presentation.fields` says."""

    def fields(self, lang: str) -> tuple[str, ...]:
        """The names of the placeholders of the ``lang`` text, in order, each once."""
        parts = Formatter().parse(self.of(lang))
        return tuple(dict.fromkeys(name for _, name, _, _ in parts if name))


class Namer(Protocol):
    """What template functions receive: how seats, cards, skills... read in one language.

    Implemented by the text renderer (``envs.text.TextRenderer``)."""

    lang: str
    zh: bool

    def seat(self, s: Optional[int]) -> str: ...

    def seats(self, seats: Iterable[int]) -> str: ...

    def role(self, role_id: Optional[str]) -> str: ...

    def skill(self, skill_id: str) -> str: ...

    def option(self, name: str) -> str: ...

    def camp(self, camp: Optional[str]) -> str: ...

    def stage(self, stage: str) -> str: ...

    def phase(self, label: str) -> str: ...

    def value(self, v: Any) -> str: ...

    def act(self, choice: int) -> str: ...

    def speaker(self, seat: int, segment: str) -> str: ...

    def field(self, key: str, value: Any) -> str: ...

    def words(self, words: Words) -> str: ...

    def join(self, items: Iterable[str]) -> str: ...


#: an event template: words with fields, or a function of the namer and the event
EventTemplate = Union[Template, Callable[[Namer, "Event"], str]]

#: how a field's value reads, by kind: ``seat`` / ``seats`` (seat numbers), ``role`` / ``roles``
#: (card names), ``option``, ``skill`` / ``skills``, ``camp``, ``stage``; other keys print as is
FIELD_KINDS = ("seat", "seats", "role", "roles", "option", "skill", "skills", "camp", "stage")


@dataclass(frozen=True)
class Context:
    """Decision info shown with a question (the witch's knife victim, teammates' proposals).

    Shown when the decision (as its seat is asked it: ``Decision.asked_as``) is one of
    ``kinds`` (any decision when empty) and its info holds ``key`` with a value that is not
    ``None`` nor an empty collection.  ``text`` is a template over the info, or a function of
    the namer and the info."""

    key: str
    text: Union[Template, Callable[[Namer, Mapping[str, Any]], str]]
    kinds: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Channel:
    """A group chat: the prefix of its lines in a seat's history, and its name in viewers."""

    prefix: Words
    name: Words


@dataclass(frozen=True)
class SpeechActs:
    """How the structured speech acts of the codec read: ``claim`` (``{role}``), ``accuse`` and
    ``vouch`` (``{seat}``), ``report`` (``{seat}``, ``{value}``: a verdict)."""

    claim: Template
    accuse: Template
    vouch: Template
    report: Template


@dataclass(frozen=True)
class RecordReading:
    """What the referee-side readers of records (metrics, viewer, scenarios) need to know:
    the events whose ``seats`` died (``deaths``; ``night_deaths`` among them announce the
    deaths of the night before, numbered by their ``night`` when it differs from the day's),
    the events whose ``seats`` come back to life (``revivals``; agents' views read both), the
    ``votes`` kinds that decide an exile, the roles followed as key roles (神), the data
    keys that name who acted (in priority order), and the events that move the sheriff's badge
    (event kind -> data key of the new holder, or ``None`` when the badge is gone)."""

    deaths: frozenset[str] = frozenset({"death", "dawn_deaths"})
    night_deaths: frozenset[str] = frozenset({"dawn_deaths"})
    revivals: frozenset[str] = frozenset()
    exile_votes: frozenset[str] = frozenset()
    key_roles: frozenset[str] = frozenset()
    actors: tuple[str, ...] = ("seat",)
    badge: Mapping[str, Optional[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class Presentation:
    """Everything a ruleset declares for it to be shown (see the module docstring).

    Names: ``camps`` (camps the ruleset's ``camp_names`` does not name), ``camp_colors`` (plot
    colours), ``channels`` (group chats), ``options`` (named options of the codec), ``stages``
    (sub-phases), ``segments`` (speech segments), ``phases`` (phase kind -> ``{n}`` template),
    ``ballots`` (a ``votes`` event's ``vote`` -> its name), ``verdicts`` (a check result's
    ``True`` / ``False``), ``acts`` (speech acts).  Events: ``events`` (kind -> template) and
    ``fields`` (data key -> kind of value, :data:`FIELD_KINDS`).  Decisions: ``context``
    (info shown with a question).  For language models: ``intro``, ``summary`` (the rules in a
    paragraph), ``rulebook`` (role id -> its rulebook paragraph, shown on the role card),
    ``key_events`` (kept verbatim when old days are summarised), ``day_event`` (the event that
    opens a day), ``own_card`` (private event kind -> the seat's new card: ``None`` for the
    event's ``role``).  ``phase_events`` open a phase (their first line is the phase header).
    ``vector`` (the vector observation), ``scenario`` (scenario-file vocabulary),
    ``reading`` (records).  ``story``: how the storyteller's decisions read in the god view
    (a call's ``why`` -> its words; others print as recorded)."""

    events: Mapping[str, EventTemplate]
    fields: Mapping[str, str]
    acts: SpeechActs
    verdicts: Mapping[bool, Words]
    camps: Mapping[str, Words] = field(default_factory=dict)
    camp_colors: Mapping[str, str] = field(default_factory=dict)
    channels: Mapping[str, Channel] = field(default_factory=dict)
    options: Mapping[str, Words] = field(default_factory=dict)
    stages: Mapping[str, Words] = field(default_factory=dict)
    segments: Mapping[str, Words] = field(default_factory=dict)
    phases: Mapping[str, Words] = field(default_factory=dict)
    ballots: Mapping[str, Words] = field(default_factory=dict)
    context: tuple[Context, ...] = ()
    intro: Words = Words("", "")
    summary: Words = Words("", "")
    rulebook: Mapping[str, str] = field(default_factory=dict)
    key_events: frozenset[str] = frozenset()
    day_event: str = "day_breaks"
    phase_events: frozenset[str] = frozenset({"night_falls", "day_breaks"})
    own_card: Mapping[str, Optional[str]] = field(default_factory=lambda: {"role": None})
    vector: VectorSpec = field(default_factory=VectorSpec)
    scenario: Dialect = field(default_factory=Dialect)
    reading: RecordReading = field(default_factory=RecordReading)
    story: Mapping[str, Words] = field(default_factory=dict)
    #: names of the causes of an out that are not skills (``exile``, ``shot``...: the
    #: ``cause`` given to ``Outs.go_out``); a skill's id reads as the skill's name
    causes: Mapping[str, Words] = field(default_factory=dict)
    #: public statuses at a table (a seat's page, a viewer's ring of seats): the names of the
    #: public flags of :attr:`vector` the rules announce (``slandered``, ``platform``...); a
    #: flag without a name here (life, the badge, vote counts) is shown otherwise or not at all
    marks: Mapping[str, Words] = field(default_factory=dict)
    #: how a card shown to the whole table reads beside its seat (``{role}``: its name)
    shown_card: Template = Template("亮明{role}", "shown: {role}")

    def __post_init__(self) -> None:
        bad = {k: v for k, v in self.fields.items() if v not in FIELD_KINDS}
        if bad:
            raise ValueError(f"unknown field kinds {bad} (known: {', '.join(FIELD_KINDS)})")
        unknown = set(self.marks) - set(self.vector.public_flags)
        if unknown:
            raise ValueError(f"marks name flags the vector does not have: {sorted(unknown)}")

    def keys_of(self, *kinds: str) -> frozenset[str]:
        """The data keys whose values are of one of ``kinds`` (e.g. every seat field)."""
        return frozenset(k for k, v in self.fields.items() if v in kinds)


def camp_names(ruleset: "Ruleset") -> dict[str, Words]:
    """Every camp's name: the ruleset's ``camp_names`` (the camps cards are dealt into), then
    the presentation's names for the others (a rulebook's printed camps)."""
    names = dict(ruleset.presentation.camps)
    names.update({c: Words(zh, en) for c, (zh, en) in ruleset.camp_names.items()})
    return names


def rulebook_paragraphs(modules: Iterable[Any]) -> dict[str, str]:
    """Role id -> rulebook paragraph, from role modules that declare their card as ``ROLE``
    next to the paragraph in their docstring."""
    return {m.ROLE.id: m.__doc__.strip() for m in modules
            if getattr(m, "ROLE", None) is not None and m.__doc__}
