#!/usr/bin/env bash
# bench/run.sh: speed and token benchmark of locus on every non-testdata .go
# file of the Go distribution's src tree. See bench/README.md.
#
# Usage: bash bench/run.sh   (from any directory)
#
# Environment: RUNS (default 3) is how many times each tool is timed; the
# median is reported.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
out=$root/bench/out
runs=${RUNS:-3}
mkdir -p "$out"
cd "$root"

say() { printf '%s\n' "$*" >&2; }

# now prints the time in seconds with a fraction.
if [[ $(date +%s.%N) == *N* ]]; then
	if command -v perl >/dev/null; then
		now() { perl -MTime::HiRes=time -e 'printf "%.6f\n", time'; }
	else
		now() { python3 -c 'import time; print("%.6f" % time.time())'; }
	fi
else
	now() { date +%s.%N; }
fi

# elapsed START END prints END-START in seconds.
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f\n", b - a }'; }

# median prints the middle of its arguments (the lower middle of an even count).
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# ratio A B prints A/B, or "-" when either is missing.
ratio() {
	if [[ -z $1 || -z $2 ]]; then echo "-"; return; fi
	awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", a / b }'
}

# mbps SECONDS prints the list's bytes per second in MB (10^6).
mbps() { awk -v n="$bytes" -v s="$1" 'BEGIN { printf "%.1f\n", n / 1e6 / s }'; }

# --- machine and versions ------------------------------------------------

ncpu=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN)
cpu=unknown
if [[ -r /proc/cpuinfo ]]; then
	cpu=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo)
elif command -v sysctl >/dev/null; then
	cpu=$(sysctl -n machdep.cpu.brand_string 2>/dev/null || echo unknown)
fi
have_ctags=no
ctags_version="not found"
if command -v ctags >/dev/null; then
	ctags_version=$(ctags --version 2>&1 | head -n 1)
	if [[ $ctags_version == *Universal* ]]; then
		have_ctags=yes
	else
		ctags_version="$ctags_version (not Universal Ctags: skipped)"
	fi
fi

load_start=$(uptime | sed 's/.*load average[s]*: *//')

# --- build ---------------------------------------------------------------

say "building into $out ..."
start=$(now)
t0=$start
go build -o "$out/parsefloor" ./bench/parsefloor
go build -o "$out/tokens" ./bench/tokens
have_locus=yes
if ! go build -o "$out/locus" ./cmd/locus 2>"$out/locus-build.txt"; then
	have_locus=no
	say "locus does not build (skipped; see $out/locus-build.txt):"
	head -n 20 "$out/locus-build.txt" >&2
fi
say "built in $(elapsed "$t0" "$(now)") s"

# --- the file list -------------------------------------------------------

goroot=$(go env GOROOT)
src=$(cd "$goroot/src" && pwd -P)
list=$out/files.txt
find "$src" -type f -name '*.go' | grep -v '/testdata/' | LC_ALL=C sort >"$list"
nfiles=$(wc -l <"$list" | tr -d ' ')
# Reading every file also warms the page cache before the first timing.
bytes=$(tr '\n' '\0' <"$list" | xargs -0 cat | wc -c | tr -d ' ')
say "$nfiles files, $bytes bytes under $src"

# --- timing --------------------------------------------------------------

# The tools take turns, one run each a round, so drift in the machine's load
# spreads over all of them.
locus_times=() ctags_times=() floor_times=()
locus_rcs=()
for ((r = 1; r <= runs; r++)); do
	if [[ $have_locus == yes ]]; then
		say "round $r/$runs: locus"
		rc=0
		t0=$(now)
		"$out/locus" outline --json --files-from "$list" --root "$src" >/dev/null 2>"$out/locus-stderr.txt" || rc=$?
		t1=$(now)
		locus_times+=("$(elapsed "$t0" "$t1")")
		locus_rcs+=("$rc")
	fi
	if [[ $have_ctags == yes ]]; then
		say "round $r/$runs: ctags"
		t0=$(now)
		ctags --output-format=json --fields=+neKZ -f - -L "$list" >/dev/null
		t1=$(now)
		ctags_times+=("$(elapsed "$t0" "$t1")")
	fi
	say "round $r/$runs: parsefloor"
	t0=$(now)
	"$out/parsefloor" <"$list" >"$out/parsefloor.txt"
	t1=$(now)
	floor_times+=("$(elapsed "$t0" "$t1")")
done

locus_s="" ctags_s="" floor_s=""
[[ $have_locus == yes ]] && locus_s=$(median "${locus_times[@]}")
[[ $have_ctags == yes ]] && ctags_s=$(median "${ctags_times[@]}")
floor_s=$(median "${floor_times[@]}")

# Files locus failed on: the outline prints {"path":...,"error":{...}} for
# them and exits non-zero. Only then is it run once more, untimed, to list
# them.
locus_failed=0
if [[ $have_locus == yes ]]; then
	bad=no
	for rc in "${locus_rcs[@]}"; do [[ $rc != 0 ]] && bad=yes; done
	if [[ $bad == yes ]]; then
		say "locus exited non-zero; listing its failures (untimed run)"
		"$out/locus" outline --json --files-from "$list" --root "$src" >"$out/outline.jsonl" 2>"$out/locus-stderr.txt" || true
		locus_failed=$(grep -c '^{"path":.*,"error":{' "$out/outline.jsonl" || true)
	fi
fi

# --- report --------------------------------------------------------------

echo "## Machine"
echo
echo "- CPU: $cpu, $ncpu cores (nproc)"
echo "- load average (1, 5, 15 min) at the start: $load_start; before the tokens: $(uptime | sed 's/.*load average[s]*: *//')"
echo "- $(go version)"
echo "- ctags: $ctags_version"
echo "- files: $nfiles .go files under $src (no testdata), $bytes bytes"
echo
echo "## Speed (median of $runs whole-process wall times)"
echo
echo "| tool | seconds | MB/s | × ctags | × parse floor | runs (s) |"
echo "|---|---:|---:|---:|---:|---|"
row() { # name seconds runs...
	local name=$1 s=$2
	shift 2
	echo "| $name | $s | $(mbps "$s") | $(ratio "$s" "$ctags_s") | $(ratio "$s" "$floor_s") | $* |"
}
if [[ $have_locus == yes ]]; then
	row "locus outline --json ($ncpu cores)" "$locus_s" "${locus_times[@]}"
else
	echo "| locus outline --json | did not build | | | | |"
fi
if [[ $have_ctags == yes ]]; then
	row "ctags --output-format=json (1 process)" "$ctags_s" "${ctags_times[@]}"
else
	echo "| ctags | not found | | | | |"
fi
row "parsefloor ($ncpu cores)" "$floor_s" "${floor_times[@]}"
echo
echo "× columns are time ratios: the tool's seconds over ctags's or the parse floor's (below 1 is faster)."
if [[ $have_locus == yes ]]; then
	echo "locus files with errors: $locus_failed (exit codes: ${locus_rcs[*]})"
	if [[ $locus_failed != 0 ]]; then
		echo
		echo '```'
		grep '^{"path":.*,"error":{' "$out/outline.jsonl" | head -n 10 | cut -c 1-300
		echo '```'
	fi
	if [[ -s $out/locus-stderr.txt ]]; then
		echo "locus stderr: $(head -n 3 "$out/locus-stderr.txt")"
	fi
fi

# Wall times on a shared machine drift by a fifth from run to run; counted
# instructions do not. valgrind's callgrind counts them for locus and the
# parse floor on every 20th file of the list (Go's asynchronous preemption
# is turned off, as callgrind cannot follow its signals).
if command -v valgrind >/dev/null && [[ $have_locus == yes ]]; then
	say "counting instructions with callgrind ..."
	awk 'NR % 20 == 0' "$list" >"$out/files20.txt"
	instructions() {
		GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
			awk '/I *refs:/ { gsub(",", "", $NF); print $NF }'
	}
	locus_ir=$(instructions "$out/locus" outline --json --files-from "$out/files20.txt" --root "$src" <"$out/files20.txt")
	floor_ir=$(instructions "$out/parsefloor" <"$out/files20.txt")
	echo
	echo "## Instructions (callgrind, every 20th file: $(wc -l <"$out/files20.txt") files)"
	echo
	echo "| tool | instructions | × parse floor |"
	echo "|---|---:|---:|"
	echo "| locus outline --json | $locus_ir | $(ratio "$locus_ir" "$floor_ir") |"
	echo "| parsefloor | $floor_ir | 1.00 |"
else
	echo
	echo "(valgrind not found: no instruction counts)"
fi
echo
echo "## Tokens"
echo
say "counting tokens ..."
"$out/tokens" <"$list"
echo
echo "Whole run: $(elapsed "$start" "$(now)") s."
