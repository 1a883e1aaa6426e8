"""Checks of the Linux files packaging/build.py adds to the app's folder and its archive, shared by the quick
tests (the files assembled by build.py's own functions, tests/packaging/test_build_parts.py) and the whole
binary's (tests/packaging/test_binary.py, `-m packaging`)."""

from __future__ import annotations

import configparser
import os
import subprocess
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

import ponzi_desktop

NAME = "ponzi-desktop"
APP_ID = "io.github.ponzi_desktop.PonziDesktop"


def desktop_entry(path: Path) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def assert_archive_layout(archive: Path) -> dict[str, tarfile.TarInfo]:
    """The program, install.sh and uninstall.sh executable at the archive's top folder; the desktop file, the
    metainfo and every icon size under share/; nothing owned by the packer. Returns the members by name."""
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    top = f"{NAME}/"
    assert f"{NAME}/{NAME}" in members and members[f"{NAME}/{NAME}"].mode & 0o111
    for script in ("install.sh", "uninstall.sh"):
        assert members[top + script].mode & 0o111, f"{script} is not executable"
    assert top + f"share/applications/{NAME}.desktop" in members
    assert top + f"share/metainfo/{APP_ID}.metainfo.xml" in members
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert top + f"share/icons/hicolor/{size}x{size}/apps/{NAME}.png" in members
    assert top + f"share/icons/hicolor/scalable/apps/{NAME}.svg" in members
    assert all(m.uid == 0 and not m.uname for m in members.values())
    return members


def assert_desktop_files(app_dir: Path) -> None:
    """The desktop file and the AppStream metainfo (with this version's release) in the app's share/, valid
    for appstreamcli and desktop-file-validate where those are installed."""
    entry = desktop_entry(app_dir / "share" / "applications" / f"{NAME}.desktop")
    assert entry["Type"] == "Application" and entry["Name"] == "Ponzi Desktop"
    assert entry["Icon"] == NAME and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";") and "BoardGame" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == NAME  # what QGuiApplication.setDesktopFileName names the window

    metainfo = app_dir / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    component = ET.parse(metainfo).getroot()
    assert component.tag == "component" and component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    for field in ("name", "summary", "metadata_license", "project_license"):
        assert (component.findtext(field) or "").strip(), field
    assert component.find("description/p") is not None
    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == f"{NAME}.desktop"
    release = component.find("releases/release")
    assert release is not None and release.get("version") == ponzi_desktop.__version__
    assert component.find("content_rating") is not None

    for tool, args in (("appstreamcli", ["validate", "--no-net", metainfo]),
                       ("desktop-file-validate", [app_dir / "share" / "applications" / f"{NAME}.desktop"])):
        path = next((Path(d) / tool for d in os.environ.get("PATH", "").split(os.pathsep)
                     if (Path(d) / tool).is_file()), None)
        if path is not None:  # the validators are optional on a developer's machine
            done = subprocess.run([str(path), *map(str, args)], capture_output=True, text=True, check=False)
            assert done.returncode == 0, f"{tool}: exit {done.returncode}\n{done.stdout}\n{done.stderr}"
