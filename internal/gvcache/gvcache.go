// Package gvcache gives go-graphviz a compilation cache of the user's own.
//
// go-graphviz compiles its WebAssembly module when its package is
// initialised, before main runs, and caches the result under
// os.TempDir()/go-graphviz. On a machine shared by several accounts the
// first one owns that folder (its entries are mode 0600), and every other
// account's gametree then panicked at start-up, whatever the command. This
// package, initialised first, points TMPDIR at a folder of the user's own
// (the user cache folder's gametree, else a folder named by the uid in the
// system's temporary folder) for the time of that initialisation; Restore,
// called from an init of a package that imports go-graphviz, puts TMPDIR
// back as it was.
//
// The order is the language's: since Go 1.21, packages are initialised in
// the order of their import paths once their imports are, and this
// package, which imports only the standard library, sorts before
// github.com/goccy/go-graphviz.
package gvcache

import (
	"os"
	"path/filepath"
	"strconv"
)

// saved is TMPDIR before init, and whether it was set.
var (
	saved    string
	wasSet   bool
	replaced bool
)

func init() {
	dir := Dir()
	if dir == "" {
		return
	}
	saved, wasSet = os.LookupEnv("TMPDIR")
	if os.Setenv("TMPDIR", dir) == nil {
		replaced = true
	}
}

// Dir returns the folder whose go-graphviz subfolder holds the user's
// cache, made if need be; "" when none can be made (go-graphviz then
// caches in the shared temporary folder, as it would alone).
func Dir() string {
	var candidates []string
	if c, err := os.UserCacheDir(); err == nil {
		candidates = append(candidates, filepath.Join(c, "gametree"))
	}
	candidates = append(candidates, filepath.Join(os.TempDir(), "gametree-"+strconv.Itoa(os.Getuid())))
	for _, dir := range candidates {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			continue
		}
		if st, err := os.Stat(dir); err == nil && st.IsDir() && owned(st) {
			return dir
		}
	}
	return ""
}

// Restore puts TMPDIR back as it was before this package's init.
func Restore() {
	if !replaced {
		return
	}
	replaced = false
	if wasSet {
		os.Setenv("TMPDIR", saved)
	} else {
		os.Unsetenv("TMPDIR")
	}
}
