// The tree page: gametree tree's annotated tree, drawn by the server's
// graphviz as the CLI draws it, to pan, zoom, fold and click.
import { $, el, api, say, searching, urlParams, setURL, formParams, fillForm, panZoom, insertSVG, nodeIndex, showNumber, foldOptionsOnPhone, textbookFields, searchFields, editedSearch, showLegend, withLang, tr, trf, number, scorm, offline, setOfflineTree, keepFocus, canvasDraws, PHONE } from './common.js';
import { nodePanel } from './nodes.js';
import { bigTree } from './bigtree.js';
import { Editor, pathOf, idAt, modelOf } from './editor.js';
import { treeAnswer, canAnswer } from './treereport.js';

const form = $('options');
const status = $('status');
let current = null; // the drawn tree: { rep, byId, index, view, folded, selected }
let inflight = null;

// treeParams are the parameters of the page that /api/tree takes.
const names = ['game', 'moves', 'board', 'size', 'leaves', 'root', 'depth', 'quiescence', 'algo', 'beam', 'confidence', 'fail-hard', 'fail-soft', 'order', 'eval', 'view', 'show-depth', 'boards', 'max-nodes',
  'iterations', 'exploration', 'cpuct', 'seed', 'solver', 'playout', 'min-visits'];

function pageParams() {
  const all = urlParams();
  const q = new URLSearchParams();
  for (const n of names) if (all.has(n)) q.set(n, all.get(n));
  return q;
}

// A tree of more than BIG drawn nodes is drawn on a canvas from its
// compact form (bigtree.js), opened to its first openPlies plies, the
// root and its moves in view; a smaller one is the server's SVG drawing.
const BIG = 1000;
const openPlies = 2;

// draw draws the tree of params, and returns '' or, when it has none, the
// reason, which the status says; keep keeps the tree drawn before then
// (an edit refused), where otherwise the drawing is cleared.
async function draw(params, keep = false) {
  if (inflight) inflight.abort();
  const ctl = new AbortController();
  inflight = ctl;
  const done = searching(status, ctl);
  try {
    const cq = new URLSearchParams(params);
    cq.set('compact', '1');
    const rep = await api('tree', cq, { signal: ctl.signal });
    if (rep.compact.count > BIG) {
      showBig(rep, params);
      sayBig(rep);
      return '';
    }
    // The viewer's picture is placed by the tidy layout of trees: the
    // look of the drawings, written by the server in milliseconds.
    const svgParams = new URLSearchParams(params);
    svgParams.set('format', 'svg');
    svgParams.set('layout', 'tidy');
    // The text of the tree, as the terminal shows it: the drawing's text
    // alternative, for a screen reader and to copy.
    const textParams = new URLSearchParams(params);
    textParams.set('format', 'text');
    const [full, svgText, outline] = await Promise.all([
      api('tree', params, { signal: ctl.signal }),
      api('tree', svgParams, { signal: ctl.signal, text: true }),
      api('tree', textParams, { signal: ctl.signal, text: true }).catch(() => ''),
    ]);
    show(full, svgText, params);
    if (!current.view.aroundLegible && $('viewer').clientWidth < PHONE && canvasDraws(full, params)) {
      // On a phone, a game tree whose root's moves lie too far apart to
      // read together: the canvas, folded below them.
      showBig(rep, params);
      sayBig(rep);
      // Opened again once the viewer has its canvas's height.
      const { big } = current;
      requestAnimationFrame(() => requestAnimationFrame(() => { if (current?.big === big) big.home(); }));
    } else say(status, '');
    $('outline').textContent = outline;
    $('outline-box').hidden = !outline;
    return '';
  } catch (e) {
    if (e.name === 'AbortError') return '';
    say(status, e.message, 'error');
    if (keep && current) return e.message;
    $('drawing').replaceChildren();
    $('viewer').querySelector('.minimap')?.remove();
    $('summary').textContent = '';
    $('downloads').replaceChildren();
    current = null;
    return e.message;
  } finally {
    done();
    if (inflight === ctl) inflight = null;
  }
}

// header shows what comes with every tree: its summary, its marks and
// its downloads.
function header(rep, params) {
  // A game of several players is searched by max^n, one of hidden
  // information by CFR+, unless the page named a search: the menu shows
  // the search that drew the tree.
  const algo = form.elements.algo;
  if ((rep.players > 0 || rep.infosets) && algo.dataset.named !== '1' && [...algo.options].some((o) => o.value === rep.algorithm)) {
    algo.value = rep.algorithm;
    algo.dispatchEvent(new Event('change'));
  }
  $('summary').replaceChildren(...rep.summary.map((line) => el('div', { text: line })));
  // A game of hidden information has no windows: its panel says what it
  // shows instead.
  const intro = $('node-intro');
  if (intro) {
    intro.dataset.usual ??= intro.textContent;
    intro.textContent = rep.infosets ? tr('Click a node (or focus the tree and use the arrow keys) to see who moves there, its information set, its value for the first player with the equilibrium played, and the probability of its move. Double-click or press Enter to fold its subtree.') : intro.dataset.usual;
  }
  showLegend($('legend'), rep.legend, tr('dashed thick outline: a folded subtree'));
  const links = [['SVG', 'svg'], ['PNG', 'png'], ['PDF', 'pdf'], ['DOT', 'dot'], ['JSON', 'json'], ['Text', 'text'], ['LaTeX', 'tex'], [tr('HTML (one file)'), 'html'], [tr('Moodle package (SCORM)'), 'scorm']].map(([label, f]) => {
    const q = withLang(params);
    q.set('format', f);
    q.set('download', '1');
    return el('a', { href: '/api/tree?' + q, download: '', text: trf('Download %s', tr(label)) });
  });
  // A textbook tree goes on to the other pages as it is.
  if (params.has('leaves')) {
    const q = new URLSearchParams();
    for (const n of ['leaves', 'root']) if (params.has(n)) q.set(n, params.get(n));
    if (!offline) {
      links.push(el('span', { text: tr('Open it in:') }),
        ...[['Step', '/step'], ['Compare', '/compare'], ['Quiz', '/quiz']].map(([label, path]) => el('a', { href: path + '?' + withLang(q), text: tr(label) })));
    }
  }
  $('downloads').replaceChildren(...links);
  // A one-file page edits the trees its engine searches and draws as the
  // file was made (its parameters, the drawing's labels among them).
  $('edit').hidden = !params.has('leaves') || !!rep.compact || (!!offline && !canAnswer(new URLSearchParams(offline.params)));
}

// offlineAnswer is what a one-file page answers its tree requests by
// once its tree is edited (setOfflineTree), or null.
let offlineAnswer = null;
const answerOffline = (answer) => {
  offlineAnswer = answer;
  setOfflineTree(answer);
};

// The editor of a textbook tree: each edit redraws the tree it writes,
// the edited node selected; an edit that leaves no tree to draw (a
// search that knows no chance node, a tree too big) is taken back, the
// tree drawn before kept, and the editor says why.
const editor = new Editor($('editor'), async (text, path, root) => {
  const before = { leaves: form.elements.leaves.value, root: form.elements.root.value, algo: form.elements.algo.value, answer: offlineAnswer };
  form.elements.leaves.value = text;
  form.elements.root.value = root;
  editedSearch(form);
  if (offline) {
    // No server: the page searches and draws the edited tree itself.
    const model = structuredClone(editor.model);
    answerOffline((q) => treeAnswer(model, q));
  }
  const params = formParams(form);
  const refused = await draw(params, true);
  if (refused && current && !current.big) {
    form.elements.leaves.value = before.leaves;
    form.elements.root.value = before.root;
    form.elements.algo.value = before.algo;
    searchFields(form);
    if (offline) answerOffline(before.answer);
    editor.revert(refused);
    select(idAt(current.rep, editor.path));
    keepFocus($('drawing'));
    return;
  }
  setURL(params, true);
  if (!current || current.big) return;
  editor.load(current.rep, path);
  select(idAt(current.rep, path), true);
  keepFocus($('drawing'));
});
let editing = false;
$('edit').addEventListener('click', async () => {
  editing = !editing;
  $('edit').setAttribute('aria-pressed', String(editing));
  $('editor').hidden = !editing;
  if (editing && offline && current && !current.big) {
    // No server: from now on the page searches and draws its tree.
    const model = modelOf(current.rep.position.leaves);
    answerOffline((q) => treeAnswer(model, q));
  }
  const { view } = form.elements;
  const depth = form.elements['show-depth'];
  if (editing && (view.value !== 'full' || Number(depth.value) > 0)) {
    // Every node is drawn while the tree is edited.
    view.value = 'full';
    depth.value = '0';
    const params = formParams(form);
    setURL(params, true);
    await draw(params);
    say(status, tr('The whole tree is drawn while it is edited: every node can be changed.'));
  }
  if (editing && current && !current.big) {
    editor.load(current.rep, pathOf(current.rep, current.selected ?? 0));
    select(current.selected ?? 0);
    $('drawing').focus();
  }
});

function show(rep, svgText, params) {
  const svg = insertSVG($('drawing'), svgText);
  const index = nodeIndex(svg);
  const byId = new Map(rep.nodes.map((n) => [n.id, n]));
  const around = (byId.get(0)?.children || []).map((id) => index.nodes.get(id));
  const view = panZoom($('viewer'), svg, { start: index.nodes.get(0), around });
  current = { rep, byId, index, view, folded: new Set(), selected: null };
  header(rep, params);
  if (editing) editor.load(rep, []);
  scorm?.completed(); // in an LMS, the tree seen
}

// showBig draws a big tree on a canvas; a node's panel asks the server
// for the node's whole record (node=ID).
function showBig(rep, params) {
  $('outline-box').hidden = true; // a big tree's text is its download
  const viewer = $('viewer');
  viewer.style.height = Math.round(Math.max(320, window.innerHeight * 0.7)) + 'px';
  const big = bigTree(viewer, $('drawing'), rep.compact, {
    openPlies,
    onSelect: (id) => bigPanel(id),
  });
  current = { rep, big, params, asked: null };
  header(rep, params);
}


// sayBig says how far the canvas drew the tree of rep and how to see
// more.
function sayBig(rep) {
  const count = number(rep.compact.count);
  if (current.big.opened() === 1) say(status, trf('%s nodes, drawn to the root\'s moves, so that all of them can be read at once: Enter or a double-click unfolds a node, Unfold all shows them all.', count));
  else say(status, trf('%s nodes, drawn to its first %s plies: Enter or a double-click unfolds a node, Unfold all shows them all.', count, String(current.big.opened())));
}

// bigPanel fills the node panel with node id of the big tree.
async function bigPanel(id) {
  const mine = current;
  mine.asked = id;
  const q = new URLSearchParams(mine.params);
  q.set('node', String(id));
  let rep;
  try {
    rep = await api('tree', q);
  } catch (e) {
    if (current === mine && mine.asked === id) say(status, e.message, 'error');
    return;
  }
  if (current !== mine || mine.asked !== id) return;
  const byId = new Map(rep.nodes.map((n) => [n.id, n]));
  let fold = null;
  if (mine.big.allChildren(id).length) {
    fold = el('button', { type: 'button', text: mine.big.folded(id) ? tr('Unfold this subtree') : tr('Fold this subtree') });
    fold.addEventListener('click', () => { mine.big.toggleFold(id); mine.big.select(id); });
  }
  nodePanel($('node'), rep, byId, id, { fold });
}

function select(id, reveal = false) {
  if (current?.big) { current.big.select(id, reveal); return; }
  if (!current || !current.byId.has(id)) return;
  const { index } = current;
  if (current.selected !== null) index.nodes.get(current.selected)?.classList.remove('selected');
  current.selected = id;
  const g = index.nodes.get(id);
  if (g) {
    g.classList.add('selected');
    // The selected node in view at a readable size, with its parent and
    // children where they fit.
    const nd = current.byId.get(id);
    const near = [nd.parent, ...nd.children].filter((x) => x !== null).map((x) => index.nodes.get(x));
    if (reveal) current.view.focus(g, near);
  }
  const n = current.byId.get(id);
  let fold = null;
  if (n.children.some((c) => current.byId.has(c))) {
    const folded = current.folded.has(id);
    fold = el('button', { type: 'button', text: folded ? tr('Unfold this subtree') : tr('Fold this subtree') });
    fold.addEventListener('click', () => { toggleFold(id); select(id); });
  }
  nodePanel($('node'), current.rep, current.byId, id, { fold });
  if (editing) {
    editor.path = pathOf(current.rep, id);
    editor.show(n.leaf, n.leaf_value, n.probability || '');
  }
}

// toggleFold folds or unfolds the subtree under id: its descendants and
// their edges are hidden, and the node drawn dashed thick.
function toggleFold(id) {
  if (current?.big) { current.big.toggleFold(id); return; }
  if (!current) return;
  const { folded } = current;
  if (folded.has(id)) folded.delete(id);
  else if (current.byId.get(id).children.length) folded.add(id);
  applyFolds();
}

function applyFolds() {
  const { byId, index, folded } = current;
  const hidden = (n) => {
    for (let p = n.parent; p !== null; p = byId.get(p).parent) if (folded.has(p)) return true;
    return false;
  };
  for (const n of byId.values()) {
    const h = hidden(n);
    index.nodes.get(n.id)?.classList.toggle('folded-away', h);
    index.edges.get(n.id)?.classList.toggle('folded-away', h);
    index.nodes.get(n.id)?.classList.toggle('folded', folded.has(n.id));
  }
}

function visible(id) {
  const g = current.index.nodes.get(id);
  return g && !g.classList.contains('folded-away');
}

// The viewer's keys: arrows move between nodes, Enter folds, + - 0 zoom.
$('viewer').addEventListener('keydown', (e) => {
  if (!current) return;
  // Enter or Space on a button or a link of the viewer (+, Fit, Edit,
  // Unfold all) presses it, and never folds the tree too.
  if ((e.key === 'Enter' || e.key === ' ') && e.target.closest?.('button, a, input, select, textarea')) return;
  if (editing && !current.big && editor.key(e)) { e.preventDefault(); return; }
  if (current.big) { bigKeys(e); return; }
  const { byId } = current;
  const id = current.selected ?? 0;
  const n = byId.get(id);
  let next = null;
  switch (e.key) {
    case 'ArrowUp': next = n.parent; break;
    case 'ArrowDown': next = n.children.find(visible) ?? null; break;
    case 'ArrowLeft':
    case 'ArrowRight': {
      if (n.parent === null) break;
      const sib = byId.get(n.parent).children.filter(visible);
      const i = sib.indexOf(id) + (e.key === 'ArrowLeft' ? -1 : 1);
      next = sib[i] ?? null;
      break;
    }
    case 'Enter': toggleFold(id); select(id); e.preventDefault(); return;
    case '+': case '=': current.view.zoom(0.8); e.preventDefault(); return;
    case '-': current.view.zoom(1.25); e.preventDefault(); return;
    case '0': current.view.fit(); e.preventDefault(); return;
    default: return;
  }
  e.preventDefault();
  if (current.selected === null) next = 0;
  if (next !== null && next !== undefined) select(next, true);
});

// bigKeys are the viewer's keys on a big tree.
function bigKeys(e) {
  const { big } = current;
  const id = big.selected() ?? 0;
  let next = null;
  switch (e.key) {
    case 'ArrowUp': next = big.parent(id); break;
    case 'ArrowDown': next = big.children(id)[0] ?? null; break;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const p = big.parent(id);
      if (p === null) break;
      const sib = big.allChildren(p);
      next = sib[sib.indexOf(id) + (e.key === 'ArrowLeft' ? -1 : 1)] ?? null;
      break;
    }
    case 'Enter': big.toggleFold(id); big.select(id); e.preventDefault(); return;
    case '+': case '=': big.zoom(0.8); e.preventDefault(); return;
    case '-': big.zoom(1.25); e.preventDefault(); return;
    case '0': big.fit(); e.preventDefault(); return;
    default: return;
  }
  e.preventDefault();
  if (big.selected() === null) next = 0;
  if (next !== null && next !== undefined) big.select(next, true);
}

$('drawing').addEventListener('click', (e) => {
  const g = e.target.closest('g.node');
  if (g && g.dataset.node !== undefined) select(Number(g.dataset.node));
});
$('drawing').addEventListener('dblclick', (e) => {
  const g = e.target.closest('g.node');
  if (g && g.dataset.node !== undefined) {
    toggleFold(Number(g.dataset.node));
    select(Number(g.dataset.node));
  }
});
const viewOf = () => current?.big || current?.view;
$('zoom-in').addEventListener('click', () => viewOf()?.zoom(0.8));
$('zoom-out').addEventListener('click', () => viewOf()?.zoom(1.25));
$('fit').addEventListener('click', () => viewOf()?.fit());
$('unfold').addEventListener('click', () => {
  if (current?.big) {
    current.big.unfoldAll();
    say(status, trf('%s nodes, all shown: Fit to see the whole tree, the minimap to move in it.', number(current.big.count)));
  }
  else if (current) { current.folded.clear(); applyFolds(); }
});

// A textbook tree has its own depth and no board: the Othello fields are
// disabled while leaves are given; each search's fields are those it
// takes (searchFields).
const syncTextbook = textbookFields(form, ['moves', 'board', 'size', 'depth', 'eval', 'boards']);
const syncFields = () => {
  syncTextbook();
  searchFields(form);
};
form.elements.algo.addEventListener('change', syncFields);
form.elements.leaves.addEventListener('input', syncFields);

form.addEventListener('submit', (e) => {
  e.preventDefault();
  const params = formParams(form);
  setURL(params, true);
  draw(params);
});
window.addEventListener('popstate', () => {
  fillForm(form, pageParams());
  syncFields();
  draw(pageParams());
});

fillForm(form, pageParams());
syncFields();
draw(pageParams());
foldOptionsOnPhone();
