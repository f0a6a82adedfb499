"""Belief tracking for the nezha heuristic, on :class:`~agents.heuristic.core.BeliefCore`.

``score[t]`` is the village's view: how strongly ``t`` looks like a wolf-camp role.  Facts come
from the seat's own results, read through :data:`READS` (what each information skill tells:
a surface identity, a camp, a knife, a match...), from flipped cards (翻牌 shows the actual
identity), from the wolf chat (its members, 窥天's answers) and from the public ballots.  Every
identity is on a board at most once, so a second claimant of a card is a liar.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..core import BeliefCore


def _role_read(b: "Beliefs", d: dict) -> Optional[bool]:
    return b.wolf_card(d["value"])


def _camp_read(b: "Beliefs", d: dict) -> Optional[bool]:
    return bool(d["value"])                   # 侦测: True = 非村民阵营


def _knife_read(b: "Beliefs", d: dict) -> Optional[bool]:
    return True if d["value"] else None       # 超度: can kill -> a wolf; cannot -> no proof


def _chase_read(b: "Beliefs", d: dict) -> Optional[bool]:
    return True if d["value"] else None


#: information skills -> how their result reads: True wolf, False not a wolf, None nothing
READS: dict[str, Callable[["Beliefs", dict], Optional[bool]]] = {
    "possess": _role_read, "spirit_check": _role_read, "dark_detect": _role_read,
    "detect": _camp_read, "exorcise": _knife_read, "chase": _chase_read,
    "prophecy": _camp_read, "inspect": _role_read,    # 圣诞老狼's presents: 预言 True = a wolf
    "stargaze": _role_read,
}
#: results telling a seat's actual identity (remembered in ``role_of``)
CARD_READS = frozenset({"stargaze", "possess", "spirit_check", "dark_detect", "inspect", "bury"})
#: results naming ``seats`` of the wolf camp (异端's holders; 问镜 asked for camp:wolf)
WOLF_LISTS = frozenset({"heresy", "ask_mirror"})


#: the seer family (验人系): their claimants' reports weigh as checks
SEERS = frozenset({"possession_spirit", "priest", "high_monk", "mirror_maiden"})


class Beliefs(BeliefCore):
    """What one nezha seat knows and suspects (``camp``: village | wolf)."""

    SEER_ROLE = "priest"
    DEATH_SCALE = 1.3
    DEATH_RIVAL = 1.0
    CONTEST = 1.0

    def __init__(self, me: int, n: int, table, camps: dict[str, str]) -> None:
        super().__init__(me, n, table)
        self.camps = camps                       # card -> its camp (the public role table)
        self.UNIQUE_ROLES = frozenset(camps)     # every identity appears once
        self.CONFESS = frozenset(r for r, c in camps.items() if c == "wolf")
        self.GOD_SET = frozenset(r for r, c in camps.items() if c == "village")
        self.day = 0
        self.today: dict[int, Optional[int]] = {}
        self.checks: list[tuple[str, int, bool]] = []   # my own findings: (skill, seat, wolf)
        self.in_play: set[str] = set()
        self.knife = False                              # I hold the passed knife
        self.shielded: dict[int, int] = {}              # seat -> last day a vote could not exile it
        self.cards_known: dict[int, str] = {}           # seat -> actual identity learnt
        self.fate_named: set[int] = set()               # 命运洪流: seats named right so far
        self.heretics: set[int] = set()                 # 宗教老爷爷: the roles I want out

    def wolf_card(self, role: Optional[str]) -> Optional[bool]:
        camp = self.camps.get(role or "")
        return None if camp is None else camp == "wolf"

    def _can_expose_me(self) -> bool:
        return self.camp == "wolf"

    def _report(self, s: int, t: int, wolf: bool) -> None:
        """A report counts as a check when its speaker claims a seer-family card."""
        if self.claim[s] in SEERS:
            self.SEER_ROLE = self.claim[s]
        super()._report(s, t, wolf)

    # -- events ---------------------------------------------------------------------------
    def _ev_role(self, d) -> None:
        self.role = d["role"]
        self.camp = d.get("camp", self.camps.get(self.role, "village"))
        self.private = self.camp == "village"
        self.good_known[self.me] = self.camp == "village"
        self.role_of[self.me] = self.role
        self.team = {self.me}

    def _ev_team(self, d) -> None:
        for s, r in zip(d["seats"], d.get("roles", ())):
            self.team.add(s)
            self.team_roles[s] = r

    def _ev_figment(self, d) -> None:
        """空想具现: the account this seat plays is its own side."""
        self.team.add(d["seat"])
        self.team_roles[d["seat"]] = d["role"]

    def _ev_pack_list(self, d) -> None:
        self.team.update(d["seats"])

    def _ev_camp(self, d) -> None:
        """你的阵营转变为xx阵营: play for the new camp (黑情侣 plays as a side of its own)."""
        self.camp = d["camp"]
        self.private = self.camp == "village"
        self.good_known[self.me] = self.camp == "village"

    def _ev_lovers(self, d) -> None:
        """[真爱情侣] share their fate: the partner is on my side."""
        if d.get("love") == "true":
            self.team.update(d["seats"])

    def _ev_witness(self, d) -> None:
        """冥婚: the lovers and their 证婚人 are one side."""
        self.team.update(d["seats"])
        if d.get("witness") is not None:
            self.team.add(d["witness"])

    def _ev_rent_wolf(self, d) -> None:
        """车裂: an exorcised pack wolf and the pack know each other."""
        self.team.update([*d["seats"], d["seat"]])

    def _ev_day_breaks(self, d) -> None:
        self.day = d["day"]
        self.today = {}
        self.day_acc = []
        self.acc_today = {}
        self.heat = 0.0

    def _ev_ballot(self, d) -> None:
        self.today[d["seat"]] = d["target"]

    def _ev_result(self, d) -> None:
        read = READS.get(d.get("skill", ""))
        t = d.get("target")
        if d.get("skill") in CARD_READS and t is not None and isinstance(d.get("value"), str):
            self.cards_known[t] = d["value"]
        if d.get("skill") == "fate_torrent" and d.get("value"):
            self.fate_named.update(d.get("seats", ()))
        if read is None or t is None:
            if d.get("skill") in WOLF_LISTS:
                for s in d.get("seats", ()):
                    self.checks.append((d["skill"], s, True))
                    if self.private:
                        self.mark_wolf(s)
            return
        wolf = read(self, d)
        if wolf is None:
            return
        self.checks.append((d["skill"], t, wolf))
        if self.private:
            self.checked(t, wolf, 2.0)

    def _ev_reveal(self, d) -> None:
        """[翻牌]: the actual identity is public."""
        s, wolf = d["seat"], self.wolf_card(d["role"])
        self.role_of[s] = d["role"]
        self.cards_known[s] = d["role"]
        if wolf:
            self.mark_wolf(s)
        elif wolf is False:
            self.good_known[s] = True
            self.mark_notwolf(s, 3.0)

    def _ev_heretics(self, d) -> None:
        self.heretics = set(d["seats"])

    def _ev_peek(self, d) -> None:
        if d.get("present"):
            self.in_play.add(d["role"])

    def _ev_knife(self, d) -> None:
        self.knife = d.get("seat") == self.me

    def _ev_safe_day(self, d) -> None:
        """平安日 for a protected top vote: voting it again is wasted for a while."""
        if d.get("why") == "protected":
            self.shielded[d["seat"]] = self.day

    def shielded_now(self, t: int) -> bool:
        last = self.shielded.get(t)
        return last is not None and self.day - last <= 2

    def _ev_sheriff(self, d) -> None:
        self.sheriff = d["seat"]

    def _ev_camp(self, d) -> None:
        """你的阵营转变为xx阵营: play for the new camp (an undetermined card that joined one)."""
        self.camp = d["camp"]
        self.private = self.camp == "village"
        self.good_known[self.me] = self.camp == "village"

    def _ev_enemy(self, d) -> None:
        """An enemy made (寻仇): not told its new camp, this seat plays against the enemy, the
        village's game when it still holds no camp of the two."""
        if self.camp not in ("village", "wolf"):
            self.camp = "village"
            self.private = True
        self.mark_wolf(d["enemy"])

    def _ev_leader(self, d) -> None:
        """The role this seat's fate or camp is tied to (偶像, 同命, 附身, 宁采臣): a teammate."""
        for key in ("idol", "bound", "host", "beloved", "crush"):
            if d.get(key) is not None:
                self.team.add(d[key])

    HANDLERS = {
        "role": _ev_role, "wolf_team": _ev_team, "figment": _ev_figment, "pack_list": _ev_pack_list,
        "camp": _ev_camp, "lovers": _ev_lovers, "rent_wolf": _ev_rent_wolf, "witness": _ev_witness,
        "day_breaks": _ev_day_breaks, "ballot": _ev_ballot, "votes": BeliefCore._ev_votes,
        "result": _ev_result, "reveal": _ev_reveal, "heretics": _ev_heretics, "safe_day": _ev_safe_day, "peek": _ev_peek, "knife": _ev_knife,
        "sheriff": _ev_sheriff, "sheriff_today": _ev_sheriff,
        "death": BeliefCore._ev_death, "dawn_deaths": BeliefCore._ev_dawn_deaths,
        "exiled": BeliefCore._ev_exiled, "camp": _ev_camp,
        "idol": _ev_leader, "bound": _ev_leader, "host": _ev_leader, "beloved": _ev_leader,
        "crush": _ev_leader, "enemy": _ev_enemy,
    }
