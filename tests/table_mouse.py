"""The mouse on any table, as a person uses it: press on a piece, move in steps, release on another; a click;
and the app's settings in a file of the test's own (animation off unless asked)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from ponzi_desktop.ui.settings import AppSettings


def app_settings(tmp_path: Path, speed: str = "off") -> AppSettings:
    s = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.animation_speed = speed
    return s


def point(table, item) -> QPoint:
    return table.scene_pos_of(item).toPoint()


def drag(table, source, target, steps: int = 6) -> None:
    """Press on `source`, move in steps to `target`, release: a mouse drag on the view's viewport."""
    vp = table.view.viewport()
    a, b = point(table, source), point(table, target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = QPointF(a) + (QPointF(b) - QPointF(a)) * (i / steps)
        QTest.mouseMove(vp, p.toPoint())
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(table, item) -> None:
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point(table, item))


def panel_button(table, name: str) -> QPushButton | None:
    """The action panel's visible, enabled button whose accessible name is `name`."""
    for b in table.panel.findChildren(QPushButton):
        if b.accessibleName() == name and b.isVisible() and b.isEnabled():
            return b
    return None
