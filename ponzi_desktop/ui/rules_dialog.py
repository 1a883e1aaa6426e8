"""The rules window: a game's rules from resources/rules/<language>/, with a table of contents and find.

A row of buttons picks the game (every game a person can sit down at); the window opens on the game in play, or
on the one last played (`games.first_playable`).

Find searches as you type: every hit is highlighted and the first one shown; Enter or F3 goes to the next hit,
Shift+Enter or Shift+F3 to the one before (both wrap around), and a counter says "3 of 12" or "No match".
Esc in the search box clears it; Esc once more closes the window. Enter in the box never closes the window.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeyEvent, QKeySequence, QShortcut, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import number
from ponzi_desktop.ui.forms import SegmentButton
from ponzi_desktop.ui.games import game_ui, load
from ponzi_desktop.ui.history_common import SCROLL_STYLE
from ponzi_desktop.ui.look import DIALOG_STYLE, dialog_heading, fit_screen, paper_palette, serif

#: A heading's section id, the same in every language: "### 1. Funding {#funding}" (the table's tooltips
#: name a section by its id, the rules window opens at it).
ANCHOR = re.compile(r"^(#{1,6} .*?)\s*\{#([a-z0-9-]+)\}[ \t]*$", re.MULTILINE)


def split_anchors(text: str) -> tuple[str, dict[str, str]]:
    """The Markdown without the `{#id}` marks, and each id's heading text."""
    sections = {m.group(2): m.group(1).lstrip("#").strip() for m in ANCHOR.finditer(text)}
    return ANCHOR.sub(r"\1", text), sections


def rule_sections(game: str, language: str) -> dict[str, str]:
    """Section id -> heading of `game`'s rules in `language` (English when that language has none)."""
    for lang in dict.fromkeys((language, "en")):
        try:
            return _sections(rules_path(game, lang))
        except (OSError, UnicodeDecodeError):
            continue
    return {}


@lru_cache(maxsize=16)
def _sections(path: Path) -> dict[str, str]:  # by the file: a game registered anew may bring other rules
    return split_anchors(path.read_text(encoding="utf-8"))[1]


def rules_file(game: str) -> str:
    """The file name of `game`'s rules (as its registration says; the id for a game nobody registered)."""
    try:
        return game_ui(game).rules + ".md"
    except KeyError:
        return game + ".md"


def rules_path(game: str, language: str) -> Path:
    """`game`'s rules in `language`: in the folder its registration names (`rules_folder`), else among the
    program's resources; FileNotFoundError naming the file when there is none."""
    try:
        folder = game_ui(game).rules_folder
    except KeyError:
        folder = None
    if folder is None:
        return resource_path("rules", language, rules_file(game))
    path = Path(folder, language, rules_file(game))
    if not path.exists():
        raise FileNotFoundError(f"missing rules: {path}")
    return path


#: The table of contents in the look of the app's other lists (the saved games, the history): the section shown
#: on a warm card with a brass edge, the one under the mouse a lighter card, the list's frame brass while it has
#: the keyboard; never the native style's blue.
CONTENTS_STYLE = """
QTreeWidget { background: #fffaf0; border: 1px solid #d5c39c; border-radius: 8px; padding: 6px; color: #2b2118;
              font-size: 13px; outline: none; show-decoration-selected: 0; }
QTreeWidget:focus { border: 2px solid #c8962e; padding: 5px; }
QTreeWidget::item { padding: 2px 3px; border: 1px solid transparent; border-radius: 5px; color: #2b2118; }
QTreeWidget::item:hover { background: #fff4dc; border-color: #e6d3a8; }
QTreeWidget::item:selected { background: #f3e2b8; border-color: #c8962e; color: #2b2118; }
QTreeWidget::item:selected:focus { border: 2px solid #c8962e; }
"""


class RulesDialog(QDialog):
    """Shows the rules of one game; a missing or unreadable file is said in the window, never raised."""

    def __init__(self, game: str, parent: QWidget | None = None, language: str = "en",
                 section: str | None = None) -> None:
        """`section`: open at this section id (as `{#id}` in the rules file) instead of at the top."""
        super().__init__(parent)
        self.game = game
        self.setStyleSheet(DIALOG_STYLE + CONTENTS_STYLE
                           + "QTextBrowser { background: #fffdf7; border: 1px solid #d5c39c; border-radius: 8px; }"
                           + SCROLL_STYLE)
        paper_palette(self)
        self.resize(fit_screen(parent or self, 1040, 760))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        top = QHBoxLayout()
        self.title = dialog_heading("", self)
        top.addWidget(self.title)
        top.addStretch(1)
        self.find_edit = QLineEdit(self)
        self.find_edit.setPlaceholderText(self.tr("Find in the rules (Ctrl+F)"))
        self.find_edit.setAccessibleName(self.tr("Find in the rules"))
        self.find_edit.setClearButtonEnabled(True)
        self.find_edit.setMinimumWidth(260)
        self.find_edit.textChanged.connect(self._search)
        self.find_edit.installEventFilter(self)  # Enter, Shift+Enter and Esc in the box (see eventFilter)
        self.find_count = QLabel(self)  # "3 of 12", "No match"
        self.find_count.setObjectName("find_count")
        self.find_count.setMinimumWidth(90)
        self.find_count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.find_count)
        top.addWidget(self.find_edit)
        layout.addLayout(top)
        layout.addLayout(self._picker())
        QShortcut(QKeySequence.StandardKey.Find, self, activated=self._focus_find)
        QShortcut(QKeySequence.StandardKey.FindNext, self, activated=self.find_next)
        QShortcut(QKeySequence.StandardKey.FindPrevious, self, activated=self.find_previous)
        self.hits: list[QTextCursor] = []  # every place the search text is, in document order
        self.current_hit = -1  # the index in `hits` of the one shown, -1 for none

        self.splitter = splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.contents = QTreeWidget(splitter)
        self.contents.setHeaderHidden(True)
        self.contents.setAccessibleName(self.tr("Contents"))
        self.contents.itemActivated.connect(self._go_to)
        self.contents.itemClicked.connect(self._go_to)
        self.browser = QTextBrowser(splitter)
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.browser.document().setDocumentMargin(24)
        body = QFont()
        body.setPointSizeF(max(body.pointSizeF(), 10.5))
        self.browser.document().setDefaultFont(body)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([250, 790])
        layout.addWidget(splitter, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.language = language
        self.sections: dict[str, int] = {}  # section id -> position of its heading in the document
        self.show_game(game)
        self.browser.setFocus()
        self._pending_section = section  # scrolled to once shown, when the view has its size

    def _picker(self) -> QHBoxLayout:
        """A button per game, the one shown lit (the dialogs' segmented look): a click shows its rules."""
        row = QHBoxLayout()
        row.setSpacing(6)
        label = QLabel(self.tr("Game:"), self)
        row.addWidget(label)
        self.picker = QButtonGroup(self)
        self.picker.setExclusive(True)
        self.game_buttons: dict[str, QPushButton] = {}
        ids = [g.id for g in games.playable()]
        for game in ids if self.game in ids else [*ids, self.game]:
            button = SegmentButton(games.title(game), self)
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, game=game: self.show_game(game))
            self.picker.addButton(button)
            self.game_buttons[game] = button
            row.addWidget(button)
        label.setBuddy(next(iter(self.game_buttons.values()), None))
        row.addStretch(1)
        return row

    def show_game(self, game: str) -> None:
        """Show the rules of `game` (from the top; a search typed goes on in them)."""
        self.game = game
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", games.title(game)))
        self.title.setText(self.windowTitle())
        button = self.game_buttons.get(game)
        if button is not None:
            button.setChecked(True)
        self.missing = False
        self.fallback = False  # shown in English because `language` has no rules file for this game
        text, self._anchors = split_anchors(self._load(game, self.language))
        self.sections = {}
        self.browser.setMarkdown(text)
        self._dress_headings()
        self._build_contents()
        self.find_edit.setVisible(not self.missing)
        self._search(self.find_edit.text())
        self.browser.verticalScrollBar().setValue(0)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self._pending_section is not None:
            section, self._pending_section = self._pending_section, None
            QTimer.singleShot(0, self, lambda: self.go_to_section(section))

    # ---- text -------------------------------------------------------------------------------------------
    def _load(self, game: str, language: str) -> str:
        """The rules in `language`, else in English with a note saying so, else a page saying they are missing."""
        note = ""
        try:
            path = rules_path(game, language)
        except FileNotFoundError:
            path = None
        if path is None and language != "en":
            self.fallback = True
            note = self.tr("> These rules are not yet written in your language, so they are shown in English.") + "\n\n"
        try:
            text = note + (path or rules_path(game, "en")).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            self.missing = True
            return self.tr("# The rules are missing\n\nThe rules of %1 could not be read from the program's "
                           "files, so they cannot be shown here. Reinstalling the program should bring them "
                           "back.\n\nWhat went wrong: %2").replace("%1", games.title(game)).replace("%2", str(exc))
        try:
            extras = game_ui(game).rules_extras
        except KeyError:
            extras = None
        return load(extras)(text) if extras else text

    def _dress_headings(self) -> None:
        """Headings in the serif and ink of the rest of the app (Markdown alone cannot say so)."""
        doc = self.browser.document()
        block = doc.begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                cursor = QTextCursor(block)
                cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
                style = QTextCharFormat()
                style.setFontFamilies(serif(12).families())
                style.setForeground(QColor("#4a2c16"))
                cursor.mergeCharFormat(style)
            block = block.next()

    # ---- contents and find ------------------------------------------------------------------------------
    def _build_contents(self) -> None:
        """The headings of the document as a tree (level 2 at the top, level 3 beneath)."""
        self.contents.clear()
        ids = {heading: key for key, heading in self._anchors.items()}
        doc = self.browser.document()
        parent: QTreeWidgetItem | None = None
        block = doc.begin()
        while block.isValid():
            level = block.blockFormat().headingLevel()
            text = block.text().strip()
            if level and text in ids:
                self.sections[ids[text]] = block.position()
            if level in (2, 3) and text:
                item = QTreeWidgetItem([text])
                item.setToolTip(0, text)  # whole, where a narrow column cuts it
                item.setData(0, Qt.ItemDataRole.UserRole, block.position())
                if level == 2 or parent is None:
                    self.contents.addTopLevelItem(item)
                    parent = item
                else:
                    parent.addChild(item)
            block = block.next()
        self.contents.expandAll()
        self.contents.setVisible(self.contents.topLevelItemCount() > 0)
        self._fit_contents()

    def _contents_width(self) -> int:
        """The width the contents need to show every heading whole."""
        fm = self.contents.fontMetrics()
        indent = self.contents.indentation()
        widest = 0
        for i in range(self.contents.topLevelItemCount()):
            top = self.contents.topLevelItem(i)
            widest = max(widest, fm.horizontalAdvance(top.text(0)) + indent)
            for j in range(top.childCount()):
                widest = max(widest, fm.horizontalAdvance(top.child(j).text(0)) + 2 * indent)
        return widest + 50  # the item's padding and edge, the frame and a scroll bar's room

    def _fit_contents(self) -> None:
        """The contents as wide as their longest heading, up to two fifths of the dialog: headings read whole
        (a longer one is cut, and its tooltip says it)."""
        total = max(self.splitter.width(), self.width() - 40)
        want = min(self._contents_width(), int(total * 0.4))
        self.splitter.setSizes([max(200, want), max(300, total - want)])

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.contents.topLevelItemCount():
            self._fit_contents()

    def headings(self) -> list[str]:
        out = []
        for i in range(self.contents.topLevelItemCount()):
            item = self.contents.topLevelItem(i)
            out.append(item.text(0))
            out += [item.child(j).text(0) for j in range(item.childCount())]
        return out

    def go_to_section(self, section: str) -> bool:
        """Show the section with this id at the top (False when the rules have no such section)."""
        position = self.sections.get(section)
        if position is None:
            return False
        self._scroll_to(position)
        items = self.contents.findItems("*", Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive)
        for item in items:
            if item.data(0, Qt.ItemDataRole.UserRole) == position:
                self.contents.setCurrentItem(item)
        return True

    def current_section(self) -> str | None:
        """The id of the last section whose heading is at or above the top of the view."""
        top = self.browser.cursorForPosition(self.browser.viewport().rect().topLeft()).position()
        passed = [(pos, key) for key, pos in self.sections.items() if pos <= top + 1]
        return max(passed)[1] if passed else None

    def _go_to(self, item: QTreeWidgetItem) -> None:
        self._scroll_to(item.data(0, Qt.ItemDataRole.UserRole))

    def _scroll_to(self, position: int) -> None:
        """Scroll so the heading at `position` stands at the top of the view."""
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(position)
        self.browser.setTextCursor(cursor)
        block = self.browser.document().findBlock(position)
        top = self.browser.document().documentLayout().blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(int(top))

    # ---- find ---------------------------------------------------------------------------------------------
    def _focus_find(self) -> None:
        self.find_edit.setFocus()
        self.find_edit.selectAll()

    def _search(self, text: str) -> None:
        """Find every hit of `text` (as it is typed), highlight them all and show the first."""
        self.hits = []
        doc = self.browser.document()
        if text:
            cursor = doc.find(text, 0)  # case-insensitive; Japanese and Chinese match as they are written
            while not cursor.isNull():
                self.hits.append(cursor)
                if cursor.selectionEnd() <= cursor.selectionStart():
                    break  # never loop on an empty match
                cursor = doc.find(text, cursor.selectionEnd())
        self._show_hit(0 if self.hits else -1)

    def find_next(self) -> bool:
        """Show the next hit (the first again after the last one); False when there is none."""
        return self._step(1)

    def find_previous(self) -> bool:
        """Show the hit before (the last after the first one); False when there is none."""
        return self._step(-1)

    def _step(self, by: int) -> bool:
        if not self.hits:
            return False
        self._show_hit((self.current_hit + by) % len(self.hits))
        return True

    def _show_hit(self, index: int) -> None:
        """Highlight every hit, the shown one more strongly, move the cursor to it and say where it is."""
        self.current_hit = index
        every, shown = QTextCharFormat(), QTextCharFormat()
        every.setBackground(QColor("#f6e27a"))
        shown.setBackground(QColor("#f0a13a"))
        selections = []
        for i, cursor in enumerate(self.hits):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = shown if i == index else every
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        if index >= 0:
            self.browser.setTextCursor(self.hits[index])
            self.browser.ensureCursorVisible()
        else:  # the last hit of a shorter search ("ke" of "keep") must not stay selected beside "No match"
            cursor = self.browser.textCursor()
            cursor.clearSelection()
            self.browser.setTextCursor(cursor)
        if not self.find_edit.text():
            said = ""
        elif index < 0:
            said = self.tr("No match")
        else:
            said = self.tr("%1 of %2").replace("%1", number(index + 1)).replace("%2", number(len(self.hits)))
        self.find_count.setText(said)
        self.find_edit.setAccessibleDescription(said)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """In the search box, Enter goes to the next hit (Shift+Enter the one before) instead of closing the
        window, and Esc clears the box; Esc in an empty box closes the window as anywhere else."""
        if obj is self.find_edit and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F3):  # F3: when no shortcut took it
                if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                    self.find_previous()
                else:
                    self.find_next()
                return True
            if key == Qt.Key.Key_Escape and self.find_edit.text():
                self.find_edit.clear()
                return True
        return super().eventFilter(obj, event)
