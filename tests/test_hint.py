"""The hint: the deciding seat's options ranked with figures and reasons, from its own knowledge."""

from __future__ import annotations

import html
import importlib
import random
import re
import time

import pytest
from conftest import hidden_twin, random_walk

from gamecore.errors import ArgumentError
from gamecore.i18n import number
from gamecore.stats import mean_interval, t95
from lemmings import Game, language, scenarios
from lemmings.analysis import Hint, hint, review
from lemmings.analysis.hint import ANCHOR_WORLDS, CLEAR, DEEP, MIN_WORLDS, _gap_decimals
from lemmings.bots import OptionStats, lookahead
from lemmings.bots.levels import CARD_MARGIN, hard
from lemmings.bots.montecarlo import playout
from lemmings.options import Move, Play

hint_module = importlib.import_module("lemmings.analysis.hint")  # the module (the package's ``hint`` is the function)


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


def test_a_hint_is_only_for_the_deciding_seat_and_a_running_game():
    game = Game.new(players=4, seed=3)
    other = (game.pending.player + 1) % 4
    with pytest.raises(ValueError, match="a hint is given only to the seat that decides"):
        hint(game, player=other, playouts=4)
    with pytest.raises(ValueError, match="seconds must be above 0"):
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


def test_a_hint_follows_each_option_with_the_seat_s_own_best_follow_ups(monkeypatch):
    """The Eagle Player's eagle order is judged by the best of its own next choices (directions, feast,
    scatter, move), not by the rule of thumb choosing them for it."""
    game = scenarios.load("rulebook_eagle")
    p = game.pending.player
    seen = []
    real = lookahead.follow_up

    def watched(g, player, turn, budget, rng, *rest, **kw):
        seen.append((g.pending.player, g.pending.kind))
        return real(g, player, turn, budget, rng, *rest, **kw)

    monkeypatch.setattr(lookahead, "follow_up", watched)
    h = hint(game, worlds=1, seed=1)
    assert {kind for player, kind in seen if player == p} >= {"eagle_direction"}
    assert "wins" in str(h) and f"wins {h.lines[0].win:.0%}" in h._repr_html_()


def test_a_hint_given_too_little_time_for_whole_games_still_ranks_every_option():
    game = Game.new(players=4, seed=3)
    while game.pending.kind != "move":
        game.apply(game.pending.options[0])
    h = hint(game, seconds=0.01)  # less than one world takes: one world is searched all the same
    assert all(ln.playouts >= 1 for ln in h.lines) and len(h.lines) == len(game.pending.options)
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
    assert "in worlds that fit what you know, after your best own follow-ups this turn" in page
    assert "exact chance of escaping the next eagles" in page
    dive = next(ln for ln in h.lines if ln.option.dive == 3)
    assert dive.short == f"{dive.option.lemming} dives from {dive.option.to}" and dive.reason == "dives for 3 VP"


def test_the_hint_ranks_by_lead_and_says_so_and_how_sure_it_is():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, playouts=80, seed=1)
    leads = [ln.lead for ln in h.lines]
    assert leads == sorted(leads, reverse=True), "ranked by what the lead column shows"
    assert all(ln.lead_low <= ln.lead <= ln.lead_high for ln in h.lines) and "lead " in str(h.lines[0])
    page = html.unescape(h._repr_html_())
    assert "Ranked by lead" in page and "Wins: the share of those worlds" in page
    # the legend folds away under a line that says how many imagined worlds each figure rests on
    n = min(ln.playouts for ln in h.lines)
    assert f"<summary style='cursor:pointer'>How to read these figures (each rests on {n} imagined worlds)</summary>" in page
    assert page.index("<details") < page.index("Ranked by lead") < page.index("</details>")
    # the two dives for 3 VP are alike; a dive for 2 VP is 1 VP worse in every sampled world: compared
    # world by world (the same worlds, the same draws) it is clearly behind
    threes = [ln for ln in h.lines if getattr(ln.option, "dive", 0) == 3]
    two = next(ln for ln in h.lines if getattr(ln.option, "dive", 0) == 2)
    assert [ln.close for ln in threes] == [True, True] and not two.close
    assert h.lines[0].lead - two.lead == pytest.approx(1.0)
    assert h.close == 2 and "Too close to call between 2 options" in h.verdict() and h.verdict() in page
    assert re.search(r">≈2</td>", page) and not re.search(r">≈3</td>", page)


def test_options_within_clear_of_the_first_are_too_close_and_a_clear_gap_is_not():
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, worlds=MIN_WORLDS, seed=1)
    first = h.lines[0]
    for ln in h.lines[1:]:  # the dives' leads differ by the same VP in every world: the interval is that gap
        assert ln.close == (first.lead - ln.lead <= CLEAR)
    assert h.sure and h.close == 2 and "Too close to call between 2 options" in h.verdict()


@pytest.mark.parametrize(("name", "gap"), [("card_heroic_return", "0.58"), ("card_pull_my_paw", "0.055")])
def test_a_clear_verdict_says_by_how_much_the_first_leads(name, gap):
    """"Stands clear" was read as "by a lot" when the gap was a tenth of a VP: the verdict gives the gap
    to the next best, with a third decimal when it is just over the 0.05 VP that "too close" means."""
    h = hint(scenarios.load(name), worlds=MIN_WORLDS, seed=1)
    assert h.sure and h.close == 1 and h.led_by is None and h.card_kept is None
    assert h.verdict().startswith("The first option stands clear of the others: weighed in the same imagined "
                                  f"worlds, it leads the next best by {gap} VP. ")
    with language("es"):
        assert f"{gap.replace('.', ',')} PV" in h.verdict()
    page = html.unescape(h._repr_html_())
    assert "the sentence above the list says why" not in page  # nothing was put first out of its lead


def test_a_clear_gap_never_reads_as_the_too_close_line():
    """A helper saw "stands clear … by 0.050 VP" beside "within 0.05 VP": a gap just over the line keeps
    the decimals that show it is over."""
    assert [number(g, _gap_decimals(g)) for g in (0.58, 0.1, 0.055, 0.0504, 0.05004)] == [
        "0.58", "0.10", "0.055", "0.0504", "0.05004"]
    assert all(float(number(g, _gap_decimals(g))) > CLEAR for g in (0.0504, 0.051, 0.0996, 0.050001))


def test_a_clear_first_option_says_why_against_the_next_best():
    """"Stands clear" with no word on why left a newcomer puzzled when the first option was the more
    exposed lemming: the verdict now says what changes against the next best by the end of the turn."""
    h = hint(scenarios.load("card_pull_my_paw"), worlds=MIN_WORLDS, seed=1)
    assert h.why == ("by the end of your turn, your R2 ends 1 column nearer the cliff, though the chance that your R2 is "
                     "eaten when the eagles next fly is 1/6 rather than 0")
    assert h.verdict().endswith(f"Against the next best, {h.lines[1].short}: {h.why}.")
    heroic = hint(scenarios.load("card_heroic_return"), worlds=MIN_WORLDS, seed=1)
    assert "your R3 comes back from the eagle-chow box, though you spend Heroic Return" in heroic.why
    with language("it"):  # a hint speaks the language it was asked in
        italian = hint(scenarios.load("card_heroic_return"), worlds=MIN_WORLDS, seed=1).verdict()
    assert "Rispetto alla seconda migliore" in italian and "il tuo R3 torna dalla casella del Cibo per Aquila" in italian
    close = hint(scenarios.load("rulebook_cliff_dive"), worlds=MIN_WORLDS, seed=1)
    assert close.close > 1 and close.why == "" and "Against" not in close.verdict()  # a near tie says no why


@pytest.mark.parametrize("worlds", [1, MIN_WORLDS - 1])
def test_too_few_worlds_give_no_verdict_of_clear_or_close_but_say_so(worlds):
    """From one world, the first option's gap in that world decided "clear": a confident verdict from
    one sampled world. Now too few worlds say so, and which option looked best in them."""
    game = scenarios.load("rulebook_cliff_dive")
    h = hint(game, worlds=worlds, seed=1)
    assert h.worlds == worlds and not h.sure
    assert all(ln.close for ln in h.lines) and h.close == len(h.lines)   # nothing shown to trail the first
    words = h.verdict()
    assert words.startswith(f"Too few imagined worlds to be sure: only {worlds} w") and f"{h.lines[0].short} looked best" in words
    assert "clear" not in words and "Too close" not in words
    page = html.unescape(h._repr_html_())
    assert words in page and "≈" not in page   # no "too close" marks either


def _one_world(monkeypatch):
    """A hint whose deadline leaves time for one world only (the search at the old one-world schedule)."""
    real = hint_module.analyse

    def short(game, *, worlds=None, seconds=None, seed=0, together=1, **kw):
        return real(game, worlds=None, seconds=1e-9, seed=seed, together=1)

    monkeypatch.setattr(hint_module, "analyse", short)


def test_a_forced_one_world_deadline_gives_no_clear_verdict(monkeypatch):
    """Under load the default hint often finished one world only, and that world's difference alone
    made "stands clear of the others". Now it says the time was too short and what looked best."""
    game = scenarios.load("rulebook_cliff_dive")
    _one_world(monkeypatch)
    h = hint(game, seconds=1.0, seed=1)
    assert h.timed and h.worlds == 1 and not h.sure and h.close == len(h.lines)
    assert h.verdict() == (f"Not enough time to be sure: only 1 imagined world was searched, and in it "
                           f"{h.lines[0].short} looked best.")
    for lang in ("es", "it"):
        with language(lang):
            assert "looked best" not in h.verdict() and h.lines[0].short in h.verdict()


def test_a_timed_hint_weighs_several_worlds_side_by_side_and_a_starved_one_still_answers():
    """The timed search climbs its ladder with MIN_WORLDS worlds together (each rung kept when finished
    in all of them): the same figures as a budget of that many worlds at the rung's leaves. Out of time
    at once, the first world's first rung is still searched (the answer is never empty); the other
    worlds keep to the deadline, so a starved process answers in time, from one world."""
    game = scenarios.load("rulebook_eagle")
    together = lookahead.analyse(game, worlds=MIN_WORLDS, seconds=600, seed=4, together=MIN_WORLDS, rungs=(1, 16))
    fixed = lookahead.analyse(game, worlds=MIN_WORLDS, leaves=16, seed=4)
    assert all(st.playouts == MIN_WORLDS and st.leaves == 16 for st in together + fixed)
    assert sorted((st.index, st.margins) for st in together) == sorted((st.index, st.margins) for st in fixed)
    starved = lookahead.analyse(game, worlds=None, seconds=1e-9, seed=4, together=MIN_WORLDS)
    one = lookahead.analyse(game, worlds=1, leaves=1, seed=4)
    assert all(st.playouts == 1 and st.leaves == 1 for st in starved)
    assert sorted((st.index, st.margins) for st in starved) == sorted((st.index, st.margins) for st in one)


def test_a_shallow_search_gives_no_clear_verdict_however_many_worlds(monkeypatch):
    """Three worlds searched one decision ahead, or at 16 leaves, called a wrong option clear (a card whose
    worth shows only in what follows it, judged by the rule of thumb): a verdict needs DEEP leaves."""
    game = scenarios.load("rulebook_cliff_dive")
    real = hint_module.analyse

    def capped(rungs):
        return lambda game, **kw: real(game, **{**kw, "worlds": MIN_WORLDS, "rungs": rungs})

    monkeypatch.setattr(hint_module, "analyse", capped((1,)))
    h = hint(game, seconds=600, seed=4)   # three worlds, one decision ahead (as when time stops it there)
    assert h.timed and h.worlds == MIN_WORLDS and h.leaves == 1 and not h.sure and h.close == len(h.lines)
    assert h.verdict() == ("Not enough time to be sure: your own next decisions this turn could not be searched, "
                           f"and judged one decision ahead {h.lines[0].short} looked best.")
    monkeypatch.setattr(hint_module, "analyse", capped((1, DEEP // 4)))
    shallow = hint(game, seconds=600, seed=4)   # all the time it wants, but no deeper than 16 leaves
    assert shallow.leaves == DEEP // 4 and shallow.worlds == MIN_WORLDS and not shallow.sure
    assert "Too close" not in shallow.verdict() and "clear" not in shallow.verdict()
    monkeypatch.setattr(hint_module, "analyse", capped((1, DEEP, 400)))
    deep = hint(game, seconds=600, seed=4)    # time enough for every rung: a verdict
    assert deep.leaves == 400 and deep.sure and deep.close == 2


def test_the_clear_verdict_uses_a_t_interval_not_the_normal_one():
    """Three worlds whose gaps are 0.6, 0.3 and 0.3 VP: the normal interval (1.96) puts the mean gap 0.40
    clear of 0.05 (from 0.20), Student's t with two degrees of freedom (4.30) does not (from −0.03)."""
    first, other = OptionStats("a", 0, leaves=DEEP), OptionStats("b", 1, leaves=DEEP)
    for gap in (0.6, 0.3, 0.3):
        first.add(1.0, 10.0, gap)
        other.add(0.0, 9.0, 0.0)
    assert hint_module._too_close(first, other)
    assert mean_interval([0.6, 0.3, 0.3])[1] > CLEAR   # what the normal interval would have claimed
    assert t95(2) == pytest.approx(4.303, abs=1e-3) and t95(1000) == pytest.approx(1.9623, abs=1e-3)


def test_a_card_that_looks_best_by_less_than_half_a_vp_is_kept_as_the_levels_keep_it():
    """The levels play a special action only when it leads their best move without one by
    CARD_MARGIN; the hint recommends the same, says why, and still lists the card with its figures."""
    h = hint(random_walk(12), worlds=3, seed=1)
    assert h.card_kept is not None and 0 < h.card_kept[1] < CARD_MARGIN
    assert type(h.best) is not Play and any(type(ln.option) is Play for ln in h.lines)
    card = next(ln for ln in h.lines if type(ln.option) is Play)
    assert card.lead > h.lines[0].lead and card.close  # it did look better: marked ≈, not hidden
    assert h.verdict().startswith("Keep your card: play Mistaken Identity looked only 0.30 VP better than B4")
    assert h.close >= 2  # never "stands clear" beside a card that looked better
    # the legend, which says the list is ranked by lead, owns the exception
    assert "Here the first line comes first though another led" in html.unescape(h._repr_html_())



def test_hard_s_choice_comes_first_when_the_search_cannot_tell_the_leader_from_it():
    """A seat that always played the leader of a near tie did no better than "hard" in the same seat
    (100 paired deals); "hard" also plays its best options on through the rivals' replies. So when the
    search does not show its leader ahead of hard's choice by more than CLEAR, hard's choice goes first
    and the verdict says why; every figure stays as searched."""
    game = random_walk(4)
    plain = lookahead.analyse(game, worlds=MIN_WORLDS, seed=1)
    h = hint(game, worlds=MIN_WORLDS, seed=1)
    assert h.led_by == plain[0].option and h.best == hard(worlds=ANCHOR_WORLDS).pick(game, 1 ^ 0xA5A5) != h.led_by
    leader = next(ln for ln in h.lines if ln.option == h.led_by)
    assert leader.rank > 1 and leader.lead > h.lines[0].lead and leader.close and h.sure
    assert [ln.option for ln in h.lines[1:]] == [st.option for st in plain if st.option != h.best]
    assert h.verdict().endswith(f"{h.lines[0].short} comes first all the same: {leader.short} led by too little to "
                                f"tell them apart, and {h.lines[0].short} holds up better once the other clans' "
                                "replies until the eagles fly are played out (as the \"hard\" computer player "
                                "weighs them).")
    assert h.verdict() in html.unescape(h._repr_html_())
    assert "Here the first line comes first though another led" in html.unescape(h._repr_html_())
    for lang in ("es", "it"):
        with language(lang):
            words = h.verdict()
            assert "comes first" not in words and h.lines[0].short in words and leader.short in words


def test_a_leader_clear_of_hard_s_choice_stays_first():
    """Where the search shows its leader ahead of hard's choice by more than CLEAR in the same worlds,
    the leader stays first: the hint follows "hard" only on a near tie."""
    game = random_walk(38)
    h = hint(game, worlds=MIN_WORLDS, seed=1)
    choice = hard(worlds=ANCHOR_WORLDS).pick(game, 1 ^ 0xA5A5)
    assert h.led_by is None and h.best != choice and h.sure
    assert not next(ln for ln in h.lines if ln.option == choice).close
    assert "comes first all the same" not in h.verdict()


def test_a_timed_hint_gives_hard_s_choice_a_share_of_its_time_and_does_without_it_when_late(monkeypatch):
    game = random_walk(4)
    stops = []
    real = hint_module._hard_choice

    def watched(game, seed, stop):
        stops.append(stop)
        return real(game, seed, stop)

    monkeypatch.setattr(hint_module, "_hard_choice", watched)
    start = time.perf_counter()
    h = hint(game, seconds=1.0, seed=1)
    assert h.timed and start < stops[0] <= start + hint_module.ANCHOR_SHARE * 1.0 + 0.05
    hint(game, worlds=1, seed=1)  # a fixed budget waits for hard's choice
    assert stops[1:] == [None]
    assert real(game, 1, time.perf_counter() - 1) is None  # still searching when due: dropped
    monkeypatch.setattr(hint_module, "_hard_choice", lambda game, seed, stop: None)
    late = hint(game, worlds=MIN_WORLDS, seed=1)
    assert late.led_by is None and late.best == lookahead.analyse(game, worlds=MIN_WORLDS, seed=1)[0].option


def test_hard_s_choice_is_weighed_in_more_worlds_and_a_timed_hint_keeps_the_last_one_finished(monkeypatch):
    """The hint asks hard's search for its choice in ANCHOR_WORLDS worlds ("hard" plays from one); a
    timed hint asks one world first, and keeps that answer when the search in all of them is late."""
    game = random_walk(4)
    assert hint_module._hard_choice(game, 1, None) == hard(worlds=ANCHOR_WORLDS).pick(game, 1 ^ 0xA5A5)
    asked = []

    def slow_beyond_one(seed=0, worlds=1):
        bot = hard(seed, worlds)
        real = bot.pick

        def pick(game, seed, stop=None):
            asked.append(worlds)
            if worlds > 1:
                raise TimeoutError
            return real(game, seed, stop)
        bot.pick = pick
        return bot

    monkeypatch.setattr(hint_module, "hard", slow_beyond_one)
    one = hard(worlds=1).pick(game, 1 ^ 0xA5A5)
    assert hint_module._hard_choice(game, 1, time.perf_counter() + 60) == one and asked == [1, ANCHOR_WORLDS]


@pytest.mark.parametrize("kwargs, words", [
    ({"seconds": float("inf")}, "seconds must be above 0 and at most 3600"),
    ({"seconds": float("nan")}, "seconds must be above 0"),
    ({"seconds": "1"}, "seconds must be a number of seconds"),
    ({"worlds": 0}, "worlds must be from 1 to 10000"),
    ({"seed": None}, "seed must be a whole number"),
    ({"playouts": "x"}, "playouts must be a whole number"),
])
def test_a_hint_refuses_arguments_it_cannot_use(kwargs, words):
    """Issue 43, 6 and 12: ``seconds=inf`` never returned, ``worlds=0`` found no values to average."""
    game = Game.new(players=3, seed=3)
    before = game.to_json()
    with pytest.raises(ArgumentError, match=words):
        hint(game, **kwargs)
    assert game.to_json() == before


@pytest.mark.parametrize("kwargs, words", [({"worlds": 0}, "worlds must be from 1"),
                                           ({"start": "x"}, "start must be a whole number"),
                                           ({"start": 99}, "start must be from 0 to"),
                                           ({"seed": None}, "seed must be a whole number")])
def test_a_review_refuses_arguments_it_cannot_use(kwargs, words):
    with pytest.raises(ArgumentError, match=words):
        review(Game.new(players=3, seed=3), 0, **kwargs)
