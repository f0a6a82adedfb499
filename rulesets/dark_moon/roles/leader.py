"""【其他】3. 首领 <非身份> (line 192)

统领<强制> —— 计算投票数量时，首领暗记减少两票。
捕猎[深夜][指定]<限定> —— 选择目标：任意一名角色。
结算效果：结算目标承受[指杀]。
报复[晨曦][黄昏][指定] —— 选择范围：出局后下一个可发动技能的时间点，选择任意一名角色。
结算效果：结算目标立即出局，若此时是[黄昏]阶段，公示[结算目标被枪杀]。

统领 counts against the votes the leader *receives* (ruling D27).  报复 is a gun (see
``rulesets.dark_moon.outs``).  A camp appoints once; no new leader after its death (D26).
"""

from rulesets.engine import Game, RoleSpec, SkillInstance, SkillSpec, ask_target

from ..common import chat, final, table

COMMAND = SkillSpec("command", "统领", "統領", "Command", "投票计数",
                    "The leader secretly counts two votes fewer (votes received, floor 0).",
                    ("强制", "被动"))
HUNT = SkillSpec("hunt", "捕猎", "捕獵", "Hunt", "深夜", "Once: any role takes [指杀].",
                 ("指定", "限定"))
REVENGE = SkillSpec("revenge", "报复", "報復", "Revenge", "晨曦/黄昏",
                    "At the first 晨曦/黄昏 after going out, any role goes out at once "
                    "(announced as shot at 黄昏).", ("指定",))
ROLE = RoleSpec("leader", "首领", "首領", "Leader", camp="", skills=(COMMAND, HUNT, REVENGE),
                line=192, additional=True)

#: votes a leader's total loses, in half votes (暗记减少两票)
COMMAND_HALVES = 4


def make_leader(g: Game, seat: int, camp: str) -> None:
    table(g).leaders[camp] = seat
    chat(g, camp, "leader", seat=seat)
    g.grant(seat, [SkillInstance("command", "leader"), SkillInstance("hunt", "leader", data={"camp": camp}),
                    SkillInstance("revenge", "leader")], "leader")


def hunt(g: Game, me: int, inst: SkillInstance):
    """首领<捕猎>: wolf leader and dark-moon leader, filed under their own slots."""
    night = table(g).night
    if inst.used:
        return
    t = yield from ask_target(g, me, "hunt", g.living())
    if t is None:
        return
    inst.used += 1
    night.kill_choices.append(t)
    night.tally.file(f"hunt:{inst.data.get('camp', 'wolf')}", me, final(g, "hunt", me, t), "kill")


def vote_malus(g: Game) -> dict[int, int]:
    """统领: every living holder of 统领 (a camp may have had two leaders: ruling D22) receives
    two votes fewer (in half votes)."""
    return {s: COMMAND_HALVES for s, _ in g.holders(COMMAND.id)}
