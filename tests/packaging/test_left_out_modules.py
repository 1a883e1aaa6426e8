"""ponzi_desktop.paths.stand_in_for_left_out_modules: the binary's empty modules for what it leaves out."""

from __future__ import annotations

import sys

from ponzi_desktop import paths


def test_from_source_nothing_is_stood_in():
    assert paths.stand_in_for_left_out_modules() == []


def test_a_frozen_build_gets_an_empty_module_for_a_missing_one(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/nowhere", raising=False)
    monkeypatch.setattr(paths, "LEFT_OUT_OF_BINARY", {"ponzi_left_out_probe": "a test", "json": "present"})
    monkeypatch.delitem(sys.modules, "ponzi_left_out_probe", raising=False)
    assert paths.stand_in_for_left_out_modules() == ["ponzi_left_out_probe"]
    import ponzi_left_out_probe  # noqa: F401 - the import succeeds

    assert "left out of the binary: a test" in sys.modules["ponzi_left_out_probe"].__doc__
    assert not hasattr(sys.modules["ponzi_left_out_probe"], "QOpenGLShaderProgram")
    monkeypatch.delitem(sys.modules, "ponzi_left_out_probe")
