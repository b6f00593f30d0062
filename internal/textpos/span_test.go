package textpos

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestOffsetSpan(t *testing.T) {
	// "é" and "世" are two and three bytes; line 3 ends in "\r\n".
	content := []byte("func é() {\n\treturn 世界\n}\r\nx")
	m := NewMapper(content)
	for _, tc := range []struct {
		name       string
		start, end int
		want       string
		wantErr    bool
	}{
		{"a name after a two-byte character", 5, 7, "1:6-1:7", false},
		{"a whole line ends on it, not on the next", 0, 12, "1:1-1:11", false},
		{"a body ending at the start of the next line", 12, 30, "2:1-3:2", false},
		{"an end past a \\r\\n line end", 12, 29, "2:1-3:2", false},
		{"an offset inside 世 moves back to its start", 21, 24, "2:9-2:10", false},
		{"an empty span at the start of a line stays there", 12, 12, "2:1-2:1", false},
		{"the end of the file", 30, 31, "4:1-4:2", false},
		{"reversed", 7, 5, "", true},
		{"past the end", 0, 32, "", true},
		{"before the start", -1, 3, "", true},
	} {
		s, err := m.OffsetSpan(tc.start, tc.end)
		checkErr(t, tc.name, err, tc.wantErr)
		if err == nil && s.String() != tc.want {
			t.Errorf("%s: OffsetSpan(%d, %d) = %s, want %s", tc.name, tc.start, tc.end, s, tc.want)
		}
	}
}

func TestLineEndPosition(t *testing.T) {
	m := NewMapper([]byte("ab\r\n世界\n"))
	var got []string
	for n := 1; n <= 3; n++ {
		p, err := m.LineEndPosition(mustLine(t, n))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, p.String())
	}
	if diff := cmp.Diff([]string{"1:3", "2:3", "3:1"}, got); diff != "" {
		t.Errorf("line ends (-want +got):\n%s", diff)
	}
	_, err := m.LineEndPosition(mustLine(t, 4))
	checkErr(t, "line 4 of 3", err, true)
}

func TestSpan(t *testing.T) {
	a, err := NewSpan(mustPos(t, 3, 5), mustPos(t, 7, 2))
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewSpan(mustPos(t, 2, 9), mustPos(t, 3, 8))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Cover(b).String(); got != "2:9-7:2" {
		t.Errorf("Cover = %s, want 2:9-7:2", got)
	}
	if got := mustLines(t, 4, 6).Cover(mustLines(t, 2, 3)).String(); got != "2-6" {
		t.Errorf("LineRange.Cover = %s, want 2-6", got)
	}
	if got := a.Lines().String(); got != "3-7" {
		t.Errorf("Lines = %s, want 3-7", got)
	}
	_, err = NewSpan(mustPos(t, 3, 5), mustPos(t, 3, 4))
	checkErr(t, "reversed span", err, true)
}

func TestJSONForms(t *testing.T) {
	s, err := NewSpan(mustPos(t, 3, 5), mustPos(t, 7, 2))
	if err != nil {
		t.Fatal(err)
	}
	v := struct {
		Lines LineRange `json:"lines"`
		Pos   Position  `json:"pos"`
		Span  Span      `json:"span"`
	}{mustLines(t, 4, 9), mustPos(t, 2, 1), s}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"lines":[4,9],"pos":{"line":2,"column":1},"span":{"start":{"line":3,"column":5},"end":{"line":7,"column":2}}}`
	if string(b) != want {
		t.Fatalf("Marshal = %s\nwant      %s", b, want)
	}
	back := v
	back.Lines, back.Pos, back.Span = LineRange{}, Position{}, Span{}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(v, back, cmpOpts, cmp.AllowUnexported(Span{})); diff != "" {
		t.Errorf("round trip (-want +got):\n%s", diff)
	}
	for _, bad := range []string{`{"lines":[5,4]}`, `{"lines":[0,4]}`, `{"lines":"4-9"}`,
		`{"pos":{"line":0,"column":1}}`, `{"span":{"start":{"line":3,"column":5},"end":{"line":3,"column":4}}}`} {
		err := json.Unmarshal([]byte(bad), &back)
		checkErr(t, bad, err, true)
	}
}
