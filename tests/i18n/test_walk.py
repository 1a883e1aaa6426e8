"""Walk the app in each language: the start page, the new-game dialog, settings, a mid-game table, the hand-off
cover, the end table and the rules. Every visible text (labels, buttons, group boxes, tooltips, accessible
names, window titles, menus, and every word the table draws) must be translated, and every one-line label
and button must be wide enough for its text. Each screen is painted as a screenshot; set $PONZI_I18N_SHOTS to a
folder to keep them there and look at them (a PNG of the window took a tenth of a second to write, for nobody).

What the table paints inside its pieces (card faces, tokens) is checked through `table.visible_texts()`,
which every piece keeps; whether those painted words fit is checked for the table's text labels
(`TextItem`, the boxes the table elides into), not for the words inside card faces.
"""

from __future__ import annotations

import os
import random
import re
from datetime import datetime
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QWidget,
)
from ts_files import LANGUAGES, forms, messages
from widget_checks import clipped, shown_text, table_texts, visible_widgets

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.kit.pieces import TextProbe
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.new_game_dialog import NewGameDialog
from ponzi_desktop.ui.rules_dialog import RulesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings_dialog import SettingsDialog

NAMES = ["Alice", "Bob", "Carol", "Dave"]
#: Words that may stay in Latin letters in Japanese and Chinese: names, the brand, glossary words kept in
#: English (PASS in zh_TW), keys and the fonts package named in a hint.
LATIN_OK = {*NAMES, "Ponzi", "Desktop", "PASS", "Esc", "Ctrl", "Tab", "Enter", "Del", "json", "Debian", "Ubuntu", "fonts",
            "noto", "cjk"}
#: English words that are not Spanish: one of them in a Spanish text means an untranslated piece.
ENGLISH_ONLY = {"the", "and", "of", "with", "your", "you", "is", "are", "to", "for", "from", "this", "that",
                "card", "cards", "tile", "tiles", "round", "rounds", "player", "players", "game", "wins", "pays",
                "takes", "offers", "funds", "passes", "bank", "deck", "luxury", "wheel", "interest", "due",
                "cash", "envelope", "start", "rules", "settings", "quit", "open", "save", "help", "view"}
WORD = re.compile(r"[^\W\d_]+")  # a whole word in any script ("veréis" is one word, not "ver" + "is")


def shots_dir() -> Path | None:
    """Where the screenshots are kept: $PONZI_I18N_SHOTS, or nowhere when it is not set."""
    if not os.environ.get("PONZI_I18N_SHOTS"):
        return None
    folder = Path(os.environ["PONZI_I18N_SHOTS"])
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# ---- what is English -----------------------------------------------------------------------------------
def _template(source: str) -> re.Pattern:
    text = re.escape(source.replace("&", ""))
    return re.compile(re.sub(r"%(?:\d|n)", ".+?", text.replace(r"\%", "%")) + r"\Z", re.DOTALL)


@cache  # a .ts file's ~1900 patterns: compiled once per language, not at every check
def english_templates(lang: str) -> tuple[tuple[str, re.Pattern], ...]:
    """The English source strings that have a translation of their own (the same text is allowed)."""
    out = []
    for m in messages(lang):
        if any(f.replace("&", "") != m.source.replace("&", "") for f in forms(m)) and re.search("[A-Za-z]{2}",
                                                                                              m.source):
            out.append((m.source, _template(m.source)))
    return tuple(out)


@cache
def any_template(templates: tuple[tuple[str, re.Pattern], ...]) -> re.Pattern:
    """One pattern that matches where any of `templates` does: the regex engine tries the ~1900 of them in C
    (a text matched none of them in most checks, after as many calls from Python)."""
    return re.compile("|".join(f"(?:{pattern.pattern})" for _, pattern in templates), re.DOTALL)


def english_in(text: str, lang: str, templates: tuple[tuple[str, re.Pattern], ...]) -> str | None:
    """Why `text` looks English in `lang` (None when it does not)."""
    plain = re.sub(r"<[^>]+>", "", shown_text(text)).strip()
    if not plain:
        return None
    if templates and any_template(templates).match(plain):
        source = next(source for source, pattern in templates if pattern.match(plain))
        return f"is the English {source!r}"
    if lang in ("ja", "zh_TW"):
        words = [w for w in WORD.findall(plain) if len(w) >= 3 and w.isascii() and w not in LATIN_OK]
        if words:
            return f"has Latin words {words}"
    else:
        words = [w for w in WORD.findall(plain) if w.lower() in ENGLISH_ONLY and w not in LATIN_OK]
        if words:
            return f"has English words {words}"
    return None


# ---- walking the widgets -----------------------------------------------------------------------------------
def texts_of(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for everything a person can read or hear in `root`'s visible widgets."""
    out = [("window title", root.windowTitle())]
    for w in visible_widgets(root):
        name = f"{type(w).__name__} {w.objectName() or ''}".strip()
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append((name, w.text()))
        if isinstance(w, QGroupBox):
            out.append((name + " title", w.title()))
        for kind, text in (("tooltip", w.toolTip()), ("accessible name", w.accessibleName())):
            if text:
                out.append((f"{name} {kind}", text))
    return [(where, text) for where, text in out if text]


def menu_texts(window: MainWindow) -> list[tuple[str, str]]:
    # through the window's own menus: QAction.menu() in PySide6 6.10 hands the menu's ownership to the
    # Python wrapper it returns, and the menu is deleted with it
    window.menus.make_entries()  # made after the first paint, else when asked for
    out = []
    for menu in (window.menus.menu_game, window.menus.menu_view, window.menus.menu_help):
        out.append(("menu", menu.title()))
        out += [("menu item", a.text()) for a in menu.actions() if a.text()]
    return out


def scene_labels_clipped(table) -> list[str]:
    """Every text the table draws that was cut (elided, or wrapped past its box) or drawn below 11 px."""
    return [f"table text {d.text!r}: " + ("cut to " + repr(d.shown) if d.cut else f"{d.px:.1f} px")
            for d in table_texts(table) if d.cut or d.px < 11.0]


def check(texts: list[tuple[str, str]], lang: str) -> list[str]:
    templates = english_templates(lang)
    bad = []
    for where, text in texts:
        if re.search(r"%(?:\d|n)", text):
            bad.append(f"{where}: a placeholder was not filled: {text!r}")
        why = english_in(text, lang, templates)
        if why:
            bad.append(f"{where}: {text!r} {why}")
    return bad


# ---- the app in one language ----------------------------------------------------------------------------
@pytest.fixture(params=LANGUAGES)
def lang(request):
    return request.param


@pytest.fixture
def window(qtbot, app_settings, lang, english_after):
    app_settings.animation_speed = "off"
    app_settings.bot_speed = "instant"
    win = MainWindow(app_settings, language=lang)
    assert i18n.current_language() == lang
    qtbot.addWidget(win)
    win.resize(1440, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def record_until(stop, players: int = 4, seed: int = 7, settings: dict | None = None) -> tuple[list[str], dict]:
    spec = game_spec("ponzi")
    settings = settings or {}
    state = spec.new_game(spec.settings_from(players, settings), seed)
    rng = random.Random(seed)
    texts: list[str] = []
    while not state.is_over and not stop(state, len(texts)):
        choices = state.legal_choices()
        c = choices[rng.randrange(len(choices))]
        action = c.action if c.param is None else c.with_value(rng.randint(c.lo, c.hi))
        state.apply(action)
        texts.append(action.to_text())
    return texts, settings


def session_with(tmp_path: Path, actions: list[str], settings: dict, seats: list[Seat], seed: int = 7) -> GameSession:
    spec = game_spec("ponzi")
    model = spec.settings_from(len(seats), settings)
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=seed, seats=seats,
                        actions=actions)
    session = GameSession(record, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    session.set_paused(True)
    return session


def show_dialog(qtbot, dialog: QWidget) -> None:
    """Show a dialog at the size it asks for. The offscreen screen is 800 x 800, and a window is not made
    larger than its screen; the app's smallest supported screen is 1024 wide, so no dialog may ask more."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    wanted = dialog.sizeHint()
    assert wanted.width() <= 1000, f"{type(dialog).__name__} asks for {wanted.width()} px"
    dialog.resize(wanted.expandedTo(dialog.size()))
    QApplication.processEvents()


def grab(widget: QWidget, folder: Path | None, name: str) -> None:
    """Paint `widget` as a screenshot (its painting code runs, as a person's screen would), kept in `folder`."""
    QApplication.processEvents()
    shot = widget.grab()
    if folder is not None:
        shot.save(str(folder / f"{name}.png"))


def test_start_page_and_menus(qtbot, window, lang):
    QApplication.processEvents()
    grab(window, shots_dir(), f"{lang}-1-start")
    bad = check(texts_of(window) + menu_texts(window), lang) + clipped(window)
    assert not bad, "\n".join(bad)


def test_the_new_game_dialog_as_it_opens_itself_cuts_no_hint(qtbot, window, app_settings, lang):
    """Sized by the dialog alone (a top-level window is first sized from size hints that guess a wrapped
    label's width, and capped at two thirds of the screen): every hint shows all its lines, with five seats."""
    dialog = NewGameDialog("ponzi", app_settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    while dialog.add_button.isEnabled():
        dialog.add_seat()
    qtbot.wait(20)
    assert not clipped(dialog), "\n".join(clipped(dialog))
    dialog.reject()


def test_new_game_and_settings_dialogs(qtbot, window, app_settings, lang):
    dialog = NewGameDialog("ponzi", app_settings, window)
    show_dialog(qtbot, dialog)
    grab(dialog, shots_dir(), f"{lang}-2-new-game")
    bad = check(texts_of(dialog), lang) + clipped(dialog)
    menus = [(f"seat kind {i}", row.kind.itemText(j)) for i, row in enumerate(dialog.rows)
             for j in range(row.kind.count())]
    bad += check(menus + [("start player", dialog.start_player.itemText(0))], lang)
    dialog.reject()
    settings = SettingsDialog(app_settings, window)
    show_dialog(qtbot, settings)
    grab(settings, shots_dir(), f"{lang}-2-settings")
    bad += check(texts_of(settings), lang) + clipped(settings)
    assert settings.language_value() == lang
    settings.reject()
    assert not bad, "\n".join(bad)


def test_mid_game_table(qtbot, window, lang, tmp_path):
    """Bots play on from a seeded position until the person at the screen must decide; then the table,
    the action panel and the log are walked."""
    settings = {"variant": "advanced"}
    actions, _ = record_until(lambda state, n: n >= 24 and state.current_player != 0, settings=settings)
    seats = [Seat(name=NAMES[0], kind="human")] + [Seat(name=n, kind="bot", level="random") for n in NAMES[1:]]
    session = session_with(tmp_path, actions, settings, seats)
    window.start_session(session)
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.my_turn() and session.bot_thinking is None, timeout=30_000)
    session.set_paused(True)
    assert session.action_count > len(actions)  # the bots did play
    table = window.game_page.table
    table.animator.snap()
    QApplication.processEvents()
    grab(window, shots_dir(), f"{lang}-3-table")
    texts = texts_of(window) + [("table", t) for t in table.visible_texts()]
    texts += [("log", t) for t in window.game_page.log_view.model.texts()]
    bad = check(texts, lang) + clipped(window) + scene_labels_clipped(table)
    assert not bad, "\n".join(bad)


def test_hand_off_cover(qtbot, window, lang, tmp_path):
    actions, _ = record_until(lambda state, n: n >= 6)
    seats = [Seat(name=n, kind="human") for n in NAMES]
    session = session_with(tmp_path, actions, {}, seats)
    window.start_session(session)
    qtbot.waitUntil(lambda: window.game_page.cover.isVisible(), timeout=5_000)
    grab(window, shots_dir(), f"{lang}-4-hand-off")
    bad = check(texts_of(window.game_page.cover), lang) + clipped(window.game_page.cover)
    assert not bad, "\n".join(bad)


def test_end_table(qtbot, window, lang, tmp_path):
    actions, _ = record_until(lambda state, n: False, seed=11)
    seats = [Seat(name=NAMES[0], kind="human")] + [Seat(name=n, kind="bot", level="random") for n in NAMES[1:]]
    session = session_with(tmp_path, actions, {}, seats, seed=11)
    assert session.is_over
    window.start_session(session)
    qtbot.waitUntil(lambda: window.game_page.end_table is not None and window.game_page.end_table.isVisible(),
                    timeout=5_000)
    QApplication.processEvents()
    grab(window, shots_dir(), f"{lang}-5-end")
    end = window.game_page.end_table
    texts = texts_of(end) + [("log", t) for t in window.game_page.log_view.model.texts()]
    bad = check(texts, lang) + clipped(end)
    assert not bad, "\n".join(bad)


def test_rules_in_the_language(qtbot, window, lang):
    dialog = RulesDialog("ponzi", window, i18n.current_language())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    grab(dialog, shots_dir(), f"{lang}-6-rules")
    assert not dialog.fallback and not dialog.missing
    assert len(dialog.headings()) >= 10
    bad = check(texts_of(dialog) + [("heading", h) for h in dialog.headings()], lang)
    # the text itself: in Japanese and Chinese no English sentence; in Spanish no English function words
    for line in dialog.browser.toPlainText().splitlines():
        why = english_in(line, lang, ())
        if why:
            bad.append(f"rules text {line[:60]!r}: {why}")
    assert not bad, "\n".join(bad)


def test_language_changes_at_once_in_a_game(qtbot, window, app_settings, lang, tmp_path):
    """Settings → Language switches a game in progress without a restart, and back."""
    actions, _ = record_until(lambda state, n: n >= 10)
    seats = [Seat(name=NAMES[0], kind="human")] + [Seat(name=n, kind="bot", level="random") for n in NAMES[1:]]
    session = session_with(tmp_path, actions, {}, seats)
    window.start_session(session)
    before = window.game_page
    app_settings.language = "en"
    assert i18n.current_language() == "en"
    assert window.game_page is not before and window.game_page.session is session
    assert window.menus.menu_game.title() == "&Game"
    assert "Round" in window.game_page.table.panel.title.text() or window.game_page.table.panel.title.text()
    app_settings.language = lang
    assert i18n.current_language() == lang
    QApplication.processEvents()
    bad = check(texts_of(window) + menu_texts(window), lang)
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("can_counter", [True, False])
def test_envelope_dialogs(qtbot, window, lang, can_counter):
    """The trading envelope, both sides: the offer, and the answer (with and without the means to counter)."""
    from ponzi_desktop.ui.ponzi.envelope import AnswerDialog, OfferDialog

    bad = []
    for industry in ("real_estate", "transportation"):  # the longest industry names
        offer = OfferDialog(1, NAMES[1], industry, 0, 57, window)
        answer = AnswerDialog(NAMES[2], industry, 23, can_counter, 40 if can_counter else 12, window)
        for dialog, name in ((offer, "offer"), (answer, "answer")):
            show_dialog(qtbot, dialog)
            if industry == "real_estate":
                grab(dialog, shots_dir(), f"{lang}-3-{name}{'' if can_counter else '-must-sell'}")
            painted = [(f"{name} envelope", t) for t in dialog.picture.visible_texts()]
            bad += check(texts_of(dialog) + painted, lang) + clipped(dialog)
            with TextProbe() as probe:  # the words painted on the envelope and the answer buttons
                dialog.grab()
            bad += [f"{name}: painted {t.text!r} cut or small ({t.px:.0f} px)" for t in probe.drawn
                    if t.cut or t.px < 11]
            bad += [f"{name}: wrapped {w.text()!r} needs {w.heightForWidth(w.width())} px, has {w.height()}"
                    for w in visible_widgets(dialog) if isinstance(w, QLabel) and w.wordWrap()
                    and w.height() < w.heightForWidth(w.width())]
            dialog.reject()
    assert not bad, "\n".join(bad)


def test_saved_games(qtbot, window, app_settings, lang):
    """The saved games on the start page and in Game → Open (a game in progress, a finished one, the autosave
    and a damaged file), and the name asked by Save As. A damaged file's technical reason stays English by
    design (it is the detail for a bug report), so it is left out of the language check."""
    from ponzi_desktop.persistence import replay, write_save
    from ponzi_desktop.persistence.library import clean_name
    from ponzi_desktop.ui.save_names import made_up_name
    from ponzi_desktop.ui.save_questions import SaveNameDialog
    from ponzi_desktop.ui.saved_games import library
    from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
    from ponzi_desktop.ui.settings import autosave_dir, saves_dir

    seats = [Seat(name=NAMES[0], kind="human")] + [Seat(name=n, kind="bot", level="hard") for n in NAMES[1:]]
    spec = game_spec("ponzi")
    for number, (stop, seed) in enumerate(((lambda state, n: n >= 20, 7), (lambda state, n: False, 11))):
        actions, _ = record_until(stop, seed=seed)
        record = GameRecord(game="ponzi", settings=spec.settings_from(4, {}).model_dump(mode="json"), seed=seed,
                            seats=seats, actions=actions)
        name = made_up_name("ponzi", datetime(2026, 12, 1 + number, 6, 58))
        write_save(saves_dir() / f"{clean_name(name)}.json", record, replay(record), name)
    (saves_dir() / f"{NAMES[3]}.json").write_text('{"format": 1, "game": "ponzi"', encoding="utf-8")
    actions, _ = record_until(lambda state, n: n >= 8)
    session = GameSession(GameRecord(game="ponzi", settings=spec.settings_from(4, {}).model_dump(mode="json"), seed=7,
                                     seats=seats, actions=actions), autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    window.go_home()  # leaves the autosave, with its picture
    window._refresh_start_page()
    QApplication.processEvents()
    folder = shots_dir()
    grab(window, folder, f"{lang}-7-start-saves")
    reasons = {str(s.problem) for s in library().summaries() if not s.ok}
    page = window.start_page
    assert page.recent.shown()
    bad = check(texts_of(window) + [("saved game", t) for t in page.recent.visible_texts()], lang) + clipped(window)

    dialog = SavedGamesDialog(window)
    show_dialog(qtbot, dialog)
    assert len(dialog.view.model_.summaries()) == 4
    for row in range(4):
        dialog.view.setCurrentIndex(dialog.view.model_.index(row))
        QApplication.processEvents()
        grab(dialog, folder, f"{lang}-7-saved-games-{row}")
        # a name cut short to fit ("Alic…") is checked whole
        names = {w.text(): w.full for w in dialog.findChildren(QLabel) if hasattr(w, "full")}
        texts = [(where, names.get(t, t)) for where, t in texts_of(dialog) if t not in reasons]
        bad += check(texts + [("saved game", t) for t in dialog.visible_texts() if t not in reasons], lang)
        bad += clipped(dialog)
    dialog.reject()
    name = SaveNameDialog(library(), NAMES[0], None, renaming=False, parent=window)
    show_dialog(qtbot, name)
    grab(name, folder, f"{lang}-7-save-as")
    bad += check(texts_of(name), lang) + clipped(name)
    name.reject()
    assert not bad, "\n".join(bad)
