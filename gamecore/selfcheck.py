"""What a checked random game reports, for every game's self-check and the soak script."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Report:
    """One checked game: what was played and everything that went wrong (empty when all is well)."""

    seed: int
    players: int
    variant: str | None
    chance: str = "seeded"
    decisions: int = 0
    round_trips: int = 0
    violations: list[str] = field(default_factory=list)
