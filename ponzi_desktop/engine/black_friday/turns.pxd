# Cython's declarations for turns.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.black_friday.broker cimport broker_turn
from ponzi_desktop.engine.black_friday.state cimport BlackFridayState
from ponzi_desktop.engine.black_friday.tables cimport Tables
from ponzi_desktop.engine.black_friday.trades cimport buy_gold, buy_one, has_advantage, place, sell_one, take

@cython.locals(t=Tables, market=list, out=list, price=list, row=list, held=list, buys=list, sells=list,
               places=list, takes=list, gold=list, c=Py_ssize_t)
cpdef legal_choices(BlackFridayState s)
cpdef may_add(BlackFridayState s, p, extra)
cpdef removals(BlackFridayState s)
cpdef free_choices(BlackFridayState s, out)
cpdef apply_action(BlackFridayState s, action)
cpdef action_done(BlackFridayState s, list events)
cpdef end_turn(BlackFridayState s, list events)
