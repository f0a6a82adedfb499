"""【不定阵营】8，暗恋者 (line 837)

跨越千里[强制]——游戏开局，距离你电梯楼最远的角色为你的暗恋对象[若有2人，则暗恋者在最远的两人中二选一]，你加入暗恋对象所在的
阵营并跟随变动，当你和暗恋对象为邻居时触发此技能，你所在的阵营直接获胜。
情书[正午]——在前2个正午阶段，可以发动此技能，发动后，[跨越千里]的直接获胜效果失效，然后你和主人在当天正午任何时候互相发送
一条不超过50字的信息，并可以在之后的每个正午阶段都互相发送一次。

At 开局 (row 暗恋者, after 影子/聂小倩) the crush is the role farthest from the admirer on the 电梯楼
(the ring of living roles, 首尾相邻: the distance is the shorter way round); with an odd count two
are farthest and the admirer picks one.  It joins and follows the crush's camp (told, and told who
the crush is).  While the win effect stands, the admirer's camp wins when the admirer and its crush,
both in, are neighbours on the ring, judged when the phase ends like every win but 屠城 (line 875).
情书 (days 1 and 2, on a post) voids that effect; from then on, at each 正午, the admirer and the crush
may each send the other one message of at most 50 characters (a private thread of the two).
Rulings N252-N254.
"""

from typing import Optional

from rulesets.engine import PASS, Decision, Game, RoleSpec, SkillSpec, ask_target
from rulesets.engine.decisions import speech_acts
from rulesets.engine.forum import Special

from ..camps import follow
from ..common import neighbours, ring, table
from ..skills import spend, usable, used

CRUSH = SkillSpec("crush", "跨越千里", "跨越千里", "Across a thousand miles", "开局",
                  "At game start the role farthest on the ring is your crush: join and follow "
                  "its camp; your camp wins when you two are neighbours.", ("强制",))
LETTER = SkillSpec("love_letter", "情书", "情書", "Love letter", "正午",
                   "In the first two 正午: void the neighbours' win; you and your crush may each "
                   "send the other one message (up to 50 characters) at every 正午 from then.",
                   ("限定",))
NOTE = SkillSpec("letter_note", "情书留言", "情書留言", "Send a note", "正午",
                 "Once a 正午, after 情书: one message of up to 50 characters to the other.")
ROLE = RoleSpec("secret_admirer", "暗恋者", "暗戀者", "Secret Admirer", camp="undetermined",
                skills=(CRUSH, LETTER), line=837)
#: 前2个正午阶段; 不超过50字
LETTER_DAYS, NOTE_CHARS = 2, 50
CHANNEL = "letters"


def farthest(g: Game, me: int) -> list[int]:
    """距离你电梯楼最远的角色: the living roles at the greatest ring distance (one, or two)."""
    living = ring(g)
    if me not in living or len(living) < 2:
        return []
    n, i = len(living), living.index(me)
    dist = {s: min(abs(j - i), n - abs(j - i)) for j, s in enumerate(living) if s != me}
    far = max(dist.values())
    return [s for s, d in dist.items() if d == far]


def opening(g: Game):
    """跨越千里 (开局), for every holder, in seat order."""
    for me, inst in g.holders(CRUSH.id):
        yield from find_crush(g, me, inst)


def find_crush(g: Game, me: int, inst) -> object:
    """The crush: the farthest role, the admirer's pick of two; join and follow its camp."""
    far = farthest(g, me)
    if not far:
        return
    t: Optional[int] = far[0]
    if len(far) > 1:
        t = yield from ask_target(g, me, CRUSH.id, far, optional=False)
    if t is None:
        return
    inst.data["crush"] = t
    g.tell(me, "crush", crush=t)
    follow(g, me, t)


def neighbours_win(g: Game, camp: str) -> bool:
    """当你和暗恋对象为邻居时…你所在的阵营直接获胜: a living admirer of ``camp`` whose effect
    stands, next to its living crush on the ring."""
    for me, inst in g.holders(CRUSH.id):
        t = inst.data.get("crush")
        if t is not None and g.seats[me].camp == camp and not inst.data.get("void") \
                and g.can_use(me, CRUSH.id) and g.seats[t].alive and t in neighbours(g, me):
            return True
    return False


def _letter(g: Game, me: int):
    inst = g.seats[me].skill(LETTER.id)
    crush = g.seats[me].skill(CRUSH.id)
    spend(inst)
    used(g, me, LETTER.id)
    if crush is not None:
        crush.data["void"] = True                 # [跨越千里]的直接获胜效果失效
        table(g).letters[me] = crush.data.get("crush")
    yield from ()


def can_write(g: Game, seat: int) -> bool:
    """情书: on the first two days, once."""
    crush = g.seats[seat].skill(CRUSH.id)
    return g.day <= LETTER_DAYS and usable(g, seat, LETTER.id) and crush is not None \
        and crush.data.get("crush") is not None


def _pair(g: Game, seat: int) -> Optional[int]:
    """The other of a pair that exchanges notes (admirer <-> crush), if ``seat`` is in one."""
    for a, b in table(g).letters.items():
        if seat == a:
            return b
        if seat == b:
            return a
    return None


def can_note(g: Game, seat: int) -> bool:
    """One note a 正午 to the other of the pair, each side."""
    other = _pair(g, seat)
    return other is not None and g.seats[seat].alive and \
        table(g).day_notes.get(seat) != g.day


def note(g: Game, me: int):
    """互相发送一条不超过50字的信息: told to the two only."""
    other = _pair(g, me)
    table(g).day_notes[me] = g.day
    c = yield Decision(me, NOTE.id, speech_acts(g, me), PASS, {"max_chars": NOTE_CHARS})
    if c != PASS and other is not None:
        text = g.take_text()
        g.emit("letter", (me, other), CHANNEL, seat=me, act=c, **({"text": text} if text else {}))


SPECIALS = (Special(LETTER.id, can_write, _letter), Special(NOTE.id, can_note, note))
