"""[情侣]状态 (line 800): 非负面状态，无法消除，获得该状态时，与另外一位情侣共群，并得知是[真爱情侣]还是
[虚情情侣]，当情侣中的一人出局，另外一人承受的[致死伤害]...[虚情情侣]仅有共死效果...[情侣]状态若一方因为
种种原因没有成功获得，则另外一方也不会获得。

The shared death is the first chain (``damage.CHAINS``); the pair's chat is the ``lovers``
channel addressed to the two.  A role holding [漏洞] cannot gain it (ruling N43).
"""

from __future__ import annotations

from typing import Optional

from rulesets.engine import Game

from .statuses import has

CHANNEL = "lovers"


def link(g: Game, a: int, b: int, kind: str, until: Optional[str] = None) -> bool:
    """``a`` and ``b`` become lovers (``kind``: ``true`` 真爱 / ``false`` 虚情), or neither does."""
    if a == b or has(g, a, "exploit") or has(g, b, "exploit"):
        return False
    g.add_status(a, "lovers", b, until, {"with": b, "kind": kind})
    g.add_status(b, "lovers", a, until, {"with": a, "kind": kind})
    g.emit("lovers", (a, b), CHANNEL, seats=[a, b], love=kind)
    return True
