package textpos

import (
	"strconv"
	"strings"

	"github.com/locus-dev/locus/internal/fault"
)

// ParseLineRange is the one parser of line ranges. It reads, after trimming
// surrounding white space:
//
//	N      one line, e.g. "12"
//	A-B    lines A through B, e.g. "10-20"
//	A:B    the same, e.g. "10:20"
//	A,B    the same, e.g. "10,20"
//	LA-B   the same with an "L" or "l" prefix, e.g. "L10-20" or "L10-L20";
//	       LN is one line, e.g. "L12"
//
// Spaces or tabs may surround the separator. Numbers are ASCII decimal and
// counted from 1. Reversed bounds are normalised: "7:3" is lines 3 through 7.
// Anything else, including 0, negative numbers, signs, empty input and
// numbers above MaxLine, is an INVALID_ARGUMENT error.
//
// ParseLineRange(r.String()) returns r for every LineRange r.
func ParseLineRange(s string) (LineRange, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return LineRange{}, fault.New(fault.InvalidArgument,
			"line range is empty; send a line number or range such as 12, 10-20, 10:20, 10,20 or L10-20")
	}
	p := rangeParser{in: s, s: t}
	a, err := p.bound()
	if err != nil {
		return LineRange{}, err
	}
	if p.i == len(p.s) {
		return OneLine(a), nil
	}
	p.spaces()
	if p.i == len(p.s) || !strings.ContainsRune("-:,", rune(p.s[p.i])) {
		return LineRange{}, p.junk()
	}
	p.i++
	p.spaces()
	b, err := p.bound()
	if err != nil {
		return LineRange{}, err
	}
	if p.i != len(p.s) {
		return LineRange{}, p.junk()
	}
	if b.Before(a) {
		a, b = b, a
	}
	return LineRange{start: a, end: b}, nil
}

// rangeParser scans the trimmed input s; in is the caller's input, for messages.
type rangeParser struct {
	in string
	s  string
	i  int
}

// bound reads an optional L or l and a line number.
func (p *rangeParser) bound() (Line, error) {
	if p.i < len(p.s) && (p.s[p.i] == 'L' || p.s[p.i] == 'l') {
		p.i++
	}
	if p.i+1 < len(p.s) && p.s[p.i] == '-' && isDigit(p.s[p.i+1]) {
		return Line{}, fault.New(fault.InvalidArgument,
			"line range %s contains a negative line number but lines are counted from 1; send line numbers of 1 or more", quoteInput(p.in))
	}
	begin, n := p.i, 0
	for p.i < len(p.s) && isDigit(p.s[p.i]) {
		n = n*10 + int(p.s[p.i]-'0')
		if n > MaxLine {
			return Line{}, fault.New(fault.InvalidArgument,
				"line range %s has a line number above %d; send line numbers from 1 to %d", quoteInput(p.in), MaxLine, MaxLine)
		}
		p.i++
	}
	if p.i == begin {
		return Line{}, p.junk()
	}
	if n == 0 {
		return Line{}, fault.New(fault.InvalidArgument,
			"line range %s contains line 0 but lines are counted from 1; send line numbers of 1 or more", quoteInput(p.in))
	}
	return Line{i: int32(n - 1)}, nil
}

// spaces skips spaces and tabs.
func (p *rangeParser) spaces() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *rangeParser) junk() error {
	return fault.New(fault.InvalidArgument,
		"line range %s is not a line number or range; send N, A-B, A:B, A,B or LA-B with lines counted from 1, such as 10-20", quoteInput(p.in))
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

// quoteInput quotes s for a message, cut to a readable length.
func quoteInput(s string) string {
	const max = 64
	if len(s) > max {
		return strconv.Quote(s[:max]) + "..."
	}
	return strconv.Quote(s)
}
