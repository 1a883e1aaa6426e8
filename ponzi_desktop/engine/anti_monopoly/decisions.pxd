# Cython's declarations for decisions.py: C functions over the state record.
cimport cython

from ponzi_desktop.engine.anti_monopoly.board cimport Board
from ponzi_desktop.engine.anti_monopoly.estate cimport (build, estate_choices, mortgage, redeem, sell_building,
                                                        why_estate)
from ponzi_desktop.engine.anti_monopoly.moves cimport income_tax, pay_fine, roll
from ponzi_desktop.engine.anti_monopoly.state cimport AntiMonopolyState
from ponzi_desktop.engine.anti_monopoly.trades cimport (add_to_draft, answer_trade, cancel_trade, draft_choices,
                                                        propose, start_trade, trade_targets)
from ponzi_desktop.engine.anti_monopoly.turns cimport end_turn, proceed

@cython.locals(b=Board)
cpdef legal_choices(AntiMonopolyState s)
cpdef why_illegal(AntiMonopolyState s, action)
cpdef apply_action(AntiMonopolyState s, action)
