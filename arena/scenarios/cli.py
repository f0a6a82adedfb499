"""``arena scenario FILE... [--json]``: PASS / FAIL / ERROR per file."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Optional

from .compare import compare
from .load import load
from .model import ScenarioError
from .run import run


def _files(paths: list[str]) -> list[str]:
    out: list[str] = []
    for p in paths:
        path = Path(p)
        out += sorted(map(str, path.glob("*.toml"))) if path.is_dir() else [p]
    return out


def main(argv: Optional[list[str]] = None) -> int:
    """``arena scenario FILE... [--json]``: PASS/FAIL per file; exit 1 on any failure."""
    parser = argparse.ArgumentParser(prog="arena scenario",
                                     description="Run rules-adjudication scenario files.")
    parser.add_argument("files", nargs="+", help="scenario .toml files (or directories of them)")
    parser.add_argument("--json", action="store_true", help="print each file's full outcome")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    reports, failed = [], 0
    for path in _files(args.files):
        try:
            sc = load(path)
            outcome = run(sc)
            diffs = compare(sc, outcome)
            status, name = ("PASS" if not diffs else "FAIL"), sc.name
        except ScenarioError as exc:
            status, name, outcome, diffs = "ERROR", "", None, [str(exc)]
        except Exception as exc:  # an engine crash must not hide the other files' results
            status, name, outcome = "ERROR", "", None
            diffs = [f"{path}: the run raised {type(exc).__name__}: {exc}"]
        failed += status != "PASS"
        reports.append({"file": path, "name": name, "status": status, "differences": diffs,
                        "outcome": outcome})
        if not args.json:
            if status == "ERROR":
                print(f"ERROR {diffs[0]}")
                continue
            print(f"{status} {path} — {name}")
            for d in diffs:
                print(f"    - {d}")
    if args.json:
        print(json.dumps(reports, ensure_ascii=False, indent=2))
    else:
        print(f"{len(reports) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
