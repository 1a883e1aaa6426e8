"""The hooks a game's table fills: what the kit's table (`kit.table.BaseTable`) asks of a game, each with its
default where the game may leave it out.

They answer questions about one view or one move (the scene for a view, the moves a view allows, the panel's
heading and prompt, the pieces a hint or a lesson's note points at) and take a game's own results and requests;
the table does the rest (the session's signals, the moment the board shows, the panel, the keyboard).
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from PySide6.QtWidgets import QDialog

from ponzi_desktop.engine.core import Action
from ponzi_desktop.ui.kit.moves import GameView, Moves, Payload, Result
from ponzi_desktop.ui.kit.ports import TableSession
from ponzi_desktop.ui.kit.scene import TableScene

V = TypeVar("V", bound=GameView)
M = TypeVar("M", bound=Moves)
S = TypeVar("S", bound=TableScene)


class TableHooks(Generic[V, M, S]):
    """What a game provides to its table, generic over the game's view, moves and scene. `BaseTable` is one; a
    game's table overrides the hooks it needs (`make_scene`, `make_moves`, `empty_selection` and `sync_scene`
    always)."""

    session: TableSession  # the table's session (a default reads it)

    def make_scene(self, first: V) -> S:
        raise NotImplementedError

    def make_moves(self, view: V, waiting: str | None) -> M:
        raise NotImplementedError

    def empty_selection(self) -> Any:
        raise NotImplementedError

    def sync_scene(self, view: V, viewer: int | None) -> None:
        """Put every piece where `view` (the view of `viewer`) says, at rest."""
        raise NotImplementedError

    def phase_title(self, view: V) -> str:
        """The panel's heading for the phase `view` is in ("Round 2 · Funding"); `shown_phase` says which."""
        return ""

    def heading_samples(self, view: V) -> list[str]:
        """Every heading `phase_title` may show in this game, at its widest (a two-digit round): the panel
        gives the heading the room of the widest from the start, so the prompt never moves along."""
        return []

    def event_phase(self, event: Any) -> str | None:
        """The phase of the round an event belongs to, while the board shows it (the steps no one decides,
        like paying interest, have names of their own); None: the phase does not change."""
        return None

    def round_of(self, view: V) -> int | None:
        """The round `view` is in, for a game that counts rounds (None: it counts none)."""
        return None

    def prompt(self, view: V) -> str:
        """What the person to move is asked to do now."""
        return ""

    def prompt_pieces(self, view: V, moves: M) -> list[Payload]:
        """The pieces the status line's prompt names (lit while nothing is picked up): say, the only shares
        that may end a purchase once the level allows no more."""
        return []

    def pass_action(self, moves: M) -> Action | None:
        """The action the Pass button plays (None: the game has no pass now)."""
        return None

    def hint_text(self, hint: Action, view: V) -> str:
        return ""

    def log_phrases(self) -> list[str]:
        """Names the log keeps whole on a line in Chinese and Japanese, in today's language (a board's places:
        "哈佛廣場" never "哈佛廣" / "場"); none by default."""
        return []

    def hint_items(self, hint: Action, seat: int | None = None) -> list:
        """The pieces the move `hint` uses, played by `seat` (the viewer when None: another seat's move uses
        that seat's own pieces, its tiles or its screen)."""
        return []

    def moved_items(self) -> list:
        """The pieces that show the move just made (the dice just thrown, the pawn they moved): a lesson's note
        leaves them in sight, whatever its step is about."""
        return []

    def moment_items(self) -> list:
        """What the board lays over the table for the moment it shows, and takes away after it (a tray of what
        was drawn, a banner), shown now or about to be: a lesson's note leaves it in sight."""
        return []

    def moment_name(self) -> str | None:
        """While the board shows a moment that is nobody's move (a phase the rules play out by themselves), its
        name, in the heading's words; None while it shows a seat's move or nothing (whose it is: `shown_view`)."""
        return None

    def valued_items(self, seat: int) -> list:
        """What the board shows that `seat` reads to decide, besides its own pieces (the others' wheels and cards,
        the market's prices, the status line, the bag, the tracks): a lesson's note leaves it in sight wherever
        the board has room for that, and where it has none covers the least of it (the table's bare felt and
        what it does not list cost nothing)."""
        return []

    def own_items(self, seat: int) -> list:
        """The pieces on the board that are `seat`'s own (the streets it owns), besides its place: a lesson's
        note leaves the learner's in sight, whatever its step is about."""
        return []

    def on_result(self, result: Result) -> None:
        """A game's own kind of result (say, "offer": open the envelope)."""

    def on_asked(self, kind: str, data: Any) -> None:
        """A game's own request from its panel."""

    def after_refresh(self, view: V) -> None:
        """Anything a game does once the controls show `view` (say, open a dialog that is now due)."""

    def dialog_is_stale(self, dialog: QDialog, view: V) -> bool:
        """Whether an open dialog belongs to a decision that has gone (default: any change of turn)."""
        return not self.session.my_turn()

    def show_status(self, view: V, text: str, viewer: int | None) -> None:
        """Show the status sentence on the board (a game's scene has a place for it)."""

    def controls_key(self, view: V) -> object:
        """What else, besides the choices and the selection, the panel's buttons depend on."""
        return view.round
