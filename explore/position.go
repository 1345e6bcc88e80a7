package explore

import (
	"strings"

	"gametree/othello"
)

// Position is a position given by the position parameters, with the moves
// played to reach it.
type Position struct {
	// Start is where the moves start from.
	Start othello.Position
	// Moves are the moves played, forced passes filled in.
	Moves []othello.Square
	// Pos is the position after the moves.
	Pos othello.Position
}

// ParsePosition reads the position parameters.
func ParsePosition(p Params, files Files) (Position, error) {
	return readPosition(newReader(p, files, PositionParams()))
}

// readSize reads the size parameter.
func readSize(r *reader) (int, error) {
	return r.int("size")
}

// readPosition reads the position parameters of r.
func readPosition(r *reader) (Position, error) {
	size, err := readSize(r)
	if err != nil {
		return Position{}, err
	}
	if err := r.exclusive("board", "position", "a start position"); err != nil {
		return Position{}, err
	}
	var g Position
	switch {
	case r.set("board"):
		p, err := othello.ParseBoard(r.str("board"))
		if err != nil {
			return Position{}, errorf("--board: %w", err)
		}
		g.Start = p
	case r.set("position"):
		name := r.str("position")
		text, err := r.file("position")
		if err != nil {
			return Position{}, errorf("--position: %w", err)
		}
		p, moves, err := ParseAnyPosition(text, size)
		if err != nil {
			return Position{}, errorf("--position %s: %w", name, err)
		}
		g.Start, g.Moves = p, moves
	default:
		g.Start = othello.Start(size)
	}
	if r.set("size") && g.Start.Size() != size {
		n := g.Start.Size()
		return Position{}, usagef("--size %d does not match the %dx%d board given; leave --size out or give a %dx%d board", size, n, n, size, size)
	}
	g.Pos = g.Start
	if len(g.Moves) > 0 {
		// The file held a transcript: its moves are part of the game.
		p, _, err := othello.Replay(g.Start, g.Moves)
		if err != nil {
			return Position{}, err
		}
		g.Pos = p
	}
	if r.set("moves") {
		moves, err := othello.ParseMoves(r.str("moves"))
		if err != nil {
			return Position{}, errorf("--moves: %w", err)
		}
		if len(moves) == 0 && strings.TrimSpace(r.str("moves")) != "" {
			return Position{}, errorf("--moves %q: no move in it; want squares such as f5d6c3", r.str("moves"))
		}
		p, played, err := othello.Replay(g.Pos, moves)
		if err != nil {
			return Position{}, errorf("--moves: %w", err)
		}
		g.Pos, g.Moves = p, append(g.Moves, played...)
	}
	return g, nil
}

// ParseAnyPosition reads a position in any input form: a text diagram
// (over several lines), a board string, or a transcript played from the
// start of a size x size board. A transcript's moves are returned, forced
// passes filled in, and the position is the start; the caller replays them.
func ParseAnyPosition(text string, size int) (othello.Position, []othello.Square, error) {
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
		return othello.Position{}, nil, errorf("transcript: %w", err)
	}
	return start, played, nil
}

// PositionReport is a position as show reports it in JSON.
type PositionReport struct {
	Size     int      `json:"size"`
	Board    string   `json:"board"`
	ToMove   string   `json:"to_move"`
	Black    int      `json:"black"`
	White    int      `json:"white"`
	Empty    int      `json:"empty"`
	Moves    []string `json:"moves"`
	MustPass bool     `json:"must_pass"`
	GameOver bool     `json:"game_over"`
	Winner   *string  `json:"winner,omitempty"`
	Played   *string  `json:"played,omitempty"`
}

// Show returns the report of g's position: legal moves in the order a1,
// b1, ..., none when the side to move must pass; the winner ("black",
// "white" or "draw") once the game is over; the moves played when there
// were any.
func Show(g Position) PositionReport {
	p := g.Pos
	obj := PositionReport{
		Size:     p.Size(),
		Board:    p.String(),
		ToMove:   ColorName(p.ToMove()),
		Black:    p.Count(othello.Black),
		White:    p.Count(othello.White),
		Empty:    p.Empties(),
		Moves:    []string{},
		MustPass: p.MustPass(),
		GameOver: p.GameOver(),
	}
	for _, sq := range p.LegalMoves().Squares() {
		obj.Moves = append(obj.Moves, sq.String())
	}
	if obj.GameOver {
		w := "draw"
		if c, ok := p.Result().Winner(); ok {
			w = ColorName(c)
		}
		obj.Winner = &w
	}
	if len(g.Moves) > 0 {
		t := othello.FormatMoves(g.Moves)
		obj.Played = &t
	}
	return obj
}

// ColorName is the JSON name of a colour: "black" or "white".
func ColorName(c othello.Color) string {
	if c == othello.White {
		return "white"
	}
	return "black"
}
