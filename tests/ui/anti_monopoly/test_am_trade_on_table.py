"""Drawing up an offer happens on the table, in the table's look, as answering one does: a review found "Draw Up
an Offer" opening as a window of its own with the window manager's title bar. It is laid on the table (no title
bar, nothing modal), whole and uncut at 1280x720 and 1920x1080 in every language, and the keyboard starts on a
button that commits to nothing (the partner's chip, ringed), never on Propose or Cancel."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QPushButton

from ponzi_desktop.ui import i18n

from .test_am_table import page_for
from .test_am_table_turns import dialog_of, take_screen, to_after_with_a_deed
from .test_trade import readable


@pytest.mark.parametrize("size", [(1280, 701), (1920, 1050)])
@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_drawing_up_an_offer_lies_on_the_table_whole_with_a_safe_first_focus(qtbot, tmp_path, lang, size):
    i18n.install(lang)
    try:
        session, sq = to_after_with_a_deed(tmp_path)
        page = page_for(qtbot, tmp_path, session, size=size)
        take_screen(page)
        table = page.table
        table.open_trade(None, sq)
        QApplication.processEvents()
        trade = dialog_of(table, "trade")
        assert trade is not None and trade.isVisible()
        assert not trade.isWindow() and trade.parentWidget() is table and not trade.isModal()
        assert QApplication.activeModalWidget() is None
        assert table.rect().contains(trade.geometry()), (trade.geometry(), table.rect())
        assert not readable(trade), readable(trade)
        focus = QApplication.focusWidget()
        assert isinstance(focus, QPushButton) and trade.isAncestorOf(focus), focus
        assert focus not in (trade.propose_button, trade.cancel_button) and focus.isChecked()
        ringed = focus.grab().toImage().pixelColor(1, focus.height() // 2)
        trade.field.setFocus()
        QApplication.processEvents()
        plain = focus.grab().toImage().pixelColor(1, focus.height() // 2)
        assert ringed != plain, (ringed.name(), plain.name())  # the focus shows on a chosen chip too
        assert page.grab().save(str(tmp_path / f"trade_{lang}_{size[0]}.png"))  # to look at
        trade.reject()
        QApplication.processEvents()
        assert dialog_of(table, "trade") is None
    finally:
        i18n.install("en")
