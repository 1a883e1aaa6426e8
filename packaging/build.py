"""Builds the desktop binary for this platform: translations, icons, a PyInstaller one-folder app, an archive.

    python packaging/build.py [--dist DIR] [--work DIR] [--no-archive] [--clean]

Needs the packaging extra (`pip install -e ".[packaging]"`, i.e. PyInstaller). Steps:
1. compiles `i18n/*.ts` to `.qm` with PySide6's lrelease;
2. renders the icon sizes from `packaging/icons/ponzi-desktop.svg` (PNG 16..512, `.ico`, `.icns`);
3. runs PyInstaller on `packaging/ponzi_desktop.spec` into `DIST/ponzi-desktop/` (macOS:
   `DIST/Ponzi Desktop.app`);
4. Linux: strips debug information, cuts ICU's data to the app's languages (`packaging/icu_data.py`), adds
   the `.desktop` file, the AppStream metainfo, the icons and `install.sh` / `uninstall.sh` to
   the folder and packs it as `DIST/ponzi-desktop-<version>-linux-<arch>.tar.gz`; Windows and macOS: a zip.

Everything it makes is a build product (`build/`, `dist/`): the SVG, the .ts files and the files in
`packaging/linux/` are the sources, and nothing generated is committed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
ICON_SVG = PACKAGING / "icons" / "ponzi-desktop.svg"
LINUX = PACKAGING / "linux"
#: the app's id, named by its AppStream metainfo file (also the macOS bundle identifier, in the spec)
APP_ID = next(LINUX.glob("*.metainfo.xml")).name.removesuffix(".metainfo.xml")
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns element types holding PNG data, by the pixel size they hold
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
              (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512))


def log(text: str) -> None:
    print(f"[build] {text}", flush=True)


def project_meta() -> tuple[str, str]:
    """(distribution name, version): the name from pyproject.toml, the version from the package."""
    name = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["name"]
    sys.path.insert(0, str(ROOT))
    try:
        import ponzi_desktop
    finally:
        sys.path.pop(0)
    return name, ponzi_desktop.__version__


# ---- translations -------------------------------------------------------------------------------------
def compile_translations(out: Path) -> list[Path]:
    """`i18n/*.ts` -> `out/*.qm`; an empty list (and a note) when there are no translations yet."""
    sources = sorted((ROOT / "i18n").glob("*.ts"))
    out.mkdir(parents=True, exist_ok=True)
    if not sources:
        log("translations: no i18n/*.ts yet, building the English app only")
        return []
    lrelease = ("import sys; from PySide6.scripts.pyside_tool import lrelease; "
                "sys.argv[0] = 'pyside6-lrelease'; lrelease()")
    made = []
    for ts in sources:
        qm = out / (ts.stem + ".qm")
        subprocess.run([sys.executable, "-c", lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        if not qm.exists():
            raise SystemExit(f"lrelease made no {qm.name} from {ts}")
        made.append(qm)
    log(f"translations: {', '.join(p.name for p in made)}")
    return made


# ---- icons ------------------------------------------------------------------------------------------------
def render_pngs(svg: Path, sizes: tuple[int, ...]) -> dict[int, bytes]:
    """The SVG drawn at each size by Qt's SVG renderer, as PNG bytes (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - Qt needs it alive
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG Qt can draw")
    pngs = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        pngs[size] = bytes(data)
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (read by Windows Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images, one element per type in ICNS_TYPES."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path, name: str) -> Path:
    """`out/hicolor/<size>/apps/<name>.png` and `scalable/<name>.svg`, `out/<name>.ico` and `.icns`."""
    pngs = render_pngs(ICON_SVG, tuple(sorted({*PNG_SIZES, *ICO_SIZES, 1024})))
    hicolor = out / "hicolor"
    for size in PNG_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{name}.png").write_bytes(pngs[size])
    (hicolor / "scalable" / "apps").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON_SVG, hicolor / "scalable" / "apps" / f"{name}.svg")
    (out / f"{name}.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (out / f"{name}.icns").write_bytes(icns_bytes(pngs))
    log(f"icons: PNG {', '.join(map(str, PNG_SIZES))}, SVG, {name}.ico, {name}.icns")
    return hicolor


# ---- the Linux desktop files ------------------------------------------------------------------------
def metainfo_with_release(version: str) -> bytes:
    """The AppStream metainfo with this version's <release> added (the version lives only in the package)."""
    source = LINUX / f"{APP_ID}.metainfo.xml"
    tree = ET.parse(source)
    component = tree.getroot()
    for old in component.findall("releases"):
        component.remove(old)
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", time.time()))
    date = dt.datetime.fromtimestamp(epoch, dt.UTC).date().isoformat()
    releases = ET.SubElement(component, "releases")
    ET.SubElement(releases, "release", version=version, date=date)
    ET.indent(tree, space="  ")
    return b'<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(component, encoding="utf-8") + b"\n"


def add_linux_files(app_dir: Path, icons: Path, name: str, version: str) -> None:
    share = app_dir / "share"
    (share / "applications").mkdir(parents=True, exist_ok=True)
    shutil.copyfile(LINUX / f"{name}.desktop", share / "applications" / f"{name}.desktop")
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_bytes(metainfo_with_release(version))
    shutil.copytree(icons, share / "icons" / "hicolor", dirs_exist_ok=True)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copyfile(LINUX / script, app_dir / script)
        (app_dir / script).chmod(0o755)
    shutil.copyfile(LINUX / "README.txt", app_dir / "README.txt")


# ---- debug information ------------------------------------------------------------------------------
def elf_section_names(path: Path) -> set[str]:
    """The section names of a 64- or 32-bit little-endian ELF file; empty for anything else."""
    with path.open("rb") as f:
        head = f.read(64)
        if head[:4] != b"\x7fELF" or head[5] != 1:
            return set()
        wide = head[4] == 2
        shoff = struct.unpack_from("<Q" if wide else "<I", head, 0x28 if wide else 0x20)[0]
        entsize, count, strndx = struct.unpack_from("<HHH", head, 0x3A if wide else 0x2E)
        if not shoff or strndx >= count:
            return set()
        f.seek(shoff)
        table = f.read(entsize * count)
        name_at, off_at, fmt = (0, 0x18, "<Q") if wide else (0, 0x10, "<I")
        strings = table[strndx * entsize:(strndx + 1) * entsize]
        str_off = struct.unpack_from(fmt, strings, off_at)[0]
        str_size = struct.unpack_from(fmt, strings, off_at + (8 if wide else 4))[0]
        f.seek(str_off)
        names = f.read(str_size)
    out = set()
    for i in range(count):
        start = struct.unpack_from("<I", table, i * entsize + name_at)[0]
        out.add(names[start:names.find(b"\0", start)].decode("ascii", "replace"))
    return out


#: libraries from wheels that keep a symbol table nothing reads at run time (1.4 MB): Qt's ICU, linked as
#: the linker left it (the wheels' auditwheel-patched libraries, numpy's, are not on this list, see below)
SYMBOL_TABLE_ONLY = ("libicuuc.so.", "libicui18n.so.")


def strip_debug_info(folder: Path) -> None:
    """Linux: remove the debug information and symbol tables some builds of Python leave in libpython and its
    modules (23 MB) and a compiled engine built with them carries (setup.py builds it without: -g0), and the
    symbol tables of SYMBOL_TABLE_ONLY.

    `strip --strip-unneeded` keeps the dynamic symbols, which are what loading and linking use (the
    bootloader finds Python's functions with dlsym); the symbol table is for debuggers only. Only files that
    carry `.debug_info`, or are named above, are touched: wheels' libraries come stripped, and stripping
    again the ones auditwheel patched (numpy's OpenBLAS) leaves them unloadable.
    """
    strip = shutil.which("strip")
    if strip is None:
        log("strip (binutils) is missing: the debug information stays in")
        return
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
             and (p.name.startswith(SYMBOL_TABLE_ONLY) or ".debug_info" in elf_section_names(p))]
    before = sum(p.stat().st_size for p in files)
    for path in files:
        subprocess.run([strip, "--strip-unneeded", str(path)], check=True)
    after = sum(p.stat().st_size for p in files)
    log(f"debug information and symbol tables stripped from {len(files)} files: "
        f"{(before - after) / 2**20:.1f} MiB less")


# ---- ICU data -----------------------------------------------------------------------------------------
def trim_icu_data(folder: Path) -> None:
    """Linux: ICU's data library cut to what Qt asks of it in the app's languages (packaging/icu_data.py)."""
    sys.path.insert(0, str(PACKAGING))
    try:
        import icu_data
    finally:
        sys.path.pop(0)
    for library in sorted(folder.rglob("libicudata.so.*")):
        if library.is_symlink():
            continue
        try:
            before_items, after_items, before, after = icu_data.trim(library)
        except (icu_data.IcuDataError, OSError, subprocess.CalledProcessError) as exc:
            log(f"ICU data kept whole ({library.name}): {exc}")
            continue
        log(f"ICU data for {', '.join(sorted(icu_data.LANGUAGES))}: {after_items} of {before_items} items, "
            f"{before / 2**20:.1f} MiB -> {after / 2**20:.1f} MiB")


# ---- archives ----------------------------------------------------------------------------------------
def archive_name(name: str, version: str) -> str:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{name}-{version}-{system}-{machine}"


def make_archive(dist: Path, bundle: Path, base: str) -> Path:
    if sys.platform == "darwin":
        target = dist / f"{base}.zip"
        # ditto keeps the .app's symlinks and extended attributes; Python's zipfile would not
        subprocess.run(["ditto", "-c", "-k", "--keepParent", str(bundle), str(target)], check=True)
        return target
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(dist / base), "zip", root_dir=dist, base_dir=bundle.name))
    target = dist / f"{base}.tar.gz"

    def tidy(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = ""
        return info

    with tarfile.open(target, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=bundle.name, filter=tidy)
    return target


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


# ---- the build -----------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the app and archive go")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "packaging", help="build files")
    parser.add_argument("--no-archive", action="store_true", help="build the folder only")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)
    try:
        import PyInstaller.__main__  # noqa: F401
    except ImportError:
        print('build.py: PyInstaller is missing; install it with: pip install -e ".[packaging]"', file=sys.stderr)
        return 2
    start = time.perf_counter()
    name, version = project_meta()
    dist, work = args.dist.resolve(), args.work.resolve()
    log(f"{name} {version} for {sys.platform} ({platform.machine()}), Python {platform.python_version()}")
    for folder in (work / "i18n", work / "icons"):
        shutil.rmtree(folder, ignore_errors=True)
    compile_translations(work / "i18n")
    icons = make_icons(work / "icons", name)

    log("PyInstaller: one-folder app")
    env = dict(os.environ, PONZI_PACKAGING_WORK=str(work))
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), str(PACKAGING / "ponzi_desktop.spec")]
    if args.clean:
        command.insert(3, "--clean")
    subprocess.run(command, check=True, env=env, cwd=ROOT)

    app_dir = dist / name
    bundle = dist / "Ponzi Desktop.app" if sys.platform == "darwin" else app_dir
    dangling = [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]
    for link in dangling:  # links to the libraries the spec dropped
        link.unlink()
    if sys.platform.startswith("linux"):
        strip_debug_info(app_dir)
        trim_icu_data(app_dir)
        add_linux_files(app_dir, icons, name, version)
    size = folder_size(bundle)
    log(f"app: {bundle} ({size / 1e6:.1f} MB, {size / 2**20:.1f} MiB)")
    if not args.no_archive:
        archive = make_archive(dist, bundle, archive_name(name, version))
        log(f"archive: {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    log(f"done in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
