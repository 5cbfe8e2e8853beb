"""Le grand plongeon: what pushing from the start line changes, in random games under both readings.

For 2-5 players and ``Rules.start_push`` on and off, plays seeded random games (the kit's
``RandomBot``, same seeds under both readings) and prints one row each: at the move decisions
where the mover still has a lemming at the start, how often every entry hex is taken and how
often that lemming cannot enter at all; then the game length in rounds and decisions, and the
share of games won within ``LIMIT`` decisions. ``docs/plongeon.md`` quotes these figures.

    python benchmarks/bench_plongeon_start.py [games per row, default 200]
"""

from __future__ import annotations

import statistics
import sys
import time

from plongeon import Game, RandomBot, Rules
from plongeon.cards import card_terrain
from plongeon.movement import legal_steps
from plongeon.state import lemmings_of
from plongeon.track import START

#: A game not won within this many decisions counts as unfinished (random games take a few hundred).
LIMIT = 3000


def measure(players: int, start_push: bool, games: int) -> dict[str, float]:
    """The figures of one row: ``games`` random games of ``players`` under one reading."""
    at_start = full = blocked = finished = 0
    rounds, decisions = [], []
    rules = Rules(start_push=start_push)
    for seed in range(games):
        game, bot = Game.new(players, seed, rules=rules), RandomBot(seed)
        s = game.state
        entry = s.track.entry
        for _ in range(LIMIT):
            if game.over:
                break
            if s.phase == "move" and s.mover is None:
                waiting = [lem for lem in lemmings_of(s.player) if s.loc[lem] == START]
                if waiting:
                    at_start += 1
                    taken = set(s.loc.values())
                    full += all(e in taken for e in entry)
                    terrain = card_terrain(s.card) if s.card else None
                    blocked += all(not legal_steps(s, lem, terrain, s.points) for lem in waiting)
            game.apply(bot.choose(game))
        finished += game.over
        rounds.append(s.turn)
        decisions.append(len(game.history))
    return {"at_start": at_start, "full": full, "blocked": blocked, "finished": finished / games,
            "rounds": statistics.mean(rounds), "decisions": statistics.mean(decisions)}


def main(games: int = 200) -> None:
    t0 = time.process_time()
    print(f"random games: {games} per row, won within {LIMIT:,} decisions; 'at start' counts move decisions "
          "where the mover still has a lemming at the start")
    print(f"{'players':>7} {'start_push':>10} {'at start':>8} {'entry full':>14} {'cannot enter':>14} "
          f"{'rounds':>7} {'decisions':>9} {'won':>6}")
    for players in range(2, 6):
        for start_push in (False, True):
            m = measure(players, start_push, games)
            n = m["at_start"] or 1
            print(f"{players:>7} {'on' if start_push else 'off':>10} {m['at_start']:>8} "
                  f"{m['full']:>6} ({m['full'] / n:4.0%}) {m['blocked']:>6} ({m['blocked'] / n:4.0%}) "
                  f"{m['rounds']:>7.1f} {m['decisions']:>9.0f} {m['finished']:>6.0%}")
    print(f"all rows in {time.process_time() - t0:.1f} s CPU")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
