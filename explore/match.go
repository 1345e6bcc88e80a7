package explore

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/msg"
	"gametree/play"
	"gametree/render"
)

// MatchRequest is a match between two programs, of any game.
type MatchRequest struct {
	// Players play the games; the caller closes them (ClosePlayers).
	Players []play.Player
	Config  play.MatchConfig
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
	g, err := readPosition(r) // a game of hidden information: its players see their own cards
	if err != nil {
		return nil, err
	}
	if g.Pos.Over() {
		if _, counted := g.Pos.(game.Counted); counted {
			return nil, errorf("the game is already over in the position given (%s): a match needs moves to play", game.Result(g.Pos, msg.En))
		}
		return nil, errorf("the game is already over in the position given: a match needs moves to play")
	}
	players, _, err := readPlayers(r, g.Game, false)
	if err != nil {
		return nil, err
	}
	seed, _ := readSeed(r)
	return &MatchRequest{Players: players, Config: play.MatchConfig{Games: n, Swap: swap, Openings: k, Seed: seed, Start: g.Pos},
		Given: g.place()}, nil
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
	// Game names the game ("tic-tac-toe") where its players are not
	// colours, empty where they are (Othello, whose report says Black and
	// White); avg_margin is the average count margin where the game counts
	// (Othello's discs), else the average result (+1 a win, 0 a draw, -1 a
	// loss).
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
		cfg.Progress = func(done, total int) {
			if done < total {
				say("game %d of %d", done+1, total) // said from its start
			}
		}
	}
	var stats []play.PlayerStats
	var games []play.GameRecord
	var err error
	if len(req.Players) > 2 {
		stats, games, err = play.MatchSeveral(ctx, req.Players, cfg)
	} else {
		var two [2]play.PlayerStats
		two, games, err = play.Match(ctx, req.Players[0], req.Players[1], cfg)
		stats = two[:]
	}
	if err != nil && (ctx.Err() == nil || len(games) == 0) {
		return nil, err
	}
	// Stopped (ctx): the report of the games finished, with ctx's error.
	rep := &MatchReport{Games: len(games), Config: cfg, Played: games, Given: req.Given, Lang: msg.From(ctx)}
	if g := cfg.Start.Game(); !game.ColourNamed(g) {
		rep.Game = gameTitle(g)
	}
	for _, s := range stats {
		rep.Players = append(rep.Players, MatchPlayer{s.Spec, s.Wins, s.Losses, s.Draws, s.AvgMargin(), s.AvgMoveSeconds(), s.MaxMoveSecond, s.NodesPerSecond(), s.Forfeits})
	}
	return rep, err
}

// begin says how the games begin: "from the start position", "after f5
// d6", "from <board string>", from random openings.
func (rep *MatchReport) begin() string {
	cfg, l := rep.Config, rep.Lang
	how := l.Word("from the start position")
	switch g := rep.Given; {
	case strings.HasPrefix(g, "after "):
		how = l.T("after %s", strings.TrimPrefix(g, "after "))
	case g == "the start" || g == "":
	default:
		how = l.T("from %s", g)
	}
	if cfg.Openings == 0 {
		return how
	}
	seed := strconv.FormatInt(cfg.Seed, 10)
	if how == l.Word("from the start position") {
		return l.T("from random openings of %s plies (seed %s)", strconv.Itoa(cfg.Openings), seed)
	}
	return l.T("from random openings of %s plies %s (seed %s)", strconv.Itoa(cfg.Openings), how, seed)
}

// WriteText writes the report as a table under a line that says how the
// games were played.
func (rep *MatchReport) WriteText(w io.Writer) error {
	cfg := rep.Config
	l := rep.Lang
	gm := cfg.Start.Game()
	how := rep.begin()
	colours := l.T("%s %s in every game", rep.Players[0].Spec, l.Word(game.PlayerName(gm, game.X)))
	if cfg.Swap {
		colours = l.Word("colours swapped for each opening")
	}
	what, margin := "", l.Word("avg margin")
	switch {
	case game.Players(gm) > 2:
		what = l.Word(rep.Game) + ", "
		if cfg.Openings == 0 {
			how = l.T("from %s", cfg.Start.String()) // the heaps: the game's start is the position given
		}
		colours = l.T("%s seated %s in every game", severalSeats(rep.Players), l.Word(severalNames(gm)))
		if cfg.Swap {
			colours = l.Word("each opening played once a seat, the players moved one seat on each game")
		}
	case rep.Game != "":
		what = l.Word(rep.Game) + ", "
		colours = l.T("%s first to move in every game", rep.Players[0].Spec)
		if cfg.Swap {
			colours = l.Word("first move swapped for each opening")
		}
	}
	_, counted := cfg.Start.(game.Counted)
	if !counted {
		margin = l.Word("avg result")
	}
	var b strings.Builder
	games := map[bool]string{false: "Match: %s%s games %s, %s", true: "Match: %s%s game %s, %s"}[l.Singular(int64(cfg.Games))]
	b.WriteString(l.T(games, what, l.Count(uint64(cfg.Games)), how, colours) + "\n\n")
	rows := [][]string{{l.Word("player"), l.Word("wins"), l.Word("losses"), l.Word("draws"), margin, l.Word("avg s/move"), l.Word("max s/move"), l.Word("nodes/s")}}
	if rep.NoTime {
		rows[0] = rows[0][:5]
	}
	for _, s := range rep.Players {
		// Numbers as the reader writes them (0,32 in French).
		nps := "-"
		if s.NodesPerSecond > 0 {
			nps = l.T("%.2fM", s.NodesPerSecond/1e6)
		}
		avg := l.T("%+.1f", s.AvgMargin)
		if !counted {
			avg = l.T("%+.2f", s.AvgMargin)
		}
		row := []string{s.Spec, l.Count(uint64(s.Wins)), l.Count(uint64(s.Losses)), l.Count(uint64(s.Draws)), avg, l.T("%.4f", s.AvgMoveSeconds), l.T("%.4f", s.MaxMoveSeconds), nps}
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

// severalSeats lists the specs of the players of a match of several
// players, in their seats' order: "ai:perfect, paranoid:2 and random".
func severalSeats(players []MatchPlayer) string {
	specs := make([]string, len(players))
	for i, p := range players {
		specs[i] = p.Spec
	}
	return strings.Join(specs[:len(specs)-1], ", ") + " and " + specs[len(specs)-1]
}

// severalNames names the seats of g, a game of several players: "A, B
// and C".
func severalNames(g game.Game) string {
	k := game.Players(g)
	names := make([]string, k)
	for i := range names {
		names[i] = game.PlayerName(g, game.Player(i))
	}
	return strings.Join(names[:k-1], ", ") + " and " + names[k-1]
}

// WriteGames writes each game as a comment line and its transcript: the
// players' specs and, where the game counts (Othello's discs), their
// counts by colour; why a game was forfeited.
func (rep *MatchReport) WriteGames(w io.Writer) error {
	for i, g := range rep.Played {
		start := ""
		if s := g.Game.Start; s.String() != s.Game().Start().String() {
			start = ", from " + s.String()
		}
		p := g.Game.Pos()
		c, counted := p.(game.Counted)
		var err error
		if len(g.Seats) > 0 {
			gm := p.Game()
			seats := make([]string, len(g.Seats))
			for k, spec := range g.Seats {
				seats[k] = game.PlayerName(gm, game.Player(k)) + " " + spec
			}
			_, err = fmt.Fprintf(w, "# game %d: %s%s: %s\n", i+1, strings.Join(seats, ", "), start, g.Game.Result())
		} else if counted {
			gm := p.Game()
			_, err = fmt.Fprintf(w, "# game %d: %s %s %d, %s %s %d%s\n", i+1, game.PlayerName(gm, game.X), g.X, c.Count(game.X), game.PlayerName(gm, game.O), g.O, c.Count(game.O), start)
		} else {
			_, err = fmt.Fprintf(w, "# game %d: X %s, O %s%s: %s\n", i+1, g.X, g.O, start, g.Game.Result())
		}
		if err != nil {
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
