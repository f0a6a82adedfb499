"""``arena host``: one game served over HTTP and websockets, with people playing some seats
from their browsers next to agents (and a spectator's god view).  :class:`.table.Table` is the
game and what each page sees, :mod:`.tokens` its secrets, :mod:`.seat` a person's seat,
:mod:`.app` the server, :mod:`.cli` the command."""
