"""The facts notebook 06_special_actions teaches, checked on the same positions (its teaching cells print them
instead of asserting, so that a learner's edits explain themselves rather than fail).
Cards from Mine! All Mine! on, and the reasons a card waits."""

from __future__ import annotations

from lessons_06 import load, options, play, reason, refused, show

from lemmings import Game, Play


def test_mine_all_mine():
    """06_special_actions.ipynb: Mine! All Mine!"""
    game = load("card_mine_all_mine")
    play(game, "play Mine! All Mine!")
    assert game.state.sa_discard == []                   # still under the dice
    while game.turn == 1:
        game.apply(next(o for o in game.pending.options if not isinstance(o, Play)))
    kept = [line for line in game.log if "keeps the eagle dice" in line]
    print(kept[0])
    assert game.eagle_player == 0 and game.pending.kind == "roll" and game.pending.player == 0
    assert game.state.sa_discard == [("Mine! All Mine!", 0)]
    game = load("card_mine_all_mine_not_eagle")
    print(reason(game, "Mine! All Mine!"))
    assert reason(game, "Mine! All Mine!") == "Mine! All Mine!: only the Eagle Player may play it"
    assert "Eagle Player" in refused(game, "play Mine! All Mine!")


def test_mistaken_identity():
    """06_special_actions.ipynb: Mistaken Identity."""
    game = load("card_mistaken_identity")
    play(game, "play Mistaken Identity")
    assert set(options(game)) == {"swap R4 B1", "swap R4 V1", "swap R4 S1", "swap R4 I1"}   # never R1
    play(game, "swap R4 V1")
    assert game.stack("0605") == ("B1", "R4", "S1")      # R4 in the middle, where V1 was
    assert game.lemming("V1").status == "eaten" and game.lemming("R4").status == "covered"
    game = Game.from_scenario("""
    players: 4
    card: 3
    hand Ritz: Mistaken Identity
    chow: R4
    1002: B1
    0603: I1 V1
    """)
    print(reason(game, "Mistaken Identity"))
    assert "no lemming of another clan is in a brush hex of the red circle" in reason(game, "Mistaken Identity")


def test_noble_sacrifice():
    """06_special_actions.ipynb: Noble Sacrifice."""
    game = load("card_noble_sacrifice")
    play(game, "play Noble Sacrifice", "select R2")
    vp = game.state.dives["R2"]
    assert game.lemming("R2").status == "scored" and vp in (1, 2, 3) and game.score()["Ritz"] == vp
    game = load("card_noble_sacrifice_hover")
    play(game, "play Noble Sacrifice", "select R2")
    assert game.lemming("R2").status == "eaten" and game.score()["Ritz"] == 0
    assert game.state.hands[0] == [] and game.state.sa_discard == [("Noble Sacrifice", 0)]


def test_pull_my_paw():
    """06_special_actions.ipynb: Pull My Paw."""
    game = load("card_pull_my_paw")
    play(game, "play Pull My Paw", "select R1")
    targets = sorted({o.to for o in game.pending.options})
    print("B1 and I1 may go to", targets)
    assert set(targets) == set(game.board.neighbors("0603"))
    game.svg(highlights=targets, selected="0603")
    play(game, "scatter B1 0604")                       # zone B of the hunting red eagle
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("B", False)
    play(game, "scatter I1 0604")                       # the eagle is full: I1 is scattered again
    assert game.pending.kind == "scatter" and game.pending.player == 0
    game.apply(game.pending.options[0])
    assert game.state.loc["I1"] not in game.board.zone("red", "B")
    assert game.stack("0603") == ("R1",) and game.pending.kind == "move"


def test_quick_start():
    """06_special_actions.ipynb: Quick Start."""
    def reach(game, lemming):
        """The hexes the pending options can send ``lemming`` to."""
        return {o.to for o in game.pending.options if getattr(o, "lemming", "") == lemming}


    game = load("card_quick_start")
    before_r1, before_r2 = reach(game, "R1"), reach(game, "R2")          # R2 is the first lemming in the start area
    play(game, "play Quick Start")
    print("farthest row from the start:", max(map(game.board.row, before_r2)), "->",
          max(map(game.board.row, reach(game, "R2"))))
    assert max(map(game.board.row, before_r2)) == 3 and max(map(game.board.row, reach(game, "R2"))) == 6
    assert reach(game, "R1") == before_r1                          # R1 is on the board: no bonus


def test_rock_slide():
    """06_special_actions.ipynb: Rock Slide."""
    game = load("card_rock_slide")
    play(game, "play Rock Slide")
    assert game.state.dives == {"R1": 1, "B1": 1, "I1": 1, "V1": 1}
    assert game.score() == {"Ritz": 1, "Biker": 1, "I.Q.": 1, "Viking": 1}
    assert not any(game.stack(h) for h in game.board.cliff_edge)


def test_run_lemming_run():
    """06_special_actions.ipynb: Run Lemming Run!"""
    game = load("card_run_lemming_run")
    play(game, "play Run Lemming Run!")
    show(game)
    assert {o.lemming for o in game.pending.options} == {"B1", "R1"}
    game.svg(highlights={o.to: o.lemming for o in game.pending.options})
    play(game, "move B1 1101")                    # from row 8 across the Line to row 11
    assert game.stack("1101") == ("B1",) and game.stack("0802") == ()
    game = Game.from_scenario("""
    players: 4
    red: D hunting
    blue: E hunting
    card: 3
    hand Ritz: Run Lemming Run!
    0802: B1
    """)
    play(game, "play Run Lemming Run!")
    brush = game.copy()
    play(game, "move B1 1101")
    assert game.lemming("B1").status == "eaten" and game.eagles["blue"] == ("E", False)
    play(brush, "move B1 1002")
    assert brush.pending.kind == "scatter" and brush.eagles["blue"] == ("E", True)


def test_snap_crackle_pop():
    """06_special_actions.ipynb: Snap Crackle Pop."""
    game = load("card_snap_crackle_pop")
    play(game, "play Snap Crackle Pop")
    assert options(game) == ["select 0403"]            # the only brush hex with lemmings
    play(game, "select 0403", "scatter I1 0402", "scatter B1 0302")
    assert game.lemming("I1").status == "eaten" and game.eagles["red"] == ("E", False)
    assert game.stack("0403") == () and game.stack("0302") == ("B1",)


def test_uh_oh():
    """06_special_actions.ipynb: Uh-Oh!"""
    game = load("card_uh_oh")
    play(game, "play Uh-Oh!")
    assert set(options(game)) == {f"red to {z}" for z in "BCDEF"}     # the blue eagle is feasting
    play(game, "red to C", "feast B1")
    game.apply(game.pending.options[0])                               # I1 scattered out of the brush
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("C", False)
    assert game.state.loc["I1"] not in game.board.zone("red", "C")
    game = Game.from_scenario("""
    players: 4
    red: A feasting
    blue: C feasting
    card: 3
    hand Ritz: Uh-Oh!
    """)
    print(reason(game, "Uh-Oh!"))
    assert reason(game, "Uh-Oh!") == "Uh-Oh!: both eagles are feasting"


def test_unused_cards_at_the_end():
    """06_special_actions.ipynb: Unused cards at the end."""
    game = Game.from_scenario("""
    players: 4
    card: 3
    hand Ritz: Boo!, Lost
    """)
    assert game.final_scores()[0].unused_cards == 3        # Boo!, Lost and It's a 5
    play(game, "play It's a 5")
    assert game.final_scores()[0].unused_cards == 2
    biker_sees = game.view(1)["players"][0]       # what Biker may know about Ritz
    print(biker_sees)
    assert biker_sees["cards_held"] == 2 and "hand" not in biker_sees
