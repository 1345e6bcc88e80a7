package play

import (
	"fmt"
	"strconv"
	"strings"

	"gametree/othello"
)

// FormatGGF writes a game in the Generic Game Format of the Othello
// servers: (;GM[Othello]PC[gametree]PB[black]PW[white]RE[result]TY[n]
// BO[n board side]B[f5]W[d6]...;). The board lists the start position row by
// row ("*" Black, "O" White, "-" empty); the result is Black's margin
// ("+12", "-4", "0") once the game is over, "?" before.
func FormatGGF(g *Game, black, white string) string {
	var b strings.Builder
	n := g.Start.Size()
	b.WriteString("(;GM[Othello]PC[gametree]")
	fmt.Fprintf(&b, "PB[%s]PW[%s]", ggfEscape(black), ggfEscape(white))
	re := "?"
	if g.Over() {
		r := g.Pos().Result()
		re = fmt.Sprintf("%+d", r.Black-r.White)
		if r.Black == r.White {
			re = "0"
		}
	}
	fmt.Fprintf(&b, "RE[%s]TY[%d]BO[%d ", re, n, n)
	board := g.Start.String()
	b.WriteString(strings.NewReplacer("X", "*").Replace(board[:n*n]))
	if g.Start.ToMove() == othello.White {
		b.WriteString(" O]")
	} else {
		b.WriteString(" *]")
	}
	p := g.Start
	for _, m := range g.Moves {
		tag := "B"
		if p.ToMove() == othello.White {
			tag = "W"
		}
		mv := m.String()
		if m == othello.Pass {
			mv = "PA"
		}
		fmt.Fprintf(&b, "%s[%s]", tag, mv)
		p = p.Apply(m)
	}
	b.WriteString(";)\n")
	return b.String()
}

// ggfEscape keeps a property value inside its brackets.
func ggfEscape(s string) string { return strings.NewReplacer("]", ")", "[", "(").Replace(s) }

// ParseGGF reads a game in the Generic Game Format: the start position from
// BO (the standard start of size TY when there is none) and the moves from
// the B and W properties, in order ("f5", "f5//1.23" with a time, "PA" or
// "pass"). The moves are checked: an illegal one is an error.
func ParseGGF(text string) (*Game, error) {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "(;") {
		return nil, errorf("GGF: a game starts with \"(;\"")
	}
	// One game: from "(;" to its ";)", with no game inside it.
	end := strings.Index(t[2:], ";)")
	if end < 0 {
		return nil, errorf("GGF: the game is never closed with \";)\"")
	}
	end += 2
	if k := strings.Index(t[2:end], "(;"); k >= 0 {
		return nil, errorf("GGF: a game inside a game at character %d; want one game, (; ... ;)", k+3)
	}
	t = t[:end+2]
	var start othello.Position
	haveStart := false
	size := othello.DefaultSize
	var moves []othello.Square
	for i := 2; i < len(t); {
		c := t[i]
		if c < 'A' || c > 'Z' {
			i++
			continue
		}
		j := i
		for j < len(t) && t[j] >= 'A' && t[j] <= 'Z' {
			j++
		}
		if j >= len(t) || t[j] != '[' {
			return nil, errorf("GGF: property %s at character %d has no value in brackets", t[i:j], i+1)
		}
		end := strings.IndexByte(t[j:], ']')
		if end < 0 {
			return nil, errorf("GGF: the value of %s at character %d is never closed", t[i:j], i+1)
		}
		tag, value := t[i:j], t[j+1:j+end]
		i = j + end + 1
		switch tag {
		case "TY":
			n, err := strconv.Atoi(strings.TrimRight(value, "abcdefghijklmnopqrstuvwxyz"))
			if err != nil || othello.CheckSize(n) != nil {
				return nil, errorf("GGF: board type TY[%s]: want an even size from %d to %d", value, othello.MinSize, othello.MaxSize)
			}
			size = n
		case "BO":
			f := strings.Fields(value)
			if len(f) != 3 {
				return nil, errorf("GGF: BO[%s]: want a size, the squares and the side to move", value)
			}
			p, err := othello.ParseBoard(f[1] + " " + f[2])
			if err != nil {
				return nil, errorf("GGF: BO: %w", err)
			}
			if strconv.Itoa(p.Size()) != f[0] {
				return nil, errorf("GGF: BO[%s]: the board is %dx%d, not %s", value, p.Size(), p.Size(), f[0])
			}
			start, haveStart = p, true
		case "B", "W":
			mv := strings.SplitN(value, "/", 2)[0]
			m, err := othello.ParseSquare(strings.ToLower(mv))
			if err != nil {
				return nil, errorf("GGF: move %s[%s]: %w", tag, value, err)
			}
			moves = append(moves, m)
		}
	}
	if !haveStart {
		start = othello.Start(size)
	}
	g := NewGame(start)
	if err := g.Replay(moves); err != nil {
		return nil, errorf("GGF: %w", err)
	}
	return g, nil
}
