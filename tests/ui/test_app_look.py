"""The app-wide parts of the look (review 3): dialog buttons without the platform's stock pictures, and every
tooltip on the app's cream paper with a brass edge, a table's pieces' tooltips too."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QProxyStyle, QStyle, QToolTip, QWidget

from ponzi_desktop.ui.look import style_app
from ponzi_desktop.ui.style_hints import AppStyle

ICONS = QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons


class _Iconic(QProxyStyle):
    """A platform that puts pictures on dialog buttons (X11's does: a green tick on OK, a red cross on Cancel)."""

    def styleHint(self, hint, option=None, widget=None, data=None) -> int:  # noqa: N802 - Qt override
        return 1 if hint == ICONS else super().styleHint(hint, option, widget, data)


def test_dialog_buttons_have_no_stock_pictures(qtbot, app_settings):
    iconic = _Iconic()
    assert iconic.styleHint(ICONS) == 1
    style = AppStyle(_Iconic())
    assert style.styleHint(ICONS) == 0
    box = QDialogButtonBox()
    qtbot.addWidget(box)
    box.setStyle(style)
    for kind in (QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel,
                 QDialogButtonBox.StandardButton.Apply):
        assert box.addButton(kind).icon().isNull()
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog
    from ponzi_desktop.ui.settings_dialog import SettingsDialog

    def pictures() -> list[bool]:
        dialogs = (SettingsDialog(app_settings), NewGameDialog("ponzi", app_settings))
        for dialog in dialogs:
            qtbot.addWidget(dialog)
        return [not b.icon().isNull() for dialog in dialogs for b in dialog.buttons.buttons()]

    try:
        QApplication.setStyle(_Iconic())  # the platform's style alone: OK, Cancel, Apply with pictures
        assert any(pictures())
        QApplication.setStyle(AppStyle(_Iconic()))  # the app's over it: none
        assert not any(pictures())
    finally:
        QApplication.setStyle(AppStyle())


def test_a_tooltip_is_on_cream_paper_with_a_brass_edge_even_over_a_styled_widget(qtbot):
    style_app(QApplication.instance())
    host = QWidget()
    host.setStyleSheet("QWidget { background: #2b1a0e; }")  # as the table's panel, which has a style sheet
    qtbot.addWidget(host)
    host.resize(400, 300)
    host.show()
    qtbot.waitExposed(host)
    QToolTip.showText(host.mapToGlobal(QPoint(50, 50)), "Fund card $9: whoever funds it pays $8", host)
    qtbot.waitUntil(QToolTip.isVisible)
    tip = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "qtooltip_label" and w.isVisible())
    image = tip.grab().toImage()
    edge, paper = QColor(image.pixel(0, image.height() // 2)), QColor(image.pixel(3, image.height() // 2))
    QToolTip.hideText()
    assert edge.name() == "#b08d57" and paper.name() == "#fbf5e6", (edge.name(), paper.name())
