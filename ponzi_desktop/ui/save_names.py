"""The names the app makes up for saves ("<game> – <date and time>"), and how a save's name is shown: a made-up
one again in today's language and date format, wherever it appears (the start page's cards, the saved-games
dialog, the replay's title, Save's proposal); a typed one as typed. `is_made_up` tells them apart."""

from __future__ import annotations

import functools
import re
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from ponzi_desktop.persistence import SaveSummary
from ponzi_desktop.ui import games, i18n
from ponzi_desktop.ui.formatting import locale

#: The words of a name the app makes up for a save (context "SavedGames"), and their disambiguation.
MADE_UP = ("%1 – %2", "a new save's name: the game, the date and time")


def made_up_name(game: str, when: datetime | None = None) -> str:
    """The name a save gets until someone gives it one: the game and the date and time, as the user's language
    writes them ("<game> – 12/1/26 6:58 AM"), short enough to be shown whole. The players are not in
    it: the lists show them beside the name. Its file gets a safe name of its own (`library.clean_name`).
    Wherever it is shown later it is written again in that day's language (`shown_name`)."""
    moment = QDateTime.currentDateTime() if when is None else \
        QDateTime.fromMSecsSinceEpoch(round(when.timestamp() * 1000)).toLocalTime()
    stamp = locale().toString(moment, QLocale.FormatType.ShortFormat)
    name = QCoreApplication.translate("SavedGames", "%1 – %2", "a new save's name: the game, the date and time") \
        .replace("%1", games.title(game)).replace("%2", stamp)
    return " ".join(name.split())[:60]  # persistence's MAX_NAME; one line


@functools.lru_cache(maxsize=512)
def made_up_moment(game: str, name: str) -> tuple[datetime, str] | None:
    """When a name the app made up for a save of `game` (`made_up_name`, in any of the app's languages, its date
    and time as that language wrote them) says the save was made, and the number a second save of that name got
    (" (2)"); None for a name someone typed (the name is kept as it was given: this is how it is known)."""
    match = re.fullmatch(r"(.+?)( \(\d+\))?", name)
    try:
        title = games.game_ui(game).title
    except KeyError:
        return None
    if match is None:
        return None
    base, number = match.group(1), match.group(2) or ""
    titles = i18n.by_language(games.CONTEXT, title)
    for lang, template in i18n.by_language("SavedGames", *MADE_UP).items():
        if template.count("%1") != 1 or template.count("%2") != 1:
            continue
        words = re.escape(" ".join(template.replace("%1", "GAMENAME").replace("%2", "DATETIME").split()))
        for game_words in {titles.get(lang, title), title}:
            pattern = words.replace("GAMENAME", re.escape(" ".join(game_words.split()))).replace("DATETIME", "(.+)")
            found = re.fullmatch(pattern, base)
            if found is None:
                continue
            for written in i18n.locales_of(lang):
                moment = written.toDateTime(found.group(1), " ".join(written.dateTimeFormat(
                    QLocale.FormatType.ShortFormat).split()))
                if moment.isValid():
                    if moment.date().year() < 1970:  # a year of two digits is read as 19xx
                        moment = moment.addYears(100)
                    return moment.toPython(), number
    return None


#: A name made up before saves had names of their own (format 1): the game, the players, the time with a dot
#: ("<game> – Ann, Bob – 2025-05-12 14.32"), perhaps numbered (" (2)").
_OLD_MADE_UP = re.compile(r"[^–]+ – (?:.+ – )?(\d{4})-(\d\d)-(\d\d) (\d\d)\.(\d\d)( \(\d+\))?")


def shown_name(summary: SaveSummary) -> str:
    """A save's name as the lists show it: its own, or its file's. A file named by the program before saves
    had names of their own is shown with the name the program makes up now (the time as the language writes
    it, the players left to the list); a name someone typed is always shown as typed."""
    if summary.title and not summary.autosave and summary.game:  # a name of its own: made up by the app, or typed
        made = made_up_moment(summary.game, summary.name)
        return summary.name if made is None else made_up_name(summary.game, made[0]) + made[1]
    match = None if summary.title or summary.autosave or not summary.ok else _OLD_MADE_UP.fullmatch(summary.name)
    if match is None:
        return summary.name
    try:
        when = datetime(*(int(part) for part in match.groups()[:5]))
    except ValueError:
        return summary.name
    return made_up_name(summary.game, when) + (match.group(6) or "")


def is_made_up(summary: SaveSummary) -> bool:
    """Whether a save's name is one the app made up (`made_up_name`, or the older kind with the players), not one
    someone typed: Save gives a made-up name the time of its latest save, and keeps a typed one."""
    if summary.title and not summary.autosave and summary.game:
        return made_up_moment(summary.game, summary.name) is not None
    return shown_name(summary) != summary.name
