"""ponzi_desktop.paths.stand_in_for_left_out_modules: the binary's empty modules for what it leaves out."""

from __future__ import annotations

import importlib
import subprocess
import sys

from ponzi_desktop import paths


def test_from_source_nothing_is_stood_in():
    assert paths.stand_in_for_left_out_modules() == []


def test_a_frozen_build_gets_an_empty_module_for_a_missing_one(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/nowhere", raising=False)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))  # the stand-in finder goes with the test
    monkeypatch.setattr(paths, "LEFT_OUT_OF_BINARY", {"ponzi_left_out_probe": "a test", "json.decoder": "present"})
    monkeypatch.delitem(sys.modules, "ponzi_left_out_probe", raising=False)
    assert paths.stand_in_for_left_out_modules() == ["json.decoder", "ponzi_left_out_probe"]
    assert paths.stand_in_for_left_out_modules() == ["json.decoder", "ponzi_left_out_probe"]  # installed once
    assert sum(isinstance(f, paths._StandIns) for f in sys.meta_path) == 1
    import ponzi_left_out_probe  # noqa: F401 - the import succeeds

    assert "left out of the binary: a test" in sys.modules["ponzi_left_out_probe"].__doc__
    assert not hasattr(sys.modules["ponzi_left_out_probe"], "QOpenGLShaderProgram")
    monkeypatch.delitem(sys.modules, "ponzi_left_out_probe")


def test_a_module_that_is_there_is_imported_as_it_is(monkeypatch):
    """The stand-in finder is asked last: a listed module that the build does have is the real one."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/nowhere", raising=False)
    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))
    monkeypatch.setattr(paths, "LEFT_OUT_OF_BINARY", {"email.quoprimime": "present"})
    monkeypatch.delitem(sys.modules, "email.quoprimime", raising=False)
    paths.stand_in_for_left_out_modules()
    module = importlib.import_module("email.quoprimime")
    assert hasattr(module, "body_encode") and "left out" not in (module.__doc__ or "")


def test_setting_it_up_imports_nothing():
    """Installing the stand-ins must not import what they stand in for (importing PySide6 takes about 65 ms
    from source, and a headless command needs none of it)."""
    code = ("import sys; sys.frozen = True; sys._MEIPASS = '/nowhere'; "
            "from ponzi_desktop import paths; paths.stand_in_for_left_out_modules(); "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
