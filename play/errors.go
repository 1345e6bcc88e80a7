package play

import "gametree/internal/fault"

// errorf returns an error of package play: "play: " and the message,
// formatted as fmt.Errorf formats it.
func errorf(format string, args ...any) error { return fault.New("play", format, args...) }
