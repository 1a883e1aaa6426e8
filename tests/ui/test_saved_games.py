"""Saving and loading from the player's side: Save without a dialog, Save As with a name, the list of saved
games on the start page and in Open (pictures, names as plain text, damaged files), rename, delete, import,
export. Everything happens in the test's own data folder (the `user_folders` fixture of conftest.py)."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QDateTime, QLocale, QPoint, QStandardPaths, Qt, QTime
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel

from ponzi_desktop.persistence import GameRecord, read_save, write_save
from ponzi_desktop.persistence.library import clean_name
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import save_entry, save_pictures, save_questions, saved_games_dialog
from ponzi_desktop.ui.formatting import isolate, locale, separated_list
from ponzi_desktop.ui.kit.reasons import reason_of
from ponzi_desktop.ui.look import DIALOG_STYLE
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.save_entry import entry_texts, tooltip
from ponzi_desktop.ui.save_pictures import THUMBNAIL
from ponzi_desktop.ui.save_questions import ExportDialog, NameForm, SaveNameDialog, delete_question
from ponzi_desktop.ui.saved_games import library
from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir, documents_dir, saves_dir

NAMES = ["Ann", "Bob", "Cy", "Dee"]


# ---- helpers ------------------------------------------------------------------------------------------
def record(actions: int, names=NAMES, seed: int = 7) -> GameRecord:
    """A game of Ponzi Scheme after `actions` random moves; the first seat human, the others bots."""
    return random_record(names, actions, seed)


def save_file(name: str, actions: int = 12, names=NAMES, when: float | None = None) -> Path:
    """A save in the saves folder, written as the persistence layer writes it."""
    from ponzi_desktop.persistence import replay

    rec = record(actions, names)
    path = saves_dir() / f"{name}.json"
    write_save(path, rec, replay(rec))
    if when is not None:
        os.utime(path, (when, when))
    return path


@pytest.fixture
def no_file_dialogs(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise AssertionError("a file dialog was opened")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", refuse)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", refuse)


def start(window: MainWindow, actions: int = 12, names=NAMES) -> GameSession:
    session = GameSession(record(actions, names), autosave_dir=autosave_dir(), bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    return session


def dialog(qtbot, parent=None) -> SavedGamesDialog:
    d = SavedGamesDialog(parent)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


# ---- saving ---------------------------------------------------------------------------------------------
def test_save_needs_no_dialog_and_lands_in_the_saves_folder_with_a_picture(qtbot, window, no_file_dialogs,
                                                                          user_folders, monkeypatch):
    """The clock is held still: a made-up name is made up again at each save (the next test), so a minute
    turning between the two saves below renamed the file (CI failed on it once)."""
    from ponzi_desktop.ui import save_names

    made_up = save_names.made_up_name
    moment = datetime(2026, 12, 7, 21, 7)
    monkeypatch.setattr(save_names, "made_up_name", lambda game, when=None: made_up(game, when or moment))
    assert saves_dir() == user_folders / "saves"
    session = start(window, 12)
    names = {made_up("ponzi", moment)}
    window.saves.save()
    files = sorted(saves_dir().glob("*.json"))
    assert len(files) == 1
    path = files[0]
    name = library().summary(path).name
    assert name in names and path.stem == clean_name(name)
    assert read_save(path)[0].actions == session.record.actions
    picture = QImage(str(path.with_suffix(".png")))
    assert not picture.isNull() and picture.size() == THUMBNAIL
    assert window.notices.text() == f"Saved as “{isolate(name)}”"
    # a later save of the same game overwrites that file
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.action_count >= 14, timeout=10_000)
    session.set_paused(True)
    window.saves.save()
    assert sorted(saves_dir().glob("*.json")) == [path]
    assert len(read_save(path)[0].actions) == session.action_count and library().summary(path).name in names
    # and it needed no replay to be listed: the window noted its round
    assert library().summary(path).round == read_save(path)[1].round


def test_a_save_saved_again_takes_the_time_of_its_latest_save_in_its_name(qtbot, window, monkeypatch,
                                                                         no_file_dialogs):
    """A review saved a game with Ctrl+S twice: its entry kept "Ponzi Scheme – 12/7/26 3:44 PM" while its
    subtitle said "Today, 3:46 PM", and the toast said 3:44 again. A name the app made up is made up again at
    each save (one entry, its file renamed with it, its picture beside it); a name someone typed is kept."""
    from ponzi_desktop.ui import save_names

    made_up = save_names.made_up_name
    earlier = datetime(2026, 12, 7, 15, 44)
    monkeypatch.setattr(save_names, "made_up_name", lambda game, when=None: made_up(game, when or earlier))
    start(window, 12)
    window.saves.save()
    first = library().summary(next(saves_dir().glob("*.json")))
    assert first.name == made_up("ponzi", earlier)
    monkeypatch.setattr(save_names, "made_up_name", made_up)
    window.saves.save()
    now = {made_up("ponzi")}
    files = list(saves_dir().glob("*.json"))
    assert len(files) == 1 and files[0] != first.path  # one entry, under its new name
    again = library().summary(files[0])
    now.add(made_up("ponzi"))  # the minute may have turned
    assert again.name in now and files[0].stem == clean_name(again.name)
    assert files[0].with_suffix(".png").is_file() and not first.path.with_suffix(".png").exists()
    assert window.notices.text() == f"Saved as “{isolate(again.name)}”"
    assert entry_texts(again).name == again.name  # the name the list shows is the new one
    # a name someone typed stays as typed
    library().rename(files[0], "Friday night")
    window.saves.path = saves_dir() / "Friday night.json"
    window.saves.save()
    assert [library().summary(p).name for p in saves_dir().glob("*.json")] == ["Friday night"]


def test_a_new_game_gets_a_save_of_its_own(window, no_file_dialogs):
    start(window, 5)
    window.saves.save()
    start(window, 9)
    window.saves.save()
    assert len(list(saves_dir().glob("*.json"))) == 2  # not the first game's file overwritten


def test_save_as_asks_only_for_a_name(window, monkeypatch, no_file_dialogs):
    asked = []

    def ask_name(parent, lib, name, current, renaming):
        asked.append((name, current, renaming))
        return "Friday night: 9/5"

    monkeypatch.setattr(save_questions, "ask_name", ask_name)
    start(window)
    window.saves.save_as()
    assert asked[0][0].startswith("Ponzi Scheme – ") and asked[0][1:] == (None, False)
    path = saves_dir() / "Friday night- 9-5.json"  # a file name every system takes
    assert path.is_file() and path.with_suffix(".png").is_file()
    assert library().summary(path).name == "Friday night: 9/5"  # the name as typed
    window.saves.save()  # Save now means this file
    assert sorted(p.name for p in saves_dir().glob("*.json")) == ["Friday night- 9-5.json"]
    window.saves.save_as()
    assert asked[1][0] == "Friday night: 9/5" and asked[1][1] == path


def test_the_name_dialog_says_what_is_wrong_with_a_name(qtbot):
    save_file("Taken")
    lib = library()
    d = SaveNameDialog(lib, "Taken", None, renaming=False)
    qtbot.addWidget(d)
    assert d.ok_button.isEnabled() and "replaces" in d.message.text()  # Save As may replace, and says so
    for text, words in (("", "Type a name"), ("a\tb", "one line"), ("x" * 61, "at most 60")):
        d.edit.setText(text)
        assert not d.ok_button.isEnabled() and words in d.message.text().replace("\u00a0", " ")  # no_widow's join
        assert words in reason_of(d.ok_button)  # greyed, it says why
    for text in ("a/b: c", ".secret", "NUL"):  # the file gets a safe name of its own
        d.edit.setText(text)
        assert d.ok_button.isEnabled() and "kept in the app" in d.message.text()
    d.edit.setText("  Fresh name ")
    assert d.ok_button.isEnabled() and d.name() == "Fresh name"
    renaming = SaveNameDialog(lib, "Other", saves_dir() / "Other.json", renaming=True)
    qtbot.addWidget(renaming)
    renaming.edit.setText("taken")
    assert not renaming.ok_button.isEnabled() and f"“{isolate('Taken')}”" in renaming.message.text()
    renaming.accept()
    assert renaming.result() != SaveNameDialog.DialogCode.Accepted


def test_export_writes_where_the_person_chooses(window, monkeypatch, tmp_path, no_file_dialogs):
    """Export asks in the look of Save As (a review found Qt's own file dialog there, unlike Save and Open): the
    file's name and a folder among the usual ones; the platform's file dialog only for another folder."""
    shown = []

    def answer(dialog):
        shown.append((type(dialog).__mro__[1], dialog.styleSheet(), dialog.edit.text(), dialog.folder.currentData()))
        dialog.folder.addItem(str(tmp_path), str(tmp_path))  # as "Other Folder…" adds the folder chosen
        dialog.folder.setCurrentIndex(dialog.folder.count() - 1)
        dialog.edit.setText("for a friend")
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(ExportDialog, "exec", answer)
    session = start(window)
    window.saves.export()
    kind, sheet, name, folder = shown[0]
    assert kind is NameForm and issubclass(SaveNameDialog, NameForm) and sheet == DIALOG_STYLE  # Save As's look
    assert read_save(tmp_path / "for a friend.json")[0].actions == session.record.actions
    assert read_save(tmp_path / "for a friend.json") and library().summary(tmp_path / "for a friend.json").name == \
        "for a friend"  # a file the person named is called by its name
    assert Path(folder) == documents_dir() and name.startswith("Ponzi Scheme – ") and ":" not in name
    assert window.saves.path is None and not list(saves_dir().glob("*.json"))  # not a save of the list


def test_the_export_dialog_says_where_the_file_goes_and_why_it_cannot(qtbot, tmp_path):
    (tmp_path / "kept.json").write_text("{}")
    d = ExportDialog(tmp_path / "A game.json")
    qtbot.addWidget(d)
    assert d.folder.currentData() == str(tmp_path) and d.path() == tmp_path / "A game.json"
    assert d.ok_button.isEnabled() and "“\u2068A game.json\u2069”" in d.message.text()
    d.edit.setText("kept")
    assert d.ok_button.isEnabled() and "exporting replaces" in d.message.text()
    for bad in ("", "  ", "a/b", ".hidden"):
        d.edit.setText(bad)
        assert not d.ok_button.isEnabled() and reason_of(d.ok_button) == d.message.text().replace("\u00a0", " ")
        d.accept()
        assert d.result() != ExportDialog.DialogCode.Accepted


def test_export_starts_in_documents_or_else_home(monkeypatch, tmp_path):
    documents = tmp_path / "Documents"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(documents))
    assert documents_dir() == Path.home()  # the folder does not exist
    documents.mkdir()
    assert documents_dir() == documents
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: "")
    assert documents_dir() == Path.home()


def test_leaving_a_game_leaves_a_picture_beside_its_autosave(window):
    session = start(window)
    autosave = session.autosave_file
    assert autosave.parent == autosave_dir()
    window.go_home()
    assert not QImage(str(autosave.with_suffix(".png"))).isNull()
    start(window, 3)  # another game of that kind: the picture was not of it
    assert not autosave.with_suffix(".png").exists()


# ---- the list ---------------------------------------------------------------------------------------------
def test_the_list_shows_game_names_round_and_date(qtbot):
    path = save_file("Friday night", 30)
    _, state = read_save(path)
    d = dialog(qtbot)
    texts = d.visible_texts()
    assert "Friday night" in texts
    assert f"Ponzi Scheme · Round {state.round} · 30 moves" in texts
    assert separated_list(isolate(name) for name in NAMES) in texts
    assert any(t.startswith("Today, ") for t in texts)
    details = [w.text() for w in d.details.findChildren(QLabel) if w.isVisible()]
    assert "Friday night" in details and isolate("Ann") in details
    assert f"{isolate('Bob')} (bot: Random)" in details
    assert d.open_button.isEnabled()


def test_entries_are_newest_first_with_the_autosave_marked(qtbot, window):
    save_file("Old", when=1_000_000)
    save_file("New", when=1_500_000_000)
    start(window)
    window.go_home()  # leaves the autosave, now the newest file
    d = dialog(qtbot)
    summaries = d.view.model_.summaries()
    assert [s.autosave for s in summaries] == [True, False, False]
    assert [entry_texts(s).name for s in summaries] == ["Ponzi Scheme", "New", "Old"]
    assert entry_texts(summaries[0]).badge == "Autosave"
    assert not d.details.rename_button.isEnabled() and d.details.delete_button.isEnabled()


def test_dates_are_in_the_users_locale(qtbot):
    path = save_file("Long ago")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = datetime(2024, 3, 9, 15, 4, tzinfo=UTC).isoformat()
    path.write_text(json.dumps(data), encoding="utf-8")  # the time is not part of the digest
    summary = library().summary(path)
    moment = QDateTime(QDate(2024, 3, 9), QTime(15, 4), QDateTime.currentDateTime().timeZone().utc()).toLocalTime()
    loc = locale()
    assert save_entry.when_text(summary) == (f"{loc.toString(moment.date(), QLocale.FormatType.ShortFormat)}, "
                                              f"{loc.toString(moment.time(), QLocale.FormatType.ShortFormat)}")


def test_names_with_markup_are_shown_as_typed(qtbot, window):
    names = ["<b>Eve</b>", "Bob", "<i>Cy</i>", "Dee"]
    save_file("Markup", names=names)
    d = dialog(qtbot)
    assert separated_list(isolate(name) for name in names) in d.visible_texts()
    labels = [w for w in d.details.findChildren(QLabel) if w.text() == isolate("<b>Eve</b>")]
    assert labels and labels[0].textFormat() == Qt.TextFormat.PlainText
    tip = tooltip(d.view.current())
    assert "&lt;b&gt;Eve&lt;/b&gt;" in tip and "<b>Eve</b>" not in tip
    window._refresh_start_page()
    assert "<b>Eve</b>" not in " ".join(w.text() for w in window.start_page.findChildren(QLabel)
                                         if w.textFormat() != Qt.TextFormat.PlainText)


def test_a_damaged_file_is_listed_with_its_reason_and_refuses_to_open(qtbot, boxes):
    save_file("Good", when=1_000_000)
    bad = saves_dir() / "Broken.json"
    bad.write_text('{"format": 1, "game": "ponzi", "seats": [', encoding="utf-8")
    d = dialog(qtbot)
    summary = d.view.current()
    assert summary.path == bad and not summary.ok
    texts = entry_texts(summary)
    assert texts.badge == "Damaged" and texts.game == "The file is damaged or is not a saved game."
    assert "ends too early" in texts.players
    assert not d.open_button.isEnabled()
    details = " ".join(w.text() for w in d.details.findChildren(QLabel) if w.isVisible())
    assert "ends too early" in details
    qtbot.keyClick(d.view, Qt.Key.Key_Return)
    assert d.chosen is None and d.isVisible()
    assert boxes and boxes[-1]["title"] == "Cannot Open the Game" and "ends too early" in boxes[-1]["detail"]


def test_a_file_that_fails_to_open_is_marked_damaged(window, boxes):
    path = save_file("Edited")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:-2]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not window.load_path(path)
    assert window.session is None and boxes[-1]["title"] == "Cannot Open the Game"
    assert library().summary(path).problem.kind == "edited"


def test_delete_asks_then_removes_the_save_and_its_picture(qtbot, monkeypatch):
    keep = save_file("Keep", when=1_000_000)
    gone = save_file("Gone", when=2_000_000)
    gone.with_suffix(".png").write_bytes(b"picture")
    answers = [False, True]
    monkeypatch.setattr(saved_games_dialog, "ask_delete", lambda parent, summary, beside: answers.pop(0))
    d = dialog(qtbot)
    assert d.view.current().path == gone
    qtbot.keyClick(d.view, Qt.Key.Key_Delete)
    assert gone.exists()  # the answer was no
    qtbot.mouseClick(d.details.delete_button, Qt.MouseButton.LeftButton)
    assert not gone.exists() and not gone.with_suffix(".png").exists() and keep.exists()
    assert [s.path for s in d.view.model_.summaries()] == [keep] and d.view.current().path == keep


def test_the_delete_question_is_plain_and_cancel_is_the_default(qtbot):
    save_file("<b>Loud<b> game")
    summary = library().summaries()[0]
    question = delete_question(None, summary)
    qtbot.addWidget(question)
    assert question.question.text() == f"Delete “{isolate('<b>Loud<b> game')}”?"
    assert question.question.textFormat() == Qt.TextFormat.PlainText
    assert "deleted for good" in question.detail.text()
    assert question.cancel_button.isDefault() and not question.delete_button.isDefault()
    question.show()
    qtbot.waitExposed(question)
    qtbot.keyClick(question, Qt.Key.Key_Return)  # Enter keeps the save
    assert question.result() == QDialog.DialogCode.Rejected


def test_rename_renames_the_save_and_its_picture(qtbot, monkeypatch, window):
    path = save_file("Before")
    path.with_suffix(".png").write_bytes(b"picture")
    monkeypatch.setattr(saved_games_dialog, "ask_name", lambda *args, **kwargs: "After")
    d = dialog(qtbot)
    qtbot.keyClick(d.view, Qt.Key.Key_F2)
    after = saves_dir() / "After.json"
    assert after.is_file() and after.with_suffix(".png").read_bytes() == b"picture" and not path.exists()
    assert d.view.current().path == after and d.renamed == {path: after}
    # the game on the table follows its file
    window.load_path(after)

    def rename_in_dialog(dialog_self):
        dialog_self.view.setCurrentIndex(dialog_self.view.model_.index(dialog_self.view.model_.row_of(after)))
        dialog_self.rename()
        return 0

    monkeypatch.setattr(saved_games_dialog, "ask_name", lambda *args, **kwargs: "Later")
    monkeypatch.setattr(SavedGamesDialog, "exec", rename_in_dialog)
    assert window.saves.path == after
    window.open_saved_games()
    assert window.saves.path == saves_dir() / "Later.json"


def test_import_copies_a_good_file_and_refuses_a_bad_one(qtbot, monkeypatch, tmp_path, boxes):
    elsewhere = tmp_path / "downloads"
    elsewhere.mkdir()
    good = elsewhere / "From Kim.json"
    from ponzi_desktop.persistence import replay

    rec = record(20)
    write_save(good, rec, replay(rec))
    bad = elsewhere / "Half.json"
    bad.write_bytes(good.read_bytes()[:300])
    chosen = [str(good), str(bad), ""]
    starts = []

    def pick(parent, title, start, filters):
        starts.append(start)
        return chosen.pop(0), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    d = dialog(qtbot)
    assert d.empty.isVisible() and not d.view.isVisible()
    qtbot.mouseClick(d.import_button, Qt.MouseButton.LeftButton)
    assert starts[0] == str(Path.home())
    copied = saves_dir() / "From Kim.json"
    assert copied.read_bytes() == good.read_bytes() and d.view.current().path == copied
    d.import_file()
    assert boxes[-1]["title"] == "Cannot Import the Game" and "ends too early" in boxes[-1]["detail"]
    d.import_file()  # cancelled
    assert sorted(p.name for p in saves_dir().iterdir()) == ["From Kim.json"]


# ---- opening ------------------------------------------------------------------------------------------------
def test_opening_from_the_dialog_starts_the_game(qtbot, window, monkeypatch):
    path = save_file("Tuesday", 25)

    def open_first(dialog_self):
        qtbot.keyClick(dialog_self.view, Qt.Key.Key_Return)
        return int(dialog_self.result())

    monkeypatch.setattr(SavedGamesDialog, "exec", open_first)
    window.menus.act_open.trigger()
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    assert window.session is not None and window.session.action_count == 25
    assert window.saves.path == path and window.stack.currentWidget() is window.game_page


def test_the_start_page_lists_recent_saves_and_opens_one(qtbot, window):
    assert not window.start_page.saves_box.isVisible()  # no saves: the welcome instead
    for number in range(5):
        save_file(f"Game {number}", 10 + number, when=1_000_000 + number)
    window._refresh_start_page()
    page = window.start_page
    assert page.saves_box.isVisible() and not page.welcome_box.isVisible()
    shown = page.recent.shown()
    assert 1 <= len(shown) <= 3 and [s.name for s in shown] == [f"Game {n}" for n in (4, 3, 2)][:len(shown)]
    rect = page.recent.visualRect(page.recent.model_.index(0))
    qtbot.mouseClick(page.recent.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session is not None and window.session.action_count == 14
    assert window.saves.path == saves_dir() / "Game 4.json"


def test_the_start_page_fits_more_saves_in_a_taller_window(qtbot, window):
    for number in range(5):
        save_file(f"Game {number}", when=1_000_000 + number)
    window.resize(1280, 700)
    window._refresh_start_page()
    qtbot.waitUntil(lambda: window.start_page.recent.isVisible())
    small = len(window.start_page.recent.shown())
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: len(window.start_page.recent.shown()) == 3)
    assert small >= 1
    page = window.start_page

    def on_page(widget):
        return widget.geometry().translated(widget.parentWidget().mapTo(page, QPoint(0, 0)))

    qtbot.waitUntil(lambda: on_page(page.recent).bottom() < on_page(page.load_button).top())
    assert on_page(page.quit_button).bottom() < page.height()


def test_enter_on_a_recent_save_opens_it(qtbot, window):
    save_file("By keyboard", 8)
    window._refresh_start_page()
    window.start_page.recent.setFocus()
    qtbot.keyClick(window.start_page.recent, Qt.Key.Key_Return)
    assert window.session is not None and window.session.action_count == 8


def test_a_damaged_recent_save_says_why_instead_of_opening(qtbot, window, boxes):
    (saves_dir()).mkdir(parents=True, exist_ok=True)
    (saves_dir() / "Broken.json").write_bytes(b"\x00\x01")
    window._refresh_start_page()
    page = window.start_page
    rect = page.recent.visualRect(page.recent.model_.index(0))
    qtbot.mouseClick(page.recent.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.session is None and boxes[-1]["title"] == "Cannot Open the Game"


def test_a_game_without_a_table_here_is_not_opened(window, monkeypatch, boxes):
    path = save_file("Elsewhere")
    monkeypatch.setattr("ponzi_desktop.ui.games.playable", lambda: ())
    assert not window.load_path(path)
    assert window.session is None and "cannot be played in this version" in boxes[-1]["text"]


def test_a_missing_or_broken_picture_gives_the_placeholder(qtbot):
    path = save_file("No picture")
    summary = library().summary(path)
    placeholder = save_pictures.picture(summary, THUMBNAIL).toImage()
    path.with_suffix(".png").write_bytes(b"not a png at all")
    broken = save_pictures.picture(library().summary(path), THUMBNAIL).toImage()
    assert not placeholder.isNull() and broken == placeholder
    d = dialog(qtbot)
    d.grab()  # painting an entry with a broken picture raises nothing
    assert d.view.current().thumbnail == path.with_suffix(".png")


# ---- nothing lost -----------------------------------------------------------------------------------------------
def test_a_new_game_keeps_the_unfinished_one_in_the_saved_games(window, monkeypatch, no_file_dialogs):
    """A new game takes the autosave of the last one: an unfinished game there goes into the saved games
    first, said in the status bar; a game saved as it is, or a finished one, is not kept twice."""
    first = start(window, 12)
    moves = list(first.record.actions)
    window.play_again()  # what New Game does too once its dialog is accepted
    kept = [s for s in library().summaries(autosave=False) if s.actions == 12]
    assert len(kept) == 1 and kept[0].game == first.game
    assert "kept" in window.notices.text()
    rec, _ = read_save(kept[0].path)
    assert rec.actions == moves
    start(window, 20)
    window.saves.save()  # saved as it is: starting again keeps no second copy
    count = len(library().summaries(autosave=False))
    window.play_again()
    assert len(library().summaries(autosave=False)) == count
    window.play_again()  # a game with no move yet is nothing to keep
    assert len(library().summaries(autosave=False)) == count


def test_every_greyed_control_of_the_saved_games_says_why(qtbot, window):
    """Open and Replay are greyed with no saved game, or none chosen: they say why, and usable they say what
    they do."""
    from widget_checks import greyed_without_reason

    d = dialog(qtbot, window)
    assert not d.open_button.isEnabled() and d.open_button.toolTip() == "There are no saved games yet"
    assert greyed_without_reason(d) == []
    start(window)
    window.saves.save()
    d = dialog(qtbot, window)
    assert d.open_button.isEnabled() and d.replay_button.isEnabled() and greyed_without_reason(d) == []
    assert d.open_button.toolTip() == "Go on with this game where it was left"
    d.view.clearSelection()
    d.view.setCurrentIndex(d.view.model().index(-1, -1))
    assert d.view.current() is None
    assert not d.open_button.isEnabled() and d.open_button.toolTip() == "Choose a saved game in the list"
    assert greyed_without_reason(d) == []
