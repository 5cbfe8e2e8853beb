"""Consistency checks that hold in every reachable state (used by tests and bug reports).

:func:`problems` lists everything wrong with a state: a lemming in two places or none, an
overfull hex, pellets, special actions or movement cards created or lost, or a lemming
left inside a zone of control at a decision where every zone has been emptied.
"""

from __future__ import annotations

from collections import Counter

from .board import START
from .cards import GAME_OVER
from .state import CHOW, DIVE, PELLET_COUNTS, PELLET_KINDS, State
from .variants import movement_values, special_deck

#: Decisions taken while no eagle is resolving and no card is moving lemmings.
QUIET_STEPS = {"roll", "eagle_order", "player_turn", "chaos_offer"}


def problems(s: State) -> list[str]:
    """Every broken invariant of ``s``, as readable sentences (empty when all is well)."""
    out: list[str] = []
    cfg = s.cfg
    # lemmings: one place each, stacks and index agree, stacking limits hold
    placed: Counter[str] = Counter()
    for h, stack in s.stacks.items():
        if not stack:
            out.append(f"hex {h} holds an empty stack")
        if len(stack) > s.limit(h):
            out.append(f"hex {h} holds {len(stack)} lemmings, over its limit of {s.limit(h)}")
        for lem in stack:
            placed[lem] += 1
            if s.loc[lem] != h:
                out.append(f"{lem} is stacked in {h} but indexed at {s.loc[lem]}")
    for lem in cfg.all_lemmings:
        where = s.loc[lem]
        if where in (START, CHOW):
            placed[lem] += 1
        elif where == DIVE:
            placed[lem] += 1
            if lem not in s.dives:
                out.append(f"{lem} is marked as scored but has no dive value")
        elif where not in s.stacks:
            out.append(f"{lem} is indexed at {where}, which holds no stack")
    for lem in cfg.all_lemmings:
        if placed[lem] != 1:
            out.append(f"lemming {lem} is in {placed[lem]} places")
    if set(s.dives) != {lem for lem in cfg.all_lemmings if s.loc[lem] == DIVE}:
        out.append("the dive list and the scored lemmings disagree")
    # pellets
    total = s.pellet_count()
    if any(total[k] != PELLET_COUNTS[k] for k in PELLET_KINDS):
        out.append(f"pellets add up to {dict(total)}, not {PELLET_COUNTS}")
    if any(not cfg.board.is_pellet_hex(h) for h in s.board_pellets):
        out.append("a pellet lies on a hex that is not a pellet hex")
    # special actions
    have, deck = s.special_count(), Counter(special_deck(cfg.variants))
    if have != deck:
        out.append(f"special actions do not add up: {dict(have - deck)} extra, {dict(deck - have)} missing")
    # movement cards
    if s.movement_count() != Counter(movement_values(cfg.variants) + [GAME_OVER]):
        out.append("movement cards do not add up")
    # zones of control are empty between resolutions
    if s.tasks and s.tasks[-1][0] in QUIET_STEPS:
        for h in s.zoc_hexes():
            if h in s.stacks:
                out.append(f"{', '.join(s.stacks[h])} stand in a zone of control ({h}) at a {s.tasks[-1][0]} decision")
    return out
