"""The app's one style sheet: the stock parts Qt would draw in the platform's grey (scroll bars, combo boxes,
tooltips, menus, the menu bar, tabs, check boxes) in the table's look, wherever they appear.

Built from the shell's palette (ui/look.py): cream paper and ink for what a player reads (menus, tooltips, a
combo box's face and list), dark wood with cream letters for the menu bar (as the action panel under the
table), slim brass scroll bars, tabs of paper whose front one is cream with a brass edge (the panels and the log where they
share a narrow column: ui/side_room.py). A widget's own style sheet still wins over this one for that widget (the
action panel, the dialogs, the history pages), so they keep their own variations of the same look.
`apply_app_style` is called once as the app starts (ui/app.py).
"""

from __future__ import annotations

from ponzi_desktop.paths import resources_dir
from ponzi_desktop.ui.look import COMBO_POPUP_STYLE, FOCUS_GOLD, TOOLTIP_STYLE, menu_disabled_rules

#: The colours, by name (ui/look.py's CREAM, INK, BRASS, FELT; the action panel's wood).
PAPER, PAPER_EDGE, INK, INK_SOFT = "#fffaf0", "#b08d57", "#2b2118", "#6b5a40"
WOOD, WOOD_TEXT, BRASS, FELT, FELT_TEXT = "#2b1a0e", "#f4efe1", "#c8962e", "#2f7a4f", "#fff8e6"
#: A greyed-out menu entry or combo box: still legible (4.5:1 on the paper), since it says why in its tooltip.
DISABLED = "#7a6a50"
TRACK, HANDLE, HANDLE_HOVER = "#efe4c8", "#c8a96a", "#b08d4a"


def _icon(name: str) -> str:
    """A url() for a picture in resources/icons, as a style sheet takes it (forward slashes, quoted)."""
    return '"' + (resources_dir() / "icons" / name).as_posix() + '"'


def spin_box_rules(scope: str = "", field: str = "#fffdf7", edge: str = "1px solid #bfa878",
                   focus: str = f"2px solid {BRASS}", disabled: str = f"color: {DISABLED}; background: #efe6d2; "
                   "border-color: #cdbf9f;", button_px: int = 18) -> str:
    """The spin box on paper: a cream field, brass at the edge, arrow buttons of a darker cream with ink arrows
    (a spin box given any style sheet is drawn by it alone, arrows and all). `scope` narrows the rules (say,
    "#replay_bar "); the colours of its field and edges may be its own, as on the replay bar's wood."""
    up, down = _icon("spin_up.svg"), _icon("spin_down.svg")
    box = f"{scope}QSpinBox"
    return f"""{box} {{ background: {field}; color: {INK}; border: {edge}; border-radius: 6px;
  padding: 0 2px 0 6px; }}
{box}:hover {{ border-color: {BRASS}; }}
{box}:focus {{ border: {focus}; }}
{box}:disabled {{ {disabled} }}
{box}::up-button, {box}::down-button {{ subcontrol-origin: border; width: {button_px}px; border: none;
  border-left: 1px solid #d5c39c; background: #f6ead0; }}
{box}::up-button {{ subcontrol-position: top right; border-top-right-radius: 5px; }}
{box}::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 5px; }}
{box}::up-button:hover, {box}::down-button:hover {{ background: #efe2c2; }}
{box}::up-arrow {{ image: url({up}); width: 10px; height: 6px; }}
{box}::down-arrow {{ image: url({down}); width: 10px; height: 6px; }}
"""


def app_style() -> str:
    """The whole style sheet (see the module's text)."""
    arrow, arrow_off, submenu = _icon("combo_arrow.svg"), _icon("combo_arrow_disabled.svg"), _icon("menu_arrow.svg")
    check = _icon("check.svg")
    return f"""
QMenuBar {{ background: {WOOD}; color: {WOOD_TEXT}; border-bottom: 1px solid #4a2c16; padding: 1px 4px; }}
QMenuBar::item {{ background: transparent; color: {WOOD_TEXT}; padding: 4px 10px; border-radius: 4px; }}
QMenuBar::item:selected, QMenuBar::item:pressed {{ background: #5a3a1e; color: #f2c14e; }}
QMenu {{ background: {PAPER}; color: {INK}; border: 1px solid {PAPER_EDGE}; padding: 4px; icon-size: 20px; }}
QMenu::item {{ padding: 5px 22px 5px 10px; border-radius: 4px; color: {INK}; background: transparent; }}
QMenu::item:selected {{ background: {FELT}; color: {FELT_TEXT}; }}
{menu_disabled_rules()}QMenu::separator {{ height: 1px; background: #d5c39c; margin: 4px 8px; }}
QMenu::right-arrow {{ image: url({submenu}); width: 8px; height: 12px; }}
QComboBox {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf7, stop:1 #f3e8cf); color: {INK};
  border: 1px solid #bfa878; border-radius: 6px; padding: 3px 26px 3px 8px; min-height: 20px; }}
QComboBox:hover {{ border-color: {BRASS}; }}
QComboBox:focus {{ border: 2px solid {BRASS}; }}
QComboBox:disabled {{ color: {DISABLED}; background: #efe6d2; border-color: #cdbf9f; }}
QComboBox::drop-down {{ subcontrol-origin: padding; subcontrol-position: center right; width: 22px;
  border: none; background: transparent; }}
QComboBox::down-arrow {{ image: url({arrow}); width: 12px; height: 8px; }}
QComboBox::down-arrow:disabled {{ image: url({arrow_off}); }}
{COMBO_POPUP_STYLE}
{spin_box_rules()}
QCheckBox {{ spacing: 8px; outline: none; }}
QCheckBox::indicator {{ width: 16px; height: 16px; border: 1px solid #8a7350; border-radius: 4px;
  background: #fffdf7; }}
QCheckBox::indicator:hover {{ border-color: {BRASS}; }}
QCheckBox::indicator:checked {{ background: {FELT}; border-color: #1f5a38; image: url({check}); }}
QCheckBox::indicator:focus, QCheckBox::indicator:checked:focus {{ border: 2px solid {FOCUS_GOLD.name()}; }}
QCheckBox::indicator:disabled {{ background: #efe6d2; border-color: #cdbf9f; }}
QScrollBar:vertical {{ background: {TRACK}; width: 10px; margin: 0; border: none; border-radius: 5px; }}
QScrollBar::handle:vertical {{ background: {HANDLE}; min-height: 32px; border-radius: 5px; }}
QScrollBar:horizontal {{ background: {TRACK}; height: 10px; margin: 0; border: none; border-radius: 5px; }}
QScrollBar::handle:horizontal {{ background: {HANDLE}; min-width: 32px; border-radius: 5px; }}
QScrollBar::handle:hover {{ background: {HANDLE_HOVER}; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; border: none; background: none; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QTabWidget::pane {{ background: {PAPER}; border: 1px solid {PAPER_EDGE}; }}
QTabBar {{ background: {TRACK}; }}
QMainWindow::separator {{ background: {TRACK}; }}
QTabBar::tab {{ background: #e6d6b0; color: {INK_SOFT}; border: 1px solid {PAPER_EDGE}; padding: 4px 8px;
  min-width: 24px; }}
QTabBar::tab:hover {{ background: #f3e8cf; color: {INK}; }}
QTabBar::tab:selected {{ background: {PAPER}; color: {INK}; }}
QTabBar::tab:top {{ border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px; }}
QTabBar::tab:top:selected {{ border-top: 3px solid {BRASS}; }}
QTabBar::tab:bottom {{ border-top: none; border-bottom-left-radius: 6px; border-bottom-right-radius: 6px;
  margin-right: 2px; }}
QTabBar::tab:bottom:selected {{ border-bottom: 3px solid {BRASS}; }}
QTabBar::tab:left, QTabBar::tab:right {{ margin-bottom: 2px; }}
QTabBar::tab:left:selected {{ border-left: 3px solid {BRASS}; }}
QTabBar::tab:right:selected {{ border-right: 3px solid {BRASS}; }}
{TOOLTIP_STYLE}
"""


#: What every rule of `app_style` selects: a test holds each stock widget kind to having one.
STYLED = ("QMenuBar", "QMenu", "QComboBox", "QScrollBar", "QToolTip", "QTabBar", "QTabWidget", "QSpinBox",
          "QCheckBox")


def apply_app_style(app) -> None:  # app: QApplication
    """Put the app's style sheet on `app`, once (before any other rules it has, which may refine it)."""
    if app.property("ponzi_desktop_app_style"):
        return
    app.setProperty("ponzi_desktop_app_style", True)
    app.setStyleSheet(app_style() + app.styleSheet().replace(TOOLTIP_STYLE, ""))
