"""The kit's banner (every table's big announcement): its dark band always holds its words, whole."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.pieces import BannerItem, TextProbe

TEXTS = ["Market crash!", "Gold reaches $100: the game is over",
         "El oro llega a 100 $: la partida ha terminado y cada acción se vende a su precio final",
         "金塊が$100に達しました：ゲーム終了"]


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize(("w", "px"), [(1520.0, 70.0), (1400.0, 76.0)])
def test_the_band_holds_the_whole_text(qtbot, text, w, px):
    banner = BannerItem(text, w, 130, px, look.GOLD, True)
    band, size, wrap = banner.layout()
    assert band.left() >= 0 and band.right() <= w and band.width() >= w * 0.6 - 0.5
    if not wrap:
        assert QFontMetricsF(look.font(size, True)).horizontalAdvance(text) <= band.width() - 2 * banner.PAD
    image = QImage(int(w), 130, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    with TextProbe() as probe:
        banner.paint(painter, None)
    painter.end()
    assert probe.drawn and not any(d.cut for d in probe.drawn), probe.drawn
    assert all(d.px >= look.MIN_TEXT for d in probe.drawn)
    assert QRectF(0, 0, w, 130).contains(band)
