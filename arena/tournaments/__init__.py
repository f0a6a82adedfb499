"""Tournaments: a TOML config, the seating plan, one worker function per game, the scheduler
(serial, ray tasks or async actors), per-endpoint limits, progress, and the run-and-resume loop
that stores every finished game."""
