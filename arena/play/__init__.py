"""Playing one game: the match runner (agents answer the game's decisions), game records
(write, read, replay and check) and readable transcripts."""
