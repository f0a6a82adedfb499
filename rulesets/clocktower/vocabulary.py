"""The words a rules-adjudication scenario uses for clocktower decisions and results (the
scenario dialect): day abilities are answered inside a post (the ``speech`` decision) and then
their own question; results are named by what the seat was shown (their shape); a character is
an option by any of its names."""

from __future__ import annotations

from .roles import ROLES

#: a day ability -> (the post's decision, the option that asks for it); 歌唱's list of players is
#: scripted as the post (``option = "sing"``, ``segment``) and then ``sing_target`` ``targets``
LEADS = {"slay_target": ("speech", "slay"), "psycho_kill_target": ("speech", "psycho_kill"),
         "join_target": ("speech", "join"),
         "whisper_to": ("speech", "whisper"), "nominate": ("speech", "nominate")}
#: (decision, option) -> the target decision asked right after it
FOLLOWS = {("speech", "slay"): "slay_target", ("speech", "psycho_kill"): "psycho_kill_target",
           ("speech", "juggle"): "juggle_target",
           ("speech", "sing"): "sing_target", ("speech", "join"): "join_target",
           ("speech", "gossip"): "gossip_menu",
           ("speech", "whisper"): "whisper_to", ("speech", "nominate"): "nominate"}
#: the shapes a result is shown as (``results`` match them as ``skill``)
SHAPES = ("number", "yes_no", "player", "players", "character", "characters", "word",
          "players_and_character", "player_and_character", "grimoire", "recall", "hint",
          "direction", "camp",
          "statements")
#: options by every name: a character by its Chinese or English name, the hint words in Chinese
OPTIONS = {**{r.zh: r.id for r in ROLES}, **{r.en: r.id for r in ROLES},
           "石头": "rock", "剪刀": "scissors", "布": "paper"}
