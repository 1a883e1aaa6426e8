"""A seat's screen reads down one left edge: the cash's box, the gold bar and the "Wealth" line start at the same x
(a review found the wealth's words standing out of line with the gold bar above them), on the table as drawn at
1280x720 and at 1920x1080, for every screen that shows its wealth."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from ponzi_desktop.ui.kit.pieces import TextProbe

from .test_finish_menu import ann_at_the_table


def wealth_left(screen) -> float:
    """Where the "Wealth" line's words start, as `paint_face` draws them (in the screen's own units)."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with TextProbe() as probe:
        screen.paint_face(painter)
    painter.end()
    wealth = screen.body_rows()["wealth"]
    drawn = [d for d in probe.drawn if d.rect is not None and d.rect.top() >= wealth.top() - 0.5
             and d.rect.bottom() <= wealth.bottom() + 0.5]
    assert len(drawn) == 1, [d.text for d in drawn]
    return drawn[0].rect.left()


def test_the_wealth_line_starts_where_the_lines_above_it_start(qtbot, tmp_path):
    table, _session = ann_at_the_table(qtbot, tmp_path)
    page = table.parentWidget()
    while page.parentWidget() is not None:
        page = page.parentWidget()
    checked = 0
    for size in ((1280, 720), (1920, 1080)):
        page.resize(*size)
        qtbot.wait(10)
        for screen in table.scene.screens:
            if screen.wealth is None:
                continue
            rows = screen.body_rows()
            left = wealth_left(screen)
            assert abs(left - rows["bar"].left()) < 0.5, (size, left, rows["bar"])
            assert abs(left - rows["cash"].left()) < 0.5, (size, left, rows["cash"])
            # on screen: the same pixel column for the words and the bar
            view = table.view
            words = view.mapFromScene(screen.mapToScene(rows["wealth"].topLeft())).x()
            bar = view.mapFromScene(screen.mapToScene(rows["bar"].topLeft())).x()
            assert words == bar, (size, words, bar)
            checked += 1
    assert checked == 2  # Ann's screen, at both sizes
