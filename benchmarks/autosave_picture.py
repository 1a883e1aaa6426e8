"""How long the autosave's picture takes: the spectator's table drawn on a scene of its own, scaled to the
thumbnail and written as a PNG (what `save_pictures.AutosavePicture` does at most every 30 seconds, and the main
window when a game is left or the list of saved games is opened), in the GUI thread of a 1280x720 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/autosave_picture.py [--runs 12]

The autosave itself is written after every action; a picture per action would cost a frame or two each time,
so it is drawn now and then instead.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=12)
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    folder = Path(tempfile.mkdtemp())
    from ponzi_desktop.ui import settings as settings_module

    settings_module.data_dir = lambda: folder / "data"  # never the user's own folders
    from ponzi_desktop.engine.core import game_spec
    from ponzi_desktop.persistence.sample import random_record
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.save_pictures import thumbnail_png, write_thumbnail
    from ponzi_desktop.ui.session import GameSession
    from ponzi_desktop.ui.settings import AppSettings, autosave_dir

    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings)
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    spec = game_spec("ponzi")
    for players in (spec.min_players, spec.max_players):
        record = random_record([f"Player {i + 1}" for i in range(players)], 60, humans=tuple(range(players)))
        session = GameSession(record, autosave_dir=autosave_dir(), bot_delay_ms=0)
        session.set_paused(True)
        window.start_session(session)
        app.processEvents()
        draw, encode, whole = [], [], []
        for _ in range(args.runs):
            start = time.perf_counter()
            image = window.game_page.picture_widget()
            drawn = time.perf_counter()
            thumbnail_png(image)
            encoded = time.perf_counter()
            write_thumbnail(session.autosave_file, window.game_page.picture_widget())
            written = time.perf_counter()
            draw.append((drawn - start) * 1000)
            encode.append((encoded - drawn) * 1000)
            whole.append((written - encoded) * 1000)
            app.processEvents()
        print(f"Ponzi Scheme, {players} players, after {len(record.actions)} actions: drawing {statistics.median(draw):.1f} ms, "
              f"scaling and PNG {statistics.median(encode):.1f} ms, the whole picture written "
              f"{statistics.median(whole):.1f} ms (median of {args.runs}; slowest {max(whole):.1f} ms)")
    window.close_session()


if __name__ == "__main__":
    main()
