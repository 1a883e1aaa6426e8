"""Where the table's things are that a lesson's note points at or leaves in sight, in page coordinates: the room
a note may take, the pieces a step points at, what a note keeps clear (the learner's own pieces, what just moved,
the values and places its words name, the seats' name plates). The coach asks; it decides where the note goes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QGraphicsItem, QWidget

from ponzi_desktop.ui.kit.seat import SeatArea
from ponzi_desktop.ui.lesson.clear import named_rects, names_seat, text_rects
from ponzi_desktop.ui.lesson.plan import LEARNER, Step


class Coach(Protocol):
    """What the areas ask of the coach that holds them (`coach.LessonCoach`, above this module): the moment shown
    and the step, the table it stands on."""

    OTHERS: int
    shown: int | None
    position: int
    pass_blocked: bool
    table: Any
    session: Any
    page: QWidget
    callout: QWidget

    def current_step(self) -> Step | None: ...

    def actor(self) -> int | None: ...


def resolve(root: object, path: str) -> list[QGraphicsItem]:
    """The scene items a step's anchor names: attributes and indexes from `root`, "a.b.0.c" (a mapping's key
    may be a word or a number). Empty when the path leads nowhere (a piece not on the table now)."""
    obj = root
    for part in path.split("."):
        if obj is None:
            return []
        if isinstance(obj, dict):
            obj = obj.get(part, obj.get(int(part)) if part.lstrip("-").isdigit() else None)
        elif isinstance(obj, list | tuple):
            obj = obj[int(part)] if part.lstrip("-").isdigit() and -len(obj) <= int(part) < len(obj) else None
        else:
            obj = getattr(obj, part, None)
    items = list(obj.values()) if isinstance(obj, dict) else obj if isinstance(obj, list | tuple) else [obj]
    return [i for i in items if isinstance(i, QGraphicsItem)]


class NoteAreas:
    """The coach's view of the table: where what a step is about lies, asked of the table as it is now (the step
    showing, its words, the board's moment)."""

    def __init__(self, coach: Coach) -> None:
        self.coach = coach
        self.table, self.session, self.page = coach.table, coach.session, coach.page
        self._named: tuple[object, list[QRect]] | None = None  # (for what, where) the values the words name
        self._texts: tuple[object, list[QRect]] | None = None  # (for what, where) every text the table draws

    def forget(self) -> None:
        """The note is gone: what was found for it is found afresh for the next."""
        self._named = None
        self._texts = None

    def room(self) -> QRect:
        """Where a callout may go: over the table's board (not its panel, not the log), in page coordinates."""
        viewport = self.table.view.viewport()
        return QRect(viewport.mapTo(self.page, QPoint(0, 0)), viewport.size())

    def dock(self) -> QRect | None:
        """The side of the window beside the table that a note may take where the board has no room that leaves
        what it values in sight: the game's log's entries (what has happened, told again by the notes), when they
        show, in page coordinates. None without them."""
        log = getattr(self.page, "log_view", None)
        entries = getattr(log, "list", log)  # its entries, the log's width: its heading and close button in sight
        if not isinstance(log, QWidget) or not isinstance(entries, QWidget) or not entries.isVisible() \
                or log.width() <= 0:
            return None
        top = entries.mapTo(self.page, QPoint(0, 0)).y()
        left = self.table.mapTo(self.page, QPoint(self.table.width(), 0)).x()  # the splitter's handle too
        right = log.mapTo(self.page, QPoint(log.width(), 0)).x()
        return QRect(left, top, right - left, entries.height())

    def anchor_rects(self) -> list[QRect]:
        """The pieces the callout points at now, in page coordinates (the first is the arrow's)."""
        step = self.coach.current_step()
        names: Sequence[str] = step.anchors if step is not None else ()
        items: list[QGraphicsItem] = []
        rects: list[QRect] = []
        for name in names:
            if name == "panel":
                rects.append(self.panel_rect())
            elif name.startswith("panel."):  # one of the panel's buttons ("panel.pass_button": End turn)
                rects += self.widget_rects(getattr(self.table.panel, name.removeprefix("panel."), None))
            else:
                items += resolve(self.table.scene, name)
        if not names and (self.coach.shown == -1 or (step is not None and step.kind == "move")):
            action = self.session.expected()
            if action is not None:
                items += list(self.table.hint_items(action))
            if not items:  # a move of the panel's buttons: the callout points at End turn when that is the move
                rects += (self.pass_rects(action) if action is not None and not self.coach.pass_blocked else []) \
                    or [self.panel_rect()]
        return rects + self.item_rects(items)

    def with_words(self, anchors: list[QRect], scale: float) -> list[QRect]:
        """`anchors` (pieces in page coordinates), each held together with its own words where another piece that
        can be picked up (one carrying a payload) lies against it: its ring and its arrow take in a pile's name
        and count, so the arrow ends beside those words and not on the next pile. A review saw an arrow to a
        pile come up from below and end on the pile beside it, whose box began 10 px above the first pile's
        bottom (each pile's box held its count badge)."""
        if not anchors:
            return anchors
        gap = round(10 * scale)  # the arrow's tip stands 8 px off its piece (`arrow_target`)
        items = [i for i in self.table.scene.items() if getattr(i, "payload", None) is not None]
        lit = self.anchor_rects()
        pieces = [r for r in self.item_rects(items) if r not in lit]
        texts = self.table_texts()
        out = []
        for a in anchors:
            near = a.adjusted(-gap, -gap, gap, gap)
            if any(r.intersects(near) and not a.contains(r) and not r.contains(a) for r in pieces):
                for t in texts:  # its own: running out of it, and on no other piece (the next card's "Start")
                    if t.intersects(a) and not a.contains(t) and not any(t.intersects(r) for r in pieces):
                        a = a.united(t)
            out.append(a)
        return out

    def pass_rects(self, action: object) -> list[QRect]:
        """The panel's End turn button, when `action` is what it plays (the table's pass), in page coordinates."""
        pass_action = getattr(self.table, "pass_action", None)  # the kit's tables have it
        if pass_action is None or action != pass_action(self.table.moves()):
            return []
        return self.widget_rects(getattr(self.table.panel, "pass_button", None))

    def widget_rects(self, widget: object) -> list[QRect]:
        """A widget of the panel shown now, in page coordinates (nothing when it is not shown)."""
        if not isinstance(widget, QWidget) or not widget.isVisible():
            return []
        return [QRect(widget.mapTo(self.page, QPoint(0, 0)), widget.size())]

    def panel_rect(self) -> QRect:
        panel = self.table.panel
        return QRect(panel.mapTo(self.page, QPoint(0, 0)), panel.size())

    def kept_clear(self) -> list[QRect]:
        """What a callout never covers: the lesson's `keep_clear` (the learner's own pieces), the step's (a pawn
        a card moved), the learner's own pieces on the board (the streets they own) and what the move just made
        moved (the dice thrown, the pawn they moved): the table says which those last are."""
        step = self.coach.current_step()
        names = self.session.plan.keep_clear + (step.keep_clear if step is not None else ())
        items = [i for name in names for i in resolve(self.table.scene, name)]
        moved = getattr(self.table, "moved_items", None)  # the kit's tables have it
        own = getattr(self.table, "own_items", None)  # the learner's streets on the board, say
        items += [i for i in (moved() if moved is not None else []) + (own(LEARNER) if own is not None else [])
                  if i not in items]
        anchors = self.anchor_rects()
        coming = [r for r in self.item_rects([i for i in self._coming_items() + self._alike_items()
                                               if i not in items], filled=True) if r not in anchors]
        return self.item_rects(items, filled=True) + coming + self._moment_rects()

    def valued(self) -> list[QRect]:
        """What the table says a player reads to decide (`valued_items`: the others' wheels and cards, the market's
        prices, the status line, the bag, the tracks), but the pieces the note points at, in page coordinates: a
        note leaves it in sight where the board has room for that, and else covers the least of it."""
        valued_items = getattr(self.table, "valued_items", None)  # the kit's tables have it
        if valued_items is None:
            return []
        anchors = self.anchor_rects()
        return [r for r in self.item_rects(valued_items(LEARNER), filled=True) if r not in anchors]

    def reach_items(self) -> list[QGraphicsItem]:
        """While a step asks for a move and points at a piece that is not that move's (a bonus tile
        beside "Keep it for later: click End turn"), the pieces that piece's own moves would move now (the
        market's shares and the sale row's its free move takes one of; not the places they would go): the note
        talks about what the piece can do, so it leaves them in sight (its arrow may cross them, as it may a name
        plate: they are not the learner's). From the view's choices and the table's `hint_items` (the pieces
        that can be picked up have a payload), whatever the game."""
        step = self.coach.current_step()
        expected = self.session.expected()
        if step is None or step.kind != "move" or expected is None:
            return []
        asked = list(self.table.hint_items(expected))
        pieces = [i for name in step.anchors if not name.startswith("panel")
                  for i in resolve(self.table.scene, name)
                  if getattr(i, "payload", None) is not None and i not in asked]
        out: list[QGraphicsItem] = []
        for choice in getattr(self.session.view(), "choices", ()) if pieces else ():
            if choice.action == expected:
                continue
            items = list(self.table.hint_items(choice.action))
            if any(p in items for p in pieces):
                out += [i for i in items if i not in pieces and i not in out
                        and getattr(i, "payload", None) is not None]
        return out

    def _moment_rects(self) -> list[QRect]:
        """What the board lays over the table for the moment it shows (a tray of the shares drawn from the bag),
        shown now or about to be, in page coordinates (the kit's tables say what)."""
        moment = getattr(self.table, "moment_items", None)
        return self.item_rects(moment() if moment is not None else [], shown_or_not=True)

    def _coming_items(self) -> list[QGraphicsItem]:
        """While a move is asked for, the pieces of the learner's moves that come after it in the same turn (the
        dice, when a step asks to pay the fine and then roll): the learner's eyes go there next."""
        step = self.coach.current_step()
        if self.coach.shown == -1:
            start = self.coach.position + 1
        elif step is not None and step.kind == "move":
            start = step.end
        else:
            return []
        return [i for action in self.session.coming(start) for i in self.table.hint_items(action)]

    def _alike_items(self) -> list[QGraphicsItem]:
        """While a move is asked for, the pieces of the other seats' moves of its kind right before and after
        it (the tiles the others give back in the crash the learner gives one back in): what the learner compares
        their move with."""
        step = self.coach.current_step()
        if self.coach.shown == -1:
            at, end = self.coach.position, self.coach.position + 1
        elif step is not None and step.kind == "move":
            at, end = step.at, step.end
        else:
            return []
        return [i for seat, action in self.session.alike(at, end) for i in self.table.hint_items(action, seat)]

    def watched_places(self) -> list[QRect]:
        """The places of the other seats the note is about, in page coordinates (what each shows: `filled`): a
        note never hides the place it tells the learner to watch. The small note that says who plays keeps the
        place of the seat that plays clear; a step's note, the place of every seat but the learner's that its
        words name ("Watch Ada, though: an envelope is coming your way"), in the language shown. No lesson file
        has to list them."""
        if self.coach.shown is None:
            return []
        if self.coach.shown == self.coach.OTHERS:
            seats = {self.coach.actor()}
        else:
            words = f"{self.coach.callout.title_words}\n{self.coach.callout.words}"
            seats = {seat for seat, name in enumerate(self.table.names)
                     if seat != LEARNER and names_seat(name, words)}
        areas = [a for a in self.table.scene.items() if isinstance(a, SeatArea) and a.seat in seats]
        return self.item_rects(areas, filled=True)

    def name_plates(self) -> list[QRect]:
        """Every seat's name plate, in page coordinates: a note never hides whose place is whose (its arrow may
        cross one: a plate spans its place's width, and a note below a board points up across the plates)."""
        view = self.table.view
        viewport = view.viewport()
        rects = []
        for item in self.table.scene.items():
            if isinstance(item, SeatArea) and item.isVisible():
                r = view.mapFromScene(item.plate_rect()).boundingRect().intersected(viewport.rect())
                if not r.isEmpty():
                    rects.append(QRect(viewport.mapTo(self.page, r.topLeft()), r.size()))
        return rects

    def named_values(self) -> list[QRect]:
        """Where the table draws the amounts the words showing name ("$10"), in page coordinates. Asked of the
        table once per step and view (drawing every text to find them is not free)."""
        if self.coach.shown is None:
            return []
        view = self.table.view
        viewport = view.viewport()
        key = (self.coach.shown, self.coach.callout.words, viewport.size(), view.transform())
        if self._named is None or self._named[0] != key:
            found = named_rects(view, self.coach.callout.words)
            origin = viewport.mapTo(self.page, QPoint(0, 0))
            self._named = key, [r.intersected(viewport.rect()).translated(origin) for r in found
                                if r.intersects(viewport.rect())]
        return self._named[1]

    def anchor_words(self) -> list[QRect]:
        """The words a piece the note points at has beside it, running out of its bounds (a supply pile's
        "Grain / 15 left"), in page coordinates: the note leaves the piece's name in sight with the piece."""
        anchors = self.anchor_rects()
        if not anchors:  # (the table's words are drawn to be found: not for nothing)
            return []
        return [t for t in self.table_texts() if any(t.intersects(a) and not a.contains(t) for a in anchors)]

    def table_texts(self) -> list[QRect]:
        """Where the table draws its words now ("Row 2", "Bank", "7 left"), in page coordinates: an arrow keeps
        off them where it can. Asked of the table once per step and view."""
        if self.coach.shown is None:
            return []
        view = self.table.view
        viewport = view.viewport()
        key = (self.coach.shown, self.coach.position, viewport.size(), view.transform())
        if self._texts is None or self._texts[0] != key:
            origin = viewport.mapTo(self.page, QPoint(0, 0))
            self._texts = key, [r.intersected(viewport.rect()).translated(origin) for r in text_rects(view)
                                if r.intersects(viewport.rect())]
        return self._texts[1]

    def actor_place(self) -> QRect | None:
        """The place of the seat whose move the board shows next, in page coordinates."""
        actor = self.coach.actor()
        areas = [a for a in self.table.scene.items() if isinstance(a, SeatArea) and a.seat == actor]
        rects = self.item_rects(areas)
        return rects[0] if rects else None

    def item_rects(self, items: list[QGraphicsItem], filled: bool = False, shown_or_not: bool = False) -> list[QRect]:
        """The items' rectangles in page coordinates; `filled`: only what a place shows (a seat's empty room
        below its pieces is free for a callout); `shown_or_not`: hidden ones too (about to show)."""
        view = self.table.view
        viewport = view.viewport()
        rects = []
        for item in items:
            if not item.isVisible() and not shown_or_not:
                continue
            shown = getattr(item, "filled_rect", None) if filled else None
            box = shown() if shown is not None else item.sceneBoundingRect()
            r = view.mapFromScene(box).boundingRect().intersected(viewport.rect())
            if not r.isEmpty():
                rects.append(QRect(viewport.mapTo(self.page, r.topLeft()), r.size()))
        return rects

