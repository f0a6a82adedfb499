"""The local LLM server behind ``arena llm serve`` (llama.cpp + Gemma 3 270M from PyPI)."""
