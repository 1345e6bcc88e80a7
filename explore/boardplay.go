package explore

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/play"
	"gametree/render"
	"gametree/tree"
)

// The play and match jobs on the games of package game (tic-tac-toe,
// Connect Four, Nim): the same parameters as Othello's, black naming X's
// player (X moves first) and white O's.

// Playable is a game to play at a terminal: Othello (*Game) or a game of
// package game (*BoardPlay).
type Playable interface {
	// Session plays the game at the terminal t until its end.
	Session(ctx context.Context, t Terminal) error
	// Save writes the game to the file name through write.
	Save(name string, write WriteFile) error
	// Close closes the players that are programs.
	Close()
}

// ParsePlay reads the parameters of GameParams: an Othello game
// (ParseGame), or a game of the game parameter's choice.
func ParsePlay(p Params, files Files) (Playable, error) {
	r := newReader(p, files, GameParams())
	name, err := r.choice("game")
	if err != nil {
		return nil, err
	}
	if name == "othello" {
		g, err := ParseGame(p, files)
		if err != nil {
			return nil, err
		}
		return g, nil
	}
	g, err := parseBoardPlay(r)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// BoardPlay is a game of package game being played: the moves so far, and
// a player of each side (nil for a person).
type BoardPlay struct {
	*play.BoardGame
	Players [2]play.GamePlayer
	// Names holds the spec of X's player and O's.
	Names [2]string
	// Given says where the game started, for the saved file.
	Given string
	// Lang is the language of the sentences of its session and reports.
	Lang msg.Lang
}

// parseBoardPlay reads a game of package game to play: resume (a saved
// game, a board string or the moves from the start), or the position
// parameters, and the players.
func parseBoardPlay(r *reader) (*BoardPlay, error) {
	pos, err := readBoardStart(r)
	if err != nil {
		return nil, err
	}
	players, names, err := readGamePlayers(r, pos.Game, true)
	if err != nil {
		return nil, err
	}
	g := play.NewBoardGame(pos.GameStart)
	for _, m := range pos.GameMoves {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return &BoardPlay{BoardGame: g, Players: players, Names: names, Given: describeGamePosition(pos)}, nil
}

// readBoardStart reads where a game of package game starts: resume, or
// the position parameters.
func readBoardStart(r *reader) (Position, error) {
	if !r.set("resume") {
		return readPosition(r)
	}
	for _, f := range []string{"moves", "board", "position"} {
		if r.set(f) {
			return Position{}, usagef("--resume and --%s both give the game; a saved game holds its own position", f)
		}
	}
	// The saved file is read as --position reads it.
	name := r.str("resume")
	text, err := r.file("resume")
	if err != nil {
		return Position{}, errorf("--resume: %w", err)
	}
	g, err := game.New(r.str("game"), sizeOrHeaps(r))
	if err != nil {
		return Position{}, usageOf("size", err)
	}
	pos := Position{Game: g}
	if pos.GameStart, pos.GameMoves, err = parseAnyGamePosition(g, text); err != nil {
		return Position{}, errorf("--resume %s: %w", name, err)
	}
	pos.GamePos = pos.GameStart
	for _, m := range pos.GameMoves {
		pos.GamePos = pos.GamePos.Play(m)
	}
	return pos, nil
}

// sizeOrHeaps is the size a game of package game is made with: --size for
// Connect Four, none otherwise (Nim's heaps come with its board).
func sizeOrHeaps(r *reader) string {
	if r.set("size") {
		return r.str("size")
	}
	return ""
}

// readGamePlayers makes the players of X (black) and O (white) of g; a nil
// player is a person.
func readGamePlayers(r *reader, g game.Game, allowHuman bool) ([2]play.GamePlayer, [2]string, error) {
	var players [2]play.GamePlayer
	var names [2]string
	seed, err := strconv.ParseInt(strings.TrimSpace(r.str("seed")), 10, 64)
	if err != nil {
		return players, names, usagef("--seed %q: want a whole number", r.str("seed"))
	}
	for _, f := range []string{"time", "engine-time"} {
		if r.set(f) {
			return players, names, usagef("--%s applies to Othello's ai:expert and gtp: engines; %s's players search to a depth", f, g.Title())
		}
	}
	for i, flag := range []string{"black", "white"} {
		spec := r.str(flag)
		p, err := play.ParseGamePlayer(spec, g, seed+int64(i))
		if err != nil {
			return players, names, usagef("--%s (%s's player): %w", flag, game.Player(i), err)
		}
		if p == nil && !allowHuman {
			return players, names, usagef("--%s human: a match is played by programs; use gametree play to play yourself", flag)
		}
		players[i], names[i] = p, strings.ToLower(strings.TrimSpace(spec))
		if p != nil {
			names[i] = p.Spec()
		}
	}
	return players, names, nil
}

// Close does nothing: the players of the small games hold nothing.
func (g *BoardPlay) Close() {}

// Save writes g to the file name: a comment line that says the game, then
// its moves from the start (which --resume reads back), or the board
// string of the position reached when the game did not start from the
// start.
func (g *BoardPlay) Save(name string, write WriteFile) error {
	return write(name, func(w io.Writer) error {
		_, err := io.WriteString(w, g.Text())
		return err
	})
}

// Text is the game as Save writes it.
func (g *BoardPlay) Text() string {
	gm := g.Start.Game()
	head := fmt.Sprintf("# %s, %s; X: %s, O: %s\n", gm.Title(), g.Given, g.Names[0], g.Names[1])
	if g.Start.String() != gm.Start().String() {
		return head + "# the position reached (a board string):\n" + g.Pos().String() + "\n"
	}
	return head + g.Transcript() + "\n"
}

// Session plays g at the terminal t until its end, quit, or the end of
// the input.
func (g *BoardPlay) Session(ctx context.Context, t Terminal) error {
	s := &play.Session{
		Game: g.BoardGame, Players: g.Players, Names: g.Names, In: t.In, Out: t.Out,
		Explain: func(w io.Writer, p game.Position, pl play.GamePlayer, svg string) error {
			sr, opt, err := explainPlayer(ctx, p, pl)
			return t.drawSearch(ctx, w, svg, sr, opt, err)
		},
		Save: func(name string) error { return g.Save(name, t.WriteFile) },
		Lang: msg.From(ctx),
	}
	return s.Run(ctx)
}

// ExplainGame searches p as the player s does, the way tree does, for
// drawing: the full tree when it has at most 300 nodes, else the
// principal variation and its siblings. A search to the end is drawn to
// 4 plies, a depth a picture can hold.
func ExplainGame(ctx context.Context, p game.Position, s *play.GameSearcher) (*render.Search, render.Options, error) {
	depth, algo := s.Depth, s.Algorithm
	if depth == 0 {
		depth, algo = 4, minimax.AlphaBeta
	}
	view := render.Full
	if size, _ := tree.Size(p, depth, 1e6, stopper(ctx)); size > explainFull {
		view = render.PV
	}
	req := &TreeRequest{GamePos: p, Depth: depth, Algorithm: algo, View: view, MaxNodes: 200000, MaxMemory: DefaultMaxMemory,
		Given: p.String()}
	if algo == minimax.AlphaBeta {
		req.Order = minimax.Eval
	}
	sr, err := Tree(ctx, req, nil)
	return sr, render.Options{View: view}, err
}

// The play page's jobs on the games of package game: a move (a person's
// or the program's) and a hint, reported as GameReport and HintReport
// report Othello's, with the board laid out in Grid.

// parseBoardMove reads a move request on a game of package game: the
// game, its players, and play (a move in the game's notation) or advance.
func parseBoardMove(r *reader, req *MoveRequest) error {
	pos, err := readPosition(r)
	if err != nil {
		return err
	}
	if r.set("time") {
		return usagef("--time applies to Othello's ai:expert; %s's players search to a depth", pos.Game.Title())
	}
	players, names, err := readGamePlayers(r, pos.Game, true)
	if err != nil {
		return err
	}
	g := play.NewBoardGame(pos.GameStart)
	for _, m := range pos.GameMoves {
		if err := g.Play(m); err != nil {
			return err
		}
	}
	req.Board = &BoardPlay{BoardGame: g, Players: players, Names: names, Given: describeGamePosition(pos)}
	if r.set("play") {
		if req.Advance {
			return usagef("play=MOVE is a person's move and advance=true asks the program for its move; give one of them")
		}
		m, err := g.Pos().ParseMove(r.str("play"))
		if err != nil {
			return errorf("play %q: %w", r.str("play"), err)
		}
		req.BoardMove = &m
	}
	return nil
}

// sideName is the name of a side of a game of package game in the JSON:
// "x" or "o".
func sideName(p game.Player) string { return strings.ToLower(p.String()) }

// moveBoard plays req's move on a game of package game and reports it.
func moveBoard(ctx context.Context, req *MoveRequest) (*GameReport, error) {
	g := req.Board
	g.Lang = msg.From(ctx)
	p := g.Pos()
	var last *LastMove
	switch {
	case req.BoardMove != nil:
		if p.Over() {
			return nil, errorf("the game is over: %s", g.Result())
		}
		if pl := g.Players[p.ToMove()]; pl != nil {
			return nil, errorf("it is %s's turn, and %s is the program %s: let it move first (advance=true)", p.ToMove(), p.ToMove(), pl.Spec())
		}
		if err := g.Play(*req.BoardMove); err != nil {
			return nil, err
		}
		mv := p.FormatMove(*req.BoardMove)
		last = &LastMove{Color: sideName(p.ToMove()), Move: mv, Player: play.Human, Text: g.Lang.T("%s played %s.", p.ToMove().String(), mv)}
	case req.Advance:
		if p.Over() {
			return nil, errorf("the game is over: %s", g.Result())
		}
		pl := g.Players[p.ToMove()]
		if pl == nil {
			return nil, errorf("it is %s's turn, and %s is a person: play their move", p.ToMove(), p.ToMove())
		}
		if err := reserveCore(ctx, programBytes, "the program's search"); err != nil {
			return nil, err
		}
		start := time.Now()
		mv, err := pl.ChooseGame(ctx, g.BoardGame)
		if err != nil {
			return nil, err
		}
		if err := g.Play(mv.Move); err != nil {
			return nil, errorf("%s chose an illegal move: %w", pl.Spec(), err)
		}
		text := p.FormatMove(mv.Move)
		last = &LastMove{Color: sideName(p.ToMove()), Move: text, Player: pl.Spec(), Searched: mv.Searched, Value: mv.Value,
			Depth: mv.Depth, Exact: mv.Exact, Nodes: mv.Nodes, Seconds: time.Since(start).Seconds(),
			Text: g.Lang.T("%s (%s) played %s%s.", p.ToMove().String(), pl.Spec(), text, play.DescribeGameMoveIn(mv, p.ToMove(), p.Game(), g.Lang))}
		if mv.Searched {
			last.ValueText = p.Game().FormatValue(mv.Value, false)
		}
	}
	rep := g.Report(last)
	return &rep, nil
}

// Report describes g after the move last, as Game.Report does for
// Othello: players, legal moves and history under "black" (X) and
// "white" (O), the board laid out in Grid.
func (g *BoardPlay) Report(last *LastMove) GameReport {
	p := g.Pos()
	lastMove := game.NoMove
	if n := len(g.Moves); n > 0 {
		lastMove = g.Moves[n-1]
	}
	grid := game.GridOf(p, lastMove)
	r := GameReport{
		Game:       p.Game().Name(),
		Position:   Show(Position{Game: p.Game(), GameStart: g.Start, GameMoves: g.Moves, GamePos: p}),
		Start:      g.Start.String(),
		Transcript: g.Transcript(),
		History:    []HistoryMove{},
		Players:    Colors[string]{g.Names[0], g.Names[1]},
		Legal:      Colors[[]string]{[]string{}, []string{}},
		Last:       last,
		Passes:     []string{},
		Grid:       &grid,
	}
	if !p.Over() {
		moves := game.FormatMoves(p, p.AppendMoves(nil))
		if p.ToMove() == game.X {
			r.Legal.Black = moves
		} else {
			r.Legal.White = moves
		}
		r.Turn = g.Names[p.ToMove()]
	}
	for i, m := range g.Moves {
		q := g.Before(i)
		r.History = append(r.History, HistoryMove{Ply: i + 1, Color: sideName(q.ToMove()), Move: q.FormatMove(m)})
	}
	var s []string
	if last != nil && last.Player != play.Human {
		s = append(s, last.Text)
	}
	switch {
	case p.Over():
		r.Result = g.Result()
		s = append(s, play.GameOverTextIn(g.BoardGame, g.Names, g.Lang))
	case r.Turn == play.Human:
		s = append(s, g.Lang.T("%s to move.", p.ToMove().String()))
	default:
		s = append(s, g.Lang.T("%s to move (%s).", p.ToMove().String(), r.Turn))
	}
	r.Status = strings.Join(s, " ")
	return r
}

// GameOverText says how a finished game of package game ended, with its
// players: "Game over: X (human) wins."
func GameOverText(g *BoardPlay) string { return play.GameOverText(g.BoardGame, g.Names) }

// hintBoard is the hint on p, a position of a game of package game:
// every move's value with best play where the game can be searched to the
// end, else ai:hard's move.
func hintBoard(ctx context.Context, p game.Position) (*HintReport, error) {
	if err := reserveCore(ctx, programBytes, "the hint's search"); err != nil {
		return nil, err
	}
	text := play.GameHintIn(ctx, p, msg.From(ctx))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return &HintReport{Player: "best play", Text: msg.From(ctx).T("Hint: %s.", text)}, nil
}
