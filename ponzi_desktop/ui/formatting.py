"""Numbers and game money for people, in the locale of the app's language: one place for the table and the log.

The app's language sets the default QLocale (`ui/i18n.py`), so "$23" in English and Japanese, "23 $" in
Spanish (Spain) and "$23" for a Mexican Spanish system all come from here. The game's money is dollars in
every edition, so the symbol stays "$"; only where it goes and how digits are grouped follow the locale.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale


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


def plural(text: str, n: int) -> str:
    """A `%n` text as English shows it without a translation file: "%n action(s)" said by `n` ("1 action",
    "3 actions"). Translations have their own plural forms and no "(s)", so they pass through unchanged."""
    return text.replace("(s)", "" if n == 1 else "s")


def separated_list(items: Iterable[str]) -> str:
    """"a, b and c" in the locale's words."""
    return locale().createSeparatedList(list(items))


def money_list(values: Iterable[int]) -> str:
    return separated_list(money(v) for v in values)
