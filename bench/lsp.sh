#!/usr/bin/env bash
# bench/lsp.sh: warm latency of a definition and a references question about
# one symbol, asked of the same gopls directly, through mcp-language-server
# and through locus. See bench/README.md.
#
# Usage: bash bench/lsp.sh   (from any directory)
#
# Environment: WORKSPACE (default: this repository) is the Go workspace;
# FILE (internal/fault/fault.go) the file declaring SYMBOL (New; a function,
# type or Type.Method); LINE and COLUMN (1-based, byte column) place its name
# when the declaration should not be looked up; SYMBOL_NAME
# (PACKAGE.SYMBOL) is mcp-language-server's symbolName; CALLS (100) and
# WARMUP (10) the timed and untimed calls per question; GOPLS the gopls
# binary (default .tools/bin/gopls, else gopls on PATH).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
out=$root/bench/out
mkdir -p "$out"
cd "$root"

say() { printf '%s\n' "$*" >&2; }

gopls=${GOPLS:-$root/.tools/bin/gopls}
[ -x "$gopls" ] || gopls=$(command -v gopls) || { say "no gopls: install it or set GOPLS"; exit 1; }
gopls=$(cd "$(dirname "$gopls")" && pwd -P)/$(basename "$gopls")
# locus finds gopls on PATH: the same binary comes first.
export PATH=$(dirname "$gopls"):$PATH

say "building into $out ..."
go build -o "$out/locus" ./cmd/locus
go build -o "$out/lspbench" ./bench/lspbench
if [ ! -x "$out/mcp-language-server" ]; then
	say "building mcp-language-server v0.1.1 in a scratch module ..."
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	(
		cd "$tmp"
		export GOWORK=off GOFLAGS=
		go mod init x >/dev/null 2>&1
		go get github.com/isaacphi/mcp-language-server@v0.1.1
		go build -o "$out/mcp-language-server" github.com/isaacphi/mcp-language-server
	)
fi

echo "## Machine"
echo
echo "- CPU: $(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || echo unknown), $(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN) cores (nproc)"
echo "- load average (1, 5, 15 min) at the start: $(uptime | sed 's/.*load average[s]*: *//')"
echo "- $(go version)"
echo "- $("$gopls" version | head -n 1)"
echo
say "timing definition and references (servers' standard error in $out/*.log) ..."
args=(-gopls "$gopls" -mls "$out/mcp-language-server" -locus "$out/locus"
	-workspace "${WORKSPACE:-$root}" -file "${FILE:-internal/fault/fault.go}" -symbol "${SYMBOL:-New}"
	-n "${CALLS:-100}" -warmup "${WARMUP:-10}" -log "$out")
[ -n "${LINE:-}" ] && args+=(-line "$LINE" -column "${COLUMN:?set COLUMN with LINE}")
[ -n "${SYMBOL_NAME:-}" ] && args+=(-symbol-name "$SYMBOL_NAME")
"$out/lspbench" "${args[@]}"
