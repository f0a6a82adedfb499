"""How 哪吒 is shown: its options (cards, skills, statuses, gifts, declarations...), its chats
(the pack, lovers, the trial, the poison council, the apostles), the sub-phases of its day and
night, the events only it has (flips, statuses and their end, safe days, the dusk lists, each
skill's feedback), the rules summary and role paragraphs for language models, its vector
features and scenario words."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from rulesets.engine import features as fx
from rulesets.engine import templates, werewolf
from rulesets.engine.dialect import Dialect, StateView
from rulesets.engine.presentation import (Channel, Context, Namer, Presentation, RecordReading,
                                          Template, Words, rulebook_paragraphs)
from rulesets.engine.roles import RoleSpec

from .damage import DAMAGE_ZH
from .draft import EXCLUDED
from .rewrite import COMMON_STATUSES, DAMAGE_WORDS
from .night import STAGES as STAGE_NAMES
from .roles import (CAMP_NAMES, DECISIONS, IMPLEMENTED, ROLES, THIRD_MODULES,
                    UNDETERMINED_MODULES, VILLAGE_MODULES, WOLF_MODULES, great_tengu, hidden_wolf,
                    old_driver, piper, santa_wolf, silver_wolf)
from .roles import pandora
from .roles.awakened_hunter import DIRECTIONS
from .roles.mirror_maiden import ANY, CAMPS as MIRROR_CAMPS, KNIVES
from .roles.poison_strategist import STATUSES as SCHEME_STATUSES
from .sheriff import DECLARATION_ZH
from .statuses import NAMES as STATUS_NAMES
from .tally import TALLY
from .summary import SUMMARY

CAMPS = {"village": Words("村民阵营", "the village camp"), "wolf": Words("狼人阵营", "the wolf camp"),
         "third": Words("三方阵营", "a third party"),
         "undetermined": Words("不定阵营", "the undetermined"),
         **{c: Words(*n) for c, n in CAMP_NAMES.items()}}


def _cards() -> dict[str, Words]:
    return {f"card:{r.id}": Words(r.zh, r.en) for r in ROLES if not r.additional}


def _skills() -> dict[str, Words]:
    out = {f"skill:{s.id}": Words(s.zh, s.en) for r in ROLES for s in r.skills}
    out.update({f"skill:{s.id}": Words(s.zh, s.en) for s in DECISIONS})
    out["skill:kill"] = Words("杀人", "Kill")
    return out


OPTIONS: dict[str, Words] = {
    "hasten": Words("加速", "hasten"), "delay": Words("延时", "delay"),
    "thunder": Words("雷公助我", "Thunder, help me"), "gavel": Words("一锤定音", "gavel"),
    "collapse": Words("崩塌狙击", "collapse shot"), "overlimit": Words("超限锁定", "overlimit lock"),
    "channel": Words("降灵", "channel"), "proclaim": Words("昭示", "proclaim"),
    "duel": Words("决斗", "duel"), "blast": Words("爆破", "blast"),
    "assassinate": Words("暗杀", "assassinate"), "fate_torrent": Words("命运洪流", "torrent of fate"),
    "burning_camps": Words("火烧连营", "burning the linked camps"),
    "love_letter": Words("情书", "love letter"), "letter_note": Words("情书留言", "send a note"),
    "virus_graft": Words("病毒移植", "virus graft"), "ether_code": Words("以太编程", "ether coding"),
    **{k: Words(v, {"dictator": "dictatorship", "freedom": "freedom", "order": "order"}[k])
       for k, v in DECLARATION_ZH.items()},
    DIRECTIONS[0]: Words("向上", "up"), DIRECTIONS[1]: Words("向下", "down"),
    "dark_guard": Words("黑暗守护", "dark guard"), "light_guard": Words("光明守护", "light guard"),
    "reorder_none": Words("不选择目标直接结算", "without a target"),
    "scar_roar": Words("公布：熊咆哮了", "publish: the bear roared"),
    ANY: Words("任意", "any"),
    **{c: CAMPS[c.partition(":")[2]] for c in MIRROR_CAMPS},
    KNIVES[0]: Words("带刀", "carries a knife"), KNIVES[1]: Words("不带刀", "carries no knife"),
    **{f"status:{s}": Words(*STATUS_NAMES[s]) for s in SCHEME_STATUSES},
    # 以太编程's words: the damage kinds and the common statuses (守护 rewritten is 守护：∞)
    **{silver_wolf.option(w): Words(DAMAGE_ZH[w], {"kill": "kill", "pierce": "pierce",
                                                    "lethal": "lethal damage"}[w])
       for w in DAMAGE_WORDS},
    **{silver_wolf.option(s): Words(*STATUS_NAMES[s]) for s in COMMON_STATUSES if s != "guard"},
    silver_wolf.option("guard"): Words("守护：∞", "guarded: ∞"),
    "gift:check": Words("验人（通灵）", "check (Spirit check)"), "gift:poison": Words("毒药", "poison"),
    "gift:gun": Words("猎枪（最后一枪）", "gun (Last shot)"),
    old_driver.PICK_INSIGHT: Words("灵通+救药", "Insight + Antidote"),
    old_driver.PICK_POISON: Words("救药+毒药", "Antidote + Poison"),
    "gift:protect": Words("守护（流光庇护）", "protection (Streamlight shelter)"),
    "gift:control": Words("控制（冰冻）", "control (Freeze)"),
    santa_wolf.BAD: Words("坏礼物", "the bad gift"),
    "present:check": Words("验人", "check"), "present:poison": Words("毒药", "poison"),
    "present:gun": Words("猎枪", "gun"), "present:control": Words("控制", "control"),
    "present:kill": Words("杀人", "kill"), "present:protect": Words("保护", "protection"),
    great_tengu.HOME: Words("回家", "home"), great_tengu.AWAY: Words("远征", "expedition"),
    hidden_wolf.KNIFE: Words("1 获得[接刀]", "1 take [knife receiver]"),
    hidden_wolf.LOOK: Words("2 设置表面伪装", "2 set a surface"),
    hidden_wolf.LIST: Words("3 知晓同阵营马甲", "3 learn the camp's accounts"),
    hidden_wolf.PASSING: Words("4 被村民技能判定为村民阵营", "4 read as the village by village skills"),
    hidden_wolf.KNOWN: Words("5 同阵营知晓你的马甲", "5 the camp learns your account"),
    "gamble:potion": Words("迷魂药（或迷魂药数量+1）", "a bewitching potion (or one more)"),
    "gamble:kill": Words("杀人", "Kill"), "gamble:spirit": Words("通灵", "Spirit check"),
    "gamble:ward": Words("法式守卫", "Ward"), "gamble:silence": Words("沉默", "Silence"),
    "gamble:vote": Words("出人票加1票", "one more exile vote"),
    **{o: Words(f"{o.partition(':')[2]}号盲盒", f"box {o.partition(':')[2]}")
       for o in pandora.OPTIONS},
    piper.CHAOS.id: Words("混乱", "chaos"),
    piper.VOTES: Words("1 寡言者视作投票给你投票的目标（2次）", "1 the taciturn vote with you (2 charges)"),
    piper.DRIVE: Words("2 令一个角色发动第X个技能（1次）", "2 make a role use its X-th skill (1 charge)"),
    **{o: Words(f"第{o.split(':')[1]}个技能", f"skill no. {o.split(':')[1]}") for o in piper.NTH},
    **_cards(), **_skills(),
}
STAGES = {k: Words(*v) for k, v in STAGE_NAMES.items()}
SEGMENTS = {"discussion": Words("讨论", "discussion"),
            "sheriff_thread": Words("自由警长贴", "the free sheriff's thread"),
            "last_words": Words("遗言", "last words")}
CHANNELS = {
    "wolves": werewolf.WOLF_CHAT,
    "lovers": Channel(Words("【情侣】", "[lovers] "), Words("情侣", "Lovers")),
    "trial": Channel(Words("【审判会议】", "[trial] "), Words("审判会议", "Trial")),
    "council": Channel(Words("【毒药会议】", "[poison council] "), Words("毒药会议", "Poison council")),
    "apostles": Channel(Words("【使徒】", "[apostles] "), Words("使徒", "Apostles")),
    "letters": Channel(Words("【情书】", "[love letters] "), Words("情书", "Love letters")),
}
#: causes of an out (the tally's slots, the judge's verdict)
CAUSES = {**werewolf.CAUSES, **{slot: Words(zh, slot.replace("_", " ").replace(":", ": "))
                                for slot, zh in TALLY},
          "pack_kill": Words("狼人杀人", "the pack's kill"),
          "second_bleed": Words("二次流血", "a second bleeding"),
          "bat_rebound": Words("黑蝙蝠反弹", "the black bat's rebound"),
          "judged": Words("审判", "judged"), "fade": Words("空想家消逝", "the dreamer's figment fades")}
#: a status's end (``until``) in words
UNTIL = {"night_start": Words("持续至下一个夜晚开始", "until the next night starts"),
         "night_end": Words("持续至夜晚结束", "until the night ends"),
         "noon": Words("持续至下一个正午开始", "until the next noon"),
         "small_hours": Words("持续至下一次凌晨", "until the next small hours")}


def status_name(r: Namer, name: str) -> str:
    zh, en = STATUS_NAMES.get(name, (name, name))
    return f"[{zh}]" if r.zh else f"[{en}]"


def status(r: Namer, ev) -> str:
    until = ev.data.get("until")
    if until is None:
        when = "永久" if r.zh else "permanent"
    else:
        when = r.words(UNTIL[until]) if until in UNTIL else str(until)
    name = status_name(r, ev.data["status"])
    return f"你获得了{name}状态（{when}）。" if r.zh else f"You gain {name} ({when})."


def status_end(r: Namer, ev) -> str:
    name = status_name(r, ev.data["status"])
    return f"你的{name}状态结束了。" if r.zh else f"Your {name} has ended."


def _yes_no(r: Namer, value: Any, yes: Words, no: Words) -> str:
    return r.words(yes if value else no)


def _skill_list(r: Namer, names: list[str]) -> str:
    return r.join(r.skill(s) for s in names) or ("无" if r.zh else "nothing")


#: each information skill's feedback: skill id -> (namer, data, target words) -> the finding
FINDINGS: Mapping[str, Callable[[Namer, Mapping[str, Any], str], str]] = {
    "detect": lambda r, d, who: who + _yes_no(r, d["value"], Words("为非村民阵营", " is not of the village camp"),
                                              Words("为村民阵营", " is of the village camp")),
    "exorcise": lambda r, d, who: who + _yes_no(r, d["value"], Words("可以杀人", " can kill"),
                                                Words("不能杀人", " cannot kill")),
    "trace": lambda r, d, who: r.role(d["role"]) + _yes_no(r, d["value"], Words("存活", " is alive"),
                                                           Words("没有存活", " is not alive")),
    "inquire": lambda r, d, who: r.role(d["role"]) + _yes_no(r, d["value"], Words("在场", " is in play"),
                                                             Words("不在场", " is not in play")),
    "chase": lambda r, d, who: r.words(Words("追猎目标就在附近", "the target is nearby") if d.get("near")
                                       else Words("追猎成功", "the chase succeeds")),
    "heresy": lambda r, d, who: (f"持有{r.role(d['value'])}的是{r.seats(d['seats'])}" if r.zh else
                                 f"{r.role(d['value'])} is held by {r.seats(d['seats'])}"),
    "reap_life": lambda r, d, who: f"{who}：{_skill_list(r, d['value'])}" if r.zh else
    f"{who}: {_skill_list(r, d['value'])}",
    "invite": lambda r, d, who: f"{who}：{_skill_list(r, d['value'])}" if r.zh else
    f"{who}: {_skill_list(r, d['value'])}",
    "dominate": lambda r, d, who: _skill_list(r, d["value"]),
    "stargaze": lambda r, d, who: (f"选择目标{d['pick']}（{who}）是{r.role(d['value'])}" if r.zh else
                                   f"chosen target {d['pick']} ({who}) is {r.role(d['value'])}"),
    "fate_torrent": lambda r, d, who: r.seats(d["seats"]) + _yes_no(
        r, d["value"], Words("全部猜对", ": all right"), Words("并非全部正确，无效", ": not all right, no effect")),
}


def _generic_finding(r: Namer, d: Mapping[str, Any], who: str) -> str:
    """A list of seats, a card (with its camp), or a verdict."""
    v = d.get("value")
    if "seats" in d:
        return r.seats(d["seats"]) or ("无" if r.zh else "nobody")
    if isinstance(v, str):
        body = f"{who}是{r.role(v)}" if r.zh else f"{who} is {r.role(v)}"
        camp = d.get("target_camp")
        if camp:
            body += f"（{r.camp(camp)}）" if r.zh else f" ({r.camp(camp)})"
        return body
    return f"{who}：{r.value(v)}" if r.zh else f"{who}: {r.value(v)}"


def result(r: Namer, ev) -> str:
    """Each information skill's feedback in its own words."""
    d = ev.data
    who = r.seat(d["target"]) if d.get("target") is not None else ""
    head = f"你的{r.skill(d['skill'])}结果：" if r.zh else f"Your {r.skill(d['skill'])} result: "
    return head + FINDINGS.get(d["skill"], _generic_finding)(r, d, who)


def death(r: Namer, ev) -> str:
    seats = r.seats(ev.data["seats"])
    which = ev.data.get("list")
    if which == "exiled":
        return f"黄昏出局名单（投票出局）：{seats}。" if r.zh else f"Out at dusk (voted out): {seats}."
    if which == "other":
        return f"黄昏出局名单（其他原因）：{seats}。" if r.zh else f"Out at dusk (other causes): {seats}."
    return f"{seats}出局。" if r.zh else f"{seats} out."


def sheriff(r: Namer, ev) -> str:
    d = ev.data
    decl = d.get("declaration")
    what = r.option(decl) if decl else ""
    if ev.kind == "sheriff_today":
        return f"今日警长：{r.seat(d['seat'])}（{what}）。" if r.zh else \
            f"Today's sheriff: {r.seat(d['seat'])} ({what})."
    if decl is None:
        return "你成为了警长，请发表任职宣言。" if r.zh else "You become the sheriff: declare."
    return f"{r.seat(d['seat'])}成为警长，任职宣言：{what}。" if r.zh else \
        f"{r.seat(d['seat'])} becomes the sheriff, declaring {what}."


def safe_day(r: Namer, ev) -> str:
    d = ev.data
    if d.get("why") == "tie":
        return "平票，今天是平安日。" if r.zh else "A tie: a safe day, nobody goes out."
    return f"{r.seat(d['seat'])}得票最多但未出局，今天是平安日。" if r.zh else \
        f"{r.seat(d['seat'])} had the most votes but does not go out: a safe day."


def vote_top(r: Namer, ev) -> str:
    seats = ev.data["seats"]
    if not seats:
        return "无人得票。" if r.zh else "Nobody received a vote."
    return f"最高票：{r.seats(seats)}。" if r.zh else f"Top vote: {r.seats(seats)}."


def _said(r: Namer, d: Mapping[str, Any]) -> str:
    text = r.act(d["act"])
    return f"{text} —— {d['text']}" if d.get("text") else text


def notice(r: Namer, ev) -> str:
    return f"公示：{_said(r, ev.data)}" if r.zh else f"Published: {_said(r, ev.data)}"


def last_words(r: Namer, ev) -> str:
    who = r.seat(ev.data["seat"])
    return f"{who}的遗言：{_said(r, ev.data)}" if r.zh else f"{who}'s last words: {_said(r, ev.data)}"


def soul_message(r: Namer, ev) -> str:
    who = r.seat(ev.data["seat"])
    return f"返魂：{who}说：{_said(r, ev.data)}" if r.zh else f"返魂: {who} says: {_said(r, ev.data)}"


def letter(r: Namer, ev) -> str:
    """情书's note between the admirer and its crush."""
    who = r.seat(ev.data["seat"])
    return f"情书：{who}写道：{_said(r, ev.data)}" if r.zh else \
        f"Love letter: {who} writes: {_said(r, ev.data)}"


#: why a yellow card was given
CARD_REASONS = {"posts": Words("发言不足", "too few posts"), "vote": Words("未投票", "no vote")}


def card(r: Namer, ev) -> str:
    d = ev.data
    who = r.seat(d["seat"])
    if d["card"] == "red":
        return f"{who}被判罚红牌。" if r.zh else f"{who} gets a red card."
    why = r.words(CARD_REASONS.get(d.get("reason", ""), Words("", "")))
    return f"{who}因{why}被判罚黄牌（共{d['total']}张）。" if r.zh else \
        f"{who} gets a yellow card for {why} ({d['total']} in all)."


def out(r: Namer, ev) -> str:
    words = ev.data.get("words")
    if r.zh:
        return "你已出局。" + ("你可以留下遗言。" if words else "你没有遗言机会。")
    return "You are out. " + ("You may leave last words." if words else "You have no last words.")


def skills(r: Namer, ev) -> str:
    names = r.field("skills", ev.data["skills"])
    return f"你获得了技能：{names}。" if r.zh else f"You gain the skills: {names}."


def maid_acted(r: Namer, ev) -> str:
    """蚀日侍女's answer on the controlled role's behalf, told to that role."""
    d = ev.data
    what = r.skill(d["skill"])
    if "target" in d:
        what += f"→{r.seat(d['target'])}" if r.zh else f" on {r.seat(d['target'])}"
    elif "option" in d:
        what += f"：{r.option(d['option'])}" if r.zh else f": {r.option(d['option'])}"
    return f"蚀日侍女替你操作：{what}。" if r.zh else f"The eclipse maid acts for you: {what}."


def ether_rewritten(r: Namer, ev) -> str:
    """以太编程: the role learns what its skill became (结算目标会得知自己的技能被修改成了什么样子)."""
    d = ev.data
    was, now = r.option(silver_wolf.option(d["word"])), r.option(silver_wolf.option(d["becomes"]))
    return (f"以太编程：你的{r.skill(d['skill'])}中的{was}被修改为{now}，持续至下一个正午开始。"
            if r.zh else f"Ether coding: your {r.skill(d['skill'])} now deals {now} where it "
            f"said {was}, until the next noon.")


def peek(r: Namer, ev) -> str:
    d = ev.data
    return f"窥天：{r.role(d['role'])}{'在场' if d['present'] else '不在场'}。" if r.zh else \
        f"Peek at the sky: {r.role(d['role'])} is {'in play' if d['present'] else 'not in play'}."


def driver_camp(r: Namer, ev) -> str:
    """扳手是好是坏？: whether the driver is of the 黑情侣 camp."""
    black = ev.data.get("black")
    if r.zh:
        return "扳手是好是坏？你" + ("属于黑情侣阵营，获得额外技能。" if black else "不属于黑情侣阵营。")
    return "Good wrench or bad? You are " + ("of the black lovers: you keep the extra skills."
                                             if black else "not of the black lovers.")


def witness(r: Namer, ev) -> str:
    """冥婚: the lovers and their 证婚人 learn each other (or that there is none)."""
    d = ev.data
    w = d.get("witness")
    if w is None:
        return f"冥婚：{r.seats(d['seats'])}的婚礼没有证婚人。" if r.zh else \
            f"Ghost marriage: {r.seats(d['seats'])} wed without a witness."
    if r.zh:
        return f"冥婚：{r.seats(d['seats'])}的证婚人是{r.seat(w)}" + \
            ("（失去群内标签，与情侣共群）。" if d.get("shared") else "（互知不共群）。")
    return f"Ghost marriage: the witness of {r.seats(d['seats'])} is {r.seat(w)}" + \
        (" (it leaves the pack and shares the lovers' chat)." if d.get("shared")
         else " (they know each other, no shared chat).")


def lovers(r: Namer, ev) -> str:
    true = ev.data.get("love") == "true"
    if r.zh:
        return f"{r.seats(ev.data['seats'])}成为{'真爱' if true else '虚情'}情侣。"
    return f"{r.seats(ev.data['seats'])} become {'true' if true else 'false'} lovers."


def taciturn(r: Namer, ev) -> str:
    seats = r.seats(ev.data["seats"])
    return f"持有[寡言]的角色：{seats or '无'}。" if r.zh else f"Holding [{STATUS_NAMES['taciturn'][1]}]: {seats or 'nobody'}."


def present(r: Namer, ev) -> str:
    """有人拒绝了好礼物！/有人打开了坏礼物！ (line 489): anonymous."""
    d = ev.data
    if r.zh:
        return f"有人{'打开' if d['opened'] else '拒绝'}了{'好' if d['good'] else '坏'}礼物！"
    return (f"Someone {'opened' if d['opened'] else 'refused'} a "
            f"{'good' if d['good'] else 'bad'} present!")


def present_dice(r: Namer, ev) -> str:
    """The 圣诞老狼's two dice and the present they make."""
    d = ev.data
    dice = "、".join(map(str, d["dice"])) if r.zh else ", ".join(map(str, d["dice"]))
    if r.zh:
        return f"礼物骰点：{dice}，礼物为{r.option(d['option'])}。"
    return f"Present dice: {dice}; the present: {r.option(d['option'])}."


def soul_seized(r: Namer, ev) -> str:
    """夺魂: told to the soul, announced at the opening ([结算目标被夺魂])."""
    seat = ev.data.get("seat")
    if seat is None:
        return "你被夺魂了：下一个正午你可以发言，你的票由死灵术士决定。" if r.zh else \
            "Your soul is seized: you post at the next noon; the necromancer casts your vote."
    return f"{r.seat(seat)}被夺魂。" if r.zh else f"{r.seat(seat)}'s soul is seized."


def tally(r: Namer, ev) -> str:
    totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in ev.data["totals"].items())
    return f"（计票，仅上帝可见）{totals}" if r.zh else f"(count, storyteller only) {totals}"


#: 潘多拉's box contents (line 777-780)
BOX_KINDS = {pandora.HOPE: Words("希望之光", "light of hope"),
             pandora.SKILL: Words("随机技能", "random skill"),
             pandora.BAD: Words("坏礼物", "bad gift"),
             pandora.SHERIFF: Words("警长权利", "sheriff's power")}


def _box(r: Namer, no: int, kind: str, skill: str | None = None) -> str:
    what = r.words(BOX_KINDS[kind]) + (f"（{r.skill(skill)}）" if r.zh and skill else
                                       f" ({r.skill(skill)})" if skill else "")
    return f"{no}号{what}盲盒" if r.zh else f"box {no} ({what})"


def pandora_box(r: Namer, ev) -> str:
    """有人拒绝了1号随机技能盲盒！/有人打开了2号坏礼物盲盒！ (line 775): anonymous."""
    d = ev.data
    if r.zh:
        return f"有人{'打开' if d['opened'] else '拒绝'}了{d['no']}号{r.words(BOX_KINDS[d['content']])}盲盒！"
    return (f"Someone {'opened' if d['opened'] else 'refused'} box {d['no']}, "
            f"{r.words(BOX_KINDS[d['content']])}!")


def pandora_boxes(r: Namer, ev) -> str:
    """潘多拉 learns its boxes at 开局."""
    listed = r.join(_box(r, b["no"], b["kind"], b.get("skill")) for b in ev.data["boxes"])
    return f"你的盲盒：{listed}。" if r.zh else f"Your blind boxes: {listed}."


def pandora_opened(r: Namer, ev) -> str:
    """The opener learns what its box held."""
    d = ev.data
    box = _box(r, d["box"], d["content"], d.get("skill"))
    return f"你打开了{box}。" if r.zh else f"You open {box}."


def hope_moved(r: Namer, ev) -> str:
    """希望之光动向, told to 潘多拉 and the roles that refused a box."""
    seats = ev.data.get("seats")
    if not seats:
        return "希望之光已失落。" if r.zh else "The light of hope is lost."
    return f"希望之光现在在{r.seats(seats)}手中。" if r.zh else \
        f"The light of hope is now with {r.seats(seats)}."


EVENTS = {
    **templates.GENERIC_EVENTS, **werewolf.EVENTS,
    "result": result, "status": status, "status_end": status_end, "death": death,
    "sheriff": sheriff, "sheriff_today": sheriff, "safe_day": safe_day, "vote_top": vote_top,
    "ballot": templates.ballot, "votes": templates.votes(werewolf.BALLOTS), "notice": notice,
    "last_words": last_words, "soul_message": soul_message, "letter": letter, "card": card, "out": out,
    "skills": skills, "peek": peek, "lovers": lovers, "taciturn": taciturn, "tally": tally,
    "reveal": Template("{seat}翻牌：{role}。", "{seat} flips: {role}."),
    "revived": Template("{seats}复活了。", "{seats} come back."),
    "roar": Template("熊咆哮了。", "The bear roared."),
    "present": present,
    "pandora_box": pandora_box, "pandora_boxes": pandora_boxes, "pandora_opened": pandora_opened,
    "hope_moved": hope_moved,
    "hope_held": Template("你持有希望之光：完整存活2天2夜（潘多拉本人1天1夜），你所在的阵营直接获胜。",
                          "You hold the light of hope: live through two whole days and nights "
                          "(潘多拉 herself: one of each) and your camp wins."),
    "box_skill_used": Template("盲盒技能{skill}已使用，随之消失。",
                               "The box's skill {skill} is used and gone."),
    "heretics": Template("你选择的异端：{seats}。", "Your heretics: {seats}."),
    "heretic_immune": Template("异端处决使你免于出局一次。", "Heretic execution keeps you in once."),
    "fate_torrent": Template("命运洪流不可阻挡。", "The torrent of fate cannot be stopped."),
    "figment": Template("空想具现：你操控的马甲是{seat}，身份为{role}。",
                        "Imagined: you play the account {seat}, a {role}."),
    "heard": Template("凡有言必被知：有角色对你发动了[指定]技能，其表面身份为{role}，表面阵营为{user_camp}。",
                      "Every word is heard: a role used a targeted skill on you; it reads as "
                      "{role} of {user_camp}."),
    "present_dice": present_dice,
    "stolen_skills": Template("日光窃取：{target}今晚可以发动的技能：{skills}。今晚由你操作。",
                              "Steal the daylight: tonight {target} can use {skills}. "
                              "You play it tonight."),
    "stolen": Template("你被蚀日侍女操纵了：今晚你的操作由蚀日侍女进行，你会得知其所有操作。",
                       "The eclipse maid controls you: tonight it plays your account, and you "
                       "learn all it does."),
    "maid_acted": maid_acted,
    "ether_skills": Template("以太编程：{target}拥有的全部技能：{skills}。",
                             "Ether coding: {target} holds {skills}."),
    "ether_rewritten": ether_rewritten,
    "ether_end": Template("以太编程的修改结束了：你的{skill}恢复原样。",
                          "Ether coding's rewrite is over: your {skill} is as printed again."),
    piper.OUT_NOTICE: Template("吹笛者已出局，所有吹笛状态已解除。",
                               "The piper is out: every piper's status is lifted."),
    piper.STEERED: Template("你被吹笛迷惑，当晚将对{seats}使用{skill}。",
                            "The piper has charmed you: tonight you will use {skill} on {seats}."),
    "rewrite_brief": Template("编写重配：狼人阵营共{wolves}人，强度分数{budget}，必定出现的身份：{roles}。请决定其余的狼人阵营身份。",
                              "Rewrite: the wolves are {wolves}, their strength score {budget}; "
                              "the cards they must hold: {roles}. Name the other wolf cards."),
    "rewritten": Template("（仅上帝可见）编写重配换入的身份：{roles}。",
                          "(storyteller only) Rewrite brought in: {roles}."),
    "strengths": Template("你获取了卡扎力的技能：本局村民阵营强度值{village_strength}，狼人阵营{wolf_strength}，三方阵营{third_strength}。",
                          "You took the Kazali's skills: this game's strength values are "
                          "village {village_strength}, wolves {wolf_strength}, third parties "
                          "{third_strength}."),
    "mourning": Template("村民阵营害死了{role}，自发前来默哀。",
                         "The village killed the {role}; all come to mourn."),
    "judged": Template("{seat}被审判处决。", "{seat} is judged and executed."),
    "patrolled": Template("{target}被巡猎击杀。", "{target} is killed by the patrol."),
    "soul_seized": soul_seized,
    "soul_taken": Template("{target}的灵魂已被他人抢夺。", "{target}'s soul was already taken."),
    "faces_met": Template("谋面：{role}是{target}。", "Meeting faces: the {role} is {target}."),
    "chain_linked": Template("链接：今晚被链接的角色是{seats}。",
                             "Linked: tonight's linked roles are {seats}."),
    "locked": Template("{seat}被超限锁定：今天得到的票数翻倍。",
                       "{seat} is locked: the votes it gets today count twice."),
    "duel": Template("{knight}向{target}发起决斗。", "{knight} duels {target}."),
    "ghost": Template("魔女秘法留下了一缕亡魂。", "The witch's art left a lingering ghost."),
    "eclipse": Template("天狗吞月：{seats}获得了霸道状态。", "The tengu ate the moon: {seats} are [domineering]."),
    "overate": Template("发动者吃多了不消化撑死了。", "Someone ate too much and burst."),
    "speaking_order": Template("今天的发言顺序：{seats}。", "Today's posting order: {seats}."),
    "request": Template("{seat}申请{what}。", "{seat} requests: {what}."),
    "accelerated": Template("加速成功：今天不可改票、不判潜水。",
                            "Acceleration: no vote changes and no lurking cards today."),
    "knife": Template("你接刀了：获得[杀人]技能。", "You take the knife: you hold [Kill]."),
    "knife_void": Template("群内有角色被缴械，今晚无法杀人。", "A member is disarmed: no kill tonight."),
    "mentor": Template("寂夜导师是{seats}。", "The Silent Night Mentor: {seats}."),
    "pack_list": Template("狼人群内的名单：{seats}。", "The pack: {seats}."),
    "tail_lost": Template("你损失了一根尾巴，剩余{tails}根。", "You lose a tail: {tails} left."),
    "refreshed": Template("你的{skill}刷新了。", "Your {skill} is refreshed."),
    "charge_gained": Template("你的{skill}次数+1（现为{charges}）。",
                              "Your {skill} gains a charge ({charges} now)."),
    "magnetised": Template("你的{skill}的结算目标被改变为{target}。",
                           "Your {skill} lands on {target} instead."),
    "counter_used": Template("防反生效（{skill}），你失去了防反。",
                             "Your counter takes a {skill}; it is gone."),
    "rewound": Template("时间逆流反弹了：{skills}。", "Time reversal bounced: {skills}."),
    "immune": Template("魂力使你免于出局一次。", "Your soul power keeps you in once."),
    "reborn": Template("涅槃重生：你免于出局。", "Nirvana rebirth: you stay in."),
    "possessed_by": Template("你被{role}凭依了。", "The {role} possessed you."),
    "summoned_by": Template("对你发动感召的是{role}。", "You were summoned by the {role}."),
    "hidden_cards": Template("你的底牌：{roles}。", "Your hidden cards: {roles}."),
    "persona_top": Template("双重人格：你置顶的身份牌是{role}。",
                            "Split personality: your top card is the {role}."),
    "persona_main": Template("主人格：[双重人格]失效，你获得{role}的身份技能。",
                             "Main personality: split personality ends; you gain the {role}'s skills."),
    "puppet": Template("你操控的人偶是{seat}。", "Your puppet is {seat}."),
    "mist": Template("未明之雾：今晚只能杀{seats}之一。",
                     "Unclear mist: tonight's kill must be one of {seats}."),
    "channelled": Template("{seat}对你发动了降灵。", "{seat} channels you."),
    "surged": Template("你获得了一次时波增幅。", "You are surged: one skill may be used once more tonight."),
    "joined_pack": Template("你加入了狼群（群内）。", "You join the pack."),
    "return_soul": Template("有角色持有[返魂]，你可以在晨曦发送两个字的消息。",
                            "Someone holds Returning souls: at each dawn you may send it two characters."),
    "tengu_branch": Template("家国抉择：{branch}。", "Home or away: {branch}."),
    "camp": Template("你的阵营转变为{camp}。", "Your camp is now {camp}."),
    "sacrifice_gained": Template("献祭唤醒：你获得了{target}的身份（{role}）的技能。",
                                 "Sacrificial awakening: you take the skills of {target}'s card ({role})."),
    "sacrifice_refused": Template("献祭唤醒：{target}与你不同阵营，你没有获得技能。",
                                  "Sacrificial awakening: {target} is not of your camp; you take nothing."),
    "sacrifice_none": Template("献祭唤醒：你的阵营没有已出局的角色，你没有获得技能。",
                               "Sacrificial awakening: no role of your camp is out; you take nothing."),
    "idol": Template("追随：你的偶像是{idol}。", "Follow: your idol is {idol}."),
    "beloved": Template("鬼情：你的宁采臣是{beloved}。", "Ghostly love: your Ning Caichen is {beloved}."),
    "ghost_love_fired": Template("鬼情：你与宁采臣（{beloved}）都已出局，你获得了他的技能，出局后仍可使用。",
                                 "Ghostly love: you and your Ning Caichen ({beloved}) are both out; "
                                 "you hold its skills and use them while out."),
    "host": Template("附身：你的附身对象是{host}。", "Shadow: your host is {host}."),
    "host_out": Template("附身：你的附身对象（{host}）出局了，你获得了其全部技能。",
                         "Shadow: your host ({host}) is out; you hold all its skills."),
    "enemy": Template("寻仇：你的仇人是{enemy}（你已加入其对立阵营）。",
                      "Seek the enemy: your enemy is {enemy} (you joined the camp opposite it)."),
    "avenged": Template("雪恨：你的仇人{enemy}出局了，你获得了{culprit}的身份技能。",
                        "Vengeance: your enemy {enemy} is out; you hold the identity skills of {culprit}."),
    "crush": Template("跨越千里：你的暗恋对象是{crush}。", "Across a thousand miles: your crush is {crush}."),
    "bound": Template("同命：你支持的角色是{bound}。", "Shared fate: you back {bound}."),
    "hidden_item": Template("伪装：{item}。", "Disguise: {item}."),
    "hidden_list": Template("与你实际阵营相同的角色：{seats}。", "The roles of your actual camp: {seats}."),
    "hidden_wolf": Template("隐狼是{wolf}。", "The hidden wolf is {wolf}."),
    "soul_kept": Template("魂魄留存：你出局了，但保留技能并可以使用。",
                          "Soul kept: you are out but keep your skills and use them."),
    "trial": Template("审判会议：{seats}。", "Trial council: {seats}."),
    "trial_vote": Template("{seat}主张处决{target}。", "{seat} would execute {target}."),
    "council": Template("毒药会议：{seats}，毒药目标{target}。",
                        "Poison council: {seats}; the target: {target}."),
    "apostles": Template("慰魂师与使徒：{seats}。", "The comforter and its apostle: {seats}."),
    "ripper_prey": Template("你是开膛手的猎杀目标。", "You are one of the Ripper's targets."),
    "prey_list": Template("你的猎杀目标：{seats}。", "Your targets: {seats}."),
    "legacy_pool": Template("遗计：技能池获得了{skills}。", "Inherited schemes: the pool gains {skills}."),
    "gamble": Template("赌博：骰子{die}，获得{option}。", "Gamble: the die shows {die}; you gain {option}."),
    "prey_out": Template("{seat}是开膛手的猎杀目标。", "{seat} was one of the Ripper's targets."),
    "camp": Template("你的阵营转变为{camp}。", "Your camp is now {camp}."),
    "obeyed": Template("有角色发动了[顺从]和{target}交换了身份。",
                       "Someone used Obedience and swapped identities with {target}."),
    "arrow_void": Template("丘比特之箭：链接情侣无效，你加入村民阵营。",
                           "Cupid's arrow: the link fails; you join the village."),
    "driver_camp": driver_camp,
    "marriage_void": Template("冥婚：{target}不能与你结成情侣，你可以立刻重新选择。",
                              "Ghost marriage: {target} cannot be your partner; choose again."),
    "witness": witness,
    "rent_wolf": Template("车裂：{seat}永久超度，与狼人群内（{seats}）互知。",
                          "Quartering: {seat} is exorcised for good; it and the pack ({seats}) "
                          "know each other."),
    "reflected": Template("反射：今晚{skill}被反射给了{target}。",
                          "Reflect: tonight a {skill} was reflected onto {target}."),
    "mirror_seen": Template("镜像：新的对你使用过的技能：{skills}。",
                            "Mirror image: new skills used on you: {skills}."),
    "mirror_copied": Template("镜像：你复制了{skill}，下一个夜晚开始永久生效。",
                              "Mirror image: you copy {skill}; you hold it for good from the "
                              "next night."),
}
FIELDS = {**templates.GENERIC_FIELDS, **werewolf.FIELDS, "knight": "seat",
          "what": "option", "declaration": "option", "branch": "option", "item": "option",
          "target_camp": "camp", "user_camp": "camp", "account": "seat", "idol": "seat",
          "bound": "seat", "beloved": "seat", "host": "seat",
          "enemy": "seat", "culprit": "seat", "crush": "seat", "witness": "seat",
          "declared_role": "role"}

CONTEXT = templates.GENERIC_CONTEXT + (
    Context("charges", Template("（剩余次数：{charges}）", " ({charges} charges left)")),
    Context("bleeding", Template("（流血中：{bleeding}）", " (bleeding: {bleeding})")),
    Context("picked", Template("（已选：{picked}）", " (picked so far: {picked})")),
    Context("pick", Template("（选择目标{pick}）", " (chosen target {pick})"),
            frozenset({"stargaze"})),
    Context("account", Template("（马甲：{account}）", " (the account: {account})")),
    Context("holders", Template("（持有[漏洞]：{holders}）", " (holding [exploited]: {holders})")),
    Context("steered", Template("（堕落：由你为被宣言的身份选择技能目标，反馈归你）",
                                " (corruption: you pick the target of the declared identity's "
                                "skill, and its feedback is yours)")),
    Context("declared_role", Template("（宣言的身份：{declared_role}）",
                                      " (the declared identity: {declared_role})"),
            frozenset({"fall_skill"})),
)

VECTOR = fx.VectorSpec(
    public_flags=werewolf.PUBLIC_FLAGS, private_flags=werewolf.PRIVATE_FLAGS + ("ally",),
    public={**werewolf.PUBLIC_EFFECTS, "ballot": (fx.OpenBallot(),), "day_breaks": (fx.NewDay(),),
            "reveal": (fx.ShowCard(),), "sheriff_today": (fx.Flag("sheriff", alone=True),)},
    private={**werewolf.PRIVATE_EFFECTS,
             "wolf_team": (fx.Team(("known_wolf", "ally")),),
             "pack_list": (fx.Flag("known_wolf", "seats"),),
             "mentor": (fx.Flag("known_wolf", "seats"),),
             "hidden_list": (fx.Flag("known_wolf", "seats"),),
             "hidden_wolf": (fx.Flag("known_wolf", "wolf"),),
             "lovers": (fx.Flag("ally", "seats"),), "apostles": (fx.Flag("ally", "seats"),)},
    decision_kinds=tuple(s.id for s in DECISIONS))

#: a [正午] skill is scripted as two acts: ``发言`` with its option, then the skill's own decision
SCENARIO = Dialect(
    options={**{r.zh: f"card:{r.id}" for r in ROLES if not r.additional},
             **{zh: f"status:{s}" for s, (zh, _en) in STATUS_NAMES.items() if s in SCHEME_STATUSES},
             "验人": "gift:check", "毒药": "gift:poison", "猎枪": "gift:gun", "守护": "gift:protect",
             "控制": "gift:control", "独裁": "dictator", "自由": "freedom", "秩序": "order",
             "向上": "up", "向下": "down", "黑暗守护": "dark_guard", "光明守护": "light_guard",
             "回家": great_tengu.HOME, "远征": great_tengu.AWAY,
             "加速": "hasten", "延时": "delay", "决斗": "duel", "爆破": "blast", "暗杀": "assassinate",
             "命运洪流": "fate_torrent"},
    knife="kill",
    state={"sheriff": StateView("seat", lambda g: g.state.sheriff)})


def _pending_paragraph(r: RoleSpec) -> str:
    """A role this part does not run yet (never dealt): its card and skills as the pool lists
    them."""
    skills = "\n".join(f"{s.zh}[{s.timing}]{''.join(f'<{f}>' for f in s.flags)}——{s.summary}"
                       for s in r.skills)
    strength = "" if r.strength is None else f"（强度{r.strength:g}）"
    why = "excluded: 本局不会出现 (line 25)" if r.id in EXCLUDED else "not implemented yet"
    return f"{r.zh}{strength} (line {r.line}; {why})\n{skills}"


PRESENTATION = Presentation(
    marks=werewolf.MARKS,
    events=EVENTS, fields=FIELDS, acts=werewolf.ACTS, verdicts=werewolf.VERDICTS, camps=CAMPS,
    camp_colors={"village": "#3b6fb6", "wolf": "#b6423b", "third": "#7b5ea7",
                 "undetermined": "#6b8e23"},
    channels=CHANNELS, options=OPTIONS, stages=STAGES, segments=SEGMENTS,
    phases=templates.PHASES, ballots=werewolf.BALLOTS, context=CONTEXT, intro=werewolf.INTRO,
    summary=Words(**SUMMARY),
    rulebook={**{r.id: _pending_paragraph(r) for r in ROLES if not r.implemented},
              **rulebook_paragraphs(VILLAGE_MODULES + WOLF_MODULES + THIRD_MODULES
                                    + UNDETERMINED_MODULES)},
    key_events=werewolf.KEY_EVENTS | {"reveal", "status", "peek", "safe_day", "vote_top",
                                      "sheriff_today", "knife", "roar", "mourning", "judged",
                                      "lovers", "revived", "eclipse", "overate", "present", "pandora_box", "figment", "hidden_list",
                                      "hidden_wolf", "pack_list", "mentor", "last_words",
                                      "fate_torrent", "heretics", "prey_out", "obeyed"},
    vector=VECTOR, scenario=SCENARIO,
    causes=CAUSES,
    story={"pack kill tie": Words("狼群杀人平票", "pack kill tie"),
           "pack kill source": Words("杀人的来源（随机群内狼）", "the kill's source (a random member)"),
           "first poster": Words("首位发言者", "first poster"),
           "default declaration": Words("未宣言时的任职宣言", "the declaration of a silent sheriff"),
           "窥天 tie": Words("窥天平票", "Peek at the sky: tie"),
           "black lovers kill tie": Words("黑情侣杀人平票", "black lovers' kill tie"),
           "black lovers kill source": Words("黑情侣杀人的来源", "the black lovers' kill source"),
           "反射 replacement": Words("反射：随机替代的结算目标", "Reflect: the random new target"),
           "问镜 random match": Words("问镜：随机一名符合条件的角色", "Ask the mirror: a random match"),
           "苟活 purified": Words("苟活：随机获得[净化]的村民", "Survive: a random villager purified"),
           "献祭唤醒 random out": Words("献祭唤醒：随机选择的本阵营已出局角色",
                                    "Sacrificial awakening: the random out role of its camp"),
           "变脸者 hidden card": Words("变脸者的底牌", "the face changer's hidden card"),
           "双重人格 hidden card": Words("双重人格的底牌", "the split personality's hidden card"),
           "礼物 die 1": Words("礼物：第一个骰点", "Present: the first die"),
           "礼物 die 2": Words("礼物：第二个骰点", "Present: the second die"),
           "潘多拉 random skill": Words("潘多拉：随机技能盲盒的技能", "Pandora: a random skill box's skill"),
           "赌博 die": Words("赌博：骰子", "Gamble: the die"),
           "证婚人": Words("冥婚：随机的证婚人", "Ghost marriage: the random witness"),
           "开膛手 猎杀目标": Words("开膛手的猎杀目标", "the Ripper's targets"),
           "妖狐 小弟": Words("妖狐的小弟（随机一名村民阵营角色）", "the Demon Fox's minion (a random village role)"),
           "愚面 inverted camp": Words("愚面：三方/不定随机判定", "Fool's mask: a third party read at random")},
    reading=RecordReading(exile_votes=frozenset({"vote"}),
                          key_roles=frozenset(r.id for r in IMPLEMENTED if "验人系" in r.tags),
                          actors=("seat", "wolf", "knight"),
                          badge={"sheriff": "seat"}))
