// The step page's drawing of a big search: the trace in its compact form
// (render.CompactTrace: the tree once, each node's states, and each step
// as the few nodes it changes) drawn on a canvas by the viewer of big
// trees (bigtree.js), where a picture a step would cost the steps times
// the nodes. A step forward applies its changes, a step back undoes
// them: a key costs the nodes it changes and the drawing of what is in
// view, whatever the size of the tree.
import { bigTree } from './bigtree.js';
import { tr, trf, number } from './common.js';

// unentered tells whether a node of state st is one the search has not
// entered: not visited yet (u) or pruned (x).
const unentered = (st) => st[0] === 'u' || st[0] === 'x';

// StepCanvas draws the compact trace t in host, a part of viewer, at the
// step asked (show); onSelect hears a node chosen (a lecture's ring).
export class StepCanvas {
  constructor(viewer, host, t, onSelect = null) {
    this.t = t;
    // What each step's changes replace, found by applying them all once:
    // a step back puts it back.
    const now = Int32Array.from(t.start);
    this.undo = t.changes.map((ch) => {
      const u = [];
      for (let j = 0; j < ch.length; j += 2) {
        u.push(ch[j], now[ch[j]]);
        now[ch[j]] = ch[j + 1];
      }
      return u;
    });
    this.now = Int32Array.from(t.start);
    this.k = 1;
    // A node the search has not entered (not visited yet, or pruned)
    // stands folded for its subtree: the tree shows the search's way and
    // the moves it has yet to try, at the width of what it saw.
    const folded = new Uint8Array(t.compact.count);
    for (let i = 0; i < folded.length; i++) folded[i] = unentered(t.states[t.start[i]]) ? 1 : 0;
    const label = (n, shown) => trf('the tree searched: %s nodes, %s of them shown; ← and → step, the step\'s node filled yellow', number(n), number(shown));
    this.big = bigTree(viewer, host, t.compact, { folded, stubs: true, maxScale: 1.5, label, onSelect });
    this.parent = t.compact.parent;
  }

  // show draws step k, node (its id) the step's node.
  show(k, node) {
    const touched = new Set();
    const put = (list) => {
      for (let j = 0; j < list.length; j += 2) {
        this.now[list[j]] = list[j + 1];
        touched.add(list[j]);
      }
    };
    for (; this.k < k; this.k++) put(this.t.changes[this.k]);
    for (; this.k > k; this.k--) put(this.undo[this.k - 1]);
    let refold = false;
    for (const i of touched) {
      const st = this.t.states[this.now[i]];
      this.big.restate(i, st[0], st[1] === 'c', st.slice(2));
      if (this.big.allChildren(i).length && this.big.folded(i) !== unentered(st)) {
        this.big.fold(i, unentered(st));
        refold = true;
      }
    }
    if (refold) this.big.relayout(node);
    if (touched.size) this.big.refresh();
    this.big.follow(node);
  }

  // grid is node i's board laid out, or null (a textbook tree).
  grid(i) { return this.t.grids ? this.t.grids[i] : null; }

  // boardStyle is how the boards are drawn ("squares", "columns",
  // "heaps").
  boardStyle() { return this.t.board_style || ''; }

  // text is the step of node i as text, the drawing's alternative: the
  // path to it from the root, the node, and its children, each node's
  // label on a line, indented by its depth.
  text(i) {
    const path = [];
    for (let p = i; p >= 0; p = this.parent[p]) path.unshift(p);
    const label = (n) => this.t.states[this.now[n]].slice(2).replace(/\n/g, '  ');
    const lines = path.map((n, d) => '  '.repeat(d) + label(n) + (n === i ? '   ◀ ' + tr('current') : ''));
    for (const c of this.big.allChildren(i)) lines.push('  '.repeat(path.length) + label(c));
    return lines.join('\n');
  }
}
