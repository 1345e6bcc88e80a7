package othello

import "errors"

var errPassInSet = errors.New("othello: pass is a move, not a square; it cannot be in a set of squares")
