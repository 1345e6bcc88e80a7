// Package golden compares test output with golden files under testdata/,
// for the tests of every package. go test -update rewrites the files.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// update is the -update flag of every test binary that imports golden.
var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// Check compares got with testdata/name, or writes it there with -update.
func Check(t testing.TB, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test -update rewrites it)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}
