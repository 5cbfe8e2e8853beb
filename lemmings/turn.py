"""The sequence of play: eagles phase, lemmings phase, turn end; declared once as steps.

Each turn: the Eagle Player rolls both eagle dice and chooses which eagle goes first; each
eagle flies (the Eagle Player picks the direction), then feasts and scatters in its new
zone, and each Hover resupplies a pellet hex of that die's circle. The movement card is
revealed (Game Over ends the game at once). Then, from the Eagle Player clockwise, each
player may trade favours, may play one special action, and moves one lemming (or claws,
or passes). Finally the dice pass clockwise.

Two-player variant: both players are Eagle Players; the holder of the blue die (the First
Player) resolves the blue eagle and moves first; any Hover swaps the dice first.
Chaos variant: a Hover also draws a special action card, offered round the table.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import cache
from typing import Any

from gamecore.i18n import Message, lazy, lazyn, tr
from gamecore.rng import Chance

from . import eagles as E
from . import favours, movement, pellets
from .board import EAGLES, START
from .cards import GAME_OVER, card_name
from .chance import CardDrawn, Dice, counted, event, explicit, remove_last, resolve
from .options import SCATTERS, Claw, EagleFirst, Exchange, Feast, Move, Pass, Play, Roll
from .scoring import score_line, standings
from .special_actions import SPECIAL_ACTIONS, play_from_hand, playable_cards, why_cannot_play
from .state import HOVER, State, circle_colour, die_colour, eagle_colour, face_text
from .steps import Step, Task, push, step
from .variants import CHAOS, TWO_PLAYER, game_over_depth, movement_values


def start_turn(s: State) -> None:
    """Queue a new turn (called at setup and at each turn end)."""
    push(s, ("roll",), ("turn_end",))


def next_player(s: State, p: int) -> int:
    return (p + 1) % s.cfg.n_players


def move_order(s: State) -> tuple[int, ...]:
    """The order players move in this turn: the Eagle (or First) Player, then clockwise."""
    n = s.cfg.n_players
    return tuple((s.eagle_player + i) % n for i in range(n))


# Options are immutable, so the common ones are made once: a playout makes thousands.
_play, _feast = cache(Play), cache(Feast)
_ROLL, _EAGLE_FIRST = Roll(), tuple(EagleFirst(e) for e in EAGLES)


# ------------------------------------------------------------------- eagles phase
@step("roll")
class RollDice(Step):
    kind = "roll"

    def player(self, s: State, task: Task) -> int:
        return s.eagle_player

    def options(self, s: State, task: Task) -> list[Any]:
        return [_ROLL]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, roll the eagle dice", clan=s.name(s.eagle_player))

    def choose(self, s: State, task: Task, option: Any) -> None:
        resolve(s, "dice")


def _draw_dice(s: State) -> Dice:
    chance = Chance(s.cfg.seed, s.chance)
    red, blue = chance.choice(s.cfg.die), chance.choice(s.cfg.die)
    s.chance = chance.counter
    return Dice(red, blue)


def _rolled(s: State, option: Dice) -> None:
    """The eagle dice show ``option``: queue the flights, the reveal and the lemmings phase."""
    red, blue = option.red, option.blue
    s.dice = {"red": red, "blue": blue}
    s.say("Turn {turn}: {clan} rolls red {red}, blue {blue}.", turn=s.turn, clan=s.name(s.eagle_player),
          red=face_text(red), blue=face_text(blue))
    hover = HOVER in (red, blue)
    after: list[Task] = [("reveal",)]
    if CHAOS in s.cfg.variants and hover:
        after.append(("chaos_draw",))
    after.append(("lemmings",))
    if TWO_PLAYER in s.cfg.variants:
        if hover:
            s.eagle_player = next_player(s, s.eagle_player)
            s.say("A Hover: the players swap dice; {clan} now holds the blue die and is the First Player.",
                  clan=s.name(s.eagle_player))
        first, other = s.eagle_player, next_player(s, s.eagle_player)
        push(s, ("eagle", "blue", first), ("eagle", "red", other), *after)
    else:
        push(s, ("eagle_order",), *after)


def _faces(s: State) -> list[tuple[int, int]]:
    return sorted(Counter(s.cfg.die).items())


event("dice", lazy("roll both eagle dice"), draw=_draw_dice, apply=_rolled,
      outcomes=lambda s: [(Dice(r, b), wr * wb) for r, wr in _faces(s) for b, wb in _faces(s)])


@step("eagle_order")
class EagleOrder(Step):
    kind = "eagle_order"

    def player(self, s: State, task: Task) -> int:
        return s.eagle_player

    def options(self, s: State, task: Task) -> list[Any]:
        return list(_EAGLE_FIRST)

    def prompt(self, s: State, task: Task) -> Message:
        d = s.dice or {}
        return lazy("{clan}, which eagle goes first? (red rolled {red}, blue rolled {blue})", clan=s.name(s.eagle_player),
                    red=face_text(d.get("red", 0)), blue=face_text(d.get("blue", 0)))

    def choose(self, s: State, task: Task, option: Any) -> None:
        first = option.eagle
        other = "blue" if first == "red" else "red"
        push(s, ("eagle", first, s.eagle_player), ("eagle", other, s.eagle_player))


def _after_flight(s: State, eagle: str, controller: int) -> None:
    follow: list[Task] = [("attack", eagle, controller)]
    if s.dice is not None and s.dice[eagle] == HOVER:
        follow.append(("resupply", eagle, controller))
    push(s, *follow)


@step("eagle")
class EagleFlight(Step):
    """Fly one eagle by its die: automatic for a Hover or a flip-only 1, else choose a direction."""

    kind = "eagle_direction"

    def player(self, s: State, task: Task) -> int:
        return task[2]

    def options(self, s: State, task: Task) -> list[Any]:
        return E.direction_options(s, task[1], s.dice[task[1]])

    def prompt(self, s: State, task: Task) -> Message:
        eagle = task[1]
        zone, hunting = s.eagles[eagle]
        params = {"clan": s.name(task[2]), "eagle": eagle_colour(eagle), "roll": s.dice[eagle], "zone": zone}
        if hunting:
            return lazy("{clan}, fly the {eagle} eagle {roll} from zone {zone}: clockwise or counterclockwise?", **params)
        return lazy("{clan}, fly the {eagle} eagle {roll} from zone {zone} (it spends its first point flipping to "
                    "hunting): clockwise or counterclockwise?", **params)

    def run(self, s: State, task: Task) -> None:
        eagle, controller = task[1], task[2]
        roll = s.dice[eagle]
        flips, _ = E.flight(roll, s.eagles[eagle][1])
        if roll == HOVER:
            s.say("The {eagle} eagle hovers over zone {zone}.", eagle=eagle_colour(eagle), zone=s.eagles[eagle][0])
        elif flips:
            E.flip(s, eagle, True)
        _after_flight(s, eagle, controller)

    def choose(self, s: State, task: Task, option: Any) -> None:
        eagle, controller = task[1], task[2]
        if not s.eagles[eagle][1]:
            E.flip(s, eagle, True)
        E.fly(s, eagle, option.zone, hunting=True, how="clockwise" if option.direction == "cw" else "counterclockwise")
        _after_flight(s, eagle, controller)


@step("attack")
class Attack(Step):
    """A hunting eagle must eat one exposed lemming in its zone; then the rest scatter."""

    kind = "feast"

    def player(self, s: State, task: Task) -> int:
        return task[2]

    def options(self, s: State, task: Task) -> list[Any]:
        return list(map(_feast, E.feast_candidates(s, task[1])))

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, the {eagle} eagle must eat one active lemming on a clear hex of zone {zone}: which one?",
                    clan=s.name(task[2]), eagle=eagle_colour(task[1]), zone=s.eagles[task[1]][0])

    def run(self, s: State, task: Task) -> None:
        push(s, ("scatter", task[1], task[2]))

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.eat(s, task[1], option.lemming)
        push(s, ("scatter", task[1], task[2]))

    def explain(self, s: State, task: Task, option: Any) -> str:
        lem = getattr(option, "lemming", "")
        if lem not in s.loc:
            return tr("there is no lemming {lemming}", lemming=repr(lem))
        h = s.loc[lem]
        eagle = task[1]
        if h not in s.stacks or s.cfg.board.zone_letter(eagle, h) != s.eagles[eagle][0]:
            return tr("{lemming} is not in the {eagle} eagle's zone of control", lemming=s.label(lem),
                      eagle=eagle_colour(eagle))
        if s.cfg.board.terrain(h) == "brush":
            return tr("{lemming} is in brush hex {hex}, and brush protects lemmings from eagles", lemming=s.label(lem), hex=h)
        return tr("{lemming} is covered in {hex}, and covered lemmings are safe from eagles", lemming=s.label(lem), hex=h)


@step("scatter")
class ScatterZone(Step):
    """Scatter every lemming left in an eagle's zone, one at a time, in the controller's order."""

    kind = "scatter"

    def player(self, s: State, task: Task) -> int:
        return task[2]

    def options(self, s: State, task: Task) -> list[Any]:
        return [SCATTERS[(lem, d)] for lem in E.lemmings_in_zone(s, task[1]) for d in E.scatter_destinations(s, lem)]

    def prompt(self, s: State, task: Task) -> Message:
        left = len(E.lemmings_in_zone(s, task[1]))
        return lazyn("{clan}, scatter the lemmings left in the {eagle} eagle's zone {zone} ({n} to go): "
                     "pick a lemming and one of its closest free hexes",
                     "{clan}, scatter the lemmings left in the {eagle} eagle's zone {zone} ({n} to go): "
                     "pick a lemming and one of its closest free hexes",
                     left, clan=s.name(task[2]), eagle=eagle_colour(task[1]), zone=s.eagles[task[1]][0], n=left)

    def run(self, s: State, task: Task) -> None:
        for lem in E.lemmings_in_zone(s, task[1]):
            s.say("{lemming} cannot be scattered: no hex outside the zones of control has room.", lemming=s.label(lem))

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.scatter(s, option.lemming, option.to)
        push(s, task)

    def explain(self, s: State, task: Task, option: Any) -> str:
        lem, to = getattr(option, "lemming", ""), getattr(option, "to", "")
        if lem not in E.lemmings_in_zone(s, task[1]):
            return tr("{lemming} is not among the lemmings to scatter from the {eagle} eagle's zone", lemming=lem,
                      eagle=eagle_colour(task[1]))
        closest = E.scatter_destinations(s, lem)
        return tr("{hex} is not a legal scatter destination for {lemming}: a scattered lemming goes to a closest hex "
                  "outside the zones of control and within stacking limits ({closest})",
                  hex=to, lemming=s.label(lem), closest=", ".join(closest))


@step("resupply")
class ResupplyPellet(Step):
    kind = "resupply"

    def player(self, s: State, task: Task) -> int:
        return task[2]

    def options(self, s: State, task: Task) -> list[Any]:
        return pellets.resupply_options(s, task[1])

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, the {die} die rolled a Hover: choose a vacant pellet hex of the {circle} circle to resupply",
                    clan=s.name(task[2]), die=die_colour(task[1]), circle=circle_colour(task[1]))

    def run(self, s: State, task: Task) -> None:
        s.say("No pellet is placed for the {die} Hover: {reason}.", die=die_colour(task[1]),
              reason=pellets.why_no_resupply(s, task[1]))

    def choose(self, s: State, task: Task, option: Any) -> None:
        pellets.resupply(s, option.hex)

    def explain(self, s: State, task: Task, option: Any) -> str:
        h = getattr(option, "hex", "")
        return tr("{hex} is not a vacant pellet hex of the {circle} circle (a pellet hex with neither pellet nor lemming); "
                  "vacant: {vacant}", hex=h, circle=circle_colour(task[1]),
                  vacant=", ".join(o.hex for o in pellets.resupply_options(s, task[1])))


@step("reveal")
class RevealCard(Step):
    def run(self, s: State, task: Task) -> None:
        if s.card is not None:
            s.movement_discard.append(s.card)
            s.card = None
        resolve(s, "card")


def _revealed(s: State, option: CardDrawn) -> None:
    card = option.card
    remove_last(s.deck, card)
    if card == GAME_OVER:
        s.movement_discard.append(card)
        end_game(s)
        return
    s.card = int(card)
    s.say("Movement card: {card}.", card=card)


def _card_odds(s: State) -> list[tuple[CardDrawn, Fraction]]:
    """The next movement card: Game Over lies, equally likely, at any of the bottom positions the
    variant names, so it comes up now with chance 1 / (positions it may still be in)."""
    numbers = [c for c in s.deck if c != GAME_OVER]
    if GAME_OVER not in s.deck:
        return [(o, Fraction(w)) for o, w in counted(numbers, CardDrawn)]
    total = len(movement_values(s.cfg.variants))
    shown = total - len(numbers)  # numbered cards already revealed
    ends = Fraction(1, total - shown + 1) if shown >= total - game_over_depth(s.cfg.variants) + 1 else Fraction(0)
    rest = [(o, (1 - ends) * w / len(numbers)) for o, w in counted(numbers, CardDrawn)] if numbers else []
    return [*rest, (CardDrawn(GAME_OVER), ends)]


event("card", lazy("reveal the next movement card"), draw=lambda s: CardDrawn(s.deck[-1]), apply=_revealed,
      outcomes=_card_odds)


def end_game(s: State) -> None:
    s.over = True
    s.tasks.clear()
    s.say("The Game Over card is revealed: the game ends at once.")
    for place, sc in standings(s):
        s.say(score_line(place, sc, chaos=CHAOS in s.cfg.variants))


# ------------------------------------------------------------------ lemmings phase
@step("lemmings")
class LemmingsPhase(Step):
    def run(self, s: State, task: Task) -> None:
        s.order = move_order(s)
        push(s, *(("player_turn", p) for p in s.order))


@step("player_turn")
class PlayerTurn(Step):
    """One player's turn: optional favour exchange, optional special action, then one move."""

    kind = "move"
    answers = (Exchange, Play, Move, Claw, Pass)

    def options(self, s: State, task: Task) -> list[Any]:
        p = task[1]
        out: list[Any] = favours.exchange_options(s, p)
        if not s.played[p]:
            out.extend(map(_play, playable_cards(s, p)))
        moves = movement.regular_moves(s, p)
        if not moves and movement.card_value(s, p) > 0:
            moves = movement.claw_options(s, p)
        out.extend(moves or [Pass()])
        return out

    def prompt(self, s: State, task: Task) -> Message:
        p = task[1]
        value = movement.card_value(s, p)
        return lazyn("{clan}, move one lemming {n} point", "{clan}, move one lemming {n} points", value,
                     clan=s.name(p), n=value)

    def choose(self, s: State, task: Task, option: Any) -> None:
        p = task[1]
        if isinstance(option, Exchange):
            push(s, task)  # first, so that a card drawn at random (a chance task) comes before it
            favours.apply_exchange(s, p, option)
        elif isinstance(option, Play):
            push(s, task)
            play_from_hand(s, p, option.card)
        elif isinstance(option, Move):
            movement.apply_regular_move(s, p, option)
        elif isinstance(option, Claw):
            h = s.lift(option.lemming)
            s.put_on_top(option.lemming, h)
            s.say("{lemming} claws its way to the top of {hex} (no lemming of {clan} could make a regular move).",
                  lemming=s.label(option.lemming), hex=h, clan=s.name(p))
        else:
            s.say("{clan} passes: no lemming can move.", clan=s.name(p))

    def explain(self, s: State, task: Task, option: Any) -> str:
        p = task[1]
        if isinstance(option, Move):
            return movement.explain_move(s, p, option) or tr("that move is not available")
        if isinstance(option, Exchange):
            return favours.why_not_exchange(s, p, option)
        if isinstance(option, Play):
            return why_cannot_play(s, p, option.card)
        if isinstance(option, Claw):
            lem = option.lemming
            if s.cfg.owner.get(lem) != p or s.loc.get(lem) not in s.stacks or s.status(lem) != "covered":
                return tr("{lemming} is not a covered lemming of {clan}", lemming=lem, clan=s.name(p))
            return tr("clawing to the top is allowed only when none of your active or starting lemmings can make a "
                      "regular move")
        if isinstance(option, Pass):
            return tr("passing is allowed only when no lemming of yours can move or claw")
        return ""


@step("discard_special")
class DiscardSpecial(Step):
    def run(self, s: State, task: Task) -> None:
        s.sa_discard.append((task[1], task[2]))


@step("turn_end")
class TurnEnd(Step):
    def run(self, s: State, task: Task) -> None:
        s.sa_discard.extend(s.turn_discards)
        if TWO_PLAYER not in s.cfg.variants:
            if s.mine:
                s.say("{clan} keeps the eagle dice for another turn ({card}).", clan=s.name(s.eagle_player),
                      card=card_name("Mine! All Mine!"))
            else:
                s.eagle_player = next_player(s, s.eagle_player)
                s.say("The eagle dice pass to {clan}.", clan=s.name(s.eagle_player))
        s.turn += 1
        s.reset_turn()
        start_turn(s)


# ---------------------------------------------------------------------- chaos
@step("chaos_draw")
class ChaosDraw(Step):
    def run(self, s: State, task: Task) -> None:
        if not s.sa_pile:
            if not s.sa_discard:
                s.say("Every special action has been played: the Hover draws no card.")
                return
            s.sa_pile = [c for c, _ in s.sa_discard]
            s.sa_discard.clear()
            if not explicit(s):  # explicit chance keeps the pile unordered: each draw is a chance decision
                chance = Chance(s.cfg.seed, s.chance)
                chance.shuffle(s.sa_pile)
                s.chance = chance.counter
            s.say("The special-action pile is empty: the discards are shuffled into a new pile.")
        resolve(s, "chaos_card")


def _chaos_drawn(s: State, option: CardDrawn) -> None:
    remove_last(s.sa_pile, option.card)
    s.say("A Hover: {clan} draws a card from the special-action pile.", clan=s.name(s.eagle_player))
    push(s, ("chaos_offer", option.card, s.eagle_player, 0))


event("chaos_card", lazy("draw a card from the special-action pile"), draw=lambda s: CardDrawn(s.sa_pile[-1]),
      apply=_chaos_drawn, outcomes=lambda s: counted(s.sa_pile, CardDrawn))


@step("chaos_offer")
class ChaosOffer(Step):
    kind = "chaos_card"

    def player(self, s: State, task: Task) -> int:
        return task[2]

    def options(self, s: State, task: Task) -> list[Any]:
        card, p = task[1], task[2]
        out: list[Any] = [Play(card)] if SPECIAL_ACTIONS[card].why_not(s, p) is None else []
        return out + [Pass()]

    def prompt(self, s: State, task: Task) -> Message:
        return lazy("{clan}, play {card} now or pass it to the next player?", clan=s.name(task[2]), card=card_name(task[1]))

    def choose(self, s: State, task: Task, option: Any) -> None:
        card, p, passes = task[1], task[2], task[3]
        if isinstance(option, Play):
            # Kept face up beside the clan. It does not use up the player's own turn: a chaos
            # player holds no other card, and may still trade favours when their move comes.
            s.sa_played[p].append(card)
            s.played_count[p] += 1
            s.say("{clan} plays {card}.", clan=s.name(p), card=card_name(card))
            SPECIAL_ACTIONS[card].begin(s, p)
        elif passes + 1 >= s.cfg.n_players:
            s.sa_discard.append((card, -1))
            s.say("{clan} passes too; nobody played it, so {card} goes face up on the discard pile.",
                  clan=s.name(p), card=card_name(card))
        else:
            s.say("{clan} passes the card on.", clan=s.name(p))
            push(s, ("chaos_offer", card, next_player(s, p), passes + 1))

    def explain(self, s: State, task: Task, option: Any) -> str:
        if isinstance(option, Play) and option.card == task[1]:
            return SPECIAL_ACTIONS[task[1]].why_not(s, task[2]) or ""
        return tr("the only choices are to play {card} or to pass it on", card=card_name(task[1]))


__all__ = ["start_turn", "move_order", "end_game", "START"]
