"""Favour exchanges: trading favour pellets, once per turn, before anything else the player does.

* 1 pellet: the movement card counts one more for this player this turn (never above 5);
* 2 pellets: one of the player's scored lemmings gets one more dive point (never above 5);
* 3 pellets: draw an undealt special action at random (not in the chaos variant).
"""

from __future__ import annotations

from gamecore.i18n import lazy, tr, trn
from gamecore.rng import Chance

from .cards import MAX_CARD
from .chance import CardDrawn, counted, event, resolve
from .movement import card_value
from .options import Exchange
from .state import State
from .variants import CHAOS

COST = {"+1": 1, "dive": 2, "draw": 3}
# Options are immutable: the exchanges offered at every turn are made once.
_PLUS_ONE, _DRAW = Exchange("+1"), Exchange("draw")
_DIVE: dict[str, Exchange] = {}


def exchange_options(state: State, player: int) -> list[Exchange]:
    """Exchanges ``player`` may make now (the turn's first step, so none after playing a card)."""
    if state.exchanged[player] or state.played[player]:
        return []
    favours = state.held[player]["favour"]
    if not favours:
        return []
    out: list[Exchange] = []
    if favours >= 1 and card_value(state, player) < MAX_CARD and not state.plus_one[player]:
        out.append(_PLUS_ONE)
    if favours >= 2:
        dives = state.dives
        for lem in state.cfg.lemmings_of[player]:
            if dives.get(lem, MAX_CARD) < MAX_CARD:
                out.append(_DIVE.get(lem) or _DIVE.setdefault(lem, Exchange("dive", lem)))
    if favours >= 3 and state.undealt and CHAOS not in state.cfg.variants:
        out.append(_DRAW)
    return out


def why_not_exchange(state: State, player: int, ex: Exchange) -> str:
    """The rule that forbids an exchange, for error messages."""
    if ex.favour not in COST:
        return tr("unknown favour {favour}: the favours are +1 (1 pellet), dive (2) and draw (3)", favour=repr(ex.favour))
    if state.exchanged[player]:
        return tr("only one favour exchange is allowed per turn")
    if state.played[player]:
        return tr("favour exchanges come first in a turn, before any special action")
    need, have = COST[ex.favour], state.held[player]["favour"]
    if have < need:
        return trn("that favour costs {need} favour pellet and {clan} holds {have}",
                   "that favour costs {need} favour pellets and {clan} holds {have}", need,
                   need=need, clan=state.name(player), have=have)
    if ex.favour == "+1":
        return tr("the card already counts {most} for you, the most a favour can raise it to", most=MAX_CARD)
    if ex.favour == "dive":
        if state.cfg.owner.get(ex.lemming) != player or ex.lemming not in state.dives:
            if not ex.lemming:
                return tr("that lemming is not one of your scored lemmings")
            return tr("{lemming} is not one of your scored lemmings", lemming=ex.lemming)
        return tr("a dive score may not be raised above {most}", most=MAX_CARD)
    if CHAOS in state.cfg.variants:
        return tr("the chaos variant does not allow exchanging favours for special actions")
    return tr("no undealt special action is left to draw (Exchanging Favour Pellets: three pellets buy one of "
              "the cards nobody was dealt, only while one remains)")


def apply_exchange(state: State, player: int, ex: Exchange) -> None:
    cost = COST[ex.favour]
    state.held[player]["favour"] -= cost
    state.favour_box += cost
    state.exchanged[player] = True
    who = state.name(player)
    if ex.favour == "+1":
        state.plus_one[player] = True
        state.say("{clan} trades 1 favour pellet: the card counts {value} for {clan} this turn.", clan=who,
                  value=card_value(state, player))
    elif ex.favour == "dive":
        state.dives[ex.lemming] += 1
        state.say("{clan} trades 2 favour pellets to bribe the judges: the dive of {lemming} is now worth {vp} VP.",
                  clan=who, lemming=state.label(ex.lemming), vp=state.dives[ex.lemming])
    else:
        resolve(state, "undealt", player)


def _draw_undealt(state: State, player: int) -> CardDrawn:
    chance = Chance(state.cfg.seed, state.chance)
    card = state.undealt[chance.below(len(state.undealt))]
    state.chance = chance.counter
    return CardDrawn(card)


def _drawn(state: State, option: CardDrawn, player: int) -> None:
    state.undealt.remove(option.card)  # special actions are all different, so any copy is the one drawn
    state.hands[player].append(option.card)
    state.say("{clan} trades 3 favour pellets for an undealt special action, drawn at random.",
              clan=state.name(player))


event("undealt", lambda s, player: lazy("draw an undealt special action for {clan}", clan=s.name(player)),
      draw=_draw_undealt, apply=_drawn,
      outcomes=lambda s, player: counted(s.undealt, CardDrawn))
