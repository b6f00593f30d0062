// This file prints the results: a row per task, a row per kind, and the
// totals with and without the tool lists.

package main

import (
	"fmt"
	"io"
)

// row is a task and its two outcomes, the baseline's and locus's.
type row struct {
	t   task
	out [2]*outcome
}

// ratio is locus's tokens over the baseline's.
func ratio(b, l int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(l)/float64(b))
}

func correct(rows []row, i int) string {
	n := 0
	for _, r := range rows {
		if r.out[i].ok {
			n++
		}
	}
	return fmt.Sprintf("%d/%d", n, len(rows))
}

// printTable prints the rows; list holds the tool lists' tokens: the
// baseline's, locus's, and locus's of the groups the scripts use.
func printTable(w io.Writer, rows []row, list [3]int) {
	fmt.Fprintln(w, "## By task")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| task | kind | baseline tokens (calls) | locus tokens (calls) | locus/baseline | baseline ok | locus ok |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---|---|")
	mark := func(o *outcome) string {
		if o.ok {
			return "yes"
		}
		return "NO: " + o.why
	}
	for _, r := range rows {
		b, l := r.out[0], r.out[1]
		fmt.Fprintf(w, "| %s | %s | %d (%d) | %d (%d) | %s | %s | %s |\n", r.t.ID, r.t.Kind, b.tokens, b.calls, l.tokens, l.calls, ratio(b.tokens, l.tokens), mark(b), mark(l))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "## By kind")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| kind | tasks | baseline tokens | locus tokens | locus/baseline | baseline correct | locus correct |")
	fmt.Fprintln(w, "|---|---:|---:|---:|---:|---|---|")
	var total [2]int
	for _, k := range kinds {
		var of []row
		var sum [2]int
		for _, r := range rows {
			if r.t.Kind == k {
				of = append(of, r)
				sum[0] += r.out[0].tokens
				sum[1] += r.out[1].tokens
			}
		}
		if len(of) == 0 {
			continue
		}
		total[0] += sum[0]
		total[1] += sum[1]
		fmt.Fprintf(w, "| %s | %d | %d | %d | %s | %s | %s |\n", k, len(of), sum[0], sum[1], ratio(sum[0], sum[1]), correct(of, 0), correct(of, 1))
	}
	fmt.Fprintln(w)
	n := len(rows)
	fmt.Fprintln(w, "## Totals")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| | baseline | locus | locus/baseline |")
	fmt.Fprintln(w, "|---|---:|---:|---:|")
	fmt.Fprintf(w, "| tool list, once per session | %d | %d | %s |\n", list[0], list[1], ratio(list[0], list[1]))
	fmt.Fprintf(w, "| the same, locus serving --tools %s | %d | %d | %s |\n", groupList(), list[0], list[2], ratio(list[0], list[2]))
	fmt.Fprintf(w, "| %d tasks, calls and answers only | %d | %d | %s |\n", n, total[0], total[1], ratio(total[0], total[1]))
	for _, l := range []int{list[1], list[2]} {
		what := "each a session with its tool list"
		if l == list[2] {
			what += ", locus --tools " + groupList()
		}
		wb, wl := total[0]+n*list[0], total[1]+n*l
		fmt.Fprintf(w, "| %d tasks, %s | %d | %d | %s |\n", n, what, wb, wl, ratio(wb, wl))
	}
	fmt.Fprintf(w, "| edits and answers correct | %s | %s | |\n", correct(rows, 0), correct(rows, 1))
}
