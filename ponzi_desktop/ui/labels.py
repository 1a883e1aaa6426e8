"""Words for people: engine ids (industries, phases, refusal codes, bot levels) mapped to translatable text.

The engine returns ids and numbers; only the UI turns them into words, through these tables, so that the
ja, es and zh_TW translation files cover every one (`QT_TRANSLATE_NOOP` marks them for lupdate).
Use `label(TABLE, key)` to get the translated text.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

GAMES = {
    "ponzi": QT_TRANSLATE_NOOP("Games", "Ponzi Scheme"),
    "black_friday": QT_TRANSLATE_NOOP("Games", "Black Friday"),
    "anti_monopoly": QT_TRANSLATE_NOOP("Games", "Anti-Monopoly"),
}

INDUSTRIES = {
    "transportation": QT_TRANSLATE_NOOP("Ponzi", "Transportation"),
    "grain": QT_TRANSLATE_NOOP("Ponzi", "Grain"),
    "media": QT_TRANSLATE_NOOP("Ponzi", "Media"),
    "real_estate": QT_TRANSLATE_NOOP("Ponzi", "Real Estate"),
}

#: The decision kinds of Ponzi Scheme, as the phase banner names them.
PONZI_PHASES = {
    "fund": QT_TRANSLATE_NOOP("Ponzi", "Funding"),
    "trade": QT_TRANSLATE_NOOP("Ponzi", "Clandestine trading"),
    "answer": QT_TRANSLATE_NOOP("Ponzi", "Answer the envelope"),
    "remove": QT_TRANSLATE_NOOP("Ponzi", "Pass the marker"),
    "return": QT_TRANSLATE_NOOP("Ponzi", "Market crash"),
    "over": QT_TRANSLATE_NOOP("Ponzi", "Game over"),
}

#: What the person to move is asked to do, per decision kind.
PONZI_PROMPTS = {
    "fund": QT_TRANSLATE_NOOP("Ponzi", "Fund: take an industry tile and a fund card from its row, or pass."),
    "trade": QT_TRANSLATE_NOOP("Ponzi", "Clandestine trading: make an offer to a player, or pass."),
    "answer": QT_TRANSLATE_NOOP("Ponzi", "An envelope for you: sell the tile or counter-offer."),
    "remove": QT_TRANSLATE_NOOP("Ponzi", "You are the new start player: remove one card from the funding board."),
    "return": QT_TRANSLATE_NOOP("Ponzi", "Market crash: return one tile of an industry you hold most of."),
}

#: Why the session refused a move (codes from `GameSession.check`).
REFUSALS = {
    "waiting_for_handoff": QT_TRANSLATE_NOOP("Refusals", "Hand the screen to the next player first."),
    "not_your_seat": QT_TRANSLATE_NOOP("Refusals", "That is not your seat."),
    "game_over": QT_TRANSLATE_NOOP("Refusals", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusals", "It is not your turn."),
    "bot_error": QT_TRANSLATE_NOOP("Refusals", "A bot ran into a problem and made a simple move instead."),
    "hint_failed": QT_TRANSLATE_NOOP("Refusals", "No hint this time: the hint bot ran into a problem."),
}

#: Why a saved game could not be opened or written (`SaveError.kind`); the error's own text is the detail.
SAVE_PROBLEMS = {
    "damaged": QT_TRANSLATE_NOOP("SaveProblems", "The file is damaged or is not a saved game."),
    "newer": QT_TRANSLATE_NOOP("SaveProblems", "The game was saved by a newer version of Ponzi Desktop."),
    "too_old": QT_TRANSLATE_NOOP("SaveProblems", "The game was saved in a format this version no longer reads."),
    "edited": QT_TRANSLATE_NOOP("SaveProblems", "The file was changed after it was saved, so the game cannot be trusted."),
    "unknown_game": QT_TRANSLATE_NOOP("SaveProblems", "The file is for a game this version does not have."),
    "unreadable": QT_TRANSLATE_NOOP("SaveProblems", "The file cannot be read."),
    "unwritable": QT_TRANSLATE_NOOP("SaveProblems", "The file cannot be written."),
}

BOT_LEVELS = {
    "random": QT_TRANSLATE_NOOP("Bots", "Random"),
    "easy": QT_TRANSLATE_NOOP("Bots", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Bots", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Bots", "Hard"),
}

_CONTEXTS = {id(GAMES): "Games", id(INDUSTRIES): "Ponzi", id(PONZI_PHASES): "Ponzi",
             id(PONZI_PROMPTS): "Ponzi", id(REFUSALS): "Refusals", id(BOT_LEVELS): "Bots",
             id(SAVE_PROBLEMS): "SaveProblems"}


def label(table: dict[str, str], key: str) -> str:
    """The translated text for `key` in one of the tables above (the key itself if it is unknown)."""
    text = table.get(key)
    if text is None:
        return key
    return QCoreApplication.translate(_CONTEXTS[id(table)], text)
