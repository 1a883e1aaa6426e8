"""Black Friday's prompts said only "drag" where a move can also be made by two clicks or the panel's buttons (a
review): the prompt that ends a purchase says "drag or click, or use Finish buying" (the button's own words), the
bank's gold says it may be clicked, and the gold dialog says the share may be clicked onto the track; in every
language, each prompt whole in the panel's two lines at 1280x720."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel
from table_mouse import drag

from ponzi_desktop.ui import i18n

from .test_finish_menu import ann_at_the_table

#: how each language says drag and click
WAYS = {"en": (("drag",), ("click",)), "es": (("arrastr", "arrástr"), ("clic",)), "ja": (("ドラッグ",), ("クリック",)),
        "zh_TW": (("拖",), ("點選",))}


@pytest.fixture(params=list(WAYS))
def lang(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def says_both(text: str, lang: str) -> bool:
    return all(any(word in text.lower() for word in words) for words in WAYS[lang])


def test_the_prompts_say_every_way_to_make_the_move(qtbot, tmp_path, lang):
    table, session = ann_at_the_table(qtbot, tmp_path)
    sc = table.scene
    assert says_both(sc.bank.toolTip(), lang), sc.bank.toolTip()
    table.open_gold(None, then_choose=True)  # the bank's gold dragged: how many bars, then which share
    dialog = table.dialogs[-1]
    words = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert says_both(words, lang), words
    dialog.reject()
    view = session.view()
    colour = next(c for c, n, p in zip(sc.colours, view.market, view.prices, strict=True) if n and p <= 90)
    drag(table, sc.market.stacks[colour], sc.screens[0])
    assert session.view().phase == "buy"
    table._refresh_controls()
    panel = table.panel
    prompt = panel.prompt.text()
    finish = next(b for b in panel._move_buttons() if b.property("role") == "primary")
    assert says_both(prompt, lang), prompt
    assert finish.text() in prompt, (finish.text(), prompt)  # the keyboard's way, by the button's words
    room = panel.prompt.contentsRect()
    need = QFontMetrics(panel.prompt.font()).boundingRect(QRect(0, 0, room.width(), 10_000),
                                                           int(Qt.TextFlag.TextWordWrap), prompt)
    assert need.height() <= room.height(), (lang, prompt)
