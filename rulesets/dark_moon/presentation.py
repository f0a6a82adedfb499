"""How 暗月 is shown: its options, the dark-moon chat, sub-phases (晨曦 … 凌晨), identity
categories, the events only it has (public ballots with hidden counts, skills moving between
seats, guns, surrender, 加速/延时...), the rules summary and role paragraphs for language
models, its vector features and scenario words."""

from __future__ import annotations

from rulesets.engine import features as fx
from rulesets.engine import templates, werewolf
from rulesets.engine.dialect import Dialect, StateView
from rulesets.engine.presentation import (Channel, Context, Presentation, RecordReading, Template, Words,
                                          rulebook_paragraphs)

from .roles import MODULES, ROLES
from .state import SETTLEMENT
from .summary import SUMMARY

OPTIONS = {
    "cat_wolf": Words("狼人", "wolf"), "cat_god": Words("神职", "god"),
    "cat_villager": Words("村民", "villager"), "gift_divine": Words("赠送占卜", "give Divine"),
    "gift_poison": Words("赠送毒药", "give Poison"), "gift_gun": Words("赠送最后一枪", "give Last shot"),
    "renew": Words("（1）目标视为未被选择过", "(1) tonight's target counts as never chosen"),
    "undying": Words("（2）改为赋予[不死]", "(2) give [undying]"), "both": Words("（1）与（2）", "(1) and (2)"),
    "skip_1": Words("不执行效果（1）", "skip effect (1)"),
    "skip_2": Words("不执行效果（2）", "skip effect (2)"),
    "skip_3": Words("不执行效果（3）", "skip effect (3)"), "antidote": Words("解药", "antidote"),
    "poison": Words("毒药", "poison"), "duel": Words("决斗", "duel"),
    "appoint": Words("选举首领", "appoint a leader"),
    "skill_swap": Words("交换身份技能", "swap identity skills"), "surrender": Words("投降", "surrender"),
    "hasten": Words("加速", "hasten"), "delay": Words("延时", "delay"),
}
#: sub-phases (``Event.stage``)
STAGES = {"dawn": Words("晨曦", "dawn"), "noon": Words("正午", "noon"), "dusk": Words("黄昏", "dusk"),
          "early_night": Words("早夜", "early night"), "deep_night": Words("深夜", "deep night"),
          "small_hours": Words("凌晨", "small hours")}
SEGMENTS = {"discussion": Words("讨论", "discussion"), "last_words": Words("遗言", "last words")}
CHANNELS = {"wolves": werewolf.WOLF_CHAT,
            "dark_moon": Channel(Words("【暗月群】", "[dark-moon chat] "), Words("暗月群", "Dark-moon chat"))}
#: identity categories (身份类别) a <占卜> asks about
CATEGORIES = {"wolf": Words("狼人", "a wolf"), "god": Words("神职", "a god"),
              "villager": Words("村民", "a villager")}
#: causes of an out (the settlement slots that are not skills' ids)
CAUSES = {**werewolf.CAUSES, **{slot: Words(zh, slot.replace("_", " ").replace(":", ": "))
                                for slot, zh in SETTLEMENT},
          "pack_kill": Words("狼人阵营<杀人>", "the pack's kill"),
          "hunt:wolf": Words("狼人首领<捕猎>", "the wolf leader's hunt"),
          "hunt:dark_moon": Words("暗月首领<捕猎>", "the dark-moon leader's hunt")}
#: where an additional skill came from
ORIGINS = {"gift": Words("礼物", "a gift"), "borrowed": Words("暗月强化", "the dark-moon boost"),
           "leader": Words("首领", "the leader's skills")}


def result(r, ev) -> str:
    """<占卜>: the target is / is not of the chosen category; other checks as every board."""
    d = ev.data
    if "category" not in d:
        return templates.result(r, ev)
    target = r.seat(d["target"]) if d.get("target") is not None else ""
    cat = CATEGORIES.get(d["category"])
    name = r.words(cat) if cat is not None else d["category"]
    if r.zh:
        return f"你的{r.skill(d['skill'])}结果：{target}{'是' if d['value'] else '不是'}{name}"
    return f"Your {r.skill(d['skill'])} result: {target} is {'' if d['value'] else 'not '}{name}"


def skill_swap(r, ev) -> str:
    a, b = ev.data["seats"]
    sa, sb = (r.field("skills", x) or ("无" if r.zh else "none") for x in ev.data["skills"])
    if r.zh:
        return f"魔术师交换了{r.seat(a)}与{r.seat(b)}的身份技能：{r.seat(a)}现有{sa}，{r.seat(b)}现有{sb}。"
    return (f"The magician swaps the identity skills of {r.seat(a)} and {r.seat(b)}: {r.seat(a)} "
            f"now holds {sa}, {r.seat(b)} holds {sb}.")


def vote_top(r, ev) -> str:
    seats = ev.data["seats"]
    if not seats:   # all abstained, or 统领 took a leader's only votes: no top vote (line 80)
        return "今天没有最高票。" if r.zh else "There is no top vote today."
    if len(seats) == 1:
        return f"今天的最高票：{r.seat(seats[0])}。" if r.zh else f"Today's top vote: {r.seat(seats[0])}."
    return f"今天平票：{r.seats(seats)}。" if r.zh else f"Today's vote is tied: {r.seats(seats)}."


def tally(r, ev) -> str:
    totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in ev.data["totals"].items())
    return f"（计票，仅上帝可见）{totals}" if r.zh else f"(count, storyteller only) {totals}"


def out(r, ev) -> str:
    words = ev.data.get("words")
    if r.zh:
        return "你已出局。" + ("你可以留下遗言。" if words else "你没有遗言。")
    return "You are out. " + ("You may leave last words." if words else "You have no last words.")


EVENTS = {
    **templates.GENERIC_EVENTS, **werewolf.EVENTS,
    "result": result,
    "votes": templates.votes(werewolf.BALLOTS),
    "dark_moon_team": Template("暗月群成员：{seats}（身份：{roles}）。",
                               "Dark-moon camp: {seats} (cards: {roles})."),
    "camp": Template("认亲完成：你加入了{camp}。", "Kinship chosen: you join {camp}."),
    "skills": templates.skills_gained(ORIGINS),
    "leader": Template("{seat}成为首领。", "{seat} becomes the leader."),
    "skill_swap": skill_swap,
    "surrender": Template("{seat}同意投降（{side}）。", "{seat} agrees to surrender ({side})."),
    "camp_lost": Template("{camp}已判负，失去全部技能。",
                          "Judged lost ({camp}): your camp loses every skill."),
    "speaking_order": Template("今天的发言顺序：{seats}。", "Today's speaking order: {seats}."),
    "request": Template("{seat}申请{what}。", "{seat} requests: {what}."),
    "accelerated": Template("加速成功：今天不可改票。", "Acceleration: no vote changes today."),
    "ballot": templates.ballot,
    "vote_top": vote_top,
    "tally": tally,
    "duel_called": Template("有角色对{target}发起了决斗，{out}出局。",
                            "Someone duels {target}: {out} goes out."),
    "day_ended": Template("讨论日立刻结束，投票不再结算，进入黄昏。",
                          "The discussion ends at once: no vote is settled, dusk begins."),
    "shot": Template("{target}被枪杀。", "{target} is shot."),
    "gunshot": Template("你发动{skill}，{target}出局。", "You use {skill}: {target} goes out."),
    "out": out,
}
FIELDS = {**templates.GENERIC_FIELDS, **werewolf.FIELDS, "out": "seat", "what": "option",
          "side": "camp", "current": "seat"}
#: shown with a question: the pack's proposals, and the ballot a seat may change (its vote now)
CONTEXT = templates.GENERIC_CONTEXT + (
    Context("current", Template("（你当前投给{current}）", " (your vote now: {current})"),
            frozenset({"vote_change"})),)

#: the same columns as every werewolf board, plus ``ally``: a member of one of my group chats
VECTOR = fx.VectorSpec(
    public_flags=werewolf.PUBLIC_FLAGS, private_flags=werewolf.PRIVATE_FLAGS + ("ally",),
    public={**werewolf.PUBLIC_EFFECTS, "ballot": (fx.OpenBallot(),), "day_breaks": (fx.NewDay(),)},
    private={**werewolf.PRIVATE_EFFECTS,
             "result": (fx.Verdict({"wolf": ("known_wolf", "known_good")}, ("known_good", None)),),
             "wolf_team": (fx.Team(("known_wolf", "ally")),),
             "dark_moon_team": (fx.Team(("ally",)),)})

SCENARIO = Dialect(
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
    knife="kill",
    state={"sheriff": StateView("seat", lambda g: g.state.sheriff),
           "charmed": StateView("seats", lambda g: g.state.charmed)})

PRESENTATION = Presentation(
    marks=werewolf.MARKS,
    events=EVENTS, fields=FIELDS, acts=werewolf.ACTS, verdicts=werewolf.VERDICTS,
    camp_colors={"village": "#3b6fb6", "wolf": "#b6423b", "dark_moon": "#3a3357",
                 "piper": "#7b5ea7"},
    channels=CHANNELS, options=OPTIONS, stages=STAGES, segments=SEGMENTS, phases=templates.PHASES,
    ballots=werewolf.BALLOTS, context=CONTEXT, intro=werewolf.INTRO,
    summary=Words(**SUMMARY), rulebook=rulebook_paragraphs(MODULES),
    key_events=werewolf.KEY_EVENTS | {"dark_moon_team", "camp", "skills", "leader", "skill_swap",
                                      "vote_top", "duel_called", "shot", "gunshot", "out",
                                      "camp_lost"},
    vector=VECTOR, scenario=SCENARIO,
    causes=CAUSES,
    story={"pack kill tie": Words("狼群杀人平票", "pack kill tie"),
           "first speaker": Words("首位发言者", "first speaker")},
    reading=RecordReading(exile_votes=frozenset({"vote"}),
                          key_roles=frozenset(r.id for r in ROLES if r.side == "god"),
                          actors=("seat", "wolf"), badge={"sheriff": "seat"}))
