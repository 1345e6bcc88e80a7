package othello

import (
	"fmt"
	"strconv"
	"strings"
)

// FormatGGF writes the game played from start by moves (passes
// included) in the Generic Game Format of the Othello servers: (;GM[Othello]PC[gametree]PB[black]PW[white]RE[result]TY[n]
// BO[n board side]B[f5]W[d6]...;). The board lists the start position row by
// row ("*" Black, "O" White, "-" empty); the result is Black's margin
// ("+12", "-4", "0") once the game is over, "?" before.
func FormatGGF(start Position, moves []Square, black, white string) string {
	var b strings.Builder
	n := start.Size()
	end := start
	for _, m := range moves {
		end = end.Apply(m)
	}
	b.WriteString("(;GM[Othello]PC[gametree]")
	fmt.Fprintf(&b, "PB[%s]PW[%s]", ggfEscape(black), ggfEscape(white))
	re := "?"
	if end.GameOver() {
		r := end.Result()
		re = fmt.Sprintf("%+d", r.Black-r.White)
		if r.Black == r.White {
			re = "0"
		}
	}
	fmt.Fprintf(&b, "RE[%s]TY[%d]BO[%d ", re, n, n)
	board := start.String()
	b.WriteString(strings.NewReplacer("X", "*").Replace(board[:n*n]))
	if start.ToMove() == White {
		b.WriteString(" O]")
	} else {
		b.WriteString(" *]")
	}
	p := start
	for _, m := range moves {
		tag := "B"
		if p.ToMove() == White {
			tag = "W"
		}
		mv := m.String()
		if m == Pass {
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
// "pass"). The moves are checked, forced passes filled in: an illegal
// one is an error.
func ParseGGF(text string) (start Position, moves []Square, err error) {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "(;") {
		return Position{}, nil, errorf("GGF: a game starts with \"(;\"")
	}
	// One game: from "(;" to its ";)", with no game inside it.
	end := strings.Index(t[2:], ";)")
	if end < 0 {
		return Position{}, nil, errorf("GGF: the game is never closed with \";)\"")
	}
	end += 2
	if k := strings.Index(t[2:end], "(;"); k >= 0 {
		return Position{}, nil, errorf("GGF: a game inside a game at character %d; want one game, (; ... ;)", k+3)
	}
	t = t[:end+2]
	haveStart := false
	size := DefaultSize
	var given []Square
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
			return Position{}, nil, errorf("GGF: property %s at character %d has no value in brackets", t[i:j], i+1)
		}
		end := strings.IndexByte(t[j:], ']')
		if end < 0 {
			return Position{}, nil, errorf("GGF: the value of %s at character %d is never closed", t[i:j], i+1)
		}
		tag, value := t[i:j], t[j+1:j+end]
		i = j + end + 1
		switch tag {
		case "TY":
			n, err := strconv.Atoi(strings.TrimRight(value, "abcdefghijklmnopqrstuvwxyz"))
			if err != nil || CheckSize(n) != nil {
				return Position{}, nil, errorf("GGF: board type TY[%s]: want an even size from %d to %d", value, MinSize, MaxSize)
			}
			size = n
		case "BO":
			f := strings.Fields(value)
			if len(f) != 3 {
				return Position{}, nil, errorf("GGF: BO[%s]: want a size, the squares and the side to move", value)
			}
			p, err := ParseBoard(f[1] + " " + f[2])
			if err != nil {
				return Position{}, nil, errorf("GGF: BO: %w", err)
			}
			if strconv.Itoa(p.Size()) != f[0] {
				return Position{}, nil, errorf("GGF: BO[%s]: the board is %dx%d, not %s", value, p.Size(), p.Size(), f[0])
			}
			start, haveStart = p, true
		case "B", "W":
			mv := strings.SplitN(value, "/", 2)[0]
			m, err := ParseSquare(strings.ToLower(mv))
			if err != nil {
				return Position{}, nil, errorf("GGF: move %s[%s]: %w", tag, value, err)
			}
			given = append(given, m)
		}
	}
	if !haveStart {
		start = Start(size)
	}
	_, played, err := Replay(start, given)
	if err != nil {
		return Position{}, nil, errorf("GGF: %w", err)
	}
	return start, played, nil
}
