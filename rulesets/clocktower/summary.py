"""A short rules summary of [M199] Fate/strange Fake (clocktower) for players' prompts (zh, en),
ending with the script in play: the characters a setup may deal (the implemented ones; the
script is public knowledge, and 寻回记忆 guesses among it)."""

from .roles import IMPLEMENTED, ROLES

TYPE_NAMES = {"zh": {"townsfolk": "镇民", "outsider": "外来者", "minion": "爪牙", "demon": "恶魔"},
              "en": {"townsfolk": "townsfolk", "outsider": "outsiders", "minion": "minions",
                     "demon": "demons"}}


def script_line(lang: str) -> str:
    """The script in play, by type, in the script's order."""
    parts = []
    for side, word in TYPE_NAMES[lang].items():
        names = [(r.zh if lang == "zh" else r.en) for r in ROLES if r.side == side and r.id in IMPLEMENTED]
        parts.append(f"{word}（{'、'.join(names)}）" if lang == "zh" else f"{word}: {', '.join(names)}")
    if lang == "zh":
        return "本局剧本（可能在场的角色）：" + "；".join(parts) + "。"
    return "The script in play (the characters a setup may deal): " + "; ".join(parts) + "."


SUMMARY = {
    "zh": (
        "染·钟楼谜团（血染钟楼），12人，全员追忆：开局7镇民2外来者2爪牙1恶魔（受配板技能影响），镇民与外来者为善良阵营，"
        "爪牙与恶魔为邪恶阵营。没有人被告知自己的身份，只知道“失忆的<类型>”（酒鬼以为自己是镇民，疯子以为自己是恶魔）。"
        "每名玩家白天（死后也可以）可拜访说书人：寻回记忆（说出一个身份，得知是否是自己的身份）、旁敲侧击（描述自己的技能："
        "时机、目标、效果，得知无关/有关/接近/完美）；两者一定为真。每个黄昏公布已知道自己身份的人数。首夜爪牙与恶魔互认，"
        "恶魔得知三个不在场的善良身份。夜晚按顺序唤醒有夜晚技能的玩家：你只会被问“选择一名角色”之类的问题，得知信息时只看到"
        "信息本身（数字、是否、角色与身份……）。醉酒或中毒的玩家技能无效，说书人可给他假信息。白天：公聊（第一天上午只能私聊）、"
        "私聊、宣言（任何人都可以模仿，只有真正的角色有效果）、提名（每人每天提名与被提名各一次，死人也可被提名）与投票"
        "（是/否；死人只有一次“是”）。白天结束时，得票最高且唯一、且票数的两倍不少于存活人数的被提名者被处决；一旦有人被处决，"
        "白天技能和提名结束。死亡的角色失去技能（无视死亡的除外），死后仍可发言、投票。善良阵营：没有存活的恶魔时获胜；"
        "邪恶阵营：只剩两名存活角色且恶魔存活时获胜；技能可改变胜负（镇长、哥布林、镜像双子、主谋……）。圣洁之魂：邪恶玩家至多四名。"
    ) + script_line("zh"),
    "en": (
        "Blood on the Clocktower for 12 players, everyone amnesiac: 7 townsfolk, 2 outsiders, 2 "
        "minions and 1 demon (setup abilities change the counts); townsfolk and outsiders are good, "
        "minions and the demon evil. Nobody is told their character, only 'an amnesiac <type>' (the "
        "Drunk believes it is a townsfolk, the Lunatic a demon). By day every player, dead or alive, "
        "may visit the storyteller: recall (name a character, learn whether it is yours) and hint "
        "(describe your ability: when, what it chooses, what it does; learn unrelated / related / "
        "close / perfect); both are always true. Each dusk the storyteller announces how many "
        "players know their character. On the first night the minions and the demon learn each "
        "other and the demon learns three good characters not in play. At night players with "
        "abilities are woken in order: you are only asked 'choose a player' and the like, and you "
        "learn the information itself (a number, yes/no, players and a character...). A drunk or "
        "poisoned player's ability does nothing and the storyteller may lie to it. By day: a "
        "public thread (day 1 opens with private posts only), private threads, declarations "
        "(anyone may imitate one; only the real character's counts), nominations (each player "
        "nominates and is nominated at most once a day; the dead may be nominated) and yes/no "
        "votes (the dead have one 'yes' left). At the day's end the nominee with the most votes, "
        "alone at the top, with twice its votes at least the living, is executed; after an "
        "execution no more day abilities or nominations. The dead lose their abilities (but those "
        "that ignore death) and still talk and vote. Good wins when no demon lives; evil wins when "
        "only two players live and a demon is among them; abilities can change that (Mayor, "
        "Goblin, Evil Twin, Mastermind...). At most four evil players are ever in play. "
    ) + script_line("en"),
}
