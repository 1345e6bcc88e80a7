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
	"gametree/othello"
	"gametree/play"
	"gametree/render"
	"gametree/tree"
)

// MaxGames caps the games of a match.
const MaxGames = 100000

// readConfig reads seed, time and, where it is a parameter, engine-time.
func readConfig(r *reader) (play.Config, error) {
	seed, err := strconv.ParseInt(strings.TrimSpace(r.str("seed")), 10, 64)
	if err != nil {
		return play.Config{}, usagef("--seed %q: want a whole number", r.str("seed"))
	}
	d, err := time.ParseDuration(strings.TrimSpace(r.str("time")))
	if err != nil || d <= 0 {
		return play.Config{}, usagef("--time %s: want a positive budget such as 1s or 500ms", r.str("time"))
	}
	cfg := play.Config{Seed: seed, Time: d}
	if _, ok := r.declared("engine-time"); ok {
		et, err := time.ParseDuration(strings.TrimSpace(r.str("engine-time")))
		if err != nil || et <= 0 {
			return play.Config{}, usagef("--engine-time %s: want a positive time such as 30s", r.str("engine-time"))
		}
		cfg.EngineTime = et
	}
	return cfg, nil
}

// readPlayers makes the players of both colours with cfg for a board of
// size n; a nil player is a person.
func readPlayers(r *reader, cfg play.Config, n int, allowHuman bool) ([2]play.Player, [2]string, error) {
	var players [2]play.Player
	var names [2]string
	seed := cfg.Seed
	for i, flag := range []string{"black", "white"} {
		spec := r.str(flag)
		// Each player draws its own random numbers from the seed.
		cfg.Seed = seed + int64(i)
		p, err := play.ParsePlayer(spec, cfg)
		if err != nil {
			ClosePlayers(players)
			if strings.HasPrefix(strings.ToLower(strings.TrimSpace(spec)), "gtp:") && strings.TrimSpace(spec[4:]) != "" {
				// An engine that would not start: a failure, not a
				// spelling.
				return players, names, errorf("--%s: %w", flag, err)
			}
			return players, names, usagef("--%s: %w", flag, err)
		}
		if p == nil && !allowHuman {
			ClosePlayers(players)
			return players, names, usagef("--%s human: a match is played by programs; use gametree play to play yourself", flag)
		}
		if s, ok := p.(play.Searching); ok {
			if err := othello.CheckEvalSize(s.Search().Eval, n); err != nil {
				ClosePlayers(players)
				p.Close()
				return players, names, usagef("--%s %s: %w", flag, p.Spec(), err)
			}
		}
		players[i] = p
		names[i] = strings.TrimSpace(spec)
		if p != nil {
			names[i] = p.Spec()
		}
	}
	return players, names, nil
}

// ClosePlayers closes the players that are programs.
func ClosePlayers(players [2]play.Player) {
	for _, p := range players {
		if p != nil {
			p.Close()
		}
	}
}

// Game is a game being played: the moves so far, and a player of each
// colour (nil for a person). It advances one move at a time.
type Game struct {
	*play.Game
	Players [2]play.Player
	// Names holds the spec of each colour ("human", "ai:medium").
	Names [2]string
	// Seed is the seed the players were made with.
	Seed int64
	// Lang is the language of the sentences of its reports.
	Lang msg.Lang
}

// ParseGame reads the parameters of GameParams: a saved game (resume) or a
// position, and the players.
func ParseGame(p Params, files Files) (*Game, error) {
	r := newReader(p, files, GameParams())
	if name, err := r.choice("game"); err != nil {
		return nil, err
	} else if name != "othello" {
		return nil, usagef("--game %s: this plays Othello; the other games are played through ParsePlay", name)
	}
	g, err := readGame(r)
	if err != nil {
		return nil, err
	}
	cfg, err := readConfig(r)
	if err != nil {
		return nil, err
	}
	players, names, err := readPlayers(r, cfg, g.Pos().Size(), true)
	if err != nil {
		return nil, err
	}
	return &Game{Game: g, Players: players, Names: names, Seed: cfg.Seed}, nil
}

// readGame reads the game to play: resume, or the position parameters.
func readGame(r *reader) (*play.Game, error) {
	if r.set("resume") {
		for _, f := range []string{"size", "moves", "board", "position"} {
			if r.set(f) {
				return nil, usagef("--resume and --%s both give the game; a saved game holds its own position", f)
			}
		}
		name := r.str("resume")
		text, err := r.file("resume")
		if err != nil {
			return nil, errorf("--resume: %w", err)
		}
		g, err := LoadGame(text)
		if err != nil {
			return nil, errorf("--resume %s: %w", name, err)
		}
		return g, nil
	}
	pos, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	g := play.NewGame(pos.Start)
	if err := g.Replay(pos.Moves); err != nil {
		return nil, err
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

// Advance plays one move of the program to move (a forced pass for anyone)
// and returns it. It is an error when the game is over or a person is to
// move; a search gives up with ctx.Err() when ctx is done.
func (g *Game) Advance(ctx context.Context) (play.Move, error) {
	p := g.Pos()
	if p.GameOver() {
		return play.Move{}, errorf("the game is over")
	}
	if p.MustPass() {
		return play.Move{Square: othello.Pass}, g.Game.Play(othello.Pass)
	}
	pl := g.ToMove()
	if pl == nil {
		return play.Move{}, errorf("it is %s's turn, and %s is a person: play their move", p.ToMove(), p.ToMove())
	}
	mv, err := pl.Choose(ctx, g.Game)
	if err != nil {
		return play.Move{}, err
	}
	if err := g.Game.Play(mv.Square); err != nil {
		return play.Move{}, errorf("%s chose an illegal move: %w", pl.Spec(), err)
	}
	return mv, nil
}

// Hint returns the player whose move a hint shows: the computer opponent
// when it searches, else ai:hard.
func (g *Game) Hint() play.Player {
	h, _ := play.ParsePlayer("ai:hard", play.Config{Seed: g.Seed})
	return HintPlayer(g.Players, h)
}

// LoadGame reads a saved game: GGF, or a transcript from the start (on the
// board size the transcript's squares need, 8x8 at least), one or more
// lines, # comments.
func LoadGame(text string) (*play.Game, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "(;") {
		return play.ParseGGF(t)
	}
	var lines []string
	for _, l := range strings.Split(t, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	moves, err := othello.ParseMoves(strings.Join(lines, " "))
	if err != nil {
		return nil, err
	}
	size := othello.DefaultSize
	for _, m := range moves {
		for m != othello.Pass && !m.OnBoard(size) {
			size += 2
		}
	}
	if err := othello.CheckSize(size); err != nil {
		return nil, err
	}
	g := play.NewGame(othello.Start(size))
	return g, g.Replay(moves)
}

// FormatGame writes g as the file name holds it: GGF for a .ggf name, else
// the transcript, which only a game from the start position can be.
func FormatGame(g *play.Game, names [2]string, name string) (string, error) {
	if strings.HasSuffix(strings.ToLower(name), ".ggf") {
		return play.FormatGGF(g, names[0], names[1]), nil
	}
	if g.Start != othello.Start(g.Start.Size()) {
		return "", errorf("%s: the game did not start from the start position, so a transcript cannot hold it; name the file .ggf", name)
	}
	return g.Transcript() + "\n", nil
}

// explainFull is the size up to which Explain draws a player's whole tree.
const explainFull = 300

// Explain searches p as spec says, the way tree does, for drawing: the
// full tree when it has at most 300 nodes, else the principal variation
// and its siblings (ExplainView). The options returned draw that view.
func Explain(ctx context.Context, p othello.Position, spec play.SearchSpec) (*render.Search, render.Options, error) {
	view := ExplainView(ctx, p, spec.Depth)
	if othello.CheckEvalSize(spec.Eval, p.Size()) != nil {
		// What the expert plays with on boards its weights do not know.
		spec.Eval = othello.Mixed{}
	}
	req := &TreeRequest{Position: p, Depth: spec.Depth, Eval: spec.Eval, Algorithm: spec.Algorithm, Order: spec.Order,
		View: view, MaxNodes: 200000, MaxMemory: DefaultMaxMemory}
	s, err := Tree(ctx, req, nil)
	return s, render.Options{View: view}, err
}

// ExplainView is the view Explain draws a search of depth plies from p
// in: render.Full when the tree has at most 300 nodes, else render.PV.
func ExplainView(ctx context.Context, p othello.Position, depth int) render.View {
	if size, _ := tree.Size(game.NewOthello(p, othello.Discs{}), depth, 1e6, stopper(ctx)); size > explainFull {
		return render.PV
	}
	return render.Full
}

// MatchRequest is a match between two programs, of any game.
type MatchRequest struct {
	// Players are the players of Othello, which hold engines to close
	// (ClosePlayers); GamePlayers play the games (Othello's as
	// play.OthelloPlayer).
	Players     [2]play.Player
	GamePlayers [2]play.GamePlayer
	Config      play.MatchConfig
	// Given says how the start position was given ("the start", "after
	// f5 d6", a board string), for the report.
	Given string
}

// ParseMatch reads the parameters of MatchParams and makes the players; the
// caller closes them (ClosePlayers).
func ParseMatch(p Params, files Files) (*MatchRequest, error) {
	r := newReader(p, files, MatchParams())
	n, err := r.int("games")
	if err != nil {
		return nil, err
	}
	swap, err := r.bool("swap")
	if err != nil {
		return nil, err
	}
	if swap && n%2 == 1 {
		return nil, usagef("--games %d with --swap: want an even number, each opening played twice", n)
	}
	k, err := r.int("openings")
	if err != nil {
		return nil, err
	}
	g, err := readPosition(r)
	if err != nil {
		return nil, err
	}
	if g.Game != nil {
		if g.GamePos.Over() {
			return nil, errorf("the game is already over in the position given: a match needs moves to play")
		}
		players, _, err := readGamePlayers(r, g.Game, false)
		if err != nil {
			return nil, err
		}
		seed, _ := strconv.ParseInt(strings.TrimSpace(r.str("seed")), 10, 64)
		return &MatchRequest{GamePlayers: players, Config: play.MatchConfig{Games: n, Swap: swap, Openings: k, Seed: seed, Start: g.GamePos},
			Given: strings.TrimPrefix(describeGamePosition(g), gameTitle(g.Game)+" ")}, nil
	}
	if g.Pos.GameOver() {
		return nil, errorf("the game is already over in the position given (%s): a match needs moves to play", g.Pos.Result())
	}
	cfg, err := readConfig(r)
	if err != nil {
		return nil, err
	}
	players, _, err := readPlayers(r, cfg, g.Pos.Size(), false)
	if err != nil {
		return nil, err
	}
	given, _ := describePosition(g)
	return &MatchRequest{Players: players, GamePlayers: play.OthelloPlayers(players),
		Config: play.MatchConfig{Games: n, Swap: swap, Openings: k, Seed: cfg.Seed, Start: game.NewOthello(g.Pos, othello.Mixed{})}, Given: given}, nil
}

// MatchPlayer is one player's line of a match report.
type MatchPlayer struct {
	Spec           string  `json:"spec"`
	Wins           int     `json:"wins"`
	Losses         int     `json:"losses"`
	Draws          int     `json:"draws"`
	AvgMargin      float64 `json:"avg_margin"`
	AvgMoveSeconds float64 `json:"avg_move_seconds"`
	MaxMoveSeconds float64 `json:"max_move_seconds"`
	NodesPerSecond float64 `json:"nodes_per_second"`
	// Forfeits are the games lost by failing to answer (an external
	// engine out of time, stopped, or playing no legal move).
	Forfeits int `json:"forfeits"`
}

// MatchReport is the report of a match, and the JSON of match.
type MatchReport struct {
	Games   int           `json:"games"`
	Players []MatchPlayer `json:"players"`
	// Config and Played are the match as played, for the text report and
	// the transcripts.
	Config play.MatchConfig  `json:"-"`
	Played []play.GameRecord `json:"-"`
	Given  string            `json:"-"`
	// NoTime leaves the timings out of the text (DropTimes zeroes them).
	NoTime bool `json:"-"`
	// Lang is the language of the text.
	Lang msg.Lang `json:"-"`
	// Game names a game other than Othello ("tic-tac-toe"), empty for
	// Othello; a player's avg_margin is then its average result (+1 a
	// win, 0 a draw, -1 a loss), not a disc margin.
	Game string `json:"game,omitempty"`
}

// DropTimes zeroes the timings and speeds, so that the same match gives
// the same bytes (match --no-time).
func (rep *MatchReport) DropTimes() {
	rep.NoTime = true
	for i := range rep.Players {
		p := &rep.Players[i]
		p.AvgMoveSeconds, p.MaxMoveSeconds, p.NodesPerSecond = 0, 0, 0
	}
}

// Match plays req's games; progress hears each finished game. Stopped by
// ctx, it returns the report of the games finished and ctx's error.
func Match(ctx context.Context, req *MatchRequest, say Progress) (*MatchReport, error) {
	cfg := req.Config
	if say != nil {
		cfg.Progress = func(done, total int) { say("game %d of %d", done, total) }
	}
	stats, games, err := play.Match(ctx, req.GamePlayers[0], req.GamePlayers[1], cfg)
	if err != nil && (ctx.Err() == nil || len(games) == 0) {
		return nil, err
	}
	// Stopped (ctx): the report of the games finished, with ctx's error.
	rep := &MatchReport{Games: len(games), Config: cfg, Played: games, Given: req.Given, Lang: msg.From(ctx)}
	if _, ok := cfg.Start.(game.OthelloPosition); !ok {
		rep.Game = gameTitle(cfg.Start.Game())
	}
	for _, s := range stats {
		rep.Players = append(rep.Players, MatchPlayer{s.Spec, s.Wins, s.Losses, s.Draws, s.AvgMargin(), s.AvgMoveSeconds(), s.MaxMoveSecond, s.NodesPerSecond(), s.Forfeits})
	}
	return rep, err
}

// WriteText writes the report as a table under a line that says how the
// games were played.
func (rep *MatchReport) WriteText(w io.Writer) error {
	cfg := rep.Config
	l := rep.Lang
	// How the games begin: "from the start position", "after f5 d6",
	// "from <board string>".
	how := l.Word("from the start position")
	switch g := rep.Given; {
	case strings.HasPrefix(g, "after "):
		how = l.T("after %s", strings.TrimPrefix(g, "after "))
	case g == "from the start":
	case strings.HasPrefix(g, "from "):
		how = l.T("from %s", strings.TrimPrefix(g, "from "))
	case g != "" && g != "the start":
		how = l.T("from %s", g)
	}
	if cfg.Openings > 0 {
		seed := strconv.FormatInt(cfg.Seed, 10)
		if how == l.Word("from the start position") {
			how = l.T("from random openings of %s plies (seed %s)", strconv.Itoa(cfg.Openings), seed)
		} else {
			how = l.T("from random openings of %s plies %s (seed %s)", strconv.Itoa(cfg.Openings), how, seed)
		}
	}
	colours := l.T("%s Black in every game", rep.Players[0].Spec)
	if cfg.Swap {
		colours = l.Word("colours swapped for each opening")
	}
	what, margin := "", l.Word("avg margin")
	if rep.Game != "" {
		what, margin = l.Word(rep.Game)+", ", l.Word("avg result")
		colours = l.T("%s first to move in every game", rep.Players[0].Spec)
		if cfg.Swap {
			colours = l.Word("first move swapped for each opening")
		}
	}
	var b strings.Builder
	b.WriteString(l.T("Match: %s%s games %s, %s", what, strconv.Itoa(cfg.Games), how, colours) + "\n\n")
	rows := [][]string{{l.Word("player"), l.Word("wins"), l.Word("losses"), l.Word("draws"), margin, l.Word("avg s/move"), l.Word("max s/move"), l.Word("nodes/s")}}
	if rep.NoTime {
		rows[0] = rows[0][:5]
	}
	for _, s := range rep.Players {
		nps := "-"
		if s.NodesPerSecond > 0 {
			nps = fmt.Sprintf("%.2fM", s.NodesPerSecond/1e6)
		}
		avg := fmt.Sprintf("%+.1f", s.AvgMargin)
		if rep.Game != "" {
			avg = fmt.Sprintf("%+.2f", s.AvgMargin)
		}
		row := []string{s.Spec, fmt.Sprint(s.Wins), fmt.Sprint(s.Losses), fmt.Sprint(s.Draws), avg, fmt.Sprintf("%.4f", s.AvgMoveSeconds), fmt.Sprintf("%.4f", s.MaxMoveSeconds), nps}
		if rep.NoTime {
			row = row[:5]
		}
		rows = append(rows, row)
	}
	render.Table(&b, rows, []bool{false, true, true, true, true, true, true, true}[:len(rows[0])], false)
	for _, s := range rep.Players {
		if s.Forfeits > 0 {
			b.WriteString(l.T("%s lost %s of its games by forfeit (no answer within its time and %s of grace, stopped, or no legal move), each by the whole board; --games-out says which.",
				s.Spec, strconv.Itoa(s.Forfeits), play.GTPGrace.String()) + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteGames writes each game as a comment line and its transcript.
func (rep *MatchReport) WriteGames(w io.Writer) error {
	for i, g := range rep.Played {
		start := ""
		if s := g.Game.Start; s.String() != s.Game().Start().String() {
			start = ", from " + s.String()
		}
		op, ok := g.Game.Pos().(game.OthelloPosition)
		if !ok {
			if _, err := fmt.Fprintf(w, "# game %d: X %s, O %s%s: %s\n%s\n", i+1, g.X, g.O, start, g.Game.Result(), g.Game.Transcript()); err != nil {
				return err
			}
			continue
		}
		r := op.Pos.Result()
		if _, err := fmt.Fprintf(w, "# game %d: Black %s %d, White %s %d%s\n", i+1, g.X, r.Black, g.O, r.White, start); err != nil {
			return err
		}
		if g.Forfeit != "" {
			fmt.Fprintf(w, "# %s\n", g.Forfeit)
		}
		if _, err := fmt.Fprintln(w, g.Game.Transcript()); err != nil {
			return err
		}
	}
	return nil
}

// ParseEngine reads the parameters of EngineParams and returns a function
// that makes the engine's player afresh (GTP's clear_board), checked once.
func ParseEngine(p Params) (func() (play.Player, error), error) {
	r := newReader(p, nil, EngineParams())
	cfg, err := readConfig(r)
	if err != nil {
		return nil, err
	}
	spec := r.str("player")
	pl, err := play.ParsePlayer(spec, cfg)
	if err != nil {
		return nil, usagef("--player: %w", err)
	}
	if pl == nil {
		return nil, usagef("--player human: the engine must be a program")
	}
	pl.Close()
	return func() (play.Player, error) { return play.ParsePlayer(spec, cfg) }, nil
}

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
		return render.Text(w, s, opt)
	}
	return t.WriteFile(svg, func(out io.Writer) error { return render.Write(ctx, out, render.SVGFormat, s, opt) })
}

// Save writes g to the file name, as FormatGame writes it, through write.
func (g *Game) Save(name string, write WriteFile) error {
	text, err := FormatGame(g.Game, g.Names, name)
	if err != nil {
		return err
	}
	return write(name, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// Session plays g at the terminal t until its end, quit, or the end of the
// input: a person types moves and commands (hint, undo, tree, save, ...),
// the programs move by themselves.
func (g *Game) Session(ctx context.Context, t Terminal) error {
	s := &play.Session{
		Game: play.BoardOf(g.Game, othello.Mixed{}), Players: play.OthelloPlayers(g.Players), Names: g.Names, In: t.In, Out: t.Out,
		Diagram: game.DiagramOptions{Unicode: t.Unicode, Color: t.Color},
		Hint:    g.Hint(),
		Lang:    msg.From(ctx),
	}
	s.Explain = func(w io.Writer, p game.Position, pl play.GamePlayer, svg string) error {
		s, opt, err := explainPlayer(ctx, p, pl)
		return t.drawSearch(ctx, w, svg, s, opt, err)
	}
	s.Save = func(name string) error {
		g.Game = play.OthelloGame(s.Game)
		return g.Save(name, t.WriteFile)
	}
	defer func() { g.Game = play.OthelloGame(s.Game) }()
	return s.Run(ctx)
}

// explainPlayer draws the search pl, a searching player of any game, makes
// from p: the way tree draws it (Explain, ExplainGame).
func explainPlayer(ctx context.Context, p game.Position, pl play.GamePlayer) (*render.Search, render.Options, error) {
	switch x := pl.(type) {
	case play.OthelloPlayer:
		if spec, ok := play.DrawnSearch(x.Player); ok {
			return Explain(ctx, p.(game.OthelloPosition).Pos, spec)
		}
	case *play.GameSearcher:
		return ExplainGame(ctx, p, x)
	}
	return nil, render.Options{}, errorf("%s does not search a tree to draw", pl.Spec())
}
