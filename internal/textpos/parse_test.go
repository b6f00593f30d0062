package textpos

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/locus-dev/locus/internal/fault"
)

func TestParseLineRange(t *testing.T) {
	for _, tc := range []struct {
		in         string
		start, end int // 0 means an error is wanted
	}{
		// Every form.
		{"12", 12, 12},
		{"10-20", 10, 20},
		{"10:20", 10, 20},
		{"10,20", 10, 20},
		{"L10-20", 10, 20},
		{"l10-20", 10, 20},
		{"L10-L20", 10, 20},
		{"L10:20", 10, 20},
		{"L12", 12, 12},
		{"l12", 12, 12},
		{"1", 1, 1},
		{"5-5", 5, 5},
		{"007", 7, 7},
		{"2147483647", MaxLine, MaxLine},
		{"1-2147483647", 1, MaxLine},
		// Reversed input is normalised.
		{"7:3", 3, 7},
		{"7-3", 3, 7},
		{"7,3", 3, 7},
		{"L20-10", 10, 20},
		// White space around the input and the separator.
		{"  12  ", 12, 12},
		{"\t3-7\n", 3, 7},
		{"3 - 7", 3, 7},
		{"3\t:\t7", 3, 7},
		{" 3 ,7 ", 3, 7},
		{"L3 - L7", 3, 7},
		// Errors.
		{"", 0, 0},
		{"   ", 0, 0},
		{"0", 0, 0},
		{"0-5", 0, 0},
		{"5-0", 0, 0},
		{"L0", 0, 0},
		{"-3", 0, 0},
		{"3--5", 0, 0},
		{"-3-5", 0, 0},
		{"+3", 0, 0},
		{"3-+5", 0, 0},
		{"abc", 0, 0},
		{"L", 0, 0},
		{"L-5", 0, 0},
		{"LL5", 0, 0},
		{"L 5", 0, 0},
		{"3-", 0, 0},
		{"-", 0, 0},
		{":5", 0, 0},
		{"3 7", 0, 0},
		{"3-5-7", 0, 0},
		{"3;5", 0, 0},
		{"3..5", 0, 0},
		{"3-5x", 0, 0},
		{"3x", 0, 0},
		{"3.0", 0, 0},
		{"1e3", 0, 0},
		{"0x10", 0, 0},
		{"٣", 0, 0},
		{"7:end", 0, 0},
		{"7:*", 0, 0},
		{"2147483648", 0, 0},
		{"1-2147483648", 0, 0},
		{"99999999999999999999999", 0, 0},
		{"1-99999999999999999999999", 0, 0},
	} {
		got, err := ParseLineRange(tc.in)
		checkErr(t, "ParseLineRange("+tc.in+")", err, tc.start == 0)
		if tc.start == 0 || err != nil {
			continue
		}
		if diff := cmp.Diff(mustLines(t, tc.start, tc.end), got, cmpOpts); diff != "" {
			t.Errorf("ParseLineRange(%q) (-want +got):\n%s", tc.in, diff)
		}
	}
}

func TestParseLineRangeMessages(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "is empty"},
		{"0", "line 0"},
		{"-4", "negative"},
		{"2147483648", "above 2147483647"},
		{"nope", "is not a line number or range"},
		{strings.Repeat("9", 200), "..."},
	} {
		_, err := ParseLineRange(tc.in)
		e, ok := fault.As(err)
		if !ok || e.Code != fault.InvalidArgument || !strings.Contains(e.Message, tc.want) || !strings.Contains(e.Message, "; send ") {
			t.Errorf("ParseLineRange(%q) error = %v, want INVALID_ARGUMENT mentioning %q and what to send", tc.in, err, tc.want)
		}
		if ok && len(e.Message) > 300 {
			t.Errorf("ParseLineRange(%q) message is %d bytes long; want the input cut short", tc.in, len(e.Message))
		}
	}
}

func TestLineRangeStringParsesBack(t *testing.T) {
	for _, tc := range []struct {
		r    LineRange
		want string
	}{
		{LineRange{}, "1"},
		{mustLines(t, 1, 1), "1"},
		{mustLines(t, 42, 42), "42"},
		{mustLines(t, 3, 7), "3-7"},
		{mustLines(t, 1, MaxLine), "1-2147483647"},
	} {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("String() = %q, want %q", got, tc.want)
		}
		back, err := ParseLineRange(tc.r.String())
		if err != nil {
			t.Errorf("ParseLineRange(%q): %v", tc.r, err)
			continue
		}
		if diff := cmp.Diff(tc.r, back, cmpOpts); diff != "" {
			t.Errorf("ParseLineRange(String()) (-want +got):\n%s", diff)
		}
	}
}

func TestEncoding(t *testing.T) {
	for _, tc := range []struct {
		in      string
		want    Encoding
		wantErr bool
	}{
		{"", UTF16, false},
		{"utf-16", UTF16, false},
		{"utf-8", UTF8, false},
		{"utf-32", UTF32, false},
		{"UTF-8", UTF16, true},
		{"utf8", UTF16, true},
		{"latin1", UTF16, true},
	} {
		got, err := ParseEncoding(tc.in)
		checkErr(t, "ParseEncoding("+tc.in+")", err, tc.wantErr)
		if got != tc.want {
			t.Errorf("ParseEncoding(%q) = %v, want %v", tc.in, got, tc.want)
		}
		if err == nil && tc.in != "" && got.String() != tc.in {
			t.Errorf("%v.String() = %q, want %q", got, got.String(), tc.in)
		}
	}
	if got := Encoding(9).String(); got != "Encoding(9)" {
		t.Errorf("Encoding(9).String() = %q", got)
	}
}
