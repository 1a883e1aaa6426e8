"""A game's dialog laid on the table itself rather than opened as a window (an offer waiting for its answer):
a child of the table, centred on it and kept there when the table changes size; nothing modal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt
from PySide6.QtWidgets import QDialog, QWidget


class OnTable(QObject):
    """Keeps `dialog` centred on `table` (its parent), as big as it needs and never bigger than the table."""

    def __init__(self, dialog: QDialog, table: QWidget) -> None:
        super().__init__(dialog)
        self.dialog, self.table = dialog, table
        dialog.setWindowFlags(Qt.WindowType.Widget)
        dialog.setModal(False)
        table.installEventFilter(self)

    def place(self) -> None:
        table, dialog = self.table, self.dialog
        width = min(max(dialog.sizeHint().width(), dialog.minimumSizeHint().width()), table.width())
        layout = dialog.layout()
        need = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else 0
        height = min(max(need, dialog.sizeHint().height()), table.height())
        dialog.setMinimumHeight(0)  # a height fitted to an earlier width must not hold it taller
        dialog.setGeometry(QRect(QPoint((table.width() - width) // 2, (table.height() - height) // 2),
                                 QRect(0, 0, width, height).size()))
        dialog.raise_()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if obj is self.table and event.type() == QEvent.Type.Resize and self.dialog.isVisible():
            self.place()
        return False
