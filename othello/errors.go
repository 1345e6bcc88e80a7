package othello

import "gametree/internal/fault"

// errorf returns an error of package othello: "othello: " and the message,
// formatted as fmt.Errorf formats it.
func errorf(format string, args ...any) error { return fault.New("othello", format, args...) }

// errPassInSet is the error of a pass among squares.
var errPassInSet = errorf("pass is a move, not a square; it cannot be in a set of squares")
