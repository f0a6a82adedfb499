"""The ray side of the per-endpoint concurrency limits (see :mod:`agents.limits`): one
``EndpointLimiter`` actor per tournament grants slots, :class:`RaySlots` asks it from workers."""

from __future__ import annotations

from typing import Any, Mapping

from agents.limits import LocalSlots, Slots, endpoint_slot, install  # noqa: F401  (re-exported)


class RaySlots:
    """Slots granted by the run's ``EndpointLimiter`` actor (global across workers)."""

    def __init__(self, limiter: Any, limits: Mapping[str, int]) -> None:
        self.limiter = limiter
        self.limited = set(limits)

    def acquire(self, endpoint: str) -> None:
        if endpoint in self.limited:
            import ray
            ray.get(self.limiter.acquire.remote(endpoint))

    async def acquire_async(self, endpoint: str) -> None:
        if endpoint in self.limited:
            await self.limiter.acquire.remote(endpoint)

    def release(self, endpoint: str) -> None:
        if endpoint in self.limited:
            self.limiter.release.remote(endpoint)  # fire and forget: never blocks a game


def make_limiter_actor(limits: Mapping[str, int]) -> Any:
    """Start the ray actor that enforces ``limits`` (endpoint -> max concurrent requests)."""
    import asyncio

    import ray

    @ray.remote(num_cpus=0)
    class EndpointLimiter:
        def __init__(self, limits: Mapping[str, int]) -> None:
            self.limits = dict(limits)
            self.sems: dict[str, asyncio.Semaphore] = {}
            self.peak: dict[str, int] = {ep: 0 for ep in limits}
            self.inuse: dict[str, int] = {ep: 0 for ep in limits}

        async def acquire(self, endpoint: str) -> None:
            sem = self.sems.get(endpoint)
            if sem is None:
                sem = self.sems[endpoint] = asyncio.Semaphore(self.limits[endpoint])
            await sem.acquire()
            self.inuse[endpoint] += 1
            self.peak[endpoint] = max(self.peak[endpoint], self.inuse[endpoint])

        async def release(self, endpoint: str) -> None:
            self.inuse[endpoint] -= 1
            self.sems[endpoint].release()

        async def stats(self) -> dict[str, int]:
            """Peak concurrent slots in use per endpoint (for tests and the run summary)."""
            return dict(self.peak)

    return EndpointLimiter.remote(dict(limits))
