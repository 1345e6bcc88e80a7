package main

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"gametree/othello"
	"gametree/render"
	"gametree/tree"
)

// maxCompareDepth caps compare's depths: minimax at depth 12 from the 8x8
// start visits 2 billion nodes.
const maxCompareDepth = 12

func compareCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "compare",
		Usage:     "compare the nodes minimax, alpha-beta (every ordering), PVS and ID with a table visit, depth by depth",
		UsageText: "gametree compare [position flags | --leaves TREE | --leaves-file FILE | --positions FILE] [--depth 1-8 | 2,4,6] [--eval NAME | --weights FILE] [--format text|md|csv|json] [--plot FILE.svg]",
		Description: `Runs, at each depth, minimax; alpha-beta with the natural, static, eval and
perfect orderings; fail-soft alpha-beta; PVS (NegaScout) and iterative
deepening alpha-beta with a transposition table (both with the eval ordering
on Othello trees). Each row gives the nodes visited (the root included),
the leaves evaluated, the cutoffs, the root value and best move, the seconds
and the nodes as a share of minimax's. A second table gives Knuth and
Moore's minimal tree, b^ceil(d/2) + b^floor(d/2) - 1 leaves with b the
average branching factor (b^d is the number of leaves of the full tree),
beside the leaves of the perfect ordering: perfect ordering comes close to
the minimal tree, and in uneven trees a cheaper refutation than the best
move can even take it below.

The searches stream: no tree is kept, so depth is bounded by time only
(depth 10 from the 8x8 start: seconds; depths go up to 12). The root value
must be the same for every algorithm; if it is not, compare says so and
fails. The perfect ordering's seconds leave out the full search that finds
the true values it orders by.

Examples:
   gametree compare --depth 1-8
   gametree compare --moves f5d6c3 --depth 2,4,6 --eval positional --format md
   gametree compare --leaves "((3 12 8) (2 4 6) (14 5 2))"
   gametree compare --depth 1-7 --plot nodes.svg
   gametree compare --positions openings.txt --depth 1-6 --format csv`,
		Flags: flags(positionFlags(), textbookFlags(), evalFlags(), []cli.Flag{
			&cli.StringFlag{Name: "positions", Usage: "average over the positions of `FILE`, one a line (board strings or transcripts; # comments)", Category: "Position"},
			&cli.StringFlag{Name: "depth", Value: "1-6", Usage: "the `DEPTHS`: 4, 1-8, 2,4,6 (up to 12)", Category: "Search"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "output `FORMAT`: text, md, csv or json", Category: "Output"},
			&cli.StringFlag{Name: "plot", Usage: "also draw the nodes against depth, on a log scale, as `FILE.svg`", Category: "Output"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the table to `FILE` instead of stdout", Category: "Output"},
			&cli.BoolFlag{Name: "no-time", Usage: "leave out the seconds, so that the same input gives the same bytes", Category: "Output"},
		}),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			format := strings.ToLower(c.String("format"))
			if format != "text" && format != "md" && format != "csv" && format != "json" {
				return fmt.Errorf("--format %q: want text, md, csv or json", c.String("format"))
			}
			if p := c.String("plot"); p != "" && !strings.HasSuffix(strings.ToLower(p), ".svg") {
				return fmt.Errorf("--plot %s: the plot is an SVG file; name it .svg", p)
			}
			job, err := readCompare(c, e)
			if err != nil {
				return err
			}
			say := progressOn(e)
			rows, minimal, err := job.run(say)
			say("")
			if err != nil {
				return err
			}
			noTime := c.Bool("no-time")
			if noTime {
				for i := range rows {
					rows[i].Seconds = 0
				}
			}
			if p := c.String("plot"); p != "" {
				if err := writeOutput(e, p, func(w io.Writer) error { return plotRows(w, job.title(), rows) }); err != nil {
					return err
				}
			}
			var b strings.Builder
			switch format {
			case "json":
				js, err := json.MarshalIndent(compareJSON{Position: job.title(), Rows: rows, Minimal: minimal}, "", "  ")
				if err != nil {
					return err
				}
				b.Write(append(js, '\n'))
			case "csv":
				writeCSV(&b, rows, noTime)
			case "md":
				writeTable(&b, rows, minimal, job, true, noTime)
			default:
				writeTable(&b, rows, minimal, job, false, noTime)
			}
			return writeOutput(e, c.String("output"), func(w io.Writer) error {
				_, err := io.WriteString(w, b.String())
				return err
			})
		},
	}
}

// compareJob is what compare runs: a textbook tree, or positions at depths.
type compareJob struct {
	textbook  *tree.Tree
	positions []othello.Position
	names     []string
	depths    []int
	eval      othello.Evaluator
}

// title describes the job in one line.
func (j *compareJob) title() string {
	if j.textbook != nil {
		root := "MAX"
		if !j.textbook.RootMax {
			root = "MIN"
		}
		return fmt.Sprintf("Tree %s (root %s)", j.textbook.Leaves(), root)
	}
	if len(j.positions) == 1 {
		p := j.positions[0]
		return fmt.Sprintf("Position %s (%dx%d, %s to move), eval %s", p, p.Size(), p.Size(), p.ToMove(), j.eval.Name())
	}
	return fmt.Sprintf("Mean over %d positions, eval %s", len(j.positions), j.eval.Name())
}

// isTextbook reports whether the values are plain numbers.
func (j *compareJob) isTextbook() bool { return j.textbook != nil }

// run runs the job and checks that the algorithms agree.
func (j *compareJob) run(say progress) ([]compareRow, []minimalTree, error) {
	if j.textbook != nil {
		rows, minimal := compareTextbook(j.textbook, say)
		return rows, minimal, checkAgreement(rows, "")
	}
	var all [][]compareRow
	var minimal [][]minimalTree
	for i, p := range j.positions {
		where := ""
		if len(j.positions) > 1 {
			where = fmt.Sprintf("position %d (%s), ", i+1, j.names[i])
			say("position %d of %d", i+1, len(j.positions))
		}
		rows, mt := compareOthello(p, j.eval, j.depths, say)
		if err := checkAgreement(rows, where); err != nil {
			return nil, nil, err
		}
		all = append(all, rows)
		minimal = append(minimal, mt)
	}
	mean := minimal[0]
	if len(minimal) > 1 {
		mean = make([]minimalTree, len(minimal[0]))
		for k := range mean {
			mean[k].Depth = minimal[0][k].Depth
			for _, m := range minimal {
				mean[k].Branching += m[k].Branching / float64(len(minimal))
				mean[k].Leaves += m[k].Leaves / float64(len(minimal))
			}
		}
	}
	return averageRows(all), mean, nil
}

// readCompare reads the flags of compare.
func readCompare(c *cli.Context, e *env) (*compareJob, error) {
	job := &compareJob{}
	textbook := c.IsSet("leaves") || c.IsSet("leaves-file")
	if textbook {
		if c.IsSet("leaves") && c.IsSet("leaves-file") {
			return nil, usagef("--leaves and --leaves-file both give a tree; give one of them")
		}
		for _, f := range []string{"size", "moves", "board", "position", "positions", "depth", "eval", "weights"} {
			if c.IsSet(f) {
				return nil, usagef("--%s does not apply to a textbook tree (--leaves); its depth is its own", f)
			}
		}
		text := c.String("leaves")
		if c.IsSet("leaves-file") {
			var err error
			if text, err = readInput(c.String("leaves-file"), e.stdin); err != nil {
				return nil, fmt.Errorf("--leaves-file: %w", err)
			}
		}
		root := strings.ToLower(c.String("root"))
		if root != "max" && root != "min" {
			return nil, fmt.Errorf("--root %q: want max or min", c.String("root"))
		}
		t, err := tree.ParseLeaves(text, root == "min")
		if err != nil {
			return nil, err
		}
		job.textbook = t
		return job, nil
	}
	if c.IsSet("root") {
		return nil, usagef("--root applies to textbook trees (--leaves); an Othello tree's root is the side to move")
	}
	depths, err := parseDepths(c.String("depth"), maxCompareDepth)
	if err != nil {
		return nil, err
	}
	job.depths = depths
	if c.IsSet("positions") {
		for _, f := range []string{"moves", "board", "position"} {
			if c.IsSet(f) {
				return nil, usagef("--positions and --%s both give positions; give one of them", f)
			}
		}
		size := c.Int("size")
		if err := othello.CheckSize(size); err != nil {
			return nil, fmt.Errorf("--size %d: want an even size from %d to %d", size, othello.MinSize, othello.MaxSize)
		}
		text, err := readInput(c.String("positions"), e.stdin)
		if err != nil {
			return nil, fmt.Errorf("--positions: %w", err)
		}
		sc := bufio.NewScanner(strings.NewReader(text))
		for line := 1; sc.Scan(); line++ {
			t := strings.TrimSpace(sc.Text())
			if t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			p, moves, err := parseAnyPosition(t, size)
			if err != nil {
				return nil, fmt.Errorf("--positions %s line %d: %w", c.String("positions"), line, err)
			}
			if len(moves) > 0 {
				p, _, _ = othello.Replay(p, moves)
			}
			if len(job.positions) > 0 && p.Size() != job.positions[0].Size() {
				return nil, fmt.Errorf("--positions %s line %d: a %dx%d board among %dx%d ones; give positions of one size", c.String("positions"), line, p.Size(), p.Size(), job.positions[0].Size(), job.positions[0].Size())
			}
			job.positions = append(job.positions, p)
			job.names = append(job.names, t)
		}
		if len(job.positions) == 0 {
			return nil, fmt.Errorf("--positions %s: no position in the file", c.String("positions"))
		}
	} else {
		g, err := readPosition(c, e)
		if err != nil {
			return nil, err
		}
		job.positions = []othello.Position{g.pos}
		job.names = []string{g.pos.String()}
	}
	if job.eval, err = readEval(c, e, job.positions[0].Size()); err != nil {
		return nil, err
	}
	return job, nil
}

// progressOn returns a progress reporter that writes to stderr once the
// work has taken a second, on a terminal only; say("") clears the line.
func progressOn(e *env) progress {
	if !e.errTerminal {
		return func(string, ...any) {}
	}
	start := time.Now()
	shown := false
	return func(format string, args ...any) {
		if format == "" {
			if shown {
				fmt.Fprint(e.stderr, "\r\x1b[K")
			}
			return
		}
		if time.Since(start) < time.Second {
			return
		}
		shown = true
		fmt.Fprintf(e.stderr, "\r\x1b[K%s", fmt.Sprintf(format, args...))
	}
}

// number writes a count: an integer, or a mean with one decimal.
func number(v float64) string {
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

// scoreText writes a root value: "win +12" for the scores of finished
// Othello games.
func scoreText(v float64, textbook bool) string {
	if textbook {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return tree.FormatScore(v)
}

// writeTable writes the rows as an aligned text table, or a Markdown one.
func writeTable(b *strings.Builder, rows []compareRow, minimal []minimalTree, job *compareJob, md, noTime bool) {
	header := []string{"depth", "algorithm", "ordering", "nodes", "leaves", "cutoffs", "value", "best", "seconds", "vs minimax"}
	right := []bool{true, false, false, true, true, true, true, false, true, true}
	table := [][]string{header}
	mm := map[int]float64{}
	for _, r := range rows {
		if r.Algorithm == "minimax" {
			mm[r.Depth] = r.Nodes
		}
	}
	for _, r := range rows {
		ratio := ""
		if m := mm[r.Depth]; m > 0 {
			ratio = fmt.Sprintf("%.1f%%", 100*r.Nodes/m)
		}
		best := r.BestMove
		if best == "" {
			best = "-"
		}
		table = append(table, []string{strconv.Itoa(r.Depth), r.Algorithm, r.Ordering, number(r.Nodes), number(r.Leaves), number(r.Cutoffs),
			scoreText(r.Value, job.isTextbook()), best, fmt.Sprintf("%.3f", r.Seconds), ratio})
	}
	if noTime {
		for i := range table {
			table[i] = append(table[i][:8], table[i][9])
		}
		right = append(right[:8], right[9])
	}
	fmt.Fprintf(b, "%s\n\n", job.title())
	render.Table(b, table, right, md)
	perfect := map[int]float64{}
	for _, r := range rows {
		if r.Algorithm == "alphabeta" && r.Ordering == "perfect" {
			perfect[r.Depth] = r.Leaves
		}
	}
	b.WriteString("\nMinimal tree (Knuth and Moore): b^ceil(d/2) + b^floor(d/2) - 1 leaves, with b\nthe average branching factor (b^d is the number of leaves of the full tree),\nbeside the leaves that alpha-beta with the perfect ordering evaluated.\n\n")
	mt := [][]string{{"depth", "b", "minimal leaves", "perfect ordering", "perfect / minimal"}}
	for _, m := range minimal {
		ratio := "-"
		if m.Leaves > 0 {
			ratio = fmt.Sprintf("%.2f", perfect[m.Depth]/m.Leaves)
		}
		mt = append(mt, []string{strconv.Itoa(m.Depth), fmt.Sprintf("%.2f", m.Branching), fmt.Sprintf("%.1f", m.Leaves), number(perfect[m.Depth]), ratio})
	}
	render.Table(b, mt, []bool{true, true, true, true, true}, md)
}

// writeCSV writes the rows with a header line.
func writeCSV(b *strings.Builder, rows []compareRow, noTime bool) {
	w := csv.NewWriter(b)
	header := []string{"depth", "algorithm", "ordering", "nodes", "leaves", "cutoffs", "value", "best_move", "seconds"}
	if noTime {
		header = header[:8]
	}
	w.Write(header)
	for _, r := range rows {
		rec := []string{strconv.Itoa(r.Depth), r.Algorithm, r.Ordering, number(r.Nodes), number(r.Leaves), number(r.Cutoffs),
			strconv.FormatFloat(r.Value, 'f', -1, 64), r.BestMove, fmt.Sprintf("%.6f", r.Seconds)}
		if noTime {
			rec = rec[:8]
		}
		w.Write(rec)
	}
	w.Flush()
}

// compareJSON is the JSON output of compare.
type compareJSON struct {
	Position string        `json:"position"`
	Rows     []compareRow  `json:"rows"`
	Minimal  []minimalTree `json:"minimal"`
}

// plotRows draws the nodes against depth, one line per algorithm and
// ordering.
func plotRows(w io.Writer, title string, rows []compareRow) error {
	var series []render.Series
	index := map[string]int{}
	for _, r := range rows {
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
	return render.LogPlot(w, "Nodes visited by depth", title, "depth (plies)", "nodes visited (log scale)", series)
}
