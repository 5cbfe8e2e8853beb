"""The tactics suite: positions with one clearly best option (or a set of options that do the same
thing), the reason a teacher would give, and what the default hint and "hard" pick.

Each position is a scenario (docs/scenarios.md), sometimes followed by a few choices to reach the
decision (``then``). Its best option is checked by an exhaustive search of the seat's own
follow-ups (:func:`lemmings.bots.lookahead.analyse` with a leaf budget no decision can exhaust, in
:data:`WORLDS` sampled worlds); the margin is the reference's lead of the best over the best option
outside the set, in expected VP. Goal (issue 27): the default hint and "hard" pick the best in every
position. Run: ``.venv/bin/python benchmarks/tactics.py [positions]`` (default all).
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from lemmings import Game  # noqa: E402
from lemmings.analysis import hint  # noqa: E402
from lemmings.bots import make_bot  # noqa: E402
from lemmings.bots.lookahead import analyse  # noqa: E402

#: Worlds of the exhaustive reference (hidden cards and pellets differ between worlds).
WORLDS = 6
#: A leaf budget no turn can exhaust: every decision of the seat's own turn is searched.
EXHAUSTIVE = 10**9


@dataclass(frozen=True)
class Tactic:
    name: str
    kind: str
    scenario: str
    best: frozenset[str]
    reason: str
    then: tuple[str, ...] = ()

    def game(self) -> Game:
        game = Game.from_scenario(self.scenario, name=self.name)
        for choice in self.then:
            game.apply(choice)
        return game


def _t(name: str, kind: str, best: set[str], reason: str, scenario: str, then: tuple[str, ...] = ()) -> Tactic:
    return Tactic(name, kind, "name: " + name + "\n" + scenario.strip() + "\n", frozenset(best), reason, then)


_MOVER = "players: 4\neagle player: Biker\nmover: Ritz\nits a 5 used: Ritz\n"
_EAGLES = "players: 4\neagle player: Ritz\n"

TACTICS: tuple[Tactic, ...] = (
    _t("dive for the whole card", "dive now", {"move R1 1502 dive 5"},
       "R1 stands on the edge with a 5: diving now scores all 5 VP; a step along the edge first wastes a point, "
       "and waiting leaves it to the blue eagle (a 1 brings it to zone A)",
       _MOVER + "red: C hunting\nblue: B hunting\ncard: 5\n1502: R1"),
    _t("shortest way to the edge", "dive now", {"move R1 1502 dive 3", "move R1 1503 dive 3"},
       "every point left at the edge is a VP: the straight run to 1502 or 1503 dives for 3, the others for 2",
       "players: 4\neagle player: Ritz\nits a 5 used: Ritz\nred: A hunting\nblue: D hunting\ncard: 5\n1302: R1\n1504: B1"),
    _t("out of both circles", "get out of reach", {"move R1 1203", "move R1 1002"},
       "R1 on 0902 is in red zone A and blue zone D, one roll from either eagle; 1203 (no circle) and the brush "
       "of 1002 are out of reach, while a start lemming can wait",
       _MOVER + "red: B hunting\nblue: B hunting\ncard: 3\n0902: R1\n0302: B1"),
    _t("on to the safe side", "get out of reach", {"move R1 0704"},
       "0603 lies in no circle, but the forward hexes do; 0704 is brush, where an eagle cannot feast, and "
       "two rows nearer the cliff",
       _MOVER + "red: C hunting\nblue: C hunting\ncard: 3\n0603: R1"),
    _t("order: scatter first, then pounce", "eagle order", {"red first"},
       "blue first must fly to zone D or B and eat one of your own lemmings; red first eats Biker's B1 in zone A "
       "and lets you scatter R1 out of blue's reach, so blue then lands on an empty zone",
       _EAGLES + "red: B hunting\nblue: F hunting\ndice: red 1, blue 2\n0903: R1\n0803: B1\n1204: R2"),
    _t("fly to the rivals", "eagle direction", {"blue cw A"},
       "clockwise the blue eagle lands in zone A over Biker's B1; counterclockwise in zone C over your own R2",
       _EAGLES + "red: D hunting\nblue: E hunting\ndice: red Hover, blue 2\n1403: B1\n1005: R2", ("blue first",)),
    _t("feed it a rival", "eagle feast", {"feast B1"},
       "the eagle must eat one of the two tops in zone A: Biker's B1, not your own R1 on the cliff edge",
       _EAGLES + "red: D hunting\nblue: E hunting\ndice: red Hover, blue 2\n1403: B1\n1503: R1",
       ("blue first", "blue cw A")),
    _t("scatter: yours forward, theirs over", "scatter", {"scatter R1 1402", "scatter I1 cliff"},
       "after the feast you scatter both: your R1 into the brush of 1402, safe and a row from the edge, and I.Q.'s "
       "I1 over the cliff, where it scores 1 VP instead of diving later for about 4",
       _EAGLES + "red: D hunting\nblue: E hunting\ndice: red Hover, blue 2\n1403: B1\n1502: I1\n1302: R1",
       ("blue first", "blue cw A", "feast B1")),
    _t("It's a 5 on the edge", "a card that gains", {"play It's a 5"},
       "a 2 on the edge dives for 2; flipping It's a 5 dives for 5, well worth the 1 VP the unused clan card "
       "would bring at the end",
       "players: 4\neagle player: Biker\nmover: Ritz\nred: C hunting\nblue: C hunting\ncard: 2\n1502: R1"),
    _t("Rock Slide against a crowded edge", "a card that gains", {"play Rock Slide"},
       "three rival lemmings wait on the edge to dive for up to 5 each; Rock Slide drops them now for 1 VP each",
       _MOVER + "red: C hunting\nblue: D hunting\nhand Ritz: Rock Slide\ncard: 2\n1501: B1\n1503: B2\n1504: I1\n"
                "0603: R1"),
    _t("keep Quick Start", "a card that wastes", {"move R1 1502", "move R1 1503", "move R1 1504"},
       "Quick Start only doubles a card for a lemming leaving the start; R1 reaches the edge with the 2 alone, "
       "and the card kept is 1 VP at the end",
       _MOVER + "red: C hunting\nblue: C hunting\nhand Ritz: Quick Start\ncard: 2\n1303: R1"),
    _t("keep Uh-Oh!", "a card that wastes", {"move R1 0704"},
       "no rival stands in either circle: dropping an eagle eats nobody and costs the card's 1 VP; the move to "
       "the brush of 0704 gains ground safely",
       _MOVER + "red: C hunting\nblue: C hunting\nhand Ritz: Uh-Oh!\ncard: 3\n0603: R1"),
)


def reference(game: Game, worlds: int = WORLDS) -> list:
    """Every option's statistics from the exhaustive search of the seat's own follow-ups, best first."""
    return analyse(game, worlds=worlds, leaves=EXHAUSTIVE, seed=1)


def margin(stats: list, best: frozenset[str]) -> tuple[str, float]:
    """The reference's top option and the lead of the best of ``best`` over the best option outside it."""
    inside = max(st.margin for st in stats if str(st.option) in best)
    outside = max((st.margin for st in stats if str(st.option) not in best), default=float("-inf"))
    return str(stats[0].option), inside - outside


def hard_pick(game: Game, seed: int = 0) -> str:
    return str(make_bot("hard", seed).choose(game))


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else len(TACTICS)
    rows, hits, hard_hits = [], 0, 0
    for i, t in enumerate(TACTICS[:count]):
        game = t.game()
        top, gap = margin(reference(game), t.best)
        wall = time.perf_counter()
        quick = str(hint(game, seed=i).best)  # the default hint: one second of thinking
        wall = time.perf_counter() - wall
        hard = hard_pick(game, i)
        hits += quick in t.best
        hard_hits += hard in t.best
        print(f"  {t.name}: done", file=sys.stderr, flush=True)
        rows.append((t.name, t.kind, " | ".join(sorted(t.best)), top in t.best, gap, quick, hard, wall))
    print(f"{'position':38} {'kind':26} {'best':44} {'ref':4} {'margin':>7}  {'default hint':24} {'hard':24}")
    for name, kind, best, ok, gap, quick, hard, _wall in rows:
        print(f"{name:38} {kind:26} {best:44} {'yes' if ok else 'NO':4} {gap:+7.2f}  "
              f"{quick + (' ✓' if quick in best.split(' | ') else ' ✗'):24} "
              f"{hard + (' ✓' if hard in best.split(' | ') else ' ✗'):24}")
    print(f"tactics: the default hint picks the best in {hits} of {len(rows)} positions, hard in {hard_hits} of "
          f"{len(rows)} (reference: exhaustive own follow-ups in {WORLDS} worlds); default hint wall: max "
          f"{max(r[-1] for r in rows):.2f} s")


if __name__ == "__main__":
    main()
