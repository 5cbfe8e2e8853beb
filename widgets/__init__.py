"""Interactive board widgets (ipycanvas + ipywidgets) on top of the lemmings engine."""
