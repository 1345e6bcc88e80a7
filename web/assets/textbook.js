// The quiz of a textbook tree, made in the page: what a one-file quiz
// (gametree quiz -o quiz.html) needs when its editor changes the tree,
// with no server to ask. It ports the Go code the server runs for
// /api/quiz on a textbook tree: tree.ParseLeaves' numbering and names
// (inner nodes A, B, C, ... breadth-first, a leaf its parent's name and
// its rank), its players (chance nodes pass the turn on), quiz.NewIn's
// questions, reasons and task, and the searches they come from
// (minimax.Search's alpha-beta, fail-soft in natural order; Star1 with
// the bounds of the leaves on a tree with chance nodes). Every sentence
// is a key of the catalog, in the page's language. TestBrowserQuizEngine
// checks the document and the key against the Go code's on random trees,
// in both languages.
import { tr, trf, searchOf, decimal, windowText, en } from './common.js';
import { maxnSearch, sumBounds } from './several.js';

// fill writes a sentence of the catalog with its arguments (common.js
// trf: Go's %s, %d and %[n]s).
const fill = trf;

// MAX_NODES is quiz.MaxNodes: more questions than a person answers.
export const MAX_NODES = 400;

// formatNumber writes a value as othello.FormatNumber: +inf, -inf, never
// -0, else the shortest decimal.
export function formatNumber(v) {
  if (v === Infinity) return '+inf';
  if (v === -Infinity) return '-inf';
  if (v === 0) return '0';
  return String(v);
}

// fraction returns [p, q] equal to v within 1e-9, q at most maxDen, by
// the continued fraction of v (game.fraction); null when there is none.
function fraction(v, maxDen) {
  let h0 = 0, h1 = 1, k0 = 1, k1 = 0;
  let x = v;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(x);
    if (Math.abs(a) > 1e15) return null;
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDen) return null;
    if (Math.abs(h1 / k1 - v) < 1e-9) return [h1, k1];
    if (x - a < 1e-12) return null;
    x = 1 / (x - a);
  }
  return null;
}

// round rounds half away from zero, as Go's math.Round (Math.round
// rounds -0.5 up).
const round = (x) => Math.sign(x) * Math.round(Math.abs(x));

// formatExpected writes an expected value as game.FormatExpected: a whole
// number as it is, else a fraction with its decimal to three places
// ("5/3 (1.667)"), else the decimal.
export function formatExpected(v) {
  if (!Number.isFinite(v) || v === Math.trunc(v)) return formatNumber(v);
  const r = round(v);
  if (Math.abs(v - r) < 1e-9) return formatNumber(r);
  const dec = formatNumber(round(v * 1000) / 1000);
  const f = fraction(v, 100000);
  return f ? `${f[0]}/${f[1]} (${dec})` : dec;
}

// exact returns an expected value as the fraction it stands for, as
// game.Exact: 4.999999999999999 (sixths summed) is 5.
export function exact(v) {
  if (!Number.isFinite(v)) return v;
  const r = round(v);
  if (Math.abs(v - r) < 1e-9) return r;
  const f = fraction(v, 100000);
  return f ? f[0] / f[1] : v;
}

// letters names the i-th inner node: A to Z, then AA, AB, ..., never MAX
// nor MIN (tree's letters: a node would read as a player).
function letters(i) {
  for (const skip of [8837, 9035]) if (i >= skip) i++; // MAX, then MIN
  let s = '';
  for (i++; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

// probOf reads a probability as the notation writes it: "1/6" or "0.25".
function probOf(text) {
  const f = /^(\d+)\/(\d+)$/.exec(text);
  return f ? Number(f[1]) / Number(f[2]) : Number(text);
}

// formatVector writes a leaf's utilities as the trees write them
// (tree.FormatVector): "(1,2,6)".
export const formatVector = (v) => '(' + v.map(formatNumber).join(',') + ')';

// playerName names player i: A, B, C, ... (tree.PlayerName).
export const playerName = (i) => String.fromCharCode(65 + i);

// treeOf numbers the editor's model (editor.js: { value } or { kids,
// chance, probs, mover }) breadth-first, as tree.ParseLeaves does: each
// node's parent, first child, count, depth, value, chance and
// probability, and the labels. A leaf whose value is a list is a
// utility vector (a game of several players): t.players, t.util and
// each node's mover (t.mover) as tree.setMovers says them, after the
// refusals of tree.checkVectors.
export function treeOf(model, rootMax = true) {
  const nodes = [{ parent: -1, depth: 0 }];
  const labels = [];
  const queue = [model];
  const util = new Map(), named = new Map(), past = new Map();
  let letter = 0;
  for (let i = 0; i < queue.length; i++) {
    const it = queue[i];
    const nd = nodes[i];
    if (it.kids === undefined) {
      nd.first = 0;
      nd.count = 0;
      if (it.past) past.set(i, it.past); // not quiet (tree.markNoisy)
      const vector = Array.isArray(it.value);
      nd.value = vector ? it.value[0] : it.value;
      if (vector) util.set(i, it.value);
      labels.push(vector ? formatVector(it.value) : formatNumber(it.value));
      continue;
    }
    labels.push(letters(letter++));
    if (it.mover !== undefined) named.set(i, it.mover);
    nd.first = nodes.length;
    nd.count = it.kids.length;
    nd.chance = !!it.chance;
    const given = it.chance && it.probs && it.probs.some((p) => p);
    it.kids.forEach((c, k) => {
      const child = { parent: i, depth: nd.depth + 1 };
      if (it.chance) {
        child.probText = given ? it.probs[k] : `1/${it.kids.length}`;
        child.prob = given ? probOf(it.probs[k]) : 1 / it.kids.length;
      }
      nodes.push(child);
      queue.push(c);
    });
  }
  // A tree of several players names its inner nodes in lower case (its
  // players are A, B, C: tree.lowerLabels).
  if (util.size) nodes.forEach((nd, i) => { if (nd.count > 0) labels[i] = labels[i].toLowerCase(); });
  const t = { nodes, labels, rootMax, chance: nodes.some((n) => n.chance), players: 0 };
  if (util.size) setMovers(t, util, named);
  else if (named.size) throw new TreeError(tr('a player\'s letter before a list (B(...)) says who moves in a game of several players; the leaves of this tree are plain values, not utility vectors such as (1,2,6)'));
  if (past.size && (t.chance || t.players)) throw new TreeError(tr('a leaf marked not quiet (?) is searched on by a quiescence search of two players, MAX and MIN; this tree has chance nodes or utility vectors: leave the ? out'));
  t.past = past;
  t.depth = Math.max(...nodes.map((nd) => nd.depth)); // the horizon, before any search past it
  t.quiescence = 0;
  if (t.chance) {
    // A player's children are the other's turn; a chance node passes its
    // own player's on (tree.setPlayers).
    t.maxNode = new Array(nodes.length);
    t.maxNode[0] = rootMax;
    nodes.forEach((nd, n) => {
      const next = nd.chance ? t.maxNode[n] : !t.maxNode[n];
      for (let c = nd.first; c < nd.first + nd.count; c++) t.maxNode[c] = next;
    });
  }
  return t;
}

// TreeError is a refusal of a tree, worded as tree.ParseLeaves words it.
export class TreeError extends Error {}

// notQuiet says why a leaf marked ? is not quiet (tree.NotQuietMark), in
// the page's language.
export const notQuiet = () => tr('marked ? in the tree');

// searchPast gives the leaves of t marked not quiet what lies past them,
// q plies past the horizon at most (tree.SearchPast): each gets its
// stand pat first (a leaf of its own value), then the positions past it,
// in the tree's order, numbered after the whole tree; one not quiet q
// plies past stays a leaf. t.pastPly says how far past each such node
// lies.
export function searchPast(t, q) {
  t.quiescence = q;
  t.pastPly = new Map();
  const queue = [...t.past.keys()].sort((a, b) => a - b);
  while (queue.length) {
    const n = queue.shift();
    const ply = t.pastPly.get(n) || 0;
    if (ply >= q) continue;
    const nd = t.nodes[n];
    nd.first = t.nodes.length;
    nd.count = t.past.get(n).length + 1;
    t.nodes.push({ parent: n, depth: nd.depth + 1, value: nd.value, first: 0, count: 0, standPat: true });
    t.labels.push('stand pat');
    t.pastPly.set(nd.first, ply + 1);
    for (const it of t.past.get(n)) {
      const c = t.nodes.length;
      t.nodes.push({ parent: n, depth: nd.depth + 1, value: it.value, first: 0, count: 0 });
      t.labels.push(formatNumber(it.value));
      t.pastPly.set(c, ply + 1);
      if (it.past) {
        t.past.set(c, it.past);
        queue.push(c);
      }
    }
  }
}

// pastText writes what lies past a leaf as the notation does (tree.
// writePast): "(3 9?(1 2))".
export const pastText = (past) => '(' + past.map((it) => formatNumber(it.value) + (it.past ? '?' + pastText(it.past) : '')).join(' ') + ')';

// setMovers checks a tree of utility vectors as tree.checkVectors does
// and says who moves at each node (tree.setMovers): the player a letter
// names, else the one after its parent's, A at the root; MAX's nodes are
// A's (paranoid search, tree.IsMax).
function setMovers(t, util, named) {
  let k = 0;
  for (const [n, nd] of t.nodes.entries()) {
    if (nd.count > 0) continue;
    const v = util.get(n);
    if (!v) throw new TreeError(trf('the tree mixes utility vectors, such as %s, with plain leaves, such as %s: write every leaf as a vector (1,2,6) for a game of several players, or a list of leaves with spaces (3 12 8) or brackets [3,12,8]', t.labels[[...util.keys()].sort((a, b) => a - b)[0]], t.labels[n]));
    if (k === 0) k = v.length;
    else if (v.length !== k) throw new TreeError(trf('leaf %s has %d utilities where the first leaf has %d; every leaf gives one utility a player', t.labels[n], v.length, k));
  }
  if (t.chance) throw new TreeError(tr('a tree of utility vectors has no chance node here yet; write its players\' nodes only'));
  t.players = k;
  t.util = util;
  t.mover = new Array(t.nodes.length);
  for (const [n, nd] of t.nodes.entries()) {
    let m = n > 0 ? (t.mover[nd.parent] + 1) % k : 0;
    if (named.has(n)) {
      m = named.get(n);
      if (n === 0 && m !== 0) throw new TreeError(trf('the root is given to player %s, but A moves at the root, the first utility of each leaf; name the players of the nodes below it, or reorder the leaves\' utilities', playerName(m)));
      if (m >= k) throw new TreeError(trf('node %s is given to player %s, but the tree has %d players, %s to %s (one utility each in its leaves)', t.labels[n], playerName(m), k, playerName(0), playerName(k - 1)));
    }
    t.mover[n] = m;
  }
  t.maxNode = t.mover.map((m) => m === t.mover[0]);
  t.namedMovers = named;
}

// isMax tells whether MAX moves at n (tree.IsMax).
const isMax = (t, n) => (t.maxNode ? t.maxNode[n] : (t.nodes[n].depth % 2 === 0) === t.rootMax);

// name is node n's name in answers (tree.Name): an inner node's (or a
// lone root's: "a" where the players are A, B, C) letters, a leaf its
// parent's name and its rank.
export function name(t, n) {
  const nd = t.nodes[n];
  if (nd.count !== 0 || n === 0) return n === 0 && nd.count === 0 ? (t.players ? 'a' : 'A') : t.labels[n];
  const p = t.nodes[nd.parent];
  return t.labels[nd.parent] + String(n - p.first + 1);
}

// leavesText writes the tree in the leaves notation (tree.Leaves): every
// chance node's children after their probabilities.
export function leavesText(t) {
  const write = (n) => {
    const nd = t.nodes[n];
    if (t.past?.has(n)) return formatNumber(nd.value) + '?' + pastText(t.past.get(n));
    if (nd.count === 0) return t.util?.has(n) ? formatVector(t.util.get(n)) : formatNumber(nd.value);
    const parts = [];
    for (let c = nd.first; c < nd.first + nd.count; c++) parts.push((nd.chance ? t.nodes[c].probText + ': ' : '') + write(c));
    const who = t.namedMovers?.has(n) ? playerName(t.namedMovers.get(n)) : '';
    return nd.chance ? `{${parts.join(' ')}}` : `${who}(${parts.join(' ')})`;
  };
  return write(0);
}

// exactValues returns every node's minimax value (expectimax's at chance
// nodes).
function exactValues(t) {
  const vals = new Array(t.nodes.length);
  const walk = (n) => {
    const nd = t.nodes[n];
    if (nd.count === 0) return (vals[n] = nd.value);
    if (nd.chance) {
      let sum = 0;
      for (let c = nd.first; c < nd.first + nd.count; c++) sum += t.nodes[c].prob * walk(c);
      return (vals[n] = sum);
    }
    let best = isMax(t, n) ? -Infinity : Infinity;
    for (let c = nd.first; c < nd.first + nd.count; c++) {
      const v = walk(c);
      best = isMax(t, n) ? Math.max(best, v) : Math.min(best, v);
    }
    return (vals[n] = best);
  };
  walk(0);
  return vals;
}

// search runs alpha-beta (fail-soft, natural order) or, on a tree with
// chance nodes, Star1 within the bounds [low, high], and returns what the
// quiz reads of each node (minimax.Recorder): its visit order, its window
// on entry and on return, and the child after which it cut off.
function search(t, low, high) {
  const ann = t.nodes.map(() => ({ order: 0, cutAfter: -1 }));
  let order = 0;
  const enter = (n, alpha, beta) => Object.assign(ann[n], { order: ++order, alphaIn: alpha, betaIn: beta });
  const ret = (n, alpha, beta) => Object.assign(ann[n], { alphaOut: alpha, betaOut: beta });
  const cut = (n, c) => Object.assign(ann[n], { cutAfter: c });
  const node = (n, max, alpha, beta) => {
    const nd = t.nodes[n];
    if (t.maxNode && !nd.chance) max = t.maxNode[n];
    enter(n, alpha, beta);
    if (nd.count === 0) {
      ret(n, alpha, beta);
      return nd.value;
    }
    if (nd.chance) return chanceNode(n, max, alpha, beta);
    let best = max ? -Infinity : Infinity;
    let a = alpha, b = beta;
    for (let c = nd.first; c < nd.first + nd.count; c++) {
      const v = node(c, !max, a, b);
      if (max ? v > best : v < best) best = v;
      if (max && v > a) a = v;
      else if (!max && v < b) b = v;
      if (max ? v >= b : v <= a) { // AIMA's cutoff, v >= beta, mirrored
        if (c < nd.first + nd.count - 1) cut(n, c);
        break;
      }
    }
    ret(n, a, b);
    return best;
  };
  // chanceNode is Star1 at a chance node (minimax's chanceStar without
  // probes): each child searched in the window that could still move n
  // out of its own, the rest at the bounds of the leaves; a cutoff as soon
  // as its value's range leaves (alpha, beta). Equal chances weigh 1 each
  // over their number, as Hauk, Buro and Schaeffer sum them.
  const chanceNode = (n, max, alpha, beta) => {
    const nd = t.nodes[n], end = nd.first + nd.count;
    let w = (c) => t.nodes[c].prob, total = 1;
    let equal = true;
    for (let c = nd.first; c < end; c++) equal = equal && t.nodes[c].prob === t.nodes[nd.first].prob;
    if (equal) [w, total] = [() => 1, nd.count];
    let sum = 0;
    for (let c = nd.first; c < end; c++) {
      let restLo = 0, restHi = 0;
      for (let j = c + 1; j < end; j++) [restLo, restHi] = [restLo + w(j) * low, restHi + w(j) * high];
      const ca = (alpha * total - sum - restHi) / w(c), cb = (beta * total - sum - restLo) / w(c);
      sum += w(c) * node(c, max, Math.max(ca, low), Math.min(cb, high));
      const l = (sum + restLo) / total, h = (sum + restHi) / total;
      if (h <= alpha || l >= beta) {
        if (c < end - 1) cut(n, c);
        ret(n, alpha, beta);
        return l >= beta ? l : h;
      }
    }
    ret(n, alpha, beta);
    return sum / total;
  };
  node(0, t.rootMax, -Infinity, Infinity);
  return ann;
}

// askOf reads the kinds a quiz asks ("values,pruned").
const askOf = (ask) => new Set((ask || 'values,pruned').split(',').map((s) => s.trim()).filter(Boolean));

// makeQuiz makes the quiz of the editor's model as /api/quiz would: the
// document the page draws (explore.QuizDoc) and the answer key it grades
// by (explore.QuizKey), or { error } with the reason it has none.
export function makeQuiz(model, { rootMin = false, ask = 'values,pruned' } = {}) {
  const t = treeOf(model, !rootMin);
  const size = t.nodes.length;
  const kinds = askOf(ask);
  if (size > MAX_NODES) return { error: fill('the tree has %d nodes; a quiz takes at most %d: choose a smaller depth or branching', size, MAX_NODES) };
  if (size < 2) return { error: tr('the tree is a single leaf; there is nothing to ask') };
  if (t.players && kinds.has('windows')) {
    return { error: tr('a tree of utility vectors asks max^n\'s values and the leaves shallow pruning never evaluates; windows are alpha-beta\'s: leave windows out of --ask') };
  }
  if (t.chance && kinds.has('windows')) {
    return { error: tr('a tree with chance nodes asks values (expectimax\'s) and pruned leaves (Star1\'s); windows are alpha-beta\'s: leave windows out of --ask') };
  }
  const q = new Quiz(t, kinds);
  // The refusal of an unreadable value, as the key carries it (how the
  // tree reads values: game.ParseExpected with chance nodes).
  const notAValue = t.chance ? en('%q is not a value: want a number such as 3 or -2.5, or a fraction such as 21/4') : en('%q is not a value: want a number such as 3 or -2.5');
  return { doc: q.doc(), key: { chance: t.chance, questions: q.questions(), not_a_value: notAValue, ...(t.players ? { players: t.players } : {}) } };
}

// Quiz is the exercise of a textbook tree (quiz.Exercise): its exact
// values, the search it asks about (alpha-beta, or Star1 with the bounds
// of the leaves on a tree with chance nodes), its questions and reasons.
class Quiz {
  constructor(t, kinds) {
    this.t = t;
    this.kinds = kinds;
    this.low = 0;
    this.high = 0;
    if (t.chance) {
      const leaves = t.nodes.filter((nd) => nd.count === 0).map((nd) => nd.value);
      this.low = Math.min(...leaves);
      this.high = Math.max(...leaves);
    }
    if (t.players) this.several();
    else {
      this.exact = exactValues(t);
      this.ann = search(t, this.low, this.high);
    }
    this.preorder = [];
    this.postorder = [];
    const walk = (n) => {
      this.preorder.push(n);
      this.kids(n).forEach(walk);
      if (t.nodes[n].count) this.postorder.push(n);
    };
    walk(0);
  }

  // several makes the exercise of a game of several players (quiz.
  // Exercise.newSeveral): max^n's vectors, and shallow pruning's search
  // with the bound and the least utility of the tree, its annotations as
  // alpha-beta's are read (visit order, cutoffs).
  several() {
    const t = this.t;
    this.vectors = maxnSearch(t, null).vectors;
    [this.sum, this.least] = sumBounds(t);
    this.shallow = maxnSearch(t, [this.sum, this.least]);
    this.ann = t.nodes.map(() => ({ order: 0, cutAfter: -1 }));
    let order = 0;
    for (const e of this.shallow.events) {
      if (e.kind === 'enter') this.ann[e.node].order = ++order;
      if (e.kind === 'cutoff') this.ann[e.node].cutAfter = e.child;
    }
  }

  // whyVector says why inner node n has its max^n value (quiz.
  // Exercise.whyVector).
  whyVector(n) {
    const { t, vectors } = this;
    const me = t.mover[n];
    const gives = this.kids(n).map((c) => fill('%s gives %s', formatVector(vectors[c]), formatNumber(vectors[c][me])));
    return fill('%[1]s is %[2]s\'s node: %[2]s takes the child that gives %[2]s the most, the first on a tie (%[3]s), so %[1]s\'s value is %[4]s.',
      this.nm(n), playerName(me), gives.join(', '), formatVector(vectors[n]));
  }

  // whyShallow says why leaf n is pruned or evaluated by shallow pruning
  // (quiz.Exercise.whyShallow).
  whyShallow(n) {
    const { t, ann } = this;
    if (ann[n].order) return fill('%s is evaluated: max^n with shallow pruning reaches it, and no cutoff above it comes first.', this.nm(n));
    const [p, under] = this.cutAbove(n);
    if (p < 0) return fill('%s is pruned.', this.nm(n));
    const parent = t.nodes[p].parent, me = t.mover[p];
    const [cap, beat] = this.shallow.shallowCuts.get(p);
    const reason = this.shallow.immediateCuts.has(p)
      ? fill('after %s, %s (%s) has %s already, all a leaf can give it (a leaf\'s utilities sum to at most %s, each at least %s), and ties go to the first',
        this.nm(ann[p].cutAfter), this.nm(p), playerName(me), formatNumber(this.shallow.vectors[p][me]), formatNumber(this.sum), formatNumber(this.least))
      : fill('after %s, %s (%s) has %s already; a leaf\'s utilities sum to at most %s, each at least %s, so %s can get at most %s at %s, no more than the %s it has at %s',
      this.nm(ann[p].cutAfter), this.nm(p), playerName(me), formatNumber(this.shallow.vectors[p][me]), formatNumber(this.sum), formatNumber(this.least),
      playerName(t.mover[parent]), formatNumber(cap), this.nm(p), formatNumber(beat), this.nm(parent));
    if (under === n) return fill('%s is pruned: %s.', this.nm(n), reason);
    return fill('%s is pruned: it is under %s, which the search skips: %s.', this.nm(n), this.nm(under), reason);
  }

  // nm is node n's name in answers.
  nm(n) { return name(this.t, n); }

  // val writes a value as the tree does.
  val(v) { return decimal(this.t.chance ? formatExpected(v) : formatNumber(v)); }

  // player names who moves at n.
  player(n) { return this.t.nodes[n].chance ? tr('chance') : isMax(this.t, n) ? 'MAX' : 'MIN'; }

  // kids are n's children.
  kids(n) { return Array.from({ length: this.t.nodes[n].count }, (_, i) => this.t.nodes[n].first + i); }

  // whyValue says why inner node n has its value (quiz.whyValue).
  whyValue(n) {
    const { t, exact } = this;
    const values = this.kids(n).map((c) => this.val(exact[c]));
    const list = values.length > 1 && values.length <= 8 ? ` (${values.join(', ')})` : '';
    if (t.nodes[n].chance) {
      const terms = this.kids(n).map((c) => `${t.nodes[c].probText} × ${this.val(exact[c])}`);
      return fill('%s is a chance node: its value is its children\'s weighed by their probabilities, %s = %s.', this.nm(n), terms.join(' + '), this.val(exact[n]));
    }
    if (isMax(t, n)) return fill('%s is a %s node: its value is the largest of its children\'s values%s, %s.', this.nm(n), this.player(n), list, this.val(exact[n]));
    return fill('%s is a %s node: its value is the smallest of its children\'s values%s, %s.', this.nm(n), this.player(n), list, this.val(exact[n]));
  }

  // cutAbove returns the node whose cutoff pruned n, and its child n lies
  // under; [-1, -1] for none.
  cutAbove(n) {
    const { t, ann } = this;
    for (let c = n; c > 0; c = t.nodes[c].parent) {
      const p = t.nodes[c].parent;
      if (ann[p].cutAfter >= 0 && c > ann[p].cutAfter) return [p, c];
    }
    return [-1, -1];
  }

  // cutWords states p's cutoff: "alpha 3 >= beta 2".
  cutWords(p) { return fill('alpha %s >= beta %s', this.val(this.ann[p].alphaOut), this.val(this.ann[p].betaOut)); }

  // whyPruned says why leaf n is pruned or evaluated (quiz.whyPruned).
  whyPruned(n) {
    const { t, ann } = this;
    const a = ann[n];
    if (a.order) {
      if (t.chance) return fill('%s is evaluated: Star1 reaches it with the window [%s, %s], and no cutoff above it comes first.', this.nm(n), this.val(a.alphaIn), this.val(a.betaIn));
      return fill('%s is evaluated: alpha-beta reaches it with the window [%s, %s], and no cutoff above it comes first.', this.nm(n), this.val(a.alphaIn), this.val(a.betaIn));
    }
    const [p, under] = this.cutAbove(n);
    if (p < 0) return fill('%s is pruned.', this.nm(n));
    const after = ann[p].cutAfter;
    if (t.nodes[p].chance) {
      return fill('%s is pruned: %s, a chance node entered with the window [%s, %s], stops after %s: with the rest of its probability at the bounds %s and %s, its value already lies outside that window.',
        this.nm(n), this.nm(p), this.val(ann[p].alphaIn), this.val(ann[p].betaIn), this.nm(after), this.val(this.low), this.val(this.high));
    }
    if (under === n) return fill('%s is pruned: after %s, %s, so %s (%s) stops.', this.nm(n), this.nm(after), this.cutWords(p), this.nm(p), this.player(p));
    return fill('%s is pruned: it is under %s, which %s (%s) skips after %s, where %s.', this.nm(n), this.nm(under), this.nm(p), this.player(p), this.nm(after), this.cutWords(p));
  }

  // whyWindow says why n is entered with its window (quiz.whyWindow).
  whyWindow(n) {
    const { t } = this;
    const a = this.ann[n];
    const w = windowText(this.val(a.alphaIn), this.val(a.betaIn));
    if (n === 0) return fill('The root is entered with the whole window %s.', w);
    const p = t.nodes[n].parent;
    if (n === t.nodes[p].first) return fill('%[1]s is %[2]s\'s first child: it is entered with %[2]s\'s own window on entry, %[3]s.', this.nm(n), this.nm(p), w);
    if (isMax(t, p)) return fill('%s is entered with %s\'s window after %s returned, %s (a %s node raises alpha to the best value so far).', this.nm(n), this.nm(p), this.nm(n - 1), w, this.player(p));
    return fill('%s is entered with %s\'s window after %s returned, %s (a %s node lowers beta to the best value so far).', this.nm(n), this.nm(p), this.nm(n - 1), w, this.player(p));
  }

  // questions are the answer key's questions, node by node in preorder.
  questions() {
    const { t, kinds, exact, ann } = this;
    const number = (v) => (Number.isFinite(v) ? v : v > 0 ? '+inf' : '-inf'); // quiz.JSONNumber
    const questions = [];
    for (const n of this.preorder) {
      const leaf = t.nodes[n].count === 0;
      if (t.players && kinds.has('values') && !leaf) {
        questions.push({ kind: 'value', node: this.nm(n), expected: formatVector(this.vectors[n]), why: this.whyVector(n) });
      } else if (kinds.has('values') && !leaf) {
        questions.push({ kind: 'value', node: this.nm(n), expected: this.val(exact[n]), value: number(exact[n]), why: this.whyValue(n) });
      }
      if (kinds.has('pruned') && leaf) {
        const pruned = !ann[n].order;
        questions.push({ kind: 'pruned', node: this.nm(n), expected: tr(pruned ? 'pruned' : 'evaluated'), ...(pruned ? { pruned } : {}), why: t.players ? this.whyShallow(n) : this.whyPruned(n) });
      }
      if (kinds.has('windows') && ann[n].order) {
        const a = ann[n];
        questions.push({ kind: 'window', node: this.nm(n), expected: windowText(this.val(a.alphaIn), this.val(a.betaIn)), alpha: number(a.alphaIn), beta: number(a.betaIn), why: this.whyWindow(n) });
      }
    }
    return questions;
  }

  // task is the exercise's text, a line a kind of question.
  task() {
    const { t, kinds } = this;
    let lastInner = 0;
    t.nodes.forEach((nd, n) => { if (nd.count > 0) lastInner = n; });
    const range = this.nm(0) === this.nm(lastInner) ? this.nm(0) : fill('%s to %s', this.nm(0), this.nm(lastInner));
    const task = [];
    const form = '(' + Array.from({ length: t.players }, (_, i) => String.fromCharCode(65 + i)).join(',') + ')'; // tree.VectorForm
    if (kinds.has('values') && t.players) {
      task.push(fill('Give the max^n value of each inner node (%s): its vector of utilities %s, a utility a player, each player taking the child best for itself, the first on a tie.', range, form));
    } else if (kinds.has('values')) {
      task.push(t.chance ? fill('Give the expectimax value of each inner node (%s), as a fraction or a decimal.', range) : fill('Give the minimax value of each inner node (%s).', range));
    }
    if (kinds.has('pruned') && t.players) {
      task.push(fill('Which leaves does max^n with shallow pruning never evaluate, searching the children left to right, knowing that a leaf\'s utilities sum to at most %s, each at least %s?', formatNumber(this.sum), formatNumber(this.least)));
    } else if (kinds.has('pruned')) {
      task.push(t.chance ? fill('Which leaves does Star1 never evaluate, searching the children left to right, with the values\' bounds %s and %s?', this.val(this.low), this.val(this.high))
        : tr('Which leaves does alpha-beta never evaluate, searching the children left to right?'));
    }
    if (kinds.has('windows')) task.push(tr('Give the window [alpha, beta] each node is entered with, for the nodes alpha-beta visits.'));
    return task.map((line, i) => `${i + 1}. ${line}`);
  }

  // doc is the quiz as the page draws it (explore.QuizDoc), named by the
  // searches it asks of (explore.QuizTitle).
  doc() {
    const { t, kinds } = this;
    const leaves = leavesText(t);
    let names = t.chance ? ['expectimax', 'star1'] : ['alphabeta'];
    if (t.players) names = kinds.has('pruned') ? ['maxn', 'shallow'] : ['maxn'];
    const titles = names.map((n) => searchOf(n).title);
    const several = (n) => (t.players ? t.mover[n] !== t.mover[0] : !isMax(t, n));
    return {
      title: trf('Quiz: %s', titles.length > 1 ? trf('%s and %s', titles.slice(0, -1).join(', '), titles[titles.length - 1]) : titles[0]),
      source: fill('the tree %s', leaves),
      leaves,
      ask: ['values', 'pruned', 'windows'].filter((k) => kinds.has(k)).join(','),
      task: this.task(),
      values: kinds.has('values') ? this.postorder.map((n) => this.nm(n)) : [],
      nodes: t.nodes.map((nd, n) => ({
        id: n,
        parent: n ? nd.parent : null,
        name: this.nm(n),
        label: this.nm(n) + (t.players && nd.count ? ` (${playerName(t.mover[n])})` : ''),
        player: nd.chance ? 'chance' : several(n) ? 'min' : 'max',
        ...(nd.probText ? { prob: nd.probText } : {}),
        leaf: nd.count === 0,
        ...(nd.count === 0 ? { value: t.players ? formatVector(t.util.get(n)) : this.val(nd.value) } : {}),
      })),
      ...(t.players ? { players: t.players } : {}),
    };
  }
}
