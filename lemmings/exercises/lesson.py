"""The small helpers a lesson notebook's cells use to play a position and say what it shows.

Notebook 06 (special actions) plays every card on a position from the scenario library; these
helpers keep its cells short and forgiving::

    >>> from lemmings.exercises.lesson import fact, load, options, play
    >>> game = load("card_lost")                       # doctest: +ELLIPSIS
    Lost - ...
    >>> play(game, "play Lost")                        # doctest: +ELLIPSIS
    Ritz plays Lost.
    True
    >>> fact("move B1 start" in options(game), "B1 can step back home")
    ✓ B1 can step back home

A learner is meant to edit the cells. So nothing here raises on a changed position: :func:`fact`
marks a claim that no longer holds with ✗, :func:`play` prints the engine's reason for a choice
it refuses (and the open options) and :func:`refused` says so when a choice is allowed after all.
Every text is in the kit's current language (``lemmings.set_language``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from gamecore.errors import IllegalAction
from gamecore.i18n import Message, lazy, render, tr, trn

from ..cards import ITS_A_5, card_name
from ..scenarios import load as load_scenario
from ..scenarios import text as scenario_text
from ..scenarios import title as scenario_title
from ..special_actions import SPECIAL_ACTIONS

if TYPE_CHECKING:
    from ..game import Game


def fact(holds: bool, text: str) -> None:
    """Print what an example shows, with ✓; after an edit it may no longer hold, and then it says so."""
    print(("✓ " if holds else tr("✗ not so here any more (the position or the choices were changed): ")) + text)


def load(name: str) -> Game:
    """A library scenario as a game, after printing its title and the comments that explain it."""
    print(scenario_title(name))
    for line in scenario_text(name).splitlines():
        if line.startswith("#"):
            print("  " + line[1:].strip())
    return load_scenario(name)


def options(game: Game) -> list[str]:
    """The pending decision's options, as text (``[]`` once the game is over)."""
    return [] if game.pending is None else [str(o) for o in game.pending.options]


def show(game: Game, limit: int = 8) -> None:
    """Print the pending question and up to ``limit`` of its options, each in plain words."""
    print(game.pending.prompt)
    for o in game.pending.options[:limit]:
        print(f"  {str(o):22} {game.describe(o)}")
    if len(game.pending.options) > limit:
        print("  … " + trn("{n} option in all", "{n} options in all", len(game.pending.options),
                           n=len(game.pending.options)))


def play(game: Game, *choices: object) -> bool:
    """Apply ``choices`` in order and print the log lines they made. A choice the rules do not
    allow here is not made: the engine's reason and the open options are printed instead, and the
    choices after it are skipped. Returns whether every choice was made."""
    start = len(game.log)
    for choice in choices:
        try:
            game.apply(choice)
        except IllegalAction as err:
            print("\n".join(game.log[start:]))
            print(tr("✗ not played: {reason}", reason=err))
            if game.pending is not None:
                shown = ", ".join(options(game)[:10]) + (" …" if len(game.pending.options) > 10 else "")
                print("  " + tr("{question}; the options are: {options}", question=game.pending.prompt,
                                options=shown))
            return False
    print("\n".join(game.log[start:]))
    return True


def refused(game: Game, choice: object) -> str:
    """Try a choice the rules should forbid here: print the engine's reason and return it. If the
    position was changed so that the choice is allowed after all, it is made, that is said, and
    ``""`` is returned."""
    try:
        game.apply(choice)
    except IllegalAction as err:
        print(tr("refused: {reason}", reason=err))
        return str(err)
    print(tr("✗ not refused: in this position {choice} is allowed, and was made: {line}", choice=repr(str(choice)),
             line=game.log[-1]))
    return ""


def reason(game: Game, card: str, player: int | None = None) -> str | None:
    """Why ``player`` (default: whoever decides now) cannot play ``card`` now; ``None`` if they can."""
    player = game.pending.player if player is None else player
    held = dict(game.special_actions(player))
    if card not in held:
        return tr("{card}: {clan} does not hold it", card=card_name(card), clan=game.clans[player].name)
    return held[card]


def reach(game: Game, lemming: str) -> set[str]:
    """The hexes the pending options can send ``lemming`` to."""
    return {o.to for o in game.pending.options if getattr(o, "lemming", "") == lemming}


def dives(game: Game, lemming: str) -> list[int]:
    """The dive values the pending options offer ``lemming``, lowest first (0: a move without a dive)."""
    return sorted({o.dive for o in game.pending.options if getattr(o, "lemming", "") == lemming})


#: The families notebook 06 teaches the cards in, each with its cards in the order taught.
CARD_GROUPS: tuple[tuple[Message, tuple[str, ...]], ...] = (
    (lazy("movement"), (ITS_A_5, "Quick Start", "Caution", "Boo!", "Run Lemming Run!", "Lost")),
    (lazy("stacks"), ("King of the Hill", "Pull My Paw", "Snap Crackle Pop")),
    (lazy("eagles"), ("Eagle Eye!", "Uh-Oh!", "Mine! All Mine!")),
    (lazy("the eagle-chow box"), ("Heroic Return", "Mistaken Identity", "Noble Sacrifice")),
    (lazy("the cliff"), ("Rock Slide",)),
    (lazy("other cards"), ("Déjà Vu",)),
)


class CardTable(str):
    """A Markdown table as text; a notebook shows it as a table when it ends a cell."""

    def _repr_markdown_(self) -> str:
        return str(self)


def card_table(groups: Iterable[tuple[Message, tuple[str, ...]]] = CARD_GROUPS) -> CardTable:
    """One line per card: its family, its name and what it does, in the current language."""
    head = (tr("family"), tr("card"), tr("what it does"))
    rows = ["| " + " | ".join(head) + " |", "| --- | --- | --- |"]
    for family, cards in groups:
        for name in cards:
            rows.append(f"| {render(family)} | **{render(card_name(name))}** | {SPECIAL_ACTIONS[name].description} |")
    return CardTable("\n".join(rows))


__all__ = ["fact", "load", "options", "show", "play", "refused", "reason", "reach", "dives", "CARD_GROUPS",
           "CardTable", "card_table"]
