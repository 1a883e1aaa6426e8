"""The start page's surfaces are kept from one start to the next (ui/kept_surfaces.py): the next start copies the
same pixels without painting; another size, or a damaged or stale file, is painted as before and kept again."""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ponzi_desktop.ui import kept_surfaces
from ponzi_desktop.ui.look import CreamCard
from ponzi_desktop.ui.ponzi.emblem import PonziEmblem


@pytest.fixture
def kept(tmp_path, monkeypatch):
    """Surfaces kept in `tmp_path` (the app's start turns keeping on; a widget elsewhere paints as always)."""
    monkeypatch.setattr(kept_surfaces, "folder", lambda: tmp_path)
    monkeypatch.setitem(kept_surfaces._state, "on", True)
    return tmp_path


def shown_card(qtbot, width: int = 320, height: int = 300) -> tuple[QWidget, CreamCard, PonziEmblem]:
    """A window holding a kept card with a kept picture on it, shown and painted once."""
    window = QWidget()
    qtbot.addWidget(window)
    window.setFixedSize(width + 40, height + 40)
    card = CreamCard(window)
    card.kept_as = "card-test"
    card.setGeometry(20, 20, width, height)
    emblem = PonziEmblem(card)
    emblem.kept_as = "picture-test"
    QVBoxLayout(card).addWidget(emblem)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: getattr(emblem, "_kept_surface", None) is not None)  # painted once
    return window, card, emblem


def screen_pixels(widget: QWidget) -> QImage:
    """`widget`'s pixels as its window holds them (its backing store: what the screen shows)."""
    at = widget.mapTo(widget.window(), QPoint(0, 0))
    return widget.window().backingStore().paintDevice().copy(QRect(at, widget.size()))


def count_paints(monkeypatch) -> list:
    painted = []
    emblem, card = PonziEmblem.paint_emblem, CreamCard._paint
    monkeypatch.setattr(PonziEmblem, "paint_emblem", lambda self, p: (painted.append(self), emblem(self, p)))
    monkeypatch.setattr(CreamCard, "_paint", lambda self, p: (painted.append(self), card(self, p)))
    return painted


def test_the_next_start_shows_the_kept_pixels_without_painting(qtbot, kept, monkeypatch):
    painted = count_paints(monkeypatch)
    window, card, emblem = shown_card(qtbot)
    qtbot.waitUntil(lambda: (kept / "picture-test.surface").is_file() and (kept / "card-test.surface").is_file())
    assert painted
    first = screen_pixels(card)
    window.close()

    painted.clear()
    window, card, emblem = shown_card(qtbot)  # the next start: the same card in the same place
    assert not painted
    assert screen_pixels(card) == first


def test_another_size_is_painted_and_kept_in_its_place(qtbot, kept, monkeypatch):
    window, _card, _emblem = shown_card(qtbot)
    qtbot.waitUntil(lambda: (kept / "card-test.surface").is_file())
    before = (kept / "card-test.surface").read_bytes()
    window.close()
    painted = count_paints(monkeypatch)
    window, card, _emblem = shown_card(qtbot, width=340)
    assert painted  # the kept pixels are another size's
    qtbot.waitUntil(lambda: (kept / "card-test.surface").read_bytes() != before)
    window.close()
    painted.clear()
    window, card, _emblem = shown_card(qtbot, width=340)
    assert not painted


@pytest.mark.parametrize("damage", ["garbage", "cut short", "a pixel changed", "another key"])
def test_a_damaged_or_stale_file_is_never_shown_and_is_written_again(qtbot, kept, monkeypatch, damage):
    window, card, _emblem = shown_card(qtbot)
    qtbot.waitUntil(lambda: (kept / "card-test.surface").is_file() and (kept / "picture-test.surface").is_file())
    good = screen_pixels(card)
    window.close()
    path = kept / "card-test.surface"
    data = path.read_bytes()
    head, _, body = data.partition(b"\n")
    if damage == "garbage":
        data = b"\x00\xff" * 100
    elif damage == "cut short":
        data = data[:-100]
    elif damage == "a pixel changed":  # a dark pixel in the middle, where the card is cream
        middle = len(body) // 2
        data = head + b"\n" + body[:middle] + b"\x00\x00\x00\xff" + body[middle + 4:]
    else:  # kept by another version of the app
        data = head.replace(b"|0.", b"|9.") + b"\n" + body
        assert data != path.read_bytes()
    path.write_bytes(data)
    painted = count_paints(monkeypatch)
    window, card, _emblem = shown_card(qtbot)
    assert card in painted
    assert screen_pixels(card) == good
    qtbot.waitUntil(lambda: path.read_bytes() != data)  # written again, whole
    assert kept_surfaces.read("card-test", kept_surfaces.key_of(card, ("ponzi_desktop.ui.look",))) is not None


def test_nothing_is_kept_unless_the_app_keeps_it(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(kept_surfaces, "folder", lambda: tmp_path)
    painted = count_paints(monkeypatch)
    window = QWidget()
    qtbot.addWidget(window)
    card = CreamCard(window)
    card.kept_as = "card-test"
    card.setGeometry(10, 10, 200, 200)
    window.resize(240, 240)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: card in painted)
    qtbot.wait(50)
    assert not list(tmp_path.iterdir())


def test_a_surface_too_large_to_read_quicker_than_paint_is_not_kept(qtbot, kept, monkeypatch):
    """A surface of more than MAX_BYTES (a 4K screen's felt at twice the pixels is 33 MB) is painted at each start:
    reading and checking it would cost more than painting it."""
    monkeypatch.setattr(kept_surfaces, "MAX_BYTES", 320 * 300 * 4 - 1)  # the card's pixels, less one byte
    window, _card, _emblem = shown_card(qtbot)
    qtbot.waitUntil(lambda: (kept / "picture-test.surface").is_file())  # the smaller picture on it is kept
    qtbot.wait(50)
    assert not (kept / "card-test.surface").exists()
