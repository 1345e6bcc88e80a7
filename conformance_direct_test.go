package main

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"gametree/az"
	"html"
	"io"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gametree/cfr"
	"gametree/explore"
	"gametree/game"
	"gametree/gamesearch"
	"gametree/internal/msg"
	"gametree/mcts"
	"gametree/tree"
)

// cellReference is what a cell's JSON must say, found without the face:
// the root's value by the textbooks' definitions (every node visited),
// or by the search's own engine run directly on the same tree with the
// same seed and iterations. For a step, Rewards is Monte Carlo tree
// search's rewards for MAX in iteration order, Exploitability CFR's
// average strategy's after the last iteration.
type cellReference struct {
	Value          any
	Rewards        []float64
	Exploitability float64
	// Equilibrium tells a reference of the equilibria's family;
	// Clairvoyance, of averaging over clairvoyance, whose Value its last
	// step tells.
	Equilibrium, Clairvoyance bool
}

// referenceOf finds the reference of search c on tree tr asked by args
// (the search's words, without the face's); ok is false where there is
// none to hold the cell to (forward pruning keeps moves unsearched; a
// search of one's own; leaves not quiet; a search that refuses the tree).
func referenceOf(t *testing.T, args []string, c explore.SearchChoice, tr []string) (cellReference, bool) {
	t.Helper()
	forward := slices.Contains(c.Takes, "beam") || slices.Contains(c.Takes, "fit")
	switch {
	case strings.Contains(tr[1], "?"), forward:
		return cellReference{}, false
	case c.Family == "visits":
		return directMCTS(t, args, tr, c.Guided)
	case c.Family == "equilibria":
		return directCFR(t, args, c)
	case !(c.Family == "windows" && c.Engine != "") && c.Family != "vectors":
		return cellReference{}, false
	}
	if request(t, args) == nil {
		return cellReference{}, false
	}
	tt := referenceTree(t, args, tr)
	if tt == nil {
		return naiveGameReference(t, args, c)
	}
	var w any
	json.Unmarshal([]byte(naiveJSON(tt, c)), &w)
	return cellReference{Value: w}, true
}

// request parses a cell's search words as the tree face reads them, or
// the step face for a search offered there alone (averaging over
// clairvoyance); nil where both refuse them or the tree face refuses
// to search the tree (alpha-beta on chance nodes).
func request(t *testing.T, args []string) *explore.TreeRequest {
	t.Helper()
	q := explore.Values{}
	for k, v := range queryOf(args) {
		q[k] = v
	}
	req, err := explore.ParseTree(q, nil)
	if err != nil {
		if req, err = explore.ParseStep(q, nil); err != nil {
			return nil
		}
		return req
	}
	if _, err := explore.Tree(context.Background(), req, nil); err != nil {
		return nil
	}
	req, _ = explore.ParseTree(q, nil) // afresh: the search may keep what it read
	return req
}

// directMCTS runs Monte Carlo tree search as the cell asks, on the tree
// the request names (a textbook tree as its leaves write it, a game's
// nodes made as the search first visits them), with the request's seed
// and iterations, and takes the root's mean reward for MAX and every
// iteration's reward.
func directMCTS(t *testing.T, args, tr []string, guided bool) (cellReference, bool) {
	t.Helper()
	req := request(t, args)
	if req == nil {
		return cellReference{}, false
	}
	var tt *tree.Tree
	if tr[0] == "--leaves" {
		var err error
		if tt, err = tree.ParseLeaves(req.Leaves, req.RootMin); err != nil || tt.HasChance() {
			return cellReference{}, false
		}
	} else {
		tt = tree.NewSparseGame(req.GamePos, req.Depth, 0)
	}
	log := &rewardLog{}
	o := *req.MCTS
	if guided { // PUCT, with the game's network
		net, err := az.Shipped(req.GamePos.Game())
		if err != nil {
			return cellReference{}, false
		}
		o.Guide = az.NewGuide(tt, net)
	}
	res, err := mcts.Search(tt, o, log)
	if err != nil {
		return cellReference{}, false
	}
	return cellReference{Value: res.MaxValue(0), Rewards: log.rewards}, true
}

// rewardLog hears the reward for MAX of each of a search's playouts.
type rewardLog struct {
	mcts.Observer
	rewards []float64
}

// Backpropagate keeps the iteration's reward for MAX.
func (l *rewardLog) Backpropagate(path []int32, reward float64) {
	l.rewards = append(l.rewards, reward)
}

// Iteration, Select, Expand and Simulate hear nothing.
func (l *rewardLog) Iteration(int)                         {}
func (l *rewardLog) Select(int32, []mcts.Candidate, int32) {}
func (l *rewardLog) Expand(int32, int32)                   {}
func (l *rewardLog) Simulate(int32, []string, float64)     {}

// directCFR runs CFR or CFR+ (as the cell's search declares) on the
// game's tree below the cell's position for the cell's iterations, and
// takes the average strategy's value for the first player and its
// exploitability; or averages over clairvoyance (cfr.Clairvoyant), the
// search of the family that takes no iterations.
func directCFR(t *testing.T, args []string, c explore.SearchChoice) (cellReference, bool) {
	t.Helper()
	req := request(t, args)
	if req == nil || req.GamePos == nil {
		return cellReference{}, false
	}
	inf, err := gamesearch.NewInformed(req.GamePos)
	if err != nil {
		return cellReference{}, false
	}
	if !slices.Contains(c.Takes, "iterations") {
		return cellReference{Value: cfr.Clairvoyant(inf).Value, Equilibrium: true, Clairvoyance: true}, true
	}
	s, err := cfr.New(inf, req.Search.Plus)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	n := req.CFRIterations
	if n == 0 {
		n, _ = cfr.Iterations(len(inf.Pos))
	}
	s.Run(n)
	avg := s.Average()
	return cellReference{Value: cfr.Value(inf, avg), Exploitability: cfr.Exploitability(inf, avg), Equilibrium: true}, true
}

// naiveGameReference is the root's value of a game tree of several
// players from the game's rules alone (naiveGame).
func naiveGameReference(t *testing.T, args []string, c explore.SearchChoice) (cellReference, bool) {
	t.Helper()
	req := request(t, args)
	if req == nil || req.GamePos == nil {
		return cellReference{}, false
	}
	root := req.GamePos.ToMove()
	v := naiveGame(req.GamePos, req.Depth, root, c.Players == "paranoid")
	if c.Players == "paranoid" {
		return cellReference{Value: v[root]}, true
	}
	w := make([]any, len(v))
	for i, x := range v {
		w[i] = x
	}
	return cellReference{Value: w}, true
}

// naiveGame is the utilities of position p searched depth plies, every
// move made, read from the game's rules alone: a finished game's
// utilities, the game's evaluation (a vector) at the depth, and above,
// max^n's choice (Luckhardt and Irani 1986: the player to move takes the
// child best for itself, the first of equals) or paranoid search's
// (Sturtevant and Korf 2000: the root's player maximizes its utility,
// every other player minimizes it).
func naiveGame(p game.Position, depth int, root game.Player, paranoid bool) []float64 {
	u := p.(game.Utilitarian)
	if p.Over() {
		return u.Utilities()
	}
	if depth == 0 {
		return u.EvaluateVector()
	}
	var best []float64
	me := p.ToMove()
	for _, m := range p.AppendMoves(nil) {
		v := naiveGame(p.Play(m), depth-1, root, paranoid)
		switch {
		case best == nil:
			best = v
		case !paranoid && v[me] > best[me], paranoid && me == root && v[root] > best[root], paranoid && me != root && v[root] < best[root]:
			best = v
		}
	}
	return best
}

// checkReference holds the JSON of a tree, a step or a compare face to
// the cell's reference: the tree's value; the step's root's last return
// (its utilities under max^n), its iterations' rewards under Monte Carlo
// tree search, the exploitability its last step tells under CFR; the
// compare's rows of the search (checkCompareRows).
func checkReference(t *testing.T, args []string, f conformanceFace, c explore.SearchChoice, ref cellReference, out string) {
	t.Helper()
	var doc struct {
		Value any `json:"value"`
		Steps []struct {
			ID     int      `json:"id"`
			Event  string   `json:"event"`
			Value  any      `json:"value"`
			Vector any      `json:"vector"`
			Reward *float64 `json:"reward"`
			Text   string   `json:"sentence"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	if f.endpoint == "compare" {
		checkCompareRows(t, args, c, out, &ref)
		return
	}
	if f.endpoint == "solve" {
		checkSolve(t, args, ref, out)
		return
	}
	if f.endpoint == "tree" {
		if !sameValue(doc.Value, ref.Value) {
			t.Errorf("%q: value %v; the search's reference gives %v", args, doc.Value, ref.Value)
		}
		return
	}
	switch {
	case ref.Clairvoyance:
		if !sameValue(doc.Value, ref.Value) {
			t.Errorf("%q: value %v; averaging over clairvoyance directly gives %v", args, doc.Value, ref.Value)
		}
		if len(doc.Steps) == 0 {
			return
		}
		last := doc.Steps[len(doc.Steps)-1].Text
		if want := fraction(ref.Value.(float64)); !strings.Contains(last, " "+want+" ") {
			t.Errorf("%q: the last step says %q; averaging over clairvoyance directly gives %s", args, last, want)
		}
	case len(doc.Steps) == 0:
		t.Errorf("%q: no steps", args)
	case ref.Equilibrium:
		last := doc.Steps[len(doc.Steps)-1].Text
		if want := strconv.FormatFloat(ref.Exploitability, 'g', 4, 64); !strings.Contains(last, want) {
			t.Errorf("%q: the last step says %q; CFR run directly leaves an exploitability of %s", args, last, want)
		}
	case ref.Rewards != nil:
		var got []float64
		for _, s := range doc.Steps {
			if s.Event == "backpropagate" && s.Reward != nil {
				got = append(got, *s.Reward)
			}
		}
		if !slices.Equal(got, ref.Rewards) {
			t.Errorf("%q: the steps' rewards %v; MCTS run directly gives %v", args, got, ref.Rewards)
		}
	default:
		for i := len(doc.Steps) - 1; i >= 0; i-- {
			if s := doc.Steps[i]; s.ID == 0 && s.Event == "return" {
				got := s.Value
				if _, vec := ref.Value.([]any); vec {
					got = s.Vector
				}
				if !sameValue(got, ref.Value) {
					t.Errorf("%q: the root returns %v; the textbooks' definition gives %v", args, got, ref.Value)
				}
				return
			}
		}
		t.Errorf("%q: no step returns the root's value", args)
	}
}

// fraction writes v as the fraction of the smallest denominator within
// 1e-9 of it ("-1/18", "0", "3"), as the steps write exact values.
func fraction(v float64) string {
	for q := 1; q <= 100000; q++ {
		if p := math.Round(v*float64(q)) + 0; math.Abs(v*float64(q)-p) < 1e-9*float64(q) {
			if p == 0 {
				return "0" // not "-0"
			}
			if q == 1 {
				return strconv.FormatFloat(p, 'f', -1, 64)
			}
			return strconv.FormatFloat(p, 'f', -1, 64) + "/" + strconv.Itoa(q)
		}
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// The references of the direct runs hold: naiveGame, a walk of Nim for
// three's rules, gives its utilities at its end, and from its start to
// three plies the utilities naiveVector (max^n on AIMA's figure 5.4,
// TestNaiveReferences) finds on the same tree built by package tree;
// MCTS's rewards, heard one an iteration, average to the root's value.
func TestDirectReferences(t *testing.T) {
	g, err := game.New("nim3", "")
	if err != nil {
		t.Skip("gametree: no Nim for three registered")
	}
	end, err := g.ParsePosition("0 0 0")
	if err != nil {
		t.Fatal(err)
	}
	if v := naiveGame(end, 3, end.ToMove(), false); !slices.Equal(v, end.(game.Utilitarian).Utilities()) {
		t.Errorf("the end of Nim for three: %v, want its utilities", v)
	}
	start := g.Start()
	tt := tree.NewGame(start, 3, 0)
	if err := tt.ExpandAll(); err != nil {
		t.Fatal(err)
	}
	if v, w := naiveGame(start, 3, start.ToMove(), false), naiveVector(tt, 0); !slices.Equal(v, w) {
		t.Errorf("Nim for three to 3 plies: %v by its rules, %v by its tree", v, w)
	}
	f52, _ := tree.ParseLeaves("((3 12 8) (2 4 6) (14 5 2))", false)
	log := &rewardLog{}
	res, err := mcts.Search(f52, mcts.Options{Iterations: 50, Exploration: mcts.DefaultExploration, Seed: 7}, log)
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	for _, r := range log.rewards {
		sum += r
	}
	if len(log.rewards) != 50 || math.Abs(sum/50-res.MaxValue(0)) > 1e-12 {
		t.Errorf("50 iterations: %d rewards of mean %v; the root's value %v", len(log.rewards), sum/50, res.MaxValue(0))
	}
}

// compareArgs are the words that ask compare of tree tr for search c's
// row: compare runs every search it offers on the tree, so the tree's
// words alone, a game's to depth 2, a game of hidden information's to
// 3 iterations of CFR.
func compareArgs(c explore.SearchChoice, tr []string) []string {
	args := append([]string{}, tr...)
	switch {
	case c.Family == "equilibria" && tr[0] == "--game":
		args = append(args, "--iterations", "3")
	case tr[0] == "--game":
		args = append(args, "--depth", "2")
	}
	return args
}

// checkCompareRows holds compare's rows of search c to the reference
// (nil for none): a search of the minimax family or of several players
// that the tree face searched exactly has its rows (the root's value, a
// vector's for the root's player); CFR's and CFR+'s last row and
// averaging over clairvoyance their values. A row names its search by
// its declared name or its engine's.
func checkCompareRows(t *testing.T, args []string, c explore.SearchChoice, out string, ref *cellReference) {
	t.Helper()
	var doc struct {
		Rows []struct {
			Algorithm string  `json:"algorithm"`
			Value     float64 `json:"value"`
		} `json:"rows"`
		Equilibria *struct {
			Rows        []map[string]float64 `json:"rows"`
			Clairvoyant float64              `json:"clairvoyance_value"`
		} `json:"equilibria"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	if ref != nil && ref.Equilibrium {
		if doc.Equilibria == nil {
			t.Errorf("%q: no equilibria in compare of a game of hidden information", args)
			return
		}
		got := doc.Equilibria.Clairvoyant
		if !ref.Clairvoyance {
			key := strings.ReplaceAll(c.Name, "+", "_plus") + "_value"
			got = doc.Equilibria.Rows[len(doc.Equilibria.Rows)-1][key]
		}
		if !sameValue(got, ref.Value) {
			t.Errorf("%q: compare gives %s %v; run directly, %v", args, c.Name, got, ref.Value)
		}
		return
	}
	// A search that is another where the tree has no chance nodes
	// (expectimax is then minimax) has that one's rows.
	names := []string{c.Name, c.Engine}
	if c.Chance == "any" && c.Otherwise != "" && !strings.Contains(out, `"expectimax"`) {
		names = append(names, c.Otherwise)
	}
	rows := 0
	for _, r := range doc.Rows {
		if !slices.Contains(names, strings.TrimSuffix(r.Algorithm, "-failhard")) {
			continue
		}
		rows++
		if ref == nil || ref.Rewards != nil {
			continue
		}
		want := ref.Value
		if v, ok := want.([]any); ok {
			want = v[rootPlayer(t, args)]
		}
		if !sameValue(r.Value, want) {
			t.Errorf("%q: compare's row of %s gives %v; the textbooks' definition, %v", args, r.Algorithm, r.Value, want)
		}
	}
	if rows == 0 && ref != nil && ref.Rewards == nil && slices.Contains(c.Faces, "compare") {
		t.Errorf("%q: %s searches this tree and compare offers it, but compare has no row of it", args, c.Name)
	}
}

// rootPlayer is the player who moves at the root of the tree args name:
// a game's player to move, a textbook tree's A.
func rootPlayer(t *testing.T, args []string) int {
	q := queryOf(args)
	if q.Get("game") == "" {
		return 0
	}
	words := []string{"--game", q.Get("game")}
	if b := q.Get("board"); b != "" {
		words = append(words, "--board", b)
	}
	return int(request(t, words).GamePos.ToMove())
}

// checkOneFile holds a one-file page's own answers to the cell's
// reference, as the server's would be: the page carries them, gzipped
// in base64 (script "offline"), by the endpoint that gave them ("tree",
// "step"); a tree page its tree, a step page its steps, and the tree
// beside them.
func checkOneFile(t *testing.T, args []string, f conformanceFace, c explore.SearchChoice, tr []string, page []byte) {
	t.Helper()
	data := offlineAnswers(t, args, page)
	ref, ok := referenceOf(t, searchArgs(c, tr), c, tr)
	if !ok {
		return
	}
	for _, face := range []string{"tree", "step"} {
		ans, found := data[face]
		if !found || string(ans) == "null" || face == "step" && !strings.Contains(string(ans), `"steps"`) {
			continue
		}
		if face == "tree" && ref.Equilibrium && ref.Clairvoyance {
			continue // a page of averaging over clairvoyance draws the game's tree as CFR solves it
		}
		checkReference(t, append(slices.Clone(args), "#"+face), conformanceFace{endpoint: face}, c, ref, string(ans))
	}
}

// offlineAnswers reads the answers a one-file page carries.
func offlineAnswers(t *testing.T, args []string, page []byte) map[string]json.RawMessage {
	t.Helper()
	const open = `<script type="application/json" id="offline">`
	i := bytes.Index(page, []byte(open))
	if i < 0 {
		t.Errorf("%q: the page carries no answers", args)
		return nil
	}
	rest := page[i+len(open):]
	var box struct {
		Data string `json:"data"`
	}
	if err := json.Unmarshal(rest[:bytes.Index(rest, []byte("</script>"))], &box); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	z, err := base64.StdEncoding.DecodeString(box.Data)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	r, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	var data map[string]json.RawMessage
	if err := json.NewDecoder(r).Decode(&data); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	return data
}

// checkSolve holds solve's JSON of a game of hidden information to CFR
// or CFR+ run directly: the average strategy's value and exploitability.
func checkSolve(t *testing.T, args []string, ref cellReference, out string) {
	t.Helper()
	if !ref.Equilibrium || ref.Clairvoyance {
		return
	}
	var doc struct {
		Value          float64 `json:"value"`
		Exploitability float64 `json:"exploitability"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	if !sameValue(doc.Value, ref.Value) || !sameValue(doc.Exploitability, ref.Exploitability) {
		t.Errorf("%q: value %v, exploitability %v; run directly, %v and %v", args, doc.Value, doc.Exploitability, ref.Value, ref.Exploitability)
	}
}

// checkTextSummary holds the text of a tree, and its drawings that
// write to standard output (DOT, SVG, LaTeX, TikZ), to its JSON, which
// the reference holds: the JSON's summary's result is a line of the
// text (whose table marks the principal variation), and is written in
// each drawing's caption, escaped as the format escapes it.
func checkTextSummary(t *testing.T, args []string, f conformanceFace, text, stderr string) {
	t.Helper()
	words := slices.Clone(args)
	for _, flag := range []string{"--format", "--show-depth"} {
		if i := slices.Index(words, flag); i >= 0 {
			words = slices.Delete(words, i, i+2)
		}
	}
	r := runApp(t, "", nil, false, append(words, "--format", "json")...)
	var doc struct {
		Summary []string `json:"summary"`
	}
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &doc) != nil {
		t.Errorf("%q: the text answered, the JSON did not: %s", args, r.stderr)
		return
	}
	if len(f.args) > 1 {
		if strings.Contains(stderr, " pages, each a node's moves") {
			return // split over pages: each captioned by its subtree
		}
		// The caption's lines as read: tags and escapes gone ("&#45;1"),
		// a wrapped line joined again.
		plain := collapse(html.UnescapeString(tags.ReplaceAllString(strings.ReplaceAll(text, "\n% ", " "), " ")))
		for _, s := range doc.Summary[:min(1, len(doc.Summary))] {
			tex := collapse(strings.NewReplacer("#", `\#`, "%", `\%`, "&", `\&`, "_", `\_`, "$", `\$`).Replace(s))
			if !strings.Contains(plain, collapse(s)) && !strings.Contains(plain, tex) {
				t.Errorf("%q: the drawing does not write %q, its JSON's result", args, s)
			}
		}
		return
	}
	lines := strings.Split(text, "\n")
	for _, s := range doc.Summary[:min(1, len(doc.Summary))] {
		if !slices.Contains(lines, s) {
			t.Errorf("%q: the text has no line %q, which its JSON's summary has:\n%.600s", args, s, text)
		}
	}
}

// quizArgs are the words that ask the quiz of tree tr: the quiz takes no
// search (it asks what the searches that grade its questions answer),
// so the tree's words alone, a game's to depth 2.
func quizArgs(tr []string) []string {
	args := append([]string{}, tr...)
	if tr[0] == "--game" {
		args = append(args, "--depth", "2")
	}
	if len(tr) == 2 && tr[1] == "othello" {
		// The default game named alone asks a random tree (gametree
		// quiz --help), which --answers cannot grade: a position.
		args = append(args, "--moves", "f5")
	}
	return args
}

// checkQuizKey holds the quiz's key to the textbooks' definitions: graded
// on no answer, the quiz says what it expects at every node, the root
// first; the root's value is the tree's by expectiminimax (minimax where
// nothing is left to chance) or, on a tree of utility vectors, max^n.
func checkQuizKey(t *testing.T, args, tr []string, out string) {
	t.Helper()
	var doc struct {
		Mistakes []struct {
			Kind     string `json:"kind"`
			Expected any    `json:"expected"`
		} `json:"mistakes"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	if len(doc.Mistakes) == 0 || doc.Mistakes[0].Kind != "value" {
		return // a quiz of no value asked (pruned leaves alone)
	}
	var ref cellReference
	ok := false
	for _, name := range []string{"expectimax", "maxn"} {
		for _, c := range explore.Searches(msg.En) {
			if c.Name == name && !ok {
				ref, ok = referenceOf(t, quizSearch(c, tr), c, tr)
			}
		}
	}
	if !ok {
		return
	}
	got := doc.Mistakes[0].Expected
	if s, isText := got.(string); isText && strings.HasPrefix(s, "(") {
		var v []any
		for _, x := range strings.Split(strings.Trim(s, "()"), ",") {
			f, _ := strconv.ParseFloat(x, 64)
			v = append(v, f)
		}
		got = v
	}
	if !sameValue(got, ref.Value) {
		t.Errorf("%q: the quiz expects %v at the root; the textbooks' definition gives %v", args, doc.Mistakes[0].Expected, ref.Value)
	}
}

// quizSearch are the words of search c on tree tr as the quiz searches
// it: a game to depth 2.
func quizSearch(c explore.SearchChoice, tr []string) []string {
	return append(quizArgs(tr), "--algo", c.Name)
}

// scormPage is the page a SCORM package holds (index.html), which
// carries the answers a one-file page does.
func scormPage(t *testing.T, args []string, pkg []byte) []byte {
	t.Helper()
	z, err := zip.NewReader(bytes.NewReader(pkg), int64(len(pkg)))
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	f, err := z.Open("index.html")
	if err != nil {
		t.Fatalf("%q: the package has no index.html: %v", args, err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	return b
}

// tags matches a tag of SVG or of DOT's HTML-like labels.
var tags = regexp.MustCompile(`<[^>]*>`)

// collapse writes every run of white space (no-break spaces too) as one
// space.
func collapse(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(s, "\u00a0", " ")), " ")
}
