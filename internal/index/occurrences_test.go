package index

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/locus-dev/locus/internal/xref"
)

// FuzzOccurrences round-trips occurrences through the blob encoding: what
// decodeOccs gives back is what encodeOccs was given, with the ids the
// writer gave its words, and blobNames lists the names the postings hold.
func FuzzOccurrences(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{200, 0, 1, 1, 1, 255, 255, 3, 7, 9, 9, 9, 0, 0})
	f.Add([]byte{2, 1, 5, 4, 7, 3, 6, 1, 40, 3, 1, 0, 4, 1, 9})
	f.Fuzz(func(t *testing.T, seed []byte) {
		var occs []xref.Occurrence
		line, col := 1, 1
		for i := 0; i+2 < len(seed); i += 3 {
			a, b, c := int(seed[i]), int(seed[i+1]), int(seed[i+2])
			if a%3 == 0 {
				line += 1 + b%50
				col = 1 + c%40
			} else {
				col += 1 + c%9
			}
			o := xref.Occurrence{Line: line, Col: col, Role: xref.Role(b % 6), Name: fmt.Sprint("n", 1+a*7%300+c*1000)}
			if b%2 == 1 {
				o.Qualifier = fmt.Sprint("n", 1+b*13%500) // may be a name too
			}
			if c%5 == 1 {
				o.Type = fmt.Sprint("t", a%4)
			}
			if o.Role == xref.Decl && a%2 == 0 {
				o.Scope = [2]int{max(line-c%30, 1), line + a%70}
				if c%3 == 0 {
					o.Visible = [2]int{line + a%4, 1 + b%60}
				}
			}
			occs = append(occs, o)
		}
		// the writer's ids: any distinct numbers, here from the words
		id := func(w string) int64 {
			if w == "" {
				return 0
			}
			n, _ := strconv.Atoi(w[1:])
			if w[0] == 't' {
				n += 1 << 20
			}
			return int64(n + 1)
		}
		e := encodeOccs(occs)
		e.ids = make([]int64, len(e.words))
		for i, w := range e.words {
			e.ids[i] = id(w)
		}
		blob := e.blob()
		var got []occ
		if err := decodeOccs(blob, 0, func(o occ) { got = append(got, o) }); err != nil {
			t.Fatal(err)
		}
		var want []occ
		count := map[int64]int{}
		var names []int64
		for _, o := range occs {
			want = append(want, occ{name: id(o.Name), line: o.Line, col: o.Col, role: o.Role, qual: id(o.Qualifier), typ: id(o.Type), scope: o.Scope, visible: o.Visible})
			if count[id(o.Name)]++; count[id(o.Name)] == 1 {
				names = append(names, id(o.Name))
			}
		}
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(occ{})); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s", diff)
		}
		listed, err := blobNames(blob)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(names, listed, cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("blobNames (-names +blob):\n%s", diff)
		}
		for i, n := range listed {
			if int(e.counts[i]) != count[n] {
				t.Errorf("count of %d: %d, want %d", n, e.counts[i], count[n])
			}
		}
		if e.count != len(occs) {
			t.Errorf("count %d, want %d", e.count, len(occs))
		}
		// one name alone
		if len(names) > 0 {
			n := 0
			decodeOccs(blob, names[0], func(o occ) {
				if o.name != names[0] {
					t.Errorf("asked for %d, got %d", names[0], o.name)
				}
				n++
			})
			if n != count[names[0]] {
				t.Errorf("%d occurrences of %d, want %d", n, names[0], count[names[0]])
			}
		}
		// a damaged blob is an error, never a panic
		for cut := 0; cut < len(blob); cut += 1 + len(blob)/7 {
			decodeOccs(blob[:cut], 0, func(occ) {})
		}
	})
}
