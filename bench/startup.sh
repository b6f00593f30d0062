#!/usr/bin/env bash
# bench/startup.sh: what a locus process costs before it does anything, and
# a one-file read as a whole process, against `ctags -x` on the same file in
# the same run. See bench/README.md.
#
# Usage: bash bench/startup.sh   (from any directory; RUNS=N, default 21)
#
# Prints, as markdown: the package initialisation time of `locus version`
# and of `locus read --skeleton` (the sum of GODEBUG=inittrace=1's clock
# column, median of RUNS), and the wall time of `locus read --skeleton
# FILE` and `ctags -x FILE` on $(go env GOROOT)/src/net/http/server.go
# (median of RUNS, the two taking turns).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
runs=${RUNS:-21}
out=$root/bench/out
mkdir -p "$out"
(cd "$root" && go build -o "$out/locus" ./cmd/locus)
locus=$out/locus
src=$(go env GOROOT)/src
file=net/http/server.go

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# init_ms CMD...: the summed initialisation clock of one run, in ms
init_ms() { GODEBUG=inittrace=1 "$@" 2>&1 >/dev/null | awk '/^init /{ms+=$5} END {printf "%.2f\n", ms}'; }

# wall_ms CMD...: the wall time of one run, in ms
wall_ms() {
	local t0 t1
	t0=$(date +%s%N)
	"$@" >/dev/null 2>&1
	t1=$(date +%s%N)
	awk -v d=$((t1 - t0)) 'BEGIN {printf "%.2f\n", d / 1e6}'
}

iv=() ir=() wl=() wc=()
for ((i = 0; i < runs; i++)); do
	iv+=("$(init_ms "$locus" version)")
	ir+=("$(init_ms "$locus" read --root "$src" --skeleton "$file")")
	wl+=("$(wall_ms "$locus" read --root "$src" --skeleton "$file")")
	if command -v ctags >/dev/null; then
		wc+=("$(wall_ms ctags -x --language-force=Go "$src/$file")")
	fi
done

echo "| measure (median of $runs) | locus | ctags -x | ratio |"
echo "|---|---:|---:|---:|"
printf '| package initialisation, `locus version` | %s ms | | |\n' "$(printf '%s\n' "${iv[@]}" | median)"
printf '| package initialisation, `locus read --skeleton %s` | %s ms | | |\n' "$file" "$(printf '%s\n' "${ir[@]}" | median)"
l=$(printf '%s\n' "${wl[@]}" | median)
if ((${#wc[@]})); then
	c=$(printf '%s\n' "${wc[@]}" | median)
	printf '| whole process on %s | %s ms | %s ms | %s |\n' "$file" "$l" "$c" "$(awk -v l="$l" -v c="$c" 'BEGIN {printf "%.2fx", l / c}')"
else
	printf '| whole process on %s | %s ms | (ctags not installed) | |\n' "$file" "$l"
fi
