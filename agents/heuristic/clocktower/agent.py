"""``heuristic`` for clocktower (Fate/strange Fake, 全员追忆): a scripted player that plays like a
sensible human from its :class:`~agents.base.SeatView` only.

Nobody is told their character, so every seat first finds out: each post it uses 寻回记忆 on the
characters of its type it has not ruled out, those its night information points to first (a
number: 共情者 / 厨师; two players and a character: 洗衣妇 / 图书管理员 / 调查员; yes/no: 占卜师...).

* **Good seats** pool and cross-check information: once a seat knows its character it claims it
  and reports what it learned (a "yes" from the 占卜师 accuses both players, an 调查员's minion
  pair accuses both, a 送葬者's or 守鸦人's evil character exposes its player); everyone accuses
  its top suspect and vouches for seats it trusts; a seat that finds it is the 猎手 declares on
  a near-certain demon, the 造谣者 spreads the rumour that its top suspect is a demon (once a
  day, on a strong suspect); nominations and votes go to the best-supported suspect (the dead spend
  their one "yes" only on a strong one).  At night a choice aims at the top suspect (checks, the
  半兽人's 狂暴: a choice alive at dawn registered evil or was kept, one dead was good) or the
  most trusted information claimant (protection), by what the seat believes it holds.
* **Evil seats** bluff from the demon's bluffs (the demon claims one; a minion claims a townsfolk
  nobody has claimed), accuse and nominate the good team's leaders, vote for good nominees and
  never for a teammate; at night every choice aims at the most valuable good player (a night
  kill, a poison, a curse alike), never at a teammate.  A 哥布林 declares when nominated.

Deterministic given ``reset(seat, seed)``.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

from ..core import ScriptedAgent
from .beliefs import INFO_ROLES, Beliefs

#: suspicion needed to nominate, to vote yes (alive), to spend a dead vote, to slay
NOMINATE_AT = 1.2
VOTE_AT = 0.9
DEAD_VOTE_AT = 2.5
SLAY_AT = 2.0
#: characters whose choice protects (a trusted player is chosen), by what the seat believes
#: (the 杂技演员 checks that a trusted claimant is sober)
PROTECTORS = frozenset({"monk", "innkeeper", "professor", "acrobat"})
#: characters whose ability is a visit to the storyteller (a seat that may be one visits)
VISITORS = frozenset({"savant", "fisherman", "amnesiac"})


class HeuristicAgent(ScriptedAgent):
    """Rule-based clocktower player; see the module docstring."""

    BELIEFS = Beliefs
    INFO_ROLES = INFO_ROLES

    def reset(self, seat: int, seed: int) -> None:
        super().reset(seat, seed)
        self._reported: set[int] = set()       # results already told (their index)
        self._recalled = 0                     # recalls this post
        self._night_pick: list[int] = []
        self._last_pick: Optional[int] = None     # the player last chosen, and on which night
        self._last_night = 0
        self._guessed = False                  # the 解谜大师's one guess made
        self._mask: Optional[tuple[str, int]] = None  # 变脸师: the character it claims today
        self._sing_left: Optional[int] = None  # 歌唱: invitations still to name
        self._gossiped = 0                     # the day of the 造谣者's last rumour

    def act(self, view) -> int:
        if self.b is None:
            self.b = Beliefs(view.seat, view.n_seats, view.choices, view.ruleset)
            self.t = view.choices
        return super().act(view)

    def _decide(self, d, view) -> Optional[int]:
        """Dispatch on what the seat is asked (``asked_as``): it never sees an ability's name."""
        kind = d.asked_as
        if kind in ("speech", "whisper"):
            return self._speech(d, view.events) if kind == "speech" else PASS
        self._plan = None
        fn = getattr(self, "_d_" + kind, None)
        return d.default if fn is None else fn(d)

    # -- helpers ---------------------------------------------------------------------------------
    @property
    def evil(self) -> bool:
        return self.b.evil

    def _others(self, living: bool = True) -> list[int]:
        b = self.b
        return [s for s in range(b.n) if s != self.seat and (b.alive[s] or not living)]

    def _enemies(self) -> list[int]:
        return [s for s in self._others() if s not in self.b.team]

    def _threat(self, s: int) -> float:
        """How much the evil team wants ``s`` gone: a player that is hunting the demon (a 驱魔人
        it was told of) first, then trusted information claimants; the 国王 (known by 闻名) least
        while a 唱诗男孩 may be in play (not among the demon's bluffs)."""
        b = self.b
        v = -b.score[s]
        if b.claim[s] in INFO_ROLES:
            v += 1.5
        if s in b.hunters:
            v += 3.0
        if s == b.king and "choirboy" not in b.bluffs:  # killing the 国王 shows me to a 唱诗男孩
            v -= 2.0
        return v + self._noise(0.4)

    def _target_enemy(self, cands: list[int]) -> Optional[int]:
        pool = [s for s in cands if s not in self.b.team and s != self.seat]
        return max(pool, key=self._threat) if pool else None

    # -- posts -------------------------------------------------------------------------------------
    def _plan_speech(self, d, seg: str) -> list[int]:
        b = self.b
        legal = set(d.legal)
        acts: list[int] = []
        if b.role is None and self._opt("recall") in legal:
            acts.append(self._opt("recall"))
            acts.append(self._opt("recall"))
        elif b.open_memories() and self._opt("recall") in legal:
            acts.append(self._opt("recall"))  # a 隐士's memories, one a post
        visit = self._opt("visit")
        if visit in legal and b.visit_day != b.day and not self.evil and (
                b.role in VISITORS or (b.role is None and b.day == 1
                                       and VISITORS & set(b.candidates()))):
            b.visit_day = b.day  # 博学者 / 渔夫 / 失忆者's 寻忆: from the storyteller
            acts.insert(0, visit)
        elif visit in legal and self.evil and b.scholar and not b.lured and b.day >= 2:
            b.lured = b.luring = True  # 诱捕 (told the 书生 is in play): once, after a day of talk
            acts.insert(0, visit)
        sing, join = self._opt("sing"), self._opt("join")
        if sing in legal and b.role == "singer" and not self.evil and b.sang != b.day:
            b.sang, self._sing_left = b.day, 2  # 歌唱: invite the two likeliest evil players
            acts.insert(0, sing)
        elif join in legal and b.invited and b.invited[1] == b.day and b.kind != "demon":
            self._night_pick = [b.invited[0]]  # 参加 (a demon would doom the 歌伶: never)
            b.invited = None
            acts.insert(0, join)
        public = any(self.t.is_speech_act(c) for c in d.legal)
        if not public:
            return acts
        if b.role == "puzzlemaster" and not self._guessed and b.day >= 2 and \
                self._opt("visit") in legal:
            self._guessed = True  # 猜谜: once, by visiting the storyteller
            return [*acts, self._opt("visit")]
        if b.role == "face_changer" and not self.evil:  # mad about another good character
            if self._mask is None or self._mask[1] != b.day:   # one character all day
                self._mask = (self._bluff(), b.day)
            acts += self._claim_act(self._mask[0])
        elif b.role == "pixie" and b.imitated and not self.evil:
            acts += self._claim_act(b.imitated)  # 小精灵: mad about being it, to gain its ability
        elif b.role is not None and not self.evil and b.role not in ("mutant",):
            acts += self._claim_act(b.role)
        elif self.evil:
            acts += self._claim_act(self._bluff())
        if self.evil:
            acts += self._evil_talk(legal)
        else:
            acts += self._good_talk(legal)
        return acts[:3]

    def _bluff(self) -> str:
        b = self.b
        mine = [r for r in b.bluffs if r not in b.claimers]
        if mine:
            return mine[0]
        town = [r for r, k in b.script.items() if k == "townsfolk" and r not in b.claimers]
        return town[self.seat % len(town)] if town else "soldier"

    def _good_talk(self, legal: set[int]) -> list[int]:
        b = self.b
        acts: list[int] = []
        others = self._others()
        top = self._top_suspect(others)
        slay = self._opt("slay")
        if top is not None and slay in legal and b.role in (None, "slayer") and \
                b.sus(top) >= SLAY_AT and b.day >= 2:
            self._night_pick = [top]
            return [slay]
        gossip = self._opt("gossip")
        if top is not None and gossip in legal and b.role == "gossip" and \
                b.sus(top) >= NOMINATE_AT and self._gossiped != b.day:
            # 造谣者: once a day, the rumour "my top suspect is a demon" (true: a death tonight)
            self._gossiped = b.day
            self._night_pick = [top]
            return [gossip]
        nominate = self._opt("nominate")
        if top is not None and nominate in legal and b.sus(top) >= NOMINATE_AT and \
                top not in b.nominated_today:
            self._night_pick = [top]
            return [nominate]
        if top is not None and b.sus(top) > 0.5:
            acts.append(self.t.accuse(top))
        self._vouch_once(acts, b.day)
        return acts

    def _evil_talk(self, legal: set[int]) -> list[int]:
        b = self.b
        enemies = self._enemies()
        target = self._target_enemy(enemies)
        nominate = self._opt("nominate")
        if target is not None and nominate in legal and target not in b.nominated_today \
                and self.rng.random() < 0.5:
            self._night_pick = [target]
            return [nominate]
        acts = [self.t.accuse(target)] if target is not None else []
        self._vouch_mate(acts)
        return acts

    # -- day decisions ---------------------------------------------------------------------------
    def _d_recall(self, d) -> int:
        b = self.b
        if b.memory_asked is not None:  # a 隐士's memory: the outsiders it may be
            names = [r for r in b.memory_candidates(b.memory_asked) if self._opt(r) in d.legal]
            b.memory_asked = None
        else:
            names = [r for r in b.candidates() if self._opt(r) in d.legal]
        return self._opt(names[0]) if names else PASS

    def _d_memory(self, d) -> int:
        """Which memory 寻回记忆 / 旁敲侧击 asks about: the first not yet answered "是"."""
        b = self.b
        for k in b.open_memories() or sorted(b.memories):
            if self._opt(f"memory_{k}") in d.legal:
                b.memory_asked = k
                return self._opt(f"memory_{k}")
        return d.default

    def _d_nominate(self, d) -> int:
        pick = self._night_pick.pop(0) if self._night_pick else None
        return self._tgt(pick) if pick is not None and self._tgt(pick) in d.legal else PASS

    def _d_choose_player(self, d) -> int:
        """A night choice (or a declaration's target): by what this seat believes it holds."""
        b = self.b
        cands = self._targets(d)
        if self._sing_left is not None:  # 歌唱's invitations, one at a time, then pass
            pool = [c for c in cands if c != self.seat]
            if self._sing_left <= 0 or not pool:
                self._sing_left = None
                return PASS
            self._sing_left -= 1
            top = self._top_suspect(pool)
            return self._tgt(pool[0] if top is None else top)
        living = [s for s in cands if b.alive[s]]
        cands = living or cands
        if not cands:
            return d.default
        self._last_pick, self._last_night = None, b.night
        self._note_question(cands)
        if self._night_pick and self._night_pick[0] in cands and d.info.get("index") is None:
            pick = self._night_pick.pop(0)
            return self._tgt(pick)
        if b.role == "gambler" and self.seat in cands:  # the one character it is sure of: its own
            self._last_pick = self.seat
            return self._tgt(self.seat)
        if self.evil and b.luring:
            # 诱捕 (the visit just made asks a player): the 书生 is an outsider: a player who
            # claims one, else the likeliest threat
            b.luring = False
            outs = [s for s in cands if s not in b.team
                    and b.script.get(b.claim[s] or "") == "outsider"]
            pick = outs[0] if outs else self._target_enemy(cands)
        elif self.evil:
            pick = self._target_enemy(cands)
        elif b.role in PROTECTORS or (PASS in d.legal and b.night > b.day):
            # a good seat's once-a-game night choice (守夜人): show myself to a trusted player
            pick, _ = self._most_trusted(cands, info_bonus=1.5)
        else:
            pick = self._top_suspect(cands)
        self._last_pick = pick
        if b.role == "lycanthrope":  # its choice's fate at dawn says something (beliefs)
            b.rampaged = pick
        return self._tgt(pick) if pick is not None else d.default

    _d_choose_players = _d_choose_player

    def _note_question(self, cands: list[int]) -> None:
        """What a good seat that does not know its character is asked at night points to it: a
        choice among the dead only (教授), a living player on the first night (水手)."""
        b = self.b
        if b.role is not None or self.evil or b.night <= b.day:
            return
        if not any(b.alive[s] for s in cands):
            b.hints.insert(0, "professor")
        elif b.night == 1:
            b.hints.append("sailor")

    def _d_vote(self, d) -> int:
        b = self.b
        t = d.info.get("nominee")
        if t is None:
            return PASS
        if self.evil:
            return YES if t not in b.team else PASS
        if t == self.seat:
            return PASS
        need = VOTE_AT if b.alive[self.seat] or b.role == "banshee" else DEAD_VOTE_AT
        top = self._top_suspect(self._others())
        return YES if b.sus(t) >= need or (t == top and b.sus(t) > 0.3) else PASS

    def _d_declare_goblin(self, d) -> int:
        return YES if self.b.role == "goblin" else PASS

    def _d_choose_whether(self, d) -> int:
        return PASS

    def _d_choose_number(self, d) -> int:
        """方士's night: soon (night 3, three characters), before it is likely dead."""
        o = self._opt("number_3")
        return o if o in d.legal else d.default

    def _d_choose_character(self, d) -> int:
        """A character: a good seat guessing a player's character (赌徒) names what it knows (its
        own, when it chose itself) or what that player claimed; one drinking a character (侍臣)
        names a demon; otherwise any."""
        b = self.b
        # the player chosen just before, at this night's step (赌徒: a player, then a character)
        picked = self._last_pick if self._last_night == b.night and b.night > b.day else None
        self._last_pick = None
        if not self.evil and b.role is None:  # a guess after a player (赌徒), else a drink (侍臣)
            b.hints.insert(0, "gambler" if picked is not None else "courtier")
        if not self.evil:
            guess = b.role if picked == self.seat else (b.claim[picked] if picked is not None else None)
            if b.role == "courtier":
                demons = [r for r, k in b.script.items() if k == "demon" and self._opt(r) in d.legal]
                guess = demons[self.rng.randrange(len(demons))] if demons else None
            if guess is not None and self._opt(guess) in d.legal:
                return self._opt(guess)
        options = [c for c in d.legal if c != PASS]
        if not self.evil:  # a good choice (哲学家): an information townsfolk, never an outsider
            info = {self._opt(r) for r in INFO_ROLES if r in self.b.script}
            options = [c for c in options if c in info] or options
        return options[self.rng.randrange(len(options))] if options else PASS

    def _d_hint_when(self, d) -> int:
        """A description's facet (失忆者's 寻忆): a guess, one of the legal answers."""
        options = [c for c in d.legal if c != PASS]
        return options[self.rng.randrange(len(options))] if options else PASS

    _d_hint_aim = _d_hint_does = _d_hint_when

    def _d_rps(self, d) -> int:
        return self._d_choose_character(d)

    def _d_proposition(self, d) -> int:
        """作画's menu, or the 造谣者's rumour: whether a player is a demon (the player: my top
        suspect)."""
        o = self._opt("prop_demon")
        return o if o in d.legal else PASS

    def _d_wish(self, d) -> int:
        o = self._opt("wish_learn")
        return o if o in d.legal else PASS
