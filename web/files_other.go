//go:build !unix

package web

// FileLimit is how many files this process may hold open; this system
// does not say.
func FileLimit() (int, bool) { return 0, false }
