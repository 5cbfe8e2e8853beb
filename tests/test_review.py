"""The review of a game (lemmings.analysis.review), its "Try it again" exercise and the view's panel."""

from __future__ import annotations

import html

import pytest

from lemmings import Game, language
from lemmings.analysis import review
from lemmings.analysis.hint import MIN_WORLDS
from lemmings.analysis.review import REVIEW_WORLDS, Mistake, Review
from lemmings.bots import GreedyBot
from lemmings.exercises.retry import retry_exercise
from lemmings.options import Move, Play
from widgets import GameView
from widgets.review_panel import entry_html


def _last_dive_decision(game: Game, seat: int) -> int:
    copy, last = game.copy(), None
    for i in range(len(game.history)):
        copy.goto(i)
        d = copy.pending
        moves = [o for o in d.options if isinstance(o, Move)]
        if d.player == seat and any(o.dive for o in moves) and any(not o.dive for o in moves):
            last = i
    assert last is not None
    return last


@pytest.fixture(scope="module")
def blunder() -> tuple[Game, int]:
    """A seeded game of four "easy" bots where seat 0, at its last chance to dive, walks away instead."""
    bots = [GreedyBot(seed=i) for i in range(4)]
    game = Game.new(players=4, seed=3)
    while game.pending is not None:
        game.apply(bots[game.pending.player].choose(game))
    bad = _last_dive_decision(game, 0)
    game.goto(bad)
    game.apply(next(o for o in game.pending.options if isinstance(o, Move) and not o.dive))
    while game.pending is not None:
        game.apply(bots[game.pending.player].choose(game))
    return game, bad


@pytest.fixture(scope="module")
def reviewed(blunder):
    game, bad = blunder
    return review(game, 0, start=bad - 40)


def test_the_blunder_is_listed_first_with_a_better_option_and_a_reason(blunder, reviewed):
    game, bad = blunder
    first = reviewed.mistakes[0]
    assert first.index == bad
    assert isinstance(first.better, Move) and first.better.dive
    assert not (isinstance(first.played, Move) and first.played.dive)
    assert first.cost > 1 and first.clear
    assert "dives for" in first.better_reason
    assert "better was" in str(first) and first.played_text in str(first)
    # why, in what changes between the two: the lemming that could dive, and for how much
    assert first.why.startswith(f"by the end of your turn, your {first.better.lemming} dives for {first.better.dive} VP")
    assert f"Why: {first.why}." in str(first)


def test_a_review_is_reproducible_and_judges_only_the_seat(blunder, reviewed):
    game, bad = blunder
    assert review(game, 0, start=bad - 40) == reviewed
    assert all(m.player == 0 for m in reviewed.mistakes)


def test_review_texts_in_spanish_and_italian(blunder):
    game, bad = blunder
    english = str(review(game, 0, start=bad - 2))
    for lang in ("es", "it"):
        with language(lang):
            text = str(review(game, 0, start=bad - 2))
        assert text != english
        assert "better was" not in text and "It cost" not in text


def test_bad_arguments_are_refused(blunder):
    game, _ = blunder
    with pytest.raises(ValueError, match="seat"):
        review(game, 9)
    with pytest.raises(ValueError, match="top"):
        review(game, 0, top=0)


def test_try_it_again_is_an_exercise_whose_key_is_the_better_option(blunder, reviewed):
    game, _ = blunder
    first = reviewed.mistakes[0]
    ex = retry_exercise(game, first)
    assert ex.game.history == game.history[:first.index]
    assert ex.check(str(first.better)).correct
    wrong = ex.check(str(first.played))
    assert not wrong.correct and first.better_reason in wrong.explanation


def test_the_views_end_of_game_panel_lists_opens_and_retries(blunder):
    game, bad = blunder
    view = GameView(game.copy(), humans=(0,), speed="manual")
    panel = view.review
    assert panel.box.layout.display != "none"   # the game is over: the panel shows
    assert panel.button.description == "Review my game"
    panel.playouts = 24
    result = view.review.run()
    assert result.mistakes and len(panel.rows.children) == len(panel.shows) == len(result.mistakes)
    target = next(i for i, m in enumerate(result.mistakes) if m.index == bad)
    panel.shows[target].click()
    assert panel.position is not None and panel.position.history == game.history[:bad]
    words, again, box = panel.shown.children
    assert panel.board.widget in box.children[0].children   # the position, with the better option's route drawn
    m = result.mistakes[target]
    assert f"Turn {m.turn} as it stood, with the better option drawn on the board: " in words.value
    assert again.description == "Try it again" and again.layout.align_self == "flex-start"   # not the page's width
    again.click()
    assert panel.exercise is not None and panel.exercise_view in panel.shown.children
    # the one position alone: no topic menu, levels or Try another (newcomer finding: they read as out of place)
    assert panel.exercise_view.practice_box.layout.display == "none"
    assert panel.exercise_view.another_button.layout.display == "none"
    assert panel.exercise.check(str(result.mistakes[target].better)).correct
    view.close()


def test_a_better_option_with_no_route_is_not_said_to_be_drawn(blunder):
    """Newcomer finding: "with the better option drawn on the board: Play Heroic Return" over a board
    with nothing drawn. A card (or an eagle's way) has no route: the heading then says so."""
    game, _bad = blunder
    copy, index = game.copy(), None
    for i in range(len(game.history)):
        copy.goto(i)
        if copy.pending.player == 0 and any(type(o) is Play for o in copy.pending.options):
            index = i
            break
    assert index is not None
    card = next(o for o in copy.pending.options if type(o) is Play)
    move = next(o for o in copy.pending.options if type(o) is not Play)
    view = GameView(game.copy(), humans=(0,), speed="manual")
    panel = view.review
    for better, other, drawn in ((card, move, False), (move, card, True)):
        panel.result = Review(0, "Ritz", 1, (Mistake(index, 1, 0, copy.pending.kind, other, copy.describe(other),
                                                     better, copy.describe(better), 1.0, 0.1, "", "", True, 3),))
        panel.open(0)
        words = panel.shown.children[0].value
        said = "with the better option drawn on the board: " in words
        assert said == drawn and (drawn or "which has no route to draw on the board: " in words), words
        assert copy.describe(better) in words
    view.close()


def test_the_panel_is_hidden_while_the_game_goes_on():
    view = GameView(Game.new(players=4, seed=3), humans=(0,), speed="manual")
    assert view.review.box.layout.display == "none"
    view.close()


def test_a_reason_that_repeats_the_option_is_not_said_twice(reviewed):
    """A card's answer (such as "Trade 1 favour pellet: …") has no reason of its own: the hint gives its
    words again, and the review said them twice ("Trade 1 favour pellet: … (Trade 1 favour pellet: …)")."""
    words = "Trade 1 favour pellet: the card counts one more for you this turn"
    m = reviewed.mistakes[0]._replace(better_text=words, better_reason=words, why="")  # without what changes
    assert m.reason.count(words) == 1
    assert m.reason.startswith(words + " rather than ") and f"({m.played_reason})" in m.reason


def test_the_chance_of_winning_given_up_is_said_only_from_enough_worlds(reviewed):
    """From two worlds a share of wins is 0, 50 or 100 %: the review said "It cost about 1.0 VP of lead
    and 100% of your chance of winning". The lead is said always, the chance only from 20 worlds on."""
    m = reviewed.mistakes[0]
    assert m.worlds == REVIEW_WORLDS == MIN_WORLDS
    few = m._replace(win_cost=1.0)
    assert "chance of winning" not in few.costs and "VP of lead" in few.costs
    many = m._replace(win_cost=0.25, worlds=40)
    assert "25% of your chance of winning" in many.costs


def test_the_review_spans_the_page_under_the_game_and_each_entry_says_it_all(blunder):
    """At 1280 px the review sat in the side column: its board cut off at the cliff, its entries buttons
    cut with "…" and the cost only in a tooltip. Now it spans the page under the game, and each entry
    says in words the turn, what it cost, what was played, what was better and why."""
    game, bad = blunder
    view = GameView(game.copy(), humans=(0,), speed="manual")
    panel = view.review
    play = view.children[1]                       # the board and the side column beside it
    side = play.children[1]
    assert panel.box not in side.children and panel.box in view.children
    assert view.children.index(panel.box) == 2 and panel.box.layout.width == "100%"
    result = review(game, 0, start=bad - 2)
    m = next(m for m in result.mistakes if m.index == bad)
    text = html.unescape(entry_html(m))
    for part in (f"Turn {m.turn}: it cost {m.costs}", f"You played: {m.played_text}", f"Better: {m.better_text}",
                 f"Why: {m.reason}"):
        assert part in text, part
    assert "…" not in text and "text-overflow" not in text and "white-space:normal" in text
    view.close()
