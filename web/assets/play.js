// The play page: a game on the server's rules, kept in the URL as its
// transcript (size, board, moves) and its players (black, white).
import { $, el, api, say, urlParams, setURL, drawGrid, drawDiagram, tr, trf, singular, gameOf, searchNamed, familyOf } from './common.js';

const gameKeys = ['game', 'size', 'board', 'moves', 'black', 'white', 'players', 'seed'];
// sideLabel names a side of the report ("black" or "white") as the game
// does: "● Black", "X".
const sideLabel = (color) => {
  const { sides, marks } = gameOf(game.game);
  const i = color === 'black' ? 0 : 1;
  return marks[i] ? `${marks[i]} ${tr(sides[i])}` : tr(sides[i]);
};

let game = {}; // the game's parameters: size, board, moves, black, white
let rep = null; // the server's report of it
let redo = []; // batches of undone moves
let busy = null; // the AbortController of a computer's move
let paused = false; // no automatic computer moves (after undo, cancel)
let cursor = null; // the index of the keyboard's cell in the grid
let hintSquare = null;

function readGame(q) {
  game = {};
  for (const k of gameKeys) if (q.get(k)) game[k] = q.get(k);
  const k = gameOf(game.game).several;
  if (k) {
    // A game of several players seats its players in --players.
    delete game.black;
    delete game.white;
    if (!game.players) game.players = defaultSeats(k).join(',');
    return;
  }
  delete game.players;
  if (!game.black) game.black = 'human';
  if (!game.white) game.white = computerOf(game.game);
  // A hand of a game of hidden information (Kuhn poker) is dealt by its
  // seed, which the server seals: a new hand, a new seed.
  if (gameOf(game.game).hidden && !game.seed) game.seed = newSeed();
  else if (!gameOf(game.game).hidden) delete game.seed;
}

// computerOf is the computer player of a new game of name: the
// equilibrium in a game of hidden information, else ai:medium.
const computerOf = (name) => (gameOf(name).hidden ? 'ai:equilibrium' : 'ai:medium');

// newSeed draws the seed of a new hand, which deals its cards.
const newSeed = () => String(1 + (crypto.getRandomValues(new Uint32Array(1))[0] % 2147483646));

// chips are the chips a person has won over the hands of this page, and
// the hands counted (a hand's seed, counted once).
const chips = { won: 0, hands: 0, seen: new Set() };

// defaultSeats are the players of a new game of k players: a person, then
// the computer playing perfectly.
const defaultSeats = (k) => Array.from({ length: k }, (_, i) => (i === 0 ? 'human' : 'ai:perfect'));

// humanSide tells that the side of a history's colour ("black", "x", "a")
// is a person.
function humanSide(color) {
  if (rep.seats) return isHuman(rep.seats.find((s) => s.color === color)?.player);
  return isHuman(rep.players[{ x: 'black', o: 'white' }[color] || color]);
}

function gameParams(extra = {}) {
  const q = new URLSearchParams();
  for (const k of gameKeys) if (game[k]) q.set(k, game[k]);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q;
}

const isHuman = (spec) => spec === 'human';

// request asks /api/move and shows the answer; it returns false on error.
async function request(extra, signal) {
  try {
    const r = await api('move', gameParams(extra), { signal });
    apply(r);
    return true;
  } catch (e) {
    if (e.name === 'AbortError') return false;
    say($('status'), e.message, 'error');
    return false;
  }
}

// apply takes a report as the game's state.
function apply(r) {
  rep = r;
  game.moves = r.transcript;
  if (!game.moves) delete game.moves;
  setURL(gameParams());
  hintSquare = null;
  $('hint-text').textContent = '';
  render();
}

function render() {
  const p = rep.position;
  const human = !p.game_over && isHuman(rep.turn);
  if (rep.grid.style === 'none' && rep.diagram) drawDiagram($('board'), rep.diagram);
  else drawGrid($('board'), rep.grid, rep.grid.style, human, { best: hintSquare, cursor });
  renderHand();
  document.querySelector('h1').textContent = tr(gameOf(rep.game).play);
  for (const b of document.querySelectorAll('[data-copy="ggf"]')) b.classList.toggle('hidden', !rep.ggf);
  // A game scored by counting (Othello) reports each side's count.
  const counted = Number.isInteger(p.black) && !p.game;
  $('seats').classList.toggle('hidden', !rep.seats);
  $('sides').classList.toggle('hidden', !!rep.seats);
  if (rep.seats) renderSeats();
  for (const color of rep.seats ? [] : ['black', 'white']) {
    const box = $('p-' + color);
    const toMove = !p.game_over && (p.to_move === color || p.to_move === (color === 'black' ? 'x' : 'o'));
    box.classList.toggle('to-move', toMove);
    const moves = rep.legal[color];
    const list = el('div', { class: 'moves-list' });
    for (const m of moves) {
      const b = el('button', { type: 'button', text: m, title: `${tr('play')} ${m}` });
      b.disabled = !(toMove && isHuman(rep.players[color]) && !busy);
      b.addEventListener('click', () => play(m));
      list.append(b);
    }
    box.replaceChildren(
      el('div', { class: 'name', text: `${sideLabel(color)}${tr(": ")}${isHuman(rep.players[color]) ? tr('a person') : rep.players[color]}` }),
      el('div', { class: 'count', text: counted ? String(p[color]) : '' }),
      el('div', { class: 'turn', text: toMove ? tr('to move') : '' }),
      el('div', { class: 'muted', text: moves.length ? `${tr('legal moves')} (${moves.length})${tr(':')}` : toMove || counted ? tr('no legal move') : '' }),
      list,
    );
  }
  const hist = $('history');
  const mark = { black: '●', white: '○', x: 'X', o: 'O' };
  hist.replaceChildren(...rep.history.map((h) => el('li', { class: h.move === 'pass' ? 'pass' : '', text: `${mark[h.color] || h.color.toUpperCase()} ${h.move}` })));
  say($('status'), rep.status, p.game_over ? 'ok' : '');
  const search = $('search');
  search.replaceChildren();
  if (rep.last && rep.last.tree) {
    search.append(el('a', { href: rep.last.tree, text: trf('Open the search of %s for %s in the tree page', rep.last.player, rep.last.move) }));
  }
  // A hand of hidden information over has shown its cards: taking a move
  // back would replay a deal the person has seen (Next hand deals anew).
  $('undo').disabled = !rep.history.length || !!busy || (!!gameOf(rep.game).hidden && p.game_over);
  $('redo').disabled = !redo.length || !!busy;
  $('go').disabled = p.game_over || !!busy || isHuman(rep.turn);
  $('hint').disabled = p.game_over || !!busy;
  // A computer player hints with its own search; the depth is for a game
  // between people.
  $('hint-depth').disabled = !!rep.hint_by;
  // A game of hidden information hints the equilibrium: no depth.
  $('hint-depth').closest('label').hidden = !!gameOf(rep.game).hidden;
}

// renderHand shows, in a game of hidden information, what its moves
// stand for, the chips a person has won over the hands played here, and
// the next hand once this one is over.
function renderHand() {
  const g = gameOf(rep.game);
  $('moves-legend').textContent = g.moves_legend ? tr(g.moves_legend) : '';
  $('moves-legend').classList.toggle('hidden', !g.moves_legend);
  const over = !!g.hidden && rep.position.game_over;
  $('next-hand').classList.toggle('hidden', !over);
  const seat = isHuman(rep.players.black) !== isHuman(rep.players.white) ? (isHuman(rep.players.black) ? 1 : -1) : 0;
  if (over && seat && rep.payoff !== undefined && !chips.seen.has(game.seed)) {
    chips.seen.add(game.seed);
    chips.won += seat * rep.payoff;
    chips.hands++;
  }
  $('chips').classList.toggle('hidden', !chips.hands);
  const won = (chips.won > 0 ? '+' : '') + String(chips.won);
  const n = String(chips.hands);
  $('chips').textContent = !chips.hands ? '' : singular(chips.hands) ? trf('Your chips over %s hand: %s', n, won) : trf('Your chips over %s hands: %s', n, won);
}

$('next-hand').addEventListener('click', () => {
  game.seed = newSeed();
  delete game.moves;
  start(true);
});

// renderSeats draws the players of a game of several players, a box a
// seat: its name and player, whether it is to move, its legal moves.
function renderSeats() {
  $('seats').replaceChildren(...rep.seats.map((s) => {
    const list = el('div', { class: 'moves-list' });
    for (const m of s.legal) {
      const b = el('button', { type: 'button', text: m, title: `${tr('play')} ${m}` });
      b.disabled = !(s.to_move && isHuman(s.player) && !busy);
      b.addEventListener('click', () => play(m));
      list.append(b);
    }
    return el('section', { class: 'player' + (s.to_move ? ' to-move' : ''), id: 'p-' + s.color, 'aria-label': s.name },
      el('div', { class: 'name', text: `${s.name}${tr(': ')}${isHuman(s.player) ? tr('a person') : s.player}` }),
      el('div', { class: 'turn', text: s.to_move ? tr('to move') : '' }),
      el('div', { class: 'muted', text: s.legal.length ? `${tr('legal moves')} (${s.legal.length})${tr(':')}` : '' }),
      list);
  }));
}

// play plays a person's move, then lets the computer answer.
async function play(square) {
  if (!rep || busy) return;
  if (await request({ play: square })) {
    redo = [];
    paused = false;
    render();
    computer();
  }
}

// computer has the programs play while it is their turn.
async function computer() {
  while (rep && !rep.position.game_over && !isHuman(rep.turn) && !paused && !busy) {
    const ctl = new AbortController();
    busy = ctl;
    $('thinking-text').textContent = trf('%s is thinking…', rep.turn);
    $('thinking').classList.remove('hidden');
    render();
    const started = Date.now();
    const ok = await request({ advance: 'true' }, ctl.signal);
    busy = null;
    $('thinking').classList.add('hidden');
    render();
    if (!ok) return;
    // Two programs: leave each move on the board a moment.
    if (!rep.position.game_over && !isHuman(rep.turn)) {
      await new Promise((r) => setTimeout(r, Math.max(0, 400 - (Date.now() - started))));
    }
  }
}

$('cancel').addEventListener('click', () => {
  if (busy) {
    busy.abort();
    busy = null;
    paused = true;
    $('thinking').classList.add('hidden');
    say($('status'), tr('Cancelled the computer’s move. Press “Computer, move” to ask again.'));
    render();
  }
});
$('go').addEventListener('click', () => { paused = false; computer(); });

// undo takes moves back to a person's last move (one move when no person
// plays); redo plays them again.
function movesOf() {
  return rep.history.map((h) => h.move);
}
async function undo() {
  if (!rep || busy || !rep.history.length) return;
  const hist = rep.history.slice();
  const anyHuman = rep.seats ? rep.seats.some((s) => isHuman(s.player)) : isHuman(rep.players.black) || isHuman(rep.players.white);
  const taken = [];
  while (hist.length) {
    const h = hist.pop();
    taken.unshift(h.move);
    if (h.move !== 'pass' && (!anyHuman || humanSide(h.color))) break;
  }
  const moves = hist.map((h) => h.move).join(' ');
  const saved = game.moves;
  game.moves = moves;
  if (!moves) delete game.moves;
  paused = true;
  redo.push(taken);
  if (!(await request({}))) {
    redo.pop();
    game.moves = saved;
    render();
  }
}
async function redoMove() {
  if (!rep || busy || !redo.length) return;
  const batch = redo.pop();
  const saved = game.moves;
  game.moves = movesOf().concat(batch).join(' ');
  paused = true;
  if (!(await request({}))) {
    game.moves = saved;
    redo.push(batch);
    render();
  }
}
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redoMove);

$('hint').addEventListener('click', async () => {
  if (!rep || rep.position.game_over) return;
  const q = new URLSearchParams();
  for (const k of gameKeys) if (game[k]) q.set(k, game[k]);
  q.set('depth', $('hint-depth').value);
  say($('hint-text'), tr('Searching for a hint…'));
  try {
    const h = await api('hint', q);
    hintSquare = h.move;
    if (h.exact) hintSquare = h.exact.best_moves[0];
    say($('hint-text'), h.text, 'ok');
    if (!h.exact && h.tree) $('hint-text').append(' ', el('a', { href: h.tree, text: tr('See its tree') }));
    render();
  } catch (e) {
    say($('hint-text'), e.message, 'error');
  }
});

// The board: a click plays; arrow keys move the cursor over the grid's
// cells, Enter plays the move of the cell under it.
$('board').addEventListener('click', (e) => {
  const sq = e.target.closest('[data-square]');
  if (!sq || !rep || !sq.dataset.square) return;
  play(sq.dataset.square);
});
$('board').addEventListener('keydown', (e) => {
  if (!rep) return;
  const { cols, rows, moves } = rep.grid;
  if (!cols || !rows) return;
  let c, r;
  if (cursor === null || cursor >= cols * rows) {
    // Start on the first cell that plays, else in the middle.
    const i = moves.findIndex((m) => m);
    [c, r] = i >= 0 ? [i % cols, Math.floor(i / cols)] : [Math.floor(cols / 2), Math.floor(rows / 2)];
  } else {
    [c, r] = [cursor % cols, Math.floor(cursor / cols)];
  }
  switch (e.key) {
    case 'ArrowLeft': c = Math.max(0, c - 1); break;
    case 'ArrowRight': c = Math.min(cols - 1, c + 1); break;
    case 'ArrowUp': r = Math.max(0, r - 1); break;
    case 'ArrowDown': r = Math.min(rows - 1, r + 1); break;
    case 'Enter': case ' ':
      if (cursor !== null && moves[cursor]) play(moves[cursor]);
      e.preventDefault();
      return;
    default: return;
  }
  e.preventDefault();
  cursor = r * cols + c;
  render();
});

// Copy as transcript, board string or GGF.
for (const b of document.querySelectorAll('[data-copy]')) {
  b.addEventListener('click', async () => {
    if (!rep) return;
    const text = { transcript: rep.transcript, board: rep.position.board, ggf: rep.ggf }[b.dataset.copy];
    const box = $('copy-box');
    box.value = text;
    box.classList.remove('hidden');
    box.select();
    try {
      await navigator.clipboard.writeText(text);
      say($('hint-text'), trf('Copied the %s to the clipboard.', b.textContent), 'ok');
    } catch (e) {
      say($('hint-text'), trf('Here is the %s: select it and copy it.', b.textContent));
    }
  });
}

// toDepth tells that the player kind k is a search to a depth, as its
// family writes its players (minimax, alpha-beta, expectimax, max^n): its
// spec takes a depth.
const toDepth = (k) => {
  const d = searchNamed(k);
  return !!d && familyOf(d).player === 'depth' && d.faces.includes('play');
};

// monteCarlo tells that the player kind k is a search written as a level
// (ai:mcts), as its family writes its players: its spec takes iterations.
const monteCarlo = (k) => k.startsWith('ai:') && familyOf(searchNamed(k.slice(3))).player === 'level';

// New game: size and each side's player.
function specInputs(box, spec) {
  const color = box.dataset.color;
  const [kind0, depth0, eval0] = spec.split(':');
  // ai:LEVEL, and ai:mcts:N with its iterations apart.
  const kind = kind0 === 'ai' ? spec.split(':').slice(0, 2).join(':') : kind0;
  const { players: kinds, evals } = gameOf(box.game);
  const small = !evals.length;
  // The side as the game chosen names it: "Black", "X", "A".
  const side = gameOf(box.game).several ? color.toUpperCase() : tr(gameOf(box.game).sides[color === 'black' ? 0 : 1]);
  const sel = el('select', { name: color, 'aria-label': trf('the player of %s', side) });
  for (const k of kinds) sel.append(el('option', { value: k, text: k, selected: k === kind }));
  const depth = el('input', { type: 'number', min: '1', max: '20', value: toDepth(kind0) ? depth0 || '3' : '3', 'aria-label': trf('the search depth of %s', side) });
  const ev = el('select', { 'aria-label': trf('the evaluation of %s', side) });
  for (const e of evals) ev.append(el('option', { value: e, text: e, selected: e === (eval0 || evals[0]) }));
  const iters = el('input', { type: 'number', min: '1', max: '1000000', value: monteCarlo(kind) && eval0 ? eval0 : '1000', 'aria-label': trf('the iterations of %s', side) });
  const itersLabel = el('label', { text: tr('iterations') + ' ' }, iters);
  const sync = () => {
    const search = toDepth(sel.value);
    depth.disabled = !search;
    ev.disabled = !search;
    iters.disabled = !monteCarlo(sel.value);
    itersLabel.hidden = iters.disabled;
  };
  sel.addEventListener('change', sync);
  sync();
  const mcts = () => (monteCarlo(sel.value) ? `${sel.value}:${iters.value}` : sel.value);
  if (small) {
    box.replaceChildren(sel, el('label', { text: tr('depth') + ' ' }, depth), itersLabel);
    box.spec = () => (toDepth(sel.value) ? `${sel.value}:${depth.value}` : mcts());
    return;
  }
  box.replaceChildren(sel, el('label', { text: tr('depth') + ' ' }, depth), el('label', { text: tr('eval') + ' ' }, ev), itersLabel);
  box.spec = () => (toDepth(sel.value) ? `${sel.value}:${depth.value}:${ev.value}` : mcts());
}

// setSpecs draws the players' inputs for the game chosen: Black's and
// White's, or a seat's each in a game of several players.
function setSpecs(gameName) {
  const k = gameOf(gameName).several;
  const f = $('new-form');
  f.querySelector('.sides').classList.toggle('hidden', !!k);
  f.querySelector('.seats').classList.toggle('hidden', !k);
  const seats = (game.players || '').split(',');
  const want = k ? defaultSeats(k).map((d, i) => (seats.length === k && gameOf(game.game).name === gameName ? seats[i] : d)) : [];
  $('seat-specs').replaceChildren(...want.map((_, i) => {
    const box = el('div', { class: 'row', 'data-color': String.fromCharCode(97 + i) });
    box.classList.add('player-spec');
    return box;
  }));
  for (const box of f.querySelectorAll(k ? '.seats .player-spec' : '.sides .player-spec')) {
    box.game = gameName;
    let spec = k ? want[box.dataset.color.charCodeAt(0) - 97] : game[box.dataset.color] || 'human';
    const { players: kinds, evals } = gameOf(gameName);
    const small = !evals.length;
    const two = spec.split(':').slice(0, 2).join(':');
    if (!kinds.includes(spec) && !kinds.includes(spec.split(':')[0]) && !kinds.includes(two)) spec = box.dataset.color === 'black' || box.dataset.color === 'a' ? 'human' : k ? 'ai:perfect' : computerOf(gameName);
    if (small && spec.split(':').length > 2 && !spec.startsWith('ai:')) spec = two;
    specInputs(box, spec);
  }
  // The game's sizes, or its board where the board is its size (Nim's
  // heaps), as the server sent them.
  const g = gameOf(gameName);
  const size = f.elements.size;
  f.querySelector('.game-size').classList.toggle('hidden', !g.sizes.length);
  if (g.sizes.length && size.dataset.game !== g.name) {
    size.replaceChildren(...g.sizes.map((v) => new Option(v, v, v === g.default_size, v === g.default_size)));
    size.dataset.game = g.name;
  }
  f.querySelector('.game-board').classList.toggle('hidden', !g.board_size);
  if (g.board_size && !f.elements.heaps.value) f.elements.heaps.value = g.default_board;
}

$('new-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const f = e.target;
  const name = f.elements.game.value;
  const g = gameOf(name);
  const boxes = f.querySelectorAll(g.several ? '.seats .player-spec' : '.sides .player-spec');
  game = g.several ? { players: [...boxes].map((b) => b.spec()).join(',') } : { black: boxes[0].spec(), white: boxes[1].spec() };
  if (name !== gameOf('').name) game.game = name;
  if (g.sizes.length && f.elements.size.value !== g.default_size) game.size = f.elements.size.value;
  if (g.board_size) game.board = f.elements.heaps.value.trim() || g.default_board;
  if (g.hidden) game.seed = newSeed();
  start(true);
});

$('load-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const text = e.target.elements.text.value.trim();
  if (!text) return;
  // The current game's board string (squares of X, O and -, or the
  // heaps of a game whose board is its size), which brings its own size;
  // else its moves, on the size of the new-game form when it shows this
  // game, else the current one.
  const next = gameOf(game.game).several ? { players: game.players } : { black: game.black, white: game.white };
  const g = gameOf(game.game);
  const f = $('new-form');
  if (game.game) next.game = game.game;
  const squares = /^[XO\-\s/]+$/i.test(text) && text.replace(/[\s/]+[XO]?$/i, '').replace(/[\s/]/g, '').length >= 4;
  if (squares && !g.board_size) next.board = text;
  else if (g.board_size && /^[\d\s]+([XO])?$/i.test(text)) next.board = text;
  else {
    next.moves = text;
    if (g.board_size) next.board = game.board;
    const size = f.elements.game.value === g.name ? f.elements.size.value : game.size;
    if (g.sizes.length && size && size !== g.default_size) next.size = size;
  }
  const saved = game;
  game = next;
  start(true).then((ok) => { if (!ok) game = saved; });
});

// loadHelp says what the load form reads, in the current game's notation.
function loadHelp() {
  const g = gameOf(game.game);
  $('load-help').textContent = g.sizes.length
    ? trf('A transcript from the start (%s…, on the size chosen under New game) or a board string (%s).', g.moves_hint, tr(g.board_hint))
    : trf('A transcript from the start (%s…) or a board string (%s).', g.moves_hint, tr(g.board_hint));
}

async function start(push) {
  loadHelp();
  redo = [];
  paused = false;
  if (busy) busy.abort();
  busy = null;
  const ok = await request({});
  if (ok) {
    if (push) history.pushState(null, '', location.pathname + '?' + gameParams());
    const f = $('new-form');
    const g = gameOf(game.game);
    f.elements.game.value = g.name;
    setSpecs(g.name);
    if (g.sizes.length) {
      const want = game.size || (rep.position.size ? String(rep.position.size) : g.default_size);
      if (![...f.elements.size.options].some((o) => o.value === want)) f.elements.size.append(new Option(want, want));
      f.elements.size.value = want;
    }
    if (g.board_size) f.elements.heaps.value = (game.board || g.default_board).replace(/\s+[XO]$/i, '');
    computer();
  }
  return ok;
}

window.addEventListener('popstate', () => {
  readGame(urlParams());
  start(false);
});

$('new-form').elements.game.addEventListener('change', (e) => setSpecs(e.target.value));

readGame(urlParams());
setSpecs(gameOf(game.game).name);
start(false);
