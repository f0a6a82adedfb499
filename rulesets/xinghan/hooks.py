"""What happens when a role goes out, in the rulebook's order (line 190: <附身>优先于<传位>、<继承>发动):
the engine runs these hooks inside every out, then the chain deaths (早夭, 共死), and the flow
resolves the queued choices (狩猎, 怨恨, 公敌, 遗志) at its windows — the originals before the 镜's
copies (line 183: 镜技能发动的时机在原技能之后)."""

from __future__ import annotations

from rulesets.engine import Game

from .going_out import note_out
from .links import on_out as unlink
from .roles import (gambler_shadow, ghost, hostage, insighter, landmine, poison_sage, psychic,
                    ranger, treasure, treasure_keeper, wolf_hunter, wolf_judge, wolf_queen)

#: every out, in this order
OUT_HOOKS = (
    note_out,                   # 平安夜, 明察, 顺从, notices and last words
    unlink,                     # an out role's camp is fixed: it follows nobody any more
    ghost.take_over,            # 附身 (first)
    wolf_queen.abdicate,        # 传位
    gambler_shadow.inherit,     # 继承
    poison_sage.earn,           # 炼狱: a wolf-camp out
    treasure_keeper.charge,     # 勾魂: one more use due
    hostage.arm,                # 遇难: the dagger
    wolf_judge.queen_out,       # 献策 lost with the 狼后
    ranger.release,             # 磐石 lifts with its ranger
    wolf_hunter.on_out,         # 狩猎 (queued)
    insighter.on_out,           # 怨恨 (queued)
    treasure.on_out,            # 公敌 (queued / voters' 预言)
    hostage.on_out,             # 遗志 (queued)
)
#: chain deaths, in order
CHAINS = (psychic.CHAIN, landmine.CHAIN)
#: queued choices by skill
TRIGGERS = {
    wolf_hunter.HUNT.id: wolf_hunter.hunt,
    insighter.GRUDGE.id: insighter.grudge,
    treasure.PUBLIC_ENEMY.id: treasure.public_enemy,
    hostage.LAST_WILL.id: hostage.last_will,
}


def resolve_triggers(g: Game):
    """The queued choices: originals first, then the 镜's copies."""
    yield from g.triggers.drain(g, TRIGGERS, lambda t: not t.context.get("copy"))
    yield from g.triggers.drain(g, TRIGGERS)
