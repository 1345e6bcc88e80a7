// A student's page of a live lecture (/lecture): joined with the lecture's
// code (and a nickname, if the student wants one), it follows the
// teacher's step and highlighted node, and answers the teacher's
// questions; a new question and a reveal are announced (a live region).
// The student may explore the steps alone and come back to the
// teacher's. The student's token is kept in the tab: a reload, or a
// phone that slept, is back at the current step.
import { $, tr, trf, say, urlParams, setURL, lang } from './common.js';
import { postLecture, follow, StepView, questionBlock, sayError } from './live.js';

let me = null; // { code, student, query }
let view = null;
let state = null; // the teacher's state, the last event
let exploring = 0; // the step shown when exploring alone, else 0
let source = null;
let leaving = false; // the page is going (a reload): its stream's end is no loss
window.addEventListener('pagehide', () => { leaving = true; });

const stored = (code) => JSON.parse(sessionStorage.getItem('student:' + code) || 'null');

// init follows the lecture this tab joined, or offers to join the code
// of the link.
function init() {
  const code = (urlParams().get('code') || '').toUpperCase();
  $('join-code').value = code;
  if (code && stored(code)) {
    start(stored(code));
    return;
  }
  (code ? $('nickname') : $('join-code')).focus();
}

// join joins the lecture of the code typed.
async function join() {
  try {
    const j = await postLecture('join', { code: $('join-code').value, nickname: $('nickname').value });
    const m = { code: j.code, student: j.student, query: j.query, nickname: $('nickname').value.trim() };
    sessionStorage.setItem('student:' + j.code, JSON.stringify(m));
    const q = new URLSearchParams({ code: j.code });
    if (lang !== 'en') q.set('lang', lang);
    setURL(q);
    say($('status'), '');
    start(m);
  } catch (e) {
    sayError(e);
  }
}

// start follows the lecture m joined.
function start(m) {
  me = m;
  $('join-form').hidden = true;
  $('follow').hidden = false;
  document.querySelector('h1').textContent = trf('Lecture %s', m.code);
  $('who').textContent = m.nickname ? trf('You are %s.', m.nickname) : tr('You joined without a nickname.');
  view = new StepView(m.query);
  source = follow({ code: m.code, student: m.student }, onEvent, lost);
}

// lost: the stream is refused (the lecture ended, or the server forgot
// the student): join again.
function lost() {
  if (leaving) return;
  say($('status'), tr('This lecture is over, or the server no longer knows this page: join again with the code.'), 'error');
  $('join-form').hidden = false;
}

// onEvent shows the teacher's state: the step (unless exploring), the
// question, the student's own answer and, once revealed, whether it is
// right.
async function onEvent(ev) {
  const before = state;
  state = ev;
  if (ev.ended) {
    source.close();
    sessionStorage.removeItem('student:' + me.code);
    say($('status'), tr('The lecture has ended.'));
    $('announce').textContent = tr('The lecture has ended.');
    return;
  }
  question(ev, before);
  if (!exploring && (!before || before.step !== ev.step || before.node !== ev.node)) await view.show(ev.step, ev.node).catch(sayError);
}

// question shows the question asked, and announces a new one and a
// reveal.
function question(ev, before) {
  const q = ev.question;
  $('ask-box').hidden = !q;
  if (!q) return;
  $('question').replaceChildren(...questionBlock(q));
  $('answer-form').hidden = q.revealed;
  const mine = ev.mine;
  let text = mine ? trf('Your answer: %s.', mine.answer) : q.revealed ? tr('You gave no answer.') : '';
  if (mine && mine.right !== undefined) text += ' ' + (mine.right ? tr('It is right.') : tr('It is not right.'));
  $('mine').textContent = text;
  $('mine').className = mine && mine.right !== undefined ? (mine.right ? 'right' : 'wrong') : '';
  if (!before || !before.question || before.question.number !== q.number) {
    $('announce').textContent = trf('New question: %s', q.text);
    $('answer').value = '';
  } else if (q.revealed && !before.question.revealed) {
    $('announce').textContent = tr('The answer: ') + q.expected + '. ' + text;
  }
}

// explore lets the student step alone (on), or back to the teacher's
// step.
function explore(on) {
  exploring = on ? state.step : 0;
  $('explore').setAttribute('aria-pressed', String(on));
  $('explore').hidden = on;
  for (const id of ['prev', 'next', 'rejoin']) $(id).hidden = !on;
  if (!on) view.show(state.step, state.node).catch(sayError);
}

// alone shows step k when exploring.
function alone(k) {
  exploring = Math.min(Math.max(k, 1), view.steps);
  view.show(exploring, -1).catch(sayError);
}

$('join-form').addEventListener('submit', (e) => { e.preventDefault(); join(); });
$('answer-form').addEventListener('submit', async (e) => {
  e.preventDefault();
  try {
    const j = await postLecture('answer', { code: me.code, student: me.student, answer: $('answer').value });
    $('mine').textContent = trf('Your answer: %s.', j.mine.answer);
    say($('status'), '');
  } catch (err) {
    sayError(err);
  }
});
$('explore').addEventListener('click', () => explore(true));
$('rejoin').addEventListener('click', () => explore(false));
$('prev').addEventListener('click', () => alone(exploring - 1));
$('next').addEventListener('click', () => alone(exploring + 1));
init();
