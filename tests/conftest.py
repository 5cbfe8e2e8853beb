"""Shared helpers for the engine tests."""

from __future__ import annotations

import textwrap

import pytest

from lemmings import Game


def scenario(text: str) -> Game:
    """A game from an indented scenario text (see lemmings.scenario)."""
    return Game.from_scenario(textwrap.dedent(text))


def texts(options) -> list[str]:
    return [str(o) for o in options]


@pytest.fixture
def board():
    from lemmings import Board

    return Board.default()
