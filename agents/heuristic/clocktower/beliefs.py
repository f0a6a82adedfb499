"""What one clocktower seat knows and suspects, from its own inbox only.

On top of the shared :class:`~agents.heuristic.core.BeliefCore` (claims, accusations, vouches,
liars; ``score`` = how evil a seat looks): the amnesia facts (the seat's type, the characters it
has ruled out with 寻回记忆, the one it found), what its night information says, the evil team
(a minion's or the demon's 互认), the demon's bluffs, and the public nominations and votes.
"""

from __future__ import annotations

from typing import Any, ClassVar, Optional

from ..core import BeliefCore

#: information shapes and the characters that receive them (a seat narrows its candidates)
SHAPE_ROLES = {
    "yes_no": ("fortune_teller", "seamstress", "flowergirl", "town_crier"),
    "number": ("empath", "chef", "clockmaker", "chambermaid", "oracle", "mathematician"),
    "players_and_character": ("washerwoman", "librarian", "investigator"),
    "player_and_character": ("grandmother",),
    "player": ("bounty_hunter", "scribe", "choirboy"),
    "characters": ("dreamer", "yin_yang_master", "diviner"),
    "statements": ("savant", "fisherman"),
    "direction": ("shugenja",),
    "camp": ("general",),
    "players": ("sage", "inn_attendant"),
    "word": ("physician",),
}
#: characters told on entering that they hold several memories (隐士: three, line 389)
MEMORIES = {"hermit": 3}
#: outsiders whose abilities a 隐士 never holds (注2, line 390)
MEMORYLESS = frozenset({"drunk", "lunatic", "hermit"})
#: a good seat's "players" result by how many it shows: 骑士 (two, not the demon), 贵族 (three,
#: one evil)
PLAYERS_ROLES = {2: "knight", 3: "noble"}
#: the good characters whose words carry information (a night kill prefers them)
INFO_ROLES = frozenset({"washerwoman", "librarian", "investigator", "chef", "empath",
                        "fortune_teller", "undertaker", "ravenkeeper", "grandmother",
                        "chambermaid", "clockmaker", "dreamer", "flowergirl", "town_crier",
                        "oracle", "seamstress", "bounty_hunter", "sage",
                        "inn_attendant", "physician", "yin_yang_master", "scribe", "diviner",
                        "inquisitor", "choirboy"})


class Beliefs(BeliefCore):
    """See the module docstring.  ``candidates`` are the characters this seat may be, most
    likely first; ``role`` is set once it knows."""

    CONFESS: ClassVar[frozenset[str]] = frozenset()
    UNIQUE_ROLES: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, me: int, n: int, table, ruleset: Any = None) -> None:
        super().__init__(me, n, table)
        self.kind: Optional[str] = None                  # 失忆的<type>
        self.ruled_out: set[str] = set()
        self.hints: list[str] = []                       # characters my information points to
        self.demons: set[int] = set()
        self.bluffs: list[str] = []
        self.nominated_today: set[int] = set()
        self.executed: list[int] = []
        self.day = 0
        self.babysitter = False
        self.hunters: set[int] = set()                   # players a demon was told hunt it (驱魔人)
        self.private = True
        self.script: dict[str, str] = {}
        self.word_kinds: dict[str, set[str]] = {}       # an ability's name -> types that print it
        self.my_nominees: set[int] = set()               # whom I nominated (提刑官's 审问)
        self.scholar = False                             # a demon told the 书生 is in play
        self.lured = False                               # ... and it has visited (诱捕)
        self.luring = False                              # ... and is asked whom, now
        self.invited: Optional[tuple[int, int]] = None    # (歌伶 seat, day) that invited me
        self.sang = -1                                   # the day I last sang (歌唱)
        self.visit_day = -1                              # the day it last visited (博学者)
        self.rampaged: Optional[int] = None              # the player it chose as the 半兽人 tonight
        self.imitated: Optional[str] = None              # 小精灵: the character to be mad about
        self.king: Optional[int] = None                  # the 国王 (a demon told by 闻名)
        self.memories: dict[int, Optional[str]] = {}     # 隐士: memory -> the outsider found
        self.memory_out: dict[int, set[str]] = {}        # ... and those it ruled out
        self.memory_asked: Optional[int] = None          # the memory 寻回记忆 asks about now
        if ruleset is not None:  # the public script: characters that can be in play
            roles = [r for r in ruleset.roles if all(s.implemented for s in r.skills)]
            self.script = {r.id: r.side for r in roles}
            for r in roles:
                for a in r.skills:
                    self.word_kinds.setdefault(a.zh, set()).add(r.side)
            self.CONFESS = frozenset(r.id for r in roles if r.side in ("minion", "demon"))
            # 村夫 may be dealt up to three times (结伴): two claims of it are no lie
            self.UNIQUE_ROLES = frozenset(r for r in self.script if r != "village_idiot")

    # -- who am I ----------------------------------------------------------------------------
    def candidates(self) -> list[str]:
        """The characters I may be, those my information points to first."""
        if self.role is not None:
            return [self.role]
        kind = self.kind
        pool = [r for r, k in self.script.items() if k == kind and r not in self.ruled_out]
        first = [r for r in dict.fromkeys(self.hints) if r in pool]
        return first + [r for r in pool if r not in first]

    def open_memories(self) -> list[int]:
        """The memories (a 隐士's three, told on entering) not yet answered "是"."""
        return [k for k, found in sorted(self.memories.items()) if found is None]

    def memory_candidates(self, k: int) -> list[str]:
        """The outsiders memory ``k`` may be: never the 酒鬼, 疯子 or 隐士 (注2, line 390), nor one
        ruled out for it or found for another memory."""
        found = {r for r in self.memories.values() if r is not None}
        return [r for r, side in self.script.items() if side == "outsider"
                and r not in MEMORYLESS and r not in found
                and r not in self.memory_out.get(k, set())]

    @property
    def evil(self) -> bool:
        return self.camp == "wolf"

    # -- events -------------------------------------------------------------------------------
    def _ev_amnesia(self, d) -> None:
        self.kind = d["type"]
        evil = d.get("camp", "evil" if self.kind in ("minion", "demon") else "good") == "evil"
        self.camp = "wolf" if evil else "good"   # 赏金猎人's evil townsfolk: told evil

    def _ev_role(self, d) -> None:
        self.role = d["role"]
        if self.role in MEMORIES and not self.memories and self.night == 0:  # told on entering
            self.memories = {k: None for k in range(1, MEMORIES[self.role] + 1)}
        side = self.script.get(self.role)
        if side is not None:
            self.kind = side

    def _ev_alignment(self, d) -> None:
        self.camp = "wolf" if d["camp"] == "evil" else "good"

    def _ev_result(self, d) -> None:
        shape = d.get("skill")
        self.results.append((self.night, shape, d.get("target"), d))
        if shape == "recall" and d.get("memory"):  # one of a 隐士's memories
            k = d["memory"]
            if d["value"]:
                self.memories[k] = d["role"]
            else:
                self.memory_out.setdefault(k, set()).add(d["role"])
            return
        if shape == "recall":
            if d["value"]:
                self.role = d["role"]
            else:
                self.ruled_out.add(d["role"])
            return
        if shape == "players" and "demons" in d:          # 爪牙 互认
            self.team = {*d["seats"], self.me}
            self.demons = set(d["demons"])
        elif shape == "players" and self.kind == "demon" and not self.team:   # 恶魔 互认
            self.team = {*d["seats"], self.me}
            self.demons = {self.me}
        elif shape == "character" and self.kind == "demon" and d.get("role") == "scholar":
            self.scholar = True                                # 书生 文气: 诱捕 is mine
        elif shape == "characters" and self.kind in ("demon", "minion") and not self.bluffs:
            self.bluffs = list(d.get("roles", ()))
        elif shape == "player" and self.evil and self.kind == "demon":  # 驱魔人: who chose me
            self.hunters.update(s for s in d.get("seats", ()) if s != self.me)
        elif shape == "player_and_character" and self.evil and self.kind == "demon" \
                and d.get("role") == "king" and d.get("seats"):   # 国王's 闻名: who the 国王 is
            self.king = d["seats"][0]
        self.hints.extend(SHAPE_ROLES.get(shape, ()))
        if shape == "statements" and len(d.get("statements", ())) == 1:
            self.hints.insert(0, "fisherman")               # one statement: the 渔夫's advice
        if shape == "players_and_character":
            role = d.get("role")
            kind = self.script.get(role) if role else None
            self.hints.insert(0, {"townsfolk": "washerwoman", "outsider": "librarian",
                                  "minion": "investigator"}.get(kind, "investigator"))
        if shape == "character" and self.night <= 1 and d.get("target") is None:
            if not self.evil and self.script.get(d.get("role") or "") == "minion":
                self.hints.insert(0, "alchemist")           # 炼金术士 配方: a minion's ability
            else:
                self.hints.insert(0, "pixie")               # 小精灵: the imitated character
                self.imitated = d.get("role")
        if shape == "character" and self.night >= 2:
            about = d.get("target") is not None   # 送葬者 names the executed; 国王 names no one
            self.hints.insert(0, "ravenkeeper" if not self.alive[self.me]
                              else "undertaker" if about else "king")
        if shape == "character" and d.get("target") in self.my_nominees:   # 提刑官's 刑罚
            self.hints.insert(0, "inquisitor")
        if shape == "characters" and len(d.get("roles", ())) == 4:   # 阴阳师: 2 good + 2 evil
            self.hints.insert(0, "yin_yang_master")
        if shape == "yes_no" and d.get("target") is not None and "proposition" not in d:
            self.hints.insert(0, "village_idiot")  # 村夫: is the chosen player evil
        elif shape == "yes_no" and not d.get("seats") and "proposition" not in d:  # 卖花女孩 / 城镇公告员
            self.hints[:0] = ["flowergirl", "town_crier"]
        if shape == "number" and d.get("seats"):              # 侍女: a number about two players
            self.hints.insert(0, "chambermaid")
        elif shape == "number" and self.night >= 2:
            self.hints.insert(0, "empath")
        good = self.kind in ("townsfolk", "outsider")
        if shape == "players" and good and len(d.get("seats", ())) in PLAYERS_ROLES:
            self.hints.insert(0, PLAYERS_ROLES[len(d["seats"])])
        if shape == "player" and good:   # 事务官 on the first night only; 气球驾驶员 every night;
            # 唱诗男孩: a first one on a later night (the night the 国王 fell to the demon)
            earlier = any(sh == "player" for _n, sh, _t, _d in self.results[:-1])
            self.hints.insert(0, "steward" if self.night == 1 else
                              "balloonist" if earlier else "choirboy")
        if not self.evil:
            self._evidence(shape, d)

    def _evidence(self, shape: Optional[str], d) -> None:
        """What my own (trusted) information says about the others."""
        seats = [s for s in d.get("seats", ()) if s != self.me]
        t = d.get("target")
        if shape == "yes_no" and d.get("proposition") in ("prop_demon", "prop_evil") \
                and d.get("target") is not None and isinstance(d.get("value"), bool):
            # 艺术家: my own question about a player
            if d["value"]:
                self.mark_wolf(t)
            else:
                self.score[t] -= 0.8
        elif shape == "yes_no" and not seats and t is not None and t != self.me:
            self.score[t] += 1.0 if d["value"] else -0.5   # 村夫 (one of several may be drunk)
        elif shape == "yes_no" and seats:
            # 占卜师: "yes" = a demon among them; 女裁缝: "yes" = the same team ("no": one is evil)
            may = set(self.candidates())
            fortune, seam = "fortune_teller" in may, "seamstress" in may
            if fortune and seam:  # not sure which: half of each reading
                delta = 0.45 if d["value"] else -0.1
            elif seam:
                delta = 0.0 if d["value"] else 0.4
            else:
                delta = 0.9 if d["value"] else -0.6
            for s in seats:
                self.score[s] += delta
        elif shape == "statements" and len(d.get("statements", ())) == 1:
            self._advice(d["statements"][0])       # 渔夫: one true statement
        elif shape == "players" and len(seats) == 2 and "demons" not in d:
            # 贤者: one of the two is the demon that killed me
            for s in seats:
                self.score[s] += 1.0
        elif shape == "players_and_character" and seats:
            role = d.get("role")
            bad = self.script.get(role) in ("minion", "demon")
            for s in seats:
                self.score[s] += 1.2 if bad else -0.4
        elif shape == "players" and self.kind == "townsfolk" and len(seats) == 2:
            # 店小二: two good players (one of them drunk: its words may be wrong, it is not evil);
            # a 疯子's believed 互认 is shown to a seat of the demon type, never here
            for s in seats:
                self.score[s] -= 0.8
        elif shape == "player" and seats and d.get("target") is None \
                and self.candidates()[:1] == ["scribe"]:
            # 秉笔's 遗言: executed (a death told by day) -> a good player; killed tonight (my
            # death not yet announced) -> an evil one
            if self.alive[self.me]:
                self.mark_wolf(seats[0])
            else:
                self.mark_notwolf(seats[0], 1.0)
        elif shape == "word" and d.get("target") is not None:
            # 郎中: a word of the player's abilities; one only evil characters print is damning
            kinds = self.word_kinds.get(d.get("value"), set())
            if kinds and kinds <= {"minion", "demon"}:
                self.mark_wolf(d["target"])
            elif kinds and kinds <= {"townsfolk", "outsider"}:
                self.mark_notwolf(d["target"], 1.0)
        elif shape == "player" and seats and self.candidates()[:1] == ["choirboy"]:
            self.mark_wolf(seats[0])            # 唱诗男孩: the demon that killed the 国王
        elif shape == "player" and seats:   # 赏金猎人: an evil player
            self.score[seats[0]] += 1.5
        elif shape == "player_and_character" and d.get("target") is None and seats:
            # 祖母's grandchild: a good player when she was told (its character says so)
            if self.script.get(d.get("role")) in ("townsfolk", "outsider"):
                self.mark_notwolf(seats[0], 1.0)
        elif shape == "players" and len(seats) == 2 and "demons" not in d:   # 骑士: not the demon
            for s in seats:
                self.score[s] -= 0.5
        elif shape == "players" and len(seats) == 3 and "demons" not in d:   # 贵族: one is evil
            for s in seats:
                self.score[s] += 0.35
        elif shape == "player" and seats and self.night == 1:   # 事务官: a good player (or the
            self.score[seats[0]] -= 0.5                          # 气球驾驶员's first, any type)
        elif shape in ("character", "player_and_character") and d.get("target") is not None:
            t = d["target"]
            if self.script.get(d.get("role")) in ("minion", "demon"):
                self.mark_wolf(t)
            elif t in self.my_nominees and self.alive[t]:
                # 提刑官: a good character is also what the demon shows: half a clearance
                self.score[t] -= 0.3
            else:
                self.mark_notwolf(t, 1.5)
        elif shape == "player_and_character" and seats:   # 守夜人: that player is the 守夜人
            if self.script.get(d.get("role")) in ("townsfolk", "outsider"):
                self.mark_notwolf(seats[0], 1.0)

    def _advice(self, st: dict) -> None:
        """The 渔夫's advice (true): an evil player, a player's type or character, a team pair."""
        seats = [s for s in st.get("seats", ()) if s != self.me]
        about = st.get("about")
        bad = (about == "evil" or (about == "kind" and st.get("kind") in ("minion", "demon"))
               or (about == "character" and self.script.get(st.get("role")) in ("minion", "demon")))
        if about in ("evil", "kind", "character") and seats:
            if bad:
                self.mark_wolf(seats[0])
            else:
                self.mark_notwolf(seats[0], 1.5)

    def _ev_reveal(self, d) -> None:
        """The storyteller announced a player's character (报丧女妖: a good player)."""
        if d.get("seat") == self.me:
            self.role = d.get("role")
        elif self.script.get(d.get("role")) in ("townsfolk", "outsider") and d.get("seat") is not None:
            self.mark_notwolf(d["seat"], 2.0)

    def _ev_visit(self, d) -> None:
        if d.get("nothing") and self.role is None:   # a visit that did nothing: no visitor
            self.ruled_out.update(("savant", "fisherman"))

    def _ev_declare(self, d) -> None:
        if d.get("what") == "sing" and self.me in d.get("seats", ()):
            self.invited = (d["seat"], self.day)

    def _ev_night_falls(self, d) -> None:
        self.night = d["night"]

    def _ev_day(self, d) -> None:
        self.day += 1
        self.nominated_today = set()
        self.day_acc = []
        self.acc_today = {}
        self.heat = 0.0

    def _ev_nomination(self, d) -> None:
        self.nominated_today.add(d["target"])
        if d["seat"] == self.me:
            self.my_nominees.add(d["target"])

    def _ev_votes(self, d) -> None:
        voters = d.get("seats", [])
        t = d["target"]
        self.ballots.append({t: list(voters)})

    def _ev_executed(self, d) -> None:
        self.executed.append(d["seat"])

    def _ev_babysitter(self, d) -> None:
        if "target" not in d:
            self.babysitter = True

    def _ev_dawn(self, d) -> None:
        self._ev_day(d)
        self._ev_dawn_deaths(d)
        t, self.rampaged = self.rampaged, None
        if t is not None and self.role == "lycanthrope" and not self.evil:
            # 半兽人: a good target dies of it; one alive at dawn registered evil (or was kept)
            if self.alive[t]:
                self.score[t] += 0.6
            else:
                self.mark_notwolf(t, 1.0)

    HANDLERS: ClassVar[dict] = {
        "amnesia": _ev_amnesia, "role": _ev_role, "alignment": _ev_alignment,
        "result": _ev_result, "night_falls": _ev_night_falls, "dawn_deaths": _ev_dawn,
        "death": BeliefCore._ev_death, "nomination": _ev_nomination, "votes": _ev_votes,
        "executed": _ev_executed, "babysitter": _ev_babysitter, "visit": _ev_visit,
        "reveal": _ev_reveal,
        "declare": _ev_declare,
    }
