"""Words for the ids of Black Friday: the share colours, the decision kinds as phases, the bonus tiles' moves.

The Japanese words are the rulebook's (`shared/GLOSSARY.md`: 紫・黄・緑・青・白, 黒); Spanish and Chinese use the
market words listed there.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.labels import Labels

#: The five share colours of the data file (`colours_in_order`), and the black shares.
COLOURS = Labels("BlackFriday", {
    "purple": QT_TRANSLATE_NOOP("BlackFriday", "Purple"),
    "yellow": QT_TRANSLATE_NOOP("BlackFriday", "Yellow"),
    "green": QT_TRANSLATE_NOOP("BlackFriday", "Green"),
    "blue": QT_TRANSLATE_NOOP("BlackFriday", "Blue"),
    "white": QT_TRANSLATE_NOOP("BlackFriday", "White"),
    "black": QT_TRANSLATE_NOOP("BlackFriday", "Black"),
})

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
