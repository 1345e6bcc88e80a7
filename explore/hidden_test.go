package explore

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/cfr"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/render"
	"gametree/search"
)

// The equilibrium of Kuhn poker in the application layer: CFR+ and CFR
// read from the parameters, the report's value, precision, fraction,
// strategy and curve, averaging over clairvoyance beside it, the text in
// both languages, the plot; and what is refused, with the reason.
func TestSolveEquilibrium(t *testing.T) {
	ctx := context.Background()
	req, err := ParseSolve(v("game", "kuhn", "iterations", "3000", "plot", "e.svg"), nil)
	if err != nil || !req.Equilibrium || req.Search.Name != "cfr+" || !req.Plot {
		t.Fatalf("%v %+v", err, req)
	}
	rep, err := SolveEquilibrium(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Iterations != 3000 || rep.ValueFraction != "-1/18" || math.Abs(rep.Value+1.0/18) > 1e-3 || rep.Exploitability > 1e-3 || len(rep.Strategy) != 12 || len(rep.Sets) != 12 {
		t.Errorf("%+v", rep)
	}
	if n := len(rep.Curve); n < 10 || rep.Curve[0].Iterations != 1 || rep.Curve[n-1].Iterations != 3000 || rep.Curve[n-1].Exploitability >= rep.Curve[0].Exploitability {
		t.Errorf("curve %+v", rep.Curve)
	}
	if rep.OtherName != "cfr" || len(rep.Other) != len(rep.Curve) {
		t.Errorf("the other search: %s, %d points", rep.OtherName, len(rep.Other))
	}
	if rep.Sets[0].Player != "X" || rep.Sets[11].Player != "O" {
		t.Errorf("the sets' order: %+v", rep.Sets)
	}
	text := rep.Text()
	for _, want := range []string{"Kuhn poker: the equilibrium by CFR+, 3,000 iterations", "Kuhn 1950 proves it is -1/18.", "Averaging over clairvoyance",
		"Qpb  J: b, K: p *", "*: the best move follows the hidden card", "(bluffs): J, Jp."} {
		if !strings.Contains(text, want) {
			t.Errorf("the text lacks %q:\n%s", want, text)
		}
	}
	var svg bytes.Buffer
	if err := rep.Plot(&svg); err != nil || !strings.Contains(svg.String(), ">cfr+<") {
		t.Errorf("plot: %v", err)
	}
	rep.Lang = msg.Fr
	if text := rep.Text(); !strings.Contains(text, "Poker de Kuhn : l'équilibre par CFR+, 3\u00a0000 itérations") || !strings.Contains(text, "-0,0555") {
		t.Errorf("French:\n%s", text)
	}
	vanilla, _ := ParseSolve(v("game", "kuhn", "algo", "cfr", "iterations", "200"), nil)
	if rep, err := SolveEquilibrium(ctx, vanilla); err != nil || rep.Algorithm != "cfr" || rep.Other != nil || rep.Exploitability < 1e-3 {
		t.Errorf("CFR: %v %+v", err, rep)
	}
	for _, tc := range []struct {
		vals Values
		want string
	}{
		{v("game", "kuhn", "all", ""), "--all applies to an endgame solver"},
		{v("game", "kuhn", "board", "JQ"), "solved from before the deal"},
		{v("game", "kuhn", "output", "k.pdf"), "name the file .txt or .json"},
		{v("game", "kuhn", "plot", "k.gif"), "a plot is an SVG, PNG or PDF file"},
		{v("game", "kuhn", "algo", "minimax"), "want cfr or cfr+"},
		{v("iterations", "3"), "--iterations applies to a game of hidden information"},
		{v("game", "tictactoe", "algo", "cfr"), "--algo applies to a game of hidden information"},
	} {
		if _, err := ParseSolve(tc.vals, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.vals, err, tc.want)
		}
	}
	ctxDone, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := SolveEquilibrium(ctxDone, req); err == nil {
		t.Error("a cancelled solve answered")
	}
}

// The faces whose searches would see every card refuse Kuhn poker, each
// naming itself and pointing to solve (a tree's, to the searches of a
// tree that find the equilibrium); the play page and its hint deal a
// hand by its seed (TestHandsOnThePages), and ask for it.
func TestHiddenInformationRefused(t *testing.T) {
	kuhn := v("game", "kuhn")
	if _, err := ParseTree(v("game", "kuhn", "algo", "alphabeta"), nil); err == nil || !strings.Contains(err.Error(), "alphabeta would see every card") || !strings.Contains(err.Error(), "use --algo cfr or cfr+, which find its equilibrium") {
		t.Errorf("the searches of a tree: %v", err)
	}
	for name, parse := range map[string]func() error{
		"a hint":        func() error { _, err := ParseHint(kuhn); return err },
		"the play page": func() error { _, err := ParseMove(kuhn); return err },
	} {
		if err := parse(); err == nil || !strings.Contains(err.Error(), "a hand of Kuhn poker on the pages needs --seed N") {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// A game of three players in the application layer: the play page's
// report seats the players, with the legal moves of the one to move; a
// match of three seats each player in turn, its report and its games.
func TestSeveralPlayersGames(t *testing.T) {
	ctx := context.Background()
	req, err := ParseMove(v("game", "nim3", "board", "1 2 2", "players", "human,ai:perfect,paranoid:2", "play", "1:1"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Move(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Seats) != 3 || rep.Seats[1].Name != "B" || !rep.Seats[1].ToMove || len(rep.Seats[1].Legal) == 0 || len(rep.Seats[0].Legal) != 0 || rep.Seats[2].Player != "paranoid:2" {
		t.Errorf("seats %+v", rep.Seats)
	}
	if !strings.Contains(rep.Status, "B to move (ai:perfect).") || rep.History[0].Color != "a" {
		t.Errorf("status %q, history %+v", rep.Status, rep.History)
	}
	mreq, err := ParseMatch(v("game", "nim3", "board", "2 3 4", "games", "6", "swap", "", "openings", "1", "players", "ai:perfect,paranoid:2,random"), nil)
	if err != nil {
		t.Fatal(err)
	}
	mrep, err := Match(ctx, mreq, nil)
	if err != nil || len(mrep.Players) != 3 || mrep.Games != 6 {
		t.Fatalf("%v %+v", err, mrep)
	}
	wins := 0
	for _, p := range mrep.Players {
		wins += p.Wins
	}
	if wins != 6 {
		t.Errorf("%d wins in 6 games", wins)
	}
	mrep.DropTimes()
	var b bytes.Buffer
	mrep.WriteText(&b)
	if !strings.Contains(b.String(), "Nim for three players, 6 games from random openings of 1 plies") || !strings.Contains(b.String(), "each opening played once a seat") {
		t.Errorf("the match:\n%s", b.String())
	}
	b.Reset()
	mrep.WriteGames(&b)
	if !strings.Contains(b.String(), "# game 2: A random, B ai:perfect, C paranoid:2") {
		t.Errorf("the games:\n%s", b.String())
	}
	one, _ := ParseMatch(v("game", "nim3", "board", "2 3", "games", "1", "players", "ai:perfect,paranoid:2,random"), nil)
	if rep, err := Match(ctx, one, nil); err != nil {
		t.Fatal(err)
	} else {
		b.Reset()
		rep.WriteText(&b)
		if !strings.Contains(b.String(), "from 2 3 A, ai:perfect, paranoid:2 and random seated A, B and C in every game") {
			t.Errorf("one game:\n%s", b.String())
		}
	}
}

// Kuhn poker's tree drawn whole with its equilibrium: CFR+ by default,
// each player's node named by its information set, each move's
// probability, the first player's value; the text, the DOT (the sets
// joined under the nodes, a colour each) and the JSON (each node's set,
// each set's nodes); a step and a quiz refused, with the reason.
func TestHiddenTree(t *testing.T) {
	ctx := context.Background()
	req, err := ParseTree(v("game", "kuhn", "iterations", "2000"), nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Tree(ctx, req, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.HiddenRecord() == nil || s.Tree.Len() != 55 || math.Abs(s.Value+1.0/18) > 1e-3 || s.HiddenRecord().Iterations != 2000 {
		t.Fatalf("%+v", s)
	}
	var b bytes.Buffer
	if err := render.Text(&b, s, render.Options{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Search: CFR+, 2,000 iterations, exploitability", "Result: value for X -0.056 a hand, the average strategy played; 55 nodes, 12 information sets",
		"├── JQ             X       J    1/6", "│   ├── p          O       Qp   0.77"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the text lacks %q:\n%s", want, b.String())
		}
	}
	b.Reset()
	render.DOT(&b, s, render.Options{})
	if dot := b.String(); !strings.Contains(dot, "outputorder=edgesfirst") || strings.Count(dot, "style=dashed, penwidth=1.5") != 12 || strings.Index(dot, "style=dashed") > strings.Index(dot, "n0 [") {
		t.Errorf("the DOT's joins:\n%.2000s", dot)
	}
	b.Reset()
	if err := render.JSON(&b, s, render.Options{}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		InfoSets map[string][]int `json:"infosets"`
		Nodes    []struct {
			InfoSet  string   `json:"infoset"`
			Strategy *float64 `json:"strategy"`
		}
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.InfoSets) != 12 || len(doc.Nodes) != 55 {
		t.Fatalf("%d sets, %d nodes", len(doc.InfoSets), len(doc.Nodes))
	}
	for set, ids := range doc.InfoSets {
		if len(ids) != 2 || doc.Nodes[ids[0]].InfoSet != set || doc.Nodes[ids[1]].InfoSet != set {
			t.Errorf("set %s: nodes %v", set, ids)
		}
	}
	if doc.Nodes[1].Strategy != nil || doc.Nodes[2].Strategy == nil {
		t.Errorf("a deal has no strategy, a bet has one: %v %v", doc.Nodes[1].Strategy, doc.Nodes[2].Strategy)
	}
	// Its step is CFR+'s walks, a step a walk, written as text or JSON
	// (and as the step page's pictures), refused in the formats of a
	// search's tree.
	sreq, err := ParseStep(v("game", "kuhn", "iterations", "3"), nil)
	if err != nil {
		t.Fatal(err)
	}
	steps, err := Step(ctx, sreq)
	if err != nil || steps.Len() != 6 || steps.Nodes() != 1 || steps.Source() != "Kuhn poker" || !strings.HasPrefix(steps.Sentence(1), "Iteration 1: the walk of X") {
		t.Fatalf("step: %v", err)
	}
	var text, pic bytes.Buffer
	if err := steps.WriteTrace(&text, render.TextFormat, false); err != nil || !strings.Contains(text.String(), "CFR+ stepped, iteration by iteration") {
		t.Errorf("step's text: %v\n%s", err, text.String())
	}
	if err := steps.Frame(nil, &pic, 1, render.Options{}); err != nil || !strings.Contains(pic.String(), "<svg") {
		t.Errorf("step 1's picture: %v %.80s", err, pic.String())
	}
	if err := steps.WriteTrace(&text, render.CSVFormat, false); err == nil || !strings.Contains(err.Error(), "a step through cfr+ is written as text or JSON") {
		t.Errorf("step as CSV: %v", err)
	}
	if _, err := ParseQuiz(v("game", "kuhn"), nil, nil); err == nil || !strings.Contains(err.Error(), "the quiz of Kuhn poker is drawn by its seed") {
		t.Errorf("quiz: %v", err)
	}
	for _, tc := range []struct {
		vals Values
		want string
	}{
		{v("game", "kuhn", "depth", "2"), "--depth applies to --algo minimax"},
		{v("game", "tictactoe", "algo", "cfr"), "tic-tac-toe hides nothing"},
		{v("leaves", "(1 2)", "algo", "cfr+"), "a textbook tree hides nothing"},
		{v("game", "kuhn", "iterations", "2000000"), "so a run takes at most 1,000,000 iterations"},
	} {
		req, err := ParseTree(tc.vals, nil)
		if err == nil {
			_, err = Tree(ctx, req, nil)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v, want %q", tc.vals, err, tc.want)
		}
	}
}

// A subtree where the second player moves first names the right player
// at each node, its set's, in text and JSON: O at Qp after X passed,
// X at Jpb (Leduc hold'em the same, a set each round).
func TestHiddenSubtreePlayers(t *testing.T) {
	for _, tc := range []struct {
		game, board string
		want        []string
	}{
		{"kuhn", "JQ p", []string{"root       O       Qp ", "└── b      X       Jpb "}},
		{"leduc", "JsQh c", []string{"root                               O       Qh c ", "│   ├── Jh                         X       Js cc Jh "}},
	} {
		req, err := ParseTree(v("game", tc.game, "board", tc.board, "iterations", "50"), nil)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Tree(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := render.Text(&b, s, render.Options{}); err != nil {
			t.Fatal(err)
		}
		for _, want := range tc.want {
			if !strings.Contains(b.String(), want) {
				t.Errorf("%s %s: the text lacks %q:\n%s", tc.game, tc.board, want, b.String())
			}
		}
	}
}

// compare on Kuhn poker: CFR and CFR+ side by side by their iterations,
// each exploitability falling, CFR+'s faster, beside averaging over
// clairvoyance; as text, CSV and JSON.
func TestCompareEquilibria(t *testing.T) {
	req, err := ParseCompare(v("game", "kuhn", "iterations", "1000"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), req, nil)
	if err != nil || rep.Equilibria == nil {
		t.Fatalf("%v %+v", err, rep)
	}
	c := rep.Equilibria
	n := len(c.Rows)
	if n != 10 || c.Rows[n-1].Iterations != 1000 || c.Rows[n-1].PlusExploitability >= c.Rows[n-1].CFRExploitability || c.Rows[n-1].CFRExploitability >= c.Rows[0].CFRExploitability ||
		c.ValueFraction != "-1/18" || c.Clairvoyance != 0 || strings.Join(c.ClairvoyanceSplit, " ") != "Qb Qpb" {
		t.Errorf("%+v", c)
	}
	for f, want := range map[render.Format]string{render.TextFormat: "CFR+ exploitability", render.CSVFormat: "1000,", render.JSONFormat: `"cfr_plus_exploitability"`, render.MarkdownFormat: "| iterations |"} {
		var b bytes.Buffer
		if err := rep.Write(&b, f, true); err != nil || !strings.Contains(b.String(), want) {
			t.Errorf("%s: %v\n%s", f, err, b.String())
		}
	}
	for _, vals := range []Values{v("game", "kuhn", "depth", "3"), v("game", "kuhn", "mcts", "10"), v("iterations", "10")} {
		if _, err := ParseCompare(vals, nil); err == nil {
			t.Errorf("%v: no error", vals)
		}
	}
}

// A step through CFR+ on Kuhn poker: an iteration a walk a player, each
// set's update (the strategy played, its counterfactual values summed over
// its nodes, the regrets, regret matching's next strategy), checked
// against the solver run apart; vanilla CFR's one walk; the limits.
func TestStepEquilibrium(t *testing.T) {
	ctx := context.Background()
	req, err := ParseStep(v("game", "kuhn", "iterations", "3"), nil)
	if err != nil || req.decl().Family != search.Equilibria {
		t.Fatal(err)
	}
	tr, err := StepEquilibrium(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Iterations) != 3 || len(tr.Iterations[0].Walks) != 2 || tr.Iterations[0].Walks[0].Player != "X" || len(tr.Iterations[0].Walks[0].Steps) != 6 {
		t.Fatalf("%+v", tr.Iterations[0])
	}
	if strings.Join(tr.Moves, " ") != "p b" {
		t.Errorf("moves %q, want the game's p and b", tr.Moves)
	}
	first := tr.Iterations[0].Walks[0].Steps
	var j CFRStep
	for _, st := range first {
		if st.Set == "J" {
			j = st
		}
	}
	// With the jack, against O at a half each: passing loses 5/12 of a
	// chip over the two deals (1/6 each), betting 1/6: the bet's regret
	// is 1/8 and regret matching bets next.
	if math.Abs(j.Values[0]+5.0/12) > 1e-9 || math.Abs(j.Values[1]+1.0/6) > 1e-9 || math.Abs(j.Regrets[1]-0.125) > 1e-9 || j.Next[1] != 1 || j.Played[0] != 0.5 {
		t.Errorf("J: %+v", j)
	}
	if e := tr.Iterations[2].Exploitability; e >= tr.Iterations[0].Exploitability || len(tr.Iterations[2].Average) != 12 {
		t.Errorf("exploitability %v after 3 iterations, %v after 1", e, tr.Iterations[0].Exploitability)
	}
	if text := tr.Text(); !strings.Contains(text, "Kuhn poker: CFR+ stepped") || !strings.Contains(text, "X's sets, the strategy matched anew:") || !strings.Contains(text, "after iteration 3:") {
		t.Errorf("text:\n%s", text)
	}
	vanilla, _ := ParseStep(v("game", "kuhn", "algo", "cfr", "iterations", "1"), nil)
	if tr, err := StepEquilibrium(ctx, vanilla); err != nil || len(tr.Iterations[0].Walks) != 1 || len(tr.Iterations[0].Walks[0].Steps) != 12 || !strings.Contains(tr.Text(), "Both players' sets") {
		t.Errorf("CFR: %v", err)
	}
	many, _ := ParseStep(v("game", "kuhn", "iterations", "101"), nil)
	if _, err := StepEquilibrium(ctx, many); err == nil || !strings.Contains(err.Error(), "at most 100 iterations") {
		t.Errorf("101 iterations: %v", err)
	}
}

func TestExactValue(t *testing.T) {
	for _, c := range []struct {
		v    float64
		lang msg.Lang
		want string
	}{
		{0, msg.En, "0"},
		{-1.0 / 18, msg.En, "-1/18 (-0.05556)"},
		{-1.0 / 18, msg.Fr, "-1/18 (-0,05556)"},
		{1.0 / 3, msg.En, "+1/3 (+0.33333)"},
		{2, msg.En, "+2"},
		{math.Pi, msg.En, "+3.14159"},
		{-0.000001, msg.En, "+0.00000"}, // no fraction: rounds to 0
	} {
		if got := exactValue(c.lang, c.v); got != c.want {
			t.Errorf("exactValue(%v, %v) = %q, want %q", c.lang, c.v, got, c.want)
		}
	}
}

func TestTwoLines(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want [][]string
	}{
		{[]string{"set", "next"}, [][]string{{"set", "next"}}},
		{[]string{"set", "counterfactual values", "the set's"}, [][]string{{"", "counterfactual", ""}, {"set", "values", "the set's"}}},
		{[]string{"valeurs contrefactuelles", "de l'ensemble"}, [][]string{{"valeurs", "de"}, {"contrefactuelles", "l'ensemble"}}},
		{[]string{"incontournablement"}, [][]string{{"incontournablement"}}},
	} {
		if got := twoLines(c.in, 12); !slices.EqualFunc(got, c.want, slices.Equal) {
			t.Errorf("twoLines(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// The tidy drawing of the pages joins two nodes of an information set by
// a dashed arc under their row, in its colour, where they stand next to
// each other (no node of another set between): no join crosses a node of
// another set, none lies on another. Kuhn poker's twelve sets of two
// nodes: the deals' rows (J, Q, K) and the last (Jpb, Qpb, Kpb) join
// neighbours; the sets of the middle row stand among each other's nodes.
// Every node is outlined in its set's colour.
func TestTidyDrawingJoinsInformationSets(t *testing.T) {
	req, err := ParseTree(v("game", "kuhn", "format", "svg", "layout", "tidy"), nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Tree(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := render.Write(context.Background(), &b, render.SVGFormat, s, req.Draw); err != nil {
		t.Fatal(err)
	}
	svg := b.String()
	joins := regexp.MustCompile(`<g class="join"><path [^>]* d="M[\d.]+,([\d.]+)Q[\d.]+,([\d.]+) [\d.]+,([\d.]+)"`).FindAllStringSubmatch(svg, -1)
	if len(joins) != 6 || strings.Count(svg, `<g class="join">`) != 6 {
		t.Errorf("%d joins, want 6", len(joins))
	}
	for _, j := range joins {
		if y0, cy, y1 := j[1], j[2], j[3]; y0 != y1 || cy <= y0 {
			t.Errorf("join %q: not an arc under its row", j[0])
		}
	}
	if !strings.Contains(svg, `stroke-dasharray="5,2" d="M`) || strings.Count(svg, `stroke-width="2"`) < 24 {
		t.Errorf("the sets' lines or outlines are missing")
	}
}

// Averaging over clairvoyance stepped: each deal's value is its minimax
// value with both cards seen (a minimax written apart on the game's own
// positions), the average of the six is 0 where the equilibrium gives
// -1/18, and it goes wrong at Qb and Qpb and never bluffs at J and Jp.
func TestStepClairvoyance(t *testing.T) {
	req, err := ParseStep(v("game", "kuhn", "algo", "clairvoyance"), nil)
	if err != nil || !req.SolvesEachDeal() {
		t.Fatalf("%v", err)
	}
	tr, err := StepClairvoyance(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	g, _ := game.Lookup("kuhn")
	kuhn, _ := g.New("")
	var minimax func(p game.Position) float64
	minimax = func(p game.Position) float64 {
		if p.Over() {
			return p.(game.Paid).Payoff()
		}
		best := math.Inf(1)
		if p.ToMove() == game.X {
			best = math.Inf(-1)
		}
		for _, m := range p.AppendMoves(nil) {
			v := minimax(p.Play(m))
			if p.ToMove() == game.X {
				best = math.Max(best, v)
			} else {
				best = math.Min(best, v)
			}
		}
		return best
	}
	sum := 0.0
	for _, d := range tr.Deals {
		p, err := kuhn.ParsePosition(d.Deal)
		if err != nil {
			t.Fatal(err)
		}
		if want := minimax(p); d.Value != want {
			t.Errorf("deal %s: %v, minimax %v", d.Deal, d.Value, want)
		}
		sum += d.Value
	}
	if len(tr.Deals) != 6 || sum != 0 || tr.Value != 0 || tr.Equilibrium != "-1/18" || !slices.Equal(tr.Split, []string{"Qb", "Qpb"}) || !slices.Equal(tr.Bluffs, []string{"J", "Jp"}) {
		t.Errorf("%d deals summing to %v, value %v, equilibrium %s, split %v, bluffs %v", len(tr.Deals), sum, tr.Value, tr.Equilibrium, tr.Split, tr.Bluffs)
	}
	if text := tr.Text(); !strings.Contains(text, "Averaging over clairvoyance gives X 0 a hand") || !strings.Contains(text, "Played with both cards seen: p p; X gets -1. The average so far: -1.") {
		t.Errorf("the text:\n%s", text)
	}
}

// Every row of a step through CFR or CFR+ follows from the numbers
// printed beside it: the regrets after the walk are the set's regrets
// before it plus each move's counterfactual value less the set's (vanilla
// CFR), or that clipped at 0 once for the set (CFR+, regret matching+ as
// Tammelin 2014 defines it), and the next strategy is regret matching of
// them; on Kuhn poker and Leduc hold'em, in the trace's numbers and in
// its table as printed (to its three decimals).
func TestStepRegretsFollowFromValues(t *testing.T) {
	for _, c := range []struct{ game, algo, iterations string }{
		{"kuhn", "cfr+", "4"}, {"kuhn", "cfr", "4"}, {"leduc", "cfr+", "2"}, {"leduc", "cfr", "2"},
	} {
		req, err := ParseStep(v("game", c.game, "algo", c.algo, "iterations", c.iterations), nil)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := StepEquilibrium(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		before := map[string][]float64{}
		for _, it := range tr.Iterations {
			for _, w := range it.Walks {
				for _, st := range w.Steps {
					for a := range st.Moves {
						want := st.Values[a] - st.Value
						if r := before[st.Set]; r != nil {
							want += r[a]
						}
						if c.algo == "cfr+" {
							want = max(want, 0)
						}
						if math.Abs(st.Regrets[a]-want) > 1e-9 {
							t.Errorf("%s %s, iteration %d, %s: regret of %s %v, want %v from the values %v and %v", c.game, c.algo, it.Iteration, st.Set, st.Moves[a], st.Regrets[a], want, st.Values, st.Value)
						}
					}
					before[st.Set] = st.Regrets
				}
			}
		}
		checkPrintedRegrets(t, c.game+" "+c.algo, tr.Text(), c.algo == "cfr+")
	}
}

// checkPrintedRegrets reads a step's table as printed: a row a set
// ("Qb  0.500/0.500  -0.333/0.000  -0.167  0.000/0.167  0.000/1.000"),
// or, where the sets' moves differ (Leduc hold'em), a row a move and the
// set's value under them; it checks each set's regrets against its
// values and the set's regrets before, to the table's rounding.
func checkPrintedRegrets(t *testing.T, what, text string, plus bool) {
	t.Helper()
	before := map[string][]float64{}
	rows := 0
	check := func(set string, values []float64, value float64, regrets []float64) {
		rows++
		for a := range values {
			want := values[a] - value
			if r := before[set]; r != nil {
				want += r[a]
			}
			if plus {
				want = max(want, 0)
			}
			// Each printed number is rounded to 0.0005.
			if tol := 0.0005 * float64(2+len(before[set])); math.Abs(regrets[a]-want) > tol+1e-9 {
				t.Errorf("%s, set %s: regret %v, want %v from the values %v and %v", what, set, regrets[a], want, values, value)
			}
		}
		before[set] = regrets
	}
	var set string
	var values, regrets []float64
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 6 && strings.Contains(f[1], "/") && strings.Contains(f[4], "/"):
			value, err := strconv.ParseFloat(f[3], 64)
			if vs, rs := slashed(f[2]), slashed(f[4]); err == nil && vs != nil && len(vs) == len(rs) {
				check(f[0], vs, value, rs)
			}
		case len(f) == 3 && f[0] == "the" && f[1] == "set's":
			if value, err := strconv.ParseFloat(f[2], 64); err == nil && set != "" {
				check(set, values, value, regrets)
			}
			set, values, regrets = "", nil, nil
		case len(f) >= 5 && len(f[len(f)-5]) == 1 && !strings.Contains(line, "/"):
			nums := slashed(strings.Join(f[len(f)-3:len(f)-1], "/"))
			if nums == nil {
				continue
			}
			if name := strings.Join(f[:len(f)-5], " "); name != "" {
				set = name
			}
			values, regrets = append(values, nums[0]), append(regrets, nums[1])
		}
	}
	if rows == 0 {
		t.Errorf("%s: no row of the table read:\n%s", what, text)
	}
}

// slashed reads "0.500/-0.167" as its numbers; nil if one is not a
// number.
func slashed(s string) []float64 {
	var out []float64
	for _, x := range strings.Split(s, "/") {
		v, err := strconv.ParseFloat(x, 64)
		if err != nil {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// Kuhn poker's LaTeX fits two A4 pages of whole deals (a legend line of
// 150 characters, 850 points wide, split it into fragments on six), with
// the equilibrium's probability on every move and the legend of hidden
// information, not minimax's.
func TestHiddenTeX(t *testing.T) {
	req, err := ParseTree(v("game", "kuhn", "iterations", "200", "format", "tex"), nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Tree(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	var note string
	req.Draw.Say = func(n string) { note = n }
	var b strings.Builder
	if err := render.Write(context.Background(), &b, render.TeXFormat, s, req.Draw); err != nil {
		t.Fatal(err)
	}
	tex := b.String()
	if !strings.Contains(note, "drawn on 2 pages") {
		t.Errorf("the note: %q, want 2 pages", note)
	}
	for _, want := range []string{"prob={1/6}", "prob={0.", "set Qpb", "the equilibrium's probability of the move"} {
		if !strings.Contains(tex, want) {
			t.Errorf("the LaTeX lacks %q", want)
		}
	}
	for _, not := range []string{"} & principal variation", "MAX node"} {
		if strings.Contains(tex, not) {
			t.Errorf("the LaTeX of a game of hidden information says %q", not)
		}
	}
}

// A game of hidden information declares the nodes of its whole tree
// (game.Entry.Nodes), from which solve's help says the iterations a run
// takes: the tree built has them, and the help says what a run refuses.
func TestHiddenNodesDeclared(t *testing.T) {
	for _, e := range game.Entries() {
		if !e.Hidden {
			continue
		}
		g, err := game.New(e.Name, "")
		if err != nil {
			t.Fatal(err)
		}
		inf, err := gamesearch.NewInformed(g.Start())
		if err != nil {
			t.Fatal(err)
		}
		if len(inf.Pos) != e.Nodes || inf.InfoSets() != e.InfoSets {
			t.Errorf("%s declares %d nodes and %d information sets; its tree has %d and %d", e.Name, e.Nodes, e.InfoSets, len(inf.Pos), inf.InfoSets())
		}
		_, most := cfr.Iterations(len(inf.Pos))
		if help := cfrIterationsHelp(msg.En); !strings.Contains(help, e.Title+" ") || !strings.Contains(help, "at most "+msg.En.Count(uint64(most))) {
			t.Errorf("solve's help %q: want %s's most, %d", help, e.Title, most)
		}
	}
	if help := strings.ReplaceAll(cfrIterationsHelp(msg.Fr), "\u00a0", " "); !strings.Contains(help, "poker de Kuhn 10 000 par défaut, au plus 1 000 000 ; Leduc hold'em 1 000 par défaut, au plus 5 000") {
		t.Errorf("solve's help in French: %q", help)
	}
}
