"""Anti-Monopoly's rule settings in the new-game dialog: Game A or B, the two-hour game, the round limit, the
Foundation's payment, the limits per turn, and how the roles are given out (drawn, or chosen per seat).

The roles have a box of their own, `side_box`, that the dialog puts under the players (where there is room):
the seats' choices keep their room while the roles are drawn, so that choosing them moves nothing."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from ponzi_desktop.ui.formatting import isolate, money
from ponzi_desktop.ui.forms import Segments, Setting, SettingsForm, add_choice
from ponzi_desktop.ui.kit.narration import fill
from ponzi_desktop.ui.wrapped_label import WrappedLabel

ROLES = (("competitor", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Competitor")),
         ("monopolist", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Monopolist")))


class EitherHint(WrappedLabel):
    """A hint that says one of two texts, as high as the taller of them: changing it moves nothing."""

    either: tuple[str, ...] = ()

    def _fit(self) -> None:
        if not self.isVisible():
            return
        shown = self.text()
        self.setMinimumHeight(0)
        need = 0
        for text in self.either or (shown,):
            QLabel.setText(self, text)
            need = max(need, self.heightForWidth(self.width()))
        QLabel.setText(self, shown)
        self.setMinimumHeight(need)


class AntiMonopolyRules(SettingsForm):
    CONTEXT = "AntiMonopolyRules"
    SETTINGS = (
        Setting("game", QT_TRANSLATE_NOOP("AntiMonopolyRules", "How the game is won"),
                QT_TRANSLATE_NOOP("AntiMonopolyRules", "Game A: the last player standing wins. Game B: once one "
                                                       "side is bankrupt, the richest player of the other side wins."),
                options=(("A", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Game A")),
                         ("B", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Game B")))),
        Setting("two_hour_rounds", QT_TRANSLATE_NOOP("AntiMonopolyRules", "The two-hour game"),
                QT_TRANSLATE_NOOP("AntiMonopolyRules", "At the end of that round everyone deals with the Treasury "
                                                       "once more, keeps part of their cash and collects one rent "
                                                       "per property: the most cash wins."),
                switch=QT_TRANSLATE_NOOP("AntiMonopolyRules", "Call time after this many rounds:"), suggested=20),
        Setting("round_limit", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Round limit"),
                QT_TRANSLATE_NOOP("AntiMonopolyRules", "Every game ends: after this many rounds the richest player "
                                                       "wins.")),
        Setting("foundation_payment", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Anti-Monopoly Foundation"),
                QT_TRANSLATE_NOOP("AntiMonopolyRules", "What a Monopolist pays at the Anti-Monopoly Foundation: %1 "
                                                       "(usual) or %2."),
                options=((160, "%1"), (10, "%1"))),
        Setting("manage_limit", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Dealings with the Treasury per turn"),
                QT_TRANSLATE_NOOP("AntiMonopolyRules", "Building, selling back, mortgaging and redeeming; raising "
                                                       "money for a debt is never limited.")),
        Setting("offers_per_turn", QT_TRANSLATE_NOOP("AntiMonopolyRules", "Trade offers per turn")),
    )

    def __init__(self, defaults, parent=None) -> None:
        super().__init__(defaults, parent)
        hint = self.findChildren(QLabel)
        for label in hint:  # the Foundation's hint names both amounts, as the app writes money
            if "%1" in label.text():
                label.setText(label.text().replace("%1", money(160)).replace("%2", money(10)))
        self.roles = Segments({"drawn": self.tr("Drawn at random"), "chosen": self.tr("Chosen for each seat")},
                              self.tr("Roles"), self)
        self.roles.set_value("drawn")
        self.side_box = QGroupBox(self.tr("Roles"), self)
        box = QVBoxLayout(self.side_box)
        self.role_box = QWidget(self.side_box)
        self.role_grid = QGridLayout(self.role_box)
        self.role_grid.setContentsMargins(0, 0, 0, 0)
        self.role_combos: list[QComboBox] = []
        self.roles_hint = add_choice(box, self.tr("How the sides are given out"), self.roles,
                                     EitherHint("", self.side_box))
        box.addWidget(self.role_box)
        # the seats' choices keep their room while hidden: choosing them moves nothing
        policy = self.role_box.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.role_box.setSizePolicy(policy)
        self.roles.group.buttonToggled.connect(lambda *_: self._show_roles())
        self.roles.group.buttonToggled.connect(lambda *_: self.changed.emit())
        self._show_roles()

    def _show_roles(self) -> None:
        """The seats' choices while the roles are chosen, and a hint that says what the choice in force means."""
        chosen = self.roles.value() == "chosen"
        self.role_box.setVisible(chosen)
        hints = [self.tr("Each player's side is drawn at the start: the two sides as equal as the number of "
                         "players allows."),
                 self.tr("Choose each player's side below; the two sides must be as equal as the number of players "
                         "allows.")]
        self.roles_hint.either = tuple(hints)  # room for the longer of the two: the other one moves nothing
        self.roles_hint.setText(hints[chosen])

    def set_seats(self, names: list[str], kinds: list[str]) -> None:
        """One role choice per seat, named after it (kept for the seats that stay)."""
        chosen = [c.currentData() for c in self.role_combos]
        while self.role_grid.count():
            item = self.role_grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()  # not drawn again while it waits to be deleted
                item.widget().deleteLater()
        self.role_combos = []
        for i, name in enumerate(names):
            caption = QLabel(isolate(name) if name else self.tr("Player %1").replace("%1", f"{i + 1}"),
                             self.role_box)
            caption.setTextFormat(caption.textFormat().PlainText)
            combo = QComboBox(self.role_box)
            for key, words in ROLES:
                combo.addItem(self.text(words), key)
            combo.setCurrentIndex(chosen[i] == "monopolist" if i < len(chosen) and chosen[i] else i % 2)
            combo.setAccessibleName(self.tr("Role of %1").replace("%1", caption.text()))
            combo.currentIndexChanged.connect(self.changed)
            self.role_grid.addWidget(caption, i, 0)
            self.role_grid.addWidget(combo, i, 1)
            for w in (caption, combo):  # sized as drawn (polished), and counted while the box is hidden
                w.ensurePolished()
                w.show()
            self.role_combos.append(combo)
        # a hidden box tells nobody its size changed: the box around it asks again
        self.role_grid.invalidate()
        self.role_box.updateGeometry()

    def problem(self) -> str:
        if self.roles.value() != "chosen":
            return ""
        roles = [c.currentData() for c in self.role_combos]
        competitors, monopolists = roles.count("competitor"), roles.count("monopolist")
        if abs(competitors - monopolists) > 1 or max(competitors, monopolists) > 3:
            # each count a plural of its own: "1 Competitor and 3 Monopolists"
            return fill(self.tr("The two sides must be as equal as possible: %1 and %2 will not do."),
                        self.tr("%n Competitor(s)", "", competitors), self.tr("%n Monopolist(s)", "", monopolists))
        return ""

    def values(self) -> dict:
        out = super().values()
        out["roles"] = (tuple(c.currentData() for c in self.role_combos) if self.roles.value() == "chosen"
                        else None)
        return out
