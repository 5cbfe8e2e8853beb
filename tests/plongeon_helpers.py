"""Small positions for the Le grand plongeon tests: a straight all-meadow strip and a setter."""

from __future__ import annotations

from plongeon import Game, Rules, Track


def hid(r: int, c: int) -> str:
    return f"{r:02d}{c:02d}"


def strip_track(rows: int = 6, terrain: dict[str, str] | None = None) -> Track:
    """Rows 1..``rows`` of three hexes (odd rows: columns 1, 3, 5; even: 2, 4, 6), meadow
    unless ``terrain`` says otherwise; start before row 1, finish line after the last row."""
    terrain = terrain or {}
    hexes = [{"id": hid(r, c), "row": r, "col": c, "terrain": terrain.get(hid(r, c), "meadow")}
             for r in range(1, rows + 1) for c in range(1, 7) if c % 2 == r % 2]
    last = [c for c in range(1, 7) if c % 2 == rows % 2]
    over = sorted({c + dc for c in last for dc in (-1, 1)})
    return Track({"name": "strip", "hexes": hexes, "entry": [hid(1, c) for c in (1, 3, 5)],
                  "finish": [hid(rows, c) for c in last], "over_line": [[rows + 1, c] for c in over]})


def position(players: int = 2, *, track: Track | None = None, rules: Rules | None = None, loc: dict | None = None,
             hands: dict[int, list[str]] | None = None, columns: dict[str, list[int]] | None = None,
             tiles: dict[str, str] | None = None, seed: int = 1) -> Game:
    """A new game with lemmings, hands, columns and tiles set by hand (the turn of player 0)."""
    game = Game.new(players, seed, track=track or strip_track(), rules=rules)
    s = game.state
    for lem, where in (loc or {}).items():
        s.loc[lem] = where
    for p, hand in (hands or {}).items():
        s.deck.extend(s.hands[p])
        s.hands[p] = []
        for c in hand:
            s.deck.remove(c) if c in s.deck else s.discard.remove(c)
        s.hands[p] = sorted(hand)
    for t, col in (columns or {}).items():
        s.columns[t] = list(col)
    s.tiles.update(tiles or {})
    for t in (tiles or {}).values():
        s.supply[t] -= 1
    game._decision = None
    return game


def moving(game: Game, card: str) -> Game:
    """Play ``card`` (it must go onto its column, or have no tile left to place)."""
    game.apply(f"play {card}")
    assert game.pending.kind == "move", game.pending
    return game
