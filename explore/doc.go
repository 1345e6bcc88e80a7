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
