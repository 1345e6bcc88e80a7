// Package explore is gametree's application: what each command does, as
// functions that every front end calls, so that the terminal and the
// browser show the same numbers because they run the same code.
//
// Each job has a parameter list (TreeParams, CompareParams, ...), a parser
// that reads them by the CLI's flag names from any Params (ParseTree,
// ParseCompare, ...), and a function that takes a context and returns a
// report (Tree, Step, Compare, Perft, Show, Match, Game.Advance). The
// parser holds the validation, so a mistake gets the same one-line message
// from every front end; a *UsageError is a request that cannot be
// understood as a whole. Long work stops soon after its context is done and
// returns ctx.Err(); nothing here prints, exits, or knows the CLI or HTTP.
// Limits are checked before anything is allocated: a node limit
// (max-nodes) and a memory budget (max-memory, DefaultMaxMemory).
//
// Where things are, by what they hold:
//
//   - the parameters: declare.go declares every parameter of every job
//     once; params.go reads them, one parser a value kind;
//   - the limits: budget.go, the memory and the cores a server shares;
//     the node limits and memory estimates with each job;
//   - the inputs every job shares: position.go (a position of any game),
//     players.go (the players of a game, a match, a hint, an engine);
//   - the jobs: tree.go (tree and step), compare.go and comparereport.go,
//     quiz.go (quizzes and exercise sheets), perft.go, solve.go, train.go,
//     game.go (a game played: load, save, the search behind a move, GTP),
//     move.go (the play page: a move, a hint, an evaluation's terms),
//     match.go, reports.go (the texts of the reports);
//   - the terminal sessions: session_play.go, session_step.go,
//     session_quiz.go.
//
// A new front end, such as a web handler, calls it like this:
//
//	func treeHandler(w http.ResponseWriter, r *http.Request) {
//		r.ParseForm()
//		req, err := explore.ParseTree(explore.Values(r.Form), nil) // nil: no files
//		if err != nil {
//			http.Error(w, err.Error(), http.StatusBadRequest)
//			return
//		}
//		s, err := explore.Tree(r.Context(), req, nil)
//		if err != nil {
//			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
//			return
//		}
//		render.Write(r.Context(), w, render.SVGFormat, s, req.Draw)
//	}
package explore
