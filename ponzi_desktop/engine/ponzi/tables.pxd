# Cython's declarations for tables.py: compiled, the tables the rules read at every step are an extension
# type with typed fields.
cdef class Tables:
    cdef public list interest, period, is_start, fund_choice_by
    cdef public dict bears, industry_index, luxury_points, fund, remove, ret, luxury, fund_choice
    cdef public dict remove_choice, ret_choice, luxury_choice, offer_template
    cdef public list industry_lines, card_lines, offers
    cdef public tuple start_cards, deck_cards, all_cards, industries, tiles_per_industry, luxury_prices
    cdef public tuple cash_points
    cdef public object pass_choice, sell_choice, counter_choice
