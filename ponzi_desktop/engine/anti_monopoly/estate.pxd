# Cython's declarations for estate.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.rent cimport monopolised
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef can_release(AntiMonopolyState s, p, sq, also=*)
cpdef can_build(AntiMonopolyState s, p, sq)
cpdef list free_properties(AntiMonopolyState s, p, leaving=*)
@cython.locals(b=Board, level=list, owned=list, mine=list, city=list)
cpdef list free_properties_leaving(AntiMonopolyState s, p, leaving)
@cython.locals(b=Board, level=list, mortgaged=list, owned=list, kind=list, house=list, city=list, held=list,
               built=list, competitor=bint, sq=Py_ssize_t, c=Py_ssize_t, lvl=Py_ssize_t, top=Py_ssize_t)
cpdef estate_choices(AntiMonopolyState s, p, list out, raising)
cpdef build(AntiMonopolyState s, p, sq, list events)
cpdef sell_building(AntiMonopolyState s, p, sq, list events)
cpdef mortgage(AntiMonopolyState s, p, sq, list events)
cpdef redeem(AntiMonopolyState s, p, sq, list events)
cpdef why_estate(AntiMonopolyState s, p, action_name, sq)
