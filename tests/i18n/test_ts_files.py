"""The translation sources: complete, consistent with the English, and covering every string in the code; the
English plural forms (en.ts) cover every `%n` text and read as English in the running app."""

from __future__ import annotations

import copy
import subprocess

import pytest
from ts_files import I18N, TS_FILES, forms, messages, placeholders, update_module

NUMERUS_FORMS = {"en": 2, "ja": 1, "es": 2, "zh_TW": 1}


#: The tests that read the extraction run in one worker: lupdate reads the whole UI once a run, not once a worker.
EXTRACTION = pytest.mark.xdist_group("ts_extraction")


@pytest.fixture(scope="module")
def extracted():
    """What lupdate finds in ponzi_desktop/ui now (a fresh extraction into a temporary folder)."""
    try:
        return update_module().extract()
    except SystemExit as exc:  # pragma: no cover - PySide6 ships lupdate
        pytest.skip(f"cannot extract: {exc}")


@pytest.mark.parametrize("lang", TS_FILES)
def test_every_message_is_finished(lang):
    todo = [f"[{m.context}] {m.source!r}" for m in messages(lang) if not m.finished or not all(forms(m))]
    assert not todo, f"{lang}.ts has {len(todo)} unfinished message(s):\n" + "\n".join(todo)


@pytest.mark.parametrize("lang", TS_FILES)
def test_placeholders_match_the_english(lang):
    wrong = []
    for m in messages(lang):
        for form in forms(m):
            if placeholders(form) != placeholders(m.source):
                wrong.append(f"[{m.context}] {m.source!r} -> {form!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", TS_FILES)
def test_plurals_have_the_language_forms(lang):
    for m in messages(lang):
        assert m.numerus == ("%n" in m.source), f"[{m.context}] {m.source!r}: numerus is {m.numerus}"
        if m.numerus:
            assert len(forms(m)) == NUMERUS_FORMS[lang], f"[{m.context}] {m.source!r}: {forms(m)}"
            assert all("%n" in f for f in forms(m)), f"[{m.context}] {m.source!r}: a form without %n"


@pytest.mark.parametrize("lang", TS_FILES)
def test_mnemonics_and_markup_survive(lang):
    """A menu's &-shortcut, HTML tags and Markdown heads stay in the translation (their text may change)."""
    wrong = []
    for m in messages(lang):
        for form in forms(m):
            if ("&" in m.source.replace("&&", "")) != ("&" in form.replace("&&", "")):
                wrong.append(f"mnemonic: {m.source!r} -> {form!r}")
            for tag in ("<p>", "<b>", "<h3>"):
                if m.source.count(tag) != form.count(tag):
                    wrong.append(f"markup {tag}: {m.source!r} -> {form!r}")
            if m.source.startswith(("#", ">", "*")) and form[:1] != m.source[:1]:
                wrong.append(f"markdown: {m.source!r} -> {form!r}")
    assert not wrong, "\n".join(wrong)


@EXTRACTION
@pytest.mark.parametrize("lang", TS_FILES)
def test_every_string_in_the_code_is_in_the_ts(lang, extracted):
    """New strings in the code must reach the .ts (run i18n/update.py and translate them)."""
    have = {m.key for m in messages(lang)}
    extracted = update_module().wanted(lang, extracted)  # en.ts: the plural texts only
    missing = [f"[{m.context}] {m.source!r}" for m in extracted if m.key not in have]
    assert not missing, (f"{lang}.ts lacks {len(missing)} string(s) of the code; run `python i18n/update.py` "
                         "and translate them:\n" + "\n".join(missing))
    stale = {m.key for m in extracted}
    gone = [f"[{c}] {s!r}" for c, s, _ in have - stale]
    assert not gone, f"{lang}.ts has strings the code no longer has (run i18n/update.py):\n" + "\n".join(gone)


@pytest.mark.parametrize("lang", TS_FILES)
def test_lrelease_compiles_every_message(lang, tmp_path):
    from ponzi_desktop.ui.i18n import lrelease_command

    command = lrelease_command()
    if command is None:  # pragma: no cover - PySide6 ships it
        pytest.skip("pyside6-lrelease is not installed")
    done = subprocess.run([*command, str(I18N / f"{lang}.ts"), "-qm", str(tmp_path / f"{lang}.qm")],
                          capture_output=True, text=True, check=True)
    assert "0 unfinished" in done.stdout, done.stdout
    assert (tmp_path / f"{lang}.qm").stat().st_size > 1000


@EXTRACTION
def test_update_script_is_up_to_date_and_keeps_translations(tmp_path, extracted):
    """Merging a fresh extraction into the files changes no translation."""
    update = update_module()
    for lang in TS_FILES:
        fresh = [update.Message(m.context, m.source, m.comment, m.numerus, list(m.locations))
                 for m in update.wanted(lang, extracted)]
        merged = update.merge(fresh, list(update.read_ts(I18N / f"{lang}.ts")), NUMERUS_FORMS[lang], False)
        before = {m.key: m.translation for m in messages(lang)}
        assert {m.key: m.translation for m in merged} == before


# ---- English plurals ---------------------------------------------------------------------------------------
@EXTRACTION
def test_every_plural_text_of_the_code_has_english_forms(extracted):
    """en.ts holds exactly the code's `%n` texts, each with a singular and a plural that read as English."""
    plural_texts = {m.key for m in extracted if "%n" in m.source}
    english = {m.key: forms(m) for m in messages("en")}
    assert plural_texts and set(english) == plural_texts
    for (context, source, _), (one, many) in english.items():
        assert "(s)" not in one + many, f"[{context}] {source!r}: {one!r} / {many!r}"
        if "(s)" in source:
            assert one != many, f"[{context}] {source!r}: the singular and plural are the same"


@EXTRACTION
def test_the_update_script_checks_en_ts_too(extracted, monkeypatch, capsys):
    """The script's own command line (`update.py en --check`), given this module's extraction: lupdate's run over
    the UI is the script's `extract()`, the same call, and made once."""
    update = update_module()
    assert update.LANGUAGES["en"] == 2
    monkeypatch.setattr(update, "extract", lambda: copy.deepcopy(extracted))
    status = update.main(["en", "--check"])
    out = capsys.readouterr().out
    assert status == 0 and "en.ts: " in out, out


@pytest.mark.parametrize("n, text", [(1, "Ponzi Scheme with Alice, Bob, 1 move played"),
                                     (20, "Ponzi Scheme with Alice, Bob, 20 moves played")])
def test_english_plurals_in_the_running_app(qapp, english_after, n, text):
    from PySide6.QtCore import QCoreApplication

    from ponzi_desktop.ui import i18n

    assert i18n.install("en") == "en"
    said = QCoreApplication.translate("MainWindow", "%1 with %2, %n move(s) played", None, n)
    assert said.replace("%1", "Ponzi Scheme").replace("%2", "Alice, Bob") == text


@pytest.mark.parametrize("lang", ["ja", "zh_TW"])
def test_japanese_and_chinese_are_never_latin_letters_only(lang):
    """A word the rulebook keeps in English (zh_TW's PASS) comes with the language's own: 跳過（PASS）."""
    import re

    brand = {"Ponzi Desktop", "%1 — Ponzi Desktop"}
    latin = [f"[{m.context}] {m.source!r} -> {form!r}" for m in messages(lang) for form in forms(m)
             if m.source not in brand and re.search(r"[A-Za-z]{2}", re.sub(r"%\d|%n", "", form))
             and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", form)]
    assert not latin, "\n".join(latin)


def test_japanese_uses_the_full_width_colon():
    """Japanese text says "：" after Japanese words, never ASCII ": " (a review saw "サイコロを振ってください: ")."""
    import re

    ascii_colon = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff）]:")
    wrong = [f"[{m.context}] {form!r}" for m in messages("ja") for form in forms(m) if ascii_colon.search(form)]
    assert not wrong, "\n".join(wrong)
