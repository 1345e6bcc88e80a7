package web

import (
	"context"
	"strings"
	"time"

	"gametree/explore"
	"gametree/internal/fault"
)

// checkPlayers refuses what this server does not allow in a game: an
// external engine (a gtp: player) and more than MaxMoveTime a move.
func (q *query) checkPlayers() error {
	for _, c := range []string{"black", "white"} {
		if spec := strings.ToLower(strings.TrimSpace(q.str(c, ""))); strings.HasPrefix(spec, "gtp") {
			return fault.Errorf("--%s %s: the server runs no external programs; want human, random, greedy, minimax:DEPTH[:EVAL], alphabeta:DEPTH[:EVAL] or ai:LEVEL", c, q.str(c, ""))
		}
	}
	if t, ok := q.v.Get("time"); ok {
		if d, err := time.ParseDuration(strings.TrimSpace(t)); err == nil && d > MaxMoveTime {
			return fault.Errorf("--time %s: this server allows at most %s a move", t, MaxMoveTime)
		}
	}
	return nil
}

// move answers /api/move (explore.Move): the game is given as by gametree
// play (size, moves, board; black, white, seed, time). play=SQUARE plays a
// person's move; advance=true has the program to move play one; with
// neither, the game is reported as it is. Forced passes that follow are
// played.
func (s *Server) move(ctx context.Context, q *query) (response, error) {
	if err := q.check(nil, explore.MoveParams()); err != nil {
		return response{}, err
	}
	if err := q.checkPlayers(); err != nil {
		return response{}, err
	}
	req, err := explore.ParseMove(q.v)
	if err != nil {
		return response{}, err
	}
	defer req.Game.Close()
	rep, err := explore.Move(ctx, req)
	if err != nil {
		return response{}, err
	}
	return response{json: rep}, nil
}

// hint answers /api/hint (explore.Hint): the move the game's computer
// player (black, white) would play in the position, or alpha-beta to depth
// (4 by default) with eval (mixed by default) when neither is a program
// that searches, and its value; near the end, every move's exact score.
func (s *Server) hint(ctx context.Context, q *query) (response, error) {
	if err := q.check(nil, explore.HintParams()); err != nil {
		return response{}, err
	}
	if err := q.checkPlayers(); err != nil {
		return response{}, err
	}
	req, err := explore.ParseHint(q.v)
	if err != nil {
		return response{}, err
	}
	h, err := explore.Hint(ctx, req)
	if err != nil {
		return response{}, err
	}
	return response{json: h}, nil
}

// eval answers /api/eval (explore.Terms): the evaluation (eval, discs by
// default) of the position for the side for (the side to move by
// default), term by term, as the tree's leaves are evaluated.
func (s *Server) eval(_ context.Context, q *query) (response, error) {
	if err := q.check(nil, explore.TermsParams()); err != nil {
		return response{}, err
	}
	req, err := explore.ParseTerms(q.v)
	if err != nil {
		return response{}, err
	}
	return response{json: explore.Terms(req)}, nil
}
