"""Why an entry of the main window's menus is greyed (ui/kit/reasons.py's rule for the window's own menus): the
entries that need a game on the table (Save, Save As, Export, Back to the Start Page, Game Log) and the one that
needs a finished game (Scores of the Game) say so in their tooltip and status text when greyed, and what they
do when they can be chosen. The menus show their tooltips (`QMenu.setToolTipsVisible`).

The words are in the main window's translation context: they are its menus' words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.ui.kit.reasons import explain_action


def explain_menus(window) -> None:  # window: MainWindow
    """Enable or grey `window`'s game-bound menu entries, each with its tooltip (what it does, or why not now)."""
    session = getattr(window, "session", None)
    no_game = None if session is not None else QCoreApplication.translate(
        "MainWindow", "No game is on the table: start one or open a saved game.")
    for act, tip in (
            (window.act_save, QCoreApplication.translate("MainWindow", "Keep the game in your saved games")),
            (window.act_save_as, QCoreApplication.translate(
                "MainWindow", "Keep the game in your saved games under a name you choose")),
            (window.act_export, QCoreApplication.translate(
                "MainWindow", "Write the game to a file of your choice, to keep or to send")),
            (window.act_home, QCoreApplication.translate(
                "MainWindow", "Leave the table for the start page: the game is kept, to continue later")),
            (window.act_log, QCoreApplication.translate("MainWindow", "Show or hide the log beside the table"))):
        explain_action(act, no_game, tip)
    not_over = no_game or (None if session.is_over else QCoreApplication.translate(
        "MainWindow", "The scores are shown once the game is over."))
    explain_action(window.act_scores, not_over, QCoreApplication.translate(
        "MainWindow", "Show the scores of the finished game again"))
