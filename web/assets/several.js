// The searches of a game of several players on a textbook tree of
// utility vectors, made in the page: what a one-file page's engine
// (treereport.js) needs when its editor changes such a tree. It ports
// package maxn (max^n, with shallow pruning from a bound on the sum of a
// leaf's utilities, its Bounds) and explore's marks of the nodes where
// max^n and paranoid search choose apart (paranoidChoices, maxnChoices,
// otherwise) and where a tie decided (maxnTies). A tree here is
// textbook.js treeOf's: t.util gives a leaf's utilities, t.mover who
// moves at a node. TestBrowserTreeEngine holds it equal to the Go code.

// kidsOf are node n's children in t, in order.
const kidsOf = (t, n) => Array.from({ length: t.nodes[n].count }, (_, i) => t.nodes[n].first + i);

// maxnSearch searches t by max^n (with shallow pruning when shallow is
// [sum, least], the bound on a leaf's utilities' sum and the least
// utility) as maxn.Search does, and returns its events as minimax.Log
// records them through explore's maxnTracer (each value the root
// player's utility, the windows wide, a cut node's bound 'lower' unless
// its cut was immediate), every node's vector (null never visited), each
// cut node's [cap, beat] and the nodes cut by immediate pruning.
export function maxnSearch(t, shallow) {
  const k = t.players;
  const events = [], vectors = new Array(t.nodes.length).fill(null), shallowCuts = new Map(), immediateCuts = new Set();
  const root = t.mover[0];
  // prune is maxn.searcher.prune (Korf 1991): immediate pruning, where
  // me holds all a leaf can give it (n's value exact), else shallow
  // pruning, where n leaves its parent's player at most what it has.
  const prune = (n, max, c, rest, parent, me, mine, has) => {
    const immediate = mine >= shallow[0] - (k - 1) * shallow[1];
    const cap = shallow[0] - mine - (k - 2) * shallow[1];
    if (!immediate && (parent < 0 || parent === me || cap > has)) return false;
    shallowCuts.set(n, [cap, has]);
    if (immediate) immediateCuts.add(n);
    events.push({ kind: 'cutoff', node: n, max, child: c, pruned: rest, alpha: -Infinity, beta: Infinity });
    return true;
  };
  const search = (n, parent, has) => {
    const max = t.maxNode[n];
    events.push({ kind: 'enter', node: n, max, alpha: -Infinity, beta: Infinity });
    const kids = kidsOf(t, n);
    if (kids.length === 0) {
      const v = t.util.get(n);
      vectors[n] = v;
      events.push({ kind: 'leaf', node: n, max, alpha: -Infinity, beta: Infinity, value: v[root] });
      events.push({ kind: 'return', node: n, max, value: v[root], bound: 'exact', alpha: -Infinity, beta: Infinity, best: -1 });
      return v;
    }
    const me = t.mover[n];
    let value = null, best = -1;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      // Before any child, me has the least a leaf gives (Korf's first
      // bound: the whole sum left).
      const v = search(c, me, value ? value[me] : (shallow ? shallow[1] : -Infinity));
      if (!value || v[me] > value[me]) [value, best] = [v, c];
      if (shallow && i < kids.length - 1 && prune(n, max, c, kids.slice(i + 1), parent, me, value[me], has)) break;
    }
    vectors[n] = value;
    const bound = shallowCuts.has(n) && !immediateCuts.has(n) ? 'lower' : 'exact';
    events.push({ kind: 'return', node: n, max, value: value[root], bound, alpha: -Infinity, beta: Infinity, best });
    return value;
  };
  const v = search(0, -1, -Infinity);
  const best = events[events.length - 1].best;
  return { events, vectors, shallowCuts, immediateCuts, rootValue: v[0], best };
}

// sumBounds is maxn.Bounds: the largest sum of a leaf's utilities and the
// least utility of t's leaves.
export function sumBounds(t) {
  let sum = -Infinity, least = Infinity;
  for (const [n, nd] of t.nodes.entries()) {
    if (nd.count !== 0) continue;
    let total = 0;
    for (const u of t.util.get(n)) {
      total += u;
      least = Math.min(least, u);
    }
    sum = Math.max(sum, total);
  }
  return [sum, least];
}

// paranoidChoices is explore.paranoidChoices: each inner node's child
// that paranoid search picks (the root's player maximizing its utility,
// the others minimizing it, ties to the first).
export function paranoidChoices(t) {
  const best = new Map();
  const value = (n) => {
    const nd = t.nodes[n];
    if (nd.count === 0) return nd.value;
    const mine = t.maxNode[n];
    let v = 0;
    for (const c of kidsOf(t, n)) {
      const cv = value(c);
      if (c === nd.first || (mine && cv > v) || (!mine && cv < v)) {
        v = cv;
        best.set(n, c);
      }
    }
    return v;
  };
  value(0);
  return best;
}

// maxnChoices is explore.maxnChoices: each inner node's child that max^n
// picks.
export function maxnChoices(t) {
  const out = new Map();
  for (const e of maxnSearch(t, null).events) if (e.kind === 'return' && e.best >= 0) out.set(e.node, e.best);
  return out;
}

// otherwise is explore.otherwise: the inner nodes searched whole (not
// cut off) whose chosen child (ann, the search's annotations) is not
// other's: other's child.
export function otherwise(ann, other) {
  const out = new Map();
  for (const [n, c] of other) {
    const a = ann[n];
    if (a.returned && !a.cutoff && a.best >= 0 && a.best !== c) out.set(n, c);
  }
  return out;
}

// maxnTies is explore.maxnTies: the inner nodes where a later child
// searched is as good for the player to move as the one max^n picked
// (vectors, each node's; ann, the annotations): that child.
export function maxnTies(t, vectors, ann) {
  const ties = new Map();
  for (const [n, nd] of t.nodes.entries()) {
    const b = ann[n].best;
    if (nd.count <= 0 || b < 0 || !vectors[b]) continue;
    const me = t.mover[n];
    for (const c of kidsOf(t, n)) {
      if (c !== b && vectors[c] && vectors[c][me] === vectors[b][me]) {
        ties.set(n, c);
        break;
      }
    }
  }
  return ties;
}
