package nim

import (
	"gametree/game"
	"gametree/internal/fault"
	"strconv"
	"strings"

	"gametree/internal/msg"
)

// init registers the game.
func init() {
	game.Register(game.Entry{Name: "nim", Play: "Play Nim", Title: "Nim", Rank: 40, DefaultSize: "3 4 5", BoardSize: true,
		New: func(size string) (game.Game, error) { return NewNim(size) }})
}

// Nim is Nim in normal play: heaps of objects; a move takes one or more
// from one heap; who takes the last object wins. Heaps are numbered from
// 1; a move is written HEAP:COUNT ("2:3", three from the second heap).
type Nim struct {
	start NimPos
}

// The most heaps, and the most objects in a heap.
const (
	MaxHeaps    = 10
	MaxHeapSize = 60
)

// NewNim returns Nim from the heaps heaps ("3 4 5", the default when
// empty), X to move.
func NewNim(heaps string) (Nim, error) {
	if strings.TrimSpace(heaps) == "" {
		heaps = "3 4 5"
	}
	p, err := parseNim(heaps)
	if err != nil {
		return Nim{}, err
	}
	return Nim{start: p}, nil
}

// Name returns "nim".
func (Nim) Name() string { return "nim" }

// Title returns "Nim".
func (Nim) Title() string { return "Nim" }

// Notation returns how a move is written.
func (Nim) Notation() string { return "HEAP:COUNT, such as 2:3 (three from the second heap)" }

// BoardNotation returns how a board string is written.
func (Nim) BoardNotation() string { return "the heaps, such as 3 4 5" }

// EvalName names the evaluation.
func (Nim) EvalName() string { return "nim-sum" }

// EvalIsExact marks the nim-sum as exact (Bouton's theorem): ai:perfect
// plays by it at any size of heaps.
func (Nim) EvalIsExact() bool { return true }

// Start returns the heaps the game was made with, X to move.
func (g Nim) Start() game.Position { return g.start }

// ParsePosition reads the heaps, separated by spaces ("3 4 5"), then the
// side to move (X or O; X when left out).
func (Nim) ParsePosition(s string) (game.Position, error) { return parseNim(s) }

func parseNim(s string) (NimPos, error) {
	var p NimPos
	fields := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if n := len(fields); n > 0 {
		if side, err := game.ParsePlayer(fields[n-1]); err == nil {
			p.turn, fields = side, fields[:n-1]
		}
	}
	if len(fields) == 0 || len(fields) > MaxHeaps {
		return p, errorf("Nim heaps %q: want 1 to %d heaps, as whole numbers separated by spaces, such as \"3 4 5\" (then X or O, the side to move)", s, MaxHeaps)
	}
	if i, ok := readHeaps(p.heaps[:], fields, MaxHeapSize); !ok {
		return p, errorf("Nim heaps %q: heap %d is %q; want a whole number from 0 to %d", s, i+1, fields[i], MaxHeapSize)
	}
	p.n = int8(len(fields))
	return p, nil
}

// readHeaps reads the heaps' sizes, at most most objects each, into
// heaps; false and the index of the first that is none.
func readHeaps(heaps []int8, fields []string, most int) (int, bool) {
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > most {
			return i, false
		}
		heaps[i] = int8(n)
	}
	return 0, true
}

// NimPos is a Nim position: the heaps and the player to move.
type NimPos struct {
	heaps [MaxHeaps]int8
	n     int8
	turn  game.Player
}

// nimMove numbers the move that takes count from heap (from 0).
func nimMove(heap, count int) game.Move { return game.Move(heap*64 + count) }

// Game returns Nim from this position's heaps.
func (p NimPos) Game() game.Game {
	s := p
	s.turn = game.X
	return Nim{start: s}
}

// ToMove returns the player to move.
func (p NimPos) ToMove() game.Player { return p.turn }

// Over reports that every heap is empty.
func (p NimPos) Over() bool { return heapsEmpty(p.heaps[:p.n]) }

// AppendMoves appends every move: heap by heap, one object, two, ... the
// whole heap.
func (p NimPos) AppendMoves(dst []game.Move) []game.Move { return appendHeapMoves(dst, p.heaps[:p.n]) }

// The heaps' own mechanics, shared by Nim and Nim for three players.

// heapsEmpty reports that every heap is empty.
func heapsEmpty(heaps []int8) bool {
	for _, h := range heaps {
		if h > 0 {
			return false
		}
	}
	return true
}

// appendHeapMoves appends every move of heaps to dst: heap by heap, one
// object, two, ... the whole heap.
func appendHeapMoves(dst []game.Move, heaps []int8) []game.Move {
	for i, h := range heaps {
		for k := 1; k <= int(h); k++ {
			dst = append(dst, nimMove(i, k))
		}
	}
	return dst
}

// heapsText writes the heaps, each followed by a space: "3 4 5 ".
func heapsText(heaps []int8) string {
	var b strings.Builder
	for _, h := range heaps {
		b.WriteString(itoa(int(h)) + " ")
	}
	return b.String()
}

// parseHeapMove reads HEAP:COUNT for heaps of at most most objects; false
// when it is not one.
func parseHeapMove(s string, heaps, most int) (game.Move, bool) {
	hs, cs, ok := strings.Cut(strings.TrimSpace(s), ":")
	h, err1 := strconv.Atoi(hs)
	c, err2 := strconv.Atoi(cs)
	if !ok || err1 != nil || err2 != nil || h < 1 || h > heaps || c < 1 || c > most {
		return game.NoMove, false
	}
	return nimMove(h-1, c), true
}

// Play takes the move's count from its heap.
func (p NimPos) Play(m game.Move) game.Position {
	p.heaps[int(m)/64] -= int8(int(m) % 64)
	p.turn = p.turn.Other()
	return p
}

// Utility returns +1 if pl took the last object (the opponent is to move
// and cannot), else -1: Nim has no draws.
func (p NimPos) Utility(pl game.Player) float64 {
	if pl == p.turn {
		return -1
	}
	return 1
}

// Evaluate is Bouton's nim-sum, the exclusive or of the heaps: the player
// to move wins with perfect play exactly when it is not 0. It is +0.5 for
// that player (and -0.5 for the other) when it is not 0, -0.5 for the
// player to move when it is: an evaluation that is never wrong, to check
// what a search finds.
func (p NimPos) Evaluate(pl game.Player) float64 {
	x := int8(0)
	for i := int8(0); i < p.n; i++ {
		x ^= p.heaps[i]
	}
	v := 0.5
	if x == 0 {
		v = -0.5
	}
	if pl != p.turn {
		v = -v
	}
	return v
}

// String returns the heaps and the side to move: "3 4 5 X".
func (p NimPos) String() string { return heapsText(p.heaps[:p.n]) + p.turn.String() }

// Diagram draws each heap as a row of bars with its count, the heap of
// the last move marked with what it took, and the side to move or the
// result.
func (p NimPos) Diagram(last game.Move) string {
	return p.BodyIn(last, msg.En) + game.StatusLine(p)
}

// BodyIn is Diagram without its status line, in l (game.Worded).
func (p NimPos) BodyIn(last game.Move, l msg.Lang) string {
	return heapsDiagram(p.heaps[:p.n], last, l)
}

// heapsDiagram draws each heap as a row of bars with its count, the heap
// of the last move marked with what it took, in l.
func heapsDiagram(heaps []int8, last game.Move, l msg.Lang) string {
	var b strings.Builder
	for i, hh := range heaps {
		h := int(hh)
		bars := strings.Repeat("|", h)
		if h == 0 {
			bars = "-"
		}
		line := l.T("heap %s: %s (%s)", itoa(i+1), bars, itoa(h))
		if last >= 0 && int(last)/64 == i {
			line += l.T(" <- %s taken", itoa(int(last)%64))
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// FormatMove writes HEAP:COUNT, the heap from 1: "2:3".
func (NimPos) FormatMove(m game.Move) string { return itoa(int(m)/64+1) + ":" + itoa(int(m)%64) }

// ParseMove reads HEAP:COUNT.
func (p NimPos) ParseMove(s string) (game.Move, error) {
	m, ok := parseHeapMove(s, int(p.n), MaxHeapSize)
	if !ok {
		return game.NoMove, errorf("%q is not a Nim move here; want HEAP:COUNT with a heap from 1 to %d, such as 2:3 (three from the second heap)", s, p.n)
	}
	return m, nil
}

// NimTake returns the heap (from 0) and the count of a Nim move.
func NimTake(m game.Move) (heap, count int) { return int(m) / 64, int(m) % 64 }

// errorf makes an error of a game's rules, which speak as package game's.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }

// itoa writes n in decimal.
func itoa(n int) string { return strconv.Itoa(n) }
