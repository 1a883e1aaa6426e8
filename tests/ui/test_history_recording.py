"""Every game finished in the app goes into the game history once; `play` records too (not with --no-record);
a history that cannot be written never stops a game; a damaged one is put aside and said once at start."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog
from widget_checks import clipped, too_small

from ponzi_desktop.persistence import Seat, replay
from ponzi_desktop.persistence.history import History
from ponzi_desktop.persistence.sample import random_record

BOTS = [Seat(name=name, kind="bot", level="random") for name in ("Ann", "Ben", "Cat")]


def history_of(folder: Path) -> History:
    return History(folder / "history.sqlite3")


def play_to_the_end(window, qtbot, game: str = "ponzi", seed: int = 5):
    from ponzi_desktop.ui.session import GameSession

    session = GameSession.new(game, {}, seed, BOTS, **{**window.session_options(), "bot_delay_ms": 0})
    window.setUpdatesEnabled(False)  # what is checked is the history and the end table's words: no need to paint
    assert window.start_session(session)
    qtbot.waitUntil(lambda: session.is_over, timeout=60_000)
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=10_000)
    return session


def test_a_game_finished_in_the_app_is_recorded_once(window, qtbot, user_folders, tmp_path):
    session = play_to_the_end(window, qtbot)
    with history_of(user_folders) as history:
        [entry] = history.games()
    assert entry.game == "ponzi" and [s.name for s in entry.seats] == ["Ann", "Ben", "Cat"]
    assert [(s.kind, s.level) for s in entry.seats] == [("bot", "random")] * 3
    assert entry.record.actions == session.record.actions
    assert replay(entry.record).digest() == entry.digest
    assert entry.seconds is not None and 0 < entry.seconds < 120
    assert entry.winners == tuple(session.outcome.winners)
    import ponzi_desktop

    assert entry.app_version == ponzi_desktop.__version__

    window.show_scores()  # the end table again, twice
    window.show_scores()
    save = tmp_path / "finished.json"
    session.save(save)
    assert session.history_standing == "recorded" and window.game_page.end_table.history_note.isHidden()
    assert window.load_path(save)  # the finished game opened again
    assert window.session is not session and window.session.is_over
    assert window.session.history_standing == "already"  # said on its end table, not silently left out
    window.show_scores()
    assert "already in your game history" in window.game_page.end_table.history_note.text()
    window.go_home()
    with history_of(user_folders) as history:
        assert history.count() == 1


def test_a_finished_save_never_recorded_is_recorded_when_opened(window, user_folders, tmp_path):
    from ponzi_desktop.persistence import write_save

    record = random_record(["Dee", "Eli"], None, seed=4, game="black_friday", humans=(0,))
    path = tmp_path / "old.json"
    write_save(path, record, replay(record))
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = "2025-12-01T09:30:00+00:00"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert window.load_path(path)
    with history_of(user_folders) as history:
        [entry] = history.games()
    assert entry.game == "black_friday" and entry.seconds is None  # how long it took is not known
    assert [s.name for s in entry.seats] == ["Dee", "Eli"] and entry.seats[0].kind == "human"
    # it ended when it was saved (a year ago), not when it was opened
    assert entry.finished_at == datetime(2025, 12, 1, 9, 30, tzinfo=UTC)


def test_a_history_that_cannot_be_written_never_stops_the_game(window, qtbot, tmp_path):
    blocked = tmp_path / "blocked"
    blocked.mkdir()  # a folder where the file should be
    window.history.recorder.path = blocked
    session = play_to_the_end(window, qtbot, seed=6)
    assert session.is_over and window.game_page.end_table_shown()
    message = window.notices.text()
    assert message.startswith("Your game history cannot be opened (") and "not recorded for now" in message


class FakeSession(QObject):
    """What the recorder reads of a session: a finished record whose last move can be taken back."""

    game_finished = Signal()
    state_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.record = random_record(["Ann", "Ben", "Cat"], None, seed=7, game="ponzi")
        self.game = "ponzi"
        self.is_over = False

    def history_entry(self, **kwargs):
        from ponzi_desktop.persistence.history_models import entry_of

        return entry_of(self.record, replay(self.record), **kwargs)


def test_a_game_whose_end_is_taken_back_is_taken_out(qapp, tmp_path):
    from ponzi_desktop.ui.history_hooks import HistoryRecorder

    recorder = HistoryRecorder(path=tmp_path / "h.sqlite3")
    session = FakeSession()
    recorder.watch(session)
    session.is_over = True
    session.game_finished.emit()
    with History(tmp_path / "h.sqlite3") as history:
        assert history.count() == 1
        session.is_over = False  # undo after the end
        session.state_changed.emit()
        assert history.count() == 0
        session.is_over = True
        session.game_finished.emit()
        assert history.count() == 1
    recorder.close()


def test_recording_can_be_turned_off(qapp, tmp_path):
    from ponzi_desktop.ui.history_hooks import HistoryRecorder

    recorder = HistoryRecorder(path=tmp_path / "h.sqlite3")
    recorder.enabled = False
    session = FakeSession()
    session.is_over = True
    recorder.watch(session)
    assert not (tmp_path / "h.sqlite3").exists()


# ---- a damaged history at start ---------------------------------------------------------------------------
def damaged_window(qtbot, app_settings, folder: Path):
    from ponzi_desktop.ui.main_window import MainWindow

    folder.mkdir(parents=True, exist_ok=True)
    (folder / "history.sqlite3").write_bytes(b"not a database " * 50)
    win = MainWindow(app_settings)
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitUntil(lambda: win.findChild(QDialog, "history_damaged_message") is not None
                    and win.findChild(QDialog, "history_damaged_message").isVisible(), timeout=10_000)
    return win, win.findChild(QDialog, "history_damaged_message")


def test_a_damaged_history_is_put_aside_and_said_once_at_start(qtbot, app_settings, user_folders):
    win, box = damaged_window(qtbot, app_settings, user_folders)
    [aside] = user_folders.glob("history.sqlite3.damaged-*")
    assert aside.read_bytes() == b"not a database " * 50
    text = box.text_label.text()
    assert "could not be read; it was put aside as" in text and aside.name in text and str(user_folders) in text
    assert "a new one was started" in text and box.windowTitle().startswith("Game History Put Aside")
    assert win.stack.currentWidget() is win.start_page  # the app started
    box.accept()
    qtbot.waitUntil(lambda: win.findChild(QDialog, "history_damaged_message") is None, timeout=5000)
    win.history.recorder.open()  # said once: the new history is fine
    assert win.findChild(QDialog, "history_damaged_message") is None
    with history_of(user_folders) as history:
        assert history.damaged is None and history.count() == 0


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_the_damaged_message_fits_in_every_language(qtbot, app_settings, user_folders, lang):
    from ponzi_desktop.ui import i18n

    i18n.install(lang)
    try:
        win, box = damaged_window(qtbot, app_settings, user_folders)
        # the box settles its height once shown (kit TableDialog._fit, after the first layout): a loaded
        # machine saw the words before it had
        qtbot.waitUntil(lambda: box.width() > 100 and not clipped(box), timeout=5000)
        assert clipped(box) == [] and too_small(box) == []
        box.accept()
    finally:
        i18n.install("en")


# ---- play ----------------------------------------------------------------------------------------------------
def run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    temp = tmp_path / "tmp"
    temp.mkdir(exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(temp)}
    return subprocess.run([sys.executable, "-m", "ponzi_desktop", *args], capture_output=True, text=True, env=env,
                          timeout=180, check=False)


#: Ponzi with random bots: the shortest whole game (2.5 s here, a Black Friday one 6 s), played twice in each test
#: below (one test of four games was the longest of the suite's tests, and left a worker running alone at the end)
PLAY = ["play", "--game", "ponzi", "--players", "3", "--level", "random", "--autoplay", "end", "--size", "1280x720"]


def test_play_to_the_end_records_into_the_apps_history_and_no_record_does_not(tmp_path):
    done = run(tmp_path, *PLAY, "--screenshot", str(tmp_path / "a.png"))
    assert done.returncode == 0, done.stderr
    said = re.search(r"game history: added as game (\d+) in (.+)$", done.stdout, re.MULTILINE)
    assert said and said.group(1) == "1", done.stdout
    where = run(tmp_path, "history", "--path")
    # the command line finds the file the window wrote, in the app's own folder of the per-user data
    assert where.stdout.strip() == said.group(2) == str(tmp_path / "data" / "PonziDesktop" / "Ponzi Desktop" /
                                                       "history.sqlite3")
    again = run(tmp_path, *PLAY, "--seed", "2", "--no-record", "--screenshot", str(tmp_path / "b.png"))
    assert again.returncode == 0 and "game history" not in again.stdout, again.stdout
    listed = run(tmp_path, "history", "--json")
    assert listed.returncode == 0, listed.stderr
    assert '"game": "ponzi"' in listed.stdout and listed.stdout.count('"id":') == 1
    assert list((tmp_path / "tmp").iterdir()) == []


def test_play_records_into_another_history_once_per_game(tmp_path):
    elsewhere = tmp_path / "other.sqlite3"
    third = run(tmp_path, *PLAY, "--seed", "3", "--history", str(elsewhere), "--screenshot", str(tmp_path / "c.png"))
    assert third.returncode == 0 and f"in {elsewhere}" in third.stdout, third.stdout
    with History(elsewhere) as history:
        assert history.count() == 1
    same = run(tmp_path, *PLAY, "--seed", "3", "--history", str(elsewhere), "--screenshot", str(tmp_path / "d.png"))
    assert same.returncode == 0, same.stderr  # the same seed: the same game, and said why it is not added
    assert f"game history: not added: the same game, move for move, is there already as game 1 in {elsewhere}" \
        in same.stdout, same.stdout
    with History(elsewhere) as history:
        assert history.count() == 1
    assert list((tmp_path / "tmp").iterdir()) == []


@pytest.mark.parametrize("failure", ["disk", "bug"])
def test_a_failed_write_is_said_in_words_and_never_raises(qapp, tmp_path, monkeypatch, failure):
    from ponzi_desktop.persistence import history as history_module
    from ponzi_desktop.ui.history_hooks import HistoryRecorder

    def add(self, entry):
        if failure == "disk":
            raise history_module.HistoryError("cannot add the game to the history: database or disk is full",
                                              "database or disk is full")
        raise KeyError("a bug")

    monkeypatch.setattr(history_module.History, "add", add)
    recorder = HistoryRecorder(path=tmp_path / "h.sqlite3")
    said: list[str] = []
    recorder.problem.connect(said.append)
    session = FakeSession()
    session.is_over = True
    recorder.watch(session)  # no exception comes out
    expected = "database or disk is full" if failure == "disk" else "KeyError"
    assert said == [f"This game could not be added to your game history ({expected})."]
    recorder.close()
