// The side panel of a tree node: what the search found there, in the words
// of docs/trees.md.
import { el, api, showNumber, withUnit, drawGrid, gameOf, svgEl, tr, trf, searchOf, windowText } from './common.js';

const boundWords = { exact: 'exact', lower: 'at least', upper: 'at most' };
// colon writes a label's colon as the page's language does.
const colon = () => tr(': ');

// valueText writes a value with its bound: "3", "≥ 5", "≤ 2".
export function valueText(n) {
  if (n.value === null || n.value === undefined) return '–';
  const sign = n.bound === 'lower' ? '≥ ' : n.bound === 'upper' ? '≤ ' : '';
  return sign + showNumber(n.value);
}

// movePath returns the moves from the root to n ("f5 d6 c3"), or the
// labels for a textbook tree.
export function movePath(byId, n) {
  const parts = [];
  for (let m = n; m && m.parent !== null; m = byId.get(m.parent)) parts.unshift(m.move ?? m.label);
  return parts.length ? parts.join(' ') : tr('(the root)');
}

// nodePanel fills panel with node id of the tree report rep: its board,
// path, player, value and bound, windows, visit number, and why it was
// cut or pruned (the sentences the report carries, written in Go).
export function nodePanel(panel, rep, byId, id, extra = {}) {
  const n = byId.get(id);
  if (rep.mcts) {
    mctsPanel(panel, rep, byId, n, extra);
    return;
  }
  const ab = searchOf(rep.algorithm).prunes;
  const rows = [
    [tr('node'), `${n.label} (id ${n.id})`],
    [tr('moves from the root'), movePath(byId, n)],
    ...(n.mover || rep.players ? (n.mover ? [[tr('player'), n.mover === rep.nodes.find((m) => m.parent === null)?.mover ? trf('%s, the root\'s player', n.mover) : n.mover]] : [])
      : [[tr('player'), n.chance ? tr('chance ○ (its children weighed by their probabilities)') : n.player === 'max' ? tr('MAX ▲ (maximises)') : tr('MIN ▼ (minimises)')]]),
    ...(n.probability ? [[tr('probability'), n.probability]] : []),
    [tr('value'), n.value === null ? (n.pruned ? tr('none: pruned') : tr('none: not searched')) : `${n.value_text ? (n.bound === 'lower' ? '≥ ' : n.bound === 'upper' ? '≤ ' : '') + n.value_text : withUnit(valueText(n), rep)} (${tr(boundWords[n.bound] || n.bound)}${rep.view_of ? ', ' + rep.view_of : ''})`],
  ];
  if (ab && n.alpha_in !== null) rows.push([tr('window in'), windowText(showNumber(n.alpha_in), showNumber(n.beta_in))]);
  if (ab && n.alpha_out !== null && !n.leaf) rows.push([tr('window out'), windowText(showNumber(n.alpha_out), showNumber(n.beta_out))]);
  if (n.order !== null) rows.push([tr('visited'), `#${n.order}`]);
  if (n.leaf) {
    if (n.terminal) rows.push([tr('leaf'), tr('the game is over here: the value is the final disc margin')]);
    else if (rep.players && Array.isArray(n.value)) rows.push([tr('utilities'), showNumber(n.value)]);
    else if (n.leaf_value !== null && !rep.players) rows.push([tr('leaf value'), showNumber(n.leaf_value)]);
    if (n.eval !== null && !n.terminal) rows.push([tr('evaluation'), `${withUnit(showNumber(n.eval), rep)}${rep.eval ? trf(' (the %s evaluation, %s)', rep.eval, rep.view_of) : ''}`]);
  } else {
    rows.push([tr('children'), String(n.children.length)]);
  }
  if (n.pv) rows.push([tr('PV'), tr('on the principal variation')]);
  const [parts, dl] = panelParts(rep, n, rows);
  if (n.chance_bounds) {
    parts.push(el('p', { class: 'muted', text: tr('Its value, child by child (the rest at the bounds of the leaves):') }),
      el('ul', { class: 'terms' }, ...n.chance_bounds.map((b) => el('li', { text: b }))));
  }
  if (n.cut_reason) parts.push(el('p', { class: 'why', text: tr('Cutoff') + colon() + n.cut_reason }));
  if (n.pruned_reason) parts.push(el('p', { class: 'why', text: n.pruned_reason }));
  if (n.probe_reason) parts.push(el('p', { class: 'why', text: n.probe_reason }));
  if (extra.fold) parts.push(extra.fold);
  panel.replaceChildren(...parts);
  // A leaf's evaluation, term by term, for MAX (the side to move at the
  // root), as the search scored it.
  if (n.leaf && !n.terminal && n.board && gameOf(rep.position.game).terms && rep.eval && n.eval !== null) {
    const q = { board: n.board, eval: rep.eval, for: rep.position.to_move };
    api('eval', q).then((e) => {
      if (!panel.contains(dl)) return;
      const list = el('ul', { class: 'terms' }, ...e.terms.map((t) => el('li', { text: `${t.name} ${t.value >= 0 ? '+' : ''}${t.value}: ${t.detail}` })));
      dl.after(el('p', { class: 'muted', text: trf('The %s evaluation for %s (MAX), %s, is the sum of:', e.eval, e.for, e.value) }), list);
    }).catch(() => {});
  }
}

// mctsPanel fills panel with node n of a tree searched by Monte Carlo
// tree search: its board, path and player, its visits, its wins for the
// player who moved into it, its value for MAX, what the solver proved and
// the iteration that added it.
function mctsPanel(panel, rep, byId, n, extra) {
  const mover = n.player === 'max' ? tr('MIN ▼ (minimises)') : tr('MAX ▲ (maximises)');
  const rows = [
    [tr('node'), `${n.label} (id ${n.id})`],
    [tr('moves from the root'), movePath(byId, n)],
    [tr('player'), n.player === 'max' ? tr('MAX ▲ (maximises)') : tr('MIN ▼ (minimises)')],
    [tr('visits'), String(n.visits)],
    [tr('wins'), trf('%s of %s, for %s, who moved into it', showNumber(Math.round(n.wins * 100) / 100), String(n.visits), mover)],
    [tr('value for MAX'), n.value === null ? '–' : showNumber(Math.round(n.value * 1000) / 1000)],
  ];
  if (n.proven_text) rows.push([tr('solver'), n.proven_text]);
  // PUCT's: the network's prior of the move, and its value of the node.
  if (n.prior !== undefined) rows.push([tr('prior P'), showNumber(Math.round(n.prior * 1000) / 1000)]);
  if (n.net !== undefined) rows.push([tr('the network\'s value for MAX'), showNumber(Math.round(n.net * 1000) / 1000)]);
  if (n.order !== null && n.parent !== null) rows.push([tr('added'), trf('by iteration %s', String(n.order))]);
  if (!n.leaf) rows.push([tr('children'), String(n.children.length)]);
  if (n.pv) rows.push([tr('PV'), tr('the most visited path')]);
  const [parts] = panelParts(rep, n, rows);
  if (extra.fold) parts.push(extra.fold);
  panel.replaceChildren(...parts);
}

// panelParts are the head of a node's panel: its name, its board in its
// game's look (tic-tac-toe's marks, Connect Four's discs, Nim's sticks,
// Othello's discs) and the list of rows; it returns them and the list.
function panelParts(rep, n, rows) {
  const dl = el('dl');
  for (const [k, v] of rows) dl.append(el('dt', { text: k }), el('dd', { text: v }));
  const parts = [el('h2', { text: `${tr('Node')} ${n.label}` })];
  if (n.grid) {
    const svg = svgEl('svg', { role: 'img' });
    drawGrid(svg, n.grid, rep.position.board_style, false);
    parts.push(svg);
  }
  parts.push(dl);
  return [parts, dl];
}
