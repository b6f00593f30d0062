// This file defines the encoding of a file's occurrences in the
// occurrences table's blob.
//
// The blob is a sequence of unsigned varints (encoding/binary's Uvarint)
// and single bytes:
//
//	nNames nQualifiers
//	the ids (names.id) of the names that occur, in the order of their
//	  first occurrence in the file
//	the ids of the qualifiers and types that are not also names, the same way
//	then, for each occurrence in source order:
//	  head       index*64 + flags: index is the name's in the local table
//	             above (names, then qualifiers); flags the role (xref.Role)
//	             in the low 3 bits, or 7 for a declaration whose scope a
//	             block bounds, bit 3 set when a qualifier follows, bit 4
//	             when a type follows, bit 5 for the declaration of a
//	             member (xref.Occurrence.Member)
//	  line       difference from the previous occurrence's line
//	  column     difference from the previous column when on the same
//	             line, else the column itself
//	  qualifier  (when bit 3) index in the local table
//	  type       (when bit 4) index in the local table: the type the
//	             declaration gives the name (xref.Occurrence.Type)
//	  scope      (when the role is 7) line - the first line of the block
//	             that bounds the declaration's scope, then its last line
//	             - line (xref.Occurrence.Scope), then 0, or where its
//	             local comes into scope (xref.Occurrence.Visible) as that
//	             line - line + 1 and that column
//
// The names of the first part are exactly those the postings table lists
// for the file, so a file's postings are found again from its blob.
//
// Everything after the ids is encoded on the goroutine that parsed the
// file (encodeOccs): only the writer knows the ids, and it writes them in
// front (occBody.blob).

package index

import (
	"encoding/binary"
	"errors"
	"slices"

	"github.com/locus-dev/locus/internal/xref"
)

// occ is one decoded occurrence: names as names.id, qual 0 for none.
type occ struct {
	name      int64
	line, col int
	role      xref.Role
	qual      int64
	typ       int64 // the type the declaration gives the name, 0 for none
	// scope is the first and last line of the block that bounds a
	// declaration's scope, zero when none does (xref.Occurrence.Scope)
	scope [2]int
	// visible is where such a declaration's local comes into scope, when
	// its declaration ends there (xref.Occurrence.Visible)
	visible [2]int
	member  bool // the declaration of a member, no local (xref.Occurrence.Member)
}

const (
	// roleScoped is the role bits of a declaration whose scope a block
	// bounds: a role no xref.Role takes.
	roleScoped    = 7
	flagQualified = 1 << 3
	flagTyped     = 1 << 4
	flagMember    = 1 << 5
	flagBits      = 6
)

// occBody is a file's occurrences encoded but for the ids of their words.
type occBody struct {
	// words is the local table: the names, in the order they first
	// occur, then the qualifiers and types that are no name
	words  []string
	nNames int
	counts []int32 // the occurrences of each name
	count  int     // occurrences in all
	body   []byte  // the occurrences, from head on
	ids    []int64 // the names.id of each of words, which the writer fills
}

// encodeOccs encodes occurrences, in source order, as the blob's local
// table of words and its occurrences.
func encodeOccs(occs []xref.Occurrence) *occBody {
	e := &occBody{count: len(occs)}
	local := make(map[string]int32, len(occs)/4+8)
	nameOf := make([]int32, len(occs)) // each occurrence's name's index in words
	for i, o := range occs {
		k, ok := local[o.Name]
		if !ok {
			k = int32(len(e.words))
			local[o.Name] = k
			e.words = append(e.words, o.Name)
			e.counts = append(e.counts, 0)
		}
		e.counts[k]++
		nameOf[i] = k
	}
	e.nNames = len(e.words)
	word := func(s string) int32 {
		if s == "" {
			return -1
		}
		i, ok := local[s]
		if !ok {
			i = int32(len(e.words))
			local[s] = i
			e.words = append(e.words, s)
		}
		return i
	}
	buf := make([]byte, 0, len(occs)*5)
	line, col := 0, 0
	for i, o := range occs {
		flags := uint64(o.Role) & 7
		scoped := o.Role == xref.Decl && o.Scope[0] != 0
		if scoped {
			flags = roleScoped
		}
		qual, typ := word(o.Qualifier), word(o.Type)
		if qual >= 0 {
			flags |= flagQualified
		}
		if typ >= 0 {
			flags |= flagTyped
		}
		if o.Member {
			flags |= flagMember
		}
		buf = binary.AppendUvarint(buf, uint64(nameOf[i])<<flagBits|flags)
		buf = binary.AppendUvarint(buf, uint64(max(o.Line-line, 0)))
		if o.Line == line {
			buf = binary.AppendUvarint(buf, uint64(max(o.Col-col, 0)))
		} else {
			buf = binary.AppendUvarint(buf, uint64(o.Col))
		}
		line, col = max(o.Line, line), o.Col
		if qual >= 0 {
			buf = binary.AppendUvarint(buf, uint64(qual))
		}
		if typ >= 0 {
			buf = binary.AppendUvarint(buf, uint64(typ))
		}
		if scoped {
			buf = binary.AppendUvarint(buf, uint64(max(o.Line-o.Scope[0], 0)))
			buf = binary.AppendUvarint(buf, uint64(max(o.Scope[1]-o.Line, 0)))
			if o.Visible[0] == 0 {
				buf = append(buf, 0)
			} else {
				buf = binary.AppendUvarint(buf, uint64(max(o.Visible[0]-o.Line, 0)+1))
				buf = binary.AppendUvarint(buf, uint64(o.Visible[1]))
			}
		}
	}
	e.body = buf
	return e
}

// blob returns the blob, once ids are filled.
func (e *occBody) blob() []byte {
	buf := make([]byte, 0, 4+3*len(e.ids)+len(e.body))
	buf = binary.AppendUvarint(buf, uint64(e.nNames))
	buf = binary.AppendUvarint(buf, uint64(len(e.words)-e.nNames))
	for _, id := range e.ids {
		buf = binary.AppendUvarint(buf, uint64(id))
	}
	return append(buf, e.body...)
}

var errBlob = errors.New("index: malformed occurrence blob")

// blobReader decodes a blob.
type blobReader struct {
	b      []byte
	err    error
	local  []int64 // local index -> names.id
	nNames int
}

// uvarint reads the next number. Most are below 128, one byte: that case
// is inlined where it is called, as decoding is most of a query's work.
func (r *blobReader) uvarint() int {
	if b := r.b; len(b) > 0 && b[0] < 0x80 {
		r.b = b[1:]
		return int(b[0])
	}
	return r.uvarintLong()
}

// uvarintLong reads a number of more than one byte: two (a name's head,
// a column past 127) without a loop.
func (r *blobReader) uvarintLong() int {
	if b := r.b; len(b) > 1 && b[1] < 0x80 {
		r.b = b[2:]
		return int(b[0]&0x7f) | int(b[1])<<7
	}
	return r.uvarintLoop()
}

// uvarintLoop reads a number of any length.
func (r *blobReader) uvarintLoop() int {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errBlob
		r.b = nil
		return 0
	}
	r.b = r.b[n:]
	return int(v)
}

// header reads the local name table.
func (r *blobReader) header() error {
	nNames, nQuals := r.uvarint(), r.uvarint()
	if r.err != nil || nNames+nQuals > len(r.b) {
		return errBlob
	}
	r.nNames = nNames
	r.local = make([]int64, nNames+nQuals)
	for i := range r.local {
		r.local[i] = int64(r.uvarint())
	}
	return r.err
}

// blobNames returns the names.id of the names a blob's file mentions (not
// the qualifiers).
func blobNames(blob []byte) ([]int64, error) {
	r := blobReader{b: blob}
	if err := r.header(); err != nil {
		return nil, err
	}
	return r.local[:r.nNames], nil
}

// decodeOccs calls fn for every occurrence of a blob, or only for those of
// the name want when want is not 0.
func decodeOccs(blob []byte, want int64, fn func(occ)) error {
	r := blobReader{b: blob}
	if err := r.header(); err != nil {
		return err
	}
	wantLocal := -1
	if want != 0 {
		if wantLocal = slices.Index(r.local[:r.nNames], want); wantLocal < 0 {
			return nil
		}
	}
	// The loop reads its numbers itself, one byte at a time in the common
	// case: a query decodes every occurrence of every file that mentions
	// its name, to keep those of the name.
	b, nLocal := r.b, len(r.local)
	next := func() int {
		if len(b) > 0 && b[0] < 0x80 {
			v := int(b[0])
			b = b[1:]
			return v
		}
		v, n := binary.Uvarint(b)
		if n <= 0 {
			b = nil
			return -1
		}
		b = b[n:]
		return int(v)
	}
	line, col := 0, 0
	for len(b) > 0 {
		head := next()
		dl := next()
		c := next()
		if head < 0 || dl < 0 || c < 0 {
			return errBlob
		}
		name, flags := head>>flagBits, head&(1<<flagBits-1)
		qual, typ := -1, -1
		if flags&flagQualified != 0 {
			if qual = next(); qual < 0 {
				return errBlob
			}
		}
		if flags&flagTyped != 0 {
			if typ = next(); typ < 0 {
				return errBlob
			}
		}
		role, above, below := xref.Role(flags&7), -1, -1 // the declaration's scope, around its line
		visLine, visCol := 0, 0
		if role == roleScoped {
			role, above, below = xref.Decl, next(), next()
			if visLine = next(); visLine > 0 {
				visCol = next()
			}
			if above < 0 || below < 0 || visLine < 0 || visCol < 0 {
				return errBlob
			}
		}
		if name >= nLocal || qual >= nLocal || typ >= nLocal {
			return errBlob
		}
		if dl == 0 {
			col += c
		} else {
			line += dl
			col = c
		}
		if wantLocal >= 0 && name != wantLocal {
			continue
		}
		o := occ{name: r.local[name], line: line, col: col, role: role, member: flags&flagMember != 0}
		if qual >= 0 {
			o.qual = r.local[qual]
		}
		if typ >= 0 {
			o.typ = r.local[typ]
		}
		if above >= 0 {
			o.scope = [2]int{line - above, line + below}
		}
		if visLine > 0 {
			o.visible = [2]int{line + visLine - 1, visCol}
		}
		fn(o)
	}
	return nil
}
