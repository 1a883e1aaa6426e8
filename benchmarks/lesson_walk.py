"""How long a walk through every lesson's steps takes (each step shown in turn, as the lessons' tests do), and
where each step's note goes: the rects written to a file can be compared before and after a change to the
callout's placement (which must not move any note). Per game it counts the steps whose note covers what the table
values (`valued_items`) and those whose painted arrow runs over it, with the pieces it runs over; and the steps
whose arrow's head lies on the table's words beside its piece (a neighbour's count) or whose line runs through a
label (`words_under_head`, `words_crossed`).

    QT_QPA_PLATFORM=offscreen python benchmarks/lesson_walk.py [--size 1280x720] [--lang en] [--rects FILE]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--rects", type=Path, help="write every step's note rect (JSON) here")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from ponzi_desktop.ui import i18n
    from ponzi_desktop.ui.lesson.arrows import covers, holds, words_crossed, words_under_head
    from ponzi_desktop.ui.lesson.files import lesson_games
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.settings import AppSettings

    def wait(done, seconds: float = 10) -> None:
        end = time.monotonic() + seconds
        while not done():
            if time.monotonic() > end:
                raise TimeoutError("the lesson did not get there")
            app.processEvents()

    i18n.install(args.lang)
    store = QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat)
    rects: dict[str, list[list[int]]] = {}
    for game in lesson_games():
        settings = AppSettings(store)
        settings.animation_speed, settings.bot_speed = "off", "instant"
        window = MainWindow(settings, language=args.lang)
        window.resize(width, height)
        window.show()
        start = time.perf_counter()
        assert window.lessons.start(game)
        coach = window.game_page.coach
        rects[game] = []
        covering, crossing, crossed, heads, lines = [], [], 0, [], []
        for index in range(len(coach.steps)):
            coach.go_to_step(index)
            wait(lambda c=coach, i=index: c.shown == i)
            coach._position()
            r = coach.callout.geometry()
            rects[game].append([r.x(), r.y(), r.width(), r.height()])
            if not coach.callout.isVisible():  # a window over the table carries the step's words
                continue
            valued, anchors = coach.areas.valued(), coach.areas.anchor_rects()
            if covers(r, valued):
                covering.append(index + 1)
            points = coach.spotlight.arrow_points()
            over = [v for v in valued if not holds(v, anchors[0]) and any(v.contains(p.toPoint()) for p in points)] \
                if anchors else []
            if over:
                crossing.append(index + 1)
                crossed += len(over)
            curve, rings = coach.spotlight.arrow(), coach.spotlight.rings
            if curve is not None:
                words = [t for t in coach.areas.table_texts() if not any(holds(r, t) for r in rings)]
                if words_under_head(curve, coach.spotlight.scale, words):
                    heads.append(index + 1)
                if words_crossed(curve, words):
                    lines.append(index + 1)
        print(f"{game}: {len(coach.steps)} steps in {time.perf_counter() - start:.2f} s; notes over what the table "
              f"values at steps {covering}; arrows over it at steps {crossing} ({crossed} pieces); arrow heads on "
              f"words beside their piece at steps {heads}; arrow lines through words at steps {lines}")
        window.close()
        window.deleteLater()
        app.processEvents()
    if args.rects is not None:
        args.rects.write_text(json.dumps(rects, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
