"""Numbers, game money and names for people: one place for the table, the log and the shell.

The app's language sets the default QLocale (`ui/i18n.py`), so "$23" in English and Japanese, "23 $" in
Spanish (Spain) and "$23" for a Mexican Spanish system all come from here. The game's money is dollars in
every edition, so the symbol stays "$"; only where it goes and how digits are grouped follow the locale.

Names people typed (and texts read from a file: save names, game ids, reasons quoting a file) reach the screen
through `isolate`: never changed where they are kept, set apart for the bidi algorithm where they are shown.
Every label that shows one is plain text; a text Qt may take for rich (a tooltip) goes through `plain_tip`,
a button's or a menu entry's through `mnemonic_safe`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QToolTip

from ponzi_desktop.ui.i18n import todays_name

#: Unicode's first-strong isolate and its end: a name set between them keeps its own direction and cannot
#: reorder the sentence around it (an Arabic or Hebrew name in an English sentence, or the other way).
FSI, PDI = "\u2068", "\u2069"
_EMBEDDINGS = "\u202a\u202b\u202d\u202e"  # LRE, RLE, LRO, RLO: closed by PDF
_ISOLATES = "\u2066\u2067\u2068"  # LRI, RLI, FSI: closed by PDI
_PDF = "\u202c"


def locale() -> QLocale:
    """The app's locale; the bare "C" locale (no LANG set) writes money as "23$", so US English stands in."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def number(n: int) -> str:
    """A whole number with the locale's digits and grouping."""
    return locale().toString(int(n))


def money(value: int) -> str:
    """An amount of game money ("$23", "23 $"); a negative amount gets a minus sign, never accounting brackets."""
    loc = locale()
    if value < 0:
        return loc.negativeSign() + loc.toCurrencyString(-int(value), "$")
    return loc.toCurrencyString(int(value), "$")


#: Languages that set a percent sign apart from its number, by a space that never breaks the line ("45 %"):
#: Spanish and French typography; English, Japanese and Chinese write it close ("45%").
_SPACED_PERCENT = (QLocale.Language.Spanish, QLocale.Language.French)


def percent(n: float) -> str:
    """A percentage as the app's language writes it: "45 %" (with a no-break space) in Spanish and French,
    "45%" in English, Japanese and Chinese; the number with the locale's digits, rounded to a whole one."""
    sign = "\u00a0%" if locale().language() in _SPACED_PERCENT else "%"
    return number(round(n)) + sign


#: Kinsoku shori, the Japanese (and Chinese) rules of line breaking: no line starts with a closing mark, a full
#: stop or comma, the long-vowel mark, a small kana or an iteration mark; none ends with an opening bracket.
NO_LINE_START = frozenset("、。，．,.・：；？！?!ー〜～…‥」』）］｝〕〉》】〙〗)]}％"
                          "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻ゝゞヽヾ")
NO_LINE_END = frozenset("「『（［｛〔〈《【〘〖([{")


def may_break(before: str, after: str) -> bool:
    """Whether a line may end with `before` and the next begin with `after` by kinsoku (the characters next to
    the break: `before`'s last, `after`'s first; word joiners, which draw nothing, are looked past)."""
    before, after = before.rstrip(WORD_JOINER), after.lstrip(WORD_JOINER)
    return after[:1] not in NO_LINE_START and before[-1:] not in NO_LINE_END


def cjk_breaks(text: str, starts: list[int]) -> list[int]:
    """Where the lines of `text` start (`starts`, broken by some other rule), moved to follow kinsoku: a
    character that may not end a line, or whose follower may not start one, goes down to the next line
    (oidashi: a line only gets shorter where it ends; a line of one character keeps it)."""
    out = list(starts)
    for i in range(1, len(out)):
        while out[i] - 1 > out[i - 1] and not may_break(text[:out[i]], text[out[i]:]):
            out[i] -= 1
    return out


def cjk_wrapped(lines: list[str]) -> list[str]:
    """Lines broken by some other rule, with their breaks moved to follow kinsoku (`cjk_breaks`)."""
    text = "".join(lines)
    starts = [sum(len(line) for line in lines[:i]) for i in range(len(lines))]
    ends = [*cjk_breaks(text, starts)[1:], len(text)]
    return [text[a:b] for a, b in zip(cjk_breaks(text, starts), ends, strict=True)]


def _closes_without_space(ch: str) -> bool:
    """Whether a sentence ending in `ch` is followed by the next without a space: a Chinese or Japanese full
    stop, mark, closing bracket or letter (full-width), as those languages write one sentence after another."""
    return bool(ch) and unicodedata.east_asian_width(ch) in ("W", "F")


def sentences(*parts: str) -> str:
    """Sentences one after the other as their language writes them: after "。", "！" or "」" nothing, after "."
    a space ("この操作はレッスンが代わりに行いました。あなたの現金から…", never "。 あなた…"). Empty parts
    are left out."""
    out = ""
    for part in (p.strip() for p in parts):
        if not part:
            continue
        out = part if not out else out + ("" if _closes_without_space(out[-1]) else " ") + part
    return out


def plural(text: str, n: int) -> str:
    """A `%n` text as English shows it without a translation file: "%n action(s)" said by `n` ("1 action",
    "3 actions"). Translations have their own plural forms and no "(s)", so they pass through unchanged."""
    return text.replace("(s)", "" if n == 1 else "s")


def separated_list(items: Iterable[str]) -> str:
    """"a, b and c" in the locale's words."""
    return locale().createSeparatedList(list(items))


def money_list(values: Iterable[int]) -> str:
    return separated_list(money(v) for v in values)


# ---- sentences ---------------------------------------------------------------------------------------------
#: Joins two letters of a text without spaces (Chinese, Japanese) so that no line breaks between them.
WORD_JOINER = "\u2060"
#: The last two words are joined only while they are this short together (longer, the line may need the break).
NO_WIDOW_LIMIT = 24
_TRAILING_TAGS = re.compile(r"(?:\s*<[^<>]*>)*\s*$")


def _joinable(ch: str) -> bool:
    """A letter or digit of a script written without spaces (Han, kana, Hangul)."""
    return unicodedata.category(ch)[0] in "LN" and unicodedata.east_asian_width(ch) in "WF"


#: A phrase of a text written without spaces, between its punctuation, up to this many characters is kept on one
#: line ("蓋房子，", "ボット3）、"): Qt may break between any two of its characters, and a review found "蓋房" / "子" and
#: "ボット" / "3）". A longer phrase may need the break to fit its line at all.
PHRASE_LIMIT = 6


def _phrases(text: str) -> list[str]:
    """`text` cut where a line may well break: after spaces and punctuation that ends a phrase ("、", "。",
    "）"), before punctuation that opens one ("（")."""
    pieces, current = [], ""
    for ch in text:
        kind = unicodedata.category(ch)
        if ch.isspace() or kind == "Ps":
            if current:
                pieces.append(current)
            current = ch
            if ch.isspace():
                pieces.append(current)
                current = ""
        else:
            current += ch
            if kind in ("Pe", "Po", "Pf"):
                pieces.append(current)
                current = ""
    if current:
        pieces.append(current)
    return pieces


def keep_phrases(text: str) -> str:
    """`text` with each short phrase of its Chinese or Japanese (`PHRASE_LIMIT`) joined by word joiners, so that
    a line breaks between phrases, not inside one; text in spaced languages, and rich text, as it is."""
    if "<" in text or not any(_joinable(ch) for ch in text):
        return text
    out = []
    for piece in _phrases(text):
        letters = [ch for ch in piece if ch != WORD_JOINER]
        core = [ch for ch in letters if unicodedata.category(ch)[0] not in "PZ" and unicodedata.category(ch) != "Cf"]
        if 2 <= len(core) <= PHRASE_LIMIT and any(_joinable(ch) for ch in core):
            # the marks a phrase opens with (a name's isolate, FSI) stay outside its joiners: the line breaker
            # counts such a mark as part of the character before it, so a joiner after it took away the one
            # break before the phrase ("、" FSI WJ "ボ": a list of six names was one unbreakable line, cut)
            lead = 0
            while lead < len(letters) and unicodedata.category(letters[lead]) == "Cf":
                lead += 1
            body = letters[lead:]
            # a joiner between two characters where one is wide: narrow letters and digits ("2023") never part
            piece = "".join(letters[:lead]) + body[0] + "".join(
                (WORD_JOINER if unicodedata.east_asian_width(a) in "WF" or unicodedata.east_asian_width(b) in "WF"
                 else "") + b for a, b in zip(body, body[1:], strict=False))
        out.append(piece)
    return "".join(out)


def no_widow(text: str) -> str:
    """A sentence (or a paragraph) whose last line is never one word or one character alone ("…follow" / "it.",
    "…金" / "條。"): its last two words joined by a no-break space, or where it ends without spaces (Chinese,
    Japanese) its last two characters by a word joiner, and its short phrases kept whole there
    (`keep_phrases`). Tags closing a rich text are left at its end. For a text the app wrote; a name is kept
    whole by `unbroken`."""
    text = keep_phrases(text)
    tags = _TRAILING_TAGS.search(text)
    body, tail = text[:tags.start()], text[tags.start():]
    end = len(body)
    while end > 0 and unicodedata.category(body[end - 1])[0] in "PS":  # closing punctuation: "。", ".", ")"
        end -= 1
    if end >= 2 and _joinable(body[end - 1]) and _joinable(body[end - 2]):
        return body[:end - 1] + WORD_JOINER + body[end - 1:] + tail
    space = body.rfind(" ", 0, end)
    if WORD_JOINER in body[end - 2:end] or body.rfind("\u00a0", 0, end) > space:
        return text  # joined already
    if space <= 0 or body[space - 1].isspace() or "<" in body[space:] or ">" in body[space:]:
        return text
    start = max(body.rfind(" ", 0, space), body.rfind("\u00a0", 0, space), body.rfind(">", 0, space)) + 1
    if len(body) - start > NO_WIDOW_LIMIT:
        return text
    return body[:space] + "\u00a0" + body[space + 1:] + tail


_ISOLATED = re.compile(f"{FSI}([^\u2066-\u2069]+){PDI}")


def whole_names(text: str) -> str:
    """`text` whose isolated names (`isolate`) up to `UNBROKEN_NAME` characters are never broken across lines: in a
    name written without spaces, a word joiner between two characters where one is wide (a review found "電腦" /
    "3 $25" in the log: Qt breaks between a Han character and a digit), a no-break space for a space (`unbroken`).
    The isolate's marks stay outside the joiners, so the line may still break before and after the name. What is
    read aloud is the same: the joiners are invisible and silent."""
    def joined(match: re.Match) -> str:
        name = match.group(1).replace(WORD_JOINER, "")
        if len(name) > UNBROKEN_NAME:
            return match.group(0)
        name = unbroken(name)
        body = name[0] + "".join((WORD_JOINER if unicodedata.east_asian_width(a) in "WF"
                                  or unicodedata.east_asian_width(b) in "WF" else "") + b
                                 for a, b in zip(name, name[1:], strict=False))
        return FSI + body + PDI

    return _ISOLATED.sub(joined, text) if FSI in text else text


def no_lone_character(text: str) -> str:
    """`text` whose lines never leave one character alone, nor split a short phrase, where it is written without
    spaces (Chinese, Japanese: Qt may break between any two characters there, and reviews found "…金塊を買えませ" /
    "ん。", "…ようこ" / "そ", "蓋房" / "子"): its short phrases and its last two characters joined (`no_widow`),
    and its players' names kept whole (`whole_names`). Otherwise a text in a spaced language is left as it is (Qt
    breaks it between words). For the labels of words the app wrote that wrap (the table's dialogs, a lesson's
    note, the start page's Continue line) and the log's lines."""
    joined = no_widow(text)
    return whole_names(joined if joined.count(WORD_JOINER) > text.count(WORD_JOINER) else text)


# ---- names -------------------------------------------------------------------------------------------------
def paired_bidi(text: str) -> str:
    """`text` without its bidi controls that do not come in pairs: an override or embedding never closed
    (it would reverse the rest of the line), a closing mark with nothing to close (it would end an isolate
    around the text early). Controls that open and close inside `text` stay."""
    if not any("\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069" for ch in text):
        return text
    keep = [True] * len(text)
    open_: list[int] = []
    for i, ch in enumerate(text):
        if ch in _EMBEDDINGS or ch in _ISOLATES:
            open_.append(i)
        elif ch == _PDF:
            if open_ and text[open_[-1]] in _EMBEDDINGS:
                open_.pop()
            else:
                keep[i] = False
        elif ch == PDI:
            if any(text[j] in _ISOLATES for j in open_):
                while text[open_.pop()] not in _ISOLATES:  # a PDI closes the embeddings opened inside too
                    pass
            else:
                keep[i] = False
    for i in open_:
        keep[i] = False
    return "".join(ch for ch, k in zip(text, keep, strict=True) if k)


#: A name up to this long keeps its words on one line where a sentence wraps ("Player" / "1" read as two names).
UNBROKEN_NAME = 14


def unbroken(name: str) -> str:
    """A short name with no-break spaces for its spaces, so a wrapped sentence never splits it; a long one as
    it is (it may need the break to fit)."""
    return name.replace(" ", "\u00a0") if len(name) <= UNBROKEN_NAME else name


def isolate(name: str) -> str:
    """A name people typed (or a text from a file) ready for the screen, alone or inside a sentence: set
    between FSI and PDI without its unpaired bidi controls, so its letters keep their own direction and the
    words around it keep theirs. The name as kept (in the game, in a save) is not changed; isolating an
    isolated name changes nothing."""
    safe = paired_bidi(name)
    if safe.startswith(FSI) and safe.endswith(PDI) and paired_bidi(safe[1:-1]) == safe[1:-1]:
        return safe
    return f"{FSI}{safe}{PDI}"


def player_names(seats: Iterable[Any]) -> list[str]:
    """The seats' names (anything with a `name`) as the screen shows them: `isolate`d, a default name in
    today's language and never broken inside ("Bot\u00a02", `i18n.todays_name`), a typed one as typed."""
    return [isolate(todays_name(seat.name)) for seat in seats]


def escape(text: str, quote: bool = True) -> str:
    """`text` safe inside rich text (and, with `quote`, inside an attribute's quotes): `html.escape`, written out
    here because importing the html module reads its table of 2,000 named characters, 3 ms of the app's start
    for the one function the app uses."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;") if quote else text


def plain_tip(text: str) -> str:
    """A tooltip shown exactly as written: Qt takes a tooltip that looks like markup ("<b>Eve</b>", a name)
    for rich text, so such a text is escaped in a paragraph that keeps its line breaks; any other text is
    left as it is (and looks as it always did)."""
    from PySide6.QtGui import Qt  # here: see ui/kept_surfaces.py

    if not Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{escape(text, quote=False)}</p>"


def line_starts(text: str, font: Any, width: float) -> list[int]:
    """Where the lines of `text` start, laid out in `font` at `width` pixels as Qt breaks them (between words; a word
    wider than the line anywhere) and moved to follow kinsoku (`cjk_breaks`: never a line begun with "）" or "。")."""
    from PySide6.QtGui import QTextLayout, QTextOption  # here: see ui/kept_surfaces.py

    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    starts = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    return cjk_breaks(text, starts)


#: How wide a tooltip's lines run, in ems of its font: about the 80 average characters of a Latin font Qt wraps
#: a long tooltip at (480 px at 13 px), whatever the language's characters.
TIP_EMS = 37


def wrapped_tip(text: str) -> str:
    """A plain tooltip broken into lines `TIP_EMS` wide, in every language. Qt wraps a plain tooltip only where
    it is wider than the screen, and then at 80 of its font's average characters: a long English tip was, and
    wrapped into a box, but the same words in Chinese (denser characters) ran on one line 1500 px wide across a
    1920 px table, and a Japanese font's average character is twice as wide. The lines are broken here, where a
    line may break (never one character alone, `no_lone_character`, nor against kinsoku), and the tip stays plain
    text; one that is rich already is left as it is (Qt wraps it itself)."""
    from PySide6.QtGui import QFontInfo, QFontMetricsF, Qt  # here: see ui/kept_surfaces.py

    if not text or Qt.mightBeRichText(text):
        return text
    font = QToolTip.font()
    width = TIP_EMS * QFontInfo(font).pixelSize()
    metrics = QFontMetricsF(font)
    out = []
    for paragraph in text.split("\n"):
        if metrics.horizontalAdvance(paragraph) <= width:
            out.append(paragraph)
            continue
        joined = no_lone_character(paragraph)
        starts = line_starts(joined, font, width)
        ends = [*starts[1:], len(joined)]
        out += [joined[a:b].strip().replace(WORD_JOINER, "") for a, b in zip(starts, ends, strict=True)]
    return "\n".join(out)


def mnemonic_safe(name: str) -> str:
    """A name for a button's or a menu entry's text: its "&" is drawn, not taken for the shortcut mark."""
    return name.replace("&", "&&")


def window_title(text: str) -> str:
    """A title for the window's title bar: without the bidi isolation marks, which some title bars and task
    bars draw as boxes (the names in it have lost their unpaired controls to `isolate` already)."""
    return text.replace(FSI, "").replace(PDI, "")
