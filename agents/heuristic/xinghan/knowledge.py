"""What one 星汉 seat knows, folded from its own inbox only: its card and camp, who is in or out,
the camps it has learned (its checks, the 狼群, the 毒士 pair, public reveals), honest claims (a
seat that names the same card again and again and nothing else), the 票台 lists seen so far, the
piped list, and the treasure hunt of the 狼判官."""

from __future__ import annotations

from typing import Optional, Sequence

from rulesets.engine import ChoiceTable

#: the printed camp of every card (不定 cards: ``None``)
PRINTED = {
    "wolf_queen": "wolf", "wolf_king": "wolf", "wolf_hunter": "wolf", "wolf_judge": "wolf",
    "demon_fox": "fox", "psychic": "fox", "angel": "fox",
    "gambler": "gambler", "gambler_shadow": "gambler", "ranger": "gambler",
    "poison_sage": "poison_sage", "iron_pillar": "poison_sage",
    "treasure": "treasure", "treasure_keeper": "treasure", "landmine": "treasure",
    "piper": "piper", "insighter": "piper", "mirror": "mirror",
}
#: how many times a seat must name one card (and nothing else) to be believed
HONEST_CLAIMS = 3


class Knowledge:
    """One seat's facts; ``update(events)`` consumes the inbox events not seen yet."""

    def __init__(self, me: int, n: int, table: ChoiceTable) -> None:
        self.me, self.n, self.t = me, n, table
        self.pos = 0
        self.card: Optional[str] = None
        self.camp: Optional[str] = None
        self.alive = [True] * n
        self.day = 0
        self.night = 0
        self.camp_of: dict[int, str] = {}          # seat -> camp learned (facts)
        self.card_of: dict[int, str] = {}          # seat -> card learned (facts)
        self.claims: dict[int, dict[str, int]] = {}  # seat -> card -> times claimed
        self.accused_by: dict[int, list[int]] = {}   # target -> accusers today
        self.platform: set[int] = set()            # today's 票台
        self.ever_listed: set[int] = set()         # seats ever on a published 票台
        self.piped: set[int] = set()
        self.pack: list[int] = []
        self.not_treasure: set[int] = set()        # 审判 says no
        self.treasure_lists: list[list[int]] = []  # 审判 said yes for one of these
        self.counsel: list[int] = []
        self.tokens = 0
        self.results: list[dict] = []
        self.reflections: list[tuple[str, int]] = []

    # -- intake --------------------------------------------------------------------------------
    def update(self, events: Sequence) -> None:
        for ev in events[self.pos:]:
            h = getattr(self, "_ev_" + ev.kind, None)
            if h is not None:
                h(ev)
        self.pos = len(events)

    def _ev_role(self, ev) -> None:
        self.card = ev.data["role"]
        self.camp = ev.data.get("camp")
        self.card_of[self.me] = self.card

    def _ev_camp(self, ev) -> None:
        self.camp = ev.data["camp"]

    def _ev_day_breaks(self, ev) -> None:
        self.day += 1

    def _ev_speaking_order(self, ev) -> None:
        self.day = int(ev.phase.split()[1])
        self.accused_by = {}

    def _ev_night_falls(self, ev) -> None:
        self.night = ev.data["night"]

    def _dies(self, seats) -> None:
        for s in seats:
            self.alive[s] = False

    def _ev_death(self, ev) -> None:
        self._dies(ev.data["seats"])

    def _ev_dawn_deaths(self, ev) -> None:
        self._dies(ev.data["seats"])

    def _ev_reveal(self, ev) -> None:
        s, card = ev.data["seat"], ev.data["role"]
        self.card_of[s] = card
        if PRINTED.get(card):
            self.camp_of.setdefault(s, PRINTED[card])

    def _ev_favour(self, ev) -> None:
        self.card_of[ev.data["seat"]] = "angel"

    def _ev_possess(self, ev) -> None:
        self.card_of[ev.data["seat"]] = "ghost"

    def _ev_sage_team(self, ev) -> None:
        for s, r in zip(ev.data["seats"], ev.data["roles"]):
            self.camp_of[s] = "poison_sage"
            self.card_of[s] = r

    def _ev_pack(self, ev) -> None:
        self.pack = list(ev.data["seats"])
        for s in self.pack:
            self.camp_of[s] = "wolf"

    def _ev_platform(self, ev) -> None:
        self.platform = set(ev.data["seats"])
        self.ever_listed |= self.platform

    def _ev_piped(self, ev) -> None:
        self.piped = set(ev.data["seats"])

    def _ev_unpiped(self, ev) -> None:
        self.piped.clear()

    def _ev_token(self, ev) -> None:
        self.tokens = ev.data["count"]

    def _ev_counsel(self, ev) -> None:
        self.counsel = list(ev.data["seats"])

    def _ev_reflection(self, ev) -> None:
        self.reflections.append((ev.data["skill"], ev.data["target"]))

    def _ev_speech(self, ev) -> None:
        s, act = ev.data["seat"], ev.data["act"]
        t = self.t
        if t.claim0 <= act < t.accuse0:
            card = t.roles[act - t.claim0]
            by = self.claims.setdefault(s, {})
            by[card] = by.get(card, 0) + 1
        elif t.accuse0 <= act < t.vouch0:
            self.accused_by.setdefault(act - t.accuse0, []).append(s)

    def _ev_result(self, ev) -> None:
        d = ev.data
        self.results.append(d)
        skill, target, value = d["skill"], d.get("target"), d.get("value")
        if skill == "verify" and target is not None:
            if value in ("wolf", "treasure"):
                self.camp_of[target] = value
            else:
                self.camp_of.setdefault(target, "other")
        elif skill in ("prophecy", "sense") and target is not None and isinstance(value, str):
            self.camp_of[target] = value
        elif skill == "cunning" and value:
            self.card_of[target] = d["guess"]
            if PRINTED.get(d["guess"]):
                self.camp_of[target] = PRINTED[d["guess"]]
        elif skill == "trial":
            seats = d.get("seats", [])
            if value:
                self.treasure_lists.append(list(seats))
            else:
                self.not_treasure.update(seats)
        elif skill == "zhen_poison" and isinstance(value, dict):
            pass

    # -- queries -------------------------------------------------------------------------------
    def living(self, but_me: bool = True) -> list[int]:
        return [s for s in range(self.n) if self.alive[s] and not (but_me and s == self.me)]

    def honest_card(self, s: int, times: int = HONEST_CLAIMS) -> Optional[str]:
        """The card ``s`` names every time it claims (at least ``times`` times)."""
        by = self.claims.get(s)
        if not by or len(by) != 1:
            return None
        card, k = next(iter(by.items()))
        return card if k >= times else None

    def camp_guess(self, s: int) -> Optional[str]:
        """The camp ``s`` is believed to be in: a fact, else its honest claim's printed camp."""
        if s == self.me:
            return self.camp
        c = self.camp_of.get(s)
        if c is not None:
            return c
        card = self.card_of.get(s) or self.honest_card(s)
        return PRINTED.get(card) if card else None

    def treasure_suspects(self) -> list[int]:
        """Seats that may be 宝藏 after the 审判 answers (the yes-lists minus the no's)."""
        out = []
        for lst in self.treasure_lists:
            for s in lst:
                if s not in self.not_treasure and self.alive[s] and s not in out:
                    out.append(s)
        return out
