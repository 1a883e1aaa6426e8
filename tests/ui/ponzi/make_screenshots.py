"""Render the Ponzi table mid-game at 1280x720 and 1920x1080 (basic and advanced, 3-5 players) to PNGs.

Run: QT_QPA_PLATFORM=offscreen python3 tests/ui/ponzi/make_screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from table_helpers import app_settings, random_actions, seats, session_at  # noqa: E402

from ponzi_desktop.ui.ponzi.table import PonziTable  # noqa: E402


def shoot(out: Path, variant: str, players: int, size: tuple[int, int], actions: int, seed: int) -> Path:
    tmp = Path(tempfile.mkdtemp())
    for attempt in range(400):  # a seed whose game is still running after `actions` actions
        texts, state = random_actions({"variant": variant}, players, seed + attempt,
                                      lambda s, n: n >= actions and s.actor == 0 and s.phase in ("fund", "trade"))
        if not state.is_over:
            seed += attempt
            break
    else:
        raise RuntimeError("no seed gives a game still running")
    session = session_at(tmp, texts, {"variant": variant}, seed, seats(players))
    table = PonziTable(session, app_settings(tmp))
    # the size the main window gives the table at this window size (menu, status bar and log taken off)
    table.resize(size[0] - 270, size[1] - 56)
    table.show()
    QApplication.processEvents()
    path = out / f"table_{variant}_{players}p_{size[0]}x{size[1]}.png"
    table.grab().save(str(path))
    table.close()
    session.shutdown()
    return path


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ponzi_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])  # noqa: F841
    for variant in ("basic", "advanced"):
        for players in (3, 4, 5):
            for size in ((1280, 720), (1920, 1080)):
                print(shoot(out, variant, players, size, 40 + players * 6, 11 + players))


if __name__ == "__main__":
    main()
