package othello_test

import (
	"fmt"

	"gametree/othello"
)

func ExamplePosition_Diagram() {
	p := othello.Start(8)
	fmt.Print(p.Diagram(othello.DiagramOptions{}))
	// Output:
	//   a b c d e f g h
	// 1 - - - - - - - - 1
	// 2 - - - - - - - - 2
	// 3 - - - . - - - - 3
	// 4 - - . O X - - - 4
	// 5 - - - X O . - - 5
	// 6 - - - - . - - - 6
	// 7 - - - - - - - - 7
	// 8 - - - - - - - - 8
	//   a b c d e f g h
	// Black (X) to move
	// Black (X) 2, White (O) 2
	// Legal moves: d3 c4 f5 e6
}

func ExampleReplay() {
	moves, _ := othello.ParseMoves("f5 d6 c3")
	p, _, err := othello.Replay(othello.Start(8), moves)
	fmt.Println(p, err)
	_, err = p.Play(othello.NewSquare(4, 2))
	fmt.Println(err)
	// Output:
	// ------------------X--------XX------OXX-----O-------------------- O <nil>
	// othello: e3 is not legal for White: it flips nothing (legal: d3 f3 f4 g5)
}

func ExamplePerft() {
	fmt.Println(othello.Perft(othello.Start(8), 9))
	// Output:
	// {3005288 0}
}

func ExampleParseBoard() {
	// The Prolog 6x6 report's capture in three directions at once (6x6, Black to move).
	p, err := othello.ParseBoard("OX-O-OOOXOOOOXOXOOXXXOXO--OOOOOOOOOO X")
	if err != nil {
		fmt.Println(err)
		return
	}
	e1, _ := othello.ParseSquare("e1")
	fmt.Println(p.LegalMoves(), "flips", p.Flips(e1))
	// Output:
	// e1 flips d2 e2 c3 e3
}

// The pattern evaluation predicts the final disc margin. On FFO test
// position #40 (20 empty squares), Black to move wins by 38 with perfect
// play (gametree solve); the evaluation, from either side:
func ExamplePattern() {
	p, _ := othello.ParseBoard("O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X")
	ev := othello.Pattern{}
	fmt.Printf("%+.2f for Black, %+.2f for White\n", ev.Evaluate(p, othello.Black), ev.Evaluate(p, othello.White))
	// Output:
	// +39.19 for Black, -39.19 for White
}
