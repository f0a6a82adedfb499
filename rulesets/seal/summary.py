"""A short rules summary of the 封印 board for players' prompts (zh and en)."""

SUMMARY = {
    "zh": (
        "封印板子，24人：好人阵营神职8人（月女、驯熊师、乌鸦、狐狸、骑士、名媛、守墓人、演员），"
        "民边8人（混血儿、7个平民）；狼人阵营7人（白狼王、黑狼王、战狼、狼美人、石像鬼、梦魇、恶灵），"
        "共用狼刀并在狼队频道商量；第三方吹笛者。夜晚按固定顺序行动，白天：第一天警长竞选"
        "（警长放逐投票算2.5票、辅警1.5票，警长决定发言顺序并最后发言），然后发言、放逐投票，平票进入两轮PK。"
        "狼人可在自己发言时自爆（当天结束，当天死者无遗言）。"
        "屠边：好人阵营的神职或民边全部死亡则狼人胜；所有非好人阵营玩家死亡则好人胜；"
        "吹笛者在所有其他存活玩家都被迷惑时单独获胜；优先级 第三方>狼人>好人。"
    ),
    "en": (
        "The Seal board, 24 players. Village camp: 8 gods (Moon Maiden, Bear Tamer, Crow, Fox, "
        "Knight, Socialite, Gravekeeper, Actor) and 8 villager-side (Half-Blood, 7 Villagers). "
        "Wolf camp: 7 special wolves (White Wolf King, Black Wolf King, War Wolf, Wolf Beauty, "
        "Gargoyle, Nightmare, Evil Spirit) who share one night knife, agreed in the wolf chat. "
        "Third party: the Piper. Nights follow a fixed action order. Day 1 starts with a sheriff "
        "election (the sheriff's exile vote counts 2.5, the deputy's 1.5; the sheriff sets the "
        "speaking order and speaks last); every day has speeches and an exile vote, ties go to two "
        "PK rounds. A wolf may self-explode on its own speech turn: the day ends at once and nobody "
        "dying that day has last words. Wolves win when all village gods or all villager-side "
        "players are dead; the village wins when every non-village player is dead; the Piper wins "
        "alone when every other living player is charmed. Priority: third party > wolves > village."
    ),
}
