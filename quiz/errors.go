package quiz

import "gametree/internal/fault"

// errorf returns an error of package quiz: "quiz: ..." whose reason
// fault.Reason gives apart.
func errorf(format string, args ...any) error { return fault.New("quiz", format, args...) }
