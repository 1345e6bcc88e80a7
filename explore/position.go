package explore

import (
	"encoding/json"
	"strings"

	"gametree/game"
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
	// Game is the game of a position of package game (tic-tac-toe,
	// Connect Four, Nim), nil for Othello; GameStart, GameMoves and GamePos
	// are then the start, the moves played and the position reached.
	Game      game.Game
	GameStart game.Position
	GameMoves []game.Move
	GamePos   game.Position
}

// ParsePosition reads the position parameters.
func ParsePosition(p Params, files Files) (Position, error) {
	return readPosition(newReader(p, files, join([]Param{gameParam()}, PositionParams())))
}

// readSize reads the size parameter.
func readSize(r *reader) (int, error) {
	return r.int("size")
}

// readPosition reads the position parameters of r: of the game the game
// parameter names, where it is declared; of Othello otherwise.
func readPosition(r *reader) (Position, error) {
	if _, ok := r.declared("game"); ok {
		name, err := r.choice("game")
		if err != nil {
			return Position{}, err
		}
		if name != "othello" {
			return readGamePosition(r, name)
		}
	}
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

// readGamePosition reads the position parameters of r for the game name:
// its size (Connect Four), a board string (Nim's heaps) or a file holding
// one or a transcript, then the moves.
func readGamePosition(r *reader, name string) (Position, error) {
	entry, _ := game.Lookup(name)
	size := ""
	if r.set("size") {
		size = r.str("size")
		if entry.BoardSize {
			return Position{}, usagef("--size does not apply to %s: its board string is its size; give it with --board, such as --board %q", entry.Title, entry.DefaultSize)
		}
	}
	if err := r.exclusive("board", "position", "a start position"); err != nil {
		return Position{}, err
	}
	var g game.Game
	var err error
	if entry.BoardSize {
		// The board string is the game's size (Nim's heaps).
		if g, err = game.New(name, r.str("board")); err != nil {
			return Position{}, errorf("--board: %w", err)
		}
	} else if g, err = game.New(name, size); err != nil {
		return Position{}, usageOf("size", err)
	}
	pos := Position{Game: g, GameStart: g.Start()}
	switch {
	case r.set("board") && !entry.BoardSize:
		if pos.GameStart, err = g.ParsePosition(r.str("board")); err != nil {
			return Position{}, errorf("--board: %w", err)
		}
	case r.set("position"):
		fname := r.str("position")
		text, err := r.file("position")
		if err != nil {
			return Position{}, errorf("--position: %w", err)
		}
		if pos.GameStart, pos.GameMoves, err = parseAnyGamePosition(g, text); err != nil {
			return Position{}, errorf("--position %s: %w", fname, err)
		}
	}
	pos.GamePos = pos.GameStart
	if len(pos.GameMoves) > 0 {
		if pos.GamePos, _, err = game.Replay(pos.GameStart, movesText(pos.GameStart, pos.GameMoves)); err != nil {
			return Position{}, err
		}
	}
	if r.set("moves") {
		p, played, err := game.Replay(pos.GamePos, r.str("moves"))
		if err != nil {
			return Position{}, errorf("--moves: %w", err)
		}
		if len(played) == 0 && strings.TrimSpace(r.str("moves")) != "" {
			return Position{}, errorf("--moves %q: no move in it; want %s", r.str("moves"), g.Notation())
		}
		pos.GamePos, pos.GameMoves = p, append(pos.GameMoves, played...)
	}
	return pos, nil
}

// usageOf makes err, about parameter name, a usage error that names it.
func usageOf(name string, err error) error {
	return usagef("--%s: %w", name, err)
}

// parseAnyGamePosition reads a position of g from a file: a board string,
// or a transcript from the start (its moves returned, the position the
// start).
func parseAnyGamePosition(g game.Game, text string) (game.Position, []game.Move, error) {
	// Lines of # comments (what play --record writes first) are left out.
	var kept []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "#") {
			kept = append(kept, l)
		}
	}
	t := strings.TrimSpace(strings.Join(kept, "\n"))
	p, boardErr := g.ParsePosition(t)
	if boardErr == nil {
		return p, nil, nil
	}
	_, moves, err := game.Replay(g.Start(), t)
	if err != nil || len(moves) == 0 {
		return nil, nil, boardErr
	}
	return g.Start(), moves, nil
}

// movesText writes moves, played from p, as a transcript.
func movesText(p game.Position, moves []game.Move) string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.FormatMove(m)
		p = p.Play(m)
	}
	return strings.Join(out, " ")
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

// PositionReport is a position as show reports it in JSON. A position of
// a game of package game has Game (its name), and neither Size nor the
// disc counts.
type PositionReport struct {
	Game     string   `json:"game,omitempty"`
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

// gamePositionJSON is PositionReport as the JSON writes a position of a
// game of package game: without Othello's size, disc counts and pass.
type gamePositionJSON struct {
	Game     string   `json:"game"`
	Board    string   `json:"board"`
	ToMove   string   `json:"to_move"`
	Moves    []string `json:"moves"`
	GameOver bool     `json:"game_over"`
	Winner   *string  `json:"winner,omitempty"`
	Played   *string  `json:"played,omitempty"`
}

// MarshalJSON writes r; a position of a game of package game leaves out
// the fields only Othello has (size, black, white, empty, must_pass).
func (r PositionReport) MarshalJSON() ([]byte, error) {
	if r.Game == "" {
		type plain PositionReport // without this method
		return json.Marshal(plain(r))
	}
	return json.Marshal(gamePositionJSON{r.Game, r.Board, r.ToMove, r.Moves, r.GameOver, r.Winner, r.Played})
}

// Show returns the report of g's position: legal moves in the order a1,
// b1, ..., none when the side to move must pass; the winner ("black",
// "white" or "draw") once the game is over; the moves played when there
// were any.
func Show(g Position) PositionReport {
	if g.Game != nil {
		return showGame(g)
	}
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

// showGame is Show for a position of a game of package game.
func showGame(g Position) PositionReport {
	p := g.GamePos
	obj := PositionReport{
		Game:     g.Game.Name(),
		Board:    p.String(),
		ToMove:   strings.ToLower(p.ToMove().String()),
		Moves:    game.FormatMoves(p, p.AppendMoves(nil)),
		GameOver: p.Over(),
	}
	if obj.GameOver {
		w := "draw"
		switch p.Utility(game.X) {
		case 1:
			w = "x"
		case -1:
			w = "o"
		}
		obj.Winner = &w
	}
	if len(g.GameMoves) > 0 {
		t := movesText(g.GameStart, g.GameMoves)
		obj.Played = &t
	}
	return obj
}
