package midgame

import "gametree/internal/fault"

// errorf returns an error of package midgame: "midgame: ..." whose reason
// fault.Reason gives apart.
func errorf(format string, args ...any) error { return fault.New("midgame", format, args...) }
