"""Orchestration, one room per part:

* ``cli/``          the ``arena`` command (parser and one function per subcommand)
* ``play/``         one game: match runner, records and replay, transcripts
* ``tournaments/``  config, seating, worker, scheduler (ray), limits, progress, run and resume
* ``storage/``      the run database (DuckDB): schema, rows of a game, the store
* ``results/``      facts from records, deception metrics, ratings, statistics, analysis
* ``reports/``      HTML / Markdown report and plots, replay viewer, ``arena rules`` table
* ``scenarios/``    rules-adjudication scenarios: load, run, compare, command
* ``playtest/``     balance of a designer's board: arms, rounds with sequential stopping,
                    impact, tuning (racing), strength fits, the balance report
* ``rl/``           RLlib adapter, PPO training, evaluation of trained policies
* ``bench/``        speed and memory of the env, RL sampling throughput
* ``llm/``          the local LLM server (``arena llm serve``)
* ``host/``         one game on the web with people in some seats (``arena host``)
"""
