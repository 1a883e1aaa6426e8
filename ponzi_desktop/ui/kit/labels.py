"""Words for people: ids the whole app shares (refusal codes, save problems, bot levels) mapped to
translatable text, and `Labels`, the kind of table every game keeps its own ids' words in.

The engine returns ids and numbers; only the UI turns them into words, through these tables, so that the
ja, es and zh_TW translation files cover every one (`QT_TRANSLATE_NOOP` marks them for lupdate).
Use `label(TABLE, key)` to get the translated text.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


class Labels(dict):
    """Ids mapped to English texts marked for translation in `context` (the context lupdate filed them in)."""

    def __init__(self, context: str, texts: dict[str, str]) -> None:
        super().__init__(texts)
        self.context = context


#: Why the session refused a move (codes from `GameSession.check`).
REFUSALS = Labels("Refusals", {
    "waiting_for_handoff": QT_TRANSLATE_NOOP("Refusals", "Hand the screen to the next player first."),
    "not_your_seat": QT_TRANSLATE_NOOP("Refusals", "That is not your seat."),
    "game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusals", "It is not your turn."),
    "bot_error": QT_TRANSLATE_NOOP("Refusals", "A bot ran into a problem and made a simple move instead."),
    "hint_not_now": QT_TRANSLATE_NOOP("Refusals", "A hint is for your own turn."),
    "hint_failed": QT_TRANSLATE_NOOP("Refusals", "No hint this time: the hint bot ran into a problem."),
    "undo_nothing": QT_TRANSLATE_NOOP("Refusals", "Nothing to undo yet: no move has been made."),
    "undo_loaded": QT_TRANSLATE_NOOP("Refusals", "Moves made before the game was opened cannot be undone."),
    # the barriers undo stops at, by the kind of event that brought something hidden to light
    # (`GameSpec.revealing_events`; a test holds every game's kinds to having words here)
    "undo_revealed_dice_rolled": QT_TRANSLATE_NOOP("Refusals", "Undo stops at the dice: a throw cannot be "
                                                               "taken back."),
    "undo_revealed_card_drawn": QT_TRANSLATE_NOOP("Refusals", "Undo stops at the card drawn: it cannot be put "
                                                              "back."),
    "undo_revealed_shares_drawn": QT_TRANSLATE_NOOP("Refusals", "Undo stops at the bag draw: the shares drawn "
                                                                "cannot be put back."),
    "undo_revealed_market_refilled": QT_TRANSLATE_NOOP("Refusals", "Undo stops at the new cards dealt from the "
                                                                   "deck: they cannot be put back."),
    "undo_not_yours": QT_TRANSLATE_NOOP("Refusals", "Only your own last move can be undone, before anyone else "
                                                    "has moved."),
    "replay": QT_TRANSLATE_NOOP("Refusals", "This is a replay: nothing can be played here."),
    "lesson_other_move": QT_TRANSLATE_NOOP("Refusals", "The lesson asks for the lit move now."),
    "lesson_read_note": QT_TRANSLATE_NOOP("Refusals", "Read the lesson’s note first, then press Next."),
    "lesson_no_undo": QT_TRANSLATE_NOOP("Refusals", "During the lesson, use the lesson’s Back button instead."),
})

#: The undo refusals that are a barrier the last move met (Undo stays on the panel, greyed, saying which): a
#: draw that came to light, and the opening of a saved game (the moves before it are the save's, not undone).
UNDO_BARRIERS = frozenset(k for k in REFUSALS if k.startswith("undo_revealed_") or k == "undo_loaded")

#: Why a saved game could not be opened or written (`SaveError.kind`); the error's own text is the detail.
SAVE_PROBLEMS = Labels("SaveProblems", {
    "damaged": QT_TRANSLATE_NOOP("SaveProblems", "The file is damaged or is not a saved game."),
    "newer": QT_TRANSLATE_NOOP("SaveProblems", "The game was saved by a newer version of Ponzi Desktop."),
    "too_old": QT_TRANSLATE_NOOP("SaveProblems", "The game was saved in a format this version no longer reads."),
    "edited": QT_TRANSLATE_NOOP("SaveProblems", "The file was changed after it was saved, so the game cannot be trusted."),
    "unknown_game": QT_TRANSLATE_NOOP("SaveProblems", "The file is for a game this version does not have."),
    "unreadable": QT_TRANSLATE_NOOP("SaveProblems", "The file cannot be read."),
    "unwritable": QT_TRANSLATE_NOOP("SaveProblems", "The file cannot be written."),
})

BOT_LEVELS = Labels("Bots", {
    "random": QT_TRANSLATE_NOOP("Bots", "Random"),
    "easy": QT_TRANSLATE_NOOP("Bots", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Bots", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Bots", "Hard"),
})


def label(table: Labels, key: str) -> str:
    """The translated text for `key` in a `Labels` table (the key itself if it is unknown)."""
    text = table.get(key)
    if text is None:
        return key
    return QCoreApplication.translate(table.context, text)
