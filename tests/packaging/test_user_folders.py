"""Saves, autosaves and settings go to the user's own folders (QStandardPaths), never beside the program."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from ponzi_desktop import selftest  # noqa: E402


@pytest.fixture
def named_app(qapp):
    from ponzi_desktop.ui.app import make_application

    return make_application()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are the Linux convention")
def test_folders_follow_the_users_xdg_folders(named_app, tmp_path, monkeypatch):
    from PySide6.QtCore import QSettings

    from ponzi_desktop.ui.settings import APPLICATION, ORGANIZATION, autosave_dir, data_dir, saves_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    assert data_dir().is_relative_to(tmp_path / "data")
    assert autosave_dir().is_relative_to(tmp_path / "data")
    assert Path(QSettings(ORGANIZATION, APPLICATION).fileName()).is_relative_to(tmp_path / "config")
    assert saves_dir().is_absolute()


def test_self_test_check_refuses_folders_inside_the_program(named_app, monkeypatch, tmp_path):
    test = selftest.SelfTest()
    try:
        assert "settings" in test.check_user_folders()
        # a program folder that holds the user's folders (as if installed in the home) must fail the check
        monkeypatch.setattr(selftest, "program_dir", lambda: Path.home().resolve())
        monkeypatch.setenv("XDG_DATA_HOME", str(Path.home() / ".local" / "share"))
        with pytest.raises(selftest.CheckFailed, match="inside the program's folder"):
            test.check_user_folders()
    finally:
        import shutil

        shutil.rmtree(test.work, ignore_errors=True)


def test_program_folder_of_a_frozen_build_is_the_binarys(monkeypatch, tmp_path):
    binary = tmp_path / "ponzi-desktop" / "ponzi-desktop"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(binary.parent / "_internal"), raising=False)
    monkeypatch.setattr(sys, "executable", str(binary))
    assert selftest.program_dir() == binary.parent.resolve()
