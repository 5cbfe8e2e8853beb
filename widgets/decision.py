"""The decision panel: the buttons and menus that answer a person's pending decision.

It shows only what the person whose seat decides may use: their favours, their special
actions (greyed out with the reason when not playable now), their moves, or one button
per option. The Moves menu follows the board: with a lemming selected it lists only that
lemming's moves, and choosing a menu entry shows its route on the board (through the
``on_preview`` callback). Options that differ by path or value (two dives into one hex)
carry their route in their label; "which eagle first" says what each order does.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from lemmings.game import Game
from lemmings.options import EagleFirst, EagleMove, Move

from .explain import EAGLE_ORDER_WHY, PATH_COLOURS, eagle_order_notes, eagle_order_summary, option_route, path_label
from .logic import BoardInteraction, Control, decision_controls

#: Up to this many options are buttons; more become a menu.
MAX_BUTTONS = 14
#: Added to the label of the option a hint ranks first (until the decision changes).
BEST = " ★ best by hint"


def close_tree(widget: W.Widget) -> None:
    """Close a widget and every widget inside it (their comms would otherwise stay open)."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    widget.close()


def _strip_card(reason: str, card: str) -> str:
    prefix = f"{card}: "
    return reason[len(prefix):] if reason.startswith(prefix) else reason


def move_label(game: Game, option: Any, routes: bool) -> str:
    """A move in words; with ``routes`` its path too (when options differ by path or value)."""
    text = game.describe(option)
    if routes:
        extra = path_label(game, option, option_route(game, option))
        if extra:
            text += f" — {extra}"
    return text


class DecisionPanel:
    """The rows of controls for the pending decision (:attr:`box` is the widget).

    ``press(control)`` is called when a button is pressed or the menu's button applies an
    entry; ``preview(option)`` when the menu shows another entry. Every handler runs through
    ``guard(action, fn, *args)``, which keeps errors from escaping.
    """

    def __init__(self, guard: Callable[..., Any], press: Callable[[Control], Any],
                 preview: Callable[[Any], Any]) -> None:
        self._guard, self._press, self._preview = guard, press, preview
        self.box = W.VBox()
        self.controls: list[tuple[Control, W.Widget]] = []
        self.move_menu: W.Dropdown | None = None
        self.move_button: W.Button | None = None
        self._moves: list[Control] = []
        self._shown_moves: list[Control] = []
        self._menu_choices: list[Control] = []
        self._quiet = False
        self.best: Any = None

    # ------------------------------------------------------------ building
    def clear(self) -> None:
        for child in self.box.children:
            close_tree(child)
        self.box.children = []
        self.controls = []
        self.move_menu = self.move_button = None
        self._moves = self._shown_moves = self._menu_choices = []
        self.best = None

    def render(self, game: Game, interaction: BoardInteraction, *, show: bool) -> None:
        """Rebuild the rows for ``game.pending`` (nothing when ``show`` is false: a computer
        clan decides, or the screen waits to be passed to another person)."""
        self.clear()
        d = game.pending
        if d is None or not show:
            return
        controls = decision_controls(game)
        groups: dict[str, list[Control]] = {}
        for c in controls:
            groups.setdefault(c.group, []).append(c)
        rows: list[W.Widget] = []
        if "favour" in groups:
            rows.append(self._row("Favours:", [self._button(c) for c in groups["favour"]]))
        if "card" in groups:
            rows.append(self._row("Special actions:", [self._button(c) for c in groups["card"]]))
            reasons = [c for c in groups["card"] if not c.enabled and c.reason]
            if reasons:
                rows.append(W.HTML("<br>".join(f"<small><b>{html.escape(c.label[5:])}</b> cannot be played now: "
                                               f"{html.escape(_strip_card(c.reason, c.label[5:]))}</small>"
                                               for c in reasons)))
        if "move" in groups:
            rows.append(self._move_row(game, groups["move"], interaction.selected))
        if "pass" in groups:
            rows.append(W.HBox([self._button(c) for c in groups["pass"]]))
        if "choice" in groups:
            rows.extend(self._choice_rows(game, groups["choice"]))
        self.box.children = rows

    def _row(self, title: str, kids: list[W.Widget]) -> W.HBox:
        return W.HBox([W.HTML(f"{html.escape(title)}&nbsp;")] + kids, layout=W.Layout(flex_flow="row wrap"))

    def _button(self, c: Control, label: str | None = None) -> W.Button:
        b = W.Button(description=label or c.label, disabled=not c.enabled, tooltip=c.reason or c.label,
                     layout=W.Layout(width="auto", max_width="100%"))
        b.on_click(lambda _b, c=c: self._guard(c.label, self._press, c))
        self.controls.append((c, b))
        return b

    def _choice_rows(self, game: Game, choices: list[Control]) -> list[W.Widget]:
        summary = eagle_order_summary(game)
        if summary:
            return self._eagle_order_rows(game, choices, summary)
        if all(isinstance(c.option, EagleMove) for c in choices):
            # the board draws each flight in its own colour: the buttons say which is which
            return [W.HBox([self._button(c, f"{c.label} ({name} path)")
                            for c, (_colour, name) in zip(choices, PATH_COLOURS, strict=False)],
                           layout=W.Layout(flex_flow="row wrap"))]
        if len(choices) <= MAX_BUTTONS:
            return [W.HBox([self._button(c) for c in choices], layout=W.Layout(flex_flow="row wrap"))]
        menu = W.Dropdown(options=[(c.label, i) for i, c in enumerate(choices)], value=0,
                          layout=W.Layout(width="36em", max_width="100%"))
        go = W.Button(description="Choose", button_style="primary", layout=W.Layout(width="auto"))
        go.on_click(lambda _b: self._guard("choose", lambda: self._press(choices[menu.value])))
        self._menu_choices = choices
        self.controls.extend((c, menu) for c in choices)
        return [W.HBox([W.HTML(f"Choices ({len(choices)}):&nbsp;"), menu, go], layout=W.Layout(flex_flow="row wrap"))]

    def _eagle_order_rows(self, game: Game, choices: list[Control], summary: dict[Any, str]) -> list[W.Widget]:
        """One short row per order (the full outlook in the button's tooltip), then why it matters, once."""
        notes = eagle_order_notes(game)
        rows: list[W.Widget] = []
        for c in choices:
            b = self._button(c, f"{c.option.eagle.capitalize()} first" if isinstance(c.option, EagleFirst) else None)
            b.tooltip = notes.get(c.option, c.label)
            rows.append(W.HBox([b, W.HTML(f"<small>{html.escape(summary.get(c.option, ''))}</small>",
                                          layout=W.Layout(flex="1 1 12em", margin="0 0 0 4px"))],
                               layout=W.Layout(align_items="center")))
        details = "".join(f"<div>{html.escape(n)}</div>" for n in notes.values())
        rows.append(W.HTML(f"<details style='line-height:1.3'><summary><small>Exposed: lemmings the eagle could eat "
                           f"there. Why the order matters</small></summary><small>"
                           f"{html.escape(EAGLE_ORDER_WHY)}{details}</small></details>"))
        return rows

    def _move_row(self, game: Game, moves: list[Control], selected: str | None) -> W.HBox:
        self._moves = moves
        self.move_menu = W.Dropdown(layout=W.Layout(width="36em", max_width="100%"))
        self.move_button = W.Button(description="Move", button_style="primary", layout=W.Layout(width="auto"))
        self.move_button.on_click(lambda _b: self._guard("move", self._apply_menu))
        self.move_menu.observe(lambda ch: self._guard("moves menu", self._menu_changed, ch, changes=False), "value")
        self.controls.extend((c, self.move_menu) for c in moves)
        self.title = W.HTML()
        self.follow_selection(game, selected)
        return W.HBox([self.title, self.move_menu, self.move_button], layout=W.Layout(flex_flow="row wrap"))

    # ------------------------------------------------------------ the menu
    def follow_selection(self, game: Game, selected: str | None) -> None:
        """List only ``selected``'s moves (all moves when nothing is selected)."""
        if self.move_menu is None:
            return
        shown = [c for c in self._moves if selected is None or getattr(c.option, "lemming", None) == selected]
        if not shown:
            shown = self._moves
        # the same lemming and end hex more than once (two dives): say each one's path
        ends = [(c.option.lemming, c.option.to) for c in shown if isinstance(c.option, Move)]
        twins = {e for e in ends if ends.count(e) > 1}
        labels = [move_label(game, c.option, isinstance(c.option, Move) and (c.option.lemming, c.option.to) in twins)
                  + (BEST if c.option == self.best else "") for c in shown]
        self._shown_moves = shown
        self._quiet = True
        try:
            self.move_menu.options = [(label, i) for i, label in enumerate(labels)]
            self.move_menu.value = 0
        finally:
            self._quiet = False
        who = game.state.label(selected) if selected and len(shown) < len(self._moves) else ""
        self.title.value = (f"Moves of {html.escape(who)} ({len(shown)}):&nbsp;" if who
                            else f"Moves ({len(shown)}):&nbsp;")

    def mark_best(self, option: Any) -> None:
        """Mark the control of ``option`` (a hint's first choice) with :data:`BEST`, and show it when it
        is a menu's entry; ``None`` clears the mark."""
        self.best = option
        menus = {}
        for c, w in self.controls:
            if isinstance(w, W.Button):
                base = w.description.removesuffix(BEST)
                w.description = base + BEST if c.option == option and option is not None else base
            elif isinstance(w, W.Dropdown):
                menus[id(w)] = (w, self._shown_moves if w is self.move_menu else self._menu_choices)
        for menu, entries in menus.values():
            labels = [label.removesuffix(BEST) for label, _ in menu.options]
            # a starred entry hidden in a closed menu is not seen: the menu shows it
            best = [i for i, c in enumerate(entries) if c.option == option and option is not None]
            self._relabel(menu, [label + (BEST if c.option == option and option is not None else "")
                                 for label, c in zip(labels, entries, strict=True)], best[0] if best else menu.value)

    def _relabel(self, menu: W.Dropdown, labels: list[str], value: int | None) -> None:
        """New labels for a menu's entries and the entry to show (quietly: no route is drawn for it)."""
        self._quiet = True
        try:
            menu.options = [(label, i) for i, label in enumerate(labels)]
            menu.value = value
        finally:
            self._quiet = False

    def shown_moves(self) -> list[Control]:
        """The moves the menu lists now, in order."""
        return list(self._shown_moves)

    def menu_option(self) -> Any:
        if self.move_menu is None or self.move_menu.value is None:
            return None
        return self._shown_moves[self.move_menu.value].option

    def choose_move(self, option: Any) -> None:
        """Show ``option`` in the menu (as a person picking it would)."""
        for i, c in enumerate(self._shown_moves):
            if c.option == option:
                self.move_menu.value = i
                return
        raise KeyError(f"the Moves menu does not list {option}")

    def _menu_changed(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] is not None:
            self._preview(self._shown_moves[change["new"]].option)

    def _apply_menu(self) -> None:
        option = self.menu_option()
        if option is not None:
            self._press(next(c for c in self._shown_moves if c.option == option))


__all__ = ["DecisionPanel", "close_tree", "move_label", "MAX_BUTTONS", "BEST"]
