package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"gametree/explore"
	"gametree/internal/fault"
	"gametree/render"
)

// writeFrames writes an SVG per step and an index.html that flips through
// them, into dir (explore.WriteFrames): all of them or none. They are
// written into a temporary folder beside dir, removed on failure or Ctrl-C,
// then moved into dir (made if need be; the other files of a folder that
// exists are left alone).
func writeFrames(e *env, c *cli.Context, tr explore.Steps, dir string, opt render.Options) error {
	what := "--frames " + dir
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fault.Errorf("%s: is a file; give a folder", what)
	}
	parent := filepath.Dir(filepath.Clean(dir))
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fault.Errorf("%s: %w", what, unwrapPath(err))
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(filepath.Clean(dir))+".*.tmp")
	if err != nil {
		return fault.Errorf("%s: cannot write there: %w", what, unwrapPath(err))
	}
	e.temps.add(tmp)
	defer func() {
		os.RemoveAll(tmp)
		e.temps.remove(tmp)
	}()
	write := func(name string, w func(io.Writer) error) error {
		f, err := os.Create(name)
		if err != nil {
			return fault.Errorf("%s: %w", what, unwrapPath(err))
		}
		if err := w(f); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return fault.Errorf("%s: %w", what, unwrapPath(err))
		}
		return nil
	}
	say := progressOn(e)
	defer say("")
	if err := explore.WriteFrames(c.Context, tr, tmp, opt, write, say); err != nil {
		return err
	}
	if err := publishFolder(tmp, dir); err != nil {
		return fault.Errorf("%s: %w", what, err)
	}
	_, err = fmt.Fprintln(e.stdout, e.lang.T("wrote %d frames and %s", tr.Len(), filepath.Join(dir, "index.html")))
	return err
}

// publishFolder moves the files of the folder tmp into dir: tmp becomes dir
// when dir does not exist, else each file replaces its namesake in dir.
func publishFolder(tmp, dir string) error {
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		if err := os.Chmod(tmp, 0o755); err != nil {
			return unwrapPath(err)
		}
		return unwrapLink(os.Rename(tmp, dir))
	}
	entries, err := os.ReadDir(tmp)
	if err != nil {
		return unwrapPath(err)
	}
	for _, f := range entries {
		if err := os.Rename(filepath.Join(tmp, f.Name()), filepath.Join(dir, f.Name())); err != nil {
			return unwrapLink(err)
		}
	}
	return nil
}

// stepInteractively steps through tr at the terminal of e.
func stepInteractively(e *env, tr explore.Steps, opt render.Options, rows, cols int) error {
	t := explore.StepTerminal{In: e.stdin, Out: e.stdout, Terminal: e.terminal, Echo: !e.inTerminal, Rows: rows, Cols: cols, Size: e.size}
	return explore.StepAtTerminal(t, tr, opt)
}
