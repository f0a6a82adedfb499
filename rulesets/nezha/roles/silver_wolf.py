"""【狼人阵营】30，银狼⑩ (line 631)

漏洞入侵[早夜][指定]——选择范围：任意1名角色。
结算效果：结算目标获得状态[漏洞]。
病毒移植[正午][翻牌]——游戏日正午，银狼可发动此技能，当前持有[漏洞]状态的角色，永久获得[业炎][寡言][流血]状态。
以太编程[正午][指定]——选择范围：游戏日白天，可选任意一名角色，每名角色只能被选择一次。
结算效果：得知结算目标拥有的全部技能（包括狼人杀人），并可以选择将其中一个技能的部分文字在一定范围内任意修改，结算目标会得知
自己的技能被修改成了什么样子，修改持续至下一个正午开始。
可修改范围如下：
[指杀/穿透/致死伤害]可以互相修改（例如将某种效果的指杀改为致死伤害）。
所有常见状态特效可以修改为[沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/隐身/守护：∞/坚韧/自由/独裁/秩序]（例如将女巫的救药提供守护∞
效果，改为提供迷魂效果）
非常见状态无法修改（如情侣，破伤风等状态）。

技能调整：银狼以太编程重做，且不提供任何视野，以太编程改为修改效果而非修改发动时间 (line 22).

A wolf with no [群内] / [接刀] tag (no 杀人 of its own, not in the pack) and no 身份属性 (ruling
N330).  漏洞入侵 is 早夜2's (行动顺序: 道士 结印 / 银狼 漏洞入侵 / 瘟神 传播瘟疫, line 986).  Both
[正午] skills are used on the silver wolf's own posts, 竞选日 included (游戏日白天, N331);
以太编程 once a day (not an [X] skill, line 89, N361).
以太编程's rewrite is kept in ``rewrite`` (the one place every damage and status a skill deals
passes through, N333); the skills and words it offers are ``rewrite.WORDS``.
"""

from __future__ import annotations

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_option
from rulesets.engine.forum import Special

from .. import rewrite
from ..common import pack_members, pool, table
from ..skills import can_flip, choose, flip, mark_chosen, once_each, single, usable
from ..statuses import give, has
from ..targeting import aim_one

HACK = SkillSpec("exploit_hack", "漏洞入侵", "漏洞入侵", "Exploit hack", "早夜",
                 "A role gains [漏洞].", ("指定",))
GRAFT = SkillSpec("virus_graft", "病毒移植", "病毒移植", "Virus graft", "正午",
                  "Flip: every role holding [漏洞] now gains permanent [业炎][寡言][流血].",
                  ("翻牌",))
ETHER = SkillSpec("ether_code", "以太编程", "以太編程", "Ether coding", "正午",
                  "By day, each role once: learn all its skills (the pack's kill too) and may "
                  "rewrite one effect word of one of them (指杀/穿透/致死伤害 among themselves; a "
                  "common status to 沉默/缴械/遗忘/超度/迷魂/流血/寡言/漏洞/隐身/守护：∞/坚韧/自由/"
                  "独裁/秩序) until the next 正午; the role learns what its skill became.",
                  ("指定",))
ETHER_SKILL = SkillSpec("ether_skill", "以太编程技能", "以太編程技能", "Ether coding: skill", "正午",
                        "The skill 以太编程 rewrites (or none).")
ETHER_WORD = SkillSpec("ether_word", "以太编程原文", "以太編程原文", "Ether coding: word", "正午",
                       "The effect word of that skill rewritten.")
ETHER_TO = SkillSpec("ether_to", "以太编程改为", "以太編程改為", "Ether coding: new word", "正午",
                     "What the word becomes.")
ROLE = RoleSpec("silver_wolf", "银狼", "銀狼", "Silver Wolf", camp="wolf", checks_as_wolf=True,
                skills=(HACK, GRAFT, ETHER), line=631, strength=10)
DECISIONS = (ETHER_SKILL, ETHER_WORD, ETHER_TO)
#: the statuses 病毒移植 gives, in the text's order
GRAFTED = ("karmic", "taciturn", "bleed")
#: the pack's shared kill (``pack.KILL``), named here to keep this module off ``pack``
KILL = "kill"


def option(word: str) -> str:
    """The option naming an effect word: ``damage:<kind>`` or ``status:<name>``."""
    return f"damage:{word}" if word in rewrite.DAMAGE_WORDS else f"status:{word}"


#: every effect word 以太编程 may name, as options
WORD_OPTIONS = tuple(option(w) for w in rewrite.DAMAGE_WORDS + rewrite.COMMON_STATUSES)


def hack(g: Game, me: int, inst: SkillInstance):
    """漏洞入侵 (早夜2)."""
    yield from single(g, me, inst, HACK, pool(g), lambda final, _: give(g, final, "exploit", me))


def can_graft(g: Game, seat: int) -> bool:
    return usable(g, seat, GRAFT.id) and can_flip(g, seat)


def graft(g: Game, me: int):
    """病毒移植: the flip, then every living holder of [漏洞] (the silver wolf too) gains the
    three statuses for good, in seat order (a second [流血] is [致死伤害] at once, N332)."""
    flip(g, me)
    holders = [s.index for s in g.seats if s.alive and has(g, s.index, "exploit")]
    for t in holders:
        for name in GRAFTED:
            if g.seats[t].alive:
                give(g, t, name, me)
    yield from ()                            # a post's skill is a flow; this one asks nothing


def skills_of(g: Game, seat: int) -> list[str]:
    """得知结算目标拥有的全部技能（包括狼人杀人）: every skill the seat holds, and the pack's 杀人
    for a [群内] wolf or the 接刀 holder (N334)."""
    out: list[str] = []
    for inst in g.seats[seat].skills:
        if inst.id not in out:
            out.append(inst.id)
    if (seat in pack_members(g) or table(g).knife == seat) and KILL not in out:
        out.append(KILL)
    return out


def can_code(g: Game, seat: int) -> bool:
    """以太编程 is not an [X] skill: once a 正午 (line 89, ruling N361), on a role never chosen."""
    inst = g.seats[seat].skill(ETHER.id)
    return usable(g, seat, ETHER.id) and inst.data.get("day") != g.day and \
        bool(once_each(inst, pool(g)))


def code(g: Game, me: int):
    """以太编程: a role never chosen before; its skills told; one word of one skill rewritten
    (optional), the role told what its skill became."""
    inst = g.seats[me].skill(ETHER.id)
    t = yield from choose(g, me, inst, ETHER.id, once_each(inst, pool(g)))
    if t is None:
        return
    inst.data["day"] = g.day
    mark_chosen(inst, [t])
    final = aim_one(g, me, ETHER.id, t)
    if final is None or not g.seats[me].alive:
        return
    held = skills_of(g, final)
    g.tell(me, "ether_skills", target=final, skills=held)
    open_ = [s for s in held if s in rewrite.WORDS]
    if not open_:
        return
    skill = yield from ask_option(g, me, ETHER_SKILL.id, [f"skill:{s}" for s in open_],
                                  target=final)
    if skill is None:
        return
    skill = skill.partition(":")[2]
    words = rewrite.WORDS[skill]
    said = yield from ask_option(g, me, ETHER_WORD.id, [option(w) for w in words],
                                 optional=False, target=final, skill=skill)
    said = said.partition(":")[2]
    to = yield from ask_option(g, me, ETHER_TO.id, [option(w) for w in rewrite.targets_of(said)],
                               optional=False, target=final, skill=skill, word=said)
    to = to.partition(":")[2]
    rewrite.rewrite(g, final, skill, said, to)
    g.tell(final, "ether_rewritten", skill=skill, word=said, becomes=to)


SPECIALS = (Special(GRAFT.id, can_graft, graft), Special(ETHER.id, can_code, code))
