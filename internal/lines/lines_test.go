package lines

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// Lines come back without their ends; a line over Max is reported with its
// number and skipped, and the lines after it are read.
func TestNext(t *testing.T) {
	long := strings.Repeat("x", Max+1)
	in := "a\r\nb\n" + long + "\nc\n" + strings.Repeat("y", Max) + "\nlast"
	r := NewReader(strings.NewReader(in))
	var got []string
	for {
		l, err := r.Next()
		if err == io.EOF {
			break
		}
		var tl *TooLongError
		if errors.As(err, &tl) {
			got = append(got, "TOO LONG "+strings.Fields(tl.Error())[1])
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(l) > 10 {
			l = "y*" + string(rune('0'+len(l)%10))
		}
		got = append(got, l)
	}
	want := []string{"a", "b", "TOO LONG 3", "c", "y*" + string(rune('0'+Max%10)), "last"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, want)
	}
	if r.Line() != 6 {
		t.Errorf("Line() = %d, want 6", r.Line())
	}
}

// Any input: lines are never longer than Max, and reading ends.
func FuzzNext(f *testing.F) {
	f.Add("a\nb\r\n\n")
	f.Add(strings.Repeat("z", 70000) + "\nq")
	f.Fuzz(func(t *testing.T, s string) {
		r := NewReader(strings.NewReader(s))
		for i := 0; i <= len(s)+1; i++ {
			l, err := r.Next()
			if err == io.EOF {
				return
			}
			if len(l) > Max {
				t.Fatalf("a line of %d bytes", len(l))
			}
		}
		t.Fatal("reading did not end")
	})
}

func TestWrapAndHang(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  string
	}{
		{"short line", 79, "short line"},
		{"aaa bbb ccc ddd", 9, "aaa bbb\n  ccc ddd"},
		{"averyveryverylongword b", 8, "averyveryverylongword\n  b"},
		{"  spaced   out  ", 79, "spaced out"},
	} {
		if got := Hang(tc.text, tc.width); got != tc.want {
			t.Errorf("Hang(%q, %d) = %q, want %q", tc.text, tc.width, got, tc.want)
		}
	}
	if got := strings.Join(Wrap("one two three", 9, "> "), "|"); got != "> one two|> three" {
		t.Errorf("Wrap = %q", got)
	}
}

func TestLists(t *testing.T) {
	for _, tc := range []struct {
		items   []string
		or, and string
	}{
		{nil, "", ""},
		{[]string{"a"}, "a", "a"},
		{[]string{"a", "b"}, "a or b", "a and b"},
		{[]string{"a", "b", "c"}, "a, b or c", "a, b and c"},
	} {
		if got := Or(tc.items); got != tc.or {
			t.Errorf("Or(%q) = %q, want %q", tc.items, got, tc.or)
		}
		if got := And(tc.items); got != tc.and {
			t.Errorf("And(%q) = %q, want %q", tc.items, got, tc.and)
		}
	}
}

// A French line never starts with the punctuation a space goes before.
func TestWrapFrench(t *testing.T) {
	text := "Coupure en C (MIN) : alpha 3 >= bêta 2 ; donc « 4 et 6 » sont élagués ?"
	for width := 8; width <= 40; width++ {
		for _, l := range Wrap(text, width, "") {
			if f := strings.Fields(l); len(f) > 0 && strings.ContainsAny(f[0][:1], ":;?!»") {
				t.Errorf("width %d: line %q starts with punctuation", width, l)
			}
			if strings.HasSuffix(l, "«") {
				t.Errorf("width %d: line %q ends with «", width, l)
			}
		}
		if got := strings.Join(Wrap(text, width, ""), " "); got != text {
			t.Errorf("width %d: the words changed: %q", width, got)
		}
	}
	s := "abc def : ghi"
	if BreakAt(s, 7) || !BreakAt(s, 3) {
		t.Error("BreakAt")
	}
}

// A count stays with the word it counts, and a French window with its
// two bounds, at every width; Glue and BreakAt agree.
func TestWrapKeepsCounts(t *testing.T) {
	text := "Result: value 3, best move B; 13 nodes, 11 visited, 7 leaves evaluated, 1 cutoff, 2 pruned; window [2,5 ; 1,5] then 4 5 6"
	for width := 10; width <= 60; width++ {
		ls := Wrap(text, width, "")
		for _, l := range ls {
			f := strings.Fields(l)
			if last := f[len(f)-1]; count.MatchString(last) && !strings.HasSuffix(text, l) && last != "4" && last != "5" {
				t.Errorf("width %d: line %q ends with a count", width, l)
			}
			if strings.HasSuffix(l, "[2,5 ;") || strings.HasPrefix(l, "1,5]") {
				t.Errorf("width %d: line %q parts a window", width, l)
			}
		}
		if got := strings.Join(ls, " "); got != text {
			t.Errorf("width %d: the words changed: %q", width, got)
		}
	}
	for _, c := range []struct {
		s  string
		i  int
		ok bool
	}{{"13 nodes", 2, false}, {"A 13", 1, true}, {"4 5", 1, true}, {"[2,5 ; 1,5]", 6, false}, {"x ; y", 3, true}} {
		if got := BreakAt(c.s, c.i); got != c.ok {
			t.Errorf("BreakAt(%q, %d) = %v", c.s, c.i, got)
		}
	}
}

// A line that never ends is refused as soon as it passes Max, not read
// forever; the next line after its end is read as usual.
func TestLineNeverEnds(t *testing.T) {
	r := NewReader(io.MultiReader(strings.NewReader(strings.Repeat("x", 3*Max)), strings.NewReader("\nnext\n")))
	var tl *TooLongError
	if _, err := r.Next(); !errors.As(err, &tl) || tl.Line != 1 {
		t.Fatalf("a line of 3 Max: %v", err)
	}
	if s, err := r.Next(); s != "next" || err != nil || r.Line() != 2 {
		t.Errorf("the line after it: %q %v at line %d", s, err, r.Line())
	}
	// /dev/zero's NUL bytes are no text: refused at once
	// (TestBinaryInput).
	endless := NewReader(neverEnds{})
	if _, err := endless.Next(); !errors.Is(err, ErrBinary) {
		t.Errorf("an endless line of NUL bytes: %v", err)
	}
}

// neverEnds is an input of zero bytes without end, as /dev/zero is.
type neverEnds struct{}

func (neverEnds) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// An input that holds a NUL byte is no typed text: it is refused at once
// and at every call after, never read line after line (/dev/zero would
// run forever), whatever came before it.
func TestBinaryInput(t *testing.T) {
	for _, in := range []string{strings.Repeat("\x00", 1<<20), "e6\n\x00\nd3\n", "a1\x00b2\n"} {
		r := NewReader(strings.NewReader(in))
		var err error
		for range 3 {
			if _, err = r.Next(); err != nil {
				break
			}
		}
		if !errors.Is(err, ErrBinary) {
			t.Errorf("%.8q: %v, want ErrBinary", in, err)
		}
		if _, err := r.Next(); !errors.Is(err, ErrBinary) {
			t.Errorf("%.8q, read again: %v, want ErrBinary", in, err)
		}
	}
}
