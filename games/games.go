// Package games is the list of the games gametree ships: importing it
// registers each with package game (game.Register), from the game's own
// package: tic-tac-toe, Connect Four, Nim, Nim for three players, Pig,
// Kuhn poker and Leduc hold'em each from its package under games/, and
// Othello from its adapter beside its rules (othello/adapter). A game added to gametree is
// one more import here, and nothing else above the rules changes.
package games

import (
	// Othello: its rules, engines and files, behind package game.
	_ "gametree/othello/adapter"
	// Tic-tac-toe and Connect Four.
	_ "gametree/games/connect4"
	_ "gametree/games/tictactoe"
	// Nim, and Nim for three players.
	_ "gametree/games/nim"
	// Pig, a game of chance, and its perfect play.
	_ "gametree/games/pig"
	// Kuhn poker and Leduc hold'em: the games of hidden information.
	_ "gametree/games/poker"
)
