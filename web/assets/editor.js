// The tree editor of the tree page: a textbook tree changed node by node
// (add a child, remove a subtree, set a leaf's value, move a node among
// its siblings, make an inner node a chance node or a player's), each
// edit written back as the leaves notation, into the form, the URL and a
// new drawing; undo and redo; links that take the tree to the step,
// compare and quiz pages. The model is the tree of the drawn report: a
// node is { value } (a leaf) or { kids, chance, probs }.
import { el, tr, trf } from './common.js';
import { formatVector, pastText, playerName } from './textbook.js';

// fromReport makes the model of a textbook tree from its report's leaves
// text, which holds the whole tree: the nodes drawn may be fewer (MCTS's,
// those it expanded; a view's), and the text names the players its
// letters give (B(...)), the utilities of leaves never searched and what
// lies past a leaf not quiet.
export function fromReport(rep) {
  return Object.assign(modelOf(rep.position.leaves), rep.position.root === 'min' && !(rep.players > 0) ? { rootMin: true } : {});
}

// fromQuiz makes the model of a quiz's tree from its document's nodes
// (each with its parent, a leaf's value as text, a chance child's
// probability).
export function fromQuiz(doc) {
  if (doc.players > 0) return modelOf(doc.leaves); // its letters name the players
  if (doc.leaves.includes('?')) return Object.assign(modelOf(doc.leaves), doc.nodes.find((n) => n.parent === null).player === 'min' ? { rootMin: true } : {}); // what lies past leaves not quiet
  const kids = new Map(doc.nodes.map((n) => [n.id, []]));
  for (const n of doc.nodes) if (n.parent !== null) kids.get(n.parent).push(n);
  const make = (n) => {
    if (n.leaf) return { value: valueOf(n.value) };
    const ks = kids.get(n.id);
    const chance = n.player === 'chance';
    return { kids: ks.map(make), chance, probs: chance ? ks.map((k) => k.prob || '') : null };
  };
  const root = doc.nodes.find((n) => n.parent === null);
  const m = make(root);
  if (root.player === 'min') m.rootMin = true;
  return m;
}

// modelOf reads a tree in the leaves notation as the reports write it
// (tree.Leaves: "((3 12) {1/2: 4 1/2: (2 5)})", each child of a chance
// node after its probability; a utility vector "(1,2,6)" a leaf of a game
// of several players, a letter before a list its player, "B(...)"; a
// leaf not quiet "5?(3 8)", { value, past }, past the values beyond the
// horizon, each { value } or itself { value, past }).
export function modelOf(text) {
  const tokens = text.match(/\([^(){}\[\]:]*,[^(){}\[\]:]*\)|[A-F]?[({]|[)}]|[^\s(){}]+/g) || [];
  let i = 0;
  const node = () => {
    let tok = tokens[i++];
    if (tok.length > 2 && tok[0] === '(') return { value: tok.slice(1, -1).split(',').map((x) => Number(x.trim())) };
    let mover;
    if (/^[A-F][({]$/.test(tok)) {
      mover = tok.charCodeAt(0) - 65;
      tok = tok[1];
    }
    if (tok.endsWith('?')) return { value: Number(tok.slice(0, -1)), past: node().kids }; // not quiet: "5?(3 8)"
    if (tok !== '(' && tok !== '{') return { value: Number(tok) };
    const chance = tok === '{';
    const kids = [], probs = [];
    while (i < tokens.length && tokens[i] !== ')' && tokens[i] !== '}') {
      if (chance) probs.push(tokens[i++].replace(/:$/, ''));
      kids.push(node());
    }
    i++;
    const m = { kids, chance, probs: chance ? probs : null };
    if (mover !== undefined) m.mover = mover;
    return m;
  };
  return node();
}

// valueOf reads a leaf's value as a quiz writes it: a number, or on a
// tree with chance nodes a fraction with its decimal ("5/2 (2.5)").
function valueOf(text) {
  if (/^\(.*,.*\)$/.test(text)) return text.slice(1, -1).split(',').map(Number); // utilities
  const f = /^(-?\d+)\/(\d+)/.exec(text);
  return f ? Number(f[1]) / Number(f[2]) : Number(text.replace(/^([-+]?\d+),(\d+)$/, '$1.$2')); // "-19,5" in French
}

// leavesOf writes the model in the leaves notation: "((3 12) 4)", chance
// nodes in braces, each child after its probability where they are not
// all equal; a utility vector "(1,2,6)", a named player "B(...)"; a
// leaf not quiet "5?(3 8)".
export function leavesOf(m) {
  if (m.past) return String(m.value) + '?' + pastText(m.past);
  if (m.kids === undefined) return Array.isArray(m.value) ? formatVector(m.value) : String(m.value);
  const parts = m.kids.map(leavesOf);
  if (!m.chance) return (m.mover !== undefined ? playerName(m.mover) : '') + '(' + parts.join(' ') + ')';
  const equal = !m.probs || m.probs.length !== m.kids.length || m.probs.every((p) => !p || p === `1/${m.kids.length}`);
  return '{' + (equal ? parts.join(' ') : parts.map((p, i) => `${m.probs[i]}: ${p}`).join(' ')) + '}';
}

// playersOf is the number of players of a model's utility vectors, 0 for
// a tree of values.
export function playersOf(m) {
  if (m.kids === undefined) return Array.isArray(m.value) ? m.value.length : 0;
  for (const k of m.kids) {
    const p = playersOf(k);
    if (p) return p;
  }
  return 0;
}

// newLeaf is a leaf added to the model: 0, or in a game of k players
// utilities of 0.
const newLeaf = (k) => ({ value: k ? new Array(k).fill(0) : 0 });

// parseVector reads utilities as a person types them (tree.ParseVector):
// "(1,2,6)", "1,2,6" or "1 2 6", k of them; it returns the vector, or
// the error, the catalog's sentence.
export function parseVector(text, k) {
  const body = text.trim();
  const form = '(' + Array.from({ length: k }, (_, i) => String.fromCharCode(65 + i)).join(',') + ')'; // a utility a player, named by the player (tree.VectorForm)
  if (body.startsWith('(') !== body.endsWith(')')) return { error: trf('%q: want utilities in parentheses, one a player, such as (1,2,6) or 1,2,6', text) };
  const fields = body.replace(/^\(|\)$/g, '').split(/[,\s]+/).filter(Boolean);
  if (fields.length !== k) return { error: trf('%q: want %d utilities, one a player: %s', text, k, form) };
  const v = [];
  for (const f of fields) {
    const x = Number(f);
    if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(f) || !Number.isFinite(x)) return { error: trf('%q: %q is not a number; want %d numbers, one a player: %s', text, f, k, form) };
    const wrong = leafValueError(x);
    if (wrong) return { error: wrong };
    v.push(x);
  }
  return { vector: v };
}

// nodeAt returns the model's node at path (child indexes from the root)
// and its parent. Past a leaf not quiet, as a quiescence search draws
// it, the first child is its stand pat (standPat) and the others what
// lies past it, each a node beyond the horizon (beyond).
function nodeAt(m, path) {
  let parent = null;
  let n = m;
  let beyond = false, standPat = false;
  for (const i of path) {
    parent = n;
    if (n.kids !== undefined) {
      n = n.kids[i];
      continue;
    }
    beyond = true;
    standPat = i === 0;
    n = standPat ? { value: n.value } : n.past[i - 1];
  }
  return { n, parent, beyond, standPat };
}

// pastOf reads what lies past a leaf not quiet, as typed in the editor:
// a list of values, each itself not quiet or not ("3 9?(1 2)", brackets
// or not); { past } or { error }.
export function pastOf(text) {
  let t = text.trim();
  if (!/^[(\[]/.test(t)) t = '(' + t + ')';
  t = t.replace(/\[/g, '(').replace(/\]/g, ')');
  const wrong = { error: tr('past the horizon, give a list of values, each a value or a value not quiet with what lies past it, such as 3 9?(1 2)') };
  let m;
  try {
    if (!/^[-+0-9.eE?()\s]+$/.test(t)) return wrong;
    m = modelOf(t);
  } catch {
    return wrong;
  }
  const check = (items) => Array.isArray(items) && items.length > 0 && items.every((it) => it.kids === undefined && Number.isFinite(it.value) && !leafValueError(it.value) && (!it.past || check(it.past)));
  if (!m || !check(m.kids)) return wrong;
  return { past: m.kids };
}

// pathOf returns the path of node id in a report: its child indexes from
// the root.
export function pathOf(rep, id) {
  const byId = new Map(rep.nodes.map((n) => [n.id, n]));
  const path = [];
  for (let n = byId.get(id); n && n.parent !== null; n = byId.get(n.parent)) {
    path.unshift(byId.get(n.parent).children.indexOf(n.id));
  }
  return path;
}

// idAt returns the id of the node at path in a report, or the deepest
// node on the way.
export function idAt(rep, path) {
  const byId = new Map(rep.nodes.map((n) => [n.id, n]));
  let n = byId.get(0);
  for (const i of path) {
    const c = n.children[i];
    if (c === undefined) break;
    n = byId.get(c);
  }
  return n.id;
}

// gcd is the greatest common divisor of a and b.
const gcd = (a, b) => (b ? gcd(b, a % b) : a);

// reduce writes a/b in lowest terms.
function reduce(a, b) {
  const g = gcd(a, b) || 1;
  return [a / g, b / g];
}

// fractionOf reads a probability, "1/6" or "0.25", as [numerator,
// denominator] in lowest terms; null when it is neither.
function fractionOf(text) {
  const f = /^(\d+)\/(\d+)$/.exec(text);
  if (f) return Number(f[2]) > 0 ? reduce(Number(f[1]), Number(f[2])) : null;
  const d = /^(\d*)\.(\d{1,6})$/.exec(text);
  if (d) {
    const den = 10 ** d[2].length;
    return reduce(Number(d[1] || '0') * den + Number(d[2]), den);
  }
  return text === '1' ? [1, 1] : null;
}

// MAX_LEAF and MAX_DECIMALS bound a leaf's value as the leaves notation
// does (tree.MaxLeafValue, tree.MaxDecimals).
const MAX_LEAF = 1e12, MAX_DECIMALS = 6;

// leafValueError says why v cannot be a leaf's value, as the server
// would; '' when it can.
export function leafValueError(v) {
  if (Math.abs(v) > MAX_LEAF) return trf('the value is out of range; leaf values go from -%s to %s', String(MAX_LEAF), String(MAX_LEAF));
  // Its decimals, from its shortest writing ("1.5e-7": 8).
  const [digits, exp] = String(v).split('e');
  const decimals = Math.max(0, (digits.split('.')[1] || '').length - Number(exp || 0));
  if (decimals > MAX_DECIMALS) return trf('the value has %d decimals; leaf values have at most %d', decimals, MAX_DECIMALS);
  return '';
}

// clone copies a model.
const clone = (m) => JSON.parse(JSON.stringify(m));

// BEYOND is the refusal of an edit past the horizon, where a quiescence
// search draws what a leaf marked not quiet holds.
const BEYOND = () => tr('this node lies past the horizon: edit what lies past the leaf marked not quiet at that leaf (Q), or its values here (V)');

// equalProbs forgets a chance node's probabilities: its children are then
// equally likely, as braces without probabilities say.
function equalProbs(n) {
  if (n.chance) n.probs = n.kids.map(() => '');
}

// The edits: each changes the model at path and returns the path of the
// node to select after it, or null when it does not apply (a message
// key in error).
export const edits = {
  // add gives the node a new leaf, 0, as its last child (a leaf becomes
  // an inner node with one child).
  add(m, path) {
    const { n, beyond } = nodeAt(m, path);
    if (beyond) return { error: BEYOND() };
    const k = playersOf(m);
    if (n.kids === undefined) {
      delete n.value;
      delete n.past;
      n.kids = [];
      n.chance = false;
      n.probs = null;
    }
    n.kids.push(newLeaf(k));
    equalProbs(n);
    return path.concat(n.kids.length - 1);
  },
  // remove takes the node and its subtree away; its parent, left with
  // no child, becomes a leaf of value 0.
  remove(m, path) {
    if (!path.length) return { error: tr('the root stays: give it children or change its value') };
    const k = playersOf(m);
    const { parent, beyond } = nodeAt(m, path);
    if (beyond) return { error: BEYOND() };
    const i = path[path.length - 1];
    parent.kids.splice(i, 1);
    if (parent.probs) parent.probs.splice(i, 1);
    if (!parent.kids.length) {
      delete parent.kids;
      delete parent.chance;
      delete parent.probs;
      delete parent.mover;
      parent.value = newLeaf(k).value;
    } else equalProbs(parent);
    return path.slice(0, -1);
  },
  // move swaps the node with its sibling on the left (by -1) or on the
  // right (+1).
  move(m, path, by) {
    if (!path.length) return { error: tr('the root has no siblings') };
    const { parent, beyond } = nodeAt(m, path);
    if (beyond) return { error: BEYOND() };
    const i = path[path.length - 1];
    const j = i + by;
    if (j < 0 || j >= parent.kids.length) return { error: tr('no sibling there') };
    [parent.kids[i], parent.kids[j]] = [parent.kids[j], parent.kids[i]];
    if (parent.probs) [parent.probs[i], parent.probs[j]] = [parent.probs[j], parent.probs[i]];
    return path.slice(0, -1).concat(j);
  },
  // chance makes an inner node a chance node, equal chances for its
  // children, or a chance node a player's.
  chance(m, path) {
    const { n } = nodeAt(m, path);
    if (n.kids === undefined) return { error: tr('a leaf is no chance node: give it children first') };
    if (playersOf(m)) return { error: tr('a tree of utility vectors has no chance node here yet; write its players\' nodes only') };
    n.chance = !n.chance;
    n.probs = n.chance ? n.kids.map(() => '') : null;
    return path;
  },
  // prob sets the probability of the node, a chance node's child, as a
  // fraction or a decimal; the rest is shared equally by its siblings, so
  // that they always sum to 1.
  prob(m, path, p) {
    if (!path.length) return { error: tr('the root has no probability') };
    const { parent } = nodeAt(m, path);
    if (!parent.chance) return { error: tr('only a chance node\'s child has a probability') };
    const n = parent.kids.length;
    if (n === 1) return { error: tr('an only child has probability 1: give its chance node another child first') };
    const f = fractionOf(p);
    if (!f || f[0] <= 0 || f[0] > f[1] || (n > 1 && f[0] === f[1])) return { error: tr('a probability is over 0 and under 1, leaving some to the other children') };
    const i = path[path.length - 1];
    const rest = reduce(f[1] - f[0], f[1] * (n - 1));
    parent.probs = parent.kids.map((_, k) => (k === i ? `${f[0]}/${f[1]}` : `${rest[0]}/${rest[1]}`));
    return path;
  },
  // root gives the root to the other player: MIN moves there, or MAX
  // again (the model's rootMin).
  root(m, path) {
    if (playersOf(m)) return { error: tr('in a game of several players A moves at the root: give a node below it another player with P') };
    if (m.rootMin) delete m.rootMin;
    else m.rootMin = true;
    return path;
  },
  // player gives an inner node of a game of several players the next
  // player (B(...)), past the last back to the players' turn.
  player(m, path) {
    const k = playersOf(m);
    const { n } = nodeAt(m, path);
    if (!k) return { error: tr('only a game of several players (utility vectors at the leaves) names who moves at a node') };
    if (n.kids === undefined) return { error: tr('nobody moves at a leaf: choose an inner node') };
    if (!path.length) return { error: tr('in a game of several players A moves at the root: give a node below it another player with P') };
    if (n.mover === undefined) n.mover = 0;
    else if (n.mover + 1 < k) n.mover++;
    else delete n.mover;
    return path;
  },
  // value sets a leaf's value.
  value(m, path, v) {
    const { n, standPat } = nodeAt(m, path);
    if (standPat) return { error: tr('the stand pat is its position\'s own value: change the value of the leaf marked not quiet') };
    if (n.kids !== undefined) return { error: tr('only a leaf has a value of its own') };
    n.value = v;
    return path;
  },
  // past marks a leaf not quiet with what lies past it (a list of
  // values, pastOf's), or quiet again (null).
  past(m, path, past) {
    const { n, beyond } = nodeAt(m, path);
    if (beyond) return { error: BEYOND() };
    if (n.kids !== undefined) return { error: tr('only a leaf at the horizon is quiet or not: choose a leaf') };
    if (playersOf(m)) return { error: tr('a leaf marked not quiet (?) is searched on by a quiescence search of two players, MAX and MIN; this tree has chance nodes or utility vectors: leave the ? out') };
    if (past) n.past = past;
    else if (n.past) delete n.past;
    else return null;
    return path;
  },
};

// Editor keeps the model, the history of its edits, and the panel of the
// selected node's actions. apply(text, path, root) is called with the new
// leaves, the path to select and the root's player ("max" or "min"): the
// page redraws.
export class Editor {
  constructor(panel, apply) {
    this.panel = panel;
    this.apply = apply;
    this.undos = [];
    this.redos = [];
    this.model = null;
    this.path = [];
  }

  // load takes the drawn report as the model, the node at path selected.
  load(rep, path) {
    this.model = fromReport(rep);
    this.path = path;
  }

  // loadModel takes a model made otherwise (fromQuiz), the node at path
  // selected.
  loadModel(model, path) {
    this.model = model;
    this.path = path;
  }

  // do runs edit (a key of edits) at the selected node.
  do(name, ...args) {
    if (!this.model) return;
    const before = clone(this.model);
    const out = edits[name](this.model, this.path, ...args);
    if (out === null || out.error) {
      this.model = before;
      this.say(out?.error || tr('nothing to do'));
      return;
    }
    this.undos.push({ model: before, path: this.path });
    this.redos = [];
    this.path = out;
    this.changed(name);
  }

  // revert takes back the last edit, which the page could not show, and
  // says why.
  revert(reason) {
    const s = this.undos.pop();
    if (s) {
      this.model = s.model;
      this.path = s.path;
    }
    this.pending = reason;
    this.say(reason);
  }

  undo() { this.step(this.undos, this.redos); }
  redo() { this.step(this.redos, this.undos); }

  step(from, to) {
    const s = from.pop();
    if (!s) {
      this.say(tr('nothing to do'));
      return;
    }
    to.push({ model: clone(this.model), path: this.path });
    this.model = s.model;
    this.path = s.path;
    this.changed();
  }

  // changed redraws the tree edited, and says what it now is (after
  // edit, who moves at the root) in the editor's live region.
  changed(edit = '') {
    const text = leavesOf(this.model);
    const min = !!this.model.rootMin;
    if (edit === 'root') this.pending = min ? tr('MIN now moves at the root.') : tr('MAX now moves at the root.');
    else this.pending = trf('The tree is now %s.', text);
    this.apply(text, this.path, min ? 'min' : 'max');
  }

  say(text) {
    const p = this.panel.querySelector('.edit-note');
    if (p) p.textContent = text;
  }

  // show fills the panel with the actions on the node at the path, a
  // leaf's value in an input.
  show(isLeaf, value, prob) {
    // A leaf of the model is a leaf, drawn with what lies past it or not.
    const at = this.model ? nodeAt(this.model, this.path) : null;
    if (at) isLeaf = at.n.kids === undefined && !at.standPat;
    if (at?.standPat) this.pending ||= tr('the stand pat is its position\'s own value: change the value of the leaf marked not quiet');
    const button = (label, key, fn) => {
      const b = el('button', { type: 'button', text: label, title: key, 'aria-keyshortcuts': key });
      b.addEventListener('click', fn);
      return b;
    };
    const actions = [
      button(tr('Add a child'), 'A', () => this.do('add')),
      button(tr('Remove'), 'Delete', () => this.do('remove')),
      button(tr('Move left'), 'Shift+ArrowLeft', () => this.do('move', -1)),
      button(tr('Move right'), 'Shift+ArrowRight', () => this.do('move', 1)),
    ];
    const k = this.model ? playersOf(this.model) : 0;
    if (k && !isLeaf && this.path.length) actions.push(button(tr('Next player here'), 'P', () => this.do('player')));
    if (!k && !isLeaf) actions.push(button(tr('Chance node or not'), 'C', () => this.do('chance')));
    if (!k) actions.push(button(tr('Root player: MAX or MIN'), 'R', () => this.do('root')));
    actions.push(button(tr('Undo the edit'), 'Control+Z', () => this.undo()), button(tr('Redo the edit'), 'Control+Y', () => this.redo()));
    const parts = [el('h3', { text: tr('Edit the tree') }), el('div', { class: 'edit-actions' }, ...actions)];
    if (isLeaf) {
      // The leaf's value as the model holds it: utilities in a game of
      // several players.
      const here = this.model ? nodeAt(this.model, this.path).n : null;
      const shown = here && here.kids === undefined ? here.value : value;
      const input = el('input', { type: 'text', inputmode: k ? 'text' : 'decimal', size: k ? 4 * k + 2 : 6, value: Array.isArray(shown) ? formatVector(shown) : String(shown), 'aria-label': k ? tr('the leaf\'s utilities') : tr('the leaf\'s value'), id: 'edit-value' });
      input.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        if (k) {
          const got = parseVector(input.value, k);
          if (got.error) this.say(got.error);
          else this.do('value', got.vector);
          return;
        }
        const v = Number(input.value.trim());
        if (input.value.trim() === '' || !Number.isFinite(v)) {
          this.say(tr('a value is a number, such as 3 or -2.5'));
          return;
        }
        const wrong = leafValueError(v);
        if (wrong) {
          this.say(wrong);
          return;
        }
        this.do('value', v);
      });
      parts.push(el('label', { class: 'field' }, el('span', { text: k ? tr('utilities, one a player (Enter sets them)') : tr('value (Enter sets it)') }), input));
      if (!k && at && !at.beyond) parts.push(this.pastField(at.n));
    }
    if (prob) {
      const input = el('input', { type: 'text', size: 6, value: prob, 'aria-label': tr('its probability'), id: 'edit-prob' });
      input.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        const t = input.value.trim();
        if (!/^(\d+\/\d+|0?\.\d+|1(\.0*)?)$/.test(t)) {
          this.say(tr('a probability is a fraction such as 1/6 or a decimal such as 0.25'));
          return;
        }
        this.do('prob', t);
      });
      parts.push(el('label', { class: 'field' }, el('span', { text: tr('probability (Enter sets it)') }), input));
    }
    const keys = k ? tr('Keys: A adds a child, Delete removes, Shift+← and Shift+→ move, V edits a leaf\'s utilities, P gives a node the next player, Ctrl+Z undoes, Ctrl+Y redoes.')
      : tr('Keys: A adds a child, Delete removes, Shift+← and Shift+→ move, V edits a leaf\'s value, Q what lies past it when it is not quiet, C makes a chance node, R gives the root to the other player, Ctrl+Z undoes, Ctrl+Y redoes.');
    parts.push(el('p', { class: ['muted', 'edit-keys'].join(' '), text: keys }));
    parts.push(el('p', { class: 'edit-note', role: 'status', 'aria-live': 'polite', text: this.pending || '' }));
    this.pending = '';
    this.panel.replaceChildren(...parts);
  }

  // pastField is the input of what lies past leaf n, which marks it not
  // quiet ("3 8", as the notation 5?(3 8) writes it); empty, it is
  // quiet.
  pastField(n) {
    const input = el('input', { type: 'text', size: 12, value: n.past ? pastText(n.past) : '', 'aria-label': tr('what lies past the horizon'), id: 'edit-past' });
    input.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      if (input.value.trim() === '') {
        this.do('past', null);
        return;
      }
      const got = pastOf(input.value);
      if (got.error) this.say(got.error);
      else this.do('past', got.past);
    });
    return el('label', { class: 'field' }, el('span', { text: tr('not quiet: what lies past it, such as 3 8 (Enter sets it; empty: quiet)') }), input);
  }

  // key runs the edit of a key pressed in the viewer; it reports whether
  // the key was one.
  key(e) {
    const k = e.key.toLowerCase();
    if ((e.ctrlKey || e.metaKey) && k === 'z') { this.undo(); return true; }
    if ((e.ctrlKey || e.metaKey) && k === 'y') { this.redo(); return true; }
    if (e.ctrlKey || e.metaKey || e.altKey) return false;
    if (e.shiftKey && e.key === 'ArrowLeft') { this.do('move', -1); return true; }
    if (e.shiftKey && e.key === 'ArrowRight') { this.do('move', 1); return true; }
    switch (k) {
      case 'a': this.do('add'); return true;
      case 'delete': case 'backspace': this.do('remove'); return true;
      case 'c': this.do('chance'); return true;
      case 'r': this.do('root'); return true;
      case 'p': this.do('player'); return true;
      case 'v': this.panel.querySelector('#edit-value')?.focus(); return true;
      case 'q': this.panel.querySelector('#edit-past')?.focus(); return true;
    }
    return false;
  }
}
