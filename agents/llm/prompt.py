"""Prompts: a stable system part (rules summary, the seat's role card, the output contract) and
an append-only game history built from the seat's own text observation, so servers with prefix
caching reuse it.  Old days are summarised to keep long games bounded.

What a ruleset contributes comes from its presentation (``Ruleset.presentation``): the intro
line, the rules summary, each role's rulebook paragraph, the events kept from old days."""

from __future__ import annotations

from typing import Optional, Sequence

from envs.text import TextRenderer
from rulesets.engine import Decision, Event, Ruleset

CONTRACT = {
    "en": ("Answer with ONE JSON object and nothing else: "
           '{"choice": <the number of one listed option>, "text": <what you say, only for a '
           'speech or last words>, "reasoning": <your private reasoning, never shown to others>}. '
           "Only the numbers listed as options are legal."),
    "zh": ("只回答一个 JSON 对象，不要输出其他内容："
           '{"choice": <所列选项之一的编号>, "text": <你要说的话，仅在发言或遗言时填写>, '
           '"reasoning": <你的私下推理，不会给其他人看>}。只有列出的编号是合法的。'),
}


def rules_summary(ruleset: Ruleset, lang: str) -> str:
    """The ruleset's short rules summary (its presentation's ``summary``), or its title."""
    return ruleset.presentation.summary.of(lang) or ruleset.title


def role_card(ruleset: Ruleset, role_id: str, lang: str) -> str:
    """The seat's card: name, camp and skills, with the rulebook paragraph when there is one."""
    role = ruleset.names.role(role_id)
    lines = [f"{role.zh} / {role.en} ({role.camp})"]
    for s in role.skills:
        lines.append(f"- {s.zh if lang == 'zh' else s.en} [{s.timing}]: {s.summary}")
    paragraph = ruleset.presentation.rulebook.get(role.id)
    if paragraph:
        lines.append(("规则原文：" if lang == "zh" else "Rulebook text: ") + paragraph)
    return "\n".join(lines)


class PromptBuilder:
    """Builds the messages for one seat; the history part only grows between summarisations."""

    def __init__(self, ruleset: Ruleset, renderer: TextRenderer, seat: int, lang: str,
                 history_days: int, history_chars: int = 12000) -> None:
        self.ruleset = ruleset
        self.r = renderer
        self.seat = seat
        self.lang = lang
        self.history_days = max(1, history_days)
        self.history_chars = max(1000, history_chars)

    def system(self, role_id: Optional[str]) -> str:
        zh = self.lang == "zh"
        you = (f"你是{self.r.seat(self.seat)}玩家。" if zh else f"You are player {self.r.seat(self.seat)}.")
        parts = [self.ruleset.presentation.intro.of(self.lang), rules_summary(self.ruleset, self.lang),
                 you]
        if role_id:
            parts.append(("你的身份牌：\n" if zh else "Your card:\n") + role_card(self.ruleset, role_id, self.lang))
        parts.append(CONTRACT[self.lang])
        return "\n\n".join(parts)

    def history(self, events: Sequence[Event]) -> str:
        """The seat's events as text: recent days verbatim, older days only their key events."""
        shown = self.ruleset.presentation
        day_marks = [i for i, e in enumerate(events) if e.kind == shown.day_event]
        cut = day_marks[-self.history_days] if len(day_marks) >= self.history_days else 0
        kept: list[tuple[bool, str]] = []
        for i, e in enumerate(events):
            key = e.kind in shown.key_events
            if i < cut and not key:
                continue
            kept.append((key, self.r.event(e)))
        size = sum(len(line) + 1 for _, line in kept)
        dropped = bool(cut)
        if size > self.history_chars:  # drop the oldest chatter until it fits
            trimmed: list[tuple[bool, str]] = []
            for key, line in kept:
                if size > self.history_chars and not key:
                    size -= len(line) + 1
                    dropped = True
                    continue
                trimmed.append((key, line))
            kept = trimmed
        lines = [line for _, line in kept]
        if dropped:
            note = "（更早的发言和投票已省略）" if self.lang == "zh" else "(older speeches and votes omitted)"
            lines.insert(0, note)
        return "\n".join(lines)

    def question(self, d: Decision, options: Sequence[tuple[int, str]], speech: bool,
                 speech_chars: int) -> str:
        zh = self.lang == "zh"
        what = self.r.skill(d.asked_as)
        head = self.r.head(d)
        opts = "\n".join(f"{i}: {label}" for i, label in options)
        extra = ""
        if speech:
            extra = (f"\n这是你的发言：选一个最能概括你发言的选项，并在 text 里写下你要说的话（不超过{speech_chars}字）。"
                     if zh else f"\nThis is your speech: pick the option that best sums it up and "
                     f"write what you say in \"text\" (at most {speech_chars} characters).")
        ask = "选项：" if zh else "Options:"
        return f"{head}\n{what}\n{ask}\n{opts}{extra}"
