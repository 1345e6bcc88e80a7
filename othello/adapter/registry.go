package adapter

import (
	"strconv"
	"strings"

	"gametree/game"
	"gametree/internal/fault"
	"gametree/othello"
)

func init() {
	game.Register(game.Entry{Name: "othello", Play: "Play Othello", Title: "Othello", Rank: 10, Size: "an even size from 4 to 16", DefaultSize: "8",
		Sizes: []string{"4", "6", "8", "10", "12", "14", "16"}, New: newOthello})
}

// newOthello makes Othello on an even board from 4 to 16 (8 when size is
// empty), its leaves scored by counting discs.
func newOthello(size string) (game.Game, error) {
	n := othello.DefaultSize
	if s := strings.TrimSpace(size); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil || othello.CheckSize(v) != nil {
			return nil, errorf("want an even size from %d to %d", othello.MinSize, othello.MaxSize)
		}
		n = v
	}
	return Othello{Size: n, Eval: othello.Discs{}}, nil
}

// SplitMoves cuts "f5d6pass" into "f5" "d6" "pass": a letter and its
// digits, or a pass ("pass", "pa", "ps").
func (Othello) SplitMoves(word string) []string {
	var out []string
	// Lower case byte by byte, ASCII alone: t keeps word's length (a
	// byte that is not UTF-8 would grow into three under ToLower).
	b := []byte(word)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	t := string(b)
	for i := 0; i < len(t); {
		j := i + 1
		switch {
		case strings.HasPrefix(t[i:], "pass"):
			j = i + 4
		case strings.HasPrefix(t[i:], "pa") || strings.HasPrefix(t[i:], "ps"):
			j = i + 2
		default:
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
		}
		out = append(out, word[i:j])
		i = j
	}
	return out
}

// JoinsMoves marks Othello's transcripts as run together.
func (Othello) JoinsMoves() {}

// SizeName returns "8x8".
func (g Othello) SizeName() string { return strconv.Itoa(g.Size) + "x" + strconv.Itoa(g.Size) }

// SizeParam returns "8".
func (g Othello) SizeParam() string { return strconv.Itoa(g.Size) }

// errorf returns an error of Othello's adapter, written as package game
// writes its own ("game: want an even size from 4 to 16"): the reader
// meets one game road, whichever game it is.
func errorf(format string, args ...any) error { return fault.New("game", format, args...) }
