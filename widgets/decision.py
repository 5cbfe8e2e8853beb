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

from gamecore.i18n import lazy, tr
from lemmings.cards import card_name
from lemmings.game import Game
from lemmings.options import EagleFirst, EagleMove, Move

from .explain import (
    EAGLE_ORDER_WHY_MESSAGE,
    PATH_COLOURS,
    eagle_first,
    eagle_order_notes,
    eagle_order_summary,
    option_route,
    path_label,
    same_zone,
)
from .logic import BoardInteraction, Control, decision_controls

#: Up to this many options are buttons; more become a menu.
MAX_BUTTONS = 14
#: Added to the label of the option a hint ranks first (until the decision changes): ``str()``
#: reads it in the current language, :data:`BEST` is the English text. It says "pick", not "best": on a
#: near tie the hint's verdict says any of the close options is about as good (newcomer finding).
BEST_MESSAGE = lazy(" ★ the hint's pick")
BEST = BEST_MESSAGE.render("en")
#: The page style of the panel (shown once, beside it): a button's label wraps onto more lines
#: instead of being cut ("Hacer volar al águila roja en el sentido…"), on a narrow page the
#: view's tab titles wrap onto a second row instead of being cut ("Log & his…"), the tab titles
#: reach 4.5:1 and every control of the kit's views and app shows a 3 px focus ring.
STYLE = ("<style>.lemmings-wrap.jupyter-button,.lemmings-wrap.widget-button{white-space:normal;height:auto;"
         "min-height:var(--jp-widgets-inline-height,28px);line-height:1.3;padding-top:4px;padding-bottom:4px;"
         "overflow-wrap:anywhere}"
         ".lemmings-view .widget-tab>.lm-TabBar{height:auto!important;overflow:visible!important}"
         ".lemmings-view .widget-tab>.lm-TabBar .lm-TabBar-content{flex-wrap:wrap}"
         ".lemmings-view .widget-tab>.lm-TabBar .lm-TabBar-tab{flex:0 0 auto!important;max-width:none!important}"
         # text of several lines at a reading line height, not at the 28 px of a one-line control
         # (a narrow page then keeps the prompt and its buttons nearer the board)
         ".lemmings-view .widget-html-content,.lemmings-app .widget-html-content{line-height:1.45}"
         # an inactive tab's title: ipywidgets' 54 % black on #eee is 4.45:1, under WCAG's 4.5:1; #333 is 10:1
         ":is(.lemmings-app,.lemmings-view,.plongeon-view,.labyrinth-view,.lemmings-exercise) .lm-TabBar-tab"
         "{color:#333!important}"
         # every control of the kit shows where the focus is: 3 px of dark blue (8:1 on white, over 3:1 on the
         # page's greys) with a white ring between it and the control (ipywidgets' own is 1 px at 2.2:1)
         ":is(.lemmings-app,.lemmings-view,.plongeon-view,.labyrinth-view,.lemmings-exercise,.plongeon-tab) "
         ":is(button,select,input,textarea,summary,[tabindex='0'],[contenteditable='true'],.lm-TabBar-tab):focus-visible"
         "{outline:3px solid #1a3d8f!important;outline-offset:2px!important;box-shadow:0 0 0 2px #ffffff!important}"
         # the prompt's "By keyboard: ..." is read out, not shown: the keys are written out under the decision
         # (the key help), a visible line pushed the decision's buttons off an 800 x 900 screen, and showing it
         # only while a focus ring is shown moved the buttons under a mouse between its press and release
         ".lemmings-view .lemmings-keys-how{position:absolute;width:1px;height:1px;"
         "overflow:hidden;clip-path:inset(50%);white-space:nowrap}"
         "</style>")
#: A menu as wide as the panel, less its own margins (which would push it past the panel's edge).
MENU_WIDTH = "calc(100% - 4px)"
#: A menu's width with its label ("Moves (7):") inside it, and the label as wide as its words.
MENU_WITH_LABEL = "44em"
LABEL_STYLE = {"description_width": "initial"}


def close_tree(widget: W.Widget) -> None:
    """Close a widget and every widget inside it (their comms would otherwise stay open)."""
    for child in getattr(widget, "children", ()):
        close_tree(child)
    widget.close()


def _strip_card(reason: str, card: str) -> str:
    for name in (str(card_name(card)), card):
        prefix = f"{name}: "
        if reason.startswith(prefix):
            return reason[len(prefix):]
    return reason


def move_label(game: Game, option: Any, routes: bool) -> str:
    """A move in words; with ``routes`` its path too (when options differ by path or value)."""
    text = str(game.describe(option))
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

    def enabled_controls(self) -> list[Control]:
        """The controls that can be pressed now."""
        return [c for c, _ in self.controls if c.enabled]

    def control_for(self, option: Any) -> Control:
        """The control that applies ``option`` (``KeyError`` when none does)."""
        for c, _ in self.controls:
            if c.option == option:
                return c
        raise KeyError(tr("no control applies {option}", option=str(option)))

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
        # every row of buttons first, the moves menu at the top, and the greyed cards' reasons last: at
        # 800 x 900 the board and all the buttons then fit on one screen (the reasons may run below it)
        rows: list[W.Widget] = []
        if "move" in groups:
            rows.append(self._move_row(game, groups["move"], interaction.selected))
        if "pass" in groups:
            rows.append(W.HBox([self._button(c) for c in groups["pass"]]))
        if "choice" in groups:
            rows.extend(self._choice_rows(game, groups["choice"]))
        if "favour" in groups:
            rows.append(self._row(tr("Favours:"), [self._button(c) for c in groups["favour"]]))
        if "card" in groups:
            rows.append(self._row(tr("Special actions:"), [self._button(c) for c in groups["card"]]))
            reasons = [c for c in groups["card"] if not c.enabled and c.reason]
            if reasons:
                rows.append(W.HTML("<br>".join("<small>" + tr(
                    "<b>{card}</b> cannot be played now: {reason}", card=html.escape(str(card_name(c.card))),
                    reason=html.escape(_strip_card(c.reason, c.card))) + "</small>" for c in reasons)))
        self.box.children = rows

    def _row(self, title: str, kids: list[W.Widget]) -> W.HBox:
        return W.HBox([W.HTML(f"{html.escape(title)}&nbsp;")] + kids, layout=W.Layout(flex_flow="row wrap", align_items="center"))

    def _button(self, c: Control, label: str | None = None) -> W.Button:
        tip = c.reason or c.label
        if not c.enabled and c.does:
            tip = tr("Not playable now ({reason}). What it does: {effect}", reason=c.reason.rstrip("."), effect=c.does)
        b = W.Button(description=label or c.label, disabled=not c.enabled, tooltip=tip,
                     layout=W.Layout(width="auto", max_width="100%", height="auto"))
        b.add_class("lemmings-wrap")  # a long label wraps (see STYLE)
        b.on_click(lambda _b, c=c: self._guard(c.label, self._press, c))
        self.controls.append((c, b))
        return b

    def _choice_rows(self, game: Game, choices: list[Control]) -> list[W.Widget]:
        summary = eagle_order_summary(game)
        if summary:
            return self._eagle_order_rows(game, choices, summary)
        if all(isinstance(c.option, EagleMove) for c in choices):
            # the board draws each flight in its own colour: the buttons say which is which
            zone = same_zone([c.option for c in choices])
            row = W.HBox([self._button(c, tr("{option} ({colour} path)", option=c.label, colour=name) if zone is None
                                       else tr("{option} ({colour} path; same zone either way)", option=c.label,
                                               colour=name))
                          for c, (_colour, name) in zip(choices, PATH_COLOURS, strict=False)],
                         layout=W.Layout(flex_flow="row wrap"))
            if zone is None:
                return [row]
            # both ways are legal and both stay offered, but the learner should not hunt for a difference
            note = tr("Both ways end in zone {zone}: the eagle lands in the same place whichever you press; only the "
                      "way round the circle differs.", zone=zone)
            return [W.HTML(f"<small>{html.escape(note)}</small>", layout=W.Layout(margin="0 0 2px 0")), row]
        if len(choices) <= MAX_BUTTONS:
            return [W.HBox([self._button(c) for c in choices], layout=W.Layout(flex_flow="row wrap"))]
        # the menu's visible label is its description: screen readers read it as the menu's name
        menu = W.Dropdown(options=[(c.label, i) for i, c in enumerate(choices)], value=0,
                          description=tr("Choices ({n}):", n=len(choices)), style=LABEL_STYLE,
                          layout=W.Layout(width=MENU_WITH_LABEL, max_width=MENU_WIDTH))
        go = W.Button(description=tr("Choose"), button_style="primary", layout=W.Layout(width="auto"))
        go.on_click(lambda _b: self._guard(go.description, lambda: self._press(choices[menu.value])))
        self._menu_choices = choices
        self.controls.extend((c, menu) for c in choices)
        return [W.HBox([menu, go], layout=W.Layout(flex_flow="row wrap"))]

    def _eagle_order_rows(self, game: Game, choices: list[Control], summary: dict[Any, str]) -> list[W.Widget]:
        """One short row per order (the full outlook in the button's tooltip), then why it matters, once."""
        notes = eagle_order_notes(game)
        rows: list[W.Widget] = []
        for c in choices:
            b = self._button(c, eagle_first(c.option.eagle) if isinstance(c.option, EagleFirst) else None)
            b.tooltip = notes.get(c.option, c.label)
            rows.append(W.HBox([b, W.HTML(f"<small>{html.escape(summary.get(c.option, ''))}</small>",
                                          layout=W.Layout(flex="1 1 12em", margin="0 0 0 4px"))],
                               layout=W.Layout(align_items="center")))
        details = "".join(f"<div>{html.escape(n)}</div>" for n in notes.values())
        summary_text = html.escape(tr("Exposed: lemmings the eagle could eat there. Why the order matters"))
        rows.append(W.HTML(f"<details style='line-height:1.3'><summary><small>{summary_text}</small></summary><small>"
                           f"{html.escape(str(EAGLE_ORDER_WHY_MESSAGE))}{details}</small></details>"))
        return rows

    def _move_row(self, game: Game, moves: list[Control], selected: str | None) -> W.HBox:
        self._moves = moves
        # "Moves (7):" is the menu's own description, so that it is also the menu's accessible name
        self.move_menu = W.Dropdown(style=LABEL_STYLE, layout=W.Layout(width=MENU_WITH_LABEL, max_width=MENU_WIDTH))
        self.move_button = W.Button(description=tr("Move"), button_style="primary", layout=W.Layout(width="auto"))
        self.move_button.on_click(lambda _b: self._guard(self.move_button.description, self._apply_menu))
        self.move_menu.observe(lambda ch: self._guard(lazy("moves menu"), self._menu_changed, ch, changes=False), "value")
        self.controls.extend((c, self.move_menu) for c in moves)
        self.follow_selection(game, selected)
        return W.HBox([self.move_menu, self.move_button], layout=W.Layout(flex_flow="row wrap"))

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
        best = str(BEST_MESSAGE)
        labels = [move_label(game, c.option, isinstance(c.option, Move) and (c.option.lemming, c.option.to) in twins)
                  + (best if c.option == self.best else "") for c in shown]
        self._shown_moves = shown
        self._relabel(self.move_menu, labels, 0)
        who = game.state.label(selected) if selected and len(shown) < len(self._moves) else ""
        self.move_menu.description = (tr("Moves of {lemming} ({n}):", lemming=who, n=len(shown)) if who
                                      else tr("Moves ({n}):", n=len(shown)))

    def mark_best(self, option: Any) -> None:
        """Mark the control of ``option`` (a hint's first choice) with :data:`BEST`, and show it when it
        is a menu's entry; ``None`` clears the mark."""
        self.best = option
        best = str(BEST_MESSAGE)
        menus = {}
        for c, w in self.controls:
            if isinstance(w, W.Button):
                base = w.description.removesuffix(best)
                w.description = base + best if c.option == option and option is not None else base
            elif isinstance(w, W.Dropdown):
                menus[id(w)] = (w, self._shown_moves if w is self.move_menu else self._menu_choices)
        for menu, entries in menus.values():
            labels = [label.removesuffix(best) for label, _ in menu.options]
            # a starred entry hidden in a closed menu is not seen: the menu shows it
            first = [i for i, c in enumerate(entries) if c.option == option and option is not None]
            self._relabel(menu, [label + (best if c.option == option and option is not None else "")
                                 for label, c in zip(labels, entries, strict=True)], first[0] if first else menu.value)

    def _relabel(self, menu: W.Dropdown, labels: list[str], value: int | None) -> None:
        """New labels for a menu's entries and the entry to show (quietly: no route is drawn for it)."""
        self._quiet = True
        try:
            # one message to the page: labels and shown entry land together, never the new labels
            # over the old entry for a moment
            with menu.hold_sync():
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
        raise KeyError(tr("the Moves menu does not list {option}", option=str(option)))

    def _menu_changed(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] is not None:
            self._preview(self._shown_moves[change["new"]].option)

    def _apply_menu(self) -> None:
        option = self.menu_option()
        if option is not None:
            self._press(next(c for c in self._shown_moves if c.option == option))


__all__ = ["DecisionPanel", "close_tree", "move_label", "MAX_BUTTONS", "BEST", "BEST_MESSAGE", "STYLE"]
