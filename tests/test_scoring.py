"""Final scoring and the tie-breakers."""

from __future__ import annotations

from conftest import scenario

from lemmings.scoring import final_score, standings, tie_breaker


def test_final_score_adds_unused_cards_pellets_and_favour_sets():
    game = scenario("""
        players: 4
        card: 3
        dives: R1=3, R2=1
        held Ritz: vp1, vp2, favour, favour, favour, favour
        hand Ritz: Boo!, Lost
    """)
    sc = final_score(game.state, 0)
    assert sc.dives == 4
    assert sc.unused_cards == 3  # two cards in hand and the unflipped It's a 5
    assert sc.pellets == 3
    assert sc.favour_sets == 1 and sc.favours_left == 1
    assert sc.total == 4 + 3 + 3 + 1
    assert sc.scored_lemmings == 2


def test_the_vp_track_shows_dives_until_the_end():
    game = scenario("""
        players: 4
        dice: red 1, blue 1
        deck: Game Over
        dives: R1=3
        hand Ritz: Boo!
    """)
    assert game.score()["Ritz"] == 3
    game.apply("red first")
    game.apply("red cw B")
    game.apply("blue cw B")
    assert game.over
    assert game.score()["Ritz"] == 3 + 1 + 1  # plus Boo! and It's a 5 unused
    assert game.winner == "Ritz"


def _ranked(game):
    return [(place, sc.clan) for place, sc in standings(game.state)]


def test_tie_broken_by_most_scored_lemmings():
    game = scenario("""
        players: 4
        its a 5 used: Ritz, Biker, I.Q., Viking
        dives: R1=4, B1=2, B2=2
    """)
    assert _ranked(game)[:2] == [(1, "Biker"), (2, "Ritz")]


def test_then_fewest_eaten():
    game = scenario("""
        players: 4
        its a 5 used: Ritz, Biker, I.Q., Viking
        dives: R1=2, B1=2
        chow: R2
    """)
    assert _ranked(game)[:2] == [(1, "Biker"), (2, "Ritz")]


def test_then_most_favour_pellets_left_after_the_sets_of_three():
    game = scenario("""
        players: 4
        its a 5 used: Ritz, Biker, I.Q., Viking
        held Ritz: favour, favour, favour, favour
        held Biker: favour, favour, favour, favour, favour
    """)
    # both score one set of three; Biker keeps two loose favours against Ritz's one
    assert _ranked(game)[:2] == [(1, "Biker"), (2, "Ritz")]


def test_clans_level_on_everything_share_the_place():
    game = scenario("""
        players: 4
        its a 5 used: Ritz, Biker, I.Q., Viking
        dives: R1=2, B1=2
    """)
    assert _ranked(game) == [(1, "Ritz"), (1, "Biker"), (3, "I.Q."), (3, "Viking")]


def test_tie_breaker_names_the_one_that_placed_two_clans_apart():
    def ranked(text):
        return [sc for _, sc in standings(scenario(text).state)]

    base = "players: 4\nits a 5 used: Ritz, Biker, I.Q., Viking\n"
    biker, ritz = ranked(base + "dives: R1=4, B1=2, B2=2\n")[:2]
    assert tie_breaker(biker, ritz) == "scored_lemmings"
    biker, ritz = ranked(base + "dives: R1=2, B1=2\nchow: R2\n")[:2]
    assert tie_breaker(biker, ritz) == "eaten"
    biker, ritz = ranked(base + "held Ritz: favour, favour, favour, favour\n"
                                "held Biker: favour, favour, favour, favour, favour\n")[:2]
    assert tie_breaker(biker, ritz) == "favours_left"
    first, second, third, _ = ranked(base + "dives: R1=2, B1=2\n")
    assert tie_breaker(first, second) is None and tie_breaker(second, third) is None  # level / VP differ
