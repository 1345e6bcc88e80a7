package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
)

// Session is a game at a terminal, of any game of package game: people
// type their moves and commands, the other players move by themselves.
// It writes to Out and reads from In, one line at a time, so a script can
// drive it as well as a person. A forced pass is played and said by the
// session. It speaks of squares where the game's moves are squares
// (game.SquareMoves), of the players by colour where the game names them
// so (Black (X)), and of the score where it counts (game.Counted).
type Session struct {
	Game *Game
	// Players holds the player of each side (X, or Black in Othello; A,
	// B, C, ... in a game of several players), in the order of
	// game.Player; nil is a person.
	Players []Player
	// Names holds the spec of each side ("human", "ai:medium").
	Names []string
	In    io.Reader
	Out   io.Writer
	// Diagram chooses how boards are drawn (Unicode discs, colours).
	Diagram game.DiagramOptions
	// Hint is the player whose move "hint" shows where the position does
	// not solve at once (HintIn); ai:hard when nil.
	Hint Player
	// Explain draws the last search of pl, a searching player, from p as a
	// tree: as text to w, or into an SVG file when svg is not empty.
	Explain func(w io.Writer, p game.Position, pl Player, svg string) error
	// Save writes the game to the file name.
	Save func(name string) error
	// Lang is the language of the session's sentences.
	Lang msg.Lang

	ctx  context.Context // Run's, for the searches of hint
	last struct {
		pos game.Position
		pl  Player
		who string
	}
}

// squaresHelp is what help shows in a game whose moves are squares, with
// a file format of its own (Othello).
const squaresHelp = `Type a square to play it (d3, any case), or a command:
  hint         what the computer would play here, and its value
  undo         take back your last move (and the replies to it)
  moves        list the legal moves
  tree         show the computer's last search as a tree
  tree F.svg   the same, drawn into the file F.svg
  save FILE    save the game (a transcript, or GGF if FILE ends in .ggf)
  quit         stop the game
  help         this help
`

// gameSessionHelp is what help shows in the other games; %s is how a move
// is written.
const gameSessionHelp = `Type a move (%s) or a command:
  hint         every move's value with best play, or the computer's move
  undo         take back your last move (and the replies to it)
  moves        list the legal moves
  tree         show the computer's last search as a tree
  tree F.svg   the same, drawn into the file F.svg
  save FILE    save the game (its moves, which --resume reads back)
  quit         stop the game
  help         this help
`

// squares reports whether p's moves are squares (game.SquareMoves): the
// session then asks for a square, and reads one word.
func squares(p game.Position) bool {
	_, ok := p.Game().(game.SquareMoves)
	return ok
}

// Run plays until the game is over, quit, or the end of the input; a
// program's search gives up when ctx is done.
func (s *Session) Run(ctx context.Context) error {
	s.ctx = ctx
	in := lines.NewReader(s.In)
	s.show()
	for {
		g := s.Game
		p := g.Pos()
		if p.Over() {
			s.finish("")
			return nil
		}
		turn := p.ToMove()
		if rolled := g.RollDice(); len(rolled) > 0 && hidden(p.Game()) {
			fmt.Fprintln(s.Out, s.Lang.Word("The cards are dealt."))
			s.show()
			continue
		} else if len(rolled) > 0 {
			for _, m := range rolled {
				fmt.Fprintln(s.Out, s.Lang.T("The die rolls %s for %s (%s).", p.FormatMove(m), s.name(p, turn), specOf(s.Names, turn)))
			}
			s.show()
			continue
		}
		if game.MustPass(p) {
			fmt.Fprintln(s.Out, s.Lang.T("%s (%s) has no legal move and passes.", s.name(p, turn), specOf(s.Names, turn)))
			g.Play(game.Pass)
			if !g.Pos().Over() {
				// The board again, with the legal moves of the side to
				// move now.
				s.show()
			}
			continue
		}
		if pl := s.player(turn); pl != nil {
			mv, err := pl.Choose(ctx, g)
			if err != nil {
				return err
			}
			if err := g.Play(mv.Move); err != nil {
				return errorf("%s chose an illegal move: %w", specOf(s.Names, turn), err)
			}
			if drawable(pl, p) {
				s.last.pos, s.last.pl, s.last.who = p, pl, pl.Spec()
			}
			fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("%s (%s) plays %s%s.", s.name(p, turn), specOf(s.Names, turn), p.FormatMove(mv.Move), DescribeChoiceIn(mv, p, s.Lang)), 79))
			if !game.IsChance(g.Pos()) {
				s.show()
			}
			continue
		}
		text, skip, stop, err := readLine(in, s.Out, s.Lang, s.prompt(p), s.example(p))
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

// player returns the player of side turn, nil (a person) where Players
// has none.
func (s *Session) player(turn game.Player) Player {
	if int(turn) < len(s.Players) {
		return s.Players[turn]
	}
	return nil
}

// specOf returns the spec of side turn in names, human where names has
// none.
func specOf(names []string, turn game.Player) string {
	if int(turn) < len(names) {
		return names[turn]
	}
	return Human
}

// name names the player pl of p in the session's language: "Black", "X".
func (s *Session) name(p game.Position, pl game.Player) string {
	return s.Lang.Word(game.PlayerName(p.Game(), pl))
}

// prompt asks the side to move for its move: "Black (X) to move> ", "O to
// move> ".
func (s *Session) prompt(p game.Position) string {
	if game.ColourNamed(p.Game()) {
		return s.Lang.T("%s (%s) to move> ", s.name(p, p.ToMove()), p.ToMove().String())
	}
	return s.Lang.T("%s to move> ", game.PlayerName(p.Game(), p.ToMove()))
}

// example says what to type, with a legal move: "a square such as d3".
func (s *Session) example(p game.Position) string {
	if squares(p) {
		return s.Lang.T("a square such as %s", firstMove(p))
	}
	return s.Lang.T("a move such as %s", firstMove(p))
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
func (s *Session) command(line string, turn game.Player) bool {
	g := s.Game
	p := g.Pos()
	isSquares := squares(p)
	fields := strings.Fields(line)
	if len(fields) == 0 {
		if isSquares {
			fmt.Fprintln(s.Out, s.Lang.T("Type a square such as %s, or help.", firstMove(p)))
		} else {
			fmt.Fprintln(s.Out, s.Lang.T("Type a move such as %s, or help.", firstMove(p)))
		}
		return false
	}
	switch strings.ToLower(fields[0]) {
	case "quit", "exit", "q":
		return true
	case "help", "?", "h":
		if _, rec := p.Game().(game.Recorder); isSquares && rec {
			fmt.Fprint(s.Out, s.Lang.Word(squaresHelp))
		} else {
			// Its first line, which says how a move is written, fitted
			// to 80 columns as the commands below it are.
			help := s.Lang.T(gameSessionHelp, s.Lang.Word(game.Notation(p.Game())))
			first, rest, _ := strings.Cut(help, "\n")
			fmt.Fprint(s.Out, strings.Join(lines.Wrap(first, 78, ""), "\n  ")+"\n"+rest)
		}
	case "moves":
		fmt.Fprintln(s.Out, s.Lang.T("Legal moves: %s", strings.Join(game.FormatMoves(p, p.AppendMoves(nil)), " ")))
	case "hint":
		s.hint()
	case "undo":
		if s.secretShown() {
			// The hand is over and its cards were shown: taking a move
			// back would replay a deal the person has seen.
			fmt.Fprintln(s.Out, s.Lang.Word("The cards are shown: taking a move back would replay a deal you have seen. The hand is over."))
			break
		}
		s.undo(turn)
	case "tree":
		svg := ""
		if len(fields) > 1 {
			svg = fields[1]
		}
		s.tree(svg)
	case "save":
		usage := s.Lang.Word("save needs a file name, such as save game.txt.")
		if r, ok := p.Game().(game.Recorder); ok {
			usage = s.Lang.T("save needs a file name, such as save game.txt or save game%s.", r.RecordExt())
		}
		if s.secretHidden() {
			fmt.Fprintln(s.Out, s.Lang.T("The hand is not over: a save would hold the other's card. Save it once the hand is over (save %s).", strings.Join(fields[1:], " ")))
			break
		}
		saveTo(s.Out, s.Lang, fields, s.Save, usage)
	default:
		s.play(line, fields)
	}
	return false
}

// play plays the move a person typed (its words are fields).
func (s *Session) play(line string, fields []string) {
	p := s.Game.Pos()
	var m game.Move
	var err error
	if squares(p) {
		// One square, as the game's transcripts write it.
		if m, err = p.ParseMove(fields[0]); err != nil || len(fields) > 1 {
			fmt.Fprintln(s.Out, s.Lang.T("%q is neither a move nor a command: type a square such as %s, or help.", line, firstMove(p)))
			return
		}
	} else if m, err = p.ParseMove(strings.Join(fields, " ")); err != nil {
		fmt.Fprintln(s.Out, s.Lang.T("%q is neither a move nor a command: type a move such as %s (%s), or help.", line, firstMove(p), s.Lang.Word(game.Notation(p.Game()))))
		return
	}
	if err := s.Game.Play(m); err != nil {
		fmt.Fprintln(s.Out, lines.Hang(msg.Capitalize(s.Lang.Error(err)), 79))
		return
	}
	if !game.IsChance(s.Game.Pos()) {
		// The board after the die, not before.
		s.show()
	}
}

// firstMove names a legal move of p for the examples of the messages.
func firstMove(p game.Position) string {
	if m := p.AppendMoves(nil); len(m) > 0 && m[0] != game.Pass {
		return p.FormatMove(m[0])
	}
	return "a move"
}

// drawable reports whether the search of pl, playing p, can be drawn as
// a tree.
func drawable(pl Player, p game.Position) bool {
	_, ok := DrawnSearch(pl, p)
	return ok
}

// hint shows what the side to move should play (HintIn).
func (s *Session) hint() {
	text, solved, err := HintIn(s.ctx, s.Game, s.Hint, s.Lang)
	if err != nil {
		fmt.Fprintln(s.Out, s.Lang.T("No hint: %s", s.Lang.Error(err)))
		return
	}
	if solved {
		// An exact solve's list of moves stays on one line.
		fmt.Fprintln(s.Out, s.Lang.T("Hint: %s.", text))
		return
	}
	fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("Hint: %s.", text), 79))
}

// undo takes back moves until it is turn's player's move again, one of
// theirs (not a pass) undone.
func (s *Session) undo(turn game.Player) {
	g := s.Game
	n := len(g.Moves)
	for k := n - 1; k >= 0; k-- {
		if g.Before(k).ToMove() == turn && g.Moves[k] != game.Pass {
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
	drawLast(s.Out, s.Lang, s.last.pl != nil && s.Explain != nil, s.last.who, svg, func(svg string) error {
		return s.Explain(s.Out, s.last.pos, s.last.pl, svg)
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

// show prints the board, the players and the moves so far.
func (s *Session) show() {
	g := s.Game
	p := g.Pos()
	if sec, ok := p.(game.Secret); ok {
		if !p.Over() { // the end reveals the cards (finish)
			s.showSecret(sec)
		}
		return
	}
	last := game.NoMove
	if n := len(g.Moves); n > 0 {
		last = g.Moves[n-1]
	}
	opt := s.Diagram
	opt.Lang = s.Lang
	fmt.Fprint(s.Out, game.DiagramWith(p, last, opt))
	if gm := p.Game(); several(gm) {
		var seats []string
		for i, n := range s.Names {
			seats = append(seats, game.PlayerName(gm, game.Player(i))+": "+n)
		}
		fmt.Fprintln(s.Out, strings.Join(seats, ", "))
	} else if game.ColourNamed(gm) {
		fmt.Fprintln(s.Out, s.Lang.T("%s (X): %s, %s (O): %s", s.Lang.Word(game.PlayerName(gm, game.X)), specOf(s.Names, game.X), s.Lang.Word(game.PlayerName(gm, game.O)), specOf(s.Names, game.O)))
	} else {
		fmt.Fprintln(s.Out, s.Lang.T("X: %s, O: %s", specOf(s.Names, game.X), specOf(s.Names, game.O)))
	}
	if len(g.Moves) > 0 {
		fmt.Fprintln(s.Out, s.Lang.T("Moves so far (%s): %s", strconv.Itoa(len(g.Moves)), g.Transcript()))
	}
}

// finish prints why the game stops, the result (the score, where it
// counts) and the transcript.
func (s *Session) finish(why string) {
	if why != "" {
		fmt.Fprintln(s.Out, why)
	}
	g := s.Game
	if sec, ok := g.Pos().(game.Secret); ok && g.Pos().Over() {
		s.reveal(sec)
	}
	fmt.Fprintln(s.Out, GameOverText(g, s.Names, s.Lang))
	if s.secretHidden() {
		// Its transcript holds the other's card: what the person sees.
		fmt.Fprintln(s.Out, SecretView(g.Pos(), s.Names, s.Lang))
		fmt.Fprintln(s.Out, s.Lang.Word("The hand is not over: its transcript, which holds the other's card, is not shown."))
		return
	}
	fmt.Fprintln(s.Out, s.Lang.T("Transcript: %s", g.Transcript()))
}

// secretHidden reports whether the game is a hand of hidden information
// not over, one person playing: its transcript holds a card the person
// may not see (SecretHidden).
func (s *Session) secretHidden() bool { return SecretHidden(s.Game.Pos(), s.Names) }

// secretShown reports whether the game is a hand of hidden information
// over, whose cards the person has seen, one person playing.
func (s *Session) secretShown() bool {
	_, secret := s.Game.Pos().(game.Secret)
	_, one := PersonSeat(s.Names)
	return secret && one && s.Game.Pos().Over()
}
