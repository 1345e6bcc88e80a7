package explore

import (
	"encoding/json"
	"gametree/internal/msg"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/play"
)

// Position is a position given by the position parameters, of any game,
// with the moves played to reach it.
type Position struct {
	// Game is the game, of the size given.
	Game game.Game
	// Start is where the moves start from.
	Start game.Position
	// Moves are the moves played, forced passes filled in.
	Moves []game.Move
	// Pos is the position after the moves.
	Pos game.Position
	// Board tells that the start was given as a board string, for a game
	// whose board is its size too (Nim's heaps): a caption names the
	// board rather than "the start" of a game other than the default.
	Board bool
}

// ParsePosition reads the position parameters.
func ParsePosition(p Params, files Files) (Position, error) {
	return readPosition(newReader(p, files, join([]Param{gameParam()}, PositionParams())))
}

// gameName is the game r's request is about: the game parameter where it
// is declared, else the default game.
func gameName(r *reader) (string, error) {
	if _, ok := r.declared("game"); ok {
		return r.choice("game")
	}
	return gameParam().Default, nil
}

// readPosition reads the position parameters of r: the game, its size
// (--size, or for a game whose size is its board, Nim's heaps, --board),
// a start (--board, a board string; --position, a file the game reads as
// its PositionReader says, else a board string or a transcript), then
// --moves played from it.
func readPosition(r *reader) (Position, error) {
	name, err := gameName(r)
	if err != nil {
		return Position{}, err
	}
	entry, _ := game.Lookup(name)
	size := ""
	for _, e := range game.Entries() {
		flag := e.SizeFlag
		if flag == "" || !r.set(flag) {
			continue
		}
		v, err := r.int(flag)
		switch {
		case err != nil:
			return Position{}, err
		case entry.SizeFlag != flag:
			return Position{}, usagef("--%s is %s (%s); %s takes none", flag, msg.P(e.SizeWhy), e.Name, entry.Title)
		case r.set("size"):
			return Position{}, usagef("--%s and --size give the same for %s (%s); give one", flag, entry.Title, msg.P(entry.Size))
		}
		size = strconv.Itoa(v)
	}
	if r.set("size") {
		if entry.BoardSize {
			return Position{}, usagef("--size does not apply to %s: its board string is its size; give it with --board, such as --board %q", entry.Title, entry.DefaultSize)
		}
		size = strings.TrimSpace(r.str("size"))
	}
	if err := r.exclusive("board", "position", "a start position"); err != nil {
		return Position{}, err
	}
	var g game.Game
	if entry.BoardSize {
		// The board string is the game's size (Nim's heaps).
		if g, err = game.New(name, r.str("board")); err != nil {
			return Position{}, errorf("--board: %w", err)
		}
	} else if g, err = game.New(name, size); err != nil {
		return Position{}, usagef("--size %s: %w", size, err)
	}
	pos := Position{Game: g, Start: g.Start(), Board: entry.BoardSize && r.set("board")}
	switch {
	case r.set("board") && !entry.BoardSize:
		if pos.Start, err = g.ParsePosition(r.str("board")); err != nil {
			return Position{}, errorf("--board: %w", err)
		}
	case r.set("position"):
		fname := r.str("position")
		text, err := r.file("position")
		if err != nil {
			return Position{}, errorf("--position: %w", err)
		}
		if pos.Start, pos.Moves, err = parseAnyGamePosition(g, text); err != nil {
			return Position{}, errorf("--position %s: %w", fname, err)
		}
	}
	if err := checkSize(r, pos.Start.Game(), g); err != nil {
		return Position{}, err
	}
	pos.Game = pos.Start.Game()
	pos.Pos = pos.Start
	for _, m := range pos.Moves {
		pos.Pos = pos.Pos.Play(m)
	}
	if r.set("moves") {
		p, played, err := game.Replay(pos.Pos, r.str("moves"))
		if err != nil {
			return Position{}, errorf("--moves: %w", err)
		}
		if len(played) == 0 && strings.TrimSpace(r.str("moves")) != "" {
			return Position{}, errorf("--moves %q: no move in it; want %s", r.str("moves"), msg.P(game.Notation(g)))
		}
		pos.Pos, pos.Moves = p, append(pos.Moves, played...)
	}
	return pos, nil
}

// checkSize refuses a --size that the board given does not have: the
// board's game, got, against the one --size made, want.
func checkSize(r *reader, got, want game.Game) error {
	gc, gr := game.Dims(got)
	wc, wr := game.Dims(want)
	if !r.set("size") || (gc == wc && gr == wr) {
		return nil
	}
	return usagef("--size %s does not match the %dx%d board given; leave --size out or give a %dx%d board", r.str("size"), gc, gr, wc, wr)
}

// usageOf makes err, about parameter name, a usage error that names it.
func usageOf(name string, err error) error {
	return usagef("--%s: %w", name, err)
}

// parseAnyGamePosition reads a position of g from a file: as the game
// reads one (game.PositionReader), else a board string, or a transcript
// from the start (its moves returned, the position the start). Lines of #
// comments (what play --record writes first) are left out.
func parseAnyGamePosition(g game.Game, text string) (game.Position, []game.Move, error) {
	var kept []string
	for _, l := range strings.Split(text, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), "#") {
			kept = append(kept, l)
		}
	}
	t := strings.TrimSpace(strings.Join(kept, "\n"))
	if pr, ok := g.(game.PositionReader); ok {
		return pr.ReadPosition(t)
	}
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

// movesText writes moves, played from p, as a transcript: run together
// where the game writes them so (Othello's f5d6), else with spaces.
func movesText(p game.Position, moves []game.Move) string {
	return game.JoinMoves(p.Game(), spacedMoves(p, moves))
}

// spacedMoves writes moves, played from p, each in the game's notation.
func spacedMoves(p game.Position, moves []game.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = p.FormatMove(m)
		p = p.Play(m)
	}
	return out
}

// PositionReport is a position as show reports it in JSON. A position of
// a game scored by counting (Othello) has Size, the counts (Black, White,
// Empty) and MustPass, and no Game; the others have Game (its name).
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
	// Network is, with show --network, the network's judgement of the
	// position beside the solver's.
	Network *NetworkView `json:"network,omitempty"`
}

// gamePositionJSON is PositionReport as the JSON writes a position of a
// game not scored by counting: without size, counts and pass.
type gamePositionJSON struct {
	Game     string       `json:"game"`
	Board    string       `json:"board"`
	ToMove   string       `json:"to_move"`
	Moves    []string     `json:"moves"`
	GameOver bool         `json:"game_over"`
	Winner   *string      `json:"winner,omitempty"`
	Played   *string      `json:"played,omitempty"`
	Network  *NetworkView `json:"network,omitempty"`
}

// MarshalJSON writes r; a position of a game not scored by counting leaves
// out the fields of those that are (size, black, white, empty, must_pass).
func (r PositionReport) MarshalJSON() ([]byte, error) {
	if r.Game == "" {
		type plain PositionReport // without this method
		return json.Marshal(plain(r))
	}
	return json.Marshal(gamePositionJSON{r.Game, r.Board, r.ToMove, r.Moves, r.GameOver, r.Winner, r.Played, r.Network})
}

// SideName is the JSON name of a side of g: its colour where the game
// names its players so ("black", "white"), else "x" or "o".
func SideName(g game.Game, pl game.Player) string {
	if game.ColourNamed(g) || game.Players(g) > 2 {
		return strings.ToLower(game.PlayerName(g, pl))
	}
	return strings.ToLower(pl.String())
}

// Show returns the report of g's position: legal moves in the game's
// order, none when the side to move must pass; the winner (a side's name
// or "draw") once the game is over; the moves played when there were any.
func Show(g Position) PositionReport {
	p, gm := g.Pos, g.Game
	obj := PositionReport{
		Board:    p.String(),
		ToMove:   SideName(gm, p.ToMove()),
		Moves:    []string{},
		MustPass: game.MustPass(p),
		GameOver: p.Over(),
	}
	if !obj.MustPass {
		obj.Moves = game.FormatMoves(p, p.AppendMoves(nil))
	}
	if c, ok := p.(game.Counted); ok {
		obj.Size, _ = game.Dims(gm)
		obj.Black, obj.White = c.Count(game.X), c.Count(game.O)
		cols, rows := game.Dims(gm)
		obj.Empty = cols*rows - obj.Black - obj.White
	} else {
		obj.Game = gm.Name()
	}
	if obj.GameOver {
		w := "draw"
		switch p.Utility(game.X) {
		case 1:
			w = SideName(gm, game.X)
		case -1:
			w = SideName(gm, game.O)
		}
		obj.Winner = &w
	}
	if len(g.Moves) > 0 {
		t := movesText(g.Start, g.Moves)
		obj.Played = &t
	}
	return obj
}

// played is the game of g's moves from its start.
func (g Position) played() (*play.Game, error) { return replayed(g.Start, g.Moves) }

// before is the position before g's last move, nil when no move was
// played or the last was a pass: the root's board of a tree marks that
// move.
func (g Position) before() game.Position {
	n := len(g.Moves)
	if n == 0 || g.Moves[n-1] == game.Pass {
		return nil
	}
	p := g.Start
	for _, m := range g.Moves[:n-1] {
		p = p.Play(m)
	}
	return p
}

// place says where g stands, for captions, which name the game apart:
// "the start", "after f5 d6", or its board string (with the moves played
// from it).
func (g Position) place() string {
	played := strings.Join(spacedMoves(g.Start, g.Moves), " ")
	switch {
	case g.Start.String() != g.Game.Start().String() || g.Board:
		if played != "" {
			return g.Start.String() + " then " + played
		}
		return g.Start.String()
	case played == "":
		return "the start"
	}
	return "after " + played
}

// given says how g was given with its game, for captions and saved files:
// "tic-tac-toe from the start", "Connect Four 7x6 after d c d", "Othello
// 8x8 after f5 d6", or its board string (with the moves played from it).
func (g Position) given() string {
	what, place := gameTitle(g.Game), g.place()
	if place == "the start" || !strings.HasPrefix(place, "after ") {
		return what + " from " + place
	}
	return what + " " + place
}

// gameTitle names g with its size: "tic-tac-toe", "Connect Four 7x6",
// "Nim 3 4 5", "Othello 8x8".
func gameTitle(g game.Game) string { return game.TitleWithSize(g) }
