"""Many Ponzi Scheme games under the random-playout checker (`engine/checks.py`); exit 1 on any violation.

    python benchmarks/playout_check.py --games 10000 --players 4

By default the games are spread evenly over every variant: basic/advanced x 18/16 bears x first-round
trading on/off (game i plays variant i mod 8 with seed --first-seed + i). Narrow it with --variant,
--bears, --first-round-trading. Prints games, actions, seconds and each violation (expect none).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time

from ponzi_desktop.engine.checks import PlayoutSummary, run_many
from ponzi_desktop.engine.core import game_spec


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--variant", choices=("basic", "advanced", "all"), default="all")
    parser.add_argument("--bears", choices=("18", "16", "all"), default="all")
    parser.add_argument("--first-round-trading", choices=("on", "off", "all"), default="all")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--save-every", type=int, default=25, help="save round trip every N actions")
    parser.add_argument("--clone-deep-every", type=int, default=5,
                        help="behavioural clone check every N actions (1: every action)")
    args = parser.parse_args(argv)

    spec = game_spec("ponzi")
    variants = list(itertools.product(
        ("basic", "advanced") if args.variant == "all" else (args.variant,),
        (18, 16) if args.bears == "all" else (int(args.bears),),
        (True, False) if args.first_round_trading == "all" else (args.first_round_trading == "on",),
    ))
    total = PlayoutSummary()
    wall, cpu = time.perf_counter(), time.process_time()
    for k, (variant, bears, trading) in enumerate(variants):
        settings = spec.settings_from(args.players, {"variant": variant, "bears": bears,
                                                     "first_round_trading": trading})
        seeds = range(args.first_seed + k, args.first_seed + args.games, len(variants))
        summary = run_many(spec, settings, seeds, keep_going=True, save_roundtrip_every=args.save_every,
                           clone_deep_every=args.clone_deep_every)
        print(f"  {variant:8} bears {bears} first-round trading {'on ' if trading else 'off'}: "
              f"{summary.games} games, {summary.actions} actions, {summary.seconds:.1f} s, "
              f"{len(summary.violations)} violations", flush=True)
        total.merge(summary)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu

    checked = total.games + len(total.violations)
    print(f"players {args.players}: {checked} games checked, {total.actions} actions "
          f"(longest game {total.longest}), {wall:.1f} s wall, {cpu:.1f} s CPU, "
          f"{checked / wall:.0f} games/s")
    print(f"endings: {dict(total.reasons)}; with a bankrupt player: {total.bankrupt_games}; "
          f"no player won: {total.no_winner}")
    print(f"violations: {len(total.violations)}")
    for violation in total.violations[:50]:
        print(f"  {violation}")
    if len(total.violations) > 50:
        print(f"  ... and {len(total.violations) - 50} more")
    return 1 if total.violations else 0


if __name__ == "__main__":
    sys.exit(main())
