"""How the coach says an option: its name in a few words, for a narrow list, and a reason read from
the board (a dive's VP, a lemming left exposed and on which die faces, a lemming fed to an eagle, a
card spent). The hint's lines (and so the review's) are worded here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from gamecore.i18n import tr, trn

from ..board import START
from ..cards import card_name
from ..options import CLIFF, EagleFirst, EagleMove, EagleTo, Feast, Move, Pass, Place, Play, Scatter, option_text
from .eagle_odds import eagle_rolls, either, face_words

if TYPE_CHECKING:
    from ..game import Game

__all__ = ["short_words", "reason", "exposure"]


def short_words(game: Game, option: Any) -> str:
    """An option in a few words, for a narrow list: ``"R1 start → 0405"``, ``"blue first"``."""
    s = game.state
    kind = type(option)
    if kind is Move:
        if option.dive:  # the reason says how many VP
            return tr("{lemming} dives from {hex}", lemming=option.lemming, hex=option.to)
        origin = s.loc.get(option.lemming, "?")
        if origin == START:
            return tr("{lemming} start → {hex}", lemming=option.lemming, hex=option.to)
        return f"{option.lemming} {origin} → {option.to}"
    if kind is EagleFirst:
        return tr("red eagle first") if option.eagle == "red" else tr("blue eagle first")
    if kind is EagleMove:
        # the two ways usually end in two zones and the zone says which; halfway round the circle both
        # end in the same zone, and two lines read alike ("red eagle to C") unless the way is said too
        both = game.pending is not None and any(
            type(o) is EagleMove and o.eagle == option.eagle and o.zone == option.zone and o.direction != option.direction
            for o in game.pending.options)
        if not both:
            return tr("red eagle to {zone}", zone=option.zone) if option.eagle == "red" else tr(
                "blue eagle to {zone}", zone=option.zone)
        if option.eagle == "red":
            return (tr("red eagle to {zone}, clockwise", zone=option.zone) if option.direction == "cw"
                    else tr("red eagle to {zone}, counterclockwise", zone=option.zone))
        return (tr("blue eagle to {zone}, clockwise", zone=option.zone) if option.direction == "cw"
                else tr("blue eagle to {zone}, counterclockwise", zone=option.zone))
    if kind in (EagleTo, Play, Pass):
        return option_text(option)
    if kind is Feast:
        return tr("feed {lemming}", lemming=option.lemming)
    if kind is Scatter:
        if option.to == CLIFF:
            return tr("{lemming} → cliff", lemming=option.lemming)
        return f"{option.lemming} → {option.to}"
    if kind is Place:
        return tr("{lemming} on {hex}", lemming=option.lemming, hex=option.hex)
    return game.describe(option)


def reason(before: Game, after: Game, player: int, option: Any) -> str:
    """A short reason for ``option`` in words, from the position before and (a sampled world) after it."""
    s = before.state
    kind = type(option)
    if kind is Move and option.dive:
        return tr("dives for {vp} VP", vp=option.dive)
    if kind is Feast:
        lem = option.lemming
        owner = s.cfg.owner[lem]
        if owner == player:
            return tr("feeds the eagle your own {lemming}", lemming=lem)
        return tr("feeds the eagle {clan}'s {lemming}", clan=s.name(owner), lemming=lem)
    if kind is EagleMove or kind is EagleTo:
        board = s.cfg.board
        tops = [s.stacks[h][-1] for h in board.zone(option.eagle, option.zone) if h in s.stacks]
        mine = sum(1 for lem in tops if s.cfg.owner[lem] == player)
        rivals = len(tops) - mine
        return trn("ends over {rivals} rival lemming and {mine} of yours",
                   "ends over {rivals} rival lemmings and {mine} of yours", rivals, rivals=rivals, mine=mine)
    if kind is Play:
        return tr("spends {card}, worth 1 VP if kept to the end", card=card_name(option.card))
    if kind is Pass:
        return tr("keeps your cards and lemmings as they are")
    lem = getattr(option, "lemming", None)
    if kind in (Move, Scatter, Place) and lem in s.cfg.owner:
        where = after.state.loc[lem]
        danger = exposure(after, lem)
        yours = s.cfg.owner[lem] == player
        clan = s.name(s.cfg.owner[lem])
        if danger:
            dangers = "; ".join(danger)
            if yours:
                return tr("leaves your {lemming} exposed {dangers}", lemming=lem, dangers=dangers)
            return tr("leaves {clan}'s {lemming} exposed {dangers}", clan=clan, lemming=lem, dangers=dangers)
        if where in after.state.stacks:
            if yours:
                return tr("your {lemming} ends safe in {hex}", lemming=lem, hex=where)
            return tr("{clan}'s {lemming} ends safe in {hex}", clan=clan, lemming=lem, hex=where)
        if where == START:
            if yours:
                return tr("your {lemming} goes back to the start", lemming=lem)
            return tr("{clan}'s {lemming} goes back to the start", clan=clan, lemming=lem)
    return before.describe(option)


def exposure(game: Game, lemming: str) -> list[str]:
    """For a lemming on top of a clear hex inside a hunting circle: which eagle can come, on
    which die faces, with what chance (``["to the red eagle on a 2 or 3 (1/3)"]``); else ``[]``."""
    s = game.state
    where = s.loc[lemming]
    board = s.cfg.board
    if where not in s.stacks or s.stacks[where][-1] != lemming or board.terrain(where) != "clear":
        return []
    out = []
    for eagle, letter in board.zones_of(where):
        zone, hunting = s.eagles[eagle]
        rolls = [r for r in eagle_rolls(board, eagle, zone, not hunting, s.cfg.die) if letter in r.zones.values()]
        if not rolls:
            continue
        chance = Fraction(round(sum(r.probability for r in rolls) * len(s.cfg.die)), len(s.cfg.die))
        faces = either([face_words(r.face) for r in rolls])
        if eagle == "red":
            out.append(tr("to the red eagle on a {faces} ({chance})", faces=faces, chance=str(chance)))
        else:
            out.append(tr("to the blue eagle on a {faces} ({chance})", faces=faces, chance=str(chance)))
    return out
