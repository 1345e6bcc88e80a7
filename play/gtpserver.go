package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/fault"
	"gametree/internal/lines"
)

// gtpCommands are the commands ServeGTP knows, in the order list_commands
// gives them.
var gtpCommands = []string{"protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
	"clear_board", "play", "genmove", "undo", "showboard", "final_score", "hint", "quit"}

// Version is gametree's version, as GTP's version command gives it.
const Version = "0.3"

// errQuit ends ServeGTP.
var errQuit = errors.New("quit")

// ServeGTP speaks the Go Text Protocol on r and w as an engine of the
// game newGame makes (of the size boardsize gives, "" for its default),
// whose moves come from the player newPlayer makes. Answers are "= result"
// or "? error", each followed by a blank line, with the command's id when
// it had one. It returns at "quit" or at the end of r.
func ServeGTP(r io.Reader, w io.Writer, newGame func(size string) (game.Game, error), newPlayer func() (Player, error)) error {
	player, err := newPlayer()
	if err != nil {
		return err
	}
	g, err := newGame("")
	if err != nil {
		return err
	}
	gm := NewGame(g.Start())
	s := &gtpServer{game: gm, player: player, newGame: newGame}
	defer func() { s.player.Close() }()
	in := lines.NewReader(r)
	for {
		text, err := in.Next()
		var tooLong *lines.TooLongError
		switch {
		case errors.As(err, &tooLong):
			fmt.Fprintf(w, "? line too long (over %d bytes)\n\n", lines.Max)
			continue
		case err == io.EOF:
			return nil
		case err != nil:
			return err
		}
		line := strings.TrimSpace(strings.SplitN(text, "#", 2)[0])
		if line == "" {
			continue
		}
		fields := strings.Fields(line)
		id := ""
		// An id is a number of digits alone: "-1 name" is no id.
		if isID(fields[0]) {
			id, fields = fields[0], fields[1:]
		}
		if len(fields) == 0 {
			fmt.Fprintf(w, "?%s missing command\n\n", id)
			continue
		}
		result, err := s.do(strings.ToLower(fields[0]), fields[1:])
		if err != nil && err != errQuit {
			fmt.Fprintf(w, "?%s %s\n\n", id, fault.Reason(err))
			continue
		}
		if result != "" {
			fmt.Fprintf(w, "=%s %s\n\n", id, result)
		} else {
			fmt.Fprintf(w, "=%s\n\n", id)
		}
		if err == errQuit {
			return nil
		}
	}
}

// isID reports whether a GTP command starts with an id: digits only.
func isID(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// gtpServer is a GTP session: the game on the board, the player that
// answers genmove, and how to make the game of another size.
type gtpServer struct {
	game    *Game
	player  Player
	newGame func(size string) (game.Game, error)
}

// do runs one command.
func (s *gtpServer) do(cmd string, args []string) (string, error) {
	switch cmd {
	case "protocol_version":
		return "2", nil
	case "name":
		return "gametree " + s.player.Spec(), nil
	case "version":
		return Version, nil
	case "known_command":
		if len(args) == 1 {
			for _, c := range gtpCommands {
				if c == strings.ToLower(args[0]) {
					return "true", nil
				}
			}
		}
		return "false", nil
	case "list_commands":
		return strings.Join(gtpCommands, "\n"), nil
	case "quit":
		return "", errQuit
	case "boardsize":
		if len(args) != 1 {
			return "", fmt.Errorf("boardsize needs a size, such as boardsize 8")
		}
		if _, err := strconv.Atoi(args[0]); err != nil {
			return "", fmt.Errorf("unacceptable size %q: want a number", args[0])
		}
		g, err := s.newGame(args[0])
		if err != nil {
			return "", fmt.Errorf("unacceptable size %q: %s", args[0], fault.Reason(err))
		}
		*s.game = *NewGame(g.Start())
		return "", nil
	case "clear_board":
		*s.game = *NewGame(s.game.Start.Game().Start())
		return "", nil
	case "play":
		return "", s.play(args)
	case "genmove":
		return s.genmove(args)
	case "hint":
		return s.hint()
	case "undo":
		if !s.game.Undo() {
			return "", fmt.Errorf("cannot undo: no move has been played")
		}
		return "", nil
	case "showboard":
		return "\n" + strings.TrimRight(game.Diagram(s.game.Pos(), game.NoMove), "\n"), nil
	case "final_score":
		return s.finalScore(), nil
	}
	return "", fmt.Errorf("unknown command %q", cmd)
}

// gtpSide reads a GTP colour: b or black for X, w or white for O.
func gtpSide(s string) (game.Player, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return game.X, nil
	case "w", "white":
		return game.O, nil
	}
	return game.X, fmt.Errorf("invalid color %q: want b or w", s)
}

// play plays the move of args[1] for the colour args[0].
func (s *gtpServer) play(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("play needs a colour and a move, such as play b f5")
	}
	side, err := gtpSide(args[0])
	if err != nil {
		return err
	}
	m, err := s.game.Pos().ParseMove(strings.ToLower(args[1]))
	if err != nil {
		return fmt.Errorf("invalid coordinate %q", args[1])
	}
	if err := s.turn(side); err != nil {
		return err
	}
	if c, ok := s.game.Pos().(game.Checker); ok {
		// The game's own words, without the ply.
		if err := c.Check(m); err != nil {
			return fmt.Errorf("illegal move: %s", fault.Reason(err))
		}
	}
	if err := s.game.Play(m); err != nil {
		return fmt.Errorf("illegal move: %s", fault.Reason(err))
	}
	return nil
}

// genmove has the player choose and play the move of the colour args[0].
func (s *gtpServer) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("genmove needs a colour, such as genmove w")
	}
	side, err := gtpSide(args[0])
	if err != nil {
		return "", err
	}
	if s.game.Over() {
		return "pass", nil
	}
	if err := s.turn(side); err != nil {
		return "", err
	}
	p := s.game.Pos()
	mv, err := s.player.Choose(context.Background(), s.game)
	if err != nil {
		return "", err
	}
	if err := s.game.Play(mv.Move); err != nil {
		return "", err
	}
	return p.FormatMove(mv.Move), nil
}

// hint is gametree's own command: the exact scores when the position
// solves in about a second, else the player's choice without playing it.
func (s *gtpServer) hint() (string, error) {
	if s.game.Over() {
		return "", fmt.Errorf("the game is over")
	}
	p := s.game.Pos()
	if sv, ok := p.(game.Solver); ok {
		if sol, ok := sv.SolveMoves(context.Background()); ok {
			return SolutionText(sol, p, 0), nil
		}
	}
	mv, err := s.player.Choose(context.Background(), s.game)
	if err != nil {
		return "", err
	}
	return p.FormatMove(mv.Move) + DescribeChoice(mv, p), nil
}

// finalScore writes the result as GTP does: "B+12", "W+4" or "0"; the
// margin is the count's where the game counts (game.Counted), else 1.
func (s *gtpServer) finalScore() string {
	p := s.game.Pos()
	w, ok := s.game.Winner()
	if !ok {
		return "0"
	}
	margin := 1
	if c, counted := p.(game.Counted); counted {
		margin = max(c.Count(game.X)-c.Count(game.O), c.Count(game.O)-c.Count(game.X))
	}
	if w == game.X {
		return fmt.Sprintf("B+%d", margin)
	}
	return fmt.Sprintf("W+%d", margin)
}

// turn makes it side's turn: a forced pass of the other side is played;
// otherwise playing out of turn is an error.
func (s *gtpServer) turn(side game.Player) error {
	p := s.game.Pos()
	if p.ToMove() == side {
		return nil
	}
	if game.MustPass(p) {
		return s.game.Play(game.Pass)
	}
	g := p.Game()
	return fmt.Errorf("it is %s's turn, not %s's", game.PlayerName(g, p.ToMove()), game.PlayerName(g, side))
}
