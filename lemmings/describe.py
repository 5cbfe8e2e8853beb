"""Options in plain words, for menus, tooltips and logs, in the reader's language."""

from __future__ import annotations

from typing import Any

from gamecore.i18n import Message, render, tr

from .board import START
from .cards import card_name
from .options import (
    CLIFF,
    Claw,
    EagleFirst,
    EagleMove,
    EagleTo,
    Exchange,
    Feast,
    Move,
    Pass,
    Place,
    Play,
    Resupply,
    Roll,
    Scatter,
    Select,
    Swap,
    Top,
    option_text,
)
from .state import CHOW, DIVE, State

__all__ = ["sentence", "describe_option", "option_text"]

#: Marks that end a sentence in the kit's languages ("…" included), and the closing quotes and
#: brackets that may follow one ("¡Bu!»", "(I.Q.)").
_ENDS = (".", "?", "!", "…")
_CLOSERS = "\"'»”’)]"


def sentence(text: Message | str) -> str:
    """``text`` ending in exactly one mark: a full stop is added unless it already ends in ".", "?",
    "!" or "…", perhaps followed by a closing quote or bracket (a prompt such as "clockwise or
    counterclockwise?" or "¿horario o antihorario?", a clan such as "I.Q.", a card such as
    "¡Bu!"). A message is read in the current language first."""
    text = render(text)
    return text if text.rstrip().rstrip(_CLOSERS).endswith(_ENDS) else text + "."


def _eagle(option: Any) -> str:
    """``"red"`` or ``"blue"``: an eagle named in the option."""
    return "red" if option.eagle == "red" else "blue"


def describe_option(s: State, option: Any, kind: str = "") -> str:
    """A short sentence for ``option`` in the context of state ``s``, in the current language.

    ``kind`` is the kind of decision the option answers, when known: Boo!'s moves are scares.
    """
    def who(lem: str) -> str:
        return s.label(lem) if lem in s.cfg.owner else lem

    if isinstance(option, Roll):
        return tr("Roll the two eagle dice")
    if isinstance(option, EagleFirst):
        if _eagle(option) == "red":
            return tr("Resolve the red eagle first")
        return tr("Resolve the blue eagle first")
    if isinstance(option, EagleMove):
        return _fly(option)
    if isinstance(option, EagleTo):
        if _eagle(option) == "red":
            return tr("Send the red eagle to zone {zone}", zone=option.zone)
        return tr("Send the blue eagle to zone {zone}", zone=option.zone)
    if isinstance(option, Feast):
        return tr("The eagle eats {lemming} in {hex}", lemming=who(option.lemming), hex=s.loc.get(option.lemming, "?"))
    if isinstance(option, Scatter):
        if option.to == CLIFF:
            return tr("Scatter {lemming} over the cliff (1-VP dive)", lemming=who(option.lemming))
        return tr("Scatter {lemming} to {hex}", lemming=who(option.lemming), hex=option.to)
    if isinstance(option, Resupply):
        return tr("Put a face-down pellet on {hex}", hex=option.hex)
    if isinstance(option, Move):
        if kind == "boo":  # any clan's lemming, pushed by the card rather than moved by its owner
            return _scare(s, option, who(option.lemming))
        return _move(s, option, who(option.lemming))
    if isinstance(option, Claw):
        return tr("{lemming} claws to the top of {hex}", lemming=who(option.lemming), hex=s.loc.get(option.lemming, "?"))
    if isinstance(option, Pass):
        return tr("Pass")
    if isinstance(option, Exchange):
        if option.favour == "+1":
            return tr("Trade 1 favour pellet: the card counts one more for you this turn")
        if option.favour == "dive":
            return tr("Trade 2 favour pellets: {lemming}'s dive scores one more VP", lemming=who(option.lemming))
        return tr("Trade 3 favour pellets: draw an undealt special action at random")
    if isinstance(option, Play):
        return tr("Play {card}", card=card_name(option.card))
    if isinstance(option, Place):
        return tr("Bring {lemming} back from the chow box to {hex}", lemming=who(option.lemming), hex=option.hex)
    if isinstance(option, Swap):
        return tr("Swap {lemming} in for {other} in {hex}", lemming=who(option.lemming), other=who(option.other),
                  hex=s.loc.get(option.other, "?"))
    if isinstance(option, Select):
        where = s.loc.get(option.target)
        if where == CHOW:
            return tr("Choose {target} in chow", target=who(option.target))
        if where == DIVE:
            return tr("Choose {target} in dive", target=who(option.target))
        if where == START:
            return tr("Choose {target} in start", target=who(option.target))
        if where is not None:
            return tr("Choose {target} in {hex}", target=who(option.target), hex=where)
        return tr("Choose {target}", target=who(option.target))
    if isinstance(option, Top):
        return tr("Put {lemming} next from the top", lemming=who(option.lemming))
    return option_text(option)


def _fly(option: EagleMove) -> str:
    if _eagle(option) == "red":
        if option.direction == "cw":
            return tr("Fly the red eagle clockwise to zone {zone}", zone=option.zone)
        return tr("Fly the red eagle counterclockwise to zone {zone}", zone=option.zone)
    if option.direction == "cw":
        return tr("Fly the blue eagle clockwise to zone {zone}", zone=option.zone)
    return tr("Fly the blue eagle counterclockwise to zone {zone}", zone=option.zone)


def _scare(s: State, option: Move, lemming: str) -> str:
    here = s.loc.get(option.lemming, "?")
    if option.dive:
        return tr("Scare {lemming} from {origin} over the cliff by way of {hex} (a 1-VP dive)", lemming=lemming,
                  origin=here, hex=option.to)
    return tr("Scare {lemming} from {origin} to {hex}", lemming=lemming, origin=here, hex=option.to)


def _move(s: State, option: Move, lemming: str) -> str:
    here = s.loc.get(option.lemming, "?")
    if option.to == START:
        if here == START:
            return tr("Move {lemming} from the start area back into the start area", lemming=lemming)
        return tr("Move {lemming} from {origin} back into the start area", lemming=lemming, origin=here)
    if option.dive and option.to == here:
        return tr("{lemming} dives over the cliff from {hex} for {vp} VP", lemming=lemming, hex=here, vp=option.dive)
    if option.dive:
        if here == START:
            return tr("Move {lemming} from the start area to {hex} and dive for {vp} VP", lemming=lemming,
                      hex=option.to, vp=option.dive)
        return tr("Move {lemming} from {origin} to {hex} and dive for {vp} VP", lemming=lemming, origin=here,
                  hex=option.to, vp=option.dive)
    if here == START:
        return tr("Move {lemming} from the start area to {hex}", lemming=lemming, hex=option.to)
    return tr("Move {lemming} from {origin} to {hex}", lemming=lemming, origin=here, hex=option.to)
