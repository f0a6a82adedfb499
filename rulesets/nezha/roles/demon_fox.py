"""【三方阵营】3，妖狐（30） (line 672)

身份属性（不是技能）：若存在妖狐，村民阵营的初始身份人数一定不会是规则中最低数值。
妖狐出现时，随机一个村民阵营的角色，阵营变为和妖狐相同的阵营，该角色额外获得技能[通灵]，妖狐出局时，那个角色会连带
承受[致死伤害]。
化形[开局]<强制>——妖狐的表面阵营，表面身份和表面带刀由妖狐开局自行决定，若自己被验人系身份查验时，妖狐会受到来自于
技能来源的<致死伤害>，妖狐持有对于查验致死和最高票[投票出局]以外情况的[不死]状态。
PS：必须是[实际身份]为验人系的身份查验才能致死，其他身份拿到验人系的技能进行查验也不会致死。拆礼物或者其他方式得到的
同名技能，只要实际身份对应正确，也可以验杀。
胜利条件：尚未判负的阵营仅有妖狐阵营和一个其他阵营，或有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜。

The first clause is the draft's (``draft.NOT_LOWEST_VILLAGE``).  At 开局, in the row 妖狐 化形与拉小弟
(line 943: after 狼外婆 装模作样, before 变脸), each fox chooses its surface camp, identity and knife
(three decisions, the ones 隐狼 and 狼外婆 use), then the storyteller picks the 小弟 among the roles
of the village camp (``妖狐 小弟``): it joins the fox's camp (told), gains a permanent [通灵] (the
gift's skill, ruling N11) and holds the [妖狐小弟] bond, by which it takes [致死伤害] in the chain
妖狐小弟自杀 when the fox goes out (``damage.CHAINS``).  While 化形 works (a <强制> skill: [遗忘]
suspends it), the fox holds [不死] against every out but its check death and the top vote, and a
查验 by a role whose card is a 验人系 one files [致死伤害] from that role in the slot 妖狐被查验.
The camp wins when it and one other camp are all that is not judged lost; while a fox is alive
(its camp not lost), no other camp wins (a declared blocker of the win model).  Rulings N270-N279.
"""

from __future__ import annotations

from rulesets.engine import Condition, Game, RoleSpec, SkillInstance, SkillSpec

from ..common import SEER, VILLAGE, counted, table
from ..damage import CAUSE, hurt
from ..passives import Passive
from ..skills import instance
from ..statuses import give
from . import high_monk, mirror_maiden, possession_spirit, priest
from .gifts import SPIRIT
from .surface_look import ask_look

TRANSFORM = SkillSpec("transform", "化形", "化形", "Shapeshift", "开局",
                      "At the start choose your surface camp, identity and knife; checked by a "
                      "role whose card is a seer-family one, you take [致死伤害] from it; [不死] "
                      "against every other out but the top vote.", ("强制",))
ROLE = RoleSpec("demon_fox", "妖狐", "妖狐", "Demon Fox", camp="demon_fox", skills=(TRANSFORM,),
                line=672, strength=30)
#: the bond of the 小弟 (sourced by its fox): the chain 妖狐小弟自杀 reads it
MINION = "fox_minion"
#: where the check death settles (妖狐被查验, the tally's slot) and the out cause of the top vote
CHECKED, TOP_VOTE = "fox_checked", "exile"
#: 化形's [不死]: against every hit but the check death and the top vote (the engine's ``-tag``)
PASSIVE = Passive(TRANSFORM.id, (("undying", (f"-{CAUSE}{CHECKED}", f"-{CAUSE}{TOP_VOTE}")),))
#: 查验 that kill (rulings N272, N340): the 验人系 cards' own [指定] checks, whose 结算效果 feeds back
#: the 结算目标's identity, camp or knife (凭依, 侦测, 超度, 问镜); they kill only in the hands of a
#: role whose card prints that same skill (同名技能…只要实际身份对应正确, line 676): the gifts' and
#: presents' checks (通灵, 预言, 石像鬼的查验) belong to no 验人系 card and never kill
CHECKS = frozenset({possession_spirit.POSSESS.id, priest.DETECT.id, high_monk.EXORCISE.id,
                    mirror_maiden.ASK.id})
#: the 小弟's [通灵] (额外获得技能: permanent, not a gift used once)
ORIGIN = "fox_minion"


def foxes(g: Game) -> list[int]:
    """The seats dealt the 妖狐 card (its actual identity, never changed)."""
    return [s.index for s in g.seats if s.original_role.id == ROLE.id]


def opening(g: Game):
    """妖狐 化形与拉小弟 (开局): each fox, in seat order, chooses its look (化形), then its 小弟."""
    for me in foxes(g):
        inst = g.seats[me].skill(TRANSFORM.id)
        if inst is not None and g.can_use(me, TRANSFORM.id):
            yield from transform(g, me, inst)
        recruit(g, me)


def transform(g: Game, me: int, inst: SkillInstance):
    """化形: the surface camp, identity and knife the fox reads as from now on (at 开局, or at once
    for a role that takes the skill refreshed, line 117)."""
    look = yield from ask_look(g, me)
    g.seats[me].apparent.update(look)
    inst.data["look"] = dict(look)


def recruit(g: Game, fox: int) -> None:
    """妖狐出现时，随机一个村民阵营的角色 (the storyteller's pick) joins the fox's camp (told), gains
    [通灵] and the bond by which it follows the fox out."""
    from ..camps import move
    village = [s.index for s in g.seats if s.alive and s.camp == VILLAGE and counted(g, s.index)
               and s.index != fox]
    if not village:
        return
    minion = g.story.pick(village, "妖狐 小弟")
    table(g).fox_minions[fox] = minion
    move(g, minion, g.seats[fox].camp)
    g.grant(minion, [instance(SPIRIT, ORIGIN)], ORIGIN)
    give(g, minion, MINION, fox)


def on_aimed(g: Game, source: int, skill: str, finals: list[int]) -> None:
    """若自己被验人系身份查验时，妖狐会受到来自于技能来源的<致死伤害>: a 查验 whose user's card is the
    验人系 one that prints it (its actual identity, whatever way it holds the skill: 同名技能…只要
    实际身份对应正确) on a role holding a working 化形 files [致死伤害] from the user (妖狐被查验)."""
    card = g.seats[source].original_role
    if skill not in CHECKS or SEER not in card.tags or all(k.id != skill for k in card.skills):
        return
    for t in finals:
        if t != source and g.seats[t].alive and g.seats[t].skill(TRANSFORM.id) is not None \
                and g.can_use(t, TRANSFORM.id):
            hurt(g, source, t, "lethal", CHECKED)


def only_one_other(g: Game) -> bool:
    """尚未判负的阵营仅有妖狐阵营和一个其他阵营: the camps some counted seat holds, less the lost
    ones, are the fox's and exactly one other."""
    unlost = {s.camp for s in g.seats if counted(g, s.index)} - g.lost
    return ROLE.camp in unlost and len(unlost) == 2


def veto(g: Game, camp: str) -> bool:
    """有阵营宣布胜利时，妖狐仍然存活，会导致其他阵营无法获胜: ``camp`` may not win while a living fox
    is of another camp, that camp not judged lost (ruling N276)."""
    return any(g.seats[f].alive and g.seats[f].camp != camp and g.seats[f].camp not in g.lost
               for f in foxes(g))


CAMP_WINS = {ROLE.camp: (Condition("尚未判负的阵营仅有妖狐阵营和一个其他阵营", only_one_other,
                                   instant=False),)}
