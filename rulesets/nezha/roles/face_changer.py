"""其他身份 32，变脸者⑩ (line 408)

变脸[开局][黄昏]—— 随机抽取3个未出场的村民阵营身份作为变脸者底牌，游戏日开局或黄昏，变脸者可选择任意一张底牌置顶
并使用技能，以此获取的技能只会持续至下一次[黄昏]结束，每张底牌只能被选择一次，该技能的判定顺序同原身份的该技能
判定顺序，且[表面身份]变为置顶的身份。

The cards come from the implemented village roles not in play, leaving out the seer family
(line 120), 变脸者 itself and 魔偶师 (whose puppet is registered when it appears), ruling N75.
"""

from rulesets.engine import Game, RoleSpec, SkillSpec, ask_option

from ..common import SEER, VILLAGE, table
from ..skills import instance, used

FACE = SkillSpec("face", "变脸", "變臉", "Change face", "开局/黄昏",
                 "Three hidden village cards; at 开局 or a 黄昏, top one (each once): its skills "
                 "until the next 黄昏 ends, and read as it.")
ROLE = RoleSpec("face_changer", "变脸者", "變臉者", "Face Changer", camp="village", skills=(FACE,),
                line=408, strength=10)
EXCLUDED = ("face_changer", "puppeteer")
#: cards whose skills another role takes as another card's: 其他角色获得鬼魂新娘的技能时，获得丘比特的
#: 技能而非鬼魂新娘的技能 (line 750; 丘比特 is 老司机, N16)
STANDS_IN = {"ghost_bride": "old_driver"}


def card_skills(g: Game, card: RoleSpec) -> tuple[SkillSpec, ...]:
    """The skills a role taking ``card``'s identity skills gets (its stand-in's, if it has one)."""
    stand_in = STANDS_IN.get(card.id)
    return g.ruleset.names.role(stand_in).skills if stand_in else card.skills


def skills_taken_from(g: Game, seat: int) -> tuple[SkillSpec, ...]:
    """The identity skills another role gains from ``seat`` (降灵, 光耀加身, 食尸): its card's, but
    for a 变脸者 those of the card it topped last, none before it topped one (其他身份获取变脸者的身份
    技能时，获取的是变脸者最后置顶的身份牌技能, line 409; 若该角色尚未更换身份则获取技能为无技能, line 123)."""
    card = g.seats[seat].original_role
    if card.id == "split_personality":              # 双重人格: its top card's (ruling N264)
        top = table(g).persona_tops.get(seat)
        return g.ruleset.names.role(top).skills if top else ()
    if card.id != ROLE.id:
        return card_skills(g, card)
    inst = g.seats[seat].skill(FACE.id)
    topped = inst.data.get("used_cards", []) if inst is not None else []
    return g.ruleset.names.role(topped[-1]).skills if topped else ()


def deal_cards(g: Game) -> None:
    """随机抽取3个未出场的村民阵营身份作为变脸者底牌 (开局)."""
    in_play = {s.original_role.id for s in g.seats}
    for me, _ in g.holders(FACE.id):
        left = [r.id for r in g.ruleset.roles if r.camp == VILLAGE and r.implemented
                and not r.additional and SEER not in r.tags and r.id not in in_play
                and r.id not in EXCLUDED]
        cards = []
        for _ in range(min(3, len(left))):
            pick = g.story.pick(left, "变脸者 hidden card")
            left.remove(pick)
            cards.append(pick)
        table(g).hidden_cards[me] = cards
        g.tell(me, "hidden_cards", roles=cards)


def face(g: Game):
    """开局 or 黄昏2: top a card not used yet."""
    for me, inst in g.holders(FACE.id):
        if not g.can_use(me, FACE.id):
            continue
        taken = inst.data.setdefault("used_cards", [])
        cards = [f"card:{c}" for c in table(g).hidden_cards.get(me, ()) if c not in taken]
        pick = yield from ask_option(g, me, FACE.id, cards)
        if pick is None:
            continue
        used(g, me, FACE.id)
        role = g.ruleset.names.role(pick.partition(":")[2])
        taken.append(role.id)
        # 持续至下一次[黄昏]结束: from 开局, day 1's own 黄昏; from a 黄昏, the next day's (N75)
        until = f"dusk_end:{g.day + 1 if g.stage == 'dusk2' else g.day}"
        g.grant(me, [instance(s, "face", until) for s in role.skills], "face")
        g.seats[me].apparent["role"] = role.id
