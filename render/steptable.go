package render

import (
	"encoding/csv"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"gametree/minimax"
	"gametree/tree"
)

// The whole trace of a search as a table: text, Markdown, CSV, JSON or
// LaTeX.

// TraceReport is the JSON of a trace.
type TraceReport struct {
	// Nodes is the number of nodes of the full tree, whose ids the
	// steps give.
	Nodes int        `json:"nodes"`
	Steps []TraceRow `json:"steps"`
	// Legend is the legend of the steps' pictures (step --frames).
	Legend []LegendRow `json:"legend"`
}

// Nodes returns the number of nodes of the full tree, whose ids the steps
// give (NodeID).
func (tr *Trace) Nodes() int {
	if tr.ids == nil {
		tr.ids = drawnIDs(tr.Search.visible(Options{View: Full}))
	}
	return len(tr.ids)
}

// TraceRow is one step of the trace table.
type TraceRow struct {
	Step int    `json:"step"`
	Path string `json:"path"`
	Node string `json:"node"`
	// ID is the node's id in the JSON of the full tree.
	ID    int     `json:"id"`
	Event string  `json:"event"`
	Alpha *Number `json:"alpha"`
	Beta  *Number `json:"beta"`
	Value *Number `json:"value"`
	Bound *string `json:"bound,omitempty"`
	// Vector is, under max^n, a leaf's or a returned node's utilities,
	// one a player (Value is then the root player's).
	Vector   []float64 `json:"vector,omitempty"`
	Sentence string    `json:"sentence"`
	// Iteration, Candidates, Chosen, Moves and Reward are Monte Carlo
	// tree search's: the step's iteration; a selection's children weighed
	// and the id of the one chosen; a simulation's moves; the reward for
	// MAX of a simulation and of a backpropagation.
	Iteration  int             `json:"iteration,omitempty"`
	Candidates []MCTSCandidate `json:"candidates,omitempty"`
	Chosen     *int            `json:"chosen,omitempty"`
	Moves      []string        `json:"moves,omitempty"`
	Reward     *Number         `json:"reward,omitempty"`
	// Rewards are, in a game of several players, a simulation's and a
	// backpropagation's rewards, one a player (Reward the root's
	// player's).
	Rewards []float64 `json:"rewards,omitempty"`
	// Priors are, under PUCT, an evaluation's: the network's prior of
	// each move of the node it judged.
	Priors []MCTSPrior `json:"priors,omitempty"`
}

// Row returns step k as a row of the trace table; alpha and beta are left
// out for minimax, the value is that of leaf and return events.
func (tr *Trace) Row(k int) TraceRow {
	if tr.MCTS != nil {
		return tr.mctsRow(k)
	}
	e := tr.event(k)
	t := tr.Search.Tree
	r := TraceRow{Step: k, Path: t.Path(e.Node), Node: t.Label(e.Node), ID: tr.NodeID(k), Event: tr.EventName(k), Sentence: tr.Sentence(k)}
	if tr.Search.prunes() {
		r.Alpha, r.Beta = ptr(tr.Search.number(e.Alpha)), ptr(tr.Search.number(e.Beta))
	}
	switch e.Kind {
	case minimax.BeamEvent:
		r.Alpha, r.Beta = nil, nil // the beam keeps moves by the evaluation alone
	case minimax.ProbCutEvent:
		r.Value = ptr(tr.Search.number(math.Round(e.Forward.Test.Predicted*100) / 100)) // the deep value predicted, as the sentence writes it
	case minimax.Leaf:
		r.Value = ptr(tr.Search.number(e.Value))
	case minimax.Return:
		r.Value = ptr(tr.Search.number(e.Value))
		r.Bound = ptr(e.Bound.String())
	}
	if tr.severalSteps() && r.Value != nil {
		r.Vector, r.Bound = tr.Search.vectors()[e.Node], nil
	}
	return r
}

// WriteTrace writes the whole trace as a table in one of TraceFormats:
// text (aligned columns), md (Markdown), csv, json ({"steps": [...]}) or
// tex (a booktabs table for LaTeX).
func (tr *Trace) WriteTrace(w io.Writer, format Format, ascii bool) error {
	rows := make([]TraceRow, tr.Len())
	for k := range rows {
		rows[k] = tr.Row(k + 1)
	}
	t := tr.Search.Tree
	ab := tr.Search.prunes()
	switch format {
	case JSONFormat:
		return EncodeJSON(w, TraceReport{Nodes: tr.Nodes(), Steps: rows, Legend: tr.Search.Legend(Options{Step: &Step{}})})
	case CSVFormat:
		if tr.MCTS != nil {
			return tr.mctsCSV(w, rows)
		}
		cw := csv.NewWriter(w)
		cw.Write([]string{"step", "path", "node", "event", "alpha", "beta", "value", "sentence"})
		for _, r := range rows {
			cw.Write([]string{strconv.Itoa(r.Step), r.Path, r.Node, r.Event, numText(t, r.Alpha), numText(t, r.Beta), valueCell(t, r, true), r.Sentence})
		}
		cw.Flush()
		return cw.Error()
	}
	// The tables people read (text, Markdown, TeX) are in the search's
	// language; CSV and JSON keep the names a program reads.
	s := tr.Search
	if tr.MCTS != nil {
		if format == TeXFormat {
			_, err := io.WriteString(w, tr.mctsTeX(rows))
			return err
		}
		_, err := io.WriteString(w, tr.mctsTraceTable(rows, format == MarkdownFormat))
		return err
	}
	header := s.words("step", "path", "event", "alpha", "beta", "value")
	if !ab {
		header = s.words("step", "path", "event", "value")
	}
	if format == TeXFormat {
		_, err := io.WriteString(w, texTrace(s, header, rows, ab))
		return err
	}
	table := [][]string{header}
	for _, r := range rows {
		row := []string{strconv.Itoa(r.Step), r.Path, s.word(r.Event)}
		if ab {
			row = append(row, s.decimal(numText(t, r.Alpha)), s.decimal(numText(t, r.Beta)))
		}
		table = append(table, append(row, s.decimal(valueCell(t, r, ascii))))
	}
	var b strings.Builder
	Table(&b, table, make([]bool, len(header)), format == MarkdownFormat)
	_, err := io.WriteString(w, b.String())
	return err
}

// Table writes rows, the first the header, as aligned columns (right-aligned
// where right says; widths counted in characters, not bytes), or as a
// Markdown table when md is true.
func Table(b *strings.Builder, rows [][]string, right []bool, md bool) {
	if md {
		for i, r := range rows {
			b.WriteString("| " + strings.Join(r, " | ") + " |\n")
			if i == 0 {
				seps := make([]string, len(r))
				for k := range seps {
					seps[k] = "---"
					if right[k] {
						seps[k] = "---:"
					}
				}
				b.WriteString("| " + strings.Join(seps, " | ") + " |\n")
			}
		}
		return
	}
	widths := make([]int, len(rows[0]))
	for _, r := range rows {
		for k, c := range r {
			widths[k] = max(widths[k], utf8.RuneCountInString(c))
		}
	}
	for _, r := range rows {
		var line strings.Builder
		for k, c := range r {
			pad := strings.Repeat(" ", widths[k]-utf8.RuneCountInString(c))
			if right[k] {
				line.WriteString(pad + c)
			} else {
				line.WriteString(c + pad)
			}
			if k < len(r)-1 {
				line.WriteString("  ")
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// numText writes a window bound of the table.
func numText(t *tree.Tree, v *Number) string {
	if v == nil {
		return ""
	}
	return t.FormatValue(float64(*v))
}

// valueCell writes the value of a row with its bound sign.
func valueCell(t *tree.Tree, r TraceRow, ascii bool) string {
	if r.Value == nil {
		return ""
	}
	if r.Vector != nil {
		return tree.FormatVector(r.Vector)
	}
	v := t.FormatValue(float64(*r.Value))
	if r.Bound != nil {
		switch *r.Bound {
		case "lower":
			if ascii {
				return ">= " + v
			}
			return "≥ " + v
		case "upper":
			if ascii {
				return "<= " + v
			}
			return "≤ " + v
		}
	}
	return v
}
