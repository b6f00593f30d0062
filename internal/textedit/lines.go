// This file computes line diffs: Myers' greedy O(ND) algorithm ("An O(ND)
// Difference Algorithm and Its Variations", 1986), after the common first
// and last lines are set aside.

package textedit

import "bytes"

// maxCost bounds the edit distance the search explores (its memory grows
// with the square of the distance: 8 MB at the bound). Past it the lines
// between the common head and tail are replaced whole: still a correct
// diff, no longer a minimal one.
const maxCost = 1000

// op is one step of a line diff.
type op struct {
	kind byte // '=' kept, '-' deleted from old, '+' inserted from new
	old  int  // index of the line in old ('=' and '-')
	new  int  // index of the line in new ('=' and '+')
}

// splitLines splits text into lines that keep their "\n"; a last line
// without one is a line too.
func splitLines(text []byte) [][]byte {
	var lines [][]byte
	for len(text) > 0 {
		i := bytes.IndexByte(text, '\n')
		if i < 0 {
			lines = append(lines, text)
			break
		}
		lines = append(lines, text[:i+1])
		text = text[i+1:]
	}
	return lines
}

// diffLines returns the steps that turn a into b.
func diffLines(a, b [][]byte) []op {
	head := 0
	for head < len(a) && head < len(b) && bytes.Equal(a[head], b[head]) {
		head++
	}
	tail := 0
	for tail < len(a)-head && tail < len(b)-head && bytes.Equal(a[len(a)-1-tail], b[len(b)-1-tail]) {
		tail++
	}
	var ops []op
	for i := 0; i < head; i++ {
		ops = append(ops, op{'=', i, i})
	}
	for _, o := range middle(a[head:len(a)-tail], b[head:len(b)-tail]) {
		o.old += head
		o.new += head
		ops = append(ops, o)
	}
	for i := tail; i > 0; i-- {
		ops = append(ops, op{'=', len(a) - i, len(b) - i})
	}
	return ops
}

// middle is Myers' forward search with the frontier of every cost kept for
// the walk back; deletions come before insertions in each change.
func middle(a, b [][]byte) []op {
	n, m := len(a), len(b)
	offset := n + m + 1
	v := make([]int, 2*offset+1)
	var trace [][]int
	cost := -1
search:
	for d := 0; d <= n+m; d++ {
		if d > maxCost {
			return replaceAll(n, m)
		}
		// keep the frontier of cost d-1, diagonals -d..d, for the walk back
		trace = append(trace, append([]int(nil), v[offset-d:offset+d+1]...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[offset+k-1] < v[offset+k+1] {
				x = v[offset+k+1] // down: an insertion
			} else {
				x = v[offset+k-1] + 1 // right: a deletion
			}
			y := x - k
			for x < n && y < m && bytes.Equal(a[x], b[y]) {
				x, y = x+1, y+1
			}
			v[offset+k] = x
			if x >= n && y >= m {
				cost = d
				break search
			}
		}
	}
	// Walk back from (n, m) through the saved frontiers.
	var rev []op
	x, y := n, m
	for d := cost; d > 0; d-- {
		prev := trace[d] // prev[d+k] is the frontier's x on diagonal k
		k := x - y
		var pk int
		if k == -d || k != d && prev[d+k-1] < prev[d+k+1] {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := prev[d+pk]
		py := px - pk
		for x > px && y > py {
			x, y = x-1, y-1
			rev = append(rev, op{'=', x, y})
		}
		if x == px {
			y--
			rev = append(rev, op{'+', x, y})
		} else {
			x--
			rev = append(rev, op{'-', x, y})
		}
	}
	for x > 0 && y > 0 {
		x, y = x-1, y-1
		rev = append(rev, op{'=', x, y})
	}
	ops := make([]op, len(rev))
	for i, o := range rev {
		ops[len(rev)-1-i] = o
	}
	return ops
}

// replaceAll deletes every line of a and inserts every line of b.
func replaceAll(n, m int) []op {
	ops := make([]op, 0, n+m)
	for i := 0; i < n; i++ {
		ops = append(ops, op{'-', i, 0})
	}
	for j := 0; j < m; j++ {
		ops = append(ops, op{'+', n, j})
	}
	return ops
}

// Lines returns the edits, on whole lines, that turn old into new:
// Apply(old, Lines(old, new)) == new. The edits are sorted and separated by
// at least one unchanged line; nil when the texts are equal.
func Lines(old, new []byte) []Edit {
	a, b := splitLines(old), splitLines(new)
	offsets := make([]int, len(a)+1)
	for i, l := range a {
		offsets[i+1] = offsets[i] + len(l)
	}
	var edits []Edit
	ops := diffLines(a, b)
	for i := 0; i < len(ops); {
		if ops[i].kind == '=' {
			i++
			continue
		}
		start := ops[i].old // a deleted line, or the position of an insertion
		e := Edit{Start: offsets[start], End: offsets[start]}
		var text []byte
		for ; i < len(ops) && ops[i].kind != '='; i++ {
			if ops[i].kind == '-' {
				e.End = offsets[ops[i].old+1]
			} else {
				text = append(text, b[ops[i].new]...)
			}
		}
		e.New = string(text)
		edits = append(edits, e)
	}
	return edits
}
