"""English menu entries are in headline style ("Scores of the Game", "Full Screen"), the panels' entries of the
View menu too: a play tester found "Price history" and "Interest forecast" beside "Game Log"."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QMenu

from ponzi_desktop.ui import games

#: words a headline keeps in lower case inside it (articles, coordinating conjunctions, short prepositions)
MINOR = {"a", "an", "the", "and", "but", "or", "nor", "as", "at", "by", "for", "in", "of", "on", "to", "per", "via"}


def headline_misses(text: str) -> list[str]:
    """The words of `text` that a headline would capitalise and it does not."""
    words = [w for w in re.split(r"[\s/]+", text.replace("&", "").replace("…", "")) if w]
    wrong = []
    for i, word in enumerate(words):
        letters = word.strip("()[]\"'«»:,.!?")
        if not letters or not letters[0].isalpha():
            continue
        minor = letters.lower() in MINOR and 0 < i < len(words) - 1
        if not minor and not letters[0].isupper():
            wrong.append(word)
    return wrong


def test_headline_misses_reads_a_headline():
    assert headline_misses("Back to the Start &Page") == []
    assert headline_misses("Price history") == ["history"]
    assert headline_misses("&Scores of the Game") == [] and headline_misses("Save &As…") == []


def test_the_menu_entries_are_in_headline_style(qtbot, app_settings):
    from ponzi_desktop.ui.main_window import MainWindow

    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.menus.make_entries()  # made after the first paint, else when asked for
    entries = [a.text() for menu in (window.menuBar(), *window.findChildren(QMenu)) for a in menu.actions()
               if not a.isSeparator() and a.text()]
    # the View menu's entry of each game's panel (ui/dock_host.py), as the title bar over the panel says it
    entries += [game.text(spec.title) for game in games.playable() for spec in game.docks]
    wrong = {text: misses for text in entries if (misses := headline_misses(text))}
    assert not wrong, wrong
    window.close()
