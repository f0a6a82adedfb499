"""村六 (Village of Six): the smallest ruleset on the rules kernel, the worked example of the guide
"add a ruleset" in docs/design.md.  It is not a rulebook of the arena; the tests play it.

Six seats: two wolves who share one knife, a seer, a doctor, two villagers (board option
``hunter = true`` replaces a villager with the hunter of ``hunter.py``, the example of the guide
"add a role").

* Night: the seer learns whether a seat is a wolf; the doctor protects a seat (never the same seat
  two nights running); the wolves propose knife targets in their chat, the plurality is knifed.
  The knife kills unless the doctor protected its target.
* Day: the night's deaths are announced, every living seat speaks (speech acts), then votes; the
  single top seat is exiled.  A tie goes to the storyteller (the host decides which tied seat goes).
* Wins: the village when no wolf is alive; the wolves when they are at least as many as the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Optional

from rulesets.engine import (PASS, CampRule, Check, CheckList, Condition, Decision, Game, GameOver,
                             RoleSpec, Ruleset, Schedule, SkillInstance, SkillSpec, Step,
                             Storyteller, Tally, WinModel, ask_speech, ask_target, ask_unrepeated,
                             status_check)
from rulesets.engine.presentation import RecordReading
from rulesets.engine.roles import INFORMATION, KILL, PROTECTION
from rulesets.engine.ruleset import GENERIC_PRESENTATION
from rulesets.engine.votes import plurality, tally, top, with_statuses

import hunter

VILLAGE, WOLF = "village", "wolf"
WOLF_CHAT = "wolves"

# -- the roles: a card is data (names, camp, skills); a skill's effect is a small function ----------
CHECK = SkillSpec("check", "查验", "查驗", "Check", "夜晚", "Learn whether a living seat is a wolf.",
                  intent=INFORMATION)
PROTECT = SkillSpec("protect", "守护", "守護", "Protect", "夜晚",
                    "Protect a living seat from tonight's knife; not the same seat two nights running.",
                    ("不能连续两晚",), intent=PROTECTION)
KNIFE = SkillSpec("knife", "刀人", "刀人", "Knife", "夜晚", "The wolves' shared kill.", intent=KILL)
SEER = RoleSpec("seer", "预言家", "預言家", "Seer", camp=VILLAGE, side="god", skills=(CHECK,))
DOCTOR = RoleSpec("doctor", "医生", "醫生", "Doctor", camp=VILLAGE, side="god", skills=(PROTECT,))
VILLAGER = RoleSpec("villager", "村民", "村民", "Villager", camp=VILLAGE, side="villager")
WEREWOLF = RoleSpec("wolf", "狼人", "狼人", "Werewolf", camp=WOLF, side="wolf", checks_as_wolf=True,
                    knife=True, skills=(KNIFE,))


def check(g: Game, me: int, inst: SkillInstance):
    """预言家: a living seat, told wolf or not, as the check reads it (``appearance``), through the
    ``inform`` gate (``g.result``)."""
    t = yield from ask_target(g, me, "check", g.living(but=me))
    if t is not None:
        g.result(me, "check", t, g.appearance(t, me).wolf, (True, False))


def protect(g: Game, me: int, inst: SkillInstance):
    """医生: a status that the defence check list reads; never the same seat two nights running."""
    t = yield from ask_unrepeated(g, me, inst, "protect", g.living())
    if t is not None:
        g.add_status(t, "protected", me, until="night_end")


def knife(g: Game):
    """The wolves' shared kill: proposals in their chat, the plurality (ties: the storyteller)."""
    wolves = [s for s, _ in g.holders(KNIFE.id)]
    proposals: dict[int, int] = {}
    for w in wolves:
        t = yield from ask_target(g, w, "knife", g.living(), proposals=dict(proposals))
        if t is not None:
            proposals[w] = t
            g.chat(WOLF_CHAT, "knife_proposal", wolf=w, target=t)
    if proposals:
        target = plurality(proposals.values(), g.story, "knife tie")
        g.chat(WOLF_CHAT, "knife_target", target=target)
        table(g).tally.file("knife", None, target, "knife")


# -- the table: what the flow keeps beyond the seats -------------------------------------------------
@dataclass
class Table:
    tally: Tally = field(default_factory=lambda: Tally(("knife",)))


def table(g: Game) -> Table:
    return g.state


# -- the night order as data ------------------------------------------------------------------------
NIGHT = Schedule.sequential(
    Step("预言家查验", check, skill=CHECK.id),
    Step("医生守护", protect, skill=PROTECT.id),
    Step("狼人刀人", knife),
)


# -- the flow: the rulebook's game procedure, as a generator of decisions ---------------------------
def play(g: Game):
    for seat in g.seats:
        g.tell(seat.index, "role", role=seat.role.id)
    wolves = [s.index for s in g.seats if s.camp == WOLF]
    g.chat(WOLF_CHAT, "wolf_team", seats=wolves, roles=[g.seats[s].role.id for s in wolves])
    while True:
        yield from night(g)
        yield from day(g)


def night(g: Game):
    g.begin("night")
    g.emit("night_falls", night=g.night)
    table(g).tally = Tally(("knife",))
    yield from NIGHT.run(g, first=g.night == 1)
    table(g).tally.settle(g)          # the knife lands unless a defence blocks it
    g.expire("night_end")


def day(g: Game):
    g.begin("day")
    dead = g.outs.unannounced()
    for s in dead:
        g.seats[s].death_public = True
    g.emit("dawn_deaths", seats=sorted(dead))
    yield from g.triggers.drain(g, g.ruleset.trigger_runs)  # e.g. a hunter's shot
    g.judge(instant_only=False)
    for s in g.living():
        yield from ask_speech(g, s, "speech", lambda c, s=s: g.speak(s, c, "day"))
    living = g.living()
    legal = [PASS, *g.choices.targets(living)]
    ballots: dict[int, Optional[int]] = {}
    for v in living:
        c = yield Decision(v, "vote", legal, PASS, {"batch": living})
        ballots[v] = None if c == PASS else g.choices.seat_of(c)
    g.emit("votes", vote="vote", round=0, ballots={str(k): v for k, v in ballots.items()})
    leaders = top(tally(ballots, *with_statuses(g, {})), living)  # declared vote skills count
    if leaders:
        out = leaders[0] if len(leaders) == 1 else g.story.decide("exile tie", leaders, seats=True)
        g.go_out(out, "exile", public=True)
        g.emit("exiled", seat=out)
        yield from g.triggers.drain(g, g.ruleset.trigger_runs)
    g.judge(instant_only=False)
    if g.day >= g.board["max_days"]:
        raise GameOver(None, f"day limit ({g.board['max_days']}) reached")


# -- wins: camps as data ----------------------------------------------------------------------------
def wolves_alive(g: Game) -> int:
    return sum(1 for s in g.seats if s.alive and s.camp == WOLF)


WIN = (CampRule(VILLAGE, win=(Condition("no wolf is alive", lambda g: wolves_alive(g) == 0),)),
       CampRule(WOLF, win=(Condition("the wolves are at least as many as the rest",
                                     lambda g: 0 < len(g.living()) <= 2 * wolves_alive(g)),)))


#: how the toy is shown: the engine's generic words, its exile vote named for readers of records
PRESENTATION = replace(GENERIC_PRESENTATION, reading=RecordReading(exile_votes=frozenset({"vote"})))


class VillageOfSix(Ruleset):
    """The ruleset: roles, board, statuses, defence, win model, flow."""

    id = "village6"
    title = "村六 (Village of Six)"
    roles = (SEER, DOCTOR, VILLAGER, WEREWOLF, hunter.ROLE)
    options = ()
    board_defaults = {"hunter": False, "max_days": 20}
    camp_names = {VILLAGE: ("好人阵营", "the village"), WOLF: ("狼人阵营", "the wolves")}
    defence = CheckList((Check("protected", status_check("protected"), frozenset({"knife"})),))
    on_out = {hunter.SHOOT.id: hunter.on_out}
    trigger_runs = {hunter.SHOOT.id: hunter.shoot}
    channels = {WOLF_CHAT: lambda g: [s.index for s in g.seats if s.alive and s.camp == WOLF]}
    presentation = PRESENTATION

    win_model = WinModel(WIN, priority=(VILLAGE, WOLF))
    # what a designer's variant builds on (rulesets.engine.custom, docs/playtest.md)
    schedules = (NIGHT,)
    protection_status = "protected"
    kill_damage = "knife"

    def night_tally(self, g: Game) -> Tally:
        return table(g).tally

    def n_seats(self, board: Mapping[str, Any]) -> int:
        return 6

    def deal(self, board: Mapping[str, Any], story: Storyteller) -> list[str]:
        cards = ["wolf", "wolf", "seer", "doctor", "villager",
                 "hunter" if board["hunter"] else "villager"]
        return story.deal(cards)

    def new_state(self, game: Game) -> Table:
        return Table()

    def flow(self, game: Game):
        return play(game)


RULESET = VillageOfSix()
