// The tree page: gametree tree's annotated tree, drawn by the server's
// graphviz as the CLI draws it, to pan, zoom, fold and click.
import { $, el, api, say, searching, urlParams, setURL, formParams, fillForm, panZoom, insertSVG, nodeIndex, showNumber, foldOptionsOnPhone, textbookFields, showLegend, withLang, tr, trf } from './common.js';
import { nodePanel } from './nodes.js';

const form = $('options');
const status = $('status');
let current = null; // the drawn tree: { rep, byId, index, view, folded, selected }
let inflight = null;

// treeParams are the parameters of the page that /api/tree takes.
const names = ['game', 'moves', 'board', 'size', 'leaves', 'root', 'depth', 'algo', 'fail-hard', 'fail-soft', 'order', 'eval', 'view', 'show-depth', 'boards', 'max-nodes'];

function pageParams() {
  const all = urlParams();
  const q = new URLSearchParams();
  for (const n of names) if (all.has(n)) q.set(n, all.get(n));
  return q;
}

// A game tree this deep or deeper opens drawn to its first two plies, the
// root and its moves in view at once, with a button to draw all of it:
// big trees collapsed, expanded on demand.
const COLLAPSED_DEPTH = 5;
const collapsedPlies = 2;

async function draw(params) {
  if (inflight) inflight.abort();
  const ctl = new AbortController();
  inflight = ctl;
  const done = searching(status, ctl);
  const collapsed = !params.has('show-depth') && !params.get('leaves') && Number(params.get('depth') || 3) >= COLLAPSED_DEPTH;
  const full = params;
  if (collapsed) {
    params = new URLSearchParams(params);
    params.set('show-depth', String(collapsedPlies));
  }
  // The viewer's picture is placed by the tidy layout of trees: the look
  // of the drawings, several times faster on a big tree.
  const svgParams = new URLSearchParams(params);
  svgParams.set('format', 'svg');
  svgParams.set('layout', 'tidy');
  try {
    const [rep, svgText] = await Promise.all([
      api('tree', params, { signal: ctl.signal }),
      api('tree', svgParams, { signal: ctl.signal, text: true }),
    ]);
    show(rep, svgText, full);
    say(status, '');
    if (collapsed) {
      const all = el('button', { type: 'button', class: 'draw-all', text: tr('Draw all of it') });
      all.addEventListener('click', () => {
        const q = new URLSearchParams(full);
        q.set('show-depth', '0');
        setURL(q, true);
        fillForm(form, q);
        draw(q);
      });
      status.replaceChildren(trf('Drawn to its first %s plies of %s, to open at once.', String(collapsedPlies), full.get('depth')), ' ', all);
    }
  } catch (e) {
    if (e.name === 'AbortError') return;
    say(status, e.message, 'error');
    $('drawing').replaceChildren();
    $('summary').textContent = '';
    $('downloads').replaceChildren();
    current = null;
  } finally {
    done();
    if (inflight === ctl) inflight = null;
  }
}

function show(rep, svgText, params) {
  const svg = insertSVG($('drawing'), svgText);
  const index = nodeIndex(svg);
  const view = panZoom($('viewer'), svg, { start: index.nodes.get(0) });
  const byId = new Map(rep.nodes.map((n) => [n.id, n]));
  current = { rep, byId, index, view, folded: new Set(), selected: null };
  $('summary').replaceChildren(...rep.summary.map((line) => el('div', { text: line })));
  showLegend($('legend'), rep.legend, tr('dashed thick outline: a folded subtree'));
  const links = [['SVG', 'svg'], ['PNG', 'png'], ['PDF', 'pdf'], ['DOT', 'dot'], ['JSON', 'json'], ['Text', 'text'], ['LaTeX', 'tex']].map(([label, f]) => {
    const q = withLang(params);
    q.set('format', f);
    q.set('download', '1');
    return el('a', { href: '/api/tree?' + q, download: '', text: trf('Download %s', tr(label)) });
  });
  $('downloads').replaceChildren(...links);
}

function select(id, reveal = false) {
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
}

// toggleFold folds or unfolds the subtree under id: its descendants and
// their edges are hidden, and the node drawn dashed thick.
function toggleFold(id) {
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
$('zoom-in').addEventListener('click', () => current?.view.zoom(0.8));
$('zoom-out').addEventListener('click', () => current?.view.zoom(1.25));
$('fit').addEventListener('click', () => current?.view.fit());
$('unfold').addEventListener('click', () => { if (current) { current.folded.clear(); applyFolds(); } });

// A textbook tree has its own depth and no board: the Othello fields are
// disabled while leaves are given.
const syncFields = textbookFields(form, ['moves', 'board', 'size', 'depth', 'eval', 'boards']);

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
