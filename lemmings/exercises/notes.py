"""The words of the hand-written exercises: a short note for the learner before the question
and, for a few, a title of their own, by exercise id (``data/set.json`` holds the positions
and parameters). The texts are messages, so each exercise reads in the learner's language."""

from __future__ import annotations

from gamecore.i18n import Message, lazy

from ..cards import card_name

#: The note shown before an exercise's question, by exercise id.
NOTES: dict[str, Message] = {
    "setup-first-steps": lazy(
        "At the start every lemming waits off the board, in the start area on its left; from there it "
        "can enter only the four hexes of the first column (0101 to 0104), next to the start area."),
    "setup-first-flight": lazy("Both eagles begin the game hunting in zone A of their own circle."),
    "board-brush-costs": lazy("Brush costs two movement points to enter and holds fewer lemmings than clear ground."),
    "board-circle-wraps": lazy("The six zones of a hunting circle form a ring: after F comes A again."),
    "board-full-brush": lazy("A hex at its stacking limit can be neither entered nor crossed."),
    "rulebook-eagle-flight": lazy("The rulebook's eagle example."),
    "eagles-feasting-flip": lazy(
        "A feasting eagle must first turn back to its hunting side, and that costs one point of its "
        "roll."),
    "rulebook-eagle-feast": lazy(
        "The rulebook's eagle example, continued: the Eagle Player flies the blue eagle clockwise into "
        "zone A."),
    "rulebook-eagle-scatter": lazy("The eagle has eaten B1; everybody else left in its zone now has to get out."),
    "relay-scatter": lazy("The red eagle flew into zone A and ate B1; R1 is still in that zone."),
    "rulebook-move-jesse": lazy("The rulebook's movement example: a 4 is face up."),
    "rulebook-move-gene": lazy("The rulebook's movement example, another lemming."),
    "rulebook-move-ed": lazy("The rulebook's movement example: this one is close to the red eagle."),
    "rulebook-dive-rick": lazy("The rulebook's cliff-dive example: a 5 is face up."),
    "rulebook-dive-wray": lazy("The rulebook's cliff-dive example: this lemming already stands on the edge."),
    "movement-clawing": lazy("Every Ritz lemming still on the board is covered."),
    "pellets-hover-resupply": lazy("Both dice show a Hover; the red eagle is resolved first."),
    "pellets-favour-plus-one": lazy("Ritz has just traded in one favour pellet before moving."),
    "pellets-count": lazy("Pellets are worth their printed VP; favours count one VP per full set of three."),
    "variant-two-player-protection": lazy(
        "Two-player game: in the first two columns of hexes (01.. and 02.., left of the red circle) no "
        "lemming may land on an opponent's lemming."),
    "variant-chaos-count": lazy("Chaos variant: playing cards costs points at the end."),
    "card-its-a-5": lazy("Ritz flips its clan card: the 2 on the table counts as a 5 for Ritz this turn."),
    "card-its-a-5-illegal": lazy("Before anyone plays a card, the 2 is only a 2."),
    "card-quick-start": lazy("Ritz has just played {card}.", card=card_name("Quick Start")),
}

#: A title of its own, for the exercises that have one (the others take their builder's).
TITLES: dict[str, Message] = {
    "board-full-brush": lazy("A full brush hex"),
}


__all__ = ["NOTES", "TITLES"]
