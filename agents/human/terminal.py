"""``human``: a person at the terminal plays one seat (``arena play --human 5``).

Before each of its decisions the seat is shown what it has seen since it was last asked (its
own inbox only, in the text the LLM agents read), its card when it learns it, then the question
with numbered options.  An answer is a number from the list (or an option's exact name); where
the rules allow speech, free text follows.  Anything else is asked again; a closed input (end
of file) answers every remaining decision with the rulebook's default, recorded as a fallback.
Several people sharing one terminal (hot seat) get a "pass the keyboard" pause between seats.
"""

from __future__ import annotations

import sys
from typing import Any, Optional, Sequence, TextIO

from rulesets.engine import ChoiceTable, Ruleset

from ..base import Answer, SeatView
from .screen import PRIVATE, PUBLIC, Line, Question, SeatScreen

#: option labels per row when the list is long
COLUMNS = 3
#: a list longer than this is printed in columns
LONG_LIST = 12

WORDS = {
    "zh": {"pick": "输入编号（1-{n}）：", "bad": "无效输入：请输入 1 到 {n} 的编号。",
           "say": "你要说的话（直接回车则不说，最多 {k} 字）：", "long": "太长了：最多 {k} 字，请重新输入。",
           "card": "你的身份牌：", "closed": "（输入已关闭：其余决定按规则默认处理）",
           "only": "（唯一选项：{label}）", "pass": "=== 请把键盘交给 {seat}，然后按回车 ===",
           "private": "[私密] ", "end": "=== {seat} 的结局 ==="},
    "en": {"pick": "Enter a number (1-{n}): ", "bad": "Invalid input: enter a number from 1 to {n}.",
           "say": "What you say (Enter for nothing, at most {k} characters): ",
           "long": "Too long: at most {k} characters, please type it again.",
           "card": "Your card:", "closed": "(input closed: the remaining decisions take the rulebook's default)",
           "only": "(only option: {label})", "pass": "=== Hand the keyboard to {seat}, then press Enter ===",
           "private": "[private] ", "end": "=== How it ended for {seat} ==="},
}


class TerminalHuman:
    """A person answering one seat's decisions on a terminal (``stdin`` / ``stdout`` by
    default).  ``hot_seat``: several people share the terminal; each turn starts with a pause
    so the previous player can hand the keyboard over, and the screen is cleared."""

    name = "human"

    def __init__(self, lang: str = "zh", stdin: Optional[TextIO] = None,
                 stdout: Optional[TextIO] = None, hot_seat: bool = False) -> None:
        if lang not in WORDS:
            raise ValueError(f"human seat language is 'zh' or 'en', got {lang!r}")
        self.lang = lang
        self.words = WORDS[lang]
        self.stdin = stdin
        self.stdout = stdout
        self.hot_seat = hot_seat
        self.seat = 0
        self.shown = 0  # events of the inbox already printed
        self.card_shown = False
        self.closed = False
        self._screen: Optional[SeatScreen] = None

    def reset(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.shown = 0
        self.card_shown = False
        self._screen = None

    # -- I/O ----------------------------------------------------------------------------------
    def _out(self, text: str = "", end: str = "\n") -> None:
        out = self.stdout or sys.stdout
        out.write(text + end)
        out.flush()

    def _read(self, prompt: str) -> Optional[str]:
        """One line typed after ``prompt`` (without its newline), ``None`` at end of input."""
        self._out(prompt, end="")
        line = (self.stdin or sys.stdin).readline()
        if not line:
            self.closed = True
            self._out()
            self._out(self.words["closed"])
            return None
        return line.rstrip("\r\n")

    # -- the seat's turn ----------------------------------------------------------------------
    def act(self, view: SeatView) -> Answer:
        d = view.decision
        if self.closed:
            return Answer(d.default, fallback="human: input closed")
        screen = self._screen
        if screen is None:
            screen = self._screen = SeatScreen(view.ruleset, view.choices, view.seat, self.lang)
        if self.hot_seat and self._read("\n" + self.words["pass"].format(seat=screen.r.seat(view.seat))) is None:
            return Answer(d.default, fallback="human: input closed")
        if self.hot_seat:
            self._out("\033[2J\033[H", end="")
            self.shown = 0  # the whole history again: the screen was cleared for this seat
        self._show_news(screen, view)
        q = screen.question(d)
        if len(q.options) == 1 and not q.options[0].says:
            self._out(q.head + " " + self.words["only"].format(label=q.options[0].label))
            return Answer(q.options[0].code)
        self._out(q.head)
        self._show_options(q)
        choice = self._ask_choice(q)
        if choice is None:
            return Answer(d.default, fallback="human: input closed")
        option = q.by_code(choice)
        says = option is not None and option.says and q.text_limit is not None
        text = self._ask_text(q.text_limit) if says else None  # type: ignore[arg-type]
        return Answer(choice, text or None)

    def show_end(self, seat: int, events: Sequence[Any], ruleset: Ruleset,
                 choices: ChoiceTable) -> None:
        """After the game: the lines of the seat's inbox ``events`` it was not yet shown (its
        last night, the end and the cards), without a pause or a question."""
        screen = self._screen or SeatScreen(ruleset, choices, seat, self.lang)
        if self.hot_seat:
            self._out("\n" + self.words["end"].format(seat=screen.r.seat(seat)))
        for line in screen.lines(events, self.shown):
            self._out(self._format(screen, line))
        self.shown = len(events)

    def _show_news(self, screen: SeatScreen, view: SeatView) -> None:
        """Every event of the seat's inbox not yet printed, then its card once it has one."""
        for line in screen.lines(view.events, self.shown):
            self._out(self._format(screen, line))
        self.shown = len(view.events)
        if not self.card_shown:
            card = screen.card(view.events)
            if card is not None:
                self.card_shown = True
                self._out("\n" + self.words["card"] + "\n" + card + "\n")

    def _format(self, screen: SeatScreen, line: Line) -> str:
        if line.channel == PUBLIC:
            return line.text
        if line.channel == PRIVATE:
            return self.words["private"] + line.text
        return line.text  # a group chat's lines carry its prefix already

    def _show_options(self, q: Question) -> None:
        items = [f"{o.number:>3}. {o.label}" for o in q.options]
        if len(items) <= LONG_LIST:
            self._out("\n".join(items))
            return
        width = max(len(i) for i in items) + 2
        for k in range(0, len(items), COLUMNS):
            self._out("".join(i.ljust(width) for i in items[k:k + COLUMNS]).rstrip())

    def _ask_choice(self, q: Question) -> Optional[int]:
        """The code of the option the person picks (asked again until valid), ``None`` at
        end of input."""
        n = len(q.options)
        by_label = {o.label: o for o in q.options}
        while True:
            typed = self._read(self.words["pick"].format(n=n))
            if typed is None:
                return None
            typed = typed.strip()
            option = by_label.get(typed)
            if option is None and typed.isdigit():
                option = q.by_number(int(typed))
            if option is not None:
                return option.code
            self._out(self.words["bad"].format(n=n))

    def _ask_text(self, limit: int) -> Optional[str]:
        """Free text of at most ``limit`` characters (asked again when longer)."""
        while True:
            typed = self._read(self.words["say"].format(k=limit))
            if typed is None:
                return None
            typed = typed.strip()
            if len(typed) <= limit:
                return typed
            self._out(self.words["long"].format(k=limit))
