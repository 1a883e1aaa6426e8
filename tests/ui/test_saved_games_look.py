"""The saved games as the play-tester read them at 1280x720, in English and Japanese: a first save's name is
short and says the time as the language writes it, names wrap instead of being cut (and are cut only between
words when two lines cannot hold them), the players are listed with the language's own separators."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime, QLocale, QPoint, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from widget_checks import clipped

from ponzi_desktop.persistence import GameRecord, replay, write_save
from ponzi_desktop.persistence.library import clean_name
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import games, i18n, save_pictures
from ponzi_desktop.ui.formatting import isolate, locale
from ponzi_desktop.ui.kit.dialogs import TableDialog
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.save_entry import entry_texts, tooltip, wrapped_lines
from ponzi_desktop.ui.save_names import made_up_name
from ponzi_desktop.ui.save_pictures import DRAWN, THUMBNAIL, AutosavePicture, thumbnail_png
from ponzi_desktop.ui.save_questions import DeleteQuestion, SaveNameDialog
from ponzi_desktop.ui.saved_games import library
from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir, saves_dir

WHEN = datetime(2026, 12, 1, 6, 58)
#: The longest name people are likely to type, and a name of the most characters a save may have.
TYPED = "Friday night with the whole family at Grandma's"
LONGEST = "Sunday afternoon rematch of the great winter tournament 2026"


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def record(names: list[str], actions: int = 20, seed: int = 7, human: bool = True) -> GameRecord:
    return random_record(names, actions, seed, humans=(0,) if human else ())


def save(name: str, names: list[str], seed: int = 7) -> Path:
    rec = record(names, seed=seed)
    path = library().unique_path(name)
    write_save(path, rec, replay(rec), name)
    return path


def default_names() -> list[str]:
    from ponzi_desktop.ui.new_game_dialog import default_name

    return [default_name("human", 1)] + [default_name("bot", n) for n in range(1, 5)]


def open_window(qtbot, app_settings, lang: str) -> MainWindow:
    app_settings.animation_speed = "off"
    window = MainWindow(app_settings, language=lang)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


# ---- the name of a first save ---------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_a_made_up_name_is_the_game_and_the_time_as_the_language_writes_them(qapp, english_after, lang):
    i18n.install(lang)
    name = made_up_name("ponzi", WHEN)
    moment = QDateTime.fromMSecsSinceEpoch(round(WHEN.timestamp() * 1000)).toLocalTime()
    stamp = " ".join(locale().toString(moment, QLocale.FormatType.ShortFormat).split())
    assert name.startswith(games.title("ponzi")) and name.endswith(stamp)
    assert locale().toString(moment.time(), QLocale.FormatType.ShortFormat).split()[0] in name  # "6:58"
    assert "06.58" not in name and "2026-12-01" not in name
    assert len(name) <= 40  # the game and the time: no players to grow it
    assert clean_name(name) != name or ":" not in name  # its file is named safely, apart from it


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_save_as_offers_a_name_shown_whole(qtbot, app_settings, english_after, monkeypatch, lang):
    """The play-tester's game: five seats with the default names, the first save of it."""
    window = open_window(qtbot, app_settings, lang)
    session = GameSession(record(default_names()), autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    seen = []

    def look(dialog: SaveNameDialog):
        dialog.show()
        QApplication.processEvents()
        edit = dialog.edit
        room = edit.width() - 2 * 8 - 4  # the style sheet's padding and border
        seen.append((edit.text(), edit.fontMetrics().horizontalAdvance(edit.text()), room))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(SaveNameDialog, "exec", look)
    window.saves.save_as()
    text, need, room = seen[0]
    assert text == library().unique_name(made_up_name("ponzi")) or text.startswith(games.title("ponzi"))
    assert need <= room, f"{text!r} needs {need} px, has {room}"
    for name in default_names():
        assert name not in text  # the players are shown in the lists, not squeezed into the name
    window.close_session()


def test_save_keeps_its_name_and_says_it(qtbot, window):
    session = GameSession(record(["Ann", "Bob", "Cy"]), autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    window.saves.save()
    [path] = saves_dir().glob("*.json")
    name = library().summary(path).name
    assert ":" in name and ":" not in path.name  # "6:58 AM" for people, "6-58 AM" on disk
    assert window.notices.text() == f"Saved as “{isolate(name)}”"
    window.saves.save()
    assert list(saves_dir().glob("*.json")) == [path] and library().summary(path).name == name


# ---- names in the lists -----------------------------------------------------------------------------------------
def test_a_name_is_broken_between_words_and_cut_only_after_a_whole_word():
    font = QFont()
    font.setPixelSize(14)
    width = QFontMetricsF(font).horizontalAdvance("Friday night with the")
    lines = wrapped_lines("Friday night with the whole family at Grandma's house, again and again", font, width)
    assert len(lines) == 2 and lines[0] == "Friday night with the" and lines[1].endswith("…")
    words = ["Friday", "night", "with", "the", "whole", "family", "at", "Grandma's", "house,", "again", "and", "again"]
    assert all(word in words for word in lines[1].removesuffix("…").split())
    assert wrapped_lines("Short", font, width) == ["Short"]
    assert wrapped_lines("", font, width) == []
    one = wrapped_lines("Supercalifragilisticexpialidocious" * 3, font, width)  # no word boundary at all
    assert len(one) == 2 and one[1].endswith("…")
    japanese = wrapped_lines("金曜日の夜、おばあちゃんの家で家族みんなと遊んだゲーム", font, width, 1)
    assert japanese[0].endswith("…") and QFontMetricsF(font).horizontalAdvance(japanese[0]) <= width


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_names_wrap_in_the_lists_and_the_details_rather_than_being_cut(qtbot, app_settings, english_after, lang):
    window = open_window(qtbot, app_settings, lang)
    typed = TYPED if lang == "en" else "金曜日の夜、おばあちゃんの家で家族みんなと遊んだゲーム"
    names = [made_up_name("ponzi", WHEN), typed, LONGEST]
    for seed, name in enumerate(names):
        save(name, default_names() if seed == 0 else ["Ann", "Bob", "Cy", "Dee"], seed=seed + 3)
    window._refresh_start_page()
    QApplication.processEvents()
    recent = window.start_page.recent
    assert len(recent.shown()) == 3  # as many as before names took two lines
    shown_names = [n for n in names if n in [s.name for s in recent.shown()]]
    assert not [t for t in recent.cut_texts() if t in shown_names and t != LONGEST]

    dialog = SavedGamesDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    cut = dialog.view.cut_texts()
    assert names[0] not in cut and typed not in cut
    for row, summary in enumerate(dialog.view.model_.summaries()):
        dialog.view.setCurrentIndex(dialog.view.model_.index(row))
        QApplication.processEvents()
        assert summary.name in tooltip(summary).replace("&#x27;", "'")  # the whole name, always
        label = dialog.details.name
        assert label.isVisible() and label.text() == summary.name and label.wordWrap()
        assert not clipped(dialog), clipped(dialog)
        bottom = dialog.details.picture.geometry().bottom()
        assert dialog.details.scroll.geometry().top() > bottom  # nothing squeezed under the picture
    dialog.reject()


def test_the_players_are_listed_in_the_languages_own_words(qtbot, english_after):
    path = save(made_up_name("ponzi", WHEN), ["Ann", "Bob", "Cy", "Dee"])
    i18n.install("ja")
    summary = library().summary(path)
    texts = entry_texts(summary)
    assert texts.players == "、".join(isolate(name) for name in ["Ann", "Bob", "Cy", "Dee"])
    assert "," not in texts.name


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_name_made_up_before_saves_had_names_is_shown_as_one_made_up_now(qtbot, english_after, lang):
    """The play-tester's saves from before: named by their files, the time with a dot."""
    i18n.install(lang)
    old = "Ponzi Scheme – Player 1, Bot 1, Bot 2, B… – 2026-12-01 06.58"
    path = saves_dir() / f"{old}.json"
    rec = record(["Ann", "Bob", "Cy"])
    write_save(path, rec, replay(rec))  # no name of its own, as format 1 had none
    again = saves_dir() / f"{old} (2).json"
    write_save(again, rec, replay(rec))
    typed = saves_dir() / "Our game – 2026-12-01 06.58 – notes.json"  # not a name the program made
    write_save(typed, rec, replay(rec))
    names = {s.path: entry_texts(s).name for s in library().summaries()}
    assert names[path] == made_up_name("ponzi", WHEN) and "06.58" not in names[path]
    assert names[again] == made_up_name("ponzi", WHEN) + " (2)"
    assert names[typed] == "Our game – 2026-12-01 06.58 – notes"


# ---- the autosave's picture -------------------------------------------------------------------------------------
def autosave_picture(window: MainWindow) -> AutosavePicture:
    return window.game_page.findChild(AutosavePicture)


def test_the_autosave_gets_a_public_picture_now_and_then_never_per_action(qtbot, window):
    session = GameSession(record(["Ann", "Bob", "Cy"], actions=0, human=False), autosave_dir=autosave_dir(),
                          bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    keeper = autosave_picture(window)
    png = session.autosave_file.with_suffix(".png")
    assert keeper is not None and not png.exists()  # nothing drawn as the game starts
    keeper._timer.setInterval(150)
    keeper._timer.start()
    actions = []
    session.state_changed.connect(lambda: actions.append(session.action_count))
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.action_count >= 40 or session.is_over, timeout=20_000)
    session.set_paused(True)
    qtbot.waitUntil(lambda: png.exists(), timeout=5_000)
    assert keeper.count < len(actions)  # one picture for many actions
    assert keeper.last_ms is not None  # how long a picture takes (benchmarks/autosave_picture.py says more)
    # what a spectator sees, nothing of a player's own: the picture is the public table's
    keeper._changed = True
    assert keeper.flush() and png.read_bytes() == thumbnail_png(window.game_page.table.public_picture(cover=DRAWN))
    assert not keeper.flush()  # nothing changed since: nothing drawn
    session.set_paused(True)


def test_the_list_opened_during_a_game_shows_the_autosave_with_its_table(qtbot, window, monkeypatch):
    session = GameSession(record(["Ann", "Bob", "Cy"]), autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    seen = []

    def look(dialog: SavedGamesDialog):
        summary = dialog.view.model_.summaries()[0]
        seen.append(summary)
        return 0

    monkeypatch.setattr(SavedGamesDialog, "exec", look)
    window.open_saved_games()
    autosave = seen[0]
    assert autosave.autosave and autosave.thumbnail == session.autosave_file.with_suffix(".png")
    placeholder = save_pictures.picture(replace(autosave, thumbnail=None), THUMBNAIL).toImage()
    assert save_pictures.picture(autosave, THUMBNAIL).toImage() != placeholder


# ---- the question before deleting ---------------------------------------------------------------------------
def test_the_delete_question_wears_the_tables_look_beside_the_details(qtbot, monkeypatch):
    """No stock box with a blue "?": the table's framed felt, the save's own picture, and it sits by the
    details of the save (the Delete button that asked), not over the list."""
    path = save(TYPED, ["Ann", "Bob", "Cy"])
    png = path.with_suffix(".png")
    table = QImage(320, 180, QImage.Format.Format_RGB32)
    table.fill(QColor("#2f7a4f"))
    png.write_bytes(thumbnail_png(table))
    dialog = SavedGamesDialog()
    qtbot.addWidget(dialog)
    dialog.resize(880, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    summary = dialog.view.current()
    asked = []

    def look(question: DeleteQuestion):
        question.show()
        QApplication.processEvents()
        size = question.picture.size()
        shown = question.picture.pixmap.toImage()
        asked.append((question, question.frameGeometry(), shown == save_pictures.picture(summary, size).toImage(),
                      shown == save_pictures.picture(replace(summary, thumbnail=None), size).toImage()))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(DeleteQuestion, "exec", look)
    qtbot.mouseClick(dialog.details.delete_button, Qt.MouseButton.LeftButton)
    question, where, its_picture, placeholder = asked[0]
    assert isinstance(question, TableDialog) and not question.findChildren(QMessageBox)
    assert its_picture and not placeholder  # the save's own picture where the stock "?" was
    details, button = dialog.details, dialog.details.delete_button
    screen = dialog.screen().availableGeometry()
    right = min(details.mapToGlobal(QPoint(details.width(), 0)).x(), screen.right() + 1)
    assert where.right() + 1 == right  # by the details' right edge (kept on the screen)
    assert where.bottom() < button.mapToGlobal(QPoint(0, 0)).y()  # above the Delete button, which stays visible
    assert not clipped(question)
    assert not path.exists() and not png.exists()  # the answer was Delete


@pytest.mark.parametrize(("made_in", "shown_in"), [("ja", "es"), ("en", "ja"), ("es", "zh_TW"), ("zh_TW", "en")])
def test_a_made_up_name_is_shown_in_todays_language_and_a_typed_one_as_typed(qtbot, app_settings, english_after,
                                                                              made_in, shown_in):
    """The Spanish start page listed "ブラックフライデー – 2026/12/05 12:04", the Japanese one "Ponzi Scheme –
    12/5/26 12:02 PM": a name the app made up stayed in the language and the date format of the day it was
    saved. It is written again in today's words wherever it is shown; a name someone typed stays as typed."""
    i18n.install(made_in)
    made = save(made_up_name("ponzi", WHEN), ["Ann", "Bob", "Cy"], seed=1)
    second = save(made_up_name("ponzi", WHEN) + " (2)", ["Ann", "Bob", "Cy"], seed=2)
    typed = save("Ponzi Scheme – 12/5/26 with Grandma", ["Ann", "Bob", "Cy"], seed=3)
    window = open_window(qtbot, app_settings, shown_in)
    wanted = made_up_name("ponzi", WHEN)
    assert wanted != library().summary(made).name  # today's words differ from the file's
    names = {s.path: entry_texts(s).name for s in library().summaries()}
    assert names[made] == wanted and names[second] == wanted + " (2)"
    assert names[typed] == "Ponzi Scheme – 12/5/26 with Grandma"
    window._refresh_start_page()
    QApplication.processEvents()
    shown = window.start_page.recent.visible_texts()
    assert wanted in shown and library().summary(made).name not in shown, shown  # the start page's cards
    window.close_session()
