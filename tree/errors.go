package tree

import "gametree/internal/fault"

// errorf returns an error of package tree: "tree: " and the message,
// formatted as fmt.Errorf formats it.
func errorf(format string, args ...any) error { return fault.New("tree", format, args...) }
