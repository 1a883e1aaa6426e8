"""Nim's scene: a row of tokens per heap, a pile the taken tokens are dropped on, and a status line.

A token (`Payload("token", (heap, index))`) taken takes itself and every token right of it in its heap; the
pile is the one drop target (`Target("pile")`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.moves import Payload, Target
from ponzi_desktop.ui.kit.pieces import TableItem, TextItem, discard, draw_text
from ponzi_desktop.ui.kit.scene import TableScene

W, H = 1280.0, 640.0
TOKEN = 64.0
ROW_TOP, ROW_GAP, LEFT = 150.0, 130.0, 260.0


class TokenPiece(TableItem):
    """One token: picked up (or clicked) to take it and those right of it."""

    def __init__(self, heap: int, index: int) -> None:
        super().__init__(TOKEN, TOKEN)
        self.payload = Payload("token", (heap, index))

    def paint_face(self, painter: QPainter) -> None:
        painter.setPen(QPen(look.WOOD_DARK, 3))
        painter.setBrush(QBrush(look.GOLD))
        painter.drawEllipse(self.rect)

    def glow_shape(self):
        from PySide6.QtGui import QPainterPath

        path = QPainterPath()
        path.addEllipse(self.rect.adjusted(-3, -3, 3, 3))
        return path


class PileItem(TableItem):
    """Where taken tokens go: the one drop target."""

    def __init__(self) -> None:
        super().__init__(200, 200)
        self.target = Target("pile")
        self.caption = ""

    def paint_face(self, painter: QPainter) -> None:
        painter.setPen(QPen(look.PAPER_DARK, 3, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.rect, 16, 16)
        draw_text(painter, self.rect, self.caption, 22, look.TEXT_ON_FELT, True)

    def visible_texts(self) -> list[str]:
        return [self.caption]


class NimScene(TableScene):
    def __init__(self, heaps: int) -> None:
        super().__init__(W, H)
        self.tokens: list[list[TokenPiece]] = [[] for _ in range(heaps)]
        self.labels = [TextItem("", 220, 40, 24, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                       for _ in range(heaps)]
        for h, item in enumerate(self.labels):
            self.addItem(item)
            item.setPos(20, ROW_TOP + h * ROW_GAP - 20)
        self.pile = PileItem()
        self.addItem(self.pile)
        self.pile.setPos(W - 170, H / 2)
        self.status = TextItem("", W - 40, 44, 26, bold=True)
        self.addItem(self.status)
        self.status.setPos(20, 30)

    def set_heaps(self, heaps: tuple[int, ...], heap_word: str, pile_word: str) -> None:
        for h, size in enumerate(heaps):
            row = self.tokens[h]
            while len(row) > size:
                discard(row.pop())
            while len(row) < size:
                piece = TokenPiece(h, len(row))
                self.addItem(piece)
                row.append(piece)
            for i, piece in enumerate(row):
                piece.setPos(QPointF(LEFT + i * (TOKEN + 14), ROW_TOP + h * ROW_GAP))
            self.labels[h].set_text(heap_word.replace("%1", str(h + 1)).replace("%2", str(size)))
        self.pile.caption = pile_word
        self.pile.update()

    # ---- what the kit asks --------------------------------------------------------------------------------
    def target_items(self, target: Target) -> list[TableItem]:
        return [self.pile] if target.kind == "pile" else []

    def payload_item(self, payload: Payload, viewer: int | None) -> TableItem | None:
        heap, index = payload.value
        row = self.tokens[heap] if 0 <= heap < len(self.tokens) else []
        return row[index] if 0 <= index < len(row) else None

    def event_items(self, event) -> list[TableItem]:
        heap = event.data.get("heap") if event.kind == "took" else None
        return list(self.tokens[heap]) if heap is not None and heap < len(self.tokens) else []
