"""The hint: the deciding seat's options ranked with figures and reasons, from its own knowledge."""

from __future__ import annotations

import html
import random
import re

import pytest
from conftest import hidden_twin, scenario

from lemmings import Game, scenarios
from lemmings.analysis import Hint, eagle_zone_distribution, hint
from lemmings.analysis.hint import exposure, short_words
from lemmings.bots import montecarlo
from lemmings.bots.montecarlo import playout
from lemmings.options import Move


def test_the_dive_for_three_comes_first_and_says_so():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, playouts=120, seed=1)
    assert isinstance(h, Hint) and h.clan == "Ritz" and h.kind == "move"
    best = h.lines[0]
    assert isinstance(best.option, Move) and best.option.dive == 3 and best.reason == "dives for 3 VP"
    assert best.rank == 1 and best.playouts > 0
    assert 0 <= best.win_low <= best.win <= best.win_high <= 1 and best.vp_low <= best.vp <= best.vp_high
    assert h.best == best.option and "1. Move Astor" in str(h) and "<table" in h._repr_html_()


def test_every_option_is_ranked_when_there_are_few():
    game = Game.new(players=4, seed=3)
    game.apply("roll")
    h = hint(game, playouts=24)
    assert sorted(map(str, (ln.option for ln in h.lines))) == sorted(map(str, game.pending.options))
    assert [ln.rank for ln in h.lines] == list(range(1, len(h.lines) + 1))


def test_a_hint_uses_only_the_seat_s_knowledge():
    game = Game.new(players=4, seed=17)
    rng = random.Random(0)
    while len(game.pending.options) < 3:
        game.apply(rng.choice(game.pending.options))
    p = game.pending.player
    twin = hidden_twin(game, p, random.Random(1))
    assert hint(game, playouts=40, seed=2) == hint(twin, playouts=40, seed=2)


def test_exposure_names_the_eagle_the_faces_and_the_chance():
    game = scenario("""
        players: 4
        eagle player: Ritz
        red: A hunting
        blue: A hunting
        0302: R1
    """)
    # 0302 is in red zone D, three zones from A: only a 3 brings the eagle there (one face in six)
    assert game.board.zones_of("0302") == (("red", "D"),)
    assert eagle_zone_distribution(game.board, "red", "A")["D"] == pytest.approx(1 / 6)
    assert exposure(game, "R1") == ["to the red eagle on a 3 (1/6)"]
    assert exposure(game, "R2") == []  # in the start area


def test_a_hint_is_only_for_the_deciding_seat_and_a_running_game():
    game = Game.new(players=4, seed=3)
    other = (game.pending.player + 1) % 4
    with pytest.raises(ValueError, match="a hint is given only to the seat that decides"):
        hint(game, player=other, playouts=4)
    with pytest.raises(ValueError, match="seconds must be positive"):
        hint(game, seconds=0)
    assert hint(game, player=game.pending.player, seconds=0.05).lines


def test_playouts_to_the_end_say_who_won_the_sampled_game():
    game = Game.new(players=4, seed=5)
    rng = random.Random(3)
    for _ in range(60):
        game.apply(rng.choice(game.pending.options))
    p = game.pending.player
    world = game.sample_world(p, random.Random(4))
    win, vp, margin = playout(world, p, random.Random(7), to_end=True)
    assert world.over
    me = world.state.name(p)
    firsts = world.winners
    assert win == (1 / len(firsts) if me in firsts else 0.0)
    assert vp == next(sc.total for sc in world.final_scores() if sc.clan == me)
    assert (margin > 0) <= (win == 1.0)


def test_a_hint_plays_every_option_to_the_end_of_the_game(monkeypatch):
    game = Game.new(players=4, seed=3)
    game.apply("roll")
    ended = []
    real = montecarlo.playout

    def watched(world, player, rng, *, to_end=False, deadline=None):
        out = real(world, player, rng, to_end=to_end, deadline=deadline)
        ended.append(to_end and world.over)
        return out

    monkeypatch.setattr(montecarlo, "playout", watched)
    h = hint(game, playouts=8, seed=1)
    assert ended and all(ended) and sum(ln.playouts for ln in h.lines) == len(ended)
    assert "wins" in str(h) and f"wins {h.lines[0].win:.0%}" in h._repr_html_()


def test_a_hint_given_too_little_time_for_whole_games_still_ranks_every_option():
    game = Game.new(players=4, seed=3)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    h = hint(game, seconds=0.05)  # far less than ten whole games take: playouts are cut and scored by the lead
    assert all(ln.playouts >= 1 for ln in h.lines) and len(h.lines) == min(12, len(game.pending.options))
    assert all(0 <= ln.win_low <= ln.win <= ln.win_high <= 1 for ln in h.lines)


def test_the_hint_list_is_one_row_per_option_nothing_cut_with_a_legend():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, playouts=40, seed=1)
    page = h._repr_html_()
    rows = re.findall(r"<tr title=\"([^\"]*)\">(.*?)</tr>", page)
    assert len(rows) == len(h.lines)
    for line, (tip, row) in zip(h.lines, rows, strict=True):
        cells = re.findall(r"<td style=\"([^\"]*)\">(.*?)</td>", row)
        rank = f"≈{line.rank}" if line.rank > 1 and line.close else str(line.rank)
        lead = f"{line.lead:+.1f}".replace("-", "−") if abs(line.lead) >= 0.05 else "0.0"
        assert [text for _, text in cells[:4]] == [rank, html.escape(line.short), f"lead {lead}", f"wins {line.win:.0%}"]
        assert f"{line.vp:.1f} VP at the end" in html.unescape(tip) and "interval" in tip
        # nothing is cut short: the figures keep to one line, the option and the reason wrap
        assert not any("ellipsis" in style or "overflow:hidden" in style for style, _ in cells)
        assert [("white-space:nowrap" in style, "white-space:normal" in style) for style, _ in cells] == [
            (True, False), (False, True), (True, False), (True, False), (False, True)]
        # the intervals and the long words in the tooltip, not on the line
        assert f"{line.win_low:.0%}–{line.win_high:.0%}" in html.unescape(tip) and line.text in html.unescape(tip)
        assert f"{line.win_low:.0%}–" not in row
    assert "table-layout:fixed" not in page  # columns as wide as their words need (up to the panel's width)
    assert "from playouts in worlds that fit what you know" in page and "your chance of winning" in page
    dive = next(ln for ln in h.lines if ln.option.dive == 3)
    assert dive.short == f"{dive.option.lemming} dives from {dive.option.to}" and dive.reason == "dives for 3 VP"


def test_the_hint_ranks_by_lead_and_says_so_and_how_sure_it_is():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, playouts=80, seed=1)
    leads = [ln.lead for ln in h.lines]
    assert leads == sorted(leads, reverse=True), "ranked by what the lead column shows"
    assert all(ln.lead_low <= ln.lead <= ln.lead_high for ln in h.lines) and "lead +" in str(h.lines[0])
    page = html.unescape(h._repr_html_())
    assert "Ranked by lead" in page and "a line may win less often than one below it" in page
    # the legend folds away under a line that says how many imagined games each figure rests on
    n = min(ln.playouts for ln in h.lines)
    assert f"<summary style='cursor:pointer'>How to read these figures (each rests on {n} imagined games)</summary>" in page
    assert page.index("<details") < page.index("Ranked by lead") < page.index("</details>")
    # the two dives for 3 VP are alike; a dive for 2 VP is 1 VP worse in every sampled game: compared
    # world by world (the same worlds, the same dice) it is clearly behind, although the intervals of
    # the two leads side by side overlap
    threes = [ln for ln in h.lines if getattr(ln.option, "dive", 0) == 3]
    two = next(ln for ln in h.lines if getattr(ln.option, "dive", 0) == 2)
    assert [ln.close for ln in threes] == [True, True] and not two.close
    assert two.lead_high >= h.lines[0].lead_low, "side by side the intervals overlap: the paired test is needed"
    assert h.close == 2 and "Too close to call between 2 options" in h.verdict() and h.verdict() in page
    assert re.search(r">≈2</td>", page) and not re.search(r">≈3</td>", page)


def test_a_hint_on_one_playout_per_option_claims_nothing():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, playouts=1, seed=1)
    assert all(ln.close for ln in h.lines) and "Too close to call" in h.verdict()


def test_short_words_name_each_kind_of_option_briefly():
    game = scenarios.load("rulebook_eagle")
    assert [short_words(game, o) for o in game.pending.options] == ["red eagle first", "blue eagle first"]
    game.apply("blue first")
    assert {short_words(game, o) for o in game.pending.options} == {"blue eagle to A", "blue eagle to C"}
    start = Game.new(players=4, seed=7)
    while start.pending.kind != "move":
        start.apply(start.pending.options[0])
    move = next(o for o in start.pending.options if isinstance(o, Move))
    assert short_words(start, move) == f"{move.lemming} start → {move.to}"
