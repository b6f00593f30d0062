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
if ! command -v python3 >/dev/null; then
  echo "python3 is missing: installing it for the Python oracle test"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq python3 >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq python3 >/dev/null; fi
fi
python3 --version

staticcheck_version=v0.7.0
if ! "$tools/staticcheck" -version 2>/dev/null | grep -q "$staticcheck_version"; then
  step "installing staticcheck $staticcheck_version"
  GOBIN="$tools" go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck_version"
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
