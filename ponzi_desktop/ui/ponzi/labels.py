"""Words for the ids of Ponzi Scheme: industries, the decision kinds as phases, and what each one asks."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.kit.labels import Labels

INDUSTRIES = Labels("Ponzi", {
    "transportation": QT_TRANSLATE_NOOP("Ponzi", "Transportation"),
    "grain": QT_TRANSLATE_NOOP("Ponzi", "Grain"),
    "media": QT_TRANSLATE_NOOP("Ponzi", "Media"),
    "real_estate": QT_TRANSLATE_NOOP("Ponzi", "Real Estate"),
})

#: The phases of a round of Ponzi Scheme (the decision kinds, and the two steps no one decides), as the table
#: names them; `ROUND` is their order (an envelope's answer is part of the trading).
PHASES = Labels("Ponzi", {
    "fund": QT_TRANSLATE_NOOP("Ponzi", "Funding"),
    "trade": QT_TRANSLATE_NOOP("Ponzi", "Clandestine trading"),
    "answer": QT_TRANSLATE_NOOP("Ponzi", "Answer the envelope"),
    "remove": QT_TRANSLATE_NOOP("Ponzi", "Pass the marker"),
    "return": QT_TRANSLATE_NOOP("Ponzi", "Market crash"),
    "rotate": QT_TRANSLATE_NOOP("Ponzi", "Rotate the wheel"),
    "interest": QT_TRANSLATE_NOOP("Ponzi", "Pay interest"),
    "over": QT_TRANSLATE_NOOP("Ponzi", "Game over"),
})

ROUND = ("fund", "trade", "remove", "return", "rotate", "interest")

#: What the person to move is asked to do, per decision kind.
PROMPTS = Labels("Ponzi", {  # under the phase's title: they do not name the phase again
    "fund": QT_TRANSLATE_NOOP("Ponzi", "Take an industry tile and a fund card from its row, or pass."),
    "trade": QT_TRANSLATE_NOOP("Ponzi", "Make an offer to a player, or pass."),
    "trade_advanced": QT_TRANSLATE_NOOP("Ponzi", "Make an offer to a player, buy a luxury, or pass."),
    "trade_nothing": QT_TRANSLATE_NOOP("Ponzi", "You share no industry with another player, so you can only pass."),
    "trade_luxury": QT_TRANSLATE_NOOP("Ponzi", "You share no industry with another player: buy a luxury, or pass."),
    "answer": QT_TRANSLATE_NOOP("Ponzi", "An envelope for you: sell the tile or counter-offer."),
    "remove": QT_TRANSLATE_NOOP("Ponzi", "You are the new start player: remove one card from the funding board."),
    "return": QT_TRANSLATE_NOOP("Ponzi", "Return one tile of an industry you hold most of."),
})
