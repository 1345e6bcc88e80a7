package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gametree/internal/fault"
	"gametree/internal/lines"
	"gametree/othello"
)

// gtpCommands are the commands ServeGTP knows, in the order list_commands
// gives them.
var gtpCommands = []string{"protocol_version", "name", "version", "known_command", "list_commands", "boardsize",
	"clear_board", "play", "genmove", "undo", "showboard", "final_score", "hint", "quit"}

// Version is gametree's version, as GTP's version command gives it.
const Version = "0.3"

// errQuit ends ServeGTP.
var errQuit = errors.New("quit")

// ServeGTP speaks the Go Text Protocol on r and w as an Othello engine whose
// moves come from the player newPlayer makes. Answers
// are "= result" or "? error", each followed by a blank line, with the
// command's id when it had one. It returns at "quit" or at the end of r.
func ServeGTP(r io.Reader, w io.Writer, newPlayer func() (Player, error)) error {
	player, err := newPlayer()
	if err != nil {
		return err
	}
	defer func() { player.Close() }()
	game := NewGame(othello.Start(othello.DefaultSize))
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
		result, err := gtpDo(game, &player, newPlayer, strings.ToLower(fields[0]), fields[1:])
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

// gtpDo runs one command.
func gtpDo(game *Game, player *Player, newPlayer func() (Player, error), cmd string, args []string) (string, error) {
	switch cmd {
	case "protocol_version":
		return "2", nil
	case "name":
		return "gametree " + (*player).Spec(), nil
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
		n, err := strconv.Atoi(args[0])
		if err != nil || othello.CheckSize(n) != nil {
			return "", fmt.Errorf("unacceptable size %q: want an even size from %d to %d", args[0], othello.MinSize, othello.MaxSize)
		}
		*game = *NewGame(othello.Start(n))
		return "", nil
	case "clear_board":
		*game = *NewGame(othello.Start(game.Start.Size()))
		return "", nil
	case "play":
		return "", gtpPlay(game, args)
	case "genmove":
		return gtpGenmove(game, *player, args)
	case "hint":
		return gtpHint(game, *player)
	case "undo":
		if !game.Undo() {
			return "", fmt.Errorf("cannot undo: no move has been played")
		}
		return "", nil
	case "showboard":
		return "\n" + strings.TrimRight(game.Pos().Diagram(othello.DiagramOptions{}), "\n"), nil
	case "final_score":
		return gtpFinalScore(game), nil
	}
	return "", fmt.Errorf("unknown command %q", cmd)
}

// gtpPlay plays the move of args[1] for the colour args[0].
func gtpPlay(game *Game, args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("play needs a colour and a move, such as play b f5")
	}
	c, err := othello.ParseColor(args[0])
	if err != nil {
		return fmt.Errorf("invalid color %q: want b or w", args[0])
	}
	m, err := othello.ParseSquare(args[1])
	if err != nil {
		return fmt.Errorf("invalid coordinate %q", args[1])
	}
	if err := gtpTurn(game, c); err != nil {
		return err
	}
	if err := game.Play(m); err != nil {
		var me *othello.MoveError
		if errors.As(err, &me) {
			err = me.Err
		}
		return fmt.Errorf("illegal move: %s", fault.Reason(err))
	}
	return nil
}

// gtpGenmove has player choose and play the move of the colour args[0].
func gtpGenmove(game *Game, player Player, args []string) (string, error) {
	if len(args) != 1 {
		return "", fmt.Errorf("genmove needs a colour, such as genmove w")
	}
	c, err := othello.ParseColor(args[0])
	if err != nil {
		return "", fmt.Errorf("invalid color %q: want b or w", args[0])
	}
	if game.Over() {
		return "pass", nil
	}
	if err := gtpTurn(game, c); err != nil {
		return "", err
	}
	mv, err := player.Choose(context.Background(), game)
	if err != nil {
		return "", err
	}
	if err := game.Play(mv.Square); err != nil {
		return "", err
	}
	return mv.Square.String(), nil
}

// gtpHint is gametree's own command: the exact scores when the position
// solves in about a second, else the player's choice without playing it.
func gtpHint(game *Game, player Player) (string, error) {
	if game.Over() {
		return "", fmt.Errorf("the game is over")
	}
	p := game.Pos()
	if res, ok := ExactHint(context.Background(), p); ok {
		return HintText(res, p.ToMove()), nil
	}
	mv, err := player.Choose(context.Background(), game)
	if err != nil {
		return "", err
	}
	return mv.Square.String() + DescribeMove(mv, p.ToMove()), nil
}

// gtpFinalScore writes the result as GTP does: "B+12", "W+4" or "0".
func gtpFinalScore(game *Game) string {
	r := game.Pos().Result()
	w, ok := r.Winner()
	switch {
	case !ok:
		return "0"
	case w == othello.Black:
		return fmt.Sprintf("B+%d", r.Margin())
	}
	return fmt.Sprintf("W+%d", r.Margin())
}

// gtpTurn makes it colour c's turn: a forced pass of the other side is
// played; otherwise playing out of turn is an error.
func gtpTurn(game *Game, c othello.Color) error {
	p := game.Pos()
	if p.ToMove() == c {
		return nil
	}
	if p.MustPass() {
		return game.Play(othello.Pass)
	}
	return fmt.Errorf("it is %s's turn, not %s's", p.ToMove(), c)
}
