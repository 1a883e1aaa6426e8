"""Grab frames of the Ponzi table's animations (a funding, a crash, a wheel turn with interest) to look at.

Run: QT_QPA_PLATFORM=offscreen python3 tests/ui/ponzi/make_animation_frames.py [OUT_DIR]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).parent))

from table_helpers import app_settings, random_actions, seats, session_at  # noqa: E402

from ponzi_desktop.ui.ponzi.table import PonziTable  # noqa: E402


def crash_next(s) -> bool:
    """The human removes a card and a crash follows (enough bears would be left on the board)."""
    if not (s.phase == "remove" and s.actor == 0):
        return False
    bears = [c for c in s.market if s.bear[c]]
    return len(bears) >= s.n and any(not s.bear[c] for c in s.market)


def turn_next(s) -> bool:
    return s.phase == "remove" and s.actor == 0 and any(cd <= 1 for w in s.wheel for cd in w[1::2])


def fund_next(s) -> bool:
    return s.phase == "fund" and s.actor == 0 and s.round > 2


def frames(out: Path, name: str, predicate, pick, times: list[int]) -> None:
    tmp = Path(tempfile.mkdtemp())
    for seed in range(1, 500):
        texts, state = random_actions({"variant": "basic"}, 4, seed, lambda s, n: predicate(s))
        if not state.is_over and predicate(state):
            break
    session = session_at(tmp, texts, {"variant": "basic"}, seed, seats(4))
    table = PonziTable(session, app_settings(tmp, "slow"))
    table.resize(1650, 1024)
    table.show()
    QApplication.processEvents()
    table.grab().save(str(out / f"anim_{name}_0before.png"))
    table.submit(pick(session.view()))
    elapsed = 0
    for t in times:
        QTest.qWait(t - elapsed)
        elapsed = t
        table.grab().save(str(out / f"anim_{name}_{t:05d}.png"))
    print(name, seed, session.record.actions[-1])
    session.shutdown()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/ponzi_anim")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])  # noqa: F841
    from ponzi_desktop.engine.ponzi.actions import Fund, Remove

    def remove_plain(v):
        return Remove(next(c for c in v.market if c not in range(63, 81)))

    frames(out, "crash", crash_next, remove_plain, [300, 900, 1600, 2400, 3400])
    frames(out, "turn", turn_next, remove_plain, [300, 900, 1300, 1800, 2300, 2900])
    frames(out, "fund", fund_next, lambda v: next(c.action for c in v.choices if isinstance(c.action, Fund)),
           [250, 500, 1000])


if __name__ == "__main__":
    main()
