package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"gametree/internal/gvcache"
)

// A second account on the same machine starts gametree although the
// first one's graphviz cache sits in the shared temporary folder, mode
// 0700: each account caches in its own folder. Run as root, the test plays
// the second account as the user nobody (uid 65534), in folders of its own.
func TestSecondUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("playing a second account needs root")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	for _, d := range []string{filepath.Dir(dir), dir} { // the test's own folders
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The first account's cache, as go-graphviz leaves it in the shared
	// temporary folder: the same folders as this account's, root's, 0700.
	shared := filepath.Join(dir, "tmp")
	mine, err := os.ReadDir(filepath.Join(gvcache.Dir(), "go-graphviz"))
	if err != nil || len(mine) == 0 {
		t.Fatalf("no graphviz cache in %s: %v", gvcache.Dir(), err)
	}
	for _, e := range mine {
		from, to := filepath.Join(gvcache.Dir(), "go-graphviz", e.Name()), filepath.Join(shared, "go-graphviz", e.Name())
		if err := os.MkdirAll(to, 0o700); err != nil {
			t.Fatal(err)
		}
		files, _ := os.ReadDir(from)
		for _, f := range files {
			b, err := os.ReadFile(filepath.Join(from, f.Name()))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(to, f.Name()), b, 0o600); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.Chmod(shared, 0o1777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(shared, "go-graphviz"), 0o755); err != nil { // as go-graphviz makes it
		t.Fatal(err)
	}
	home := filepath.Join(dir, "home")
	if err := os.Mkdir(home, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(home, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"show"}, {"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))", "-o", filepath.Join(home, "t.svg")}} {
		cmd := exec.Command(bin, args...)
		cmd.Env = []string{"HOME=" + home, "TMPDIR=" + shared, "PATH=/usr/bin:/bin"}
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		out, err := cmd.CombinedOutput()
		if errors.Is(err, syscall.EPERM) {
			t.Skipf("cannot run as another user here: %v", err)
		}
		if err != nil || strings.Contains(string(out), "panic") {
			t.Errorf("%v as a second user: %v\n%s", args, err, out)
		}
	}
	if _, err := os.Stat(filepath.Join(home, ".cache", "gametree", "go-graphviz")); err != nil {
		t.Errorf("the second user's cache: %v", err)
	}
	if b, err := os.ReadFile(filepath.Join(home, "t.svg")); err != nil || !strings.Contains(string(b), "<svg") {
		t.Errorf("the second user's drawing: %v", err)
	}
}
