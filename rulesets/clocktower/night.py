"""The nights (lines 630-684 and 694-778): the two orders as data.

Each line of the rulebook's order is ``(character, ability)`` as printed; it resolves to the
ability's id (a few printed names differ from the ability's: ruling C43, :data:`ALIASES`) and
runs for every holder of that ability, living or dead (a dead seat still holds an ability only
when it ignores death), in seat order.  依次行动: one step after the other; a [首夜] ability gained
on a later night runs at once (the night drains queued triggers after every step: the
``immediate`` block mode).  Steps the rulebook forgot (ruling C44) are inserted where marked.
Lines for characters of part 2 are kept: nobody holds their abilities, so they never run.
Several holders of one step (two demons after a 麻脸巫婆's brew) act in the storyteller's order
(line 9: 如果有技能在同一顺序同时触发，则由说书人决定先后顺序).
"""

from __future__ import annotations

from typing import Callable

from rulesets.engine import IMMEDIATE, Block, Game, Schedule, SkillInstance, Step

from .changes import LATE_INFO
from .common import table
from .deaths import acts_dead
from .roles import BY_ID, MODULES, collect

#: 首夜 (line 630-683), in order; ``*`` marks a line inserted by ruling C44
FIRST_NIGHT: tuple[tuple[str, str], ...] = (
    ("科学怪人", "公式"), ("哲学家", "思索"), ("炼金术士", "配方"), ("爪牙", "互认"),
    ("告密者", "熟识"), ("恶魔", "互认"), ("恶魔", "熟识"), ("水手", "拼酒"), ("传教士", "传教"),
    ("小怪宝", "照看"), ("痢蛭", "寄生"), ("限", "轮回"), ("投毒者", "投毒"), ("寡妇", "结网"),
    ("寡妇", "毒害*"), ("侍臣", "进言"), ("舞蛇人", "舞蛇"), ("教父", "亲密"), ("街头风琴手", "伪装"),
    ("魔鬼代言人", "辩护"), ("女巫", "诅咒"), ("洗脑师", "洗脑"), ("鹰身女妖", "煽动"),
    ("灵言师", "言灵"), ("狐媚娘", "美貌"), ("普卡", "散播"), ("牙噶巴卜", "言语"),
    ("疯子", "疯魔*"), ("小精灵", "观察"), ("洗衣妇", "洗衣"), ("图书管理员", "发现"),
    ("调查员", "调查"), ("厨师", "款待"), ("共情者", "共情"), ("占卜师", "占卜"), ("祖母", "熟识"),
    ("钟表匠", "修表"), ("筑梦师", "筑梦"), ("女裁缝", "裁衣"), ("事务官", "记录"), ("骑士", "忠诚"),
    ("贵族", "高贵"), ("气球驾驶员", "驾驶"), ("阴阳师", "通灵"), ("郎中", "问诊"), ("店小二", "熟悉"),
    ("村夫", "查验"), ("赏金猎人", "悬赏"), ("守夜人", "守夜"), ("间谍", "谍报"), ("食人魔", "跟随"),
    ("修行者", "修行"), ("将军", "推演"), ("方士", "预测"), ("侍女", "服侍"), ("数学家", "统计"),
    ("修补匠", "修补*"), ("守鸦人", "飞鸦*"),
)

#: 其他夜晚 (line 694-777), in order; the bracketed [首夜] information group (line 739-756) is
#: marked ``late``: it runs only for an ability gained on a later night
OTHER_NIGHTS: tuple[tuple[str, str], ...] = (
    ("哲学家", "思索"), ("帽匠", "戴帽"), ("水手", "拼酒"), ("传教士", "传教"), ("麻脸巫婆", "熬煮"),
    ("限", "轮回"), ("投毒者", "投毒"), ("瘟疫医生", "瘟疫·投毒*"), ("旅店老板", "看店"), ("侍臣", "进言"), ("赌徒", "赌博"),
    ("杂技演员", "杂技"), ("舞蛇人", "舞蛇"), ("僧侣", "保护"), ("街头风琴手", "伪装"),
    ("魔鬼代言人", "辩护"), ("女巫", "诅咒"), ("洗脑师", "洗脑"), ("鹰身女妖", "煽动"),
    ("灵言师", "言中"), ("狐媚娘", "魅惑*"), ("疯子", "疯魔"), ("驱魔人", "驱魔"), ("半兽人", "狂暴"),
    ("小恶魔", "杀害"), ("普卡", "毒发*"), ("普卡", "散播"), ("沙巴洛斯", "反刍"), ("沙巴洛斯", "吞噬"),
    ("珀", "隐忍"), ("珀", "杀害"), ("珀", "爆发"), ("方古", "杀害"), ("诺-达鲺", "杀害"),
    ("涡流", "杀害"), ("亡骨魔", "杀害"), ("堤丰之首", "杀害"), ("痢蛭", "杀害"), ("小怪宝", "照看"),
    ("小怪宝", "恶念"), ("牙噶巴卜", "伤人"), ("卡扎力", "杀害"), ("混沌", "杀害"), ("姑获鸟", "杀害"),
    ("书生", "杀害"), ("刺客", "刺杀"), ("瘟疫医生", "瘟疫·刺杀*"), ("教父", "复仇"), ("歌伶", "苦命"), ("造谣者", "泛滥"),
    ("理发师", "交换"), ("修补匠", "修补*"), ("农夫", "务农*"), ("变脸师", "变脸*"), ("教授", "复活"),
    ("炼金术士", "配方 late"), ("告密者", "熟识 late"), ("教父", "亲密 late"), ("灵言师", "言灵 late"),
    ("牙噶巴卜", "言语 late"), ("小精灵", "观察 late"), ("洗衣妇", "洗衣 late"),
    ("图书管理员", "发现 late"), ("调查员", "调查 late"), ("厨师", "款待 late"), ("祖母", "熟识 late"),
    ("钟表匠", "修表 late"), ("事务官", "记录 late"), ("骑士", "忠诚 late"), ("贵族", "高贵 late"),
    ("阴阳师", "通灵 late"), ("店小二", "熟悉 late"),
    ("共情者", "共情"), ("占卜师", "占卜"), ("送葬者", "送葬"), ("提刑官", "刑罚"), ("筑梦师", "筑梦"),
    ("卖花女孩", "卖花"), ("城镇公告员", "公告"), ("神谕者", "神谕"), ("女裁缝", "裁衣"),
    ("杂耍艺人", "了解"), ("气球驾驶员", "驾驶"), ("郎中", "问诊"), ("村夫", "查验"), ("国王", "王权"),
    ("赏金猎人", "悬赏"), ("守夜人", "守夜"), ("间谍", "谍报"), ("寡妇", "结网* late"),
    ("将军", "推演"), ("方士", "观天"), ("侍女", "服侍"), ("数学家", "统计"),
    ("守鸦人", "飞鸦*"), ("贤者", "贤能*"), ("唱诗男孩", "唱诗*"), ("秉笔", "遗言*"),
    ("罂粟种植者", "迷失*"),
)

#: printed step names that differ from the ability's (ruling C43)
ALIASES = {("恶魔", "熟识"): "敏锐", ("告密者", "熟识"): "敏锐", ("狐媚娘", "美貌"): "美艳",
           ("麻脸巫婆", "熬煮"): "熬药", ("灵言师", "言中"): "控制",
           ("理发师", "交换"): "变态", ("帽匠", "戴帽"): "制帽"}
#: steps run once for the table, not per holder (no seat holds them): ability -> run(game)
GROUP_STEPS: dict[str, Callable[[Game], object]] = {}
#: the evil team's shared abilities by the printed "character"
TEAM = {("爪牙", "互认"): "minion_info", ("恶魔", "互认"): "demon_info", ("恶魔", "敏锐"): "demon_bluffs",
        ("告密者", "敏锐"): "snitch_bluffs"}  # 告密者[熟识] runs the 敏锐 the minions gain
#: night abilities a character grants others, printed under it (书生[杀害], the demon's): its
#: module's ``PROCEDURES``
GRANTED = {(m.ROLE.zh, p.zh): p.id for m in MODULES for p in getattr(m, "PROCEDURES", ())
           if p.timing in ("首夜", "夜晚", "夜晚*")}
_BY_ZH = {r.zh: r for r in BY_ID.values()}


def ability_id(who: str, what: str, first: bool = False) -> str:
    """The id of the ability a printed step ``who[what]`` of the first night's order (``first``)
    or the other nights' runs: of two abilities of one name (赏金猎人's 悬赏[首夜] and 悬赏[夜晚]),
    the [首夜] one on the first night, the other on the others."""
    name = ALIASES.get((who, what), what)
    if (who, name) in TEAM:
        return TEAM[(who, name)]
    if (who, name) in GRANTED:
        return GRANTED[(who, name)]
    role = _BY_ZH[who]
    found = [a for a in role.skills if a.zh == name]
    if not found:
        raise KeyError(f"night order: {who}[{what}] names no ability of {role.zh}")
    if len(found) > 1:
        found = [a for a in found if (a.timing == "首夜") == first] or found
    return found[0].id


def _part_two(label: str):
    def run(g: Game, seat: int, inst: SkillInstance):
        raise NotImplementedError(f"{label}: the character is part 2 and cannot be in play")
        yield
    return run


def _late(run):
    """A bracketed [首夜] information step on a later night: only an instance gained late."""
    def step(g: Game, seat: int, inst: SkillInstance):
        if inst.data.pop("late", False):
            yield from run(g, seat, inst)
    return step


#: what keeps a holder from using an ability at its step (``gate(g, seat, skill)`` true: the
#: 驱魔人's [沉默] on non-<被动> original abilities)
GATES: tuple[Callable[[Game, int, str], bool], ...] = tuple(
    f for m in MODULES for f in getattr(m, "NIGHT_GATES", ()))


def _after(run, skill: str = ""):
    """Run a step (for a dead holder only while its ability ignores death: ``acts_dead``; not
    for a holder a gate stops), then what follows any step (莽夫), then keep every <持续> ability
    and tied status true."""
    def step(g: Game, *args):
        if not skill or (acts_dead(g, args[0], skill) and
                         not any(gate(g, args[0], skill) for gate in GATES)):
            yield from run(g, *args)
        for after in g.ruleset.after_step:
            after(g)
        upkeep(g)
    return step


def build(order: tuple[tuple[str, str], ...]) -> Schedule:
    """A night order as a schedule: one step per printed line, in order."""
    runs = collect("NIGHT")
    groups = collect("GROUP")
    steps = []
    for who, printed in order:
        what = printed.removesuffix(" late").removesuffix("*")
        sid = ability_id(who, what, first=order is FIRST_NIGHT)
        label = f"{who}[{what}]"
        if sid in groups:
            steps.append(Step(label, _after(groups[sid])))
            continue
        run = runs.get(sid) or _part_two(label)
        if printed.endswith(" late"):
            LATE_INFO.add(sid)
            run = _late(run)
        steps.append(Step(label, _after(run, sid), skill=sid, living=False))
    return Schedule((Block(tuple(steps), IMMEDIATE, ordered=True),))


def upkeep(g: Game) -> None:
    """Keep the <持续> abilities true and re-judge the statuses tied to their sources."""
    keep = g.ruleset.upkeep
    for _ in range(3):  # an upkeep can change what another keeps (a new poison, a new demon)
        for sid, fn in keep.items():
            for seat, inst in g.holders(sid, living=False):
                fn(g, seat, inst)
        for table_fn in g.ruleset.table_upkeep:
            table_fn(g)
        if not g.refresh_sources():
            break


def play(g: Game, first: Schedule, later: Schedule):
    """One night: night falls, every step of tonight's order, then the night ends."""
    g.begin("night")
    g.stage = None
    state = table(g)
    state.night_deaths = []
    state.looks.clear()
    state.kills.clear()
    g.emit("night_falls", night=g.night)
    upkeep(g)
    yield from (first if g.night == 1 else later).run(g, first=g.night == 1)
    g.judge()
