#!/bin/sh
# Black Friday bot targets (issue 6), 4 players, seats rotating: normal vs 3 easy >= 55% win share,
# hard vs 3 normal >= 40% (hard at 100 ms a decision), decision p95: easy < 5 ms, normal < 50 ms,
# hard <= 110 ms. GAMES defaults to 400 per matchup; the JSON lines are the numbers to report.
set -e
GAMES=${GAMES:-400}
ponzi-desktop tournament --game black_friday --players 4 --seats normal,easy,easy,easy \
    --games "$GAMES" --seed 1 --jobs 2 --json
ponzi-desktop tournament --game black_friday --players 4 --seats hard,normal,normal,normal \
    --games "$GAMES" --seed 1 --budget-ms 100 --jobs 2 --json
