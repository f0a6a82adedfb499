"""``arena playtest``: a designer's board (new roles outside the package) measured for balance.

* ``options.py``  — the options (command line over the board's ``[playtest]`` table)
* ``arms.py``     — the boards played: as designed, each role replaced by its plain card, a
  second board, a tuned parameter's values
* ``run.py``      — rounds of games on the tournament machinery, stored, resumable
* ``stopping.py`` — which intervals are watched and which boards need more games
* ``tune.py``     — racing over a parameter's values
* ``strength.py`` — strength values fitted from drafted games
* ``summary.py``, ``measures.py``, ``stats.py`` — what a game contributes, the figures, the
  statistics (every interval over games)
* ``balance.py``, ``render.py``, ``plots.py`` — the report as data, Markdown / HTML / JSON, plots
* ``cli.py``      — the command
"""
