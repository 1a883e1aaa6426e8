"""Black Friday (Friedemann Friese, 2023): rules engine, registered as game id "black_friday"."""
