package cfr

import "gametree/internal/fault"

// errorf returns an error of the package.
func errorf(format string, args ...any) error { return fault.New("cfr", format, args...) }
