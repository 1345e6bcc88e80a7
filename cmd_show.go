package main

import (
	"encoding/json"
	"fmt"

	"github.com/urfave/cli/v2"

	"gametree/othello"
)

func showCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "show",
		Usage:     "print a position: the board, the side to move, the disc counts and the legal moves",
		UsageText: "gametree show [position flags] [--json] [--unicode]",
		Description: `Prints the text dump of a position. The dump is itself a valid input:
save it and read it back with --position FILE.

Examples:
   gametree show --moves f5d6c3
   gametree show --size 6
   gametree show --board "---------------------------OX------XO--------------------------- O"
   gametree show --moves f5d6 --json`,
		Flags: append(positionFlags(),
			&cli.BoolFlag{Name: "json", Usage: "print the position as a JSON object"},
			&cli.BoolFlag{Name: "unicode", Usage: "draw discs as ● (Black) and ○ (White)"},
		),
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			g, err := readPosition(c, e)
			if err != nil {
				return err
			}
			if c.Bool("json") {
				return writeJSON(e, positionJSON(g))
			}
			opt := othello.DiagramOptions{Unicode: c.Bool("unicode"), Color: e.color()}
			if _, err := fmt.Fprint(e.stdout, g.pos.Diagram(opt)); err != nil {
				return err
			}
			if len(g.moves) > 0 {
				_, err = fmt.Fprintf(e.stdout, "Moves played: %s\n", othello.FormatMoves(g.moves))
			}
			return err
		},
	}
}

// positionObject is the JSON form of a position.
type positionObject struct {
	Size     int      `json:"size"`
	Board    string   `json:"board"`
	ToMove   string   `json:"to_move"`
	Black    int      `json:"black"`
	White    int      `json:"white"`
	Empty    int      `json:"empty"`
	Moves    []string `json:"moves"`
	MustPass bool     `json:"must_pass"`
	GameOver bool     `json:"game_over"`
	Winner   *string  `json:"winner,omitempty"`
	Played   *string  `json:"played,omitempty"`
}

// positionJSON returns the JSON object of g's position: legal moves in the
// order a1, b1, ..., none when the side to move must pass; the winner
// ("black", "white" or "draw") once the game is over; the moves played when
// there were any.
func positionJSON(g game) positionObject {
	p := g.pos
	obj := positionObject{
		Size:     p.Size(),
		Board:    p.String(),
		ToMove:   colorName(p.ToMove()),
		Black:    p.Count(othello.Black),
		White:    p.Count(othello.White),
		Empty:    p.Empties(),
		Moves:    []string{},
		MustPass: p.MustPass(),
		GameOver: p.GameOver(),
	}
	for _, sq := range p.LegalMoves().Squares() {
		obj.Moves = append(obj.Moves, sq.String())
	}
	if obj.GameOver {
		w := "draw"
		if c, ok := p.Result().Winner(); ok {
			w = colorName(c)
		}
		obj.Winner = &w
	}
	if len(g.moves) > 0 {
		t := othello.FormatMoves(g.moves)
		obj.Played = &t
	}
	return obj
}

// colorName is the JSON name of a colour: "black" or "white".
func colorName(c othello.Color) string {
	if c == othello.White {
		return "white"
	}
	return "black"
}

// writeJSON writes v as indented JSON and a newline to stdout.
func writeJSON(e *env, v any) error {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return err
	}
	_, err = e.stdout.Write(append(b, '\n'))
	return err
}
