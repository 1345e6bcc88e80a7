package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"gametree/internal/msg"
)

// outTree is the textbook tree the output tests write.
var outTree = []string{"tree", "--leaves", "((3 12 8) (2 4 6) (14 5 2))"}

// writeTo runs tree with -o name and returns the result.
func writeTo(t *testing.T, name string, more ...string) result {
	t.Helper()
	return runApp(t, "", nil, false, append(append(append([]string{}, outTree...), "-o", name), more...)...)
}

// A regular file is replaced whole and keeps its mode; a link is followed
// and its target written, the link left a link; a link to a file not yet
// there creates it.
func TestOutputFilesAndLinks(t *testing.T) {
	dir := t.TempDir()
	want := runApp(t, "", nil, false, outTree...).stdout

	target := filepath.Join(dir, "target.txt")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink("target.txt", link); err != nil {
		t.Fatal(err)
	}
	if r := writeTo(t, link); r.code != 0 {
		t.Fatalf("-o link: %+v", r)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("-o link: the link was replaced (%v, %v)", st.Mode(), err)
	}
	if b, _ := os.ReadFile(target); string(b) != want {
		t.Errorf("-o link: the target holds %q", b)
	}
	if st, _ := os.Stat(target); st.Mode().Perm() != 0o600 {
		t.Errorf("-o link: the target's mode became %v, want 0600", st.Mode().Perm())
	}

	dangling := filepath.Join(dir, "dangling.txt")
	if err := os.Symlink(filepath.Join(dir, "new.txt"), dangling); err != nil {
		t.Fatal(err)
	}
	if r := writeTo(t, dangling); r.code != 0 {
		t.Fatalf("-o dangling link: %+v", r)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "new.txt")); string(b) != want {
		t.Errorf("-o dangling link: the target holds %q", b)
	}

	loop := filepath.Join(dir, "loop")
	if err := os.Symlink("loop", loop); err != nil {
		t.Fatal(err)
	}
	if r := writeTo(t, loop); r.code != 1 || !strings.Contains(r.stderr, "too many levels of symbolic links") || strings.Count(r.stderr, "\n") != 1 {
		t.Errorf("-o loop: %+v", r)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("a temporary file was left: %s", e.Name())
		}
	}
}

// A FIFO is written in place: its reader gets every byte, and it stays a
// FIFO.
func TestOutputFIFO(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	got := make(chan string)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	r := writeTo(t, fifo)
	if r.code != 0 {
		t.Fatalf("-o fifo: %+v", r)
	}
	if s := <-got; s != runApp(t, "", nil, false, outTree...).stdout {
		t.Errorf("the FIFO's reader got %q", s)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO became %v (%v)", st.Mode(), err)
	}
}

// Device nodes are written in place and never replaced: a null device
// takes the output, a full one fails in one line with exit 1. The nodes
// are made in the test's own folder (root only), never under /dev.
func TestOutputDevices(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("making device nodes needs root")
	}
	dir := t.TempDir()
	null, full := filepath.Join(dir, "null"), filepath.Join(dir, "full")
	if err := syscall.Mknod(null, syscall.S_IFCHR|0o666, int(1<<8|3)); err != nil {
		t.Skipf("mknod: %v", err)
	}
	if err := syscall.Mknod(full, syscall.S_IFCHR|0o666, int(1<<8|7)); err != nil {
		t.Skipf("mknod: %v", err)
	}
	if r := writeTo(t, null); r.code != 0 || r.stderr != "" {
		t.Errorf("-o null: %+v", r)
	}
	r := writeTo(t, full)
	// A path past 40 characters is written with its middle left out.
	if r.code != 1 || r.stderr != "gametree: -o "+msg.ShortWords(full+":")+" no space left on device\n" {
		t.Errorf("-o full: %+v", r)
	}
	games := filepath.Join(dir, "g.txt")
	if r := runApp(t, "", nil, false, "train", "games", "--games", "4", "--depth", "1", "--exact", "0", "-o", games); r.code != 0 {
		t.Fatalf("train games: %+v", r)
	}
	r = runApp(t, "", nil, false, "train", "fit", "--iterations", "1", "-o", full, games)
	if r.code != 1 || !strings.HasSuffix(r.stderr, "gametree: -o "+msg.ShortWords(full+":")+" no space left on device\n") {
		t.Errorf("train fit -o full: %+v", r)
	}
	for _, name := range []string{null, full} {
		if st, err := os.Lstat(name); err != nil || st.Mode()&os.ModeCharDevice == 0 {
			t.Errorf("%s became %v (%v)", name, st.Mode(), err)
		}
	}
}

// -o /dev/stdout is the standard output.
func TestOutputStdout(t *testing.T) {
	r := writeTo(t, "/dev/stdout")
	if r.code != 0 || r.stdout != runApp(t, "", nil, false, outTree...).stdout {
		t.Errorf("-o /dev/stdout: %+v", r)
	}
}

// A name under /proc/self/fd (as /dev/stdout and /dev/fd/N resolve) is an
// open file: written through, not replaced by a new file.
func TestOutputOpenFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "out.txt")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	before, _ := f.Stat()
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		t.Skip("no /proc/self/fd here")
	}
	if r := writeTo(t, "/proc/self/fd/"+strconv.Itoa(int(f.Fd()))); r.code != 0 {
		t.Fatalf("-o /proc/self/fd/N: %+v", r)
	}
	after, err := os.Stat(name)
	if err != nil || !os.SameFile(before, after) {
		t.Errorf("the open file was replaced (%v)", err)
	}
	if b, _ := os.ReadFile(name); string(b) != runApp(t, "", nil, false, outTree...).stdout {
		t.Errorf("the open file holds %q", b)
	}
}

// When stderr is not a terminal, a long job writes where it is as a line
// of its own every progressEvery, never more often, from the first
// progressEvery on (compare --game connect4 --depth 9 ran silent 108 s).
func TestProgressOffTerminal(t *testing.T) {
	defer func(d, h time.Duration) { progressEvery, heartbeatEvery = d, h }(progressEvery, heartbeatEvery)
	progressEvery, heartbeatEvery = 30*time.Millisecond, time.Hour
	var out strings.Builder
	say := progressOn(&env{stderr: &out, lang: msg.En})
	say("depth %d", 1) // too soon
	time.Sleep(40 * time.Millisecond)
	say("depth %d", 2)
	say("depth %d", 3) // too soon after the last
	time.Sleep(40 * time.Millisecond)
	say("depth %d", 4)
	say("")
	if got := out.String(); got != "gametree: depth 2\ngametree: depth 4\n" {
		t.Errorf("progress off a terminal: %q", got)
	}
}

// One step that goes on (a depth-9 minimax) is said again every
// heartbeatEvery with how long it has taken, in the reader's language;
// once the job says it is done (say("")), nothing more is written.
func TestProgressHeartbeat(t *testing.T) {
	defer func(d, h time.Duration) { progressEvery, heartbeatEvery = d, h }(progressEvery, heartbeatEvery)
	progressEvery, heartbeatEvery = time.Hour, 20*time.Millisecond
	for _, tc := range []struct {
		lang msg.Lang
		want string
	}{{msg.En, "gametree: depth 9: finding every true value for the perfect ordering (for 0 s)\n"},
		{msg.Fr, "gametree: profondeur 9 : calcul de toutes les vraies valeurs pour l'ordre parfait (depuis 0 s)\n"}} {
		var out lockedBuffer
		say := progressOn(&env{stderr: &out, lang: tc.lang})
		say("depth %d: finding every true value for the perfect ordering", 9)
		deadline := time.Now().Add(5 * time.Second)
		for !strings.Contains(out.String(), "\n") && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		say("")
		got := out.String()
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: %q, want lines of %q", tc.lang, got, tc.want)
		}
		time.Sleep(60 * time.Millisecond)
		if after := out.String(); after != got {
			t.Errorf("%s: written after the job ended: %q", tc.lang, after[len(got):])
		}
	}
}

// An output to stdout is held until it is whole (a command that fails
// writes nothing there), up to stdoutHold bytes; past them it is written
// as it comes, holding no more.
func TestHoldWriter(t *testing.T) {
	var dst bytes.Buffer
	h := &holdWriter{dst: &dst}
	h.Write([]byte("small"))
	if dst.Len() != 0 {
		t.Fatalf("written before the end: %q", dst.String())
	}
	if err := h.flush(); err != nil || dst.String() != "small" {
		t.Fatalf("flushed: %q, %v", dst.String(), err)
	}
	dst.Reset()
	h = &holdWriter{dst: &dst}
	chunk := bytes.Repeat([]byte("x"), 1<<20)
	for i := 0; i < 3*stdoutHold>>20; i++ {
		h.Write(chunk)
		if h.buf.Len() > stdoutHold {
			t.Fatalf("holds %d bytes", h.buf.Len())
		}
	}
	if !h.through || dst.Len() != 3*stdoutHold {
		t.Fatalf("through %v, %d bytes written of %d", h.through, dst.Len(), 3*stdoutHold)
	}
	if err := h.flush(); err != nil || dst.Len() != 3*stdoutHold {
		t.Fatalf("flushed: %d bytes, %v", dst.Len(), err)
	}
}
