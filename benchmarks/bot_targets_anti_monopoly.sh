#!/bin/sh
# Anti-Monopoly bot targets (issue 6): 4 players, roles drawn per deal as a balanced split (2 Competitors,
# 2 Monopolists); the tournament rotates the seat types one place per game on the same deal, so every seat
# type plays every position, hence both roles, equally often.
# Targets: normal vs 3 easy >= 55% win share; hard vs 3 normal >= 35%; decision p95 easy < 5 ms,
# normal < 50 ms, hard <= 110 ms at --budget-ms 100.
set -e
GAMES_NORMAL=${GAMES_NORMAL:-400}
GAMES_HARD=${GAMES_HARD:-400}
python3 -m ponzi_desktop tournament --game anti_monopoly --players 4 --seats normal,easy,easy,easy \
    --games "$GAMES_NORMAL" --seed 1 --jobs 2
python3 -m ponzi_desktop tournament --game anti_monopoly --players 4 --seats hard,normal,normal,normal \
    --games "$GAMES_HARD" --seed 2 --jobs 2 --budget-ms 100
# Measured 2026-11-30 (2 shared cores, load ~6):
#   normal vs 3 easy, 400 games: normal 0.993 [0.978, 0.997]; p95 normal 0.43 ms, easy 0.01 ms  (target met)
#   hard vs 3 normal, 240 games, 100 ms, searching every decision: hard 0.254 [0.203, 0.313]; p95 83.8 ms
#   hard vs 3 normal, 240 games, 100 ms, searching buy/jail/raise only: hard 0.312 [0.257, 0.374]; p95 84.8 ms
# Measured 2026-11-30 (load ~4), after the hard bot's policy learned the round limit's richest-player rule
# (last 12 rounds: no buying, building or redeeming; sales at the normal bot's price; last two: selling
# buildings back and mortgaging) and role-wise building (a Competitor never builds, a Monopolist keeps
# twice the normal reserve):
#   hard vs 3 normal, 400 games, seed 2, 100 ms: hard 0.490 [0.441, 0.539]; p95 88.11 ms  (target met)
#     (before the endgame sales: 0.405 [0.358, 0.454], p95 87.84 ms)
#   normal vs 3 easy, 400 games, seed 1: normal 0.993 [0.978, 0.997]; p95 normal 0.43 ms  (unchanged)
