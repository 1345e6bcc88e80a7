// Package train makes the pattern evaluation's weights (othello.Pattern):
// it plays games whose endings are solved exactly (Generate), and fits
// the weights of every pattern state by least squares so that they
// predict, from each position of those games, the final disc margin for
// the side to move (Fit). Both are deterministic: the same options give
// the same games and the same weights, byte for byte, with any number of
// threads (on another processor architecture, the fit's floating-point
// sums may round otherwise where the compiler fuses multiplies and adds). `gametree train` is its command line.
package train

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"sync"

	"gametree/internal/fault"
	"gametree/internal/rescue"
	"gametree/othello"
	"gametree/othello/midgame"
	"gametree/othello/solve"
)

// Game is a game of the training set: its moves from the 8x8 start to the
// end, passes included, the first Random of them played at random.
type Game struct {
	Moves  []othello.Square
	Random int
}

// GenOptions say how Generate plays its games.
type GenOptions struct {
	// Games is the number of games; Seed makes them (game i is played by a
	// generator seeded with Seed and i, so that a game does not depend on
	// the others).
	Games int
	Seed  uint64
	// The first RandomMin to RandomMax plies (drawn per game) are played at
	// random, so that the games spread over many openings; then each move
	// is the best of a search of Depth plies with Eval (othello.Mixed or
	// othello.Pattern), until Exact empty squares remain, from where the
	// game ends in a perfect-play line of the exact solver.
	RandomMin, RandomMax int
	Depth                int
	Eval                 othello.Evaluator
	Exact                int
	// Threads play games side by side (1 when 0).
	Threads int
	// Progress, when set, is called after each game with the number done.
	Progress func(done int)
}

// DefaultGen are the default options of train games: those the first
// committed games file was played with (Seed 1, Games 20000; the second
// searched with the pattern evaluation of the first fit; see docs/train.md).
var DefaultGen = GenOptions{RandomMin: 6, RandomMax: 20, Depth: 4, Eval: othello.Mixed{}, Exact: 14}

// check returns an error for options Generate cannot use.
func (o GenOptions) check() error {
	switch {
	case o.Games < 1:
		return errorf("%d games: want at least 1", o.Games)
	case o.RandomMin < 0 || o.RandomMax < o.RandomMin || o.RandomMax > 40:
		return errorf("random plies %d to %d: want 0 <= min <= max <= 40", o.RandomMin, o.RandomMax)
	case o.Depth < 1 || o.Depth > 12:
		return errorf("depth %d: want 1 to 12", o.Depth)
	case o.Exact < 0 || o.Exact > 20:
		return errorf("exact from %d empties: want 0 to 20", o.Exact)
	}
	switch o.Eval.(type) {
	case othello.Mixed, othello.Pattern:
	default:
		return errorf("evaluation %s: want mixed or pattern", o.Eval.Name())
	}
	return nil
}

// Generate plays opt.Games games. When ctx ends it returns ctx's error
// and no games.
func Generate(ctx context.Context, opt GenOptions) ([]Game, error) {
	games := make([]Game, 0, max(min(opt.Games, 1<<20), 0))
	err := Stream(ctx, opt, func(g Game) error {
		games = append(games, g)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return games, nil
}

// Stream plays opt.Games games and gives each to emit in the order of its
// number, as soon as it and those before it are played: the threads run at
// most a few games ahead of the next one to emit, so that memory does not
// grow with the number of games. It stops at the first error of emit or
// of a game, or when ctx ends, and returns it.
func Stream(ctx context.Context, opt GenOptions, emit func(Game) error) error {
	if err := opt.check(); err != nil {
		return err
	}
	threads := max(opt.Threads, 1)
	window := 4 * threads
	var (
		mu       sync.Mutex
		ahead    = sync.NewCond(&mu)
		pending  = map[int]Game{}
		next     int // the next game to hand out
		emitted  int // the next game to emit
		firstErr error
		wg       sync.WaitGroup
		caught   rescue.First
	)
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		ahead.Broadcast()
		mu.Unlock()
	})
	defer stop()
	for w := 0; w < threads; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// A panic is the run's error (caught where it may happen
			// with mu free, play, or held, emit); this catcher is the
			// last resort.
			defer caught.Catch()
			for {
				mu.Lock()
				for next >= emitted+window && firstErr == nil && ctx.Err() == nil {
					ahead.Wait()
				}
				if next >= opt.Games || firstErr != nil || ctx.Err() != nil {
					mu.Unlock()
					return
				}
				i := next
				next++
				mu.Unlock()
				g, err := safePlay(ctx, opt, i)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				pending[i] = g
				for firstErr == nil {
					g, ok := pending[emitted]
					if !ok {
						break
					}
					delete(pending, emitted)
					if err := safely(func() error { return emit(g) }); err != nil {
						firstErr = err
						break
					}
					emitted++
					if opt.Progress != nil {
						if err := safely(func() error { opt.Progress(emitted); return nil }); err != nil {
							firstErr = err
							break
						}
					}
				}
				ahead.Broadcast()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	caught.Rethrow()
	if err := ctx.Err(); err != nil {
		return err
	}
	return firstErr
}

// safePlay plays game i, a panic its error.
func safePlay(ctx context.Context, opt GenOptions, i int) (g Game, err error) {
	defer rescue.Catch(&err)
	return play(ctx, opt, i)
}

// safely runs f, a panic its error (f runs with the lock held: the
// other threads must not wait for it forever).
func safely(f func() error) (err error) {
	defer rescue.Catch(&err)
	return f()
}

// play plays game i.
func play(ctx context.Context, opt GenOptions, i int) (Game, error) {
	rng := rand.New(rand.NewPCG(opt.Seed, uint64(i)))
	random := opt.RandomMin + rng.IntN(opt.RandomMax-opt.RandomMin+1)
	p := othello.Start(8)
	g := Game{Random: random}
	for ply := 0; !p.GameOver(); ply++ {
		if p.Empties() <= opt.Exact {
			res, err := solve.Solve(ctx, p, solve.Options{Threads: 1, HashMB: 4})
			if err != nil {
				return g, err
			}
			for _, m := range res.PV {
				p = p.Apply(m)
			}
			g.Moves = append(g.Moves, res.PV...)
			if !p.GameOver() {
				return g, errorf("game %d: the solver's line stops before the end", i)
			}
			break
		}
		ms := p.MoveList()
		var m othello.Square
		switch {
		case len(ms) == 0:
			m = othello.Pass
		case ply < random:
			m = ms[rng.IntN(len(ms))]
			if ply == random-1 && p.Apply(m).Empties() <= opt.Exact {
				g.Random = ply + 1
			}
		case len(ms) == 1:
			m = ms[0]
		default:
			res, err := midgame.Search(ctx, p, midgame.Options{MaxDepth: opt.Depth, TableBits: 16, Eval: opt.Eval})
			if err != nil {
				return g, err
			}
			m = res.Best
		}
		g.Moves = append(g.Moves, m)
		p = p.Apply(m)
	}
	return g, nil
}

// WriteGames writes games one per line as transcripts ("f5d6c3...",
// passes as "pass"), the random opening, a space and the rest, after
// header lines written as "# " comments.
func WriteGames(w io.Writer, header []string, games []Game) error {
	bw := bufio.NewWriter(w)
	WriteHeader(bw, header)
	for _, g := range games {
		WriteGame(bw, g)
	}
	return bw.Flush()
}

// WriteHeader writes the comment lines of a games file.
func WriteHeader(w *bufio.Writer, header []string) {
	for _, h := range header {
		fmt.Fprintf(w, "# %s\n", h)
	}
}

// WriteGame writes one game's line: its random opening, a space, the
// rest. A bufio.Writer keeps the first error, which its Flush returns.
func WriteGame(w *bufio.Writer, g Game) {
	r := min(g.Random, len(g.Moves))
	w.WriteString(othello.FormatMoves(g.Moves[:r]))
	w.WriteByte(' ')
	w.WriteString(othello.FormatMoves(g.Moves[r:]))
	w.WriteByte('\n')
}

// ReadGames reads games written by WriteGames: each line a transcript of a
// whole 8x8 game from the start, its random opening, a space and the rest
// (a line without a space has no random opening); blank lines and "#"
// comments are skipped, at most MaxSkipped in a row (an endless stream of
// empty lines is refused, not read forever). name is the file's name in
// errors. A line longer than MaxLine is refused with its number, and the
// file is read as a stream: only the games are kept.
func ReadGames(r io.Reader, name string) ([]Game, error) {
	var games []Game
	err := eachGame(r, name, -1, true, func(g Game) error {
		games = append(games, g)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return games, nil
}

// eachGame reads games as ReadGames does and hands each to each, in
// order, keeping none; it replays only the first replayed of them
// (checking each legal and whole; all when replayed is negative): the
// others' moves are read, not played. Unless own, a game's moves are
// each's only for the call (one buffer serves every game).
func eachGame(r io.Reader, name string, replayed int, own bool, each func(Game) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var buf []othello.Square
	games := 0
	line, skipped := 0, 0 // skipped: blank and comment lines in a row
	for {
		text, err := readLine(br)
		if err == io.EOF {
			break
		}
		line++
		if err == errLong {
			return errorf("%s:%d: a line longer than %d KiB; a game's line is about 130 characters (is this a games file?)", name, line, MaxLine>>10)
		} else if err != nil {
			return errorf("%s:%d: %w", name, line, err)
		}
		// Only the left is trimmed: a game that ended in its random
		// opening is written with the space after it.
		t := strings.TrimRight(strings.TrimLeft(text, " \t"), "\r")
		if strings.TrimSpace(t) == "" || strings.HasPrefix(t, "#") {
			if skipped++; skipped >= MaxSkipped {
				return errorf("%s:%d: %d lines in a row without a game; a games file has a game a line (is this a games file?)", name, line, MaxSkipped)
			}
			continue
		}
		skipped = 0
		opening, rest, found := strings.Cut(t, " ")
		if !found {
			opening, rest = "", t
		}
		// One slice a game: a move takes two letters at least.
		if own || cap(buf) < len(t)/2+1 {
			buf = make([]othello.Square, 0, len(t)/2+1)
		}
		moves, err := othello.AppendMoves(buf[:0], opening)
		if err != nil {
			return errorf("%s:%d: %w", name, line, err)
		}
		random := len(moves)
		if moves, err = othello.AppendMoves(moves, rest); err != nil {
			return errorf("%s:%d: %w", name, line, err)
		}
		if replayed < 0 || games < replayed {
			if err := wholeGame(moves, name, line); err != nil {
				return err
			}
		}
		games++
		if err := each(Game{Moves: moves, Random: random}); err != nil {
			return err
		}
	}
	if games == 0 {
		return errorf("%s: no games", name)
	}
	return nil
}

// wholeGame refuses moves, the game at line of name, unless they are
// legal and play a whole game.
func wholeGame(moves []othello.Square, name string, line int) error {
	p, _, err := othello.Replay(othello.Start(8), moves)
	if err != nil {
		return errorf("%s:%d: %w", name, line, err)
	}
	if !p.GameOver() {
		return errorf("%s:%d: the game stops before its end (%d empty squares); a training game is a whole game", name, line, p.Empties())
	}
	return nil
}

// MaxLine is the longest line ReadGames reads: 64 KiB, where a game's
// line takes about 130 bytes.
const MaxLine = 64 << 10

// MaxSkipped is how many blank or comment lines in a row ReadGames skips
// before it refuses the file: no games file has them.
const MaxSkipped = 100000

// errLong is readLine's error for a line past MaxLine.
var errLong = errors.New("line too long")

// readLine reads a line without its newline; a last line without one is
// a line too. It returns io.EOF at the end, and errLong, having read no
// more than MaxLine bytes of it, for a line longer than that.
func readLine(br *bufio.Reader) (string, error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if err == nil && buf == nil { // the whole line in the buffer: one copy
			return string(chunk[:len(chunk)-1]), nil
		}
		buf = append(buf, chunk...)
		if len(buf) > MaxLine+1 {
			return "", errLong
		}
		switch {
		case err == nil:
			return string(buf[:len(buf)-1]), nil
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(buf) > 0:
			return string(buf), nil
		default:
			return "", err
		}
	}
}

// errorf returns an error of package train.
func errorf(format string, args ...any) error { return fault.New("train", format, args...) }
