"""Nothing stock: the app's one style sheet (ui/app_style.py) dresses every scroll bar, combo box, menu, tooltip and the
menu bar in the table's look, over every game's table and in the New Game dialog (its inputs and open lists); and the deed card and a plain tooltip are never up at once."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsSceneHelpEvent,
    QLineEdit,
    QMenu,
    QMenuBar,
    QRadioButton,
    QScrollBar,
    QSpinBox,
    QToolTip,
    QWidget,
)

from ponzi_desktop.paths import resources_dir
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.app_style import STYLED, app_style
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())


def never_shown(menu: QWidget) -> bool:
    """A chart's own options menu (pyqtgraph's "Plot Options" and its submenus) that its chart switched off: it
    exists, but no click opens it."""
    if not isinstance(menu, QMenu):
        return False
    root = menu
    while isinstance(root.parent(), QMenu):
        root = root.parent()
    import pyqtgraph as pg

    return any(plot.getPlotItem().ctrlMenu is root and not plot.getPlotItem().menuEnabled()
               for plot in QApplication.allWidgets() if isinstance(plot, pg.PlotWidget))


def stock_grey(image: QImage) -> float:
    """The share of `image`'s pixels in the platform's light neutral grey (the stock look's face colour); the
    table's look is warm paper, wood and brass, never a neutral grey."""
    grey = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = QColor(image.pixel(x, y))
            total += 1
            if max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) <= 4 and 150 <= c.red() <= 250:
                grey += 1
    return grey / max(total, 1)


def picture(widget: QWidget) -> QImage:
    widget.ensurePolished()
    return widget.grab().toImage()


def test_the_style_sheet_has_a_rule_for_every_stock_part_and_its_pictures_exist(qapp):
    sheet = app_style()
    for kind in STYLED:
        assert re.search(rf"^{kind}[ :{{]", sheet, re.MULTILINE), kind
    for name in ("combo_arrow.svg", "combo_arrow_disabled.svg", "menu_arrow.svg"):
        path = resources_dir() / "icons" / name
        assert path.as_posix() in sheet
        assert not QImage(str(path)).isNull(), name  # Qt reads it (its SVG reader ships with the app)


@pytest.mark.parametrize("game", GAMES)
def test_every_scroll_bar_combo_box_and_menu_wears_the_tables_look(window, styled, game):
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new(game, {}, 4, seats, **window.session_options()))
    QApplication.processEvents()
    bar = window.menuBar()
    assert isinstance(bar, QMenuBar)
    assert QColor(picture(bar).pixel(bar.width() // 2, bar.height() // 2)).name() == "#2b1a0e"  # wood
    parts = [w for w in window.findChildren(QWidget) if isinstance(w, (QScrollBar, QComboBox, QMenu))]
    parts += [w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.window() is not window]
    parts = [w for w in parts if not never_shown(w)]
    assert any(isinstance(w, QScrollBar) for w in parts) and any(isinstance(w, QMenu) for w in parts)
    for part in parts:
        if isinstance(part, QMenu) and part.isEmpty():
            continue
        if isinstance(part, QScrollBar):
            part.setRange(0, 100)
            part.setPageStep(10)
            part.setValue(0)
            part.resize(12, 200) if part.orientation().value == 2 else part.resize(200, 12)
        image = picture(part)
        assert stock_grey(image) < 0.02, (type(part).__name__, part.objectName(), stock_grey(image))


def test_the_history_pages_combo_boxes_wear_the_look(window, styled):
    window.history.show()
    QApplication.processEvents()
    boxes = [b for b in window.findChildren(QComboBox) if b.isVisible()]
    assert boxes
    for box in boxes:
        image = picture(box)
        assert stock_grey(image) < 0.02, box.objectName()
        face = QColor(image.pixel(4, image.height() // 2))
        assert face.red() > 235 and face.red() - face.blue() > 6, face.name()  # cream paper


def neutral_grey(c: QColor) -> bool:
    return max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) <= 4 and 120 <= c.red() <= 250


@pytest.mark.parametrize("game", GAMES)
def test_the_new_game_dialogs_inputs_and_open_list_wear_the_look(qtbot, styled, app_settings, game):
    """Its combo boxes, spin boxes, name fields and check boxes as the dialog shows them (cut from its picture: a
    check box has no face of its own), and a combo box's open list with its frame: paper and brass, no grey."""
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(game, app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    kinds = (QComboBox, QSpinBox, QLineEdit, QCheckBox, QRadioButton)
    inputs = [w for w in dialog.findChildren(QWidget) if isinstance(w, kinds) and w.isVisibleTo(dialog)
              and not isinstance(w.parentWidget(), QSpinBox)]
    assert {type(w) for w in inputs} >= {QComboBox, QLineEdit}
    whole = picture(dialog)
    for part in inputs:
        image = whole.copy(QRect(part.mapTo(dialog, QPoint(0, 0)), part.size()))
        assert stock_grey(image) < 0.02, (type(part).__name__, part.accessibleName(), stock_grey(image))
    box = dialog.rows[1].kind
    box.showPopup()
    qtbot.waitUntil(lambda: box.view().isVisible())
    popup = box.view().window()
    image = picture(popup)
    edge = [QColor(image.pixel(x, y)) for y in range(image.height()) for x in range(image.width())
            if min(x, y, image.width() - 1 - x, image.height() - 1 - y) < 3]
    assert not [c.name() for c in edge if neutral_grey(c) or c.name() == "#ffffff"], "a stock frame round the list"
    assert stock_grey(image) < 0.02
    box.hidePopup()


def test_the_deed_card_and_a_plain_tooltip_are_never_up_at_once(window):
    game = "anti_monopoly"
    if game not in GAMES:
        pytest.skip("no deed cards without Anti-Monopoly")
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new(game, {}, 4, seats, **window.session_options()))
    page = window.game_page
    scene = page.table.scene
    tips = page.rule_tips
    tipped = next(i for i in scene.items() if i.isVisible() and i.toolTip())
    view = page.table.view
    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(tipped.sceneBoundingRect().center())
    event.setScreenPos(view.mapToGlobal(view.mapFromScene(QPointF(tipped.sceneBoundingRect().center()))))
    square = next(sq for sq in range(40) if scene.view_now is not None and _is_property(sq))
    scene.hover_space(square)
    assert scene.card_shown()
    assert tips.eventFilter(scene, event)  # taken: no tooltip shown
    assert not QToolTip.isVisible()
    scene.hover_space(None)
    scene.pressed()
    assert not scene.card_shown()


def _is_property(sq: int) -> bool:
    from ponzi_desktop.engine.anti_monopoly.board import board

    return board().is_property[sq]
