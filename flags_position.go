package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"gametree/othello"
)

// positionFlags are the flags every command reads a position from.
func positionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "size", Value: othello.DefaultSize, Usage: "board size `N`, even from 4 to 16", Category: "Position"},
		&cli.StringFlag{Name: "moves", Usage: "play the `TRANSCRIPT` (f5d6c3...) from the start, or from --board/--position", Category: "Position"},
		&cli.StringFlag{Name: "board", Usage: "start from the board `STRING`: n x n squares from a1 (X O -), then the side to move", Category: "Position"},
		&cli.StringFlag{Name: "position", Usage: "read the start position from `FILE` (- for stdin): a board string, a text diagram or a transcript", Category: "Position"},
	}
}

// game is a position read from the position flags, with the moves played
// to reach it.
type game struct {
	start othello.Position
	moves []othello.Square // as played, forced passes filled in
	pos   othello.Position
}

// readPosition reads the position flags of c.
func readPosition(c *cli.Context, e *env) (game, error) {
	size := c.Int("size")
	if err := othello.CheckSize(size); err != nil {
		return game{}, fmt.Errorf("--size %d: want an even size from %d to %d", size, othello.MinSize, othello.MaxSize)
	}
	sizeSet := c.IsSet("size")
	if c.IsSet("board") && c.IsSet("position") {
		return game{}, usagef("--board and --position both give a start position; give one of them")
	}
	var g game
	switch {
	case c.IsSet("board"):
		p, err := othello.ParseBoard(c.String("board"))
		if err != nil {
			return game{}, fmt.Errorf("--board: %w", err)
		}
		g.start = p
	case c.IsSet("position"):
		name := c.String("position")
		text, err := readInput(name, e.stdin)
		if err != nil {
			return game{}, fmt.Errorf("--position: %w", err)
		}
		p, moves, err := parseAnyPosition(text, size)
		if err != nil {
			return game{}, fmt.Errorf("--position %s: %w", name, err)
		}
		g.start, g.moves = p, moves
	default:
		g.start = othello.Start(size)
	}
	if sizeSet && g.start.Size() != size {
		return game{}, fmt.Errorf("--size %d does not match the %dx%d board given; leave --size out or give a %dx%d board", size, g.start.Size(), g.start.Size(), size, size)
	}
	g.pos = g.start
	if len(g.moves) > 0 {
		// The file held a transcript: its moves are part of the game.
		p, _, err := othello.Replay(g.start, g.moves)
		if err != nil {
			return game{}, err
		}
		g.pos = p
	}
	if c.IsSet("moves") {
		moves, err := othello.ParseMoves(c.String("moves"))
		if err != nil {
			return game{}, fmt.Errorf("--moves: %w", err)
		}
		p, played, err := othello.Replay(g.pos, moves)
		if err != nil {
			return game{}, fmt.Errorf("--moves: %w", err)
		}
		g.pos, g.moves = p, append(g.moves, played...)
	}
	return g, nil
}

// parseAnyPosition reads a position in any input form: a text diagram (over
// several lines), a board string, or a transcript played from the start of
// a size x size board. A transcript's moves are returned and the position is
// the start; the caller replays them.
func parseAnyPosition(text string, size int) (othello.Position, []othello.Square, error) {
	t := strings.TrimSpace(text)
	if strings.Contains(t, "\n") {
		p, err := othello.ParseDiagram(t)
		return p, nil, err
	}
	p, boardErr := othello.ParseBoard(t)
	if boardErr == nil {
		return p, nil, nil
	}
	moves, err := othello.ParseMoves(t)
	if err != nil || len(moves) == 0 {
		return othello.Position{}, nil, boardErr
	}
	start := othello.Start(size)
	_, played, err := othello.Replay(start, moves)
	if err != nil {
		return othello.Position{}, nil, fmt.Errorf("transcript: %w", err)
	}
	return start, played, nil
}

// maxInput bounds what gametree reads from a file or stdin.
const maxInput = 1 << 20

// readInput reads the file name, or r when name is "-".
func readInput(name string, r io.Reader) (string, error) {
	if name == "-" {
		b, err := io.ReadAll(io.LimitReader(r, maxInput+1))
		if err != nil {
			return "", fmt.Errorf("reading stdin: %w", err)
		}
		if len(b) > maxInput {
			return "", fmt.Errorf("stdin holds more than %d bytes; want one position", maxInput)
		}
		return string(b), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return "", fmt.Errorf("cannot read %s: %w", name, unwrapPath(err))
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxInput+1))
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", name, unwrapPath(err))
	}
	if len(b) > maxInput {
		return "", fmt.Errorf("%s holds more than %d bytes; want one position", name, maxInput)
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
