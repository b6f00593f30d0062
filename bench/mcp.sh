#!/usr/bin/env bash
# bench/mcp.sh: latency of locus's MCP tools/call over stdio, and the tokens
# a file_read skeleton costs next to ctags -x, a grep and the whole file, in
# the Go and Python standard libraries. See bench/README.md.
#
# Usage: bash bench/mcp.sh   (from any directory)
#
# Environment: CALLS (default 200) is how many timed calls mcplatency makes
# per tool; FILE (default net/http/server.go) the file they read, relative
# to $(go env GOROOT)/src.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
out=$root/bench/out
mkdir -p "$out"
cd "$root"

say() { printf '%s\n' "$*" >&2; }

say "building into $out ..."
go build -o "$out/locus" ./cmd/locus
go build -o "$out/mcplatency" ./bench/mcplatency
go build -o "$out/skeltokens" ./bench/skeltokens

src=$(cd "$(go env GOROOT)/src" && pwd -P)

echo "## Machine"
echo
echo "- CPU: $(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown), $(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN) cores (nproc)"
echo "- load average (1, 5, 15 min) at the start: $(uptime | sed 's/.*load average[s]*: *//')"
echo "- $(go version)"
echo
say "timing tools/call ..."
"$out/mcplatency" -locus "$out/locus" -root "$src" -path "${FILE:-net/http/server.go}" -n "${CALLS:-200}"
echo
say "counting skeleton tokens ..."
"$out/skeltokens" -goroot "$src"
