"""【狼人阵营】通用 (lines 445-453): the pack, its shared 杀人, 窥天, and the knife passing on.

通用：该阵营的角色若标明[群内]，则入狼群，并与所有群内共享一个杀人技能，若[杀人]需要判定技能来源，
则随机一群内成为该技能的来源。
该阵营的角色若标明[接刀]，则所有[群内]狼出局，或所有[群内]狼皆承受永久的[超度]状态时，[接刀]的
角色获得[杀人]技能并可使用，之后若[群内]狼复活，或状态已清除，则不再接刀，由[群内]进行出刀。
狼人阵营接刀顺序：接刀隐狼＞蚀日侍女＞帝尊魔皇＞远征大天狗＞假面＞饕餮＞寂夜导师
杀人[深夜][指定]——选择目标：任意1名角色  结算效果：对结算目标造成一次[指杀]。
窥天[开局][强制]——游戏开局，群内狼可以如同上帝使徒一般询问2张村民阵营的身份牌是否存在。
[缴械]：该状态下不能发动[杀人]，若是[群内]，也会影响整个群内不能发动杀人。

The pack chooses its kill in the chat: every member able to kill proposes in seat order, the
plurality wins and a tie goes to the storyteller (ruling N82); the source is a random member,
drawn by the storyteller every night.  窥天's two questions are chosen the same way.  When no
[群内] wolf is left (out, or permanently [超度]) the knife goes to the first living [接刀] wolf in
the order above that is free of [超度] (only that one, ruling N78).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game, SkillInstance, SkillSpec
from rulesets.engine.decisions import ask_option, ask_target
from rulesets.engine.votes import plurality, top

from . import rewrite
from .common import PACK, RECEIVER, VILLAGE, WOLF, in_pack, pack_members, pool, table, tags
from .damage import hurt, kill_chosen
from .statuses import has, permanent
from .skills import used
from .targeting import aim

KILL = SkillSpec("kill", "杀人", "殺人", "Kill", "深夜",
                 "Any role takes [指杀]. The wolf pack ([群内]) shares one; a [接刀] wolf gets "
                 "it when the pack is gone.", ("指定", "伤害"))
PEEK = SkillSpec("peek", "窥天", "窺天", "Peek at the sky", "开局",
                 "At game start the pack asks whether 2 village identities are in play.", ("强制",))
#: 狼人阵营接刀顺序 (line 448), by role id
RECEIVE_ORDER = ("hidden_wolf", "eclipse_maid", "demon_emperor", "great_tengu", "masquerade",
                 "taotie", "silent_night_mentor")
CHANNEL = "wolves"
#: cards whose [接刀] waits for every other [群内] and [接刀] role (鬼魂新娘, line 750): last in
#: every line, even after the 黑情侣 wolf's (ruling N316)
LAST_OF_ALL = ("ghost_bride",)


def chat(g: Game, kind: str, **data) -> None:
    """An event in the wolf chat (its living members right now)."""
    g.chat(CHANNEL, kind, **data)


def meet(g: Game) -> None:
    """共群: the pack learns its members."""
    team = pack_members(g)
    chat(g, "wolf_team", seats=team, roles=[g.seats[s].role.id for s in team])


def cards(g: Game, camp: str) -> list[str]:
    """The codec options naming the pool's cards of ``camp`` (for 窥天, 探寻...)."""
    return [f"card:{r.id}" for r in g.ruleset.roles if r.camp == camp and not r.additional]


def in_play(g: Game, role: str) -> bool:
    """在场: the card is in the starting role list, hidden cards included (ruling N14)."""
    return any(s.original_role.id == role for s in g.seats) or \
        any(role in hidden for hidden in table(g).hidden_cards.values())


def peek(g: Game):
    """窥天: two questions, each the plurality of the members' proposals."""
    members = pack_members(g)
    if not members:
        return
    options = cards(g, VILLAGE)
    asked: list[str] = []
    for _ in range(2):
        proposals = []
        for w in members:
            pick = yield from ask_option(g, w, PEEK.id, [o for o in options if o not in asked])
            if pick is not None:
                proposals.append(pick)
        if not proposals:
            continue
        counts: dict[str, int] = {}
        for p in proposals:
            counts[p] = counts.get(p, 0) + 1
        leaders = [c.partition(":")[2] for c in top(counts)]
        role = leaders[0] if len(leaders) == 1 else g.story.pick(leaders, "窥天 tie")
        asked.append(f"card:{role}")
        chat(g, "peek", role=role, present=in_play(g, role))


def receiver(g: Game) -> Optional[int]:
    """Who holds the knife when the pack is gone: the first living [接刀] wolf in line."""
    if any(not permanent(g, s, "exorcised") for s in _pack_left(g)):
        return None
    state = table(g)
    for role in RECEIVE_ORDER:
        for s in g.seats:
            # a tag given by a [开局] skill taken from a card ranks as that card (N121)
            card = state.tag_cards.get(s.index, s.original_role.id)
            if s.alive and s.camp == WOLF and card == role \
                    and RECEIVER in tags(g, s.index):
                return s.index
    for s in g.seats:       # 接刀顺序为其他的所有持有[接刀]标签的角色出局 (老司机, line 795)
        if s.alive and s.camp == WOLF and RECEIVER in tags(g, s.index) \
                and state.tag_cards.get(s.index, s.original_role.id) not in RECEIVE_ORDER:
            return s.index
    return None


def last_of_all(g: Game, seat: int) -> bool:
    """``seat``'s [接刀] ranks as a card of :data:`LAST_OF_ALL` (its own, or the card a taken tag
    came from)."""
    return table(g).tag_cards.get(seat, g.seats[seat].original_role.id) in LAST_OF_ALL


def _pack_left(g: Game) -> list[int]:
    """Living wolves with a [群内] tag, [超度] or not."""
    state = table(g)
    return [s.index for s in g.seats if s.alive and s.camp == WOLF
            and "群内" in state.tags.get(s.index, ())]


def pass_knife(g: Game) -> None:
    """The knife goes to the next [接刀] wolf (or back to the pack); the new holder is told."""
    hand_knife(g, "knife", receiver(g))


def hand_knife(g: Game, field: str, holder: Optional[int]) -> None:
    """The [接刀] knife kept in ``table(g).<field>`` (the wolves' ``knife``, the 鬼魂新娘's
    ``bride_knife``) passes to ``holder``, who is told, or leaves its holder (``None``)."""
    state = table(g)
    if holder != getattr(state, field):
        setattr(state, field, holder)
        if holder is not None:
            g.emit("knife", (holder,), seat=holder)


def kill(g: Game):
    """狼人阵营<杀人> (深夜2): the pack's kill, or the 接刀 holder's; once more for each
    时波增幅 on it."""
    for _ in range(1 + table(g).night.extra_kills):
        yield from one_kill(g)


def one_kill(g: Game):
    state = table(g)
    night = state.night
    members = pack_members(g)
    candidates = night.mist if night.mist is not None else pool(g)
    forced = night.mist is not None   # 未明之雾: 若可以发动杀人，则必须发动杀人
    if members:
        if any(has(g, m, "disarm") for m in members):
            chat(g, "knife_void", why="disarm")
            return
        proposers = [m for m in members if g.can_use(m, KILL.id)]
        if not proposers or not candidates:
            return
        proposals: dict[int, int] = {}
        for w in proposers:
            t = yield from ask_target(g, w, KILL.id, candidates, optional=not forced,
                                      proposals=dict(proposals))
            if t is not None:
                proposals[w] = t
                chat(g, "knife_proposal", wolf=w, target=t)
        if not proposals:
            return
        # 蚀日侍女: 窃取群内狼人可以改<杀人>的目标 (the last controlled member's proposal, N143)
        stolen = [t for w, t in proposals.items() if w in state.stolen]
        chosen = stolen[-1] if stolen else plurality(proposals.values(), g.story, "pack kill tie")
        source = g.story.pick_seat(members, "pack kill source")
    else:
        source = state.knife
        if source is None or not g.can_use(source, KILL.id) or not candidates:
            return
        chosen = yield from ask_target(g, source, KILL.id, candidates, optional=not forced)
        if chosen is None:
            return
    chat(g, "knife_target", target=chosen)
    used(g, source, KILL.id)
    strike_with_kill(g, source, chosen, "pack_kill")
    night.pack_source = source


def strike_with_kill(g: Game, source: int, chosen: int, slot: str) -> None:
    """A 杀人 chosen on ``chosen``: one [指杀] on each 结算目标."""
    night = table(g).night
    kill_chosen(g, chosen)
    with rewrite.settling(g, source, KILL.id):
        for t in aim(g, source, KILL.id, chosen):
            if slot == "pack_kill":
                night.pack_targets.append(t)
            hurt(g, source, t, "kill", slot)


def own_kill(g: Game, me: int, inst: SkillInstance):
    """其余身份杀人: a 杀人 a role holds on its own (not the pack's)."""
    night = table(g).night
    candidates = night.mist if night.mist is not None else pool(g)
    t = yield from ask_target(g, me, KILL.id, candidates, optional=night.mist is None)
    if t is not None:
        used(g, me, KILL.id)
        if inst.origin == "present" and inst in g.seats[me].skills:
            g.seats[me].skills.remove(inst)       # 圣诞老狼: 获得一次<杀人>机会
        strike_with_kill(g, me, t, "other_kill")


def hold_tags(g: Game, seat: int, held: set[str], card: str) -> None:
    """``seat`` gains the [群内] / [接刀] tags ``held``, ranked as ``card`` (its 接刀 order), and
    they are settled: a seat now in the pack is told and meets it, the knife passes if it should
    (顺从, 双重人格, 献祭唤醒, 影子)."""
    state = table(g)
    state.tags.setdefault(seat, set()).update(held)
    state.tag_cards[seat] = card
    if PACK in held and in_pack(g, seat):
        g.tell(seat, "joined_pack")
        meet(g)
    pass_knife(g)
