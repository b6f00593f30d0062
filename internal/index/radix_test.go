package index

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortPostings compares sortPostings with a comparison sort, on
// postings in a cold build's file order and out of it, with ids of every
// size (negative ids never occur: names and files count from 1).
func TestSortPostings(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		n            int
		names, files int64
		filesInOrder bool
	}{
		{0, 10, 10, true}, {1, 10, 10, true}, {2, 3, 3, false},
		{1000, 50, 20, true}, {1000, 50, 20, false},
		{50000, 3_000_000, 30_000, true}, {50000, 3_000_000, 30_000, false},
		{5000, 1 << 40, 1 << 33, false},
	} {
		ps := make([]posting, tc.n)
		for i := range ps {
			ps[i] = posting{name: 1 + r.Int64N(tc.names), file: 1 + r.Int64N(tc.files), count: int64(i)}
		}
		if tc.filesInOrder {
			slices.SortStableFunc(ps, func(p, q posting) int { return cmp.Compare(p.file, q.file) })
		}
		want := slices.Clone(ps)
		slices.SortStableFunc(want, func(p, q posting) int {
			return cmp.Or(cmp.Compare(p.name, q.name), cmp.Compare(p.file, q.file))
		})
		got, _ := sortPostings(ps, nil)
		if !slices.Equal(got, want) {
			t.Errorf("%d postings (names < %d, files < %d, in file order %v): sortPostings differs from a stable comparison sort", tc.n, tc.names, tc.files, tc.filesInOrder)
		}
	}
}
