// The step page: gametree step in the browser. The trace comes from
// /api/step (the events and sentences of the CLI), each step's picture
// from /api/step?format=svg&step=K (the pictures of step --frames).
import { $, el, api, say, searching, urlParams, setURL, formParams, fillForm, panZoom, insertSVG, nodeIndex, pathTo, showNumber, drawGrid, svgEl, foldOptionsOnPhone, textbookFields, searchFields, editedSearch, searchOf, familyOf, gameOf, showLegend, tr, trf, number, scorm, offline, withLang, setOfflineTree, setOfflineStep, keepFocus, canvasDraws, PHONE } from './common.js';
import { Editor, pathOf, idAt } from './editor.js';
import { canAnswer, treeAnswer, stepAnswer } from './treereport.js';
import { StepCanvas } from './stepcanvas.js';

const form = $('options');
const names = ['game', 'moves', 'board', 'size', 'leaves', 'root', 'depth', 'quiescence', 'algo', 'beam', 'confidence', 'fail-hard', 'fail-soft', 'order', 'eval', 'max-nodes',
  'iterations', 'exploration', 'cpuct', 'seed', 'solver', 'playout'];
let params = null; // the search's parameters
let steps = []; // the trace's rows
let byId = new Map(); // the full tree's nodes, for paths and boards
let treeRep = null; // the full tree's report, the editor's model
let selected = null; // the node the editor works on, or null
let shown = null; // the nodes and edges of the picture shown (nodeIndex)
let boardStyle = ''; // how the tree's boards are drawn ("squares", "columns", "heaps")
let k = 1; // the step shown
let frames = new Map(); // step -> SVG text
let screens = new Map(); // step -> the step as text (the picture's text alternative)
let view = null;
let zoomed = null; // the reader's view, kept from frame to frame
let canvas = null; // a big search's drawing (StepCanvas), or null: a picture a step
let timer = null;
let loadId = 0;

function pageParams() {
  const all = urlParams();
  const q = new URLSearchParams();
  for (const n of names) if (all.has(n)) q.set(n, all.get(n));
  return q;
}

let loading = null; // the AbortController of the load in flight

// load loads the search of q at step, and returns '' or, when it has
// none, the reason, which the status says; keep keeps the search loaded
// before then (an edit refused), where otherwise the page is cleared.
async function load(q, step, keep = false) {
  const id = ++loadId;
  stop();
  const before = params;
  params = q;
  if (loading) loading.abort();
  const ctl = new AbortController();
  loading = ctl;
  const done = searching($('status'), ctl);
  try {
    const { trace, tree, big } = await fetchSearch(q, ctl.signal);
    done();
    if (id !== loadId) return;
    steps = trace.steps;
    showLegend($('legend'), trace.legend, tr('brown thick: the path to the node of this step from the root'));
    showTree(tree, big, trace);
    frames = new Map();
    screens = new Map();
    zoomed = null;
    $('scrub').max = String(steps.length);
    // A search by MCTS steps by phase, and jumps by iteration too.
    const iterations = steps.length ? steps[steps.length - 1].iteration || 0 : 0;
    document.querySelector('.iter-scrub').hidden = !iterations;
    $('iter').max = String(Math.max(iterations, 1));
    say($('status'), `${number(steps.length)} ${tr('steps')}. ${tr('← and → step, Home and End jump; nothing plays until you press Play.')}`);
    showDownloads(q);
    await go(Math.min(Math.max(step || 1, 1), steps.length), true);
    if (tree && view && !view.aroundLegible && $('viewer').clientWidth < PHONE && canvasDraws(tree, q)) await onCanvas(q, trace, id, ctl.signal);
    return '';
  } catch (e) {
    done();
    if (id !== loadId || e.name === 'AbortError') return '';
    if (keep && steps.length) {
      params = before;
      say($('status'), e.message, 'error');
      return e.message;
    }
    steps = [];
    treeRep = null;
    canvas = null;
    syncEdit();
    $('downloads').replaceChildren();
    say($('status'), e.message, 'error');
    $('drawing').replaceChildren();
    $('viewer').querySelector('.minimap')?.remove();
    $('event').textContent = '';
    $('now').replaceChildren();
    $('board').replaceChildren();
    $('stepno').textContent = '';
    return e.message;
  }
}

// fetchSearch asks, with one request and of one search, the trace of q
// and what draws it (/api/step?tree=1): for a search too big for a
// picture a step, its compact form (drawn on a canvas by stepcanvas.js:
// big), else the searched tree's JSON, for the paths and boards of the
// nodes; none where each step's picture is its own (the walks of hidden
// information). An edited tree of a one-file page is searched by the
// page itself, a picture a step.
async function fetchSearch(q, signal) {
  const tq = new URLSearchParams(q);
  tq.set('tree', '1');
  return api('step', tq, { signal });
}

// onCanvas draws the search of q, on a phone where its picture would open
// on the root alone (its moves too far apart to read together), on the
// canvas of big searches, which draws the tree at the width of what the
// search has seen: the root and its moves at first. A page that cannot
// (a one-file page of a small search) keeps the picture.
async function onCanvas(q, trace, id, signal) {
  const cq = new URLSearchParams(q);
  cq.set('compact', '1');
  let compact;
  try {
    compact = await api('step', cq, { signal });
  } catch {
    return;
  }
  if (id !== loadId) return;
  showTree(compact, true, trace);
  canvas.small = true;
  await go(k, true);
}

// showTree takes the tree of the search loaded: its compact trace, drawn
// on a canvas (big), or its JSON, for the pictures, the paths and boards
// of the nodes and the editor, or none (null) where each step's picture
// is its own.
function showTree(tree, big, trace) {
  canvas = null;
  view = null;
  if (big) {
    byId = new Map();
    treeRep = null;
    canvas = new StepCanvas($('viewer'), $('drawing'), tree);
    boardStyle = canvas.boardStyle();
  } else {
    $('viewer').querySelector('.minimap')?.remove();
    byId = new Map(tree ? tree.nodes.map((n) => [n.id, n]) : []);
    treeRep = tree;
    // A game of several players, or of hidden information, is searched
    // by its own default unless the page named a search: the menu shows
    // the search stepped.
    const algo = form.elements.algo;
    const stepped = tree ? tree.algorithm : trace.algorithm;
    const own = tree ? tree.players > 0 || !!tree.infosets : !!trace.algorithm;
    if (own && algo && algo.dataset.named !== '1' && [...algo.options].some((o) => o.value === stepped)) {
      algo.value = stepped;
      algo.dispatchEvent(new Event('change'));
    }
    boardStyle = (tree && tree.position && tree.position.board_style) || '';
  }
  syncEdit();
  if (editing) {
    editor.load(treeRep, editedPath || []);
    selected = byId.has(selected) ? selected : 0;
  }
}

// showDownloads offers the step-through of q as files, as gametree step
// writes them: its trace, its one-file page and that page's Moodle
// package, and a link to lead it as a lecture (none in a one-file page).
function showDownloads(q) {
  // A game of hidden information's step-through is text or JSON.
  const formats = gameOf(q.get('game')).hidden ? [['Text', 'text'], ['JSON', 'json']]
    : [['Markdown', 'md'], ['CSV', 'csv'], ['LaTeX', 'tex'], [tr('HTML (one file)'), 'html'], [tr('Moodle package (SCORM)'), 'scorm']];
  $('downloads').replaceChildren(...(offline ? [] : formats.map(([label, f]) => {
    const dq = withLang(q);
    dq.set('format', f);
    dq.set('download', '1');
    return el('a', { href: '/api/step?' + dq, download: '', text: trf('Download %s', tr(label)) });
  })));
  // A teacher leads this step-through before a hall: the presenter's
  // page opens a lecture of it.
  if (!offline) $('downloads').append(el('a', { class: 'lead', href: '/present?' + withLang(q), text: tr('Lead it as a lecture') }));
}

async function frame(step) {
  if (frames.has(step)) return frames.get(step);
  const q = new URLSearchParams(params);
  q.set('format', 'svg');
  q.set('step', String(step));
  narrow(q);
  const text = await api('step', q, { text: true });
  frames.set(step, text);
  return text;
}

// NARROW is the width, in columns, a phone's step page asks the pictures
// of a search's walks for (a table of CFR a row a move): they then open
// whole across the phone, legible.
const NARROW = 56;

// narrow asks the step's picture or screen of q for a phone's width,
// where each step's picture is its own (the walks of hidden
// information, which have no tree).
function narrow(q) {
  if (!treeRep && !canvas && $('viewer').clientWidth < PHONE) q.set('columns', String(NARROW));
}

// screen returns step's screen, as the terminal shows it: the picture's
// text alternative.
async function screen(step) {
  if (screens.has(step)) return screens.get(step);
  const q = new URLSearchParams(params);
  q.set('format', 'text');
  q.set('step', String(step));
  narrow(q);
  const text = await api('step', q, { text: true });
  screens.set(step, text);
  return text;
}

// pushURL makes the next step shown a new entry of the history (an
// edit's search), where a step replaces the entry of the one before.
let pushURL = false;

// go shows step n; keep keeps the editor's node rather than taking the
// step's.
async function go(n, keep = false) {
  if (!steps.length) return;
  k = Math.min(Math.max(n, 1), steps.length);
  const row = steps[k - 1];
  const q = new URLSearchParams(params);
  q.set('step', String(k));
  setURL(q, pushURL);
  pushURL = false;
  $('scrub').value = String(k);
  $('stepno').textContent = `${tr('step')} ${number(k)} ${tr('of')} ${number(steps.length)}`;
  $('event').textContent = `${k}. ${row.sentence}`;
  if (k === steps.length) scorm?.completed(); // in an LMS, the search seen to its end
  const dl = $('now');
  const rows = [[tr('event'), tr(row.event).replace(/_/g, ' ')], [tr('node'), row.node], [tr('path'), row.path]];
  if (row.iteration) {
    rows.push([tr('iteration'), String(row.iteration)]);
    $('iter').value = String(row.iteration);
  }
  // A game of several players: the rewards, one a player.
  if (row.rewards) rows.push([tr('rewards, one a player'), showNumber(row.rewards.map((r) => Math.round(r * 1000) / 1000))]);
  else if (row.reward !== null && row.reward !== undefined) rows.push([tr('reward for MAX'), showNumber(Math.round(row.reward * 1000) / 1000)]);
  if (row.moves && row.moves.length) rows.push([tr('playout'), row.moves.join(' ')]);
  if (row.alpha !== null && row.alpha !== undefined) rows.push([tr('alpha, beta'), `${showNumber(row.alpha)}, ${showNumber(row.beta)}`]);
  if (row.vector) rows.push([tr('value'), showNumber(row.vector)]); // max^n: the node's utilities
  else if (row.event === 'probcut') rows.push([tr('predicted'), showNumber(row.value)]); // ProbCut's prediction of the deep value
  else if (row.value !== null && row.value !== undefined) rows.push([tr('value'), showNumber(row.value) + (row.bound && row.bound !== 'exact' ? ` (${tr(row.bound + ' bound')})` : '')]);
  dl.replaceChildren(...rows.flatMap(([a, b]) => [el('dt', { text: a }), el('dd', { text: b })]));
  if (row.candidates) dl.after(candidateTable(row));
  else $('candidates')?.remove();
  const node = canvas ? { grid: canvas.grid(row.id) } : byId.get(row.id);
  $('board').replaceChildren(...(node ? nodeBoard(node) : []));
  $('first').disabled = $('prev').disabled = k === 1;
  $('next').disabled = $('last').disabled = k === steps.length;
  if (canvas) {
    canvas.show(k, row.id);
    $('outline').textContent = canvas.text(row.id);
    $('outline-box').hidden = false;
    // A small search on a phone's canvas (onCanvas): the step's screen,
    // as the picture's text alternative is.
    if (canvas.small) outlineOf(k, row);
    drawn(k);
    return;
  }
  let text;
  try {
    text = await frame(k);
  } catch (e) {
    say($('status'), e.message, 'error');
    return;
  }
  if (steps[k - 1] !== row) return; // a later step was asked for meanwhile
  if (view) zoomed = view.state();
  const svg = insertSVG($('drawing'), text);
  const index = nodeIndex(svg);
  shown = index;
  view = panZoom($('viewer'), svg, { start: index.nodes.get(0), around: (byId.get(0)?.children || []).map((id) => index.nodes.get(id)) });
  if (zoomed) view.restore(zoomed);
  const path = pathTo(byId, row.id);
  for (const id of path) {
    index.nodes.get(id)?.classList.add('on-path');
    index.edges.get(id)?.classList.add('on-path');
  }
  // The view follows the search: the current node in view at a readable
  // size, with its parent and siblings, then the path, where they fit.
  const parent = node && node.parent !== null ? byId.get(node.parent) : null;
  const context = [...(parent ? parent.children : []), ...path.slice().reverse()].map((id) => index.nodes.get(id));
  index.nodes.get(row.id)?.classList.add('current');
  // In edit mode the node of the step is the one edited, unless the
  // step was shown again after an edit, which keeps the edited node.
  if (editing) {
    selectNode(editedPath ? idAt(treeRep, editedPath) : keep && selected !== null ? selected : row.id);
    editedPath = null;
  }
  view.focus(index.nodes.get(row.id), context);
  outlineOf(k, row);
  drawn(k);
  if (k < steps.length) frame(k + 1).catch(() => {});
}

// outlineOf shows step k's screen (row its step) as the text
// alternative of its picture, once it comes.
function outlineOf(k, row) {
  screen(k).then((text) => {
    if (steps[k - 1] !== row) return;
    $('outline').textContent = text;
    $('outline-box').hidden = false;
  }).catch(() => { $('outline-box').hidden = true; });
}

// drawn marks step k drawn: on the drawing (for the tests) and in the
// page's timeline (gametree:step, for the benchmarks).
function drawn(k) {
  $('drawing').dataset.step = String(k);
  performance.mark('gametree:step');
}

function stop() {
  if (timer) clearInterval(timer);
  timer = null;
  $('playpause').textContent = tr('▶ Play');
}

function playPause() {
  if (timer) { stop(); return; }
  if (k === steps.length) go(1);
  $('playpause').textContent = tr('⏸ Pause');
  timer = setInterval(() => {
    if (k >= steps.length) { stop(); return; }
    go(k + 1);
  }, Number($('speed').value));
}

$('first').addEventListener('click', () => { stop(); go(1); });
$('prev').addEventListener('click', () => { stop(); go(k - 1); });
$('next').addEventListener('click', () => { stop(); go(k + 1); });
$('last').addEventListener('click', () => { stop(); go(steps.length); });
$('playpause').addEventListener('click', playPause);
$('speed').addEventListener('change', () => { if (timer) { stop(); playPause(); } });
$('scrub').addEventListener('input', () => { stop(); go(Number($('scrub').value)); });
$('iter').addEventListener('input', () => {
  stop();
  const it = Number($('iter').value);
  const i = steps.findIndex((r) => r.iteration === it);
  if (i >= 0) go(i + 1);
});
$('zoom-in').addEventListener('click', () => (canvas ? canvas.big : view)?.zoom(0.8));
$('zoom-out').addEventListener('click', () => (canvas ? canvas.big : view)?.zoom(1.25));
$('fit').addEventListener('click', () => { (canvas ? canvas.big : view)?.fit(); zoomed = null; });
document.addEventListener('keydown', (e) => {
  const t = e.target;
  if (t.closest && t.closest('form, input, select, textarea')) return;
  if (editing && selected !== null && editor.key(e)) { e.preventDefault(); return; }
  switch (e.key) {
    case 'ArrowLeft': stop(); go(k - 1); break;
    case 'ArrowRight': stop(); go(k + 1); break;
    case 'Home': stop(); go(1); break;
    case 'End': stop(); go(steps.length); break;
    default: return;
  }
  e.preventDefault();
});

// The editor of a textbook tree, as on the tree page: in edit mode a
// click selects a node of the drawing, the panel lists the edits and
// their keys, and each edit loads the search of the tree it writes, at
// the same step, the edited node selected. MCTS draws only the nodes it
// made, so a tree searched by it is edited under another algorithm.
let editing = false;
let editedPath = null; // the path of the node an edit selects, until it is drawn
// An edit that leaves no search to step through is taken back, the
// search loaded before kept, and the editor says why.
let offlineModel = null; // the tree a one-file page searches, once edited
const editor = new Editor($('editor'), async (text, path, root) => {
  const before = { leaves: form.elements.leaves.value, root: form.elements.root.value, algo: form.elements.algo.value, model: offlineModel };
  form.elements.leaves.value = text;
  form.elements.root.value = root;
  editedSearch(form);
  if (offline) answerOffline(structuredClone(editor.model));
  const q = formParams(form);
  editedPath = path;
  pushURL = true;
  const refused = await load(q, k, true);
  pushURL = false;
  if (refused) {
    form.elements.leaves.value = before.leaves;
    form.elements.root.value = before.root;
    form.elements.algo.value = before.algo;
    searchFields(form);
    if (offline) answerOffline(before.model);
    editedPath = null;
    editor.revert(refused);
    selectNode(selected ?? 0);
  }
  keepFocus($('panel')); // the editor's, whose keys the page takes anywhere
});

// answerOffline makes a one-file page answer its requests by searching
// model itself (no server), or by its file for none.
function answerOffline(model) {
  offlineModel = model;
  setOfflineTree(model && ((q) => treeAnswer(model, q)));
  setOfflineStep(model && ((q) => stepAnswer(model, q)));
}

// editable tells whether the tree shown may be edited: a textbook tree,
// searched by a search that draws it whole, with a server to search it
// or, in a one-file page, a search the page makes itself.
const editable = () => !canvas && !!treeRep && !!params && params.has('leaves') && !familyOf(searchOf(params.get('algo'))).grows && (!offline || canAnswer(params));

// syncEdit shows the Edit button where the tree may be edited, and
// leaves edit mode where it may not.
function syncEdit() {
  $('edit').hidden = !editable();
  if (editing && !editable()) setEditing(false);
}

// unselect takes the editor's outline off the drawing.
function unselect() {
  for (const g of $('drawing').querySelectorAll('g.node.selected')) g.classList.remove('selected');
}

function setEditing(on) {
  editing = on;
  $('edit').setAttribute('aria-pressed', String(on));
  $('editor').hidden = !on;
  unselect();
  if (!on) { selected = null; return; }
  editor.load(treeRep, []);
  selectNode(steps[k - 1]?.id ?? 0);
}

// selectNode makes node id the editor's: outlined in the drawing, its
// edits in the panel, with links that take the tree to the other pages.
function selectNode(id) {
  const n = byId.get(id);
  if (!n) return;
  unselect();
  selected = id;
  shown?.nodes.get(id)?.classList.add('selected');
  editor.path = pathOf(treeRep, id);
  editor.show(n.leaf, n.leaf_value, n.probability || '');
  $('editor').append(el('p', { class: 'muted', text: tr('In edit mode the node of each step is the one edited: step to it with ← and →, or click it.') }));
  if (offline) return; // no other page to open
  const q = new URLSearchParams();
  for (const name of ['leaves', 'root']) if (params.has(name)) q.set(name, params.get(name));
  $('editor').append(el('p', { class: 'edit-links' }, el('span', { text: tr('Open it in:') + ' ' }),
    ...[['Tree', '/tree'], ['Compare', '/compare'], ['Quiz', '/quiz']].flatMap(([label, path], i) =>
      [...(i ? [document.createTextNode(' · ')] : []), el('a', { href: path + '?' + withLang(q), text: tr(label) })])));
}

$('edit').addEventListener('click', () => setEditing(!editing));
$('drawing').addEventListener('click', (e) => {
  if (!editing) return;
  const g = e.target.closest('g.node');
  if (g && g.dataset.node !== undefined) selectNode(Number(g.dataset.node));
});

// A textbook tree has its own depth and no board: the Othello fields are
// disabled while leaves are given; each search's fields are those it
// takes (searchFields).
const syncTextbook = textbookFields(form, ['moves', 'board', 'size', 'depth', 'eval']);
const syncFields = () => {
  syncTextbook();
  searchFields(form);
};
form.elements.algo.addEventListener('change', syncFields);
form.elements.leaves.addEventListener('input', syncFields);
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const q = formParams(form);
  setURL(q, true);
  load(q, 1);
});
window.addEventListener('popstate', () => {
  fillForm(form, pageParams());
  syncFields();
  load(pageParams(), Number(urlParams().get('step')) || 1);
});

fillForm(form, pageParams());
syncFields();
load(pageParams(), Number(urlParams().get('step')) || 1);
foldOptionsOnPhone();

// nodeBoard draws node's board as its game lays it out (Othello's discs,
// tic-tac-toe's marks, Connect Four's columns, Nim's sticks); none for a
// textbook tree.
function nodeBoard(node) {
  if (node.grid) {
    const svg = svgEl('svg', { role: 'img' });
    drawGrid(svg, node.grid, boardStyle, false);
    return [svg];
  }
  return [];
}

// candidateTable is a selection's children as it weighed them: visits,
// wins for the player to move, Q + U = score, the one chosen marked.
function candidateTable(row) {
  $('candidates')?.remove();
  // Under PUCT a child has its prior P, and U is c·P·sqrt(N)/(1+n).
  const puct = row.candidates.some((c) => c.prior !== undefined);
  const cols = puct ? ['move', 'visits', 'Q', 'P', 'U', 'score'] : ['move', 'visits', 'wins', 'Q', 'U', 'score'];
  const head = el('tr', {}, ...cols.map((h) => el('th', { scope: 'col', text: tr(h) })));
  const body = row.candidates.map((c) => el('tr', { class: c.node === chosenNode(row) ? 'chosen' : (c.excluded ? 'excluded' : '') },
    el('td', { text: c.node + (c.node === chosenNode(row) ? ' ◀' : '') }), el('td', { text: number(c.visits) }),
    puct ? el('td', { text: number(c.exploit, 3) }) : el('td', { text: number(Math.round(c.wins * 10) / 10) }),
    puct ? el('td', { text: number(c.prior, 3) }) : el('td', { text: number(c.exploit, 3) }),
    el('td', { text: number(c.explore, 3) }), el('td', { text: number(c.score, 3) })));
  const caption = puct ? tr('PUCT = Q + c·P·sqrt(N)/(1+n), for the player to move') : tr('UCB1 = Q + U, for the player to move');
  return el('table', { id: 'candidates', class: 'data candidates' }, el('caption', { text: caption }), el('thead', {}, head), el('tbody', {}, ...body));
}

// chosenNode is the move a selection chose, by its id among the
// candidates' (a candidate never visited has none: -1).
function chosenNode(row) {
  return row.candidates.find((c) => c.id === row.chosen && c.id >= 0)?.node;
}
