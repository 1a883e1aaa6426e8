# Cython's declarations for rent.py: C functions over the state record.
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef monopolised(AntiMonopolyState s, p, city)
cpdef count_owned(AntiMonopolyState s, p, squares)
cpdef street_rent(AntiMonopolyState s, sq)
cpdef fare(AntiMonopolyState s, sq)
cpdef utility_multiplier(AntiMonopolyState s, sq)
cpdef tuple roll_dice(AntiMonopolyState s, p, purpose, list events)
cpdef rent_due(AntiMonopolyState s, sq, visitor, list events)
cpdef property_value_rent(AntiMonopolyState s, sq, list events)
cpdef wealth(AntiMonopolyState s, p, list events)
cpdef tuple wealth_parts(AntiMonopolyState s, p, list events)
