"""``heuristic`` for [219]哪吒之魔童闹海 (nezha): a scripted player for any drafted board.

It has no code per card where the card's declaration is enough: a targeted skill is used by its
kind, read from the rules (the ``伤害`` flag of a skill that can deal damage) and from small
tables of protective, informative and friendly skills:

* the village: the seer family claims on day 1 and reports its findings every day; information
  skills look at the least-known living roles; protection goes to the claimed seers, then to the
  most trusted; damage and negative statuses go to the top suspect once it is clearly suspect;
  votes gather on the best-supported suspect; the day-1 vote makes a claimed seer sheriff;
* the wolves: the pack proposes one kill in its chat (the seers and trusted village roles first)
  and follows the first proposal; protection goes to teammates, negative statuses and damage to
  trusted village roles; by day the pack accuses and votes one village role together, riding the
  village's own wrong bandwagon when there is one.

Deterministic given ``reset(seat, seed)``; uses only its :class:`~agents.base.SeatView`.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import PASS, YES

from ..core import ScriptedAgent
from .beliefs import SEERS, Beliefs

#: skills that help their target
PROTECT = frozenset({"cure", "primal_guard", "holy_light", "shelter", "antidote", "dark_guard",
                     "light_guard", "pharaoh", "bat_shelter", "bless", "devour", "moon_eclipse",
                     "ward", "abyss"})
#: skills that look at a role
INFO = frozenset({"possess", "detect", "exorcise", "ask_mirror", "dark_detect", "spirit_check",
                  "invite", "reap_life", "lure", "prophecy", "inspect", "stargaze"})
#: skills used on a friend of the user
FRIEND = frozenset({"gift", "summon", "pass_down", "plot", "trial", "council", "rewind"})
#: skills better left unused by a simple player (they cost the user or need a read it lacks)
SKIP = frozenset({"counter", "mist", "puppet_control", "homecoming", "chaos", "thunder",
                  "overlimit", "gavel", "channel", "blast", "assassinate", "reorder", "scar",
                  "soul_message", "twin_fate", "eat_corpse", "car_crash"})
#: damage a village player spends only on a clear suspect
COSTLY = frozenset({"hunt", "heaven_fire", "vermilion_fire", "ambush", "eternal_sleep", "radiance",
                    "collapse", "duel", "fox_blaze", "revenge", "last_shot"})
#: forced [开局] picks of a role to follow or back (追随, 同命, 附身, 鬼情, 跨越千里), and 冥婚's partner
#: and witness: nothing is known yet, so any other role, at random (a void 冥婚 pick leaves the
#: choices, so asking again ends)
OPENING_PICKS = frozenset({"fan_follow", "same_fate", "shadow_host", "ghost_love", "crush",
                           "ghost_marriage", "wedding_witness"})
#: the card whose 化形 this agent answers (its look reads as a plain village card)
FOX = "demon_fox"
OPTION_PREFS = {
    "guard_choice": ("dark_guard", "light_guard"),
    "mirror_camp": ("camp:wolf",), "mirror_card": ("any",), "mirror_knife": ("any",),
    "scheme_status": ("status:silence", "status:exorcised"),
    "gift_kind": ("gift:check", "gift:protect", "gift:gun", "gift:control", "gift:poison"),
    "declare": ("dictator", "order", "freedom"),
    "car_shake_pick": ("shake:poison", "shake:insight"),
}


class HeuristicAgent(ScriptedAgent):
    """Rule-based nezha player; see the module docstring."""

    BELIEFS = Beliefs
    INFO_ROLES = SEERS | frozenset({"medium", "van_helsing", "arbiter", "awakened_witch"})

    def reset(self, seat: int, seed: int) -> None:
        super().reset(seat, seed)
        self._told: set[tuple[str, int]] = set()        # findings already reported
        self._spread: set[int] = set()                  # 瘟神: roles given [漏洞]
        self._prey: Optional[frozenset[int]] = None     # 开膛手: its targets
        self._events = ()
        self.rules = None
        self._linked: set[int] = set()                  # 锁链师: the roles I know are linked
        self._seized: set[int] = set()                  # 死灵术士: souls I seized
        self._taciturn: set[int] = set()                # who held [寡言] at the last opening
        self._chaos_day = -1                            # 混乱: the day I last used it
        self._inbox = 0
        self._hacked: set[int] = set()                  # 银狼: roles given [漏洞]
        self._coded = 0                                 # 银狼: the last day 以太编程 was used
        self._images = 0                                # 镜: times asked 镜像

    def act(self, view):
        if self.b is None:
            self.rules = view.ruleset
            camps = {r.id: r.camp for r in view.ruleset.roles if not r.additional}
            self.b = Beliefs(view.seat, view.choices.n_seats, view.choices, camps)  # + a puppet
            self.t = view.choices
            self._enders = frozenset()
        events = view.events
        for ev in events[self._inbox:]:
            if ev.kind == "chain_linked":
                self._linked.update(ev.data["seats"])
            elif ev.kind == "taciturn":
                self._taciturn = set(ev.data["seats"])
        self._inbox = len(events)
        self._events = events
        return super().act(view)

    @property
    def village(self) -> bool:
        return self.b.camp == "village"

    # -- dispatch ---------------------------------------------------------------------------
    def _decide(self, d, view) -> Optional[int]:
        kind = d.kind
        if kind == "speech" or kind == "last_words":
            return self._speech(d, view.events)
        self._plan = None
        if d.info.get("steered"):                  # 堕落: another role's skill, my pick
            return self._steered(d)
        fn = getattr(self, "_d_" + kind, None)
        if fn is not None:
            return fn(d)
        return self._generic(d)

    def _generic(self, d) -> int:
        targets = self._targets(d)
        if targets and d.kind in OPENING_PICKS:
            others = [t for t in targets if t != self.seat] or targets
            return self._tgt(others[self.rng.randrange(len(others))])
        if targets:
            t = self._use_on(d.kind, targets)
            if t is not None:
                return self._tgt(t)
            return PASS if PASS in d.legal else d.default
        prefs = OPTION_PREFS.get(d.kind)
        if prefs:
            c = self._first_legal(d, prefs)
            if c != PASS:
                return c
        if d.kind == "fear_taciturn" or d.kind == "council_vote":
            return YES
        options = [c for c in d.legal if self.t.option0 <= c < self.t.claim0]
        if options and PASS not in d.legal:
            return options[self.rng.randrange(len(options))]
        if options and d.kind in ("face", "surge_skill", "plot_skill", "peek", "trace",
                                  "inquire", "patrol", "assassin_guess"):
            return options[self.rng.randrange(len(options))]
        return PASS if PASS in d.legal else d.default

    # -- targeted skills ----------------------------------------------------------------------
    def _use_on(self, kind: str, cands: list[int]) -> Optional[int]:
        """Whom a targeted skill of ``kind`` is used on (``None``: not used)."""
        if kind in SKIP:
            return None
        b = self.b
        living = [t for t in cands if b.alive[t]]
        if kind in PROTECT:
            return self._protect(living or cands)
        if kind in INFO:
            return self._look(living)
        if kind in FRIEND:
            return self._friend(cands)
        if kind == "bury" or kind == "revive":
            return self._friend(cands) if kind == "revive" else \
                (cands[self.rng.randrange(len(cands))] if cands else None)
        harmful = "伤害" in self.rules.skill_flags(kind)
        return self._harm(living, kind, harmful)

    def _protect(self, cands: list[int]) -> Optional[int]:
        b = self.b
        if self.village:
            seers = [t for t in cands if b.claim[t] in SEERS and not b.exposed[t]]
            if seers:
                return min(seers, key=lambda t: (b.sus(t), t))
            return self._most_trusted(cands)[0] or (self.seat if self.seat in cands else None)
        mates = [t for t in cands if t in b.team]
        return max(mates, key=lambda t: (b.score[t], -t)) if mates else None

    def _look(self, cands: list[int]) -> Optional[int]:
        b = self.b
        seen = {t for _k, t, _w in b.checks}
        pool = [t for t in cands if t != self.seat and t not in seen and not b.wolf_known[t]
                and not b.good_known[t] and (self.village or t not in b.team)]
        if not pool:
            return None
        return max(pool, key=lambda t: (b.score[t] + self._noise(0.6), t))

    def _friend(self, cands: list[int]) -> Optional[int]:
        b = self.b
        if self.village:
            return self._most_trusted(cands)[0]
        mates = [t for t in cands if t in b.team and t != self.seat]
        return mates[0] if mates else None

    def _harm(self, cands: list[int], kind: str, harmful: bool) -> Optional[int]:
        b = self.b
        if not self.village:
            return self._best_kill(cands)
        top = self._top_suspect(cands)
        if top is None:
            return None
        need = 2.5 if kind in COSTLY else (1.2 if harmful else 0.8)
        return top if b.sus(top) >= need else None

    # -- 老司机 ------------------------------------------------------------------------------
    def _d_cupid_arrow(self, d):
        """丘比特之箭: the card links itself and a random other role (it learns its lover and
        shares its side); a role that took the skill links nobody."""
        if PASS in d.legal:
            return PASS
        cands = self._targets(d)
        if self.seat in cands and not d.info.get("picked"):
            return self._tgt(self.seat)
        others = [t for t in cands if t != self.seat]
        return self._tgt(others[self.rng.randrange(len(others))] if others else cands[0])

    def _d_obey(self, d):
        """顺从: the maid takes the first role out today (a camp and a card of its own)."""
        cands = self._targets(d)
        return self._tgt(cands[0]) if cands else PASS

    def _d_sacrifice_wake(self, d):
        """献祭唤醒: an out role's camp is not known to the 祭品, so it takes option 2 (a random
        out role of its new camp: never a wasted pick), which is the pass."""
        return PASS

    def _d_car_shake(self, d):
        """车震: used the first night it can be (the lovers gain a potion for the night)."""
        return YES if YES in d.legal else PASS

    # -- the pack's kill ----------------------------------------------------------------------
    def kill_value(self, t: int) -> float:
        b = self.b
        v = 1.0 - 0.3 * b.score[t]
        c = b.claim[t]
        if c is not None and not b.exposed[t]:
            v += 3.0 if c in SEERS else (1.5 if c in self.INFO_ROLES else 0.8)
        if t == b.sheriff:
            v += 1.5
        return v + 0.6 * b.hostile[t]

    def _d_kill(self, d):
        cands = self._targets(d)
        prey = [t for t in cands if t in self._ripper_prey() and self.b.alive[t]]
        if prey:                                   # 开膛手: its own 杀人 hunts its targets
            return self._tgt(max(prey, key=lambda t: (self.kill_value(t) + self._noise(0.5), t)))
        proposals = d.info.get("proposals") or {}
        if self.village and PASS in d.legal:
            top = self._top_suspect(cands)
            return self._tgt(top) if top is not None and self.b.sus(top) >= 2.5 else PASS
        for _w, t in proposals.items():
            if t in cands and t not in self.b.team:
                return self._tgt(t)
        return self._tgt(self._best_kill(cands) or (cands[0] if cands else None))

    # -- day ------------------------------------------------------------------------------------
    def _d_vote(self, d):
        b = self.b
        cands = [t for t in self._targets(d) if t != self.seat]
        if not cands:
            return PASS
        if b.day <= 1:
            return self._tgt(self._election(cands))
        if self.village:
            return self._tgt(self._village_pick(cands))
        hunted = self._hunted(cands)
        if hunted:
            return self._tgt(self._push_after(self._consensus(hunted), hunted))
        goods = [t for t in cands if t not in b.team]
        return self._tgt(self._push_after(self._consensus(goods), goods))

    def _d_vote_change(self, d):
        """The village moves a wasted ballot onto the suspect the village is gathering on."""
        if self.b.day <= 1 or not self.village:
            return PASS
        cands = [t for t in self._targets(d) if t != self.seat]
        best = self._village_pick(cands)
        cur = d.info.get("current")
        backing = self._backing()
        if best is not None and best != cur and self.b.sus(best) > 0.0 and \
                (cur is None or backing.get(best, 0.0) > backing.get(cur, 0.0)
                 or self.b.sus(best) > self.b.sus(cur) + 1.5):
            return self._tgt(best)
        return PASS

    def _election(self, cands: list[int]) -> Optional[int]:
        b = self.b
        if not self.village:
            mates = [t for t in cands if t in b.team]
            return min(mates) if mates else self._best_kill(cands)
        seers = [t for t in cands if b.claim[t] in SEERS and not b.exposed[t]]
        if seers:
            return min(seers, key=lambda t: (len(b.claimers.get(b.claim[t], ())), t))
        return self._most_trusted(cands)[0]

    def _backing(self) -> dict[int, float]:
        b = self.b
        out: dict[int, float] = {}
        for v, t in b.today.items():
            if t is not None and v != self.seat and b.trust(v) >= 0.8:
                out[t] = out.get(t, 0.0) + 1.0
        return out

    def _village_pick(self, cands: list[int]) -> Optional[int]:
        b = self.b
        backing = self._backing()
        pick = self._sheriff_pick()
        best, best_v = None, -1e9
        for t in cands:
            if b.good_known[t] or b.shielded_now(t):
                continue
            v = b.sus(t) + 0.6 * min(6.0, backing.get(t, 0.0)) + (1.5 if t == pick else 0.0) \
                + self._noise(0.2)
            if v > best_v:
                best, best_v = t, v
        return best

    def _consensus(self, cands: list[int]) -> Optional[int]:
        b = self.b
        counts: dict[int, int] = {}
        for v, t in b.today.items():
            if t is not None and v != self.seat:
                counts[t] = counts.get(t, 0) + 1
        best, best_v = None, 1.5
        for t in cands:
            v = b.score[t] + 0.6 * counts.get(t, 0)
            if v > best_v:
                best, best_v = t, v
        return best

    # -- 圣诞老狼's presents -------------------------------------------------------------------
    def _d_present_craft(self, d):
        """Craft a sure bad present half of the time it can (else roll the dice)."""
        if self.village or self.rng.random() < 0.5:
            return PASS
        return self._first_legal(d, ("present:bad",))

    def _d_present_dice(self, d):
        return YES

    def _d_present(self, d):
        """A bad present for the role the pack would kill first; a good one for a teammate, else
        for the living role worth least to the village."""
        cands = [t for t in self._targets(d) if self.b.alive[t]] or self._targets(d)
        if not cands:
            return d.default
        if d.info.get("option") == "present:bad":
            return self._tgt(self._best_kill(cands) or cands[0])
        mates = [t for t in cands if t in self.b.team]
        if mates:
            return self._tgt(mates[0])
        others = [t for t in cands if t != self.seat]
        return self._tgt(min(others or cands, key=lambda t: (self.kill_value(t), t)))

    def _d_present_open(self, d):
        """A wolf trusts the wolves' 圣诞老狼; a villager opens one present in three (a bad one is
        a death, a refused one only [迷魂] until the next night)."""
        if not self.village or self.rng.random() < 1 / 3:
            return YES
        return PASS

    # -- 宗教老爷爷 ------------------------------------------------------------------------------
    def _hunted(self, cands: list[int]) -> list[int]:
        """The living heretics among ``cands`` (宗教老爷爷 wins when all of them are out)."""
        return [t for t in cands if t in self.b.heretics and self.b.alive[t]]

    def _d_choose_heretics(self, d):
        """No read at 开局: heretics at random (the wolves' and the village's losses alike)."""
        cands = self._targets(d)
        return self._tgt(cands[self.rng.randrange(len(cands))]) if cands else d.default

    # -- 妖狐 -----------------------------------------------------------------------------------
    def _fox_option(self, d, names: list[str]) -> Optional[int]:
        """妖狐 化形: one of ``names`` at random among the legal ones (``None``: not the fox, or
        none legal: another disguise keeps its own answer)."""
        if self.b.role != FOX:
            return None
        legal = [self._opt(n) for n in names if n in self.t.options and self._opt(n) in d.legal]
        return legal[self.rng.randrange(len(legal))] if legal else None

    def _d_disguise_camp(self, d):
        """The fox reads as the village (the camp most of the table is)."""
        c = self._fox_option(d, ["camp:village"])
        return self._generic(d) if c is None else c

    def _d_disguise_card(self, d):
        """A village card outside the seer family (a seer claim draws checks; a check by a seer
        card kills the fox)."""
        cards = sorted(f"card:{r}" for r, camp in self.b.camps.items()
                       if camp == "village" and r not in SEERS)
        c = self._fox_option(d, cards)
        return self._generic(d) if c is None else c

    def _d_disguise_knife(self, d):
        """The fox's surface carries no knife (as a village card)."""
        c = self._fox_option(d, ["knife:no"])
        return self._generic(d) if c is None else c

    # -- 占星师 ---------------------------------------------------------------------------------
    def _d_stargaze(self, d):
        """占星: an unknown living role first, then an unknown announced-out one."""
        b = self.b
        cands = [t for t in self._targets(d) if t != self.seat and t not in b.cards_known]
        if d.info.get("pick") == 2:
            return self._tgt(cands[self.rng.randrange(len(cands))]) if cands else PASS
        return self._tgt(self._look([t for t in cands if b.alive[t]]))

    def _fate_ready(self) -> list[int]:
        """The seats whose actual identity I know and 命运洪流 has not named right yet."""
        b = self.b
        return [t for t in sorted(b.cards_known) if t != self.seat and t not in b.fate_named]

    def _d_fate_torrent(self, d):
        """命运洪流's list: every account whose identity I know for sure, not named before."""
        picked = set(d.info.get("picked") or ())
        for t in self._fate_ready():
            if t not in picked and self._tgt(t) in d.legal:
                return self._tgt(t)
        return PASS

    def _d_fate_guess(self, d):
        card = self.b.cards_known.get(d.info.get("account"))
        c = self._first_legal(d, (f"card:{card}",)) if card else PASS
        return c if c != PASS else d.default
    # -- 死灵术士 -------------------------------------------------------------------------------
    def _d_seize_soul(self, d):
        """夺魂: out roles not seized before first (their skills come with the first 夺魂), each
        soul one more ballot of mine at the next vote."""
        cands = [t for t in self._targets(d) if t not in self._seized]
        cands = cands or self._targets(d)
        if not cands:
            return PASS
        t = cands[self.rng.randrange(len(cands))]
        self._seized.add(t)
        return self._tgt(t)

    def _d_soul_vote(self, d):
        """A seized soul's ballot goes where my own would."""
        return self._d_vote(d)

    # -- 千面人 ---------------------------------------------------------------------------------
    def _d_meet_faces(self, d):
        """谋面: an identity claimed by a living role (to learn who holds it), else any identity
        not named yet (its skills for a day, or a holder learned)."""
        b = self.b
        claimed = [self._opt(f"card:{b.claim[t]}") for t in b.living_others()
                   if b.claim[t] is not None and f"card:{b.claim[t]}" in self.t.options]
        for c in claimed:
            if c in d.legal:
                return c
        options = [c for c in d.legal if c != PASS]
        return options[self.rng.randrange(len(options))] if options else PASS

    # -- 锁链师 ---------------------------------------------------------------------------------
    def _d_chain_link(self, d):
        """Link myself first (I am immune to what the links pass on, and 火烧连营 then fires the
        whole chain), then living roles not linked yet, the strongest suspects of my enemies."""
        cands = self._targets(d)
        if self.seat in cands and self.seat not in self._linked:
            return self._tgt(self.seat)
        fresh = [t for t in cands if self.b.alive[t] and t not in self._linked and t != self.seat]
        if not fresh:
            return PASS if PASS in d.legal else d.default
        return self._tgt(fresh[self.rng.randrange(len(fresh))])

    def _d_rampage(self, d):
        """暴走 on the first night: one more link is one more role the chain can take."""
        return self._d_chain_link(d)

    # -- 潘多拉 ---------------------------------------------------------------------------------
    def _box_kinds(self) -> dict[str, str]:
        """My blind boxes (told at 开局): option name -> content."""
        for ev in self._events:
            if ev.kind == "pandora_boxes":
                return {f"box:{b['no']}": b["kind"] for b in ev.data["boxes"]}
        return {}

    def _box_pref(self, d, order: tuple[str, ...]) -> int:
        """The legal box whose content comes first in ``order`` (else any legal one)."""
        kinds = self._box_kinds()
        ranked = sorted((name for name in kinds if self._opt(name) in d.legal),
                        key=lambda n: (order.index(kinds[n]) if kinds[n] in order else 9, n))
        return self._opt(ranked[0]) if ranked else d.default

    def _d_pandora_gift(self, d):
        """Myself first (希望之光 wins me the game in one day and one night), then living roles
        outside my camp at random: a bad gift may take them out, and an opener out is one my
        win no longer waits for."""
        cands = self._targets(d)
        if self.seat in cands and self.b.alive[self.seat]:
            return self._tgt(self.seat)
        others = [t for t in cands if t != self.seat and self.b.alive[t]]
        if not others:
            return PASS if PASS in d.legal else d.default
        return self._tgt(others[self.rng.randrange(len(others))])

    def _d_pandora_box(self, d):
        """希望之光 (else 警长权利, a skill) for myself; a bad gift (else 警长权利) for the others."""
        if d.info.get("target") == self.seat:
            return self._box_pref(d, ("hope", "sheriff", "skill", "bad"))
        return self._box_pref(d, ("bad", "sheriff", "skill", "hope"))

    def _d_pandora_open(self, d):
        """潘多拉 opens its own box (a bad gift can be swapped); another role opens one box in two
        (a bad gift is a death, a refusal only [迷魂] until the next night)."""
        if self.b.camp == "pandora" or self.rng.random() < 0.5:
            return YES
        return PASS

    def _d_pandora_swap(self, d):
        """Never keep a bad gift: the best other box."""
        return self._box_pref(d, ("hope", "sheriff", "skill", "bad"))

    def _d_pandora_power(self, d):
        """[秩序] first (immune to negative statuses), then [独裁] and [自由] (潘多拉 takes all)."""
        c = self._first_legal(d, ("order", "dictator", "freedom"))
        return c if c != PASS else (PASS if PASS in d.legal else d.default)

    def _d_pandora_heir(self, d):
        """Voted out with 希望之光: to the role I trust most (a teammate for the wolves)."""
        return self._d_martyr(d)

    def _burn(self, legal: list[int]) -> Optional[int]:
        """火烧连营 when I am linked and the linked roles still alive would, falling with me,
        reach half of those left (what passed on before is not counted: a cautious guess)."""
        burn = self._opt("burning_camps")
        if burn not in legal or self.seat not in self._linked:
            return None
        b = self.b
        alive = sum(1 for t in range(len(b.alive)) if b.alive[t])
        falling = sum(1 for t in self._linked if t != self.seat and b.alive[t])
        left = alive - 1 - falling
        return burn if falling > 0 and 2 * falling >= left else None
    # -- 混乱 (the piper's day skill) ----------------------------------------------------------
    def _chaos(self, legal: list[int]) -> Optional[int]:
        """混乱 once a day from day 2, when at least two living others hold [寡言]."""
        chaos = self._opt("piper_chaos")
        b = self.b
        if chaos not in legal or b.day < 2 or self._chaos_day == b.day:
            return None
        if len([t for t in self._taciturn if t != self.seat and b.alive[t]]) < 2:
            return None
        self._chaos_day = b.day
        return chaos

    def _d_piper_chaos_mode(self, d):
        """The taciturn vote with me while I can pay for it; else drive one of them."""
        return self._first_legal(d, ("chaos:votes", "chaos:drive"))

    def _d_piper_chaos_user(self, d):
        """A role holding [寡言] (only such a role can be made to act)."""
        cands = [t for t in self._targets(d) if t in self._taciturn] or self._targets(d)
        return self._tgt(cands[self.rng.randrange(len(cands))]) if cands else PASS

    def _d_piper_chaos_nth(self, d):
        """Its first or second skill (most cards print their night skill early)."""
        return self._first_legal(d, (f"nth:{1 + self.rng.randrange(2)}", "nth:1"))

    def _d_piper_chaos_targets(self, d):
        """One role outside the [寡言] holders, the one I would harm most."""
        if d.info.get("picked"):
            return PASS
        cands = [t for t in self._targets(d) if t != self.seat and t not in self._taciturn
                 and self.b.alive[t]] or [t for t in self._targets(d) if t != self.seat]
        if not cands:
            return PASS
        pick = self._best_kill(cands)
        return self._tgt(pick if pick is not None else cands[0])

    def _d_piper_charm(self, d):
        """迷惑: the roles I would harm first, two a night."""
        cands = [t for t in self._targets(d) if t != self.seat]
        if not cands:
            return PASS
        pick = self._best_kill(cands)
        return self._tgt(pick if pick is not None else cands[self.rng.randrange(len(cands))])

    # -- third parties -------------------------------------------------------------------------
    def _ripper_prey(self) -> frozenset[int]:
        """The 开膛手's targets, as it was told them at 开局 (empty for any other seat)."""
        if self._prey is None:
            self._prey = frozenset()
            for ev in self._events:
                if ev.kind == "prey_list":
                    self._prey = frozenset(ev.data["seats"])
                    break
        return self._prey

    def _d_legacy(self, d):
        """白眼狼: a pool skill at random (each one used counts towards its win)."""
        options = [c for c in d.legal if c != PASS]
        return options[self.rng.randrange(len(options))] if options else PASS

    def _d_gamble(self, d):
        """赌徒: every face gains something."""
        return YES

    def _d_spread_plague(self, d):
        """瘟神: the plague goes to a living role it has not reached yet (never the 瘟神)."""
        cands = [t for t in self._targets(d)
                 if self.b.alive[t] and t != self.seat and t not in self._spread]
        if not cands:
            return PASS if PASS in d.legal else d.default
        t = max(cands, key=lambda t: (self.kill_value(t) + self._noise(1.0), t))
        self._spread.add(t)
        return self._tgt(t)

    def _d_plague_burst(self, d):
        """瘟神: the outbreak once a quarter of the living (at least two others) hold [漏洞]."""
        living = len(self.b.living_others()) + 1
        hit = [t for t in d.info.get("holders", ()) if t != self.seat]
        return YES if len(hit) >= max(2, living // 4) and self.seat not in \
            d.info.get("holders", ()) else PASS

    # -- 蛊惑师 ---------------------------------------------------------------------------------
    def _d_enchant(self, d):
        """蛊惑: the living role worth most to the others (the one a knife on me would have
        taken had it been theirs to choose): if I am attacked tonight, it goes out instead."""
        cands = [t for t in self._targets(d) if self.b.alive[t] and t != self.seat]
        if not cands:
            return PASS
        return self._tgt(max(cands, key=lambda t: (self.kill_value(t) + self._noise(0.5), t)))

    def _d_fall(self, d):
        """堕落: the card a living role claimed (its skill is surely in play), else any card."""
        b = self.b
        for t in b.living_others():
            if b.claim[t] is not None:
                c = self._first_legal(d, (f"card:{b.claim[t]}",))
                if c != PASS:
                    return c
        options = [c for c in d.legal if c != PASS]
        return options[self.rng.randrange(len(options))] if options else PASS

    def _d_fall_skill(self, d):
        options = [c for c in d.legal if c != PASS]
        return options[self.rng.randrange(len(options))] if options else d.default

    def _steered(self, d):
        """A pick made for the declared identity's skill (the feedback is mine): protection on
        myself, a look at a role I know least, damage on the role worth most to the others,
        anything else on a random other role."""
        cands = self._targets(d)
        living = [t for t in cands if self.b.alive[t] and t != self.seat]
        if d.kind in PROTECT and self.seat in cands:
            return self._tgt(self.seat)
        t = None
        if d.kind in INFO:
            t = self._look(living)
        elif "伤害" in self.rules.skill_flags(d.kind):
            t = self._best_kill(living)
        others = living or [c for c in cands if c != self.seat] or cands
        if t is None:
            t = others[self.rng.randrange(len(others))] if others else None
        return self._tgt(t) if t is not None else d.default
    # -- 镜 ------------------------------------------------------------------------------------
    def _d_mirror_image(self, d):
        """镜像: a night skill that can deal damage at once (its kills by hand count towards the
        win; this player posts no [正午] skills), the pack's 杀人 first; otherwise wait for better
        (each dawn tells the new ones) and, from the fourth time asked, take any skill offered
        rather than none."""
        self._images += 1
        names = {c: self.t.decode(c).arg for c in d.legal if c != PASS}
        harmful = [c for c, n in names.items()
                   if "伤害" in self.rules.skill_flags(n.partition(":")[2])
                   and self.rules.names.skill(n.partition(":")[2]).timing != "正午"]
        if harmful:
            return min(harmful, key=lambda c: (names[c] != "skill:kill", names[c]))
        if self._images >= 4 and names:
            return sorted(names, key=lambda c: names[c])[0]
        return PASS

    # -- 空想家 ---------------------------------------------------------------------------------
    def _card_pref(self, d, camp: str) -> int:
        """The strongest legal card of ``camp`` (a [群内] one first among equals), else the
        strongest legal card."""
        roles = {f"card:{r.id}": r for r in self.rules.roles if not r.additional}
        ranked = sorted((r for name, r in roles.items() if self._opt(name) in d.legal),
                        key=lambda r: (r.camp == camp, r.strength or 0, "群内" in r.tags),
                        reverse=True)
        return self._opt(f"card:{ranked[0].id}") if ranked else d.default

    def _d_imagine(self, d):
        """A 马甲 of the dreamer's own camp: one more vote and knife for it."""
        return self._card_pref(d, self.b.camp)

    def _d_dream_role(self, d):
        return self._card_pref(d, self.b.camp)

    def _d_sun_steal(self, d):
        """日光窃取: a wolf maid plays the village role worth most to the village tonight (the
        one the pack would kill first), never the sheriff (a 秩序 sheriff kills the maid)."""
        b = self.b
        if self.village:
            return PASS
        cands = [t for t in self._targets(d) if b.alive[t] and t not in b.team
                 and t != b.sheriff and t != self.seat]
        if not cands:
            return PASS
        return self._tgt(max(cands, key=lambda t: (self.kill_value(t), -t)))

    def _d_rewrite(self, d):
        """编写重配: the strongest card still offered (every one offered leaves a legal pack
        within the score), a [群内] one first among equals."""
        return self._card_pref(d, self.b.camp)

    def _d_martyr(self, d):
        cands = self._targets(d)
        t = self._friend(cands) if self.village else (self._friend(cands) or cands[0])
        return self._tgt(t if t is not None else cands[0])

    def _d_channel_consent(self, d):
        return YES if self.village and self.b.sus(d.info.get("medium", self.seat)) < 1.0 else PASS

    def _d_council_target(self, d):
        cands = self._targets(d)
        return self._tgt(self._top_suspect(cands) or cands[0])

    def _d_trial_vote(self, d):
        cands = self._targets(d)
        t = self._top_suspect(cands) if self.village else self._best_kill(cands)
        return self._tgt(t) if t is not None else PASS

    def _d_assassin_guess(self, d):
        """Guess the card the target claimed (or any village card)."""
        t = self._duel_target
        claim = self.b.claim[t] if t is not None else None
        if claim is not None:
            c = self._first_legal(d, (f"card:{claim}",))
            if c != PASS:
                return c
        return self._generic(d)

    # -- 银狼 -----------------------------------------------------------------------------------
    def _silver(self, legal: list[int]) -> Optional[int]:
        """病毒移植 once a quarter of the living (at least two others) were given [漏洞] by me and
        are still alive; else 以太编程 once a day."""
        graft = self._opt("virus_graft")
        if graft in legal:
            living = len(self.b.living_others()) + 1
            hit = [t for t in self._hacked if self.b.alive[t] and t != self.seat]
            if len(hit) >= max(2, living // 4):
                return graft
        code = self._opt("ether_code")
        if code in legal and self._coded != self.b.day:
            self._coded = self.b.day
            return code
        return None

    def _d_exploit_hack(self, d):
        """漏洞入侵: [漏洞] strips protection: the role the pack would kill first (the village's
        top suspect for a village silver wolf) among those not hacked yet, remembered for
        病毒移植."""
        cands = [t for t in self._targets(d) if self.b.alive[t] and t != self.seat
                 and t not in self._hacked]
        t = self._top_suspect(cands) if self.village else self._best_kill(cands)
        if t is None:
            return PASS if PASS in d.legal else d.default
        self._hacked.add(t)
        return self._tgt(t)

    def _d_ether_code(self, d):
        """以太编程 on the role worth most to the other side (never myself)."""
        cands = [t for t in self._targets(d) if self.b.alive[t] and t != self.seat]
        t = self._top_suspect(cands) if self.village else self._best_kill(cands)
        return self._tgt(t) if t is not None else (PASS if PASS in d.legal else d.default)

    def _d_ether_skill(self, d):
        """A protective skill first (its protection turned), else the first one offered."""
        offered = [c for c in d.legal if c != PASS]
        for c in offered:
            if any(c == self._opt(f"skill:{k}") for k in PROTECT):
                return c
        return offered[0] if offered else PASS

    def _d_ether_word(self, d):
        offered = [c for c in d.legal if c != PASS]
        return offered[0] if offered else d.default

    def _d_ether_to(self, d):
        """Against the other side: damage weakened to [指杀], a protection turned into [漏洞] (it
        strips what the role holds), a negative status into [守护：∞]."""
        word = d.info.get("word", "")
        weak = ("damage:kill", "damage:pierce") if word in ("pierce", "lethal") else \
            ("damage:pierce",)
        prefs = weak if word in ("kill", "pierce", "lethal") else \
            (("status:exploit",) if word in ("guard", "tough", "undying", "order", "freedom",
                                             "dictator", "domineering", "invisible")
             else ("status:guard",))
        c = self._first_legal(d, prefs)
        return c if c != PASS else (d.legal[0] if d.legal else d.default)

    # -- speech ---------------------------------------------------------------------------------
    def _plan_speech(self, d, seg: str) -> list[int]:
        b = self.b
        acts: list[int] = []
        legal = d.legal
        others = b.living_others()
        fate = self._opt("fate_torrent")
        if fate in legal and self._fate_ready():
            return [fate]
        burn = self._burn(legal)
        if burn is not None:
            return [burn]
        silver = self._silver(legal)
        if silver is not None:
            return [silver]
        chaos = self._chaos(legal)
        if chaos is not None:
            return [chaos]
        if self.village:
            if b.role in SEERS or (b.role in self.INFO_ROLES and b.checks) or seg == "last_words":
                acts += self._claim_act(b.role)
            for skill, t, wolf in b.checks:
                if (skill, t) not in self._told and len(acts) < 3:
                    self._told.add((skill, t))
                    acts.append(self.t.report(t, wolf))
            duel = self._sure_duel(legal)
            if duel is not None:
                return [duel]
            top = self._top_suspect(others)
            if top is not None and b.sus(top) >= 1.0 and len(acts) < 3:
                self._accuse(acts, top, others)
            self._vouch_once(acts, b.day)
        else:
            foes = self._hunted(others) or [t for t in others if t not in b.team]
            target = self._push_after(self._consensus(foes), foes)
            if target is not None:
                acts.append(self.t.accuse(target))
            self._vouch_mate(acts)
        acts = [a for a in acts if a in legal][:3]
        if not acts and seg != "last_words":
            acts = self._filler(legal, others)   # 潜水 costs a yellow card: say something
        return acts

    def _filler(self, legal: list[int], others: list[int]) -> list[int]:
        """Something to post when there is nothing to say: trust where it is due."""
        b = self.b
        if not others:
            return []
        if self.village:
            best = self._most_trusted(others)[0]
        else:
            mates = [t for t in others if t in b.team]
            best = mates[0] if mates else others[self.rng.randrange(len(others))]
        act = self.t.vouch(best) if best is not None else PASS
        return [act] if act in legal else []
