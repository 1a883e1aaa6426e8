"""The app's language: finding or building the compiled translations, installing them with Qt's own, and CJK fonts.

English is the source language; its file (`en.qm`) holds only the plural forms ("%n card(s)" becomes "1 card"
or "2 cards"), as Qt recommends, and is installed under every language, so a message not yet translated still
reads as English. The compiled translation of each language (`<lang>.qm`, en included) comes from, in this
order:

1. a checkout or an editable install: `i18n/<lang>.ts` beside the package is compiled with `pyside6-lrelease`
   into a per-user cache folder (again only when the `.ts` changed), so a translator's edit shows at the
   next start without a build step; a `.qm` lrelease left beside the `.ts` is used when it is newer;
2. an installed copy: `ponzi_desktop/resources/i18n/<lang>.qm`, built by setup.py's build_py step;
3. a frozen (PyInstaller) build: `resources/i18n/<lang>.qm` inside the bundle (packaging/build.py).

`install(lang)` swaps the translators (the app's and Qt's `qtbase_<lang>` for standard dialogs), makes the
language's locale the default QLocale (numbers and money, see `ui/formatting.py`) and picks fonts that draw
Japanese or Traditional Chinese with their own glyph shapes. Installing a translator makes Qt send every
widget a LanguageChange event; the main window rebuilds its pages on it.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import sys
import zlib
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from ponzi_desktop.paths import is_frozen, resources_dir

#: Every language of the app, named in itself (a menu of languages is read by people who may not read the
#: current one), in the order the settings list them.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語", "es": "Español", "zh_TW": "繁體中文"}
SOURCE_LANGUAGE = "en"

#: Writing systems a language needs a font for, and the families that draw it with the right glyph shapes
#: (Han characters differ between Japanese and Traditional Chinese), best first: sans, then serif.
_CJK = {
    "ja": (QFontDatabase.WritingSystem.Japanese,
           ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Yu Gothic UI", "Meiryo", "Hiragino Sans",
            "IPAexGothic", "TakaoPGothic"),
           ("Noto Serif CJK JP", "Noto Serif JP", "Source Han Serif JP", "Yu Mincho", "Hiragino Mincho ProN",
            "IPAexMincho")),
    "zh_TW": (QFontDatabase.WritingSystem.TraditionalChinese,
              ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Microsoft JhengHei UI",
               "Microsoft JhengHei", "PingFang TC", "AR PL UMing TW"),
              ("Noto Serif CJK TC", "Noto Serif TC", "Source Han Serif TC", "PMingLiU", "AR PL UMing TW")),
}
#: The serif families the app asks for by name (start page, dialogs, end table): CJK glyphs are found
#: through substitutions on them, since a widget with its own families does not use the app font's.
_SERIF_FAMILIES = ("Georgia", "DejaVu Serif", "Noto Serif", "serif", "Serif")

_PACKAGE_DIR = Path(__file__).resolve().parent.parent
_state: dict = {"language": SOURCE_LANGUAGE, "translators": [], "base_font": None}


# ---- which language --------------------------------------------------------------------------------------
def normalise(code: str | None) -> str | None:
    """The app's code for a language tag ("ja_JP", "es-MX", "zh-Hant-HK", "en_GB" ...), None if unsupported.

    Any Chinese becomes zh_TW, the only Chinese translation: Simplified readers read it far better than English.
    """
    if not code:
        return None
    tag = code.replace("-", "_")
    if tag in LANGUAGES:
        return tag
    lang = tag.split("_")[0].lower()
    if lang == "zh":
        return "zh_TW"
    return lang if lang in LANGUAGES else None


def system_language() -> str:
    """The first of the system's preferred UI languages the app speaks; English otherwise."""
    system = QLocale.system()
    for tag in [*system.uiLanguages(), system.name()]:
        found = normalise(tag)
        if found is not None:
            return found
    return SOURCE_LANGUAGE


def current_language() -> str:
    """The language installed now (English until `install` is called)."""
    return _state["language"]


# ---- finding the compiled translations ----------------------------------------------------------------
def source_dir() -> Path | None:
    """The `i18n/` folder of a checkout or an editable install, when it holds translation sources."""
    folder = _PACKAGE_DIR.parent / "i18n"
    return folder if not is_frozen() and any(folder.glob("*.ts")) else None


def cache_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return (Path(base) if base else Path.home() / ".cache" / "ponzi-desktop") / "i18n"


def lrelease_command() -> list[str] | None:
    """How to run Qt's lrelease: the `pyside6-lrelease` wrapper, or the binary inside the PySide6 package."""
    wrapper = shutil.which("pyside6-lrelease")
    if wrapper:
        return [wrapper]
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lrelease", folder / "lrelease.exe", folder / "Qt" / "libexec" / "lrelease"):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate)]
    return None


#: Numbers the partial files of one process's compiles (threads may compile at once).
_partials = itertools.count()


def compile_ts(ts: Path, qm: Path) -> bool:
    """Compile one `.ts` into `qm` with lrelease; False (and no file) when that is not possible."""
    import subprocess  # start-up: only a changed translation source is compiled, 10 ms the first paint never needs

    command = lrelease_command()
    if command is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    # its own partial file: copies of the app started together (the test workers on a fresh checkout) each
    # compile the same language; with one shared name, one moved it into place while another wrote it, and the
    # other found no file and went without that language for the rest of its run
    partial = qm.with_name(f"{qm.name}.{os.getpid()}-{next(_partials)}.part")
    try:
        done = subprocess.run([*command, "-silent", str(ts), "-qm", str(partial)], capture_output=True,
                              timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return False
    if done.returncode != 0 or not partial.is_file():
        partial.unlink(missing_ok=True)
        return False
    partial.replace(qm)  # atomically: another copy of the app may be reading the cache
    return True


def _cached_build(ts: Path) -> Path | None:
    """The `.qm` of a checkout's `.ts`, compiled into the cache once per content of the `.ts`."""
    beside = ts.with_suffix(".qm")
    if beside.is_file() and beside.stat().st_mtime >= ts.stat().st_mtime:
        return beside
    # its size and CRC-32 name a content well enough here, and zlib is loaded already (hashlib would load
    # OpenSSL at every start of a checkout, 3 ms)
    content = ts.read_bytes()
    digest = f"{len(content):x}{zlib.crc32(content):08x}"
    qm = cache_dir() / f"{ts.stem}-{digest}.qm"
    if qm.is_file():
        return qm
    if not compile_ts(ts, qm):
        return None
    for old in qm.parent.glob(f"{ts.stem}-*.qm"):  # earlier builds of this language
        if old != qm:
            old.unlink(missing_ok=True)
    return qm


def _installed_folders() -> list[Path]:
    """Where an installed or frozen copy keeps its translations."""
    folders = []
    with contextlib.suppress(FileNotFoundError):
        folders.append(resources_dir() / "i18n")
    if is_frozen():
        folders.append(Path(sys._MEIPASS) / "i18n")  # type: ignore[attr-defined]
    return folders


def qm_file(lang: str) -> Path | None:
    """The compiled translation of `lang`, building it from a `.ts` if that is what there is; None if none."""
    sources = source_dir()
    if sources is not None and (sources / f"{lang}.ts").is_file():
        built = _cached_build(sources / f"{lang}.ts")
        if built is not None:
            return built
    for folder in _installed_folders():
        if (folder / f"{lang}.qm").is_file():
            return folder / f"{lang}.qm"
        if (folder / f"{lang}.ts").is_file():  # a wheel built without lrelease ships the source
            built = _cached_build(folder / f"{lang}.ts")
            if built is not None:
                return built
    return None


def available_languages() -> list[str]:
    """The languages this copy can show: English and every language it has a translation file for."""
    folders = [f for f in [source_dir(), *_installed_folders()] if f is not None]
    return [lang for lang in LANGUAGES if lang == SOURCE_LANGUAGE or any(
        (folder / f"{lang}{suffix}").is_file() for folder in folders for suffix in (".qm", ".ts"))]


# ---- fonts -------------------------------------------------------------------------------------------
def font_missing(lang: str) -> bool:
    """Whether `lang` needs a writing system no installed font supports (its text would be empty boxes)."""
    need = _CJK.get(lang)
    return need is not None and not QFontDatabase.families(need[0])


def _first_family(candidates: tuple[str, ...], system: QFontDatabase.WritingSystem) -> str | None:
    installed = set(QFontDatabase.families(system))
    return next((name for name in candidates if name in installed), None)


def _apply_fonts(lang: str) -> None:
    """CJK families behind the app's fonts for ja and zh_TW (their own glyph shapes); none for the others."""
    app = QGuiApplication.instance()
    if app is None:
        return
    if _state["base_font"] is None:
        _state["base_font"] = QFont(QGuiApplication.font())
    base: QFont = _state["base_font"]
    for family in _SERIF_FAMILIES:
        QFont.removeSubstitutions(family)
    need = _CJK.get(lang)
    font = QFont(base)
    if need is not None and not font_missing(lang):
        system, sans_names, serif_names = need
        sans = _first_family(sans_names, system)
        serif = _first_family(serif_names, system) or sans
        font.setFamilies([*base.families(), *([sans] if sans else [])])
        if serif:
            for family in _SERIF_FAMILIES:
                QFont.insertSubstitution(family, serif)
    if QGuiApplication.font() != font:
        QGuiApplication.setFont(font)
        sheet = app.styleSheet() if hasattr(app, "styleSheet") else ""
        if sheet and any(w.isVisible() for w in app.topLevelWidgets()):
            # under a style sheet the widgets already shown keep the font they had (a live switch to Japanese
            # left the menu bar's "(G)" and the pages' Latin text in the old families): the sheet applied
            # again makes every widget take the app's font anew. Only while a window is shown (a live switch):
            # before the first window, or after the last has closed, there is nothing shown to refresh, and the
            # sheet applied again costs some 20 ms (the tests install languages hundreds of times)
            app.setStyleSheet(sheet)


# ---- installing ----------------------------------------------------------------------------------------
def install(lang: str) -> str:
    """Make `lang` the app's language (translators, locale, fonts); returns the language now in effect.

    An unknown code, or a language without a translation file, leaves the app in English. The English plurals
    are installed first (asked last) whatever the language.
    """
    app = QCoreApplication.instance()
    lang = normalise(lang) or SOURCE_LANGUAGE
    translators: list[QTranslator] = []
    if app is not None:
        english = _translator(app, SOURCE_LANGUAGE)
        if english is not None:
            translators.append(english)
        if lang != SOURCE_LANGUAGE:
            own = _translator(app, lang)
            if own is None:
                lang = SOURCE_LANGUAGE
            else:
                qt = QtOwnWords(app)
                if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                    translators.append(qt)
                translators.append(own)  # installed last: asked first
    if app is not None:
        for old in _state["translators"]:
            app.removeTranslator(old)
        for translator in translators:
            app.installTranslator(translator)
    _state["translators"] = translators
    _state["language"] = lang
    QLocale.setDefault(_locale_for(lang))
    _apply_fonts(lang)
    return lang


class QtOwnWords(QTranslator):
    """Qt's own translation of its standard words (dialog buttons, a text field's menu), but for the names of the
    keys in a shortcut: those stay as the keys print them, "Ctrl+Shift+S", in every language. Qt's Spanish wrote
    "Control+Mayúsculas+S" in the menus while its Japanese and Chinese keep "Ctrl+Shift+S" (a review found the
    menus of one language long and unlike the others'), and the app's own tooltips write "(Ctrl+Z)" in every
    language: one form everywhere, the short one on the keys."""

    def translate(self, context, source, disambiguation=None, n=-1) -> str | None:  # noqa: N802 - Qt override
        if context == "QShortcut":  # the key names of QKeySequence's text: as in English
            return source
        # None where Qt has no word of its own: an empty text would count as a translation, and a word the app's
        # translation leaves as in English ("Normal") came out empty instead of falling through to the source
        return super().translate(context, source, disambiguation, n) or None


def _translator(app: QCoreApplication, lang: str) -> QTranslator | None:
    """The app's own translator for `lang`, None when it has no file or the file does not load."""
    path = qm_file(lang)
    translator = QTranslator(app)
    return translator if path is not None and translator.load(str(path)) else None


def in_every_language(context: str, source: str, disambiguation: str | None = None) -> frozenset[str]:
    """`source` and its translation in every language the app has (a default name typed in none of them is
    still recognised after the language changed: "Jugador 1" is a default in Japanese too)."""
    return frozenset(by_language(context, source, disambiguation).values())


def by_language(context: str, source: str, disambiguation: str | None = None) -> dict[str, str]:
    """`source` in every language the app has, by language (English: `source` itself)."""
    key = (context, source, disambiguation)
    if key not in _every:
        app = QCoreApplication.instance()
        texts = {SOURCE_LANGUAGE: source}
        for lang in available_languages():
            translator = _translator(app, lang) if app is not None and lang != SOURCE_LANGUAGE else None
            if translator is not None and (text := translator.translate(context, source, disambiguation)):
                texts[lang] = text
        _every[key] = texts
    return _every[key]


_every: dict[tuple[str, str, str | None], dict[str, str]] = {}


def locales_of(lang: str) -> list[QLocale]:
    """The locales the app may have written `lang`'s dates in: the system's own when it speaks `lang`, and the
    language's main one."""
    own, main = _locale_for(lang), QLocale("en_US" if lang == SOURCE_LANGUAGE else lang)
    return [own] if own.name() == main.name() else [own, main]

#: The default names the app gives seats (context "NewGameDialog"), by kind.
DEFAULT_NAMES = ("Bot %1", "Player %1")


def default_name_number(name: str) -> tuple[str, int] | None:
    """The kind ("Bot %1", "Player %1") and number of a default name the app gave in any of its languages
    ("Player 1", "ボット2", "Jugador 1", and as shown with a no-break space: "Bot\u00a02"); None for a name
    someone typed."""
    folded = name.replace(NO_BREAK, " ").strip().casefold()
    for source in DEFAULT_NAMES:
        for template in in_every_language("NewGameDialog", source):
            head, _, tail = template.casefold().partition("%1")
            if len(folded) <= len(head) + len(tail) or not (folded.startswith(head) and folded.endswith(tail)):
                continue
            number = folded[len(head):len(folded) - len(tail)]
            if number.isascii() and number.isdigit() and 1 <= int(number) < 100:
                return source, int(number)
    return None


#: Inside a default name as shown: "Bot 2" is never broken between its word and its number ("turno de Bot / 2").
NO_BREAK = "\u00a0"


def todays_name(name: str) -> str:
    """A seat's name as the app shows it today: a default name the app gave in any of its languages ("Player 1",
    "ボット2", "Jugador 1") in today's language, the same kind and number, its space a no-break one; a name
    someone typed as it is."""
    default = default_name_number(name)
    if default is None:
        return name
    source, number = default
    return QCoreApplication.translate("NewGameDialog", source).replace("%1", str(number)).replace(" ", NO_BREAK)


def _locale_for(lang: str) -> QLocale:
    """The system's own locale when it speaks `lang` (es_MX keeps "$23"), else the language's main one."""
    system = QLocale.system()
    if normalise(system.name()) == lang and system.language() != QLocale.Language.C:
        return system
    return QLocale("en_US" if lang == SOURCE_LANGUAGE else lang)
