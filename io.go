package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/internal/msg"
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

// dataFiles reads training data, which has no size bound but the
// machine's: games files of any number of games.
func (e *env) dataFiles() explore.Files {
	return func(name string) (string, error) { return readInput(name, e.stdin, 0) }
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

// writeFile runs write into the file name, or stdout when name is empty or
// "-"; flag names the file in errors ("--record game.ggf: ..."). What name
// is decides how (see destination):
//
//   - a regular file, or a new one, is written to a temporary file beside
//     it, synced, and renamed into place, so that a failure (or Ctrl-C)
//     never leaves a half-written file; the temporary file is removed even
//     when a signal ends the process, and a file replaced keeps its mode;
//   - a symbolic link is followed, and its target written that way;
//   - anything else that exists (a device such as /dev/null, a FIFO, a
//     terminal, /dev/stdout) is written in place, never replaced.
func writeFile(e *env, flag, name string, write func(io.Writer) error) error {
	if isStdout(name) {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	what := strings.TrimSpace(flag + " " + name)
	d, err := destination(name)
	if err != nil {
		return fault.Errorf("%s: %w", what, err)
	}
	if d.inPlace {
		return writeInPlace(what, name, write)
	}
	tmp, err := os.CreateTemp(filepath.Dir(d.path), "."+filepath.Base(d.path)+".*.tmp")
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	e.temps.add(tmp.Name())
	defer func() {
		os.Remove(tmp.Name())
		e.temps.remove(tmp.Name())
	}()
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := tmp.Close(); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := os.Chmod(tmp.Name(), d.mode); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := os.Rename(tmp.Name(), d.path); err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapLink(err))
	}
	return nil
}

// isStdout reports whether name means the standard output: none, "-", or
// /dev/stdout.
func isStdout(name string) bool { return name == "" || name == "-" || name == "/dev/stdout" }

// dest is where writeFile writes a name: in place, or by a temporary file
// renamed to path with mode.
type dest struct {
	inPlace bool
	path    string
	mode    os.FileMode
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
			return dest{path: path, mode: st.Mode().Perm()}, nil
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

// progressOn returns a progress reporter that writes to stderr once the
// work has taken a second, on a terminal only; say("") clears the line.
func progressOn(e *env) explore.Progress {
	if !e.errTerminal {
		return func(string, ...any) {}
	}
	start := time.Now()
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
