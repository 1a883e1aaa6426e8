#!/bin/sh
# Anti-Monopoly bot targets: 4 players, roles drawn per deal as a balanced split (2 Competitors,
# 2 Monopolists); the tournament rotates the seat types one place per game on the same deal, so every seat
# type plays every position, hence both roles, equally often (benchmarks/wins_by_role_anti_monopoly.py plays
# the tournament's very games and splits each seat type's wins by role).
# Targets: four normal bots: each role wins >= 25% of the games (simulate's wins_by_role); normal vs 3 easy
# >= 55% win share; hard vs 3 normal >= 35%, reported per role; decision p95 easy < 5 ms, normal < 50 ms,
# hard <= 110 ms at --budget-ms 100.
set -e
GAMES_NORMAL=${GAMES_NORMAL:-400}
GAMES_HARD=${GAMES_HARD:-400}
python3 -m ponzi_desktop simulate --game anti_monopoly --players 4 --bots normal --games "$GAMES_NORMAL" --seed 1
python3 benchmarks/wins_by_role_anti_monopoly.py --seats normal,easy,easy,easy --games "$GAMES_NORMAL" --seed 1 \
    --jobs 2
python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games "$GAMES_HARD" --seed 2 \
    --jobs 2 --budget-ms 100
# (the plain tournament gives the same overall shares without the split by role:
#  python3 -m ponzi_desktop tournament --game anti_monopoly --players 4 --seats hard,normal,normal,normal \
#      --games "$GAMES_HARD" --seed 2 --jobs 2 --budget-ms 100)
#
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
#
# Measured 2026-12-01 (2 shared cores, load ~2-4), with cards M14/M15 blocking rent for two turns
# (a rule change: the same seeds play other games than before).
#   Four normal bots, 400 games, seed 1, wins_by_role (a shared win split):
#     the normal bot as it was (both roles alike):       competitor 0.020, monopolist 0.980
#       (before the M14/M15 rule, 100 games: 0.00 / 1.00; Competitors bought 6 properties a game, Monopolists 20)
#     now (by role, see bots/anti_monopoly/normal.py):   competitor 0.331 [0.287, 0.379], monopolist 0.669
#       [0.621, 0.713]; ends: round limit 277, bankruptcy 123 (all 123 won by a Monopolist)  (target met)
#       (seed 2, 400 games: competitor 0.330, monopolist 0.670)
#   normal vs 3 easy, 400 games, seed 1: normal 0.993 [0.978, 0.997] (as competitor 0.990, as monopolist
#     0.995 of its seats); p95 normal 0.28 ms, easy 0.005 ms  (target met)
#   hard vs 3 normal, 400 games, seed 2, 100 ms: hard 0.482 [0.434, 0.531]; p95 88.9 ms  (target met)
#     hard as competitor 0.265 [0.209, 0.330] of its 200 seats, as monopolist 0.700 [0.633, 0.759]
#     (a seat's fair share is 0.25; the normal bots' seats: as competitor 0.003, as monopolist 0.342)
#     (before both bots' Competitors stopped spending 24 rounds before the limit instead of 12: hard 0.480;
#      as competitor 0.285, as monopolist 0.675)
#   The roles' balance rests on the round limit (200 rounds by default): Competitors win only there, as their
#   rents (a tenth of the price, a tenth of a building's cost; $20 a transport company) never bankrupt
#   anybody, while Monopolists win every game that ends by bankruptcy. Four normal bots, 400 games, seed 3
#   (bench harness, same seeds for every line), Competitors' share:
#     both roles' endgame over the last 12 rounds: 0.228; the Competitor's over 24 (the normal bot): 0.333;
#     both over 24: 0.207; the Competitor's over 40: 0.318; Monopolists building with twice the reserve:
#     0.285; Competitors never paying out of Price War: 0.223 (vs 0.228). Earlier, 200 games, seed 2, both
#     roles with the 12-round endgame: Competitors buying everything 0.215, buying only streets that block a
#     Monopolist's city and transport companies 0.0, buying nothing 0.0; building when cash passes $1,000:
#     0.11 (without the endgame, vs 0.17 never building).
#
# Measured 2026-12-01 (a review's item: bots that do not look foolish; 2 shared cores, load ~4):
# a redemption keeps the worst rent on the board + $150 and waits 4 rounds after a forced mortgage; a deed is
# worth at most 1.2x its price in a trade (4x when it completes a Monopolist's set) and the payer keeps the
# worst rent; a refused offer is not repeated unless the deeds' owners, the price or the partner's cash
# changed (bots/anti_monopoly/memory.py).
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --seats normal --games 100 --seed 1 --jobs 2
#     before / after: mortgage-then-redeem cycles of one deed within 3 own turns 88 / 4 (80 / 0 after a forced
#     mortgage, 8 / 4 redeemed then mortgaged for a debt); repeated refused offers 3632 of 6808 (3596 in the same
#     or next round) / 428 of 4512 (48: the partner's cash or the deeds changed); highest price 17.3x / 3.3x
#     the printed price; deeds bought by trade and mortgaged by the next own turn 40 / 4.
#     (with a 2x cap for a set: 12 cycles, 1.97x at most, but Competitors 0.015 of the seats: their strength
#     was the Monopolists' overpaying them; 3x: Competitors 0.20 of the games, 200 games)
#   Four normal bots, 400 games, seed 1 (simulate): competitor 0.250, monopolist 0.750 (before 0.331 / 0.669);
#     ends: bankruptcy 162, round limit 238  (target met, at its edge)
#   hard vs 3 normal, 400 games, seed 2, 100 ms, per role (wins_by_role_anti_monopoly.py): NOT re-measured yet.
#
# Measured 2026-12-01 (branch am-hard; 2 shared cores, load ~3): after the trade price caps the normal bots no
# longer overpay, and the hard bot lost its edge. On main: hard vs 3 normal, 200 games, seed 2, 100 ms: hard
# 0.270 [0.213, 0.335]; as competitor 0.130, as monopolist 0.410. Profile (8 games, 100 ms): it searches
# per game ~30 buys, ~48 Prison choices, ~14 raises at ~150-230 playouts each, and changes its policy's
# choice in 3% / 7% / 22% of them; its policy alone (no search), 400 games: 0.295 (competitor 0.130,
# monopolist 0.460). Its policy alone, 400 games, seed 2, knobs tried: selling no deeds 0.223 (competitor
# 0.055: a Competitor wins by selling deeds to Monopolists); Competitor's thrift 16 / 24 / 40 / 60 / 90
# rounds: competitor 0.065 / 0.130 / 0.175 / 0.140 / 0.100; Monopolist's thrift 24 rounds: no change;
# Monopolist's build reserve 1.0 instead of 2.0: 0.425 as monopolist (vs 0.460); accept margin 30: no change;
# buy reserve 0.5: 0.285.
#   Now (hard Competitor thrift 40 rounds), hard vs 3 normal, 400 games, seed 2, 100 ms:
#     PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal \
#         --games 400 --seed 2 --jobs 2 --budget-ms 100
#     hard 0.312 [0.269, 0.360]; p95 12.2 ms; as competitor 0.195 [0.146, 0.255], as monopolist 0.430
#     [0.363, 0.499]; normal as competitor 0.075, as monopolist 0.383; ends round limit 243, bankruptcy 157.
#     TARGET NOT MET (0.35).
#   Four normal bots, 400 games, seed 1 (simulate): competitor 0.250, monopolist 0.750 (normal bot unchanged).
#
# Measured 2026-12-01 (the compiled engine: 2.3x the hard bot's iterations per decision; quiet machine):
#   hard vs 3 normal, 200 games, seed 2, 100 ms: hard 0.320 [0.259, 0.388]; p95 0.46 ms (its searched
#   decisions are few; the rest, its policy, now compiled); as competitor 0.160, as monopolist 0.480; ends
#   round limit 131, bankruptcy 69 (225 s). Within chance of the 0.312 above: the search does not gain from
#   the extra iterations at 100 ms.
# The compiled engine's third pass (the hard bot at 2.6x the base's iterations per decision), quiet machine, 2026-12-01
#   23:51 UTC, seed 2, 100 ms: 400 games hard 0.328 [0.283, 0.375], as competitor 0.170, as monopolist 0.485
#   (the first 200 of them: 0.310); before the compiled engine 0.312 [0.269, 0.360] over 400 games, the
#   compiled engine's first pass 0.320 over 200: a rise within chance
#
# Measured (bots that trade like people: offers priced within a cap, expected to be accepted, a refused offer never
# made again unchanged, one offer per partner a turn; 2 shared cores). Before = main before the change.
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels hard --games 12 --seed 1 --jobs 2
#     before / after: offers 1885 / 617 (accepted 45 / 107); repeated refused offers 626 / 0; deeds bought for over
#     twice the price 20 (all) / 46, none of them but the street that monopolises a city for a Monopolist buyer;
#     offers to a partner already offered something that turn 0 / 0
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels normal --games 100 --seed 1 --jobs 2
#     before / after: offers 4743 / 862, accepted 811 (0.171) / 862 (1.000); repeated refused offers 465 / 0;
#     over twice the price 741 / 421, not monopolising a city ? / 0; highest 3.32x / 3.38x the printed price
#   Four normal bots, 400 games, seed 1 (benchmarks/wins_by_role_anti_monopoly.py --seats normal):
#     before: competitor 0.110 [0.090, 0.134], monopolist 0.390 of their seats; ends round limit 248, bankruptcy 152
#     after:  competitor 0.160 [0.136, 0.187], monopolist 0.340 [0.308, 0.374]; ends round limit 316, bankruptcy 84
#     (without the seller's rent_risk: competitor 0.090, bankruptcy 232: Monopolists bought companies cheaper)
#   New normal vs the old (main) normal, 400 games, seed 1, seats normal,old-normal,normal,old-normal rotating:
#     PYTHONPATH=. python3 benchmarks/versus_revision_anti_monopoly.py --rev main --level normal --games 400 --seed 1 --jobs 2
#     normal 0.242 [0.214, 0.273] (competitor 0.130, monopolist 0.355), old-normal 0.258 [0.228, 0.289]
#     (competitor 0.155, monopolist 0.360): within chance of each other
#
# Measured 2026-12-06 (bots that do not undo their own moves: a tester watching the random level saw it build and
# sell back in one turn, buy Electric Company and mortgage it at once with $1,500 and no debt, and decline cheap
# streets with $1,500; 2 shared cores). Before = main before the change.
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels random,easy,normal --games 100 --seed 1 --jobs 2
#     same-turn built then sold back without a debt, random: 7906 / 0; easy, normal: 0 / 0
#     same-turn bought then mortgaged without a debt, random: 2314 / 0; easy, normal: 0 / 0
#     declined with cash to spare (>= $500 and twice the worst rent + $60 left), share of such buy decisions:
#     random 0.494 / 0.197, easy 0.294 / 0.096, normal 0.000 / 0.000 (in the last 40 rounds before the limit
#     0.571, the finishing rule's thrift, unchanged)
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels hard --games 20 --seed 1 --jobs 2
#     (hard bot unchanged) built then sold back 0, bought then mortgaged 0; declined with cash to spare 0 of 392,
#     keeping the normal bot's reserve 4 of 497 (its search's choice)
#   Four normal bots (unchanged), 200 games, seed 1, wins_by_role: competitor 0.180, monopolist 0.320, before and
#     after alike; versus_revision --rev main --level normal, 200 games: normal 0.250, old-normal 0.250
#   versus_revision --rev main, 200 games, seed 1: easy 0.297 [0.255, 0.344] vs old-easy 0.203 [0.166, 0.245];
#     random 0.305 [0.262, 0.352] vs old-random 0.195 [0.159, 0.237]
# 2026-12-06, issue 30 (offers that stop a person's play): a partner that refused an offer gets none from that bot
# in its next 3 own turns while nothing changed (memory.COOLDOWN); the city-completing cap TRADE_CAP[2] measured
# lower and kept at 4x. Before = main, after = the change (1 job each, nice 10):
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --seats normal,normal,easy,easy --games 50 --seed 1
#     offers by normal 394 -> 327 (to easy 230 -> 188, accepted 0.522 -> 0.564; normal to normal 164 -> 139,
#     accepted 1.000 both); normal's offers per partner per round 0.0070 -> 0.0059 (max 1 both); normal's offers
#     to a partner within 3 own turns of its refusal 61 -> 9 (the 9: something changed); max price / printed
#     1950% both (easy's)
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels normal --games 100 --seed 1
#     unchanged: 862 offers, all accepted, 0.0038 per partner per round (max 1), max price / printed 338%
#   wins_by_role --seats normal,normal,normal,normal --games 200 --seed 1 (per seat, competitor / monopolist):
#     main 0.180 / 0.320; cooldown 0.180 / 0.320; with TRADE_CAP[2] 3x 0.150 / 0.350; 2.5x 0.040 / 0.460
#   wins_by_role --seats normal,easy,easy,easy --games 200 --seed 1: normal main 0.840; cooldown 0.830;
#     3x 0.815; 2.5x 0.820 (all below the brief's 0.95 on this seed, main included)
# 2026-12-07, issue 30 (a Competitor that builds where it pays; 2 shared cores, load 4-6). The knobs were tried by
# patching normal.BY_ROLE before the run (same harness, same seeds); before = never building (main).
#   PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats normal --games 400 --seed 1 --jobs 2
#   Competitor's win share per seat (x2 = the role's share of the games), seed 1 / seed 2:
#     never building (main):                                    0.160 [0.136, 0.187] / 0.145 [0.122, 0.171]
#       ends seed 1: round limit 316, bankruptcy 84; seed 2: 308 / 92
#     building with its reserve alone, from the start:          0.100 (ends: bankruptcy 188) / -
#     3x / 4x / 6x its reserve, from the start:                 0.140 / 0.150 (payback 1.5) / 0.165 [0.141, 0.192]
#     6x, stopping all spending 40 (not 24) rounds before:      0.170 / 0.125 (bankruptcy 152)
#     3x its reserve, only once at most 4 properties are for sale (now): 0.190 [0.164, 0.219] / 0.165 [0.141, 0.192]
#       ends seed 1: round limit 308, bankruptcy 92; seed 2: 332 / 68
#     Over both seeds (800 games): Competitors 0.355 of the games (target 0.35), Monopolists 0.645; before 0.305.
#   Game B (--set game=B), seed 1, never building (main): competitor 0.160 [0.136, 0.187], monopolist 0.340;
#     ends round limit 292, bankruptcy 108
#   hard vs 3 normal (the normal bot as now), 200 games, seed 2, 100 ms (load ~8: fewer playouts than on a quiet machine):
#     PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 200 \
#         --seed 2 --jobs 2 --budget-ms 100
#     hard as it was (its Competitor never builds): 0.260 [0.204, 0.325]; as competitor 0.170, as monopolist 0.350;
#       the normal seats as competitor 0.173, as monopolist 0.320 (before, vs the normal bot that never built:
#       the first 200 of the 400 games at 0.328 scored 0.310; as monopolist 0.485 over 400)
#     its Competitor building as the normal bot's does (now): 0.270 [0.213, 0.335]; as competitor 0.180, as
#       monopolist 0.360; within chance of the above. TARGET NOT MET (0.45; >= 0.35 a role): the normal bot's
#       stronger Competitors take games from the hard Monopolist.
#   Game B (--set game=B), four normal bots, 400 games, seed 1, the Competitor building (now): competitor 0.190
#     [0.164, 0.219] (0.380 of the games), monopolist 0.310 [0.279, 0.343]; ends round limit 276, bankruptcy 124
#     (never building, above: 0.160 / 0.340)
#   PYTHONPATH=. python3 benchmarks/foolish_plays_anti_monopoly.py --levels normal --games 40 --seed 1 --jobs 2
#     buildings built per seat: Competitor 3.6 (291 in all; main 0), Monopolist 20.9 (1676); same-turn churn,
#     built then sold back, bought then mortgaged (free) 0, 0, 0; repeated refused offers 0; over twice the price,
#     not monopolising a city 0; offers to a partner twice in a turn 0, within 3 own turns of its refusal 0;
#     offers accepted, normal to normal 280 of 280 (1.000); max price / printed 337%
#   Game B, foolish plays, normal, 20 games, seed 1: buildings per seat Competitor 4.5, Monopolist 20.1; the counts
#     whose target is zero 0; offers accepted, normal to normal 140 of 140
#   foolish plays, hard (16 playouts a decision), 8 games, seed 1: buildings per seat Competitor 4.9 (main 0),
#     Monopolist 18.1 (main 24.9); churn, undoing, repeats, twice a turn 0; offers to a partner within 3 own turns
#     of its refusal 41 (main 33: the hard bot's refusals leave more deals changed), hard to hard accepted 0.158
#     (main 0.185)
#   normal vs 3 easy, 200 games, seed 1: normal 0.845 [0.788, 0.889] (before: 0.830)
#   PYTHONPATH=. python3 benchmarks/versus_revision_anti_monopoly.py --rev main --level normal --games 200 --seed 1 --jobs 2
#     normal (building) 0.290 [0.248, 0.336] (competitor 0.210, monopolist 0.370) vs old-normal (main) 0.210
#     [0.173, 0.253] (competitor 0.140, monopolist 0.280)
#   hard vs 3 normal, 400 games, seed 2, 100 ms (both as now; load 3-7), wins_by_role as above with --games 400:
#     hard 0.263 [0.222, 0.308]; p95 81.4 ms; as competitor 0.200 [0.150, 0.261], as monopolist 0.325
#     [0.264, 0.393]; the normal seats as competitor 0.170, as monopolist 0.322; ends round limit 299,
#     bankruptcy 101. TARGET NOT MET (0.45 overall, 0.35 a role). Before (main, normal Competitors that never
#     built): 0.328, as competitor 0.170, as monopolist 0.485: the hard bot's Competitor gained a little, its
#     Monopolist lost most of its edge against Competitors that build.
#   hard Monopolist building with the normal bot's reserve (1.0, not 2.0), 200 games, seed 2, 100 ms: hard 0.230
#     [0.177, 0.293], as monopolist 0.280 (vs 0.360 with 2.0 on the same games): kept at 2.0
# 2026-12-08, issue 30 (the hard bot scores a stopped playout by its odds to win, not by its share of worth; 2 shared
# cores, load 4-8 from other helpers). The odds: a conditional logit over the living players (cash, the rent earned
# now, holdings, buildings, the worst rent faced, monopolised cities; each also times the game's progress; weights
# by role), fitted on 800 games of four normal bots:
#   PYTHONPATH=. python3 benchmarks/fit_odds_anti_monopoly.py --games 800 --seed 10000 --jobs 2
#     held-out log loss of the winner (160 games' notes every 5 rounds): odds 0.453, worth**3 shares (the old value)
#     0.685, even chances 1.180; rounds 150-200: 0.225 against 0.519
#   A/B at a fixed 300 playouts a decision (the same games whatever the load; benchmarks run with PYTHONPATH=., or
#   the installed main is what runs):
#     PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 200 \
#         --seed 2 --jobs 2 --hard-iterations 300 [--hard value=worth|odds] [--hard 'phases=[...]']
#     worth shares (as before):      hard 0.235 [0.182, 0.298]; as competitor 0.140, as monopolist 0.330; ends round
#                                    limit 157, bankruptcy 43
#     odds (now):                    hard 0.265 [0.209, 0.330]; as competitor 0.170, as monopolist 0.360; ends 162 / 38
#     odds, searching also the turn's management and the answers to offers (phases buy,turn,raise,after,answer):
#                                    stopped unfinished after 28 min (about 4 times the searched decisions); not measured
#   hard vs 3 normal, 400 games, seed 2, 100 ms (the record's setting), odds (now), 00:34-00:48 UTC, load 7.2 -> 5.5:
#     PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 400 \
#         --seed 2 --jobs 2 --budget-ms 100
#     hard 0.300 [0.257, 0.347]; p95 59.6 ms; as competitor 0.205 [0.155, 0.266], as monopolist 0.395 [0.330, 0.464];
#     the normal seats as competitor 0.147, as monopolist 0.320; ends round limit 298, bankruptcy 102.
#     TARGET NOT MET (0.45 overall, 0.35 a role: the Competitor is short). Before (2026-12-07, load 3-7): 0.263
#     [0.222, 0.308], as competitor 0.200, as monopolist 0.325.
#   Beside it, the old value (--hard value=worth), same command, 00:50-00:59 UTC, load 3.4 -> 5.2: hard 0.273
#     [0.231, 0.318]; p95 72.1 ms; as competitor 0.195 [0.146, 0.255], as monopolist 0.350 [0.287, 0.418]; ends
#     round limit 289, bankruptcy 111. The odds gain 0.027 (competitor +0.010, monopolist +0.045): the same
#     direction as at 300 playouts (+0.030), within chance at 400 games; kept for the better-founded value.
#   Game B (--set game=B), hard (odds) vs 3 normal, 200 games, seed 2, 300 playouts, 1 job, load 7.7 -> 5.6:
#     hard 0.255 [0.200, 0.320]; as competitor 0.160, as monopolist 0.350; the normal seats as competitor 0.180,
#     as monopolist 0.317; ends round limit 151, bankruptcy 49 (no run of the old value beside it)
#   odds with a horizon of 12 turns (--hard horizon=12), 200 games, 300 playouts: stopped unfinished after 18 min at
#     the deadline; not measured. Left: that, and the odds in the searched management / answers / last rounds
#     (the playouts' value now weighs the round limit's rent, so the endgame's search skip may no longer be needed).
# 2026-12-08, main after the merge of the win-odds value (68d83ae), a quiet machine (nothing else running; load ~2
# from the two jobs):
#   PYTHONPATH=. python3 benchmarks/wins_by_role_anti_monopoly.py --seats hard,normal,normal,normal --games 400 \
#       --seed 2 --jobs 2 --budget-ms 100
#   hard 0.297 [0.255, 0.344]; p95 88.7 ms; as competitor 0.185 [0.137, 0.245], as monopolist 0.410 [0.344, 0.479];
#   the normal seats as competitor 0.145, as monopolist 0.323; ends round limit 297, bankruptcy 103.
#   TARGET NOT MET (0.45 overall, 0.35 a role): the Competitor is where it falls short.
# 2026-12-08: hard.ODDS_WEIGHTS reproduced by the committed script in full (82 s, 2 jobs):
#   PYTHONPATH=. python3 benchmarks/fit_odds_anti_monopoly.py --games 800 --seed 10000 --jobs 2
#   800 games, 24014 notes fitted, 6128 held out; held-out log loss odds 0.4531, worth shares 0.6853, even 1.1795;
#   the printed ODDS_WEIGHTS equal hard.py's to the last digit.
