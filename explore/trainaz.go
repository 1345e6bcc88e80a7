package explore

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"gametree/az"
	"gametree/game"
	"gametree/internal/msg"
	"gametree/play"
	"gametree/render"
)

// The job of gametree train az: a network for PUCT (AlphaZero's search)
// trained by self-play (package az), its strength measured as it learns.

// TrainAZParams are the parameters of train az (ParseTrainAZ).
func TrainAZParams() []Param {
	var choices []string
	for _, e := range game.Entries() {
		if g, err := game.New(e.Name, ""); err == nil {
			if _, ok := g.(game.Encoder); ok {
				choices = append(choices, e.Name)
			}
		}
	}
	d := az.Defaults(0)
	return []Param{
		str("game", choices[0], "", "the `GAME` to train a network for").oneOf(choices...),
		str("size", "", "", "the board's `SIZE`, as --size of the other commands").defaultText("the game's"),
		num("seed", 1, "", "the `SEED` of everything: the same seed, the same bytes").kind(Uint64),
		str("hidden", "", "", "`N` units in each of the two hidden layers").defaultText("64; 128 for a board of more than 32 inputs"),
		num("generations", d.Generations, "", "`N` generations, each self-play games then steps of the fit").within(1, 10000, "generations"),
		num("games", d.Games, "", "`N` self-play games a generation").within(1, 100000, "games"),
		num("simulations", d.Simulations, "", "`N` simulations of PUCT a move of self-play").within(1, 100000, "simulations"),
		num("steps", d.Steps, "", "`N` steps of gradient descent (Adam) a generation").within(1, 1000000, "steps"),
		num("batch", d.Batch, "", "`N` positions a step").within(1, 100000, "positions"),
		num("window", d.Window, "", "fit the `N` latest positions").within(1, 10000000, "positions"),
		str("rate", strconv.FormatFloat(d.Rate, 'g', -1, 64), "", "Adam's step size `R`").kind(Float),
		str("decay", strconv.FormatFloat(d.Decay, 'g', -1, 64), "", "the L2 penalty `L` on the weights").kind(Float),
		str("sampled", "", "", "choose the first `N` moves of a game in proportion to the visits, the others the most visited").defaultText("4; 8 for a board of more than 32 inputs"),
		str("noise", strconv.FormatFloat(d.Eps, 'g', -1, 64), "", "the share `E` of Dirichlet noise in the root's priors").kind(Float),
		str("cpuct", strconv.FormatFloat(d.C, 'g', -1, 64), "", "PUCT's constant `C`").kind(Float),
		num("threads", 2, "", "play on `N` threads (the network does not depend on it)").within(1, MaxThreads, "threads"),
		str("against", "", "", "measure the network's strength against the player `SPEC`").defaultText("ai:perfect where the game has it, else ai:mcts:200"),
		num("measure", 20, "", "`N` games of each measure (0: none), half of them first to move").within(0, 1000, "games"),
		num("every", 10, "", "measure every `K` generations").within(1, 10000, "generations"),
		num("measure-simulations", 0, "", "the network plays its measures with `N` simulations a move (2: the move of its highest prior)").within(0, 100000, "simulations").defaultText("--simulations"),
		dur("max-time", DefaultCompareTime, "", "refuse a training that would take more than `DURATION` (10m, 1h; 0 for no limit), priced before it starts"),
		str("max-memory", DefaultMaxMemory.String(), "", "refuse a training that would hold more memory than `SIZE` (512MiB, 4GiB), priced with its time"),
		output("", "write the network to `FILE` (required)"),
		str("plot", "", "", "draw the strength by generation in `FILE` (.svg, .png or .pdf)"),
	}
}

// TrainAZRequest is a network to train.
type TrainAZRequest struct {
	Game    game.Game
	Config  az.Config
	MaxTime time.Duration
	// MaxMemory bounds the memory the training holds at its peak, priced
	// before it starts.
	MaxMemory Bytes
	// Against is the player the measures play; Measure the games of each,
	// every Every generations.
	Against        string
	Measure, Every int
	// MeasureSims is the simulations a move of the measures (the
	// training's when 0).
	MeasureSims  int
	Output, Plot string
	PlotFormat   render.Format
}

// ParseTrainAZ reads the parameters of TrainAZParams.
func ParseTrainAZ(p Params) (*TrainAZRequest, error) {
	r := newReader(p, nil, TrainAZParams())
	req := &TrainAZRequest{Output: r.str("output"), Plot: r.str("plot")}
	if req.Output == "" {
		return nil, usagef("train az: -o FILE is required: the network to write")
	}
	name, err := r.choice("game")
	if err != nil {
		return nil, err
	}
	if req.Game, err = game.New(name, r.str("size")); err != nil {
		return nil, usagef("--size %s: %w", r.str("size"), err)
	}
	in, _ := req.Game.(game.Encoder).Encoding()
	c := az.Defaults(in)
	if err := req.readConfig(r, &c); err != nil {
		return nil, err
	}
	req.Config = c
	if err := c.Check(); err != nil {
		return nil, usagef("%w", err)
	}
	if req.PlotFormat, err = plotFormat("plot", req.Plot); err != nil {
		return nil, err
	}
	if req.MaxTime, err = readMaxTime(r); err != nil {
		return nil, err
	}
	if req.MaxMemory, err = ParseBytes(r.str("max-memory")); err != nil {
		return nil, err
	}
	return req, req.readAgainst(r)
}

// readConfig reads the training's settings into c.
func (req *TrainAZRequest) readConfig(r *reader, c *az.Config) error {
	var err error
	for _, f := range []struct {
		name string
		to   *int
	}{{"generations", &c.Generations}, {"games", &c.Games}, {"simulations", &c.Simulations}, {"steps", &c.Steps},
		{"batch", &c.Batch}, {"window", &c.Window}, {"threads", &c.Workers}, {"measure", &req.Measure}, {"every", &req.Every}, {"measure-simulations", &req.MeasureSims}} {
		if *f.to, err = r.int(f.name); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		name string
		to   *int
	}{{"hidden", &c.Hidden}, {"sampled", &c.Sampled}} {
		if s := strings.TrimSpace(r.str(f.name)); s != "" {
			if *f.to, err = strconv.Atoi(s); err != nil {
				return usagef("--%s %q: want a whole number", f.name, s)
			}
		}
	}
	for _, f := range []struct {
		name string
		to   *float64
	}{{"rate", &c.Rate}, {"decay", &c.Decay}, {"noise", &c.Eps}, {"cpuct", &c.C}} {
		if *f.to, err = r.float(f.name); err != nil {
			return err
		}
	}
	c.Seed, err = r.uint64("seed")
	return err
}

// readMaxTime reads --max-time, 0 for no limit.
func readMaxTime(r *reader) (time.Duration, error) {
	if d, err := time.ParseDuration(strings.TrimSpace(r.str("max-time"))); err == nil && d == 0 {
		return 0, nil
	}
	return r.duration("max-time")
}

// readAgainst reads the player the measures play, checked now: ai:perfect
// where the game has it, else MCTS of 200 playouts a move.
func (req *TrainAZRequest) readAgainst(r *reader) error {
	req.Against = strings.TrimSpace(r.str("against"))
	if req.Measure == 0 {
		return nil
	}
	if req.Against == "" {
		req.Against = "ai:perfect"
		if _, err := play.ParsePlayer(req.Against, req.Game, play.Config{}); err != nil {
			req.Against = "ai:mcts:200"
		}
	}
	pl, err := play.ParsePlayer(req.Against, req.Game, play.Config{})
	if err != nil {
		return usagef("--against: %w", err)
	}
	return pl.Close()
}

// TrainAZReport is a network trained and its measures.
type TrainAZReport struct {
	Net  *az.Net
	Lang msg.Lang
	// Points are the measures: the generation, and the network's score
	// against the opponent (a win 1, a draw 1/2), with its games.
	Points  []StrengthPoint
	Against string
	Game    string
	Seconds float64
	// Simulations is what the network searches a move of the measures.
	Simulations int
}

// StrengthPoint is a measure of the network's strength, and of what it
// learned where the game is small enough to judge it on every position
// (tic-tac-toe): the mean absolute error of its value (from -1 to +1)
// against the exact one, and the share of positions where its favourite
// move is one of the best (Positions is 0 otherwise).
type StrengthPoint struct {
	Generation          int
	Wins, Draws, Losses int
	Positions           int
	ValueError, Agrees  float64
}

// Score returns the share of the points won: a win 1, a draw 1/2.
func (p StrengthPoint) Score() float64 {
	return (float64(p.Wins) + float64(p.Draws)/2) / float64(max(1, p.Wins+p.Draws+p.Losses))
}

// TrainAZ prices the training, refuses it past req.MaxTime, then trains,
// saying its progress each generation and measuring the network every
// req.Every generations (and at the last).
func TrainAZ(ctx context.Context, req *TrainAZRequest, say Progress) (*TrainAZReport, error) {
	cfg := req.Config
	say("pricing the training")
	cost, err := az.Price(ctx, req.Game, cfg)
	if err != nil {
		return nil, err
	}
	if need := Bytes(cost.Memory); need > req.MaxMemory {
		return nil, &MemoryError{Need: need, Budget: req.MaxMemory, What: msg.P("the training's positions and network"),
			Hint: msg.P("a smaller --window or fewer --games, or raise --max-memory")}
	}
	if req.MaxTime > 0 && cost.Time > req.MaxTime {
		return nil, OverLimitf("the training may take about %s (%d generations of %d games), past the limit of %s (--max-time): fewer --generations, --games or --simulations, or raise --max-time",
			seconds(cost.Time.Seconds()), cfg.Generations, cfg.Games, seconds(req.MaxTime.Seconds()))
	}
	rep := &TrainAZReport{Lang: msg.From(ctx), Against: req.Against, Game: req.Game.Title(), Simulations: req.measureSims()}
	var every *everyPosition
	if req.Measure > 0 {
		say("solving every position, if there are few")
		if all, ok := allPositions(req.Game.Start()); ok {
			every = all
		}
	}
	if req.Measure > 0 { // the network before any training: the baseline
		in, acts := req.Game.(game.Encoder).Encoding()
		if err := cfgMeasure(ctx, req, rep, every, az.NewNet(req.Game.Name(), in, cfg.Hidden, acts, cfg.Seed), 0); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	price := seconds(cost.Time.Seconds())
	cfg.Progress = func(p az.Progress) {
		say("training (about %s): generation %d of %d, losses %.3f (policy) %.3f (value), %.0f s", price, p.Generation, p.Generations, p.PolicyLoss, p.ValueLoss, p.Elapsed.Seconds())
	}
	cfg.Generation = func(gen int, net *az.Net) error {
		if req.Measure == 0 || gen%req.Every != 0 && gen != cfg.Generations {
			return nil
		}
		return cfgMeasure(ctx, req, rep, every, net, gen)
	}
	if rep.Net, err = az.Train(ctx, req.Game, cfg); err != nil {
		return nil, err
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

// cfgMeasure measures net after generation gen into rep: its games, and
// every position where there are few.
func cfgMeasure(ctx context.Context, req *TrainAZRequest, rep *TrainAZReport, every *everyPosition, net *az.Net, gen int) error {
	pt, err := measure(ctx, req, net, gen)
	if err != nil {
		return err
	}
	if every != nil {
		pt.Positions = len(every.pos)
		pt.ValueError, pt.Agrees = every.judge(net)
	}
	rep.Points = append(rep.Points, pt)
	return nil
}

// measureSims is the simulations a move of the measures.
func (req *TrainAZRequest) measureSims() int {
	if req.MeasureSims == 0 {
		return req.Config.Simulations
	}
	return req.MeasureSims
}

// measure plays req.Measure games of the network (as ai:puct with the
// training's simulations) against req.Against, colours swapped.
func measure(ctx context.Context, req *TrainAZRequest, net *az.Net, gen int) (StrengthPoint, error) {
	opp, err := play.ParsePlayer(req.Against, req.Game, play.Config{Seed: int64(gen)})
	if err != nil {
		return StrengthPoint{}, err
	}
	defer opp.Close()
	me := play.NewPUCTPlayer(net, req.measureSims(), uint64(gen))
	stats, _, err := play.Match(ctx, me, opp, play.MatchConfig{Games: req.Measure, Swap: true, Openings: 1, Seed: int64(gen), Start: req.Game.Start()})
	if err != nil {
		return StrengthPoint{}, err
	}
	s := stats[0]
	return StrengthPoint{Generation: gen, Wins: s.Wins, Draws: s.Draws, Losses: s.Losses}, nil
}

// WriteNet writes the network's file.
func (rep *TrainAZReport) WriteNet(w io.Writer) error {
	b, err := rep.Net.MarshalBinary()
	if err == nil {
		_, err = w.Write(b)
	}
	return err
}

// Text is the report: the network's size, and the measures.
func (rep *TrainAZReport) Text() string {
	l := rep.Lang
	var b strings.Builder
	fmt.Fprintln(&b, l.T("Network: %d inputs, two hidden layers of %d, %d actions: %d weights.", rep.Net.Inputs, rep.Net.Hidden, rep.Net.Actions, rep.Net.Params()))
	if len(rep.Points) > 0 {
		fmt.Fprintln(&b, l.T("Strength against %s (a win 1, a draw 1/2):", rep.Against))
		table := [][]string{{l.Word("generation"), l.Word("wins"), l.Word("draws"), l.Word("losses"), l.Word("score")}}
		every := rep.Points[0].Positions > 0
		if every {
			table[0] = append(table[0], l.Word("favourite best"), l.Word("value error"))
		}
		for _, p := range rep.Points {
			row := []string{strconv.Itoa(p.Generation), strconv.Itoa(p.Wins), strconv.Itoa(p.Draws), strconv.Itoa(p.Losses), l.Decimal(fmt.Sprintf("%.2f", p.Score()))}
			if every {
				row = append(row, l.Decimal(fmt.Sprintf("%.3f", p.Agrees)), l.Decimal(fmt.Sprintf("%.3f", p.ValueError)))
			}
			table = append(table, row)
		}
		render.Table(&b, table, []bool{true, true, true, true, true, true, true}, false)
		if every {
			fmt.Fprintln(&b, l.T("On every one of the %d positions not over, solved exactly: the share where the network's favourite move is one of the best, and the mean error of its value (from -1 to +1).", rep.Points[0].Positions))
		}
	}
	return b.String()
}

// Plot draws the network's score against the opponent by generation.
func (rep *TrainAZReport) Plot(w io.Writer, f render.Format) error {
	l := rep.Lang
	s := render.Series{Name: l.T("score against %s", rep.Against)}
	agree := render.Series{Name: l.Word("favourite move best, every position")}
	verr := render.Series{Name: l.Word("value error / 2, every position")}
	for _, p := range rep.Points {
		x := float64(p.Generation)
		s.X, s.Y = append(s.X, x), append(s.Y, p.Score())
		if p.Positions > 0 {
			agree.X, agree.Y = append(agree.X, x), append(agree.Y, p.Agrees)
			verr.X, verr.Y = append(verr.X, x), append(verr.Y, p.ValueError/2)
		}
	}
	series := []render.Series{s}
	if len(agree.X) > 0 {
		series = append(series, agree, verr)
	}
	return render.SharePlot(w, orSVG(f), l.T("A network for %s, by its training", msg.P(rep.Game)), l.T("PUCT of %d simulations a move against %s; a win 1, a draw 1/2", rep.Simulations, rep.Against),
		l.Word("generation"), l.Word("share"), series)
}
