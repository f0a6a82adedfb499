"""状态与标记 (line 9): statuses change what a seat may do or how it is judged; markers (标记) only
matter to the ability that made them.  Both come from an ability and lapse with it (a status
from a drunk source lapses while it is drunk; a marker only when its source loses the ability:
``Clocktower.source_works``).  Durations are moments the flow passes to ``Game.expire``:
``"dawn N"`` (黎明 / 拂晓 before day N) and ``"dusk N"`` (黄昏 of day N); see :func:`next_dusk`.
"""

from __future__ import annotations

from typing import Callable, Optional

from rulesets.engine import ALL_SKILLS, NOTIFIED, STACK, Game, Status, StatusKind, StatusTable

#: statuses (状态): id -> kind
STATUS_KINDS = (
    StatusKind("drunk", "醉酒", "drunk", STACK, misinforms=True, fails=True),
    StatusKind("poisoned", "中毒", "poisoned", STACK, misinforms=True, fails=True),
    StatusKind("undying", "不死", "undying", STACK),          # 受到死亡判定时不会死亡
    StatusKind("sanctuary", "庇护", "sanctuary", STACK),      # 不受到恶魔技能的负面影响
    StatusKind("confounded", "迷乱", "confounded", STACK, falsifies=True),  # 产生的信息一定是错误的
    StatusKind("domineering", "霸道", "domineering", STACK),  # 不会因处决造成的死亡判定而死亡
    StatusKind("cursed", "诅咒", "cursed", STACK),            # 一旦发起提名，受到一次死亡判定
    StatusKind("powerless", "无力", "powerless", STACK),      # 造成的死亡判定无法造成死亡
    StatusKind("undead", "亡魂", "undead", STACK, NOTIFIED),  # 技能获得<无视死亡>
    StatusKind("silenced", "沉默", "silenced", STACK, NOTIFIED),
    # 超度 (line 183): 角色会得知，失去所有技能 — every ability is disabled (not woken, no effect, and
    # what its abilities made lapses: ``common.works``, ``Clocktower.source_works``)
    StatusKind("released", "超度", "released", STACK, NOTIFIED, frozenset({ALL_SKILLS})),
    StatusKind("beastly", "兽化", "beastly", STACK, looks={"camp": "evil"}),
    # 认知覆盖 (line 7): the seat believes it holds another character; the storyteller may
    # deceive it (every piece of its information is the storyteller's to choose)
    StatusKind("cover", "认知覆盖", "cognitive cover", misinforms=True),
    # 洗脑师 / 鹰身女妖: the madness the seat was told to show tomorrow
    StatusKind("brainwashed", "洗脑", "must be mad", STACK),
    StatusKind("incited", "煽动", "incited", STACK),
)

#: statuses that harm their holder: one from a demon's ability has no effect on a seat in [庇护]
#: (不受到恶魔技能的负面影响（包括但不限于死亡判定，[中毒]状态等）, line 43; ruling CT-sanctuary)
HARMS = frozenset({"drunk", "poisoned", "confounded"})

#: markers (标记, the 29 of the script): id -> (zh, en)
MARKERS = {
    "red_herring": ("宿敌", "red herring"), "grandchild": ("孙子", "grandchild"),
    "error": ("错误", "error"), "exorcised": ("被驱魔", "exorcised"),
    "gossip_true": ("造谣成功", "true rumour"), "correct_guess": ("猜测正确", "correct guess"),
    "sage_note": ("笔记", "note"), "bounty": ("悬赏", "bounty"),
    "bounty_reward": ("赏金", "reward"), "imitated": ("被模仿", "imitated"),
    "poppy_scent": ("迷香", "poppy scent"), "face_change": ("变脸", "face change"),
    "attending": ("参加", "attending"), "died_by_day": ("死于白天", "died by day"),
    "died_by_night": ("死于夜晚", "died by night"), "interrogated": ("审问", "interrogated"),
    "haircut": ("理发", "haircut"), "puzzle_answer": ("谜底", "puzzle answer"),
    "tea_party": ("制帽", "tea party"), "advocated": ("被辩护", "advocated"),
    "twin": ("对立双子", "twin"), "word_spoken": ("被言中", "word spoken"),
    "charmed": ("魅惑", "charmed"), "pukka_dose": ("下毒", "dose"),
    "devoured": ("被吞噬", "devoured"), "charged": ("蓄势", "charged"),
    "lleech_host": ("被寄生", "host"), "babysitter": ("照看宝宝", "babysitter"),
    "babble": ("流言蜚语", "babble"),
}
MARKER_IDS = frozenset(MARKERS)

#: markers that change how their holder registers: 小怪宝's babysitter 被视为恶魔 (line 595)
MARKER_LOOKS = {"babysitter": {"side": "demon", "role": "lil_monsta"}}

STATUSES = StatusTable.of(*STATUS_KINDS, *(StatusKind(m, zh, en, STACK, looks=MARKER_LOOKS.get(m, {}))
                                           for m, (zh, en) in MARKERS.items()))


def next_dusk(g: Game, k: int = 1) -> str:
    """The moment of the ``k``-th dusk from now (下一个黄昏, 下下个黄昏...): night N and day N
    before its dusk come before dusk N."""
    first = g.day if g.phase.startswith("day") and g.stage != "dusk" else g.night
    if g.phase.startswith("day") and g.stage == "dusk":
        first = g.day + 1
    return f"dusk {first + k - 1}"


def next_dawn(g: Game, k: int = 1) -> str:
    """The moment of the ``k``-th dawn from now (下一个黎明): night N ends at dawn N (before day N);
    from day N the next dawn is dawn N+1."""
    first = g.night if g.phase.startswith("night") else g.day + 1
    return f"dawn {first + k - 1}"


def marker(g: Game, seat: int, name: str, source: Optional[int], skill: str,
           until: Optional[str] = None, data: object = None) -> None:
    """Put a marker on ``seat`` (产生标记的效果不会受到[醉酒][中毒]等其他原因影响: no health check)."""
    g.add_status(seat, name, source, until=until, data=data, skill=skill)


def placed(g: Game, name: str, source: Optional[int], held: bool = False) -> list[tuple[int, Status]]:
    """Every ``(seat, status)`` of ``name`` put there by ``source``, in seat order (``held``:
    the suspended ones too)."""
    out = []
    for s in g.seats:
        for st in (*s.statuses.items, *(s.statuses.held if held else ())):
            if st.name == name and st.source == source:
                out.append((s.index, st))
    return out


def keep_on_good(g: Game, me: int, name: str, skill: str, why: str,
                 give: Callable[[int], object]) -> None:
    """A <持续> "使一名善良角色获得 X" (占卜师's [宿敌], 半兽人's [兽化]): the ``name`` status or marker
    that ``me``'s ``skill`` put leaves a holder that is no longer good, and while no good player
    holds one the storyteller picks a good player (``decide(why)``) and ``give`` places it."""
    marked = [s for s, st in placed(g, name, me, held=True) if st.skill == skill]
    for s in marked:
        if g.seats[s].camp != "good":
            g.remove_status(s, name, me)
    if any(g.seats[s].camp == "good" for s in marked):
        return
    good = [s.index for s in g.seats if s.camp == "good"]
    if good:
        give(g.story.decide(why, good, {"seat": me}, seats=True))
