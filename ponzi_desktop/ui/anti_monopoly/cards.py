"""The texts of Anti-Monopoly's 50 cards, in our own words: a line of story and what the card does.

Each card is one whole translatable template (context "AntiMonopolyCards"); its numbers and the space it
sends a pawn to come from the engine's reading of the data file (`board().card_effect`), never from the text,
so a corrected amount in the data is a corrected card. M14 and M15 say what the printed cards say: the
Monopolist collects no rent for two turns.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ponzi_desktop.engine.anti_monopoly.board import (
    FX_ALL_COLLECT,
    FX_COLLECT,
    FX_FROM_EACH,
    FX_GAMBLE,
    FX_MOVE,
    FX_PAY,
    board,
)
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.formatting import money, number
from ponzi_desktop.ui.kit.narration import fill

CONTEXT = "AntiMonopolyCards"

_GO = QT_TRANSLATE_NOOP("AntiMonopolyCards", "Go to %1 and collect %2 if you pass START.")
_START = QT_TRANSLATE_NOOP("AntiMonopolyCards", "Advance to START and collect %1.")

#: Every card's text. Placeholders: %1 the amount (a move card: the space, %2 the START money; a dice card:
#: %1 the least total that wins, %2 the amount).
TEXTS = {
    "C01": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A big apartment chain leaves you alone rather than risk an "
                                                  "antitrust case. Collect %1."),
    "C02": QT_TRANSLATE_NOOP("AntiMonopolyCards", "The Anti-Monopoly Foundation backs your work with a grant. "
                                                  "Collect %1."),
    "C03": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You lowered your rents and filled every empty flat: profits "
                                                  "are up. Collect %1."),
    "C04": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A fresh coat of paint to beat the competition brings in more "
                                                  "customers. Collect %1."),
    "C05": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Boom times: your tenants have jobs and pay on time. "
                                                  "Collect %1."),
    "C06": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You win an antitrust suit and come out ahead even after the "
                                                  "lawyers' fees. Collect %1."),
    "C07": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Trust-busters split up the giant that cut off your supplies. "
                                                  "Collect %1."),
    "C08": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Congress at last pays for antitrust enforcement. Collect %1 "
                                                  "from each Monopolist."),
    "C09": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A monopolist who harmed you settles by consent decree: no "
                                                  "damages, only a moral victory. Nothing happens."),
    "C10": _GO,
    "C11": _GO,
    "C12": _GO,
    "C13": QT_TRANSLATE_NOOP("AntiMonopolyCards", "The Antitrust Division blocks a takeover of your firm. "
                                                  "Play on."),
    "C14": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A price-fixing ring is broken up and everyone slashes prices. "
                                                  "Go to the Price War."),
    "C15": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Cheaper building puts more homes on the market and your rents "
                                                  "drop. Go to the Price War."),
    "C16": _GO,
    "C17": _START,
    "C18": _START,
    "C19": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You try a new business venture. Roll the dice: with %1 or "
                                                  "more, collect %2."),
    "C20": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You fought a rule requiring anti-pollution devices, but you "
                                                  "are too small to win. Pay %1."),
    "C21": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Hard times: bigger rivals undercut your prices. Pay %1."),
    "C22": QT_TRANSLATE_NOOP("AntiMonopolyCards", "The oil giants raise heating prices and you cannot pass the "
                                                  "cost on. Pay %1."),
    "C23": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A giant's predatory pricing leaves you with a loss. Pay %1."),
    "C24": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A big corporation gets a subsidy; your plea for emergency aid "
                                                  "is turned down. Pay %1."),
    "C25": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Big companies slip through loopholes and their taxes land on "
                                                  "you. Pay %1."),
    "M01": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your lobbyists water down a bill that would let the state sue "
                                                  "monopolists for its citizens. Collect %1 from each Competitor."),
    "M02": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Convicted more than once, you still receive a humanitarian "
                                                  "award. Nothing happens."),
    "M03": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A new judge who likes big business: the courts lean your way. "
                                                  "Collect %1."),
    "M04": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your realtor friend now runs a federal housing agency. Every "
                                                  "Monopolist collects %1."),
    "M05": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You priced your rivals out of business, then raised your "
                                                  "prices. Collect %1."),
    "M06": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A handshake on the golf course fixes the bathtub market. "
                                                  "Collect %1."),
    "M07": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your firm corners the brick supply and competitors pay extra. "
                                                  "Collect %1."),
    "M08": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A campaign donation gets the pollution rules dropped. "
                                                  "Collect %1."),
    "M09": QT_TRANSLATE_NOOP("AntiMonopolyCards", "You buy an invention that threatened you and lock it in a "
                                                  "drawer. Collect %1."),
    "M10": _GO,
    "M11": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Holiday time: go to %1 and collect %2 if you pass START."),
    "M12": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Sponsoring the arts polishes your image. Good thinking; "
                                                  "nothing happens."),
    "M13": _GO,
    "M14": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A whistle-blower reveals that you bribed an antitrust lawyer. "
                                                  "Go to Prison, and collect no rent for two turns."),
    "M15": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your hotel owners' price-fixing ring is exposed. Go to Prison, "
                                                  "and collect no rent for two turns."),
    "M16": _GO,
    "M17": QT_TRANSLATE_NOOP("AntiMonopolyCards", "A shady government contract leaks to the press. Roll the "
                                                  "dice: with %1 or more, collect %2."),
    "M18": _START,
    "M19": _START,
    "M20": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Without competition you grew lazy, and imports outsell you. "
                                                  "Pay %1."),
    "M21": QT_TRANSLATE_NOOP("AntiMonopolyCards", "The courts end your seat on the board of a so-called rival. "
                                                  "Pay %1."),
    "M22": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your illegal campaign gift went to the wrong politician; you "
                                                  "plead no contest. Pay %1."),
    "M23": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your plan to monopolise sunlight fails. Pay %1."),
    "M24": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Public outrage closes your private tax loophole. Pay %1."),
    "M25": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Your fraudulent patent is thrown out. Pay %1."),
}

TITLES = {
    "C": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Competitor card"),
    "M": QT_TRANSLATE_NOOP("AntiMonopolyCards", "Monopolist card"),
}


def card_title(card_id: str) -> str:
    """"Competitor card" or "Monopolist card": the deck `card_id` ("C14") belongs to."""
    title = TITLES.get(card_id[:1])
    return QCoreApplication.translate(CONTEXT, title) if title else card_id


def card_text(card_id: str) -> str:
    """The text of card `card_id` ("C14") in the app's language, its amounts and space filled in."""
    template = TEXTS.get(card_id)
    if template is None:
        return card_id
    text = QCoreApplication.translate(CONTEXT, template)
    b = board()
    kind, amount, extra = b.card_effect[card_id]
    if kind == FX_MOVE:
        return fill(text, money(b.salary)) if extra == 0 else fill(text, space_name(extra), money(b.salary))
    if kind == FX_GAMBLE:
        return fill(text, number(extra), money(amount))
    if kind in (FX_COLLECT, FX_PAY, FX_FROM_EACH, FX_ALL_COLLECT):
        return fill(text, money(amount))
    return text
