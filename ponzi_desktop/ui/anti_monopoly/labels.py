"""Words for the ids of Anti-Monopoly: the spaces of the board, the cities, the two roles and the decision kinds.

The board's names are the US edition's (the data file's `name`); places keep their English names in every
language unless a language writes them otherwise, the kinds of space are translated. The Japanese words are
the ones `i18n/GLOSSARY.md` chose from the rulebook (競争者, 独占者, 刑務所, 価格戦争, 独占禁止財団, ...).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.kit.labels import Labels, label

#: The two roles, and each as a plural (a side of the table).
ROLES = Labels("AntiMonopoly", {
    "competitor": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor"),
    "monopolist": QT_TRANSLATE_NOOP("AntiMonopoly", "Monopolist"),
})
SIDES = Labels("AntiMonopoly", {
    "competitor": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitors"),
    "monopolist": QT_TRANSLATE_NOOP("AntiMonopoly", "Monopolists"),
})

#: The eight cities of the board, in the data file's order.
CITIES = Labels("AntiMonopoly", {
    "New Orleans": QT_TRANSLATE_NOOP("AntiMonopoly", "New Orleans"),
    "Los Angeles": QT_TRANSLATE_NOOP("AntiMonopoly", "Los Angeles"),
    "Chicago": QT_TRANSLATE_NOOP("AntiMonopoly", "Chicago"),
    "Philadelphia": QT_TRANSLATE_NOOP("AntiMonopoly", "Philadelphia"),
    "Boston": QT_TRANSLATE_NOOP("AntiMonopoly", "Boston"),
    "Washington": QT_TRANSLATE_NOOP("AntiMonopoly", "Washington"),
    "San Francisco": QT_TRANSLATE_NOOP("AntiMonopoly", "San Francisco"),
    "New York": QT_TRANSLATE_NOOP("AntiMonopoly", "New York"),
})

#: Every space of the board by its index, as its card or its corner names it.
SPACES = Labels("AntiMonopoly", {
    "0": QT_TRANSLATE_NOOP("AntiMonopoly", "START"),
    "1": QT_TRANSLATE_NOOP("AntiMonopoly", "Basin St."),
    "2": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "3": QT_TRANSLATE_NOOP("AntiMonopoly", "French Quarter"),
    "4": QT_TRANSLATE_NOOP("AntiMonopoly", "Income Tax"),
    "5": QT_TRANSLATE_NOOP("AntiMonopoly", "U.S. Railroad"),
    "6": QT_TRANSLATE_NOOP("AntiMonopoly", "Sunset Blvd."),
    "7": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "8": QT_TRANSLATE_NOOP("AntiMonopoly", "Wilshire Blvd."),
    "9": QT_TRANSLATE_NOOP("AntiMonopoly", "Hollywood Blvd."),
    "10": QT_TRANSLATE_NOOP("AntiMonopoly", "Sightseeing Tour / Price War / Prison"),
    "11": QT_TRANSLATE_NOOP("AntiMonopoly", "Rush St."),
    "12": QT_TRANSLATE_NOOP("AntiMonopoly", "Electric Company"),
    "13": QT_TRANSLATE_NOOP("AntiMonopoly", "State St."),
    "14": QT_TRANSLATE_NOOP("AntiMonopoly", "Michigan Ave."),
    "15": QT_TRANSLATE_NOOP("AntiMonopoly", "U.S. Bus Company"),
    "16": QT_TRANSLATE_NOOP("AntiMonopoly", "Locust St."),
    "17": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "18": QT_TRANSLATE_NOOP("AntiMonopoly", "Chestnut St."),
    "19": QT_TRANSLATE_NOOP("AntiMonopoly", "Walnut St."),
    "20": QT_TRANSLATE_NOOP("AntiMonopoly", "Anti-Monopoly Foundation"),
    "21": QT_TRANSLATE_NOOP("AntiMonopoly", "Brattle St."),
    "22": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "23": QT_TRANSLATE_NOOP("AntiMonopoly", "Harvard Square"),
    "24": QT_TRANSLATE_NOOP("AntiMonopoly", "Beacon St."),
    "25": QT_TRANSLATE_NOOP("AntiMonopoly", "U.S. Air Line"),
    "26": QT_TRANSLATE_NOOP("AntiMonopoly", "Georgetown"),
    "27": QT_TRANSLATE_NOOP("AntiMonopoly", "Constitution Ave."),
    "28": QT_TRANSLATE_NOOP("AntiMonopoly", "U.S. Gas Company"),
    "29": QT_TRANSLATE_NOOP("AntiMonopoly", "Pennsylvania Ave."),
    "30": QT_TRANSLATE_NOOP("AntiMonopoly", "Go to Prison (Monopolists) / Go to Price War (Competitors)"),
    "31": QT_TRANSLATE_NOOP("AntiMonopoly", "Fisherman's Wharf"),
    "32": QT_TRANSLATE_NOOP("AntiMonopoly", "Union Square"),
    "33": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "34": QT_TRANSLATE_NOOP("AntiMonopoly", "Nob Hill"),
    "35": QT_TRANSLATE_NOOP("AntiMonopoly", "U.S. Trucking Company"),
    "36": QT_TRANSLATE_NOOP("AntiMonopoly", "Competitor or Monopolist card"),
    "37": QT_TRANSLATE_NOOP("AntiMonopoly", "Fifth Ave."),
    "38": QT_TRANSLATE_NOOP("AntiMonopoly", "Property Tax"),
    "39": QT_TRANSLATE_NOOP("AntiMonopoly", "Wall St."),
})

#: The short words printed on a space of the board where the full name does not fit (corners, card spaces).
BOARD_WORDS = Labels("AntiMonopoly", {
    "start": QT_TRANSLATE_NOOP("AntiMonopoly", "START"),
    "card": QT_TRANSLATE_NOOP("AntiMonopoly", "Card"),
    "sightseeing": QT_TRANSLATE_NOOP("AntiMonopoly", "Sightseeing Tour"),
    "prison": QT_TRANSLATE_NOOP("AntiMonopoly", "Prison"),
    "price_war": QT_TRANSLATE_NOOP("AntiMonopoly", "Price War"),
    "go_to": QT_TRANSLATE_NOOP("AntiMonopoly", "Go to Prison / Price War"),
    "foundation": QT_TRANSLATE_NOOP("AntiMonopoly", "Anti-Monopoly\nFoundation"),
    "house": QT_TRANSLATE_NOOP("AntiMonopoly", "House"),
    "apartment": QT_TRANSLATE_NOOP("AntiMonopoly", "Apartment"),
    "treasury": QT_TRANSLATE_NOOP("AntiMonopoly", "Treasury"),
    "mortgaged": QT_TRANSLATE_NOOP("AntiMonopoly", "Mortgaged"),
})

#: The decision kinds of the engine (`AntiMonopolyView.phase`) as the table names them.
PHASES = Labels("AntiMonopoly", {
    "turn": QT_TRANSLATE_NOOP("AntiMonopoly", "Roll the dice"),
    "buy": QT_TRANSLATE_NOOP("AntiMonopoly", "Buy or decline"),
    "tax": QT_TRANSLATE_NOOP("AntiMonopoly", "Income Tax"),
    "after": QT_TRANSLATE_NOOP("AntiMonopoly", "Build, trade or end the turn"),
    "trade": QT_TRANSLATE_NOOP("AntiMonopoly", "Drawing up an offer"),
    "answer": QT_TRANSLATE_NOOP("AntiMonopoly", "Answer the offer"),
    "raise": QT_TRANSLATE_NOOP("AntiMonopoly", "Raise money"),
    "final": QT_TRANSLATE_NOOP("AntiMonopoly", "Time is up: Treasury only"),
    "over": QT_TRANSLATE_NOOP("AntiMonopoly", "Game over"),
})


def space_name(square: int) -> str:
    """The name of space `square` (0..39) in the app's language."""
    return label(SPACES, str(square))


def place_names() -> list[str]:
    """Every space's name and every city's in the app's language: the log keeps each whole on a line."""
    return [label(SPACES, sq) for sq in SPACES] + [label(CITIES, city) for city in CITIES]


def city_name(city: str) -> str:
    """A city of the data file in the app's language."""
    return label(CITIES, city)


def role_name(role: str) -> str:
    """"Competitor" or "Monopolist" in the app's language."""
    return label(ROLES, role)
