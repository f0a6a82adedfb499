"""Storyteller policies backed by models (they live in ``agents/`` because they call out):
``llm`` (:mod:`.llm`)."""

from .llm import LLMStoryteller

__all__ = ["LLMStoryteller"]
