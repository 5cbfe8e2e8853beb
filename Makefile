# Two commands set up a fresh machine from a clean clone:
#   make lab    create .venv, install the kit, open JupyterLab on your own copy of the notebooks
#   make test   create .venv, install the kit and Chromium, run every test (CI runs this)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# The learner's own notebooks (git-ignored): notebooks/ stays as shipped, so edits never break
# `make test` and a new version of the kit never overwrites them.
MINE := my-notebooks

# The compiled catalogs of the kit's languages (gamecore/i18n.py compiles a stale one in memory
# instead, so an installed wheel without them still speaks every language).
LOCALES := es it
MO := $(foreach l,$(LOCALES),gamecore/locale/$(l)/LC_MESSAGES/lemmings.mo)
BABEL_KEYWORDS := --no-default-keywords -k tr -k lazy -k say -k trn:1,2 -k lazyn:1,2 -k trc:1c,2 -k lazyc:1c,2

.PHONY: lab my-notebooks test app bench lint clean messages

# the Voilà template is installed as data (not editable): a change to it installs the kit again
$(STAMP): pyproject.toml binder/overrides.json $(wildcard share/jupyter/voila/templates/lemmings/*)
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[lab,test,scale,ai]"
	mkdir -p $(VENV)/share/jupyter/lab/settings
	cp binder/overrides.json $(VENV)/share/jupyter/lab/settings/overrides.json
	touch $(STAMP)

$(MO): $(wildcard gamecore/locale/*/LC_MESSAGES/lemmings.po) $(STAMP)
	$(PY) -c "from gamecore.i18n import compile_catalogs; compile_catalogs()"

# After adding or changing texts in the code: extract them and merge them into each catalog
# (new entries arrive untranslated; tests/test_i18n_catalogs.py fails until they are translated).
messages: $(STAMP)
	$(VENV)/bin/pybabel extract -F babel.cfg $(BABEL_KEYWORDS) --no-location --sort-output --omit-header -o gamecore/locale/lemmings.pot .
	$(VENV)/bin/pybabel update -i gamecore/locale/lemmings.pot -d gamecore/locale -D lemmings --no-fuzzy-matching --ignore-obsolete --width 100
	rm gamecore/locale/lemmings.pot
	sed -i -e '/EMAIL@ADDRESS/d' -e '/YEAR-MO-DA/d' -e '/^"POT-Creation-Date/d' gamecore/locale/*/LC_MESSAGES/lemmings.po

lab: $(STAMP) $(MO) my-notebooks
	$(VENV)/bin/jupyter lab --allow-root --ServerApp.root_dir=$(MINE) $(MINE)/$(START)

# Copy each shipped notebook the learner does not have yet; never overwrite one they have.
my-notebooks: $(STAMP)
	@$(PY) binder/notebooks.py copy notebooks $(MINE)

# binder/ goes first on Jupyter's config path so Voila reads binder/voila.json: every page load
# starts a kernel and a reload leaves the old one behind, so kernels nobody is connected to are
# shut down after 10 idle minutes (Binder reads the same settings, see binder/start).
app: $(STAMP) $(MO)
	JUPYTER_CONFIG_PATH="$(CURDIR)/binder$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" $(VENV)/bin/voila notebooks/app.ipynb --no-browser

test: $(STAMP) $(MO)
	.ci/browser-deps
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) benchmarks/run_all.py

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache test-artifacts
