package othello

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"gametree/internal/msg"
)

// DiagramOptions choose how Diagram draws a position.
type DiagramOptions struct {
	// Unicode draws discs as ● (Black) and ○ (White) and legal moves as ·.
	Unicode bool
	// Color adds ANSI colours; use it only on a terminal.
	Color bool
	// NoMarks leaves the legal moves unmarked on the board.
	NoMarks bool
	// NoStatus leaves out the lines under the board (side to move, disc
	// counts, legal moves).
	NoStatus bool
	// Last outlines its squares, the move just played, with brackets in
	// place of the spaces around them: "2 - ·[●]· -".
	Last SquareSet
	// Lang is the language of the lines under the board; ParseDiagram
	// reads them back in each.
	Lang msg.Lang
}

const (
	ansiBlack = "\x1b[1;34m"
	ansiWhite = "\x1b[1;33m"
	ansiMark  = "\x1b[32m"
	ansiDim   = "\x1b[2m"
	ansiReset = "\x1b[0m"
)

// Diagram returns the text dump of p: a header of column letters, each row
// between its numbers, "X" for Black, "O" for White, "-" for empty and "."
// on each legal move of the side to move, the column letters again, then
// the side to move (once the game is over, who had the turn), both disc
// counts and the legal moves. ParseDiagram reads
// it back.
//
//	  a b c d e f g h
//	1 - - - - - - - - 1
//	...
//	Black (X) to move
//	Black (X) 2, White (O) 2
//	Legal moves: c4 d3 e6 f5
func (p Position) Diagram(opt DiagramOptions) string {
	var b strings.Builder
	p.writeDiagram(&b, opt)
	return b.String()
}

func (p Position) writeDiagram(b *strings.Builder, opt DiagramOptions) {
	n := int(p.size)
	width := len(strconv.Itoa(n))
	paint := func(code, s string) string {
		if opt.Color {
			return code + s + ansiReset
		}
		return s
	}
	header := strings.Repeat(" ", width+1)
	for c := 0; c < n; c++ {
		if c > 0 {
			header += " "
		}
		header += string(rune('a' + c))
	}
	b.WriteString(paint(ansiDim, header))
	b.WriteByte('\n')
	var marks SquareSet
	if !opt.NoMarks {
		marks = p.LegalMoves()
	}
	black, white, mark, empty := "X", "O", ".", "-"
	if opt.Unicode {
		black, white, mark, empty = "●", "○", "·", "-"
	}
	for r := 0; r < n; r++ {
		b.WriteString(paint(ansiDim, fmt.Sprintf("%*d", width, r+1)))
		closing := false
		for c := 0; c < n; c++ {
			sq := NewSquare(c, r)
			switch {
			case closing:
				b.WriteByte(']')
			case opt.Last.Has(sq):
				b.WriteByte('[')
			default:
				b.WriteByte(' ')
			}
			closing = opt.Last.Has(sq)
			col, full := p.At(sq)
			switch {
			case full && col == Black:
				b.WriteString(paint(ansiBlack, black))
			case full:
				b.WriteString(paint(ansiWhite, white))
			case marks.Has(sq):
				b.WriteString(paint(ansiMark, mark))
			default:
				b.WriteString(empty)
			}
		}
		if closing {
			b.WriteByte(']')
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(paint(ansiDim, fmt.Sprintf("%d", r+1)))
		b.WriteByte('\n')
	}
	b.WriteString(paint(ansiDim, header))
	b.WriteByte('\n')
	if !opt.NoStatus {
		p.writeStatus(b, opt.Lang)
	}
}

// writeStatus writes the lines under a diagram: the side to move, the
// disc counts and the legal moves, or the result.
func (p Position) writeStatus(b *strings.Builder, l msg.Lang) {
	turn := l.Word(p.turn.String())
	side := l.T("%s (%s) to move", turn, p.turn.Symbol())
	res := p.Result()
	counts := l.T("Black (X) %s, White (O) %s", strconv.Itoa(res.Black), strconv.Itoa(res.White))
	switch {
	case p.GameOver():
		b.WriteString(l.T("The game is over; %s (%s) had the turn", turn, p.turn.Symbol()) + "\n")
		if w, ok := res.Winner(); ok {
			b.WriteString(l.T("%s: %s wins by %s", counts, l.Word(w.String()), strconv.Itoa(res.Margin())) + "\n")
		} else {
			b.WriteString(l.T("%s: draw", counts) + "\n")
		}
		b.WriteString(l.Word("Legal moves: none") + "\n")
	case p.MustPass():
		b.WriteString(l.T("%s, who has no legal move and must pass", side) + "\n" + counts + "\n" + l.Word("Legal moves: pass") + "\n")
	default:
		b.WriteString(side + "\n" + counts + "\n" + l.T("Legal moves: %s", p.LegalMoves().String()) + "\n")
	}
}

var ansiEscape = regexp.MustCompile("\x1b\\[[0-9;]*m")

// ParseDiagram reads a text diagram: the dump Diagram writes (in either
// character set, with or without colour), or any grid of board rows in that
// style. Row lines may carry their row number on either side and may write
// the squares with or without spaces ("1 - - X O" or "--XO"). Lines of
// column letters and blank lines are skipped; the side to move comes from a
// line such as "White (O) to move" (Black when there is none); other lines
// that start with "Black", "White", "Legal", "Game", "Side" or "Moves" are
// read as comments.
// The size follows from the number of rows.
func ParseDiagram(text string) (Position, error) {
	text = ansiEscape.ReplaceAllString(text, "")
	text = strings.NewReplacer("[", " ", "]", " ").Replace(text) // the last move's outline
	var rows [][]rune
	var numbered []int
	side := Black
	for i, line := range strings.Split(text, "\n") {
		lineNo := i + 1
		fields := strings.Fields(line)
		if len(fields) == 0 || isHeader(fields) {
			continue
		}
		first := strings.ToLower(fields[0])
		if isWord(first) {
			c, ok, err := sideLine(line, first, lineNo)
			if err != nil {
				return Position{}, err
			}
			if ok {
				side = c
			}
			continue
		}
		// A board row: optional numbers around the squares.
		num := -1
		if k, err := strconv.Atoi(fields[0]); err == nil {
			num = k
			fields = fields[1:]
		}
		if len(fields) > 0 {
			if k, err := strconv.Atoi(fields[len(fields)-1]); err == nil {
				if num != -1 && k != num {
					return Position{}, errorf("diagram line %d: row numbers %d and %d disagree", lineNo, num, k)
				}
				num = k
				fields = fields[:len(fields)-1]
			}
		}
		row := []rune(strings.Join(fields, ""))
		for j, r := range row {
			if _, _, ok := cell(r); !ok {
				return Position{}, errorf("diagram line %d: %q (character %d of the row) is not a disc or an empty square; want X, O, - or .", lineNo, r, j+1)
			}
		}
		if len(row) == 0 {
			return Position{}, errorf("diagram line %d: a row number with no squares", lineNo)
		}
		rows = append(rows, row)
		numbered = append(numbered, num)
	}
	n := len(rows)
	if n == 0 {
		return Position{}, errorf("diagram has no board rows")
	}
	if CheckSize(n) != nil {
		return Position{}, errorf("diagram has %d rows; want n rows of n squares with n even from %d to %d", n, MinSize, MaxSize)
	}
	p := Position{size: uint8(n), turn: side}
	for r, row := range rows {
		if numbered[r] != -1 && numbered[r] != r+1 {
			return Position{}, errorf("diagram row %d is numbered %d; want rows numbered 1 to %d in order", r+1, numbered[r], n)
		}
		if len(row) != n {
			return Position{}, errorf("diagram row %d has %d squares; want %d, one per column of the %dx%d board", r+1, len(row), n, n, n)
		}
		for c, ch := range row {
			if col, empty, _ := cell(ch); !empty {
				p = p.put(NewSquare(c, r), col)
			}
		}
	}
	return p, nil
}

// sideLine reads a line of words of a diagram (first is its first word,
// lowered): "Black to move", or "The game is over; White had the turn".
// ok tells whether it gives the side.
func sideLine(line, first string, lineNo int) (c Color, ok bool, err error) {
	lower := strings.ToLower(line)
	// The French of the lines Diagram writes: the colour's name, then the
	// same reading.
	lower = strings.NewReplacer("la partie est finie ; ", "the game is over; ", "avait le trait", "had the turn", "au trait", "to move", "noir", "black", "blanc", "white").Replace(lower)
	first = strings.NewReplacer("noir", "black", "blanc", "white").Replace(first)
	if over, found := strings.CutPrefix(lower, "the game is over; "); found && strings.Contains(over, "had the turn") {
		if c, err = ParseColor(strings.Fields(over)[0]); err != nil {
			return 0, false, errorf("diagram line %d: %q: want Black or White before \"had the turn\"", lineNo, strings.TrimSpace(line))
		}
		return c, true, nil
	}
	if strings.Contains(lower, "to move") {
		if c, err = ParseColor(first); err != nil {
			return 0, false, errorf("diagram line %d: %q: want Black or White before \"to move\"", lineNo, strings.TrimSpace(line))
		}
		return c, true, nil
	}
	return 0, false, nil
}

// isHeader reports whether fields are column letters a, b, c, ... in order,
// written apart or together.
func isHeader(fields []string) bool {
	s := strings.ToLower(strings.Join(fields, ""))
	if len(s) < 2 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != byte('a'+i) {
			return false
		}
	}
	return true
}

// isWord reports whether f starts a status line of a diagram.
func isWord(f string) bool {
	// The first words of the lines Diagram writes under the board, in
	// English and in French.
	for _, w := range []string{"black", "white", "legal", "game", "side", "moves", "the", "noir", "blanc", "coups", "la"} {
		if strings.HasPrefix(f, w) {
			return true
		}
	}
	return false
}
