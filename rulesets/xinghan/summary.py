"""A short rules summary of 星汉灿烂 for players' prompts (zh and en)."""

SUMMARY = {
    "zh": (
        "星汉灿烂，23人，每个身份一张：狼人阵营（狼后、狼王、猎狼、狼判官）、妖狐阵营（妖狐、灵能、天使）、"
        "赌徒阵营（赌徒、赌徒的影子、游侠）、毒士阵营（毒士、铁柱，互知）、宝藏阵营（宝藏、守宝人、地雷）、"
        "吹笛者阵营（吹笛者、洞察者）、镜阵营（镜），以及五个不定身份（幽灵、混血儿、人质、打工人、顺从的女仆），"
        "开局选择一名角色并加入其阵营，之后随其阵营转变（女仆在<顺从>前无阵营）。各阵营互不相知（狼王可用<统领>"
        "组建狼群）。白天分若干轮发帖（每个发言动作算一帖），不足五帖、未投票各得黄牌，三黄一红，红牌在投票后出局。"
        "投票可弃权、可改票一次（加速时不可）；票数含打工加票、骰子6加票，被诅咒者得票加倍；唯一最高票出局，平票无人"
        "出局；票台上的角色、前两日的游侠、被守护者不会被投出。夜晚按-2至16的顺序行动，指杀在第16步按出刀顺序结算："
        "救治无效→警惕→天罡护体→出局。镜在夜晚反射指向它的技能。各阵营先判负、不公示、成员不出局；"
        "胜利优先级：镜>吹笛者>赌徒>毒士>宝藏>妖狐>狼人，只有一个阵营获胜，最后一个未判负的阵营获胜。"
        "宝藏阵营：第六天白天开始宝藏或守宝人存活且属于宝藏阵营即获胜。"
    ),
    "en": (
        "Xinghan (星汉灿烂), 23 players, one card each: the wolves (Queen, King, Hunter, Judge), the "
        "foxes (Fox, Psychic, Angel), the gamblers (Gambler, Shadow, Ranger), the poison sages "
        "(Sage, Iron Pillar; they know each other), the treasure (Treasure, Keeper, Landmine), the "
        "pipers (Piper, Insighter), the Mirror, and five undetermined cards (Ghost, Half-Blood, "
        "Hostage, Worker, Obedient Maid) that pick a role at the start and join and follow its camp "
        "(the Maid has no camp until she obeys). Camps do not know each other (the Wolf King builds a "
        "pack with Command). A day is rounds of posts (each speech act is one post): fewer than five "
        "posts or no vote is a yellow card, three yellows a red card, out after the vote. A vote may "
        "abstain and change once (not when accelerated); the Worker's bonus and the die's 6 add votes, "
        "a cursed role's votes count double; the single top role goes out, a tie sends nobody; roles "
        "on the Platform, the Ranger on days 1-2 and a protected role cannot be voted out. Nights run "
        "steps -2 to 16; every targeted kill settles at step 16 in stab order: cure voids it -> "
        "vigilance -> the Ranger's aegis -> out. The Mirror reflects night skills aimed at it. A camp "
        "meeting a lose condition is lost first, unannounced, its members stay in; the winner's "
        "priority is Mirror > Piper > Gambler > Sage > Treasure > Fox > Wolf, one winner, the last "
        "camp not lost wins. The treasure camp wins when day 6 starts with the Treasure or the Keeper "
        "alive in the treasure camp."
    ),
}
