"""The dice at rest (a turn's start, before its throw) show the last throw made at the table in faint pips, and
blank faces before the first throw: never faces nobody threw (a hot-seat player saw a resting 5 and 3 after a
throw of 1 and 3); once thrown, the throw in full ink."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from ponzi_desktop.ui.anti_monopoly.pieces import DiceItem


def pips(item: DiceItem) -> tuple[int, int]:
    """(faint pip pixels, dark pip pixels) of the dice drawn."""
    image = QImage(int(item.rect.width()), int(item.rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(-item.rect.left(), -item.rect.top())
    item.paint_face(painter)
    painter.end()
    faint = dark = 0
    for y in range(image.height()):
        for x in range(image.width()):
            v = QColor(image.pixel(x, y)).value()
            if v < 90:
                dark += 1
            elif v < 200:
                faint += 1
    return faint, dark


def test_resting_dice_show_the_last_throw_faint_and_blank_faces_before_any(qapp):
    dice = DiceItem()
    dice.show_dice((), False)
    faint_blank, dark_blank = pips(dice)  # blank faces: the dice's outlines only
    dice.show_dice((1, 3), False)
    faint_thrown, dark_thrown = pips(dice)
    dice.show_dice((), False, (1, 3))
    faint_rest, dark_rest = pips(dice)
    dice.show_dice((), False, (5, 3))
    assert pips(dice) != (faint_rest, dark_rest)  # the pips drawn are the last throw's, not a fixed pair
    assert faint_rest > faint_blank + 100 and dark_rest < dark_thrown - 100  # four pips, faint
    assert faint_thrown < faint_rest and dark_blank < dark_thrown


def test_the_dice_rest_until_the_player_whose_turn_it_is_throws(qtbot, tmp_path):
    """A play-tester's first turn showed the last player's throw on the dice before they rolled, as if it were
    theirs. From a turn's start until its player throws, the dice rest (faint pips); then they show that throw,
    and keep it while the player buys, builds or trades; after doubles, the extra turn keeps them."""
    from PySide6.QtWidgets import QApplication

    from ponzi_desktop.engine.anti_monopoly.actions import Buy, Decline, EndTurn, PayFine, PayTax, Roll

    from .mouse_play import new_session
    from .test_am_table import page_for

    session = new_session(tmp_path, 3, humans=(0, 1, 2), seed=4)
    page = page_for(qtbot, tmp_path, session)
    dice = page.table.scene.dice
    starts = throws = 0
    while not session.is_over and session.action_count < 80:
        if page.handoff_held:
            page.table.panel.hand_over_button.click()
        if page.cover.isVisible():
            page.cover.claim()
        QApplication.processEvents()
        view = session.view()
        if view.phase == "turn" and not view.in_extra_turn:
            starts += 1
            assert dice.faces == (), (session.action_count, view.dice)  # at rest: faint pips
            assert dice.resting == tuple(view.dice), session.action_count  # the last throw, never invented
        elif view.phase in ("buy", "tax", "after") or view.in_extra_turn:
            throws += 1
            assert dice.faces == tuple(view.dice) and len(dice.faces) == 2, session.action_count
        choices = [c.action for c in view.choices]
        pick = Decline() if Decline() in choices else next(
            (a for a in choices if isinstance(a, Roll | EndTurn | PayTax | PayFine | Buy)), choices[0])
        assert session.submit(pick)
    assert starts > 10 and throws > 10
