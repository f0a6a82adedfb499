"""统计出局名单 (lines 1056-1064): the night's out-effects are settled in this order, 29 entries.

下列顺序统计出局名单
二次流血	食尸鬼吞噬失败	狼人杀人	其余身份杀人
狙击手狙击	大野狼野性	饕餮暴食	狼巫光明湮灭
黑蝙蝠反弹	恶灵骑士反弹	白狼撕咬	瘟神瘟疫爆发
老司机车祸	寂夜导师/白昼学者时波混乱	帝尊魔皇/九天圣人日月合击	牧师天火
猎魔人猎杀	裁决者裁决辉耀	朱雀天火	特工伏击
范海辛追猎	使徒长眠	女巫毒药	其他身份毒药
圣诞坏礼物	潘多拉坏礼物	妖狐被查验	蚀日侍女偷秩序暴毙
死神追魂

A slot ``skill:origin`` not listed (a gifted copy, 猎魔人's own death ``hunt:self``) settles
right after its skill's slot (the engine's :class:`~rulesets.engine.Tally`), rulings N83.
"""

from __future__ import annotations

#: (slot id, the rulebook's entry) in settlement order
TALLY: tuple[tuple[str, str], ...] = (
    ("second_bleed", "二次流血"),
    ("ghoul_fail", "食尸鬼吞噬失败"),
    ("pack_kill", "狼人杀人"),
    ("other_kill", "其余身份杀人"),
    ("snipe", "狙击手狙击"),
    ("wild", "大野狼野性"),
    ("gluttony", "饕餮暴食"),
    ("annihilate", "狼巫光明湮灭"),
    ("bat_rebound", "黑蝙蝠反弹"),
    ("evil", "恶灵骑士反弹"),
    ("bite", "白狼撕咬"),
    ("plague", "瘟神瘟疫爆发"),
    ("crash", "老司机车祸"),
    ("time_chaos", "寂夜导师/白昼学者时波混乱"),
    ("sun_moon", "帝尊魔皇/九天圣人日月合击"),
    ("heaven_fire", "牧师天火"),
    ("hunt", "猎魔人猎杀"),
    ("verdict", "裁决者裁决辉耀"),
    ("vermilion_fire", "朱雀天火"),
    ("ambush", "特工伏击"),
    ("chase", "范海辛追猎"),
    ("eternal_sleep", "使徒长眠"),
    ("witch_poison", "女巫毒药"),
    ("other_poison", "其他身份毒药"),
    ("santa_bad", "圣诞坏礼物"),
    ("pandora_bad", "潘多拉坏礼物"),
    ("fox_checked", "妖狐被查验"),
    ("maid_order", "蚀日侍女偷秩序暴毙"),
    ("soul_chase", "死神追魂"),
)
SLOTS: tuple[str, ...] = tuple(s for s, _ in TALLY)
SLOT_ZH = dict(TALLY)
