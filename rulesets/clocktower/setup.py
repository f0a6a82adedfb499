"""0 配板阶段 (line 628): the storyteller builds the setup from the script, then seats it.

本局游戏的初始配置为7镇民2外来者2爪牙1恶魔 (line 5), changed by the [配板] abilities of the
characters in play, applied in the order demon, minions (ruling C26):

========== ================================================================= ==================
character  text                                                              outsiders / other
========== ================================================================= ==================
男爵       本局游戏外来者数量+2，镇民数量-2 (line 433)                           +2
教父       外来者数量+1…或如果…外来者数量≥1，则…外来者数量-1 (line 436)           +1 or -1
方古       本局游戏外来者数量+1，镇民数量-1 (line 556)                           +1
亡骨魔     如果本局游戏外来者数量≥1，则本局游戏外来者数量-1 (line 561)             -1 if any
堤丰之首   爪牙数量+1且善良阵营角色数量-1 ... 可能有任意数量的外来者和镇民 (578)     minion +1, any
卡扎力     卡扎力可以选择两名玩家并选择两个爪牙身份 ... 任意数量的外来者和镇民 (582) minions chosen, any
限         可能有任意数量的镇民或外来者 (line 515)                                any (>= 1: C54)
小怪宝     本局游戏爪牙数量+1，恶魔数量-1 (line 593)                              minion +1, no demon
气球驾驶员 可能本局游戏外来者数量+1，镇民数量-1 (line 215)                         +0 or +1
提线木偶   相克：如果提线木偶抽到了气球驾驶员，也会拥有[危险]技能 (line 509)        +0 or +1
========== ================================================================= ==================

The good characters' [配板] abilities come last (they are drawn after the count): a 气球驾驶员 among
the townsfolk may swap one other townsfolk for an outsider; a 唱诗男孩 with no 国王 dealt puts the 国王
in place of another townsfolk (忠诚, line 177: 有唱诗男孩必有国王; ruling CT-choirboy); a 提线木偶 with no 气球驾驶员 dealt may add
one outsider, and then believes it is the 气球驾驶员 (:func:`marionette_danger`; ruling
CT-balloonist-setup); a 隐士 may swap one other outsider for a townsfolk (归隐, line 387; ruling
CT-hermit-setup).  Last, a 炼金术士 in the bag: the storyteller picks the minion its 炼金 gives and
the bag honours 相克2-5 (lines 205-208; :func:`_alchemist`, ruling CT-alchemist-pick).

Seating (座位表, line 14): a ring.  提线木偶与恶魔相邻 (line 505; with 小怪宝: next to a minion,
line 599); 堤丰之首: 邪恶阵营角色全部相邻且堤丰之首位于邪恶阵营角色中间的两个位置之一 (line 578).
圣洁之魂 (line 15): at most four evil players in play.

Every choice is the storyteller's (``deal_pick`` / ``deal``), so a setup replays exactly.  Until
part 2 lands only implemented characters are drawn; a deal naming another is refused.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from rulesets.engine import BoardError, Storyteller

from .characters import BASE, EVIL_CAP, TYPES
from .roles import BY_ID, IMPLEMENTED, alchemist

SEATS = 12


@dataclass(frozen=True)
class Modifier:
    """A [配板] ability as data: the outsider changes the storyteller may pick (``outsiders``; a
    negative one only when there is an outsider to remove), extra minions and demons, and
    ``free`` (any number of townsfolk and outsiders)."""

    role: str
    text: str
    outsiders: tuple[int, ...] = (0,)
    minions: int = 0
    demons: int = 0
    free: bool = False
    chosen_minions: bool = False  # 卡扎力: the minions are chosen in play, not dealt


MODIFIERS: dict[str, Modifier] = {m.role: m for m in (
    Modifier("baron", "男爵[招来] (line 433): 本局游戏外来者数量+2，镇民数量-2", outsiders=(2,)),
    Modifier("godfather", "教父[家族] (line 436): 外来者数量+1，或如果外来者数量≥1，则外来者数量-1",
             outsiders=(1, -1)),
    Modifier("fang_gu", "方古[游魂] (line 556): 本局游戏外来者数量+1，镇民数量-1", outsiders=(1,)),
    Modifier("vigormortis", "亡骨魔[亡灵] (line 561): 如果本局游戏外来者数量≥1，则外来者数量-1",
             outsiders=(-1,)),
    Modifier("lord_of_typhon", "堤丰之首[堤丰] (line 578): 爪牙数量+1且善良阵营角色数量-1；"
             "可能有任意数量的外来者和镇民", minions=1, free=True),
    Modifier("kazali", "卡扎力[配队] (line 582): 卡扎力选择两名玩家与两个爪牙身份；"
             "可能有任意数量的外来者和镇民", free=True, chosen_minions=True),
    Modifier("xaan", "限[衔尾] (line 515): 可能有任意数量的镇民或外来者", free=True),
    Modifier("lil_monsta", "小怪宝[宝宝] (line 593): 本局游戏爪牙数量+1，恶魔数量-1",
             minions=1, demons=-1),
)}
#: the storyteller's range for "any number of outsiders" (ruling C26; 限: at least one, C54)
FREE_OUTSIDERS = {"xaan": range(1, 4)}
FREE_DEFAULT = range(0, 4)


#: 气球驾驶员[危险] (line 215), which the 提线木偶 also has when it believes it is one (line 509)
BALLOONIST = "balloonist"
DANGER = "气球驾驶员[危险] (line 215): 可能本局游戏外来者数量+1，镇民数量-1 (相克 line 509: 提线木偶也会拥有)"


def marionette_danger(deal: Sequence[str]) -> bool:
    """Did this deal take the 提线木偶's 危险 (相克, line 509)?  Its outsiders are one more than the
    evil characters' [配板] abilities allow and no 气球驾驶员 is dealt: the 提线木偶 must then believe
    it is the 气球驾驶员."""
    if "marionette" not in deal or BALLOONIST in deal:
        return False
    evil = [r for r in deal if BY_ID[r].camp == "evil"]
    demons = [r for r in evil if BY_ID[r].side == "demon"] or ["lil_monsta"]
    minions = [r for r in evil if BY_ID[r].side == "minion"]
    n_out = sum(BY_ID[r].side == "outsider" for r in deal)
    counts = outsider_counts([*demons, *minions], len(deal) - len(evil))
    if HERMIT in deal:  # 归隐 may have taken one away (隐士[归隐], line 387)
        counts |= {c - 1 for c in counts if c > 1}
    return n_out not in counts


class SetupError(ValueError):
    """A deal the rulebook's setup forbids (the message names the rule)."""


def pool(kind: str) -> list[str]:
    """Implemented characters of a type, in script order."""
    return [c for c in IMPLEMENTED if BY_ID[c].side == kind]


def outsider_counts(evil: Sequence[str], good_seats: int) -> set[int]:
    """Every outsider count the [配板] abilities of ``evil`` (demon first) allow."""
    counts = {BASE["outsider"]}
    for rid in evil:
        mod = MODIFIERS.get(rid)
        if mod is None:
            continue
        if mod.free:
            return set(range(0, good_seats + 1))
        counts = {c + d for c in counts for d in _deltas(mod, c)}
    return {c for c in counts if c <= good_seats}


def _deltas(mod: Modifier, count: int) -> list[int]:
    """The outsider changes ``mod`` allows with ``count`` outsiders (a removal needs one: 如果
    本局游戏外来者数量≥1)."""
    return [d for d in mod.outsiders if not (d < 0 and count < 1)] or [0]


def shape(evil: Sequence[str]) -> tuple[int, int]:
    """(demon seats, minion seats dealt) for a demon and its minions."""
    demons, minions = BASE["demon"], BASE["minion"]
    for rid in evil:
        mod = MODIFIERS.get(rid)
        if mod is not None:
            demons += mod.demons
            minions += mod.minions
            if mod.chosen_minions:
                minions = 0
    return demons, minions


# -- the storyteller's draft ---------------------------------------------------------------------
def draft(board: Mapping[str, object], story: Storyteller) -> list[str]:
    """Choose the characters and seat them (every choice recorded as the storyteller's)."""
    demon = str(board.get("demon") or "") or story.deal_pick(pool("demon"), "demon")
    wanted = [m for m in str(board.get("minions") or "").split(",") if m]
    n_demons, n_minions = shape([demon])
    chosen = [demon] if n_demons else []
    minion_pool = [m for m in pool("minion") if m not in wanted]
    for k in range(n_minions):
        m = wanted[k] if k < len(wanted) else story.deal_pick(minion_pool, "minion")
        if m in minion_pool:
            minion_pool.remove(m)
        chosen.append(m)
    evil = [demon, *chosen[n_demons:]]
    good = SEATS - len(chosen)
    outsiders = _outsider_count(evil, good, story)
    out_pool, town_pool = pool("outsider"), pool("townsfolk")
    outsiders = min(outsiders, len(out_pool), good)
    puppet = "marionette" in evil and BALLOONIST in town_pool and outsiders < min(len(out_pool), good)
    if puppet and story.deal_pick([0, 1], "marionette balloonist outsiders"):
        outsiders += 1  # 相克 (line 509): the 提线木偶 will believe it is the 气球驾驶员
        town_pool.remove(BALLOONIST)
    for kind, n, src in (("outsider", outsiders, out_pool), ("townsfolk", good - outsiders, town_pool)):
        for _ in range(n):
            c = story.deal_pick(src, kind)
            src.remove(c)
            chosen.append(c)
    town = [c for c in chosen if BY_ID[c].side == "townsfolk" and c != BALLOONIST]
    if BALLOONIST in chosen and out_pool and town and \
            story.deal_pick([0, 1], "balloonist outsiders"):  # 危险 (line 215)
        chosen.remove(story.deal_pick(town, "balloonist townsfolk out"))
        chosen.append(story.deal_pick(out_pool, "outsider"))
    _hermit_retreat(chosen, town_pool, story)
    _more_village_idiots(chosen, story)
    _choirboy_king(chosen, story)
    _alchemist(chosen, story)
    cards = list(chosen)
    story.deal(cards)
    return seat_constraints(cards, story)


#: 隐士 归隐[配板] (line 387): 可能本局游戏外来者数量-1，镇民数量+1 (注2: 不会减去隐士自己)
HERMIT = "hermit"
RETREAT = "隐士[归隐] (line 387): 可能本局游戏外来者数量-1，镇民数量+1 (注2, line 390: 不会减去隐士自己)"


def _hermit_retreat(chosen: list[str], town_pool: list[str], story: Storyteller) -> None:
    """归隐: a 隐士 dealt with another outsider: the storyteller may swap one other outsider (its
    pick) for a townsfolk (注2: never the 隐士 itself); after the other [配板] abilities
    (ruling CT-hermit-setup)."""
    if HERMIT not in chosen or not town_pool:
        return
    others = [c for c in chosen if BY_ID[c].side == "outsider" and c != HERMIT]
    if not others or not story.deal_pick([0, 1], "hermit outsiders"):
        return
    chosen.remove(story.deal_pick(others, "hermit outsider out"))
    town = story.deal_pick(town_pool, "townsfolk")
    town_pool.remove(town)
    chosen.append(town)


#: 村夫 结伴[配板] (line 186): 可能额外存在至多2个村夫 — the one character the script deals up to 3 times
VILLAGE_IDIOT = "village_idiot"
MAX_COPIES = {VILLAGE_IDIOT: 3}


def _more_village_idiots(chosen: list[str], story: Storyteller) -> None:
    """结伴: with a 村夫 dealt, the storyteller may deal up to two more in place of the last
    townsfolk drawn (the townsfolk count does not change); never in place of the 气球驾驶员, whose
    危险 may have set the outsider count (a deal without it would be refused)."""
    if VILLAGE_IDIOT not in chosen:
        return
    others = [i for i, c in enumerate(chosen)
              if BY_ID[c].side == "townsfolk" and c not in (VILLAGE_IDIOT, BALLOONIST)]
    extra = story.deal_pick(list(range(min(2, len(others)) + 1)), "village_idiot extras")
    for i in others[len(others) - extra:]:
        chosen[i] = VILLAGE_IDIOT


#: 唱诗男孩 忠诚[配板] (line 177): 有唱诗男孩必有国王
CHOIRBOY, KING = "choirboy", "king"
LOYAL = "唱诗男孩[忠诚] (line 177): 有唱诗男孩必有国王"


def _choirboy_king(chosen: list[str], story: Storyteller) -> None:
    """忠诚: a 唱诗男孩 dealt with no 国王: the 国王 replaces another townsfolk (the storyteller's
    pick; never the 气球驾驶员, whose 危险 may have set the outsider count; a 村夫 only when no other
    is left), so the counts do not change."""
    if CHOIRBOY not in chosen or KING in chosen:
        return
    town = [i for i, c in enumerate(chosen)
            if BY_ID[c].side == "townsfolk" and c not in (CHOIRBOY, BALLOONIST)]
    spots = [i for i in town if chosen[i] != VILLAGE_IDIOT] or town
    chosen[story.deal_pick(spots, "choirboy king out")] = KING


#: 炼金术士 炼金 (line 202) and 相克2-5 (lines 205-208): the storyteller's pick of the minion it gains
ALCHEMIST = "alchemist"


def _alchemist(chosen: list[str], story: Storyteller) -> None:
    """炼金: with a 炼金术士 in the bag, the storyteller picks its minion now, before the bag is
    final (``alchemist minion``; the game records the same pick), and the bag honours the jinx:
    a 提线木偶 / 间谍 / 寡妇 / 街头风琴手 picked and not dealt replaces a dealt minion (the
    storyteller's pick among those without a [配板] ability or the 提线木偶's 危险, so the counts
    stand: ``alchemist minion out``); a 主谋 picked and dealt is replaced by another such minion not
    in the bag (``alchemist minion in``).  A pick the bag cannot honour is not offered (with a
    卡扎力 no jinxed pick at all: its minions are made in play; ruling CT-alchemist-pick)."""
    if ALCHEMIST not in chosen:
        return
    dealt = [c for c in chosen if BY_ID[c].side == "minion"]
    out = [c for c in dealt if c not in MODIFIERS and c != alchemist.MARIONETTE]
    spare = [m for m in pool("minion") if m not in chosen and m not in MODIFIERS
             and m not in (alchemist.MARIONETTE, alchemist.MASTERMIND)]

    def honoured(p: str) -> bool:
        if p in alchemist.MUST_PLAY and p not in chosen:
            return bool(out) and not (p == alchemist.MARIONETTE and "lord_of_typhon" in chosen)
        return p != alchemist.MASTERMIND or p not in chosen or bool(spare)
    picks = [p for p in alchemist.pool(kazali="kazali" in chosen) if honoured(p)]
    if not picks:
        return
    p = story.deal_pick(picks, alchemist.PICK)
    if p in alchemist.MUST_PLAY and p not in chosen:
        chosen[chosen.index(story.deal_pick(out, "alchemist minion out"))] = p
    elif p == alchemist.MASTERMIND and p in chosen:
        chosen[chosen.index(p)] = story.deal_pick(spare, "alchemist minion in")


def _outsider_count(evil: list[str], good: int, story: Storyteller) -> int:
    count = BASE["outsider"]
    for rid in evil:
        mod = MODIFIERS.get(rid)
        if mod is None:
            continue
        if mod.free:
            return story.deal_pick(list(FREE_OUTSIDERS.get(rid, FREE_DEFAULT)), f"{rid} outsiders")
        deltas = _deltas(mod, count)
        count += deltas[0] if len(deltas) == 1 else story.deal_pick(deltas, f"{rid} outsiders")
    return max(0, min(count, good))


def seat_constraints(cards: list[str], story: Storyteller) -> list[str]:
    """Move seats so that the seating rules hold (堤丰之首's block, 提线木偶 beside the demon)."""
    if "lord_of_typhon" in cards:
        cards = _typhon_block(cards, story)
    if "marionette" in cards and not marionette_seated(cards):
        cards = _beside(cards, "marionette", _anchors(cards), story)
    return cards


def _anchors(cards: Sequence[str]) -> list[int]:
    kinds = ("minion",) if not any(BY_ID[c].side == "demon" for c in cards) else ("demon",)
    return [i for i, c in enumerate(cards) if BY_ID[c].side in kinds and c != "marionette"]


def marionette_seated(cards: Sequence[str]) -> bool:
    """提线木偶与恶魔相邻 (with 小怪宝: with at least one minion, jinx 1 of line 599)."""
    i = list(cards).index("marionette")
    n = len(cards)
    return any(a in ((i - 1) % n, (i + 1) % n) for a in _anchors(cards))


def _beside(cards: list[str], who: str, anchors: list[int], story: Storyteller) -> list[str]:
    n = len(cards)
    anchor = anchors[0] if len(anchors) == 1 else story.deal_pick(anchors, f"{who} anchor")
    spot = story.deal_pick([(anchor - 1) % n, (anchor + 1) % n], f"{who} side")
    i = cards.index(who)
    cards[i], cards[spot] = cards[spot], cards[i]
    return cards


def _typhon_block(cards: list[str], story: Storyteller) -> list[str]:
    """堤丰之首: the evil seats in one block of four, 堤丰之首 on one of its two middle seats."""
    n = len(cards)
    evil = [c for c in cards if BY_ID[c].camp == "evil" and c != "lord_of_typhon"]
    good = [c for c in cards if BY_ID[c].camp == "good"]
    start = story.deal_pick(list(range(n)), "typhon block")
    middle = story.deal_pick([1, 2], "typhon seat")
    block = list(evil)
    block.insert(middle, "lord_of_typhon")
    out: list[str] = [""] * n
    for k, c in enumerate(block):
        out[(start + k) % n] = c
    rest = iter(good)
    return [c or next(rest) for c in out]


# -- checking a given deal -----------------------------------------------------------------------
def check(deal: Sequence[str], board: Mapping[str, object]) -> None:
    """Refuse a deal the setup rules forbid, naming the rule."""
    if len(deal) != SEATS:
        raise SetupError(f"clocktower: a setup seats {SEATS} players (line 14), got {len(deal)}")
    for i, rid in enumerate(deal):
        if rid not in BY_ID:
            raise SetupError(f"clocktower: seat {i + 1}: unknown character {rid!r}")
        if rid not in IMPLEMENTED:
            raise SetupError(f"clocktower: seat {i + 1}: {BY_ID[rid].zh} ({rid}) is not "
                             f"implemented yet (part 2); see `arena rules clocktower`")
    seen = [r for r in deal]
    dup = sorted({r for r in seen if seen.count(r) > MAX_COPIES.get(r, 1)})
    if dup:
        raise SetupError(f"clocktower: each character is in play at most once (the script lists "
                         f"each once, line 15; 村夫 up to three: 结伴, line 186); repeated: "
                         f"{', '.join(BY_ID[d].zh for d in dup)}")
    if CHOIRBOY in deal and KING not in deal:
        raise SetupError(f"clocktower: {LOYAL}")
    by_kind = {k: [r for r in deal if BY_ID[r].side == k] for k in TYPES}
    demons, minions = by_kind["demon"], by_kind["minion"]
    if len(demons) > 1:
        raise SetupError("clocktower: the initial setup has one demon (7镇民2外来者2爪牙1恶魔, line 5)")
    evil = [*demons, *minions]
    want_demons, want_minions = shape(demons) if demons else shape(["lil_monsta"])
    if not demons and len(minions) != 3:
        raise SetupError("clocktower: a setup without a demon seat is 小怪宝's (line 593: 爪牙数量+1，"
                         f"恶魔数量-1) and needs 3 minions, got {len(minions)}")
    if demons and len(minions) != want_minions:
        why = f"; {MODIFIERS[demons[0]].text}" if demons[0] in MODIFIERS else ""
        raise SetupError(f"clocktower: with {BY_ID[demons[0]].zh} the setup has {want_minions} "
                         f"minion(s) dealt (line 5{why}), got {len(minions)}")
    good = SEATS - len(evil)
    allowed = outsider_counts([*(demons or ["lil_monsta"]), *minions], good)
    if BALLOONIST in deal or "marionette" in deal:  # 危险 (line 215; 相克, line 509)
        allowed |= {c + 1 for c in allowed if c < good}
    if HERMIT in deal:  # 归隐 (line 387): one fewer, never the 隐士 itself (注2, line 390)
        allowed |= {c - 1 for c in allowed if c > 1}
    n_out = len(by_kind["outsider"])
    if n_out not in allowed:
        mods = "; ".join(MODIFIERS[r].text for r in [*demons, *minions] if r in MODIFIERS) or \
            "no [配板] ability in play: 7镇民2外来者2爪牙1恶魔 (line 5)"
        if BALLOONIST in deal or "marionette" in deal:
            mods += f"; {DANGER}"
        if HERMIT in deal:
            mods += f"; {RETREAT}"
        raise SetupError(f"clocktower: {n_out} outsiders; the setup allows "
                         f"{sorted(allowed)} ({mods})")
    if board.get("spirit_of_ivory", True) and len(evil) > EVIL_CAP:
        raise SetupError(f"clocktower: 圣洁之魂 (line 15): at most {EVIL_CAP} evil players in play, "
                         f"got {len(evil)}")
    if "marionette" in deal and not marionette_seated(deal):
        raise SetupError("clocktower: 提线木偶[提线] (line 505): 提线木偶与恶魔相邻 "
                         "(with 小怪宝: next to a minion, line 599)")
    if "lord_of_typhon" in deal and not typhon_seated(deal):
        raise SetupError("clocktower: 堤丰之首[堤丰] (line 578): 邪恶阵营角色全部相邻且堤丰之首位于"
                         "邪恶阵营角色中间的两个位置之一")


def typhon_seated(deal: Sequence[str]) -> bool:
    """Are the evil seats one block with 堤丰之首 on one of its two middle seats?"""
    n = len(deal)
    evil = {i for i, r in enumerate(deal) if BY_ID[r].camp == "evil"}
    t = list(deal).index("lord_of_typhon")
    for start in evil:
        block = [(start + k) % n for k in range(len(evil))]
        if set(block) == evil:
            mid = len(block) // 2
            return t in (block[mid - 1], block[mid]) if len(block) % 2 == 0 else t == block[mid]
    return False


def check_board(board: Mapping[str, object]) -> None:
    """Board options naming characters must name implemented ones of the right type."""
    demon = str(board.get("demon") or "")
    if demon and (demon not in IMPLEMENTED or BY_ID[demon].side != "demon"):
        raise BoardError(f"clocktower: board option 'demon' must name an implemented demon, "
                         f"got {demon!r}")
    for m in (x for x in str(board.get("minions") or "").split(",") if x):
        if m not in IMPLEMENTED or BY_ID[m].side != "minion":
            raise BoardError(f"clocktower: board option 'minions' must list implemented minions, "
                             f"got {m!r}")
