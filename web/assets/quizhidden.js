// The quiz of a game of hidden information (Kuhn poker) on the quiz page:
// no tree with blanks, but a question a line, which node shares a given
// node's information set and what regret matching plays next from given
// regrets, each answered in a field and graded by /api/quiz with its
// reason, as gametree quiz --game kuhn --answers does.
import { $, el, api, say, tr, trf, offline, withLang, scorm } from './common.js';

// showHidden shows the questions of doc, the quiz of q, and returns the
// page's state of the quiz.
export function showHidden(doc, q) {
  document.querySelector('main h1').textContent = doc.title;
  document.title = `${doc.title} · gametree`;
  $('source').textContent = '';
  $('task').replaceChildren(...doc.task.map((t) => el('li', { text: t.replace(/^\d+\. /, '') })));
  quizDownloads(q);
  hiddenFields(true);
  $('value-head').textContent = tr('answer');
  $('pruned-line').textContent = '';
  const inputs = new Map();
  const rows = doc.questions.map((hq) => {
    const placeholder = hq.kind === 'matching' ? hq.moves.map(() => '1/2').join(' ') : doc.example;
    const input = el('input', { type: 'text', class: 'mono', placeholder, 'aria-label': trf('the answer for %s', hq.subject) });
    inputs.set(hq.subject, input);
    return el('tr', {}, el('th', { scope: 'row', class: 'l', text: hq.ask }), el('td', {}, input));
  });
  $('rows').replaceChildren(...rows);
  $('score').textContent = '';
  $('mistakes').replaceChildren();
  return { hidden: true, doc, params: q, inputs };
}

// quizDownloads links the quiz of q as files, as gametree quiz -o writes
// them: the sheet with its key, the one-file page, the Moodle package
// (not in a one-file page).
export function quizDownloads(q) {
  $('downloads').replaceChildren(...(offline ? [] : [[tr('sheet with its key (PDF)'), 'pdf'], [tr('sheet with its key (LaTeX)'), 'tex'], [tr('HTML (one file)'), 'html'], [tr('Moodle package (SCORM)'), 'scorm']].map(([label, f]) => {
    const dq = withLang(q);
    dq.set('format', f);
    dq.set('download', '1');
    return el('a', { href: '/api/quiz?' + dq, download: '', text: trf('Download %s', label) });
  })));
}

// hiddenFields shows or hides what a tree's quiz has and a game of
// hidden information's has not: the tree, the fields of a random tree,
// the kinds of question, the marks of the drawing.
export function hiddenFields(hidden) {
  $('viewer').hidden = hidden;
  $('window-head').hidden = hidden;
  $('marks').hidden = hidden;
  $('ask-set').hidden = hidden;
  for (const n of ['depth', 'branching', 'chance', 'leaves', 'root', 'moves']) form().elements[n].closest('label').hidden = hidden;
  $('node-head').textContent = hidden ? tr('question') : tr('node');
}

const form = () => $('options');

// gradeHidden sends the answers (none, to see every one) and marks each
// field right or wrong, with the answer and why; in an LMS, a Check sends
// the score, unless the key was shown, and showing it ends the attempt.
// It reports whether the answers were graded.
export async function gradeHidden(state, reveal) {
  const q = new URLSearchParams(state.params);
  const lines = [];
  if (!reveal) {
    for (const [subject, input] of state.inputs) if (input.value.trim()) lines.push(`${subject}: ${input.value.trim()}`);
  }
  q.set('answers', lines.join('\n') + '\n');
  let doc;
  try {
    doc = await api('quiz', q);
  } catch (e) {
    say($('status'), e.message, 'error');
    return false;
  }
  say($('status'), '');
  const g = doc.grade;
  const items = [];
  for (const a of g.answers) {
    const input = state.inputs.get(a.subject);
    input.classList.remove('right', 'wrong');
    if (!reveal) input.classList.add(a.right ? 'right' : 'wrong');
    if (reveal || !a.right) {
      const got = a.given ? `${tr('not')} ${a.given}` : tr('no answer');
      items.push(el('li', {}, el('strong', { text: `${a.subject}${tr(': ')}${a.expected}` }), reveal ? ' ' : ` (${got}). `, a.why));
    }
  }
  $('score').textContent = reveal ? tr('The answers:') : trf('Score: %s of %s', g.score, g.total) + (g.score === g.total ? tr('. No mistakes.') : '.');
  if (scorm && reveal) scorm.reveal();
  if (scorm && (reveal || !scorm.score(g.score, g.total, offline?.mastery ?? 80))) {
    $('score').textContent = tr('The course keeps the score of your last Check before the answers were shown.') + ' ' + $('score').textContent;
  }
  $('mistakes').replaceChildren(...items);
  return true;
}

// clearHidden empties the fields and the grade.
export function clearHidden(state) {
  for (const input of state.inputs.values()) {
    input.value = '';
    input.classList.remove('right', 'wrong');
  }
  $('score').textContent = '';
  $('mistakes').replaceChildren();
}
