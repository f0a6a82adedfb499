"""``arena rules``: a ruleset's roles and skills with an implemented flag (coverage)."""

from __future__ import annotations

from typing import Any

from rulesets.engine import Ruleset
from rulesets.engine.presentation import camp_names


def rules_json(ruleset: Ruleset) -> dict[str, Any]:
    """Every role with its camp, category, strength value and tags (drafted boards), whether
    it runs, its skills, and the share of skills implemented."""
    roles = []
    for r in ruleset.roles:
        roles.append({
            "id": r.id, "name": r.zh, "name_trad": r.zh_trad, "name_en": r.en, "camp": r.camp,
            "side": r.side or None, "rulebook_line": r.line or None,
            "strength": r.strength, "tags": list(r.tags), "implemented": r.implemented,
            "excluded": ruleset.excluded.get(r.id),
            "referenced_original": r.referenced, "additional_identity": r.additional,
            "skills": [{"id": s.id, "name": s.zh, "name_trad": s.zh_trad, "name_en": s.en,
                        "timing": s.timing, "summary": s.summary, "flags": list(s.flags),
                        "implemented": s.implemented} for s in r.skills],
        })
    skills = [s for r in ruleset.roles for s in r.skills]
    schedules = ruleset.schedules
    if callable(schedules):  # a ruleset that builds its orders on demand (clocktower)
        schedules = schedules()
    return {"ruleset": ruleset.id, "title": ruleset.title, "version": ruleset.version,
            "roles": roles,
            "coverage": {"skills": len(skills),
                         "implemented": sum(s.implemented for s in skills)},
            "board_options": dict(ruleset.board_defaults),
            "night_orders": [[{"label": st.label, "skill": st.skill or None,
                               "runs": getattr(st.run, "__name__", None), "nights": st.nights}
                              for st in schedule.steps()] for schedule in schedules],
            "plain_cards": dict(ruleset.plain_cards)}


def rules_text(ruleset: Ruleset, lang: str = "zh") -> str:
    """:func:`rules_json` as text, camps named in ``lang``."""
    data = rules_json(ruleset)
    camps = {c: words.of(lang) for c, words in camp_names(ruleset).items()}
    camps[""] = "（随认亲/附加）" if lang == "zh" else "(by choice / additional)"
    lines = [f"{data['title']} ({data['ruleset']}, v{data['version']})"]
    for r in data["roles"]:
        name = r["name"] if lang == "zh" else r["name_en"]
        tag = " (original, referenced)" if r["referenced_original"] else \
            " (additional identity, 附加身份)" if r["additional_identity"] else ""
        extra = "".join(f" [{t}]" for t in r["tags"])
        if r["strength"] is not None:
            extra += f" strength {r['strength']:g}"
        if r["excluded"]:
            extra += f" — excluded by the rulebook (规则排除): {r['excluded']}"
        elif not r["implemented"]:
            extra += " — not implemented (未实现)"
        lines.append(f"\n{name} [{r['id']}] — {camps.get(r['camp'], r['camp'])}"
                     f"{'/' + r['side'] if r['side'] else ''}{extra}{tag}")
        if not r["skills"]:
            lines.append("    (no skill)")
        for s in r["skills"]:
            mark = "✓" if s["implemented"] else "✗ excluded" if r["excluded"] else \
                "✗ not implemented"
            sname = s["name"] if lang == "zh" else s["name_en"]
            lines.append(f"    {mark} {sname} [{s['id']}] ({s['timing']}): {s['summary']}")
    cov = data["coverage"]
    cards = [r for r in data["roles"] if not r["additional_identity"] and not r["referenced_original"]]
    lines.append(f"\n{sum(r['implemented'] for r in cards)}/{len(cards)} roles and "
                 f"{cov['implemented']}/{cov['skills']} skills implemented")
    if any(not r["implemented"] and not r["excluded"] for r in cards):
        lines.append("Drafted boards use only the roles implemented." if ruleset.drafted else
                     "Setups deal only the roles implemented.")
    if data["board_options"]:
        lines.append("\nboard options: " + ", ".join(f"{k} = {v!r}"
                                                     for k, v in data["board_options"].items()))
    for k, order in enumerate(data["night_orders"]):
        lines.append(f"\nnight order{f' {k + 1}' if len(data['night_orders']) > 1 else ''} "
                     "(a new role's `place`: before:/after: a skill id, function or label)")
        for st in order:
            names = " / ".join(dict.fromkeys(x for x in (st["skill"], st["runs"]) if x))
            when = {"first": " (首夜)", "later": " (夜晚*)"}.get(st["nights"], "")
            lines.append(f"    {st['label']}{when}  [{names}]")
    return "\n".join(lines)
