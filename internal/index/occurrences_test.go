package index

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/xref"
)

// FuzzOccurrences round-trips occurrences through the blob encoding: what
// decodeOccs gives back is what encodeOccs was given, and blobNames lists
// the names the postings hold.
func FuzzOccurrences(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{200, 0, 1, 1, 1, 255, 255, 3, 7, 9, 9, 9, 0, 0})
	f.Fuzz(func(t *testing.T, seed []byte) {
		var occs []xref.Occurrence
		var names, quals []int64
		line, col := 1, 1
		for i := 0; i+2 < len(seed); i += 3 {
			a, b, c := int(seed[i]), int(seed[i+1]), int(seed[i+2])
			if a%3 == 0 {
				line += 1 + b%50
				col = 1 + c%40
			} else {
				col += 1 + c%9
			}
			occs = append(occs, xref.Occurrence{Line: line, Col: col, Role: xref.Role(b % 6)})
			names = append(names, int64(1+a*7%300+c*1000))
			q := int64(0)
			if b%2 == 1 {
				q = int64(1 + b*13%500)
			}
			quals = append(quals, q)
		}
		blob, ids, counts := encodeOccs(occs, names, quals, nil)
		var got []occ
		if err := decodeOccs(blob, 0, func(o occ) { got = append(got, o) }); err != nil {
			t.Fatal(err)
		}
		var want []occ
		for i, o := range occs {
			want = append(want, occ{name: names[i], line: o.Line, col: o.Col, role: o.Role, qual: quals[i]})
		}
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(occ{})); diff != "" {
			t.Fatalf("round trip (-want +got):\n%s", diff)
		}
		listed, err := blobNames(blob)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(ids, listed); diff != "" {
			t.Errorf("blobNames (-encode +blob):\n%s", diff)
		}
		total := 0
		for _, c := range counts {
			total += c
		}
		if total != len(occs) {
			t.Errorf("counts sum to %d, want %d", total, len(occs))
		}
		// one name alone
		if len(ids) > 0 {
			n := 0
			decodeOccs(blob, ids[0], func(o occ) {
				if o.name != ids[0] {
					t.Errorf("asked for %d, got %d", ids[0], o.name)
				}
				n++
			})
			if n != counts[0] {
				t.Errorf("%d occurrences of %d, want %d", n, ids[0], counts[0])
			}
		}
		// a damaged blob is an error, never a panic
		for cut := 0; cut < len(blob); cut += 1 + len(blob)/7 {
			decodeOccs(blob[:cut], 0, func(occ) {})
		}
	})
}
