"""Where games run: in-process (serial), ray tasks (batched, streamed back game by game) or
async ray actors (many games in flight while agents wait on model endpoints).

Every path calls :func:`arena.tournaments.worker.play_spec` and hands results to ``on_results`` as soon
as that game finishes; the caller stores it.  Results do not depend on the path.
"""

from __future__ import annotations

import math
import os
import socket
import time
from typing import Any, Callable, Iterable, Iterator, Mapping, Optional, Sequence

from . import limits
from .seating import GameSpec
from .worker import play_spec, play_spec_async

#: receives every group of results that finished together; on ray also an empty list when
#: no game finished for :data:`TICK_S` seconds (a chance to store the games it holds)
OnResults = Callable[[list[dict[str, Any]]], None]

#: on ray, the longest wait for a finished game before ``on_results([])`` is called
TICK_S = 0.25


#: a streaming task sends the games it finished at most this often (one ray object each time:
#: the driver's cost is per object, fast games come back a few at a time)
SEND_EVERY_S = 0.1


def timed_groups(results: Iterable[dict[str, Any]],
                 every_s: float = SEND_EVERY_S) -> Iterator[list[dict[str, Any]]]:
    """``results`` in lists: a list is sent when ``every_s`` seconds have passed since the
    last one was (a slow game goes at once), and the rest at the end."""
    group: list[dict[str, Any]] = []
    last = time.monotonic()
    for result in results:
        group.append(result)
        if time.monotonic() - last >= every_s:
            yield group
            group, last = [], time.monotonic()
    if group:
        yield group


def run_serial(specs: Sequence[GameSpec], on_results: OnResults,
               endpoints: Mapping[str, int], pack: bool = False) -> None:
    """Play every game in this process, in order (``pack``: results as the database's rows,
    :func:`~arena.tournaments.worker.packed`)."""
    limits.install(limits.LocalSlots(endpoints) if endpoints else None)
    try:
        for spec in specs:
            on_results([play_spec(spec, pack)])
    finally:
        limits.install(None)


# -- ray ------------------------------------------------------------------------------------------

#: seconds to wait for a cluster's port to accept a connection
CONNECT_TIMEOUT = 10.0


def check_address(address: Optional[str], timeout: float = CONNECT_TIMEOUT) -> None:
    """Raise :class:`ValueError` (what is wrong, what to do) when ``address`` names a
    ``HOST:PORT`` (or ``ray://HOST:PORT``) that does not accept a TCP connection within
    ``timeout`` seconds: ray itself would retry for many minutes.  ``None``, ``local`` and
    ``auto`` are not checked."""
    if address in (None, "", "local", "auto"):
        return
    hostport = address.split("://", 1)[-1]
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit() or not host:
        raise ValueError(f"--address {address!r}: expected ray://HOST:PORT, HOST:PORT or auto")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            return
    except OSError as exc:
        why = "timed out" if isinstance(exc, socket.timeout) else (exc.strerror or str(exc))
        raise ValueError(
            f"cannot reach the ray cluster at {address} ({why} after at most {timeout:.0f} s): "
            f"start it (`ray start --head` on that machine; Ray Client listens on port 10001) "
            f"or leave out --address for a local ray instance") from None


#: a Ray Client server's answer when the server process it starts for a new job failed
CLIENT_START_FAILED = "Starting Ray client server failed"
CLIENT_START_TRIES = 3
CLIENT_START_PAUSE_S = 2.0


def connect(address: Optional[str], num_cpus: Optional[int] = None) -> bool:
    """Connect to ray: a new local instance (``address`` None or ``"local"``), an existing
    cluster (``"auto"``, ``"HOST:PORT"``) or a Ray Client server (``"ray://HOST:PORT"``).
    Returns whether this call started the connection (and so should shut it down).  A Ray
    Client server that fails to start the process for this job is asked again, up to
    ``CLIENT_START_TRIES`` times."""
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    os.environ.setdefault("RAY_ACCEL_ENV_VAR_OVERRIDE_ON_ZERO", "0")
    local = address in (None, "", "local")
    host = (address or "").split("://")[-1].rsplit(":", 1)[0]
    if local or host in ("127.0.0.1", "localhost", "::1"):
        # one machine: ray on loopback only (ray reads this when it is imported); a driver
        # joining a loopback cluster must use the same node address as the cluster
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    import ray
    if ray.is_initialized():
        return False
    kwargs: dict[str, Any] = {"logging_level": "ERROR", "log_to_driver": True}
    if local:
        ray.init(address="local", num_cpus=num_cpus, include_dashboard=False, **kwargs)
        return True
    for attempt in range(CLIENT_START_TRIES):
        try:
            ray.init(address=address, **kwargs)
            return True
        except ConnectionError as exc:
            # a Ray Client server whose per-job server process did not come up (its own
            # transient failure, seen on a loaded machine): ask it again; anything else
            # (nothing listening, refused) is raised at once
            if CLIENT_START_FAILED not in str(exc) or attempt + 1 == CLIENT_START_TRIES:
                raise
            ray.shutdown()
            time.sleep(CLIENT_START_PAUSE_S * (attempt + 1))
    return True  # pragma: no cover (the loop returns or raises)


def cluster_cpus() -> int:
    import ray
    return max(1, int(ray.cluster_resources().get("CPU", 1)))


def auto_batch(n_games: int, workers: int) -> int:
    """Games per task: enough tasks to keep every worker busy and the bar moving, few enough
    that task overhead (~ms) stays small next to fast scripted games (~20 ms)."""
    return max(1, min(16, math.ceil(n_games / (workers * 8))))


def chunk_size(remaining: int, workers: int, batch: int) -> int:
    """The next task's games: ``batch``, shrinking as the run nears its end (at most a share
    of what is left for each task in flight), so the workers finish together instead of one
    playing a last full batch while the others wait."""
    return max(1, min(batch, math.ceil(remaining / (workers * 2))))


def client_mode() -> bool:
    """Connected through Ray Client (``ray://``): no streaming generators there."""
    try:
        from ray.util.client import ray as client
        return bool(client.is_connected())
    except ImportError:  # pragma: no cover
        return False


def _task_fns() -> tuple[Any, Any, Any]:
    import ray

    @ray.remote(max_retries=1)
    def play_list(specs: list[GameSpec], limiter: Any, endpoint_limits: dict[str, int],
                  pack: bool = False):
        limits.install(limits.RaySlots(limiter, endpoint_limits) if limiter is not None else None)
        return [play_spec(spec, pack) for spec in specs]

    @ray.remote(num_returns="streaming", max_retries=1)
    def play_stream(specs: list[GameSpec], limiter: Any, endpoint_limits: dict[str, int],
                    pack: bool = False):
        limits.install(limits.RaySlots(limiter, endpoint_limits) if limiter is not None else None)
        yield from timed_groups(play_spec(spec, pack) for spec in specs)

    @ray.remote(num_cpus=1)
    class GameActor:
        """An async actor: many games at once on its event loop while agents await model
        endpoints (``act_async``); scripted seats answer inline."""

        def __init__(self, limiter: Any, endpoint_limits: dict[str, int]) -> None:
            limits.install(limits.RaySlots(limiter, endpoint_limits) if limiter is not None
                           else None)

        async def play(self, spec: GameSpec, pack: bool = False) -> dict[str, Any]:
            return await play_spec_async(spec, pack)

    return play_stream, play_list, GameActor


def _ready(refs: list[Any], timeout: Optional[float] = None) -> list[Any]:
    """Block until at least one of ``refs`` is ready (or ``timeout`` seconds passed: then
    none), then return every one that is (so the results that finished together are stored
    together)."""
    import ray
    ready, _ = ray.wait(refs, num_returns=1, timeout=timeout)
    if not ready:
        return []
    more, _ = ray.wait([r for r in refs if r not in ready], num_returns=len(refs) - len(ready),
                       timeout=0) if len(refs) > len(ready) else ([], [])
    return ready + more


def _lost(specs: Sequence[GameSpec], exc: BaseException) -> list[dict[str, Any]]:
    msg = f"ray: {type(exc).__name__}: {exc}"
    return [{"game_id": s.game_id, "index": s.index, "error": msg} for s in specs]


def run_tasks(specs: Sequence[GameSpec], on_results: OnResults, workers: int, batch: int,
              endpoints: Mapping[str, int], pack: bool = False) -> dict[str, Any]:
    """Batches of games as streaming ray tasks; each game's result arrives when it ends.
    Through Ray Client (no streaming there) a batch returns when its last game ends, so
    batches are kept small.  ``pack``: results as the database's rows (built on the
    workers)."""
    import ray
    play_stream, play_list, _ = _task_fns()
    limiter = limits.make_limiter_actor(endpoints) if endpoints else None
    streaming = not client_mode()
    batch = batch or (auto_batch(len(specs), workers) if streaming else 2)
    queue = list(reversed(specs))  # popped from the end: games go out in order
    inflight: dict[Any, tuple[list[GameSpec], set[str]]] = {}

    def submit() -> None:
        while queue and len(inflight) < workers * 2:
            chunk = [queue.pop() for _ in range(chunk_size(len(queue), workers, batch))]
            if streaming:
                gen = play_stream.remote(chunk, limiter, dict(endpoints), pack)
            else:
                gen = play_list.remote(chunk, limiter, dict(endpoints), pack)
            inflight[gen] = (chunk, set())

    submit()
    while inflight:
        group: list[dict[str, Any]] = []
        ready = _ready(list(inflight), TICK_S)
        if not ready:
            on_results([])
        for gen in ready:
            chunk, seen = inflight[gen]
            if not streaming:
                del inflight[gen]
                try:
                    group.extend(ray.get(gen))
                except Exception as exc:
                    group.extend(_lost(chunk, exc))
                continue
            try:
                results = ray.get(next(gen))
            except StopIteration:
                del inflight[gen]
                continue
            except Exception as exc:  # the task or its worker died: report the rest as lost
                del inflight[gen]
                group.extend(_lost([s for s in chunk if s.game_id not in seen], exc))
                continue
            for result in results:
                if result["game_id"] not in seen:
                    seen.add(result["game_id"])
                    group.append(result)
        if group:
            on_results(group)
        submit()
    stats = ray.get(limiter.stats.remote()) if limiter is not None else {}
    if limiter is not None:
        ray.kill(limiter)
    return {"batch": batch, "peak_concurrency": stats}


#: a game whose actor died is played again on a fresh actor, at most this many tries in all
MAX_ATTEMPTS = 3


def run_actors(specs: Sequence[GameSpec], on_results: OnResults, workers: int, concurrency: int,
               endpoints: Mapping[str, int], pack: bool = False) -> dict[str, Any]:
    """Games on ``workers`` async actors, ``concurrency`` games in flight on each.  An actor
    that dies (its process killed, out of memory) is replaced by a fresh one and the games it
    had not finished are played again there (a game is only ever stored once it finished)."""
    import ray
    from ray.exceptions import RayActorError
    _, _, GameActor = _task_fns()
    limiter = limits.make_limiter_actor(endpoints) if endpoints else None

    def new_actor() -> Any:
        return GameActor.options(max_concurrency=concurrency).remote(limiter, dict(endpoints))

    actors = [new_actor() for _ in range(workers)]
    queue = list(reversed(specs))
    inflight: dict[Any, tuple[GameSpec, int, Any]] = {}  # ref -> (spec, actor index, actor)
    tries: dict[str, int] = {}
    restarts = 0
    turn = 0

    def submit() -> None:
        nonlocal turn
        while queue and len(inflight) < workers * concurrency:
            spec = queue.pop()
            i = turn % workers
            inflight[actors[i].play.remote(spec, pack)] = (spec, i, actors[i])
            tries[spec.game_id] = tries.get(spec.game_id, 0) + 1
            turn += 1

    submit()
    while inflight:
        group: list[dict[str, Any]] = []
        ready = _ready(list(inflight), TICK_S)
        if not ready:
            on_results([])
        for ref in ready:
            spec, i, actor = inflight.pop(ref)
            try:
                group.append(ray.get(ref))
            except RayActorError as exc:  # the actor died with this game unfinished
                if actors[i] is actor:
                    actors[i] = new_actor()
                    restarts += 1
                if tries[spec.game_id] < MAX_ATTEMPTS:
                    queue.append(spec)  # played again next, on a live actor
                else:
                    group.extend(_lost([spec], exc))
            except Exception as exc:
                group.extend(_lost([spec], exc))
        if group:
            on_results(group)
        submit()
    stats = ray.get(limiter.stats.remote()) if limiter is not None else {}
    for a in actors:
        ray.kill(a)
    if limiter is not None:
        ray.kill(limiter)
    return {"peak_concurrency": stats, "actor_restarts": restarts}
