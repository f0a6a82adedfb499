"""How 星汉灿烂 is shown: its options (cards to guess, skills to steal or copy, the dagger's time
points, the 鸩毒 purchases, 弃权), the wolf pack's chat, sub-phases, the seven camps and the 不定
one, the events only it has (camp changes, the 毒士 pair, tokens, counsel, whispers, reflections,
票台 and 吹笛 lists, 偏爱, 附身, 狩猎, 公敌, 顺从, cards...), the rules summary and role paragraphs
for language models, its vector features and scenario words."""

from __future__ import annotations

from typing import Any, Mapping

from rulesets.engine import features as fx
from rulesets.engine import templates, werewolf
from rulesets.engine.dialect import Dialect, StateView
from rulesets.engine.presentation import (Channel, Context, Presentation, RecordReading,
                                          SpeechActs, Template, Words, rulebook_paragraphs)

from .roles import MODULES, ROLES
from .roles.hostage import TIME_POINTS
from .summary import SUMMARY

#: the 23 cards (the fox's guesses) and every skill (stolen, copied) as options, with the rest
OPTIONS: dict[str, Words] = {
    "abstain": Words("弃权", "abstain"), "dagger": Words("匕首", "dagger"),
    "hasten": Words("申请加速", "request acceleration"), "delay": Words("申请延时", "request a delay"),
    "camp_counts": Words("失去1个<炼>：获知各阵营存活人数", "1 token: the living count of each camp"),
    "buy_cure": Words("失去2个<炼>：获得<救治>", "2 tokens: gain <Cure>"),
    "buy_kill": Words("失去3个<炼>：获得<杀人>", "3 tokens: gain <Kill>"),
    **{o: Words(f"第{o.rsplit('_', 1)[1]}步开始时", f"at the start of step {o.rsplit('_', 1)[1]}")
       for o in TIME_POINTS},
    **{r.id: Words(r.zh, r.en) for r in ROLES},
    **{k.id: Words(k.zh, k.en) for r in ROLES for k in r.skills},
}
CAMPS = {"undetermined": Words("无阵营", "no camp")}
CAMP_COLORS = {"wolf": "#b6423b", "fox": "#d98c1f", "gambler": "#2f8f5b", "poison_sage": "#6a3d9a",
               "treasure": "#c9a227", "piper": "#7b5ea7", "mirror": "#4a90a4",
               "undetermined": "#888888"}
STAGES = {"setup": Words("开局", "setup"), "dawn": Words("天亮", "dawn"),
          "discussion": Words("讨论", "discussion"), "vote": Words("投票", "vote"),
          "dusk": Words("投票后", "after the vote"), "before_night": Words("入夜前", "before night"),
          "night": Words("游戏日夜晚", "night"), "night_end": Words("夜间行动结束", "night's end")}
SEGMENTS = {"discussion": Words("讨论", "discussion"), "last_words": Words("遗言", "last words")}
CHANNELS = {"wolves": Channel(Words("【狼群】", "[wolf pack] "), Words("狼群", "Wolf pack"))}
BALLOTS = {"exile": Words("放逐投票", "Exile vote")}
#: 查证's answers
VERIFY = {"wolf": Words("狼人阵营", "the wolf camp"), "treasure": Words("宝藏阵营", "the treasure camp"),
          "other": Words("其他阵营", "another camp")}
ORIGINS = {"abdicate": Words("传位", "Abdicate"), "possess": Words("附身", "Possess"),
           "die": Words("骰子", "the die"), "inherit": Words("继承", "Inherit"),
           "purchase": Words("鸩毒", "Zhen poison"), "stolen": Words("狡黠", "Cunning"),
           "copy": Words("晨曦", "Dawn copy"), "obey": Words("顺从", "Obey"),
           "victimhood": Words("遇难", "Victimhood"), "public_enemy": Words("公敌", "Public enemy")}
#: why nobody was voted out
NO_EXILE = {"tie": Words("平票", "a tie"), "no_votes": Words("无人得票", "no votes"),
            "platform": Words("最高票在票台上", "the top role is on the platform"),
            "spared": Words("最高票今日不会出局", "the top role cannot go out today")}
CARD_REASONS = {"posts": Words("发帖不足", "too few posts"), "vote": Words("未投票", "no vote"),
                "streak": Words("连续三天发帖不足十帖", "under ten posts three days running"),
                "yellows": Words("累计三张黄牌", "three yellow cards")}


def _camp_or_value(r, v: Any) -> str:
    if isinstance(v, str) and v in VERIFY:
        return r.words(VERIFY[v])
    if isinstance(v, str):
        return r.camp(v)
    return r.value(v)


def result(r, ev) -> str:
    """Every skill's feedback."""
    d = ev.data
    skill, t, v = d["skill"], d.get("target"), d.get("value")
    name = r.skill(skill)
    who = r.seat(t) if t is not None else ""
    zh = r.zh
    if skill in ("verify", "prophecy", "sense"):
        said = f"{who}属于{_camp_or_value(r, v)}" if zh else f"{who} is in {_camp_or_value(r, v)}"
    elif skill == "gamble":
        said = f"骰子点数{v}" if zh else f"the die shows {v}"
    elif skill == "zhen_poison":
        counts = ", ".join(f"{r.camp(c)} {n}" for c, n in v.items())
        said = f"各阵营存活人数：{counts}" if zh else f"living per camp: {counts}"
    elif skill == "cunning":
        guess = r.role(d.get("guess"))
        ok = ("猜测成功" if v else "猜测失败") if zh else ("right" if v else "wrong")
        said = f"{who}是{guess}？{ok}" if zh else f"{who} is the {guess}? {ok}"
    elif skill == "trial":
        said = (f"{r.seats(d['seats'])}中{'有' if v else '没有'}宝藏" if zh else
                f"The treasure is {'' if v else 'not '}among {r.seats(d['seats'])}")
    elif skill == "command":
        said = (f"加入狼群：{r.seats(d['seats'])}" if v else "无人加入狼群") if zh else \
            (f"joined the pack: {r.seats(d['seats'])}" if v else "nobody joined the pack")
    elif skill == "scrutiny":
        said = (f"{who}今晚出局，导致其出局的是：{r.seats(d['seats'])}" if v else f"{who}今晚没有出局") \
            if zh else (f"{who} went out tonight, caused by {r.seats(d['seats'])}" if v else
                        f"{who} did not go out tonight")
    elif skill == "die_unpipe":
        said = f"已吹笛：{r.seats(d['seats'])}" if zh else f"piped: {r.seats(d['seats'])}"
    elif skill in ("cure", "die_cure"):
        said = (f"{who}{'因救治出局' if v else '没有因救治出局'}" if zh else
                f"{who} {'went out' if v else 'did not go out'} through the cure")
    elif isinstance(v, bool):
        said = (f"{who}：{'成功' if v else '失败'}" if zh else f"{who}: {'success' if v else 'failed'}")
    else:
        return templates.result(r, ev)
    return f"你的{name}结果：{said}。" if zh else f"Your {name} result: {said}."


def out(r, ev) -> str:
    words = ev.data.get("words")
    if r.zh:
        return "你已出局。" + ("你可以留下遗言。" if words else "你没有遗言。")
    return "You are out. " + ("You may leave last words." if words else "You have no last words.")


def whisper(r, ev) -> str:
    said = r.act(ev.data["act"])
    text = ev.data.get("text")
    if text:
        said = f"{said} —— {text}"
    return f"宝藏向你传音：{said}" if r.zh else f"The treasure whispers to you: {said}"


def hunt(r, ev) -> str:
    mirror = ev.data.get("by") == "mirror"
    if r.zh:
        return "镜技能发动成功。" if mirror else "猎狼技能发动成功。"
    return "The mirror's skill succeeded." if mirror else "The wolf hunter's Hunt succeeded."


def public_enemy(r, ev) -> str:
    if ev.data.get("voted"):
        return "宝藏<公敌>发动：所有投票给宝藏的角色今晚可以使用一次<预言>。" if r.zh else \
            "The treasure's Public enemy: everyone who voted for it may use Prophecy once tonight."
    return "宝藏<公敌>发动成功。" if r.zh else "The treasure's Public enemy took effect."


def reveal(r, ev) -> str:
    d = ev.data
    return f"{r.seat(d['seat'])}的身份是{r.role(d['role'])}。" if r.zh else \
        f"{r.seat(d['seat'])} is the {r.role(d['role'])}."


def no_exile(r, ev) -> str:
    why = NO_EXILE.get(ev.data.get("reason", ""), NO_EXILE["tie"])
    return f"今天无人出局（{r.words(why)}）。" if r.zh else f"Nobody goes out today ({r.words(why)})."


def card(r, ev) -> str:
    d = ev.data
    reason = r.words(CARD_REASONS.get(d.get("reason", ""), CARD_REASONS["yellows"]))
    if d["card"] == "red":
        return f"{r.seat(d['seat'])}被红牌罚下（{reason}）。" if r.zh else \
            f"{r.seat(d['seat'])} gets a red card ({reason})."
    return f"{r.seat(d['seat'])}得到一张黄牌（{reason}，共{d.get('total')}张）。" if r.zh else \
        f"{r.seat(d['seat'])} gets a yellow card ({reason}; {d.get('total')} in all)."


def ballot(r, ev) -> str:
    d = ev.data
    who, t = r.seat(d["seat"]), d.get("target")
    if r.zh:
        verb = "改票为" if d.get("change") else "投票给"
        return f"{who}{verb}{r.seat(t)}。" if t is not None else f"{who}弃权。"
    verb = "changes the vote to" if d.get("change") else "votes for"
    return f"{who} {verb} {r.seat(t)}." if t is not None else f"{who} abstains."


def vote_top(r, ev) -> str:
    seats = ev.data["seats"]
    if not seats:
        return "今天无人得票。" if r.zh else "Nobody received a vote today."
    if len(seats) == 1:
        return f"今天的最高票：{r.seat(seats[0])}。" if r.zh else f"Today's top vote: {r.seat(seats[0])}."
    return f"今天平票：{r.seats(seats)}。" if r.zh else f"Today's vote is tied: {r.seats(seats)}."


EVENTS = {
    **templates.GENERIC_EVENTS,
    "result": result,
    "votes": templates.votes(BALLOTS),
    "camp": Template("你的阵营转变为{camp}。", "Your camp is now {camp}."),
    "sage_team": Template("毒士阵营：{seats}（身份：{roles}）。", "The poison-sage camp: {seats} (cards: {roles})."),
    "pack": Template("狼群成员：{seats}。", "The wolf pack: {seats}."),
    "skills": templates.skills_gained(ORIGINS),
    "skill_lost": Template("你失去了技能{skill}。", "You lose {skill}."),
    "token": Template("你获得一个<炼>标记（共{count}个）。", "You gain a <refining> token ({count} in all)."),
    "counsel": Template("狼判官向你献策：{seats}。", "The wolf judge's counsel: {seats}."),
    "whisper": whisper,
    "reflection": Template("你反射了{skill}，落到了{target}。", "You reflected {skill} onto {target}."),
    "out": out,
    "possess": Template("幽灵（{seat}）已经发动附身技能。", "The ghost ({seat}) has used Possess."),
    "hunt": hunt,
    "public_enemy": public_enemy,
    "favour": Template("天使（{seat}）发动<偏爱>，{target}免于出局。", "The angel ({seat}) uses Favour: {target} is spared."),
    "reveal": reveal,
    "obey": Template("有角色发动了<顺从>。", "Someone used Obey."),
    "piped": Template("被吹笛的角色：{seats}。", "Piped: {seats}."),
    "unpiped": Template("吹笛者阵营判负，吹笛状态解除：{seats}。", "The piper camp is lost: {seats} are piped no more."),
    "platform": Template("今日票台（不可被投票出局）：{seats}。", "Today's platform (cannot be voted out): {seats}."),
    "speaking_order": Template("今天的发帖顺序：{seats}。", "Today's posting order: {seats}."),
    "request": Template("{seat}申请{what}。", "{seat} requests: {what}."),
    "accelerated": Template("加速成功：今天不可改票，不判潜水。", "Acceleration: no vote changes and no cards for lurking today."),
    "ballot": ballot,
    "vote_top": vote_top,
    "no_exile": no_exile,
    "card": card,
}
FIELDS = {**templates.GENERIC_FIELDS, "what": "option", "guess": "role"}
ACTS = SpeechActs(
    claim=Template("我是{role}", "I am the {role}"),
    accuse=Template("{seat}是我的敌人", "{seat} is against me"),
    vouch=Template("{seat}和我是一边的", "{seat} is on my side"),
    report=Template("我查了{seat}，是{value}", "my check: {seat} is {value}"))
VERDICTS = {True: Words("敌对", "hostile"), False: Words("友方", "friendly")}
INTRO = Words("你在玩一局星汉灿烂版杀：七个阵营，互不相知。", "You are playing Xinghan, a hidden-role forum game "
              "with seven camps that do not know each other.")


# -- the vector ------------------------------------------------------------------------------------
CAMP_FLAGS = ("camp_wolf", "camp_fox", "camp_gambler", "camp_poison_sage", "camp_treasure",
              "camp_piper", "camp_mirror")


class CampLearned:
    """A result naming a camp (查证, 预言, 感知): the target's camp flag; a right 狡黠: its card."""

    def apply(self, w, ev) -> None:
        d = ev.data
        t, v = d.get("target"), d.get("value")
        if t is None:
            return
        if d.get("skill") == "cunning":
            if v is True:
                w.card(t, d["guess"])
        elif isinstance(v, str) and f"camp_{v}" in CAMP_FLAGS:
            w.set(t, f"camp_{v}")


class OwnCamp:
    """The seat's own camp (dealt, joined, changed) as the camp flag on its own seat."""

    def apply(self, w, ev) -> None:
        camp = ev.data.get("camp")
        for f in CAMP_FLAGS:
            w.set(w.seat, f, 1.0 if f == f"camp_{camp}" else 0.0)


class Shown:
    """A public event that names a seat's card (偏爱: the angel; 附身: the ghost)."""

    def __init__(self, card: str) -> None:
        self.card = card

    def apply(self, w, ev) -> None:
        w.card(ev.data["seat"], self.card)


#: the public flags shown beside a seat (``Presentation.marks``)
MARKS = {"platform": Words("在票台上（今日不可被投出）", "on the platform (cannot be voted out today)"),
         "piped": Words("被吹笛", "piped"), "carded": Words("得过牌", "booked")}

VECTOR = fx.VectorSpec(
    public_flags=fx.GENERIC_PUBLIC + ("platform", "piped", "carded"),
    private_flags=fx.GENERIC_PRIVATE + ("ally",) + CAMP_FLAGS,
    public={**fx.GENERIC_PUBLIC_EFFECTS,
            "ballot": (fx.OpenBallot(),), "day_breaks": (fx.NewDay(),),
            "reveal": (fx.ShowCard(),), "favour": (Shown("angel"),), "possess": (Shown("ghost"),),
            "platform": (fx.Clear(("platform",)), fx.Flag("platform", "seats")),
            "piped": (fx.Clear(("piped",)), fx.Flag("piped", "seats")),
            "unpiped": (fx.Clear(("piped",)),),
            "card": (fx.Flag("carded"),)},
    private={**fx.GENERIC_PRIVATE_EFFECTS,
             "result": (CampLearned(),),
             "role": (OwnCamp(),), "camp": (OwnCamp(),),
             "sage_team": (fx.Team(("ally",)),),
             "pack": (fx.Flag("ally", "seats"), fx.Flag("camp_wolf", "seats"))})

SCENARIO = Dialect(
    leads={"dagger": ("speech", "dagger"), "hasten": ("speech", "hasten"),
           "delay": ("speech", "delay")},
    follows={("speech", "dagger"): "dagger"},
    options={**{name: r.id for r in ROLES for name in (r.zh, r.zh_trad, r.en)},
             "弃权": "abstain", "加速": "hasten", "延时": "delay", "延時": "delay"},
    knife="kill",
    state={"charmed": StateView("seats", lambda g: g.state.piped)})

PRESENTATION = Presentation(
    marks=MARKS,
    events=EVENTS, fields=FIELDS, acts=ACTS, verdicts=VERDICTS, camps=CAMPS,
    camp_colors=CAMP_COLORS, channels=CHANNELS, options=OPTIONS, stages=STAGES, segments=SEGMENTS,
    phases=templates.PHASES, ballots=BALLOTS,
    context=templates.GENERIC_CONTEXT, intro=INTRO, summary=Words(**SUMMARY),
    rulebook=rulebook_paragraphs(MODULES),
    key_events=templates.GENERIC_KEY_EVENTS | {
        "camp", "sage_team", "pack", "skills", "skill_lost", "token", "counsel", "whisper",
        "reflection", "out", "possess", "hunt", "public_enemy", "favour", "reveal", "obey",
        "piped", "unpiped", "platform", "no_exile", "card"},
    vector=VECTOR, scenario=SCENARIO,
    story={"die": Words("赌徒掷骰", "the gambler's die"), "reflect": Words("镜反射的新目标", "a reflection's new target"),
           "abdicate": Words("传位的继承者", "the heir of Abdicate"),
           "first poster": Words("首位发帖者", "first poster")},
    reading=RecordReading(exile_votes=frozenset({"exile"}), actors=("seat",)))
