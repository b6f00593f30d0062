// Command indexdiff says whether two workspace index databases hold the
// same answers: the same files, symbols, imports, occurrences and
// postings. Ids differ from one build to another (files and names are
// numbered in the order the writer meets them), so every row is compared
// by what it means: a file by its path, a name by its text, a symbol's
// parent by the parent's place in its file, an occurrence decoded from
// its blob. A change to how the index is built must leave a database of
// the same tree the same.
//
// Usage:
//
//	indexdiff A.db B.db
//
// It prints the number of rows of each table and the first differences,
// and exits 1 when the databases differ. A file that one build could not
// parse in time (PARSER_FAILED: the bound is in wall time, which a loaded
// machine stretches) is named and left out of both.
package main

import (
	"bufio"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"

	_ "github.com/mattn/go-sqlite3"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: indexdiff A.db B.db")
		os.Exit(2)
	}
	a, err := dump(os.Args[1])
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexdiff: %s: %v\n", os.Args[1], err)
		os.Exit(2)
	}
	b, err := dump(os.Args[2])
	if err != nil {
		fmt.Fprintf(os.Stderr, "indexdiff: %s: %v\n", os.Args[2], err)
		os.Exit(2)
	}
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	failed := map[string]bool{}
	for _, d := range []map[string][]string{a, b} {
		for _, p := range d[failedKey] {
			failed[p] = true
		}
	}
	for p := range failed {
		fmt.Fprintf(out, "left out: %s (not parsed in time by one build)\n", p)
	}
	same := true
	for _, t := range tables {
		ra, rb := leaveOut(a[t], failed), leaveOut(b[t], failed)
		missing, extra := differ(ra, rb)
		fmt.Fprintf(out, "%-12s %9d rows in A, %9d in B: %d only in A, %d only in B\n", t, len(ra), len(rb), len(missing), len(extra))
		for i, r := range missing {
			if i == 5 {
				break
			}
			fmt.Fprintf(out, "  A only: %s\n", r)
		}
		for i, r := range extra {
			if i == 5 {
				break
			}
			fmt.Fprintf(out, "  B only: %s\n", r)
		}
		same = same && len(missing) == 0 && len(extra) == 0
	}
	if !same {
		fmt.Fprintln(out, "the databases differ")
		out.Flush()
		os.Exit(1)
	}
	fmt.Fprintln(out, "the databases hold the same rows")
}

var tables = []string{"files", "symbols", "imports", "occurrences", "postings"}

// failedKey lists, in dump's answer, the paths whose parse ran out of time.
const failedKey = "failed"

// leaveOut returns the rows that are not of the paths in failed (a row
// starts with its file's path and a space).
func leaveOut(rows []string, failed map[string]bool) []string {
	if len(failed) == 0 {
		return rows
	}
	var out []string
	for _, r := range rows {
		p, _, _ := strings.Cut(r, " ")
		if !failed[p] {
			out = append(out, r)
		}
	}
	return out
}

// differ returns the rows of sorted a not in sorted b, and of b not in a,
// each row counted as often as it occurs.
func differ(a, b []string) (onlyA, onlyB []string) {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			onlyA = append(onlyA, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			onlyB = append(onlyB, b[j])
			j++
		default:
			i++
			j++
		}
	}
	return onlyA, onlyB
}

// dump reads every table of the database at path as sorted rows of text.
func dump(path string) (map[string][]string, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	db, err := sql.Open("sqlite3", "file:"+path+"?mode=ro")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return nil, err
	}
	out := map[string][]string{}
	paths := map[int64]string{}
	names := map[int64]string{}
	if err := rows(db, "SELECT id, path, language, package, lines, coalesce(error, ''), symbol_count FROM files", func(r *sql.Rows) error {
		var id, lines, count int64
		var p, lang, pkg, e string
		if err := r.Scan(&id, &p, &lang, &pkg, &lines, &e, &count); err != nil {
			return err
		}
		paths[id] = p
		if e == "PARSER_FAILED" {
			out[failedKey] = append(out[failedKey], p)
		}
		out["files"] = append(out["files"], fmt.Sprintf("%s lang=%s pkg=%s lines=%d error=%q symbols=%d", p, lang, pkg, lines, e, count))
		return nil
	}); err != nil {
		return nil, err
	}
	if err := rows(db, "SELECT id, name FROM names", func(r *sql.Rows) error {
		var id int64
		var n string
		if err := r.Scan(&id, &n); err != nil {
			return err
		}
		names[id] = n
		return nil
	}); err != nil {
		return nil, err
	}
	// a symbol's parent is named by its place among its file's symbols
	if err := rows(db, `SELECT s.file, s.id - f.first_symbol, s.name, coalesce(s.qname, ''), s.kind, s.start_line, s.end_line,
			s.sel_line, s.sel_col, s.signature, s.doc, coalesce(s.parent - f.first_symbol, -1)
		FROM symbols s JOIN files f ON f.id = s.file`, func(r *sql.Rows) error {
		var file, place, start, end, selLine, selCol, parent int64
		var name, qname, kind, sig, doc string
		if err := r.Scan(&file, &place, &name, &qname, &kind, &start, &end, &selLine, &selCol, &sig, &doc, &parent); err != nil {
			return err
		}
		out["symbols"] = append(out["symbols"], fmt.Sprintf("%s #%d %q %q %s %d-%d sel %d:%d sig=%q doc=%q parent=#%d",
			paths[file], place, name, qname, kind, start, end, selLine, selCol, sig, doc, parent))
		return nil
	}); err != nil {
		return nil, err
	}
	if err := rows(db, "SELECT file, path, name, symbol, line FROM imports", func(r *sql.Rows) error {
		var file, line int64
		var p, name, sym string
		if err := r.Scan(&file, &p, &name, &sym, &line); err != nil {
			return err
		}
		out["imports"] = append(out["imports"], fmt.Sprintf("%s %q %q %q %d", paths[file], p, name, sym, line))
		return nil
	}); err != nil {
		return nil, err
	}
	if err := rows(db, "SELECT file, count, data FROM occurrences", func(r *sql.Rows) error {
		var file, count int64
		var blob []byte
		if err := r.Scan(&file, &count, &blob); err != nil {
			return err
		}
		n := 0
		err := decode(blob, version < 10, func(o occ) {
			n++
			out["occurrences"] = append(out["occurrences"], fmt.Sprintf("%s %d:%d %q role=%d qual=%q type=%q scope=%v visible=%v member=%t",
				paths[file], o.line, o.col, names[o.name], o.role, names[o.qual], names[o.typ], o.scope, o.visible, o.member))
		})
		if err != nil {
			return fmt.Errorf("the occurrences of %s: %w", paths[file], err)
		}
		if int64(n) != count {
			return fmt.Errorf("the occurrences of %s: %d in the blob, count says %d", paths[file], n, count)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if err := rows(db, "SELECT name, file, count FROM postings", func(r *sql.Rows) error {
		var name, file, count int64
		if err := r.Scan(&name, &file, &count); err != nil {
			return err
		}
		out["postings"] = append(out["postings"], fmt.Sprintf("%s %q %d", paths[file], names[name], count))
		return nil
	}); err != nil {
		return nil, err
	}
	for _, t := range tables {
		sort.Strings(out[t])
	}
	return out, nil
}

func rows(db *sql.DB, q string, fn func(*sql.Rows) error) error {
	r, err := db.Query(q)
	if err != nil {
		return err
	}
	defer r.Close()
	for r.Next() {
		if err := fn(r); err != nil {
			return err
		}
	}
	return r.Err()
}

// occ is one decoded occurrence, its names as names.id (0 for none).
type occ struct {
	name, qual, typ int64
	line, col, role int
	scope, visible  [2]int
	member          bool
}

// decode reads a blob as internal/index/occurrences.go lays it out (schema
// 17: six flag bits, a scoped declaration followed by its scope). Up
// to schema version 9 the ids of its words were ascending, each written
// as the difference from the one before (sorted); since, they are written
// whole, in the order the file uses them.
func decode(b []byte, sorted bool, fn func(occ)) error {
	bad := errors.New("malformed blob")
	var err error
	next := func() int { // 0 once err is set
		if err != nil {
			return 0
		}
		v, n := binary.Uvarint(b)
		if n <= 0 {
			err = bad
			return 0
		}
		b = b[n:]
		return int(v)
	}
	word := func(local []int64) int64 { // a word's names.id
		k := next()
		if k >= len(local) {
			err = bad
			return 0
		}
		return local[k]
	}
	nNames, nQuals := next(), next()
	if err != nil {
		return err
	}
	local := make([]int64, 0, nNames+nQuals)
	for _, n := range []int{nNames, nQuals} {
		prev := int64(0)
		for range n {
			if !sorted {
				prev = 0
			}
			prev += int64(next())
			local = append(local, prev)
		}
	}
	if err != nil || sorted && !slices.IsSorted(local[:nNames]) {
		return bad
	}
	line, col := 0, 0
	for len(b) > 0 {
		head, dl, c := next(), next(), next()
		flags := head & 63
		o := occ{role: flags & 7, member: flags&(1<<5) != 0}
		if head>>6 < len(local) {
			o.name = local[head>>6]
		} else {
			err = bad
		}
		if flags&(1<<3) != 0 {
			o.qual = word(local)
		}
		if flags&(1<<4) != 0 {
			o.typ = word(local)
		}
		if dl == 0 {
			col += c
		} else {
			line += dl
			col = c
		}
		o.line, o.col = line, col
		if o.role == 7 { // a declaration whose scope a block bounds
			before, after := next(), next()
			o.scope = [2]int{line - before, line + after}
			if vis := next(); vis > 0 {
				o.visible = [2]int{line + vis - 1, next()}
			}
		}
		if err != nil {
			return err
		}
		fn(o)
	}
	return nil
}
