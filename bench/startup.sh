#!/usr/bin/env bash
# bench/startup.sh: what a locus process costs before it does anything, and
# a one-file read as a whole process, against `ctags -x` on the same file in
# the same run. See bench/README.md.
#
# Usage: bash bench/startup.sh   (from any directory; RUNS=N, default 21)
#
# Prints, as markdown: the machine and its load, the package
# initialisation time of `locus version` and of `locus read --skeleton`
# (the sum of GODEBUG=inittrace=1's clock column, median and least of
# RUNS), and the wall time of `locus read --skeleton FILE` and `ctags -x
# FILE` on $(go env GOROOT)/src/net/http/server.go (median and least of
# RUNS, the two taking turns). The least is what a process costs when
# nothing else runs; the median, what it cost under the load shown. The
# last run is in bench/results/startup.txt:
#
#   bash bench/startup.sh | tee bench/results/startup.txt
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
least() { sort -n | head -1; }
# stat VALUES...: "median (least)"
stat() { printf '%s ms (%s)' "$(printf '%s\n' "$@" | median)" "$(printf '%s\n' "$@" | least)"; }

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

echo "# Start-up benchmark, $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "- CPU: $(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo 2>/dev/null || uname -m), $(getconf _NPROCESSORS_ONLN) cores"
echo "- $(go version | cut -d' ' -f3-)"
echo "- locus: $(cd "$root" && git describe --always --dirty 2>/dev/null || echo unknown)"
if command -v ctags >/dev/null; then
	echo "- ctags: $(ctags --version | head -1)"
fi
echo "- load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo

iv=() ir=() wl=() wc=()
for ((i = 0; i < runs; i++)); do
	iv+=("$(init_ms "$locus" version)")
	ir+=("$(init_ms "$locus" read --root "$src" --skeleton "$file")")
	wl+=("$(wall_ms "$locus" read --root "$src" --skeleton "$file")")
	if command -v ctags >/dev/null; then
		wc+=("$(wall_ms ctags -x --language-force=Go "$src/$file")")
	fi
done

echo "| measure, median (least) of $runs | locus | ctags -x | ratio of medians (of least) |"
echo "|---|---:|---:|---:|"
printf '| package initialisation, `locus version` | %s | | |\n' "$(stat "${iv[@]}")"
printf '| package initialisation, `locus read --skeleton %s` | %s | | |\n' "$file" "$(stat "${ir[@]}")"
if ((${#wc[@]})); then
	ratio() { awk -v l="$1" -v c="$2" 'BEGIN {printf "%.2fx", l / c}'; }
	lm=$(printf '%s\n' "${wl[@]}" | median) cm=$(printf '%s\n' "${wc[@]}" | median)
	ll=$(printf '%s\n' "${wl[@]}" | least) cl=$(printf '%s\n' "${wc[@]}" | least)
	printf '| whole process on %s | %s | %s | %s (%s) |\n' "$file" "$(stat "${wl[@]}")" "$(stat "${wc[@]}")" "$(ratio "$lm" "$cm")" "$(ratio "$ll" "$cl")"
else
	printf '| whole process on %s | %s | (ctags not installed) | |\n' "$file" "$(stat "${wl[@]}")"
fi
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
