"""A greyed menu entry is read, not only seen: it says why it is greyed (tests/ui/test_menu_reasons.py), so its
words stand 4.5:1 and more against the menu's paper (WCAG AA), plain and under the pointer, in every menu a game's
table can open (the action panel's drop-downs, the table's own, the menu bar's) and in the dialogs' menus, while
still looking greyed (quieter than an enabled entry). Measured on the drawn pixels, so whatever style sheet wins
for a menu is the one checked (a review found the panel's greyed entries #a8987c on #fffaf0: 2.7:1)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QColor, QImage
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import games
from ponzi_desktop.ui.look import DIALOG_STYLE, MENU_DISABLED_INK, MENU_PAPER, contrast, menu_disabled_rules
from ponzi_desktop.ui.session import GameSession

GAMES = sorted(g.id for g in games.playable())
AA = 4.5


def inks(menu: QMenu, act: QAction, image: QImage) -> tuple[QColor, float]:
    """The paper behind `act`'s entry and the strongest contrast of any pixel of its words against it (a glyph's
    stem is drawn in the full ink; its antialiased edges only ever less)."""
    rect = menu.actionGeometry(act)
    paper = QColor(image.pixel(rect.left() + 3, rect.top() + 2))
    best = max(contrast(QColor(image.pixel(x, y)), paper)
               for y in range(rect.top() + 2, rect.bottom() - 1) for x in range(rect.left() + 4, rect.right() - 4))
    return paper, best


def probe(parent: QWidget) -> list[str]:
    """A menu of `parent`'s (so under every style sheet a menu of its gets), with an enabled and a greyed entry,
    drawn plain and with the greyed entry under the pointer; what falls short."""
    menu = QMenu(parent)
    menu.addAction("Mortgage Park Place for $175")
    greyed = menu.addAction("Build a house on Park Place: more than your cash")
    greyed.setEnabled(False)
    menu.ensurePolished()
    menu.adjustSize()
    image = menu.grab().toImage()
    _, plain = inks(menu, menu.actions()[0], image)
    paper, weak = inks(menu, greyed, image)
    short = []
    where = parent.objectName() or type(parent).__name__
    if weak < AA:
        short.append(f"{where}: greyed {weak:.2f}:1 on {paper.name()}")
    if not weak < plain - 2:
        short.append(f"{where}: greyed ({weak:.2f}:1) does not look greyed beside enabled ({plain:.2f}:1)")
    menu.setActiveAction(greyed)
    paper, lit = inks(menu, greyed, menu.grab().toImage())
    if lit < AA:
        short.append(f"{where}: greyed under the pointer {lit:.2f}:1 on {paper.name()}")
    menu.deleteLater()
    return short


def test_the_greyed_ink_stands_out_from_the_menus_paper(qapp):
    assert contrast(QColor(MENU_DISABLED_INK), QColor(MENU_PAPER)) >= AA
    rules = menu_disabled_rules("#action_panel")
    assert rules.count("italic") == 2 and "#action_panel QMenu::item:disabled {" in rules


@pytest.mark.parametrize("game", GAMES)
def test_every_greyed_menu_entry_of_a_table_reads_at_aa(window, styled, game):
    seats = [Seat(name=name, kind="human") for name in ("Ann", "Bob", "Cy")]
    assert window.start_session(GameSession.new(game, {}, 4, seats, **window.session_options()))
    QApplication.processEvents()
    table = window.game_page.table
    # Every widget whose menus a style sheet of its own (or an ancestor's) reaches: the window, the table, its
    # action panel, and whatever already holds a menu (the menu bar's, a game's own).
    scopes = {window, table, table.panel}
    scopes |= {m.parentWidget() for m in window.findChildren(QMenu) if m.parentWidget() is not None}
    scopes |= {w for w in window.findChildren(QWidget) if "QMenu" in w.styleSheet()}
    short = [s for scope in scopes for s in probe(scope)]
    assert not short, short


def test_a_dialogs_greyed_menu_entries_read_at_aa(qtbot, styled):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setStyleSheet(DIALOG_STYLE)
    assert not probe(dialog)
