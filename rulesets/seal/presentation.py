"""How the 封印 board is shown: its options, chats, speech segments, camps, the events only it
has (the bear, the badge, the crow's slander, the knight's duel, infection...), the rules
summary and role paragraphs for language models, its vector features and scenario words."""

from __future__ import annotations

from rulesets.engine import features as fx
from rulesets.engine import templates, werewolf
from rulesets.engine.dialect import Dialect, StateView
from rulesets.engine.presentation import (Channel, Context, Presentation, RecordReading,
                                          Template, Words, rulebook_paragraphs)

from .roles import MODULES, ROLES
from .summary import SUMMARY

OPTIONS = {
    "explode": Words("自爆", "self-explode"), "duel": Words("决斗", "duel"),
    "withdraw": Words("退水", "withdraw"), "run": Words("上警", "run for sheriff"),
    "before": Words("天黑前", "before the night"), "after": Words("天亮后", "after the night"),
    "clockwise": Words("顺时针", "clockwise"),
    "counterclockwise": Words("逆时针", "counter-clockwise"), "seer": Words("预言家", "Seer"),
    "witch": Words("女巫", "Witch"), "guard": Words("守卫", "Guard"),
    "seed_wolf": Words("种狼", "Seed Wolf"), "hidden_wolf": Words("隐狼", "Hidden Wolf"),
    "blood_moon_apostle": Words("血月使徒", "Blood-Moon Apostle"),
    "infect": Words("感染", "infect"), "antidote": Words("解药", "antidote"),
    "poison": Words("毒药", "poison"),
}
CAMPS = {"good": Words("好人阵营", "the village"), "wolf": Words("狼人阵营", "the wolves"),
         "third": Words("第三方", "the third party")}
SEGMENTS = {"election": Words("竞选发言", "election speech"), "exile": Words("放逐发言", "speech"),
            "pk": Words("PK发言", "PK speech"), "last_words": Words("遗言", "last words")}
CHANNELS = {"wolves": werewolf.WOLF_CHAT,
            "charmed": Channel(Words("【被迷惑者】", "[charmed] "), Words("被迷惑者", "Charmed"))}
#: what switched a seat's skills off tonight (``disabled``'s ``by``)
DISABLED_BY = {"seal": Words("封印", "sealed"), "fear": Words("恐惧", "feared")}


def night_falls(r, ev) -> str:
    """Night falls; the bear tamer's lost bear panics the village (every skill fails); after a
    血月使徒's explosion, every good-camp skill fails (ruling S48)."""
    text = templates.night_falls(r, ev)
    if ev.data.get("panic"):
        text += "驯熊师的熊走失了，村庄恐慌：今晚所有人技能失效。" if r.zh else \
            " The bear is lost and the village panics: every skill fails tonight."
    if ev.data.get("apostle"):
        text += "血月使徒自爆后的血月之夜：今晚好人阵营的技能全部失效。" if r.zh else \
            " A blood-moon night after the Blood-Moon Apostle's explosion: every village skill" \
            " fails tonight."
    return text


def disabled(r, ev) -> str:
    by = r.words(DISABLED_BY.get(ev.data.get("by"), DISABLED_BY["fear"]))
    return f"你被{by}了，今晚特殊技能失效。" if r.zh else f"You are {by}: your special skills fail tonight."


def order(r, ev) -> str:
    way = r.option("clockwise" if ev.data["clockwise"] else "counterclockwise")
    if r.zh:
        return f"警长{r.seat(ev.data['seat'])}选择{way}发言，自己最后发言。"
    return f"Sheriff {r.seat(ev.data['seat'])} picks {way} order and speaks last."


def bear(r, ev) -> str:
    growl = ev.data["growl"]
    return ("熊咆哮了。" if growl else "熊没有咆哮。") if r.zh else \
        ("The bear growls." if growl else "The bear does not growl.")


def explode(r, ev) -> str:
    role, who = ev.data.get("role"), r.seat(ev.data["seat"])
    if r.zh:
        return f"{who}自爆" + (f"，翻牌为{r.role(role)}" if role else "，是狼人") + "。今天结束，直接入夜。"
    return f"{who} self-explodes" + (f", revealing {r.role(role)}" if role else " as a wolf") + \
        ". The day ends."


def result(r, ev) -> str:
    """A check result; the fox's covers three seats in a row and says only whether any of them
    is a wolf (三名連坐的玩家中是否有狼人), never which."""
    d = ev.data
    group = d.get("group")
    if group is None:
        return templates.result(r, ev)
    seats, skill = r.seats(group), r.skill(d["skill"])
    if r.zh:
        return f"你的{skill}结果：{seats}中" + ("有狼人。" if d["value"] else "没有狼人。")
    return f"Your {skill} result: " + (f"at least one of {seats} is a wolf." if d["value"]
                                        else f"none of {seats} is a wolf.")


EVENTS = {
    **templates.GENERIC_EVENTS, **werewolf.EVENTS,
    "wolf_team": werewolf.PACK_SEATS,  # 狼人互認: seats, not cards (ruling S34)
    "result": result,
    "night_falls": night_falls,
    "disabled": disabled,
    "knife_void": Template("今晚狼刀失效。", "The knife fails tonight."),
    "form": Template("恶灵{seat}化身为{form}。", "Evil Spirit {seat} takes the {form} form."),
    "infected": Template("你被感染，成为普通狼人，失去原有技能，加入狼队。",
                         "You are infected: you are now a plain wolf, lose your skills and join the wolves."),
    "skill_lost": Template("你永久失去了{skill}。", "You have lost {skill} for good."),
    "charmed": Template("所有被迷惑者：{seats}。", "Everyone charmed: {seats}."),
    "election": Template("警长竞选开始，请决定是否上警。", "The sheriff election begins: declare candidacy."),
    "candidates": Template("上警玩家：{seats}。", "Candidates: {seats}."),
    "withdraw": Template("{seat}退水。", "{seat} withdraws."),
    "votes": templates.votes(werewolf.BALLOTS),
    "deputy": Template("警长任命{seat}为辅警。", "The sheriff appoints {seat} as deputy."),
    "badge_lost": Template("警徽流失。", "The badge is lost."),
    "badge_torn": Template("{seat}撕毁了警徽。", "{seat} tears up the badge."),
    "badge_passed": Template("{seat}将警徽移交给{to}。", "{seat} passes the badge to {to}."),
    "badge_swallowed": Template("三狼自爆，警徽被吞。", "Three wolves exploded: the badge is swallowed."),
    "order": order,
    "reveal": Template("骑士夜里死亡，被怀疑的{seat}翻牌：{role}。",
                       "The knight died in the night: suspect {seat} reveals {role}."),
    "bear": bear,
    "slander": Template("乌鸦诽谤了{seat}（下一轮放逐投票+2票）。",
                        "The crow slanders {seat} (+2 votes in the next exile vote)."),
    "take": Template("{seat}带走了{target}。", "{seat} takes {target} along."),
    "duel": Template("骑士{knight}翻牌决斗{target}，{target}的身份是{target_role}。",
                     "Knight {knight} reveals and duels {target}, who is {target_role}."),
    "explode": explode,
}
FIELDS = {**templates.GENERIC_FIELDS, **werewolf.FIELDS, "group": "seats", "knight": "seat",
          "victim": "seat",
          "knight_role": "role", "target_role": "role", "form": "option"}

#: the witch form (演员) sees tonight's knife victim
CONTEXT = templates.GENERIC_CONTEXT + (
    Context("victim", Template("（今晚被刀的是{victim}）", " (tonight's knife victim: {victim})"),
            frozenset({"witch"})),)

VECTOR = fx.VectorSpec(
    public_flags=werewolf.PUBLIC_FLAGS, private_flags=werewolf.PRIVATE_FLAGS,
    public={**werewolf.PUBLIC_EFFECTS, **werewolf.BADGE_EFFECTS,
            "slander": (fx.Flag("slandered", alone=True),),
            "explode": (fx.Flag("shown_wolf"), fx.ShowCard()),
            "duel": (fx.ShowCard("knight", "knight_role"), fx.ShowCard("target", "target_role")),
            "reveal": (fx.ShowCard(),)},
    private={**werewolf.PRIVATE_EFFECTS, "charmed": (fx.Flag("charmed", "seats"),)},
    decision_kinds=("poison",))  # the witch form's second question

SCENARIO = Dialect(
    leads={"explode": ("speech", "explode"), "white_take": ("speech", "explode"),
           "duel": ("speech", "duel"), "withdraw": ("speech", "withdraw"),
           "poison": ("witch", "poison"), "antidote": ("witch", "antidote")},
    follows={("speech", "explode"): "take", ("speech", "duel"): "duel",
             ("witch", "poison"): "poison"},
    kinds={"black_take": "take", "white_take": "take", "antidote": "witch"},
    extra_skills={"poison": "poison", "毒药": "poison", "毒藥": "poison",
                  "antidote": "antidote", "解药": "antidote", "解藥": "antidote"},
    options={"预言家": "seer", "預言家": "seer", "女巫": "witch", "守卫": "guard", "守衛": "guard",
             "种狼": "seed_wolf", "種狼": "seed_wolf", "隐狼": "hidden_wolf", "隱狼": "hidden_wolf",
             "血月使徒": "blood_moon_apostle", "天黑前": "before", "天亮后": "after",
             "天亮後": "after", "顺时针": "clockwise", "順時針": "clockwise",
             "逆时针": "counterclockwise", "逆時針": "counterclockwise", "解药": "antidote",
             "解藥": "antidote", "毒药": "poison", "毒藥": "poison", "感染": "infect",
             "上警": "run", "自爆": "explode", "决斗": "duel", "決鬥": "duel", "退水": "withdraw"},
    state={"sheriff": StateView("seat", lambda g: g.state.sheriff),
           "deputy": StateView("seat", lambda g: g.state.deputy),
           "charmed": StateView("seats", lambda g: g.state.charmed)})

PRESENTATION = Presentation(
    marks=werewolf.MARKS,
    events=EVENTS, fields=FIELDS, acts=werewolf.ACTS, verdicts=werewolf.VERDICTS, camps=CAMPS,
    camp_colors={"good": "#3b6fb6", "wolf": "#b6423b", "third": "#7b5ea7"},
    channels=CHANNELS, options=OPTIONS, segments=SEGMENTS, phases=templates.PHASES,
    ballots=werewolf.BALLOTS, context=CONTEXT, intro=werewolf.INTRO, summary=Words(**SUMMARY),
    rulebook=rulebook_paragraphs(MODULES),
    key_events=werewolf.KEY_EVENTS | {"infected", "charmed", "badge_passed", "reveal", "duel",
                                      "explode", "take", "slander", "bear", "form"},
    own_card={"role": None, "infected": "wolf"},  # an infected seat is a plain wolf
    vector=VECTOR, scenario=SCENARIO,
    causes=werewolf.CAUSES,
    story={"knife tie": Words("狼刀平票", "knife tie"),
           "first election speaker": Words("首位竞选发言者", "first election speaker")},
    reading=RecordReading(exile_votes=frozenset({"vote"}),
                          key_roles=frozenset(r.id for r in ROLES if r.side == "god"),
                          actors=("seat", "wolf", "knight"),
                          badge={"sheriff": "seat", "badge_passed": "to", "badge_lost": None,
                                 "badge_torn": None, "badge_swallowed": None}))
