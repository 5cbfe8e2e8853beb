"""Options in plain words, for menus, tooltips and logs."""

from __future__ import annotations

from typing import Any

from .board import START
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
)
from .state import State


def sentence(text: str) -> str:
    """``text`` ending in exactly one mark: a full stop is added unless it already ends in ".", "?"
    or "!" (a prompt such as "clockwise or counterclockwise?" or a clan such as "I.Q.")."""
    return text if text.endswith((".", "?", "!")) else text + "."


def describe_option(s: State, option: Any) -> str:
    """A short sentence for ``option`` in the context of state ``s``."""
    def who(lem: str) -> str:
        return s.label(lem) if lem in s.cfg.owner else lem

    if isinstance(option, Roll):
        return "Roll the two eagle dice"
    if isinstance(option, EagleFirst):
        return f"Resolve the {option.eagle} eagle first"
    if isinstance(option, EagleMove):
        way = "clockwise" if option.direction == "cw" else "counterclockwise"
        return f"Fly the {option.eagle} eagle {way} to zone {option.zone}"
    if isinstance(option, EagleTo):
        return f"Send the {option.eagle} eagle to zone {option.zone}"
    if isinstance(option, Feast):
        return f"The eagle eats {who(option.lemming)} in {s.loc.get(option.lemming, '?')}"
    if isinstance(option, Scatter):
        if option.to == CLIFF:
            return f"Scatter {who(option.lemming)} over the cliff (1-VP dive)"
        return f"Scatter {who(option.lemming)} to {option.to}"
    if isinstance(option, Resupply):
        return f"Put a face-down pellet on {option.hex}"
    if isinstance(option, Move):
        here = s.loc.get(option.lemming, "?")
        start = "the start area" if here == START else here
        if option.to == START:
            return f"Move {who(option.lemming)} from {start} back into the start area"
        if option.dive and option.to == here:
            return f"{who(option.lemming)} dives over the cliff from {here} for {option.dive} VP"
        if option.dive:
            return f"Move {who(option.lemming)} from {start} to {option.to} and dive for {option.dive} VP"
        return f"Move {who(option.lemming)} from {start} to {option.to}"
    if isinstance(option, Claw):
        return f"{who(option.lemming)} claws to the top of {s.loc.get(option.lemming, '?')}"
    if isinstance(option, Pass):
        return "Pass"
    if isinstance(option, Exchange):
        if option.favour == "+1":
            return "Trade 1 favour pellet: the card counts one more for you this turn"
        if option.favour == "dive":
            return f"Trade 2 favour pellets: {who(option.lemming)}'s dive scores one more VP"
        return "Trade 3 favour pellets: draw an undealt special action at random"
    if isinstance(option, Play):
        return f"Play {option.card}"
    if isinstance(option, Place):
        return f"Bring {who(option.lemming)} back from the chow box to {option.hex}"
    if isinstance(option, Swap):
        return f"Swap {who(option.lemming)} in for {who(option.other)} in {s.loc.get(option.other, '?')}"
    if isinstance(option, Select):
        return f"Choose {who(option.target)}" + (f" in {s.loc[option.target]}" if option.target in s.loc else "")
    if isinstance(option, Top):
        return f"Put {who(option.lemming)} next from the top"
    return str(option)
