"""A quick tactics suite: a few positions of benchmarks/tactics.py, each with one clearly best option
(checked by an exhaustive search of the seat's own follow-ups), which the hint and "hard" must pick."""

from __future__ import annotations

import pytest
from tactics_suite import BY_NAME, tactics

from lemmings.analysis import hint
from lemmings.bots import LookaheadBot, make_bot
from lemmings.options import Play

QUICK = ("dive for the whole card", "out of both circles", "order: scatter first, then pounce", "fly to the rivals",
         "scatter: yours forward, theirs over", "It's a 5 on the edge", "keep Uh-Oh!")


def test_the_suite_covers_every_kind_of_decision_with_at_least_twelve_positions():
    assert len(tactics.TACTICS) >= 12 and set(QUICK) <= set(BY_NAME)
    assert {t.kind for t in tactics.TACTICS} >= {"dive now", "get out of reach", "eagle order", "eagle direction",
                                                  "scatter", "a card that gains", "a card that wastes"}
    assert all(t.reason and t.best for t in tactics.TACTICS)


@pytest.mark.parametrize("name", QUICK)
def test_the_hint_and_hard_pick_the_clearly_best_option(name):
    t = BY_NAME[name]
    game = t.game()
    top, gap = tactics.margin(tactics.reference(game, worlds=2), t.best)
    assert top in t.best and gap > 0.15, f"the exhaustive search must agree the position is clear ({top}, {gap:+.2f})"
    assert str(hint(game, worlds=2, seed=3).best) in t.best
    assert tactics.hard_pick(game, seed=5) in t.best


@pytest.mark.parametrize("name", [t.name for t in tactics.TACTICS if t.kind == "a card that gains"])
def test_a_bot_that_plays_cards_beats_the_same_bot_that_never_does_where_a_card_gains(name):
    """The same search with and without its special actions: where a card gains, the one that plays it
    ends with the larger lead (by the exhaustive search of its own follow-ups), and so does medium."""
    game = BY_NAME[name].game()
    lead = {str(st.option): st.margin for st in tactics.reference(game, worlds=2)}
    for level in ("hard", "medium"):
        with_cards = make_bot(level, 2).choose(game)
        bot = make_bot(level, 2)
        bot.cards = False
        without = bot.choose(game)
        assert type(with_cards) is Play and type(without) is not Play
        assert lead[str(with_cards)] > lead[str(without)] + 0.5


def test_a_bot_without_cards_never_plays_one():
    game = BY_NAME["keep Uh-Oh!"].game()
    bot = LookaheadBot(worlds=1, leaves=4, seed=1, cards=False)
    assert all(type(o) is not Play for o in (bot.choose(game) for _ in range(3)))
    assert "cards=False" in repr(bot)
