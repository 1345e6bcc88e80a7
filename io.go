package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/explore"
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
			return "", fmt.Errorf("cannot read %s: %w", name, unwrapPath(err))
		}
		defer f.Close()
		r = f
	}
	if limit > 0 {
		r = io.LimitReader(r, limit+1)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", what, unwrapPath(err))
	}
	if limit > 0 && int64(len(b)) > limit {
		return "", fmt.Errorf("%s holds more than %d MiB; gametree reads positions, trees and weights much smaller than that", what, maxInput>>20)
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
// "-"; flag names the file in errors ("--record game.ggf: ..."). A file is
// written to a temporary file beside it, synced, and renamed into place,
// so that a failure (or Ctrl-C) never leaves a half-written file; the
// temporary file is removed even when a signal ends the process.
func writeFile(e *env, flag, name string, write func(io.Writer) error) error {
	if name == "" || name == "-" {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	what := strings.TrimSpace(flag + " " + name)
	if st, err := os.Stat(name); err == nil && st.IsDir() {
		return fmt.Errorf("%s: is a folder; give a file name", what)
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
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
		return fmt.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("%s: %w", what, unwrapPath(err))
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("%s: cannot write there: %w", what, unwrapLink(err))
	}
	return nil
}

// checkWritable reports, before any work, whether a file can be written
// at name (its folder exists and takes files, and it is not a folder).
func checkWritable(flag, name string) error {
	if name == "" || name == "-" {
		return nil
	}
	what := flag + " " + name
	if st, err := os.Stat(name); err == nil && st.IsDir() {
		return fmt.Errorf("%s: is a folder; give a file name", what)
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return fmt.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
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
		os.Remove(name)
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
		fmt.Fprintf(e.stderr, "\r\x1b[K%s", fmt.Sprintf(format, args...))
	}
}
