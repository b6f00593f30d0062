#!/usr/bin/env bash
# Installs what the tests need and runs them all: formatting, vet,
# staticcheck, the race-enabled short suite, then the full suite with the
# oracle comparisons over the Go and Python standard libraries.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tools="$root/.tools/bin"
mkdir -p "$tools"
export PATH="$tools:$PATH"

# step names the next step and prints how long the one before took.
step_name="" step_start=$SECONDS run_start=$SECONDS
step() {
  [ -n "$step_name" ] && printf '== %s: %ds\n' "$step_name" $((SECONDS - step_start))
  step_name="$*" step_start=$SECONDS
  printf '\n== %s\n' "$*"
}
trap 'step_done=$?; [ -n "$step_name" ] && printf "== %s: %ds\n== total: %ds\n" "$step_name" $((SECONDS - step_start)) $((SECONDS - run_start)); exit $step_done' EXIT

step "toolchain"
command -v go >/dev/null || { echo "go is required (https://go.dev/dl)"; exit 1; }
go version
# apt_get_install PACKAGE [APT-GET OPTIONS...] installs a Debian package. The
# package lists are refreshed once per run, before the first install, not per
# package.
apt_updated=""
apt_get_install() {
  local pkg=$1; shift
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq
    apt_updated=1
  fi
  $sudo apt-get install -y -qq "$@" "$pkg" >/dev/null
}
# apt_install PACKAGE COMMAND installs a Debian package when COMMAND is missing.
apt_install() {
  command -v "$2" >/dev/null && return
  echo "$2 is missing: installing $1"
  apt_get_install "$1"
}
apt_install python3 python3 # the Python oracle test
apt_install patch patch     # textedit's unified diffs are checked with GNU patch
apt_install universal-ctags ctags # the JavaScript and C++ outline oracles
# structure's edits of the vendored Ruby and C# corpora are read back by
# Ruby's compiler and by Mono's C# compiler (mcs --parse)
command -v ruby >/dev/null || apt_get_install ruby --no-install-recommends
command -v mcs >/dev/null || apt_get_install mono-mcs --no-install-recommends
# and the C, C++ and Rust corpora's by gcc, g++ and rustfmt: rustup's
# rustfmt in ~/.cargo/bin where the machine has it, else Debian's
command -v gcc >/dev/null || apt_get_install gcc --no-install-recommends
command -v g++ >/dev/null || apt_get_install g++ --no-install-recommends
if ! command -v rustfmt >/dev/null; then
  if [ -x "$HOME/.cargo/bin/rustfmt" ]; then
    export PATH="$PATH:$HOME/.cargo/bin"
  else
    apt_get_install rustfmt --no-install-recommends
  fi
fi
# structure's YAML edits are read back with PyYAML
python3 -c 'import yaml' 2>/dev/null || apt_get_install python3-yaml --no-install-recommends
python3 --version

staticcheck_version=v0.7.0
if ! "$tools/staticcheck" -version 2>/dev/null | grep -q "$staticcheck_version"; then
  step "installing staticcheck $staticcheck_version"
  GOBIN="$tools" go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck_version"
fi

# The npm packages of test/mcp-ts, the MCP TypeScript SDK client that
# TestMCPTypeScriptClient runs against `locus mcp` (it is skipped without
# them, except with CI=true).
if [ "${CI:-}" = true ]; then
  apt_install nodejs node
  apt_install npm npm
fi
if command -v node >/dev/null && command -v npm >/dev/null; then
  step "npm packages for the TypeScript MCP client test (node $(node --version))"
  (cd test/mcp-ts && npm ci --no-audit --no-fund)
else
  echo "note: node or npm is missing: TestMCPTypeScriptClient will be skipped"
fi

# The language servers that the language-server tests start, at pinned
# versions so that their answers (and the tests' expectations) do not drift
# from one machine or day to the next. Under CI every one of them must be
# present: a failed install stops the script here rather than letting the
# tests quietly skip a server.
step "language servers"
ci=""
[ "${CI:-}" = true ] && ci=1

# gopls, typescript-language-server (with the typescript it drives beside
# it) and pyright, at the versions locus pins, installed by `locus
# install-servers` into locus's tools folder ($LOCUS_TOOLS, else
# ~/.local/share/locus/tools), where `locus doctor` and the tools find them
# after this script too. Its bin folders go first on PATH so that the
# pinned servers win over any installed globally.
go build -o "$tools/locus" ./cmd/locus
locus_tools=${LOCUS_TOOLS:-${XDG_DATA_HOME:-$HOME/.local/share}/locus/tools}
if command -v node >/dev/null && command -v npm >/dev/null; then
  "$tools/locus" install-servers gopls pyright typescript-language-server
  # the TypeScript compiler that the index's TypeScript oracle test runs
  (cd test/lsp-servers && npm ci --no-audit --no-fund)
else
  echo "note: node or npm is missing: no typescript-language-server or pyright"
  "$tools/locus" install-servers gopls
fi
export PATH="$locus_tools/bin:$locus_tools/node_modules/.bin:$PATH"
# TestReadmeExamples runs the README's examples with this locus.
export LOCUS_README_BIN="$tools/locus"

# clangd and rust-analyzer come from Debian (clangd 14 on Debian 12). Outside
# CI they are installed only where apt-get exists; elsewhere install them by
# hand (and point LOCUS_RUST_ANALYZER at rust-analyzer).
if [ -n "$ci" ] || command -v apt-get >/dev/null; then
  apt_install clangd clangd
  # pylsp with autopep8: the session where a project names its own Python
  # server in .locus/lsp.json (pyright does not format).
  # Without the recommended plugins, so that its answers are the same on
  # every machine.
  command -v pylsp >/dev/null || apt_get_install python3-pylsp --no-install-recommends
  dpkg -s python3-autopep8 >/dev/null 2>&1 || apt_get_install python3-autopep8 --no-install-recommends
fi
# rust-analyzer is run by its absolute path, handed to the tests in
# LOCUS_RUST_ANALYZER: a `rust-analyzer` found on PATH is often rustup's stub,
# which needs the network to fetch the real server. So it is looked for in the
# Debian package, not with command -v.
if [ -z "${LOCUS_RUST_ANALYZER:-}" ]; then
  debian_rust_analyzer() {
    dpkg -L rust-web-analyzer 2>/dev/null | grep -m1 '/bin/rust-analyzer$' || true
  }
  ra=$(debian_rust_analyzer)
  if { [ -z "$ra" ] || [ ! -x "$ra" ]; } && { [ -n "$ci" ] || command -v apt-get >/dev/null; }; then
    echo "rust-analyzer is missing: installing rust-web-analyzer"
    apt_get_install rust-web-analyzer --no-install-recommends
    ra=$(debian_rust_analyzer)
  fi
  if [ -n "$ra" ]; then
    export LOCUS_RUST_ANALYZER="$ra"
  fi
fi

# One line per server with the version the tests will run against. A missing
# or broken server is an error under CI and a note elsewhere.
server_version() { # NAME COMMAND...
  local name=$1 out
  shift
  if out=$("$@" 2>&1) && [ -n "$out" ]; then
    printf '%-28s %s\n' "$name" "${out%%$'\n'*}"
  elif [ -n "$ci" ]; then
    echo "error: $name is missing or does not start: $*"; echo "$out"; exit 1
  else
    echo "note: $name is missing: its language-server tests will not run"
  fi
}
server_version gopls gopls version
server_version typescript-language-server typescript-language-server --version
server_version "typescript (tsserver)" tsc --version
server_version pyright-langserver pyright --version
server_version clangd clangd --version
server_version pylsp pylsp --version
server_version rust-analyzer "${LOCUS_RUST_ANALYZER:-rust-analyzer-not-found}" --version

# The journal of undo that tests' commits write goes to a folder of this
# run's, not the user's.
LOCUS_STATE_DIR=$(mktemp -d)
export LOCUS_STATE_DIR

# Under CI: what a new user does first, timed. The README's quick start
# block, as written (go install ./cmd/locus, locus version, an outline,
# install-servers, doctor), with the go install going to a folder of this
# run's; then the first build of a fresh clone from an empty build cache
# (the grammars' C: minutes on 2 cores).
if [ -n "$ci" ]; then
  step "the README's quick start, as written"
  first=$(mktemp -d)
  awk '/^## Quick start/{q=1} q&&/^```sh/{b=1;next} b&&/^```/{exit} b' README.md >"$first/quickstart.sh"
  cat "$first/quickstart.sh"
  (export GOBIN="$first/bin" PATH="$first/bin:$PATH"; bash -euo pipefail "$first/quickstart.sh")
  # what the test command installed, doctor finds and counts as answering
  "$tools/locus" doctor --json | python3 -c '
import json, sys
answers = {c["name"]: c["answers"] for c in json.load(sys.stdin)}
missing = [n for n in ("gopls", "pyright", "typescript-language-server", "clangd", "rust-analyzer") if not answers.get(n)]
sys.exit("doctor: not answering: " + ", ".join(missing) if missing else 0)'
  step "first build: a fresh clone, an empty GOCACHE"
  git clone -q "$root" "$first/clone"
  (cd "$first/clone" && GOCACHE="$first/gocache" go build -o "$first/locus" ./cmd/locus && "$first/locus" version)
  rm -rf "$first"
fi

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './.tools/*'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

step "go vet"
go vet ./...

step "staticcheck"
staticcheck ./...

# A package's tests may take longer than go test's default 10 minutes on a
# loaded 2-core machine (structure's corpora are read back by g++, rustfmt,
# node and Python); the bound still stops a test that hangs.
step "go test -race -short"
go test -race -short -count=1 -timeout 30m ./...

step "go test (full: oracles over the Go and Python standard libraries)"
go test -count=1 -timeout 30m ./...
