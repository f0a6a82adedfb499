"""How scenario names map onto each ruleset's decisions (scenario vocabulary)."""

from __future__ import annotations

from dataclasses import dataclass, field

#: skills scripted through another decision: skill id -> (decision kind, option answered there)
LEADS = {"explode": ("speech", "explode"), "white_take": ("speech", "explode"),
         "duel": ("speech", "duel"), "withdraw": ("speech", "withdraw"),
         "poison": ("witch", "poison"), "antidote": ("witch", "antidote")}
#: the decision that follows an option, answered by the act's ``target``
FOLLOWS = {("speech", "explode"): "take", ("speech", "duel"): "duel", ("witch", "poison"): "poison"}
#: skill ids whose decision kind has another name
KINDS = {"black_take": "take", "white_take": "take", "antidote": "witch"}
#: names the ruleset's index does not carry (the witch form's two potions)
EXTRA_SKILLS = {"poison": "poison", "毒药": "poison", "毒藥": "poison",
                "antidote": "antidote", "解药": "antidote", "解藥": "antidote"}
OPTION_ALIASES = {
    "预言家": "seer", "預言家": "seer", "女巫": "witch", "守卫": "guard", "守衛": "guard",
    "种狼": "seed_wolf", "種狼": "seed_wolf", "隐狼": "hidden_wolf", "隱狼": "hidden_wolf",
    "血月使徒": "blood_moon_apostle", "天黑前": "before", "天亮后": "after", "天亮後": "after",
    "顺时针": "clockwise", "順時針": "clockwise", "逆时针": "counterclockwise",
    "逆時針": "counterclockwise", "解药": "antidote", "解藥": "antidote", "毒药": "poison",
    "毒藥": "poison", "感染": "infect", "上警": "run", "自爆": "explode", "决斗": "duel",
    "決鬥": "duel", "退水": "withdraw",
}


@dataclass(frozen=True)
class Dialect:
    """How scenario names map onto one ruleset's decisions: skills scripted through another
    decision (``leads``), the target decision that follows an option (``follows``; a ruleset's
    ``follow_ups`` complete it), decision kinds named differently (``kinds``), extra skill names,
    option aliases, and the decision kind the ``[knife]`` shorthand answers."""

    leads: dict = field(default_factory=dict)
    follows: dict = field(default_factory=dict)
    kinds: dict = field(default_factory=dict)
    extra_skills: dict = field(default_factory=dict)
    options: dict = field(default_factory=dict)
    knife: str = "knife"


DIALECTS = {
    "seal": Dialect(LEADS, FOLLOWS, KINDS, EXTRA_SKILLS, OPTION_ALIASES),
    "dark_moon": Dialect(
        leads={"duel": ("speech", "duel"), "appoint": ("speech", "appoint"),
               "surrender": ("speech", "surrender"), "hasten": ("speech", "hasten"),
               "delay": ("speech", "delay")},
        follows={("speech", "duel"): "duel", ("speech", "appoint"): "appoint"},
        options={"狼人": "cat_wolf", "神职": "cat_god", "神職": "cat_god", "村民": "cat_villager",
                 "占卜": "gift_divine", "毒药": "gift_poison", "毒藥": "gift_poison",
                 "最后一枪": "gift_gun", "最後一槍": "gift_gun", "不死": "undying",
                 "救药": "antidote", "救藥": "antidote", "决斗": "duel", "決鬥": "duel",
                 "选举": "appoint", "選舉": "appoint", "投降": "surrender", "加速": "hasten",
                 "延时": "delay", "延時": "delay"},
        knife="kill"),
}
