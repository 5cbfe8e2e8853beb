"""Regenerate ``docs/position.svg``, the README's picture of a game in progress.

Run: ``.venv/bin/python docs/make_position.py``. Greedy bots play a seeded 4-player game up
to a move decision of turn 16; the picture shows the lemming to move with its destinations
(costs on the hexes, dives beside the cliff), the graded eagle-risk overlay and its legend.
"""

from __future__ import annotations

from pathlib import Path

from lemmings import Game
from lemmings.analysis import hex_risk
from lemmings.bots import GreedyBot, play_out
from lemmings.render_svg import game_svg

OUT = Path(__file__).resolve().parent / "position.svg"


def position() -> tuple[Game, str]:
    """The game and the lemming whose destinations are shown."""
    game = Game.new(players=4, seed=7)
    bots = {p: GreedyBot(p) for p in range(4)}
    while not game.over:
        d = game.pending
        if d.kind == "move" and game.turn >= 16:
            movers = sorted({o.lemming for o in d.options if getattr(o, "lemming", None)},
                            key=lambda lem: -sum(1 for o in d.options if getattr(o, "lemming", None) == lem))
            if movers:
                return game, movers[0]
        play_out(game, bots, until="phase", max_decisions=1)
    raise RuntimeError("the game ended before turn 16")


def main() -> None:
    game, lemming = position()
    risk = {h: float(p) for h, p in hex_risk(game).items()}
    OUT.write_text(game_svg(game, lemming=lemming, risk=risk), encoding="utf-8")
    print(f"wrote {OUT}: {game!r}, {lemming} to move")


if __name__ == "__main__":
    main()
