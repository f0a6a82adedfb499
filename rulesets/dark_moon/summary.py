"""A short rules summary of 暗月 V2.0 for players' prompts (zh and en)."""

SUMMARY = {
    "zh": (
        "狼人 暗月 V2.0，默认21人：狼人5、神职9（占卜师、女巫、猎人、守卫、骑士、黑商、魔术师、摄梦人、潜行者）、"
        "村民5、混血儿、吹笛者。发牌时随机一名狼人、一名神职、一名村民组成暗月阵营（互知共群，神职获得暗月强化，"
        "暗月狼人有单独的杀人与选举）。其余狼人共群并共享杀人、选举。第一天为竞选日：投票最先获得最高票者当选警长"
        "（此后警长投票算两票，平票时警长所投者出局）；之后每天发言、投票（投票内容公开、计数隐藏，只宣布最高票；"
        "可改票一次），唯一最高票出局。夜晚：早夜魔术师交换，深夜其余技能，凌晨女巫；伤害与防御比较："
        "不死>致死伤害>坚韧>穿透>守护>指杀。出局后在晨曦/黄昏可开枪（不能连续开枪），前N个出局者有遗言（N=狼人数）。"
        "判负：狼人阵营的狼人全部出局；村民阵营的神职或村民全部出局；暗月三人全部出局；吹笛者出局。"
        "吹笛者存活且其他阵营存活角色全部被吹笛则吹笛者胜，否则最后一个未判负的阵营获胜。"
    ),
    "en": (
        "Dark Moon V2.0, 21 players by default: 5 Werewolves, 9 gods (Diviner, Witch, Hunter, Guard, "
        "Knight, Black Merchant, Magician, Dreamcatcher, Stalker), 5 Villagers, a Half-Blood and a "
        "Piper. At the deal one random werewolf, god and villager form the dark-moon camp (they "
        "know each other and share a chat; its god gains a dark-moon boost; its wolf has its own "
        "kill and leader election). The other werewolves share a chat, a kill and a leader "
        "election. Day 1 is the election day: the first role to reach the top vote becomes sheriff "
        "(afterwards its vote counts twice and decides ties). Every later day: discussion, then a "
        "vote (ballots public, counts hidden, only the top is announced; one change allowed); a "
        "single top role goes out. Nights: early night (magician swap), deep night (every other "
        "skill), small hours (witch). Damage vs defence: undying > lethal > tough > pierce > guard "
        "> targeted kill. Guns fire at the next dawn/dusk after going out (no chained shots); the "
        "first N outs leave last words (N = number of werewolves). A camp loses when: all "
        "wolf-camp werewolves are out; all village gods or all village villagers are out; all "
        "three dark-moon members are out; the piper is out. The piper wins if alive with every "
        "living role of the other camps piped; otherwise the last camp not judged lost wins."
    ),
}
