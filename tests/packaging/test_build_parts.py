"""The binary's build without PyInstaller, in every run: the Linux files packaging/build.py adds and the archive
it packs (made by its own functions in a throw-away folder), and the spec read as PyInstaller reads it, its
left-out modules against what the app imports. The whole build and the program it makes: test_binary.py
(`-m packaging`, run by CI)."""

from __future__ import annotations

import ast
import importlib.util
import sys
import types
from pathlib import Path

import pytest
from linux_files import NAME, assert_archive_layout, assert_desktop_files

import ponzi_desktop

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = sys.platform.startswith("linux")


@pytest.fixture(scope="module")
def build() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("ponzi_build", PACKAGING / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def spec_globals() -> dict:
    """The spec run as PyInstaller runs it, with its build steps (Analysis, PYZ, EXE, COLLECT) recording their
    arguments instead of building; collect_submodules answers nothing (the test asks for no subprocess)."""
    calls: dict[str, list] = {}

    def step(name):
        def record(*args, **kwargs):
            calls.setdefault(name, []).append((args, kwargs))
            return types.SimpleNamespace(binaries=[], datas=[], pure=[], scripts=[])
        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: []
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda path: []  # no libraries are collected here
    fakes = {"PyInstaller": types.ModuleType("PyInstaller"), "PyInstaller.utils": types.ModuleType("PyInstaller.utils"),
             "PyInstaller.utils.hooks": hooks, "PyInstaller.depend": types.ModuleType("PyInstaller.depend"),
             "PyInstaller.depend.bindepend": bindepend}
    saved_modules, saved_path = {name: sys.modules.get(name) for name in fakes}, list(sys.path)
    sys.modules.update(fakes)
    spec_path = PACKAGING / "ponzi_desktop.spec"
    scope = {"SPECPATH": str(PACKAGING), "__file__": str(spec_path), "__name__": "__main__",
             **{name: step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}}
    try:
        exec(compile(spec_path.read_text(encoding="utf-8"), str(spec_path), "exec"), scope)
    finally:
        sys.path[:] = saved_path
        for name, module in saved_modules.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    scope["_calls"] = calls
    return scope


def app_imports() -> dict[str, str]:
    """Every module an app source file imports, anywhere in it (a function's own imports too): {module: file}."""
    found = {}
    for path in sorted((ROOT / "ponzi_desktop").rglob("*.py")) + [PACKAGING / "launcher.py"]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            else:
                continue
            for name in names:
                found.setdefault(name, str(path.relative_to(ROOT)))
    return found


def test_the_spec_leaves_out_no_module_the_app_imports(spec_globals):
    """A module in the spec's EXCLUDES is missing from the binary: the app importing one (a new `import tarfile`,
    say) would fail there only. The app's stand-ins for left-out modules (paths.LEFT_OUT_OF_BINARY) are the
    exceptions, and the spec leaves each of them out."""
    from ponzi_desktop.paths import LEFT_OUT_OF_BINARY

    excludes = set(spec_globals["EXCLUDES"])
    assert set(LEFT_OUT_OF_BINARY) <= excludes
    def excluded(name: str) -> bool:  # the name or a package holding it
        parts = name.split(".")
        return any(".".join(parts[:n]) in excludes for n in range(1, len(parts) + 1))

    left_out = {name: path for name, path in app_imports().items()
                if name not in LEFT_OUT_OF_BINARY and excluded(name)}
    assert left_out == {}, "imported by the app but left out of the binary (packaging/ponzi_desktop.spec)"


def test_the_spec_builds_one_folder_from_the_launcher_with_the_resources(spec_globals):
    [(args, kwargs)] = spec_globals["_calls"]["Analysis"]
    assert args == ([str(PACKAGING / "launcher.py")],)
    assert (str(ROOT / "resources"), "resources") in kwargs["datas"]
    from ponzi_desktop.native import compiled_imports

    assert set(compiled_imports()) <= set(kwargs["hiddenimports"])
    [(_, collect)] = spec_globals["_calls"]["COLLECT"]
    assert collect["name"] == NAME and not collect["upx"]
    programs = spec_globals["_calls"]["EXE"]
    assert [kw["name"] for _, kw in programs][0] == NAME
    assert all(kw["contents_directory"] == "_internal" for _, kw in programs)


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/translations/qtbase_ja.qm", True),
    ("PySide6/Qt/translations/qtbase_zh_TW.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_ja.qm", False),
    ("pyqtgraph/colors/maps/viridis.csv", False),
    ("pyqtgraph/icons/peegee/peegee.svg", False),
    ("pyqtgraph/icons/auto.png", True),
    ("resources/data/ponzi_scheme.json", True),
])
def test_the_spec_keeps_only_the_data_the_app_reads(spec_globals, dest, kept):
    assert spec_globals["keep_data"](dest) is kept


@pytest.mark.parametrize(("plugin", "dropped"), [
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/plugins/imageformats/libqtiff.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", True),
    ("PySide6/Qt/plugins/generic/libqevdevmouseplugin.so", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
])
def test_the_spec_drops_the_plugins_nothing_uses(spec_globals, plugin, dropped):
    assert bool(spec_globals["_DROP_PLUGIN"].search(plugin)) is dropped


@pytest.fixture(scope="module")
def assembled(build, tmp_path_factory, qapp) -> Path:
    """build.py's Linux steps on a folder standing in for PyInstaller's: the icons, the desktop files, the
    scripts, then the archive. Returns the dist folder."""
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    app_dir = dist / NAME
    app_dir.mkdir()
    program = app_dir / NAME
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    icons = build.make_icons(work / "icons", NAME)
    build.add_linux_files(app_dir, icons, NAME, ponzi_desktop.__version__)
    build.make_archive(dist, app_dir, build.archive_name(NAME, ponzi_desktop.__version__))
    return dist


def test_build_adds_the_desktop_file_and_metainfo(assembled):
    assert_desktop_files(assembled / NAME)
    assert (assembled / NAME / "README.txt").is_file()


@pytest.mark.skipif(not LINUX, reason="the archive is a .tar.gz on Linux")
def test_build_packs_the_folder_and_its_desktop_files(assembled):
    [archive] = assembled.glob(f"{NAME}-{ponzi_desktop.__version__}-linux-*.tar.gz")
    assert_archive_layout(archive)


def test_build_makes_every_icon(build, assembled, tmp_path):
    """The PNG sizes are square images of their size; the .ico and .icns hold PNGs."""
    from PySide6.QtGui import QImage

    for size in build.PNG_SIZES:
        image = QImage(str(assembled / NAME / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                           / f"{NAME}.png"))
        assert (image.width(), image.height()) == (size, size)
    pngs = {16: b"\x89PNG16", 256: b"\x89PNG256"}
    ico = build.ico_bytes(pngs)
    assert ico[:6] == b"\0\0\1\0\2\0" and b"\x89PNG256" in ico
    assert build.icns_bytes({size: b"\x89PNG" for _, size in build.ICNS_TYPES})[:4] == b"icns"
