"""How clocktower is shown: the amnesia variant's words (nobody is told a character, only "失忆的
镇民"), results by their shape, nominations and votes, declarations, the private threads and the
小怪宝 chat, the day's sub-phases, option names (the day abilities, 旁敲侧击's words, every
character), the rules summary and rulebook paragraphs for language models, the vector features
and the scenario words."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from rulesets.engine import features as fx
from rulesets.engine import templates
from rulesets.engine.dialect import Dialect
from rulesets.engine.forum import pair_channel
from rulesets.engine.presentation import (Channel, Presentation, RecordReading, SpeechActs,
                                          Template, Words, rulebook_paragraphs)

from . import hints, vocabulary
from .characters import TYPES
from .roles import MODULES, ROLES, catalogue, diviner
from .statuses import STATUSES
from .summary import SUMMARY

TYPE_WORDS = {k: Words(zh, en) for k, (zh, en) in TYPES.items()}
#: the day's sub-phases (``stage`` events)
STAGES = {"dawn": Words("黎明", "dawn"),
          "morning": Words("上午（仅私聊）", "morning (private posts only)"),
          "discussion": Words("讨论", "discussion"), "nominations": Words("提名与投票", "nominations"),
          "settlement": Words("白天结算", "the day's settlement"), "dusk": Words("黄昏", "dusk")}
#: worded result values: 修行者's direction, 将军's camp
VALUE_WORDS = {"clockwise": Words("顺时针", "clockwise"),
               "anticlockwise": Words("逆时针", "anticlockwise"),
               "good": Words("善良", "good"), "evil": Words("邪恶", "evil"),
               "even": Words("均势", "even"), "unknown": Words("我不知道", "I don't know")}
SEGMENTS = {"discussion": Words("讨论", "discussion"), "nominations": Words("提名阶段", "nominations")}
#: the most seats a board can have (12 players; seats added mid-game stay well below this)
MAX_SEATS = 20
#: the 小怪宝 minions' chat, and every private thread (私聊贴) of two players
CHANNELS = {
    "minions": Channel(Words("【爪牙群】", "[minions] "), Words("爪牙群", "Minions' chat")),
    **{pair_channel(a, b): Channel(Words(f"【私聊 {a + 1}号-{b + 1}号】", f"[private #{a + 1}-#{b + 1}] "),
                                   Words(f"私聊 {a + 1}号-{b + 1}号", f"Private #{a + 1}-#{b + 1}"))
       for a, b in combinations(range(MAX_SEATS), 2)},
}
#: 旁敲侧击's three questions: each facet's words
HINT_WORDS = {
    "when_first_night": Words("首夜", "on the first night"),
    "when_each_night": Words("每晚", "each night"),
    "when_other_nights": Words("首夜以外的夜晚", "each night but the first"),
    "when_day": Words("白天", "by day"), "when_setup": Words("配板", "at setup"),
    "when_passive": Words("被动（无时机）", "passively (no timing)"),
    "aim_none": Words("不选择目标", "chooses nothing"),
    "aim_player": Words("选择一名角色", "chooses a player"),
    "aim_two_players": Words("选择两名角色", "chooses two players"),
    "aim_three_players": Words("选择三名角色", "chooses three players"),
    "aim_player_and_character": Words("选择一名角色和一个身份", "chooses a player and a character"),
    "aim_character": Words("选择一个身份", "chooses a character"),
    "does_learn_number": Words("得知一个数字", "learns a number"),
    "does_learn_yes_no": Words("得知是或否", "learns yes or no"),
    "does_learn_player": Words("得知一名角色", "learns a player"),
    "does_learn_players": Words("得知几名角色", "learns players"),
    "does_learn_character": Words("得知一个身份", "learns a character"),
    "does_learn_player_and_character": Words("得知角色与身份", "learns a player and a character"),
    "does_learn_grimoire": Words("查看魔典", "sees the grimoire"),
    "does_drunk_or_poison": Words("造成醉酒或中毒", "makes someone drunk or poisoned"),
    "does_kill": Words("造成死亡", "kills"), "does_protect": Words("保护", "protects"),
    "does_change_character": Words("改变身份", "changes a character"),
    "does_change_alignment": Words("改变阵营", "changes an alignment"),
    "does_setup": Words("改变配板", "changes the setup"), "does_other": Words("其他", "something else"),
}
OPTIONS = {
    "whisper": Words("私聊", "write privately"), "recall": Words("寻回记忆", "recall your memory"),
    "hint": Words("旁敲侧击", "describe your ability"),
    "visit": Words("拜访说书人", "visit the storyteller"),
    "slay": Words("宣言：我是猎手，狩猎……", "declare: I am the Slayer, I slay ..."),
    "psycho_kill": Words("宣言：我是精神病患者，砍杀……", "declare: I am the Psychopath, I kill ..."),
    "juggle": Words("宣言：我是杂耍艺人，猜测……是……", "declare: I am the Juggler, I guess ... is ..."),
    "sing": Words("宣言：我是歌伶，邀请……参加歌会", "declare: I am the Singer, I invite ... to my song party"),
    "join": Words("宣言：我加入……的歌会", "declare: I join ...'s song party"),
    "gossip": Words("宣言：我是造谣者，发布谣言：……", "declare: I am the Gossip, rumour: ..."),
    "nominate": Words("提名", "nominate"),
    "rock": Words("石头", "rock"), "paper": Words("布", "paper"), "scissors": Words("剪刀", "scissors"),
    "wish_kill": Words("许愿：一名角色死亡", "wish: a player dies"),
    "wish_learn": Words("许愿：得知一名角色的身份", "wish: learn a player's character"),
    "wish_revive": Words("许愿：一名死亡角色复活", "wish: a dead player lives again"),
    "prop_character": Words("命题：某角色是某身份", "proposition: a player is a character"),
    "prop_evil": Words("命题：某角色是邪恶的", "proposition: a player is evil"),
    "prop_demon": Words("命题：某角色是恶魔", "proposition: a player is a demon"),
    "prop_in_play": Words("命题：某身份在场", "proposition: a character is in play"),
    "prop_impaired": Words("命题：某角色醉酒或中毒", "proposition: a player is drunk or poisoned"),
    **{f"number_{n}": Words(f"数字{n}", f"number {n}") for n in diviner.NUMBERS},
    **{f"memory_{k}": Words(f"第{k}段记忆", f"memory {k}") for k in (1, 2, 3)},
    **HINT_WORDS,
    **{r.id: Words(r.zh, r.en) for r in ROLES},
}
GRADES = {g: Words(hints.GRADE_ZH[g], g) for g in hints.GRADES}
STATUS_WORDS = {k.id: Words(k.zh, k.en) for k in STATUSES.kinds.values()}
DECLARED = {"slay": Words("是猎手，狩猎", "am the Slayer and slay"),
            "psycho_kill": Words("是精神病患者，砍杀", "am the Psychopath and kill"),
            "goblin": Words("是哥布林", "am the Goblin"),
            "juggle": Words("是杂耍艺人，猜测", "am the Juggler and guess"),
            "sing": Words("是歌伶，邀请参加歌会：", "am the Singer and invite to my song party:"),
            "join": Words("加入歌会：", "join the song party of"),
            "gossip": Words("是造谣者，发布谣言：", "am the Gossip, rumour:"),
            # 炼金术士 相克4 (line 207): the guess names the 间谍 / 寡妇 (``about``) and a player
            "alchemist_guess": Words("猜测", "guess")}
#: the storyteller's named decisions (the god view's words for a call's ``why``)
DECISIONS = {
    "register": Words("登记为", "registers as"), "cover": Words("认知覆盖", "cognitive cover"),
    "demon bluffs": Words("恶魔的伪装身份", "the demon's bluffs"),
    "red herring": Words("占卜师的宿敌", "the red herring"),
    "tinker dies": Words("修补匠死亡", "the Tinker dies"),
    "mayor bounce": Words("镇长的死亡转移", "the Mayor's death passes"),
    "starpass": Words("薪火：新的小恶魔", "star-pass: the new Imp"),
    "sweetheart drunk": Words("心上人：醉酒的角色", "the Sweetheart's drunk player"),
    "evil twin": Words("镜像双子的对立双子", "the Evil Twin's twin"),
    "widow told": Words("得知寡妇在场的角色", "who learns a Widow is in play"),
    "vigormortis poison": Words("亡骨魔：中毒的镇民", "the Vigormortis's poisoned townsfolk"),
    "pit-hag death": Words("麻脸巫婆：死亡的角色", "the Pit-Hag's extra death"),
    "pit-hag demon deaths": Words("麻脸巫婆：额外死亡数", "the Pit-Hag's extra deaths"),
    "demon becomes a minion": Words("麻脸巫婆：恶魔变为的爪牙", "the Pit-Hag's demon turned minion"),
    "wish clue": Words("巫师：得知线索的角色", "who gets the Wizard's clue"),
    "wish decoy": Words("巫师：线索中的另一名角色", "the other player of the clue"),
    "grant wish": Words("巫师的愿望实现", "the Wizard's wish is granted"),
    "cerenovus execute": Words("洗脑师：处决不疯狂的角色", "the Cerenovus executes"),
    "harpy deaths": Words("鹰身女妖：两人死亡", "the Harpy's deaths"),
    "mutant executed": Words("畸形秀演员被处决", "the Mutant is executed"),
    "boffin ability": Words("科学怪人给恶魔的技能", "the Boffin's ability"),
    "guhuoniao devours": Words("姑获鸟获得爪牙技能", "the Guhuoniao takes the ability"),
    "secret word": Words("灵言师的关键词", "the Mezepheles's word"),
    "secret phrase": Words("牙噶巴卜的关键词", "the Yaggababble's phrase"),
    "yaggababble kill": Words("牙噶巴卜：死亡判定", "the Yaggababble's death judgement"),
    "shabaloth revives": Words("沙巴洛斯：复活的角色", "the Shabaloth revives"),
    "lil monsta kill": Words("小怪宝的杀害", "Lil' Monsta's kill"),
    "gossip death": Words("造谣者的泛滥", "the Gossip's spread"),
    "babysitter tie": Words("照看者平票", "babysitter tie"),
    "rps": Words("说书人的猜拳", "the storyteller's throw"),
    "hermit ability": Words("隐士：拥有技能的外来者", "an outsider whose ability the Hermit has"),
    "plague doctor minion": Words("瘟疫医生：说书人获得的爪牙技能", "the Plague Doctor's minion ability"),
    "plague poison": Words("瘟疫医生：说书人投毒的角色", "the storyteller's poisoned player"),
    "plague assassin": Words("瘟疫医生：说书人刺杀", "the storyteller assassinates"),
    "plague assassin target": Words("瘟疫医生：说书人刺杀的角色", "the storyteller's assassinated player"),
    "plague baron count": Words("瘟疫医生：变成外来者的人数", "how many become outsiders"),
    "plague baron player": Words("瘟疫医生：变成外来者的角色", "the player who becomes an outsider"),
    "plague baron outsider": Words("瘟疫医生：变成的外来者", "the outsider it becomes"),
    "plague evil twin": Words("瘟疫医生：变为镜像双子的角色", "the player who becomes the Evil Twin"),
    "plague marionette": Words("瘟疫医生：变为提线木偶的角色", "the player who becomes the Marionette"),
    "plague minion": Words("瘟疫医生：获得爪牙技能的爪牙", "the minion who gains the ability"),
    "hint text": Words("旁敲侧击的评级", "the description's grade"),
    **{f"bluff script {k}": Words(f"布拉夫剧本（{zh}）", f"bluff script ({en})")
       for k, (zh, en) in TYPES.items()},
}
#: the grimoire's reasons (``why`` of a character, alignment or win record: ``角色[技能]``),
#: read as named options (``FIELDS``)
def _why_en(role: Any, skill: Any) -> str:
    """``Role: Ability`` (the role alone where the ability has no English name yet)."""
    if any("\u4e00" <= c <= "\u9fff" for c in skill.en):
        return role.en
    return skill.en if skill.en.startswith(f"{role.en}:") else f"{role.en}: {skill.en}"


WHYS = {f"{r.zh}[{a.zh}]": Words(f"{r.zh}[{a.zh}]", _why_en(r, a)) for r in ROLES for a in r.skills}
WHYS.update({"薪火": Words("薪火", "star-pass"),
             "麻脸巫婆[熬药]：小怪宝": Words("麻脸巫婆[熬药]：小怪宝", "Pit-Hag: Lil' Monsta")})



#: per information ability: which true answer, and what a deceived seat is told
STORY = {**DECISIONS, **{
    key: Words(f"{a.zh}{zh}", f"{a.en}{en}")
    for r in ROLES for a in r.skills
    for key, zh, en in ((f"result {a.id}", "：给出的信息", ": information told"),
                        (f"{a.id} truth", "：哪个真实信息", ": which true answer"),
                        (f"{a.id} character", "：身份", ": the character"),
                        (f"{a.id} players", "：两名角色", ": the players"))}}


def amnesia(r, ev) -> str:
    kind = r.words(TYPE_WORDS[ev.data["type"]])
    return f"你是失忆的{kind}：你不知道自己的身份。" if r.zh else \
        f"You are an amnesiac {kind}: you do not know your character."


def _statement(r, st: dict[str, Any]) -> str:
    """One statement the 博学者 is told (its kinds: ``roles/savant.py``)."""
    seats = [r.seat(x) for x in st.get("seats", ())]
    about = st["about"]
    if about == "evil":
        return f"{seats[0]}是邪恶阵营" if r.zh else f"{seats[0]} is evil"
    if about == "kind":
        kind = r.words(TYPE_WORDS[st["kind"]])
        return f"{seats[0]}是{kind}" if r.zh else f"{seats[0]} is a {kind}"
    if about == "character":
        return f"{seats[0]}是{r.role(st['role'])}" if r.zh else f"{seats[0]} is the {r.role(st['role'])}"
    if about == "same_team":
        return f"{seats[0]}与{seats[1]}阵营相同" if r.zh else f"{seats[0]} and {seats[1]} are on the same team"
    kind = r.words(TYPE_WORDS[st["kind"]])
    return f"其他角色中恰有{st['value']}名{kind}" if r.zh else \
        f"exactly {st['value']} of the others are {kind}s"


#: the 郎中's words (the script's printed ability names) in English; shared names read alike
ABILITY_WORDS = {a.zh: a.en for role in ROLES for a in role.skills}


def _said(r, d: dict[str, Any]) -> str:
    """What a result says, by its shape: numbers, yes/no, players and characters, the grimoire."""
    shape = d["skill"]
    if d.get("none"):
        return "没有该类型的角色在场" if r.zh else "none of that type is in play"
    if shape == "recall" and d.get("memory"):  # one of the 隐士's memories
        if r.zh:
            return f"第{d['memory']}段记忆{'是' if d['value'] else '不是'}{r.role(d['role'])}"
        return f"memory {d['memory']} is {'' if d['value'] else 'not '}the {r.role(d['role'])}"
    if shape == "recall":
        if r.zh:
            return f"你{'是' if d['value'] else '不是'}{r.role(d['role'])}"
        return f"you are {'' if d['value'] else 'not '}the {r.role(d['role'])}"
    if shape == "hint":
        return r.words(GRADES[d["value"]])
    if shape == "statements":  # two statements, one true and one false (博学者)
        return r.join(_statement(r, st) for st in d["statements"])
    if shape == "grimoire":
        return r.join(f"{r.seat(x['seat'])}{r.role(x['role'])}" if r.zh else
                      f"{r.seat(x['seat'])} {r.role(x['role'])}" for x in d["value"])
    if "seats" in d and "role" in d:
        return f"{r.seats(d['seats'])}：{r.role(d['role'])}" if r.zh else \
            f"{r.seats(d['seats'])}: {r.role(d['role'])}"
    if "seats" in d:
        said = r.seats(d["seats"])
        if d.get("demons"):
            said += f"（恶魔：{r.seats(d['demons'])}）" if r.zh else f" (demon: {r.seats(d['demons'])})"
        if isinstance(d.get("value"), bool):
            said += f"：{'是' if d['value'] else '否'}" if r.zh else f": {'yes' if d['value'] else 'no'}"
        elif isinstance(d.get("value"), int):  # a number about the chosen players (侍女)
            said += f"：{d['value']}" if r.zh else f": {d['value']}"
        return said
    if "roles" in d:
        return r.join(r.role(x) for x in d["roles"])
    if "role" in d:
        return r.role(d["role"])
    if isinstance(d.get("value"), bool):
        return ("是" if d["value"] else "否") if r.zh else ("yes" if d["value"] else "no")
    if d.get("value") in VALUE_WORDS:
        return r.words(VALUE_WORDS[d["value"]])
    if shape == "word" and not r.zh:  # 郎中: a printed ability name
        return ABILITY_WORDS.get(d.get("value"), str(d.get("value")))
    return str(d.get("value"))


def result(r, ev) -> str:
    """A result, shown by its shape (never by the ability that gave it)."""
    about = ev.data.get("target")
    said = _said(r, ev.data)
    if ev.data.get("proposition"):  # 艺术家: the proposition asked, then the answer
        named = f"（{r.role(ev.data['about'])}）" if ev.data.get("about") else ""
        said = f"{r.option(ev.data['proposition'])}{named}：{said}" if r.zh else \
            f"{r.option(ev.data['proposition'])}{named.replace('（', ' (').replace('）', ')')}: {said}"
    if about is not None:
        said = f"关于{r.seat(about)}：{said}" if r.zh else f"about {r.seat(about)}: {said}"
    return f"你得知：{said}。" if r.zh else f"You learn: {said}."


def votes(r, ev) -> str:
    d = ev.data
    who = r.seats(d["seats"])
    if r.zh:
        return f"{r.seat(d['seat'])}提名{r.seat(d['target'])}的投票：{d['count']}票（投“是”：{who}）。"
    return (f"The vote on {r.seat(d['seat'])}'s nomination of {r.seat(d['target'])}: "
            f"{d['count']} (yes: {who}).")


def whisper(r, ev) -> str:
    d = ev.data
    text = r.act(d["act"])
    if d.get("text"):
        text = f"{text} —— {d['text']}" if r.zh else f"{text} -- {d['text']}"
    return f"{r.seat(d['seat'])}：{text}" if r.zh else f"{r.seat(d['seat'])}: {text}"


def declare(r, ev) -> str:
    d = ev.data
    who, what = r.seat(d["seat"]), r.words(DECLARED[d["what"]])
    target = r.seat(d["target"]) if d.get("target") is not None else ""
    if d["what"] == "alchemist_guess":  # 炼金术士 相克4: a player is the 间谍 / 寡妇
        target = f"{r.seat(d['target'])}是{r.role(d['about'])}" if r.zh else \
            f"{r.seat(d['target'])} is the {r.role(d['about'])}"
    elif d.get("guesses"):  # 杂耍艺人: players and the characters guessed
        target = r.join(f"{r.seat(s)}是{r.role(c)}" if r.zh else f"{r.seat(s)} is the {r.role(c)}"
                        for s, c in d["guesses"])
    elif d.get("seats"):  # 歌唱: the invited players
        target = r.seats(d["seats"])
    elif d.get("proposition"):  # 造谣者: the rumour, a proposition of the menu, and what it names
        bits = [r.seat(d["target"])] if d.get("target") is not None else []
        bits += [r.role(d["about"])] if d.get("about") else []
        named = r.join(bits)
        target = r.words(OPTIONS[d["proposition"]]) + (f"（{named}）" if r.zh else f" ({named})")
    return f"{who}宣言：我{what}{target}。" if r.zh else f"{who} declares: I {what} {target}".rstrip() + "."


def babysitter(r, ev) -> str:
    """Told to the babysitter (no data), or to the minions' chat (``target``)."""
    if "target" not in ev.data:
        return "你照看小怪宝（你被视为恶魔）。" if r.zh else "You babysit Lil' Monsta (you count as the demon)."
    return f"照看小怪宝的是{r.seat(ev.data['target'])}。" if r.zh else \
        f"{r.seat(ev.data['target'])} babysits Lil' Monsta."


def wish(r, ev) -> str:
    d = ev.data
    granted = ("实现了" if d["granted"] else "没有实现") if r.zh else \
        ("granted" if d["granted"] else "not granted")
    return f"你的愿望（{r.option(d['wish'])}）{granted}。" if r.zh else \
        f"Your wish ({r.option(d['wish'])}) is {granted}."


def wish_clue(r, ev) -> str:
    """The clue a granted wish leaves: two players, one of them the 巫师 (or: you were seen)."""
    if "seats" not in ev.data:
        return "线索：你被巫师的愿望选中了。" if r.zh else "A clue: a Wizard's wish chose you."
    return f"线索：{r.seats(ev.data['seats'])}中有一名巫师。" if r.zh else \
        f"A clue: one of {r.seats(ev.data['seats'])} is a Wizard."


def status(r, ev) -> str:
    name = r.words(STATUS_WORDS.get(ev.data["status"], Words(ev.data["status"], ev.data["status"])))
    return f"你获得了状态：{name}。" if r.zh else f"You gain a status: {name}."


def rps(r, ev) -> str:
    d = ev.data
    if r.zh:
        return f"{r.seat(d['seat'])}与{r.seat(d['against'])}猜拳：{r.option(d['throw'])}对{r.option(d['other'])}。"
    return (f"{r.seat(d['seat'])} plays rock-paper-scissors with {r.seat(d['against'])}: "
            f"{r.option(d['throw'])} against {r.option(d['other'])}.")


EVENTS = {
    **templates.GENERIC_EVENTS,
    "amnesia": amnesia,
    "result": result,
    "recalled": Template("你找回了记忆：你的身份是{role}。", "Your memory returns: you are the {role}."),
    "revived": Template("{seats}复活了。", "{seats} came back to life."),
    "nomination": Template("{seat}提名处决{target}。", "{seat} nominates {target} for execution."),
    "votes": votes,
    "vote_closed": Template("对{target}的投票已结束（票型与票数不公开）。",
                            "The vote on {target} is closed (ballots and count kept secret)."),
    "executed": Template("{seat}被处决。", "{seat} is executed."),
    "declare": declare,
    "known": Template("黄昏：已经知道自己身份的角色有{count}名。",
                      "Dusk: {count} players know their character."),
    "rps": rps,
    "whisper": whisper,
    "alignment": Template("你的阵营转变为{camp}。", "Your alignment is now {camp}."),
    "brainwashed": Template("你被洗脑：明天你必须疯狂地证明自己是{role}，否则可能被处决。",
                            "You are brainwashed: tomorrow be mad about being the {role}, "
                            "or you might be executed."),
    "incited": Template("你被煽动：明天你必须疯狂地证明{target}是邪恶的，否则你们两人都可能死亡。",
                        "You are incited: tomorrow be mad that {target} is evil, or you both might die."),
    "babysitter": babysitter,
    "babysit_proposal": Template("{seat}提议由{target}照看小怪宝。",
                                 "{seat} proposes {target} to babysit Lil' Monsta."),
    "script": Template("你的布拉夫剧本：{roles}。", "Your bluff script: {roles}."),
    "visit": Template("你拜访了说书人：什么也没有发生。", "You visit the storyteller: nothing happens."),
    "wish": wish,
    "wish_clue": wish_clue,
    "widow_in_play": Template("{role}在场。", "A {role} is in play."),
    "reveal": Template("说书人公布：{seat}是{role}。", "The storyteller announces: {seat} is the {role}."),
    "not_gained": Template("说书人告诉你：你实际上并没有获得{role}的技能。",
                           "The storyteller tells you: you never gained the {role}'s abilities."),
    "fox_in_play": Template("{role}在场。", "A {role} is in play."),
    "status": status,
    # the storyteller's records (no seat's audience: the god view reads them)
    "character_change": Template("（魔典）{seat}的身份变为{role}（{why}）。",
                                 "(grimoire) {seat} becomes the {role} ({why})."),
    "alignment_change": Template("（魔典）{seat}转为{camp}（{why}）。",
                                 "(grimoire) {seat} turns to {camp} ({why})."),
    "alignment_refused": Template("（魔典）圣洁之魂：{seat}没有转为邪恶（{why}）。",
                                  "(grimoire) Spirit of Ivory: {seat} does not turn evil ({why})."),
    "ability_win": Template("（魔典）{camp}因技能获胜（{why}）。",
                            "(grimoire) {camp} wins by an ability ({why})."),
    "mastermind": Template("（魔典）主谋：游戏再进行一个夜晚和一个白天。",
                           "(grimoire) Mastermind: one more night and day."),
}
FIELDS = {**templates.GENERIC_FIELDS, "demons": "seats", "against": "seat", "other": "option",
          "throw": "option", "wish": "option", "why": "option", "proposition": "option",
          "about": "role"}
ACTS = SpeechActs(
    claim=Template("我是{role}", "I am the {role}"), accuse=Template("{seat}是邪恶的", "{seat} is evil"),
    vouch=Template("{seat}是善良的", "{seat} is good"),
    report=Template("我的信息：{seat}是{value}", "my information: {seat} is {value}"))
VERDICTS = {True: Words("邪恶的", "evil"), False: Words("善良的", "good")}


class Learned:
    """A result: the players it shows (``shown``; the evil team's ``ally`` and ``demon``), and
    the character of a lone player shown with one, or of every seat of a grimoire."""

    def apply(self, w: fx.FeatureWriter, ev) -> None:
        d = ev.data
        seats = d.get("seats") or ()
        for s in seats:
            w.set(s, "shown")
        if "demons" in d:
            for s in seats:
                w.set(s, "ally")
            for s in d["demons"]:
                w.set(s, "demon")
        if len(seats) == 1 and d.get("role"):
            w.card(seats[0], d["role"])
        if d["skill"] == "grimoire":
            for x in d["value"]:
                w.card(x["seat"], x["role"])


#: the public flags shown beside a seat (``Presentation.marks``)
MARKS = {"nominator": Words("今日已提名", "has nominated today"),
         "nominated": Words("今日被提名", "nominated today"),
         "executed": Words("被处决", "executed"), "declared": Words("已宣言", "has declared")}

VECTOR = fx.VectorSpec(
    public_flags=(*fx.GENERIC_PUBLIC, "nominator", "nominated", "executed", "declared"),
    private_flags=(*fx.GENERIC_PRIVATE, "shown", "ally", "demon"),
    public={**fx.GENERIC_PUBLIC_EFFECTS,
            "revived": (fx.Flag("alive", "seats"),),
            "nomination": (fx.Flag("nominator"), fx.Flag("nominated", "target")),
            "executed": (fx.Flag("executed"),), "declare": (fx.Flag("declared"),),
            "night_falls": (fx.Clear(("nominator", "nominated")),)},
    private={"result": (Learned(),), "votes": (fx.MyVote(),)},
    decision_kinds=("rps", "wish", "proposition"))

SCENARIO = Dialect(leads=vocabulary.LEADS, follows=vocabulary.FOLLOWS,
                   extra_skills={s: s for s in vocabulary.SHAPES}, options=vocabulary.OPTIONS)

PRESENTATION = Presentation(
    marks=MARKS,
    events=EVENTS, fields=FIELDS, acts=ACTS, verdicts=VERDICTS,
    camp_colors={"good": "#3b6fb6", "evil": "#b6423b"}, channels=CHANNELS,
    options={**OPTIONS, **WHYS},
    stages=STAGES, segments=SEGMENTS, phases=templates.PHASES,
    intro=Words("你在玩一局血染钟楼（全员追忆）。", "You are playing Blood on the Clocktower (everyone amnesiac)."),
    summary=Words(**SUMMARY),
    rulebook={**{r.id: catalogue.paragraph(r) for r in ROLES}, **rulebook_paragraphs(MODULES)},
    key_events=templates.GENERIC_KEY_EVENTS | {"amnesia", "recalled", "executed", "nomination",
                                               "known", "declare", "revived"},
    own_card={"role": None, "recalled": None}, vector=VECTOR, scenario=SCENARIO,
    ballots={"nomination": Words("处决投票", "execution vote")},
    reading=RecordReading(exile_votes=frozenset({"nomination"}), actors=("seat",),
                          revivals=frozenset({"revived"})), story=STORY,
    causes={"demon": Words("恶魔杀害", "the demon's kill"), "execution": Words("处决", "execution")},
)
