"""出局 notices and 遗言 (lines 65, 70-72, 252).

角色出局时将收到通知。遗言数量等于4。可以留下遗言的角色会收到可以留下遗言的通知。放弃遗言不会使留遗言的权利留给以后出局的角色。
红牌罚下出局的角色没有遗言权利。在次日讨论日开始前，有遗言权利的出局角色未提交遗言，视为放弃遗言。

Ruling X44: the forum boards' policy of the out service (``Outs.among_first``): the first four
outs have last words, a red-carded one none though it takes its place in the order; each out is
told privately whether it may leave them; they are asked at the end of the phase the out
happened in and published when the next day starts.
"""

from __future__ import annotations

from rulesets.engine import Game, ask_speech

from .common import table

#: 红牌罚下出局的角色没有遗言权利 (line 66)
NO_WORDS = frozenset({"red_card"})


def window(g: Game):
    """The outs since the last window: their notice, then the last words of those entitled."""
    state = table(g)
    outs, state.window = state.window, []
    entitled = []
    for s in outs:
        words = g.outs.among_first(s, g.board["last_words"], NO_WORDS)
        if words:
            entitled.append(s)
        g.tell(s, "out", words=words)
    for s in entitled:
        yield from ask_speech(g, s, "last_words",
                              lambda c, s=s: state.last_words.append((s, c, g.take_text())))


def publish_last_words(g: Game) -> None:
    """每个游戏日白天开始时，公示前一天出局角色名单及遗言."""
    state = table(g)
    words, state.last_words = state.last_words, []
    for seat, act, text in words:
        extra = {"text": text} if text else {}
        g.emit("speech", seat=seat, act=act, segment="last_words", **extra)
