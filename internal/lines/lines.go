// Package lines reads text a line at a time with a bound on the length of
// a line, for the commands that read commands (play, step --interactive,
// gtp): a line over the bound is skipped whole and reported, never taken
// for the end of the input. It also wraps text to a terminal's width.
package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"gametree/internal/fault"
)

// Max is the longest line read, in bytes (64 KiB): far more than any
// command, move list or GTP command needs.
const Max = 64 << 10

// TooLongError is a line over Max, skipped whole (its rest read past at
// the next line).
type TooLongError struct {
	// Line is the line's number, from 1.
	Line int
}

// Error says which line and what the bound is.
func (e *TooLongError) Error() string {
	return fmt.Sprintf("line %d is longer than %d bytes and was skipped", e.Line, Max)
}

// ErrBinary is the error of an input that holds a NUL byte: no one types
// one, so the input is a binary stream (/dev/zero, a file of another kind)
// and the session stops rather than read it line after line forever.
var ErrBinary = fault.Errorf("the input holds a NUL byte, which no one types: it is no text of typed lines (/dev/zero, a binary file?); stopped")

// Reader reads lines.
type Reader struct {
	r    *bufio.Reader
	line int
	// skip tells that a line over Max was reported before its end: the
	// next Next reads past that end first.
	skip bool
	// binary tells that the input held a NUL byte: every call after
	// returns ErrBinary.
	binary bool
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader { return &Reader{r: bufio.NewReaderSize(r, 4096)} }

// Line returns the number of the last line read, from 1.
func (r *Reader) Line() int { return r.line }

// Next returns the next line without its end ("\n" or "\r\n"); the last
// line needs no end. It returns io.EOF at the end of the input, a
// *TooLongError for a line over Max as soon as it passes Max (an input
// that never ends its line, /dev/zero, is refused at once rather than
// read forever; the reader goes on after the line's end at the next
// call), ErrBinary for an input that holds a NUL byte (at once, and again
// at every call), and the input's own errors.
func (r *Reader) Next() (string, error) {
	if r.binary {
		return "", ErrBinary
	}
	if r.skip {
		if err := r.skipLine(); err != nil {
			return "", err
		}
	}
	var buf []byte
	for {
		chunk, err := r.r.ReadSlice('\n')
		if bytes.IndexByte(chunk, 0) >= 0 {
			r.line++
			r.binary = true
			return "", ErrBinary
		}
		if len(buf)+len(chunk) > Max+2 { // the bound, and room for "\r\n"
			r.line++
			r.skip = !(len(chunk) > 0 && chunk[len(chunk)-1] == '\n')
			return "", &TooLongError{Line: r.line}
		}
		buf = append(buf, chunk...)
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF && len(buf) == 0:
			return "", io.EOF
		case err != nil && err != io.EOF:
			return "", err
		}
		r.line++
		n := len(buf)
		if n > 0 && buf[n-1] == '\n' {
			n--
			if n > 0 && buf[n-1] == '\r' {
				n--
			}
		}
		if n > Max {
			return "", &TooLongError{Line: r.line}
		}
		return string(buf[:n]), nil
	}
}

// skipLine reads past the end of the line a TooLongError reported.
func (r *Reader) skipLine() error {
	for {
		_, err := r.r.ReadSlice('\n')
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err == io.EOF:
			r.skip = false
			return io.EOF
		case err != nil:
			return err
		}
		r.skip = false
		return nil
	}
}

// Wrap breaks text into lines of at most width characters at spaces,
// each line starting with indent (a word longer than the width stands on
// a line of its own).
func Wrap(text string, width int, indent string) []string {
	var out []string
	line := ""
	// Split at spaces, never at a no-break space (French groups the
	// thousands of a number with one: "2 254").
	fields := strings.FieldsFunc(text, func(r rune) bool { return r != '\u00a0' && r != '\u202f' && unicode.IsSpace(r) })
	for _, w := range Glue(fields) {
		switch {
		case line == "":
			line = indent + w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > width:
			out = append(out, line)
			line = indent + w
		default:
			line += " " + w
		}
	}
	return append(out, line)
}

// Glue joins the words of a sentence that a line must not part: the high
// punctuation a space goes before in French (":", ";", "?", "!", "»") to
// the word before it, "«" to the word after it, a window's two bounds
// ("[2,5 ; 1,5]"), and a count to the word it counts ("4 cutoffs").
// Wrapping then never starts a line with ":" nor leaves a number alone at
// a line's end.
func Glue(words []string) []string {
	out := words[:0:0]
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "«" && i+1 < len(words) {
			w += " " + words[i+1]
			i++
		}
		if n := len(out); n > 0 && out[n-1] != "" && (w == ":" || w == ";" || w == "?" || w == "!" || strings.HasPrefix(w, "»") || glued(out[n-1], w)) {
			out[n-1] += " " + w
			continue
		}
		out = append(out, w)
	}
	return out
}

// glued tells whether word w goes on the line of the words before it,
// prev: after a window's "[2,5 ;", or after a count it counts ("4").
func glued(prev, w string) bool {
	if strings.HasSuffix(prev, " ;") && strings.HasPrefix(prev, "[") && !strings.Contains(prev, "]") {
		return true
	}
	last := prev[strings.LastIndexByte(prev, ' ')+1:]
	return count.MatchString(last) && w != "" && unicode.IsLetter([]rune(w)[0])
}

// count is a number that a word after it may count: "4", "-2,5", "13".
var count = regexp.MustCompile(`^[-+]?\d+([.,]\d+)?$`)

// BreakAt reports whether a line may break at the space s[i]: not where
// Glue keeps words together.
func BreakAt(s string, i int) bool {
	rest := s[i+1:]
	for _, p := range []string{": ", "; ", "? ", "! ", "»"} {
		if strings.HasPrefix(rest+" ", p) {
			return false
		}
	}
	if strings.HasSuffix(s[:i], "«") {
		return false
	}
	before := s[:i]
	if j := strings.LastIndexByte(before, '['); j >= 0 && !strings.Contains(before[j:], "]") && strings.HasSuffix(before, " ;") {
		return false // "[2,5 ; 1,5]"
	}
	next, _ := utf8.DecodeRuneInString(rest)
	return !(count.MatchString(before[strings.LastIndexByte(before, ' ')+1:]) && unicode.IsLetter(next))
}

// Hang wraps text as one paragraph whose later lines are indented two
// spaces; every line, the first too, leaves those two columns of width
// free.
func Hang(text string, width int) string {
	ls := Wrap(text, width, "  ")
	ls[0] = strings.TrimPrefix(ls[0], "  ")
	return strings.Join(ls, "\n")
}

// Or joins items as a sentence lists alternatives: "a", "a or b", "a, b
// or c".
func Or(items []string) string { return list(items, " or ") }

// And joins items as a sentence lists them all: "a", "a and b", "a, b and
// c".
func And(items []string) string { return list(items, " and ") }

// list joins items with commas and last before the final one.
func list(items []string, last string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + last + items[len(items)-1]
}
