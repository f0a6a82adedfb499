"""LLM players through the official ``openai`` client (any OpenAI-compatible endpoint)."""

from .agent import LLMAgent
from .config import LOCAL_BASE_URL, LLMConfig, parse_spec

__all__ = ["LLMAgent", "LLMConfig", "LOCAL_BASE_URL", "parse_spec"]
