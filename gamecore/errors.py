"""The kit's exceptions. All subclass :class:`ValueError`, so ``except ValueError`` catches them."""

from __future__ import annotations


class LemmingsError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalAction(LemmingsError):
    """A choice that the rules forbid at this point of the game.

    The message names the rule; the game is left exactly as it was.
    """

    def __init__(self, message: str, *, rule: str = "", option: object = None) -> None:
        super().__init__(message)
        self.rule = rule
        self.option = option


class FileFormatError(LemmingsError):
    """A data file (board, save or scenario) that cannot be used.

    ``source`` names the file (or ``"<text>"``), ``field`` the place inside it and
    ``reason`` what is wrong.
    """

    def __init__(self, source: str, field: str, reason: str) -> None:
        self.source = source
        self.field = field
        self.reason = reason
        super().__init__(f"{source}: {field}: {reason}")


class BoardError(FileFormatError):
    """A board file that is unreadable or breaks one of the map's fixed facts."""


class SaveError(FileFormatError):
    """A saved game (JSON) that is unreadable or inconsistent."""


class ScenarioError(FileFormatError):
    """A scenario text with a bad line; ``field`` names the line number and key."""


class ArgumentError(LemmingsError, TypeError):
    """An argument of the wrong type or out of range for a kit function (``Game.new(variant=3)``,
    ``game.lemming([])``). It is both a ``ValueError`` and a ``TypeError``; the message says what
    is expected."""
