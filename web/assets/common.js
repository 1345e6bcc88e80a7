// Shared code of the pages of gametree serve: the API client, the page's
// state in its URL, the board drawing, and pan and zoom of a drawn tree.

// lang is the page's language, as the server wrote it ("en", "fr", or
// the pseudo-language of the tests, "qps-ploc"): the API is asked in it,
// and the page's own words are written in it (tr).
export const lang = document.documentElement.lang || 'en';

// offline is the data of a one-file page (gametree tree --format html):
// the page's parameters, the answers of the API it asks as it loads
// (gzip'd JSON in base64), and a quiz's scrambled key; null on a page the
// server sends. Such a page asks no server: api answers from it.
const offlineEl = document.getElementById('offline');
export const offline = offlineEl ? JSON.parse(offlineEl.textContent) : null;
if (offline) document.documentElement.classList.add('offline');

// scorm is the SCORM 1.2 API of the LMS the page runs in (a package of
// gametree quiz -o quiz.zip, imported in Moodle), found in the frames
// above the page or in its opener, initialised, the activity marked
// incomplete; null anywhere else, where the page works as it does alone.
export const scorm = (() => {
  const find = (w) => {
    for (let i = 0; w && i < 10; i++) {
      try {
        if (w.API && typeof w.API.LMSInitialize === 'function') return w.API;
      } catch (e) {
        return null; // a frame of another origin
      }
      if (w.parent === w) break;
      w = w.parent;
    }
    return null;
  };
  let api = find(window);
  try {
    if (!api && window.opener) api = find(window.opener);
  } catch (e) { api = null; }
  if (!api || String(api.LMSInitialize('')) !== 'true') return null;
  const status = String(api.LMSGetValue('cmi.core.lesson_status'));
  if (status === 'not attempted' || status === '') api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  api.LMSCommit('');
  // revealed: the key was shown in this attempt (kept in the LMS's
  // suspend_data, so a reload does not forget it); no later Check then
  // changes the score the course holds.
  let revealed = String(api.LMSGetValue('cmi.suspend_data')) === 'answers shown';
  let finished = false;
  window.addEventListener('pagehide', () => {
    if (!finished) { finished = true; api.LMSFinish(''); }
  });
  return {
    // completed marks the activity completed: a tree seen, a search
    // stepped through to its end.
    completed() {
      if (String(api.LMSGetValue('cmi.core.lesson_status')) === 'passed') return;
      api.LMSSetValue('cmi.core.lesson_status', 'completed');
      api.LMSCommit('');
    },
    // shown tells whether the key was shown in this attempt.
    shown() { return revealed; },
    // reveal tells the LMS that the key was shown: the score it holds
    // stays the last Check's before.
    reveal() {
      if (revealed) return;
      revealed = true;
      api.LMSSetValue('cmi.suspend_data', 'answers shown');
      api.LMSCommit('');
    },
    // score reports a quiz's score, out of 100, passed from mastery per
    // cent of the questions right, else failed; once the key was shown,
    // nothing, and it returns false.
    score(right, total, mastery) {
      if (revealed) return false;
      const raw = total ? Math.round(100 * right / total) : 0;
      api.LMSSetValue('cmi.core.score.min', '0');
      api.LMSSetValue('cmi.core.score.max', '100');
      api.LMSSetValue('cmi.core.score.raw', String(raw));
      api.LMSSetValue('cmi.core.lesson_status', raw >= mastery ? 'passed' : 'failed');
      api.LMSCommit('');
      return true;
    },
  };
})();

// words are the page's words in its language, as the server sent them
// from gametree's catalog (a JSON script element, not run).
const words = JSON.parse(document.getElementById('words')?.textContent || '{}');

// zeroSingular tells that the page's language writes no thing in the
// singular, as it writes one (msg.Lang.Singular), as the server sent it.
const zeroSingular = !!JSON.parse(document.getElementById('plural')?.textContent || '{}').zero;

// plural writes the count n with the sentence one or many, keys of the
// catalog ("%s node", "%s nodes"), as the page's language counts
// (render.Search.plural): the number written as it is, never grouped.
// singular tells that the page's language writes the count n in the
// singular (msg.Lang.Singular).
export const singular = (n) => n === 1 || (n === 0 && zeroSingular);

export function plural(n, one, many, ...rest) {
  return trf(n === 1 || (n === 0 && zeroSingular) ? one : many, String(n), ...rest);
}

// games are the registered games with their players, evaluations and
// sizes, as the server sent them; gameOf returns one by name (the first,
// the default, for none).
const games = JSON.parse(document.getElementById('games')?.textContent || '[]');
export const gameOf = (name) =>
  games.find((g) => g.name === (name || games[0]?.name)) || { name, title: name, players: ['human'], evals: [], sizes: [], default_size: '', moves_hint: '', board_hint: '', sides: ['X', 'O'], marks: ['', ''] };

// searches are the declared searches (explore.Searches), as the server
// sent them: what each takes, what trees it accepts, what it reports.
// The pages ask them, never a search's name. searchNamed returns one by
// name (undefined for none); searchOf the one named, else the default.
const searches = JSON.parse(document.getElementById('searches')?.textContent || '[]');
export const searchNamed = (name) => searches.find((s) => s.name === name || s.aliases.includes(name));
// defaultSearch is the name of the search run when none is named.
export const defaultSearch = () => searches.find((s) => s.default)?.name;
export const searchOf = (name) =>
  searchNamed(name) || searches.find((s) => s.default) || { name, title: name, takes: [], chance: 'none', faces: [], prunes: false, probes: false, page: false };
// chanceSearch is the name of the search of chance nodes run when none is
// named: the first that takes trees with and without them (expectimax).
export const chanceSearch = () => searches.find((s) => s.chance === 'any')?.name;
// takesChance tells whether the search named name searches chance nodes.
export const takesChance = (name) => searchOf(name).chance !== 'none';
// searchParams are the parameters some search takes beyond the tree.
export const searchParams = () => [...new Set(searches.flatMap((s) => s.takes))];
// FAMILIES is the pages' one table of the families of search (search.
// Family, explore.Family), which the pages ask what a search does, never
// which search it is: whether it grows its own tree as it searches (grows:
// Monte Carlo tree search, an iteration at a time; the editor then has no
// tree of its own to edit), has fields of its own in the forms (ownFields,
// the class mcts-only), searches a textbook tree (textbook), and how its
// player is written (player: 'depth' for NAME:DEPTH, 'level' for
// ai:NAME[:ITERATIONS], null for none). A family not here (of one's own)
// searches on the server alone.
export const FAMILIES = {
  windows: { grows: false, ownFields: false, textbook: true, player: 'depth' },
  visits: { grows: true, ownFields: true, textbook: true, player: 'level' },
  vectors: { grows: false, ownFields: false, textbook: true, player: 'depth' },
  equilibria: { grows: false, ownFields: false, textbook: false, player: null },
};

// familyOf is the row of FAMILIES of search d (a declaration), empty for
// a family the pages do not know.
export const familyOf = (d) => FAMILIES[d?.family] || {};

// searchesOn are the searches offered on face ("tree", "step").
export const searchesOn = (face) => searches.filter((s) => s.faces.includes(face));
// chanceSearches are the names of the searches of chance nodes offered on
// face.
export const chanceSearches = (face) => searches.filter((s) => s.chance !== 'none' && familyOf(s).textbook && s.faces.includes(face)).map((s) => s.name);

// searchFields fits a form's fields to the search chosen: a textbook
// tree with chance nodes (braces) is searched by a search of chance
// nodes (the menu says so); the field of a parameter the search does not
// take is turned off (depth is left to the textbook's fields when taken);
// Monte Carlo tree search's own fields are shown for it alone, each
// where the search takes it.
export function searchFields(form) {
  const algo = form.elements.algo;
  if (/[{]/.test(form.elements.leaves.value) && !takesChance(algo.value)) algo.value = chanceSearch();
  const s = searchOf(algo.value);
  // A field of the family's shown where the search takes it (PUCT takes
  // its c, not UCT's exploration constant, seed or playouts).
  for (const el of form.querySelectorAll('.mcts-only')) {
    const inputs = [...el.querySelectorAll('input, select')];
    const on = familyOf(s).ownFields && inputs.every((i) => s.takes.includes(i.name));
    el.hidden = !on;
    for (const input of inputs) input.disabled = !on;
  }
  for (const n of searchParams()) {
    const el = form.elements[n];
    if (!el || !el.closest || el.closest('.mcts-only')) continue;
    if (!s.takes.includes(n)) el.disabled = true;
    else if (n !== 'depth') el.disabled = false;
  }
}

// number writes v as the page's language writes numbers, as the server
// does (msg.Count): thousands grouped (65,005; 65 005 in French, a no-break
// space) and a decimal comma in French; with digits, that many decimals.
export function number(v, digits) {
  const opts = digits === undefined ? { maximumFractionDigits: 6 } : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return v.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US', opts).replace(/\u202f/g, '\u00a0');
}

// decimal writes a value's text as the page's language writes numbers
// (render's Search.decimal): a decimal comma in French ("9/2 (4,5)"); a
// vector's text, whose commas part the players' utilities, as it is.
export function decimal(text) {
  return lang === 'fr' && !text.includes(',') ? text.replaceAll('.', ',') : text;
}

// tr writes an English word or phrase of a page in the page's language.
export function tr(en) {
  return words[en] !== undefined ? words[en] : en;
}

// trf writes a sentence of a page in the page's language: its format, a
// key of the catalog, filled with args as Go's fmt fills the verbs the
// catalog uses: %s and %d in order, %[n]s the n-th, %% a percent sign.
export function trf(format, ...args) {
  let next = 0;
  const out = tr(format).replace(/%(%|\[(\d+)\][sdqv]|[sdqv])/g, (all, verb, index) => {
    if (verb === '%') return '%';
    const i = index ? Number(index) - 1 : next;
    next = i + 1;
    // %q quotes as Go does a plain string: in double quotes, escaped.
    // In French, between guillemets, as the server's French errors
    // quote (msg's frenchQuotes).
    if (!verb.endsWith('q')) return String(args[i]);
    const quoted = JSON.stringify(String(args[i]));
    return lang === 'fr' ? `«\u00a0${quoted.slice(1, -1)}\u00a0»` : quoted;
  });
  // French elides "que" before a vowel, as msg's elide: "qu'alphabeta".
  return lang === 'fr' ? out.replace(/(^|[\s(])que (?=[aeiouy\u00e0\u00e2\u00e8\u00e9\u00ea\u00ee\u00f4\u00fb])/g, "$1qu'") : out;
}

// ApiError is an answer of the API that is not 2xx; message is the same
// one line the CLI prints for the same mistake.
export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

// api calls /api/<endpoint> with params (URLSearchParams or an object) and
// returns the parsed JSON, or the text when opts.text is set.
export async function api(endpoint, params, opts = {}) {
  if (offline) return offlineAPI(endpoint, new URLSearchParams(params), opts);
  const q = withLang(params);
  const res = await fetch(`/api/${endpoint}?${q}`, { signal: opts.signal });
  if (!res.ok) {
    let msg = `${res.status} ${res.statusText}`;
    try {
      const body = await res.json();
      if (body.error) msg = body.error;
    } catch (e) { /* not JSON: keep the status */ }
    throw new ApiError(msg, res.status);
  }
  return opts.text ? res.text() : res.json();
}

// offlineData is the one-file page's data, unpacked once.
let offlineData = null;
function unpacked() {
  if (!offlineData) {
    offlineData = (async () => {
      const bytes = Uint8Array.from(atob(offline.data), (c) => c.charCodeAt(0));
      const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
      return JSON.parse(await new Response(stream).text());
    })();
  }
  return offlineData;
}

// rebuilt are a one-file step's frames (its pictures, or its screens),
// rebuilt once: each the indexes of its lines.
const rebuilt = new Map();

// rebuild puts back frames kept as each one's changes from the one before
// (web/onefile.go frameDiff): its length, then each line that differs, as
// its place and its line's index.
function rebuild(diffs) {
  const out = [];
  let prev = [];
  for (const d of diffs) {
    const cur = prev.slice(0, d[0]);
    for (let i = 1; i < d.length; i += 2) cur[d[i]] = d[i + 1];
    out.push(cur);
    prev = cur;
  }
  return out;
}

// offlineAPI answers a request of a one-file page from its data, as the
// server answered it when the file was made; what the file does not hold
// (another tree, a node of a big tree) is an error that says so.
async function offlineAPI(endpoint, q, opts) {
  const data = await unpacked();
  const missing = () => new ApiError(tr('this page is one file, made for one tree: run gametree serve, or gametree again, for another'), 404);
  if (endpoint === 'tree') {
    if (editedTree) {
      try {
        return editedTree(q);
      } catch (e) {
        throw new ApiError(e.message, 400);
      }
    }
    if (q.has('node')) throw missing();
    const key = q.get('format') === 'svg' ? 'tree:svg' : q.get('format') === 'text' ? 'tree:text' : q.has('compact') ? 'tree:compact' : 'tree';
    if (!(key in data)) throw missing();
    return data[key];
  }
  if (endpoint === 'step') {
    if (editedStep) {
      try {
        return editedStep(q);
      } catch (e) {
        throw new ApiError(e.message, 400);
      }
    }
    if (q.has('compact')) {
      if (!data['step:compact']) throw missing();
      return data['step:compact'];
    }
    if (q.has('tree')) { // the trace and what draws it, as /api/step?tree=1
      const big = !data['step:frames']; // a small game tree's page has its compact form too, for phones
      if (!big && !('tree' in data)) throw missing();
      return { trace: data.step, tree: big ? data['step:compact'] : data.tree, big };
    }
    const kind = q.get('format') === 'svg' ? 'step:frames' : q.get('format') === 'text' && q.has('step') ? 'step:screens' : '';
    if (kind) {
      const f = data[kind];
      if (!f) throw missing();
      if (!rebuilt.has(kind)) rebuilt.set(kind, rebuild(f.frames));
      const lines = rebuilt.get(kind);
      const k = Number(q.get('step')) - 1;
      if (!(k >= 0 && k < lines.length)) throw missing();
      return lines[k].map((i) => f.lines[i]).join('\n');
    }
    if (opts.text) throw missing();
    return data.step;
  }
  if (endpoint === 'quiz') {
    const doc = editedQuiz ? editedQuiz.doc : data.quiz;
    if (q.has('answers')) return { ...doc, grade: doc.hidden ? gradeHiddenOffline(q.get('answers'), quizKey().hidden) : gradeOffline(q.get('answers'), quizKey(), doc.nodes.map((n) => n.name)) };
    return doc;
  }
  throw missing();
}

// editedTree answers the tree requests of a one-file page whose tree the
// editor changed (treereport.js treeAnswer on the edited tree); null
// before any edit.
let editedTree = null;

// setOfflineTree makes answer the one-file page's answer to its tree
// requests from now on: answer(q) returns what /api/tree?q would, or
// throws the server's refusal.
export function setOfflineTree(answer) {
  editedTree = answer;
}

// editedStep answers the step requests of a one-file page whose tree the
// editor changed (treereport.js stepAnswer); null before any edit.
let editedStep = null;

// setOfflineStep makes answer the one-file page's answer to its step
// requests from now on: answer(q) returns what /api/step?q would, or
// throws the server's refusal.
export function setOfflineStep(answer) {
  editedStep = answer;
}

// editedQuiz is the quiz of a one-file page whose tree the editor
// changed (textbook.js makeQuiz: { doc, key }), which the page answers
// and grades by in place of the file's; null before any edit.
let editedQuiz = null;

// setOfflineQuiz makes quiz the one-file page's quiz from now on.
export function setOfflineQuiz(quiz) {
  editedQuiz = quiz;
}

// quizKey is a one-file quiz's answer key: the edited tree's, or the
// file's, unscrambled (scramble in web/onefile.go: each byte xored with a
// stream drawn from the salt).
function quizKey() {
  if (editedQuiz) return editedQuiz.key;
  const bytes = Uint8Array.from(atob(offline.key), (c) => c.charCodeAt(0));
  let x = offline.salt >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    bytes[i] ^= x & 0xff;
  }
  return JSON.parse(new TextDecoder().decode(bytes));
}

// windowText writes a window of bounds already written in the page's
// language (msg.Lang.Window): "[-inf, 2.5]", in French "[-inf ; 2,5]",
// where a comma between the bounds would read as a decimal comma.
export function windowText(lo, hi) { return lang === 'fr' ? `[${lo} ; ${hi}]` : `[${lo}, ${hi}]`; }

// A one-file quiz reads its answers as quiz.Exercise.ParseAnswers reads
// the lines its page writes ("B 3", "window B [3, +inf]", "b (1,2,6)"),
// and refuses what the server refuses, in its words ("answers:2: B:
// "x" is not a value...").

// en marks a key of the catalog kept in English, to be written by trf
// later: the words a page is sent hold it.
export const en = (key) => key;

// The tree's refusals of a value it cannot read (the quiz key's
// not_a_value), which tell how it reads values: numbers; also fractions
// (game.ParseExpected); also Othello's "win +9".
const FRACTION_VALUES = en('%q is not a value: want a number such as 3 or -2.5, or a fraction such as 21/4');
const SCORE_VALUES = en('%q is not a value: want a number such as 3, or win +9, loss -3, draw');
const NUMBER_VALUES = en('%q is not a value: want a number such as 3 or -2.5');

// WIN_SCORE is othello.WinScore: a finished game's value lies past it.
const WIN_SCORE = 1e6;

// goNumber reads a number as game.ParseNumber does (Go's ParseFloat,
// finite, decimal): NaN otherwise.
function goNumber(s) {
  const t = s.trim();
  const v = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : NaN;
  return Number.isFinite(v) ? v : NaN;
}

// valueOf reads a value as quiz.Exercise.ParseValue does, in the way of
// the tree of key (its refusal not_a_value, its scores): the number, or
// the refusal thrown.
function valueOf(s, key) {
  const t = lang === 'fr' && /^\s*[-+]?\d+,\d+\s*$/.test(s) ? s.replace(',', '.') : s;
  if (key.scores) {
    const f = t.trim().split(/\s+/).join(' ').toLowerCase();
    if (f === 'draw') return 0;
    if (f.startsWith('win') || f.startsWith('loss')) {
      const v = scoreOf(f);
      if (Number.isNaN(v)) throw trf(SCORE_VALUES, t);
      return v;
    }
  }
  const form = key.not_a_value || NUMBER_VALUES;
  const v = form === FRACTION_VALUES ? fractionOf(t) : goNumber(t);
  if (Number.isNaN(v)) throw trf(form, t);
  return v;
}

// fractionOf reads a value as game.ParseExpected does: "21/4", "-5/3" or
// a number, either one followed by its decimal in parentheses.
function fractionOf(s) {
  let t = s.trim();
  const i = t.indexOf(' (');
  if (i > 0 && t.endsWith(')')) t = t.slice(0, i);
  const slash = t.indexOf('/');
  if (slash < 0) return goNumber(t);
  const p = t.slice(0, slash).trim().replace(/^\+/, ''), q = t.slice(slash + 1).trim();
  if (!/^[+-]?\d{1,18}$/.test(p) || !/^[+-]?\d{1,18}$/.test(q) || Number(q) <= 0) return NaN;
  return Number(p) / Number(q);
}

// scoreOf reads a finished game's value f of Othello (lower case, single
// spaces) as its game does: "win +9", "loss -3"; NaN otherwise.
function scoreOf(f) {
  const sp = f.indexOf(' ');
  const v = goNumber((sp < 0 ? f.replace(/^[winos]+/, '') : f.slice(sp + 1)).replace(/^[+-]+/, ''));
  if (!(v >= 0)) return NaN;
  return (sp < 0 ? f : f.slice(0, sp)).startsWith('loss') ? -(WIN_SCORE + v) : WIN_SCORE + v;
}

// boundOf reads alpha or beta as quiz.Exercise.ParseBound does: the
// number, or NaN.
function boundOf(s, key) {
  const t = s.trim().toLowerCase();
  if (['-inf', '-infinity', '-\u221e'].includes(t)) return -Infinity;
  if (['+inf', 'inf', '+infinity', 'infinity', '+\u221e', '\u221e'].includes(t)) return Infinity;
  try {
    return valueOf(s, key);
  } catch (e) {
    if (typeof e === 'string') return NaN;
    throw e;
  }
}

// windowFields splits a window into its bounds as quiz's windowFields
// does: in French a comma separates them only before or after a space, or
// alone ("[2,5 ; 1,5]", "[2,5, 1,5]", "[3,5]").
function windowFields(s) {
  const t = s.replace(/[[\];]/g, ' ');
  const fields = (x) => x.split(/\s+/).filter((w) => w !== '');
  if (lang !== 'fr') return fields(t.replace(/,/g, ' '));
  const f = fields(t.replace(/,(?:\s|$)|(?:^|\s),/g, ' '));
  return f.length === 1 && f[0].split(',').length === 2 ? f[0].split(',') : f;
}

// windowOf reads a window as quiz.Exercise.ParseWindow does: its bounds,
// or the refusal thrown.
function windowOf(s, key) {
  const f = windowFields(s);
  if (f.length !== 2) throw trf('%q is not a window: want alpha and beta, such as [3, +inf]', s.trim());
  return f.map((x) => {
    const v = boundOf(x, key);
    if (Number.isNaN(v)) throw trf('%q is not a bound: want a number, -inf or +inf', x);
    return v;
  });
}

// vectorOf reads utilities as tree.ParseVector does: the numbers, or the
// refusal thrown.
function vectorOf(s, players) {
  const body = s.trim();
  if (body.startsWith('(') !== body.endsWith(')')) throw trf('%q: want utilities in parentheses, one a player, such as (1,2,6) or 1,2,6', s);
  const f = body.replace(/^\(/, '').replace(/\)$/, '').split(/[, \t]+/).filter((x) => x !== '');
  const want = players || Math.max(2, f.length);
  const form = '(' + [...Array(want)].map((_, i) => String.fromCharCode(65 + i)).join(',') + ')';
  if (f.length !== want) throw trf('%q: want %d utilities, one a player: %s', s, want, form);
  return f.map((x) => {
    const v = goNumber(x);
    if (Number.isNaN(v)) throw trf('%q: %q is not a number; want %d numbers, one a player: %s', s, x, want, form);
    return v;
  });
}

// normalName writes a node's name as quiz.Normalize compares names.
const normalName = (s) => s.split(/\s+/).join('').toUpperCase();

// readAnswers reads the answer lines of a one-file quiz by its key: the
// values, vectors and windows given and their texts, and the sets; a
// line the server refuses throws its refusal, with the line's number.
function readAnswers(answers, key, nodes) {
  const names = new Map(nodes.map((name) => [normalName(name), name]));
  const got = { values: new Map(), texts: new Map(), windows: new Map(), sets: { pruned: null, quiet: null, probcut: null } };
  const seen = new Map();
  answers.split('\n').forEach((line, i) => {
    const text = line.split('#')[0].trim();
    if (!text) return;
    const first = text.split(' ')[0], rest = text.slice(first.length + 1);
    const set = { pruned: 'pruned', noisy: 'quiet', cut: 'probcut' }[first.toLowerCase()];
    try {
      if (set) {
        const f = rest.replace(/,/g, ' ').split(/\s+/).filter((x) => x !== '').map(normalName);
        got.sets[set] = new Set(f.length === 1 && f[0] === 'NONE' ? [] : f);
      } else {
        const node = first.toLowerCase() === 'window' ? readWindow(text, rest, names, key, got) : readValue(text, names, key, got);
        const id = (first.toLowerCase() === 'window' ? 'window ' : '') + normalName(node);
        const twice = id.startsWith('window') ? en('the window of %s is answered twice, on lines %d and %d') : en('%s is answered twice, on lines %d and %d');
        if (seen.has(id)) throw trf(twice, node, seen.get(id), i + 1);
        seen.set(id, i + 1);
      }
    } catch (e) {
      if (typeof e !== 'string') throw e;
      throw new ApiError(`answers:${i + 1}: ${e}`, 400);
    }
  });
  return got;
}

// readWindow reads the line "window B [3, +inf]" (rest what follows
// "window") as quiz.Exercise.ParseAnswers does, and returns the node.
function readWindow(text, rest, names, key, got) {
  const i = rest.indexOf('[');
  let name, window;
  if (i >= 0) [name, window] = [rest.slice(0, i).split(/\s+/).join(''), rest.slice(i).trim()];
  else {
    const f = windowFields(rest);
    if (f.length >= 3) [name, window] = [f.slice(0, -2).join(''), f.slice(-2).join(' ')];
  }
  if (!name) throw trf('%q: want a node and its window on entry, such as "window C 3 +inf"', text);
  const words = rest.trim().split(/\s+/);
  if (!names.has(normalName(name)) && words.length > 1 && names.has(normalName(words[0]))) {
    [name, window] = [words[0], rest.trim().slice(words[0].length).trim()];
  }
  const node = names.get(normalName(name));
  if (node === undefined) throw trf('%q: want a node and its window on entry, such as "window C 3 +inf"', text);
  got.windows.set(node, windowOf(window, key));
  got.texts.set('window ' + node, window);
  return node;
}

// readValue reads the line "B 3" (also "B = 3", "B: 3", "b (1,2,6)") as
// quiz.Exercise.ParseAnswers does: the first word names the node, which
// it returns.
function readValue(text, names, key, got) {
  const i = text.search(/[ \t=:]/);
  const node = i > 0 ? names.get(normalName(text.slice(0, i))) : undefined;
  if (node === undefined) throw trf('%q: want a node\'s name and its value, such as "B 3", or "pruned C2 C3", or "window C 3 +inf"', text);
  const val = text.slice(i).replace(/^[ \t=:]+/, '');
  got.texts.set('value ' + node, val);
  if (key.players && val === '') {
    const form = '(' + [...Array(key.players)].map((_, k) => String.fromCharCode(65 + k)).join(',') + ')';
    throw trf('%q: want a node\'s name and its vector, B %s, or "pruned C2 C3"', text, form);
  }
  try {
    got.values.set(node, key.players ? vectorOf(val, key.players) : valueOf(val, key));
  } catch (e) {
    throw typeof e === 'string' ? trf('%s: %v', node, e) : e;
  }
  return node;
}

// rightValue tells whether v answers the value question q as
// quiz.Question.Right tells: the same number (or vector), or an expected
// value that is no integer within 0.0005 (10/3 as 3.333).
function rightValue(v, q, players) {
  if (players) return vectorOf(q.expected, players).every((x, i) => x === v[i]);
  const e = boundNumber(q.value);
  return v === e || (Number.isFinite(e) && !Number.isInteger(e) && Math.abs(v - e) <= 0.0005 + 1e-9);
}

// boundNumber is a number of the key: "+inf" and "-inf" as infinities.
const boundNumber = (x) => (x === '+inf' ? Infinity : x === '-inf' ? -Infinity : x);

// gradeOffline grades the answers of a one-file quiz (the lines the page
// sends to /api/quiz) by its key, as the server grades them: the score,
// the total and the mistakes with their reasons, each answer given as
// written (got_text); answers the server refuses throw its refusal.
export function gradeOffline(answers, key, nodes) {
  const got = readAnswers(answers, key, nodes);
  const words = { pruned: ['pruned', 'evaluated'], quiet: ['noisy', 'quiet'], probcut: ['cut off', 'searched'] };
  const mistakes = [];
  let score = 0;
  for (const q of key.questions) {
    let right = false, given = null, text = got.texts.get(q.kind + ' ' + q.node);
    if (q.kind === 'value' && got.values.has(q.node)) {
      given = got.values.get(q.node);
      right = rightValue(given, q, key.players);
    } else if (q.kind === 'window' && got.windows.has(q.node)) {
      given = got.windows.get(q.node);
      right = given[0] === boundNumber(q.alpha) && given[1] === boundNumber(q.beta);
    } else if (q.kind in words && got.sets[q.kind] !== null) {
      const marked = got.sets[q.kind].has(normalName(q.node));
      given = words[q.kind][marked ? 0 : 1];
      right = marked === !!(q.kind === 'pruned' ? q.pruned : q.flag);
      text = tr(given);
    }
    if (right) score++;
    else mistakes.push({ kind: q.kind, node: q.node, expected: q.expected, got: given, why: q.why, expected_text: q.expected, ...(given === null ? {} : { got_text: text }) });
  }
  return { score, total: key.questions.length, mistakes };
}

// gradeHiddenOffline grades the answers of a one-file quiz of a game of
// hidden information ("KQ b: JQ b", a line a question) by its key's
// questions, as explore.GradeHidden does: the score, the total and each
// answer, right or not, with the expected one and why.
function gradeHiddenOffline(answers, questions) {
  const norm = (s) => s.split(/\s+/).join('').toUpperCase();
  const given = new Map();
  for (const line of answers.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) given.set(norm(line.slice(0, i)), line.slice(i + 1).trim());
  }
  const out = { score: 0, total: questions.length, answers: [] };
  for (const hq of questions) {
    const g = given.get(norm(hq.subject)) || '';
    const right = g !== '' && hiddenRight(hq, g, norm);
    if (right) out.score++;
    out.answers.push({ subject: hq.subject, given: g, right, expected: hq.expected, why: hq.why });
  }
  return out;
}

// hiddenRight tells whether answer is question hq's (explore.HiddenQuestion.Right):
// a node in any case, with or without its space; a strategy as numbers or
// fractions in the moves' order, each within 0.001, the moves' names
// among them or not; an answer it cannot read throws the server's refusal.
function hiddenRight(hq, answer, norm) {
  if (hq.kind === 'infoset') return hq.expected.split(', ').some((want) => norm(want) === norm(answer));
  const got = [];
  let words = answer.split(/[,\s;():]+/).filter((x) => x !== '');
  // "0,5 0,5": a probability a move with decimal commas, as French writes
  // them (where "1,0" alone is two probabilities).
  const spaced = answer.trim().split(/\s+/);
  if (spaced.length === hq.moves.length && spaced.every((x) => /^[-+]?\d*,\d+$/.test(x))) words = spaced;
  for (let w of words) {
    w = w.toLowerCase();
    if (hq.moves.includes(w)) continue;
    for (const m of hq.moves) if (w.startsWith(m)) w = w.slice(m.length);
    const v = probabilityOf(w);
    if (Number.isNaN(v)) got.push(NaN);
    else got.push(v);
  }
  if (got.length !== hq.strategy.length || got.some(Number.isNaN)) {
    const example = Array(hq.moves.length).fill('1/2').join(' ');
    throw new ApiError(trf('%q: want %d probabilities, one a move (%s), such as %s', answer, hq.moves.length, hq.moves.join(', '), example), 400);
  }
  return got.every((v, i) => Math.abs(v - hq.strategy[i]) <= 0.001);
}

// probabilityOf reads "3/4", "0.75" or ",75" as a number from 0 to 1,
// NaN otherwise.
function probabilityOf(s) {
  const t = s.replace(/,/g, '.');
  const f = /^(\d+(?:\.\d*)?)\/(\d+(?:\.\d*)?)$/.exec(t);
  const v = f ? Number(f[1]) / Number(f[2]) : (/^(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN);
  return v >= 0 && v <= 1 ? v : NaN;
}

// withLang returns params with the page's language when it is not
// English: the API answers in it.
export function withLang(params) {
  const q = new URLSearchParams(params);
  if (lang !== 'en') q.set('lang', lang);
  else q.delete('lang');
  return q;
}

// $ returns the element with id.
export const $ = (id) => document.getElementById(id);

// el makes an element with attributes and children.
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v === null || v === undefined) continue;
    if (k === 'text') e.textContent = v;
    else if (k === 'class') e.className = v;
    else e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// showLegend fills container with the drawing's legend, as the server
// sends it (render.Search.Legend): each mark, coloured as drawn, and what
// it means; extra items (the page's own marks) follow.
export function showLegend(container, rows, ...extra) {
  const items = rows.map((r) => {
    const mark = el(r.bold ? 'b' : 'span', { text: r.mark });
    if (r.color) mark.style.color = r.color;
    return el('li', {}, mark, trf(': %s', r.meaning));
  });
  for (const x of extra) items.push(el('li', { text: x }));
  container.replaceChildren(el('strong', { text: tr('Marks') }), el('ul', {}, ...items));
}

// say shows msg in a status element; kind is '', 'error' or 'ok'.
export function say(node, msg, kind = '') {
  node.textContent = msg;
  node.className = 'status' + (kind ? ' ' + kind : '');
}

// searching says in node that the server is at work, with the seconds
// gone by and a Cancel button that aborts ctl (the server stops the work
// of a request whose page has gone); it returns the function that ends
// the message's clock.
export function searching(node, ctl) {
  const t0 = Date.now();
  const text = el('span', { text: tr('Searching…') });
  const cancel = el('button', { type: 'button', class: 'cancel', text: tr('Cancel') });
  const clock = setInterval(() => {
    text.textContent = trf('Searching… %s s', String(Math.round((Date.now() - t0) / 1000)));
  }, 1000);
  cancel.addEventListener('click', () => {
    ctl.abort();
    clearInterval(clock);
    say(node, tr('Cancelled: the server stopped the search.'));
  });
  node.className = 'status';
  node.replaceChildren(text, ' ', cancel);
  return () => clearInterval(clock);
}

// urlParams returns the page's parameters.
export function urlParams() {
  if (offline) return new URLSearchParams(offline.params);
  return new URLSearchParams(location.search);
}

// setURL puts params in the address bar (replacing, or pushing a new
// history entry when push is set), so that a reload or a shared link gives
// the same page.
export function setURL(params, push = false) {
  if (offline) return; // a file keeps its own address
  // The language chosen in the URL stays there.
  const p = new URLSearchParams(params);
  const chosen = urlParams().get('lang');
  if (chosen && !p.has('lang')) p.set('lang', chosen);
  const q = p.toString();
  const url = location.pathname + (q ? '?' + q : '');
  if (url === location.pathname + location.search) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
  langLinks();
}

// formParams reads the fields of form that differ from their defaults
// (data-default, else the element's initial value) into URLSearchParams,
// in the order of the form. Checkboxes give "true" when checked.
export function formParams(form) {
  const q = new URLSearchParams();
  for (const f of form.elements) {
    if (!f.name || f.disabled) continue;
    if (f.type === 'checkbox') {
      if (f.checked) q.set(f.name, 'true');
      continue;
    }
    const v = f.value.trim();
    const def = f.dataset.default ?? '';
    if (v !== '' && (v !== def || named(f))) q.set(f.name, v);
  }
  return q;
}

// named tells that f is the menu of searches and the page's parameters
// named its search (fillForm): kept even as the default, so that an
// edit the search cannot search is refused by it (and taken back) rather
// than searched by another the menu does not show.
const named = (f) => f.name === 'algo' && f.dataset.named === '1';

// editedSearch fits the menu of searches to a tree just edited, as a
// search not named follows the tree (searchFields: a tree of chance nodes
// searched by expectimax); a search named stays, to refuse what it
// cannot search.
export function editedSearch(form) {
  if (form.elements.algo && !named(form.elements.algo)) searchFields(form);
}

// fillForm sets the fields of form from params (their defaults when a
// parameter is absent).
export function fillForm(form, params) {
  for (const f of form.elements) {
    if (!f.name) continue;
    const v = params.get(f.name);
    if (f.name === 'algo') f.dataset.named = v !== null ? '1' : '';
    if (f.type === 'checkbox') f.checked = v !== null && v !== 'false';
    else if (f.tagName === 'SELECT' && v !== null && ![...f.options].some((o) => o.value === v)) {
      // A value the list does not hold yet (Connect Four's 5x4 in the
      // size of Othello): kept, for gameFields to sort out.
      f.append(new Option(v, v, true, true));
    } else f.value = v ?? (f.dataset.default ?? '');
  }
}

const NS = 'http://www.w3.org/2000/svg';

// svgEl makes an SVG element with attributes.
export function svgEl(tag, attrs = {}) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// showNumber writes a value of the API as the drawings and the CLI write
// it: numbers as they are (an ASCII minus; a decimal comma in French),
// "+inf" and "-inf" for the infinities, null as a dash, a node's
// utilities (a game of several players) as "(1,2,6)".
export function showNumber(v) {
  if (v === null || v === undefined) return '–';
  if (Array.isArray(v)) return '(' + v.join(',') + ')'; // a node's utilities, as the trees write them
  return typeof v === 'number' && lang === 'fr' ? String(v).replace('.', ',') : String(v);
}

// withUnit writes a value of an Othello tree with the unit of its
// evaluation (rep.unit: discs, moves, points), and whose view it is from.
export function withUnit(text, rep) {
  if (!rep.unit || text === '–' || /inf$/.test(text)) return text;
  return `${text} ${tr(rep.unit)}`;
}

// keepFocus focuses el (the tree's viewer, a board) when the keyboard's
// focus fell to the page's body, the control that held it drawn anew (an
// edit's field, a redrawn tree): a keyboard user goes on where the work
// is, not from the top of the page.
export function keepFocus(el) {
  const a = document.activeElement;
  if (el && (!a || a === document.body || !a.isConnected)) el.focus({ preventScroll: true });
}

// READABLE is the scale, in CSS pixels a point, at which graphviz's
// 10-point node text is 11 pixels high: the smallest the views follow the
// student at.
export const READABLE = 1.1;

// LEGIBLE is the least scale a drawing opens at, or a step follows the
// search at, to show the root and its children whole (text 7 pixels
// high): a phone opens a tree with its first moves in view rather than
// the root alone.
export const LEGIBLE = 0.7;

// canvasDraws tells that the canvas draws all the server's drawing of
// rep shows: a game tree of two players (a textbook tree is edited on
// the drawing) with no boards, no chance node and no information set,
// which the drawing alone draws (boards, players' colours, probabilities
// on edges, dashed joins).
export function canvasDraws(rep, params) {
  const boards = params.has('boards') && params.get('boards') !== 'false';
  return !params.has('leaves') && !boards && !(rep.players > 0) && !rep.infosets && !rep.nodes.some((n) => n.chance || n.probability);
}

// PHONE is the width of a viewer, in CSS pixels, under which a game tree
// whose root's moves do not fit legibly opens on the canvas: the tree
// page's folded below them, the step page's at the width of what the
// search has seen; a wider one opens on its root, the moves a pan away,
// as it is drawn.
export const PHONE = 600;

// panZoom makes the SVG drawing svg (graphviz's) pan with the pointer and
// zoom with the wheel or pinch inside viewer, with a small map of the
// whole drawing (the part in view outlined) whenever the drawing is not
// all in view. A drawing legible when fitted opens whole; one too wide
// to read so opens on opts.start
// (the root), near the top, with opts.around (its children) in view where
// they fit at a legible scale, else at a readable scale on the root
// alone; Fit shows it whole. It returns fit, zoom(k), focus(element,
// context) and state functions.
export function panZoom(viewer, svg, opts = {}) {
  return new PanZoom(viewer, svg, opts);
}

// PanZoom is a drawing that pans and zooms (panZoom): the part of it in
// view (vb, in its viewBox's units), the whole of it, and its minimap.
class PanZoom {
  constructor(viewer, svg, opts) {
    const vb0 = svg.viewBox.baseVal;
    this.viewer = viewer;
    this.svg = svg;
    this.whole = { x: vb0.x, y: vb0.y, w: vb0.width, h: vb0.height };
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.classList.add('tree');
    this.vb = { ...this.whole };
    this.anim = 0;
    this.sizeViewer();
    this.map = minimap(viewer, svg, this.whole, (x, y) => { this.vb.x = x - this.vb.w / 2; this.vb.y = y - this.vb.h / 2; this.apply(); });
    // aroundLegible tells that the start and the elements around it
    // (the root and its children) open in view legibly (openReadable).
    this.aroundLegible = true;
    // A drawing too tall to show whole legibly (a long table) opens as
    // one too wide does.
    const whole = Math.min(viewer.clientWidth / this.whole.w, (viewer.clientHeight - this.toolsHeight) / this.whole.h);
    if (!this.readable || whole < LEGIBLE) this.openReadable(opts.start, (opts.around || []).filter(Boolean));
    this.apply();
    this.listen();
  }

  // sizeViewer makes the viewer as tall as the drawing at its width
  // needs, within 240 pixels and 70% of the window: a wide tree on a
  // phone leaves no empty screen below it. A drawing legible when fitted
  // (LEGIBLE) opens whole, every node in view; one too wide opens at a
  // readable scale: the viewer is then as tall as the drawing at that
  // scale, up to 480 pixels.
  sizeViewer() {
    const { viewer, whole } = this;
    const tools = viewer.querySelector('.tools');
    this.toolsHeight = tools ? tools.offsetHeight : 0;
    const fitScale = viewer.clientWidth / whole.w; // pixels a point when fitted
    this.readable = fitScale >= LEGIBLE;
    const need = this.toolsHeight + (this.readable ? viewer.clientWidth * (whole.h / whole.w) : Math.min(480, whole.h * READABLE)) + 4;
    viewer.style.height = Math.round(Math.min(Math.max(need, 240), window.innerHeight * 0.7)) + 'px';
  }

  // openReadable opens the drawing on start (the root), near the top:
  // with the elements around (its children) in view at the largest scale
  // within READABLE where they fit at LEGIBLE or more, else at READABLE
  // on start alone; without start, at its top left corner.
  openReadable(start, around) {
    const { viewer, whole } = this;
    const c = start ? centre(this.svg, start) : null;
    let scale = READABLE;
    let cx = c ? c.x : whole.x + whole.w / 2;
    if (c && around.length) {
      const u = around.map((e) => box(this.svg, e)).reduce(union, box(this.svg, start));
      const fit = (viewer.clientWidth * 0.96) / u.w;
      this.aroundLegible = fit >= LEGIBLE;
      if (fit >= LEGIBLE) {
        scale = Math.min(READABLE, fit);
        cx = u.x + u.w / 2;
      }
    }
    // A picture of no node (a table, as CFR's walks) opens across the
    // viewer's width where it is legible so.
    if (!c) scale = Math.max(Math.min(READABLE, (viewer.clientWidth * 0.96) / whole.w), Math.min(READABLE, LEGIBLE));
    const w = viewer.clientWidth / scale;
    const h = (viewer.clientHeight - this.toolsHeight) / scale;
    const top = c ? Math.max(whole.y, c.y - h / 6) : whole.y;
    // A picture of no node (a table, as CFR's walks) opens at its start,
    // where its lines begin.
    this.vb = { x: c ? cx - w / 2 : whole.x, y: top, w, h };
  }

  // apply shows vb, and outlines it on the minimap.
  apply() {
    const vb = this.vb;
    this.svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
    this.map.update(this.visibleBox());
  }

  // visibleBox is the part of the drawing in view: vb, widened on one
  // side by the viewer's other proportions.
  visibleBox() {
    const vb = this.vb;
    const r = this.svg.getBoundingClientRect();
    if (!r.width || !r.height) return { ...vb };
    const k = Math.max(vb.w / r.width, vb.h / r.height);
    return { x: vb.x - (r.width * k - vb.w) / 2, y: vb.y - (r.height * k - vb.h) / 2, w: r.width * k, h: r.height * k };
  }

  // onScreen is the part of the drawing's box the window shows, as
  // fractions of it (a viewer taller than what is left of the window
  // below it is partly out of sight); all of it when too little shows to
  // aim at.
  onScreen() {
    const r = this.svg.getBoundingClientRect();
    const all = { x0: 0, x1: 1, y0: 0, y1: 1 };
    if (!r.width || !r.height) return all;
    const f = {
      x0: Math.max(0, -r.left / r.width), x1: Math.min(1, (window.innerWidth - r.left) / r.width),
      y0: Math.max(0, -r.top / r.height), y1: Math.min(1, (window.innerHeight - r.top) / r.height),
    };
    return f.x1 - f.x0 < 0.35 || f.y1 - f.y0 < 0.35 ? all : f;
  }

  // scaleNow is the pixels a point of the drawing now.
  scaleNow() {
    const r = this.svg.getBoundingClientRect();
    return Math.min(r.width / this.vb.w, r.height / this.vb.h) || READABLE;
  }

  // glide moves the view to target over a quarter of a second (at once
  // for a reader who asks for less motion).
  glide(target) {
    cancelAnimationFrame(this.anim);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) { this.vb = target; this.apply(); return; }
    const from = { ...this.vb };
    const t0 = performance.now();
    const stepFrame = (now) => {
      const t = Math.min((now - t0) / 250, 1);
      const e = t * (2 - t);
      this.vb = { x: from.x + (target.x - from.x) * e, y: from.y + (target.y - from.y) * e, w: from.w + (target.w - from.w) * e, h: from.h + (target.h - from.h) * e };
      this.apply();
      if (t < 1) this.anim = requestAnimationFrame(stepFrame);
    };
    this.anim = requestAnimationFrame(stepFrame);
  }

  // toSVG is the point of the drawing at the window's point (cx, cy),
  // and the drawing's units a pixel.
  toSVG(cx, cy) {
    const vb = this.vb;
    const r = this.svg.getBoundingClientRect();
    const k = Math.max(vb.w / r.width, vb.h / r.height);
    const ox = vb.x - (r.width * k - vb.w) / 2;
    const oy = vb.y - (r.height * k - vb.h) / 2;
    return { x: ox + (cx - r.left) * k, y: oy + (cy - r.top) * k, k };
  }

  // zoomAt zooms by factor about the window's point (cx, cy).
  zoomAt(factor, cx, cy) {
    const { vb, whole } = this;
    const p = this.toSVG(cx, cy);
    const w = Math.min(Math.max(vb.w * factor, whole.w / 200), whole.w * 4);
    const f = w / vb.w;
    this.vb = { x: p.x - (p.x - vb.x) * f, y: p.y - (p.y - vb.y) * f, w: vb.w * f, h: vb.h * f };
    this.apply();
  }

  // listen zooms with the wheel and pans with the pointer (zooms with
  // two: pinch); a drag is not a click on the node under the pointer.
  listen() {
    const svg = this.svg;
    svg.addEventListener('wheel', (e) => {
      e.preventDefault();
      this.zoomAt(Math.exp(e.deltaY * 0.0015), e.clientX, e.clientY);
    }, { passive: false });
    const pointers = new Map();
    let last = null;
    let pinch = 0;
    svg.addEventListener('pointerdown', (e) => {
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      last = { x: e.clientX, y: e.clientY, moved: false };
    });
    svg.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch) this.zoomAt(pinch / d, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch = d;
        return;
      }
      if (!last) return;
      const dx = e.clientX - last.x;
      const dy = e.clientY - last.y;
      if (!last.moved && Math.hypot(dx, dy) < 4) return;
      if (!last.moved) svg.setPointerCapture(e.pointerId);
      last.moved = true;
      svg.classList.add('dragging');
      const k = this.toSVG(0, 0).k;
      this.vb.x -= dx * k;
      this.vb.y -= dy * k;
      last.x = e.clientX;
      last.y = e.clientY;
      this.apply();
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      pinch = 0;
      svg.classList.remove('dragging');
      if (last && last.moved) {
        const stop = (ev) => { ev.stopPropagation(); ev.preventDefault(); };
        svg.addEventListener('click', stop, { capture: true, once: true });
        setTimeout(() => svg.removeEventListener('click', stop, { capture: true }), 0);
      }
      last = null;
    };
    svg.addEventListener('pointerup', up);
    svg.addEventListener('pointercancel', up);
  }

  // fit shows the whole drawing.
  fit() { cancelAnimationFrame(this.anim); this.vb = { ...this.whole }; this.apply(); }

  // state returns the view, restore sets one (a frame drawn next keeps
  // the reader's zoom).
  state() { return { ...this.vb }; }
  restore(s) { cancelAnimationFrame(this.anim); this.vb = { ...s }; this.apply(); }

  // home is the whole drawing's box.
  home() { return { ...this.whole }; }

  // zoom zooms by factor about the drawing's centre.
  zoom(factor) {
    const r = this.svg.getBoundingClientRect();
    this.zoomAt(factor, r.left + r.width / 2, r.top + r.height / 2);
  }

  // focus glides to element at a readable scale (the reader's own zoom
  // when larger), unless it is in view already at a legible one; the
  // elements of context (the path, the siblings) are kept in view with
  // it where they fit.
  focus(element, context = []) {
    if (!element) return;
    const svg = this.svg;
    const b = box(svg, element);
    // What the reader sees: the drawing's box, cut to the window.
    const f = this.onScreen();
    const all = this.visibleBox();
    const seen = { x: all.x + f.x0 * all.w, y: all.y + f.y0 * all.h, w: (f.x1 - f.x0) * all.w, h: (f.y1 - f.y0) * all.h };
    const scale = this.scaleNow();
    const inside = (q, m) => q.x - m >= seen.x && q.x + q.w + m <= seen.x + seen.w && q.y - m >= seen.y && q.y + q.h + m <= seen.y + seen.h;
    if (scale >= LEGIBLE * 0.98 && inside(b, Math.min(seen.w, seen.h) * 0.05)) return;
    const s = Math.max(scale, READABLE);
    const r = svg.getBoundingClientRect();
    const w = r.width / s;
    const h = r.height / s;
    // The part of the new view the window shows, in its units.
    const vis = { x: f.x0 * w, y: f.y0 * h, w: (f.x1 - f.x0) * w, h: (f.y1 - f.y0) * h };
    // The context's box, grown from the element's as far as it fits.
    let c = { ...b };
    for (const x of context) {
      if (!x) continue;
      const q = box(svg, x);
      const u = { x: Math.min(c.x, q.x), y: Math.min(c.y, q.y) };
      u.w = Math.max(c.x + c.w, q.x + q.w) - u.x;
      u.h = Math.max(c.y + c.h, q.y + q.h) - u.y;
      if (u.w <= vis.w * 0.9 && u.h <= vis.h * 0.9) c = u;
    }
    // Centred on the context in what the window shows, the element kept
    // off its edges.
    let x = c.x + c.w / 2 - (vis.x + vis.w / 2);
    let y = c.y + c.h / 2 - (vis.y + vis.h / 2);
    x = Math.min(Math.max(x, b.x + b.w + vis.w * 0.1 - vis.x - vis.w), b.x - vis.x - vis.w * 0.1);
    y = Math.min(Math.max(y, b.y + b.h + vis.h * 0.1 - vis.y - vis.h), b.y - vis.y - vis.h * 0.1);
    this.glide({ x, y, w, h });
  }

  // show pans so that element is in view, at a readable scale.
  show(element) { this.focus(element); }
}

// box is element's bounding box in the coordinates of svg's viewBox.
function box(svg, element) {
  const b = element.getBBox();
  const m = element.getCTM() && svg.getCTM() ? svg.getCTM().inverse().multiply(element.getCTM()) : null;
  if (!m) return { x: b.x, y: b.y, w: b.width, h: b.height };
  return { x: m.e + m.a * b.x, y: m.f + m.d * b.y, w: m.a * b.width, h: m.d * b.height };
}

// union is the box around boxes a and b.
function union(a, b) {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

// centre is the centre of element's box.
function centre(svg, element) {
  const b = box(svg, element);
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}

// minimap draws the whole drawing small in a corner of viewer, the part
// in view outlined; a click or a drag on it moves the view there (goTo).
// It hides while the drawing is all in view.
function minimap(viewer, svg, home, goTo) {
  viewer.querySelector('.minimap')?.remove();
  const graph = svg.querySelector('g.graph');
  if (!graph) return { update() {} };
  if (!graph.id) graph.id = 'graph-' + Math.random().toString(36).slice(2);
  const narrow = window.matchMedia('(max-width: 600px)').matches;
  const w = narrow ? 120 : 180;
  const h = Math.round(Math.min(Math.max(w * home.h / home.w, 36), narrow ? 80 : 120));
  const ns = 'http://www.w3.org/2000/svg';
  const m = document.createElementNS(ns, 'svg');
  m.setAttribute('class', 'minimap');
  m.setAttribute('viewBox', `${home.x} ${home.y} ${home.w} ${home.h}`);
  m.setAttribute('preserveAspectRatio', 'none');
  m.setAttribute('width', String(w));
  m.setAttribute('height', String(h));
  m.setAttribute('role', 'img');
  m.setAttribute('aria-label', tr('the whole tree; the outlined part is in view'));
  const use = document.createElementNS(ns, 'use');
  use.setAttribute('href', '#' + graph.id);
  const frame = document.createElementNS(ns, 'rect');
  frame.setAttribute('class', 'minimap-view');
  frame.setAttribute('vector-effect', 'non-scaling-stroke');
  m.append(use, frame);
  viewer.append(m);
  const at = (e) => {
    const r = m.getBoundingClientRect();
    goTo(home.x + (e.clientX - r.left) / r.width * home.w, home.y + (e.clientY - r.top) / r.height * home.h);
  };
  let dragging = false;
  m.addEventListener('pointerdown', (e) => { dragging = true; m.setPointerCapture(e.pointerId); at(e); e.preventDefault(); });
  m.addEventListener('pointermove', (e) => { if (dragging) at(e); });
  m.addEventListener('pointerup', () => { dragging = false; });
  return {
    update(v) {
      const all = v.x <= home.x + 1 && v.y <= home.y + 1 && v.x + v.w >= home.x + home.w - 1 && v.y + v.h >= home.y + home.h - 1;
      m.style.display = all ? 'none' : '';
      frame.setAttribute('x', String(v.x));
      frame.setAttribute('y', String(v.y));
      frame.setAttribute('width', String(v.w));
      frame.setAttribute('height', String(v.h));
    },
  };
}

// insertSVG parses SVG text and puts it into container, returning the
// <svg> element. Graphviz's SVG carries no scripts; the page's CSP forbids
// them anyway.
export function insertSVG(container, text) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  container.replaceChildren(svg);
  return svg;
}

// nodeIndex maps the JSON id of each drawn node to its <g> in a graphviz
// SVG (titled n<ID>), and each child id to the <g> of its edge; it sets
// data-node on the nodes.
export function nodeIndex(svg) {
  const nodes = new Map();
  const edges = new Map();
  for (const g of svg.querySelectorAll('g.node')) {
    const t = g.querySelector('title');
    const m = t && /^n(\d+)$/.exec(t.textContent.trim());
    if (!m) continue;
    g.dataset.node = m[1];
    nodes.set(Number(m[1]), g);
  }
  for (const g of svg.querySelectorAll('g.edge')) {
    const t = g.querySelector('title');
    const m = t && /^n(\d+)->n(\d+)$/.exec(t.textContent.trim());
    if (m) edges.set(Number(m[2]), g);
  }
  return { nodes, edges };
}

// pathTo returns the ids from the root to id, from the JSON nodes.
export function pathTo(byId, id) {
  const path = [];
  for (let n = byId.get(id); n; n = n.parent === null ? null : byId.get(n.parent)) path.unshift(n.id);
  return path;
}

// foldOptionsOnPhone closes the options form on a narrow screen, where it
// would fill the first screen; its summary opens it.
export function foldOptionsOnPhone() {
  const d = document.getElementById('opts');
  if (d && window.matchMedia('(max-width: 800px)').matches) d.open = false;
}

// textbookFields disables the fields of a game's position (the names others)
// while its leaves field holds a textbook tree, and root while it does not
// (disabled fields are not sent); it returns the function that syncs them.
export function textbookFields(form, others) {
  const gameSync = gameFields(form);
  const sync = () => {
    const textbook = form.elements.leaves.value.trim() !== '';
    for (const n of others) form.elements[n].disabled = textbook;
    if (form.elements.game) form.elements.game.disabled = textbook;
    form.elements.root.disabled = !textbook;
    if (!textbook) gameSync();
  };
  form.elements.leaves.addEventListener('input', sync);
  return sync;
}

// gameFields turns off the fields of evaluations (eval, weights) when the
// form's game names none, fills the size list with the game's sizes (none
// for a game of one size or whose board is its size), and changes the
// placeholders to the game's notation, all as the registry sent them; it
// returns the function that syncs them.
export function gameFields(form) {
  const g = form.elements.game;
  if (!g) return () => {};
  const size = form.elements.size;
  // sizeList fills the size list with the sizes of game (the one it holds
  // kept when the game takes it), or empties and disables it.
  const sizeList = (game) => {
    if (!size || size.tagName !== 'SELECT') return;
    const { sizes: list, default_size: def } = gameOf(game);
    size.disabled = !list.length;
    if (!list.length) return;
    const was = size.value;
    const fits = /x/.test(def) === /x/.test(was);
    const want = fits ? was : def;
    if (size.dataset.game === game && [...size.options].some((o) => o.value === want)) return;
    size.replaceChildren(...list.map((v) => new Option(v, v, v === want, v === want)));
    if (!list.includes(want)) size.append(new Option(want, want, true, true));
    size.dataset.game = game;
  };
  const sync = () => {
    const evaluations = gameOf(g.value).evals.length > 0;
    for (const n of ['eval', 'weights']) {
      if (form.elements[n]) form.elements[n].disabled = !evaluations;
    }
    sizeList(g.value);
    // A game of dice is searched by expectiminimax alone: the other
    // searches are offered again for the other games.
    const algo = form.elements.algo;
    if (algo && algo.tagName === 'SELECT') {
      const chance = gameOf(g.value).chance;
      for (const o of algo.options) o.disabled = chance && !takesChance(o.value);
      if (chance && algo.selectedOptions[0]?.disabled) algo.value = chanceSearch();
    }
    const { moves_hint: moves, board_hint: board } = gameOf(g.value);
    if (form.elements.moves) form.elements.moves.placeholder = moves;
    if (form.elements.board) form.elements.board.placeholder = tr(board);
  };
  g.addEventListener('change', sync);
  sync();
  return sync;
}

// The language switch of the header: each link is this page, its state
// kept, in the other language.
function langLinks() {
  for (const a of document.querySelectorAll('[data-lang]')) {
    const q = urlParams();
    q.set('lang', a.dataset.lang);
    a.href = location.pathname + '?' + q;
    if (a.dataset.lang === lang) a.setAttribute('aria-current', 'true');
  }
}
langLinks();
window.addEventListener('popstate', langLinks);

// drawGrid draws a board from a grid, by its style (discs, squares,
// columns, heaps), knowing no game: the play report's (cells "X", "O",
// "-", "|" or "", and the move a click on each plays, for a person to
// move) or a tree node's (cells a string, one character a cell: "." an
// object the move just played took, " " no cell). opts.best is a move to
// ring (a hint), opts.cursor the index of the keyboard's cell.
// drawDiagram draws a game's board as the text of its diagram (Pig's
// scores, turn's total and die), for a game without a grid of cells.
export function drawDiagram(svg, text) {
  const lines = text.replace(/\n$/, '').split('\n');
  const wide = Math.max(...lines.map((l) => l.length), 1);
  svg.replaceChildren();
  svg.setAttribute('class', 'grid diagram');
  svg.setAttribute('viewBox', `-0.5 -0.3 ${wide * 0.6 + 1} ${lines.length * 1.3 + 0.6}`);
  svg.setAttribute('aria-label', tr('the board'));
  const bg = svgEl('rect', { x: -0.5, y: -0.3, width: wide * 0.6 + 1, height: lines.length * 1.3 + 0.6, class: 'cell' });
  svg.append(bg);
  lines.forEach((line, i) => {
    const t = svgEl('text', { x: 0, y: i * 1.3 + 1, 'xml:space': 'preserve' });
    t.textContent = line;
    svg.append(t);
  });
}

export function drawGrid(svg, g, style, human, opts = {}) {
  const mk = svgEl;
  const cellAt = (i) => (g.cells[i] === ' ' ? '' : g.cells[i]);
  // A tree node's grid has no labels: the game's (a b c; rows from 1 at
  // the top, from 1 at the bottom in Connect Four; heaps from 1).
  const colLabels = g.col_labels || Array.from({ length: g.cols }, (_, c) => String.fromCharCode(97 + c));
  const rowLabels = style === 'heaps'
    ? Array.from({ length: g.rows }, (_, r) => trf('heap %s', r + 1))
    : g.row_labels || Array.from({ length: g.rows }, (_, r) => String(style === 'columns' ? g.rows - r : r + 1));
  const m = 0.6;
  const left = style === 'heaps' ? 1.6 : m;
  svg.replaceChildren();
  svg.setAttribute('class', 'grid ' + style);
  // The cell a hint rings: of the cells its move plays, the last empty
  // one (where a Connect Four disc lands), else the first.
  let best = -1;
  if (opts.best && g.moves) {
    for (let i = 0; i < g.moves.length; i++) {
      if (g.moves[i] !== opts.best) continue;
      if (best < 0 || cellAt(i) === '-') best = i;
    }
  }
  svg.setAttribute('viewBox', `${-left} ${-m} ${g.cols + left + 0.1} ${g.rows + m + 0.1}`);
  const click = {
    columns: () => tr('the board: click a column to play'),
    heaps: () => tr('the board: click a stick to take it and those after it'),
  }[style] || (() => tr('the board: click a square to play'));
  svg.setAttribute('aria-label', human ? click() : tr('the board'));
  for (let r = 0; r < g.rows; r++) {
    for (let c = 0; c < g.cols; c++) {
      const i = r * g.cols + c;
      const cell = cellAt(i);
      const move = human && g.moves ? g.moves[i] : '';
      if (style === 'heaps' && cell === '') continue;
      // A cell that plays nothing still names its move, which the server
      // explains is not legal.
      const named = human && g.names ? g.names[i] : '';
      const rect = mk('rect', { x: c, y: r, width: 1, height: 1, class: 'cell' + (move ? ' legal' : ''), 'data-square': move || named });
      const title = mk('title', {});
      title.textContent = move ? trf('play %s', move) : style === 'heaps' ? rowLabels[r] : `${colLabels[c]}${rowLabels[r]}`;
      rect.append(title);
      svg.append(rect);
      if (style === 'discs') {
        if (cell === 'X' || cell === 'O') svg.append(mk('circle', { cx: c + .5, cy: r + .5, r: .4, class: 'disc ' + (cell === 'X' ? 'black' : 'white') }));
        else if (move) svg.append(mk('circle', { cx: c + .5, cy: r + .5, r: .17, class: 'hint' }));
      } else if (style === 'columns') {
        svg.append(mk('circle', { cx: c + .5, cy: r + .5, r: .38, class: cell === 'X' ? 'piece x' : cell === 'O' ? 'piece o' : 'hole' }));
      } else if (style === 'heaps') {
        svg.append(mk('rect', { x: c + .4, y: r + .1, width: .2, height: .8, rx: .05, class: cell === '.' ? 'stick taken' : 'stick' }));
      } else if (cell === 'X' || cell === 'O') {
        const t = mk('text', { x: c + .5, y: r + .53, class: 'mark ' + cell.toLowerCase() });
        t.textContent = cell;
        svg.append(t);
      }
      if (i === g.last && style === 'discs') svg.append(mk('rect', { x: c + .43, y: r + .43, width: .14, height: .14, class: 'last' }));
      else if (i === g.last && style !== 'heaps') svg.append(mk('rect', { x: c + .05, y: r + .05, width: .9, height: .9, class: 'last' }));
      if (i === best) svg.append(mk('circle', { cx: c + .5, cy: r + .5, r: .3, class: 'best' }));
      if (i === opts.cursor) svg.append(mk('rect', { x: c + .06, y: r + .06, width: .88, height: .88, class: 'cursor' }));
    }
  }
  if (style !== 'heaps') {
    for (let c = 0; c < g.cols; c++) {
      const t = mk('text', { x: c + .5, y: -m / 2, class: 'coord' });
      t.textContent = colLabels[c];
      svg.append(t);
    }
  }
  for (let r = 0; r < g.rows; r++) {
    const t = mk('text', { x: -left / 2, y: r + .5, class: 'coord' });
    t.textContent = rowLabels[r];
    svg.append(t);
  }
}
