# Cython's declarations for board.py: compiled, the board tables the rules read at every step
# are an extension type with typed fields.
cdef class Board:
    cdef public list ask, build, card_ids, city, city_names, city_streets, fare, give, house, is_property, kind
    cdef public list mortgage, mortgage_choice, names, price, redeem, redeem_choice, rent, sell, trade, util_mult
    cdef public dict card_effect
    cdef public object corner, fine, income_tax_flat, property_tax, salary, size, starting_cash
    cdef public tuple foundation_payouts, income_tax_pct, properties, streets, transports, utilities
    cdef public object accept, buy, cancel, decline, done, end, pay_fine, reject, roll, tax_flat, tax_percent
    cdef public object propose_template
