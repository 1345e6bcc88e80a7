package explore

import (
	"context"
	"fmt"
	"gametree/search"
	"io"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/minimax"
	"gametree/play"
	"gametree/render"
	"gametree/tree"
)

// The jobs of a game being played, of every game: a session at a
// terminal, a match, a GTP engine. What a game offers beyond its rules (an
// expert engine, a file format of its own, colours for its players) is
// found through the optional interfaces of package game.

// MaxGames caps the games of a match.
const MaxGames = 100000

// Game is a game being played, of any game: the moves so far, and a
// player of each side (nil for a person). It advances one move at a time.
type Game struct {
	*play.Game
	Players []play.Player
	// Names holds the spec of each side ("human", "ai:medium").
	Names []string
	// Seed is the seed the players were made with.
	Seed int64
	// Given says where the game started, for the saved file.
	Given string
	// Lang is the language of the sentences of its reports.
	Lang msg.Lang
	// dice says what the die rolled after the move a report follows.
	dice []string
	// hidden says a hand of a game of hidden information dealt by a
	// sealed seed (hand.go): its reports hide the cards the person does
	// not hold.
	hidden bool
}

// ParsePlay reads the parameters of GameParams: a saved game (resume) or
// a position, and the players.
func ParsePlay(p Params, files Files) (*Game, error) {
	r := newReader(p, files, GameParams())
	g, given, err := readGame(r)
	if err != nil {
		return nil, err
	}
	players, names, err := readPlayers(r, g.Start.Game(), true)
	if err != nil {
		return nil, err
	}
	seed, _ := readSeed(r)
	g.Dice = seed
	// A game never rests with the die in the air: a transcript that
	// ends with a roll has its die rolled.
	g.RollDice()
	return &Game{Game: g, Players: players, Names: names, Seed: seed, Given: given}, nil
}

// readGame reads the game to play: resume (a saved game), or the
// position parameters; given says where it started.
func readGame(r *reader) (*play.Game, string, error) {
	if !r.set("resume") {
		pos, err := readPosition(r)
		if err != nil {
			return nil, "", err
		}
		g, err := pos.played()
		return g, pos.given(), err
	}
	for _, f := range []string{"moves", "board", "position"} {
		if r.set(f) {
			return nil, "", usagef("--resume and --%s both give the game; a saved game holds its own position", f)
		}
	}
	name := r.str("resume")
	text, err := r.file("resume")
	if err != nil {
		return nil, "", errorf("--resume: %w", err)
	}
	gm, err := game.New(r.str("game"), sizeOrHeaps(r))
	if err != nil {
		return nil, "", usageOf("size", err)
	}
	g, err := LoadGame(gm, text)
	if err != nil {
		return nil, "", errorf("--resume %s: %w", name, err)
	}
	// Where the saved game started: its moves are the game's.
	return g, Position{Game: g.Start.Game(), Start: g.Start, Pos: g.Start}.given(), nil
}

// sizeOrHeaps is the size a game is made with: --size where given, none
// otherwise (Nim's heaps come with its board).
func sizeOrHeaps(r *reader) string {
	if r.set("size") {
		return r.str("size")
	}
	return ""
}

// LoadGame reads a saved game of g: in the game's own format
// (game.Recorder: Othello's GGF), or as --position reads a file (a board
// string, or a transcript from the start, # comments left out; Othello's
// on the board size its squares need, forced passes filled in).
func LoadGame(g game.Game, text string) (*play.Game, error) {
	if rec, ok := g.(game.Recorder); ok {
		start, moves, ok, err := rec.ParseRecord(text)
		if ok {
			if err != nil {
				return nil, err
			}
			return replayed(start, moves)
		}
	}
	start, moves, err := parseAnyGamePosition(g, text)
	if err != nil {
		return nil, err
	}
	return replayed(start, moves)
}

// replayed is the game of moves played from start, every move checked.
func replayed(start game.Position, moves []game.Move) (*play.Game, error) {
	g := play.NewGame(start)
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Close closes the players that are programs; a nil game has none.
func (g *Game) Close() {
	if g != nil {
		ClosePlayers(g.Players)
	}
}

// ToMove returns the player to move, nil for a person.
func (g *Game) ToMove() play.Player { return g.Players[g.Pos().ToMove()] }

// Advance plays one move of the program to move (a forced pass for
// anyone) and returns it. It is an error when the game is over or a
// person is to move; a search gives up with ctx.Err() when ctx is done.
func (g *Game) Advance(ctx context.Context) (game.Choice, error) {
	p := g.Pos()
	if p.Over() {
		return game.Choice{}, errorf("the game is over")
	}
	if game.MustPass(p) {
		return game.Choice{Move: game.Pass}, g.Game.Play(game.Pass)
	}
	pl := g.ToMove()
	if pl == nil {
		who := game.PlayerName(p.Game(), p.ToMove())
		return game.Choice{}, errorf("it is %s's turn, and %s is a person: play their move", who, who)
	}
	mv, err := pl.Choose(ctx, g.Game)
	if err != nil {
		return game.Choice{}, err
	}
	if err := g.Game.Play(mv.Move); err != nil {
		return game.Choice{}, errorf("%s chose an illegal move: %w", pl.Spec(), err)
	}
	return mv, nil
}

// Hint returns the player whose move a hint shows: the computer opponent
// when it searches, else ai:hard.
func (g *Game) Hint() play.Player {
	h, _ := play.ParsePlayer("ai:hard", g.Start.Game(), play.Config{Seed: g.Seed})
	return HintPlayer(g.Players, h)
}

// FormatGame writes g as the file name holds it: in the game's own format
// for a name with its extension (game.Recorder: GGF for .ggf), else a
// comment line that says the game, then its moves from the start (which
// --resume reads back), or the board string of the position reached when
// the game did not start from the start (in a game with a format of its
// own, a file of that format holds it).
func FormatGame(g *play.Game, names []string, given, name string) (string, error) {
	gm := g.Start.Game()
	rec, recorded := gm.(game.Recorder)
	if recorded && strings.HasSuffix(strings.ToLower(name), rec.RecordExt()) {
		return rec.FormatRecord(g.Start, g.Moves, [2]string{names[0], names[1]}), nil // a game of two
	}
	fromStart := g.Start.String() == gm.Start().String()
	if recorded {
		if !fromStart {
			return "", errorf("%s: the game did not start from the start position, so a transcript cannot hold it; name the file %s", name, rec.RecordExt())
		}
		// The transcript alone, as the game's other programs read it.
		return g.Transcript() + "\n", nil
	}
	head := fmt.Sprintf("# %s; X: %s, O: %s\n", given, names[0], names[1])
	if !fromStart {
		return head + "# the position reached (a board string):\n" + g.Pos().String() + "\n", nil
	}
	return head + g.Transcript() + "\n", nil
}

// HandHidden reports whether g is a hand of hidden information not over
// with one person playing: its transcript or record would hold the
// other's card, which no face writes before the hand's end.
func (g *Game) HandHidden() bool { return play.SecretHidden(g.Pos(), g.Names) }

// Save writes g to the file name, as FormatGame writes it, through write;
// a hand whose card is hidden (HandHidden) is refused.
func (g *Game) Save(name string, write WriteFile) error {
	if g.HandHidden() {
		return errorf("the hand is not over: its record would hold the other's card; it is saved once the hand is over")
	}
	text, err := FormatGame(g.Game, g.Names, g.Given, name)
	if err != nil {
		return err
	}
	return write(name, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// explainFull is the size up to which Explain draws a player's whole tree.
const explainFull = 300

// Explain searches p as spec says, the way tree does, for drawing: the
// full tree when it has at most 300 nodes, else the principal variation
// and its siblings (ExplainView). A search to the end is drawn to 4
// plies, a depth a picture can hold. The options returned draw that view.
func Explain(ctx context.Context, p game.Position, spec play.SearchSpec) (*render.Search, render.Options, error) {
	if spec.Iterations > 0 {
		d, c := search.MCTS, mcts.DefaultExploration
		if spec.Search != nil && spec.Search.Guided { // PUCT, with the game's network
			d, c = spec.Search, mcts.DefaultPUCT
		}
		o := mcts.Options{Iterations: spec.Iterations, Exploration: c, Seed: spec.Seed}
		req := &TreeRequest{GamePos: p, Depth: mctsDepth, MCTS: &o, MinVisits: explainVisits(spec.Iterations),
			MaxNodes: max(200000, 64*(spec.Iterations+1)), MaxMemory: DefaultMaxMemory, Given: p.String()}
		req.setSearch(d)
		s, err := Tree(ctx, req, nil)
		return s, render.Options{}, err
	}
	req := &TreeRequest{Depth: spec.Depth, MaxNodes: 200000, MaxMemory: DefaultMaxMemory, Given: p.String()}
	pos := p
	if spec.Search != nil { // a game of several players: max^n, shallow or paranoid
		req.setSearch(spec.Search)
		req.algoGiven = true
	} else {
		spec = drawnSpec(spec, p)
		var err error
		if pos, err = play.Evaluated(p, spec.Eval); err != nil {
			return nil, render.Options{}, err
		}
		req.Depth, req.Algorithm, req.Order = spec.Depth, spec.Algorithm, spec.Order
	}
	req.GamePos, req.View = pos, ExplainView(ctx, pos, req.Depth)
	s, err := Tree(ctx, req, nil)
	return s, render.Options{View: req.View}, err
}

// explainVisits is the least visits of a node drawn of a search by MCTS
// of iterations, so that the picture holds about a hundred nodes: a
// hundredth of the iterations.
func explainVisits(iterations int) int64 { return max(1, int64(iterations)/100) }

// drawnSpec is spec as a tree draws it on p: a search to the end drawn
// to 4 plies.
func drawnSpec(spec play.SearchSpec, p game.Position) play.SearchSpec {
	if spec.Depth == 0 {
		spec.Depth, spec.Algorithm, spec.Order = 4, minimax.AlphaBeta, minimax.Eval
	}
	return spec
}

// ExplainView is the view Explain draws a search of depth plies from p
// in: render.Full when the tree has at most 300 nodes, else render.PV.
func ExplainView(ctx context.Context, p game.Position, depth int) render.View {
	if size, _ := tree.Size(p, depth, 1e6, stopper(ctx)); size > explainFull {
		return render.PV
	}
	return render.Full
}

// explainPlayer draws the search pl, a searching player, makes from p:
// the way tree draws it (Explain).
func explainPlayer(ctx context.Context, p game.Position, pl play.Player) (*render.Search, render.Options, error) {
	if spec, ok := play.DrawnSearch(pl, p); ok {
		return Explain(ctx, p, spec)
	}
	return nil, render.Options{}, errorf("%s does not search a tree to draw", pl.Spec())
}

// ParseEngine reads the parameters of EngineParams and returns the game
// the engine plays and a function that makes the engine's player,
// checked once.
func ParseEngine(p Params) (func(size string) (game.Game, error), func() (play.Player, error), error) {
	r := newReader(p, nil, EngineParams())
	name, err := r.choice("game")
	if err != nil {
		return nil, nil, err
	}
	g, err := game.New(name, "")
	if err != nil {
		return nil, nil, err
	}
	cfg, err := readConfig(r)
	if err != nil {
		return nil, nil, err
	}
	spec := r.str("player")
	pl, err := play.ParsePlayer(spec, g, cfg)
	if err != nil {
		return nil, nil, usagef("--player: %w", err)
	}
	if pl == nil {
		return nil, nil, usagef("--player human: the engine must be a program")
	}
	pl.Close()
	newGame := func(size string) (game.Game, error) { return game.New(name, size) }
	return newGame, func() (play.Player, error) { return play.ParsePlayer(spec, g, cfg) }, nil
}
