package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// asNobody runs the binary bin as the account nobody (setpriv), in dir.
func asNobody(t *testing.T, bin, dir string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command("setpriv", append([]string{"--reuid=65534", "--regid=65534", "--clear-groups", bin}, args...)...)
	cmd.Dir = dir
	cmd.Env = []string{"HOME=" + dir, "LANG=C", "TMPDIR=" + dir}
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), code
}

// owner is the uid of path's owner.
func owner(t *testing.T, path string) uint32 {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Sys().(*syscall.Stat_t).Uid
}

// An output is written only where its account could write the file
// itself, as the shell's > decides: a read-only file of its own and
// another account's file it may not write are refused, left as they
// were; another account's file it may write is written over in place and
// keeps its owner; root writes a read-only file, as the shell lets it.
func TestOutputRights(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("playing a second account needs root")
	}
	if _, err := exec.LookPath("setpriv"); err != nil {
		t.Skip("no setpriv (util-linux)")
	}
	dir := t.TempDir()
	bin := buildBinary(t, dir)
	for _, d := range []string{filepath.Dir(dir), dir} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A shared folder, world-writable and sticky, as /tmp.
	shared := filepath.Join(dir, "shared")
	if err := os.Mkdir(shared, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(shared, 0o1777); err != nil {
		t.Fatal(err)
	}
	file := func(name string, mode os.FileMode, uid int) string {
		path := filepath.Join(shared, name)
		if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
		if err := os.Chown(path, uid, uid); err != nil {
			t.Fatal(err)
		}
		return path
	}
	tree := []string{"tree", "--leaves", "((3 12) (2 4))", "-o"}
	for _, tc := range []struct {
		name    string
		mode    os.FileMode
		uid     int
		ok      bool
		inPlace bool
	}{
		{"mine-readonly.txt", 0o444, 65534, false, false},
		{"roots.txt", 0o644, 0, false, false},
		{"roots-shared.txt", 0o666, 0, true, true},
		{"mine.txt", 0o600, 65534, true, false},
	} {
		path := file(tc.name, tc.mode, tc.uid)
		out, code := asNobody(t, bin, shared, append(tree, tc.name)...)
		got, _ := os.ReadFile(path)
		switch {
		case !tc.ok && (code == 0 || !strings.Contains(out, "permission denied") || strings.Count(strings.TrimSpace(out), "\n") > 0):
			t.Errorf("%s: exit %d, %q; want one line saying permission denied", tc.name, code, out)
		case !tc.ok && string(got) != "old":
			t.Errorf("%s: changed to %q", tc.name, got)
		case tc.ok && (code != 0 || !strings.Contains(string(got), "MAX")):
			t.Errorf("%s: exit %d, %q; the file holds %q", tc.name, code, out, got)
		}
		if int(owner(t, path)) != tc.uid {
			t.Errorf("%s: now owned by %d, want %d", tc.name, owner(t, path), tc.uid)
		}
		if st, _ := os.Stat(path); st.Mode().Perm() != tc.mode {
			t.Errorf("%s: mode %v, want %v", tc.name, st.Mode().Perm(), tc.mode)
		}
	}
	// The refusal in French.
	if out, code := asNobody(t, bin, shared, "--lang", "fr", "tree", "--leaves", "((3 12) (2 4))", "-o", "roots.txt"); code == 0 || !strings.Contains(out, "impossible d'écrire à cet endroit : permission refusée") {
		t.Errorf("in French: exit %d, %q", code, out)
	}
	// Root writes a read-only file, as the shell's > lets it.
	path := file("readonly-root.txt", 0o444, 0)
	if r := runApp(t, "", nil, false, "tree", "--leaves", "((3 12) (2 4))", "-o", path); r.code != 0 {
		t.Errorf("root, a read-only file: %+v", r)
	}
	// No temporary file is left, even by a kill -9 in the middle of a
	// long drawing.
	cmd := exec.Command(bin, "tree", "--depth", "6", "-o", "big.pdf")
	cmd.Dir = shared
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(1500 * time.Millisecond)
	cmd.Process.Kill()
	cmd.Wait()
	left, _ := filepath.Glob(filepath.Join(shared, ".*.tmp"))
	if len(left) > 0 {
		t.Errorf("after kill -9, left: %v", left)
	}
}
