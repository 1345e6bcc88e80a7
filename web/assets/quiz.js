// The quiz page: a tree with blanks, drawn here (so that its edges can be
// crossed out, as on paper), a table of answers, and the grade of
// gametree quiz --answers from /api/quiz: the same questions, names and
// grading code as the CLI.
import { $, el, api, say, svgEl, urlParams, setURL, formParams, fillForm, panZoom, foldOptionsOnPhone, gameFields, tr, trf, gameOf, scorm, offline, setOfflineQuiz, withLang, drawGrid, keepFocus } from './common.js';
import { Editor, fromQuiz } from './editor.js';
import { makeQuiz } from './textbook.js';
import { showHidden, gradeHidden, clearHidden, hiddenFields, quizDownloads } from './quizhidden.js';

const form = $('options');
const answersForm = $('answers');
let quiz = null; // { doc, params, byId, kids, crossed, inputs, svg, shapes }

// The geometry of the drawing, in SVG units.
const LEAF_W = 48, NODE_H = 34, LEVEL_H = 78, PAD = 24;
// WIDE_W is a node's width in a game of several players ("B (C)",
// "(3,3,4)").
const WIDE_W = 64;

function askParam() {
  const kinds = [];
  if ($('ask-values').checked) kinds.push('values');
  if ($('ask-pruned').checked) kinds.push('pruned');
  if ($('ask-windows').checked) kinds.push('windows');
  if ($('ask-quiet').checked) kinds.push('quiet');
  if ($('ask-probcut').checked) kinds.push('probcut');
  return kinds.join(',');
}

function setAsk(ask) {
  const kinds = (ask || 'values,pruned').split(',');
  $('ask-values').checked = kinds.includes('values');
  $('ask-pruned').checked = kinds.includes('pruned');
  $('ask-windows').checked = kinds.includes('windows');
  $('ask-quiet').checked = kinds.includes('quiet');
  $('ask-probcut').checked = kinds.includes('probcut');
}

// params reads the form: a textbook tree, a game's position (moves given,
// or a game other than the default), or a random tree (a new seed when
// the seed field is empty), as the server reads them.
function params() {
  const q = formParams(form);
  const leaves = form.elements.leaves.value.trim();
  const moves = form.elements.moves.value.trim();
  const game = form.elements.game.value;
  if (leaves) {
    for (const n of ['depth', 'branching', 'seed', 'moves', 'game', 'chance']) q.delete(n);
  } else if (gameOf(game).hidden) {
    // A game of hidden information: its questions are drawn by the seed.
    for (const n of ['branching', 'root', 'chance', 'depth', 'moves', 'ask']) q.delete(n);
  } else if (moves || game !== gameOf('').name) {
    for (const n of ['branching', 'seed', 'root', 'chance']) q.delete(n);
  } else {
    q.delete('root');
  }
  const ask = askParam();
  if (ask && ask !== 'values,pruned') q.set('ask', ask);
  return q;
}

// load loads the quiz of q, and returns '' or, when it has none, the
// reason, which the status says (the quiz shown stays).
async function load(q, push) {
  say($('status'), tr('Loading…'));
  try {
    const doc = await api('quiz', q);
    // A random tree without a seed got one: keep it, so that the page can
    // be shared and reloaded.
    if (doc.seed !== undefined && !q.has('seed')) {
      q.set('seed', String(doc.seed));
      form.elements.seed.value = String(doc.seed);
    }
    setURL(q, push);
    show(doc, q);
    say($('status'), '');
    return '';
  } catch (e) {
    say($('status'), e.message, 'error');
    return e.message;
  }
}

// layout places the nodes: leaves side by side in order, each inner node
// over the middle of its children.
function layout(doc) {
  const leafW = doc.players ? WIDE_W + 8 : LEAF_W; // a game of several players: vectors, wider
  const kids = new Map(doc.nodes.map((n) => [n.id, []]));
  for (const n of doc.nodes) if (n.parent !== null) kids.get(n.parent).push(n.id);
  const pos = new Map();
  let leaf = 0;
  let depthMax = 0;
  const place = (id, depth) => {
    depthMax = Math.max(depthMax, depth);
    const ks = kids.get(id);
    if (ks.length === 0) {
      pos.set(id, { x: PAD + leafW / 2 + leaf * leafW, y: PAD + depth * LEVEL_H });
      leaf++;
      return;
    }
    for (const k of ks) place(k, depth + 1);
    const first = pos.get(ks[0]), last = pos.get(ks[ks.length - 1]);
    pos.set(id, { x: (first.x + last.x) / 2, y: PAD + depth * LEVEL_H });
  };
  place(0, 0);
  return { kids, pos, width: 2 * PAD + leaf * leafW, height: 2 * PAD + depthMax * LEVEL_H + NODE_H + 14 };
}

// shape returns the outline of a node, w wide: a house pointing up (MAX,
// or the root's player in a game of several players), down (MIN, or
// another player), or a box (a leaf).
function shape(n, x, y, w) {
  const h = NODE_H, r = 9;
  const l = x - w / 2, t = y - h / 2, rt = x + w / 2, b = y + h / 2;
  if (n.leaf) return svgEl('rect', { x: l, y: t, width: w, height: h, class: 'shape' });
  if (n.player === 'chance') return svgEl('ellipse', { cx: x, cy: y, rx: w / 2 + 2, ry: h / 2, class: 'shape' });
  const pts = n.player === 'max'
    ? [[l, b], [l, t + r], [x, t], [rt, t + r], [rt, b]]
    : [[l, t], [rt, t], [rt, b - r], [x, b], [l, b - r]];
  return svgEl('polygon', { points: pts.map((p) => p.join(',')).join(' '), class: 'shape' });
}

function text(x, y, s, cls) {
  const t = svgEl('text', { x, y, class: cls });
  t.textContent = s;
  return t;
}

function show(doc, q) {
  if (doc.hidden) {
    quiz = showHidden(doc, q);
    return;
  }
  hiddenFields(false);
  $('value-head').textContent = tr('value');
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const { kids, pos, width, height } = layout(doc);
  $('source').textContent = trf('Quiz on %s.', doc.source);
  // The quiz named by the searches it asks of (explore.QuizTitle).
  document.querySelector('main h1').textContent = doc.title;
  document.title = `${doc.title} · gametree`;
  $('task').replaceChildren(...doc.task.map((t) => el('li', { text: t.replace(/^\d+\. /, '') })));
  quizDownloads(q);
  const svg = svgEl('svg', { viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': tr('the tree of the quiz') });
  const edges = svgEl('g', { class: 'edges' });
  const nodes = svgEl('g', { class: 'nodes' });
  svg.append(edges, nodes);
  const shapes = new Map();
  const edgeEls = new Map();
  for (const n of doc.nodes) {
    const p = pos.get(n.id);
    if (n.parent !== null) {
      const pp = pos.get(n.parent);
      const g = svgEl('g', { class: 'edge', 'data-child': n.id, tabindex: 0, role: 'button', 'aria-label': trf('edge to %s: cross out or restore', n.name) });
      const x1 = pp.x, y1 = pp.y + NODE_H / 2, x2 = p.x, y2 = p.y - NODE_H / 2;
      g.append(svgEl('line', { x1, y1, x2, y2, class: 'line' }), svgEl('line', { x1, y1, x2, y2, class: 'hit' }));
      const mark = text((x1 + x2) / 2, (y1 + y2) / 2, '✕', 'cross');
      g.append(mark);
      // A chance node's child's probability, beside its edge (not in
      // the edge's button, whose name says what a click does).
      if (n.prob) edges.append(text((x1 + 2 * x2) / 3 + (x2 < x1 ? -12 : 12), (y1 + 2 * y2) / 3, n.prob, 'prob'));
      g.addEventListener('click', () => toggle(n.id));
      g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggle(n.id); } });
      edges.append(g);
      edgeEls.set(n.id, g);
    }
    const g = svgEl('g', { class: `node ${n.player}${n.leaf ? ' leaf' : ''}`, 'data-node': n.id });
    const title = svgEl('title');
    const who = doc.players ? '' : ` (${n.player === 'chance' ? tr('chance') : n.player.toUpperCase()})`;
    title.textContent = `${n.label}${who}${n.leaf ? ': ' + n.value : ''}`;
    g.append(title, shape(n, p.x, p.y, doc.players ? WIDE_W : 40));
    // A game of several players names the player in the label, "B (C)".
    const mark = doc.players ? '' : ' ' + { max: '▲', min: '▼', chance: '○' }[n.player];
    const dy = n.leaf ? -4 : (n.player === 'max' ? 3 : n.player === 'min' ? -3 : 0);
    g.append(text(p.x, p.y + dy, `${n.label}${mark}`, 'name'));
    if (n.leaf) g.append(text(p.x, p.y + 11, n.value, 'value'));
    else g.append(text(p.x + 24, p.y, '', 'given'));
    // ProbCut's shallow searches start from the node's own evaluation.
    if (n.eval) g.append(text(p.x - 34, p.y, n.eval, 'eval'));
    g.addEventListener('click', () => focusNode(n.id));
    if ((doc.quiet || []).includes(n.name) || (doc.cut || []).includes(n.name)) {
      // A node a set question asks of is a button: its box, its mark.
      Object.entries({ tabindex: 0, role: 'button', 'aria-label': trf('node %s: its box, to mark it', n.name) }).forEach(([k, v]) => g.setAttribute(k, v));
      g.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); focusNode(n.id); } });
    }
    nodes.append(g);
    shapes.set(n.id, g);
  }
  $('drawing').replaceChildren(svg);
  panZoom($('viewer'), svg);
  quiz = { doc, params: q, byId, kids, crossed: new Set(), shapes, edgeEls, inputs: new Map(), svg, flagged: { quiet: new Set(), probcut: new Set() } };
  $('node-box').hidden = true;
  // A one-file page makes the quiz of an edited tree itself; in an LMS,
  // where the quiz is graded, its tree stays as the teacher gave it.
  $('edit').hidden = !q.has('leaves') || !!scorm;
  $('mark-shapes').textContent = doc.players ? tr('House pointing up: a node of the root\'s player; pointing down: another player\'s, its letter in brackets; box: leaf, with its utilities, one a player.')
    : tr('House pointing up, ▲: MAX node; pointing down, ▼: MIN node; box: leaf, with its value.');
  // Edges are crossed out for the pruned leaves alone.
  $('hint').textContent = doc.ask.split(',').includes('pruned') ? tr('Click an edge to cross it out: the subtree under it is pruned. Click a node to answer for it.') : tr('Click a node to answer for it.');
  $('mark-cross').textContent = doc.players ? tr('A crossed edge (dashed, ✕): you say max^n with shallow pruning never goes there.')
    : tr('A crossed edge (dashed, ✕): you say alpha-beta never goes there.');
  buildTable();
  clearMarks();
  $('score').textContent = '';
  $('mistakes').replaceChildren();
}

// buildTable writes a row per node asked about: an inner node's value, a
// node's window.
function buildTable() {
  const ask = quiz.doc.ask.split(',');
  const values = ask.includes('values'), windows = ask.includes('windows');
  $('value-head').classList.toggle('hidden', !values);
  $('window-head').classList.toggle('hidden', !windows);
  const rows = [];
  for (const n of quiz.doc.nodes) {
    if (!windows && (n.leaf || !values)) continue;
    const cells = [el('th', { scope: 'row', text: n.name, title: n.player === 'chance' ? tr('chance') : n.player.toUpperCase() })];
    const inputs = {};
    if (values) {
      if (n.leaf) cells.push(el('td', { class: 'muted', text: n.value }));
      else {
        inputs.value = el('input', { type: 'text', inputmode: 'decimal', size: 6, 'aria-label': trf('value of %s', n.name) });
        inputs.value.addEventListener('input', () => {
          quiz.shapes.get(n.id).querySelector('.given').textContent = inputs.value.value.trim();
        });
        cells.push(el('td', {}, inputs.value));
      }
    }
    if (windows) {
      inputs.window = el('input', { type: 'text', size: 10, placeholder: '-inf +inf', 'aria-label': trf('window of %s on entry', n.name) });
      cells.push(el('td', {}, inputs.window));
    }
    quiz.inputs.set(n.id, inputs);
    rows.push(el('tr', { 'data-node': n.id }, ...cells));
  }
  $('rows').replaceChildren(...rows);
  $('rows').closest('table').classList.toggle('hidden', rows.length === 0);
  $('pruned-line').classList.toggle('hidden', !ask.includes('pruned'));
  updatePruned();
  updateFlagged();
}

// FLAGS are the questions of a set of nodes marked one by one in the
// node's box: the leaves not quiet, the nodes ProbCut cuts off; each its
// doc's list of the nodes asked, its answer line's word, its line and
// its words.
const FLAGS = {
  quiet: { line: 'quiet-line', word: 'noisy', head: () => tr('Leaves not quiet: '), none: () => tr('none (click a leaf at the horizon: its board, and whether it is quiet)'), mark: () => tr('not quiet') },
  probcut: { line: 'cut-line', word: 'cut', head: () => tr('Cut by ProbCut: '), none: () => tr('none (click a node: its evaluation, and whether ProbCut cuts it off)'), mark: () => tr('cut by ProbCut') },
};

// askedOf is the names of the nodes a set question asks of (doc.quiet,
// doc.cut), null when it is not asked.
const askedOf = (kind) => (kind === 'quiet' ? quiz.doc.quiet : quiz.doc.cut) || (quiz.doc.ask.split(',').includes(kind) ? [] : null);

// updateFlagged writes the lines of the set questions and marks their
// nodes in the drawing.
function updateFlagged() {
  for (const [kind, f] of Object.entries(FLAGS)) {
    const asked = askedOf(kind);
    $(f.line).classList.toggle('hidden', asked === null);
    if (asked === null) continue;
    const names = asked.filter((n) => quiz.flagged[kind].has(n));
    $(f.line).textContent = f.head() + (names.length ? names.join(' ') : f.none());
  }
  for (const [id, g] of quiz.shapes) {
    const name = quiz.byId.get(id).name;
    g.classList.toggle('flagged', quiz.flagged.quiet.has(name) || quiz.flagged.probcut.has(name));
  }
}

// showNode fills the node's box: its name, its board (a quiz of quiet
// leaves), its evaluation (ProbCut's cuts), and a box to mark it for
// each set question that asks of it.
function showNode(id) {
  const n = quiz.byId.get(id);
  const box = $('node-box');
  const parts = [el('h3', { text: `${tr('Node')} ${n.name}` })];
  if (n.grid) {
    const svg = svgEl('svg', { role: 'img', 'aria-label': trf('the board of %s', n.name) });
    drawGrid(svg, n.grid, quiz.doc.board_style, false);
    parts.push(svg);
  }
  if (n.eval) parts.push(el('p', { class: 'muted', text: n.eval }));
  for (const [kind, f] of Object.entries(FLAGS)) {
    if (!(askedOf(kind) || []).includes(n.name)) continue;
    const input = el('input', { type: 'checkbox', id: 'flag-' + kind });
    input.checked = quiz.flagged[kind].has(n.name);
    input.addEventListener('change', () => {
      if (input.checked) quiz.flagged[kind].add(n.name);
      else quiz.flagged[kind].delete(n.name);
      updateFlagged();
    });
    parts.push(el('label', {}, input, ' ' + f.mark()));
  }
  box.replaceChildren(...parts);
  box.hidden = parts.length === 1;
  return box.querySelector('input');
}

function focusNode(id) {
  if (editing) { editSelect(id); return; }
  const flag = showNode(id);
  const inputs = quiz.inputs.get(id);
  const input = (inputs && (inputs.value || inputs.window)) || flag;
  if (input) input.focus();
}

// toggle crosses out the edge to id, or restores it.
function toggle(id) {
  if (quiz.crossed.has(id)) quiz.crossed.delete(id);
  else quiz.crossed.add(id);
  quiz.edgeEls.get(id).classList.toggle('crossed', quiz.crossed.has(id));
  updatePruned();
}

// prunedLeaves returns the leaves under crossed edges, in order.
function prunedLeaves() {
  const out = [];
  const walk = (id, cut) => {
    cut = cut || quiz.crossed.has(id);
    const ks = quiz.kids.get(id);
    quiz.shapes.get(id).classList.toggle('cut', cut);
    if (ks.length === 0) {
      if (cut) out.push(quiz.byId.get(id).name);
      return;
    }
    for (const k of ks) walk(k, cut);
  };
  walk(0, false);
  return out;
}

function updatePruned() {
  const leaves = prunedLeaves();
  $('pruned-line').textContent = tr('Pruned leaves: ') + (leaves.length ? leaves.join(' ') : tr('none (click edges to cross them out)'));
}

// answerLines writes the answers as an answer file, a line per answer, and
// the element of each line.
function answerLines() {
  const lines = [], of = [null];
  for (const [id, inputs] of quiz.inputs) {
    const name = quiz.byId.get(id).name.replace(/ /g, '');
    if (inputs.value && inputs.value.value.trim()) {
      lines.push(`${name} ${inputs.value.value.trim()}`);
      of.push(inputs.value);
    }
    if (inputs.window && inputs.window.value.trim()) {
      lines.push(`window ${name} ${inputs.window.value.trim()}`);
      of.push(inputs.window);
    }
  }
  if (quiz.doc.ask.includes('pruned')) {
    lines.push('pruned ' + prunedLeaves().map((n) => n.replace(/ /g, '')).join(' '));
    of.push(null);
  }
  for (const [kind, f] of Object.entries(FLAGS)) {
    if (askedOf(kind) === null) continue;
    const names = [...quiz.flagged[kind]].map((n) => n.replace(/ /g, ''));
    lines.push(`${f.word} ${names.length ? names.join(' ') : 'none'}`);
    of.push(null);
  }
  return { text: lines.join('\n') + '\n', of };
}

function clearMarks() {
  for (const g of quiz.shapes.values()) g.classList.remove('right', 'wrong', 'answer');
  for (const inputs of quiz.inputs.values()) {
    for (const i of Object.values(inputs)) i.classList.remove('right', 'wrong');
  }
}

// grade sends the answers (all of them, or none to see the key) and marks
// what comes back; it reports whether they were graded.
async function grade(reveal) {
  const q = new URLSearchParams(quiz.params);
  const { text, of } = reveal ? { text: '', of: [] } : answerLines();
  q.set('answers', text);
  let doc;
  try {
    doc = await api('quiz', q);
  } catch (e) {
    const m = /^answers:(\d+): (.*)$/.exec(e.message);
    if (m && of[Number(m[1])]) {
      of[Number(m[1])].classList.add('wrong');
      of[Number(m[1])].focus();
      say($('status'), m[2], 'error');
    } else say($('status'), e.message, 'error');
    return false;
  }
  say($('status'), '');
  clearMarks();
  const g = doc.grade;
  const wrong = new Set(g.mistakes.map((m) => m.kind + ' ' + m.node));
  const byName = new Map(quiz.doc.nodes.map((n) => [n.name, n]));
  for (const [id, inputs] of quiz.inputs) {
    const name = quiz.byId.get(id).name;
    if (inputs.value) inputs.value.classList.add(wrong.has('value ' + name) ? 'wrong' : 'right');
    if (inputs.window && quiz.doc.ask.includes('windows')) {
      if (wrong.has('window ' + name)) inputs.window.classList.add('wrong');
      else if (inputs.window.value.trim()) inputs.window.classList.add('right');
    }
  }
  for (const m of g.mistakes) {
    const n = byName.get(m.node);
    if (!n) continue;
    const shapeEl = quiz.shapes.get(n.id);
    if (reveal) {
      shapeEl.classList.add('answer');
      // On the tree, the exact value alone ("47/4", its decimal in the
      // list), so that it stays clear of the next node.
      if (m.kind === 'value') shapeEl.querySelector('.given').textContent = (m.expected_text ?? String(m.expected)).replace(/^(\S+)\s+\(.*\)$/, '$1');
    } else shapeEl.classList.add('wrong');
  }
  if (reveal) {
    $('score').textContent = tr('The answers:');
    if (scorm) {
      scorm.reveal(); // in an LMS, no Check after this one counts
      $('score').textContent = tr('The course keeps the score of your last Check before the answers were shown.') + ' ' + tr('The answers:');
    }
  } else {
    $('score').textContent = trf('Score: %s of %s', g.score, g.total) + (g.mistakes.length ? '.' : tr('. No mistakes.'));
    // In an LMS (a SCORM package), the score and whether it passes,
    // unless the key was shown in this attempt.
    if (scorm && !scorm.score(g.score, g.total, offline?.mastery ?? 80)) {
      $('score').textContent += ' ' + tr('The course keeps the score of your last Check before the answers were shown.');
    }
  }
  const items = g.mistakes.map((m) => {
    const got = m.got === null ? tr('no answer') : `${tr('not')} ${m.got_text}`;
    const expected = m.expected_text ?? (typeof m.expected === 'string' ? tr(m.expected) : m.expected);
    return el('li', {}, el('strong', { text: `${m.node}${tr(': ')}${expected}` }), reveal ? ' ' : ` (${got}). `, m.why);
  });
  $('mistakes').replaceChildren(...items);
  return true;
}

// revealKey shows the key. In an LMS the answers given are graded first,
// so that the attempt is recorded as it stands before any answer is
// shown, and showing the key ends it: no later Check counts. Answers
// that cannot be read stop it, marked, with the reason.
async function revealKey() {
  if (!quiz) return;
  const check = quiz.hidden ? (reveal) => gradeHidden(quiz, reveal) : grade;
  if (scorm && !scorm.shown() && !(await check(false))) return;
  await check(true);
}

// The editor of a textbook tree, as on the tree page: a click selects a
// node to edit rather than to answer; each edit makes the quiz of the
// tree it writes.
let editing = false;
let editPath = [];
const pathTo = (id) => {
  const path = [];
  for (let n = quiz.byId.get(id); n.parent !== null; n = quiz.byId.get(n.parent)) {
    path.unshift(quiz.kids.get(n.parent).indexOf(n.id));
  }
  return path;
};
const idOf = (path) => {
  let id = quiz.doc.nodes.find((n) => n.parent === null).id;
  for (const i of path) {
    const c = quiz.kids.get(id)[i];
    if (c === undefined) break;
    id = c;
  }
  return id;
};
function editSelect(id) {
  for (const g of quiz.shapes.values()) g.classList.remove('selected');
  quiz.shapes.get(id)?.classList.add('selected');
  editor.path = editPath = pathTo(id);
  const n = quiz.byId.get(id);
  editor.show(n.leaf, n.value, n.prob || '');
  $('editor').append(el('p', { class: 'muted', text: tr('The arrow keys move from node to node: ↑ the parent, ↓ the first child, ← and → the siblings.') }));
}
// An edit that leaves no quiz (a chance node where windows are asked, a
// tree too big) is taken back, the quiz shown kept, and the editor says
// why.
const editor = new Editor($('editor'), async (text, path, root) => {
  const before = { leaves: form.elements.leaves.value, root: form.elements.root.value };
  form.elements.leaves.value = text;
  form.elements.root.value = root;
  const q = params();
  let refused = '';
  if (offline) {
    // No server: the page makes the quiz of the edited tree.
    const made = makeQuiz(editor.model, { rootMin: q.get('root') === 'min', ask: q.get('ask') || '' });
    if (made.error) {
      say($('status'), made.error, 'error');
      refused = made.error;
    } else setOfflineQuiz(made);
  }
  if (!refused) refused = await load(q, true);
  if (refused) {
    form.elements.leaves.value = before.leaves;
    form.elements.root.value = before.root;
    editor.revert(refused);
    editSelect(idOf(editPath));
    keepFocus($('drawing'));
    return;
  }
  editPath = path;
  if (quiz && editing) {
    editor.loadModel(fromQuiz(quiz.doc), path);
    editSelect(idOf(path));
  }
  keepFocus($('drawing'));
});
$('edit').addEventListener('click', () => {
  editing = !editing;
  $('edit').setAttribute('aria-pressed', String(editing));
  $('editor').hidden = !editing;
  if (editing && quiz) {
    editor.loadModel(fromQuiz(quiz.doc), editPath);
    editSelect(idOf(editPath));
  }
});
$('viewer').addEventListener('keydown', (e) => {
  if (!editing || !quiz) return;
  // Enter or Space on a button or a link of the viewer presses it alone.
  if ((e.key === 'Enter' || e.key === ' ') && e.target.closest?.('button, a, input, select, textarea')) return;
  if (editor.key(e)) {
    e.preventDefault();
    return;
  }
  // The arrows move the node edited: up to the parent, down to the first
  // child, left and right among the siblings.
  if (e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
  const id = idOf(editPath);
  const n = quiz.byId.get(id);
  const sibs = n.parent === null ? [id] : quiz.kids.get(n.parent);
  const next = {
    ArrowUp: n.parent,
    ArrowDown: quiz.kids.get(id)[0],
    ArrowLeft: sibs[sibs.indexOf(id) - 1],
    ArrowRight: sibs[sibs.indexOf(id) + 1],
  }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  if (next !== null) editSelect(next);
});

form.addEventListener('submit', (e) => {
  e.preventDefault();
  load(params(), true);
});
answersForm.addEventListener('submit', (e) => {
  e.preventDefault();
  if (quiz?.hidden) gradeHidden(quiz, false);
  else if (quiz) grade(false);
});
$('reveal').addEventListener('click', revealKey);
$('clear').addEventListener('click', () => {
  if (!quiz) return;
  if (quiz.hidden) {
    clearHidden(quiz);
    return;
  }
  for (const inputs of quiz.inputs.values()) for (const i of Object.values(inputs)) i.value = '';
  for (const g of quiz.shapes.values()) { const t = g.querySelector('.given'); if (t) t.textContent = ''; }
  for (const id of [...quiz.crossed]) toggle(id);
  for (const s of Object.values(quiz.flagged)) s.clear();
  updateFlagged();
  $('node-box').hidden = true;
  clearMarks();
  $('score').textContent = '';
  $('mistakes').replaceChildren();
});

const start = urlParams();
fillForm(form, start);
gameFields(form)();
setAsk(start.get('ask'));
foldOptionsOnPhone();
load(params(), false);
