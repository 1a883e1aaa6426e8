# Cython's declarations for trades.py: C functions over the state record.
from ponzi_desktop.engine.anti_monopoly.estate cimport free_properties
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState

cpdef trade_targets(AntiMonopolyState s, p, list out)
cpdef list draft_choices(AntiMonopolyState s, p)
cpdef start_trade(AntiMonopolyState s, p, target, list events)
cpdef add_to_draft(AntiMonopolyState s, p, give, ask, list events)
cpdef propose(AntiMonopolyState s, p, cash, list events)
cpdef cancel_trade(AntiMonopolyState s, p, list events)
cpdef answer_trade(AntiMonopolyState s, accept, list events)
