# Cython's declarations for pricechange.py: C functions over the state record.
from ponzi_desktop.engine.black_friday.state cimport BlackFridayState

cpdef move_price(BlackFridayState s, c, move, cause, list events)
cpdef adjust_start_prices(BlackFridayState s, list events)
cpdef price_change(BlackFridayState s, trigger, list events)
cpdef clear_track(BlackFridayState s, trigger, list events)
cpdef next_sale_row(BlackFridayState s, list events)
