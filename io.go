package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
	return func(name string) (string, error) { return readInput(name, e.stdin) }
}

// maxInput bounds what gametree reads from a file or stdin.
const maxInput = 1 << 20

// readInput reads the file name, or r when name is "-".
func readInput(name string, r io.Reader) (string, error) {
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
	b, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", what, unwrapPath(err))
	}
	if len(b) > maxInput {
		return "", fmt.Errorf("%s holds more than %d bytes; want one position", what, maxInput)
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

// writeOutput runs write into the file name, or stdout when name is empty
// or "-". A file is written to a temporary file beside it and renamed into
// place, so a failure (or Ctrl-C) never leaves a half-written file.
func writeOutput(e *env, name string, write func(io.Writer) error) error {
	if name == "" || name == "-" {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			return err
		}
		_, err := e.stdout.Write(buf.Bytes())
		return err
	}
	dir := filepath.Dir(name)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".*.tmp")
	if err != nil {
		return fmt.Errorf("-o %s: cannot write there: %w", name, unwrapPath(err))
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("-o %s: %w", name, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("-o %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("-o %s: %w", name, unwrapPath(err))
	}
	return nil
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
