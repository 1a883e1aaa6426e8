"""A game's dialog laid on the table itself rather than opened as a window (an offer waiting for its answer, an
offer being drawn up): a child of the table, in one place on it whatever its size, kept there when the table
changes size; nothing modal. Esc in it is the dialog's (`BaseTable`'s Esc forgets a half-made move elsewhere on
the table)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtWidgets import QDialog, QWidget

#: Where a dialog's top edge lies on the table, as a share of the table's height: every dialog opens there, as
#: far down as it fits, so one that is taller or shorter than the last (an offer of more deeds) opens in the same
#: place rather than centred, its top jumping with its height.
TOP = 0.08


class OnTable(QObject):
    """Keeps `dialog` on `table` (its parent), centred across it with its top at `TOP` (higher only where it
    would not fit below), as big as it needs and never bigger than the table."""

    def __init__(self, dialog: QDialog, table: QWidget) -> None:
        super().__init__(dialog)
        self.dialog, self.table = dialog, table
        dialog.setWindowFlags(Qt.WindowType.Widget)
        dialog.setModal(False)
        table.installEventFilter(self)
        dialog.installEventFilter(self)

    def place(self, keep_spot: bool = False) -> None:
        """Lay the dialog on the table (centred across, its top at `TOP`) at the size its content needs; `keep_spot`: resized where it stands
        (moved aside by its game, say), only as far as the table's edges ask."""
        table, dialog = self.table, self.dialog
        width = min(max(dialog.sizeHint().width(), dialog.minimumSizeHint().width()), table.width())
        layout = dialog.layout()
        need = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else 0
        height = min(max(need, dialog.sizeHint().height()), table.height())
        if keep_spot and (width, height) == (dialog.width(), dialog.height()):
            return
        dialog.setMinimumHeight(0)  # a height fitted to an earlier width must not hold it taller
        if keep_spot:
            spot = QPoint(max(0, min(dialog.x(), table.width() - width)), max(0, min(dialog.y(), table.height() - height)))
        else:
            spot = QPoint((table.width() - width) // 2, max(0, min(round(table.height() * TOP), table.height() - height)))
        dialog.setGeometry(QRect(spot, QRect(0, 0, width, height).size()))
        dialog.raise_()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.table and event.type() == QEvent.Type.Resize and self.dialog.isVisible():
            self.place()
        elif obj is self.dialog and event.type() == QEvent.Type.Show:
            self.place()  # shown with the table (laid on it before the table was shown, at another size)
        elif obj is self.dialog and event.type() == QEvent.Type.LayoutRequest and self.dialog.isVisible():
            self.place(keep_spot=True)  # its words or buttons changed: the room they need now, where it stands
        return False
