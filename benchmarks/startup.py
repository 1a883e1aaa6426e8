"""Start-up time and peak memory: the app to its painted start page vs a bare PySide6 window.

    QT_QPA_PLATFORM=xcb xvfb-run -a -s '-screen 0 1920x1080x24' python benchmarks/startup.py [--runs 9]

Each run is a fresh process (offscreen unless QT_QPA_PLATFORM says otherwise), the two programs in turn. Reports
the median wall time from spawning the process to its first paint, the median CPU time (user + system) the child
has used by then, and the peak resident memory (ru_maxrss) of each. Both stop the clock at the same moment: a paint
event of the watched widget (the bare window's label, the app's start page) queues a zero timer, and the child
prints the clock when that timer fires, once the whole window has been painted. Each benchmark has its own config,
data and cache folders (the app keeps its one-copy lock in the data folder: a copy of the app already running, or a
second benchmark at once, would otherwise stop it starting). The wall ratio is the target; the CPU ratio is the
steadier guide on a busy machine (other processes stretch the wall time, not the CPU time a run needs), and the
load average at the end says how busy it was.
Targets: time at most 1.5x the bare window's, peak memory at most 1.5x. Measure on an X display as above (the
bare window then takes about 0.3 s); offscreen, the bare window skips the display connection and font set-up,
so the same app shows a larger ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import time, resource, sys
from PySide6.QtCore import QTimer, QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.setCentralWidget(QLabel("Hello")); w.resize(1440, 900)
def painted():
    use = resource.getrusage(resource.RUSAGE_SELF)
    print("painted", time.time(), use.ru_maxrss, use.ru_utime + use.ru_stime, flush=True)
    QTimer.singleShot(0, app.quit)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            o.removeEventFilter(self)
            QTimer.singleShot(0, painted)  # as the app does: once the whole window is painted
        return False
f = F(); w.centralWidget().installEventFilter(f)
w.show(); app.exec()
"""

APP = r"""
import resource, sys, time
from ponzi_desktop.cli import main
main(["--quit-when-shown"])
"""


def run(code: str, env: dict[str, str]) -> tuple[float, int, float]:
    """(seconds from spawning the process to its first paint, peak RSS in KiB at that paint, CPU seconds by then)."""
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    line = next(line for line in out.stdout.splitlines() if line.startswith("painted "))
    _, when, peak_kib, cpu = line.split()[:4]
    return float(when) - start, int(peak_kib), float(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    folders = tempfile.mkdtemp(prefix="ponzi-startup-")
    env["XDG_CONFIG_HOME"] = os.path.join(folders, "config")
    env["XDG_DATA_HOME"] = os.path.join(folders, "data")
    env["XDG_CACHE_HOME"] = os.path.join(folders, "cache")  # the start page's kept surfaces: written by the warm-up
    # an installed app starts from its bytecode: let the warm-up run write it (without it, every run here would
    # compile the app's modules again, some 60 ms the bare window never pays)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    codes = {"bare": BARE, "app": APP}
    samples: dict[str, list[tuple[float, int, float]]] = {name: [] for name in codes}
    try:
        for code in codes.values():
            run(code, env)  # warm the file cache, write the bytecode, the app's first-start settings and kept surfaces
        for _ in range(args.runs):  # turn about, so that a busy moment of the machine falls on both alike
            for name, code in codes.items():
                samples[name].append(run(code, env))
    finally:
        shutil.rmtree(folders, ignore_errors=True)
    results = {name: {"median_s": round(statistics.median(s[0] for s in runs), 3),
                      "cpu_median_s": round(statistics.median(s[2] for s in runs), 3),
                      "peak_rss_mb": round(max(s[1] for s in runs) / 1024, 1)} for name, runs in samples.items()}
    results["time_ratio"] = round(results["app"]["median_s"] / results["bare"]["median_s"], 2)
    results["cpu_ratio"] = round(results["app"]["cpu_median_s"] / results["bare"]["cpu_median_s"], 2)
    results["memory_ratio"] = round(results["app"]["peak_rss_mb"] / results["bare"]["peak_rss_mb"], 2)
    results["targets"] = {"time_ratio": 1.5, "memory_ratio": 1.5}
    results["load_average"] = round(os.getloadavg()[0], 2)
    print(json.dumps(results))


if __name__ == "__main__":
    main()
