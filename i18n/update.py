"""Regenerate i18n/<lang>.ts from the UI code with pyside6-lupdate, keeping every translation already made.

    python i18n/update.py            # extract, merge, write en.ts, ja.ts, es.ts, zh_TW.ts; report what needs work
    python i18n/update.py --check    # write nothing; exit 1 if a file is out of date or has unfinished messages

lupdate extracts every `tr()`, `QCoreApplication.translate()` and `QT_TRANSLATE_NOOP()` from
ponzi_desktop/ui into a fresh file; this script then merges that with the existing translations itself,
for two reasons lupdate cannot serve:
- lupdate's Python parser marks a message as plural (numerus) only for `self.tr(text, "", n)`, not for
  `QCoreApplication.translate(context, text, None, n)`, which the table and the log use. Every source text
  with `%n` is called with a count, so here every such message is numerus (ja and zh_TW have one form,
  es two), and Qt picks the form by the count at run time.
- the merge is exact and predictable: a message keeps its translation when its context, text and comment
  are unchanged; a new message whose text is translated in another context gets that translation as a
  suggestion, still unfinished; a message gone from the code is kept as "vanished" (lrelease skips it)
  so a reworded string's old translation is at hand; `--no-obsolete` drops those.

English is the source language, yet it has a file too, as Qt recommends (lupdate's `-pluralonly`): `en.ts`
holds only the plural messages, each with its singular and plural form ("%n card" / "%n cards"), so the
app never shows "card(s)". A new plural message arrives there with the forms guessed from "(s)", still
unfinished: check them ("%n bear card(s) leave" is "%n bear card leaves" in the singular) and mark them done.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
SOURCES = ROOT / "ponzi_desktop" / "ui"
#: The lessons' files: their step texts are translated in each lesson's "context" (default "Lesson"; see
#: ponzi_desktop/ui/lesson/plan.py).
LESSONS = ROOT / "resources" / "lessons"
LESSON_CONTEXT = "Lesson"
#: The translation files and how many plural forms each language has (Qt's numerus rules).
LANGUAGES = {"en": 2, "ja": 1, "es": 2, "zh_TW": 1}
#: Files of the source language itself: only the plural messages, for their singular and plural forms.
PLURAL_ONLY = {"en"}

Key = tuple[str, str, str]  # context, source, comment


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    locations: list[tuple[str, str]] = field(default_factory=list)  # (file relative to i18n/, line or "")
    translation: str | list[str] | None = None  # a list of forms when numerus
    kind: str = "unfinished"  # "", "unfinished" or "vanished"

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.comment)

    @property
    def finished(self) -> bool:
        return self.kind == ""


def lupdate_command() -> list[str]:
    wrapper = shutil.which("pyside6-lupdate")
    if wrapper:
        return [wrapper]
    import PySide6

    folder = Path(PySide6.__file__).resolve().parent
    for candidate in (folder / "lupdate", folder / "lupdate.exe", folder / "Qt" / "libexec" / "lupdate"):
        if candidate.is_file():
            return [str(candidate)]
    raise SystemExit("pyside6-lupdate not found: install PySide6-Essentials")


def extract(sources: Path = SOURCES) -> list[Message]:
    """Every translatable message in `sources`: lupdate's extraction, completed by a scan of the code.

    lupdate's Python parser drops a `translate(context, text, None, n)` whose count is not a plain name
    (`f.period`, `len(x)`): those calls are found here by walking the syntax tree. Plural where the text has %n.
    """
    with tempfile.TemporaryDirectory(prefix="ponzi-lupdate-") as tmp:
        out = Path(tmp) / "extracted.ts"
        done = subprocess.run([*lupdate_command(), "-silent", "-extensions", "py", "-locations", "absolute",
                               str(sources), "-ts", str(out)], capture_output=True, text=True, check=False)
        if done.returncode != 0 or not out.is_file():
            raise SystemExit(f"pyside6-lupdate failed:\n{done.stdout}{done.stderr}")
        messages = read_ts(out, relocate_from=Path(tmp))
    found = {m.key for m in messages}
    for m in scan(sources):
        if m.key not in found:  # insert after the last message of its context, or at the end
            found.add(m.key)
            last = max((i for i, other in enumerate(messages) if other.context == m.context), default=None)
            messages.insert(len(messages) if last is None else last + 1, m)
    for m in lesson_messages():
        if m.key not in found:
            found.add(m.key)
            messages.append(m)
    for m in messages:
        m.numerus = "%n" in m.source
        m.translation = None
        m.kind = "unfinished"
    return messages


def lesson_messages(folder: Path = LESSONS) -> list[Message]:
    """The texts of every lesson file (each step's title, text and refusal), in the lessons' context."""
    import json

    out = []
    for path in sorted(folder.glob("*.json")):
        where = os.path.relpath(path, I18N).replace(os.sep, "/")
        plan = json.loads(path.read_text(encoding="utf-8"))
        context = plan.get("context", LESSON_CONTEXT)
        for step in plan.get("steps", []):
            for key in ("title", "text", "refusal", "window"):
                if step.get(key):
                    out.append(Message(context, step[key], locations=[(where, "")]))
    return out


def scan(sources: Path = SOURCES) -> list[Message]:
    """The messages of `tr`, `translate` and `QT_TRANSLATE_NOOP` calls with literal texts, from the syntax tree."""
    out = []
    for path in sorted(sources.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = os.path.relpath(path, I18N).replace(os.sep, "/")
        for cls, call in _calls(tree, None):
            name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
            args = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                    for a in call.args]
            if name in ("translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3") and len(args) >= 2 \
                    and args[0] is not None and args[1] is not None:
                comment = args[2] if name != "QT_TRANSLATE_NOOP" and len(args) > 2 and args[2] else ""
                out.append(Message(args[0], args[1], comment, locations=[(where, str(call.lineno))]))
            elif name == "tr" and isinstance(call.func, ast.Attribute) and cls and args and args[0] is not None:
                comment = args[1] if len(args) > 1 and args[1] else ""
                out.append(Message(cls, args[0], comment, locations=[(where, str(call.lineno))]))
    return out


def _calls(node: ast.AST, cls: str | None):
    """(enclosing class name, call) for every call under `node`."""
    for child in ast.iter_child_nodes(node):
        inner = child.name if isinstance(child, ast.ClassDef) else cls
        if isinstance(child, ast.Call):
            yield cls, child
        yield from _calls(child, inner)


def wanted(lang: str, messages: list[Message]) -> list[Message]:
    """The messages `lang`'s file holds: all of them, or only the plural ones for the source language."""
    return [m for m in messages if m.numerus] if lang in PLURAL_ONLY else list(messages)


def english_forms(source: str) -> list[str]:
    """A first guess at the English singular and plural of a source text that says "card(s)"."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def _text(element: ET.Element | None) -> str:
    return "" if element is None or element.text is None else element.text


def read_ts(path: Path, relocate_from: Path | None = None) -> list[Message]:
    """The messages of a .ts file, in file order. `relocate_from`: the folder its locations are relative to."""
    root = ET.parse(path).getroot()
    out = []
    for ctx in root.iter("context"):
        name = _text(ctx.find("name"))
        for m in ctx.iter("message"):
            msg = Message(name, _text(m.find("source")), _text(m.find("comment")), m.get("numerus") == "yes")
            for loc in m.iter("location"):
                filename = loc.get("filename", "")
                if relocate_from is not None and filename:
                    filename = os.path.relpath((relocate_from / filename).resolve(), I18N).replace(os.sep, "/")
                msg.locations.append((filename, loc.get("line", "")))
            tr = m.find("translation")
            if tr is not None:
                msg.kind = tr.get("type", "")
                if msg.kind == "obsolete":
                    msg.kind = "vanished"
                forms = [_text(f) for f in tr.iter("numerusform")]
                msg.translation = forms if msg.numerus else _text(tr)
            out.append(msg)
    return out


def merge(fresh: list[Message], old: list[Message], forms: int, keep_vanished: bool = True) -> list[Message]:
    """`fresh` messages with the translations of `old` carried over (see the module's docstring)."""
    by_key = {m.key: m for m in old}
    by_text: dict[str, Message] = {}
    for m in old:
        if m.translation and m.finished:
            by_text.setdefault(m.source, m)
    merged = []
    seen = set()
    for m in fresh:
        seen.add(m.key)
        before = by_key.get(m.key)
        if before is not None and before.translation:
            m.translation = _reshape(before.translation, m.numerus, forms)
            # a message back from "vanished", or now with a count, is worth a look before it counts as done
            m.kind = "" if before.kind == "" and before.numerus == m.numerus else "unfinished"
        elif m.source in by_text:
            m.translation = _reshape(by_text[m.source].translation, m.numerus, forms)
            m.kind = "unfinished"
        else:
            m.translation = [""] * forms if m.numerus else ""
            m.kind = "unfinished"
        merged.append(m)
    if keep_vanished:
        for m in old:
            if m.key not in seen and m.translation:
                m.kind = "vanished"
                m.locations = []
                merged.append(m)
    return merged


def _reshape(translation: str | list[str], numerus: bool, forms: int) -> str | list[str]:
    if numerus:
        have = list(translation) if isinstance(translation, list) else [translation]
        return (have + [have[-1] if have else ""] * forms)[:forms]
    return translation[0] if isinstance(translation, list) and translation else translation or ""


def write_ts(path: Path, lang: str, messages: list[Message]) -> str:
    """Write `messages` as a Qt Linguist file (contexts in first-seen order); returns the text written."""
    contexts: dict[str, list[Message]] = {}
    for m in messages:
        contexts.setdefault(m.context, []).append(m)
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{lang}" sourcelanguage="en">']
    for name, items in contexts.items():
        lines += ["<context>", f"    <name>{escape(name)}</name>"]
        for m in items:
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            for filename in dict.fromkeys(filename for filename, _line in m.locations):
                # the file without the line: a location that moves with every edit above it is noise in diffs
                lines.append(f"        <location filename={quoteattr(filename)}/>")
            lines.append(f"        <source>{escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{escape(m.comment)}</comment>")
            kind = f" type={quoteattr(m.kind)}" if m.kind else ""
            if m.numerus:
                forms = m.translation if isinstance(m.translation, list) else [m.translation or ""]
                lines.append(f"        <translation{kind}>")
                lines += [f"            <numerusform>{escape(f)}</numerusform>" for f in forms]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation{kind}>{escape(m.translation or '')}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    text = "\n".join(lines) + "\n"
    if path is not None:
        path.write_text(text, encoding="utf-8")
    return text


def update(languages: list[str], check: bool, keep_vanished: bool) -> int:
    fresh_messages = extract()
    status = 0
    for lang in languages:
        path = I18N / f"{lang}.ts"
        old = read_ts(path) if path.is_file() else []
        fresh = [Message(m.context, m.source, m.comment, m.numerus, list(m.locations))
                 for m in wanted(lang, fresh_messages)]
        merged = merge(fresh, old, LANGUAGES[lang], keep_vanished)
        if lang in PLURAL_ONLY:
            for m in merged:
                if m.numerus and not any(m.translation or []):
                    m.translation = english_forms(m.source)  # a suggestion: still unfinished
        text = write_ts(None, lang, merged)
        current = path.read_text(encoding="utf-8") if path.is_file() else ""
        live = [m for m in merged if m.kind != "vanished"]
        todo = [m for m in live if not m.finished]
        gone = [m for m in merged if m.kind == "vanished"]
        print(f"{lang}.ts: {len(live)} messages, {len(todo)} unfinished, {len(gone)} vanished"
              + (" (out of date)" if text != current else ""))
        for m in todo:
            print(f"  unfinished [{m.context}] {m.source!r}")
        if check:
            status |= int(text != current or bool(todo))
        elif text != current:
            path.write_text(text, encoding="utf-8")
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES), help="en ja es zh_TW (default: all)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 when anything needs work")
    parser.add_argument("--no-obsolete", action="store_true", help="drop messages no longer in the code")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.languages) - set(LANGUAGES))
    if unknown:
        parser.error(f"unknown language {', '.join(unknown)} (known: {', '.join(LANGUAGES)})")
    return update(args.languages, args.check, not args.no_obsolete)


if __name__ == "__main__":
    sys.exit(main())
