package explore_test

import (
	"context"
	"fmt"

	"gametree/explore"
)

// A front end reads a request from its parameters, by the CLI's flag
// names, and runs it.
func Example() {
	params := explore.Values{"leaves": {"((3 12 8) (2 4 6) (14 5 2))"}}
	req, err := explore.ParseTree(params, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := explore.Tree(context.Background(), req, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("value", s.Value, "visited", s.Ann.Stats.Visited, "of", s.Nodes)

	_, err = explore.ParseTree(explore.Values{"size": {"7"}}, nil)
	fmt.Println(err)
	// Output:
	// value 3 visited 11 of 13
	// --size 7: want an even size from 4 to 16
}
