"""PyInstaller hook for pydantic, in place of pyinstaller-hooks-contrib's (hooks in the spec's hookspath come
first): the same hidden imports, every pydantic submodule (pydantic redirects names to them at run time),
except pydantic.v1 and the mypy plugins, which the spec leaves out (EXCLUDES says why); listing them here
would only make PyInstaller warn that each of them is missing."""

from PyInstaller.utils.hooks import collect_submodules

hiddenimports = collect_submodules(
    "pydantic", filter=lambda name: not name.startswith(("pydantic.v1", "pydantic.mypy")),
)
