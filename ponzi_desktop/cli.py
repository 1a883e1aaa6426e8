"""The `ponzi-desktop` command: starts the app, or runs a headless command (simulate, tournament, check-save,
history)."""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


def game_seeds(seed: int, games: int) -> list[int]:
    """The seed of each simulated game, drawn from the run's seed so that runs repeat exactly."""
    rng = random.Random(seed)
    return [rng.getrandbits(48) for _ in range(games)]


def play_one(spec: Any, settings: Any, seed: int, bots: Sequence[Any]) -> dict[str, Any]:
    """Play one game to its end with one bot per seat; the bots see only their seat's view."""
    from ponzi_desktop.bots.playout import play_with_bots

    state = spec.new_game(settings, seed)
    actions = play_with_bots(state, bots, random.Random(seed ^ 0x5EED))
    outcome = state.outcome
    record = {
        "seed": seed,
        "rounds": spec.round_of(state),
        "actions": actions,
        "winners": list(outcome.winners),
        "bankrupt": list(outcome.bankrupt),
        "scores": {str(p): s for p, s in sorted(outcome.scores.items())},
        "end": outcome.reason,
    }
    if spec.result_info is not None:
        record.update(spec.result_info(state))
    return record


def cmd_simulate(args: argparse.Namespace) -> int:
    import json  # here, as in each command that prints JSON: a plain start of the app goes without it (3 ms)

    from pydantic import ValidationError

    from ponzi_desktop.bots import bot_names, make_bot
    from ponzi_desktop.engine.core import game_spec, parse_settings

    try:
        spec = game_spec(args.game)
        settings = spec.settings_from(args.players, parse_settings(args.set or []))
    except ValidationError as exc:
        from ponzi_desktop.persistence.models import describe_validation

        print(f"ponzi-desktop simulate: bad settings: {describe_validation(exc)}", file=sys.stderr)
        return EXIT_USAGE
    except (KeyError, ValueError) as exc:
        print(f"ponzi-desktop simulate: {_one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE
    names = (args.bots or "random").split(",")
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players:
        print(f"ponzi-desktop simulate: --bots names {len(names)} seats, the game has {args.players}",
              file=sys.stderr)
        return EXIT_USAGE
    try:
        bots = [make_bot(name, args.game) for name in names]
    except KeyError:
        print(f"ponzi-desktop simulate: unknown bot in {args.bots!r} (known: {', '.join(bot_names())})",
              file=sys.stderr)
        return EXIT_USAGE
    start = time.perf_counter()
    results = [play_one(spec, settings, seed, bots) for seed in game_seeds(args.seed, args.games)]
    elapsed = time.perf_counter() - start
    total_actions = sum(r["actions"] for r in results)
    report = {
        "game": spec.id,
        "players": args.players,
        "games": args.games,
        "seed": args.seed,
        "settings": settings.model_dump(),
        "bots": names,
        "results": results,
        "elapsed_s": round(elapsed, 4),
        "games_per_s": round(args.games / elapsed, 1) if elapsed else None,
        "actions_per_s": round(total_actions / elapsed, 1) if elapsed else None,
    }
    if spec.summarize is not None:
        report.update(spec.summarize(results))
    if args.json:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
    else:
        ends: dict[str, int] = {}
        for r in results:
            ends[r["end"]] = ends.get(r["end"], 0) + 1
        wins = [0.0] * args.players
        for r in results:
            for w in r["winners"]:
                wins[w] += 1 / len(r["winners"])
        print(f"{spec.id}: {args.games} games, {args.players} players, seed {args.seed}")
        print(f"  ends: {', '.join(f'{k} {v}' for k, v in sorted(ends.items()))}")
        print(f"  wins by seat: {', '.join(f'{w:.1f}' for w in wins)}")
        print(f"  mean rounds {sum(r['rounds'] or 0 for r in results) / max(1, len(results)):.2f}, "
              f"mean actions {total_actions / max(1, len(results)):.1f}")
        if spec.summarize is not None:
            for key, value in spec.summarize(results).items():
                print(f"  {key}: {json.dumps(value)}")
        print(f"  {report['games_per_s']} games/s, {report['actions_per_s']} actions/s")
    return EXIT_OK


def cmd_tournament(args: argparse.Namespace) -> int:
    import json  # here, as in each command that prints JSON: a plain start of the app goes without it (3 ms)

    from pydantic import ValidationError

    from ponzi_desktop.bots import bot_names
    from ponzi_desktop.bots.tournament import format_report, run_tournament
    from ponzi_desktop.engine.core import parse_settings

    seats = [name.strip() for name in args.seats.split(",") if name.strip()]
    if len(seats) == 1:
        seats = seats * args.players
    unknown = sorted(set(seats) - set(bot_names()))
    if unknown:
        print(f"ponzi-desktop tournament: unknown bot {', '.join(unknown)} (known: {', '.join(bot_names())})",
              file=sys.stderr)
        return EXIT_USAGE
    if args.games < 1 or args.jobs < 1:
        print("ponzi-desktop tournament: --games and --jobs must be at least 1", file=sys.stderr)
        return EXIT_USAGE

    def progress(done: int, total: int) -> None:
        if args.progress and (done % max(1, total // 20) == 0 or done == total):
            print(f"  {done}/{total} games", file=sys.stderr, flush=True)

    try:
        report = run_tournament(args.game, args.players, seats, args.games, args.seed,
                                budget_ms=args.budget_ms, budget_iterations=args.budget_iterations,
                                jobs=args.jobs, settings=parse_settings(args.set or []), progress=progress)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        print(f"ponzi-desktop tournament: bad setting: {problems}", file=sys.stderr)
        return EXIT_USAGE
    except (KeyError, ValueError) as exc:
        print(f"ponzi-desktop tournament: {_one_line(exc)}", file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        json.dump(report, sys.stdout)
        sys.stdout.write("\n")
    else:
        print(format_report(report))
    return EXIT_OK


def cmd_check_save(args: argparse.Namespace) -> int:
    """'ok' when the app opens the file, else the reason it refuses it, as File → Open would."""
    from ponzi_desktop.persistence import SaveError, read_save

    try:
        record, _ = read_save(args.file)
    except SaveError as exc:
        print(_one_line(exc))
        return EXIT_USAGE
    except Exception as exc:  # a bug, not the file's fault: said in a line, never a traceback
        print(f"save file cannot be checked: {type(exc).__name__}: {_one_line(exc)[:200]}")
        return EXIT_FAIL
    try:
        from ponzi_desktop.ui import games  # Qt's core only: no window, no display
    except ImportError:  # a copy without Qt checks the file alone
        playable = True
    else:
        playable = any(game.id == record.game for game in games.playable())
    if not playable:
        print(f"save file is for {record.game}, which this version has no table for yet: it cannot be opened")
        return EXIT_USAGE
    print("ok")
    return EXIT_OK


def history_path_of(args: argparse.Namespace):  # -> Path
    """The history a command reads or writes: `--history FILE`, else the app's own (the per-user data folder,
    found through Qt's core as the app finds it, without a window)."""
    from pathlib import Path

    if getattr(args, "history", None):
        return Path(args.history)
    from ponzi_desktop.ui.settings import history_path, name_the_program

    name_the_program()
    return history_path()


def cmd_history(args: argparse.Namespace) -> int:
    """The finished games of the history: a short table, `--json` (newest first) or `--csv FILE`. Reading never
    makes a history: with no file there, there are no games."""
    path = history_path_of(args)
    if args.path:
        print(path)
        return EXIT_OK
    try:
        return _history(args, path)
    except BrokenPipeError:  # `history | head` read what it wanted: the rest goes nowhere, quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK


def _history(args: argparse.Namespace, path) -> int:
    import json  # here, as in each command that prints JSON: a plain start of the app goes without it (3 ms)
    from datetime import datetime, timedelta
    from pathlib import Path

    from ponzi_desktop.engine.core import all_games
    from ponzi_desktop.persistence.history import History, HistoryError, entries_json, write_csv

    known = sorted(spec.id for spec in all_games())
    if args.game is not None and args.game not in known:
        print(f"ponzi-desktop history: unknown game {args.game!r} (known: {', '.join(known)})", file=sys.stderr)
        return EXIT_USAGE
    dates = {}
    for key in ("since", "until"):
        text = getattr(args, key)
        try:  # a day starts at midnight where the person is
            dates[key] = datetime.strptime(text, "%Y-%m-%d").astimezone() if text else None
        except ValueError:
            print(f"ponzi-desktop history: --{key} wants a date as YYYY-MM-DD, got {text!r}", file=sys.stderr)
            return EXIT_USAGE
    if dates["until"] is not None:  # --until D: day D included, up to the next midnight
        dates["until"] = (dates["until"].replace(tzinfo=None) + timedelta(days=1)).astimezone()
    if args.csv and not Path(args.csv).parent.is_dir():
        print(f"ponzi-desktop history: cannot write {args.csv}: the folder {Path(args.csv).parent} does not exist",
              file=sys.stderr)
        return EXIT_USAGE
    if not Path(path).exists():
        print(f"ponzi-desktop history: no games recorded (there is no history at {path})", file=sys.stderr)
        entries = []
    else:
        try:
            history = History(path)
        except HistoryError as exc:
            print(f"ponzi-desktop history: {exc}", file=sys.stderr)
            return EXIT_FAIL
        with history:
            if history.damaged is not None:
                print(f"ponzi-desktop history: the game history could not be read; it was put aside as "
                      f"{history.damaged}, and a new one was started", file=sys.stderr)
            try:
                entries = history.games(args.game, **dates)
            except HistoryError as exc:
                print(f"ponzi-desktop history: {exc}", file=sys.stderr)
                return EXIT_FAIL
    if args.csv:
        try:
            write_csv(entries, args.csv)
        except OSError as exc:
            print(f"ponzi-desktop history: cannot write {args.csv}: {exc.strerror or exc}", file=sys.stderr)
            return EXIT_FAIL
        print(f"{args.csv}: {len(entries)} game{'' if len(entries) == 1 else 's'}", file=sys.stderr)
    if args.json:
        json.dump(entries_json(entries), sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    elif not args.csv:
        print(_history_table(entries, path))
    sys.stdout.flush()  # a closed pipe is found here, inside the command, not at the interpreter's exit
    return EXIT_OK


def _history_table(entries: list, path) -> str:  # entries: list[GameEntry]
    """A few columns a line, newest first; the winners marked with *."""
    lines = [f"{'id':>5}  {'finished':<16}  {'game':<13}  {'rounds':>6}  players (* won)"]
    for e in entries:
        seats = ", ".join(f"{s.name}{'*' if s.winner else ''}{'' if s.score is None else f' {s.score}'}"
                          + (f" ({s.level})" if s.kind == "bot" else "") for s in e.seats)
        when = e.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
        lines.append(f"{e.id:>5}  {when:<16}  {e.game:<13}  {'' if e.rounds is None else e.rounds:>6}  {seats}")
    lines.append(f"{len(entries)} game{'' if len(entries) == 1 else 's'} in {path}")
    return "\n".join(lines)


def cmd_app(args: argparse.Namespace) -> int:
    # no garbage collection while the app starts: some fifty collections before the start page is painted cost
    # a tenth of the start-up and free next to nothing; `run_app` turns it back on once the page is painted
    gc.disable()
    try:
        from ponzi_desktop.ui.source_scan import spare_source_scans

        spare_source_scans()  # before the app's modules: PySide would read each one's source (7 ms)
        from ponzi_desktop.ui.app import run_app

        return run_app(args)
    finally:
        gc.enable()


def cmd_play(args: argparse.Namespace) -> int:
    from ponzi_desktop.bots import bot_names

    if args.level not in bot_names():
        print(f"ponzi-desktop play: unknown bot level {args.level!r} (known: {', '.join(bot_names())})",
              file=sys.stderr)
        return 2
    from ponzi_desktop.ui.autoplay import run_play

    return run_play(args)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ponzi-desktop", description="Ponzi Scheme and friends.")
    parser.add_argument("--lang", help="language of the app: en, ja, es, zh_TW")
    parser.add_argument("--quit-when-shown", action="store_true", help="exit once the start page is shown")
    parser.add_argument("--self-test", action="store_true",
                        help="check that this copy works (window, a bot game, save and load, every language)")
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play games between bots without a window")
    sim.add_argument("--game", default="ponzi")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bots", help="one bot name for every seat, or one per seat separated by commas")
    sim.add_argument("--set", action="append", metavar="KEY=VALUE", help="a game setting (repeatable)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(func=cmd_simulate)

    play = sub.add_parser("play", help="open the table, let bots play, then take a screenshot and exit, or "
                                       "(without --screenshot) leave the table open to play on until you "
                                       "close the window")
    play.add_argument("--game", default="ponzi")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--bots", default="all", help="'all', or how many seats are bots (the rest humans)")
    play.add_argument("--level", default="normal", help="the bots' level (normal, as the New Game dialog gives a bot seat)")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--set", action="append", metavar="KEY=VALUE", help="a game setting (repeatable)")
    play.add_argument("--autoplay", default="0", help="how many actions the bots play first, or 'end'")
    play.add_argument("--screenshot", help="save a PNG of the main window here once the bots have played, then "
                                           "exit; without it the window stays open to play on until you close it")
    play.add_argument("--size", help="window size, WIDTHxHEIGHT (without it the window opens maximised, as the app "
                                     "does; offscreen 1600x900)")
    play.add_argument("--load", help="open this save file instead of a new game")
    play.add_argument("--no-record", action="store_true",
                      help="do not add the game to the game history when it finishes (for tests)")
    play.add_argument("--history", metavar="FILE", help="the game history to add it to (default: the app's)")
    play.set_defaults(func=cmd_play)

    tour = sub.add_parser("tournament", help="play bots of several levels against each other, seats rotating")
    tour.add_argument("--game", default="ponzi")
    tour.add_argument("--players", type=int, default=4)
    tour.add_argument("--seats", default="hard,normal,normal,normal",
                      help="one bot name per seat separated by commas (or one for every seat)")
    tour.add_argument("--games", type=int, default=100, help="rounded up to a multiple of the player count")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget-ms", type=float, help="the hard bot's time per decision (default: the app's)")
    tour.add_argument("--budget-iterations", type=int, help="the hard bot's iterations per decision")
    tour.add_argument("--jobs", type=int, default=1, help="processes to play games in parallel")
    tour.add_argument("--set", action="append", metavar="KEY=VALUE", help="a game setting (repeatable)")
    tour.add_argument("--json", action="store_true", help="print one JSON object")
    tour.add_argument("--progress", action="store_true", help="report progress on stderr")
    tour.set_defaults(func=cmd_tournament)

    chk = sub.add_parser("check-save", help="check a save file: 'ok' and exit 0, or the reason and exit 2")
    chk.add_argument("file")
    chk.set_defaults(func=cmd_check_save)

    hist = sub.add_parser("history", help="the games finished in the app or by play: a short table, --json or "
                                          "--csv FILE")
    hist.add_argument("--json", action="store_true", help="print a JSON list, newest first")
    hist.add_argument("--csv", metavar="FILE", help="write them to FILE, one row per seat of each game")
    hist.add_argument("--game", help="only this game (its id, as in simulate --game)")
    hist.add_argument("--since", metavar="YYYY-MM-DD", help="only games finished on this day or later")
    hist.add_argument("--until", metavar="YYYY-MM-DD", help="only games finished on this day or before (the day "
                                                            "included)")
    hist.add_argument("--history", metavar="FILE", help="the history database (default: the app's)")
    hist.add_argument("--path", action="store_true", help="print where the history is kept")
    hist.set_defaults(func=cmd_history)
    return parser


def app_options(argv: Sequence[str]) -> SimpleNamespace | None:
    """The options of a plain start of the app (`--lang X`, `--quit-when-shown`, nothing else), as the parser
    would read them; None for anything else (a command, --help, an abbreviation, a mistake), which the parser
    reads. Building the parser with its commands cost a start 5 ms."""
    options = SimpleNamespace(lang=None, quit_when_shown=False, self_test=False, command=None)
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--quit-when-shown":
            options.quit_when_shown = True
        elif arg == "--lang" and rest and not rest[0].startswith("-"):
            options.lang = rest.pop(0)
        elif arg.startswith("--lang="):
            options.lang = arg.partition("=")[2]
        else:
            return None
    return options


def main(argv: Sequence[str] | None = None) -> int:
    args = app_options(sys.argv[1:] if argv is None else argv)
    if args is None:
        args = build_parser().parse_args(argv)
    if args.self_test:
        from ponzi_desktop.selftest import run_self_test

        return run_self_test()
    func = getattr(args, "func", cmd_app)
    return func(args)


if __name__ == "__main__":
    raise SystemExit(main())
