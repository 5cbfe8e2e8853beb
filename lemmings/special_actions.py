"""The sixteen special-action cards and every clan's "It's a 5", each defined in one place.

A card has a name, a description in the kit's own words, a playability check that says
why it cannot be played now, and an effect written as steps of the decision machine, so
every choice a card asks for is a pending decision with its legal options.

Rules shared by the cards:

* A player may play at most one special action per turn, just before moving (or, in the
  chaos variant, when the drawn card reaches them). Playing is optional; a card that
  cannot be played stays in hand.
* Where a card and the regular rules disagree, the card wins. Stacking limits still hold.
* A lemming moved or scattered by a card may enter or cross a zone of control. If it ends
  in one, the card's player at once acts as the Eagle Player: a hunting eagle eats it if
  it stands on a clear hex (and flips to feasting); otherwise it is scattered.
* "Active or Covered" lemmings are those on hexes; starting lemmings are neither.

Choices the rules leave open, and the kit's answer:

* Boo! and Run Lemming Run! move only forward (the cards say so), spending exactly their
  points; Boo! sends a lemming that reaches the cliff edge with a point left over the cliff.
* Lost moves a lemming one point backward: into a clear hex (brush costs two), or from the
  first row back into the start area.
* Pull My Paw and Snap Crackle Pop scatter into adjacent hexes with room; if no adjacent
  hex has room, into the nearest hexes that do.
* King of the Hill asks for the new order one lemming at a time, from the top down.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import eagles as E
from .board import EAGLES, START, ZONE_LETTERS
from .cards import ITS_A_5, SPECIAL_DECK
from .movement import can_land, full_mask, reachable_ends
from .options import EagleMove, EagleTo, Move, Place, Scatter, Select, Swap, Top
from .rng import Chance
from .state import HOVER, State, face_name
from .steps import Step, Task, push, step


@dataclass(frozen=True)
class SpecialAction:
    """One special-action card."""

    name: str
    description: str
    check: Callable[[State, int], str | None]
    begin: Callable[[State, int], None]
    #: Mine! All Mine! waits under the dice until the turn ends before it is discarded.
    discard_at_turn_end: bool = False

    def why_not(self, state: State, player: int) -> str | None:
        """``None`` when ``player`` may play the card now, else the reason (naming the card)."""
        reason = self.check(state, player)
        return f"{self.name}: {reason}" if reason else None

    def playable(self, state: State, player: int) -> bool:
        return self.check(state, player) is None

    def __repr__(self) -> str:
        return f"<SpecialAction {self.name!r}: {self.description}>"


SPECIAL_ACTIONS: dict[str, SpecialAction] = {}


def card(name: str, description: str, *, discard_at_turn_end: bool = False) -> Callable:
    """Decorator: ``@card(name, text)`` on a class with ``check`` and ``begin`` static methods."""

    def register(cls: type) -> type:
        SPECIAL_ACTIONS[name] = SpecialAction(name, description, cls.check, cls.begin, discard_at_turn_end)
        return cls

    return register


# --------------------------------------------------------------------- playing
def held_cards(s: State, p: int) -> list[str]:
    """The special actions ``p`` could still play: the hand, plus It's a 5 while unflipped."""
    return list(s.hands[p]) + ([] if s.clan_card_used[p] else [ITS_A_5])


def playable_cards(s: State, p: int) -> list[str]:
    """Cards ``p`` holds and may play now (used by the "move" decision)."""
    if s.played[p]:
        return []
    out = []
    for c in held_cards(s, p):
        if c not in out and SPECIAL_ACTIONS[c].check(s, p) is None:
            out.append(c)
    return out


def card_status(s: State, p: int) -> list[tuple[str, str | None]]:
    """Each card ``p`` holds with ``None`` if playable now, else the reason."""
    return [(c, why_cannot_play(s, p, c) or None) for c in held_cards(s, p)]


def why_cannot_play(s: State, p: int, name: str) -> str:
    if name not in SPECIAL_ACTIONS:
        return f"there is no special action called {name!r}"
    if name not in held_cards(s, p):
        if name == ITS_A_5:
            return "It's a 5: your clan card is already flipped to its used side"
        return f"{s.name(p)} does not hold {name}"
    if s.played[p]:
        return "only one special action may be played per turn"
    return SPECIAL_ACTIONS[name].why_not(s, p) or ""


def play_from_hand(s: State, p: int, name: str) -> None:
    """Play a held card: take it from the hand (or flip the clan card), then resolve it."""
    s.played[p] = True
    s.played_count[p] += 1
    sa = SPECIAL_ACTIONS[name]
    if name == ITS_A_5:
        s.clan_card_used[p] = True
    else:
        s.hands[p].remove(name)
        if sa.discard_at_turn_end:
            s.turn_discards.append((name, p))
        else:
            push(s, ("discard_special", name, p))
    s.say(f"{s.name(p)} plays {name}.")
    sa.begin(s, p)


# ------------------------------------------------------------------- shared bits
def _board_lemmings(s: State) -> list[str]:
    return s.on_board()


def _enter(s: State, lemming: str, h: str, controller: int) -> None:
    """Put a lemming on top of ``h`` by a card, then resolve any zone of control it entered."""
    s.put_on_top(lemming, h)
    if s.eagles_over(h):
        push(s, ("zone_entry", lemming, controller))


@step("zone_entry")
class ZoneEntry(Step):
    """A card put a lemming in a zone of control: eat it (hunting eagle, clear hex) or scatter."""

    def run(self, s: State, task: Task) -> None:
        lem, controller = task[1], task[2]
        h = s.loc[lem]
        if h not in s.stacks:
            return
        over = s.eagles_over(h)
        if not over:
            return
        hungry = [e for e in over if s.eagles[e][1]]
        if hungry and s.cfg.board.terrain(h) == "clear" and s.top(h) == lem:
            E.eat(s, hungry[0], lem)
            push(s, ("scatter", hungry[0], controller))
        else:
            push(s, ("scatter", over[0], controller))


def _forward_moves(s: State, points: int, lemmings: list[str]) -> Iterator[tuple[str, str, int]]:
    """Card moves straight ahead (zones of control may be crossed), lemming by lemming."""
    blocked = full_mask(s)
    for lem in lemmings:
        for end, left in reachable_ends(s, lem, points, sideways=False, through_zoc=True, blocked=blocked):
            yield lem, end, left


# ------------------------------------------------------------------------ cards
@card("Boo!", "Scare any lemming on the board (active or covered) two points straight ahead; if that takes "
      "it past the cliff edge it tumbles over for a 1-VP dive.")
class Boo:
    @staticmethod
    def options(s: State) -> list[Move]:
        # a dive always scores 1, so reaching the edge with 1 or 2 points left is the same option
        moves = _forward_moves(s, 2, _board_lemmings(s))
        return list(dict.fromkeys(Move(lem, end, 1 if left else 0) for lem, end, left in moves))

    @staticmethod
    def check(s: State, p: int) -> str | None:
        if not _board_lemmings(s):
            return "no lemming is on the board"
        if any(True for _ in _forward_moves(s, 2, _board_lemmings(s))):
            return None
        return "no lemming on the board has room to move two points forward"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("boo", p))


@step("boo")
class BooStep(Step):
    kind = "boo"

    def options(self, s: State, task: Task) -> list[Any]:
        return Boo.options(s)

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Boo!: choose a lemming to scare two points forward"

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, end, dive = option
        where = s.lift(lem)
        if dive:
            s.put_in_dive(lem, 1)
            s.say(f"Boo! {s.label(lem)} bolts from {where} over the cliff: a 1-VP dive (no style points).")
            return
        s.say(f"Boo! {s.label(lem)} bolts from {where} to {end}.")
        _enter(s, lem, end, task[1])


@card("Caution", "The movement card counts two points less (never below 0) for every player who moves "
      "after you this turn; a favour or their own card can still raise it.")
class Caution:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.caution.append(p)
        s.say(f"Caution: the card counts 2 less for everyone who moves after {s.name(p)} this turn.")


@card("Déjà Vu", "Repeat the special action on top of the discard pile as if you had played it; "
      "it must have been played by someone else.")
class DejaVu:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        if not s.sa_discard:
            return "the special-action discard pile is empty"
        top, who = s.sa_discard[-1]
        if top == "Déjà Vu":
            return "the top of the discard pile is Déjà Vu itself"
        if who == p:
            return f"the last special action played ({top}) was your own"
        reason = SPECIAL_ACTIONS[top].check(s, p)
        return f"{top} could not be resolved now: {reason}" if reason else None

    @staticmethod
    def begin(s: State, p: int) -> None:
        top, _ = s.sa_discard[-1]
        s.say(f"Déjà Vu: {top} happens again, resolved by {s.name(p)}.")
        SPECIAL_ACTIONS[top].begin(s, p)


@card("Eagle Eye!", "Move either eagle one zone along its circle (a feasting eagle flips to hunting "
      "first), then feast and scatter there as the Eagle Player would.")
class EagleEye:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("eagle_eye", p))


@step("eagle_eye")
class EagleEyeStep(Step):
    kind = "eagle_eye"

    def options(self, s: State, task: Task) -> list[Any]:
        return [EagleMove(e, d, E.zone_after(s.eagles[e][0], 1, d)) for e in EAGLES for d in E.DIRECTIONS]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Eagle Eye!: move one eagle one zone"

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.flip(s, option.eagle, True)
        E.fly(s, option.eagle, option.zone, how="clockwise" if option.direction == "cw" else "counterclockwise")
        push(s, ("attack", option.eagle, task[1]))


@card("Heroic Return", "Bring one of your eaten lemmings back from the eagle-chow box onto a brush hex of "
      "the blue circle that is outside the blue eagle's zone and has room; it goes on top.")
class HeroicReturn:
    @staticmethod
    def targets(s: State) -> list[str]:
        board = s.cfg.board
        blue_zone = s.eagles["blue"][0]
        return [h for h in board.brush if board.zone_letter("blue", h) not in (None, blue_zone)]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        chow = s.in_chow(p)
        if not chow:
            return "no lemming of yours is in the eagle-chow box"
        if not any(can_land(s, chow[0], h) for h in HeroicReturn.targets(s)):
            return "every brush hex of the blue circle outside the blue eagle's zone is full"
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("heroic_return", p))


@step("heroic_return")
class HeroicReturnStep(Step):
    kind = "heroic_return"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Place(lem, h) for lem in s.in_chow(task[1]) for h in HeroicReturn.targets(s) if can_land(s, lem, h)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Heroic Return: choose an eaten lemming and a blue-circle brush hex"

    def choose(self, s: State, task: Task, option: Any) -> None:
        s.lift(option.lemming)
        s.say(f"Heroic Return: {s.label(option.lemming)} escapes the eagle and lands in {option.hex}.")
        _enter(s, option.lemming, option.hex, task[1])


@card(ITS_A_5, "Once per game (flip your clan card): the movement card counts 5 for your lemming this "
      "turn; the move follows the regular rules.")
class ItsAFive:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return "your clan card is already flipped to its used side" if s.clan_card_used[p] else None

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.its_a_5[p] = True
        s.say(f"{s.name(p)}'s card counts 5 this turn.")


@card("King of the Hill", "Rearrange every lemming of one stack on the board in any order you like.")
class KingOfTheHill:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(len(st) >= 2 for st in s.stacks.values()) else "no hex holds a stack of two or more lemmings"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("king", p))


@step("king")
class KingStep(Step):
    kind = "king_of_the_hill"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(h) for h in s.cfg.board.hexes if len(s.stack(h)) >= 2]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, King of the Hill: choose a stack to rearrange"

    def choose(self, s: State, task: Task, option: Any) -> None:
        push(s, ("king_order", task[1], option.target, ()))


@step("king_order")
class KingOrderStep(Step):
    kind = "king_order"

    def options(self, s: State, task: Task) -> list[Any]:
        placed = task[3]
        return [Top(lem) for lem in reversed(s.stack(task[2])) if lem not in placed]

    def prompt(self, s: State, task: Task) -> str:
        which = "top" if not task[3] else f"position {len(task[3]) + 1} from the top"
        return f"{s.name(task[1])}, King of the Hill: which lemming goes {which} of {task[2]}?"

    def choose(self, s: State, task: Task, option: Any) -> None:
        h, placed = task[2], task[3] + (option.lemming,)
        rest = [lem for lem in s.stack(h) if lem not in placed]
        if len(rest) > 1:
            push(s, ("king_order", task[1], h, placed))
            return
        new = tuple(rest) + tuple(reversed(placed))
        s.stacks[h] = new
        s.say(f"King of the Hill: {h} now holds, bottom to top, {', '.join(s.label(x) for x in new)}.")


@card("Lost", "Every other player has one of their lemmings on the board (your pick, active or covered) "
      "step back one point, one lemming at a time.")
class Lost:
    @staticmethod
    def destinations(s: State, lem: str) -> list[str]:
        board = s.cfg.board
        h = s.loc[lem]
        out = [n for n in board.backward(h) if board.cost(n) == 1 and can_land(s, lem, n)]
        if board.row(h) == board.first_row:
            out.append(START)
        return out

    @staticmethod
    def options(s: State, players: tuple[int, ...]) -> list[Move]:
        return [Move(lem, d) for q in players for lem in s.on_board(q) for d in Lost.destinations(s, lem)]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        others = [lem for lem in s.on_board() if s.owner(lem) != p]
        if any(Lost.destinations(s, lem) for lem in others):
            return None
        return "no other player has a lemming on the board that can step back"

    @staticmethod
    def begin(s: State, p: int) -> None:
        order = tuple((p + i) % s.cfg.n_players for i in range(1, s.cfg.n_players))
        push(s, ("lost", p, order))


@step("lost")
class LostStep(Step):
    kind = "lost"

    def options(self, s: State, task: Task) -> list[Any]:
        return Lost.options(s, task[2])

    def prompt(self, s: State, task: Task) -> str:
        names = ", ".join(s.name(q) for q in task[2])
        return f"{s.name(task[1])}, Lost: move one lemming of each other player one point back (still to go: {names})"

    def run(self, s: State, task: Task) -> None:
        for q in task[2]:
            s.say(f"Lost: {s.name(q)} has no lemming that can step back.")

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, to = option.lemming, option.to
        owner = s.owner(lem)
        push(s, ("lost", task[1], tuple(q for q in task[2] if q != owner)))
        where = s.lift(lem)
        if to == START:
            s.put_in_start(lem)
            s.say(f"Lost: {s.label(lem)} wanders from {where} back into the start area.")
            return
        s.say(f"Lost: {s.label(lem)} wanders back from {where} to {to}.")
        _enter(s, lem, to, task[1])


@card("Mine! All Mine!", "Only the Eagle Player may play it: keep the eagle dice at the end of this turn and "
      "be the Eagle Player again next turn.", discard_at_turn_end=True)
class MineAllMine:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if p == s.eagle_player else "only the Eagle Player may play it"

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.mine = True
        s.say(f"{s.name(p)} will keep the eagle dice for another turn.")


@card("Mistaken Identity", "Swap one of your eaten lemmings for another clan's lemming (active or covered) "
      "in a brush hex of the red circle: yours takes its exact place in the stack, it goes to the chow box.")
class MistakenIdentity:
    @staticmethod
    def victims(s: State, p: int) -> list[str]:
        board = s.cfg.board
        return [lem for h in board.brush if board.zone_letter("red", h) for lem in s.stack(h) if s.owner(lem) != p]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        if not s.in_chow(p):
            return "no lemming of yours is in the eagle-chow box"
        if not MistakenIdentity.victims(s, p):
            return "no lemming of another clan is in a brush hex of the red circle"
        return None

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("mistaken_identity", p))


@step("mistaken_identity")
class MistakenIdentityStep(Step):
    kind = "mistaken_identity"

    def options(self, s: State, task: Task) -> list[Any]:
        p = task[1]
        return [Swap(mine, other) for mine in s.in_chow(p) for other in MistakenIdentity.victims(s, p)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Mistaken Identity: choose your eaten lemming and the lemming it replaces"

    def choose(self, s: State, task: Task, option: Any) -> None:
        mine, other = option
        h = s.loc[other]
        index = s.stack(h).index(other)
        s.lift(other)
        s.put_in_chow(other)
        s.lift(mine)
        s.put_at(mine, h, index)
        s.say(f"Mistaken Identity: {s.label(mine)} takes {s.label(other)}'s place in {h}; "
              f"{s.label(other)} goes to the eagle-chow box.")


@card("Noble Sacrifice", "Roll an eagle die for one of your eaten lemmings: a Hover leaves it in the chow box; "
      "1, 2 or 3 turns it into a dive worth that many VP.")
class NobleSacrifice:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if s.in_chow(p) else "no lemming of yours is in the eagle-chow box"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("noble_sacrifice", p))


@step("noble_sacrifice")
class NobleSacrificeStep(Step):
    kind = "noble_sacrifice"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(lem) for lem in s.in_chow(task[1])]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Noble Sacrifice: choose the eaten lemming to honour, then the die is rolled"

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem = option.target
        chance = Chance(s.cfg.seed, s.chance)
        face = chance.choice(s.cfg.die)
        s.chance = chance.counter
        if face == HOVER:
            s.say(f"Noble Sacrifice: the die shows Hover; {s.label(lem)} stays in the eagle-chow box.")
            return
        s.lift(lem)
        s.put_in_dive(lem, face)
        s.say(f"Noble Sacrifice: the die shows {face_name(face)}; {s.label(lem)} scores a {face}-VP dive.")


@card("Pull My Paw", "Pick any lemming on the board: every other lemming in its stack scatters, one at a "
      "time in your order, into adjacent hexes in any direction.")
class PullMyPaw:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(len(st) >= 2 for st in s.stacks.values()) else "no hex holds a stack of two or more lemmings"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("pull_my_paw", p))


@step("pull_my_paw")
class PullMyPawStep(Step):
    kind = "pull_my_paw"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(lem) for h in s.cfg.board.hexes if len(s.stack(h)) >= 2 for lem in s.stack(h)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Pull My Paw: choose the lemming whose stack-mates scatter"

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem = option.target
        h = s.loc[lem]
        others = tuple(x for x in s.stack(h) if x != lem)
        s.say(f"Pull My Paw: the lemmings sharing {h} with {s.label(lem)} scatter.")
        push(s, ("card_scatter", task[1], h, others))


@card("Quick Start", "The movement card counts double for one of your lemmings that leaves the start area "
      "this turn.")
class QuickStart:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if s.starting(p) else "no lemming of yours is in the start area"

    @staticmethod
    def begin(s: State, p: int) -> None:
        s.quick_start[p] = True
        s.say(f"A lemming of {s.name(p)} leaving the start area this turn moves double.")


@card("Rock Slide", "The cliff edge gives way: every lemming on the four cliff-edge hexes falls, "
      "scoring 1 VP for its clan.")
class RockSlide:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(h in s.stacks for h in s.cfg.board.cliff_edge) else "no lemming stands on the cliff edge"

    @staticmethod
    def begin(s: State, p: int) -> None:
        for h in s.cfg.board.cliff_edge:
            for lem in reversed(s.stack(h)):
                s.lift(lem)
                s.put_in_dive(lem, 1)
                s.say(f"Rock Slide: {s.label(lem)} falls from {h}: a 1-VP dive.")


@card("Run Lemming Run!", "Move any lemming on the board that has not reached the Line of Bones three points "
      "forward; it may reach or cross the Line.")
class RunLemmingRun:
    @staticmethod
    def eligible(s: State) -> list[str]:
        board = s.cfg.board
        bones_row = min(board.row(h) for h in board.line_of_bones)
        return [lem for lem in s.on_board() if board.row(s.loc[lem]) < bones_row]

    @staticmethod
    def options(s: State) -> list[Move]:
        return [Move(lem, end) for lem, end, left in _forward_moves(s, 3, RunLemmingRun.eligible(s)) if not left]

    @staticmethod
    def check(s: State, p: int) -> str | None:
        eligible = RunLemmingRun.eligible(s)
        if not eligible:
            return "no lemming on the board is short of the Line of Bones"
        if any(not left for _, _, left in _forward_moves(s, 3, eligible)):
            return None
        return "no lemming short of the Line of Bones has room to run three points"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("run", p))


@step("run")
class RunStep(Step):
    kind = "run_lemming_run"

    def options(self, s: State, task: Task) -> list[Any]:
        return RunLemmingRun.options(s)

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Run Lemming Run!: choose a lemming to run three points forward"

    def choose(self, s: State, task: Task, option: Any) -> None:
        where = s.lift(option.lemming)
        s.say(f"Run Lemming Run! {s.label(option.lemming)} runs from {where} to {option.to}.")
        _enter(s, option.lemming, option.to, task[1])


@card("Snap Crackle Pop", "Pick a brush hex: every lemming in it scatters, one at a time in your order, into "
      "adjacent hexes in any direction.")
class SnapCracklePop:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(h in s.stacks for h in s.cfg.board.brush) else "no brush hex holds a lemming"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("snap", p))


@step("snap")
class SnapStep(Step):
    kind = "snap_crackle_pop"

    def options(self, s: State, task: Task) -> list[Any]:
        return [Select(h) for h in s.cfg.board.brush if h in s.stacks]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Snap Crackle Pop: choose a brush hex to empty"

    def choose(self, s: State, task: Task, option: Any) -> None:
        h = option.target
        s.say(f"Snap Crackle Pop: the lemmings in {h} scatter.")
        push(s, ("card_scatter", task[1], h, s.stack(h)))


@step("card_scatter")
class CardScatterStep(Step):
    """Scatter the named lemmings from one hex into adjacent hexes, in the card player's order."""

    kind = "card_scatter"

    @staticmethod
    def destinations(s: State, lem: str) -> list[str]:
        board = s.cfg.board
        here = s.loc[lem]
        for ring in board.rings[here]:  # adjacent hexes first, then the nearest with room
            near = [h for h in ring if can_land(s, lem, h)]
            if near:
                return near
        return []

    def options(self, s: State, task: Task) -> list[Any]:
        origin, todo = task[2], task[3]
        return [Scatter(lem, d) for lem in todo if s.loc[lem] == origin for d in self.destinations(s, lem)]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, scatter the lemmings of {task[2]}: pick a lemming and an adjacent hex"

    def choose(self, s: State, task: Task, option: Any) -> None:
        lem, to = option
        rest = tuple(x for x in task[3] if x != lem)
        if rest:
            push(s, ("card_scatter", task[1], task[2], rest))
        where = s.lift(lem)
        s.say(f"{s.label(lem)} is scattered from {where} to {to}.")
        _enter(s, lem, to, task[1])


@card("Uh-Oh!", "Move a hunting eagle to any other zone of its circle, then feast and scatter there as the "
      "Eagle Player would.")
class UhOh:
    @staticmethod
    def check(s: State, p: int) -> str | None:
        return None if any(hunting for _, hunting in s.eagles.values()) else "both eagles are feasting"

    @staticmethod
    def begin(s: State, p: int) -> None:
        push(s, ("uh_oh", p))


@step("uh_oh")
class UhOhStep(Step):
    kind = "uh_oh"

    def options(self, s: State, task: Task) -> list[Any]:
        return [EagleTo(e, z) for e in EAGLES if s.eagles[e][1] for z in ZONE_LETTERS if z != s.eagles[e][0]]

    def prompt(self, s: State, task: Task) -> str:
        return f"{s.name(task[1])}, Uh-Oh!: move a hunting eagle to any zone of its circle"

    def choose(self, s: State, task: Task, option: Any) -> None:
        E.fly(s, option.eagle, option.zone, how="straight")
        push(s, ("attack", option.eagle, task[1]))


def _check_registry() -> None:
    missing = set(SPECIAL_DECK) | {ITS_A_5}
    assert missing == set(SPECIAL_ACTIONS), missing ^ set(SPECIAL_ACTIONS)


_check_registry()

__all__ = ["SPECIAL_ACTIONS", "SpecialAction", "playable_cards", "card_status", "why_cannot_play", "play_from_hand",
           "held_cards"]
