// The parts of a live lecture's pages that the teacher's (present.js) and
// a student's (lecture.js) share: the API of lectures, and the view of
// the step-through at a step, a node highlighted.
import { $, el, api, insertSVG, panZoom, nodeIndex, tr, trf, number, say, ApiError, lang } from './common.js';
import { StepCanvas } from './stepcanvas.js';

// postLecture posts form to /api/lecture/<action> in the page's language
// and returns its JSON; a refusal throws its message (ApiError).
export async function postLecture(action, form) {
  const body = new URLSearchParams(form);
  if (lang !== 'en') body.set('lang', lang);
  let res;
  try {
    res = await fetch('/api/lecture/' + action, { method: 'POST', body });
  } catch {
    throw new ApiError(tr('the server cannot be reached: check the network, and try again'), 0);
  }
  const j = await res.json().catch(() => ({}));
  if (!res.ok) throw new ApiError(j.error || `${res.status} ${res.statusText}`, res.status);
  return j;
}

// follow opens the lecture's stream of events (server-sent events) with
// params (code, and the teacher's secret or the student's token), and
// calls onEvent with each state; the browser comes back by itself after
// a drop, and the server then sends the current state at once. onLost is
// told when the stream is refused (the lecture ended, or the page is
// none of it).
export function follow(params, onEvent, onLost) {
  const q = new URLSearchParams(params);
  if (lang !== 'en') q.set('lang', lang);
  const source = new EventSource('/api/lecture/events?' + q);
  source.onmessage = (e) => onEvent(JSON.parse(e.data));
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) onLost();
  };
  return source;
}

// StepView shows a lecture's step-through in the viewer: step k's
// picture (the step page's), the path to its node marked, the node the
// teacher highlights ringed, and the step's sentence; onNode is told a
// node clicked.
export class StepView {
  constructor(query, onNode = null) {
    this.query = query;
    this.onNode = onNode;
    this.frames = new Map();
    this.trace = null;
    this.view = null;
    this.zoomed = null;
    this.shown = { k: 0, node: -1 };
    this.canvas = null; // a big search's drawing (StepCanvas), or null: a picture a step
    this.ringing = false;
    const drawn = () => (this.canvas ? this.canvas.big : this.view);
    $('zoom-in').addEventListener('click', () => drawn()?.zoom(0.8));
    $('zoom-out').addEventListener('click', () => drawn()?.zoom(1.25));
    $('fit').addEventListener('click', () => { drawn()?.fit(); this.zoomed = null; });
  }

  // steps is how many steps the step-through has.
  get steps() { return this.trace ? this.trace.steps.length : 0; }

  // load loads the trace (the steps' sentences and nodes) with what its
  // steps are drawn on: a search too big for a picture a step is drawn
  // on the canvas of big searches, as the step page draws it.
  async load() {
    const q = new URLSearchParams(this.query);
    q.set('tree', '1');
    const { trace, tree, big } = await api('step', q);
    this.trace = trace;
    if (big) this.canvas = new StepCanvas($('viewer'), $('drawing'), tree, (id) => this.ringing || this.onNode?.(id));
  }

  // frame returns step k's picture.
  async frame(k) {
    if (!this.frames.has(k)) {
      const q = new URLSearchParams(this.query);
      q.set('format', 'svg');
      q.set('step', String(k));
      this.frames.set(k, api('step', q, { text: true }));
    }
    return this.frames.get(k);
  }

  // onCanvas shows step k on the canvas of big searches, node ringed
  // (the canvas's chosen node: its own choosing is not the teacher's
  // click).
  onCanvas(k, node) {
    const row = this.trace.steps[k - 1];
    this.canvas.show(k, row.id);
    this.ringing = true;
    this.canvas.big.select(node);
    this.ringing = false;
    this.told(k, node, row);
  }

  // told says step k: its number, its sentence, and (for the tests) the
  // step and the node ringed.
  told(k, node, row) {
    $('stepno').textContent = `${tr('step')} ${number(k)} ${tr('of')} ${number(this.steps)}`;
    $('event').textContent = `${k}. ${row.sentence}`;
    $('drawing').dataset.step = String(k);
    $('drawing').dataset.node = String(node);
  }

  // show shows step k, node highlighted (-1 for none).
  async show(k, node) {
    if (!this.trace) await this.load();
    k = Math.min(Math.max(k, 1), this.steps);
    this.shown = { k, node };
    if (this.canvas) {
      this.onCanvas(k, node);
      return;
    }
    const text = await this.frame(k);
    if (this.shown.k !== k || this.shown.node !== node) return;
    if (this.view) this.zoomed = this.view.state();
    const svg = insertSVG($('drawing'), text);
    const index = nodeIndex(svg);
    const row = this.trace.steps[k - 1];
    this.view = panZoom($('viewer'), svg, { start: index.nodes.get(0) });
    if (this.zoomed) this.view.restore(this.zoomed);
    index.nodes.get(row.id)?.classList.add('current');
    const ring = index.nodes.get(node);
    ring?.classList.add('selected');
    if (ring) this.view.focus(ring, [index.nodes.get(row.id)]);
    else this.view.focus(index.nodes.get(row.id), []);
    for (const [id, g] of index.nodes) {
      g.setAttribute('tabindex', '-1');
      g.addEventListener('click', () => this.onNode?.(id));
    }
    this.told(k, node, row);
    if (k < this.steps) this.frame(k + 1).catch(() => {});
  }
}

// questionBlock writes a question as the pages show it: its number and
// text, and once revealed the answer and why.
export function questionBlock(q) {
  const out = [el('p', { class: 'question-text', text: trf('Question %d: %s', q.number, q.text) })];
  if (q.revealed) {
    out.push(el('p', { class: 'answer-text' }, el('strong', { text: tr('The answer: ') + q.expected })));
    if (q.why) out.push(el('p', { class: 'why', text: q.why }));
  }
  return out;
}

// sayError shows a refusal in the status line.
export function sayError(e) {
  say($('status'), e.message, 'error');
}
