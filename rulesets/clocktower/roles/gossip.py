"""镇民 20. 造谣者 (line 89)

造谣[白天]<宣言>：公开声明：“（造谣者角色名）是造谣者，发布谣言：xxxx”，其中xxxx必须是一个命题；结算效果：如果该声明明确且为真，
则使造谣者获得[造谣成功]标记，持续至下一个黎明。
如果夜晚造谣者拥有[造谣成功]标记：
泛滥[夜晚*]<被动>：说书人对一名角色造成一次死亡判定。

Anyone may make the declaration (line 7: 不拥有该技能的角色也可以模仿发表公开声明，但没有效果): a post's
``gossip`` option (open as the 猎手's is, ruling CT19), then a proposition from the menu of
:mod:`..propositions` (ruling CT-gossip-menu: a free rumour cannot be judged by rules; every menu
proposition is 明确), read as things register to the 造谣者 (C10); the rumour is public.  A holder
whose rumour is true holds [造谣成功] until the next dawn (tied to 泛滥: it lapses if the 造谣者 dies
or loses the ability).  造谣 is not <限定>: the holder may spread a
rumour on any post; one true rumour is enough, a false one takes nothing away (CT-gossip-often).
泛滥 runs at 造谣者[泛滥] (其他夜晚, line 736, after the demons' kills and 刺客, 教父, 歌伶): with the
marker and the ability working, the storyteller judges one living player of its choice (``gossip
death``; the 造谣者 itself allowed), a townsfolk's ability ([庇护] does not stop it; [不死] and the
镇长 do).  Drunk or poisoned when it declares, the marker is made all the same (line 9: 造成或解除标记
的技能不受影响; CT-audit-a1-1); drunk or poisoned at night, 泛滥 fails and nobody is judged
(CT-gossip-drunk).
"""

from rulesets.engine import Game, SkillInstance, SkillSpec

from .. import propositions
from ..characters import DECLARE, PASSIVE, ability, character
from ..common import marks, works
from ..deaths import judge
from ..statuses import marker, next_dawn

RUMOUR = ability("gossip_rumour", "造谣", "Gossip", "白天",
                 "By day, declare publicly a rumour: if it is true, you hold [造谣成功] until dawn.",
                 (DECLARE,), aim="none", does="other")
FLOOD = ability("gossip_flood", "泛滥", "Spread", "夜晚*",
                "Each night* you hold [造谣成功], the storyteller gives a player a death judgement.",
                (PASSIVE,), aim="none", does="kill")
ROLE = character("gossip", "造谣者", "Gossip", "townsfolk", (RUMOUR, FLOOD), line=89, number=20)
PROCEDURES = (
    SkillSpec("gossip_menu", "造谣：命题", "造謠：命題", "Gossip: which proposition", "白天",
              "Declare: '(me) am the 造谣者, rumour: ...': the kind of proposition."),
    SkillSpec("gossip_player", "造谣：角色", "造謠：角色", "Gossip: about whom", "白天",
              "The player the rumour is about."),
    SkillSpec("gossip_character", "造谣：身份", "造謠：身份", "Gossip: which character", "白天",
              "The character the rumour names."),
)


def declare(g: Game, seat: int):
    """The post's ``gossip``: a proposition from the menu, declared in public; a holder of 造谣
    acts on it (:func:`rumour`)."""
    prop = yield from propositions.ask(g, seat, "gossip_menu", "gossip_player", "gossip_character")
    if prop is None:
        return
    g.emit("declare", seat=seat, what="gossip", **prop.fields())
    rumour(g, seat, prop)


def rumour(g: Game, me: int, prop: propositions.Proposition) -> None:
    """造谣: a holder's true rumour gives it [造谣成功] until the next dawn (drunk or poisoned too:
    a marker, line 9)."""
    inst = g.seats[me].skill(RUMOUR.id)
    if inst is None or g.seats[me].skill(FLOOD.id) is None or not marks(g, me, inst):
        return
    if propositions.truth(g, me, prop) and "gossip_true" not in g.seats[me].statuses:
        marker(g, me, "gossip_true", me, FLOOD.id, until=next_dawn(g))


def flood(g: Game, me: int, inst: SkillInstance):
    """泛滥: with [造谣成功], the storyteller gives a living player of its choice a death judgement."""
    if "gossip_true" not in g.seats[me].statuses or not works(g, me, inst):
        return
    pool = g.living()
    if pool:
        t = g.story.decide("gossip death", pool, {"seat": me}, seats=True)
        judge(g, t, me, "ability")
    return
    yield


NIGHT = {FLOOD.id: flood}
