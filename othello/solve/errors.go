package solve

import "gametree/internal/fault"

// errorf returns an error of package solve: "solve: ..." whose reason
// fault.Reason gives apart.
func errorf(format string, args ...any) error { return fault.New("solve", format, args...) }
