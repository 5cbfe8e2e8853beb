"""Exercises answerable from the screen (issue 29, item 1): the facts an answer key rests on and the
board does not show are listed with the question (``Exercise.facts``, shown by ExerciseView), and
the feedback names the facts it uses."""

from __future__ import annotations

import html
import re

import pytest

from lemmings import language
from lemmings.exercises import generate
from lemmings.exercises.carding import build_playable, card_facts
from lemmings.exercises.counting import count_facts, pellets_held
from lemmings.special_actions import held_cards
from widgets import ExerciseView

ONE_PER_TURN = "only one special action may be played per turn"


def words(widget) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", widget.value))


@pytest.mark.parametrize(("seed", "level"), [(0, 1), (1, 2), (2, 3)])
def test_the_winner_exercise_lists_every_clans_pellets_with_their_values(seed, level):
    ex = generate("winner", seed=seed, level=level)
    s = ex.game.state
    assert len(ex.facts) == ex.game.players
    for p, (fact, sc) in enumerate(zip(ex.facts, ex.game.final_scores(), strict=True)):
        assert fact.startswith(sc.clan + ":") and pellets_held(s.held[p]) in fact
        assert f"{sc.dives} VP from dives" in fact and f"{sc.unused_cards} unused special actions" in fact
    view = ExerciseView(ex)
    shown = words(view.question)
    assert "What the board does not show:" in shown and all(fact in shown for fact in ex.facts)
    # the feedback names the pellets each total rests on
    fb = ex.check(set())
    for clan in ex.key:
        p = next(i for i, c in enumerate(ex.game.clans) if c.name == clan)
        held = s.held[p]
        if held["vp1"]:
            assert re.search(rf"{held['vp1']} 1-VP pellets?", fb.explanation)


def test_pellets_in_words_name_each_kind_with_its_value():
    assert pellets_held({"vp1": 2, "vp2": 1, "favour": 0}) == "2 1-VP pellets, 1 2-VP pellet"
    assert pellets_held({"vp1": 0, "vp2": 0, "favour": 4}) == "4 favour pellets"
    assert pellets_held({"vp1": 0, "vp2": 0, "favour": 0}) == "no pellets"
    with language("es"):
        assert "pelet" in pellets_held({"vp1": 1, "vp2": 0, "favour": 0})


def test_a_winner_fact_says_plural_and_singular_right():
    ex = generate("winner", seed=0, level=1)
    assert not re.search(r"\b1 lemmings\b", " ".join(count_facts(ex.game)))


def _one_per_turn_exercise():
    for seed in range(60):
        ex = generate("playable", seed=seed, level=3)
        if ex.key["answer"] == ONE_PER_TURN:
            return ex
    raise AssertionError("no generated playable exercise turns on one special action per turn")


def test_cannot_play_a_second_card_shows_and_names_the_card_already_played():
    ex = _one_per_turn_exercise()
    s, p = ex.game.state, ex.game.pending.player
    assert s.played[p]
    fact = ex.facts[0]
    assert fact.startswith(f"{s.name(p)} has already played a special action this turn: ")
    played = fact.rsplit(": ", 1)[1].rstrip(".")
    assert played and played in " ".join(ex.game.log)  # the card named is the one the log shows played
    assert fact in words(ExerciseView(ex).question)
    right = ex.check(ex.solution()).explanation
    wrong = ex.check({"answer": next(c for c in ex.parts["answer"] if c != ONE_PER_TURN)}).explanation
    assert fact.rstrip(".") in right and fact.rstrip(".") in wrong
    assert fact in ex.summary


def test_a_playable_card_lists_the_hand_the_clan_card_and_the_discard_pile():
    ex = generate("playable", seed=1, level=1)
    s, p = ex.game.state, ex.game.pending.player
    played, held, clan_card, pile = ex.facts
    assert "has not played a special action this turn" in played
    assert all(card in held for card in s.hands[p])
    assert ("still unflipped" in clan_card) == (not s.clan_card_used[p])
    assert ("discard pile is empty" in pile) == (not s.sa_discard)
    assert ex.facts == card_facts(s, p)
    # a clan that has played nothing this turn: the feedback says nothing about an earlier card
    for card in held_cards(s, p):
        again = build_playable(ex.game, card)
        assert "already played" not in again.check(again.solution()).explanation


def test_facts_are_in_the_exercise_language():
    with language("es"):
        ex = generate("winner", seed=0, level=1)
        view = ExerciseView(ex, language="es")
    assert "pelet" in " ".join(ex.facts) and "What the board does not show" not in words(view.question)
