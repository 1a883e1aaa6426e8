"""Choosing, finding, building and switching the app's language; money for the locale; the CJK font check;
the table's tooltips naming their rules section."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QSettings
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu, QToolTip

from ponzi_desktop.ui import formatting, i18n
from ponzi_desktop.ui.app import choose_language
from ponzi_desktop.ui.main_window import MainWindow
from ponzi_desktop.ui.settings import AppSettings
from ponzi_desktop.ui.settings_dialog import SettingsDialog


@pytest.mark.parametrize("tag, code", [
    ("ja", "ja"), ("ja_JP", "ja"), ("es-MX", "es"), ("es_ES", "es"), ("zh_TW", "zh_TW"), ("zh-Hant-HK", "zh_TW"),
    ("zh_CN", "zh_TW"), ("en_GB", "en"), ("en", "en"), ("fr_FR", None), ("", None), (None, None)])
def test_language_tags_map_to_the_app_languages(tag, code):
    assert i18n.normalise(tag) == code


@pytest.mark.parametrize("system, expected", [("ja_JP", "ja"), ("es_AR", "es"), ("zh_HK", "zh_TW"), ("fr_FR", "en"),
                                              ("C", "en")])
def test_first_start_takes_the_system_language(monkeypatch, app_settings, system, expected):
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    assert i18n.system_language() == expected
    assert app_settings.language is None
    assert choose_language(app_settings) == expected
    assert app_settings.language == expected  # chosen once, then kept
    assert choose_language(app_settings, "es") == "es"  # --lang for one run
    assert app_settings.language == expected  # ... without changing the saved choice
    assert choose_language(app_settings, "klingon") == expected


def test_a_checkout_compiles_its_ts_into_the_cache_once(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    calls = []
    real = i18n.compile_ts
    monkeypatch.setattr(i18n, "compile_ts", lambda ts, qm: calls.append(ts) or real(ts, qm))
    first = i18n.qm_file("ja")
    assert first is not None and first.parent == tmp_path / "cache" and first.stat().st_size > 1000
    assert i18n.qm_file("ja") == first and len(calls) == 1
    english = i18n.qm_file("en")  # the English plural forms are compiled like any translation
    assert english is not None and english.parent == tmp_path / "cache" and len(calls) == 2
    assert i18n.available_languages() == ["en", "ja", "es", "zh_TW"]


def test_an_installed_copy_reads_its_qm_and_a_frozen_one_too(monkeypatch, tmp_path):
    """Without a checkout's sources: resources/i18n/<lang>.qm (a wheel, a PyInstaller bundle), or the .ts a
    wheel built without lrelease ships, compiled at first use."""
    resources = tmp_path / "resources"
    (resources / "i18n").mkdir(parents=True)
    assert i18n.compile_ts(Path(i18n.__file__).parents[2] / "i18n" / "es.ts", resources / "i18n" / "es.qm")
    (resources / "i18n" / "ja.ts").write_bytes((Path(i18n.__file__).parents[2] / "i18n" / "ja.ts").read_bytes())
    monkeypatch.setattr(i18n, "source_dir", lambda: None)
    monkeypatch.setattr(i18n, "resources_dir", lambda: resources)
    monkeypatch.setattr(i18n, "cache_dir", lambda: tmp_path / "cache")
    assert i18n.qm_file("es") == resources / "i18n" / "es.qm"
    assert i18n.qm_file("ja").parent == tmp_path / "cache"
    assert i18n.qm_file("zh_TW") is None
    assert i18n.available_languages() == ["en", "ja", "es"]


def test_install_swaps_translators_locale_and_money(qapp, english_after):
    assert i18n.install("es") == "es"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Juego"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"  # Qt's own, qtbase_es
    assert QLocale().language() == QLocale.Language.Spanish
    assert formatting.money(23) in ("23\xa0$", "$23")  # es_ES writes "23 $"; an es_MX system "$23"
    assert i18n.install("ja") == "ja"
    assert QCoreApplication.translate("MainWindow", "&Game") == "ゲーム(&G)"
    assert formatting.money(1234) == "$1,234" and formatting.money(-5) == "-$5"
    assert QCoreApplication.translate("PonziLog", "Market crash! %n bear card(s) go to the discard pile: %1",
                                      None, 2) == "株価大暴落！熊カード2\u2060枚が捨て札へ：%1"
    assert i18n.install("tlh") == "en"  # unknown: English
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert formatting.money(-5) == "-$5"


def test_shortcuts_read_the_same_short_way_in_every_language(qtbot, app_settings, english_after):
    """A review: the Spanish menus said "Control+N", "Control+Mayúsculas+S" (Qt's own Spanish key names) while
    Japanese and Chinese said "Ctrl+N", "Ctrl+Shift+S". Every language shows the short form printed on the keys,
    the one the app's own tooltips write ("Deshacer tu última jugada (Ctrl+Z)"); Qt's other words stay translated."""
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    for lang in ("es", "ja", "zh_TW", "en"):
        assert i18n.install(lang) == lang
        for keys in ("Ctrl+N", "Ctrl+Shift+S", "Alt+F4"):
            assert QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText) == keys, lang
        assert window.menus.act_log.isChecked()  # the menus' entries made
        shown = {a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                 for menu in window.findChildren(QMenu) for a in menu.actions() if not a.shortcut().isEmpty()}
        assert "Ctrl+N" in shown and not any("Control" in s or "Mayús" in s for s in shown), (lang, shown)
    i18n.install("es")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"  # the rest of Qt's own, in Spanish
    # a word the app's Spanish writes as the English (its compiled file leaves it out) and one nobody translates
    # fall through to the English, never to an empty text (the Settings' "Normal" button came out blank)
    assert QCoreApplication.translate("SettingsDialog", "Normal") == "Normal"
    assert QCoreApplication.translate("NoSuchPlace", "Plain words") == "Plain words"


def test_spanish_plurals_follow_the_count(qapp, english_after):
    i18n.install("es")
    one = QCoreApplication.translate("PonziTable", "Due in %n round(s).", None, 1)
    two = QCoreApplication.translate("PonziTable", "Due in %n round(s).", None, 2)
    assert (one, two) == ("Vence dentro de 1 ronda.", "Vence dentro de 2 rondas.")


def test_without_a_cjk_font_the_app_stays_english_and_says_so_once(qtbot, monkeypatch, app_settings,
                                                                 english_after):
    monkeypatch.setattr(i18n, "font_missing", lambda lang: lang in ("ja", "zh_TW"))
    monkeypatch.setattr(MainWindow, "_font_warned", False)
    win = MainWindow(app_settings, language="ja")
    qtbot.addWidget(win)
    assert i18n.current_language() == "en"
    box = win.missing_font_message
    qtbot.waitUntil(box.isVisible, timeout=2000)
    assert "fonts-noto-cjk" in box.text() and "Japanese" in box.text()
    box.button(box.StandardButton.Ok).click()  # dismissible
    app_settings.language = "zh_TW"  # asked again in Settings: still English, and no second message
    assert i18n.current_language() == "en"
    assert not [w for w in QApplication.topLevelWidgets() if w.objectName() == "missing_font_message"
                and w.isVisible()]
    app_settings.language = "es"  # a language the fonts can draw
    assert i18n.current_language() == "es"


def test_the_settings_dialog_switches_language_at_once(qtbot, app_settings, english_after):
    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)
    dialog = SettingsDialog(app_settings, win)
    qtbot.addWidget(dialog)
    assert dialog.language_value() == "en" and not dialog.apply_button.isEnabled()
    dialog.set_language("zh_TW")
    assert dialog.apply_button.isEnabled()
    dialog.apply_button.click()
    assert app_settings.language == "zh_TW" and i18n.current_language() == "zh_TW"
    assert win.menus.menu_game.title() == "遊戲(&G)" and win.start_page.game_cards["ponzi"].new_button.text() == "新遊戲"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "設定", timeout=2000)  # rebuilt in the new language
    assert dialog.language_value() == "zh_TW" and not dialog.apply_button.isEnabled()
    assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "取消"


def test_a_live_switch_gives_every_shown_widget_the_new_languages_font(qtbot, app_settings, english_after):
    """A review switched to Japanese in Settings: the menu bar's "(G) (V) (H)" were drawn in other letters than
    after a start in Japanese, the titles 3-4 px apart. Under the app's style sheet the widgets already shown
    kept their old font; every widget of the window takes the new one, as a window started in it has."""
    from PySide6.QtWidgets import QWidget

    assert QApplication.instance().styleSheet()  # what kept the old fonts
    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.set_language("ja")
    families = QApplication.font().families()
    assert len(families) > 1  # a CJK family behind the base one
    sans = [w for w in win.findChildren(QWidget) if w.font().family() == families[0]]
    assert sans and not [w for w in sans if w.font().families() != families]
    bar = win.menuBar()
    live = [bar.actionGeometry(a).width() for a in bar.actions()]
    fresh = MainWindow(app_settings, language="ja")
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert [fresh.menuBar().actionGeometry(a).width() for a in fresh.menuBar().actions()] == live


def test_a_language_picked_in_the_list_waits_for_ok_or_apply_and_cancel_keeps_all(qtbot, app_settings,
                                                                                   english_after):
    """A review saw the window title change as soon as a language was picked in the list: nothing changes
    before OK or Apply, and Cancel leaves the language, the titles and the settings as they were."""
    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)
    dialog = SettingsDialog(app_settings, win)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = (dialog.windowTitle(), win.windowTitle(), win.menus.menu_game.title(), app_settings.language)
    for lang in ("ja", "es", "zh_TW"):
        dialog.language.setCurrentIndex(dialog.language.findData(lang))  # as a click in the list does
        QApplication.processEvents()
        assert i18n.current_language() == "en", lang
        assert (dialog.windowTitle(), win.windowTitle(), win.menus.menu_game.title(), app_settings.language) == before
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    QApplication.processEvents()
    assert i18n.current_language() == "en" and app_settings.language == before[3]
    assert (win.windowTitle(), win.menus.menu_game.title()) == before[1:3]
    again = SettingsDialog(app_settings, win)  # opened again: the language in use, nothing to apply
    qtbot.addWidget(again)
    assert again.language_value() == "en" and not again.apply_button.isEnabled()


def test_apply_clicked_with_the_mouse_rebuilds_the_shown_dialog_safely(qtbot, app_settings, english_after):
    """A real click gives Apply the focus; the old Apply is destroyed when the dialog is rebuilt in the new
    language. (Destroyed focused inside the dialog, it crashed the app: a segmentation fault.)"""
    from PySide6.QtCore import QCoreApplication, QEvent, Qt
    from PySide6.QtTest import QTest

    win = MainWindow(app_settings, language="en")
    qtbot.addWidget(win)
    dialog = SettingsDialog(app_settings, win)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.set_language("es")
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(50)
    assert i18n.current_language() == "es" and dialog.windowTitle() == "Ajustes"
    assert dialog.isVisible() and dialog.focusWidget() is not None
    dialog.set_language("en")
    QTest.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert i18n.current_language() == "en" and dialog.windowTitle() == "Settings"


def test_play_command_takes_lang(tmp_path):
    shot = tmp_path / "ja.png"
    temp = tmp_path / "tmp"
    temp.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path), "XDG_CACHE_HOME": str(tmp_path / "cache"), "TMPDIR": str(temp)}
    done = subprocess.run([sys.executable, "-m", "ponzi_desktop", "--lang", "ja", "play", "--autoplay", "8",
                           "--screenshot", str(shot), "--size", "1280x720"], capture_output=True, text=True,
                          env=env, timeout=180, check=False)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    assert list(temp.iterdir()) == []  # the run's own settings and autosave folder went with it


# ---- rules behind the table's pieces ------------------------------------------------------------------------
@pytest.mark.parametrize("game, count, section, place", [("ponzi", 15, "crash", 6), ("black_friday", 24, "level", 16),
                                                           ("anti_monopoly", 21, "prison-and-price-war", 13)])
def test_rules_open_at_a_section_in_every_language(qtbot, english_after, game, count, section, place):
    from ponzi_desktop.ui.rules_dialog import RulesDialog, rule_sections

    for lang in ("en", "ja", "es", "zh_TW"):
        sections = rule_sections(game, lang)
        assert len(sections) == count and section in sections
        dialog = RulesDialog(game, None, lang, section=section)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitUntil(lambda d=dialog: d.current_section() == section, timeout=2000)
        assert "{#" not in dialog.browser.toPlainText()
        assert dialog.headings()[place] == sections[section]


def test_rules_fall_back_to_english_with_a_note(qtbot, monkeypatch):
    from ponzi_desktop.ui import rules_dialog

    real = rules_dialog.resource_path

    def no_japanese(*parts):
        if parts[:2] == ("rules", "ja"):
            raise FileNotFoundError(parts)
        return real(*parts)

    monkeypatch.setattr(rules_dialog, "resource_path", no_japanese)
    dialog = rules_dialog.RulesDialog("ponzi", None, "ja")
    qtbot.addWidget(dialog)
    assert dialog.fallback and not dialog.missing
    assert "shown in English" in dialog.browser.toPlainText() and "Funding" in dialog.headings()[3]


def test_table_tooltips_name_the_rule_and_f1_opens_it(qtbot, app_settings, monkeypatch, english_after, tmp_path):
    from ponzi_desktop.persistence import Seat
    from ponzi_desktop.ui import rules_dialog
    from ponzi_desktop.ui.ponzi.rule_links import section_for
    from ponzi_desktop.ui.session import GameSession

    win = MainWindow(app_settings, language="ja")
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    seats = [Seat(name="Alice", kind="human")] + [Seat(name=n, kind="bot", level="random") for n in ("Bob", "Cy")]
    session = GameSession.new("ponzi", {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    session.set_paused(True)
    win.start_session(session)
    table, tips = win.game_page.table, win.game_page.rule_tips
    scene = table.scene
    bank = next(i for i in scene.items() if type(i).__name__ == "BankItem")
    card = next(iter(scene.board.cards.values()))
    assert section_for(bank) == "interest" and section_for(card) in ("funding", "crash", "marker")
    text, section = tips.tooltip_for(bank)
    assert text.endswith("ルール：6. 配当金の支払い（F1）") and section == "interest"
    assert tips.tooltip_for(scene.marker)[0].endswith("3. スタートプレイヤーの移動（F1）")
    # a real tooltip event on the bank, then F1: the rules open at the bank's section
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QGraphicsSceneHelpEvent

    event = QGraphicsSceneHelpEvent(QEvent.Type.GraphicsSceneHelp)
    event.setScenePos(bank.scenePos() + QPointF(0, 10))
    event.setScreenPos(table.view.mapToGlobal(table.view.mapFromScene(event.scenePos())))
    QCoreApplication.sendEvent(scene, event)
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert "配当金の支払い" in QToolTip.text() and tips.section == "interest"
    opened = []
    monkeypatch.setattr(rules_dialog.RulesDialog, "exec", lambda self: opened.append(self._pending_section) or 0)
    win.menus.act_rules.trigger()
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    assert opened == ["interest"]
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=2000)
    win.menus.act_rules.trigger()
    QApplication.processEvents()  # a menu's window opens just after its entry's trigger
    assert opened == ["interest", None]


def test_settings_written_in_one_language_read_in_another(tmp_path, qapp):
    """The saved choice is a language code, never a translated name."""
    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    AppSettings(store).language = "zh_TW"
    store.sync()
    assert "zh_TW" in (tmp_path / "s.ini").read_text()


def test_the_build_carries_the_english_plurals_and_an_installed_copy_uses_them(monkeypatch, tmp_path, qapp,
                                                                             english_after):
    """packaging/build.py (and setup.py, the same way) compile every i18n/*.ts, en.ts included; an installed
    copy finds resources/i18n/en.qm and says "1 card" / "2 cards"."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("ponzi_build", Path(i18n.__file__).parents[2] / "packaging"
                                                  / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    resources = tmp_path / "resources"
    made = build.compile_translations(resources / "i18n")
    assert {p.name for p in made} == {"en.qm", "ja.qm", "es.qm", "zh_TW.qm"}
    monkeypatch.setattr(i18n, "source_dir", lambda: None)
    monkeypatch.setattr(i18n, "resources_dir", lambda: resources)
    assert i18n.qm_file("en") == resources / "i18n" / "en.qm"
    assert i18n.install("en") == "en"
    assert QCoreApplication.translate("PonziTable", "Deck: %n card(s) face down.", None, 1) == "Deck: 1 card face down."
    assert QCoreApplication.translate("PonziTable", "Deck: %n card(s) face down.", None, 2) == "Deck: 2 cards face down."


def test_copies_compiling_the_same_language_at_once_all_get_it(tmp_path):
    """The test workers of a fresh checkout compile each language at the same moment: every one of them gets
    the language (with one shared partial file, one of them found none and showed "電腦2" for "Bot 2")."""
    ts = Path(i18n.__file__).parents[2] / "i18n" / "zh_TW.ts"
    qm = tmp_path / "zh_TW.qm"
    code = ("import sys; from pathlib import Path; from ponzi_desktop.ui import i18n; "
            "sys.exit(0 if i18n.compile_ts(Path(sys.argv[1]), Path(sys.argv[2])) else 1)")
    runs = [subprocess.Popen([sys.executable, "-c", code, str(ts), str(qm)]) for _ in range(6)]
    assert [run.wait(timeout=120) for run in runs] == [0] * 6
    assert qm.stat().st_size > 1000 and not list(tmp_path.glob("*.part"))
