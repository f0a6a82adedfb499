"""【不定阵营】4，双重人格 (line 817)

身份属性（不是技能）：在主人格发动之前，双重人格不会获得[群内][接刀]标签
双重人格[开局][黄昏]<强制> —— 游戏开始前随机获得未出场的一狼一神作为底牌，并选择其中一张置顶，但并不持有该底牌的技能，
游戏日黄昏，双重人格必须选择另外一张身份牌置顶，当前置顶神牌，表面阵营为[村民阵营]，表面身份为当前置顶身份，当前置顶狼牌，
表面阵营为[狼人阵营]，表面身份为当前置顶身份。
主人格[黄昏]<强制>  —— 若当天开门时公布遗言已耗尽，或双重人格已经不是无阵营，则当天游戏日黄昏，[双重人格]失效，并获得当前
置顶身份的身份技能且刷新至初始，若触发时双重人格的[实际阵营]为无阵营，双重人格的[实际阵营]变为当前置顶身份的阵营。

The two cards are drawn like 变脸者's (身份更换, lines 119-123: no 验人系 card, no card that needs or
is needed by another, ruling N260) and kept in ``hidden_cards`` (在场, N14).  At every 黄昏2, in
the 双重人格 step, 主人格 is judged first: when it fires, 双重人格 is spent that dusk (失效, no flip);
otherwise the other card goes on top (N261).  遗言已耗尽 at today's opening: the outs announced by
then took every last-word slot (N262).  When 主人格 fires, the camp changes first, then the top
card's skills are taken refreshed and its [群内]/[接刀] tags held (N263); the surface stays the top
card.  A role taking this seat's identity skills takes the current top card's (N264).
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option

from ..acquire import decide_openings, take
from ..common import SEER, UNDETERMINED, VILLAGE, WOLF, table
from ..lovers import true_lover
from ..windows import last_word_slots
from .obedient_maid import take_tags

PERSONA = SkillSpec("dual_persona", "双重人格", "雙重人格", "Split personality", "开局/黄昏",
                    "One hidden wolf card and one hidden god card; one is on top (no skills); "
                    "every 黄昏 the other goes on top. Surface camp and identity: the top card's.",
                    ("强制",))
MAIN = SkillSpec("main_persona", "主人格", "主人格", "Main personality", "黄昏",
                 "If last words were exhausted at today's opening, or no longer camp-less: at "
                 "黄昏 双重人格 ends; take the top card's skills (refreshed) and its "
                 "[群内]/[接刀]; a camp-less one takes the card's camp.", ("强制",))
ROLE = RoleSpec("split_personality", "双重人格", "雙重人格", "Split Personality",
                camp="undetermined", skills=(PERSONA, MAIN), line=817)
#: cards never drawn: 魔偶师 (its puppet is registered when it appears), the face changer and
#: this card (cards of their own hidden cards)
EXCLUDED = ("face_changer", "puppeteer", ROLE.id)


def _pool(g: Game, camp: str) -> list[str]:
    """The implemented cards of ``camp`` not in play that a 身份更换 may draw (lines 120-121)."""
    from . import REQUIRES
    from ..pack import in_play
    paired = set(REQUIRES) | {r for needed in REQUIRES.values() for r in needed}
    return [r.id for r in g.ruleset.roles if r.camp == camp and r.implemented
            and not r.additional and SEER not in r.tags and r.id not in EXCLUDED
            and r.id not in paired and not in_play(g, r.id)]


def top_card(g: Game, seat: int) -> str:
    """The card on top of ``seat``'s two hidden cards ('' before any is topped)."""
    return table(g).persona_tops.get(seat, "")


def _set_top(g: Game, me: int, inst: SkillInstance, card: str) -> None:
    """置顶: the surface identity is the card, the surface camp its camp."""
    inst.data["top"] = card
    table(g).persona_tops[me] = card
    role = g.ruleset.names.role(card)
    g.seats[me].apparent["role"] = card
    g.seats[me].apparent["camp"] = WOLF if role.camp == WOLF else VILLAGE


def opening(g: Game):
    """开局: draw one wolf and one god card not in play, top one of them."""
    for me, inst in g.holders(PERSONA.id):
        cards = []
        for camp in (WOLF, VILLAGE):
            left = _pool(g, camp)
            if left:
                cards.append(g.story.pick(left, "双重人格 hidden card"))
        if not cards:
            continue
        table(g).hidden_cards[me] = cards
        g.tell(me, "hidden_cards", roles=cards)
        pick = yield from ask_option(g, me, PERSONA.id, [f"card:{c}" for c in cards],
                                     optional=False)
        _set_top(g, me, inst, (pick or f"card:{cards[0]}").partition(":")[2])
        g.tell(me, "persona_top", role=inst.data["top"])


def exhausted_at_opening(g: Game) -> bool:
    """公布遗言已耗尽 at today's opening: the outs told by then took every last-word slot (a
    slot given up or a red card's place counts as taken, as for ``among_first``)."""
    before = len(g.outs.order) - len(table(g).day.outs)
    return g.day > 1 and before >= last_word_slots(g)


def dusk(g: Game, me: int, inst: SkillInstance):
    """黄昏2: 主人格 when it fires, else 双重人格 tops the other card."""
    top = inst.data.get("top")
    if not top:
        return
    main = g.seats[me].skill(MAIN.id)
    if main is not None and g.can_use(me, MAIN.id) and \
            (exhausted_at_opening(g) or g.seats[me].camp != UNDETERMINED):
        yield from awaken(g, me, inst, main, str(top))
        return
    if not g.can_use(me, PERSONA.id):
        return
    other = [c for c in table(g).hidden_cards.get(me, ()) if c != top]
    if other:
        _set_top(g, me, inst, other[0])
        g.tell(me, "persona_top", role=other[0])


def awaken(g: Game, me: int, inst: SkillInstance, main: SkillInstance, card: str):
    """主人格: [双重人格]失效; the top card's camp (if camp-less), skills and tags."""
    seat = g.seats[me]
    seat.skills = [k for k in seat.skills if k is not inst and k is not main]
    role = g.ruleset.names.role(card)
    if seat.camp == UNDETERMINED:
        g.change_camp(me, role.camp)
    g.tell(me, "persona_main", role=card)
    take(g, me, card, role.skills, MAIN.id)
    yield from decide_openings(g)
    if not true_lover(g, me):      # 情侣中的狼人将不会获得本来的[群内]或[接刀]标签 (line 797)
        take_tags(g, me, role)
