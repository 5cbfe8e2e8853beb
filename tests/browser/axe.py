"""axe-core in a page: inject ``axe.min.js`` and run its WCAG checks, for the accessibility tests.

axe-core is the npm package, pinned and installed by ``.ci/browser-deps`` (which ``make test``
runs) into the git-ignored ``.venv/axe/``, the way Debian's Chromium is installed for these tests.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from .browserkit import REPO

#: The file injected into a page; ``.ci/browser-deps`` installs the pinned version there.
AXE_JS = REPO / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js"
#: The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices (landmarks, page title…).
TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice")
#: Impacts that fail a test; "moderate" and "minor" are printed only.
BLOCKING = ("critical", "serious")


@dataclass(frozen=True)
class Violation:
    """One rule axe found broken: its impact, id and help, and each offending node's selector and summary."""

    impact: str
    rule: str
    help: str
    nodes: tuple[tuple[str, str], ...]

    def __str__(self) -> str:
        lines = [f"{self.impact}: {self.rule} ({self.help}), {len(self.nodes)} node(s)"]
        lines += [f"    {target}: {_what(summary)}"[:400] for target, summary in self.nodes[:12]]
        if len(self.nodes) > 12:
            lines.append(f"    … and {len(self.nodes) - 12} more")
        return "\n".join(lines)


def _what(summary: str) -> str:
    """axe's failure summary without its "Fix any of the following:" headings, on one line."""
    return " ".join(line.strip() for line in summary.splitlines() if line.strip() and not line.startswith("Fix "))


def inject(page: Any) -> None:
    """Add axe-core to ``page`` (once); a missing install fails the test saying how to get it."""
    if not AXE_JS.is_file():
        pytest.fail(f"axe-core is missing at {AXE_JS.relative_to(REPO)}: run `.ci/browser-deps` (npm install of the "
                    f"pinned axe-core; `make test` runs it first).", pytrace=False)
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE_JS))


def run(page: Any, context: str | dict[str, Any] = "document", disable: tuple[str, ...] = ()) -> list[Violation]:
    """axe's violations on ``page``: over the whole document, or over ``context`` (a CSS selector, or
    axe's ``{"include": [...], "exclude": [...]}``), with the rules in ``disable`` switched off.
    Sorted from the worst impact down."""
    inject(page)
    options = {"resultTypes": ["violations"], "runOnly": {"type": "tag", "values": list(TAGS)},
               "rules": {rule: {"enabled": False} for rule in disable}}
    where = "document" if context == "document" else json.dumps(context)
    found = page.evaluate(f"""async () => {{
      const res = await window.axe.run({where}, {json.dumps(options)});
      return res.violations.map((v) => ({{impact: v.impact || 'minor', id: v.id, help: v.help,
        nodes: v.nodes.map((n) => [n.target.map(String).join(' >> '), n.failureSummary || ''])}}));
    }}""")
    order = {"critical": 0, "serious": 1, "moderate": 2, "minor": 3}
    out = [Violation(v["impact"], v["id"], v["help"], tuple(tuple(n) for n in v["nodes"])) for v in found]
    return sorted(out, key=lambda v: (order.get(v.impact, 4), v.rule))


def counts(violations: list[Violation]) -> dict[str, int]:
    """How many offending nodes each impact has (for the report)."""
    out: dict[str, int] = {}
    for v in violations:
        out[v.impact] = out.get(v.impact, 0) + len(v.nodes)
    return out


def blocking(violations: list[Violation]) -> list[Violation]:
    """The critical and serious ones."""
    return [v for v in violations if v.impact in BLOCKING]


def report(where: str, violations: list[Violation]) -> str:
    """Every violation of ``where`` in words, one rule a paragraph, each node named."""
    if not violations:
        return f"{where}: no axe violation"
    return f"{where}: {counts(violations)}\n" + "\n".join(str(v) for v in violations)
