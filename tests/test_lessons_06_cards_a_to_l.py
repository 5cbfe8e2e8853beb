"""The facts notebook 06_special_actions teaches, checked on the same positions (its teaching cells print them
instead of asserting, so that a learner's edits explain themselves rather than fail).
Cards from Boo! to Lost."""

from __future__ import annotations

from lessons_06 import load, options, play, reason, refused, show

from lemmings import ITS_A_5, SPECIAL_ACTIONS, SPECIAL_DECK, Game, Play


def test_the_seventeen_special_actions():
    """06_special_actions.ipynb: The seventeen special actions."""
    for name, card in SPECIAL_ACTIONS.items():
        print(f"{name:18} {card.description}")
    assert set(SPECIAL_ACTIONS) == set(SPECIAL_DECK) | {ITS_A_5} and len(SPECIAL_DECK) == 16


def test_playing_a_card_one_per_turn_never_compulsory():
    """06_special_actions.ipynb: Playing a card: one per turn, never compulsory."""
    game = Game.from_scenario("""
    players: 4
    card: 2
    hand Ritz: Caution, Quick Start
    """)
    print([str(o) for o in game.pending.options if isinstance(o, Play)])
    play(game, "play Caution")
    assert not any(isinstance(o, Play) for o in game.pending.options)
    assert "only one special action may be played per turn" in refused(game, "play Quick Start")
    play(game, "move R1 0202")
    assert game.state.hands[0] == ["Quick Start"] and game.state.sa_discard == [("Caution", 0)]


def test_boo():
    """06_special_actions.ipynb: Boo!"""
    game = load("card_boo")
    play(game, "play Boo!")
    show(game)
    assert "move B1 1502 dive 1" in options(game)   # already on the edge: over it goes
    assert "move V2 0403" in options(game)          # V2 is covered by I2, yet it can bolt
    row = game.board.row
    assert all(o.dive or row(o.to) > row(game.state.loc[o.lemming]) for o in game.pending.options)   # ahead only
    assert "move V2 0503" not in options(game)      # 0403 is brush: entering it takes both points
    play(game, "move B1 1502 dive 1")
    assert game.lemming("B1").status == "scored" and game.state.dives["B1"] == 1
    assert game.score()["Biker"] == 1
    assert game.state.sa_discard == [("Boo!", 0)]               # discarded once resolved
    assert game.pending.kind == "move" and game.pending.player == 0   # Ritz still makes his move
    game = Game.from_scenario("""
    players: 4
    red: F hunting
    card: 2
    hand Ritz: Boo!
    pellets: 0402=vp2
    0402: B1
    """)
    play(game, "play Boo!", "move B1 0602")
    assert game.lemming("B1").status == "eaten"
    assert game.eagles["red"] == ("F", False)
    assert game.state.board_pellets["0402"] == "vp2" and sum(game.state.held[1].values()) == 0


def test_caution():
    """06_special_actions.ipynb: Caution."""
    game = load("card_caution")
    play(game, "play Caution", "move R1 0302")
    assert game.card_value(0) == 2                      # Ritz's own move was untouched
    assert game.card_value(1) == 0 and set(options(game)) == {"favour +1", "pass"}
    play(game, "favour +1", "move B1 0302")             # 0 + 1: Biker creeps one hex
    assert game.card_value(2) == 0
    play(game, "play It's a 5")                         # I.Q. raises the card back to 5
    assert game.card_value(2) == 5
    game.apply(next(o for o in game.pending.options if not isinstance(o, Play)))
    assert options(game) == ["pass"] and game.card_value(3) == 0   # Viking has no way out
    game = Game.from_scenario("""
    players: 4
    card: 5
    hand Ritz: Caution
    """)
    play(game, "play Caution", "move R1 0502")
    assert [game.card_value(p) for p in range(4)] == [5, 3, 3, 3]


def test_dej_vu():
    """06_special_actions.ipynb: Déjà Vu."""
    game = load("card_deja_vu")
    play(game, "play Déjà Vu")
    assert game.pending.kind == "uh_oh" and game.pending.player == 0
    play(game, "red to C", "feast B1")
    game.apply(game.pending.options[0])                 # I1 was in brush: scattered, not eaten
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("C", False)
    assert game.state.sa_discard[-2:] == [("Uh-Oh!", 1), ("Déjà Vu", 0)]
    own = load("card_deja_vu_own_card")
    print(reason(own, "Déjà Vu"))
    assert reason(own, "Déjà Vu") == "Déjà Vu: the last special action played (Boo!) was your own"
    assert "Déjà Vu" not in {o.card for o in own.pending.options if isinstance(o, Play)}

    empty = Game.from_scenario("players: 4\ncard: 3\nhand Ritz: Déjà Vu")
    print(reason(empty, "Déjà Vu"))
    assert "discard pile is empty" in reason(empty, "Déjà Vu")

    heroic = Game.from_scenario("players: 4\ncard: 3\nhand Ritz: Déjà Vu\ndiscard: Heroic Return by Biker")
    print(reason(heroic, "Déjà Vu"))
    assert "no lemming of yours is in the eagle-chow box" in reason(heroic, "Déjà Vu")
    game = Game.from_scenario("""
    players: 4
    card: 5
    hand Ritz: Caution
    hand Biker: Déjà Vu
    """)
    play(game, "play Caution", "move R1 0502", "play Déjà Vu")
    assert game.card_value(1) == 3                  # Biker suffers Ritz's Caution...
    game.apply("move B1 0303")
    assert game.card_value(2) == 1 and game.card_value(3) == 1   # ...later players suffer both


def test_eagle_eye():
    """06_special_actions.ipynb: Eagle Eye!"""
    game = load("card_eagle_eye")
    play(game, "play Eagle Eye!")
    show(game)
    assert set(options(game)) == {"red cw B", "red ccw F", "blue cw E", "blue ccw C"}
    play(game, "red cw B")
    assert game.eagles["red"] == ("B", True)                 # hunting again, one zone on
    assert game.pending.kind == "feast" and game.pending.player == 0 and game.eagle_player == 1
    assert options(game) == ["feast V1"]                     # I1 hides in brush
    play(game, "feast V1")
    game.apply(game.pending.options[0])                      # Ritz scatters I1 out of zone B
    assert game.lemming("V1").status == "eaten" and game.eagles["red"] == ("B", False)
    assert game.state.loc["I1"] not in game.board.zone("red", "B")


def test_heroic_return():
    """06_special_actions.ipynb: Heroic Return."""
    game = load("card_heroic_return")
    play(game, "play Heroic Return")
    show(game)
    assert options(game) == ["place R3 1002", "place R3 1104"]
    game.svg(highlights={o.hex: "free" for o in game.pending.options})
    play(game, "place R3 1104")
    assert game.stack("1104") == ("V1", "R3")           # R3 lands on top and covers V1
    assert game.lemming("R3").status == "active" and game.lemming("V1").status == "covered"
    game = Game.from_scenario("""
    players: 4
    card: 3
    hand Ritz: Heroic Return
    """)
    print(game.special_actions(0))
    assert reason(game, "Heroic Return") == "Heroic Return: no lemming of yours is in the eagle-chow box"
    assert "eagle-chow box" in refused(game, "play Heroic Return")
    assert game.state.hands[0] == ["Heroic Return"]     # still held, still worth 1 VP at the end


def test_its_a_5():
    """06_special_actions.ipynb: It's a 5."""
    def dives(game, lemming):
        """The dive values the pending options offer ``lemming`` (0: no dive)."""
        return sorted({o.dive for o in game.pending.options if getattr(o, "lemming", "") == lemming})


    game = load("card_its_a_5")
    print("dives with the 2:", dives(game, "R1"))
    assert dives(game, "R1") == [0]
    play(game, "play It's a 5")
    print("dives with It's a 5:", dives(game, "R1"))
    assert game.card_value(0) == 5 and game.card_value(1) == 2 and max(dives(game, "R1")) == 3
    play(game, "move R1 1501 dive 3")
    assert game.score()["Ritz"] == 3 and game.state.clan_card_used[0]
    assert ITS_A_5 not in dict(game.special_actions(0))   # the clan card is turned over for good


def test_king_of_the_hill():
    """06_special_actions.ipynb: King of the Hill."""
    game = load("card_king_of_the_hill")
    play(game, "play King of the Hill")
    assert options(game) == ["select 0603"]          # the only stack of two or more
    play(game, "select 0603", "top R1", "top I1", "top V1")
    assert game.stack("0603") == ("B1", "V1", "I1", "R1")   # bottom to top
    assert any(getattr(o, "lemming", "") == "R1" for o in game.pending.options)


def test_lost():
    """06_special_actions.ipynb: Lost."""
    game = load("card_lost")
    play(game, "play Lost")
    show(game)
    assert set(options(game)) == {"move B1 start", "move I1 0402", "move V1 0502", "move V1 0503"}
    play(game, "move B1 start", "move I1 0402", "move V1 0503")
    assert game.lemming("B1").status == "starting"
    assert game.stack("0402") == ("I1",) and game.stack("0503") == ("V1",)
    game = load("card_lost_hungry_eagle")
    play(game, "play Lost", "move B1 0703")
    assert game.lemming("B1").status == "eaten" and game.eagles["red"] == ("A", False)
    play(game, "move I1 0903")
    assert game.pending.kind == "scatter" and game.pending.player == 0
    game.apply(game.pending.options[0])
    assert game.lemming("I1").status == "active"
    assert game.state.loc["I1"] not in game.board.zone("red", "A")
    game = Game.from_scenario("""
    players: 3
    card: 3
    hand Ritz: Lost
    0302: B1
    0304: R2
    """)
    play(game, "play Lost")
    assert set(options(game)) == {"move B1 0202", "move B1 0203"}
    play(game, "move B1 0202")
    assert game.pending.kind == "move" and game.stack("0304") == ("R2",)


def test_every_card_that_must_wait_at_once():
    """06_special_actions.ipynb: Every card that must wait, at once."""
    game = Game.from_scenario("""
    players: 4
    eagle player: Biker
    card: 3
    mover: Ritz
    hand Ritz: """ + ", ".join(SPECIAL_DECK))
    for name, why_not in game.special_actions(0):
        print(f"{name:18} {why_not or 'playable now'}")
    playable = {name for name, why_not in game.special_actions(0) if why_not is None}
    assert playable == {"Caution", "Eagle Eye!", "Quick Start", "Uh-Oh!", ITS_A_5}
    assert playable == {o.card for o in game.pending.options if isinstance(o, Play)}
