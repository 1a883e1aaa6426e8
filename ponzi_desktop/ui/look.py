"""The shell's look: felt, wood and cream paper, the serif, the buttons and dialogs, seat colours and contrast.

The start page, the hand-off cover, the dialogs and the log share these, so every surface of the app matches;
the tables' own look (`ui/kit/look.py`) takes its seat colours and its contrast rules from here too.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QRadialGradient,
    QRegion,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QSizePolicy,
    QToolTip,
    QWidget,
)

from ponzi_desktop.ui import i18n, kept_surfaces
from ponzi_desktop.ui.formatting import escape, no_widow

if TYPE_CHECKING:  # named for the type checker only: PySide makes a class (and its enums) when first named
    from PySide6.QtWidgets import QComboBox, QMessageBox

FELT, FELT_DARK, WOOD, WOOD_DARK = QColor("#2f7a4f"), QColor("#14402a"), QColor("#8a5a33"), QColor("#4a2c16")
CREAM, INK, BRASS = QColor("#f8f0dc"), QColor("#2b2118"), QColor("#c8962e")
SERIF = ["Georgia", "DejaVu Serif", "Noto Serif", "serif"]

#: The keyboard's focus on the shell's buttons, all on cream paper: the table's brass ring darkened until it stands
#: 3:1 and more against the paper and the buttons' cream (the brass itself, 2.4:1, was faint), and no stock box
#: round the words (`outline: none`: on a focus that came by Tab, Qt drew a grey or teal box inside the pill). A
#: green button (a chosen segment too) is lit a shade as well, its own border being dark already (the ring alone
#: barely changed it).
FOCUS_GOLD = QColor("#9a6b12")
FOCUS_STYLE = f"""
QPushButton {{ outline: none; }}
QPushButton:focus, QPushButton[role="primary"]:focus, QPushButton[segment="true"]:checked:focus {{
  border: 2px solid {FOCUS_GOLD.name()}; }}
QPushButton[role="primary"]:focus, QPushButton[segment="true"]:checked:focus {{ background: qlineargradient(x1:0,
  y1:0, x2:0, y2:1, stop:0 #4ea26f, stop:1 #2f7a4f); }}
"""


def draw_inner_ring(button: QWidget, colour: QColor) -> None:
    """A focus ring 2 px wide, 4 px inside `button`'s edge, drawn over what its style drew: a second ring inside the
    style's, for a face the style's ring does not stand out against (a button's `paintEvent` calls it)."""
    painter = QPainter(button)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour, 2.0))  # a new painter's brush is none: the face stays as the style drew it
    painter.drawRoundedRect(QRectF(button.rect()).adjusted(4, 4, -4, -4), 3, 3)
    painter.end()


#: Shared by the start page, the hand-off cover and the dialogs, so every surface of the shell matches.
BUTTON_STYLE = """
QPushButton { color: #3b2a17; font-weight: 600; padding: 8px 18px; border-radius: 8px;
  border: 1px solid #9c7a4a; background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffaf0, stop:1 #ecdcb8); }
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf6, stop:1 #f3e6c6); }
QPushButton:pressed { background: #e2cfa4; }
QPushButton:disabled { color: #9c907c; border-color: #cdbf9f; background: #efe6d2; }
QPushButton[role="primary"] { color: #fff8e6; border: 1px solid #0e2f1e; font-size: 15px; padding: 10px 22px;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #3f8f5f, stop:1 #1f5a38); }
QPushButton[role="primary"]:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
  stop:0 #4ea26f, stop:1 #256842); }
QPushButton[role="primary"]:disabled { color: #d9d2c0; background: #7d9686; border-color: #5f7667; }
""" + FOCUS_STYLE

def _felt_noise() -> QPixmap:
    """A small tile of grey speckles that gives the felt its cloth grain (seeded, so it never flickers).

    Kept in QPixmapCache rather than a module global: a pixmap must not outlive the QApplication.
    """
    noise = QPixmapCache.find("ponzi-desktop/felt-noise")
    if noise is None:
        size = 128
        speckles = random.Random(1979).randbytes(size * size)
        noise = QPixmap.fromImage(QImage(speckles, size, size, size, QImage.Format.Format_Grayscale8).copy())
        QPixmapCache.insert("ponzi-desktop/felt-noise", noise)
    return noise


def painted_once(painter: QPainter, rect: QRectF, key: str, paint, hints=None) -> None:
    """`paint(p, r)` (r: `rect`'s size at the origin) drawn into a pixmap once per size and screen ratio, kept in
    QPixmapCache under `key` and blitted at `rect` after: a surface painted again whenever anything over it
    changes (a dialog closing over the page, the cover shown again) then costs one blit. `hints`: the render
    hints to paint with (the painter's own by default). QPixmapCache, not a module global: a pixmap must not
    outlive the QApplication."""
    ratio = painter.device().devicePixelRatioF()
    key = f"ponzi-desktop/{key}/{rect.width():.0f}x{rect.height():.0f}@{ratio}"
    pixmap = QPixmapCache.find(key)
    if pixmap is None:
        pixmap = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        p = QPainter(pixmap)
        p.setRenderHints(painter.renderHints() if hints is None else hints)
        paint(p, QRectF(0, 0, rect.width(), rect.height()))
        p.end()
        QPixmapCache.insert(key, pixmap)
    painter.drawPixmap(rect.topLeft(), pixmap)


def paint_felt(painter: QPainter, rect: QRectF, frame: float = 0.0) -> None:
    """Green felt with a soft light in the middle, inside an optional wooden frame `frame` pixels wide, painted
    once per size (`painted_once`)."""
    painted_once(painter, rect, f"felt/{frame}", lambda p, r: _paint_felt(p, r, frame), QPainter.RenderHint.Antialiasing)


def _paint_felt(painter: QPainter, rect: QRectF, frame: float) -> None:
    from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

    if frame > 0:
        _paint_frame(painter, rect, frame)
        rect = rect.adjusted(frame, frame, -frame, -frame)
    glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
    glow.setColorAt(0.0, FELT.lighter(115))
    glow.setColorAt(0.6, FELT)
    glow.setColorAt(1.0, FELT_DARK)
    painter.fillRect(rect, glow)
    painter.setOpacity(0.1)
    painter.drawTiledPixmap(rect, _felt_noise())
    painter.setOpacity(1.0)
    if frame > 0:
        painter.setPen(QPen(QColor(0, 0, 0, 110), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))


def _paint_frame(painter: QPainter, rect: QRectF, width: float) -> None:
    """A mitred wooden frame: four boards, each with its grain running along it."""
    outer = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    inner_rect = rect.adjusted(width, width, -width, -width)
    inner = [inner_rect.topLeft(), inner_rect.topRight(), inner_rect.bottomRight(), inner_rect.bottomLeft()]
    ratio = painter.device().devicePixelRatioF()
    on_pixels = all(float(v * ratio).is_integer() for v in (rect.left(), rect.top(), rect.right(), rect.bottom(),
                                                             width))
    rng = random.Random(7)  # the same grain on every paint
    for side in range(4):
        board = QPolygonF([outer[side], outer[(side + 1) % 4], inner[(side + 1) % 4], inner[side]])
        start, end = outer[side], outer[(side + 1) % 4]
        inward = inner[side] - outer[side]
        shade = QLinearGradient(start, start + inward)
        lit = side in (0, 3)  # light from the top left: top and left boards lighter
        shade.setColorAt(0.0, WOOD.lighter(118) if lit else WOOD)
        shade.setColorAt(1.0, WOOD if lit else WOOD.darker(130))
        steps = max(int(width / 2.5), 1)
        grain = []
        for i in range(steps):  # straight grain lines of uneven strength along the board
            t = (i + rng.uniform(0.2, 0.8)) / steps
            pen = QPen(QColor(40, 20, 8, rng.randrange(20, 70)), rng.uniform(0.6, 1.4))
            grain.append((pen, start + inward * t - (end - start) * 0.1, end + inward * t + (end - start) * 0.1))
        painter.save()
        painter.setClipRegion(QRegion(board.toPolygon()))
        if on_pixels and (end - start).manhattanLength() > 8 * width:
            _paint_board_stretched(painter, board.boundingRect(), side, width, shade, grain)
        else:
            _paint_board(painter, board.boundingRect(), shade, grain)
        painter.restore()
        painter.setPen(QPen(QColor(30, 15, 5, 90), 1))  # the mitre joint
        painter.drawLine(outer[side], inner[side])


def _paint_board(painter: QPainter, box: QRectF, shade: QLinearGradient, grain: list) -> None:
    """One board of the frame in `box` (the painter clipped to the board): its shade, then its grain lines."""
    painter.fillRect(box, shade)
    for pen, a, b in grain:
        painter.setPen(pen)
        painter.drawLine(a, b)


def _paint_board_stretched(painter: QPainter, box: QRectF, side: int, width: float, shade: QLinearGradient,
                           grain: list) -> None:
    """The board `side` (0 top, 1 right, 2 bottom, 3 left) as `_paint_board` paints it, in far less time: past
    the corner where its shade runs (diagonally, over its first 2 x `width` px) a board is the same all along
    its length, so a few pixels across its middle are painted and stretched over the rest. Drawn whole, the side
    boards' grain crossed every row of the window, half the start page's first paint. The same pixels."""
    from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

    ratio = painter.device().devicePixelRatioF()
    corner = math.ceil((2 * width + 2) * ratio) / ratio
    along_x = side in (0, 2)
    length = box.width() if along_x else box.height()
    near = (0, 0, corner - length, 0) if along_x else (0, 0, 0, corner - length)  # from the start: left or top
    far = (corner, 0, 0, 0) if along_x else (0, corner, 0, 0)
    if side in (2, 3):  # these start at the right, at the bottom
        near, far = (-near[2], -near[3], 0, 0), (0, 0, -far[0], -far[1])
    start, rest = box.adjusted(*near), box.adjusted(*far)
    if along_x:
        middle = QRectF(math.floor(rest.center().x() * ratio) / ratio, box.top(), 4 / ratio, box.height())
    else:
        middle = QRectF(box.left(), math.floor(rest.center().y() * ratio) / ratio, box.width(), 4 / ratio)
    # the shade of the whole board in place (Qt steps a gradient along each row from where the row starts: a
    # shorter row rounds a few pixels of the corner differently), the grain at the corner in place too
    painter.fillRect(box, shade)
    painter.save()
    painter.setClipRect(start, Qt.ClipOperation.IntersectClip)
    for pen, a, b in grain:
        painter.setPen(pen)
        painter.drawLine(a, b)
    painter.restore()
    pixmap = QPixmap(round(middle.width() * ratio), round(middle.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    p = QPainter(pixmap)
    p.setRenderHints(painter.renderHints())
    p.translate(-middle.topLeft())
    _paint_board(p, box, shade, grain)
    p.end()
    painter.drawPixmap(rest, pixmap, QRectF(pixmap.rect()))


def serif(point_size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setFamilies(SERIF)
    font.setPointSizeF(point_size)
    font.setBold(bold)
    return font


#: The size of a dialog's title (`dialog_heading`), and of a small dialog's (Save), in points.
DIALOG_HEADING_PT, SMALL_HEADING_PT = 18, 16


def dialog_heading(text: str, parent: QWidget, small: bool = False) -> QLabel:
    """A dialog's own title at its top, in the table's serif (`small`: a dialog of a few lines)."""
    title = QLabel(text, parent)
    title.setFont(serif(SMALL_HEADING_PT if small else DIALOG_HEADING_PT, True))
    title.setProperty("heading", "small" if small else "dialog")  # its size kept by `roomy_text`
    return title


#: A greyed menu entry's words (every menu of the app: the menu bar's, the action panel's drop-downs, the dialogs'):
#: muted brown in italics on the menus' paper, so they still look greyed, but 4.5:1 and more against it (WCAG AA),
#: for a greyed entry says why it is greyed and a player reads it; under the pointer, a darker brown on pale brass.
MENU_PAPER, MENU_DISABLED_INK = "#fffaf0", "#7a6a50"
MENU_DISABLED_LIT_INK, MENU_DISABLED_LIT_PAPER = "#6b5a40", "#efe3c4"


def menu_disabled_rules(scope: str = "") -> str:
    """The style sheet rules of a greyed menu entry (see `MENU_DISABLED_INK`), for the menus under `scope` (a
    selector such as "#action_panel", or every menu)."""
    menu = f"{scope} QMenu" if scope else "QMenu"
    return (f"{menu}::item:disabled {{ color: {MENU_DISABLED_INK}; font-style: italic; background: transparent; }}\n"
            f"{menu}::item:disabled:selected {{ color: {MENU_DISABLED_LIT_INK}; font-style: italic; "
            f"background: {MENU_DISABLED_LIT_PAPER}; }}\n")


#: Every tooltip of the app, wherever it shows (a piece of the table, a button, a menu entry).
TOOLTIP_STYLE = ("QToolTip { color: #2b2118; background-color: #fbf5e6; border: 1px solid #b08d57; "
                 "padding: 4px 6px; }")


def style_app(app: QApplication) -> None:
    """The app-wide parts of the look: `style_hints.AppStyle` and themed tooltips (once per application). The app
    installs it once its start page is painted (ui/app.py); the start page asks none of its hints."""
    if not app.property("ponzi_desktop_styled"):
        from ponzi_desktop.ui.style_hints import AppStyle  # lazy: PySide makes QStyle when named

        app.setProperty("ponzi_desktop_styled", True)
        app.setStyle(AppStyle())
    style_tooltips()


def style_tooltips() -> None:
    """Every tooltip of the app on the table's cream paper in ink, with a brass edge (the platform's own is
    a stock yellow or black box). The palette is not enough: a tooltip shown over a widget with a style sheet
    (the table, the panel) is drawn by the style sheet's rules, so the app's style sheet has one for it."""
    app = QApplication.instance()
    if app is not None and TOOLTIP_STYLE not in app.styleSheet():
        app.setStyleSheet(app.styleSheet() + TOOLTIP_STYLE)
    palette = QToolTip.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        palette.setColor(group, QPalette.ColorRole.ToolTipBase, QColor("#fbf5e6"))
        palette.setColor(group, QPalette.ColorRole.ToolTipText, INK)
        palette.setColor(group, QPalette.ColorRole.Window, QColor("#fbf5e6"))
        palette.setColor(group, QPalette.ColorRole.WindowText, INK)
    QToolTip.setPalette(palette)


def emphasis_css() -> str:
    """The style sheet of a line set off from the text around it: italic in Latin scripts; Japanese and
    Chinese have no italics (Qt would slant the glyphs), so there it is upright."""
    return "" if i18n.current_language() in {"ja", "zh_TW"} else "font-style: italic;"


class Emblem(QWidget):
    """The picture on a game's card of the start page: drawn in a 220 x 150 unit box, centred and scaled to
    the widget, `LIFT` units below the middle. A game's emblem paints it in `paint_emblem`."""

    LIFT = 0.0
    #: The modules besides its own whose code paints the picture (their source is a part of a kept picture's key).
    PAINTED_BY: tuple[str, ...] = ()
    #: Whether the picture has words on it (in the serif or the app's font: their families are a part of its key).
    WORDS = False

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        #: the name its pixels are kept under from one start to the next (`kept_surfaces`), None: painted always
        self.kept_as: str | None = None

    def paint_emblem(self, painter: QPainter) -> None:
        raise NotImplementedError

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        kept_surfaces.paint_kept(self, event, self.kept_as, (__name__, type(self).__module__, *self.PAINTED_BY),
                                 self._paint, (serif(10, True), QFont()) if self.WORDS else ())

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        scale = min(self.width() / 220.0, self.height() / 150.0)
        p.translate(self.width() / 2, self.height() / 2 + self.LIFT * scale)
        p.scale(scale, scale)
        self.paint_emblem(p)


class CreamCard(QFrame):
    """A cream card lying on the felt, with a paper edge and a soft shadow (painted, so it stays cheap)."""

    SHADOW = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        s = self.SHADOW
        self.setContentsMargins(s, s - 2, s + 4, s + 6)
        #: the name its pixels are kept under from one start to the next (`kept_surfaces`), None: painted always
        self.kept_as: str | None = None

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        kept_surfaces.paint_kept(self, event, self.kept_as, (__name__,), self._paint)

    def _paint(self, p: QPainter) -> None:
        from PySide6.QtCore import Qt  # here: see ui/kept_surfaces.py

        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.SHADOW
        body = QRectF(self.rect()).adjusted(s - 2, s - 4, -(s + 2), -(s + 2))
        # a soft shadow, darker near the card, round the paper only: under the paper's inside, which covers it
        # wholly (opaque, 2 px in from its edge, its corners' radius in from the corners), it was blended four
        # times over the card's whole area for nothing
        inside = body.toRect()
        p.save()
        p.setClipRegion(QRegion(self.rect()).subtracted(QRegion(inside.adjusted(2, 12, -2, -12)))
                        .subtracted(QRegion(inside.adjusted(12, 2, -12, -2))))
        for i in range(4):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 26 - 5 * i))
            p.drawRoundedRect(body.translated(2, 4).adjusted(-i, -i, i, i), 12 + i, 12 + i)
        p.restore()
        paper = QLinearGradient(body.topLeft(), body.bottomLeft())
        paper.setColorAt(0, CREAM.lighter(103))
        paper.setColorAt(1, CREAM.darker(104))
        p.setBrush(paper)
        p.setPen(QPen(QColor("#c9b58c"), 1))
        p.drawRoundedRect(body, 12, 12)
        p.setPen(QPen(QColor(200, 150, 46, 90), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(body.adjusted(5, 5, -5, -5), 8, 8)


#: A combo box's list on cream paper, the chosen line lit green (the dialogs' and the history pages' combo boxes).
#: The list's lines are drawn by one of two delegates: a plain item delegate (`paper_popup`) reads the
#: `QAbstractItemView::item` rules; the box's own delegate (every other box, whatever its face) draws each
#: line as a menu entry of the box itself, which only `QComboBox::item` reaches (without it the chosen or
#: hovered line came out black with dark letters). The list opens as a plain list (`combobox-popup: 0`), not in
#: the menu-like frame of the platform's style: that frame (Qt's private QComboBoxPrivateContainer, which no rule
#: reaches) was drawn grey with a white rim around the cream list, a stock part in the dialogs.
COMBO_POPUP_STYLE = """
QComboBox { combobox-popup: 0; }
QComboBox QAbstractItemView { background: #fffdf7; color: #2b2118; border: 1px solid #b08d57; outline: 0;
  selection-background-color: #2f7a4f; selection-color: #fff8e6; padding: 2px; }
QComboBox QAbstractItemView::item { padding: 4px 8px; border-radius: 4px; color: #2b2118; }
QComboBox QAbstractItemView::item:selected, QComboBox QAbstractItemView::item:hover { background: #2f7a4f;
  color: #fff8e6; }
QComboBox::item { color: #2b2118; background: transparent; }
QComboBox::item:selected { background: #2f7a4f; color: #fff8e6; }
QComboBox::item:disabled { color: #7a6a50; background: transparent; }
"""


def paper_popup(box: QComboBox) -> None:
    """`box`'s list in the look of `COMBO_POPUP_STYLE` whatever its face (see there)."""
    from PySide6.QtWidgets import QStyledItemDelegate  # lazy: PySide makes it and its enums when first named

    box.setItemDelegate(QStyledItemDelegate(box))


#: The dialogs of the shell: cream paper, ink text, the table's buttons, segmented choices that light up green.
DIALOG_STYLE = BUTTON_STYLE + """
QDialog { background: #f8f0dc; }
QLabel { color: #2b2118; }
QLabel[role="hint"] { color: #6b5a40; font-size: 12px; }
QLabel[role="error"] { color: #a12a1c; font-weight: 600; }
QGroupBox { color: #3b2a17; font-weight: 700; border: 1px solid #d5c39c; border-radius: 10px;
  margin-top: 14px; background: #fffaf0; }
QGroupBox::title { subcontrol-origin: margin; left: 14px; padding: 0 6px; }
QLineEdit { background: #fffdf7; color: #2b2118; border: 1px solid #bfa878; border-radius: 6px;
  padding: 4px 8px; min-height: 22px; }
QLineEdit:focus { border: 2px solid #c8962e; }
QToolButton { border: 1px solid #d5c39c; border-radius: 6px; padding: 3px; color: #6b5a40; outline: none; }
QToolButton:hover { background: #efe2c2; border-color: #bfa878; }
QToolButton:disabled { color: #b8a888; border-color: #e6dbc0; }
QToolButton::menu-indicator { image: none; width: 0; }
QCheckBox { color: #2b2118; }
QComboBox { padding-left: 8px; }
""" + COMBO_POPUP_STYLE + """
QMenu { background: #fffaf0; color: #2b2118; border: 1px solid #b08d57; padding: 4px; }
QMenu::item { padding: 5px 18px 5px 10px; border-radius: 4px; }
QMenu::item:selected { background: #2f7a4f; color: #fff8e6; }
""" + menu_disabled_rules() + """QLineEdit[invalid="true"] { border: 2px solid #a12a1c; background: #fff1ec; }
QPushButton[segment="true"] { padding: 6px 14px; border-radius: 6px; font-weight: 500; }
QPushButton[segment="true"]:checked { color: #fff8e6; border-color: #0e2f1e;
  background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #3f8f5f, stop:1 #1f5a38); }
""" + f"QToolButton:focus {{ border: 2px solid {FOCUS_GOLD.name()}; }}\n"


def paper_palette(widget: QWidget) -> None:
    """Cream paper colours for the parts the style sheet leaves to the native style (combo boxes, menus)."""
    palette = widget.palette()
    for role, colour in ((QPalette.ColorRole.Window, "#f8f0dc"), (QPalette.ColorRole.WindowText, "#2b2118"),
                         (QPalette.ColorRole.Button, "#f6ead0"), (QPalette.ColorRole.ButtonText, "#2b2118"),
                         (QPalette.ColorRole.Base, "#fffdf7"), (QPalette.ColorRole.Text, "#2b2118"),
                         (QPalette.ColorRole.Highlight, "#2f7a4f"), (QPalette.ColorRole.HighlightedText, "#fff8e6")):
        palette.setColor(role, QColor(colour))
    widget.setPalette(palette)


#: A screen this tall has room for larger dialog text (1920x1080; a 1280x720 screen keeps the app's own sizes,
#: where the New Game dialog must fit). The app's 9 pt default draws 12 px and the hints 12 px: on a large
#: screen, seen from further away, a review read the Settings, Save and About dialogs as smaller than at 1280.
ROOMY_SCREEN_HEIGHT = 1000
#: Dialog text on such a screen: the body and the hints under the choices, in pixels.
ROOMY_BODY_PX, ROOMY_HINT_PX = 14, 13


def screen_room(widget: QWidget) -> QSize:
    """The room for windows on the screen `widget` will open on (a dialog: its parent's), or an empty size."""
    screen = (widget.parentWidget() or widget).screen()
    return screen.availableGeometry().size() if screen is not None else QSize()


def roomy_text(dialog: QWidget) -> None:
    """A dialog's text a size larger on a large screen (`ROOMY_SCREEN_HEIGHT`): its body at `ROOMY_BODY_PX`, its
    hints at `ROOMY_HINT_PX`; its headings (`dialog_heading`, `heading` "small") keep their sizes. By its style
    sheet: a font set on a widget with a style sheet does not pass to its children. Call it after the dialog's
    style sheet is set."""
    if screen_room(dialog).height() < ROOMY_SCREEN_HEIGHT:
        return
    dialog.setStyleSheet(dialog.styleSheet() + f"""
QDialog QWidget {{ font-size: {ROOMY_BODY_PX}px; }}
QLabel[role="hint"] {{ font-size: {ROOMY_HINT_PX}px; }}
QLabel[heading="dialog"] {{ font-size: {DIALOG_HEADING_PT}pt; }}
QLabel[heading="small"] {{ font-size: {SMALL_HEADING_PT}pt; }}
""")


def restyle(widget: QWidget, name: str, value) -> None:
    """Set a property the style sheet selects on (`[invalid="true"]`, `[role="primary"]`) and repaint by it."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


# ---- seats --------------------------------------------------------------------------------------------------
#: Seat colours, from the Okabe–Ito palette, which stays distinct for the common kinds of colour blindness;
#: six, for the largest table of six players. A seat keeps its own colour; these are the defaults in order.
SEAT_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")


def seat_colour(seats, seat: int | None) -> QColor:
    """The colour of `seat` among `seats` (its own, or the palette's); an invalid colour for None."""
    if seat is None or not 0 <= seat < len(seats):
        return QColor()
    own = getattr(seats[seat], "colour", None)
    colour = QColor(own) if own else QColor()
    return colour if colour.isValid() else QColor(SEAT_COLOURS[seat % len(SEAT_COLOURS)])


# ---- contrast (WCAG 2) ----------------------------------------------------------------------------------------
def luminance(c: QColor) -> float:
    """Relative luminance (WCAG 2)."""
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21; text needs 4.5 (AA)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


#: The two inks text on a colour is written in: near-black and cream.
DARK_INK, LIGHT_INK = QColor("#1b140d"), QColor("#fffaf0")


def ink_on(background: QColor) -> QColor:
    """Dark or light ink, whichever reads better on `background`."""
    return DARK_INK if contrast(DARK_INK, background) >= contrast(LIGHT_INK, background) else LIGHT_INK


def soft_ink_on(background: QColor, minimum: float = 4.5) -> QColor:
    """A quieter ink for secondary text on `background` (a subtitle), still at `minimum` contrast: the
    full ink blended towards the background only as far as the contrast allows."""
    ink = ink_on(background)
    best = ink
    for step in range(1, 10):
        t = step / 10
        mixed = QColor.fromRgbF(ink.redF() + (background.redF() - ink.redF()) * t,
                                ink.greenF() + (background.greenF() - ink.greenF()) * t,
                                ink.blueF() + (background.blueF() - ink.blueF()) * t)
        if contrast(mixed, background) < minimum:
            break
        best = mixed
    return best


# ---- messages -----------------------------------------------------------------------------------------------
def themed_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, detail: str = "",
               rich: bool = False) -> QMessageBox:
    """A message box on the shell's cream paper; its texts are plain (they may hold names people typed), or
    `rich` for a text the app wrote itself."""
    from PySide6.QtCore import Qt  # lazy: PySide makes Qt's namespace, all its enums, when first named
    from PySide6.QtWidgets import QMessageBox  # lazy: PySide makes a class and its enums when first named

    # never a word or a character alone on a last line ("…against" / "bots.")
    box = QMessageBox(icon, title, no_widow(text), QMessageBox.StandardButton.NoButton, parent)
    box.setStyleSheet(DIALOG_STYLE)
    paper_palette(box)
    roomy_text(box)
    box.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    if detail:  # the informative text takes the box's text format
        box.setInformativeText(f"<p>{escape(detail)}</p>" if rich else detail)  # the details as written
    return box


def opens_maximised(room: QSize, width: int, height: int) -> bool:
    """Whether a window that would like `width` x `height` opens maximised on a screen with `room` for windows:
    on a screen smaller than that it would open as a window a little smaller than the screen, with its
    table the smaller for it, and the person would maximise it first anyway."""
    return room.width() < width or room.height() < height


def fit_screen(widget: QWidget, width: int, height: int) -> QSize:
    """`width` x `height`, made smaller where the screen `widget` is on has less room (a window must fit)."""
    screen = widget.screen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, room.width()), min(height, room.height() - 40))  # 40: a title bar at least


def fit_restored(widget: QWidget) -> bool:
    """Keep a window whose saved geometry was just restored on the screen it opens on: no larger than the
    screen's room for windows (a title bar kept, as in `fit_screen`) and inside it. A geometry saved on a larger
    screen (1920x1080, then a 1280x720 one) opened a window taller than the screen. Returns whether the saved
    size did not fit the room (title bar included): the window then opens maximised, as a first start on a small
    screen does. A window restored maximised or full screen is left as it is (it takes the screen it is on)."""
    screen = widget.screen()
    if screen is None or widget.isMaximized() or widget.isFullScreen():
        return False
    room, saved = screen.availableGeometry(), widget.geometry()
    width = max(min(saved.width(), room.width()), widget.minimumWidth())
    height = max(min(saved.height(), room.height() - 40), widget.minimumHeight())
    x = max(room.left(), min(saved.x(), room.left() + room.width() - width))
    y = max(room.top(), min(saved.y(), room.top() + room.height() - height))
    widget.setGeometry(x, y, width, height)
    return saved.width() > room.width() or saved.height() > room.height() - 40
