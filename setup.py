"""Packaging detail pyproject.toml cannot say: the top-level resources/ ships inside the package, with the
translations compiled.

The checkout keeps `resources/` beside `ponzi_desktop/` (see STYLE.md); a wheel maps it to
`ponzi_desktop/resources/`, where `ponzi_desktop.paths` finds it in an installed copy.

The `.qm` translations are built, never committed: `build_py` compiles `i18n/<lang>.ts` with
`pyside6-lrelease` into `ponzi_desktop/resources/i18n/<lang>.qm`, so `pip install .` gives a translated app.
Where lrelease is not at hand at build time (pip's isolated build environment has no PySide6), the `.ts`
sources ship instead and the app compiles them once into the user's cache (ui/i18n.py).

The rules engines and the bots are compiled to C extensions with Cython, from the same .py files
(the .pxd files beside some of them declare types for Cython only): with no C compiler, no Cython, or PONZI_DESKTOP_PURE=1 set at install time the
package installs as pure Python and plays the same games, only slower. `./dev.sh` installs pure Python and
then builds the extensions in place (`python setup.py build_ext --inplace`, a no-op when nothing changed);
`ponzi_desktop/native.py` lists the compiled modules. See docs/engine_speed.md.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from ponzi_desktop.native import PURE_VARIABLE, compiled_sources, leftover_modules  # noqa: E402  (stdlib only)


def _lrelease() -> list[str] | None:
    wrapper = shutil.which("pyside6-lrelease")
    if wrapper:
        return [wrapper]
    try:
        import PySide6
    except ImportError:
        return None
    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lrelease", folder / "lrelease.exe", folder / "Qt" / "libexec" / "lrelease"):
        if candidate.is_file():
            return [str(candidate)]
    return None


class BuildPyWithTranslations(build_py):
    """build_py, then the translations into the built package's resources/i18n/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads i18n/*.ts from the checkout and compiles them itself
        sources = sorted((HERE / "i18n").glob("*.ts"))
        if not sources:
            return
        target = Path(self.build_lib) / "ponzi_desktop" / "resources" / "i18n"
        target.mkdir(parents=True, exist_ok=True)
        lrelease = _lrelease()
        # pip's isolated build points PYTHONPATH at its own environment, where a pyside6-lrelease script
        # from the user's environment cannot import PySide6: run it with the user's own paths
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONNOUSERSITE")}
        for ts in sources:
            qm = target / f"{ts.stem}.qm"
            if lrelease is not None and subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], env=env,
                                                       capture_output=True, check=False).returncode == 0 \
                    and qm.is_file():
                continue
            self.announce(f"no pyside6-lrelease: shipping {ts.name} to be compiled at run time", level=2)
            shutil.copyfile(ts, target / ts.name)


#: Cython's settings for every compiled module
CYTHON_OPTIONS = {"language_level": 3, "quiet": True,
                  "compiler_directives": {"annotation_typing": False, "binding": True}}


class OptionalBuildExt(build_ext):
    """Each module turned into C by Cython, then compiled, in one go; a module that fails stays pure Python
    instead of failing the install.

    Cython runs inside the build's threads (`--parallel N`), a module at a time, just before its compile: while
    one thread's module is in Cython (which holds the GIL) the other's is in the C compiler (a process of its
    own), so the two steps overlap on the cores instead of the compiler waiting for every module's C first.
    Cython writes a module's C again only when its .py or a .pxd it uses is newer, and the compiler runs only
    when that C is newer than the built module: a no-op when nothing changed."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, no Python headers: the pure-Python path works the same
            self.warn(f"the engine stays pure Python (compiling failed: {exc})")

    def build_extension(self, ext) -> None:
        try:
            if ext.sources[0].endswith(".py"):
                from Cython.Build import cythonize

                ext.sources = cythonize([ext], **CYTHON_OPTIONS)[0].sources
            super().build_extension(ext)
        except Exception as exc:
            self.warn(f"{ext.name} stays pure Python (compiling failed: {exc})")


def extensions() -> list:
    for leftover in leftover_modules(HERE / "ponzi_desktop"):  # it would be imported instead of its source
        leftover.unlink()
    if os.environ.get(PURE_VARIABLE) == "1":
        return []
    try:
        import Cython  # noqa: F401  (used by OptionalBuildExt)
    except ImportError:
        print("Cython is not installed: the engine stays pure Python", file=sys.stderr)
        return []
    modules = []
    for source in compiled_sources(HERE / "ponzi_desktop"):
        relative = source.relative_to(HERE)
        module = Extension(".".join(relative.with_suffix("").parts), [str(relative)])
        # Tracebacks name the .py line, not the C one. GCC and Clang: -O2 (as fast here as Python's -O3 and
        # a tenth smaller), no unwind tables (nothing unwinds through this C: the binary is size-capped) and
        # no debug information (-g0 after Python's -g: a fifth less compile time, the same machine code, and
        # nothing for the binary's build to strip).
        # No fused multiply-add (GCC fuses by default where the CPU has it, e.g. ARM64): the bots' sums of
        # products in C doubles must round as Python's floats do, or the same seeds would play other games.
        module.define_macros.append(("CYTHON_CLINE_IN_TRACEBACK", "0"))
        if sys.platform != "win32":
            module.extra_compile_args += ["-O2", "-g0", "-fno-asynchronous-unwind-tables", "-fno-unwind-tables",
                                          "-ffp-contract=off"]
        modules.append(module)
    return modules


setup(
    ext_modules=extensions(),
    packages=[*find_packages(include=["ponzi_desktop", "ponzi_desktop.*"]), "ponzi_desktop.resources"],
    package_dir={"ponzi_desktop.resources": "resources"},
    package_data={"ponzi_desktop.resources": ["**/*"]},
    include_package_data=False,
    cmdclass={"build_py": BuildPyWithTranslations, "build_ext": OptionalBuildExt},
)
