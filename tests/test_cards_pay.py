"""The levels really use their cards: a bot that plays them does better than the same bot that never does.

The game-level measure is benchmarks/bench_cards.py's (each deal played twice, one seat with and without
its special actions, a 95 % interval over many deals): a game's luck swings a seat's lead by several VP,
so a handful of games cannot show a gain of a fraction of a VP a card. This quick, seeded version judges
each decision instead: in three whole short games among four "medium" clans, every time a clan plays a
special action, the same bot without cards would have chosen something else, and a deeper search with the
plain evaluator (four worlds, the seat's own follow-ups searched to 400 leaves; not medium's timid judge)
must find the card the better choice in at least four plays of five, and better by a quarter of a VP on
average (measured: 15 of 17, +1.02 VP; "medium" plays a card only when it leads its best move by half a VP). At the game level,
``bench_cards.py`` measures the two bots head to head (README, levels table).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from lemmings import Game
from lemmings.bots import make_bot
from lemmings.bots.lookahead import analyse
from lemmings.options import Play

_BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_cards.py"
_spec = importlib.util.spec_from_file_location("bench_cards", _BENCH)
bench_cards = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("bench_cards", bench_cards)
_spec.loader.exec_module(bench_cards)


def _card_gains(level: str, seed: int) -> list[float]:
    """Each special action the clans play in a seeded short game: the deeper search's lead of the card
    over what the same bot without cards would have chosen."""
    game = Game.new(players=4, seed=seed, variant="short")
    bots = [make_bot(level, seed * 10 + p) for p in range(4)]
    gains = []
    while not game.over:
        d = game.pending
        option = bots[max(d.player, 0)].choose(game)
        if d.player >= 0 and type(option) is Play:
            without = bench_cards._bot(level, seed * 10 + d.player, False).choose(game)
            assert type(without) is not Play
            # judged by the plain evaluator (hard's and the hint's), not medium's timid one, searched deeper
            lead = {str(st.option): st.margin for st in analyse(game, worlds=4, leaves=400, seed=seed)}
            gains.append(lead[str(option)] - lead[str(without)])
        game.apply(option)
    return gains


def test_the_special_actions_medium_plays_gain_over_what_it_plays_without_them():
    gains = _card_gains("medium", 1) + _card_gains("medium", 2) + _card_gains("medium", 3)
    assert len(gains) >= 12, f"four medium clans play special actions: {len(gains)} in three short games"
    assert sum(g > 0 for g in gains) >= 0.8 * len(gains), gains
    assert sum(gains) / len(gains) > 0.25, f"a card played gains {sum(gains) / len(gains):+.2f} VP on average: {gains}"


def _cards_played(bots: list, seed: int) -> list[int]:
    """Special actions each seat plays in the seeded short game ``seed`` among ``bots``."""
    game = Game.new(players=4, seed=seed, variant="short")
    played = [0] * 4
    while not game.over:
        d = game.pending
        option = bots[max(d.player, 0)].choose(game)
        if d.player >= 0:
            played[d.player] += type(option) is Play
        game.apply(option)
    return played


def test_the_seat_without_cards_never_plays_one_and_the_one_with_cards_does():
    played = _cards_played([bench_cards._bot("medium", p, p != 0) for p in range(4)], 27)
    assert played[0] == 0 and sum(played) > 0, played


def _with_margin(margin: float) -> list[int]:
    bots = [make_bot("medium", p) for p in range(4)]
    bots[0].card_margin = margin
    return _cards_played(bots, 5)


def test_the_levels_play_a_card_only_when_it_clearly_gains_and_a_huge_margin_keeps_every_card():
    assert make_bot("medium").card_margin == make_bot("hard").card_margin == 0.5
    assert _with_margin(0.0)[0] > 0  # without a margin, seat 0 plays cards in this deal
    assert _with_margin(10.0)[0] == 0  # no card ever leads by 10 VP: seat 0 keeps its hand
