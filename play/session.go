package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/othello"
	"gametree/tree"
)

// Session is a game at a terminal: people type their moves and commands,
// the other players move by themselves. It writes to Out and reads from In,
// one line at a time, so a script can drive it as well as a person.
type Session struct {
	Game *Game
	// Players holds the player of each colour; nil is a person.
	Players [2]Player
	// Names holds the spec of each colour ("human", "ai:medium").
	Names [2]string
	In    io.Reader
	Out   io.Writer
	// Diagram chooses how boards are drawn.
	Diagram othello.DiagramOptions
	// Hint is the player whose move "hint" shows.
	Hint Player
	// Explain draws a search as a tree: as text to w, or as an SVG file
	// when svg is not empty.
	Explain func(w io.Writer, p othello.Position, spec SearchSpec, svg string) error
	// Save writes the game to the file name (a transcript, or GGF when the
	// name ends in .ggf).
	Save func(name string) error
	// Lang is the language of the session's sentences.
	Lang msg.Lang

	ctx  context.Context // Run's, for the searches of hint
	last struct {
		pos  othello.Position
		spec SearchSpec
		who  string
		ok   bool
	}
}

// sessionHelp is what help shows.
const sessionHelp = `Type a square to play it (d3, any case), or a command:
  hint         what the computer would play here, and its value
  undo         take back your last move (and the replies to it)
  moves        list the legal moves
  tree         show the computer's last search as a tree
  tree F.svg   the same, drawn into the file F.svg
  save FILE    save the game (a transcript, or GGF if FILE ends in .ggf)
  quit         stop the game
  help         this help
`

// Run plays until the game is over, quit, or the end of the input; a
// program's search gives up when ctx is done.
func (s *Session) Run(ctx context.Context) error {
	s.ctx = ctx
	in := lines.NewReader(s.In)
	s.show()
	for {
		g := s.Game
		p := g.Pos()
		if p.GameOver() {
			s.finish("")
			return nil
		}
		turn := p.ToMove()
		if p.MustPass() {
			fmt.Fprintln(s.Out, s.Lang.T("%s (%s) has no legal move and passes.", s.Lang.Word(turn.String()), s.Names[turn]))
			g.Play(othello.Pass)
			if !g.Pos().GameOver() {
				// The board again, with the legal moves of the side to
				// move now.
				s.show()
			}
			continue
		}
		if pl := s.Players[turn]; pl != nil {
			mv, err := pl.Choose(ctx, g)
			if err != nil {
				return err
			}
			if err := g.Play(mv.Square); err != nil {
				return errorf("%s chose an illegal move: %w", s.Names[turn], err)
			}
			s.remember(p, pl)
			fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("%s (%s) plays %s%s.", s.Lang.Word(turn.String()), s.Names[turn], mv.Square.String(), DescribeMoveIn(mv, turn, s.Lang)), 79))
			s.show()
			continue
		}
		text, skip, stop, err := readLine(in, s.Out, s.Lang, s.Lang.T("%s (%s) to move> ", s.Lang.Word(turn.String()), turn.Symbol()), s.Lang.T("a square such as %s", firstMove(p)))
		if skip {
			continue
		}
		if stop != "" {
			s.finish(stop)
			return err
		}
		if done := s.command(strings.TrimSpace(text), turn); done {
			s.finish(s.Lang.Word("You stopped the game."))
			return nil
		}
	}
}

// readLine prompts and reads the line a person types. skip tells that the
// line was too long and was skipped (the person is told, with example, what
// to type); a stop that is not empty says why the session stops: the end
// of the input (err nil) or a read error (err).
func readLine(in *lines.Reader, out io.Writer, l msg.Lang, prompt, example string) (text string, skip bool, stop string, err error) {
	fmt.Fprint(out, prompt)
	text, err = in.Next()
	var tooLong *lines.TooLongError
	switch {
	case errors.As(err, &tooLong):
		fmt.Fprint(out, "\n"+l.T("That line is longer than %s bytes; it was skipped. Type %s, or help.", strconv.Itoa(lines.Max), example)+"\n")
		return "", true, "", nil
	case err == io.EOF:
		fmt.Fprintln(out)
		return "", false, l.Word("The input ended: the game stops here."), nil
	case err != nil:
		fmt.Fprintln(out)
		return "", false, l.Word("The input could not be read: the game stops here."), err
	}
	return text, false, "", nil
}

// command runs one line typed by the person playing turn; it reports
// whether the session is to stop.
func (s *Session) command(line string, turn othello.Color) bool {
	g := s.Game
	p := g.Pos()
	fields := strings.Fields(line)
	if len(fields) == 0 {
		fmt.Fprintln(s.Out, s.Lang.T("Type a square such as %s, or help.", firstMove(p)))
		return false
	}
	switch strings.ToLower(fields[0]) {
	case "quit", "exit", "q":
		return true
	case "help", "?", "h":
		fmt.Fprint(s.Out, s.Lang.Word(sessionHelp))
	case "moves":
		fmt.Fprintln(s.Out, s.Lang.T("Legal moves: %s", legalText(p)))
	case "hint":
		s.hint()
	case "undo":
		s.undo(turn)
	case "tree":
		svg := ""
		if len(fields) > 1 {
			svg = fields[1]
		}
		s.tree(svg)
	case "save":
		saveTo(s.Out, s.Lang, fields, s.Save, "save needs a file name, such as save game.txt or save game.ggf.")
	default:
		m, err := othello.ParseSquare(fields[0])
		if err != nil || len(fields) > 1 {
			fmt.Fprintln(s.Out, s.Lang.T("%q is neither a move nor a command: type a square such as %s, or help.", line, firstMove(p)))
			return false
		}
		if err := g.Play(m); err != nil {
			fmt.Fprintln(s.Out, capitalize(s.Lang.Error(err)))
			return false
		}
		s.show()
	}
	return false
}

// firstMove names a legal move for the examples of the messages.
func firstMove(p othello.Position) string {
	if m := p.MoveList(); len(m) > 0 {
		return m[0].String()
	}
	return "d3"
}

// capitalize upper-cases the first letter of a message.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// remember keeps the search a searching player just made, for "tree".
func (s *Session) remember(p othello.Position, pl Player) {
	if spec, ok := DrawnSearch(pl); ok {
		s.last.pos, s.last.spec, s.last.who, s.last.ok = p, spec, pl.Spec(), true
	}
}

// hint shows the exact scores of the moves when the position solves in
// about a second, else what the hint player would play.
func (s *Session) hint() {
	p := s.Game.Pos()
	if res, ok := ExactHint(s.ctx, p); ok {
		fmt.Fprintln(s.Out, s.Lang.T("Hint: %s.", HintTextIn(res, p.ToMove(), s.Lang)))
		return
	}
	if s.Hint == nil {
		fmt.Fprintln(s.Out, s.Lang.Word("No hint here."))
		return
	}
	mv, err := s.Hint.Choose(s.ctx, s.Game)
	if err != nil {
		fmt.Fprintln(s.Out, s.Lang.T("No hint: %s", s.Lang.Error(err)))
		return
	}
	fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("Hint: %s would play %s%s.", s.Hint.Spec(), mv.Square.String(), DescribeMoveIn(mv, s.Game.Pos().ToMove(), s.Lang)), 79))
}

// undo takes back moves until it is turn's player's move again, one of
// theirs undone.
func (s *Session) undo(turn othello.Color) {
	g := s.Game
	n := len(g.Moves)
	for k := n - 1; k >= 0; k-- {
		p := g.positions[k]
		if p.ToMove() == turn && g.Moves[k] != othello.Pass {
			for len(g.Moves) > k {
				g.Undo()
			}
			fmt.Fprintln(s.Out, s.Lang.T("Took back %s move(s).", strconv.Itoa(n-k)))
			s.show()
			return
		}
	}
	fmt.Fprintln(s.Out, s.Lang.Word("Nothing to undo: you have not moved yet."))
}

// tree draws the computer's last search.
func (s *Session) tree(svg string) {
	drawLast(s.Out, s.Lang, s.last.ok && s.Explain != nil, s.last.who, svg, func(svg string) error {
		return s.Explain(s.Out, s.last.pos, s.last.spec, svg)
	})
}

// saveTo runs "save FILE" (fields are the command's words) through save,
// nil when saving is not available; usage says what save needs.
func saveTo(out io.Writer, l msg.Lang, fields []string, save func(string) error, usage string) {
	switch {
	case len(fields) != 2:
		fmt.Fprintln(out, l.Word(usage))
	case save == nil:
		fmt.Fprintln(out, l.Word("Saving is not available here."))
	default:
		if err := save(fields[1]); err != nil {
			fmt.Fprintln(out, l.T("Could not save: %s", l.Error(err)))
		} else {
			fmt.Fprintln(out, l.T("Saved the game to %s.", fields[1]))
		}
	}
}

// drawLast runs "tree [F.svg]": the last search of who, when there is one
// (have), drawn by draw as text to out or into the SVG file svg.
func drawLast(out io.Writer, l msg.Lang, have bool, who, svg string, draw func(svg string) error) {
	if !have {
		fmt.Fprintln(out, l.Word("No search to show: the computer has not searched a move yet."))
		return
	}
	if svg != "" && !strings.HasSuffix(strings.ToLower(svg), ".svg") {
		fmt.Fprintln(out, l.Word("tree draws into an SVG file: name it .svg, as in tree search.svg."))
		return
	}
	fmt.Fprintln(out, l.T("The search of %s before its last move:", who))
	if err := draw(svg); err != nil {
		fmt.Fprintln(out, l.T("Could not draw it: %s", l.Error(err)))
		return
	}
	if svg != "" {
		fmt.Fprintln(out, l.T("Drew it into %s.", svg))
	}
}

// show prints the board and the state of the game.
func (s *Session) show() {
	g := s.Game
	p := g.Pos()
	opt := s.Diagram
	opt.Lang = s.Lang
	if n := len(g.Moves); n > 0 && g.Moves[n-1] >= 0 {
		opt.Last = opt.Last.With(g.Moves[n-1]) // outlined: [●]
	}
	fmt.Fprint(s.Out, p.Diagram(opt))
	fmt.Fprintln(s.Out, s.Lang.T("Black (X): %s, White (O): %s", s.Names[0], s.Names[1]))
	if len(g.Moves) > 0 {
		fmt.Fprintln(s.Out, s.Lang.T("Moves so far (%s): %s", strconv.Itoa(len(g.Moves)), g.Transcript()))
	}
}

// finish prints why the game stops, the score and the transcript.
func (s *Session) finish(why string) {
	if why != "" {
		fmt.Fprintln(s.Out, why)
	}
	p := s.Game.Pos()
	r := p.Result()
	if p.GameOver() {
		w, ok := r.Winner()
		switch {
		case !ok:
			fmt.Fprintln(s.Out, s.Lang.T("Game over: Black %s, White %s: a draw.", strconv.Itoa(r.Black), strconv.Itoa(r.White)))
		default:
			fmt.Fprintln(s.Out, s.Lang.T("Game over: Black %s, White %s: %s (%s) wins by %s.", strconv.Itoa(r.Black), strconv.Itoa(r.White), s.Lang.Word(w.String()), s.Names[w], strconv.Itoa(r.Margin())))
		}
	} else {
		fmt.Fprintln(s.Out, s.Lang.T("Score so far: Black %s, White %s.", strconv.Itoa(r.Black), strconv.Itoa(r.White)))
	}
	fmt.Fprintln(s.Out, s.Lang.T("Transcript: %s", s.Game.Transcript()))
}

// DescribeMove says what a search found and what its value means, for
// the player who moved: " (value -94 at depth 4: mixed evaluation, from
// Black's view; 1,234 nodes)", " (solved to the end: Black wins by 6)".
func DescribeMove(mv Move, mover othello.Color) string { return DescribeMoveIn(mv, mover, msg.En) }

// DescribeMoveIn is DescribeMove in the language l.
func DescribeMoveIn(mv Move, mover othello.Color, l msg.Lang) string {
	if !mv.Searched {
		return ""
	}
	if mv.Exact {
		margin := int(mv.Value)
		if math.Abs(mv.Value) >= othello.WinScore {
			margin = int(math.Copysign(math.Abs(mv.Value)-othello.WinScore, mv.Value))
		}
		switch {
		case margin > 0:
			return l.T(" (solved to the end: %s wins by %s)", l.Word(mover.String()), strconv.Itoa(margin))
		case margin < 0:
			return l.T(" (solved to the end: %s wins by %s)", l.Word(mover.Other().String()), strconv.Itoa(-margin))
		}
		return l.Word(" (solved to the end: a draw)")
	}
	value := othello.ValueWithUnit(mv.Value, mv.Eval)
	if first, rest, ok := strings.Cut(value, " "); ok && l != msg.En {
		// "win +12" (a finished game found), else "+3 discs".
		if first == "win" || first == "loss" {
			value = l.Word(first) + " " + rest
		} else {
			value = first + " " + l.Word(rest)
		}
	}
	if mv.Eval == "" {
		return l.T(" (value %s at depth %s: the evaluation, from %s's view; %s nodes)", value, strconv.Itoa(mv.Depth), l.Word(mover.String()), tree.HumanCount(mv.Nodes))
	}
	return l.T(" (value %s at depth %s: the %s evaluation, from %s's view; %s nodes)", value, strconv.Itoa(mv.Depth), mv.Eval, l.Word(mover.String()), tree.HumanCount(mv.Nodes))
}
