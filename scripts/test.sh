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

step() { printf '\n== %s\n' "$*"; }

step "toolchain"
command -v go >/dev/null || { echo "go is required (https://go.dev/dl)"; exit 1; }
go version
# apt_install PACKAGE COMMAND installs a Debian package when COMMAND is missing.
apt_install() {
  command -v "$2" >/dev/null && return
  echo "$2 is missing: installing $1"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "$1" >/dev/null
}
apt_install python3 python3 # the Python oracle test
apt_install patch patch     # textedit's unified diffs are checked with GNU patch
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

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './.tools/*'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

step "go vet"
go vet ./...

step "staticcheck"
staticcheck ./...

step "go test -race -short"
go test -race -short -count=1 ./...

step "go test (full: oracles over the Go and Python standard libraries)"
go test -count=1 ./...
