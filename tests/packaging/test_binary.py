"""The desktop binary, built from this checkout by packaging/build.py and run the way a person would run it.

One build per test session (about three minutes of one worker on two cores), then: the archive unpacked under a
non-ASCII path and its self-test run from there in a bare environment (no Python on PATH, a home of its own) on
an X11 display (Xvfb), install.sh and uninstall.sh in a throw-away home, the desktop file and AppStream metainfo,
what the bundle leaves out, and `play --screenshot`. Skipped, with the reason, where PyInstaller is not installed.

The build made its worker the whole run's longest path, so these tests are marked `packaging` and left out of
the default run (pyproject's addopts); CI (.ci/run) runs them as a step of their own, `./dev.sh test -m
packaging`. What build.py assembles without PyInstaller (the desktop files, the icons, the archive's layout)
and what the spec leaves out against what the app imports are checked in every run (test_build_parts.py)."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from linux_files import APP_ID, NAME, assert_archive_layout, assert_desktop_files, desktop_entry

import ponzi_desktop

pytestmark = [pytest.mark.packaging, pytest.mark.xdist_group("binary")]  # one worker, one build

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")
BUILD_TIMEOUT_S = 1200


def bare_env(home: Path) -> dict[str, str]:
    """What a desktop session gives a program, and nothing of this test run's Python or virtualenv."""
    env = {"HOME": str(home), "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen", "XDG_RUNTIME_DIR": str(home / "run")}
    (home / "run").mkdir(parents=True, exist_ok=True, mode=0o700)
    return env


def run(command: list[str], env: dict[str, str], timeout: float = 300, cwd: Path | None = None):
    return subprocess.run([str(c) for c in command], env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, check=False)


def explain(done: subprocess.CompletedProcess) -> str:
    return f"exit {done.returncode}\n--- stdout\n{done.stdout[-4000:]}\n--- stderr\n{done.stderr[-4000:]}"


def listing(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.lstat().st_size for p in folder.rglob("*")}


# Built once a run. The tests are one xdist group, so one worker runs them all; should another worker ever get
# one (the group lost, as with pytest 9.2), it waits for the first worker's build under a lock instead of building
# its own (the test workers share their base folder's parent).
@pytest.fixture(scope="session")
def dist(tmp_path_factory) -> Path:
    pytest.importorskip("PyInstaller", reason="PyInstaller is not installed (pip install -e '.[packaging]')")
    if not LINUX:
        pytest.skip("these checks run the Linux build; Windows and macOS builds are made by hand (README)")
    import fcntl

    base = tmp_path_factory.getbasetemp()
    out = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "binary"
    out.mkdir(exist_ok=True)
    with open(out / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "built").exists():
            done = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist",
                                   str(out / "dist"), "--work", str(out / "build")], capture_output=True,
                                  text=True, timeout=BUILD_TIMEOUT_S, check=False)
            assert done.returncode == 0, "packaging/build.py failed\n" + explain(done)
            (out / "built").touch()
    return out / "dist"


@pytest.fixture(scope="session")
def app_dir(dist) -> Path:
    return dist / NAME


@pytest.fixture(scope="session")
def archive(dist) -> Path:
    found = sorted(dist.glob(f"{NAME}-{ponzi_desktop.__version__}-linux-*.tar.gz"))
    assert len(found) == 1, f"expected one archive in {dist}, found {found}"
    return found[0]


def test_archive_holds_the_folder_and_its_desktop_files(archive):
    members = assert_archive_layout(archive)
    assert f"{NAME}/_internal/resources/data/ponzi_scheme.json" in members


@pytest.fixture(scope="session")
def unpacked(archive, tmp_path_factory) -> Path:
    """The archive unpacked where a person with a Japanese home might put it: ~/テスト/ponzi."""
    where = tmp_path_factory.mktemp("unpack") / "テスト" / "ponzi"
    where.mkdir(parents=True)
    with tarfile.open(archive) as tar:
        tar.extractall(where, filter="tar")
    return where / NAME


def test_self_test_passes_unpacked_under_a_non_ascii_path_on_an_x11_display_and_writes_nothing_beside_it(
        unpacked, tmp_path):
    """One run of the whole self-test (a bot game, save and reload in every language the build carries, ...) the
    way a person starts the program: unpacked where a person with a Japanese home might put it, in a bare
    environment (no Python on PATH, a home of its own), on an X11 display (Xvfb), so that the xcb platform plugin
    and its GL integration load from the bundle. (`play --screenshot` below runs it offscreen.)"""
    before = listing(unpacked)
    home = tmp_path / "ホーム"
    env = bare_env(home)
    command: list = [unpacked / NAME, "--self-test"]
    xvfb_run = shutil.which("xvfb-run")
    if xvfb_run is not None:  # ./dev.sh test installs it; without it, offscreen
        env["QT_QPA_PLATFORM"] = "xcb"
        command = [xvfb_run, "-a", "-s", "-screen 0 1600x1000x24", *command]
    done = run(command, env)
    assert done.returncode == 0, explain(done)
    out = done.stdout
    assert "built binary" in out and "self-test passed" in out
    assert f"resources in {unpacked}/_internal/resources" in out
    for check in ("games", "user folders", "qt translations", "[en] bot game", "[en] panels beside the table",
                  "[en] save and reload", "self-contained"):
        assert f"ok   {check}" in out, f"check {check!r} missing\n{out}"
    folders = next(line for line in out.splitlines() if line.startswith("ok   user folders"))
    assert f"settings {home}/.config/" in folders  # QStandardPaths: the user's own folders
    assert f"data {home}/.local/share/" in folders
    carried = sorted(p.stem for p in (unpacked / "_internal" / "resources" / "i18n").glob("*.qm"))
    for lang in carried:  # every language the build carries was checked
        assert f"ok   [{lang}] save and reload" in out, f"{lang} not checked\n{out}"
    assert listing(unpacked) == before, "the program wrote into its own folder"


def test_install_and_uninstall_in_a_home_of_its_own(unpacked, tmp_path):
    home = tmp_path / "家"
    env = bare_env(home)
    done = run(["sh", unpacked / "install.sh"], env)
    assert done.returncode == 0, explain(done)
    link = home / ".local" / "bin" / NAME
    share = home / ".local" / "share"
    assert link.is_symlink() and link.resolve() == (unpacked / NAME).resolve()
    entry = desktop_entry(share / "applications" / f"{NAME}.desktop")
    # the Exec value is the program's path in the Desktop Entry quoting (shlex reads it the same way here)
    assert shlex.split(entry["Exec"]) == [str(unpacked / NAME)]
    assert entry["Icon"] == NAME
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in ("16x16", "48x48", "256x256", "512x512", "scalable"):
        assert list((share / "icons" / "hicolor" / size / "apps").glob(f"{NAME}.*")), size

    simulated = run([link, "simulate", "--games", "1", "--json"], env)
    assert simulated.returncode == 0 and '"games": 1' in simulated.stdout, explain(simulated)

    done = run(["sh", unpacked / "uninstall.sh"], env)
    assert done.returncode == 0, explain(done)
    assert not link.exists() and not link.is_symlink()
    assert not (share / "applications" / f"{NAME}.desktop").exists()
    assert not (share / "metainfo" / f"{APP_ID}.metainfo.xml").exists()
    assert not list((share / "icons").rglob(f"{NAME}.*"))
    assert (unpacked / NAME).exists(), "uninstall.sh must leave the unpacked folder alone"


def test_desktop_file_and_metainfo_have_the_expected_shape(app_dir):
    assert_desktop_files(app_dir)


def test_bundle_leaves_out_what_the_app_does_not_use(app_dir):
    internal = app_dir / "_internal"
    names = [str(p.relative_to(internal)) for p in internal.rglob("*")]
    for unused in ("WebEngine", "Qt6Qml", "Qt6Quick", "Qt6Network", "Qt6Multimedia", "Qt6Pdf", "Qt63D",
                   "Qt6Sql", "libqgtk3", "PyQt5", "PyQt6", "tkinter"):
        found = [n for n in names if unused in n]
        assert not found, f"{unused} is bundled: {found[:5]}"
    qt_translations = sorted(p.name for p in (internal / "PySide6" / "Qt" / "translations").glob("*.qm"))
    assert set(qt_translations) <= {f"qtbase_{lang}.qm" for lang in ("en", "ja", "es", "zh_TW")}
    assert {"qtbase_ja.qm", "qtbase_es.qm", "qtbase_zh_TW.qm"} <= set(qt_translations)
    sources = sorted(p.stem for p in (ROOT / "i18n").glob("*.ts"))
    carried = sorted(p.stem for p in (internal / "resources" / "i18n").glob("*.qm"))
    assert carried == sources, "every i18n/*.ts is compiled into the bundle"


def test_play_draws_the_table(app_dir, tmp_path):
    shot = tmp_path / "table.png"
    done = run([app_dir / NAME, "play", "--players", "4", "--autoplay", "20", "--screenshot", shot],
               bare_env(tmp_path / "home"))
    assert done.returncode == 0, explain(done)
    assert shot.is_file() and shot.stat().st_size > 20_000, "the screenshot is missing or blank"
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_folder_is_at_most_150_mb(app_dir):
    size = sum(p.lstat().st_size for p in app_dir.rglob("*") if p.is_file() or p.is_symlink())
    assert size <= 150e6, f"{size / 1e6:.1f} MB"


@pytest.mark.skipif(not LINUX, reason="the ICU data is cut on Linux only")
def test_icu_data_is_cut_to_the_app_languages(app_dir):
    """packaging/icu_data.py ran (it needs binutils): the data library is a fifth of the wheel's; that Qt
    still sorts and names time zones in every language is the self-test's `text services` check."""
    libraries = [p for p in (app_dir / "_internal").rglob("libicudata.so.*") if not p.is_symlink()]
    assert libraries, "no ICU data library in the bundle"
    for library in libraries:
        assert library.stat().st_size < 8 * 2**20, f"{library.name}: {library.stat().st_size / 2**20:.1f} MiB"
