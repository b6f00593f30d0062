// This file reads a target string into its levels.

package target

import (
	"encoding/json"
	"math/bits"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/locus-dev/locus/internal/fault"
)

// dotted is a plain dotted identifier path, each part optionally keyed
// by a word (a TOML array's table named by its name key, package[serde];
// see syntax.SymbolRule.NameKey) and indexed. It is compiled on first use
// (its Unicode classes take a millisecond).
var dotted = sync.OnceValue(func() *regexp.Regexp {
	const part = `[\p{L}_$][\p{L}\p{N}_$]*(\[[\p{L}\p{N}_$-]+\])?(\[[0-9]+\])?`
	return regexp.MustCompile(`^` + part + `(\.` + part + `)*$`)
})

// Levels reads a target: a JSON array of levels, a multi-line string (one
// level per line; blank lines are ignored, surrounding white space trimmed),
// a dotted path "Class.method", or any other single line as one level. The
// empty target (or only white space) is the file root: no levels. A single
// line with a "." that is not a plain dotted path is also read as its
// parts between the dots, each matched by name (see split); the resolver
// tries both readings.
func Levels(target string) ([]string, error) {
	s := strings.TrimSpace(target)
	if s == "" {
		return nil, nil
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		var levels []string
		if err := json.Unmarshal([]byte(s), &levels); err == nil {
			for _, l := range levels {
				if strings.TrimSpace(l) == "" {
					return nil, fault.New(fault.InvalidArgument,
						"target %s has an empty level; name every level from the file root down", s)
				}
			}
			return levels, nil
		}
	}
	if strings.Contains(s, "\n") {
		var levels []string
		for _, line := range strings.Split(s, "\n") {
			if line = strings.TrimSpace(line); line != "" {
				levels = append(levels, line)
			}
		}
		return levels, nil
	}
	if dotted().MatchString(s) {
		return strings.Split(s, "."), nil
	}
	return []string{s}, nil
}

// split is the second reading of a single-line target that is not a
// plain dotted path but holds a ".": its parts between the dots, each a
// level that must match by name (`jobs.test.runs-on`,
// `devDependencies.@types/node`, `Block::Iter.Prev`, `View.html?`). It is
// nil for any other target. A name that itself holds a "." is reached
// only by a target of one level per line or a JSON array.
func split(target string) []string {
	s := strings.TrimSpace(target)
	if !strings.Contains(s, ".") || strings.Contains(s, "\n") || dotted().MatchString(s) {
		return nil
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") && json.Valid([]byte(s)) {
		return nil
	}
	parts := strings.Split(s, ".")
	for _, p := range parts {
		if strings.TrimSpace(p) == "" {
			return nil
		}
	}
	return parts
}

// splitLines are the other readings of a target of one level per line:
// some of its lines that are plain dotted paths, "Class.method", as their
// parts (`ConcurrentHashMap.get` and then `if (tab == null)` on the next
// line), the other lines as they are; readings that split fewer lines
// first, so that a name holding a "." (C#'s namespace NUnit.Framework, a
// Go method "T.M", a key "build.prod") is still one level where another
// line is split. It is nil for a single line or a JSON array, and when no
// line has a ".". Past maxSplitLines such lines, only the reading that
// splits them all.
func splitLines(target string, levels []string) [][]string {
	s := strings.TrimSpace(target)
	if !strings.Contains(s, "\n") || strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") && json.Valid([]byte(s)) {
		return nil
	}
	var dots []int // the lines that may be split
	for i, l := range levels {
		if strings.Contains(l, ".") && dotted().MatchString(l) {
			dots = append(dots, i)
		}
	}
	if len(dots) == 0 {
		return nil
	}
	var masks []int
	if len(dots) > maxSplitLines {
		masks = []int{1<<len(dots) - 1}
	} else {
		for m := 1; m < 1<<len(dots); m++ {
			masks = append(masks, m)
		}
		slices.SortStableFunc(masks, func(a, b int) int { return bits.OnesCount(uint(a)) - bits.OnesCount(uint(b)) })
	}
	var out [][]string
	for _, m := range masks {
		var reading []string
		for i, l := range levels {
			if k := slices.Index(dots, i); k >= 0 && m&(1<<k) != 0 {
				reading = append(reading, strings.Split(l, ".")...)
				continue
			}
			reading = append(reading, l)
		}
		out = append(out, reading)
	}
	return out
}

// maxSplitLines bounds the dotted lines whose splits splitLines combines.
const maxSplitLines = 4

// Format writes levels as a target string: dotted when every level is a
// plain identifier, else a JSON array.
func Format(levels []string) string {
	if len(levels) == 0 {
		return `""`
	}
	joined := strings.Join(levels, ".")
	if dotted().MatchString(joined) && len(strings.Split(joined, ".")) == len(levels) {
		return joined
	}
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(levels) // a []string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}
