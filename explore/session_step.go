package explore

import (
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/render"
)

// MaxFrames bounds the pictures of WriteFrames: one per step.
const MaxFrames = 3000

// MaxFrameNodes bounds the nodes WriteFrames draws in all (each frame
// draws the tree so far, the nodes visited and those waiting): about a
// minute and a half on the 2-core machine, at about half a millisecond a
// node laid out. Step 442 of the depth-4 tree from Othello's start draws
// about 70,000 in all (33 s); depth 5, about 905,000 (some 7 minutes at
// that rate, not measured), is
// refused up front.
const MaxFrameNodes = 200_000

// StepTerminal is the terminal a search is stepped through at: the
// screens go to Out, the commands come from In.
type StepTerminal struct {
	In  io.Reader
	Out io.Writer
	// Terminal clears the screen between steps (Out is a terminal); Echo
	// repeats each command read (In is not a terminal, as in a script).
	Terminal, Echo bool
	// Rows and Cols fit each screen; 0 takes Size's.
	Rows, Cols int
	// Size returns the terminal's columns and rows, when it has them.
	Size func() (cols, rows int, ok bool)
}

// size returns t's size, when it has one.
func (t StepTerminal) size() (int, int, bool) {
	if t.Size == nil {
		return 0, 0, false
	}
	return t.Size()
}

// stepHelp is what ? shows.
const stepHelp = `Commands (type one, then Enter):
  Enter or n   next step (or the right arrow, one step a press)
  p            previous step (or the left arrow)
  c            go to the end
  g N          go to step N (with --algo mcts: to iteration N)
  b            show or hide the board of the current node
  q            quit
  ?            this help
`

// Run shows the screens of tr and reads commands, one a line,
// until q or the end of the input.
func (t StepTerminal) Run(tr *render.Trace, opt render.Options) error {
	st := &stepper{StepTerminal: t, tr: tr, opt: opt, k: 1, board: render.BoardAuto, lang: tr.Search.Lang}
	if err := st.show(); err != nil {
		return err
	}
	in := lines.NewReader(t.In)
	for {
		fmt.Fprint(t.Out, st.lang.Word(stepPrompt))
		text, err := in.Next()
		var tooLong *lines.TooLongError
		switch {
		case errors.As(err, &tooLong):
			fmt.Fprint(t.Out, "\n"+st.lang.T("That line is longer than %s bytes; it was skipped. ? lists the commands.", strconv.Itoa(lines.Max))+"\n")
			continue
		case err == io.EOF:
			fmt.Fprintln(t.Out)
			return nil
		case err != nil:
			fmt.Fprintln(t.Out)
			return fmt.Errorf("reading the commands: %w", err)
		}
		moved := false
		if keys := arrowKeys(text); keys != nil {
			// The arrow keys, typed before Enter: a step each.
			for _, k := range keys[:len(keys)-1] {
				r, _ := st.do([]string{k})
				moved = moved || r
			}
			text = keys[len(keys)-1]
		}
		cmd := strings.Fields(strings.ToLower(text))
		if t.Echo {
			// Echo scripted input, so the transcript reads as a session.
			fmt.Fprintln(t.Out, strings.Join(cmd, " "))
		}
		redraw, quit := st.do(cmd)
		if quit {
			return nil
		}
		redraw = redraw || moved
		if redraw {
			if err := st.show(); err != nil {
				return err
			}
		}
	}
}

// stepper is a step session under way: the step shown and the board's
// state.
type stepper struct {
	StepTerminal
	tr    *render.Trace
	opt   render.Options
	k     int
	board render.BoardChoice
	// lang is the language of the session's sentences, the search's.
	lang msg.Lang
}

// show clears the screen (or rules a line) and shows step k, fitted to
// the terminal, measured each time (it may have been resized), or to
// Rows and Cols; the last row is the prompt's.
func (st *stepper) show() error {
	if st.Terminal {
		fmt.Fprint(st.Out, "\x1b[H\x1b[2J")
	} else {
		fmt.Fprintln(st.Out, strings.Repeat("=", 72))
	}
	fit := render.Fit{Rows: st.Rows, Cols: st.Cols, Board: st.board, Keys: true}
	if w, h, ok := st.size(); ok {
		if fit.Rows == 0 {
			fit.Rows = h
		}
		if fit.Cols == 0 {
			fit.Cols = w
		}
	}
	if fit.Rows > 0 {
		fit.Rows--
	}
	return st.tr.FitScreen(st.Out, st.k, st.opt, fit)
}

// arrowKeys reads a line made of arrow keys only (as a terminal in line
// mode sends them: ESC [ C, or ESC O C) as commands, one a key: right and
// down are n, left and up p; nil for any other line.
func arrowKeys(text string) []string {
	text = strings.TrimRight(text, "\r\n ")
	var keys []string
	for len(text) >= 3 && text[0] == 0x1b && (text[1] == '[' || text[1] == 'O') {
		switch text[2] {
		case 'C', 'B':
			keys = append(keys, "n")
		case 'D', 'A':
			keys = append(keys, "p")
		default:
			return nil
		}
		text = text[3:]
	}
	if text != "" {
		return nil
	}
	return keys
}

// do runs the command cmd, saying why when it cannot; it reports whether
// the screen changed and whether the session ends.
func (st *stepper) do(cmd []string) (redraw, quit bool) {
	n := st.tr.Len()
	switch {
	case len(cmd) == 0 || cmd[0] == "n":
		if st.k == n {
			fmt.Fprintln(st.Out, st.lang.T("That was the last step (%s). p goes back, q quits.", strconv.Itoa(n)))
			return false, false
		}
		st.k++
	case cmd[0] == "p":
		if st.k == 1 {
			fmt.Fprintln(st.Out, st.lang.Word("This is the first step. n goes forward, q quits."))
			return false, false
		}
		st.k--
	case cmd[0] == "c":
		st.k = n
	case cmd[0] == "g":
		return st.goTo(cmd), false
	case cmd[0] == "b":
		if !st.tr.Search.Tree.HasBoards() {
			fmt.Fprintln(st.Out, st.lang.Word("A textbook tree has no boards: b shows the board of a game's node (Othello, tic-tac-toe, Connect Four, Nim)."))
			return false, false
		}
		if st.board == render.BoardOn {
			st.board = render.BoardOff
		} else {
			st.board = render.BoardOn
		}
	case cmd[0] == "q":
		return false, true
	case cmd[0] == "?" || cmd[0] == "h" || cmd[0] == "help":
		fmt.Fprint(st.Out, st.lang.Word(stepHelp))
		return false, false
	default:
		fmt.Fprintln(st.Out, st.lang.T("Unknown command %q; ? lists the commands.", strings.Join(cmd, " ")))
		return false, false
	}
	return true, false
}

// goTo runs g N, going to step N (to iteration N's first step in a
// search by MCTS); it reports whether it went.
func (st *stepper) goTo(cmd []string) bool {
	if its := st.tr.Iterations(); its > 0 {
		if len(cmd) != 2 {
			fmt.Fprintln(st.Out, st.lang.T("g needs an iteration number from 1 to %s, as in g 5.", strconv.Itoa(its)))
			return false
		}
		to, err := strconv.Atoi(cmd[1])
		if err != nil || to < 1 || to > its {
			fmt.Fprintln(st.Out, st.lang.T("%q is not an iteration: want a number from 1 to %s.", cmd[1], strconv.Itoa(its)))
			return false
		}
		st.k = st.tr.IterationStep(to)
		return true
	}
	n := st.tr.Len()
	if len(cmd) != 2 {
		fmt.Fprintln(st.Out, st.lang.T("g needs a step number from 1 to %s, as in g 5.", strconv.Itoa(n)))
		return false
	}
	to, err := strconv.Atoi(cmd[1])
	if err != nil || to < 1 || to > n {
		fmt.Fprintln(st.Out, st.lang.T("%q is not a step: want a number from 1 to %s.", cmd[1], strconv.Itoa(n)))
		return false
	}
	st.k = to
	return true
}

// framesPage is the page that flips through the frames: arrow keys (or
// the buttons) go back and forth, Home and End to the ends. {{TITLE}} and
// {{FRAMES}} are filled in.
//
//go:embed frames.html
var framesPage string

// WriteFrames writes an SVG per step (step-0001.svg, ...) and an
// index.html that flips through them into dir, made if need be, each file
// through write, in the language of ctx; say reports the frames written.
// A search of more than MaxFrames steps, or whose frames would draw more
// than MaxFrameNodes nodes in all, is refused before any is drawn.
func WriteFrames(ctx context.Context, tr Steps, dir string, opt render.Options, write WriteFile, say Progress) error {
	n := tr.Len()
	l := msg.From(ctx)
	if n > MaxFrames {
		return errorf("--frames: the search has %d steps, over %d; take a smaller tree or depth", n, MaxFrames)
	}
	// Each frame draws the tree so far: about half the tree, on average.
	if drawn := int64(n) * int64(tr.Nodes()) / 2; drawn > MaxFrameNodes {
		return errorf("--frames: its %d steps would draw about %s nodes in all (each step draws the tree so far), over %s; take a smaller tree or depth, or step through it in the terminal or on the /step page",
			n, msg.Count(drawn), msg.Count(MaxFrameNodes))
	}
	if say == nil {
		say = func(string, ...any) {}
	}
	defer say("")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return errorf("--frames %s: %w", dir, err)
	}
	gv, err := render.NewGraphviz(ctx)
	if err != nil {
		return err
	}
	defer gv.Close()
	type frame struct {
		File string `json:"file"`
		Text string `json:"text"`
	}
	frames := make([]frame, n)
	for k := 1; k <= n; k++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		say("drawing the frames: %d of %d", k, n)
		name := fmt.Sprintf("step-%04d.svg", k)
		if err := write(filepath.Join(dir, name), func(w io.Writer) error { return tr.Frame(gv, w, k, opt) }); err != nil {
			return err
		}
		frames[k-1] = frame{name, l.T("Step %d of %d: %s", k, n, tr.Sentence(k))}
	}
	list, err := json.Marshal(frames)
	if err != nil {
		return err
	}
	page := strings.NewReplacer(
		"{{LANG}}", l.Tag().String(),
		"{{TITLE}}", html.EscapeString(l.T("gametree step: %s", tr.Source())),
		"{{PREV}}", html.EscapeString(l.Word("previous step (left arrow)")),
		"{{NEXT}}", html.EscapeString(l.Word("next step (right arrow)")),
		"{{ALT}}", html.EscapeString(l.Word("the search tree at this step")),
		"{{FRAMES}}", string(list)).Replace(framesPage)
	if err := write(filepath.Join(dir, "index.html"), func(w io.Writer) error {
		_, err := io.WriteString(w, page)
		return err
	}); err != nil {
		return err
	}
	return nil
}

// stepPrompt is the prompt of a step session: under 80 columns in every
// language, so that the cursor stays on its line of an 80-column terminal.
const stepPrompt = "[n]ext [p]rev [c] end [g N] go [b]oard [q]uit [?] help > "
