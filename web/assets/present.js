// The presenter's page of a live lecture (/present): the teacher opens a
// lecture of the step-through its link names (the step page's
// parameters), shows the hall its code, link and QR code, steps through
// the search, highlights nodes, asks questions the quiz grades, watches
// the answers come in and reveals the right one. The teacher's secret is
// kept in the tab (sessionStorage): a reload leads on, another browser
// cannot.
import { $, el, tr, trf, number, say, urlParams, setURL, lang } from './common.js';
import { postLecture, follow, StepView, questionBlock, sayError } from './live.js';

let lec = null; // { code, teacher, query, nodes, kinds }
let view = null;
let state = null; // the last event
let source = null;
let leaving = false; // the page is going (a reload): its stream's end is no loss
window.addEventListener('pagehide', () => { leaving = true; });

const stored = (code) => JSON.parse(sessionStorage.getItem('lecture:' + code) || 'null');

// init resumes the lecture of the link's code that this tab leads, or
// offers to open one of the link's step-through.
function init() {
  const params = urlParams();
  params.delete('lang');
  const code = params.get('code');
  if (code && stored(code)) {
    lead(stored(code));
    return;
  }
  params.delete('code');
  if (![...params.keys()].length) {
    say($('status'), tr('Open the step page, choose the search to lead, and press its Lecture button: this page opens a lecture of it.'));
    return;
  }
  $('what').textContent = decodeURIComponent(params.toString()).replace(/\+/g, ' ');
  $('open-box').hidden = false;
  $('open').addEventListener('click', () => open(params));
}

// open opens the lecture of params.
async function open(params) {
  $('open').disabled = true;
  say($('status'), tr('Opening the lecture: searching the tree...'));
  try {
    const j = await postLecture('open', params);
    const l = { code: j.code, teacher: j.teacher, query: params.toString(), nodes: j.nodes || [], kinds: j.kinds || [], sets: j.sets || [], why: j.no_questions || '' };
    sessionStorage.setItem('lecture:' + j.code, JSON.stringify(l));
    const q = new URLSearchParams({ code: j.code });
    if (lang !== 'en') q.set('lang', lang);
    setURL(q);
    say($('status'), '');
    lead(l);
  } catch (e) {
    $('open').disabled = false;
    sayError(e);
  }
}

// lead shows the lecture l and follows it.
function lead(l) {
  lec = l;
  $('open-box').hidden = true;
  $('lead').hidden = false;
  const link = `${location.origin}/lecture`;
  $('join-link').textContent = link;
  $('code').textContent = l.code;
  $('qr').src = '/api/lecture/qr?code=' + encodeURIComponent(l.code);
  const results = new URLSearchParams({ code: l.code, teacher: l.teacher });
  if (lang !== 'en') results.set('lang', lang);
  $('results').href = '/api/lecture/results?' + results;
  askForm(l);
  view = new StepView(l.query, (id) => act({ act: 'step', step: state.step, node: state.node === id ? -1 : id }));
  source = follow({ code: l.code, teacher: l.teacher }, onEvent, () => leaving || ended(tr('The lecture has ended.')));
}

// askForm fills the menus of the questions the lecture asks and of the
// nodes they ask about.
function askForm(l) {
  const words = { value: tr('the value of a node'), window: tr('the window a node is entered with'), pruned: tr('the leaves never evaluated'), select: tr('the child UCT selects next'), matching: tr('what regret matching plays next at a set') };
  $('kind').replaceChildren(...l.kinds.map((k) => el('option', { value: k, text: words[k] })));
  $('ask-form').hidden = !l.kinds.length;
  $('no-questions').hidden = !!l.kinds.length;
  if (l.why) $('no-questions').textContent = l.why;
  $('kind').addEventListener('change', nodeMenu);
  nodeMenu();
}

// nodeMenu fills the menu of what a question asks about: the nodes, or
// under CFR the sets the step's walk updates; none for the pruned leaves
// (asked of the whole tree) and UCT's next selection (at the node the
// search selects at).
function nodeMenu() {
  const kind = $('kind').value;
  if (kind === 'matching') {
    // The next step's walk: the step shown has the answer in its table.
    const sets = (state && lec.sets[state.step]) || [];
    $('node').replaceChildren(...sets.map((name) => el('option', { value: name, text: name })));
  } else if ($('node').dataset.kind === 'matching' || !$('node').options.length) {
    $('node').replaceChildren(...lec.nodes.map((name, id) => el('option', { value: String(id), text: name })));
  }
  $('node').dataset.kind = kind;
  $('node').disabled = !$('node').options.length || ['pruned', 'select'].includes(kind);
}

// act sends the teacher's act; a refusal is said.
async function act(form) {
  try {
    await postLecture('act', { code: lec.code, teacher: lec.teacher, ...form });
  } catch (e) {
    sayError(e);
  }
}

// onEvent shows the lecture's state: the step, the question, the tally.
async function onEvent(ev) {
  const before = state;
  state = ev;
  if (ev.ended) {
    ended(tr('The lecture has ended.'));
    return;
  }
  $('first').disabled = $('prev').disabled = ev.step <= 1;
  $('next').disabled = $('last').disabled = ev.step >= ev.steps;
  if (!before || before.step !== ev.step) nodeMenu();
  if (ev.node >= 0 && $('kind').value !== 'matching') $('node').value = String(ev.node);
  const c = ev.count;
  $('students').textContent = trf('%s students joined', number(c.students));
  $('question').replaceChildren(...(ev.question ? questionBlock(ev.question) : []));
  $('answered').textContent = ev.question ? trf('%s of %s answered', number(c.answered), number(c.students)) : '';
  $('reveal').disabled = !ev.question || ev.revealed;
  bars(c);
  if (!before || before.step !== ev.step || before.node !== ev.node) await view.show(ev.step, ev.node).catch(sayError);
}

// bars draws the tally: a bar an answer, its count, and once revealed
// whether it is right.
function bars(c) {
  const most = Math.max(1, ...c.bars.map((b) => b.count));
  $('bars').replaceChildren(...c.bars.map((b) => {
    const mark = b.right === undefined ? '' : b.right ? ' ✓' : ' ✗';
    const cls = b.right === undefined ? 'bar' : b.right ? 'bar right' : 'bar wrong';
    return el('li', { class: cls },
      el('span', { class: 'bar-answer', text: b.answer + mark }),
      el('span', { class: 'bar-fill', style: `width: ${Math.round((b.count / most) * 100)}%` }),
      el('span', { class: 'bar-count', text: number(b.count) }));
  }));
}

// ended stops leading: the lecture is over.
function ended(text) {
  source?.close();
  say($('status'), text);
  for (const id of ['first', 'prev', 'next', 'last', 'ask', 'reveal', 'close']) $(id).disabled = true;
}

const step = (k) => state && act({ act: 'step', step: Math.min(Math.max(k, 1), state.steps), node: -1 });
$('first').addEventListener('click', () => step(1));
$('prev').addEventListener('click', () => step(state.step - 1));
$('next').addEventListener('click', () => step(state.step + 1));
$('last').addEventListener('click', () => step(state.steps));
$('reveal').addEventListener('click', () => act({ act: 'reveal' }));
// A node chosen in the menu is ringed on every page, as a click on it
// rings it: the keyboard's way.
$('node').addEventListener('change', () => {
  if (state && $('kind').value !== 'matching') act({ act: 'step', step: state.step, node: Number($('node').value) });
});
$('ask-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const kind = $('kind').value;
  const node = ['pruned', 'select'].includes(kind) ? '' : kind === 'matching' ? $('node').value : lec.nodes[Number($('node').value)];
  act({ act: 'ask', kind, node });
});
$('close').addEventListener('click', () => {
  if (window.confirm(tr('Close the lecture? The students\' pages stop following, and its results are gone unless you downloaded them.'))) act({ act: 'close' });
});
document.addEventListener('keydown', (e) => {
  if (!state || e.target.closest('input, select, textarea')) return;
  const keys = { ArrowLeft: state.step - 1, ArrowRight: state.step + 1, Home: 1, End: state.steps };
  if (e.key in keys) {
    e.preventDefault();
    step(keys[e.key]);
  }
});
init();
