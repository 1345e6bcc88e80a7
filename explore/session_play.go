package explore

import (
	"context"
	"io"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/play"
	"gametree/render"
)

// The terminal session of a game being played (gametree play): the
// terminal it reads and writes, and the session itself (play.Session,
// with the search behind a computer's move drawn as tree draws it).

// WriteFile writes a file through write: the front end's way of writing
// files (whole or not at all, on the command line).
type WriteFile func(name string, write func(io.Writer) error) error

// Terminal is what a session at a terminal reads and writes.
type Terminal struct {
	In  io.Reader
	Out io.Writer
	// Unicode draws discs as ● and ○; Color colours them.
	Unicode, Color bool
	// WriteFile writes the files the session is asked for (save FILE,
	// tree FILE.svg).
	WriteFile WriteFile
}

// drawSearch draws a search for a session's tree command: as text to w,
// or into the SVG file svg through the terminal's WriteFile; err is the
// search's, returned as it is.
func (t Terminal) drawSearch(ctx context.Context, w io.Writer, svg string, s *render.Search, opt render.Options, err error) error {
	if err != nil {
		return err
	}
	if svg == "" {
		opt.Width = TerminalWidth // a terminal's tree fits its 80 columns
		return render.Text(w, s, opt)
	}
	return t.WriteFile(svg, func(out io.Writer) error { return render.Write(ctx, out, render.SVGFormat, s, opt) })
}

// TerminalWidth is the width a terminal session's text is written for.
const TerminalWidth = 80

// Session plays g at the terminal t until its end, quit, or the end of
// the input: a person types moves and commands (hint, undo, tree, save,
// ...), the programs move by themselves.
func (g *Game) Session(ctx context.Context, t Terminal) error {
	s := &play.Session{
		Game: g.Game, Players: g.Players, Names: g.Names, In: t.In, Out: t.Out,
		Diagram: game.DiagramOptions{Unicode: t.Unicode, Color: t.Color},
		Hint:    g.Hint(),
		Lang:    msg.From(ctx),
	}
	s.Explain = func(w io.Writer, p game.Position, pl play.Player, svg string) error {
		sr, opt, err := explainPlayer(ctx, p, pl)
		return t.drawSearch(ctx, w, svg, sr, opt, err)
	}
	s.Save = func(name string) error { return g.Save(name, t.WriteFile) }
	return s.Run(ctx)
}
