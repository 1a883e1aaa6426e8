# Cython's declarations for broker.py: C functions over the state record.
from ponzi_desktop.engine.black_friday.state cimport BlackFridayState
from ponzi_desktop.engine.black_friday.trades cimport buy_gold, buy_one, place, sell_one, take

cpdef broker_turn(BlackFridayState s, list events)
cpdef cheapest_shares(BlackFridayState s, limit, budget)
cpdef cheapest_market_colour(BlackFridayState s)
cpdef broker_buys(BlackFridayState s, plan, list events)
cpdef broker_sells(BlackFridayState s, limit, list events)
