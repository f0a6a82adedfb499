"""[M199] Fate/strange Fake (染·钟楼谜团, 全员追忆 variant): Blood on the Clocktower for 12 players
on a 127-character script, everyone amnesiac, the storyteller as a recorded policy.

Rulebook: ``001_79295688e1e8f528.txt``; rulings: ``docs/rulings/clocktower.md``.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Mapping, Optional, Sequence

from rulesets.engine import (Appearance, Game, NameIndex, RoleSpec, Ruleset, Schedule,
                             SkillInstance, SkillSpec, Status, Storyteller, Targeting)

from . import day, flow, hints
from . import setup as setting
from .amnesia import ABILITIES as AMNESIA_ABILITIES
from .amnesia import OPTIONS as MEMORIES
from .amnesia import PROCEDURES as HINT_QUESTIONS
from .ask import SHOWN
from .characters import CAMPS, DEATHLESS
from .common import works
from .deaths import DEFENCE, lose_abilities
from .night import FIRST_NIGHT, OTHER_NIGHTS, build
from .presentation import PRESENTATION
from .roles import BY_ID, IMPLEMENTED, MODULES, ROLES, collect, evil_team
from .state import ClocktowerState
from .statuses import HARMS, MARKER_IDS, STATUSES
from .storyteller import FairStoryteller
from .win import BLOCKERS, CANNOT, WIN

#: decisions that are procedure, not a character's ability (named for scenarios and prompts)
PROCEDURES = (
    *AMNESIA_ABILITIES, *HINT_QUESTIONS, *evil_team.TEAM, *SHOWN,
    SkillSpec("speech", "发言", "發言", "Post", "白天",
              "Post in the public thread: up to three speech acts, or a day ability."),
    SkillSpec("whisper_to", "私聊对象", "私聊對象", "Private post: to whom", "白天",
              "Choose the player to write to in your private thread."),
    SkillSpec("whisper", "私聊", "私聊", "Private post", "白天",
              "A speech act only you and the other player see."),
    SkillSpec("visit", "拜访", "拜訪", "Visit", "白天", "Visit the storyteller to use a <拜访> ability."),
    SkillSpec("slay_target", "狩猎对象", "狩獵對象", "Slay declaration", "白天",
              "Declare publicly: '(me) am the 猎手, I slay (player)'."),
    SkillSpec("psycho_kill_target", "砍杀对象", "砍殺對象", "Psychopath declaration", "白天",
              "Declare publicly: '(me) am the 精神病患者, I kill (player)'."),
    SkillSpec("sing_target", "邀请对象", "邀請對象", "Song party invitation", "白天",
              "Declare publicly: '(me) am the 歌伶, I invite (players) to my song party', one "
              "player at a time (pass to end the list)."),
    SkillSpec("join_target", "歌会", "歌會", "Join a song party", "白天",
              "Declare publicly: '(me) join (player)'s song party'."),
    SkillSpec("nominate", "提名", "提名", "Nominate", "白天",
              "Nominate a player for execution (once a day; anyone not yet nominated today)."),
    SkillSpec("goblin", "嚣张", "囂張", "Goblin declaration", "白天",
              "Just nominated: declare '(me) am the 哥布林' or not."),
    SkillSpec("vote", "投票", "投票", "Vote", "白天", "Vote yes or no on the nominee (the dead: one yes)."),
    *(p for m in MODULES for p in getattr(m, "PROCEDURES", ())),
)
SPECIAL_OPTIONS = ("whisper", "recall", "hint", "visit", "slay", "psycho_kill", "juggle", "sing",
                   "join", "gossip", "nominate")
#: named answers of the characters' own questions (猜拳, the 巫师's wishes)
ROLE_OPTIONS = tuple(o for m in MODULES for o in getattr(m, "OPTIONS", ()))


class Clocktower(Ruleset):
    """The clocktower ruleset: the script, the setup, the flow and the kernel's hooks."""
    id = "clocktower"
    title = "[M199] Fate/strange Fake（染·钟楼谜团，全员追忆）"
    version = "1"
    roles = ROLES
    procedures = PROCEDURES
    options = (*SPECIAL_OPTIONS, *hints.OPTIONS, *ROLE_OPTIONS, *(r.id for r in ROLES), *MEMORIES)
    board_defaults = {"max_days": 20, "rounds": 2, "min_private_posts": False, "demon": "",
                      "minions": "", "spirit_of_ivory": True, "free_text_hints": False}
    phase_kinds = ("night", "day")
    camp_names = CAMPS
    statuses = STATUSES
    defence = DEFENCE
    win_model = WIN
    speech_kinds = frozenset({"whisper", "hint_does"})
    storytellers = {"fair": FairStoryteller}
    presentation = PRESENTATION
    announced_stages = frozenset({"morning", "discussion", "nominations", "settlement", "dusk"})

    def __init__(self) -> None:
        super().__init__()
        # names shared by several abilities (伪装, 杀害...) resolve to an implemented one first
        # (``self.roles``: a designer's variant adds its new cards, which run, to the script's)
        mine = [r for r in self.roles if r.id in IMPLEMENTED or r.id not in BY_ID]
        self.names = NameIndex.build([*mine, *(r for r in self.roles if r not in mine)],
                                     self.procedures)
        self.night_runs = collect("NIGHT")
        self.demon_skills = frozenset(k.id for r in self.roles if r.side == "demon" for k in r.skills)
        self.on_out = collect("ON_OUT")
        self.entries = collect("ENTER")
        self.survives = collect("SURVIVES")
        self.setups = collect("SETUP")
        self.upkeep = collect("UPKEEP")
        self.table_upkeep = tuple(f for m in MODULES for f in getattr(m, "TABLE_UPKEEP", ()))
        self.visits = collect("VISITS")
        self.declarations = collect("DECLARATIONS")
        self.death_hooks = collect("ON_DEATH")
        self.registering = collect("REGISTERS")
        self.day_hooks: dict[str, dict[str, Any]] = {}
        for m in MODULES:
            for when, table in getattr(m, "DAY", {}).items():
                self.day_hooks.setdefault(when, {}).update(table)
        self.nomination_limits = tuple(f for m in MODULES for f in getattr(m, "NOMINATION_LIMITS", ()))
        self.hidden_votes = tuple(f for m in MODULES for f in getattr(m, "HIDDEN_VOTES", ()))
        # abilities that change how often a player nominates (alive or dead) and how much its
        # vote weighs (报丧女妖): each returns a number for the seat, 0 for no say
        self.nomination_allowances = tuple(f for m in MODULES for f in getattr(m, "NOMINATIONS", ()))
        self.vote_weights = tuple(f for m in MODULES for f in getattr(m, "VOTE_WEIGHTS", ()))
        self.dusk_checks = tuple(f for m in MODULES for f in getattr(m, "DUSK", ()))
        # a choice an ability narrows (炼金术士 相克4: the demon must choose the guessed 间谍/寡妇)
        # or lets the storyteller ask again (炼金术士's 炼金): :func:`.ask.narrowed` / ``chooses_again``
        self.narrowing = tuple(f for m in MODULES for f in getattr(m, "NARROW", ()))
        self.rechoosing = tuple(f for m in MODULES for f in getattr(m, "RECHOOSE", ()))
        self.executed_hooks = tuple(f for m in MODULES for f in getattr(m, "EXECUTED", ()))
        self.game_over_hooks = tuple(f for m in MODULES for f in getattr(m, "GAME_OVER", ()))
        self.channels = collect("CHANNELS")
        for m in MODULES:
            for camp, checks in getattr(m, "BLOCKS_WIN", {}).items():
                if not any(c is x for c in checks for x in BLOCKERS[camp]):
                    BLOCKERS[camp].extend(checks)
            for camp, checks in getattr(m, "CANNOT_WIN", {}).items():
                for table_ in (BLOCKERS[camp], CANNOT[camp]):
                    table_.extend(c for c in checks if not any(c is x for x in table_))
        self.out_hooks = (self._death_hooks, lose_abilities)
        # 弄臣 愚弄: a death that does not happen; 和平主义者 调停: an execution that does not kill
        self.out_guards = tuple(f for m in MODULES for f in getattr(m, "OUT_GUARDS", ()))
        self.execution_spares = tuple(f for m in MODULES for f in getattr(m, "EXECUTION_SPARES", ()))
        self.targeting = Targeting(tuple(st for m in MODULES for st in getattr(m, "STAGES", ())))
        self.after_step = tuple(f for m in MODULES for f in getattr(m, "AFTER_STEP", ()))
        self.trigger_runs = {sid: self._late_run(run) for sid, run in self.night_runs.items()}
        self.trigger_runs.update(collect("TRIGGERS"))

    # -- the script ------------------------------------------------------------------------------
    def playable_roles(self) -> list[RoleSpec]:
        return list(ROLES)

    def identity_skills(self, role: RoleSpec, camp: str) -> list[SkillInstance]:
        """A character's abilities, with the evil team's 互认 / 敏锐 for minions and demons (提线木偶
        is never woken as a minion, line 508)."""
        out = [SkillInstance(s.id) for s in role.skills]
        if role.side == "minion" and role.id != "marionette":
            out.append(SkillInstance(evil_team.MINION_INFO.id))
        elif role.side == "demon":
            out += [SkillInstance(evil_team.DEMON_INFO.id), SkillInstance(evil_team.DEMON_BLUFFS.id)]
        return out

    @cached_property
    def schedules(self) -> tuple[Schedule, Schedule]:  # type: ignore[override]
        """The first night's and the other nights' orders (the kernel's ``Ruleset.schedules``:
        a designer's variant places new steps in them)."""
        return build(FIRST_NIGHT), build(OTHER_NIGHTS)

    # -- the kernel's hooks -------------------------------------------------------------------------
    def registrations(self, g: Game, seat: int, asker: Optional[int],
                      look: Appearance) -> list[Appearance]:
        """间谍 潜入 / 陌客 陌生: how the seat may register (the storyteller picks per asker); off
        while the registering seat's ability fails (drunk, poisoned)."""
        out = [look]
        for inst in g.seats[seat].skills:
            more = self.registering.get(inst.id)
            if more is not None and works(g, seat, inst, note=False):
                out += [a for a in more(g, seat, look) if a != look]
        return out

    def source_works(self, g: Game, status: Status) -> bool:
        """A tied status lasts while its source holds the ability (a marker), and, for a status,
        while the ability works (not drunk or poisoned): line 9."""
        if status.source is None:
            return True
        inst = g.seats[status.source].skill(status.skill or "")
        if inst is None or inst.origin == "cover" or not g.can_use(status.source, inst.id):
            return False  # the ability is lost ([超度]: 失去所有技能), and what it made lapses
        if status.name in HARMS and status.skill in self.demon_skills and self._sheltered(g, status):
            return False  # [庇护]: 不受到恶魔技能的负面影响 while it lasts (ruling CT-sanctuary)
        return status.name in MARKER_IDS or g.healthy(status.source)

    @staticmethod
    def _sheltered(g: Game, status: Status) -> bool:
        """Is the seat holding ``status`` in [庇护] now?"""
        for s in g.seats:
            if any(x is status for x in (*s.statuses.items, *s.statuses.held)):
                return "sanctuary" in s.statuses
        return False

    def grimoire(self, g: Game) -> Optional[dict[str, Any]]:
        """魔典 (line 423): every seat's character, alignment, life, statuses and markers (with
        their sources; suspended ones marked), what it believes it is, and who knows it."""
        state = g.state
        seats = []
        for s in g.seats:
            marks = [{"name": st.name, "source": st.source, "until": st.until,
                      "held": any(st is h for h in s.statuses.held)}
                     for st in (*s.statuses.items, *s.statuses.held)]
            seats.append({"seat": s.index, "role": s.role.id, "camp": s.camp, "alive": s.alive,
                          "statuses": marks, "believes": state.covers.get(s.index),
                          "knows": s.index in state.known})
        return {"seats": seats, "bluffs": {str(k): v for k, v in state.bluffs.items()}}

    def before_game_over(self, g: Game) -> None:
        """A game won at night ends at its dawn: the night's deaths are announced before the
        winner (line 13: 夜晚的死亡会在第二天开门时公示), as a dawn would have; then what happens
        游戏结束时 (the roles' ``GAME_OVER`` hooks, given the winning camp)."""
        state = g.state
        if g.phase.startswith("night") and any(not g.seats[s].alive for s in state.night_deaths):
            day.announce_night_deaths(g)
        for hook in self.game_over_hooks:  # 游戏结束时 (政客)
            hook(g, g.winner)

    def _death_hooks(self, g: Game, seat: int, cause: str) -> None:
        """Abilities that answer any death (红唇女郎, 痢蛭...), for each holder, in seat order."""
        for sid, hook in self.death_hooks.items():
            for holder, inst in g.holders(sid, living=False):
                if holder != seat:
                    hook(g, holder, inst, seat, cause)

    @staticmethod
    def _late_run(run):
        def trigger(g: Game, t):
            inst = g.seats[t.seat].skill(t.skill)
            if inst is not None:
                yield from run(g, t.seat, inst)
        return trigger

    def vote_weight(self, g: Game, voter: int) -> int:
        """One vote, or what an ability gives (报丧女妖: two)."""
        return max((1, *(f(g, voter) for f in self.vote_weights)))

    def votes_freely(self, g: Game, voter: int) -> bool:
        """Does an ability let ``voter`` vote on every nomination though dead (报丧女妖)?"""
        return any(f(g, voter) for f in self.vote_weights)

    def nominations_allowed(self, g: Game, seat: int) -> int:
        """每个角色在每个讨论日仅可提名一次 (the living), or what an ability allows (报丧女妖: 2)."""
        return max((1 if g.seats[seat].alive else 0,
                    *(f(g, seat) for f in self.nomination_allowances)))

    # -- board and deal ---------------------------------------------------------------------------
    #: integer options' ranges (the default check), before the setup's own checks
    board_limits = {"max_days": (1, 200), "rounds": (1, 20)}

    def check_board(self, board: Mapping[str, Any]) -> None:
        super().check_board(board)
        setting.check_board(board)

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return setting.SEATS

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        return setting.draft(board, story)

    def check_deal(self, board: Mapping[str, Any], deal: Sequence[str]) -> None:
        setting.check(deal, board)

    def new_state(self, game: Game) -> ClocktowerState:
        return ClocktowerState()

    def flow(self, game: Game):
        return flow.play(game)


RULESET = Clocktower()
__all__ = ["Clocktower", "RULESET", "BY_ID", "IMPLEMENTED", "DEATHLESS"]
