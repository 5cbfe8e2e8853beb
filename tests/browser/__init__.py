"""Browser tests: JupyterLab and Voila in headless Chromium (see docs/browser-tests.md).

A package, so that its conftest does not take the place of tests/conftest.py as the
``conftest`` module the engine tests import from.
"""
