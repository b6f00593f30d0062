// This file prints a change as a unified diff, in the form GNU diff -u
// prints and patch reads.

package textedit

import (
	"fmt"
	"strings"
)

// Unified returns the unified diff that turns old into new, with the given
// labels on its --- and +++ lines and context unchanged lines around each
// change (hunks that would share context are merged). It returns "" when
// the texts are equal. A line without a final newline is followed by
// "\ No newline at end of file".
func Unified(oldLabel, newLabel string, old, new []byte, context int) string {
	context = max(context, 0)
	a, b := splitLines(old), splitLines(new)
	ops := diffLines(a, b)
	var changes []int // indexes of the ops that change something
	for i, o := range ops {
		if o.kind != '=' {
			changes = append(changes, i)
		}
	}
	if len(changes) == 0 {
		return ""
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- %s\n+++ %s\n", oldLabel, newLabel)
	for h := 0; h < len(changes); {
		first, last := changes[h], changes[h]
		for h++; h < len(changes) && changes[h]-last-1 <= 2*context; h++ {
			last = changes[h]
		}
		from, to := max(first-context, 0), min(last+context+1, len(ops))
		writeHunk(&sb, ops[from:to], a, b)
	}
	return sb.String()
}

// writeHunk prints one hunk: its header and its lines.
func writeHunk(sb *strings.Builder, ops []op, a, b [][]byte) {
	var oldCount, newCount int
	for _, o := range ops {
		if o.kind != '+' {
			oldCount++
		}
		if o.kind != '-' {
			newCount++
		}
	}
	// The first line of each side is the one the hunk's first op sits at;
	// an empty side names the line before it, as GNU diff does.
	oldStart, newStart := ops[0].old+1, ops[0].new+1
	if oldCount == 0 {
		oldStart--
	}
	if newCount == 0 {
		newStart--
	}
	fmt.Fprintf(sb, "@@ -%s +%s @@\n", hunkRange(oldStart, oldCount), hunkRange(newStart, newCount))
	for _, o := range ops {
		var line []byte
		switch o.kind {
		case '=':
			sb.WriteByte(' ')
			line = a[o.old]
		case '-':
			sb.WriteByte('-')
			line = a[o.old]
		case '+':
			sb.WriteByte('+')
			line = b[o.new]
		}
		sb.Write(line)
		if len(line) == 0 || line[len(line)-1] != '\n' {
			sb.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// hunkRange prints "start,count", or "start" alone for one line.
func hunkRange(start, count int) string {
	if count == 1 {
		return fmt.Sprint(start)
	}
	return fmt.Sprintf("%d,%d", start, count)
}
