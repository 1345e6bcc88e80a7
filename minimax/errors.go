package minimax

import "gametree/internal/fault"

// errorf returns an error of package minimax: "minimax: " and the message,
// formatted as fmt.Errorf formats it.
func errorf(format string, args ...any) error { return fault.New("minimax", format, args...) }
