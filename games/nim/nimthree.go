package nim

import (
	"gametree/game"
	"strings"
	"sync"

	"gametree/internal/msg"
)

// Nim for three players: Nim's heaps and moves, the players A, B and C
// moving in turn, and whoever takes the last object wins (a utility of 1,
// the two others 0). A player who cannot win may still choose which of
// the others does: the kingmaker of games of several players (Luckhardt
// and Irani 1986, on max^n; Sturtevant and Korf 2000). Its positions are
// small enough to search to the end, so a tree's leaves at the depth
// limit hold the position's exact max^n value.

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "nim3", Aliases: []string{"nim-3"}, Play: "Play Nim for three players", Title: "Nim for three players", Rank: 45, DefaultSize: "1 2 3", BoardSize: true, Players: 3,
		New: func(size string) (game.Game, error) { return NewNimThree(size) }})
}

// The most heaps of Nim for three players, and the most objects in a heap:
// its exact values are searched to the end.
const (
	MaxHeapsThree    = 5
	MaxHeapSizeThree = 9
)

// NimThree is Nim for three players.
type NimThree struct {
	start NimThreePos
}

// NewNimThree returns Nim for three players from the heaps heaps ("1 2 3",
// the default, when empty), A to move.
func NewNimThree(heaps string) (NimThree, error) {
	if strings.TrimSpace(heaps) == "" {
		heaps = "1 2 3"
	}
	p, err := parseNimThree(heaps)
	if err != nil {
		return NimThree{}, err
	}
	return NimThree{start: p}, nil
}

// Name returns "nim3".
func (NimThree) Name() string { return "nim3" }

// Title returns "Nim for three players".
func (NimThree) Title() string { return "Nim for three players" }

// Caption names it in captions with the heaps it starts from, in l:
// "Nim for three players 3 4 5", so that "the start" of a caption is
// never read as another game's start (Captioned). Its title stays
// without them: positions of other heaps are of the same game.
func (g NimThree) Caption(l msg.Lang) string {
	f := strings.Fields(g.start.String())
	return l.Word(g.Title()) + " " + strings.Join(f[:max(len(f)-1, 1)], " ")
}

// Players returns 3.
func (NimThree) Players() int { return 3 }

// PlayerName names the players A, B and C.
func (NimThree) PlayerName(p game.Player) string { return string(rune('A' + p)) }

// Notation returns how a move is written.
func (NimThree) Notation() string { return "HEAP:COUNT, such as 2:3 (three from the second heap)" }

// BoardNotation returns how a board string is written.
func (NimThree) BoardNotation() string { return "the heaps, such as 1 2 3, then A, B or C to move" }

// EvalName names what a leaf at the depth limit holds.
func (NimThree) EvalName() string { return "the exact max^n value" }

// Start returns the heaps the game was made with, A to move.
func (g NimThree) Start() game.Position { return g.start }

// ParsePosition reads the heaps, then the player to move (A, B or C; A
// when left out).
func (NimThree) ParsePosition(s string) (game.Position, error) { return parseNimThree(s) }

func parseNimThree(s string) (NimThreePos, error) {
	var p NimThreePos
	fields := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if n := len(fields); n > 0 {
		if w := strings.ToUpper(fields[n-1]); len(w) == 1 && w[0] >= 'A' && w[0] <= 'C' {
			p.turn, fields = game.Player(w[0]-'A'), fields[:n-1]
		}
	}
	if len(fields) == 0 || len(fields) > MaxHeapsThree {
		return p, errorf("Nim for three players, heaps %q: want 1 to %d heaps, as whole numbers separated by spaces, such as \"1 2 3\" (then A, B or C, the player to move)", s, MaxHeapsThree)
	}
	if i, ok := readHeaps(p.heaps[:], fields, MaxHeapSizeThree); !ok {
		return p, errorf("Nim for three players, heaps %q: heap %d is %q; want a whole number from 0 to %d", s, i+1, fields[i], MaxHeapSizeThree)
	}
	p.n = int8(len(fields))
	return p, nil
}

// NimThreePos is a position of Nim for three players: the heaps and the
// player to move (A, B or C: 0, 1, 2).
type NimThreePos struct {
	heaps [MaxHeapsThree]int8
	n     int8
	turn  game.Player
}

// Game returns the game from this position's heaps.
func (p NimThreePos) Game() game.Game {
	s := p
	s.turn = 0
	return NimThree{start: s}
}

// ToMove returns the player to move.
func (p NimThreePos) ToMove() game.Player { return p.turn }

// Over reports that every heap is empty.
func (p NimThreePos) Over() bool { return heapsEmpty(p.heaps[:p.n]) }

// AppendMoves appends every move: heap by heap, one object, two, ... the
// whole heap.
func (p NimThreePos) AppendMoves(dst []game.Move) []game.Move {
	return appendHeapMoves(dst, p.heaps[:p.n])
}

// Play takes the move's count from its heap; the next player moves.
func (p NimThreePos) Play(m game.Move) game.Position {
	p.heaps[int(m)/64] -= int8(int(m) % 64)
	p.turn = (p.turn + 1) % 3
	return p
}

// Winner returns the player who took the last object of a finished game:
// the one before the player to move.
func (p NimThreePos) Winner() game.Player { return (p.turn + 2) % 3 }

// Utility returns +1 if pl took the last object, else -1.
func (p NimThreePos) Utility(pl game.Player) float64 {
	if pl == p.Winner() {
		return 1
	}
	return -1
}

// EvalIsExact reports that the evaluation (EvaluateVector) is every
// position's max^n value to the end: a search of one ply plays as max^n
// to the end does.
func (NimThree) EvalIsExact() bool { return true }

// Utilities returns a finished game's utilities, A's, B's and C's: 1 for
// the winner, 0 for the others.
func (p NimThreePos) Utilities() []float64 {
	u := make([]float64, 3)
	u[p.Winner()] = 1
	return u
}

// EvaluateVector returns the position's exact max^n value: each player
// takes the move best for itself to the end of the game, ties to the
// first in order (as max^n searches them).
func (p NimThreePos) EvaluateVector() []float64 {
	nimThreeMu.Lock()
	defer nimThreeMu.Unlock()
	if len(nimThreeSeen) > 1<<20 {
		clear(nimThreeSeen) // bounded: every position of the largest game is 10^5 x 3
	}
	v := nimThreeValue(p, nimThreeSeen)
	return []float64{v[0], v[1], v[2]}
}

// nimThreeSeen remembers the exact values found, for every tree and
// request (a position's value never changes).
var (
	nimThreeMu   sync.Mutex
	nimThreeSeen = map[NimThreePos][3]float64{}
)

// nimThreeValue is the exact max^n value of p, remembered in seen.
func nimThreeValue(p NimThreePos, seen map[NimThreePos][3]float64) [3]float64 {
	if v, ok := seen[p]; ok {
		return v
	}
	var best [3]float64
	if p.Over() {
		best[p.Winner()] = 1
	} else {
		first := true
		for _, m := range p.AppendMoves(nil) {
			v := nimThreeValue(p.Play(m).(NimThreePos), seen)
			if first || v[p.turn] > best[p.turn] {
				best, first = v, false
			}
		}
	}
	seen[p] = best
	return best
}

// String returns the heaps and the player to move: "1 2 3 A".
func (p NimThreePos) String() string { return heapsText(p.heaps[:p.n]) + string(rune('A'+p.turn)) }

// Diagram draws the heaps as Nim's diagram does, and the player to move
// or the winner.
func (p NimThreePos) Diagram(last game.Move) string {
	return p.DiagramWith(last, game.DiagramOptions{})
}

// DiagramWith is Diagram with options (the language of its lines).
func (p NimThreePos) DiagramWith(last game.Move, opt game.DiagramOptions) string {
	text := heapsDiagram(p.heaps[:p.n], last, opt.Lang)
	if opt.NoStatus {
		return text
	}
	return text + p.Result(opt.Lang) + "\n"
}

// Result says whose move it is, or who won, in l.
func (p NimThreePos) Result(l msg.Lang) string {
	if p.Over() {
		return l.T("Game over: %s wins", string(rune('A'+p.Winner())))
	}
	return l.T("%s to move", string(rune('A'+p.turn)))
}

// FormatMove writes HEAP:COUNT, the heap from 1: "2:3".
func (NimThreePos) FormatMove(m game.Move) string { return itoa(int(m)/64+1) + ":" + itoa(int(m)%64) }

// ParseMove reads HEAP:COUNT.
func (p NimThreePos) ParseMove(s string) (game.Move, error) {
	m, ok := parseHeapMove(s, int(p.n), MaxHeapSizeThree)
	if !ok {
		return game.NoMove, errorf("%q is not a move of Nim for three players here; want HEAP:COUNT with a heap from 1 to %d, such as 2:3 (three from the second heap)", s, p.n)
	}
	return m, nil
}
