"""The names written on the board's spaces: the whole name where it fits its space at the table's smallest text
size, else the language's short board form (`SHORT`, broken only between words), a little narrower first; the
one-word forms a player's place uses for a deed, each its own; the line breaks a corner's words may take."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from ponzi_desktop.engine.anti_monopoly.board import (
    CARD,
    CORNER,
    FOUNDATION,
    GO_TO,
    board,
)
from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS, space_name
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import Labels, label

translate = QCoreApplication.translate

#: A board name's size, in scene units.
NAME_PX = 17.0

#: The board's own forms of the names, where the whole name does not fit its space in a language (the full name
#: is on the deed card, in the log and in the tooltip): each language writes its form, and its line breaks
#: ("\n"), between whole words only; an abbreviation ends with a full stop. English's are its board's words.
SHORT = Labels("AntiMonopolyTable", {
    "1": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Basin St."),
    "3": QT_TRANSLATE_NOOP("AntiMonopolyTable", "French Qtr."),
    "4": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Income\nTax"),
    "5": QT_TRANSLATE_NOOP("AntiMonopolyTable", "U.S.\nRailroad"),
    "6": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Sunset"),
    "8": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Wilshire"),
    "9": QT_TRANSLATE_NOOP("AntiMonopolyTable", "H'wood"),
    "11": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Rush St."),
    "12": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Electric"),
    "13": QT_TRANSLATE_NOOP("AntiMonopolyTable", "State St."),
    "14": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Michigan"),
    "15": QT_TRANSLATE_NOOP("AntiMonopolyTable", "U.S. Bus"),
    "16": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Locust St."),
    "18": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Chestnut"),
    "19": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Walnut"),
    "21": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Brattle St."),
    "23": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Harv.\nSquare"),
    "24": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Beacon St."),
    "25": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Air Line"),
    "26": QT_TRANSLATE_NOOP("AntiMonopolyTable", "G'town"),
    "27": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Const.\nAve."),
    "28": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Gas Co."),
    "29": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Penn.\nAve."),
    "31": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Fish.\nWharf"),
    "32": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Union\nSquare"),
    "34": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Nob Hill"),
    "35": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Trucking"),
    "37": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Fifth Ave."),
    "38": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Property\nTax"),
    "39": QT_TRANSLATE_NOOP("AntiMonopolyTable", "Wall St."),
})


def unspaced(text: str) -> bool:
    """Whether `text` is written without spaces between its words (Chinese, Japanese): Qt would break it between
    any two characters, so it is broken only where its own line breaks are."""
    return any(ord(ch) >= 0x2E80 for ch in text)


def name_font(px: float, bold: bool = False, stretch: int = 100, tight: bool = False) -> QFont:
    """A board name's font: its letters `stretch` % wide; `tight`: Chinese and Japanese set closer (see
    `KANA_TIGHT`)."""
    f = look.font(px, bold)
    f.setStretch(stretch)
    if tight:
        f.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, -KANA_TIGHT * px)
    return f


def fits(text: str, rect: QRectF, px: float, bold: bool = False, stretch: int = 100, own_breaks: bool = False,
         tight: bool = False) -> bool:
    """Whether `text` fits in `rect` at `px` (and a font `stretch`, `tight` or not): wrapped as Qt wraps it (at
    spaces, and between the characters of Chinese and Japanese), or with `own_breaks` Chinese and Japanese only at
    their own line breaks; no word wider than the box, no line below it."""
    fm = QFontMetricsF(name_font(px, bold, stretch, tight))
    if own_breaks and unspaced(text):
        lines = text.split("\n")
        return (max(fm.horizontalAdvance(line) for line in lines) <= rect.width() + 0.5
                and len(lines) * fm.lineSpacing() <= rect.height() + 0.5)
    flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    laid = fm.boundingRect(QRectF(0, 0, rect.width(), 10_000), flags, text)
    return laid.width() <= rect.width() + 0.5 and laid.height() <= rect.height() + 0.5


def word_lines(text: str, width: float, px: float) -> list[float]:
    """The widths of the lines `text` wraps into at `width` (at spaces; Chinese and Japanese without spaces
    between their characters)."""
    fm = QFontMetricsF(look.font(px))
    spaced = " " in text.strip()
    words = text.split() if spaced else list(text) if fm.horizontalAdvance(text) > width else [text]
    glue = " " if spaced else ""
    lines: list[str] = []
    for word in words:
        if lines and fm.horizontalAdvance(lines[-1] + glue + word) <= width:
            lines[-1] += glue + word
        else:
            lines.append(word)
    return [fm.horizontalAdvance(line) for line in lines]


def one_line(text: str, full: str = "") -> str:
    """A short form written for two lines, on one ("Rail-\\nroad" -> "Railroad", "Penn.\\nAve." -> "Penn. Ave.";
    Chinese and Japanese join without a space, or with the middle dot where the `full` name has it:
    "ハーバード\\nスクエア" -> "ハーバード・スクエア")."""
    if "\n" not in text:
        return text
    head, _, tail = text.partition("\n")
    if head.endswith("-"):
        return head[:-1] + one_line(tail, full)
    cjk = head and tail and (ord(head[-1]) > 0x2E80 or ord(tail[0]) > 0x2E80)
    glue = ("・" if f"{head[-1]}・{tail[0]}" in full else "") if cjk else " "
    return head + glue + one_line(tail, full)


def first_word(text: str) -> str:
    """A Chinese or Japanese short form's first line, for a row with no room for the whole of it
    ("ウィルシャー\\n大通り" -> "ウィルシャー"); a spaced language's form as it is ("U.S." says nothing)."""
    return text.split("\n")[0] if unspaced(text) else one_line(text)


def short_name(sq: int) -> str:
    """The board's short form of space `sq`'s name on one line (the whole name where it has none)."""
    return one_line(label(SHORT, str(sq)), space_name(sq)) if str(sq) in SHORT else space_name(sq)


def shared_lines(short: str) -> set[str]:
    """The lines of the other spaces' short forms (in the language of now) that `short` has too ("Square" of
    "Harv.\\nSquare" and "Union\\nSquare"; "美國" of every U.S. company's form in Chinese)."""
    others = {line for sq in SHORT for line in label(SHORT, sq).split("\n") if label(SHORT, sq) != short}
    return set(short.split("\n")) & others


def telling_word(short: str) -> str:
    """A short form's longest line that is its own, for a list row with no room for the whole of it ("U.S.\\n
    Railroad" -> "Railroad"; the row's colour and its tooltip say the rest): a name cut mid-word ("U.S. Ra…")
    said less, and a line another space's form has too said nothing ("Square" was Harvard Square's and Union
    Square's deed alike; "美國" every U.S. company's): "Harv.", "Union", "鐵路"."""
    lines = short.split("\n")
    own = [line for line in lines if line not in shared_lines(short)] or lines
    return max(own, key=len)


def tight_place_name(sq: int) -> str:
    """Where a pawn stands in the board's one word for it, for a line with room for no more: the card space's
    "Card", the Foundation's shortest line (its own word: "Foundation", "Fundación", "財団"), a space's own word
    of its short form ("Harv."); the rest as `place_name` says it short."""
    kind = board().kind[sq]
    if kind == CARD:
        return label(BOARD_WORDS, "card")
    if kind == FOUNDATION:
        return min(reversed(label(BOARD_WORDS, "foundation").split("\n")), key=len)
    if kind == CORNER:  # its first word ("Sightseeing"; a language without spaces: the whole)
        return label(BOARD_WORDS, "sightseeing").split()[0]
    if str(sq) in SHORT:
        return telling_word(label(SHORT, str(sq)))
    return place_name(sq, short=True)


def place_name(sq: int, short: bool = False) -> str:
    """Where a pawn stands, named as a space is named, whatever its kind ("Wilshire Blvd.", "Card Space by
    Trucking", "Sightseeing Tour"): a seat's "On …" line reads the same way wherever the pawn is. `short`: with
    the board's short forms of the names, for a line that has little room (the same words, shorter names)."""
    kind = board().kind[sq]
    name = short_name if short else space_name
    if kind == CARD:
        return translate("AntiMonopolyTable", "Card Space by %1",
                         "where a pawn stands: the card space beside this space, named like a space").replace(
            "%1", name(sq - 1))
    if kind == CORNER:
        return label(BOARD_WORDS, "sightseeing")
    if kind == GO_TO:
        if short:  # the corner's two places, without its verb ("Ve a la", "Go to"): the whole is long in Spanish
            return f"{label(BOARD_WORDS, 'prison')} / {label(BOARD_WORDS, 'price_war')}"
        return " ".join(label(BOARD_WORDS, "go_to").split())  # a line break for the corner is a space here
    return name(sq)


#: How narrow a board name's letters may be drawn (a font's stretch, in %): the whole name, then the short form,
#: at each in turn (the short forms are written to fit at these): at 85 % an 11.4 px name read as 9-10 px text
#: at 1280x720.
STRETCHES = (100, 92)
#: Prison's and Price War's words on their bands, the Sightseeing Tour's: as narrow as a board name at most.
JAIL_STRETCHES = STRETCHES
#: The Foundation's words in its round: as narrow as a board name at most (Spanish breaks "Antimo-nopolio"
#: rather than narrower letters).
FOUNDATION_STRETCHES = STRETCHES
#: How much closer a Chinese or Japanese board name's characters may be set (in ems) where a word is wider than
#: its space at the narrowest letters, as a Japanese sign sets a long katakana name ("ウィルシャー", 6 kana, is
#: 77 units wide in a 68-unit space): tight, never broken inside the word nor cut.
KANA_TIGHT = 0.1


def board_label(sq: int, rect: QRectF, px: float = NAME_PX) -> tuple[str, int, bool]:
    """The name written on space `sq` in `rect`, the stretch of its letters and whether they are set tight: the
    whole name where it fits, else the language's short form (broken only where it says, between words), a little
    narrower before shorter; never narrower than `STRETCHES` allows. A Japanese word with kana wider than its
    space even so is set tight (kana stand apart even so); Chinese never is: its characters fill their squares,
    and set closer they ran together ("洛卡斯特街", whose board form is shorter now). A form that fits nowhere is
    drawn at the narrowest, and the tests fail on it."""
    full = space_name(sq)
    short = label(SHORT, str(sq)) if str(sq) in SHORT else None
    for stretch in STRETCHES:
        for text in (full, short):
            if text is not None and fits(text, rect, px, stretch=stretch, own_breaks=True):
                return text, stretch, False
    text = short or full
    return text, STRETCHES[-1], any("\u3040" <= ch <= "\u30ff" for ch in text)


def board_name(sq: int, rect: QRectF, px: float = NAME_PX) -> str:
    """The name written on space `sq` in `rect` (see `board_label`)."""
    return board_label(sq, rect, px)[0]


#: Where a word may be broken between two lines of a round or narrow place (Spanish "Antimo|nopolio"), seen as
#: a hyphen only there.
SOFT_HYPHEN = "\u00ad"


def line_choices(text: str) -> list[list[str]]:
    """The ways to write `text` in lines, fewest lines first: its own line breaks kept; between words (after a
    hyphen too, and at a soft hyphen, written as a hyphen where a line ends there) for spaced languages; Chinese
    and Japanese only at their own breaks."""
    if unspaced(text):
        return [text.split("\n")]
    words = [w for part in text.split() for w in part.replace("-", "-\0").replace(SOFT_HYPHEN, SOFT_HYPHEN + "\0")
             .split("\0") if w]
    out = []
    for n in range(1, len(words) + 1):  # every split into n lines
        splits = [[]]
        for _k in range(len(words) - 1):
            splits = [s + [cut] for s in splits for cut in (False, True)]
        for cuts in splits:
            if sum(cuts) != n - 1:
                continue
            lines, cur = [], words[0]
            for word, cut in zip(words[1:], cuts, strict=True):
                if cut:
                    lines.append(cur.replace(SOFT_HYPHEN, "-"))
                    cur = word
                else:
                    cur = cur.removesuffix(SOFT_HYPHEN) + word if cur.endswith(("-", SOFT_HYPHEN)) else cur + " " + word
            out.append(lines + [cur])
    return out
