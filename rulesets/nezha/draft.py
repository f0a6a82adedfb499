"""配板: the board of N players drafted from the pool (lines 25-66, 227, 278, 382, 524, 544, 553,
573, 623), and the same rules checking a board given explicitly.

本局游戏内将会有1-3个验人系的身份在场 ... 1个验人系：（35-参与人数）X5%。2个验人系：（参与人数-15）X5%，最大50%
3个验人系：（参与人数-25）X5%，最大50%
开局村民阵营底牌人数至少为（开局总人数X0.5，上取整），至多为（开局总人数X0.6，四舍五入）
狼人数量不可多于（开局总人数X0.4，四舍五入），狼人不可小于（开局总人数X0.3，四舍五入）
三方与不定阵营数量不可多于（开局总人数X0.2，四舍五入），但最低可能没有。三方与不定的出现概率为60%比40%，独立计算。
本期使用强度值系统，村民阵营强度值总和是狼人阵营的1.1-1.2倍，三方阵营强度值总和不会超过狼人阵营强度值总和。
本局使用deepseek抽取身份，由于包含盗贼的情形过于复杂，因此本局不会出现盗贼
有X必有Y (九天圣人<->帝尊魔皇, 白昼学者<->寂夜导师, 圣武士->死神, 蚀日侍女->流光伯爵);
狼巫: 本局存在2个及以上的验人系时，必有该身份。
长老狼: 若开局的[群内]人数不超过狼人开局总人数的1/3则必有长老狼，开局的[群内]人数超过狼人开局总人数的2/3则必没有
长老狼，中间值正常概率出现。

The storyteller draws everything (``deal_pick``, recorded): the seer count by the rulebook's
probabilities (20 options of 5% each), the camp sizes among those the bounds allow (uniform),
each extra slot's kind (3 of 5 options third, 2 undetermined), then the wolves and the
villagers one by one, each time among the roles that still leave a legal board (strength ratio,
forced pairs, the 狼巫 and 长老狼 rules), so that any storyteller policy drafts a legal board.
长老狼 is decided on the last wolf slot, once the rest of the pack is known (ruling N5).
The pool is the roles that run (``implemented``) until every role does.
"""

from __future__ import annotations

import math
from typing import Iterable, Iterator, Mapping, Optional, Sequence

from rulesets.engine import BoardError, Draft, RoleSpec, Storyteller
from rulesets.engine.draft import summarise

from .common import PACK, SEER, THIRD, UNDETERMINED, VILLAGE, WOLF, family, round_half_up

CAMPS = (VILLAGE, WOLF, THIRD, UNDETERMINED)
EXCLUDED = ("thief",)                                  # 盗贼: 本局不会出现
ELDER = "elder_wolf"
SHAMAN = "wolf_shaman"
#: roles whose [群内] is not fixed at the draft (大天狗 chooses, 噩梦之影 earns it, ruling N5)
NOT_STATIC_PACK = (ELDER, "great_tengu", "nightmare_shadow")
RATIO = (1.1, 1.2)
#: 妖狐's 身份属性 (line 673): 若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值
NOT_LOWEST_VILLAGE = ("demon_fox",)


class DraftError(BoardError):
    """A board the draft rules forbid (the message names the rule)."""


# -- the numbers -----------------------------------------------------------------------------
def seer_odds(n: int) -> dict[int, int]:
    """验人系 count -> chance in 5% steps (each clamped to [0, cap]; P(1) takes what is left,
    ruling N1)."""
    two = min(10, max(0, n - 15))
    three = min(10, max(0, n - 25))
    return {1: 20 - two - three, 2: two, 3: three}


def bounds(n: int) -> dict[str, tuple[int, int]]:
    """Camp size bounds for N players (村民, 狼人, 三方+不定)."""
    return {VILLAGE: (math.ceil(0.5 * n), round_half_up(0.6 * n)),
            WOLF: (round_half_up(0.3 * n), round_half_up(0.4 * n)),
            "extra": (0, round_half_up(0.2 * n))}


def elder_rule(roles: Sequence[RoleSpec]) -> Optional[bool]:
    """长老狼: True (必有), False (必没有) or None (either), from the other wolves' static [群内]."""
    wolves = [r for r in roles if r.camp == WOLF]
    return elder_needed(sum(1 for r in wolves if PACK in r.tags and r.id not in NOT_STATIC_PACK),
                        len(wolves))


def elder_needed(packed: int, wolves: int) -> Optional[bool]:
    """长老狼 with ``packed`` static [群内] among ``wolves`` wolves: True (必有), False (必没有) or
    None (either)."""
    if 3 * packed <= wolves:
        return True
    if 3 * packed > 2 * wolves:
        return False
    return None


def static_pack(r: RoleSpec) -> bool:
    """A wolf card whose [群内] the 长老狼 rule counts (fixed at the draft, ruling N5)."""
    return PACK in r.tags and r.id not in NOT_STATIC_PACK


def pack_sums(fixed: Sequence[RoleSpec], left: Sequence[RoleSpec],
              k: int) -> Iterator[tuple[float, float]]:
    """The strength sums a pack of ``fixed`` and ``k`` more of ``left`` may reach while keeping
    the 长老狼 rule: for each split of the ``k`` between 长老狼, the static [群内] cards and the
    others that the rule allows, the (smallest, largest) total."""
    base = sum(r.strength or 0 for r in fixed)
    packed0 = sum(1 for r in fixed if static_pack(r))
    elder_in = any(r.id == ELDER for r in fixed)
    elder = [r.strength or 0 for r in left if r.id == ELDER]
    packs = sorted(r.strength or 0 for r in left if r.id != ELDER and static_pack(r))
    others = sorted(r.strength or 0 for r in left if r.id != ELDER and not static_pack(r))
    w = len(fixed) + k
    for e in range(1 + bool(elder and k)):
        for j in range(0, k - e + 1):
            rest = k - e - j
            if j > len(packs) or rest > len(others):
                continue
            rule = elder_needed(packed0 + j, w)
            if rule is not None and rule != (elder_in or bool(e)):
                continue
            extra = elder[0] if e else 0
            yield (base + extra + sum(packs[:j]) + sum(others[:rest]),
                   base + extra + sum(packs[len(packs) - j:]) + sum(others[len(others) - rest:]))


def k_range(values: Iterable[float], k: int) -> Optional[tuple[float, float]]:
    """The smallest and largest sum of ``k`` of ``values`` (``None`` if there are fewer)."""
    v = sorted(values)
    if k > len(v):
        return None
    return (sum(v[:k]), sum(v[len(v) - k:])) if k else (0.0, 0.0)


# -- drafting --------------------------------------------------------------------------------
class Drafter:
    """One draft: ``pool`` the roles that may be drawn, ``requires`` 有X必有Y."""

    def __init__(self, pool: Sequence[RoleSpec], requires: Mapping[str, Sequence[str]],
                 story: Storyteller, n: int) -> None:
        self.pool = [r for r in pool if r.id not in EXCLUDED and not r.additional]
        self.by_id = {r.id: r for r in self.pool}
        self.requires = requires
        self.story = story
        self.n = n
        self.notes: list[str] = []
        self._of = {(c, s): [r for r in self.pool if family(r) == c
                             and (s is None or (SEER in r.tags) == s)]
                    for c in CAMPS for s in (None, True, False)}

    def of(self, camp: str, seer: Optional[bool] = None) -> list[RoleSpec]:
        """The pool's roles of ``camp`` (only the seers, or only the others); a shared list."""
        return self._of[camp, seer]

    def partners(self, roles: Iterable[RoleSpec], camp: str) -> list[RoleSpec]:
        """The roles of ``camp`` that ``roles`` require."""
        out = []
        for r in roles:
            for p in self.requires.get(r.id, ()):
                if p in self.by_id and self.by_id[p].camp == camp and all(o.id != p for o in out):
                    out.append(self.by_id[p])
        return out

    def allowed(self, r: RoleSpec, present: set[str]) -> bool:
        """A role whose partners of the other camps are drawn (or still to be, same camp)."""
        if r.id not in self.requires:
            return True
        return all(p in present or (p in self.by_id and self.by_id[p].camp == r.camp)
                   for p in self.requires.get(r.id, ()))

    # -- the steps ----------------------------------------------------------------------------
    def run(self) -> Draft:
        n = self.n
        odds = seer_odds(n)
        seers = self.story.deal_pick([k for k, w in odds.items() for _ in range(w)],
                                     "验人系 count")
        self.notes.append(f"验人系 {seers} (1: {odds[1] * 5}%, 2: {odds[2] * 5}%, "
                          f"3: {odds[3] * 5}%)")
        sizes = self.sizes(seers)
        while True:
            village, wolves, extra = self.story.deal_pick(sizes, "camp sizes")
            kinds = [self.story.deal_pick(self.extra_kinds(), "三方/不定 slot")
                     for _ in range(extra)]
            wolf_cards = self.draw_wolves(wolves, village, seers)
            wsum = sum(r.strength or 0 for r in wolf_cards)
            village_cards = self.draw_village(village, seers, wolf_cards, wsum)
            extra_cards = self.draw_extra(kinds, wsum, village)
            if extra_cards is not None:
                break
            # 三方阵营强度值总和不会超过狼人阵营强度值总和 left a 三方 slot empty and no 不定 card is
            # left for it: the draft steps back to camp sizes with fewer extra slots (三方与不定…
            # 最低可能没有, line 66; ruling N2)
            sizes = [t for t in sizes if t[2] < extra]
            self.notes.append(f"三方 slot: no third party fits the wolves' strength {wsum:g}; "
                              f"camp sizes drawn again with fewer than {extra} extra slots")
        roles = wolf_cards + village_cards + extra_cards
        self.notes.append(f"pool: {len(self.pool)} roles (those implemented)")
        if not self.of(THIRD) and not self.of(UNDETERMINED):
            self.notes.append("三方/不定: none in the pool yet, so no such slot (up to "
                              f"round(0.2N) = {bounds(self.n)['extra'][1]} allowed)")
        return describe([r.id for r in roles], {r.id: r for r in self.pool}, self.notes)

    def sizes(self, seers: int) -> list[tuple[int, int, int]]:
        """(村民, 狼人, 三方+不定) within the bounds, with room for the seers and the pool."""
        b = bounds(self.n)
        extra_pool = len(self.of(THIRD)) + len(self.of(UNDETERMINED))
        out = []
        for v in range(b[VILLAGE][0], b[VILLAGE][1] + 1):
            for w in range(b[WOLF][0], b[WOLF][1] + 1):
                e = self.n - v - w
                if 0 <= e <= min(b["extra"][1], extra_pool) and v > seers \
                        and w <= len(self.of(WOLF)) and v <= len(self.of(VILLAGE)) \
                        and self.wolves_fit(w, v, seers):
                    out.append((v, w, e))
        if not out:
            raise DraftError(f"nezha: no camp sizes fit {self.n} players with this pool "
                             f"(lines 63-66)")
        return out

    def wolves_fit(self, w: int, v: int, seers: int) -> bool:
        """Some first wolf keeps the strength window reachable with ``v`` village cards: with
        extra slots the village may be too small for any pack at 1.1-1.2x (ruling N2)."""
        chosen = [self.by_id[SHAMAN]] if seers >= 2 and SHAMAN in self.by_id else []
        if len(chosen) >= w:
            return True
        last = len(chosen) == w - 1
        return any(self.wolf_ok(r, chosen, w, v, seers) for r in self.of(WOLF)
                   if r not in chosen and (r.id != ELDER or last))

    def extra_kinds(self) -> list[str]:
        """三方与不定的出现概率为60%比40%: 3 of 5 options third (only kinds with roles left)."""
        kinds = [THIRD] * 3 * bool(self.of(THIRD)) + [UNDETERMINED] * 2 * bool(self.of(UNDETERMINED))
        return kinds

    def village_range(self, wolves: Sequence[RoleSpec], v: int, seers: int,
                      chosen: Sequence[RoleSpec] = ()) -> Optional[tuple[float, float]]:
        """Village strength sums still reachable with ``chosen`` drawn and ``wolves`` set."""
        chosen_ids = {r.id for r in chosen}
        forced = [r for r in self.partners(wolves, VILLAGE) if r.id not in chosen_ids]
        base = sum(r.strength or 0 for r in list(chosen) + forced)
        have = list(chosen) + forced
        have_ids = {r.id for r in have}
        seers_left = seers - sum(1 for r in have if SEER in r.tags)
        others_left = v - len(have) - seers_left
        if seers_left < 0 or others_left < 0:
            return None
        present = {r.id for r in wolves} | have_ids
        ok = [r for r in self.of(VILLAGE) if r.id not in have_ids and self.allowed(r, present)]
        s = k_range([r.strength or 0 for r in ok if SEER in r.tags], seers_left)
        o = k_range([r.strength or 0 for r in ok if SEER not in r.tags], others_left)
        if s is None or o is None:
            return None
        return base + s[0] + o[0], base + s[1] + o[1]

    def wolf_sum_fits(self, wsum: float, vrange: Optional[tuple[float, float]]) -> bool:
        return vrange is not None and RATIO[0] * wsum <= vrange[1] + 1e-9 and \
            RATIO[1] * wsum >= vrange[0] - 1e-9

    def draw_wolves(self, w: int, v: int, seers: int) -> list[RoleSpec]:
        """The wolves one by one; 狼巫 first when forced, 长老狼 only on the last slot.  The
        look-ahead keeps the strength window reachable; where the 长老狼 rule still closes every
        way on (too few or too many [群内] for the last slot), the draft steps back and the
        storyteller draws again without the card that led there."""
        chosen: list[RoleSpec] = []
        if seers >= 2 and SHAMAN in self.by_id:
            chosen.append(self.by_id[SHAMAN])
            self.notes.append("狼巫: 2+ 验人系")
        fixed = len(chosen)
        dead_ends: list[set[str]] = []       # per slot drawn: cards that led nowhere
        while len(chosen) < w:
            slot = len(chosen) - fixed
            if len(dead_ends) <= slot:
                dead_ends.append(set())
            last = len(chosen) == w - 1
            ids = {r.id for r in chosen}
            options = [r for r in self.of(WOLF) if r.id not in ids and r.id not in dead_ends[slot]
                       and (r.id != ELDER or last) and self.wolf_ok(r, chosen, w, v, seers)]
            if options:
                pick = self.story.deal_pick([r.id for r in options], "wolf")
                chosen.append(self.by_id[pick])
            elif slot == 0:
                raise DraftError(f"nezha: no wolf fits the draft rules ({[r.id for r in chosen]})")
            else:
                dead_ends.pop()
                dead_ends[slot - 1].add(chosen.pop().id)
        return chosen

    def wolf_ok(self, r: RoleSpec, chosen: list[RoleSpec], w: int, v: int, seers: int) -> bool:
        trial = chosen + [r]
        if len(trial) == w:                              # the 长老狼 rule on the full pack
            rule = elder_rule(trial)
            has_elder = any(x.id == ELDER for x in trial)
            if rule is not None and rule != has_elder:
                return False
            vr = self.village_range(trial, v, seers)
            return self.wolf_sum_fits(sum(x.strength or 0 for x in trial), vr)
        ids = {x.id for x in trial}
        forced = {x.id for x in self.partners(trial, VILLAGE)}
        # a card that would force a village partner not forced yet shifts the village's range:
        # the look-ahead leaves it out (it is still drawn when offered itself), else a prefix
        # counting on it could leave only dead ends at the last slot, found one retreat at a
        # time (有蚀日侍女必有流光伯爵: thousands of retreats for some boards)
        rest = [x for x in self.of(WOLF) if x.id not in ids and x.id != ELDER
                and all(p.id in forced for p in self.partners([x], VILLAGE))]
        more = k_range([x.strength or 0 for x in rest], w - len(trial))
        if ELDER in self.by_id:
            elder_more = k_range([x.strength or 0 for x in rest], w - len(trial) - 1)
            if elder_more is not None:
                e = self.by_id[ELDER].strength or 0
                more = (min(more[0], elder_more[0] + e) if more else elder_more[0] + e,
                        max(more[1], elder_more[1] + e) if more else elder_more[1] + e)
        if more is None:
            return False
        vr = self.village_range(trial, v, seers)
        if vr is None:
            return False
        base = sum(x.strength or 0 for x in trial)
        lo = max(base + more[0], math.ceil(vr[0] / RATIO[1] - 1e-9))
        hi = min(base + more[1], math.floor(vr[1] / RATIO[0] + 1e-9))
        return lo <= hi

    def draw_village(self, v: int, seers: int, wolves: list[RoleSpec],
                     wsum: float) -> list[RoleSpec]:
        """The forced partners, then the seers, then the rest, keeping 1.1-1.2x the wolves."""
        chosen = list(self.partners(wolves, VILLAGE))
        lo, hi = RATIO[0] * wsum, RATIO[1] * wsum
        for r in chosen:
            self.notes.append(f"有{[w.zh for w in wolves if r.id in self.requires.get(w.id, ())][0]}"
                              f"必有{r.zh}")
        while len(chosen) < v:
            want_seer = sum(1 for r in chosen if SEER in r.tags) < seers
            present = {r.id for r in wolves + chosen}
            options = [r for r in self.of(VILLAGE, seer=want_seer) if r.id not in present
                       and self.allowed(r, present)
                       and self.village_ok(r, chosen, v, seers, wolves, lo, hi)]
            if not options:
                raise DraftError(f"nezha: no village role fits the draft rules "
                                 f"({[r.id for r in chosen]}, wolves {wsum})")
            pick = self.story.deal_pick([r.id for r in options], "village")
            chosen.append(self.by_id[pick])
        return chosen

    def village_ok(self, r: RoleSpec, chosen: list[RoleSpec], v: int, seers: int,
                   wolves: list[RoleSpec], lo: float, hi: float) -> bool:
        vr = self.village_range(wolves, v, seers, chosen + [r])
        return vr is not None and vr[0] <= hi + 1e-9 and vr[1] >= lo - 1e-9 and \
            math.floor(min(vr[1], hi) + 1e-9) >= max(vr[0], lo) - 1e-9

    def draw_extra(self, kinds: list[str], wsum: float,
                   village: int) -> Optional[list[RoleSpec]]:
        """Each extra slot of its kind; third parties keep their sum within the wolves' (a slot
        no third party fits takes a 不定 card; ``None`` when none is left either); 妖狐 only when
        the ``village`` count is above the lowest (line 673, ruling N270)."""
        chosen: list[RoleSpec] = []
        barred = set(NOT_LOWEST_VILLAGE) if village <= bounds(self.n)[VILLAGE][0] else set()
        for kind in kinds:
            tsum = sum(r.strength or 0 for r in chosen if family(r) == THIRD)
            ids = {r.id for r in chosen} | barred
            options = [r for r in self.of(kind) if r.id not in ids
                       and (kind != THIRD or tsum + (r.strength or 0) <= wsum)]
            if not options:
                options = [r for r in self.of(UNDETERMINED) if r.id not in ids]
            if not options:
                return None
            chosen.append(self.by_id[self.story.deal_pick([r.id for r in options], kind)])
        return chosen


# -- describing and checking -----------------------------------------------------------------
def describe(roles: Sequence[str], by_id: Mapping[str, RoleSpec],
             notes: Iterable[str] = ()) -> Draft:
    return summarise(roles, {r: family(by_id[r]) for r in roles},
                     {r: by_id[r].strength for r in roles}, CAMPS, notes)


def check_cards(roles: Sequence[RoleSpec]) -> None:
    """What any board must hold: each identity once, no 盗贼, no account or surface identity."""
    ids = [r.id for r in roles]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise DraftError(f"nezha: each identity appears once on a board; repeated: {dup}")
    banned = [r.zh for r in roles if r.id in EXCLUDED]
    if banned:
        raise DraftError(f"nezha: {banned[0]} is excluded from this game (line 25: 本局不会出现盗贼)")
    add = [r.zh for r in roles if r.additional]
    if add:
        raise DraftError(f"nezha: {add[0]} is not a card (an account or surface identity)")


def check(roles: Sequence[RoleSpec], requires: Mapping[str, Sequence[str]],
          zh: Mapping[str, str] = {}) -> None:
    """Raise :class:`DraftError` naming the first draft rule the board breaks (``zh``: role
    names for the messages)."""
    n = len(roles)
    ids = [r.id for r in roles]
    check_cards(roles)
    count = {c: [r for r in roles if family(r) == c] for c in CAMPS}
    b = bounds(n)
    seers = sum(1 for r in count[VILLAGE] if SEER in r.tags)
    if seer_odds(n).get(seers, 0) == 0:
        raise DraftError(f"nezha: {seers} 验人系 cannot be drafted for {n} players "
                         f"(lines 58-61: odds {[(k, v * 5) for k, v in seer_odds(n).items()]}%)")
    for camp, (lo, hi), rule in ((VILLAGE, b[VILLAGE], "line 63: 村民阵营 0.5N (上取整) .. 0.6N"),
                                 (WOLF, b[WOLF], "line 64: 狼人 0.3N .. 0.4N (四舍五入)")):
        if not lo <= len(count[camp]) <= hi:
            raise DraftError(f"nezha: {len(count[camp])} {camp} roles for {n} players; "
                             f"{rule} allows {lo}-{hi}")
    fox = [r.zh for r in roles if r.id in NOT_LOWEST_VILLAGE]
    if fox and len(count[VILLAGE]) <= b[VILLAGE][0]:
        raise DraftError(f"nezha: with {fox[0]} the village count may not be the lowest the rule "
                         f"allows ({b[VILLAGE][0]} for {n} players; line 673: 若存在妖狐，村民阵营的"
                         f"初始身份人数一定不会是规则中最低数值)")
    extra = len(count[THIRD]) + len(count[UNDETERMINED])
    if extra > b["extra"][1]:
        raise DraftError(f"nezha: {extra} third/undetermined roles for {n} players; line 66 "
                         f"allows at most {b['extra'][1]} (0.2N, 四舍五入)")
    wsum = sum(r.strength or 0 for r in count[WOLF])
    vsum = sum(r.strength or 0 for r in count[VILLAGE])
    tsum = sum(r.strength or 0 for r in count[THIRD])
    if not RATIO[0] * wsum - 1e-9 <= vsum <= RATIO[1] * wsum + 1e-9:
        raise DraftError(f"nezha: village strength {vsum} is not 1.1-1.2x the wolves' {wsum} "
                         f"(line 30: 村民阵营强度值总和是狼人阵营的1.1-1.2倍)")
    if tsum > wsum:
        raise DraftError(f"nezha: third-party strength {tsum} exceeds the wolves' {wsum} "
                         f"(line 30: 三方阵营强度值总和不会超过狼人阵营强度值总和)")
    for r in roles:
        missing = [p for p in requires.get(r.id, ()) if p not in ids]
        if missing:
            raise DraftError(f"nezha: 有{r.zh}必有{zh.get(missing[0], missing[0])} "
                             f"(line {r.line + 1})")
    if seers >= 2 and SHAMAN not in ids:
        raise DraftError("nezha: with 2 or more 验人系 the board must hold 狼巫 (line 573)")
    rule = elder_rule(count[WOLF])
    if rule is not None and rule != (ELDER in ids):
        raise DraftError("nezha: the 长老狼 rule (line 524): with [群内] at most 1/3 of the wolves "
                         "长老狼 must be in play, above 2/3 it must not"
                         f" ({'missing' if rule else 'present'})")
