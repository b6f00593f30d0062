// This file defines the JSON forms of the value types: one for each, used
// by every structured result locus writes.

package textpos

import (
	"encoding/json"
	"errors"

	"github.com/locus-dev/locus/internal/fault"
)

// MarshalJSON writes r as [start, end], both 1-based and inclusive: the one
// JSON form of a line range.
func (r LineRange) MarshalJSON() ([]byte, error) {
	return json.Marshal([2]int{r.start.Int(), r.end.Int()})
}

// UnmarshalJSON reads [start, end] as LinesOf does.
func (r *LineRange) UnmarshalJSON(b []byte) error {
	var v [2]int
	if err := json.Unmarshal(b, &v); err != nil {
		return fault.New(fault.InvalidArgument, "a line range is %s; send [start, end], two line numbers from 1", b)
	}
	lr, err := LinesOf(v[0], v[1])
	if err != nil {
		return err
	}
	*r = lr
	return nil
}

// positionJSON is the JSON form of a Position.
type positionJSON struct {
	Line   int `json:"line"`
	Column int `json:"column"`
}

// MarshalJSON writes p as {"line": n, "column": n}, both 1-based.
func (p Position) MarshalJSON() ([]byte, error) {
	return json.Marshal(positionJSON{p.line.Int(), p.col.Int()})
}

// UnmarshalJSON reads {"line": n, "column": n} as NewPosition does.
func (p *Position) UnmarshalJSON(b []byte) error {
	var v positionJSON
	if err := json.Unmarshal(b, &v); err != nil {
		return fault.New(fault.InvalidArgument, "a position is %s; send {\"line\": n, \"column\": n}, both from 1", b)
	}
	pos, err := NewPosition(v.Line, v.Column)
	if err != nil {
		return err
	}
	*p = pos
	return nil
}

// spanJSON is the JSON form of a Span.
type spanJSON struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// MarshalJSON writes s as {"start": Position, "end": Position}.
func (s Span) MarshalJSON() ([]byte, error) { return json.Marshal(spanJSON{s.start, s.end}) }

// UnmarshalJSON reads {"start": Position, "end": Position} as NewSpan does.
func (s *Span) UnmarshalJSON(b []byte) error {
	var v spanJSON
	if err := json.Unmarshal(b, &v); err != nil {
		if fe := (*fault.Error)(nil); errors.As(err, &fe) {
			return err // a position's own error
		}
		return fault.New(fault.InvalidArgument, "a span is %s; send {\"start\": {\"line\", \"column\"}, \"end\": {...}}", b)
	}
	sp, err := NewSpan(v.Start, v.End)
	if err != nil {
		return err
	}
	*s = sp
	return nil
}
