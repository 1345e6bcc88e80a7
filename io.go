package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/urfave/cli/v2"
	"golang.org/x/sys/unix"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/internal/msg"
	"gametree/internal/rescue"
	"gametree/render"
)

// params are a command's flags as the application layer reads them: a
// flag's value and whether it was given on the command line.
type params struct{ c *cli.Context }

// Get returns the flag's value (its default when not given) and whether it
// was given.
func (p params) Get(name string) (string, bool) {
	if !p.c.IsSet(name) {
		return "", false
	}
	return p.c.String(name), true
}

// files reads the files that flags name, "-" being stdin.
func (e *env) files() explore.Files {
	return func(name string) (string, error) { return readInput(name, e.stdin, maxInput) }
}

// maxInput bounds what gametree reads from a file or stdin: positions,
// trees and weights tables (pattern weights take about 2 MB).
const maxInput = 16 << 20

// dataFiles opens training data as streams, "-" being stdin: games files
// of any number of games, never read whole.
func (e *env) dataFiles() explore.Opener {
	return func(name string) (io.ReadCloser, error) {
		if name == "-" {
			return io.NopCloser(e.stdin), nil
		}
		f, err := os.Open(name)
		if err != nil {
			return nil, fault.Errorf("cannot read %s: %w", name, unwrapPath(err))
		}
		return f, nil
	}
}

// readInput reads the file name, or r when name is "-", refusing more
// than limit bytes (no bound when 0).
func readInput(name string, r io.Reader, limit int64) (string, error) {
	what := name
	if name == "-" {
		what = "stdin"
	} else {
		f, err := os.Open(name)
		if err != nil {
			return "", fault.Errorf("cannot read %s: %w", name, unwrapPath(err))
		}
		defer f.Close()
		r = f
	}
	if limit > 0 {
		r = io.LimitReader(r, limit+1)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return "", fault.Errorf("reading %s: %w", what, unwrapPath(err))
	}
	if limit > 0 && int64(len(b)) > limit {
		return "", fault.Errorf("%s holds more than %d MiB; gametree reads positions, trees and weights much smaller than that", what, maxInput>>20)
	}
	return string(b), nil
}

// unwrapPath drops the operation and path of an *os.PathError, which the
// caller's message already names.
func unwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// writeOutput runs write into the file name (-o), or stdout when name is
// empty or "-"; see writeFile.
func writeOutput(e *env, name string, write func(io.Writer) error) error {
	return writeFile(e, "-o", name, write)
}

// stdoutHold is the most of an output to stdout held until it is whole
// (holdWriter).
const stdoutHold = 8 << 20

// holdWriter holds what is written to it until flush, or until it passes
// stdoutHold bytes, from when on it writes through to dst.
type holdWriter struct {
	dst     io.Writer
	buf     bytes.Buffer
	through bool
}

// Write holds p, or writes it through.
func (h *holdWriter) Write(p []byte) (int, error) {
	if h.through {
		return h.dst.Write(p)
	}
	h.buf.Write(p)
	if h.buf.Len() > stdoutHold {
		h.through = true
		if _, err := h.dst.Write(h.buf.Bytes()); err != nil {
			return 0, err
		}
		h.buf = bytes.Buffer{}
	}
	return len(p), nil
}

// flush writes what is held.
func (h *holdWriter) flush() error {
	_, err := h.dst.Write(h.buf.Bytes())
	h.buf = bytes.Buffer{}
	return err
}

// writeFile runs write into the file name, or stdout when name is empty or
// "-"; flag names the file in errors ("--record game.ggf: ..."). What name
// is decides how (see destination):
//
//   - stdout is written once the output is whole, so that a command that
//     fails writes nothing there; past stdoutHold bytes (a tree of
//     hundreds of thousands of nodes as JSON), as it comes, in bounded
//     memory;
//   - a regular file, or a new one, is written to a temporary file beside
//     it, synced, and renamed into place, so that a failure (or Ctrl-C)
//     never leaves a half-written file; the temporary file is removed even
//     when a signal ends the process, and a file replaced keeps its mode;
//   - a symbolic link is followed, and its target written that way;
//   - anything else that exists (a device such as /dev/null, a FIFO, a
//     terminal, /dev/stdout) is written in place, never replaced.
func writeFile(e *env, flag, name string, write func(io.Writer) error) error {
	if isStdout(name) {
		out := &holdWriter{dst: e.stdout}
		if err := write(out); err != nil {
			return err
		}
		return out.flush()
	}
	what := strings.TrimSpace(flag + " " + name)
	d, err := destination(name)
	if err != nil {
		return fault.Errorf("%s: %w", what, err)
	}
	if d.inPlace {
		return writeInPlace(what, name, write)
	}
	tmp, err := newTemp(e.temps, filepath.Dir(d.path), "."+filepath.Base(d.path)+".*.tmp")
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	defer tmp.discard(e.temps)
	if err := write(tmp.f); err != nil {
		return err
	}
	if d.foreign {
		// Another account's file that this one may write: written over
		// in place, as the shell's > does, so that it keeps its owner.
		return copyOver(what, tmp.f, d.path)
	}
	if err := tmp.f.Sync(); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := tmp.f.Chmod(d.mode); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := tmp.commit(e.temps, d.path); err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapLink(err))
	}
	return nil
}

// copyOver writes the finished output in tmp over the regular file path,
// truncated first: the file keeps its owner and mode.
func copyOver(what string, tmp *os.File, path string) error {
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	if _, err := io.Copy(f, tmp); err != nil {
		f.Close()
		return inPlaceError(what, err)
	}
	if err := f.Close(); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	return nil
}

// isStdout reports whether name means the standard output: none, "-", or
// /dev/stdout.
func isStdout(name string) bool { return name == "" || name == "-" || name == "/dev/stdout" }

// dest is where writeFile writes a name: in place, or by a temporary file
// renamed to path with mode, or copied over path when it is another
// account's (foreign).
type dest struct {
	inPlace bool
	path    string
	mode    os.FileMode
	foreign bool
}

// destination says where writeFile writes name: in place for anything
// that exists and is not a regular file (a device, a FIFO, a socket, a
// terminal), else to the regular file it names or links to (a link's
// target, followed to the end even when it does not exist yet), which
// keeps its mode (0644 for a new file).
func destination(name string) (dest, error) {
	path := name
	for hops := 0; ; hops++ {
		st, err := os.Lstat(path)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return dest{path: path, mode: 0o644}, nil
		case err != nil:
			return dest{}, unwrapPath(err)
		case st.Mode()&fs.ModeSymlink != 0:
			if hops == 40 {
				return dest{}, fault.Errorf("too many levels of symbolic links")
			}
			// A link to a special file (/dev/stdout, links under /proc
			// whose targets are not paths) is written through.
			if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
				return dest{inPlace: true}, nil
			}
			to, err := os.Readlink(path)
			if err != nil {
				return dest{}, unwrapPath(err)
			}
			// The links of /proc (/dev/fd/1 -> /proc/self/fd/1 -> the file
			// the shell opened) name open files: written through, never
			// replaced.
			if strings.HasPrefix(to, "/proc/") || strings.HasPrefix(path, "/proc/") {
				return dest{inPlace: true}, nil
			}
			if !filepath.IsAbs(to) {
				to = filepath.Join(filepath.Dir(path), to)
			}
			path = to
		case st.IsDir():
			return dest{}, fault.Errorf("is a folder; give a file name")
		case !st.Mode().IsRegular():
			return dest{inPlace: true}, nil
		default:
			// The shell's rule: an existing file is written only by an
			// account that may write it.
			if err := unix.Access(path, unix.W_OK); err != nil {
				return dest{}, fault.Errorf("cannot write there: %w", err)
			}
			d := dest{path: path, mode: st.Mode().Perm()}
			if sys, ok := st.Sys().(*syscall.Stat_t); ok && int(sys.Uid) != os.Geteuid() {
				d.foreign = true
			}
			return d, nil
		}
	}
}

// writeInPlace writes into name as it is (a device, a FIFO, a terminal):
// it is opened for writing, never created, truncated or replaced.
func writeInPlace(what, name string, write func(io.Writer) error) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	if err := write(f); err != nil {
		f.Close()
		return inPlaceError(what, err)
	}
	if err := f.Close(); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	return nil
}

// inPlaceError names the file in a write error (no space left on
// /dev/full, a FIFO whose reader went away), and leaves the others as
// they are.
func inPlaceError(what string, err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fault.Errorf("%s: %w", what, pe.Err)
	}
	return err
}

// checkWritable reports, before any work, whether a file can be written
// at name (its folder exists and takes files, and it is not a folder; a
// device or a FIFO is written in place and not checked).
func checkWritable(flag, name string) error {
	if isStdout(name) {
		return nil
	}
	what := flag + " " + name
	d, err := destination(name)
	if err != nil {
		return fault.Errorf("%s: %w", what, err)
	}
	if d.inPlace {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(d.path), "."+filepath.Base(d.path)+".*.tmp")
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	tmp.Close()
	os.Remove(tmp.Name())
	return nil
}

// unwrapLink drops the operation and paths of an *os.LinkError (the
// temporary file's name means nothing to the user).
func unwrapLink(err error) error {
	if le, ok := err.(*os.LinkError); ok {
		return le.Err
	}
	return err
}

// tempFiles are the temporary files being written, removed when a signal
// ends the process before their writers could.
type tempFiles struct {
	mu    sync.Mutex
	names map[string]bool
}

func (t *tempFiles) add(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[name] = true
}

func (t *tempFiles) remove(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.names, name)
}

// removeAll removes every temporary file still being written.
func (t *tempFiles) removeAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for name := range t.names {
		os.RemoveAll(name) // a file, or the folder of step's frames
	}
	t.names = nil
}

// writeJSON writes v as indented JSON and a newline to the file name, or
// stdout.
func writeJSON(e *env, name string, v any) error {
	return writeOutput(e, name, func(w io.Writer) error { return writeJSONTo(w, v) })
}

// writeJSONTo writes v as indented JSON and a newline to w, as every
// report of gametree is written (render.EncodeJSON).
func writeJSONTo(w io.Writer, v any) error { return render.EncodeJSON(w, v) }

// progressOn returns a progress reporter that writes to stderr: on a
// terminal once the work has taken a second, one line kept up to date
// (say("") clears it); elsewhere a line of its own every progressEvery
// from then on, so that a long job in a pipe or a log is never silent,
// even within one long step (offTerminal). say("") ends it: every caller
// says it when its job ends.
func progressOn(e *env) explore.Progress {
	start := time.Now()
	if !e.errTerminal {
		return offTerminal(e, start)
	}
	shown := false
	return func(format string, args ...any) {
		if format == "" {
			if shown {
				fmt.Fprint(e.stderr, "\r\x1b[K")
			}
			return
		}
		if time.Since(start) < time.Second {
			return
		}
		shown = true
		fmt.Fprintf(e.stderr, "\r\x1b[K%s", msg.P(format, args...).In(e.lang))
	}
}

// offTerminal is progressOn's reporter off a terminal (a log, a pipe,
// CI): a line of its own at most every progressEvery, from the first
// progressEvery on; and when one step goes on past heartbeatEvery with
// nothing said, its line again with the time it has taken, each
// heartbeatEvery (compare's depth-9 minimax was one step of 100 s).
func offTerminal(e *env, start time.Time) explore.Progress {
	var (
		mu     sync.Mutex
		last   time.Time // when a line was written
		status string    // what the job is doing, "" when it is done
		since  time.Time // when it began doing it
		stop   chan struct{}
		every  = progressEvery
		heart  = heartbeatEvery
	)
	beat := func(stop chan struct{}) {
		tick := time.NewTicker(heart / 4)
		defer tick.Stop()
		for {
			select {
			case <-stop:
				return
			case <-tick.C:
			}
			mu.Lock()
			if status != "" && time.Since(last) >= heart && time.Since(since) >= heart {
				last = time.Now()
				fmt.Fprintf(e.stderr, "gametree: %s\n", e.lang.T("%s (for %s s)", status, strconv.Itoa(int(time.Since(since).Seconds()))))
			}
			mu.Unlock()
		}
	}
	return func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if format == "" {
			status = ""
			if stop != nil {
				close(stop)
				stop = nil
			}
			return
		}
		status, since = msg.P(format, args...).In(e.lang), time.Now()
		if stop == nil {
			stop = make(chan struct{})
			go func() {
				defer rescue.Ignore() // a line unsaid, never the job lost
				beat(stop)
			}()
		}
		if time.Since(start) >= every && time.Since(last) >= every {
			last = time.Now()
			fmt.Fprintf(e.stderr, "gametree: %s\n", status)
		}
	}
}

// progressEvery is how often a long job says where it is when stderr is
// not a terminal: a line each time; heartbeatEvery how long one of its
// steps goes on unsaid before its line is said again.
var (
	progressEvery  = 5 * time.Second
	heartbeatEvery = 5 * time.Second
)

// temp is a file being written before it replaces its destination: an
// unnamed file (O_TMPFILE) where the file system makes one, which even a
// kill -9 cannot leave behind, else a named one removed on every signal
// the process catches.
type temp struct {
	f     *os.File
	named bool   // a named file (the fallback)
	dir   string // the folder it is linked into
	base  string // the pattern of its name there
}

// newTemp makes a temporary file in dir, named by pattern (and
// registered with temps) when it must have a name.
func newTemp(temps *tempFiles, dir, pattern string) (*temp, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_RDWR|unix.O_CLOEXEC, 0o600)
	if err == nil {
		return &temp{f: os.NewFile(uintptr(fd), filepath.Join(dir, pattern)), dir: dir, base: pattern}, nil
	}
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	temps.add(f.Name())
	return &temp{f: f, named: true, dir: dir, base: pattern}, nil
}

// commit gives the finished file path: an unnamed file is linked under a
// temporary name (registered with temps while it has it), then renamed.
func (t *temp) commit(temps *tempFiles, path string) error {
	name := t.f.Name()
	if !t.named {
		f, err := os.CreateTemp(t.dir, t.base) // a name free for the link
		if err != nil {
			return err
		}
		name = f.Name()
		f.Close()
		os.Remove(name)
		temps.add(name)
		defer temps.remove(name)
		proc := "/proc/self/fd/" + strconv.Itoa(int(t.f.Fd()))
		if err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, name, unix.AT_SYMLINK_FOLLOW); err != nil {
			return err
		}
	}
	if err := t.f.Close(); err != nil {
		os.Remove(name)
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}

// discard closes the file and removes it, unless commit renamed it.
func (t *temp) discard(temps *tempFiles) {
	t.f.Close()
	if t.named {
		os.Remove(t.f.Name())
		temps.remove(t.f.Name())
	}
}
