# Cython's declarations for moves.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.money cimport charge, receive
from ponzi_desktop.engine.anti_monopoly.rent cimport rent_due, roll_dice
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState
from ponzi_desktop.engine.anti_monopoly.turns cimport proceed

cpdef roll(AntiMonopolyState s, p, list events)
cpdef advance(AntiMonopolyState s, p, steps, list events)
@cython.locals(b=Board)
cpdef land(AntiMonopolyState s, p, list events)
cpdef send_to_jail(AntiMonopolyState s, p, list events)
cpdef pay_fine(AntiMonopolyState s, p, list events)
@cython.locals(b=Board)
cpdef draw_card(AntiMonopolyState s, p, list events)
cpdef foundation(AntiMonopolyState s, p, list events)
@cython.locals(b=Board)
cpdef income_tax_percent(AntiMonopolyState s, p)
cpdef income_tax(AntiMonopolyState s, p, how, list events)
