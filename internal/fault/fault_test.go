package fault

import (
	"errors"
	"fmt"
	"io"
	"testing"
)

func ExampleReason() {
	err := New("othello", "e3 is not legal for %s", "White")
	wrapped := New("play", "ply %d: %w", 5, err)
	layer := Errorf("--moves: %w", wrapped)
	fmt.Println(err)
	fmt.Println(wrapped)
	fmt.Println(Reason(wrapped))
	fmt.Println(layer)
	// Output:
	// othello: e3 is not legal for White
	// play: ply 5: e3 is not legal for White
	// ply 5: e3 is not legal for White
	// --moves: ply 5: e3 is not legal for White
}

func TestUnwrap(t *testing.T) {
	inner := New("othello", "bad: %w", io.EOF)
	outer := Errorf("--board: %w", inner)
	if !errors.Is(outer, io.EOF) {
		t.Error("errors.Is does not see through")
	}
	var e *Error
	if !errors.As(outer, &e) {
		t.Error("errors.As finds no *Error")
	}
	if got := Reason(io.EOF); got != "EOF" {
		t.Errorf("Reason(io.EOF) = %q", got)
	}
	if got := Reason(outer); got != "--board: bad: EOF" {
		t.Errorf("Reason = %q", got)
	}
}
