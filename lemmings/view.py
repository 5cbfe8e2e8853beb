"""What one player may see: hidden hands and pellet values are left out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gamecore.arguments import player as player_number
from gamecore.i18n import log_line

from .board import START
from .scoring import dive_points
from .state import CHOW

if TYPE_CHECKING:
    from .game import Game


def player_view(game: Game, player: int) -> dict[str, Any]:
    """A JSON-ready summary of the position as ``player`` sees it.

    Public: the board, eagles, dice, current card, how many cards each player holds, which
    clan cards are flipped, the top of the special-action discard pile, how many pellets
    each clan holds, dives and the log. Private to ``player``: their own hand and the
    values of their own pellets. Face-down pellets on the board show only that they are there.
    """
    s = game.state
    n = s.cfg.n_players
    player_number(player, n)
    others = []
    for p in range(n):
        entry: dict[str, Any] = {
            "clan": s.name(p), "cards_held": len(s.hands[p]), "clan_card_used": s.clan_card_used[p],
            "pellets_held": sum(s.held[p].values()), "vp_track": dive_points(s, p),
            "played_face_up": list(s.sa_played[p]),
        }
        if p == player:
            entry["hand"] = list(s.hands[p])
            entry["pellets"] = [kind for kind, count in s.held[p].items() for _ in range(count)]
        others.append(entry)
    d = game.pending
    return {
        "player": player,
        "clan": s.name(player),
        "turn": s.turn,
        "eagle_player": s.eagle_player,
        "eagles": {e: {"zone": z, "hunting": h} for e, (z, h) in s.eagles.items()},
        "dice": dict(s.dice) if s.dice else None,
        "card": s.card,
        "card_for_me": game.card_value(player),
        "deck_left": len(s.deck),
        "stacks": {h: list(st) for h, st in s.stacks.items()},
        "start": [lem for lem in s.cfg.all_lemmings if s.loc[lem] == START],
        "chow": [lem for lem in s.cfg.all_lemmings if s.loc[lem] == CHOW],
        "dives": dict(s.dives),
        "face_down_pellets": sorted(s.board_pellets),
        "reserve_left": sum(s.reserve.values()),
        "favour_box": s.favour_box,
        "special_discard_top": s.sa_discard[-1][0] if s.sa_discard else None,
        "undealt_left": len(s.undealt),
        "special_pile_left": len(s.sa_pile),
        "players": others,
        "pending": None if d is None else {
            "player": d.player, "kind": d.kind, "prompt": d.prompt if d.player == player else None,
            "options": [str(o) for o in d.options] if d.player == player else None,
        },
        "over": s.over,
        "log": [log_line(line) for line in s.log],
    }
