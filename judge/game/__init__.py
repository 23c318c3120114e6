"""The rules engine: one module per Comprehensive Rules concern."""
