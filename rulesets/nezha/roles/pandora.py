"""【三方阵营】15，潘多拉（70） (line 772)

身份属性（不是技能）：游戏开局将拥有人数2/5的盲盒（四舍五入），其中必有1个希望之光，1/2的盲盒是随机技能（数量不计小数）
（均为不在场身份的非强制技能且只能使用一次，不会有连携技能如狼巫的光明湮灭），1/3的盲盒是坏礼物（数量不计小数），剩余的盲盒为警长权利
潘多拉的赠礼[早夜][指定]——选择范围：任意2名角色以及两个盲盒，每名角色只能被选择一次，且盲盒送完之后无法继续发动。
结算效果：结算目标需立刻决定是否打开盲盒，若选择打开，则获得盲盒对应效果，若选择不打开，则该玩家获得来自于潘多拉的[迷魂]状态，
持续至下一个夜晚开始。收礼玩家的选择和礼物信息白天公示，但玩家匿名，例：有人拒绝了1号随机技能盲盒！/有人打开了2号坏礼物盲盒！
盲盒内容一览：
希望之光——开启该盲盒后若存活了完整的2天2夜（潘多拉本人则为1天1夜），开启者所在的阵营直接获胜，潘多拉和拒绝开启盲盒的角色会知道
希望之光动向，击杀开启者可以抢夺该盲盒（投票出局则由开启者决定送给谁）。
随机技能——获得对应的随机技能，使用一次之后消失（潘多拉本人则为永久有效）。
坏礼物——开启后等同于开启了圣诞老狼的坏礼物（潘多拉本人可以再次更换一个盲盒开启）。
警长权利——开启后自选一个[自由][秩序][独裁]状态永久获得（潘多拉可以选择获得任意种状态）。
胜利条件：盲盒送完之后，除了潘多拉阵营的角色以外，开启盲盒的角色全部出局，或没有人开启盲盒。

At 开局 the card's holder gets round(0.4 N) numbered boxes (``table(g).boxes``; the counts and
their order: ruling N320), the storyteller drawing each random skill among the listed skills of
the cards not in play (``RANDOM_SKILLS``, N321); it is told every box.  赠礼 runs in 早夜1 after
圣诞老狼 (line 973): two roles never chosen before (or one when one box is left), a box for each;
each 结算目标 decides at once, knowing only the box's number (N322); the table learns each box's
number, content and the choice at the next opening.  希望之光's clock counts the whole phases its
holder lives through (N323), its win ranks last (line 872: ``rank="hope"``), and it passes to the
killer of its holder, or by the holder's choice after a 投票出局 (N324).  Rulings N320-N329.
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import (Condition, Game, RoleSpec, SkillInstance, SkillSpec, Trigger,
                             ask_option, ask_target, ask_yes)

from ..common import SENT_OFF, answerer, counted, players, round_half_up, table
from ..damage import hurt
from ..sheriff import DECLARATIONS
from ..skills import choose_many, instance, mark_chosen, once_each
from ..state import Box
from ..statuses import give
from ..targeting import aim
from . import (demon_hunter, doctor, high_monk, primordial_guard, priest, saintess, sniper,
               taoist)

GIFT = SkillSpec("pandora_gift", "潘多拉的赠礼", "潘多拉的贈禮", "Pandora's gift", "早夜",
                 "Two roles (each chosen once in the game) and two of your blind boxes: each "
                 "opens its box at once (its effect) or refuses it ([迷魂] until the next night); "
                 "the table learns each box and choice, anonymously.", ("指定",))
BOX = SkillSpec("pandora_box", "选择盲盒", "選擇盲盒", "Pick a blind box", "早夜",
                "Which of your blind boxes goes to this role.")
OPEN = SkillSpec("pandora_open", "打开盲盒", "打開盲盒", "Open the blind box", "早夜",
                 "Open 潘多拉's blind box (you get what it holds) or refuse it ([迷魂] until the "
                 "next night).")
POWER = SkillSpec("pandora_power", "警长权利", "警長權利", "Sheriff's power", "早夜",
                  "A 警长权利 box: one of [自由] [秩序] [独裁] for good (潘多拉: any of them).")
SWAP = SkillSpec("pandora_swap", "更换盲盒", "更換盲盒", "Swap the box", "早夜",
                 "潘多拉 opened a bad gift: open another of her boxes instead (the bad one goes "
                 "back among hers), or pass and take the bad gift.")
HEIR = SkillSpec("pandora_heir", "希望之光去向", "希望之光去向", "Hand on the light of hope",
                 "出局时", "Voted out holding 希望之光: the living role it goes to.")
ROLE = RoleSpec("pandora", "潘多拉", "潘多拉", "Pandora", camp="pandora", skills=(GIFT,),
                line=772, strength=70)
DECISIONS = (BOX, OPEN, POWER, SWAP, HEIR)

HOPE, SKILL, BAD, SHERIFF = "hope", "skill", "bad", "sheriff"
#: box contents, in the order the boxes are numbered (ruling N320)
KINDS = (HOPE, SKILL, BAD, SHERIFF)
#: the most boxes a board can have: round(0.4 x 41) (40 players and a 空想家's 马甲)
MOST_BOXES = 16
OPTIONS = tuple(f"box:{n}" for n in range(1, MOST_BOXES + 1))
#: 随机技能 (ruling N321): the non-forced skills a blind box may hold, by the card they are
#: printed on; only cards not in play are drawn.  Night skills each used by one decision, none a
#: 连携 skill (光明湮灭, 日月合击, 时波混乱, 寻踪/追猎), none [开局] (line 117)
RANDOM_SKILLS: tuple[tuple[RoleSpec, SkillSpec], ...] = (
    (priest.ROLE, priest.DETECT), (high_monk.ROLE, high_monk.EXORCISE),
    (doctor.ROLE, doctor.CURE), (primordial_guard.ROLE, primordial_guard.GUARD),
    (demon_hunter.ROLE, demon_hunter.HUNT), (taoist.ROLE, taoist.SEAL),
    (saintess.ROLE, saintess.BLESS), (saintess.ROLE, saintess.CLEANSE),
    (sniper.ROLE, sniper.SNIPE))
#: the origin of a box's skill (gone once used) and of 潘多拉's own (永久有效)
ORIGIN, OWN = "pandora_box", "pandora_box_own"
#: whole phases 希望之光's holder must live through: 2天2夜, 潘多拉本人 1天1夜
HOPE_PHASES, OWN_HOPE_PHASES = 4, 2


def counts(n: int) -> dict[str, int]:
    """The boxes of an N-player board (ruling N320): round(2/5 N) in all, 1 希望之光, floor(1/2)
    of them random skills, floor(1/3) bad gifts, the rest 警长权利."""
    total = round_half_up(0.4 * n)
    skills, bad = total // 2, total // 3
    return {HOPE: 1, SKILL: skills, BAD: bad, SHERIFF: total - 1 - skills - bad}


def is_pandora(g: Game, seat: int) -> bool:
    """潘多拉本人: the holder of the card (the boxes are its 身份属性)."""
    return g.seats[seat].original_role.id == ROLE.id


def deal_boxes(g: Game) -> None:
    """开局: the card's holder gets its boxes, each random skill drawn by the storyteller among
    the listed skills of the cards not in play (without repeats while some are left); it is
    told every box."""
    in_play = {s.original_role.id for s in g.seats}
    for s in g.seats:
        if not is_pandora(g, s.index):
            continue
        boxes: list[Box] = []
        left = [spec.id for role, spec in RANDOM_SKILLS if role.id not in in_play]
        for kind in KINDS:
            for _ in range(counts(players(g))[kind]):
                skill = None
                if kind == SKILL and left:
                    skill = g.story.pick(left, "潘多拉 random skill")
                    left.remove(skill)
                    if not left:            # more skill boxes than listed skills: draw again
                        left = [spec.id for role, spec in RANDOM_SKILLS
                                if role.id not in in_play]
                # no listed card off the board: the box holds 警长权利 (ruling N321)
                boxes.append(Box(len(boxes) + 1,
                                 SHERIFF if kind == SKILL and skill is None else kind, skill))
        table(g).boxes[s.index] = boxes
        g.tell(s.index, "pandora_boxes",
               boxes=[{"no": b.no, "kind": b.kind, "skill": b.skill} for b in boxes])


def left(g: Game, me: int) -> list[Box]:
    """The boxes ``me`` has not given yet."""
    return [b for b in table(g).boxes.get(me, ()) if b.to is None]


def gift(g: Game, me: int, inst: SkillInstance):
    """潘多拉的赠礼 (早夜1): two roles never chosen before (one if one box is left), both or none,
    a box for each, then each 结算目标 opens it or not at once."""
    boxes, who = left(g, me), answerer(g, me)
    if who is None:
        return
    candidates = once_each(inst, [s for s in g.living() if counted(g, s)])
    need = min(2, len(boxes), len(candidates))
    if need == 0:
        return                                  # 盲盒送完之后无法继续发动
    picked = yield from choose_many(g, me, inst, GIFT.id, candidates, need,
                                    boxes=[b.no for b in boxes])
    if len(picked) < need:
        return                                  # 任意2名角色: both or none (ruling N322)
    mark_chosen(inst, picked)
    given: list[tuple[int, Box]] = []
    for t in picked:
        options = [f"box:{b.no}" for b in left(g, me) if all(b is not x for _, x in given)]
        pick = yield from ask_option(g, who, BOX.id, options, optional=False, target=t)
        box = next(b for b in left(g, me) if f"box:{b.no}" == pick)
        given.append((t, box))
    for n, (t, box) in enumerate(given):
        finals = aim(g, me, GIFT.id, t)
        if not finals:
            continue                            # [隐身]: the box stays with 潘多拉 (N322)
        box.to = finals[0]
        yield from receive(g, me, finals[0], box, [x for _, x in given[n + 1:]])


def receive(g: Game, me: int, t: int, box: Box, held: list[Box]):
    """结算目标需立刻决定是否打开盲盒: opened, the box's effect; refused, [迷魂] from 潘多拉 until the
    next night starts (and it follows 希望之光).  ``held``: the boxes this use gives next, which
    潘多拉 cannot swap her bad gift for."""
    who = answerer(g, t)
    opened = who is not None and (yield from ask_yes(g, who, OPEN.id, box=box.no, receiver=t))
    if not opened:
        box.opened = False
        give(g, t, "bewitched", me, until="night_start")
        publish(g, box)
        watch(g, t)
        return
    if box.kind == BAD and is_pandora(g, t):
        others = [f"box:{b.no}" for b in left(g, me) if all(b is not x for x in held)]
        swap = yield from ask_option(g, who, SWAP.id, others, box=box.no)
        if swap is not None:                     # 再次更换一个盲盒开启: the bad one goes back
            box.to = None
            box = next(b for b in left(g, me) if f"box:{b.no}" == swap)
            box.to = t
    box.opened = True
    publish(g, box)
    g.tell(t, "pandora_opened", box=box.no, content=box.kind, skill=box.skill)
    yield from effect(g, me, t, who, box)


def effect(g: Game, me: int, t: int, who: int, box: Box):
    """What an opened box does."""
    own = is_pandora(g, t)
    if box.kind == HOPE:
        move_hope(g, t)
    elif box.kind == SKILL and box.skill is not None:
        spec = next(s for _, s in RANDOM_SKILLS if s.id == box.skill)
        g.grant(t, [instance(spec, OWN if own else ORIGIN)], "pandora_box")
    elif box.kind == BAD:                        # 等同于开启了圣诞老狼的坏礼物: [致死伤害]
        hurt(g, me, t, "lethal", "pandora_bad")
    elif box.kind == SHERIFF:
        options = list(DECLARATIONS)
        while options:
            pick = yield from ask_option(g, who, POWER.id, options, optional=own and
                                         len(options) < len(DECLARATIONS))
            if pick is None:
                break
            give(g, t, DECLARATIONS[pick], me)   # 永久获得
            options.remove(pick)
            if not own:                          # 自选一个; 潘多拉: 任意种 (N325)
                break


def publish(g: Game, box: Box) -> None:
    """收礼玩家的选择和礼物信息白天公示，但玩家匿名: at the next opening."""
    table(g).notices.append({"kind": "pandora_box", "no": box.no, "content": box.kind,
                             "opened": bool(box.opened)})


# -- 希望之光 ----------------------------------------------------------------------------------

def phase_no(g: Game) -> int:
    """The running number of the current phase: day N is 2N-1, night N is 2N."""
    return 2 * g.night if g.phase.startswith("night") else 2 * g.day - 1


def watch(g: Game, seat: int) -> None:
    """A role that refused a box follows 希望之光 from now on (told where it is, if opened)."""
    hope = table(g).hope
    if seat not in hope.watchers:
        hope.watchers.append(seat)
        if hope.holder is not None:
            g.tell(seat, "hope_moved", seats=[hope.holder])


def move_hope(g: Game, holder: Optional[int]) -> None:
    """希望之光 goes to ``holder`` (``None``: lost), its clock starting again; 潘多拉 and the roles
    that refused a box are told (会知道希望之光动向)."""
    hope = table(g).hope
    hope.holder, hope.since = holder, phase_no(g)
    if holder is not None:
        g.tell(holder, "hope_held")
    owners = [s for s in table(g).boxes if any(b.kind == HOPE for b in table(g).boxes[s])]
    for s in dict.fromkeys(owners + hope.watchers):
        if s != holder:
            g.tell(s, "hope_moved", seats=[] if holder is None else [holder])


def phases_lived(g: Game) -> int:
    """Whole phases 希望之光's holder has lived through since it took the light: the current one
    counts once it is over (the judgement at the end of 黄昏2 or of the night's settlement)."""
    over = g.stage in ("dusk2", "settlement")
    return phase_no(g) - (0 if over else 1) - table(g).hope.since


def hope_wins(g: Game, camp: str) -> bool:
    """希望之光: its holder, in ``camp``, has lived through 2 days and 2 nights (潘多拉本人 1 and 1)
    since it took the light."""
    holder = table(g).hope.holder
    if holder is None or not g.seats[holder].alive or g.seats[holder].camp != camp:
        return False
    return phases_lived(g) >= (OWN_HOPE_PHASES if is_pandora(g, holder) else HOPE_PHASES)


def on_any_out(g: Game, seat: int, cause: str) -> None:
    """击杀开启者可以抢夺该盲盒（投票出局则由开启者决定送给谁）: the living killer takes it; after a
    投票出局 the holder names who gets it; otherwise (a red card, a chain death, its own hand)
    the light is lost (ruling N324)."""
    if seat != table(g).hope.holder:
        return
    killer = g.seats[seat].death_source
    if cause != SENT_OFF and table(g).damage_of.get(seat) == "vote":
        g.triggers.push(HEIR.id, seat)
    elif cause != SENT_OFF and killer is not None and killer != seat and g.seats[killer].alive:
        move_hope(g, killer)
    else:
        move_hope(g, None)


def hand_on(g: Game, trigger: Trigger):
    """投票出局则由开启者决定送给谁: the out holder names a living role."""
    me = trigger.seat
    if table(g).hope.holder != me or g.seats[me].alive:
        return
    living = [s for s in g.living() if counted(g, s)]
    heir = yield from ask_target(g, me, HEIR.id, living, optional=False)
    move_hope(g, heir)


#: decisions fired by an out and made in the phase of the out, as 殉职 (``trigger_runs``)
AFTER_OUT = {HEIR.id: hand_on}


# -- winning -----------------------------------------------------------------------------------

def all_given(g: Game) -> bool:
    """盲盒送完之后: some 潘多拉 holds boxes and has given every one."""
    owned = [boxes for s, boxes in table(g).boxes.items() if g.seats[s].camp == ROLE.camp]
    return bool(owned) and all(b.to is not None for boxes in owned for b in boxes)


def openers_gone(g: Game) -> bool:
    """除了潘多拉阵营的角色以外，开启盲盒的角色全部出局，或没有人开启盲盒 (once every box is given)."""
    if not all_given(g):
        return False
    openers = {b.to for boxes in table(g).boxes.values() for b in boxes if b.opened}
    return all(not g.seats[s].alive for s in openers if s is not None
               and g.seats[s].camp != ROLE.camp)


def on_used(g: Game, seat: int, skill: str) -> None:
    """随机技能，使用一次之后消失: a box's skill goes once used (潘多拉's own stays)."""
    skills = g.seats[seat].skills
    for inst in skills:
        if inst.id == skill and inst.origin == ORIGIN:
            skills.remove(inst)
            g.tell(seat, "box_skill_used", skill=skill)
            return


CAMP_WINS = {ROLE.camp: (Condition("盲盒送完之后，除了潘多拉阵营的角色以外，开启盲盒的角色全部出局，或没有人开启盲盒",
                                   openers_gone, instant=False),)}
#: the win any camp may have through 希望之光, ranking last (line 872)
HOPE_WIN = ("希望之光：开启者存活了完整的2天2夜（潘多拉本人则为1天1夜）", hope_wins, "hope")
