"""Text observations: each event a seat has seen, rendered in Chinese or English.

Rendering is viewer-independent (an event reads the same for everyone in its audience), so
each event is rendered once per language and shared; a seat's text is the concatenation of
the lines of *its own* inbox, followed by the prompt for its pending decision.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from rulesets.engine import Choice, ChoiceTable, Decision, Event, Ruleset

Lang = str
Render = Callable[["TextRenderer", Event], str]

CAMPS = {"zh": {"good": "好人阵营", "wolf": "狼人阵营", "third": "第三方", None: "无人"},
         "en": {"good": "the village", "wolf": "the wolves", "third": "the third party",
                None: "nobody"}}

SEGMENTS = {"zh": {"election": "竞选发言", "exile": "放逐发言", "pk": "PK发言", "last_words": "遗言"},
            "en": {"election": "election speech", "exile": "speech", "pk": "PK speech",
                   "last_words": "last words"}}


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
        #: "index=label" for every answer of the codec, rendered once (prompts list these)
        self.labels = [f"{c}={self.describe(choices.decode(c))}" for c in range(choices.size)]
        self._option_cache: dict[int, tuple[list[int], str]] = {}

    # -- names ----------------------------------------------------------------------------------
    def seat(self, s: Optional[int]) -> str:
        if s is None:
            return "无人" if self.zh else "nobody"
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
        try:
            spec = self.ruleset.names.skill(skill_id)
        except KeyError:
            return skill_id
        return spec.zh if self.zh else spec.en

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
        return self.labels[c].partition("=")[2]

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
        if ev.channel == "wolves":
            return ("【狼队】" if self.zh else "[wolf chat] ") + text
        if ev.channel == "charmed":
            return ("【被迷惑者】" if self.zh else "[charmed] ") + text
        return text

    def phase(self, label: str) -> str:
        kind, _, no = label.partition(" ")
        if self.zh:
            return {"night": f"第{no}夜", "day": f"第{no}天", "setup": "开局"}.get(kind, label)
        return label.capitalize()

    # -- prompts ----------------------------------------------------------------------------------
    def prompt(self, d: Decision) -> str:
        what = self.skill(d.kind)
        extra = ""
        if d.kind == "witch" and d.info.get("victim") is not None:
            extra = (f"（今晚被刀的是{self.seat(d.info['victim'])}）" if self.zh
                     else f" (tonight's knife victim: {self.seat(d.info['victim'])})")
        if d.kind == "knife" and d.info.get("proposals"):
            props = d.info["proposals"]
            extra = ("（队友提议：" + "，".join(f"{self.seat(w)}→{self.seat(t)}"
                                             for w, t in props.items()) + "）") if self.zh else \
                (" (teammates proposed: " + ", ".join(f"{self.seat(w)}->{self.seat(t)}"
                                                      for w, t in props.items()) + ")")
        options = self._options(d.legal)
        if self.zh:
            return f">>> 轮到你（{self.seat(d.seat)}）：{what}{extra}。可选：{options}"
        return f">>> Your turn ({self.seat(d.seat)}): {what}{extra}. Options: {options}"

    def _options(self, legal: list[int]) -> str:
        """The numbered options; cached by list identity (the engine shares lists of legal
        answers between decisions, e.g. every ballot of a vote round)."""
        hit = self._option_cache.get(id(legal))
        if hit is not None and hit[0] is legal:
            return hit[1]
        labels = self.labels
        shown = [labels[c] for c in legal[:40]]
        more = len(legal) - len(shown)
        text = ("；" if self.zh else "; ").join(shown)
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
           "blood_moon_apostle": "血月使徒", "infect": "感染", "antidote": "解药", "poison": "毒药"},
    "en": {"explode": "self-explode", "duel": "duel", "withdraw": "withdraw", "run": "run for sheriff",
           "before": "before the night", "after": "after the night", "clockwise": "clockwise",
           "counterclockwise": "counter-clockwise", "seer": "Seer", "witch": "Witch",
           "guard": "Guard", "seed_wolf": "Seed Wolf", "hidden_wolf": "Hidden Wolf",
           "blood_moon_apostle": "Blood-Moon Apostle", "infect": "infect", "antidote": "antidote",
           "poison": "poison"},
}


def _zh_en(zh: str, en: str) -> Render:
    """An event template with ``{name}`` fields filled from the event's data."""
    def render(r: TextRenderer, ev: Event) -> str:
        fields = {k: _fmt(r, k, v) for k, v in ev.data.items()}
        return (zh if r.zh else en).format(**fields)
    return render


def _fmt(r: TextRenderer, key: str, v: Any) -> str:
    if key in ("seat", "target", "to", "wolf", "knight", "victim"):
        return r.seat(v)
    if key == "seats":
        return r.seats(v)
    if key in ("role", "knight_role", "target_role"):
        return r.role(v)
    if key == "roles":
        return ("、" if r.zh else ", ").join(r.role(x) for x in v)
    if key == "form":
        return r.option(v)
    if key == "skill":
        return r.skill(v)
    return str(v)


def _result(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    target = r.seat(d["target"]) if d.get("target") is not None else ""
    if r.zh:
        return f"你的{r.skill(d['skill'])}结果：{target}是{r.value(d['value'])}"
    return f"Your {r.skill(d['skill'])} result: {target} is {r.value(d['value'])}"


def _speech(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    seg = SEGMENTS[r.lang].get(d.get("segment", ""), "")
    text = r.act(d["act"])
    free = d.get("text")
    if free:
        text = f"{text} —— {free}" if r.zh else f"{text} -- {free}"
    return f"{r.seat(d['seat'])}（{seg}）：{text}" if r.zh else f"{r.seat(d['seat'])} ({seg}): {text}"


def _votes(r: TextRenderer, ev: Event) -> str:
    d = ev.data
    ballots = d["ballots"]
    parts = [f"{r.seat(int(v))}→{r.seat(t) if t is not None else ('弃票' if r.zh else 'abstain')}"
             for v, t in ballots.items()]
    totals = ", ".join(f"{r.seat(int(s))}: {n:g}" for s, n in d["totals"].items())
    name = {"elect": ("警长投票", "Sheriff vote"), "vote": ("放逐投票", "Exile vote")}[d["vote"]]
    rnd = d.get("round", 0)
    label = name[0 if r.zh else 1] + (f"（PK{rnd}）" if r.zh and rnd else f" (PK {rnd})" if rnd else "")
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
    winner = CAMPS[r.lang].get(d.get("winner"), d.get("winner"))
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


EVENTS: dict[str, Render] = {
    "role": _zh_en("你的身份是{role}。", "Your card is {role}."),
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
    "sheriff": _zh_en("{seat}当选警长。", "{seat} becomes sheriff."),
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
}


class TextObserver:
    """One seat's growing text observation (each event rendered once per game and language;
    phase headers come from the public ``night_falls`` / ``day_breaks`` events)."""

    __slots__ = ("seat", "renderer", "cache", "cursor", "text")

    def __init__(self, seat: int, renderer: TextRenderer, cache: dict[int, str]) -> None:
        self.seat = seat
        self.renderer = renderer
        self.cache = cache  # event index -> line, shared by the seats of one game and language
        self.cursor = 0
        self.text = ""

    def update(self, inbox: list[Event]) -> str:
        if self.cursor < len(inbox):
            cache = self.cache
            new: list[str] = []
            for ev in inbox[self.cursor:]:
                line = cache.get(ev.index)
                if line is None:
                    line = cache[ev.index] = self.renderer.event(ev)
                new.append(line)
            self.cursor = len(inbox)
            self.text = self.text + "\n".join(new) + "\n"
        return self.text
