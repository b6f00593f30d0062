// This file sorts a batch's postings by (name, file) in linear time.

package index

import "math/bits"

// radixBits is how many bits of a key one pass of sortPostings sorts by.
const radixBits = 11

// sortPostings sorts ps by name, then file, as the postings table's key
// orders them: a least-significant-digit radix sort, stable in each pass,
// by file (skipped when the files already come in order, as a cold
// build's do) and then by name. A comparison sort of a cold build's
// postings took as long as their SQLite inserts' Go side. tmp is room
// for len(ps) postings, used when it is large enough. It returns the
// sorted postings, in ps or in tmp, and the other slice, for the next
// call's tmp.
func sortPostings(ps, tmp []posting) (sorted, spare []posting) {
	if len(ps) < 2 {
		return ps, tmp
	}
	if cap(tmp) < len(ps) {
		tmp = make([]posting, len(ps))
	}
	tmp = tmp[:len(ps)]
	var maxName, maxFile uint64
	ordered := true
	for i, p := range ps {
		maxName = max(maxName, uint64(p.name))
		maxFile = max(maxFile, uint64(p.file))
		if i > 0 && p.file < ps[i-1].file {
			ordered = false
		}
	}
	if !ordered {
		ps, tmp = radixPasses(ps, tmp, maxFile, func(p *posting) uint64 { return uint64(p.file) })
	}
	return radixPasses(ps, tmp, maxName, func(p *posting) uint64 { return uint64(p.name) })
}

// radixPasses sorts src by key (at most maxKey), stably, a radixBits
// digit a pass, moving the postings between src and dst; it returns the
// sorted slice and the other.
func radixPasses(src, dst []posting, maxKey uint64, key func(*posting) uint64) ([]posting, []posting) {
	var count [1 << radixBits]int
	for shift := 0; shift < bits.Len64(maxKey); shift += radixBits {
		clear(count[:])
		for i := range src {
			count[key(&src[i])>>shift&(1<<radixBits-1)]++
		}
		at := 0
		for d, c := range count {
			count[d] = at
			at += c
		}
		for i := range src {
			d := key(&src[i]) >> shift & (1<<radixBits - 1)
			dst[count[d]] = src[i]
			count[d]++
		}
		src, dst = dst, src
	}
	return src, dst
}
