package explore

import (
	"io"

	"gametree/render"
)

// Steps is a search recorded for stepping through it (Step), as every
// face reads it whatever its family: the command line's trace, frames and
// terminal, the server's step API and the step pages. A step-through of
// minimax's family, of several players or of MCTS is a render.Trace; of
// hidden information, CFR's walks or averaging over clairvoyance's deals.
type Steps interface {
	// Len is the number of steps.
	Len() int
	// Nodes is the number of nodes a step's picture draws.
	Nodes() int
	// WriteTrace writes the whole step-through in format f (those of
	// step --trace), refusing one its family does not write, with why.
	WriteTrace(w io.Writer, f render.Format, ascii bool) error
	// Screen writes step k as the terminal shows it, unbounded.
	Screen(w io.Writer, k int, opt render.Options) error
	// Frame writes step k's picture as SVG; gv lays it out where opt's
	// layout is graphviz's (nil where the picture is drawn here).
	Frame(gv *render.Graphviz, w io.Writer, k int, opt render.Options) error
	// Sentence says step k in a sentence.
	Sentence(k int) string
	// Source names what was searched, for titles.
	Source() string
	// Drawing is the searched tree whose nodes the steps name, which a
	// step page draws the steps on, or nil where each step's picture is
	// its own (the walks of hidden information).
	Drawing() *render.Search
}

var _ Steps = (*render.Trace)(nil)

// hiddenTrace is the step-through of a game of hidden information as
// Steps: a step a walk (or a deal), its screen the table of the walk, its
// picture that table drawn.
type hiddenTrace struct {
	hs   HiddenSteps
	name string
}

func (h hiddenTrace) Len() int                { return h.hs.Len() }
func (h hiddenTrace) Nodes() int              { return 1 }
func (h hiddenTrace) Sentence(k int) string   { return h.hs.Row(k).Sentence }
func (h hiddenTrace) Drawing() *render.Search { return nil }

// Source is the game's title, as the rows name their node.
func (h hiddenTrace) Source() string {
	if h.hs.Len() == 0 {
		return h.name
	}
	return h.hs.Row(1).Node
}

func (h hiddenTrace) WriteTrace(w io.Writer, f render.Format, _ bool) error {
	switch f {
	case render.JSONFormat:
		return render.EncodeJSON(w, HiddenStepDocument(h.hs))
	case render.TextFormat:
		_, err := io.WriteString(w, h.hs.Text())
		return err
	}
	return usagef("a step through %s is written as text or JSON (--format text or json), or as a one-file page (html, scorm)", h.name)
}

func (h hiddenTrace) Screen(w io.Writer, k int, opt render.Options) error {
	_, err := io.WriteString(w, h.screen(k, opt))
	return err
}

func (h hiddenTrace) Frame(_ *render.Graphviz, w io.Writer, k int, opt render.Options) error {
	_, err := w.Write(render.TextSVG(h.screen(k, opt)))
	return err
}

// screen is step k's screen, written for opt.Width (a phone's page asks
// for fewer columns than a terminal's) where the search's screen can be.
func (h hiddenTrace) screen(k int, opt render.Options) string {
	if tr, ok := h.hs.(*CFRTrace); ok && opt.Width > 0 {
		return tr.ScreenWidth(k, opt.Width)
	}
	return h.hs.Screen(k)
}

// StepAtTerminal steps through steps at the terminal t: a search's tree
// a screen a step (StepTerminal.Run), CFR a walk a screen; averaging over
// clairvoyance is written whole, a deal after another, and refused here.
func StepAtTerminal(t StepTerminal, steps Steps, opt render.Options) error {
	switch s := steps.(type) {
	case *render.Trace:
		return t.Run(s, opt)
	case hiddenTrace:
		if tr, ok := s.hs.(*CFRTrace); ok {
			return StepCFRInteractively(tr, t.In, t.Out, t.Echo)
		}
		return usagef("a step through %s is written whole, a deal after another, as text or JSON; leave --interactive out", s.name)
	}
	return usagef("this search is not stepped at a terminal")
}
