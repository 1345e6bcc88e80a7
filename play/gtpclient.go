package play

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"gametree/game"
	"gametree/internal/rescue"
)

// GTPGrace is what an external engine has beyond its move time to answer
// genmove, and what it has to answer any other command.
const GTPGrace = 5 * time.Second

// GTPStartup bounds the wait for an engine's first answer after its
// start (or its restart in a match).
const GTPStartup = 5 * time.Second

// EngineError is an external engine that failed: it did not answer in
// time (and was killed), or it stopped. A match scores it as a loss for
// that engine and goes on with a new process.
type EngineError struct {
	Command string
	// Timeout is true when it did not answer within Wait.
	Timeout bool
	Wait    time.Duration
	// Asked is the GTP command it failed on.
	Asked string
}

// Error says what happened.
func (e *EngineError) Error() string {
	if e.Timeout {
		return fmt.Sprintf("gtp engine %s did not answer %q within %s and was stopped", e.Command, e.Asked, e.Wait)
	}
	return fmt.Sprintf("gtp engine %s stopped (on %q)", e.Command, e.Asked)
}

// Reason is the message without a package.
func (e *EngineError) Reason() string { return e.Error() }

// GTPPlayer is an external engine that speaks the Go Text Protocol as
// Othello engines do (GRhino's gtp-rhino, Edax), run as a child process.
// Before each genmove it is told the moves played since it last moved; a
// game it does not know (an undo, a new game) is replayed from clear_board.
// Engines know only the start position, so a game must start there. Its own
// forced passes are played without asking it, and a forced pass it refuses
// to be told of (GRhino passes by itself) is not an error.
type GTPPlayer struct {
	command string
	// moveTime is the time genmove may take, beyond which GTPGrace runs.
	moveTime time.Duration
	cmd      *exec.Cmd
	in       io.WriteCloser
	out      *bufio.Reader
	size     int
	known    []game.Move // the moves the engine has on its board
	lines    chan gtpLine
	quit     chan struct{} // closed when the process is ended
	dead     bool
	// grace is GTPGrace (tests shorten it).
	grace time.Duration
}

type gtpLine struct {
	text string
	err  error
}

// NewGTPPlayer starts the engine command (split on spaces, no shell) and
// checks that it answers protocol_version. genmove may take moveTime plus
// GTPGrace, any other command GTPGrace; an engine past that is killed.
func NewGTPPlayer(command string, moveTime time.Duration) (*GTPPlayer, error) {
	fields := strings.Fields(command)
	if len(fields) == 0 {
		return nil, errorf("gtp: empty command")
	}
	g := &GTPPlayer{command: command, moveTime: moveTime, grace: GTPGrace}
	if err := g.start(); err != nil {
		return nil, err
	}
	return g, nil
}

// start starts the engine's process and checks it answers.
func (g *GTPPlayer) start() error {
	fields := strings.Fields(g.command)
	cmd := exec.Command(fields[0], fields[1:]...)
	ownGroup(cmd)
	in, err := cmd.StdinPipe()
	if err != nil {
		return errorf("gtp %s: %w", g.command, err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return errorf("gtp %s: %w", g.command, err)
	}
	if err := cmd.Start(); err != nil {
		return errorf("gtp: cannot start %s: %w", g.command, err)
	}
	g.cmd, g.in, g.out, g.lines, g.quit, g.dead = cmd, in, bufio.NewReader(out), make(chan gtpLine), make(chan struct{}), false
	g.size, g.known = 0, nil
	lines, reader, quit := g.lines, g.out, g.quit
	go func() {
		// Reads the engine's lines until its output ends; it never
		// outlives the process (quit).
		defer close(lines)
		defer rescue.Ignore() // its lines end: the engine is gone
		for {
			line, err := reader.ReadString('\n')
			select {
			case lines <- gtpLine{line, err}:
			case <-quit:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	// A program's start (loading its books and weights) may take longer
	// than a command: its first answer waits GTPStartup at least.
	if _, err := g.ask(context.Background(), "protocol_version", max(g.grace, GTPStartup)); err != nil {
		g.Close()
		return err
	}
	return nil
}

// Restart replaces a failed engine's process with a new one.
func (g *GTPPlayer) Restart() error {
	g.Close()
	return g.start()
}

// Failed reports whether the engine failed (timed out or stopped) and
// needs Restart.
func (g *GTPPlayer) Failed() bool { return g.dead }

// Spec returns "gtp:COMMAND".
func (g *GTPPlayer) Spec() string { return "gtp:" + g.command }

// ask sends a command and returns the answer's text, an error for a "?"
// answer, or an *EngineError when the engine is dead or does not answer
// within wait (it is then killed); ctx done kills it too.
func (g *GTPPlayer) ask(ctx context.Context, command string, wait time.Duration) (string, error) {
	if g.dead {
		return "", &EngineError{Command: g.command, Asked: command}
	}
	if _, err := io.WriteString(g.in, command+"\n"); err != nil {
		g.kill()
		return "", &EngineError{Command: g.command, Asked: command}
	}
	var answer []string
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-g.lines:
			if !ok || (l.err != nil && l.text == "") {
				g.kill()
				return "", &EngineError{Command: g.command, Asked: command}
			}
			text := strings.TrimRight(l.text, "\r\n")
			if text == "" && len(answer) > 0 {
				first := answer[0]
				body := strings.TrimSpace(strings.Join(append([]string{strings.TrimLeft(first[1:], "0123456789")}, answer[1:]...), "\n"))
				if first[0] == '?' {
					return "", errorf("gtp engine %s refused %q: %s", g.command, command, body)
				}
				return body, nil
			}
			if text == "" {
				continue
			}
			if len(answer) == 0 && text[0] != '=' && text[0] != '?' {
				continue // noise before an answer
			}
			answer = append(answer, text)
		case <-timer.C:
			g.kill()
			return "", &EngineError{Command: g.command, Timeout: true, Wait: wait, Asked: command}
		case <-ctx.Done():
			g.kill()
			return "", ctx.Err()
		}
	}
}

// kill ends the engine's process; the engine is failed until Restart.
func (g *GTPPlayer) kill() {
	if !g.dead {
		g.dead = true
		close(g.quit)
	}
	if g.cmd != nil {
		killGroup(g.cmd)
	}
}

// Choose tells the engine the moves it has not seen and asks it to move.
func (g *GTPPlayer) Choose(ctx context.Context, gm *Game) (game.Choice, error) {
	if err := ctx.Err(); err != nil {
		return game.Choice{}, err
	}
	n, _ := game.Dims(gm.Start.Game())
	if gm.Start.String() != gm.Start.Game().Start().String() {
		return game.Choice{}, errorf("gtp engine %s can only play from the start position", g.command)
	}
	if n != g.size || len(g.known) > len(gm.Moves) || !slices.Equal(g.known, gm.Moves[:len(g.known)]) {
		if _, err := g.ask(ctx, "boardsize "+strconv.Itoa(n), g.grace); err != nil {
			return game.Choice{}, err
		}
		if _, err := g.ask(ctx, "clear_board", g.grace); err != nil {
			return game.Choice{}, err
		}
		g.size, g.known = n, nil
	}
	for i, m := range gm.Moves {
		if i >= len(g.known) {
			// Some engines (GRhino) pass by themselves and refuse a pass
			// they are told of: a refused forced pass is no error.
			p := gm.Before(i)
			if _, err := g.ask(ctx, "play "+gtpColor(p.ToMove())+" "+p.FormatMove(m), g.grace); err != nil {
				var ee *EngineError
				if m != game.Pass || errors.As(err, &ee) || ctx.Err() != nil {
					return game.Choice{}, err
				}
			}
			g.known = append(g.known, m)
		}
	}
	p := gm.Pos()
	legal := p.AppendMoves(nil)
	if game.MustPass(p) {
		// Nothing to ask: the pass is told with the next move.
		return game.Choice{Move: game.Pass}, nil
	}
	answer, err := g.ask(ctx, "genmove "+gtpColor(p.ToMove()), g.moveTime+g.grace)
	if err != nil {
		return game.Choice{}, err
	}
	m, err := p.ParseMove(strings.ToLower(answer))
	if err != nil {
		return game.Choice{}, errorf("gtp engine %s answered genmove with %q, not a move", g.command, answer)
	}
	if !slices.Contains(legal, m) {
		return game.Choice{}, errorf("gtp engine %s played %s, which is not legal for %s (legal: %s)", g.command, p.FormatMove(m), game.PlayerName(p.Game(), p.ToMove()), strings.Join(game.FormatMoves(p, legal), " "))
	}
	g.known = append(g.known, m)
	return game.Choice{Move: m}, nil
}

// gtpColor is the GTP name of a side: b for X (Black), w for O.
func gtpColor(pl game.Player) string {
	if pl == game.O {
		return "w"
	}
	return "b"
}

// Close asks the engine to quit and waits for it (killing it after a
// second).
func (g *GTPPlayer) Close() error {
	if g.cmd == nil {
		return nil
	}
	if !g.dead {
		io.WriteString(g.in, "quit\n")
	}
	g.in.Close()
	done := make(chan error, 1)
	go func() {
		var err error
		defer func() { done <- err }()
		defer rescue.Catch(&err)
		err = g.cmd.Wait()
	}()
	select {
	case <-done:
	case <-time.After(time.Second):
		killGroup(g.cmd)
		<-done
	}
	if !g.dead {
		g.dead = true
		close(g.quit)
	}
	g.cmd = nil
	return nil
}
