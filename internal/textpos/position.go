package textpos

// A Position is a place in a file: a 1-based Line and a 1-based Column that
// counts code points. The zero Position is 1:1, the start of a file.
//
// A Position is valid in itself; whether its line and column exist in some
// content is for a Mapper to say.
type Position struct {
	line Line
	col  Column
}

// NewPosition returns the position at 1-based line and column, or an
// INVALID_ARGUMENT error when either is less than 1 or too large.
func NewPosition(line, col int) (Position, error) {
	l, err := NewLine(line)
	if err != nil {
		return Position{}, err
	}
	c, err := NewColumn(col)
	if err != nil {
		return Position{}, err
	}
	return Position{line: l, col: c}, nil
}

// PositionAt returns the position at line and col. It cannot fail.
func PositionAt(line Line, col Column) Position { return Position{line: line, col: col} }

// Line returns the position's line.
func (p Position) Line() Line { return p.line }

// Column returns the position's column.
func (p Position) Column() Column { return p.col }

// String formats the position as LINE:COLUMN, e.g. "3:7".
func (p Position) String() string { return p.line.String() + ":" + p.col.String() }

// Compare returns -1, 0 or +1 as p is before, equal to or after o in a file.
func (p Position) Compare(o Position) int {
	if c := p.line.Compare(o.line); c != 0 {
		return c
	}
	return p.col.Compare(o.col)
}

// Before reports whether p comes before o in a file.
func (p Position) Before(o Position) bool { return p.Compare(o) < 0 }
