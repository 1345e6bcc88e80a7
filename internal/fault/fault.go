// Package fault makes the errors of gametree's libraries. An error names
// the package that made it ("othello: e3 is not legal for White") and keeps
// its reason apart, so that an error built around another one, and a front
// end that prints its own prefix ("gametree: "), show the reason alone:
// nothing is ever stripped from an error's text.
package fault

import (
	"fmt"
	"strings"
)

// Error is an error made by package Pkg; Err is the reason.
type Error struct {
	// Pkg names the package, "othello" say; empty for a message that needs
	// no prefix (the application layer's, which name flags).
	Pkg string
	// Err is the reason.
	Err error
	// Format and Args made the reason (New's), so that a front end can
	// write it again in another language (package msg).
	Format string
	Args   []any
}

// Error returns "pkg: reason", or the reason alone without a package.
func (e *Error) Error() string {
	if e.Pkg == "" {
		return e.Err.Error()
	}
	return e.Pkg + ": " + e.Err.Error()
}

// Unwrap returns the reason, so that errors.Is and errors.As see through.
func (e *Error) Unwrap() error { return e.Err }

// New returns an error of package pkg formatted as fmt.Errorf does (%w
// wraps). An argument that is itself an error of this package's kind is
// written as its reason, without its package, and still unwraps to it.
func New(pkg, format string, args ...any) error {
	orig := args
	args = append([]any(nil), args...) // the caller's slice stays as it was
	for i, a := range args {
		if err, ok := a.(error); ok {
			if r, ok := asReason(err); ok {
				args[i] = r
			}
		}
	}
	return &Error{Pkg: pkg, Err: fmt.Errorf(format, args...), Format: format, Args: orig}
}

// Errorf returns an error without a package prefix, formatted as New
// formats: the application layer's errors, which speak of parameters.
func Errorf(format string, args ...any) error { return New("", format, args...) }

// Reason returns err's message without the package of the library that
// made it: "e3 is not legal for White" for "othello: e3 is not legal for
// White". Other errors are returned whole.
func Reason(err error) string {
	if r, ok := err.(Reasoner); ok {
		return r.Reason()
	}
	return err.Error()
}

// Reasoner is an error that can say its reason without its package. *Error
// is one; a library's own error types (othello.MoveError) may be others.
type Reasoner interface {
	error
	// Reason returns the message without the package prefix.
	Reason() string
}

// Reason returns the reason alone.
func (e *Error) Reason() string { return e.Err.Error() }

// reason is an error written as another error's reason; it unwraps to that
// error.
type reason struct{ err Reasoner }

func (r reason) Error() string { return r.err.Reason() }
func (r reason) Unwrap() error { return r.err }

// asReason returns err written as its reason when err is a Reasoner.
func asReason(err error) (error, bool) {
	if r, ok := err.(Reasoner); ok {
		return reason{r}, true
	}
	return nil, false
}

// Message returns the one line a front end shows for err: its reason
// (Reason) with every run of white space, new lines included, made one
// space. The CLI prints it after "gametree: "; the web API returns it as
// the error of its JSON.
func Message(err error) string { return strings.Join(strings.Fields(Reason(err)), " ") }
