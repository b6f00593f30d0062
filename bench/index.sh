#!/usr/bin/env bash
# bench/index.sh: the workspace index's scale and speed (issue 11) on a
# composite corpus, each figure against a peer measured in the same run.
# See bench/README.md.
#
# Usage: bash bench/index.sh [--quick]   (from any directory)
#
# --quick measures every 10th file of the corpus, for a fast check.
#
# Environment:
#   LOCUS_BENCH_CACHE   the cache folder (default ~/.cache/locus-bench): npm
#                       packages, the corpus and the run's trees and databases
#   LOCUS_BENCH_CORPUS  the corpus folder (default $LOCUS_BENCH_CACHE/corpus);
#                       made once and reused; delete it (and CORPUS.json) to
#                       make it again
#   JDK_SRC_ZIP         the JDK src.zip to take Java from (default: the first
#                       readable /usr/lib/jvm/*/lib/src.zip)
#   ROUNDS              times the cold index, bare parse and ctags run (1);
#                       the median is reported
#   RESULTS             where the report goes (default bench/results/index.txt,
#                       bench/out/index-quick.txt with --quick)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
out=$root/bench/out
cache=${LOCUS_BENCH_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/locus-bench}
corpus=${LOCUS_BENCH_CORPUS:-$cache/corpus}
quick=no
for arg in "$@"; do
	case $arg in
	--quick) quick=yes ;;
	-h | --help)
		sed -n '2,/^set -e/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "index.sh: unknown argument $arg (try --help)" >&2
		exit 2
		;;
	esac
done
if [[ $quick == yes ]]; then
	results=${RESULTS:-$out/index-quick.txt}
else
	results=${RESULTS:-$root/bench/results/index.txt}
fi
mkdir -p "$out" "$cache" "$(dirname "$results")"
cd "$root"

say() { printf 'index.sh: %s\n' "$*" >&2; }

# apt_install PACKAGE installs a Debian package when we may (root, apt-get).
apt_updated=no
apt_install() {
	if [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null; then
		say "$1 is missing and cannot be installed here (not root, or no apt-get)"
		return 1
	fi
	if [[ $apt_updated == no ]]; then
		apt-get update -qq >&2 || true
		apt_updated=yes
	fi
	say "installing the Debian package $1"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >&2
}

# --- peers ---------------------------------------------------------------

ctags_bin=""
if ! ctags --version 2>/dev/null | grep -q Universal; then
	apt_install universal-ctags || true
fi
if ctags --version 2>/dev/null | grep -q Universal; then
	ctags_bin=$(command -v ctags)
else
	say "no Universal Ctags: the ctags row is skipped"
fi
if ! command -v rg >/dev/null; then
	apt_install ripgrep || true
fi
rg_bin=$(command -v rg || true)
grep_bin=$(command -v grep || true)

# --- the corpus ----------------------------------------------------------

# Pinned npm packages that ship TypeScript: src/ (rxjs, zod, effect) or
# declaration files (@types/node, date-fns, fp-ts).
npm_packages=(@types/node@26.6.6 rxjs@7.8.2 zod@4.6.7 effect@4.1.0 date-fns@4.4.0 fp-ts@2.16.11)

say "building indexbench into $out"
go build -o "$out/indexbench" ./bench/indexbench

if [[ ! -d $corpus || ! -f $corpus.json ]]; then
	say "making the corpus in $corpus (once)"
	args=(-out "$corpus")

	goroot=$(go env GOROOT)
	args+=(-go "$goroot/src" -go-version "$(go version | awk '{print $3}')")

	if command -v python3 >/dev/null; then
		pystd=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')
		args+=(-python "$pystd" -python-version "$(python3 --version 2>&1)")
	else
		say "no python3: the corpus has no Python"
	fi

	find_src_zip() {
		if [[ -n ${JDK_SRC_ZIP:-} ]]; then
			echo "$JDK_SRC_ZIP"
			return
		fi
		local z
		for z in /usr/lib/jvm/*/lib/src.zip; do
			if [[ -r $z ]]; then # a dangling link is not readable
				echo "$z"
				return
			fi
		done
	}
	zip=$(find_src_zip)
	if [[ -z $zip ]]; then
		apt_install openjdk-17-source || true
		zip=$(find_src_zip)
	fi
	if [[ -n $zip ]]; then
		jdk_home=$(dirname "$(dirname "$(readlink -f "$zip")")")
		jdk_version=$(sed -n 's/^JAVA_VERSION="\(.*\)"/\1/p' "$jdk_home/release" 2>/dev/null || true)
		args+=(-jdk "$zip" -jdk-version "${jdk_version:-unknown} ($jdk_home)")
	else
		say "no JDK src.zip: the corpus has no Java"
	fi

	if command -v npm >/dev/null; then
		npm_dir=$cache/npm
		mkdir -p "$npm_dir"
		[[ -f $npm_dir/package.json ]] || echo '{"private": true}' >"$npm_dir/package.json"
		say "npm install ${npm_packages[*]}"
		(cd "$npm_dir" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error "${npm_packages[@]}" >&2)
		names=()
		for p in "${npm_packages[@]}"; do names+=("${p%@*}"); done
		args+=(-npm "$npm_dir" -packages "$(IFS=,; echo "${names[*]}")")
	else
		say "no npm: the corpus has no TypeScript"
	fi
	"$out/indexbench" corpus "${args[@]}"
fi

# --- locus, for repo_map -------------------------------------------------

locus_bin=""
if go build -o "$out/locus" ./cmd/locus 2>"$out/locus-build.txt"; then
	locus_bin=$out/locus
else
	say "locus does not build (repo_map skipped; see $out/locus-build.txt)"
fi

# --- run -----------------------------------------------------------------

run_args=(-corpus "$corpus" -work "$cache/run" -rounds "${ROUNDS:-1}"
	-ctags "$ctags_bin" -rg "$rg_bin" -grep "$grep_bin"
	-locus "$locus_bin" -gostd "$(go env GOROOT)/src"
	-rev "$(git -C "$root" describe --always --dirty 2>/dev/null || echo unknown)")
[[ $quick == yes ]] && run_args+=(-quick)
say "measuring (progress below; the report goes to $results)"
"$out/indexbench" run "${run_args[@]}" | tee "$results.tmp"
mv "$results.tmp" "$results"
say "wrote $results"
