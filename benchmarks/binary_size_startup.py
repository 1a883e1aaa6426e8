"""Size of the built app and its start-up time against the same app started from source.

    python benchmarks/binary_size_startup.py [--dist DIR] [--build] [--runs 9]

`--build` runs packaging/build.py into DIR first (default: dist/ of the checkout); otherwise the folder
DIR/ponzi-desktop must exist. Start-up is timed as in benchmarks/startup.py: each run is a fresh process
(offscreen unless QT_QPA_PLATFORM says otherwise) started with `--quit-when-shown`, which prints
`painted <epoch seconds> <peak KiB>` once the start page is painted; the time is from spawning the process
to that paint. Source and binary runs alternate, so a change in the machine's load touches both alike.
Prints one JSON object. Targets: folder at most 150 MB, start-up at most 1.2x the source's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "ponzi-desktop"
SOURCE_APP = "from ponzi_desktop.cli import main; raise SystemExit(main(['--quit-when-shown']))"


def folder_bytes(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def time_to_paint(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, int]:
    """(seconds from spawning the process to its first paint, peak RSS in KiB at that paint)."""
    start = time.time()
    out = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, check=True, timeout=120)
    line = next(line for line in out.stdout.splitlines() if line.startswith("painted "))
    _, when, peak_kib = line.split()[:3]
    return float(when) - start, int(peak_kib)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--build", action="store_true", help="build the app first (packaging/build.py)")
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    dist = args.dist.resolve()
    build_s = None
    if args.build:
        started = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist)], check=True,
                       stdout=sys.stderr)
        build_s = round(time.perf_counter() - started, 1)
    app_dir = dist / NAME
    binary = app_dir / (NAME + (".exe" if sys.platform == "win32" else ""))
    if not binary.exists():
        raise SystemExit(f"no built app at {binary}: run with --build, or packaging/build.py first")
    archives = sorted(dist.glob(f"{NAME}-*.tar.gz")) + sorted(dist.glob(f"{NAME}-*.zip"))

    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="ponzi-bench-") as home:
        # a fresh user: no autosave to read, no window geometry, the same for both
        env.update(XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data", XDG_CACHE_HOME=f"{home}/cache")
        commands = {"source": [sys.executable, "-c", SOURCE_APP], "binary": [str(binary), "--quit-when-shown"]}
        for command in commands.values():
            time_to_paint(command, env, ROOT)  # warm the file cache
        samples: dict[str, list[tuple[float, int]]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                samples[name].append(time_to_paint(command, env, ROOT))

    size = folder_bytes(app_dir)
    results = {
        "folder": str(app_dir),
        "folder_mb": round(size / 1e6, 1),
        "folder_mib": round(size / 2**20, 1),
        "archive": str(archives[-1]) if archives else None,
        "archive_mb": round(archives[-1].stat().st_size / 1e6, 1) if archives else None,
        "build_s": build_s,
        "runs": args.runs,
    }
    for name, runs in samples.items():
        results[name] = {"median_s": round(statistics.median(s[0] for s in runs), 3),
                         "min_s": round(min(s[0] for s in runs), 3),
                         "peak_rss_mb": round(max(s[1] for s in runs) / 1024, 1)}
    results["startup_ratio"] = round(results["binary"]["median_s"] / results["source"]["median_s"], 2)
    results["targets"] = {"folder_mb": 150, "startup_ratio": 1.2}
    results["met"] = {"folder_mb": results["folder_mb"] <= 150, "startup_ratio": results["startup_ratio"] <= 1.2}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
