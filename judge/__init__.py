"""judge: a Magic: The Gathering rules judge that cites the Comprehensive Rules."""

__version__ = "0.1.0"
