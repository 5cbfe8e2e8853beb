"""What the special actions are worth: each level against the same bot that never plays one.

Goal (issue 27): the levels really use the cards. Medium and hard play a special action when their
search puts it half a VP ahead of their best option without one (``card_margin``); here a bot that plays its
cards meets the same bot that never does (``LookaheadBot(cards=False)``), two seats each, seated
alternately, the table turned by one seat each game (:func:`lemmings.tournament.tasks`). Printed:
how often the card-playing side finished ahead (its best-placed clan over the other's, a tie
counting half) with a 95 % interval, its win share per seat, and its special actions played per
game, with the share of its decisions offering one in which it played one.

The second measure is paired, and much less noisy: each deal is played twice with the same seeds,
once with one seat (turning round the table from deal to deal) playing its cards and once with
that seat never playing one, the other three seats the same bot, cards included. Printed: in how
many deals the seat ended with the larger lead over its strongest rival when it played its cards
(a tie counting half), with a 95 % interval, and the mean lead gained. tests/test_cards_pay.py
runs a few deals of it. Figures are printed, never asserted. Run: ``.venv/bin/python
benchmarks/bench_cards.py [games] [levels] [seed] [deals] [variant]`` (default 40 games, levels
``medium,hard``, seed 27, 40 deals, the standard game; ``0`` games or deals skips that measure).
"""

from __future__ import annotations

import sys
import time

from gamecore.stats import wilson_interval
from lemmings import Game, tournament
from lemmings.bots import LookaheadBot, make_bot
from lemmings.options import Play
from lemmings.scoring import standings


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


def final_lead(level: str, seed: int, seat: int, cards: bool, variant: str | None = None) -> int:
    """``seat``'s final VP over its strongest rival in the game dealt by ``seed``, every seat played by
    ``level`` (seeded from ``seed``), ``seat`` with or without its special actions."""
    game = Game.new(players=4, seed=seed, variant=variant)
    bots = {p: _bot(level, seed * 7 + p, cards or p != seat) for p in range(4)}
    while not game.over:
        d = game.pending
        game.apply(bots[max(d.player, 0)].choose(game))
    vp = {p: sc.total for p in range(4) for _, sc in standings(game.state) if sc.clan == game.state.name(p)}
    return vp[seat] - max(v for p, v in vp.items() if p != seat)


def paired(level: str, deals: int, seed: int = 27, variant: str | None = None) -> tuple[float, list[int]]:
    """Each deal twice, one seat with and without its cards: ``(deals in which the cards gave the larger
    lead, a tie counting half; the lead gained in each deal)``."""
    better, gains = 0.0, []
    for deal in range(deals):
        seat = deal % 4
        deal_seed = seed * 1000 + deal
        gain = final_lead(level, deal_seed, seat, True, variant) - final_lead(level, deal_seed, seat, False, variant)
        better += 1.0 if gain > 0 else 0.5 if gain == 0 else 0.0
        gains.append(gain)
    return better, gains


def report_paired(level: str, deals: int, seed: int = 27, variant: str | None = None) -> None:
    wall, start = time.perf_counter(), time.process_time()
    better, gains = paired(level, deals, seed, variant)
    low, high = wilson_interval(better, deals)
    mean = sum(gains) / deals
    spread = (sum((g - mean) ** 2 for g in gains) / max(1, deals - 1)) ** 0.5 / deals**0.5
    print(f"cards {level}, paired: the seat's lead larger with its cards in {better:g} of {deals} deals ({better / deals:.1%}, "
          f"95 % interval {low:.1%}-{high:.1%}); mean lead gained {mean:+.2f} VP (± {1.96 * spread:.2f}); "
          f"{time.perf_counter() - wall:.0f} s wall, {time.process_time() - start:.0f} s CPU", flush=True)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    levels = sys.argv[2].split(",") if len(sys.argv) > 2 else ("medium", "hard")
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 27
    deals = int(sys.argv[4]) if len(sys.argv) > 4 else 40
    variant = sys.argv[5] if len(sys.argv) > 5 else None
    for level in levels:
        if games:
            match(level, games, seed)
        if deals:
            report_paired(level, deals, seed, variant)


if __name__ == "__main__":
    main()
