// Package examples holds the positions and textbook trees that docs/ uses,
// with the outputs gametree makes of them. commands.txt lists each output
// and the command that makes it; go generate rewrites them all, and the test
// of this package checks that they are current.
package examples

//go:generate sh generate.sh
