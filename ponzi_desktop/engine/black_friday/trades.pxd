# Cython's declarations for trades.py: C functions over the state record.
from ponzi_desktop.engine.black_friday.pricechange cimport move_price, price_change
from ponzi_desktop.engine.black_friday.state cimport BlackFridayState

cpdef has_advantage(BlackFridayState s, p, advantage)
cpdef buy_one(BlackFridayState s, p, c, list events)
cpdef sell_one(BlackFridayState s, p, c, list events)
cpdef buy_gold(BlackFridayState s, p, bars, c, list events)
cpdef use_extra(BlackFridayState s, p, advantage, list events)
cpdef place(BlackFridayState s, p, track, c, list events)
cpdef take(BlackFridayState s, p, c, list events)
