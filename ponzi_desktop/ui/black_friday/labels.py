"""Words for the ids of Black Friday: the share colours, the decision kinds as phases, the bonus tiles' moves.

The Japanese words are the rulebook's (`i18n/GLOSSARY.md`: 紫・黄・緑・青・白, 黒); Spanish and Chinese use the
market words listed there.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.kit.labels import Labels, label

#: The five share colours of the data file (`colours_in_order`), and the black shares.
COLOURS = Labels("BlackFriday", {
    "purple": QT_TRANSLATE_NOOP("BlackFriday", "Purple"),
    "yellow": QT_TRANSLATE_NOOP("BlackFriday", "Yellow"),
    "green": QT_TRANSLATE_NOOP("BlackFriday", "Green"),
    "blue": QT_TRANSLATE_NOOP("BlackFriday", "Blue"),
    "white": QT_TRANSLATE_NOOP("BlackFriday", "White"),
    "black": QT_TRANSLATE_NOOP("BlackFriday", "Black"),
})

#: The colours again, as they stand inside a sentence about shares ("a Yellow share", "2 Yellow shares"): a
#: language whose colour words agree with the share word or lose their capital there (Spanish: "una acción
#: amarilla", "2 acciones amarillas") translates these, one table for one share and one for several.
ONE_SHARE_COLOURS = Labels("BlackFridayOneShare", {
    "purple": QT_TRANSLATE_NOOP("BlackFridayOneShare", "Purple"),
    "yellow": QT_TRANSLATE_NOOP("BlackFridayOneShare", "Yellow"),
    "green": QT_TRANSLATE_NOOP("BlackFridayOneShare", "Green"),
    "blue": QT_TRANSLATE_NOOP("BlackFridayOneShare", "Blue"),
    "white": QT_TRANSLATE_NOOP("BlackFridayOneShare", "White"),
    "black": QT_TRANSLATE_NOOP("BlackFridayOneShare", "Black"),
})
SHARES_COLOURS = Labels("BlackFridayShares", {
    "purple": QT_TRANSLATE_NOOP("BlackFridayShares", "Purple"),
    "yellow": QT_TRANSLATE_NOOP("BlackFridayShares", "Yellow"),
    "green": QT_TRANSLATE_NOOP("BlackFridayShares", "Green"),
    "blue": QT_TRANSLATE_NOOP("BlackFridayShares", "Blue"),
    "white": QT_TRANSLATE_NOOP("BlackFridayShares", "White"),
    "black": QT_TRANSLATE_NOOP("BlackFridayShares", "Black"),
})


def share_colour_word(colour: str, count: int = 1) -> str:
    """`colour` as it reads inside a sentence about `count` shares of it."""
    return label(ONE_SHARE_COLOURS if count == 1 else SHARES_COLOURS, colour)


#: The decision kinds of a turn (engine/black_friday/turns.py), and the two moments nobody decides, as the
#: table names them.
PHASES = Labels("BlackFriday", {
    "action": QT_TRANSLATE_NOOP("BlackFriday", "Choose an action"),
    "buy": QT_TRANSLATE_NOOP("BlackFriday", "Buy shares"),
    "sell": QT_TRANSLATE_NOOP("BlackFriday", "Sell shares"),
    "gold": QT_TRANSLATE_NOOP("BlackFriday", "Buy gold"),
    "bonus": QT_TRANSLATE_NOOP("BlackFriday", "Bonus move"),
    "price_change": QT_TRANSLATE_NOOP("BlackFriday", "Price change"),
    "over": QT_TRANSLATE_NOOP("BlackFriday", "Game over"),
})

#: The bonus tile's free moves (engine/black_friday/actions.py `FREE_MOVES`), as a tooltip names them.
FREE_MOVES = Labels("BlackFriday", {
    "place": QT_TRANSLATE_NOOP("BlackFriday", "a share onto the share purchase track"),
    "gold": QT_TRANSLATE_NOOP("BlackFriday", "a share onto the gold purchase track"),
    "take": QT_TRANSLATE_NOOP("BlackFriday", "a share from the sale row to the market"),
})
