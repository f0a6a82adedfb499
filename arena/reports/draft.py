"""``arena draft``: a drafted board (配板) as a ruleset draws it for a seed, with each camp's
count and strength sum (any ruleset with ``Ruleset.drafted``)."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from rulesets.engine import Ruleset, Storyteller
from rulesets.engine.presentation import camp_names


def draft_board(ruleset: Ruleset, board_options: Mapping[str, Any], seed: int) -> dict[str, Any]:
    """The board ``arena play --seed SEED`` plays with these options: the draft, then the cards
    seated as the game seats them (both the storyteller's seeded draws)."""
    if not ruleset.drafted:
        raise ValueError(f"{ruleset.id} deals a fixed board; only drafted rulesets draft")
    board = ruleset.board(board_options)
    story = Storyteller(seed)
    drafted = ruleset.draft(board, story)
    seats = story.deal(list(drafted.roles))
    specs = {r.id: r for r in ruleset.roles}
    out = drafted.to_json()
    out.update(ruleset=ruleset.id, seed=seed, board=dict(board), seats=[
        {"seat": i + 1, "role": rid, "name": specs[rid].zh, "name_en": specs[rid].en,
         "camp": specs[rid].camp, "strength": specs[rid].strength, "tags": list(specs[rid].tags)}
        for i, rid in enumerate(seats)])
    return out


def _ratio(camps: Mapping[str, Mapping[str, Any]], a: str, b: str) -> Optional[float]:
    if a in camps and b in camps and camps[b]["strength"]:
        return camps[a]["strength"] / camps[b]["strength"]
    return None


def draft_text(ruleset: Ruleset, data: Mapping[str, Any], lang: str = "zh") -> str:
    """:func:`draft_board` as text: the seats, then each camp's count and strength sum."""
    names = {c: w.of(lang) for c, w in camp_names(ruleset).items()}
    zh = lang == "zh"
    lines = [f"{ruleset.title} ({ruleset.id}): {data['players']} "
             f"{'人' if zh else 'players'}, seed {data['seed']}"]
    for s in data["seats"]:
        name = s["name"] if zh else s["name_en"]
        tags = "".join(f"[{t}]" for t in s["tags"])
        strength = "" if s["strength"] is None else f" {s['strength']:g}"
        lines.append(f"  {s['seat']:>2}. {name}{tags} — {names.get(s['camp'], s['camp'])}{strength}")
    lines.append("")
    for camp, row in data["camps"].items():
        lines.append(f"{names.get(camp, camp)}: {row['count']} "
                     f"{'张' if zh else 'cards'}, {'强度' if zh else 'strength'} {row['strength']:g}")
    camps = data["camps"]
    firsts = list(camps)
    if len(firsts) >= 2:
        ratio = _ratio(camps, firsts[0], firsts[1])
        if ratio is not None:
            lines.append(f"{names.get(firsts[0])} / {names.get(firsts[1])} = {ratio:.3f}")
    for note in data["notes"]:
        lines.append(f"- {note}")
    return "\n".join(lines)
