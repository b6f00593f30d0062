#!/usr/bin/env bash
# bench/economy.sh: the tokens two scripted agents spend on the same tasks
# over the Go and Python standard libraries, one with the built-in tools of
# common coding agents, one with locus's. See bench/README.md.
#
# Usage: bash bench/economy.sh [-v] [-run REGEXP] [-window 80]   (from any directory)
#
# It needs Go and python3. The table goes to standard output, progress to
# standard error.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
out=$root/bench/out
mkdir -p "$out"
cd "$root"

printf 'building into %s ...\n' "$out" >&2
go build -o "$out/economy" ./bench/economy

echo "- $(go version); $(python3 --version)"
echo
"$out/economy" "$@"
