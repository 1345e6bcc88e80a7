package render

import "gametree/internal/fault"

// errorf returns an error of package render: "render: " and the message,
// formatted as fmt.Errorf formats it.
func errorf(format string, args ...any) error { return fault.New("render", format, args...) }
