"""Control flow signals a ruleset raises inside its game generator."""


class GameOver(Exception):
    """A camp has won (or the game hit its limit); unwinds the whole game flow."""

    def __init__(self, winner: str | None, reason: str = "") -> None:
        super().__init__(winner, reason)
        self.winner = winner
        self.reason = reason


class PhaseEnds(Exception):
    """The current phase ends at once (a self-explosion, a successful duel)."""
