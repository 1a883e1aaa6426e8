"""The panels a game adds beside its table, in the table's look: a dock whose title bar is cream paper, ink
and brass, its title in the serif, instead of the platform's grey strip.

The title bar is the dock's own (`QDockWidget.setTitleBarWidget`), so Qt still moves the dock when the bar is
dragged and floats it on a double click; its two buttons close and float the dock through the dock's own
calls, follow its features (a dock that may not float shows no float button) and are reached with Tab and
pressed with Space or Enter. The title follows the dock's window title, which the shell sets in the app's
language. Sizes grow with the window as the dialogs' do (`dialog_scale`): 11 px or more at 1280x720.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QAbstractButton, QDockWidget, QHBoxLayout, QLabel, QSizePolicy, QWidget

from ponzi_desktop.ui.kit import look as kit_look
from ponzi_desktop.ui.kit.dialogs import SOFT, TEXT, TITLE, dialog_scale
from ponzi_desktop.ui.look import BRASS, CREAM, INK, SERIF

#: The paper of the bar, top to bottom, and the brass rule under it (ink on either: 12:1 or more).
PAPER_TOP, PAPER_BOTTOM = CREAM.lighter(103), QColor("#eadcb9")
RULE = BRASS.darker(115)


class PanelDock(QDockWidget):
    """A dock in the table's look: `DockTitleBar` for a title bar, everything else as QDockWidget does it."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.full_title, self.tab_title, self._tabbed = title, title, False
        self.windowTitleChanged.connect(self._retitled)  # before the title bar hears of it
        self.title_bar = DockTitleBar(self)
        self.setTitleBarWidget(self.title_bar)

    def set_titles(self, title: str, tab_title: str = "") -> None:
        """Its title (the title bar's words) and the shorter words of its tab where it shares a narrow column
        (the window title, which Qt puts on the tab, is the one or the other: `set_tabbed`)."""
        self.full_title, self.tab_title = title, tab_title or title
        self.title_bar.title.setText(title)
        self.setWindowTitle(self.tab_title if self._tabbed else title)

    def _retitled(self, title: str) -> None:
        if not self._tabbed:  # retitled as a whole (not for its tab): its title is that
            self.full_title = title

    def set_tabbed(self, tabbed: bool) -> None:
        """In a narrow shared column (ui/side_room.py) its tab says `tab_title`; elsewhere it has no tab."""
        self._tabbed = tabbed
        self.setWindowTitle(self.tab_title if tabbed else self.full_title)


class DockTitleBar(QWidget):
    """The title in the serif on a strip of cream paper with a brass rule, and buttons to float and close."""

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.dock = dock
        self.setObjectName("dock_title_bar")
        self.scale = dialog_scale(dock.parentWidget())
        layout = QHBoxLayout(self)
        layout.setContentsMargins(self.px(10), self.px(4), self.px(5), self.px(5))  # the rule is under the bottom
        layout.setSpacing(self.px(2))
        self.title = QLabel(self)
        self.title.setObjectName("dock_title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setFont(title_font(self.px(15)))
        palette = self.title.palette()
        palette.setColor(self.title.foregroundRole(), INK)
        self.title.setPalette(palette)
        self.title.setWordWrap(True)  # a panel narrowed beside a legible table (ui/side_room.py) wraps its title
        self.title.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.float_button = TitleButton("float", self.px(26), self)
        self.close_button = TitleButton("close", self.px(26), self)
        self.float_button.clicked.connect(lambda: dock.setFloating(not dock.isFloating()))
        self.close_button.clicked.connect(dock.close)
        layout.addWidget(self.title, 1)
        layout.addWidget(self.float_button)
        layout.addWidget(self.close_button)
        # the full title even while the window title is the shorter one of a tab (`PanelDock.set_tabbed`)
        dock.windowTitleChanged.connect(lambda title: self.title.setText(getattr(dock, "full_title", title)))
        dock.featuresChanged.connect(lambda _features: self._follow_features())
        dock.topLevelChanged.connect(lambda _floating: self._retranslate())
        self.title.setText(getattr(dock, "full_title", dock.windowTitle()))
        self._follow_features()
        self._retranslate()

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def _follow_features(self) -> None:
        features = self.dock.features()
        self.float_button.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetFloatable))
        self.close_button.setVisible(bool(features & QDockWidget.DockWidgetFeature.DockWidgetClosable))

    def _retranslate(self) -> None:
        floating = self.dock.isFloating()
        self.float_button.setToolTip(self.tr("Put the panel back beside the table") if floating
                                     else self.tr("Take the panel out into a window of its own"))
        self.close_button.setToolTip(self.tr("Close the panel (the View menu opens it again)"))
        for button in (self.float_button, self.close_button):
            button.setAccessibleName(button.toolTip())
            button.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As high as the title needs at the width it has (a dock asks its title bar for no heightForWidth)."""
        hint = super().sizeHint()
        if self.title.width() <= 1:
            return hint
        margins = self.layout().contentsMargins()
        need = self.title.heightForWidth(self.title.width()) + margins.top() + margins.bottom()
        return QSize(hint.width(), max(hint.height(), need))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the title may wrap to another number of lines: another height

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        r = QRectF(self.rect())
        paper = QLinearGradient(r.topLeft(), r.bottomLeft())
        paper.setColorAt(0.0, PAPER_TOP)
        paper.setColorAt(1.0, PAPER_BOTTOM)
        p.fillRect(r, paper)
        rule = max(2.0, 2.0 * self.scale)
        p.fillRect(QRectF(r.left(), r.bottom() - rule, r.width(), rule), RULE)
        p.fillRect(QRectF(r.left(), r.top(), r.width(), 1), QColor(255, 255, 255, 140))  # the paper's lit edge


def title_font(px: int) -> QFont:
    font = QFont()
    font.setFamilies(SERIF)
    font.setPixelSize(px)
    font.setBold(True)
    return font


class TitleButton(QAbstractButton):
    """A small square button drawn in ink on the paper: a cross (close) or two windows (float, and back).
    Brass under the mouse and a brass ring with the keyboard focus."""

    def __init__(self, glyph: str, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.glyph, self.side = glyph, size
        self.setObjectName(f"dock_{glyph}_button")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(self.side, self.side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.isAutoRepeat():
            self.click()  # Space presses any button; Enter too, as on the dialogs' buttons
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.isDown():
            p.setBrush(BRASS.lighter(115))
        elif self.underMouse():
            p.setBrush(QColor(BRASS.red(), BRASS.green(), BRASS.blue(), 90))
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(RULE, 2) if self.hasFocus() else Qt.PenStyle.NoPen)
        p.drawRoundedRect(r, r.width() * 0.22, r.width() * 0.22)
        s = r.width() * 0.34  # half the glyph's side
        c = r.center()
        p.setPen(QPen(INK, max(1.5, r.width() / 13), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.glyph == "close":
            k = s * 0.8
            p.drawLine(QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() + k))
            p.drawLine(QPointF(c.x() - k, c.y() + k), QPointF(c.x() + k, c.y() - k))
            return
        # two windows, one lifted off the other: Qt's own sign for a dock that floats or goes back
        p.drawRect(QRectF(c.x() - s, c.y() - s * 0.3, s * 1.3, s * 1.3))
        p.setBrush(PAPER_TOP)
        p.drawRect(QRectF(c.x() - s * 0.3, c.y() - s, s * 1.3, s * 1.3))


def panel_style(name: str, prefix: str, px) -> str:
    """The style of a game's panel in a dock (its object `name`; its labels `<prefix>_title`, `_caption`,
    `_summary`, `_note` and its chart's card `<prefix>_card`), at the sizes `px(units)` gives: the table's felt
    with its gold title, soft captions and notes, and the chart on a paper card."""
    return f"""
#{name} QLabel {{ color: {TEXT.name()}; font-size: {px(13)}px; }}
#{name} QLabel#{prefix}_title {{ color: {TITLE.name()}; font-size: {px(16)}px; font-weight: bold; }}
#{name} QLabel#{prefix}_caption {{ color: {SOFT.name()}; }}
#{name} QLabel#{prefix}_summary {{ font-weight: 600; }}
#{name} QLabel#{prefix}_note {{ color: {SOFT.name()}; font-size: {px(12)}px; }}
#{name} QFrame#{prefix}_card {{ background: {kit_look.PAPER.name()}; border: 1px solid #b08d57;
  border-radius: {px(8)}px; }}
#{name} QFrame#{prefix}_card QLabel {{ color: {kit_look.INK.name()}; font-size: {px(12)}px; border: none; }}
"""
