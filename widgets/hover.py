"""What the mouse points at on the board, in one line of words (the line under the board and the
tooltip beside the pointer): a hex's terrain, zones, limit and stack, or what a panel holds."""

from __future__ import annotations

from gamecore.i18n import tr, trn
from lemmings.board import START
from lemmings.cards import card_name
from lemmings.game import Game
from lemmings.layout import CHOW_TARGET, CLIFF_TARGET, EAGLE_WORDS, TERRAIN_WORDS
from lemmings.layout.scene_pieces import IT_IS_A_5

from .logic import and_list


def hover_text(game: Game, target: str | None) -> str:
    """A one-line description of what is under the mouse: for a hex its id, terrain, zones,
    stacking limit and stack (bottom to top); for the areas what they hold."""
    if target is None:
        return ""
    st = game.state
    board = game.board
    if target in board:
        zones = board.zones_of(target)
        where = ", ".join(tr("{eagle} zone {zone}", eagle=EAGLE_WORDS[e], zone=z) for e, z in zones)
        if target in board.line_of_bones:
            where = tr("{zones} (Line of Bones)", zones=where)
        if not zones:
            where = tr("sanctuary: outside both circles") if target in board.sanctuaries else tr("outside both circles")
        limit = st.limit(target)  # the game's own limit: it follows the game's rules reading
        stack = st.stack(target)
        parts = [f"{target}", str(TERRAIN_WORDS[board.terrain(target)]), where, tr("holds up to {n}", n=limit)]
        if board.is_cliff_edge(target):
            parts.append(tr("cliff edge"))
        if target in st.board_pellets:
            parts.append(tr("face-down pellet"))
        elif board.is_pellet_hex(target):
            parts.append(tr("pellet hex (empty)"))
        eagles = [tr("{eagle} eagle hunting", eagle=EAGLE_WORDS[e]) if st.eagles[e][1]
                  else tr("{eagle} eagle feasting", eagle=EAGLE_WORDS[e]) for e in st.eagles_over(target)]
        if eagles:
            parts.append(tr("in the zone of control of the {eagles}", eagles=and_list(eagles)))
        if stack:
            names = ", ".join(st.label(lem) for lem in stack)
            parts.append(tr("stack bottom→top: {lemmings} (top: {top})", lemmings=names, top=stack[-1]))
        else:
            parts.append(tr("empty"))
        return " · ".join(parts)
    if target == START:
        counts = ", ".join(f"{c.name} {len(st.starting(p))}" for p, c in enumerate(game.clans))
        return tr("Start area · waiting: {counts}", counts=counts)
    if target == CLIFF_TARGET:
        return tr("Over the cliff · a lemming stopping on a cliff-edge hex with points left dives for that many VP")
    if target == CHOW_TARGET:
        eaten = [lem for lem in st.cfg.all_lemmings if st.loc[lem] == "chow"]
        return tr("Eagle-chow box · {lemmings}", lemmings=", ".join(st.label(lem) for lem in eaten) or tr("empty"))
    if target.startswith("dive:"):
        v = int(target[5:])
        dived = [lem for lem in st.cfg.all_lemmings if st.dives.get(lem) == v]
        return tr("Dive box {vp} VP · {lemmings}", vp=v,
                  lemmings=", ".join(st.label(lem) for lem in dived) or tr("empty"))
    if target == "card":
        if not st.over and not st.order:  # the eagles phase: what lies on the table is last turn's card
            if st.card is None:
                return trn("Movement card: this turn's lies face down until the eagles phase is over · {n} card left "
                           "in the deck", "Movement card: this turn's lies face down until the eagles phase is over · "
                           "{n} cards left in the deck", len(st.deck), n=len(st.deck))
            return trn("Movement card: this turn's lies face down until the eagles phase is over (last turn's was {card})"
                       " · {n} card left in the deck", "Movement card: this turn's lies face down until the eagles phase "
                       "is over (last turn's was {card}) · {n} cards left in the deck", len(st.deck), card=st.card,
                       n=len(st.deck))
        card = tr("none yet") if st.card is None else str(st.card)
        return trn("Movement card: {card} · {n} card left in the deck", "Movement card: {card} · {n} cards left in the deck",
                   len(st.deck), card=card, n=len(st.deck))
    if target == "clans":
        return tr("Clans: VP so far, special-action cards held (+ {card} while the clan card is unused), pellets held; "
                  "★ marks the Eagle Player, the clan that holds the eagle dice this turn (it rolls them and steers "
                  "the eagles)", card=card_name(IT_IS_A_5))
    if target == "vp":
        return tr("VP track: {scores}", scores=", ".join(f"{k} {v}" for k, v in game.score().items()))
    return target


__all__ = ["hover_text"]
