"""Helpers shared by the two test modules that check notebook 06's facts: the notebook's own
helpers (lemmings.exercises.lesson), made strict, so that the tests read like its cells but
fail on a refused choice instead of explaining it."""

from __future__ import annotations

from lemmings import IllegalAction, scenarios


def load(name):
    """A library scenario, with its title and the comments that explain it."""
    print(scenarios.title(name))
    for line in scenarios.text(name).splitlines():
        if line.startswith("#"):
            print("  " + line[1:].strip())
    return scenarios.load(name)


def options(game):
    """The pending decision's options, as text."""
    return [str(o) for o in game.pending.options]


def show(game, limit=8):
    """The pending question and its options in plain words."""
    print(game.pending.prompt)
    for o in game.pending.options[:limit]:
        print(f"  {str(o):22} {game.describe(o)}")
    if len(game.pending.options) > limit:
        print(f"  … {len(game.pending.options)} options in all")


def play(game, *choices):
    """Apply choices in order and print what they made happen."""
    start = len(game.log)
    for choice in choices:
        game.apply(choice)
    print("\n".join(game.log[start:]))


def refused(game, choice):
    """Apply a choice the rules forbid: print the engine's reason and return it."""
    try:
        game.apply(choice)
    except IllegalAction as err:
        print("refused:", err)
        return str(err)
    raise AssertionError(f"{choice!r} should have been refused")


def reason(game, card, player=None):
    """Why ``player`` (default: whoever decides now) cannot play ``card`` now, or None."""
    player = game.pending.player if player is None else player
    return dict(game.special_actions(player))[card]
