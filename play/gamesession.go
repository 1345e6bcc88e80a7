package play

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/lines"
	"gametree/internal/msg"
	"gametree/minimax"
	"gametree/tree"
)

// GameSession is a game of package game at a terminal, as Session is for
// Othello: people type their moves and commands, the programs move by
// themselves. It writes to Out and reads from In, one line at a time.
type GameSession struct {
	Game *BoardGame
	// Players holds the player of X and of O; nil is a person.
	Players [2]GamePlayer
	// Names holds the spec of each player ("human", "ai:medium").
	Names [2]string
	In    io.Reader
	Out   io.Writer
	// Explain draws the search of a searching player as a tree: as text to
	// w, or into an SVG file when svg is not empty.
	Explain func(w io.Writer, p game.Position, s *GameSearcher, svg string) error
	// Save writes the game to the file name.
	Save func(name string) error
	// Lang is the language of the session's sentences.
	Lang msg.Lang

	ctx  context.Context
	last struct {
		pos game.Position
		s   *GameSearcher
		who string
	}
}

// gameSessionHelp is what help shows; %s is how a move is written.
const gameSessionHelp = `Type a move (%s) or a command:
  hint         the value of every move with best play, or what the computer would play
  undo         take back your last move (and the replies to it)
  moves        list the legal moves
  tree         show the computer's last search as a tree
  tree F.svg   the same, drawn into the file F.svg
  save FILE    save the game (its moves, which --resume reads back)
  quit         stop the game
  help         this help
`

// Run plays until the game is over, quit, or the end of the input; a
// program's search gives up when ctx is done.
func (s *GameSession) Run(ctx context.Context) error {
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
		if pl := s.Players[turn]; pl != nil {
			mv, err := pl.ChooseGame(ctx, p)
			if err != nil {
				return err
			}
			if err := g.Play(mv.Move); err != nil {
				return errorf("%s chose an illegal move: %w", s.Names[turn], err)
			}
			if gs, ok := pl.(*GameSearcher); ok {
				s.last.pos, s.last.s, s.last.who = p, gs, pl.Spec()
			}
			fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("%s (%s) plays %s%s.", turn.String(), s.Names[turn], p.FormatMove(mv.Move), DescribeGameMoveIn(mv, turn, p.Game(), s.Lang)), 79))
			s.show()
			continue
		}
		text, skip, stop, err := readLine(in, s.Out, s.Lang, s.Lang.T("%s to move> ", turn.String()), s.Lang.T("a move such as %s", firstGameMove(p)))
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

// command runs one line typed by the person playing turn; it reports
// whether the session is to stop.
func (s *GameSession) command(line string, turn game.Player) bool {
	g := s.Game
	p := g.Pos()
	fields := strings.Fields(line)
	if len(fields) == 0 {
		fmt.Fprintln(s.Out, s.Lang.T("Type a move such as %s, or help.", firstGameMove(p)))
		return false
	}
	switch strings.ToLower(fields[0]) {
	case "quit", "exit", "q":
		return true
	case "help", "?", "h":
		fmt.Fprint(s.Out, s.Lang.T(gameSessionHelp, s.Lang.Word(p.Game().Notation())))
	case "moves":
		fmt.Fprintln(s.Out, s.Lang.T("Legal moves: %s", strings.Join(game.FormatMoves(p, p.AppendMoves(nil)), " ")))
	case "hint":
		fmt.Fprintln(s.Out, lines.Hang(s.Lang.T("Hint: %s.", GameHintIn(s.ctx, p, s.Lang)), 79))
	case "undo":
		s.undo(turn)
	case "tree":
		svg := ""
		if len(fields) > 1 {
			svg = fields[1]
		}
		s.tree(svg)
	case "save":
		saveTo(s.Out, s.Lang, fields, s.Save, "save needs a file name, such as save game.txt.")
	default:
		m, err := p.ParseMove(strings.Join(fields, " "))
		if err != nil {
			fmt.Fprintln(s.Out, s.Lang.T("%q is neither a move nor a command: type a move such as %s (%s), or help.", line, firstGameMove(p), s.Lang.Word(p.Game().Notation())))
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

// firstGameMove names a legal move for the examples of the messages.
func firstGameMove(p game.Position) string {
	if m := p.AppendMoves(nil); len(m) > 0 {
		return p.FormatMove(m[0])
	}
	return "a move"
}

// undo takes back moves until it is turn's player's move again, one of
// theirs undone.
func (s *GameSession) undo(turn game.Player) {
	g := s.Game
	n := len(g.Moves)
	for k := n - 1; k >= 0; k-- {
		if g.Before(k).ToMove() == turn {
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
func (s *GameSession) tree(svg string) {
	drawLast(s.Out, s.Lang, s.last.s != nil && s.Explain != nil, s.last.who, svg, func(svg string) error {
		return s.Explain(s.Out, s.last.pos, s.last.s, svg)
	})
}

// show prints the board, the players and the moves so far.
func (s *GameSession) show() {
	g := s.Game
	last := game.NoMove
	if n := len(g.Moves); n > 0 {
		last = g.Moves[n-1]
	}
	fmt.Fprint(s.Out, game.DiagramIn(g.Pos(), last, s.Lang))
	fmt.Fprintln(s.Out, s.Lang.T("X: %s, O: %s", s.Names[0], s.Names[1]))
	if len(g.Moves) > 0 {
		fmt.Fprintln(s.Out, s.Lang.T("Moves so far (%s): %s", strconv.Itoa(len(g.Moves)), g.Transcript()))
	}
}

// finish prints why the game stops, the result and the transcript.
func (s *GameSession) finish(why string) {
	if why != "" {
		fmt.Fprintln(s.Out, why)
	}
	g := s.Game
	fmt.Fprintln(s.Out, GameOverTextIn(g, s.Names, s.Lang))
	fmt.Fprintln(s.Out, s.Lang.T("Transcript: %s", g.Transcript()))
}

// GameOverText says how g stands: "Game over: X (human) wins.", "Game
// over: a draw.", or, while it goes on, whose move it is.
func GameOverText(g *BoardGame, names [2]string) string { return GameOverTextIn(g, names, msg.En) }

// GameOverTextIn is GameOverText in the language l.
func GameOverTextIn(g *BoardGame, names [2]string, l msg.Lang) string {
	p := g.Pos()
	if !p.Over() {
		return l.T("The game is not over: %s (%s) is to move.", p.ToMove().String(), names[p.ToMove()])
	}
	w, ok := g.Winner()
	if !ok {
		return l.Word("Game over: a draw.")
	}
	if _, nim := p.Game().(game.Nim); nim {
		return l.T("Game over: %s (%s) took the last object and wins.", w.String(), names[w])
	}
	return l.T("Game over: %s (%s) wins.", w.String(), names[w])
}

// GameHint says what the side to move in p should play: the value of
// every move with best play where the game is small enough to search to
// the end (tic-tac-toe, Nim: "b2 draws; a1 c1 lose"), else the move of
// ai:hard with its value.
func GameHint(ctx context.Context, p game.Position) string { return GameHintIn(ctx, p, msg.En) }

// GameHintIn is GameHint in the language l.
func GameHintIn(ctx context.Context, p game.Position, l msg.Lang) string {
	if p.Over() {
		return l.Word("the game is over")
	}
	if _, c4 := p.Game().(game.ConnectFour); !c4 {
		if text, ok := exactGameHint(ctx, p, l); ok {
			return text
		}
	}
	pl, _ := ParseGamePlayer("ai:hard", p.Game(), 0)
	mv, err := pl.ChooseGame(ctx, p)
	if err != nil {
		return l.T("none: %s", l.Error(err))
	}
	return l.T("ai:hard would play %s%s", p.FormatMove(mv.Move), DescribeGameMoveIn(mv, p.ToMove(), p.Game(), l))
}

// exactGameHint groups the moves of p by their value with best play:
// "win with b2; draw with a1 c1; lose with a2"; false when ctx ended the
// search.
func exactGameHint(ctx context.Context, p game.Position, l msg.Lang) (string, bool) {
	var groups [3][]string // win, draw, lose
	for _, m := range p.AppendMoves(nil) {
		q := p.Play(m)
		var v float64
		if q.Over() {
			v = q.Utility(p.ToMove())
		} else {
			im := tree.NewImplicit(q)
			res := minimax.IterativeDeepening(im, im.Root, im.Key, minimax.Options[tree.State]{
				Order: im.Order(tree.Eval, 0, nil), Stop: func() bool { return ctx.Err() != nil }})
			if !res.Completed {
				return "", false
			}
			v = -res.Value // from the opponent's view at q
		}
		k := 1
		switch {
		case v > 0:
			k = 0
		case v < 0:
			k = 2
		}
		groups[k] = append(groups[k], p.FormatMove(m))
	}
	var parts []string
	for k, phrase := range []string{"win with %s", "draw with %s", "lose with %s"} {
		if len(groups[k]) > 0 {
			parts = append(parts, l.T(phrase, strings.Join(groups[k], " ")))
		}
	}
	return l.T("with best play on both sides, %s would %s", p.ToMove().String(), strings.Join(parts, "; ")), true
}
