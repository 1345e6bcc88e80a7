package explore

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"gametree/internal/msg"
)

// compare --mcts: MCTS beside alpha-beta on Nim 1 2 4, whose only winning
// move is 3:1; enough iterations agree with minimax; bad counts are
// refused; the plot is drawn.
func TestCompareMCTS(t *testing.T) {
	req, err := ParseCompare(v("game", "nim", "board", "1 2 4", "depth", "7", "mcts", "10,5000", "no-time", ""), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := rep.MCTS
	if c == nil || strings.Join(c.BestMoves, " ") != "3:1" || len(c.Rows) != 2 || c.Rows[1].Move != "3:1" || !c.Rows[1].Agrees || c.Rows[1].Nodes < 100 || c.AlphaBetaNodes == 0 {
		t.Fatalf("the comparison: %+v", c)
	}
	var b bytes.Buffer
	if err := rep.Write(&b, req.Format, true); err != nil || !strings.Contains(b.String(), "minimax's best moves at depth 7 are 3:1") {
		t.Errorf("the table: %v\n%s", err, b.String())
	}
	b.Reset()
	if err := rep.MCTSPlot(&b); err != nil || !strings.Contains(b.String(), "<polyline") {
		t.Errorf("the plot: %v", err)
	}
	for params, want := range map[*Values]string{
		ptrTo(v("mcts", "0")):                        "want counts from 1 to 1000000",
		ptrTo(v("mcts", "100,10")):                   "in increasing order",
		ptrTo(v("mcts", "ten")):                      "want counts from 1",
		ptrTo(v("mcts-plot", "m.svg")):               "--mcts-plot draws the runs of --mcts",
		ptrTo(v("mcts", "10", "mcts-plot", "m.gif")): "name it .svg, .png or .pdf",
		ptrTo(v("mcts", "10", "positions", "p.txt")): "leave --positions out",
	} {
		if _, err := ParseCompare(*params, nil); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v, want %q", *params, err, want)
		}
	}
}

// compare on a tree with chance nodes runs expectimax, Star1 and Star2, with
// the same value; MCTS is refused there.
func TestCompareChance(t *testing.T) {
	req, err := ParseCompare(v("leaves", "({1/2: 3, 1/2: 4} {1/2: 0, 1/2: 1})"), nil)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), req, nil)
	if err != nil || len(rep.Rows) != 3 || rep.Rows[0].Algorithm != "expectimax" || rep.Rows[1].Algorithm != "star1" || rep.Rows[2].Algorithm != "star2" || rep.Rows[2].Value != 3.5 ||
		rep.Rows[0].Value != 3.5 || rep.Rows[1].Value != 3.5 || rep.Rows[1].Cutoffs != 1 || rep.Rows[1].Nodes >= rep.Rows[0].Nodes {
		t.Fatalf("the rows: %+v, %v", rep.Rows, err)
	}
	req, _ = ParseCompare(v("leaves", "({1/2: 3, 1/2: 4} 1)", "mcts", "10"), nil)
	if _, err := Compare(context.Background(), req, nil); err == nil || !strings.Contains(err.Error(), "which mcts does not know") {
		t.Errorf("MCTS on chance nodes: %v", err)
	}
}

// compare says each table's scale: minimax's values on the tree's own
// scale, MCTS's mean reward for MAX from 0 to 1 beside them, in the
// text, the Markdown and the JSON (it put 0.283 beside 3 with no word).
func TestCompareScales(t *testing.T) {
	req, err := ParseCompare(v("leaves", "((3 12 8) (2 4 6) (14 5 2))", "mcts", "10"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Scale != "value: the root's value for MAX, on the scale of the tree's leaves, from 2 to 14" ||
		rep.MCTS.Scale != "Monte Carlo tree search: its mean reward for MAX, from 0 (the smallest leaf, 2) to 1 (the largest, 14), not on minimax's scale" {
		t.Errorf("scales %q, %q", rep.Scale, rep.MCTS.Scale)
	}
	var b strings.Builder
	if err := rep.WriteTable(&b, false, true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "\nvalue: the root's value for MAX, on the scale of the tree's leaves, from 2 to 14\n") || !strings.Contains(b.String(), "not on minimax's scale") {
		t.Errorf("the text:\n%s", b.String())
	}
	req, err = ParseCompare(v("game", "tictactoe", "moves", "b2a1", "depth", "2", "mcts", "10"), testFiles)
	if err != nil {
		t.Fatal(err)
	}
	if rep, err = Compare(msg.With(context.Background(), msg.Fr), req, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(rep.Scale, "valeur : la valeur de la racine pour le joueur au trait, sur l'échelle propre à morpion") ||
		rep.MCTS.Scale != "recherche arborescente Monte-Carlo : sa récompense moyenne pour MAX, de 0 (MAX perd) à 1 (MAX gagne), pas sur l'échelle du minimax" {
		t.Errorf("French scales %q, %q", rep.Scale, rep.MCTS.Scale)
	}
}

// compare writes an expected value as the fraction it is, without the
// noise of its sum: 5 and 10/3 for Pig to 20, in the CSV and the JSON,
// where they were 4.999999999999999 and 3.333333333333333.
func TestCompareExactValues(t *testing.T) {
	for _, c := range []struct {
		depth string
		value float64
		text  string
	}{{"4", 5, "5"}, {"2", 10.0 / 3, "10/3 (3.333)"}} {
		req, err := ParseCompare(v("game", "pig", "goal", "20", "depth", c.depth), testFiles)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Compare(context.Background(), req, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rep.Rows {
			if r.Value != c.value || r.ValueText != c.text {
				t.Errorf("depth %s, %s: %v %q, want %v %q", c.depth, r.Algorithm, r.Value, r.ValueText, c.value, c.text)
			}
		}
		var b strings.Builder
		rep.WriteCSV(&b, true)
		if strings.Contains(b.String(), "99999") || strings.Contains(b.String(), "33333333") && c.value != 10.0/3 {
			t.Errorf("depth %s CSV:\n%s", c.depth, b.String())
		}
	}
}
