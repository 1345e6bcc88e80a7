// The compare page: gametree compare's table and plot, with the progress
// streamed from the server as it works and a cancel that stops it there.
import { $, el, say, urlParams, setURL, formParams, fillForm, insertSVG, ApiError, foldOptionsOnPhone, textbookFields, withLang, tr, trf, number, decimal, searchOf, takesChance } from './common.js';

const form = $('options');
const names = ['game', 'moves', 'board', 'size', 'leaves', 'root', 'depth', 'eval', 'mcts', 'puct', 'quiescence', 'forward', 'beam', 'confidence'];
let running = null;

function pageParams() {
  const all = urlParams();
  const q = new URLSearchParams();
  for (const n of names) if (all.has(n)) q.set(n, all.get(n));
  return q;
}

// stream runs /api/compare?stream=true, calling onLine for each NDJSON line.
async function stream(q, signal, onLine) {
  const sq = withLang(q);
  sq.set('stream', 'true');
  const res = await fetch('/api/compare?' + sq, { signal });
  if (!res.ok) {
    let msg = `${res.status} ${res.statusText}`;
    try { msg = (await res.json()).error || msg; } catch (e) { /* keep the status */ }
    throw new ApiError(msg, res.status);
  }
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i).trim();
      buf = buf.slice(i + 1);
      if (line) onLine(JSON.parse(line));
    }
  }
}

// headings keep the page's own title and introduction, for a report of
// minimax's family.
const headings = { title: document.querySelector('h1')?.textContent, intro: document.querySelector('main > p.muted')?.textContent };

// heading names, above the table, the searches rep compares and what a
// row says: CFR and CFR+ on a game of hidden information, the searches of
// several players, of chance nodes, or minimax's family (the page's own);
// while a comparison runs (no rep), searches at large, with no row to
// explain yet.
function heading(rep) {
  if (!rep) {
    document.querySelector('h1').textContent = tr('Compare searches');
    document.querySelector('main > p.muted').textContent = '';
    return;
  }
  const titles = [...new Set((rep.rows || []).map((r) => searchOf(r.algorithm).title))];
  const and = (xs) => (xs.length < 2 ? xs.join('') : trf('%s and %s', xs.slice(0, -1).join(', '), xs[xs.length - 1]));
  let title = headings.title, intro = headings.intro;
  if (rep.puct) {
    [title, intro] = [tr('Compare PUCT and UCT'), tr('Each row: a count of simulations, and on how many positions UCT (random playouts) and PUCT (gametree\'s network) each play a move the exact solver calls best. As gametree compare --puct does.')];
  } else if (rep.equilibria) {
    [title, intro] = [tr('Compare CFR and CFR+'), tr('Each row: a count of iterations of CFR and CFR+, the exploitability of each one\'s average strategy and the value it gives the first player; clairvoyance below, which no iteration approaches. As gametree compare does.')];
  } else if (rep.players) {
    [title, intro] = [trf('Compare %s', and(titles)), tr('At each depth, one row for each search of a game of several players: max^n, max^n with shallow pruning (the same values, fewer nodes) and paranoid search (the root\'s player against all the others). Each row counts the nodes the search visits, the leaves it evaluates and its cutoffs, and the positions where its move is not max^n\'s, as gametree compare does.')];
  } else if ((rep.rows || []).some((r) => takesChance(r.algorithm))) {
    [title, intro] = [trf('Compare %s', and(titles)), tr('At each depth, one row for each search of chance nodes: expectimax, then Star1 and Star2, which cut off at chance nodes from the bounds of the values. Each row counts the nodes the search visits, the leaves it evaluates and its cutoffs, and gives its nodes as a share of expectimax\'s, as gametree compare does.')];
  }
  document.querySelector('h1').textContent = title;
  const p = document.querySelector('main > p.muted');
  if (p) p.textContent = intro;
}

const num = (v) => (Number.isInteger(v) ? number(v) : number(v, 1));

function table(rep) {
  if (rep.equilibria) return equilibriaTable(rep);
  if (rep.puct) return puctTable(rep);
  const head = ['depth', 'algorithm', 'ordering', 'nodes', 'leaves', 'cutoffs', 'value', 'best move', 'seconds', rep.players ? 'vs max^n' : 'vs minimax'];
  if (rep.players) head.push('unlike max^n'); // a game of several players: the positions where the move is not max^n's
  const left = new Set(['algorithm', 'ordering', 'best move']);
  const t = el('table', { class: 'data' });
  t.append(el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col', class: left.has(h) ? 'l' : '', text: tr(h) })))));
  const body = el('tbody');
  for (const r of rep.rows) {
    const cells = [r.depth, r.algorithm, r.ordering, num(r.nodes), num(r.leaves), num(r.cutoffs), r.value_text ? decimal(r.value_text) : number(r.value), r.best_move || '–', number(r.seconds, 3), r.vs_minimax ? number(r.vs_minimax, 1) + '%' : ''];
    if (rep.players) cells.push(`${r.unlike_maxn || 0}/${rep.positions || 1}`);
    body.append(el('tr', {}, ...cells.map((c, i) => el('td', { class: left.has(head[i]) ? 'l' : '', text: String(c) }))));
  }
  t.append(body);
  // What the values are (explore.CompareReport.Scale): MCTS's beside
  // them are on a scale of their own.
  const parts = [el('p', { class: 'muted position', text: rep.position }), t, el('p', { class: 'muted scale', text: rep.scale })];
  if (rep.minimal && rep.minimal.length) {
    const m = el('table', { class: 'data' });
    m.append(el('caption', { class: 'muted', text: tr('Leaves of the minimal tree (Knuth and Moore), from the mean branching factor, beside those alpha-beta with the perfect ordering evaluated') }));
    m.append(el('thead', {}, el('tr', {}, ...['depth', 'branching', 'minimal leaves', 'perfect ordering', 'perfect / minimal'].map((h) => el('th', { scope: 'col', text: tr(h) })))));
    m.append(el('tbody', {}, ...rep.minimal.map((r) => el('tr', {}, el('td', { text: String(r.depth) }), el('td', { text: number(r.branching, 2) }), el('td', { text: num(r.leaves) }),
      el('td', { text: num(r.perfect_leaves) }), el('td', { text: r.leaves > 0 ? number(r.perfect_per_minimal, 2) : '–' })))));
    parts.push(m);
  }
  if (rep.mcts) parts.push(...mctsTable(rep.mcts));
  if (rep.forward) parts.push(forwardTable(rep.forward));
  if (rep.horizon) parts.push(...horizonTable(rep.horizon));
  return parts;
}

// equilibriaTable is, on a game of hidden information, CFR and CFR+ by
// their iterations: each one's exploitability and value, then averaging
// over clairvoyance, which no iteration approaches.
function equilibriaTable(rep) {
  const c = rep.equilibria;
  const t = el('table', { class: 'data' });
  const head = ['iterations', 'CFR exploitability', 'CFR value', 'CFR+ exploitability', 'CFR+ value'];
  t.append(el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col', text: tr(h) })))));
  // As the command line writes it (Go's %.2e): 4.58e-01, 4,58e-01 in French.
  const e = (v) => {
    const [m, x] = v.toExponential(2).split('e');
    return decimal(`${m}e${Number(x) < 0 ? '-' : '+'}${String(Math.abs(Number(x))).padStart(2, '0')}`);
  };
  t.append(el('tbody', {}, ...c.rows.map((r) => el('tr', {}, el('td', { text: num(r.iterations) }), el('td', { text: e(r.cfr_exploitability) }), el('td', { text: number(r.cfr_value, 5) }),
    el('td', { text: e(r.cfr_plus_exploitability) }), el('td', { text: number(r.cfr_plus_value, 5) })))));
  return [el('p', { class: 'muted position', text: rep.position }), t, el('p', { class: 'muted scale', text: rep.scale }), el('p', { class: 'scale', text: c.clairvoyance_text })];
}

// puctTable is PUCT against UCT (compare --puct): at each count of
// simulations, the positions where each plays a move the exact solver
// calls best.
function puctTable(rep) {
  const c = rep.puct;
  const t = el('table', { class: 'data puct' });
  const share = (k) => `${num(k)} (${number(Math.floor(1000 * k / c.positions) / 10, 1)}%)`;
  t.append(el('caption', { class: 'muted', text: trf('On %s positions, each solved exactly.', num(c.positions)) }));
  t.append(el('thead', {}, el('tr', {}, ...[tr('simulations'), 'UCT', 'PUCT'].map((h) => el('th', { scope: 'col', text: h })))));
  t.append(el('tbody', {}, ...c.rows.map((r) => el('tr', {}, el('td', { text: num(r.simulations) }), el('td', { text: share(r.uct_best) }), el('td', { text: share(r.puct_best) })))));
  return [el('p', { class: 'muted position', text: rep.position }), t];
}

// mctsTable is Monte Carlo tree search beside alpha-beta: at each count of
// iterations, its move, value for MAX, agreement with minimax and nodes.
function mctsTable(c) {
  const where = c.depth ? trf('at depth %s', String(c.depth)) : tr('in the whole tree');
  const caption = trf('Monte Carlo tree search (UCT, C = 1.414, seed 1) beside alpha-beta: minimax plays %s %s; alpha-beta (natural order) visited %s nodes.', c.best_moves.join(', '), where, num(c.alphabeta_nodes));
  const m = el('table', { class: 'data mcts' });
  m.append(el('caption', { class: 'muted', text: caption }));
  const head = [tr('iterations'), tr('move'), tr('value for MAX'), tr('agrees'), tr('nodes made'), tr('vs alpha-beta')];
  m.append(el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { scope: 'col', text: h })))));
  m.append(el('tbody', {}, ...c.rows.map((r) => el('tr', {}, el('td', { text: num(r.iterations) }), el('td', { class: 'l', text: r.move }), el('td', { text: number(r.value, 3) }),
    el('td', { class: 'l', text: r.agrees ? tr('yes') : tr('no') }), el('td', { text: num(r.nodes) }), el('td', { text: c.alphabeta_nodes > 0 ? number(100 * r.nodes / c.alphabeta_nodes, 1) + '%' : '–' })))));
  return [m, el('p', { class: 'muted scale', text: c.scale })];
}

// forwardTable is beam search and ProbCut beside alpha-beta (compare
// --forward): at each depth, each one's nodes, share of alpha-beta's, and
// the positions where its move is worth alpha-beta's.
function forwardTable(c) {
  const m = el('table', { class: 'data forward' });
  m.append(el('caption', { class: 'muted', text: trf('Forward pruning beside alpha-beta (every search in the evaluation\'s order): beam search keeps %d moves a node; ProbCut cuts at confidence %s with the fit of %s. A move agrees when it is worth alpha-beta\'s value at that depth.', c.beam, number(c.confidence), c.fit) }));
  const head = [tr('depth'), tr('search'), tr('nodes'), tr('vs alpha-beta'), tr('move agrees'), tr('value error')];
  m.append(el('thead', {}, el('tr', {}, ...head.map((h, i) => el('th', { scope: 'col', class: i === 1 ? 'l' : '', text: h })))));
  const title = { alphabeta: 'alpha-beta', beam: 'beam search', probcut: 'ProbCut' };
  m.append(el('tbody', {}, ...c.rows.map((r) => el('tr', {}, el('td', { text: String(r.depth) }), el('td', { class: 'l', text: tr(title[r.search] || r.search) }), el('td', { text: num(r.nodes) }),
    el('td', { text: number(r.vs_alphabeta, 1) + '%' }), el('td', { text: `${r.agrees}/${r.positions}` }), el('td', { text: number(r.value_error, 2) })))));
  return m;
}

// horizonTable is the horizon effect side by side (compare --quiescence):
// at each depth D, the search to D, with quiescence, and to D+2.
function horizonTable(c) {
  const m = el('table', { class: 'data horizon' });
  m.append(el('caption', { class: 'muted', text: trf('The horizon: each depth D searched to D, with a quiescence search %d plies past it, and to D+2, by minimax.', c.quiescence) }));
  m.append(el('thead', {}, el('tr', {}, ...['depth', 'search', 'move', 'value', 'nodes'].map((h) => el('th', { scope: 'col', class: h === 'search' || h === 'move' ? 'l' : '', text: tr(h) })))));
  const body = el('tbody');
  const notes = [];
  for (const r of c.rows) {
    const d = String(r.depth);
    [[trf('depth %s', d), r.fixed], [trf('depth %s, quiescence %s', d, String(c.quiescence)), r.quiescent], [trf('depth %s', String(r.depth + 2)), r.deeper]].forEach(([name, s], i) => {
      body.append(el('tr', {}, el('td', { text: i === 0 ? d : '' }), el('td', { class: 'l', text: name }), el('td', { class: 'l', text: s.move }), el('td', { text: number(s.value) }), el('td', { text: num(s.nodes) })));
    });
    if (r.fixed.move !== r.deeper.move) {
      let text = trf('At depth %d: two plies deeper, %s is worth %s and %s %s.', r.depth, r.fixed.move, number(r.fixed_move_deeper_value), r.deeper.move, number(r.deeper.value));
      if (r.fooled) text += ' ' + trf('The fixed depth was fooled by its horizon; the quiescence search plays %s.', r.quiescent.move);
      notes.push(el('p', { class: 'scale', text }));
    }
  }
  m.append(body);
  return [m, ...notes];
}

async function run(q) {
  if (running) running.abort();
  const ctl = new AbortController();
  running = ctl;
  $('cancel').disabled = false;
  $('run').disabled = true;
  say($('status'), tr('Searching…'));
  heading(null);
  $('progress').textContent = '';
  $('table').replaceChildren();
  $('plot').replaceChildren();
  $('downloads').replaceChildren();
  try {
    await stream(q, ctl.signal, (line) => {
      if (line.progress) $('progress').textContent = line.progress;
      if (line.error) throw new ApiError(line.error, 0);
      if (line.report) {
        heading(line.report);
        $('table').replaceChildren(...table(line.report));
        insertSVG($('plot'), line.plot);
        if (line.mcts_plot) $('plot').append(insertSVG(el('div'), line.mcts_plot));
        say($('status'), trf('Done: %s rows.', (line.report.equilibria || line.report.puct || line.report).rows.length), 'ok');
        $('progress').textContent = '';
        const links = [['JSON', 'json'], ['CSV', 'csv'], ['Markdown', 'md'], ['Text', 'text'], ['Plot (SVG)', 'svg']].map(([label, f]) => {
          const dq = withLang(q);
          dq.set('format', f);
          dq.set('download', '1');
          return el('a', { href: '/api/compare?' + dq, download: '', text: trf('Download %s', tr(label)) });
        });
        $('downloads').replaceChildren(...links);
      }
    });
  } catch (e) {
    if (e.name === 'AbortError') say($('status'), tr('Cancelled: the server stopped the comparison.'));
    else say($('status'), e.message, 'error');
    $('progress').textContent = '';
  } finally {
    if (running === ctl) {
      running = null;
      $('cancel').disabled = true;
      $('run').disabled = false;
    }
  }
}

$('cancel').addEventListener('click', () => running?.abort());
const syncFields = textbookFields(form, ['moves', 'board', 'size', 'depth', 'eval']);
form.addEventListener('submit', (e) => {
  e.preventDefault();
  const q = formParams(form);
  setURL(q, true);
  run(q);
});
window.addEventListener('popstate', () => {
  fillForm(form, pageParams());
  syncFields();
  run(pageParams());
});

fillForm(form, pageParams());
syncFields();
run(pageParams());
foldOptionsOnPhone();
