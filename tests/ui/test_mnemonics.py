"""No two entries of one menu, nor two buttons of the start page, share a mnemonic (the underlined letter Alt
presses), in any language (a play review found Japanese ヒント(H) and 履歴と統計(H) in the Game menu; the three game cards' New
Game all on Alt+N and Learn to Play all on Alt+L)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QAbstractButton, QMenu

from ponzi_desktop.ui import i18n


def mnemonic(text: str) -> str | None:
    """The letter `text` underlines (after a single &), lower case; None without one."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def shared(texts: list[str]) -> dict[str, list[str]]:
    """The mnemonics more than one of `texts` has, with those texts."""
    keys = Counter(k for k in map(mnemonic, texts) if k is not None)
    return {k: [t for t in texts if mnemonic(t) == k] for k, n in keys.items() if n > 1}


def test_mnemonic_reads_qts_way():
    assert mnemonic("&Hint") == "h" and mnemonic("履歴と統計(&T)") == "t" and mnemonic("Save && Quit") is None


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_no_two_entries_of_a_menu_or_the_start_page_share_a_mnemonic(qtbot, app_settings, language):
    from ponzi_desktop.ui.main_window import MainWindow

    try:
        assert i18n.install(language) == language
        window = MainWindow(app_settings)
        qtbot.addWidget(window)
        window.menus.make_entries()  # made after the first paint, else when asked for
        window.resize(1280, 720)
        menus = [window.menuBar(), *window.findChildren(QMenu)]
        for menu in menus:
            texts = [a.text() for a in menu.actions() if a.isVisible() and not a.isSeparator()]
            assert not shared(texts), (language, menu.title() or "menu bar", shared(texts))
        buttons = [b.text() for b in window.start_page.findChildren(QAbstractButton) if not b.isHidden()]
        assert not shared(buttons), (language, "start page", shared(buttons))
        window.close()
    finally:
        i18n.install("en")
