"""Text observations: each event a seat has seen, rendered in Chinese or English.

Rendering is viewer-independent (an event reads the same for everyone in its audience), so
each event is rendered once per game and shared (:class:`PublicText`); a seat's text is the
concatenation of the lines of *its own* inbox, followed by the prompt for its pending decision.
"""

from __future__ import annotations

from operator import itemgetter
from string import Formatter
from typing import Any, Callable, Optional

from rulesets.engine import Choice, ChoiceTable, Decision, Event, Ruleset

Lang = str
Render = Callable[["TextRenderer", Event], str]

CAMPS = {"zh": {"good": "好人阵营", "wolf": "狼人阵营", "third": "第三方", None: "无人"},
         "en": {"good": "the village", "wolf": "the wolves", "third": "the third party",
                None: "nobody"}}
#: group chats: channel -> (zh, en) prefix
CHANNELS = {"wolves": ("【狼队】", "[wolf chat] "), "charmed": ("【被迷惑者】", "[charmed] "),
            "dark_moon": ("【暗月群】", "[dark-moon chat] ")}
#: sub-phases (暗月): stage -> (zh, en)
STAGES = {"dawn": ("晨曦", "dawn"), "noon": ("正午", "noon"), "dusk": ("黄昏", "dusk"),
          "early_night": ("早夜", "early night"), "deep_night": ("深夜", "deep night"),
          "small_hours": ("凌晨", "small hours")}
#: identity categories (暗月 身份类别)
CATEGORY_NAMES = {"wolf": ("狼人", "a 狼人 (wolf)"), "god": ("神职", "a 神职 (god)"),
                  "villager": ("村民", "a 村民 (villager)")}

SEGMENTS = {"zh": {"election": "竞选发言", "exile": "放逐发言", "pk": "PK发言", "last_words": "遗言",
                   "discussion": "讨论"},
            "en": {"election": "election speech", "exile": "speech", "pk": "PK speech",
                   "last_words": "last words", "discussion": "discussion"}}


class TextRenderer:
    """Renders events, speech acts and decision prompts of one ruleset in one language."""

    def __init__(self, ruleset: Ruleset, choices: ChoiceTable, lang: Lang = "zh") -> None:
        if lang not in ("zh", "en"):
            raise ValueError(f"unknown language {lang!r}: use 'zh' or 'en'")
        self.ruleset = ruleset
        self.choices = choices
        self.lang = lang
        self.zh = lang == "zh"
        self._role_names = {r.id: r.name(lang) for r in ruleset.roles}
        self._skill_names: dict[str, str] = {}  # skill or decision id -> its name, as looked up
        self._seat_names = [self._seat(s) for s in range(choices.n_seats)]
        self._speakers: dict[tuple[int, str], str] = {}  # (seat, segment) -> a speech's opening
        #: "index=label" for every answer of the codec, rendered once (prompts list these)
        self.labels = [f"{c}={self.describe(choices.decode(c))}" for c in range(choices.size)]
        self._acts = [label.partition("=")[2] for label in self.labels]
        self._option_cache: dict[int, tuple[list[int], str]] = {}
        self._questions: dict[tuple[int, str], str] = {}  # (seat, kind) -> the question asked

    # -- names ----------------------------------------------------------------------------------
    def seat(self, s: Optional[int]) -> str:
        if s is None:
            return "无人" if self.zh else "nobody"
        if 0 <= s < len(self._seat_names):
            return self._seat_names[s]
        return self._seat(s)

    def _seat(self, s: int) -> str:
        return f"{s + 1}号" if self.zh else f"#{s + 1}"

    def seats(self, seats: Any) -> str:
        seats = list(seats)
        if not seats:
            return "无人" if self.zh else "nobody"
        return ("、" if self.zh else ", ").join(self.seat(s) for s in seats)

    def role(self, role_id: Optional[str]) -> str:
        if role_id is None:
            return "狼人" if self.zh else "a wolf"
        name = self._role_names.get(role_id)
        return name if name is not None else self.ruleset.names.role(role_id).name(self.lang)

    def skill(self, skill_id: str) -> str:
        name = self._skill_names.get(skill_id)
        if name is None:
            try:
                spec = self.ruleset.names.skill(skill_id)
            except KeyError:
                name = skill_id
            else:
                name = spec.zh if self.zh else spec.en
            self._skill_names[skill_id] = name
        return name

    def option(self, name: str) -> str:
        return OPTION_NAMES[self.lang].get(name, name)

    def value(self, v: Any) -> str:
        if v is True:
            return "狼人" if self.zh else "a wolf"
        if v is False:
            return "好人" if self.zh else "good"
        if isinstance(v, str):
            return self.role(v)
        return str(v)

    # -- speech acts ------------------------------------------------------------------------------
    def act(self, c: int) -> str:
        return self._acts[c]

    def speaker(self, seat: int, segment: str) -> str:
        """How a speech opens: who speaks, in which segment (``3号（放逐发言）：``)."""
        key = (seat, segment)
        opening = self._speakers.get(key)
        if opening is None:
            seg = SEGMENTS[self.lang].get(segment, "")
            opening = f"{self.seat(seat)}（{seg}）：" if self.zh else f"{self.seat(seat)} ({seg}): "
            self._speakers[key] = opening
        return opening

    def describe(self, ch: Choice) -> str:
        zh = self.zh
        if ch.kind == "pass":
            return "跳过" if zh else "pass"
        if ch.kind == "yes":
            return "是" if zh else "yes"
        if ch.kind == "target":
            return self.seat(ch.arg)  # type: ignore[arg-type]
        if ch.kind == "option":
            return self.option(ch.arg)  # type: ignore[arg-type]
        if ch.kind == "claim":
            return f"我是{self.role(ch.arg)}" if zh else f"I am the {self.role(ch.arg)}"  # type: ignore[arg-type]
        if ch.kind == "accuse":
            return f"{self.seat(ch.arg)}是狼" if zh else f"{self.seat(ch.arg)} is a wolf"  # type: ignore[arg-type]
        if ch.kind == "vouch":
            return f"{self.seat(ch.arg)}是好人" if zh else f"{self.seat(ch.arg)} is good"  # type: ignore[arg-type]
        if ch.kind == "report":
            res = self.value(bool(ch.wolf))
            return (f"我验了{self.seat(ch.arg)}，是{res}" if zh   # type: ignore[arg-type]
                    else f"my check: {self.seat(ch.arg)} is {res}")  # type: ignore[arg-type]
        return str(ch)

    # -- events -----------------------------------------------------------------------------------
    def event(self, ev: Event) -> str:
        fn = EVENTS.get(ev.kind)
        if fn is None:
            return f"[{ev.kind}] {ev.data}"
        text = fn(self, ev)
        if ev.channel is not None:
            prefix = CHANNELS.get(ev.channel)
            if prefix is not None:
                return prefix[0 if self.zh else 1] + text
        return text

    def camp(self, camp: Optional[str]) -> str:
        names = self.ruleset.camp_names.get(camp) if camp is not None else None
        if names is not None:
            return names[0 if self.zh else 1]
        return CAMPS[self.lang].get(camp, str(camp))

    def stage(self, stage: str) -> str:
        names = STAGES.get(stage)
        return stage if names is None else names[0 if self.zh else 1]

    def phase(self, label: str) -> str:
        kind, _, no = label.partition(" ")
        if self.zh:
            return {"night": f"第{no}夜", "day": f"第{no}天", "setup": "开局"}.get(kind, label)
        return label.capitalize()

    # -- prompts ----------------------------------------------------------------------------------
    def prompt(self, d: Decision) -> str:
        """What the seat is asked, then its numbered options.  The question is cached per seat
        and kind (unless it shows extra context), the options per list of legal answers."""
        info = d.info
        if info and ("proposals" in info or d.kind == "witch"):
            extra = self._extra(d)
            if extra:
                return self._question(d.seat, d.kind, extra) + self._options(d.legal)
        key = (d.seat, d.kind)
        question = self._questions.get(key)
        if question is None:
            question = self._questions[key] = self._question(d.seat, d.kind, "")
        return question + self._options(d.legal)

    def _extra(self, d: Decision) -> str:
        """Context shown with the question: the witch's knife victim, teammates' proposals."""
        extra = ""
        if d.kind == "witch" and d.info.get("victim") is not None:
            extra = (f"（今晚被刀的是{self.seat(d.info['victim'])}）" if self.zh
                     else f" (tonight's knife victim: {self.seat(d.info['victim'])})")
        if d.info.get("proposals"):
            props = d.info["proposals"]
            extra = ("（队友提议：" + "，".join(f"{self.seat(w)}→{self.seat(t)}"
                                             for w, t in props.items()) + "）") if self.zh else \
                (" (teammates proposed: " + ", ".join(f"{self.seat(w)}->{self.seat(t)}"
                                                      for w, t in props.items()) + ")")
        return extra

    def _question(self, seat: int, kind: str, extra: str) -> str:
        what = self.skill(kind)
        if self.zh:
            return f">>> 轮到你（{self.seat(seat)}）：{what}{extra}。可选："
        return f">>> Your turn ({self.seat(seat)}): {what}{extra}. Options: "

    def _options(self, legal: list[int]) -> str:
        """The numbered options; cached by list identity (the engine shares lists of legal
        answers between decisions, e.g. every ballot of a vote round)."""
        hit = self._option_cache.get(id(legal))
        if hit is not None and hit[0] is legal:
            return hit[1]
        shown = legal[:40]
        more = len(legal) - len(shown)
        names = itemgetter(*shown)(self.labels) if len(shown) > 1 else [self.labels[c] for c in shown]
        text = ("；" if self.zh else "; ").join(names)
        if more > 0:
            text += f" …另有{more}项" if self.zh else f" ... and {more} more"
        if len(self._option_cache) > 256:
            self._option_cache.clear()
        self._option_cache[id(legal)] = (legal, text)  # keeps ``legal`` alive: no id reuse
        return text


OPTION_NAMES = {
    "zh": {"explode": "自爆", "duel": "决斗", "withdraw": "退水", "run": "上警", "before": "天黑前",
           "after": "天亮后", "clockwise": "顺时针", "counterclockwise": "逆时针", "seer": "预言家",
           "witch": "女巫", "guard": "守卫", "seed_wolf": "种狼", "hidden_wolf": "隐狼",
           "blood_moon_apostle": "血月使徒", "infect": "感染", "antidote": "解药", "poison": "毒药",
           # 暗月
           "cat_wolf": "狼人", "cat_god": "神职", "cat_villager": "村民", "gift_divine": "赠送占卜",
           "gift_poison": "赠送毒药", "gift_gun": "赠送最后一枪", "renew": "（1）目标视为未被选择过",
           "undying": "（2）改为赋予[不死]", "both": "（1）与（2）", "skip_1": "不执行效果（1）",
           "skip_2": "不执行效果（2）", "skip_3": "不执行效果（3）", "appoint": "选举首领",
           "skill_swap": "交换身份技能", "surrender": "投降", "hasten": "加速", "delay": "延时"},
    "en": {"explode": "self-explode", "duel": "duel", "withdraw": "withdraw", "run": "run for sheriff",
           "before": "before the night", "after": "after the night", "clockwise": "clockwise",
           "counterclockwise": "counter-clockwise", "seer": "Seer", "witch": "Witch",
           "guard": "Guard", "seed_wolf": "Seed Wolf", "hidden_wolf": "Hidden Wolf",
           "blood_moon_apostle": "Blood-Moon Apostle", "infect": "infect", "antidote": "antidote",
           "poison": "poison",
           # 暗月
           "cat_wolf": "狼人 (wolf)", "cat_god": "神职 (god)", "cat_villager": "村民 (villager)",
           "gift_divine": "give 占卜", "gift_poison": "give 毒药", "gift_gun": "give 最后一枪",
           "renew": "(1) tonight's target counts as never chosen", "undying": "(2) give [不死]",
           "both": "(1) and (2)", "skip_1": "skip effect (1)", "skip_2": "skip effect (2)",
           "skip_3": "skip effect (3)", "appoint": "appoint a leader",
           "skill_swap": "swap identity skills", "surrender": "surrender", "hasten": "hasten",
           "delay": "delay"},
}


def _zh_en(zh: str, en: str) -> Render:
    """An event template with ``{name}`` fields filled from the event's data."""
    names = {"zh": _fields(zh), "en": _fields(en)}

    def render(r: TextRenderer, ev: Event) -> str:
        data = ev.data
        fields = {k: _fmt(r, k, data[k]) for k in names[r.lang]}
        return (zh if r.zh else en).format_map(fields)
    return render


def _fields(template: str) -> tuple[str, ...]:
    """The names of a template's ``{name}`` fields."""
    return tuple(dict.fromkeys(name for _, name, _, _ in Formatter().parse(template) if name))


def _fmt(r: TextRenderer, key: str, v: Any) -> str:
    fmt = FIELDS.get(key)
    return str(v) if fmt is None else fmt(r, v)


def _names(name: Callable[[TextRenderer, Any], str]) -> Callable[[TextRenderer, Any], str]:
    """A list field: each item named by ``name``, joined the language's way."""
    return lambda r, v: ("、" if r.zh else ", ").join(name(r, x) for x in v)


#: data key -> how its value reads (anything else: ``str``)
FIELDS: dict[str, Callable[[TextRenderer, Any], str]] = {
    **dict.fromkeys(("seat", "target", "to", "wolf", "knight", "victim", "out"), TextRenderer.seat),
    "seats": TextRenderer.seats,
    **dict.fromkeys(("role", "knight_role", "target_role"), TextRenderer.role),
    "roles": _names(TextRenderer.role),
    **dict.fromkeys(("form", "what"), TextRenderer.option),
    "skill": TextRenderer.skill,
    "skills": _names(TextRenderer.skill),
    **dict.fromkeys(("camp", "side"), TextRenderer.camp),
    "stage": TextRenderer.stage,
}


def _result(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    target = r.seat(d["target"]) if d.get("target") is not None else ""
    if "category" in d:  # 暗月 <占卜>: is / is not of the chosen 身份类别
        cat = CATEGORY_NAMES.get(d["category"], (d["category"], d["category"]))
        if r.zh:
            return f"你的{r.skill(d['skill'])}结果：{target}{'是' if d['value'] else '不是'}{cat[0]}"
        return f"Your {r.skill(d['skill'])} result: {target} is {'' if d['value'] else 'not '}{cat[1]}"
    if "seats" in d:  # a list of seats (暗月 <通灵>)
        if r.zh:
            return f"你的{r.skill(d['skill'])}结果：{r.seats(d['seats'])}"
        return f"Your {r.skill(d['skill'])} result: {r.seats(d['seats'])}"
    if r.zh:
        return f"你的{r.skill(d['skill'])}结果：{target}是{r.value(d['value'])}"
    return f"Your {r.skill(d['skill'])} result: {target} is {r.value(d['value'])}"


def _speech(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    text = r._acts[d["act"]]
    free = d.get("text")
    if free:
        text = f"{text} —— {free}" if r.zh else f"{text} -- {free}"
    return r.speaker(d["seat"], d.get("segment", "")) + text


def _votes(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    ballots = d["ballots"]
    parts = [f"{r.seat(int(v))}→{r.seat(t) if t is not None else ('弃票' if r.zh else 'abstain')}"
             for v, t in ballots.items()]
    name = {"elect": ("警长投票", "Sheriff vote"), "vote": ("放逐投票", "Exile vote")}[d["vote"]]
    rnd = d.get("round", 0)
    label = name[0 if r.zh else 1] + (f"（PK{rnd}）" if r.zh and rnd else f" (PK {rnd})" if rnd else "")
    if "totals" not in d:  # counts hidden (暗月): the ballots only
        return f"{label}：" + "，".join(parts) + "。" if r.zh else f"{label}: " + ", ".join(parts) + "."
    totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in d["totals"].items())
    return f"{label}：" + "，".join(parts) + f"。票数：{totals}" if r.zh else \
        f"{label}: " + ", ".join(parts) + f". Totals: {totals}"


def _dawn(r: TextRenderer, ev: Event) -> str:
    seats = ev.data["seats"]
    if not seats:
        return "天亮了，昨晚是平安夜。" if r.zh else "Dawn: nobody died last night."
    return f"天亮了，昨晚死亡的是：{r.seats(seats)}。" if r.zh else f"Dawn: last night {r.seats(seats)} died."


def _game_over(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    roles = d.get("roles", [])
    cards = ("，" if r.zh else ", ").join(f"{r.seat(i)}{r.role(x)}" if r.zh else f"{r.seat(i)} {r.role(x)}"
                                          for i, x in enumerate(roles))
    winner = r.camp(d.get("winner"))
    if r.zh:
        return f"游戏结束，{winner}获胜。身份：{cards}"
    return f"Game over: {winner} win. Cards: {cards}"


def _night(r: TextRenderer, ev: Event) -> str:
    base = f"—— {r.phase(ev.phase)} ——\n" + ("天黑请闭眼。" if r.zh else "Night falls.")
    if ev.data.get("panic"):
        base += "驯熊师的熊走失了，村庄恐慌：今晚所有人技能失效。" if r.zh else \
            " The bear is lost and the village panics: every skill fails tonight."
    return base


def _order(r: TextRenderer, ev: Event) -> str:
    cw = ev.data["clockwise"]
    if r.zh:
        return f"警长{r.seat(ev.data['seat'])}选择{'顺时针' if cw else '逆时针'}发言，自己最后发言。"
    return f"Sheriff {r.seat(ev.data['seat'])} picks {'clockwise' if cw else 'counter-clockwise'} order and speaks last."


def _bear(r: TextRenderer, ev: Event) -> str:
    g = ev.data["growl"]
    return ("熊咆哮了。" if g else "熊没有咆哮。") if r.zh else \
        ("The bear growls." if g else "The bear does not growl.")


def _explode(r: TextRenderer, ev: Event) -> str:
    role = ev.data.get("role")
    who = r.seat(ev.data["seat"])
    if r.zh:
        return f"{who}自爆" + (f"，翻牌为{r.role(role)}" if role else "，是狼人") + "。今天结束，直接入夜。"
    return f"{who} self-explodes" + (f", revealing {r.role(role)}" if role else " as a wolf") + \
        ". The day ends."


def _disabled(r: TextRenderer, ev: Event) -> str:
    by = ev.data.get("by")
    if r.zh:
        return "你被" + ("封印" if by == "seal" else "恐惧") + "了，今晚特殊技能失效。"
    return "You are " + ("sealed" if by == "seal" else "feared") + ": your special skills fail tonight."


def _role(r: TextRenderer, ev: Event) -> str:
    role, camp = r.role(ev.data["role"]), ev.data.get("camp")
    if camp is None:
        return f"你的身份是{role}。" if r.zh else f"Your card is {role}."
    return f"你的身份是{role}，属于{r.camp(camp)}。" if r.zh else \
        f"Your card is {role}, in {r.camp(camp)}."


# -- 暗月 (dark_moon) ---------------------------------------------------------------------------
ORIGINS = {"gift": ("礼物", "a gift"), "borrowed": ("暗月强化", "the dark-moon boost"),
           "leader": ("首领", "the leader's skills")}


def _skills(r: TextRenderer, ev: Event) -> str:
    names = _fmt(r, "skills", ev.data["skills"])
    origin = ORIGINS.get(ev.data.get("origin", ""), (ev.data.get("origin", ""),) * 2)
    return f"你获得了技能：{names}（来源：{origin[0]}）。" if r.zh else \
        f"You gain: {names} (from {origin[1]})."


def _skill_swap(r: TextRenderer, ev: Event) -> str:
    a, b = ev.data["seats"]
    sa, sb = (_fmt(r, "skills", x) or ("无" if r.zh else "none") for x in ev.data["skills"])
    if r.zh:
        return f"魔术师交换了{r.seat(a)}与{r.seat(b)}的身份技能：{r.seat(a)}现有{sa}，{r.seat(b)}现有{sb}。"
    return (f"The magician swaps the identity skills of {r.seat(a)} and {r.seat(b)}: {r.seat(a)} "
            f"now holds {sa}, {r.seat(b)} holds {sb}.")


def _ballot(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    who, t = r.seat(d["seat"]), d.get("target")
    if r.zh:
        verb = "改票为" if d.get("change") else "投票给"
        return f"{who}{verb}{r.seat(t)}。" if t is not None else f"{who}弃权。"
    verb = "changes the vote to" if d.get("change") else "votes for"
    return f"{who} {verb} {r.seat(t)}." if t is not None else f"{who} abstains."


def _vote_top(r: TextRenderer, ev: Event) -> str:
    seats = ev.data["seats"]
    if not seats:
        return "今天无人得票。" if r.zh else "Nobody received a vote today."
    if len(seats) == 1:
        return f"今天的最高票：{r.seat(seats[0])}。" if r.zh else f"Today's top vote: {r.seat(seats[0])}."
    return f"今天平票：{r.seats(seats)}。" if r.zh else f"Today's vote is tied: {r.seats(seats)}."


def _tally(r: TextRenderer, ev: Event) -> str:
    totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in ev.data["totals"].items())
    return f"（计票，仅上帝可见）{totals}" if r.zh else f"(count, storyteller only) {totals}"


def _out(r: TextRenderer, ev: Event) -> str:
    words = ev.data.get("words")
    if r.zh:
        return "你已出局。" + ("你可以留下遗言。" if words else "你没有遗言。")
    return "You are out. " + ("You may leave last words." if words else "You have no last words.")


EVENTS: dict[str, Render] = {
    "role": _role,
    "night_falls": _night,
    "day_breaks": lambda r, ev: f"—— {r.phase(ev.phase)} ——",
    "disabled": _disabled,
    "result": _result,
    "wolf_team": _zh_en("狼队成员：{seats}（身份：{roles}）。", "Wolf team: {seats} (cards: {roles})."),
    "knife_void": _zh_en("今晚狼刀失效。", "The knife fails tonight."),
    "knife_proposal": _zh_en("{wolf}提议刀{target}。", "{wolf} proposes to knife {target}."),
    "knife_target": _zh_en("今晚狼刀：{target}。", "Tonight's knife: {target}."),
    "form": _zh_en("恶灵{seat}化身为{form}。", "Evil Spirit {seat} takes the {form} form."),
    "infected": _zh_en("你被感染，成为普通狼人，失去原有技能，加入狼队。",
                       "You are infected: you are now a plain wolf, lose your skills and join the wolves."),
    "skill_lost": _zh_en("你永久失去了{skill}。", "You have lost {skill} for good."),
    "charmed": _zh_en("所有被迷惑者：{seats}。", "Everyone charmed: {seats}."),
    "election": _zh_en("警长竞选开始，请决定是否上警。", "The sheriff election begins: declare candidacy."),
    "candidates": _zh_en("上警玩家：{seats}。", "Candidates: {seats}."),
    "withdraw": _zh_en("{seat}退水。", "{seat} withdraws."),
    "speech": _speech,
    "votes": _votes,
    "pk": _zh_en("平票，进入第{round}轮PK：{seats}。", "Tie: PK round {round} between {seats}."),
    "pk_tie": _zh_en("PK后仍平票（{seats}），无人出局。", "Still tied after the PK ({seats}): nobody goes."),
    "sheriff": lambda r, ev: (f"今日警长：{r.seat(ev.data['seat'])}。" if r.zh else
                              f"Today's sheriff: {r.seat(ev.data['seat'])}.") if ev.data.get("today")
    else (f"{r.seat(ev.data['seat'])}当选警长。" if r.zh else f"{r.seat(ev.data['seat'])} becomes sheriff."),
    "deputy": _zh_en("警长任命{seat}为辅警。", "The sheriff appoints {seat} as deputy."),
    "badge_lost": _zh_en("警徽流失。", "The badge is lost."),
    "badge_torn": _zh_en("{seat}撕毁了警徽。", "{seat} tears up the badge."),
    "badge_passed": _zh_en("{seat}将警徽移交给{to}。", "{seat} passes the badge to {to}."),
    "badge_swallowed": _zh_en("三狼自爆，警徽被吞。", "Three wolves exploded: the badge is swallowed."),
    "order": _order,
    "dawn_deaths": _dawn,
    "death": _zh_en("{seats}死亡。", "{seats} died."),
    "reveal": _zh_en("骑士夜里死亡，被怀疑的{seat}翻牌：{role}。",
                     "The knight died in the night: suspect {seat} reveals {role}."),
    "bear": _bear,
    "slander": _zh_en("乌鸦诽谤了{seat}（下一轮放逐投票+2票）。",
                      "The crow slanders {seat} (+2 votes in the next exile vote)."),
    "take": _zh_en("{seat}带走了{target}。", "{seat} takes {target} along."),
    "duel": _zh_en("骑士{knight}翻牌决斗{target}，{target}的身份是{target_role}。",
                   "Knight {knight} reveals and duels {target}, who is {target_role}."),
    "explode": _explode,
    "exiled": _zh_en("{seat}被放逐。", "{seat} is exiled."),
    "no_exile": _zh_en("今天无人被放逐。", "Nobody is exiled today."),
    "game_over": _game_over,
    # 暗月 (dark_moon)
    "stage": lambda r, ev: f"【{r.stage(ev.data['stage'])}】" if r.zh else f"[{r.stage(ev.data['stage'])}]",
    "dark_moon_team": _zh_en("暗月群成员：{seats}（身份：{roles}）。",
                             "Dark-moon camp: {seats} (cards: {roles})."),
    "camp": _zh_en("认亲完成：你加入了{camp}。", "Kinship chosen: you join {camp}."),
    "skills": _skills,
    "leader": _zh_en("{seat}成为首领。", "{seat} becomes the leader."),
    "skill_swap": _skill_swap,
    "surrender": _zh_en("{seat}同意投降（{side}）。", "{seat} agrees to surrender ({side})."),
    "camp_lost": _zh_en("{camp}已判负，失去全部技能。",
                        "Judged lost ({camp}): your camp loses every skill."),
    "speaking_order": _zh_en("今天的发言顺序：{seats}。", "Today's speaking order: {seats}."),
    "request": _zh_en("{seat}申请{what}。", "{seat} requests: {what}."),
    "accelerated": _zh_en("加速成功：今天不可改票。", "Acceleration: no vote changes today."),
    "ballot": _ballot,
    "vote_top": _vote_top,
    "tally": _tally,
    "duel_called": _zh_en("有角色对{target}发起了决斗，{out}出局。",
                          "Someone duels {target}: {out} goes out."),
    "day_ended": _zh_en("讨论日立刻结束，投票不再结算，进入黄昏。",
                        "The discussion ends at once: no vote is settled, dusk begins."),
    "shot": _zh_en("{target}被枪杀。", "{target} is shot."),
    "gunshot": _zh_en("你发动{skill}，{target}出局。", "You use {skill}: {target} goes out."),
    "out": _out,
}


class PublicText:
    """The lines of one game's events as every seat of it reads them, rendered once for all.

    The public events' lines (each ending in a newline) form one list shared by the seats; the
    line of an event addressed to some seats is kept apart for each of them, with the number of
    public lines before it.  A seat's history is the public lines with its own lines put in
    at those places: exactly the lines of its inbox (public events and events addressed to it)
    in game order."""

    __slots__ = ("renderer", "events", "done", "lines", "addressed")

    def __init__(self, renderer: TextRenderer, events: list[Event], n: int) -> None:
        self.renderer = renderer
        self.events = events  # the game's event log (read only)
        self.done = 0  # events routed so far
        self.lines: list[str] = []  # the public lines so far
        #: per seat: (public lines before it, line) of each event addressed to it, in order
        self.addressed: list[list[tuple[int, str]]] = [[] for _ in range(n)]

    def sync(self) -> list[str]:
        """Route the events emitted since the last call; returns the public lines so far."""
        events = self.events
        if self.done < len(events):
            render = self.renderer.event
            lines = self.lines
            for ev in events[self.done:]:
                aud = ev.audience
                if aud is None:
                    lines.append(render(ev) + "\n")
                elif aud:
                    entry = (len(lines), render(ev) + "\n")
                    for seat in aud:
                        self.addressed[seat].append(entry)
            self.done = len(events)
        return self.lines


class TextObserver:
    """One seat's growing text history, cut from its game's :class:`PublicText`.

    The history is kept as a string plus a short tail of newer lines, so that the text asked
    for with a prompt is built with one copy of the history (``join`` of both and the prompt)
    rather than two (fold the new lines in, then append the prompt)."""

    __slots__ = ("seat", "log", "public", "mine", "text", "tail")

    #: tail lines past which they are folded into ``text`` (joining many short lines costs
    #: about what one copy of a long history does)
    MAX_TAIL = 8

    def __init__(self, seat: int, log: PublicText) -> None:
        self.seat = seat
        self.log = log
        self.public = 0  # how many public lines this history already holds
        self.mine = 0  # how many of the seat's addressed lines it already holds
        self.text = ""
        self.tail: list[str] = []

    def update(self, prompt: str = "") -> str:
        """The seat's history (every line it may see) up to the game's latest event, followed
        by ``prompt``."""
        lines = self.log.sync()
        addressed = self.log.addressed[self.seat]
        tail = self.tail
        if self.public < len(lines) or self.mine < len(addressed):  # new lines for the tail
            k = self.public
            for at, line in addressed[self.mine:]:
                if at > k:
                    tail += lines[k:at]
                    k = at
                tail.append(line)
            tail += lines[k:]
            self.public = len(lines)
            self.mine = len(addressed)
        if not tail:
            return self.text + prompt if prompt else self.text
        if prompt and len(tail) <= self.MAX_TAIL:
            return "".join([self.text, *tail, prompt])
        tail.insert(0, self.text)
        self.text = "".join(tail)
        tail.clear()
        return self.text + prompt if prompt else self.text
