"""Global per-endpoint concurrency limits for agents that call remote models.

An agent wraps every request in ``with endpoint_slot(endpoint):`` (or ``async with
endpoint_slot_async(endpoint):`` in async code).  The limiter behind the slot is installed by
whoever runs the games: nothing (unlimited) by default, :class:`LocalSlots` for an in-process
run, ``arena.tournaments.limits.RaySlots`` on ray, where one limiter actor holds the limit across every
worker and machine of a tournament.  Endpoints without a configured limit are unlimited.
"""

from __future__ import annotations

import asyncio
import threading
from contextlib import asynccontextmanager, contextmanager
from typing import AsyncIterator, Iterator, Mapping, Optional, Protocol


class Slots(Protocol):
    """A limiter: ``acquire`` blocks until a slot on ``endpoint`` is free."""

    def acquire(self, endpoint: str) -> None: ...

    def release(self, endpoint: str) -> None: ...

    async def acquire_async(self, endpoint: str) -> None: ...


class LocalSlots:
    """Threading semaphores, one per configured endpoint (one process)."""

    def __init__(self, limits: Mapping[str, int]) -> None:
        self.sems = {ep: threading.BoundedSemaphore(int(n)) for ep, n in limits.items()}

    def acquire(self, endpoint: str) -> None:
        sem = self.sems.get(endpoint)
        if sem is not None:
            sem.acquire()

    async def acquire_async(self, endpoint: str) -> None:
        sem = self.sems.get(endpoint)
        if sem is not None and not sem.acquire(blocking=False):
            await asyncio.to_thread(sem.acquire)

    def release(self, endpoint: str) -> None:
        sem = self.sems.get(endpoint)
        if sem is not None:
            sem.release()


_slots: Optional[Slots] = None


def install(slots: Optional[Slots]) -> None:
    """Set the limiter used by the slots in this process (``None`` = unlimited)."""
    global _slots
    _slots = slots


@contextmanager
def endpoint_slot(endpoint: Optional[str]) -> Iterator[None]:
    """Hold one of ``endpoint``'s concurrent-request slots for the duration of the block."""
    slots = _slots
    if slots is None or endpoint is None:
        yield
        return
    slots.acquire(endpoint)
    try:
        yield
    finally:
        slots.release(endpoint)


@asynccontextmanager
async def endpoint_slot_async(endpoint: Optional[str]) -> AsyncIterator[None]:
    """:func:`endpoint_slot` for coroutines (waits without blocking the event loop)."""
    slots = _slots
    if slots is None or endpoint is None:
        yield
        return
    await slots.acquire_async(endpoint)
    try:
        yield
    finally:
        slots.release(endpoint)
