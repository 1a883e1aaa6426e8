# Cython's declarations for tables.py: compiled, the tables the rules read at every step are an
# extension type with typed fields.
cdef class Tables:
    cdef public list advantages, area, buy, buy_choice, colours_in, down, draw, free_gold_choice
    cdef public list free_place_choice, free_take_choice, free_to_track, gold_by_hi, gold_choice, gold_limit
    cdef public list gold_value, left, move_by_net, place, place_choice, right, row_black, sell, sell_choice
    cdef public list share_limit, table_move, take, take_choice, up, value
    cdef public dict colour_index, free, redirect, sizes, step
    cdef public tuple colours, rc
    cdef public Py_ssize_t k, net_lo, net_hi, net_offset, top_level, gold_top, gold_start, max_tile
    cdef public object bag_black, bag_colour, black_shares, cash, centre, cols, rows, data, dealt, end_choice
    cdef public object row_per_colour, sale_rows, shares_per_colour, start_cell, start_level, take_none
    cdef public object take_none_choice, to_market, colour_range
