// The report of a textbook tree, made in the page: what /api/tree answers
// for a textbook tree (its JSON, its text and its drawing placed by the
// tidy layout), for a one-file page (gametree tree -o tree.html) whose
// editor changes the tree with no server to ask. It ports the Go code the
// server runs: explore's reading of the tree's parameters and its
// refusals, minimax.Search with its Recorder (minimax, alpha-beta
// fail-soft and fail-hard, expectimax, Star1 and Star2, in natural or
// perfect order), MarkPV, and render's Summary, Legend, CutReason,
// PrunedReason, ChanceBounds, Text and tidySVG. Every sentence is a key of
// the catalog, in the page's language. TestBrowserTreeEngine checks the
// three answers against the Go code's on seeded random trees and
// parameters, in both languages.
import { decimal, windowText, tr, trf, number, plural, searchNamed, searchOf, searchParams, chanceSearch, chanceSearches, searchesOn, defaultSearch } from './common.js';
import { treeOf, formatNumber, formatExpected, exact, leavesText, formatVector, playerName, TreeError, notQuiet, searchPast } from './textbook.js';
import { maxnSearch, sumBounds, paranoidChoices, maxnChoices, otherwise, maxnTies } from './several.js';
import { tidyLayout } from './bigtree.js';

const inf = Infinity;

// EngineError is a refusal, worded as the server words it to a page:
// the parameters named as the fields are (explore.FieldMessage: algo,
// not --algo).
export class EngineError extends Error {
  constructor(text) {
    super(text.replace(/(^|[^\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/g, '$1$2'));
  }
}

// elsewhere is the refusal of what the page does not make without the
// server: a search or a drawing its file was not made with (the
// parameters the file holds were read by the server when it was made),
// marked elsewhere so that canAnswer tells it from a refusal of the tree.
const elsewhere = () => Object.assign(new EngineError(tr('this page is one file, made for one tree: run gametree serve, or gametree again, for another')), { elsewhere: true });

// settings reads the parameters of a tree request on the tree t as
// explore.ParseTree and buildTree read them for a textbook tree; it
// throws the refusal the server would answer.
function settings(t, q) {
  const has = (k) => q.has(k) && q.get(k) !== '';
  const flag = (k) => q.has(k) && ['', '1', 't', 'true'].includes(q.get(k).trim().toLowerCase());
  const algo = (q.get('algo') || defaultSearch()).trim().toLowerCase();
  const given = has('algo');
  let d = searchNamed(algo);
  if (!d || !d.page) throw elsewhere();
  for (const k of searchParams()) if (has(k) && !d.takes.includes(k)) throw notTaken(d, k);
  const quiescence = has('quiescence') ? plies('quiescence', q.get('quiescence')) : 0;
  const failHard = flag('fail-hard');
  const order = (q.get('order') || 'natural').trim().toLowerCase();
  if (order === 'static' || order === 'eval') throw new EngineError(trf('--order %s needs a game tree (a textbook tree has no moves to rank nor positions to evaluate); use natural or perfect', order));
  if (order !== 'natural' && order !== 'perfect') throw elsewhere();
  const view = (q.get('view') || 'full').trim().toLowerCase();
  const showDepth = Number(q.get('show-depth') || 0);
  const labels = (q.get('labels') || 'full').trim().toLowerCase();
  if (!['full', 'visited', 'pv'].includes(view) || !(showDepth >= 0) || labels !== 'full') throw elsewhere();
  if (t.chance && d.chance === 'none' && !given) d = searchOf(chanceSearch());
  if (t.players > 0 && !given) d = searchOf('maxn'); // utility vectors: a game of several players
  playersRefusal(t, d, q);
  const s = { algo: d.name, decl: d, failSoft: d.takes.includes('fail-soft') && !failHard, order, view, showDepth, bounds: null, boundsOfLeaves: false, quiescence };
  if (kindOf(d).shallow) s.shallow = shallowBound(t, has('bound') ? q.get('bound') : null);
  if (has('bounds')) s.bounds = q.get('bounds').split(',').map(Number);
  if (d.chance === 'only') starBounds(t, s);
  if (t.chance && d.chance === 'none') {
    throw new EngineError(trf('the tree has chance nodes (braces), which %s does not know: use --algo %s', d.name, orList(chanceSearches('tree'))));
  }
  if (quiescence > 0 && !t.past.size) throw new EngineError(tr('--quiescence searches on past the leaves that are not quiet; this tree marks none: write a leaf that is not quiet with ? and what lies past it, such as 5?(3 8)'));
  return s;
}

// MAX_QUIESCENCE is the most plies a quiescence search goes past the
// horizon (explore.MaxQuiescence).
const MAX_QUIESCENCE = 10;

// plies reads field name, a number of plies past the horizon, as
// explore's reader does: a whole number from 0 to MAX_QUIESCENCE.
function plies(name, text) {
  const v = text.trim();
  if (!/^[+-]?\d+$/.test(v)) throw new EngineError(trf('--%s %q: want a whole number', name, v));
  const n = Number(v);
  if (n < 0 || n > MAX_QUIESCENCE) throw new EngineError(trf('--%s %d: want %s', name, n, trf('%d to %d %s', 0, MAX_QUIESCENCE, tr('plies'))));
  return n;
}

// kindOf is the row of KINDS of search d (a declaration), null for one
// the pages' engine does not run.
const kindOf = (d) => KINDS[d.players] || null;

// several is whether search d is one of several players.
const several = (d) => !!kindOf(d)?.several;

// maxnIntro, shallowIntro and paranoidIntro are the legend's sentence on
// the value of a tree of several players (render.Search.severalLegendText),
// r the report.
const maxnIntro = () => tr(`value: the utilities of the child the player to move picks, the best for
itself, ties to the first (max^n).`);
const shallowIntro = (r) => trf(`value: the utilities of the child the player to move picks, the best for
itself, ties to the first (max^n). Shallow pruning: the utilities of a leaf
sum to at most %s, each at least %s; cutoff after X: the player to move has
so much already that its parent's player cannot get more than it has, so
the children after X were pruned, and the node's value is a bound (its
player gets at least its entry); or the player holds all a leaf can give
it, and the node's value is exact: immediate pruning (Korf 1991).`, r.value(r.shallow[0]), r.value(r.shallow[1]));
const paranoidIntro = () => tr(`Paranoid search: the root's player (A) against all the others together, who
minimize its utility; the value is A's utility, searched by alpha-beta
(window, cutoff after X as alpha-beta's).`);

// vectorsRun is max^n, with shallow pruning where s asks it (maxn.Search).
const vectorsRun = (t, s) => maxnSearch(t, s.shallow || null);

// KINDS is the pages' engine's one table of the searches it runs, by the
// players their trees have (the declaration's players, search.Players):
// how it runs (run), whether it searches a game of several players
// (several) and prunes by the sum of the utilities (shallow), the other
// way of searching such a game it marks where that way would choose
// otherwise (beside, said besideWord), and its legend's sentence on the
// value (intro). The page asks the table, never a search's name or
// players; players not here (hidden information) are searched by the
// server alone.
const KINDS = {
  two: { run: windowsRun },
  maxn: { several: true, run: vectorsRun, beside: paranoidChoices, besideWord: 'paranoid picks %s', intro: maxnIntro },
  shallow: { several: true, shallow: true, run: vectorsRun, beside: paranoidChoices, besideWord: 'paranoid picks %s', intro: shallowIntro },
  paranoid: { several: true, run: windowsRun, beside: maxnChoices, besideWord: 'max^n picks %s', intro: paranoidIntro },
};

// playersRefusal refuses d on t where their players do not match
// (explore.playersRefusal, checkPlayers).
function playersRefusal(t, d, q) {
  const names = searchesOn('tree').filter(several).map((x) => x.name);
  if (t.players > 0 && !several(d)) throw new EngineError(trf('the tree\'s leaves are utility vectors of %d players, which %s does not know (it searches two, MAX and MIN): use --algo %s', t.players, d.name, orList(names)));
  if (t.players === 0 && several(d)) throw new EngineError(trf('--algo %s searches a game of several players, a tree whose leaves are utility vectors such as ((1,2,6) (4,2,3)); this tree\'s leaves are values: use --algo minimax or alphabeta', d.name));
  if (t.players > 0 && (q.get('root') || '').trim().toLowerCase() === 'min') throw new EngineError(tr('--root min: in a tree of utility vectors the players move in turn, A at the root; leave --root out'));
  if (!kindOf(d)) throw elsewhere();
}

// shallowBound is shallow pruning's [sum, least] on t (explore.
// readSumBound, maxnSearch): the leaves' own, or the bound given.
function shallowBound(t, given) {
  const [sum, least] = sumBounds(t);
  if (given === null) return [sum, least];
  const v = Number(given.trim());
  if (given.trim() === '' || !Number.isFinite(v)) throw new EngineError(trf('--bound %q: want the most a leaf\'s utilities sum to, a number such as 10', given));
  if (v < sum) throw new EngineError(trf('--bound %s: a leaf\'s utilities sum to %s, more than the bound; give a bound at least that, or leave --bound out', formatNumber(v), formatNumber(sum)));
  return [v, least];
}

// starBounds checks a search of chance nodes alone (Star1) on t as
// explore.checkStar1 does: refused on a tree without them, where it is
// another search; bounds that a leaf breaks refused; none given, the
// tree's smallest and largest leaf.
function starBounds(t, s) {
  if (!t.chance) {
    const other = searchOf(s.decl.otherwise);
    throw new EngineError(trf('--algo %s cuts off at chance nodes, and %s: it is then %s; use --algo %s', s.algo, tr('the tree has none (braces)'), other.title, other.name));
  }
  const leaves = t.nodes.filter((nd) => nd.count === 0).map((nd) => nd.value);
  const lo = Math.min(...leaves), hi = Math.max(...leaves);
  const b = s.bounds;
  if (b && (lo < b[0] || hi > b[1])) {
    throw new EngineError(trf('--bounds %s,%s: the leaf %s is outside them; every leaf must lie within the bounds', formatNumber(b[0]), formatNumber(b[1]), formatNumber(lo >= b[0] ? hi : lo)));
  }
  if (!b) {
    s.bounds = [lo, hi];
    s.boundsOfLeaves = true;
  }
}

// orList writes names as a list in the page's language (explore.orList):
// "a", "a or b", "a, b or c".
function orList(names) {
  return names.length < 2 ? names.join('') : trf('%s or %s', names.slice(0, -1).join(', '), names[names.length - 1]);
}

// notTaken is the refusal of parameter k with the search d
// (explore.notTaken): why, where d says, else the searches that take it.
function notTaken(d, k) {
  const takers = searchParamsOf(k);
  return new EngineError(trf('--%s applies to --algo %s, not to --algo %s', k, orList(takers), d.name));
}

// searchParamsOf are the names of the searches of the tree face that take
// parameter k.
function searchParamsOf(k) {
  return searchesOn('tree').filter((d) => d.takes.includes(k)).map((d) => d.name);
}

// annotation is minimax.Annotation, a node never visited.
const annotation = () => ({ value: 0, eval: 0, alphaIn: 0, betaIn: 0, alphaOut: 0, betaOut: 0, order: 0, best: -1, cutAfter: -1, bound: 'exact', evaluated: false, cutoff: false, pv: false, returned: false, probed: false });

// isMax tells whether MAX moves at n (tree.IsMax).
const isMax = (t, n) => (t.maxNode ? t.maxNode[n] : (t.nodes[n].depth % 2 === 0) === t.rootMax);

// trueValues is every node's minimax value, expectiminimax's at a
// chance node (tree.trueValues), for the perfect order.
function trueValues(t) {
  const v = new Array(t.nodes.length);
  for (let n = t.nodes.length - 1; n >= 0; n--) {
    const nd = t.nodes[n];
    if (nd.count === 0) {
      v[n] = nd.value;
      continue;
    }
    if (nd.chance) {
      let sum = 0;
      for (let c = nd.first; c < nd.first + nd.count; c++) sum += t.nodes[c].prob * v[c];
      v[n] = sum;
      continue;
    }
    const max = isMax(t, n);
    let best = max ? -inf : inf;
    for (let c = nd.first; c < nd.first + nd.count; c++) if ((max && v[c] > best) || (!max && v[c] < best)) best = v[c];
    v[n] = best;
  }
  return v;
}

// classify is the bound a value is in the window (alpha, beta).
const classify = (v, alpha, beta) => (v <= alpha ? 'upper' : v >= beta ? 'lower' : 'exact');

// softBound is minimax.softBound: the bound a fail-soft node's value
// carries.
function softBound(max, cut, bestBound, capped, value, alphaIn, betaIn) {
  const floor = max ? 'lower' : 'upper';
  const ceiling = max ? 'upper' : 'lower';
  if (cut) return floor;
  const reached = bestBound === 'exact' || bestBound === floor;
  if (reached && capped) return 'exact';
  if (capped) return ceiling;
  if (reached) return floor;
  return classify(value, alphaIn, betaIn);
}

// search runs the search s asks on t (minimax.Search) and returns its
// events as minimax.Log records them (the step-through's steps, and the
// annotations once replayed: annotate), the root's value and best child.
function search(t, s) {
  return kindOf(s.decl).run(t, s);
}

// windowsRun runs the engine of minimax's family s's search is declared
// with (search.Decl.Engine, minimax.Named), from ENGINES.
function windowsRun(t, s) {
  const r = new Searcher(t, s);
  const [value, best] = ENGINES[s.decl.engine](r, t);
  return { events: r.events, rootValue: value, best };
}

// ENGINES are the engines of minimax's family the pages' engine runs, by
// the name a declaration gives them: each searches the tree from its root
// and returns the root's value and best child.
const ENGINES = {
  minimax: (r, t) => valueBest(r.alphaBeta(0, t.rootMax, -inf, inf)),
  alphabeta: (r, t) => valueBest(r.alphaBeta(0, t.rootMax, -inf, inf)),
  expectimax: (r, t) => r.expectimax(0, t.rootMax),
  star1: (r, t) => valueBest(r.star1(0, t.rootMax, -inf, inf)),
  star2: (r, t) => valueBest(r.star1(0, t.rootMax, -inf, inf)),
};

// valueBest is a search's value and best child, out of its value, bound
// and best child.
const valueBest = ([value, , best]) => [value, best];

// Searcher is a search of the textbook tree t as s asks it
// (minimax.searcher): its events as minimax.Log records them, and the
// searches of the page's engine, each a method.
class Searcher {
  constructor(t, s) {
    this.t = t;
    this.s = s;
    this.events = [];
    this.stack = []; // whether MAX moves at each node entered, not returned
    this.values = s.order === 'perfect' ? trueValues(t) : null;
    // alpha-beta prunes; minimax searches every node.
    this.prune = s.decl.prunes;
    [this.low, this.high] = s.bounds || [0, 0];
    // The value of a node's first move that Star2's probe searched.
    this.firstKnown = 0;
    this.hasFirstKnown = false;
  }

  // top is whether MAX moves at the node entered last.
  top() { return this.stack[this.stack.length - 1]; }

  // enter records the search entering n with the window (alpha, beta).
  enter(n, max, alpha, beta) {
    this.stack.push(max);
    this.events.push({ kind: 'enter', node: n, max, alpha, beta });
  }

  // leaf records leaf n evaluated to v.
  leaf(n, v) {
    const e = this.events[this.events.length - 1];
    this.events.push({ kind: 'leaf', node: n, max: this.top(), alpha: e.alpha, beta: e.beta, value: v });
  }

  // update records child c moving n's window to (alpha, beta).
  update(n, c, alpha, beta) { this.events.push({ kind: 'update', node: n, max: this.top(), child: c, alpha, beta }); }

  // cutoff records n stopping after c, the children pruned left.
  cutoff(n, c, pruned, alpha, beta) { this.events.push({ kind: 'cutoff', node: n, max: this.top(), child: c, pruned, alpha, beta }); }

  // ret records n returning value with its bound.
  ret(n, value, bound, alpha, beta, best) {
    const max = this.stack.pop();
    this.events.push({ kind: 'return', node: n, max, value, bound, alpha, beta, best });
  }

  // probeEvent records Star2's probe of chance node n's child c.
  probeEvent(n, c, value, low, high) { this.events.push({ kind: 'probe', node: n, max: false, child: c, value, alpha: low, beta: high }); }

  // children are n's children in the search's order: the tree's, or the
  // perfect ordering's, best first for the side to move.
  children(n, max) {
    const nd = this.t.nodes[n];
    const kids = Array.from({ length: nd.count }, (_, i) => nd.first + i);
    const values = this.values;
    if (values && kids.length > 1) kids.sort((a, b) => (max ? values[b] - values[a] : values[a] - values[b]));
    return kids;
  }

  // prob is the probability of chance node's child n.
  prob(n) { return this.t.nodes[n].prob; }

  // evaluate evaluates leaf n, entered with the window (alpha, beta), and
  // returns its value.
  evaluate(n, alpha, beta) {
    const v = this.t.nodes[n].value;
    this.leaf(n, v);
    this.ret(n, v, 'exact', alpha, beta, -1);
    return v;
  }

  // alphaBeta is minimax.searcher.search: minimax, or alpha-beta
  // fail-hard or fail-soft.
  alphaBeta(n, max, alpha, beta) {
    const { prune, s } = this;
    if (this.t.players) max = this.t.maxNode[n]; // paranoid: the root's player's nodes (minimax's MaxAt)
    this.enter(n, max, alpha, beta);
    const kids = this.children(n, max);
    if (kids.length === 0) return [this.evaluate(n, alpha, beta), 'exact', -1];
    const alphaIn = alpha, betaIn = beta;
    let best = max ? -inf : inf;
    let bestChild = -1, cut = false, bestBound = 'exact', capped = true, spared = false;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      const [v, b] = this.alphaBeta(c, !max, alpha, beta);
      if ((max && b === 'lower') || (!max && b === 'upper')) capped = false;
      if ((max && v > best) || (!max && v < best)) {
        best = v;
        bestBound = b;
        if (!prune || s.failSoft) bestChild = c;
      }
      if (!prune) continue;
      let moved = false;
      if (max && v > alpha) {
        alpha = v;
        moved = true;
      } else if (!max && v < beta) {
        beta = v;
        moved = true;
      }
      if (moved) {
        if (!s.failSoft) bestChild = c;
        this.update(n, c, alpha, beta);
      }
      if (alpha >= beta) {
        cut = true;
        spared = i < kids.length - 1;
        if (spared) this.cutoff(n, c, kids.slice(i + 1), alpha, beta);
        break;
      }
    }
    let value = best;
    if (prune && !s.failSoft) value = cut ? (max ? betaIn : alphaIn) : max ? alpha : beta;
    let bound = 'exact';
    if (prune && s.failSoft) bound = softBound(max, spared, bestBound, capped, value, alphaIn, betaIn);
    else if (prune) bound = classify(value, alphaIn, betaIn);
    this.ret(n, value, bound, alpha, beta, bestChild);
    return [value, bound, bestChild];
  }

  // expectimax is minimax.searcher.expectimax.
  expectimax(n, max) {
    const t = this.t;
    const chance = t.nodes[n].chance;
    if (t.maxNode && !chance) max = t.maxNode[n];
    this.enter(n, max, -inf, inf);
    const kids = this.children(n, max);
    if (kids.length === 0) return [this.evaluate(n, -inf, inf), -1];
    let value = 0, best = -1;
    if (chance) {
      for (const c of kids) value += this.prob(c) * this.expectimax(c, max)[0];
    } else {
      value = max ? -inf : inf;
      for (const c of kids) {
        const [v] = this.expectimax(c, !max);
        if (best < 0 || (max && v > value) || (!max && v < value)) {
          value = v;
          best = c;
        }
      }
    }
    this.ret(n, value, 'exact', -inf, inf, best);
    return [value, best];
  }

  // star1 is minimax.searcher.star1, with Star2's probes when asked.
  star1(n, max, alpha, beta) {
    const t = this.t;
    const known = this.firstKnown, hasKnown = this.hasFirstKnown;
    this.hasFirstKnown = false;
    const chance = t.nodes[n].chance;
    if (t.maxNode && !chance) max = t.maxNode[n];
    this.enter(n, max, alpha, beta);
    const kids = this.children(n, max);
    if (kids.length === 0) return [this.evaluate(n, alpha, beta), 'exact', -1];
    if (chance) return this.chanceStar(n, max, alpha, beta, kids, this.s.decl.probes);
    return this.starPlayer(n, max, alpha, beta, kids, known, hasKnown);
  }

  // starPlayer is Star1 at a player's node: alpha-beta, its first
  // child's value known when Star2's probe searched it.
  starPlayer(n, max, alpha, beta, kids, known, hasKnown) {
    let best = max ? -inf : inf, bestChild = -1;
    let a = alpha, b = beta;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      const v = i === 0 && hasKnown ? known : this.star1(c, !max, a, b)[0];
      if ((max && v > best) || (!max && v < best)) {
        best = v;
        bestChild = c;
      }
      let moved = false;
      if (max && v > a) {
        a = v;
        moved = true;
      } else if (!max && v < b) {
        b = v;
        moved = true;
      }
      // A first move the probe searched is reported as an update even
      // when the window stays.
      if (moved || (i === 0 && hasKnown)) this.update(n, c, a, b);
      if (max ? v >= b : v <= a) { // AIMA's cutoff, v >= beta, mirrored
        if (i < kids.length - 1) this.cutoff(n, c, kids.slice(i + 1), a, b);
        break;
      }
    }
    const bound = best <= alpha ? 'upper' : best >= beta ? 'lower' : 'exact';
    this.ret(n, best, bound, a, b, bestChild);
    return [best, bound, bestChild];
  }

  // chanceStar is Star1 at chance node n (Ballard's cutoffs), after
  // Star2's probes when probe: each child bounded by [lo, hi], the node
  // cut off once its value's bounds leave the window. Equal chances weigh
  // 1 each over their number, as Hauk, Buro and Schaeffer sum them.
  chanceStar(n, max, alpha, beta, kids, probe) {
    const b = { kids, lo: kids.map(() => this.low), hi: kids.map(() => this.high), probed: kids.map(() => false), firsts: kids.map(() => 0) };
    b.w = kids.map((c) => this.prob(c));
    b.total = 1;
    if (b.w.every((p) => p === b.w[0])) [b.w, b.total] = [kids.map(() => 1), kids.length];
    if (probe) {
      const cut = this.probes(n, alpha, beta, b);
      if (cut) return cut;
    }
    let sum = 0;
    for (let i = 0; i < kids.length; i++) {
      const c = kids[i];
      const [restLo, restHi] = this.rest(b, i + 1);
      const ca = (alpha * b.total - sum - restHi) / b.w[i], cb = (beta * b.total - sum - restLo) / b.w[i];
      sum += b.w[i] * this.starChild(b, i, max, ca, cb, probe);
      const l = (sum + restLo) / b.total, h = (sum + restHi) / b.total;
      this.update(n, c, l, h);
      if (h <= alpha || l >= beta) return this.chanceCut(n, c, kids.slice(i + 1), l, h, alpha, beta);
    }
    this.ret(n, sum / b.total, 'exact', alpha, beta, -1);
    return [sum / b.total, 'exact', -1];
  }

  // starChild is the value of chance node child i of b in the window
  // (ca, cb) (minimax's starChild): searched, unless Star2's probe
  // settles it.
  starChild(b, i, max, ca, cb, probe) {
    const [lo, hi] = [b.lo[i], b.hi[i]];
    if (probe && b.probed[i]) {
      if (lo >= hi || lo >= cb) return lo;
      if (hi <= ca) return hi;
      this.firstKnown = b.firsts[i];
      this.hasFirstKnown = true;
    }
    return this.star1(b.kids[i], max, Math.max(ca, lo), Math.min(cb, hi))[0];
  }

  // rest returns the bounds of the children of b from the one numbered
  // from, weighed, not yet over their total.
  rest(b, from) {
    let l = 0, h = 0;
    for (let j = from; j < b.kids.length; j++) {
      l += b.w[j] * b.lo[j];
      h += b.w[j] * b.hi[j];
    }
    return [l, h];
  }

  // weigh returns the bounds of the children of b from the one numbered
  // from, weighed by their probabilities.
  weigh(b, from) {
    const [l, h] = this.rest(b, from);
    return [l / b.total, h / b.total];
  }

  // probes is Star2's probing pass at chance node n: each child's first
  // move bounds it (from below at MAX's, from above at MIN's); it returns
  // the node's cutoff once its bounds leave the window, else null.
  probes(n, alpha, beta, b) {
    const t = this.t;
    for (let i = 0; i < b.kids.length; i++) {
      const c = b.kids[i];
      if (t.nodes[c].chance) continue;
      const first = this.children(c, isMax(t, c));
      if (first.length === 0) continue;
      const [v] = this.star1(first[0], !isMax(t, c), this.low, this.high);
      b.probed[i] = true;
      b.firsts[i] = v;
      if (isMax(t, c)) b.lo[i] = v;
      else b.hi[i] = v;
      const [l, h] = this.weigh(b, 0);
      this.probeEvent(n, c, v, l, h);
      if (h <= alpha || l >= beta) {
        const [bound, val] = l >= beta ? ['lower', l] : ['upper', h];
        this.cutoff(n, c, b.kids.slice(i + 1), l, h);
        this.ret(n, val, bound, alpha, beta, -1);
        return [val, bound, -1];
      }
    }
    return null;
  }

  // chanceCut ends chance node n after child c, its value's bounds [l, h]
  // out of the window (alpha, beta): the children left pruned.
  chanceCut(n, c, rest, l, h, alpha, beta) {
    const [bound, val] = l >= beta ? ['lower', l] : ['upper', h];
    if (rest.length > 0) this.cutoff(n, c, rest, l, h);
    this.ret(n, val, bound, alpha, beta, -1);
    return [val, bound, -1];
  }
}

// annotate replays the first k events into annotations (minimax.Recorder,
// Log.Replay): each node's, and the counts.
function annotate(t, events, k = events.length) {
  const ann = t.nodes.map(annotation);
  const stats = { visited: 0, leaves: 0, cutoffs: 0 };
  for (const e of events.slice(0, k)) {
    const a = ann[e.node];
    switch (e.kind) {
      case 'enter':
        stats.visited++;
        Object.assign(a, { order: stats.visited, alphaIn: e.alpha, betaIn: e.beta });
        break;
      case 'leaf':
        Object.assign(a, { eval: e.value, evaluated: true });
        stats.leaves++;
        break;
      case 'cutoff':
        Object.assign(a, { cutoff: true, cutAfter: e.child });
        stats.cutoffs++;
        break;
      case 'return':
        Object.assign(a, { value: e.value, bound: e.bound, alphaOut: e.alpha, betaOut: e.beta, returned: true });
        if (e.best >= 0) a.best = e.best;
        break;
      case 'probe': {
        // Star2's probe bounds the child (Recorder.Probe).
        const c = ann[e.child];
        c.probed = true;
        if (!c.returned) c.value = e.value;
        break;
      }
    }
  }
  return { ann, stats };
}

// markPV marks the principal variation (Recorder.MarkPV): from the root,
// each node's best child, while the values are exact.
function markPV(ann) {
  for (let n = 0; n >= 0;) {
    const a = ann[n];
    if (!a.returned || a.bound !== 'exact') break;
    a.pv = true;
    n = a.best;
  }
}

// Report is a searched textbook tree, what render.Search holds, and the
// answers the server writes of it.
class Report {
  constructor(model, q) {
    let t;
    try {
      t = treeOf(model, (q.get('root') || 'max').trim().toLowerCase() !== 'min');
    } catch (e) {
      throw e instanceof TreeError ? new EngineError(e.message) : e;
    }
    this.t = t;
    this.vectors = null; // max^n's: each node's utilities
    this.shallowCuts = new Map();
    this.immediateCuts = new Set();
    Object.assign(this, settings(t, q));
    if (this.quiescence > 0) searchPast(t, this.quiescence);
    Object.assign(this, search(t, this));
    Object.assign(this, annotate(t, this.events));
    markPV(this.ann);
    // The marks of a game of several players: where the other way of
    // searching it picks another child, where a tie decided.
    this.otherwise = new Map();
    this.ties = new Map();
    const beside = kindOf(this.decl)?.beside;
    if (beside) this.otherwise = otherwise(this.ann, beside(t));
    if (this.vectors) this.ties = maxnTies(t, this.vectors, this.ann);
    this.step = null; // a step's marks while its frame is drawn
    this.caption = ''; // the caption that replaces the description
    this.nodes = t.nodes.length;
    // The nodes never entered, but for those Star2's probes bounded.
    this.pruned = this.nodes - this.stats.visited - t.nodes.filter((_, n) => this.probedOnly(n)).length;
  }

  // prunes tells whether the search prunes with windows.
  prunes() { return this.decl.prunes; }

  // cuts tells whether the search leaves subtrees out, drawn as pruned:
  // with windows, or max^n with shallow pruning.
  cuts() { return this.prunes() || !!kindOf(this.decl)?.shallow; }

  // label is node n's label (tree.Label): an inner node's letters, a
  // leaf's value.
  // label names node n (tree.Tree.Label): a leaf marked not quiet that
  // the quiescence search goes on from as the tree writes it, "4?".
  label(n) { return this.t.past?.has(n) && this.t.nodes[n].count > 0 ? this.t.labels[n] + '?' : this.t.labels[n]; }

  // value writes a value as the tree does (tree.FormatValue), as the
  // page's language writes numbers (render's Search.value).
  value(v) { return decimal(this.t.chance ? formatExpected(v) : formatNumber(v)); }

  // isMax tells whether MAX moves at n.
  isMax(n) { return isMax(this.t, n); }

  // chance tells whether n is a chance node.
  chance(n) { return !!this.t.nodes[n].chance; }

  // kids are n's children, in tree order.
  kids(n) {
    const nd = this.t.nodes[n];
    return Array.from({ length: nd.count }, (_, i) => nd.first + i);
  }

  // leaf tells whether n has no child.
  leaf(n) { return this.t.nodes[n].count === 0; }

  // probText is the probability of n, a chance node's child, as the
  // notation writes it; '' for any other node.
  probText(n) { return this.t.nodes[n].probText || ''; }

  // player writes who moves at n: MAX, MIN or chance; A, B, C, ... in a
  // game of several players.
  player(n) {
    if (this.t.players) return playerName(this.t.mover[n]);
    return this.chance(n) ? tr('chance') : this.isMax(n) ? 'MAX' : 'MIN';
  }

  // mark is the sign of who moves at n in a drawing: ▲ MAX, ▼ MIN, ○
  // chance; in a game of several players the mover's letter, "(B)", none
  // at a leaf.
  mark(n) {
    if (this.t.players) return this.leaf(n) ? '' : `(${playerName(this.t.mover[n])})`;
    return this.chance(n) ? '○' : !this.isMax(n) ? '▼' : '▲';
  }

  // visible is the drawn nodes in pre-order (render.Search.visible).
  visible() {
    const out = [];
    const walk = (n) => {
      out.push(n);
      const nd = this.t.nodes[n];
      if (nd.count === 0 || (this.showDepth > 0 && nd.depth >= this.showDepth)) return;
      const onPV = this.ann[n].pv;
      for (const c of this.kids(n)) {
        if (this.view === 'visited' && !this.ann[c].order) continue;
        if (this.view === 'pv' && !onPV) continue;
        walk(c);
      }
    };
    walk(0);
    return out;
  }

  // hidden counts n's children not drawn.
  hidden(n, drawn) { return this.kids(n).filter((c) => !drawn.has(c)).length; }

  // isPruned tells whether n is drawn as pruned: never visited by a
  // finished search that prunes, or skipped by a cutoff so far in a step.
  isPruned(n) { return this.step ? this.step.pruned.has(n) : !this.ann[n].order && !this.probedOnly(n) && this.cuts(); }

  // anyProbedOnly tells whether a node was only probed by Star2.
  anyProbedOnly() { return this.decl.probes && this.t.nodes.some((_, n) => this.probedOnly(n)); }

  // probedOnly tells whether Star2's probe of n's first move bounded n,
  // which the search never entered.
  probedOnly(n) { return this.ann[n].probed && !this.ann[n].order; }

  // pastCutoff is how many plies past the horizon n lies (a quiescence
  // node), 0 within it (tree.PastCutoff).
  pastCutoff(n) { return this.t.pastPly?.get(n) || 0; }

  // quietMarks mark n as a quiescence search does (render.quietMarks):
  // why it is not quiet, how far past the horizon it lies.
  quietMarks(n) {
    const m = [];
    if (this.t.past.has(n)) m.push(trf('not quiet: %s', notQuiet()));
    if (this.pastCutoff(n) > 0) m.push(trf('quiescence +%s', String(this.pastCutoff(n))));
    return m;
  }

  // unvisited tells whether a step draws n as not visited yet.
  unvisited(n) { return !!this.step && !this.ann[n].order && !this.step.pruned.has(n); }

  // valueText writes n's value with its bound (render.valueText): "3",
  // "≥ 3", "≤ 2"; "…" entered, not returned; '' for none.
  valueText(n, ascii = false) {
    const a = this.ann[n];
    if (this.vectors) {
      // A node's vector once it is known (a step shows no later one).
      // Cut off by shallow pruning: its player's entry a bound.
      if (this.vectors[n] && a.returned && a.bound === 'lower') return boundVector(this.vectors[n], this.t.mover[n], ascii, false);
      if (this.vectors[n] && (a.returned || a.evaluated)) return formatVector(this.vectors[n]);
      return a.order ? (ascii ? '...' : '…') : '';
    }
    if (!a.returned && a.evaluated) return this.value(a.eval);
    if (this.probedOnly(n)) return (this.isMax(n) ? (ascii ? '>= ' : '≥ ') : ascii ? '<= ' : '≤ ') + this.value(a.value);
    if (!a.returned) return a.order ? (ascii ? '...' : '…') : '';
    const v = this.value(a.value);
    if (a.bound === 'lower') return (ascii ? '>= ' : '≥ ') + v;
    if (a.bound === 'upper') return (ascii ? '<= ' : '≤ ') + v;
    return v;
  }

  // window writes an alpha-beta window: "[-inf, 3]".
  window(alpha, beta) { return windowText(this.value(alpha), this.value(beta)); }

  // algorithmText names the search as declared (render.algorithmText):
  // "minimax", "alpha-beta (fail-soft)", "Star1 (leaves from 0 to 10)".
  algorithmText() {
    const d = this.decl;
    if (d.takes.includes('fail-soft')) return trf(this.failSoft ? '%s (fail-soft)' : '%s (fail-hard)', d.title);
    if (d.takes.includes('bounds') && this.bounds) {
      const [lo, hi] = this.bounds.map((v) => this.value(v));
      return this.boundsOfLeaves ? trf('%s (leaves from %s to %s: the smallest and the largest leaf)', d.title, lo, hi) : trf('%s (leaves from %s to %s)', d.title, lo, hi);
    }
    return d.title;
  }

  // leavesCaption is the tree's notation, cut after about three lines of
  // a caption (render.Search.leavesText).
  leavesCaption() {
    const text = leavesText(this.t);
    const most = 3 * CAPTION_WIDTH;
    if (text.length <= most) return text;
    let cut = text.slice(0, most).lastIndexOf(' ');
    if (cut < most / 2) cut = most;
    const leaves = this.t.nodes.filter((nd) => nd.count === 0).length;
    return trf('%s … (%d leaves)', text.slice(0, cut), leaves);
  }

  // describe is the lines that say what was searched and what came of
  // it (render.describe).
  describe() {
    const k = this.t.players;
    let tree = trf('Tree: %s (root %s)', this.leavesCaption(), this.t.rootMax ? 'MAX' : 'MIN');
    if (k && this.t.namedMovers.size) tree = trf('Tree: %s (%s players, %s at the root, in turn where the tree names no player)', this.leavesCaption(), String(k), 'A');
    else if (k) tree = trf('Tree: %s (%s players, %s at the root, in turn)', this.leavesCaption(), String(k), 'A');
    const lines = [tree, trf('Search: %s, %s order', this.algorithmText(), tr(this.order))];
    return [...wrapLine(lines[0], CAPTION_WIDTH), ...lines.slice(1), this.resultText()];
  }

  // countsText writes the node counts.
  countsText() {
    const st = this.stats;
    let text = trf('%s, %s, %s, %s', plural(this.nodes, '%s node', '%s nodes'), plural(st.visited, '%[1]s visited', '%s visited'),
      plural(st.leaves, '%s leaf evaluated', '%s leaves evaluated'), plural(st.cutoffs, '%s cutoff', '%s cutoffs'));
    if (this.cuts()) text += trf(', %s', plural(this.pruned, '%[1]s pruned', '%s pruned'));
    return text;
  }

  // resultText writes the root's value, the best move and the counts.
  resultText() {
    let value = this.value(this.rootValue);
    if (this.vectors) value = formatVector(this.vectors[0]);
    else if (this.t.players) value = trf('%s (%s\'s utility)', value, playerName(this.t.mover[0]));
    if (this.best >= 0) return trf('Result: value %s, best move %s; %s', value, this.label(this.best), this.countsText());
    return trf('Result: value %s; %s', value, this.countsText());
  }

  // pv is the labels of the principal variation from the root.
  pv() {
    const out = [];
    for (let n = 0; n >= 0;) {
      const a = this.ann[n];
      if (!a.pv) break;
      if (n !== 0) out.push(this.label(n));
      n = a.best;
    }
    return out;
  }

  // summary is what the search found (render.Search.Summary).
  summary() {
    const lines = [this.resultText()];
    const pv = this.pv();
    if (pv.length) lines.push(trf('Principal variation: %s', pv.join(' ')));
    return lines;
  }

  // legend is the marks a drawing uses and what each means
  // (render.Search.Legend); step, a step's.
  legend(step = !!this.step) {
    const rows = this.t.players ? [
      { mark: tr('house up, (A)'), meaning: tr('the root\'s player, A, moves') },
      { mark: tr('house down, (B)'), meaning: tr('another player moves: its letter in brackets, the players in turn') },
      { mark: tr('(1,2,6)'), meaning: tr('a leaf\'s utilities, or the value of a node: one a player, in the players\' order') },
    ] : [
      { mark: tr('▲ house'), meaning: tr('MAX node: the root player moves') },
      { mark: tr('▼ house'), meaning: tr('MIN node: the opponent moves') },
      { mark: tr('box'), meaning: tr('leaf (double border: finished game)') },
    ];
    if (this.t.chance) rows.push({ mark: tr('○ ellipse'), meaning: tr('chance node: its value is its children\'s, weighed by the probabilities on their edges') });
    if (!step) rows.push({ mark: tr('red, bold'), meaning: tr('principal variation'), color: COLOR_PV, bold: true });
    if (this.prunes()) {
      rows.push({ mark: tr('≥ v / ≤ v'), meaning: tr('lower bound (failed high) / upper bound (failed low)') },
        { mark: tr('α,β [a, b]'), meaning: tr('window on entry') },
        { mark: tr('→ [a\', b\']'), meaning: tr('window on return') },
        { mark: tr('cut'), meaning: tr('alpha ≥ beta after this child: the rest is pruned'), color: COLOR_CUT },
        { mark: tr('dashed, grey inside'), meaning: tr('pruned: never visited'), color: COLOR_PRUNED });
    }
    rows.push(...this.severalRows());
    if (this.t.quiescence > 0) {
      rows.push({ mark: tr('not quiet'), meaning: tr('at the depth limit, a position that may swing: the search goes on over its noisy moves') },
        { mark: tr('quiescence +k, violet inside'), meaning: tr('a node k plies past the depth limit, searched by the quiescence search') },
        { mark: tr('stand pat'), meaning: tr('the player to move keeps the position\'s own value rather than play a noisy move (the chess programs\' quiescence search, N plies at most; AIMA 5.3.2 extends a position until it is quiet, with no stand pat)') });
    }
    if (this.anyProbedOnly()) rows.push({ mark: tr('probed'), meaning: tr('bounded by Star2\'s probe of its first move, never entered') });
    if (step) {
      rows.push({ mark: tr('yellow, thick'), meaning: tr('the node of this step') },
        { mark: tr('dotted, white'), meaning: tr('not visited yet'), color: COLOR_UNVISITED },
        { mark: tr('…'), meaning: tr('being searched: no value yet') });
    }
    rows.push({ mark: tr('#n'), meaning: tr('visit order') });
    return rows;
  }

  // cutCondition states a cutoff: "alpha 3 >= beta 2".
  cutCondition(alpha, beta) { return trf('alpha %s >= beta %s', this.value(alpha), this.value(beta)); }

  // severalRows are the legend's rows of a game of several players
  // (render.Search.severalRows): the players' colours, the entry of a
  // node's player, shallow pruning's cuts.
  severalRows() {
    const k = this.t.players;
    if (!k) return [];
    const colours = PLAYER_FILL_NAMES.slice(0, k).map((c, i) => `${playerName(i)} ${tr(c)}`);
    const rows = [{ mark: tr('fill'), meaning: trf('the player who moves: %s', colours.join(', ')) }];
    if (this.vectors) rows.push({ mark: '(1,2,[6])', meaning: tr('in brackets: the utility of the node\'s player, which it maximizes') });
    if (kindOf(this.decl)?.shallow) {
      rows.push({ mark: tr('cut'), meaning: tr('shallow pruning after this child: the rest is pruned'), color: COLOR_CUT },
        { mark: trf('cut: %s ≤ %s ≤ %s', ...CUT_EXAMPLE), meaning: tr('at a node cut off: its parent\'s player A gets at most c there, no more than the h it has') },
        { mark: tr('dashed, grey inside'), meaning: tr('pruned: never visited'), color: COLOR_PRUNED });
    }
    return rows;
  }

  // cutReason is render.Search.CutReason.
  cutReason(n) {
    const a = this.ann[n];
    if (!a.cutoff || a.cutAfter < 0) return '';
    if (this.shallowCuts.has(n)) return this.shallowCutReason(n);
    const nd = this.t.nodes[n];
    const after = [];
    for (let c = a.cutAfter + 1; c < nd.first + nd.count; c++) after.push(this.label(c));
    if (this.chance(n)) return this.chanceCutReason(n, after);
    const cond = this.cutCondition(a.alphaOut, a.betaOut);
    const child = this.label(a.cutAfter);
    const worth = this.value(this.ann[a.cutAfter].value);
    const least = this.isMax(n);
    const me = this.label(n), who = this.player(n);
    if (after.length === 0) {
      return least ? trf('%s after %s: %s (%s) is already worth at least %s, so no child was left.', cond, child, me, who, worth)
        : trf('%s after %s: %s (%s) is already worth at most %s, so no child was left.', cond, child, me, who, worth);
    }
    const list = listWords(after);
    const parent = this.label(nd.parent);
    if (after.length > 1) {
      return least ? trf('%[1]s after %[2]s: %[3]s (%[4]s) is already worth at least %[5]s, so %[6]s cannot change %[7]s\'s value.', cond, child, me, who, worth, list, parent)
        : trf('%[1]s after %[2]s: %[3]s (%[4]s) is already worth at most %[5]s, so %[6]s cannot change %[7]s\'s value.', cond, child, me, who, worth, list, parent);
    }
    return least ? trf('%s after %s: %s (%s) is already worth at least %s, so %s cannot change %s\'s value.', cond, child, me, who, worth, list, parent)
      : trf('%s after %s: %s (%s) is already worth at most %s, so %s cannot change %s\'s value.', cond, child, me, who, worth, list, parent);
  }

  // chanceCutReason is CutReason at a chance node (render.Search.
  // chanceCutReason).
  chanceCutReason(n, after) {
    const a = this.ann[n];
    const cond = this.stopCondition(n);
    const me = this.label(n);
    if (!this.ann[a.cutAfter].order) return trf('After the probes of its children\'s first moves, %s (chance) stops: %s, so none of its children is searched whole.', me, cond);
    const child = this.label(a.cutAfter), list = listWords(after), parent = this.label(this.t.nodes[n].parent);
    if (after.length > 1) return trf('After %[1]s, %[2]s (chance) stops: %[3]s, with the rest of its probability at the bounds of the leaves, so %[4]s cannot change %[5]s\'s value.', child, me, cond, list, parent);
    return trf('After %s, %s (chance) stops: %s, with the rest of its probability at the bounds of the leaves, so %s cannot change %s\'s value.', child, me, cond, list, parent);
  }

  // stopCondition states why node n, cut off, stopped
  // (render.Search.stopCondition).
  stopCondition(n) {
    const a = this.ann[n];
    const cut = this.shallowCuts.get(n);
    if (this.immediateCuts.has(n)) return trf('%s holds %s already, all a leaf can give it', playerName(this.t.mover[n]), this.value(this.vectors[n][this.t.mover[n]]));
    if (cut) return trf('%s can get at most %s there, no more than the %s it has', playerName(this.t.mover[this.t.nodes[n].parent]), this.value(cut[0]), this.value(cut[1]));
    if (!this.chance(n)) return this.cutCondition(a.alphaOut, a.betaOut);
    if (a.bound === 'lower') return trf('its value is at least %s ≥ beta %s', this.value(a.value), this.value(a.betaIn));
    return trf('its value is at most %s ≤ alpha %s', this.value(a.value), this.value(a.alphaIn));
  }

  // shallowCutReason says why shallow pruning cut node n off
  // (render.Search.shallowCutReason).
  shallowCutReason(n) {
    const t = this.t, cut = this.shallowCuts.get(n), after = this.label(this.ann[n].cutAfter);
    const me = t.mover[n], parent = t.nodes[n].parent;
    if (this.immediateCuts.has(n)) {
      return trf('After %s, %s (%s) has %s already, all a leaf can give it (a leaf\'s utilities sum to at most %s, each at least %s): no later child can give it more, and ties go to the first, so the children after %s are pruned and %s\'s value is exact (Korf\'s immediate pruning).',
        after, this.label(n), playerName(me), this.value(this.vectors[n][me]), this.value(this.shallow[0]), this.value(this.shallow[1]), after, this.label(n));
    }
    return trf('After %s, %s (%s) has %s already; a leaf\'s utilities sum to at most %s, each at least %s, so %s can get at most %s at %s, no more than the %s it has at %s: the children after %s are pruned.',
      after, this.label(n), playerName(me), this.value(this.vectors[n][me]), this.value(this.shallow[0]), this.value(this.shallow[1]),
      playerName(t.mover[parent]), this.value(cut[0]), this.label(n), this.value(cut[1]), this.label(parent), after);
  }

  // choiceMarks are the marks of node n's choice once it has made it
  // (render.Search.marks, nodeLines): where the other way of searching a
  // game of several players picks another child, where a tie decided.
  choiceMarks(n) {
    const out = [];
    if (!this.ann[n].returned) return out;
    const other = this.otherwise.get(n), tie = this.ties.get(n);
    if (other !== undefined) out.push(trf(kindOf(this.decl).besideWord, this.label(other)));
    if (tie !== undefined) out.push(trf('tie with %s: first kept', this.label(tie)));
    return out;
  }

  // cutAfterText names what node n cut off after: its child, or Star2's
  // probes.
  cutAfterText(n) {
    const a = this.ann[n];
    return this.chance(n) && !this.ann[a.cutAfter].order ? tr('the probes') : this.label(a.cutAfter);
  }

  // probeReason is render.Search.ProbeReason.
  probeReason(n) {
    if (!this.probedOnly(n)) return '';
    const v = this.value(this.ann[n].value);
    return this.isMax(n) ? trf('Probed: Star2 searched only its first move, worth %s, so %s (MAX) is worth at least %s; the search never entered it.', v, this.label(n), v)
      : trf('Probed: Star2 searched only its first move, worth %s, so %s (MIN) is worth at most %s; the search never entered it.', v, this.label(n), v);
  }

  // prunedReason is render.Search.PrunedReason.
  prunedReason(n) {
    if (this.ann[n].order || this.probedOnly(n)) return '';
    for (let m = n; m !== 0; m = this.t.nodes[m].parent) {
      const p = this.t.nodes[m].parent;
      const a = this.ann[p];
      if (a.cutoff && a.cutAfter >= 0 && m > a.cutAfter) {
        const after = this.cutAfterText(p), cond = this.stopCondition(p);
        if (m !== n) return trf('Pruned: %s was cut off after %s (%s), so the search never entered %s, above this node.', this.label(p), after, cond, this.label(m));
        return trf('Pruned: %s was cut off after %s (%s), so the search never entered this node.', this.label(p), after, cond);
      }
      if (this.probedOnly(p)) {
        if (m !== n) return trf('Pruned: Star2 only probed %s, searching its first move, so the search never entered %s, above this node.', this.label(p), this.label(m));
        return trf('Pruned: Star2 only probed %s, searching its first move, so the search never entered this node.', this.label(p));
      }
    }
    return tr('Pruned: the search never entered this subtree.');
  }

  // chanceSteps are where chance node n's value lay after each child.
  chanceSteps(n) {
    if (!this.bounds || !this.chance(n) || !this.ann[n].order) return [];
    const out = [];
    let sum = 0, rest = 1;
    for (const c of this.kids(n)) {
      const a = this.ann[c];
      if (!a.returned) break;
      const p = this.t.nodes[c].prob;
      sum += p * a.value;
      rest -= p;
      out.push({ c, lo: sum + rest * this.bounds[0], hi: sum + rest * this.bounds[1] });
    }
    return out;
  }

  // chanceBounds says where chance node n's value lay after each child
  // (render.Search.ChanceBounds).
  chanceBounds(n) {
    return this.chanceSteps(n).map((st) => trf('after %s: from %s to %s', this.label(st.c), this.value(st.lo), this.value(st.hi)));
  }

  // chanceRanges are chanceBounds as a drawing's label writes them.
  chanceRanges(n) {
    const short = (v) => this.value(v).split(' ')[0];
    return this.chanceSteps(n).map((st) => `${this.label(st.c)} → ${windowText(short(st.lo), short(st.hi))}`);
  }

  // nodeLines are node n's label in a drawing (render.nodeLines, full
  // labels).
  nodeLines(n, drawn) {
    const a = this.ann[n];
    const leaf = this.leaf(n);
    const lines = [`${this.label(n)} ${this.mark(n)}`];
    let v = this.valueText(n);
    if (this.vectors && !leaf && this.vectors[n] && v === formatVector(this.vectors[n])) v = markedVector(this.vectors[n], this.t.mover[n]);
    else if (this.vectors && !leaf && this.vectors[n] && v === boundVector(this.vectors[n], this.t.mover[n], false, false)) v = boundVector(this.vectors[n], this.t.mover[n], false, true);
    if (v !== '') {
      if (!(leaf && v === this.label(n))) lines.push(v);
    } else if (this.isPruned(n)) lines.push(tr('pruned'));
    if (this.probedOnly(n)) lines.push(tr('probed'));
    if (this.chance(n)) lines.push(...this.chanceRanges(n));
    if (this.prunes() && a.order) {
      lines.push('α,β ' + this.window(a.alphaIn, a.betaIn));
      if (!leaf && a.returned) lines.push('→ ' + this.window(a.alphaOut, a.betaOut));
    }
    const cut = this.shallowCuts.get(n);
    if (cut && a.cutoff && this.immediateCuts.has(n)) lines.push(trf('cut: %s holds all it can get', playerName(this.t.mover[n])));
    else if (cut && a.cutoff) lines.push(trf('cut: %s ≤ %s ≤ %s', playerName(this.t.mover[this.t.nodes[n].parent]), this.value(cut[0]), this.value(cut[1])));
    lines.push(...this.choiceMarks(n), ...this.quietMarks(n));
    if (a.order) lines.push(`#${a.order}`);
    const h = this.hidden(n, drawn);
    if (h > 0) lines.push(trf('+%s hidden', String(h)));
    return lines;
  }

  // json is the report /api/tree answers (render.JSON).
  json() {
    const nodes = this.visible();
    const id = new Map(nodes.map((n, i) => [n, i]));
    const num = (v) => (v === inf ? '+inf' : v === -inf ? '-inf' : this.t.chance ? exact(v) : v);
    const rep = {
      // MAX or MIN at the root; several players move in turn from A.
      position: this.t.players ? { leaves: leavesText(this.t) } : { leaves: leavesText(this.t), root: this.t.rootMax ? 'max' : 'min' },
      algorithm: this.algo,
      fail_soft: this.decl.takes.includes('fail-soft') && this.failSoft,
      scale: this.decl.scale,
      order: this.order,
      eval: null,
      depth: this.t.depth,
      view: this.view,
      value: num(this.rootValue),
      best_move: this.best >= 0 ? this.label(this.best) : null,
      pv: this.pv(),
      counts: { nodes: this.nodes, visited: this.stats.visited, leaves_evaluated: this.stats.leaves, cutoffs: this.stats.cutoffs, pruned: this.pruned },
      summary: this.summary(),
      legend: this.legend(),
    };
    if (this.t.players) rep.players = this.t.players;
    if (this.vectors) rep.value = this.vectors[0];
    rep.nodes = nodes.map((n, i) => {
      const a = this.ann[n];
      const nd = this.t.nodes[n];
      const out = {
        id: i, parent: n ? id.get(nd.parent) : null, label: this.label(n), move: null, depth: nd.depth,
        player: this.chance(n) ? 'chance' : this.t.players ? playerName(this.t.mover[n]) : this.isMax(n) ? 'max' : 'min',
        value: a.returned || this.probedOnly(n) ? num(a.value) : null,
        bound: a.returned ? a.bound : this.probedOnly(n) ? (this.isMax(n) ? 'lower' : 'upper') : null,
        alpha_in: null, beta_in: null, alpha_out: null, beta_out: null,
        order: a.order ? a.order : null,
        cutoff: a.cutoff, cut_after: a.cutoff && id.has(a.cutAfter) ? id.get(a.cutAfter) : null,
      };
      if (a.order && this.prunes()) Object.assign(out, { alpha_in: num(a.alphaIn), beta_in: num(a.betaIn), alpha_out: num(a.alphaOut), beta_out: num(a.betaOut) });
      const cut = this.cutReason(n);
      if (cut) out.cut_reason = cut;
      out.pruned = !a.order && !this.probedOnly(n);
      const why = this.prunedReason(n);
      if (why) out.pruned_reason = why;
      if (this.probedOnly(n)) Object.assign(out, { probed: true, probe_reason: this.probeReason(n) });
      Object.assign(out, { pv: a.pv, leaf: nd.count === 0, terminal: false, eval: a.evaluated ? num(a.eval) : null, leaf_value: nd.count === 0 ? num(nd.value) : null });
      if (this.chance(n)) out.chance = true;
      if (nd.probText) out.probability = nd.probText;
      if (this.t.chance && out.value !== null) out.value_text = this.value(a.value);
      if (this.vectors && out.value !== null) out.value = this.vectors[n];
      for (const [key, marks] of [['otherwise', this.otherwise], ['tie', this.ties]]) if (marks.has(n) && id.has(marks.get(n))) out[key] = id.get(marks.get(n));
      if (this.t.players && nd.count > 0) out.mover = playerName(this.t.mover[n]);
      if (this.pastCutoff(n) > 0) out.quiescence = true;
      if (this.t.past.has(n)) out.not_quiet = notQuiet();
      const bounds = this.chanceBounds(n);
      if (bounds.length) out.chance_bounds = bounds;
      out.children = this.kids(n).filter((c) => id.has(c)).map((c) => id.get(c));
      return out;
    });
    return rep;
  }

  // table is the table of the tree as text (render.textTable): its
  // header and a row per drawn node, a step's marks with them.
  table() {
    const nodes = this.visible();
    const shown = new Set(nodes);
    const ab = this.prunes();
    const prefix = new Map([[0, '']]), cont = new Map([[0, '']]);
    for (const n of nodes) {
      const kids = this.kids(n).filter((c) => shown.has(c));
      kids.forEach((c, i) => {
        const last = i === kids.length - 1;
        prefix.set(c, cont.get(n) + (last ? '└── ' : '├── '));
        cont.set(c, cont.get(n) + (last ? '    ' : '│   '));
      });
    }
    const header = (ab ? ['node', 'player', 'value', 'window in', 'window out', 'visit', 'marks'] : ['node', 'player', 'value', 'visit', 'marks']).map(tr);
    const rows = [header];
    for (const n of nodes) {
      const a = this.ann[n];
      const marks = this.choiceMarks(n);
      if (this.step && this.step.current === n) marks.push('◀ ' + tr('current'));
      if (a.pv) marks.push(tr('PV'));
      if (a.cutoff) marks.push(trf('cutoff after %s', this.cutAfterText(n)));
      if (!a.order && this.isPruned(n)) marks.push(tr('pruned'));
      if (this.probedOnly(n)) marks.push(tr('probed'));
      marks.push(...this.quietMarks(n));
      const h = this.hidden(n, shown);
      if (h > 0 && !this.leaf(n)) marks.push(trf('+%s hidden', String(h)));
      const probe = n !== 0 && this.chance(this.t.nodes[n].parent) ? this.probText(n) + ': ' : '';
      const row = [prefix.get(n) + probe + this.label(n), this.player(n), this.valueText(n)];
      if (ab) {
        const win = a.order ? this.window(a.alphaIn, a.betaIn) : '';
        const out = a.order && !this.leaf(n) && a.returned ? this.window(a.alphaOut, a.betaOut) : '';
        row.push(win, out);
      }
      row.push(a.order ? `#${a.order}` : '', marks.join(', '));
      rows.push(row);
    }
    return rows;
  }

  // text is the tree as text (render.Text).
  text() {
    const rows = this.table();
    const ab = this.prunes();
    let out = this.describe().join('\n') + '\n\n' + formatRows(rows).join('\n') + '\n\n';
    if (this.t.players) {
      out += this.severalLegend();
    } else if (ab) {
      out += trf(`Legend: MAX moves for the root player, MIN for the opponent; values are
from the root player's view. value: exact, or "%s v" a lower bound (the node
failed high: its true value is at least v), or "%s v" an upper bound (it
failed low). window: [alpha, beta] when the search entered the node and
when it returned. visit: the order in which the search entered the nodes.
PV: principal variation. cutoff after X: alpha >= beta once child X had
returned, so the children after X were pruned (never visited).
`, '≥', '≤');
    } else {
      out += tr(`Legend: MAX moves for the root player, MIN for the opponent; values are
from the root player's view. visit: the order in which minimax entered the
nodes. PV: principal variation.
`);
    }
    if (this.anyProbedOnly()) {
      out += tr(`probed: Star2's probe bounded the node by its first move; the search
never entered it.
`);
    }
    if (this.t.quiescence > 0) {
      out += tr(`not quiet: the position at the depth limit may swing, so the search goes
on over its noisy moves (quiescence +k: k plies past the limit); stand
pat: the player to move keeps the position's own value instead.
`);
    }
    return out;
  }

  // severalLegend explains the text of a tree of several players
  // (render.Search.severalLegendText).
  severalLegend() {
    let text = tr(`Legend: the players move in turn from the root (A, then B, and so on);
a leaf is its utilities, one a player, in the players' order.`) + ' ';
    if (this.t.namedMovers.size) {
      text += tr(`A letter before a list names the player who moves there, such as
B((1,2,6) (4,2,3)); the player after it moves next.`) + ' ';
    }
    text += kindOf(this.decl).intro(this);
    text += ' ' + tr(`visit: the order in which the search entered the nodes. PV: principal
variation.`);
    return wrapLine(text.split(/\s+/).filter(Boolean).join(' '), 76).join('\n') + '\n';
  }

  // nodeLook is how node n is drawn (render.nodeLook).
  nodeLook(n) {
    if (this.step && this.step.current === n) return { fill: COLOR_CURRENT, width: 3 };
    if (this.ann[n].pv) return { color: COLOR_PV, width: 2.5, font: COLOR_PV, fill: this.playerFill(n) };
    if (this.isPruned(n)) return { color: COLOR_PRUNED, font: COLOR_PRUNED, dash: 'dashed', fill: FILL_PRUNED };
    if (this.unvisited(n)) return { color: COLOR_UNVISITED, font: COLOR_UNVISITED, dash: 'dotted' };
    if (this.pastCutoff(n) > 0) return { fill: FILL_QUIESCENCE }; // past the horizon: drawn apart
    return { fill: this.playerFill(n) };
  }

  // playerFill is the fill of inner node n of a game of several players,
  // its player's colour (render.Search.playerFill); '' for any other.
  playerFill(n) { return this.t.players && !this.leaf(n) ? PLAYER_FILLS[this.t.mover[n] % PLAYER_FILLS.length] : ''; }

  // edgeLook is how the edge to n is drawn, and whether it says "cut".
  edgeLook(n) {
    let lk = {};
    if (this.ann[n].pv) lk = { color: COLOR_PV, width: 2.5 };
    else if (this.isPruned(n)) lk = { color: COLOR_PRUNED, dash: 'dashed' };
    else if (this.unvisited(n)) lk = { color: COLOR_UNVISITED, dash: 'dotted' };
    const pa = this.ann[this.t.nodes[n].parent];
    if (pa.cutoff && pa.cutAfter === n) return [{ ...lk, color: COLOR_CUT, width: 2 }, true];
    return [lk, false];
  }

  // sizeNode is node n's label, shape and size (render.sizeNode).
  sizeNode(n, drawn) {
    const d = { lines: this.nodeLines(n, drawn), bodyTop: 0 };
    d.shape = this.leaf(n) ? 'box' : this.chance(n) ? 'ellipse' : this.isMax(n) ? 'house' : 'invhouse';
    let most = 0;
    for (const l of d.lines) most = Math.max(most, textWidth(l, 10));
    d.w = Math.max(54, most + 2 * 7.2);
    d.h = Math.max(30, d.lines.length * 12 + 2 * 4);
    if (d.shape === 'ellipse') {
      d.w *= 1.3;
      d.h += 12;
    } else if (d.shape !== 'box') {
      d.w += 2 * 7.2;
      const roof = round(d.h / 3 * 100) / 100;
      if (d.shape === 'house') d.bodyTop = roof;
      d.h += roof;
    }
    d.w = Math.ceil(d.w);
    d.h = Math.ceil(d.h);
    return d;
  }

  // svg is the drawing placed by the tidy layout (render.tidySVG).
  svg() {
    const nodes = this.visible();
    const id = new Map(nodes.map((n, i) => [n, i]));
    const drawnSet = new Set(nodes);
    const drawn = nodes.map((n) => this.sizeNode(n, drawnSet));
    const kids = nodes.map(() => []);
    const level = nodes.map(() => 0);
    const tallest = [];
    nodes.forEach((n, i) => {
      if (i > 0) {
        const p = id.get(this.t.nodes[n].parent);
        kids[p].push(i);
        level[i] = level[p] + 1;
      }
      while (tallest.length <= level[i]) tallest.push(0);
      tallest[level[i]] = Math.max(tallest[level[i]], drawn[i].h);
    });
    const x = tidyLayout(kids, drawn.map((d) => d.w), 13);
    const rowY = [tallest[0] / 2];
    for (let l = 1; l < tallest.length; l++) rowY.push(rowY[l - 1] + tallest[l - 1] / 2 + 32 + tallest[l] / 2);
    drawn.forEach((d, i) => {
      d.x = x[i];
      d.y = rowY[level[i]];
    });
    let treeW = 0, treeH = 0;
    for (const d of drawn) {
      treeW = Math.max(treeW, d.x + d.w / 2);
      treeH = Math.max(treeH, d.y + d.h / 2);
    }
    const block = this.labelBlock();
    const width = Math.max(treeW, block.w) + 2 * MARGIN;
    const height = treeH + block.h + 2 * MARGIN;
    const dx = MARGIN + (width - 2 * MARGIN - treeW) / 2, dy = MARGIN;
    let b = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg width="${num(width)}pt" height="${num(height)}pt" viewBox="0 0 ${num(width)} ${num(height)}" xmlns="http://www.w3.org/2000/svg" font-family="Helvetica,sans-Serif">\n<g id="graph0" class="graph">\n<title>gametree</title>\n<rect fill="white" x="0" y="0" width="${num(width)}" height="${num(height)}"/>\n`;
    b += writeBlock(block, MARGIN, MARGIN + treeH);
    nodes.forEach((n, i) => {
      if (i > 0) b += this.svgEdge(drawn, id.get(this.t.nodes[n].parent), i, n, dx, dy);
      b += this.svgNode(drawn[i], i, n, dx, dy);
    });
    return b + '</g>\n</svg>\n';
  }

  // svgNode writes node n, drawn i-th, moved by dx, dy.
  svgNode(d, i, n, dx, dy) {
    const lk = this.nodeLook(n);
    const x = d.x + dx, top = d.y + dy - d.h / 2;
    let b = `<g class="node"><title>n${i}</title>` + outline(d, x, top, lk);
    const body = d.shape === 'house' || d.shape === 'invhouse' ? d.h * 3 / 4 : d.h;
    let y = top + d.bodyTop + (body - d.lines.length * 12) / 2 + 12 / 2 + 0.35 * 10;
    for (const l of d.lines) {
      b += `<text text-anchor="middle" x="${num(x)}" y="${num(y)}" font-size="10"${lk.font ? ` fill="${lk.font}"` : ''}>${escape(l)}</text>`;
      y += 12;
    }
    return b + '</g>\n';
  }

  // svgEdge writes the edge from the node drawn p-th to node n, drawn
  // c-th, "cut" or a probability beside it.
  svgEdge(drawn, p, c, n, dx, dy) {
    const [lk, cut] = this.edgeLook(n);
    const from = drawn[p], to = drawn[c];
    const x0 = from.x + dx, y0 = from.y + dy + from.h / 2;
    const x1 = to.x + dx, y1 = to.y + dy - to.h / 2;
    let b = `<g class="edge"><title>n${p}-&gt;n${c}</title><path fill="none${stroke(lk)} d="M${num(x0)},${num(y0)}L${num(x1)},${num(y1)}"/>`;
    let label = '', color = '';
    if (cut) [label, color] = [tr('cut'), COLOR_CUT];
    else if (this.probText(n)) [label, color] = [this.probText(n), 'black'];
    if (label) b += `<text text-anchor="start" x="${num((x0 + x1) / 2 + 4)}" y="${num((y0 + y1) / 2 + 3.5)}" font-size="10" fill="${color}">${escape(label)}</text>`;
    return b + '</g>\n';
  }

  // path is the labels from the root to n (tree.Path).
  path(n) {
    const labels = [];
    for (let m = n; m >= 0; m = this.t.nodes[m].parent) labels.unshift(this.label(m));
    return labels.join(' > ');
  }

  // windowBefore is node n's window before step k.
  windowBefore(k, n) {
    for (let i = k - 1; i >= 1; i--) {
      const e = this.events[i - 1];
      if (e.node === n && (e.kind === 'enter' || (e.kind === 'update' && !this.chance(n)))) return [e.alpha, e.beta];
    }
    return [0, 0];
  }

  // sentence says what step k does (render.Trace.Sentence).
  sentence(k) {
    if (this.vectors) return this.maxnSentence(k);
    const e = this.events[k - 1];
    const name = this.label(e.node);
    const player = this.chance(e.node) ? tr('chance') : e.max ? 'MAX' : 'MIN';
    const win = this.prunes() ? trf(' with alpha = %s, beta = %s', this.value(e.alpha), this.value(e.beta)) : '';
    const parent = this.t.nodes[e.node].parent;
    switch (e.kind) {
      case 'enter':
        if (parent < 0 && this.quiescence > 0) return trf('Start at the root, %s (%s)%s.', name, player, win) + ' ' + trf('A quiescence search: past its depth, a position that is not quiet is searched on over its noisy moves, up to quiescence +%s (plies past the depth), its player free to stand pat, as chess programs do (AIMA 5.3.2 extends a position until it is quiet, with no stand pat).', String(this.quiescence));
        if (parent < 0 && this.decl.departs) return trf('Start at the root, %s (%s)%s.', name, player, win) + ' ' + this.decl.departs;
        if (parent < 0) return trf('Start at the root, %s (%s)%s.', name, player, win);
        if (this.probing(e.node)) return trf('Probe %s: enter its first move, %s (%s)%s.', this.label(parent), name, player, win);
        if (this.t.past.has(e.node)) {
          // Not quiet: searched on, or stopped by the horizon (no
          // quiescence search, or its plies spent).
          const why = this.leaf(e.node) ? trf('%s is not quiet (%s), but the search stops here: its horizon.', name, notQuiet()) : trf('%s is not quiet: %s; searching on.', name, notQuiet());
          return trf('Enter %s (%s)%s.', name, player, win) + ' ' + why;
        }
        return trf('Enter %s (%s)%s.', name, player, win);
      case 'leaf':
        return trf('Evaluate the leaf %s: %s.', name, this.value(e.value));
      case 'update':
        return this.chance(e.node) ? this.chanceSentence(k) : this.updateSentence(k, e, name);
      case 'probe':
        return this.chanceSentence(k);
      case 'cutoff': {
        if (this.chance(e.node)) return this.chanceSentence(k);
        const pruned = e.pruned.map((c) => this.label(c));
        const why = this.cutCondition(e.alpha, e.beta);
        return pruned.length === 1 ? trf('Cutoff at %s (%s): %s after %s, so %s is pruned.', name, player, why, this.label(e.child), listWords(pruned))
          : trf('Cutoff at %s (%s): %s after %s, so %s are pruned.', name, player, why, this.label(e.child), listWords(pruned));
      }
    }
    const v = this.value(e.value);
    if (parent < 0) {
      return e.best >= 0 ? trf('The search ends: the root\'s value is %s, best move %s.', v, this.label(e.best)) : trf('The search ends: the root\'s value is %s.', v);
    }
    const to = this.label(parent);
    if (this.probing(e.node)) {
      if (e.bound === 'lower') return trf('%s returns ≥ %s to the probe of %s: a lower bound (%s failed high).', name, v, to, name);
      if (e.bound === 'upper') return trf('%s returns ≤ %s to the probe of %s: an upper bound (%s failed low).', name, v, to, name);
      return trf('%s returns %s to the probe of %s.', name, v, to);
    }
    if (e.bound === 'lower') return trf('%s returns ≥ %s to %s: a lower bound (%s failed high).', name, v, to, name);
    if (e.bound === 'upper') return trf('%s returns ≤ %s to %s: an upper bound (%s failed low).', name, v, to, name);
    return trf('%s returns %s to %s.', name, v, to);
  }

  // maxnSentence says what step k of a search of max^n does
  // (render.Trace.maxnSentence).
  maxnSentence(k) {
    const e = this.events[k - 1], t = this.t;
    const name = this.label(e.node), who = playerName(t.mover[e.node]);
    const parent = t.nodes[e.node].parent, v = formatVector(this.vectors[e.node]);
    switch (e.kind) {
      case 'enter':
        if (parent < 0) return trf('Start at the root, %s, where player %s moves.', name, who);
        if (this.leaf(e.node)) return trf('Reach the leaf %s.', name);
        return trf('Enter %s, where player %s moves.', name, who);
      case 'leaf':
        return trf('The leaf %s gives the players %s.', name, v);
      case 'cutoff':
        return this.shallowCutReason(e.node);
    }
    if (parent >= 0) return this.maxnReturn(e.node, parent);
    let text = trf('The search ends: the root\'s value is %s, best move %s.', v, this.label(e.best));
    if (this.otherwise.has(e.node)) text += ' ' + trf('Paranoid search, where the others play against player %s, picks %s instead.', who, this.label(this.otherwise.get(e.node)));
    return text;
  }

  // maxnReturn says why n's vector, handed to parent, is taken or not
  // (render.Trace.maxnReturn).
  maxnReturn(n, parent) {
    const vs = this.vectors, i = this.t.mover[parent];
    const p = playerName(i), name = this.label(n), v = formatVector(vs[n]), gets = this.value(vs[n][i]);
    let best = -1;
    for (const c of this.kids(parent)) {
      const a = this.ann[c];
      if (c !== n && a.order && a.order < this.ann[n].order && vs[c] && (best < 0 || vs[c][i] > vs[best][i])) best = c;
    }
    const to = this.label(parent);
    if (best < 0) return trf('%s returns %s to %s, the first child player %s has seen there: player %s gets %s.', name, v, to, p, p, gets);
    if (vs[n][i] > vs[best][i]) return trf('%s returns %s to %s: player %s gets %s there, more than the %s of %s, so player %s takes %s.', name, v, to, p, gets, this.value(vs[best][i]), this.label(best), p, name);
    if (vs[n][i] === vs[best][i]) return trf('%s returns %s to %s: player %s gets %s there, as much as at %s, so player %s keeps %s (ties go to the first).', name, v, to, p, gets, this.label(best), p, this.label(best));
    return trf('%s returns %s to %s: player %s gets %s there, less than the %s of %s, so player %s keeps %s.', name, v, to, p, gets, this.value(vs[best][i]), this.label(best), p, this.label(best));
  }

  // probing tells whether n was searched by Star2's probe of its parent
  // (render.Trace.probing), by the finished search's visit numbers.
  probing(n) {
    const p = this.t.nodes[n].parent;
    if (!this.decl.probes || p < 0) return false;
    const parent = this.ann[p].order, node = this.ann[n].order;
    return node > 0 && (parent === 0 || parent > node);
  }

  // updateSentence says what step k, an update of a player's node, does.
  updateSentence(k, e, name) {
    const [prevAlpha, prevBeta] = this.windowBefore(k, e.node);
    const child = this.label(e.child);
    if (this.ann[e.child].order < this.ann[e.node].order) {
      // A first move Star2's probe searched before the node.
      const v = this.value(this.ann[e.child].value);
      if (e.max && e.alpha !== prevAlpha) return trf('%s is worth %s, as the probe found, and is not searched again: alpha at %s rises from %s to %s.', child, v, name, this.value(prevAlpha), this.value(e.alpha));
      if (!e.max && e.beta !== prevBeta) return trf('%s is worth %s, as the probe found, and is not searched again: beta at %s falls from %s to %s.', child, v, name, this.value(prevBeta), this.value(e.beta));
      return trf('%s is worth %s, as the probe found, and is not searched again; the window at %s stays [%s, %s].', child, v, name, this.value(e.alpha), this.value(e.beta));
    }
    if (e.max) return trf('%s returned %s: alpha at %s rises from %s to %s.', child, this.value(e.alpha), name, this.value(prevAlpha), this.value(e.alpha));
    return trf('%s returned %s: beta at %s falls from %s to %s.', child, this.value(e.beta), name, this.value(prevBeta), this.value(e.beta));
  }

  // chanceSentence says what step k, an update, a probe or a cutoff at a
  // chance node, does (render.Trace.chanceSentence).
  chanceSentence(k) {
    const e = this.events[k - 1];
    const name = this.label(e.node), child = this.label(e.child);
    let rest = 1;
    for (const c of this.kids(e.node)) {
      rest -= this.t.nodes[c].prob;
      if (c === e.child) break;
    }
    const lo = e.alpha, hi = e.beta;
    if (e.kind === 'probe') {
      return this.isMax(e.child) ? trf('Probe of %s: its first move is worth %s, so %s is worth at least that (MAX moves there); %s\'s value now lies from %s to %s.', child, this.value(e.value), child, name, this.value(lo), this.value(hi))
        : trf('Probe of %s: its first move is worth %s, so %s is worth at most that (MIN moves there); %s\'s value now lies from %s to %s.', child, this.value(e.value), child, name, this.value(lo), this.value(hi));
    }
    if (e.kind === 'update') return trf('%s returned: %s\'s value now lies from %s to %s (the remaining probability %s at the bounds).', child, name, this.value(lo), this.value(hi), decimal(formatExpected(rest)));
    const [alpha, beta] = this.windowBefore(k, e.node);
    const pruned = e.pruned.map((c) => this.label(c));
    let verb = trf('so %s is pruned', listWords(pruned));
    if (pruned.length > 1) verb = trf('so %s are pruned', listWords(pruned));
    else if (pruned.length === 0) verb = tr('so none of its children is searched whole');
    if (k > 1 && this.events[k - 2].kind === 'probe') {
      return hi <= alpha ? trf('Cutoff at %s (chance) after the probes: its value is at most %s ≤ alpha %s, %s.', name, this.value(hi), this.value(alpha), verb)
        : trf('Cutoff at %s (chance) after the probes: its value is at least %s ≥ beta %s, %s.', name, this.value(lo), this.value(beta), verb);
    }
    if (hi <= alpha) {
      return trf('Cutoff at %s (chance) after %s: even if the remaining %s were %s, the value would be at most %s ≤ alpha %s, %s.', name, child, decimal(formatExpected(rest)), this.value(this.bounds[1]), this.value(hi), this.value(alpha), verb);
    }
    return trf('Cutoff at %s (chance) after %s: even if the remaining %s were %s, the value would be at least %s ≥ beta %s, %s.', name, child, decimal(formatExpected(rest)), this.value(this.bounds[0]), this.value(lo), this.value(beta), verb);
  }

  // screen is step k as the terminal shows it, unbounded (render.Trace.
  // Screen): the step, its path, its sentence and window, the tree so far
  // with the step's marks, and what the marks mean.
  screen(k) {
    const e = this.events[k - 1];
    const sentence = this.sentence(k);
    const lines = [trf('Step %s of %s: %s  (%s, %s order)', String(k), String(this.events.length), tr(e.kind).replace(/_/g, ' '), this.algorithmText(), tr(this.order)),
      tr('Path:   ') + this.path(e.node),
      tr('Event:  ') + sentence.split(/\s+/).filter(Boolean).join(' ')];
    if (this.prunes()) lines.push(trf('Window: alpha = %s, beta = %s', this.value(e.alpha), this.value(e.beta)));
    lines.push('');
    let note = tr('blank: not visited yet');
    if (this.cuts()) note += tr('; pruned: skipped by a cutoff');
    this.replay(k, () => {
      lines.push(...formatRows(this.table()));
      if (this.anyProbedOnly()) note += tr('; probed: bounded by its first move');
    });
    note += tr('; … searching');
    lines.push(`(${note})`);
    return lines.join('\n') + '\n';
  }

  // trace is the step-through /api/step answers (render.TraceReport).
  trace() {
    const ids = new Map();
    const walk = (n) => {
      ids.set(n, ids.size);
      this.kids(n).forEach(walk);
    };
    walk(0);
    const num = (v) => (v === inf ? '+inf' : v === -inf ? '-inf' : this.t.chance ? exact(v) : v);
    const steps = this.events.map((e, i) => {
      const row = { step: i + 1, path: this.path(e.node), node: this.label(e.node), id: ids.get(e.node), event: e.kind, alpha: null, beta: null, value: null };
      if (this.prunes()) Object.assign(row, { alpha: num(e.alpha), beta: num(e.beta) });
      if (e.kind === 'leaf' || e.kind === 'return') row.value = num(e.value);
      if (e.kind === 'return') row.bound = e.bound;
      if (this.vectors && row.value !== null) {
        row.vector = this.vectors[e.node]; // max^n: the node's utilities
        delete row.bound;
      }
      row.sentence = this.sentence(i + 1);
      return row;
    });
    return { nodes: ids.size, steps, legend: this.legend(true) };
  }

  // replay runs f on the search as it stands after step k
  // (render.Trace.At): the annotations of the first k events, the current
  // node, the nodes pruned so far, every node drawn.
  replay(k, f) {
    const pruned = new Set();
    const mark = (n) => {
      pruned.add(n);
      this.kids(n).forEach(mark);
    };
    for (const e of this.events.slice(0, k)) if (e.kind === 'cutoff') e.pruned.forEach(mark);
    const { ann, stats, view, showDepth } = this;
    Object.assign(this, annotate(this.t, this.events, k), { step: { current: this.events[k - 1].node, pruned }, view: 'full', showDepth: 0 });
    try {
      return f();
    } finally {
      Object.assign(this, { ann, stats, view, showDepth, step: null });
    }
  }

  // frame draws step k (render.Trace.Frame): the tree so far, the
  // current node filled yellow, the nodes not visited yet dotted, those
  // pruned so far dashed, the step's sentence as the caption.
  frame(k) {
    this.caption = trf('Step %s of %s: %s', String(k), String(this.events.length), this.sentence(k));
    try {
      return this.replay(k, () => this.svg());
    } finally {
      this.caption = '';
    }
  }

  // labelBlock is the caption and the legend under the drawing
  // (render.labelBlock).
  labelBlock() {
    const k = { w: 0, h: 0, cells: [], frame: null };
    let y = TITLE_LINE / 2;
    const line = (x, text, bold) => {
      k.cells.push({ x, y: y + TITLE_FONT, text, color: '', bold });
      k.w = Math.max(k.w, x + textWidth(text, TITLE_FONT) * (bold ? 1.08 : 1));
    };
    // The search's own lines wrapped, as render.captionLines wraps them.
    for (const c of this.caption ? this.caption.split('\n') : this.describe().flatMap((d) => wrapLine(d, DRAWN_CAPTION_WIDTH))) {
      line(0, c, false);
      y += TITLE_LINE;
    }
    y += TITLE_LINE / 2;
    const top = y;
    y += 4;
    line(6, tr('Legend'), true);
    y += TITLE_LINE + 2;
    const rows = this.legend();
    const half = Math.floor((rows.length + 1) / 2);
    const cols = [[], [], [], []];
    rows.forEach((r, i) => {
      const c = 2 * Math.floor(i / half);
      cols[c].push({ text: r.mark, color: r.color || '', bold: !!r.bold });
      cols[c + 1].push({ text: r.meaning, color: '', bold: false });
    });
    y = blockTable(k, 6, y, cols);
    k.frame = [0, top, k.w + 6, y - top + 4];
    k.w += 6;
    y += 4;
    k.h = y;
    return k;
  }
}

// The drawings' colours and sizes (render/dot.go, render/svg.go).
const COLOR_PV = '#d62728';
const COLOR_CUT = '#1f5fbf';
const COLOR_PRUNED = '#666666';
const FILL_PRUNED = '#ececec';
const FILL_QUIESCENCE = '#ece6f6';
// The fills of the players of a game of several players, and their names
// (render's playerFills).
const PLAYER_FILLS = ['#d6e6f5', '#fbe0c3', '#d3eedf', '#f5d5e6', '#e4dcf2', '#ece4cf'];
const PLAYER_FILL_NAMES = ['pale blue', 'pale orange', 'pale green', 'pale pink', 'pale purple', 'sand'];
// CUT_EXAMPLE fills the legend's mark of a cut of shallow pruning.
const CUT_EXAMPLE = ['A', 'c', 'h'];

// boundVector writes the vector of a node cut off by shallow pruning, its
// player i's entry a bound (render.boundVector): "(1,1,≥8)", ">=8" in
// ASCII, in brackets when marked.
const boundVector = (v, i, ascii, marked) => '(' + v.map((x, j) => {
  if (j !== i) return formatNumber(x);
  const b = (ascii ? '>=' : '≥') + formatNumber(x);
  return marked ? `[${b}]` : b;
}).join(',') + ')';

// markedVector writes utilities v with player i's entry in brackets
// (render.markedVector): "(1,2,[6])".
const markedVector = (v, i) => '(' + v.map((x, j) => (j === i ? `[${formatNumber(x)}]` : formatNumber(x))).join(',') + ')';
const COLOR_UNVISITED = '#6e6e6e';
const COLOR_CURRENT = '#ffe680';
const TITLE_FONT = 11;
const TITLE_LINE = 15.2;
const MARGIN = 14.4;
const CAPTION_WIDTH = 120;
// DRAWN_CAPTION_WIDTH is the most characters a line of a drawing's
// caption holds (render.drawnCaptionWidth).
const DRAWN_CAPTION_WIDTH = 90;

// round rounds half away from zero, as Go's math.Round.
const round = (x) => Math.sign(x) * Math.round(Math.abs(x));

// num writes v rounded to hundredths, never "-0" (render.svgNum).
function num(v) {
  const r = round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

// escape escapes XML's special characters (render.svgEscape).
const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// stroke writes a line's colour, width and dashes (render.svgStroke).
function stroke(lk) {
  let b = `" stroke="${lk.color || 'black'}"`;
  if (lk.width) b += ` stroke-width="${num(lk.width)}"`;
  if (lk.dash === 'dashed') b += ' stroke-dasharray="5,2"';
  else if (lk.dash === 'dotted') b += ' stroke-dasharray="1,5"';
  return b;
}

// outline writes a node's outline (render.svgOutline; no textbook node is
// a finished game's double box).
function outline(d, x, top, lk) {
  if (d.shape === 'ellipse') {
    return `<ellipse fill="${lk.fill || 'white'}${stroke(lk)} cx="${num(x)}" cy="${num(top + d.h / 2)}" rx="${num(d.w / 2)}" ry="${num(d.h / 2)}"/>`;
  }
  const l = x - d.w / 2, r = x + d.w / 2, t = top, bot = top + d.h;
  const roof = d.h / 4;
  const pts = d.shape === 'house' ? [[l, bot], [l, t + roof], [x, t], [r, t + roof], [r, bot]]
    : d.shape === 'invhouse' ? [[l, t], [r, t], [r, bot - roof], [x, bot], [l, bot - roof]]
      : [[l, t], [r, t], [r, bot], [l, bot]];
  return `<polygon fill="${lk.fill || 'white'}${stroke(lk)} points="${pts.map((p) => num(p[0]) + ',' + num(p[1])).join(' ')}"/>`;
}

// blockTable sets columns of cells side by side (render.svgBlock.table).
function blockTable(k, x, y, cols) {
  let rows = 0;
  cols.forEach((col, c) => {
    rows = Math.max(rows, col.length);
    let widest = 0;
    col.forEach((cell, r) => {
      k.cells.push({ x, y: y + r * TITLE_LINE + TITLE_FONT, text: cell.text, color: cell.color, bold: cell.bold });
      widest = Math.max(widest, textWidth(cell.text, TITLE_FONT) * (cell.bold ? 1.08 : 1));
    });
    if (widest === 0) return;
    k.w = Math.max(k.w, x + widest);
    x += widest + (c % 2 === 1 ? 20 : 8);
  });
  return y + rows * TITLE_LINE;
}

// writeBlock writes the block with its corner at x, y
// (render.svgBlock.write).
function writeBlock(k, x, y) {
  let b = '';
  if (k.frame && k.frame[2] > 0) b += `<rect fill="none" stroke="#bbbbbb" x="${num(x + k.frame[0])}" y="${num(y + k.frame[1])}" width="${num(k.frame[2])}" height="${num(k.frame[3])}"/>\n`;
  for (const c of k.cells) {
    if (!c.text) continue;
    b += `<text x="${num(x + c.x)}" y="${num(y + c.y)}" font-size="11"${c.bold ? ' font-weight="bold"' : ''}${c.color ? ` fill="${c.color}"` : ''}>${escape(c.text)}</text>\n`;
  }
  return b;
}

// HELVETICA holds the widths of Helvetica's printable ASCII characters in
// thousandths of its size (render.helvetica).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// textWidth is the width of text in Helvetica of size points
// (render.textWidth).
export function textWidth(text, size) {
  let w = 0;
  for (const ch of text) {
    const r = ch.codePointAt(0);
    if (r >= 32 && r < 127) w += HELVETICA[r - 32];
    else if (r < 0x370) w += 556;
    else if (r < 0x2000) w += 580;
    else if (r === 0x2026 || r === 0x2014) w += 1000;
    else w += 833;
  }
  return w * size / 1000;
}

// runes counts the characters of s as Go's utf8.RuneCountInString.
const runes = (s) => [...s].length;

// formatRows writes rows as columns two spaces apart (render.formatRows).
function formatRows(rows) {
  const widths = rows[0].map(() => 0);
  for (const r of rows) r.forEach((c, i) => { widths[i] = Math.max(widths[i], runes(c)); });
  return rows.map((r) => r.map((c, j) => (j < r.length - 1 ? c + ' '.repeat(widths[j] - runes(c) + 2) : c)).join('').replace(/ +$/, ''));
}

// glue joins the words a line must not part (lines.Glue): French high
// punctuation to its word, a window's bounds, a count to its word.
function glue(words) {
  const out = [];
  for (let i = 0; i < words.length; i++) {
    let w = words[i];
    if (w === '«' && i + 1 < words.length) w += ' ' + words[++i];
    const n = out.length;
    if (n > 0 && out[n - 1] !== '' && ([':', ';', '?', '!'].includes(w) || w.startsWith('»') || glued(out[n - 1], w))) {
      out[n - 1] += ' ' + w;
      continue;
    }
    out.push(w);
  }
  return out;
}

// glued tells whether word w goes on the line of the words before it,
// prev: after a window's "[2,5 ;", or after a count it counts ("4").
function glued(prev, w) {
  if (prev.endsWith(' ;') && prev.startsWith('[') && !prev.includes(']')) return true;
  const last = prev.slice(prev.lastIndexOf(' ') + 1);
  return /^[-+]?\d+([.,]\d+)?$/.test(last) && /^\p{L}/u.test(w);
}

// wrapLine breaks a caption's line at spaces (render.wrapLine).
function wrapLine(line, width) {
  if (runes(line) <= width) return [line];
  const out = [];
  let cur = '';
  for (const w of glue(line.split(' '))) {
    if (cur === '') cur = w;
    else if (runes(cur) + 1 + runes(w) <= width) cur += ' ' + w;
    else {
      out.push(cur);
      cur = '  ' + w;
    }
  }
  out.push(cur);
  return out;
}

// listWords joins names as the catalog lists them ("B, C and D").
function listWords(names) {
  if (names.length > 6) return trf('%s and %s more', names.slice(0, 6).join(', '), String(names.length - 6));
  if (names.length <= 1) return names.join('');
  return trf('%s and %s', names.slice(0, -1).join(', '), names[names.length - 1]);
}

// MAX_DRAWN is the most nodes a one-file page draws (web.OneFileMaxNodes).
const MAX_DRAWN = 1000;

// canAnswer tells whether the page answers the tree requests q asks
// without the server: a textbook tree searched by minimax, alpha-beta,
// expectimax, Star1 or Star2, in natural or perfect order, with full
// labels.
export function canAnswer(q) {
  try {
    settings(treeOf({ value: 0 }), q);
    return q.has('leaves');
  } catch (e) {
    return !e.elsewhere;
  }
}

// reports keeps the reports made of each model, by the parameters of its
// search and drawing: a page asks several answers of one search (its
// drawing, its text, each step's picture and text), searched once.
const reports = new WeakMap();

// reportOf is the report of model searched and drawn as q asks.
function reportOf(model, q) {
  const key = ['root', 'algo', 'fail-hard', 'fail-soft', 'order', 'view', 'show-depth', 'labels', 'bounds', 'quiescence'].map((k) => q.get(k) ?? '').join('|');
  let byKey = reports.get(model);
  if (!byKey) {
    byKey = new Map();
    reports.set(model, byKey);
  }
  if (!byKey.has(key)) byKey.set(key, new Report(model, q));
  return byKey.get(key);
}

// MAX_STEPS is the most steps of a tree edited in a one-file page, which
// the page searches and draws a picture a step itself
// (web.OneFileMaxPictureSteps).
const MAX_STEPS = 2000;

// stepAnswer answers a request of the step page (q: /api/step's
// parameters) on the editor's model of a textbook tree, as the server
// would: the trace, or with tree=1 the trace and the tree it steps
// through, or the drawing of step q.step (format=svg), or its screen
// (format=text). It throws EngineError with the server's refusal.
export function stepAnswer(model, q) {
  const rep = reportOf(model, q);
  const max = Number(q.get('max-nodes') || 0);
  if (max > 0 && rep.nodes > max) throw new EngineError(trf('the tree has %d nodes, over the limit of %d; raise --max-nodes', rep.nodes, max));
  const n = rep.events.length;
  if (n > MAX_STEPS) throw new EngineError(trf('a one-file page holds at most %s steps, and this search takes %s: %s', number(MAX_STEPS), number(n), tr('give a smaller tree')));
  const picture = q.get('format') === 'svg';
  if (picture || q.has('step')) {
    const k = Number(q.get('step'));
    if (!(k >= 1 && k <= n)) throw elsewhere();
    return picture ? rep.frame(k) : rep.screen(k);
  }
  if (q.has('tree')) return { trace: rep.trace(), tree: rep.json(), big: false };
  return rep.trace();
}

// treeAnswer answers a request of the tree page (q: /api/tree's
// parameters) on the editor's model of a textbook tree, as the server
// would: the report (or its compact form's count), the text or the SVG
// drawing placed by the tidy layout. It throws EngineError with the
// server's refusal.
export function treeAnswer(model, q) {
  const rep = reportOf(model, q);
  const max = Number(q.get('max-nodes') || 0);
  if (max > 0 && rep.nodes > max) {
    throw new EngineError(trf('the tree has %d nodes, over the limit of %d; raise --max-nodes', rep.nodes, max));
  }
  if (q.has('compact')) {
    const count = rep.visible().length;
    if (count > MAX_DRAWN) throw new EngineError(trf('a one-file page holds a tree of at most %s drawn nodes, and this one draws %s: %s, or draw part of it with --view pv or --show-depth', number(MAX_DRAWN), number(count), tr('give a smaller tree')));
    return { compact: { count } };
  }
  switch (q.get('format')) {
    case 'svg':
      if (q.get('layout') !== 'tidy') throw elsewhere();
      return rep.svg();
    case 'text': return rep.text();
  }
  return rep.json();
}
