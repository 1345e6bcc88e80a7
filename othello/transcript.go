package othello

import (
	"fmt"
	"strings"

	"gametree/internal/fault"
)

// ParseMoves reads a transcript: squares written one after the other
// ("f5d6c3d3c4"), in any case, with or without separators (spaces, "-",
// ","), passes written "pass", "pa" or "ps". It checks only the spelling;
// Replay checks the moves against a position.
func ParseMoves(text string) ([]Square, error) {
	return AppendMoves(nil, text)
}

// AppendMoves appends the moves of a transcript, as ParseMoves reads
// them, to moves.
func AppendMoves(moves []Square, text string) ([]Square, error) {
	t := asciiLower(text) // same length as text, so indexes agree
	first := len(moves)
	i := 0
	for i < len(t) {
		c := t[i]
		switch {
		case c == ' ' || c == '-' || c == ',' || c == '\t' || c == '\n' || c == '\r' || c == ';':
			i++
			continue
		case c == 'p' && i+1 < len(t) && (t[i+1] == 'a' || t[i+1] == 's'):
			// "pass", "pa" or "ps"; column p is followed by a digit.
			if strings.HasPrefix(t[i:], "pass") {
				i += 4
			} else {
				i += 2
			}
			moves = append(moves, Pass)
			continue
		case c >= 'a' && c <= 'z':
			j := i + 1
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			sq, err := ParseSquare(t[i:j])
			if err != nil {
				return nil, errorf("transcript move %d: %q: want a square such as f5, or pass", len(moves)-first+1, text[i:j])
			}
			moves = append(moves, sq)
			i = j
			continue
		}
		end := i + 1
		for end < len(t) && t[end] != ' ' {
			end++
		}
		return nil, errorf("transcript move %d: unexpected %q; want squares such as f5d6c3", len(moves)-first+1, text[i:end])
	}
	return moves, nil
}

// FormatMoves writes moves as a transcript, squares one after the other
// ("f5d6c3"), a pass as "pass". ParseMoves reads it back.
func FormatMoves(moves []Square) string {
	var b strings.Builder
	for _, m := range moves {
		b.WriteString(m.String())
	}
	return b.String()
}

// MoveError is an illegal move met while replaying a transcript.
type MoveError struct {
	// Ply is the number of the move in the game, from 1, passes included.
	Ply int
	// Move is the move that could not be played.
	Move Square
	// Err says why.
	Err error
}

// Error returns "othello: ply 5: e3 is not legal for White: ...".
func (e *MoveError) Error() string { return "othello: " + e.Reason() }

// Reason returns the message without its package: "ply 5: e3 is not legal
// for White: ...".
func (e *MoveError) Reason() string { return fmt.Sprintf("ply %d: %s", e.Ply, fault.Reason(e.Err)) }

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Err }

// MsgFormat says the reason's format and arguments, for its French
// (msg.Formatted).
func (e *MoveError) MsgFormat() (string, []any) { return "ply %d: %w", []any{e.Ply, e.Err} }

// Replay plays moves from p and returns the final position and the moves
// actually played: a forced pass that moves leave out is filled in, one that
// moves write is kept. Any other illegal move, or a move after the end of
// the game, is a *MoveError naming the ply, the side and the legal moves.
func Replay(p Position, moves []Square) (Position, []Square, error) {
	played := make([]Square, 0, len(moves))
	for _, m := range moves {
		if m != Pass && p.MustPass() {
			p = p.Apply(Pass)
			played = append(played, Pass)
		}
		next, err := p.Play(m)
		if err != nil {
			return p, played, &MoveError{Ply: len(played) + 1, Move: m, Err: err}
		}
		p = next
		played = append(played, m)
	}
	return p, played, nil
}

// asciiLower lowers the ASCII letters of s and leaves every other byte.
func asciiLower(s string) string {
	if !strings.ContainsFunc(s, func(r rune) bool { return 'A' <= r && r <= 'Z' }) {
		return s
	}
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
