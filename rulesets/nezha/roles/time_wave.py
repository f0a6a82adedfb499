"""白昼学者⑦ (line 277) and 寂夜导师⑧ (line 543) share their three skills.

有白昼学者必有寂夜导师 / 有寂夜导师必有白昼学者
时波增幅[早夜][限定][指定]——选择范围：任意一名角色，发动后不可发动削弱。
结算效果：结算目标将收到通知，指定一个自己的技能，当晚可以额外发动一次且不计入次数限制，若是[群内]或者可以使用
杀人的角色，则可以指定[杀人]技能额外发动。
时波削弱[早夜][限定][指定]——选择范围：任意一名角色，发动后不可发动增幅。
结算效果：结算目标获得[恐惧]，持续至下一个[正午]阶段开始。
时波混乱[凌晨][强制]——游戏日夜晚，若有角色当晚获得过不止一次[时波增幅]或[时波削弱]效果，这些效果全部无效，所有
持有该技能的角色对目标角色造成一次[致死伤害]（所有群内视为一个角色，触发时当晚随机到的杀人来源暴毙）。

早夜1 is 互不影响, so its effects are settled when it ends (``settle``): a role hit once gets its
effect, a role hit more than once gets none and takes the 时波混乱 at 凌晨1 (ruling N26).  The
extra use is a free instance of the chosen skill until the night ends; on the pack's 杀人 it is
one more pack kill tonight.
"""

from rulesets.engine import Game, SkillInstance, SkillSpec, ask_option

from ..common import KILL, answerer, in_pack, pack_members, pool, table
from ..damage import hurt
from ..skills import choose, instance, ready, spend
from ..statuses import give
from ..targeting import aim

SURGE = SkillSpec("surge", "时波增幅", "時波增幅", "Time-wave surge", "早夜",
                  "A role may use one of its skills once more tonight, free (the pack's 杀人 "
                  "too); then 时波削弱 is gone.", ("指定", "限定"))
WEAKEN = SkillSpec("weaken", "时波削弱", "時波削弱", "Time-wave weakening", "早夜",
                   "A role is [恐惧] until the next 正午; then 时波增幅 is gone.", ("指定", "限定"))
CHAOS = SkillSpec("time_chaos", "时波混乱", "時波混亂", "Time-wave chaos", "凌晨",
                  "A role hit by more than one 时波 tonight gets none of them and takes "
                  "[致死伤害] from every holder (the pack counts as one role).", ("强制", "伤害"))
PICK = SkillSpec("surge_skill", "增幅技能", "增幅技能", "Surged skill", "早夜",
                 "The skill a surged role may use once more tonight.")
SKILLS = (SURGE, WEAKEN, CHAOS)


def wave(kind: str):
    """The 早夜1 step of 时波增幅 or 时波削弱 (one of the pair, once)."""
    def use(g: Game, me: int, inst: SkillInstance):
        other = WEAKEN.id if kind == SURGE.id else SURGE.id
        if not ready(inst):
            return
        t = yield from choose(g, me, inst, kind, pool(g))
        if t is None:
            return
        spend(inst)
        seat = g.seats[me]
        seat.skills = [k for k in seat.skills if k.id != other]   # 发动后不可发动另一个
        for final in aim(g, me, kind, t):
            table(g).night.surges.setdefault(final, []).append((me, kind))
    return use


surge = wave(SURGE.id)
weaken = wave(WEAKEN.id)


def character(g: Game, seat: int):
    """所有群内视为一个角色."""
    return "pack" if in_pack(g, seat) else seat


def settle(g: Game):
    """The end of 早夜1: single effects apply, double ones are void (混乱 later)."""
    night = table(g).night
    counts: dict = {}
    for t, hits in night.surges.items():
        counts[character(g, t)] = counts.get(character(g, t), 0) + len(hits)
    for t, hits in night.surges.items():
        if counts[character(g, t)] != 1:
            continue
        source, kind = hits[0]
        if kind == WEAKEN.id:
            give(g, t, "fear", source, until="noon")
        else:
            yield from grant_extra(g, t)


def grant_extra(g: Game, t: int):
    seat = g.seats[t]
    options = sorted({f"skill:{k.id}" for k in seat.skills if k.id != KILL})
    if in_pack(g, t) or seat.skill(KILL) is not None or table(g).knife == t:
        options.append(f"skill:{KILL}")
    g.tell(t, "surged")
    who = answerer(g, t)                           # a puppet: its master
    if who is None:
        return
    pick = yield from ask_option(g, who, PICK.id, options, surged=t)
    if pick is None:
        return
    skill = pick.partition(":")[2]
    if skill == KILL and (in_pack(g, t) or table(g).knife == t):
        table(g).night.extra_kills += 1
        return
    spec = g.ruleset.names.skill(skill)
    g.grant(t, [instance(spec, "surge", "night_end", free=True)], "surge")


def chaos(g: Game):
    """时波混乱 (凌晨1)."""
    night = table(g).night
    holders = [s for s, _ in g.holders(CHAOS.id) if g.can_use(s, CHAOS.id)]
    groups: dict = {}
    for t, hits in night.surges.items():
        groups.setdefault(character(g, t), []).extend(hits)
    for key, hits in groups.items():
        if len(hits) < 2:
            continue
        if key == "pack":
            members = pack_members(g)
            victim = night.pack_source if night.pack_source is not None else \
                (g.story.pick_seat(members, "pack kill source") if members else None)
        else:
            victim = key
        if victim is None:
            continue
        for s in holders:
            hurt(g, s, victim, "lethal", "time_chaos")
    return
    yield
