"""What the special actions are worth: each level against the same bot that never plays one.

Goal (issue 27): the levels really use the cards. Medium and hard play a special action whenever
their search says it gains (they pick the best option, cards included); here a bot that plays its
cards meets the same bot that never does (``LookaheadBot(cards=False)``), two seats each, seated
alternately, the table turned by one seat each game (:func:`lemmings.tournament.tasks`). Printed:
how often the card-playing side finished ahead (its best-placed clan over the other's, a tie
counting half) with a 95 % interval, its win share per seat, and its special actions played per
game, with the share of its decisions offering one in which it played one. Figures are printed,
never asserted. Run: ``.venv/bin/python benchmarks/bench_cards.py [games] [levels]`` (default 40
games, levels ``medium,hard``).
"""

from __future__ import annotations

import sys
import time

from lemmings import Game, tournament
from lemmings.bots import LookaheadBot, make_bot
from lemmings.options import Play
from lemmings.scoring import standings
from lemmings.stats import wilson_interval


def _bot(level: str, seed: int, cards: bool) -> LookaheadBot:
    """The level as lemmings.bots.levels builds it, with or without its special actions."""
    bot = make_bot(level, seed)
    bot.cards = cards
    return bot


def match(level: str, games: int, seed: int = 27) -> None:
    ahead = wins = 0.0
    plays = offered = played_when_offered = 0
    wall = time.perf_counter()
    for task in tournament.tasks(["cards", "none", "cards", "none"], games, seed=seed):
        game = Game.new(players=4, seed=task.seed)
        cards = {p: task.entrants[p] % 2 == 0 for p in range(4)}
        bots = {p: _bot(level, task.bot_seeds[p], cards[p]) for p in range(4)}
        while not game.over:
            d = game.pending
            option = bots[0].choose(game) if d.player < 0 else bots[d.player].choose(game)
            if d.player >= 0 and cards[d.player] and any(type(o) is Play for o in d.options):
                offered += 1
                played_when_offered += type(option) is Play
            plays += d.player >= 0 and cards[d.player] and type(option) is Play
            game.apply(option)
        vp = {p: sc.total for p in range(4) for _, sc in standings(game.state) if sc.clan == game.state.name(p)}
        best = [max(vp[p] for p in range(4) if cards[p] == side) for side in (True, False)]
        ahead += 1.0 if best[0] > best[1] else 0.5 if best[0] == best[1] else 0.0
        firsts = [p for p in range(4) if vp[p] == max(vp.values())]
        wins += sum(1 / len(firsts) for p in firsts if cards[p])
    low, high = wilson_interval(ahead, games)
    print(f"cards {level}: with cards ahead of without in {ahead:g} of {games} games ({ahead / games:.1%}, 95 % "
          f"interval {low:.1%}-{high:.1%}); win share {wins / games:.1%} for its two seats; "
          f"{plays / (2 * games):.2f} special actions played per seat and game, in {played_when_offered} of "
          f"{offered} decisions that offered one; {time.perf_counter() - wall:.0f} s wall", flush=True)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    levels = sys.argv[2].split(",") if len(sys.argv) > 2 else ("medium", "hard")
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 27
    for level in levels:
        match(level, games, seed)


if __name__ == "__main__":
    main()
