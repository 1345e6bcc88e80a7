package explore

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/render"
)

// Writing a comparison: its table as text, Markdown, CSV or JSON, and its
// plot. Running it is compare.go.

// DropTimes sets every row's seconds to 0, so that the same input gives the
// same bytes.
func (rep *CompareReport) DropTimes() {
	for i := range rep.Rows {
		rep.Rows[i].Seconds = 0
	}
	if rep.MCTS != nil {
		for i := range rep.MCTS.Rows {
			rep.MCTS.Rows[i].Seconds = 0
		}
	}
	if rep.Forward != nil {
		for i := range rep.Forward.Rows {
			rep.Forward.Rows[i].Seconds = 0
		}
	}
	if rep.PUCT != nil {
		for i := range rep.PUCT.Rows {
			rep.PUCT.Rows[i].UCTSeconds, rep.PUCT.Rows[i].PUCTSeconds = 0, 0
		}
	}
}

// number writes a count: an integer, or a mean rounded to 2 decimals.
func number(v float64) string {
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// scoreText writes a root value: as a number, or as the game writes its
// values where a finished game scores its margin ("win +12" in Othello).
func (rep *CompareReport) scoreText(v float64) string {
	if rep.Game != nil && game.Margins(rep.Game) {
		return game.FormatValue(rep.Game, v, false)
	}
	if rep.Game != nil && game.HasChance(rep.Game) {
		// An expected value: the fraction it is ("61/18 (3.389)").
		return game.FormatExpected(v)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// scaleLines writes a note on a table's scale: fitted to 80 columns in
// text, one line in Markdown.
func scaleLines(text string, md bool) string {
	if md {
		return text
	}
	return strings.Join(lines.Wrap(text, 80, ""), "\n")
}

// WriteTable writes the rows as an aligned text table, or a Markdown one,
// under the title, then the minimal tree table; noTime leaves out the
// seconds.
func (rep *CompareReport) WriteTable(w io.Writer, md, noTime bool) error {
	var b strings.Builder
	l := rep.Lang
	header := []string{"depth", "algorithm", "ordering", "nodes", "leaves", "cutoffs", "value", "best", "seconds", "vs minimax"}
	if rep.Players > 0 {
		header[9] = "vs max^n"
	}
	for i, h := range header {
		header[i] = l.Word(h)
	}
	right := []bool{true, false, false, true, true, true, true, false, true, true}
	table := [][]string{header}
	for _, r := range rep.Rows {
		ratio := ""
		if r.VsMinimax > 0 {
			ratio = l.T("%.1f%%", r.VsMinimax)
		}
		best := r.BestMove
		if best == "" {
			best = "-"
		}
		value := rep.scoreText(r.Value)
		if r.ValueText != "" {
			value = r.ValueText
		}
		table = append(table, []string{strconv.Itoa(r.Depth), r.Algorithm, r.Ordering, l.Decimal(number(r.Nodes)), l.Decimal(number(r.Leaves)), l.Decimal(number(r.Cutoffs)),
			l.Decimal(value), best, l.T("%.3f", r.Seconds), ratio})
		if rep.Players > 0 && r.Unlike != nil {
			table[len(table)-1] = append(table[len(table)-1], fmt.Sprintf("%d/%d", *r.Unlike, max(rep.Count, 1)))
		}
	}
	if rep.Players > 0 {
		table[0], right = append(table[0], l.Word("unlike max^n")), append(right, true)
	}
	if noTime {
		for i := range table {
			table[i] = append(table[i][:8], table[i][9:]...)
		}
		right = append(right[:8], right[9:]...)
	}
	fmt.Fprintf(&b, "%s\n\n", rep.Position)
	render.Table(&b, table, right, md)
	if rep.Scale != "" {
		fmt.Fprintf(&b, "\n%s\n", scaleLines(rep.Scale, md))
	}
	if len(rep.Minimal) == 0 {
		rep.writeMCTS(&b, md, noTime)
		rep.writeForward(&b, md, noTime)
		rep.writeHorizon(&b, md)
		_, err := io.WriteString(w, b.String())
		return err
	}
	b.WriteString("\n" + l.Word("Minimal tree (Knuth and Moore): b^ceil(d/2) + b^floor(d/2) - 1 leaves, with b\nthe average branching factor (b^d is the number of leaves of the full tree),\nbeside the leaves that alpha-beta with the perfect ordering evaluated.\n") + "\n")
	mt := [][]string{{l.Word("depth"), "b", l.Word("minimal leaves"), l.Word("perfect ordering"), l.Word("perfect / minimal")}}
	for _, m := range rep.Minimal {
		ratio := "-"
		if m.Leaves > 0 {
			ratio = l.T("%.2f", m.PerMinimal)
		}
		mt = append(mt, []string{strconv.Itoa(m.Depth), l.T("%.2f", m.Branching), l.T("%.1f", m.Leaves), l.Decimal(number(m.Perfect)), ratio})
	}
	render.Table(&b, mt, []bool{true, true, true, true, true}, md)
	rep.writeMCTS(&b, md, noTime)
	rep.writeForward(&b, md, noTime)
	rep.writeHorizon(&b, md)
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteCSV writes the rows with a header line; noTime leaves out the
// seconds.
func (rep *CompareReport) WriteCSV(w io.Writer, noTime bool) error {
	c := csv.NewWriter(w)
	header := []string{"depth", "algorithm", "ordering", "nodes", "leaves", "cutoffs", "value", "best_move", "seconds"}
	if noTime {
		header = header[:8]
	}
	if rep.Players > 0 {
		header = append(header, "unlike_maxn")
	}
	// An expected value is a fraction (10/3): written exactly beside the
	// number, which a float cannot hold (3.3333333333333335).
	exact := slices.ContainsFunc(rep.Rows, func(r CompareRow) bool { return r.ValueText != "" && rep.Players == 0 })
	if exact {
		header = append(header, "value_exact")
	}
	c.Write(header)
	for _, r := range rep.Rows {
		rec := []string{strconv.Itoa(r.Depth), r.Algorithm, r.Ordering, number(r.Nodes), number(r.Leaves), number(r.Cutoffs),
			strconv.FormatFloat(r.Value, 'f', -1, 64), r.BestMove, fmt.Sprintf("%.6f", r.Seconds)}
		if noTime {
			rec = rec[:8]
		}
		if rep.Players > 0 && r.Unlike != nil {
			rec = append(rec, strconv.Itoa(*r.Unlike))
		}
		if exact {
			fraction, _, _ := strings.Cut(r.ValueText, " (")
			rec = append(rec, fraction)
		}
		c.Write(rec)
	}
	c.Flush()
	return c.Error()
}

// Plot draws the nodes against depth, one line per algorithm and ordering,
// as an SVG log plot.
func (rep *CompareReport) Plot(w io.Writer) error {
	if rep.Equilibria != nil {
		return rep.equilibriaPlot(w)
	}
	if rep.PUCT != nil {
		return rep.puctPlot(w)
	}
	var series []render.Series
	index := map[string]int{}
	for _, r := range rep.Rows {
		name := r.Algorithm + " (" + r.Ordering + ")"
		i, ok := index[name]
		if !ok {
			i = len(series)
			index[name] = i
			series = append(series, render.Series{Name: name})
		}
		series[i].X = append(series[i].X, float64(r.Depth))
		series[i].Y = append(series[i].Y, r.Nodes)
	}
	l := rep.Lang
	return render.LogPlot(w, orSVG(rep.PlotFormat), l.Word("Nodes visited by depth"), rep.Position, l.Word("depth (plies)"), l.Word("nodes visited (log scale)"), series)
}

// Write writes the report in f, one of render.TableFormats; noTime leaves
// out the seconds.
func (rep *CompareReport) Write(w io.Writer, f render.Format, noTime bool) error {
	switch {
	case f == render.JSONFormat:
		return render.EncodeJSON(w, rep)
	case rep.Equilibria != nil:
		return rep.writeEquilibria(w, f)
	case rep.PUCT != nil:
		return rep.writePUCT(w, f == render.MarkdownFormat, noTime)
	case f == render.CSVFormat:
		return rep.WriteCSV(w, noTime)
	}
	return rep.WriteTable(w, f == render.MarkdownFormat, noTime)
}
