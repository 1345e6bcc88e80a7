// The viewer of a big tree (10,000 to 65,000 nodes and more): the
// compact form of the tree (render.CompactTree: each node's parent,
// size, shape, look and label) laid out here by the tidy layout of trees
// (the port of render.TidyLayout) over the nodes not folded away, and
// drawn on a canvas: only what is in view, with detail that follows the
// zoom (far away, nodes are marks; nearer, outlines; near, their
// labels), in the look of the drawings.
import { tr, trf, number, READABLE, LEGIBLE } from './common.js';

// The look of the drawings (render/dot.go): the principal variation red
// and thick, pruned nodes dashed and grey inside, nodes a search has not
// visited yet dotted, the edge of a cutoff blue; a chosen node outlined
// in amber, a folded one dashed and thick; in a step, its node filled
// yellow and the path to it brown and thick (the step page's pictures).
const COLORS = {
  '-': { stroke: '#000', fill: '#fff', text: '#000', width: 1, dash: null },
  p: { stroke: '#d62728', fill: '#fff', text: '#d62728', width: 2.5, dash: null },
  x: { stroke: '#666666', fill: '#ececec', text: '#666666', width: 1, dash: [5, 2] },
  u: { stroke: '#6e6e6e', fill: '#fff', text: '#6e6e6e', width: 1, dash: [1.5, 2] },
};
const LOOKS = Object.keys(COLORS);
const CUT = '#1f5fbf';
const SELECTED = '#f2a900';
const CURRENT = '#ffe680';
const PATH = '#b06000';
const FONT = '10px Helvetica, Arial, sans-serif';
const LINE = 12; // a label's line, in points
const DOUBLE = 4; // between the two outlines of a finished game's box
const STUB = 10; // the stub under a folded node the search has not entered

// tidyLayout returns the x of each node's centre in a tree given by kids
// (each node's children, node 0 the root) and width (each node's), at
// least gap apart side by side: Walker's layout in the linear time of
// Buchheim, Juenger and Leipert, as render.TidyLayout computes it, the
// leftmost edge at 0.
export function tidyLayout(kids, width, gap) {
  return new Tidy(kids, width, gap).layout();
}

// Tidy is a layout of trees by Walker's algorithm (tidyLayout): each
// node's preliminary place, modifier, shift, change, thread and
// ancestor, in arrays by node.
class Tidy {
  constructor(kids, width, gap) {
    const n = kids.length;
    Object.assign(this, { kids, width, gap, n });
    this.parent = new Int32Array(n).fill(-1);
    this.number = new Int32Array(n);
    this.prelim = new Float64Array(n);
    this.mod = new Float64Array(n);
    this.shift = new Float64Array(n);
    this.change = new Float64Array(n);
    this.thread = new Int32Array(n).fill(-1);
    this.ancestor = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      this.ancestor[v] = v;
      kids[v].forEach((c, i) => { this.parent[c] = v; this.number[c] = i; });
    }
  }

  distance(v, w) { return (this.width[v] + this.width[w]) / 2 + this.gap; }
  leftSibling(v) { return this.number[v] === 0 ? -1 : this.kids[this.parent[v]][this.number[v] - 1]; }
  leftmostSibling(v) { return this.parent[v] < 0 ? v : this.kids[this.parent[v]][0]; }
  nextLeft(v) { return this.kids[v].length ? this.kids[v][0] : this.thread[v]; }
  nextRight(v) { return this.kids[v].length ? this.kids[v][this.kids[v].length - 1] : this.thread[v]; }
  ancestorOf(vim, v, def) { return this.parent[this.ancestor[vim]] === this.parent[v] ? this.ancestor[vim] : def; }

  // moveSubtree moves the subtree of wp right by s, spreading the shift
  // over the subtrees between wm and wp.
  moveSubtree(wm, wp, s) {
    const subtrees = this.number[wp] - this.number[wm];
    this.change[wp] -= s / subtrees;
    this.shift[wp] += s;
    this.change[wm] += s / subtrees;
    this.prelim[wp] += s;
    this.mod[wp] += s;
  }

  // apportion pushes v's subtree right of its left siblings' along their
  // contours; def is the default ancestor, which it returns updated.
  apportion(v, def) {
    const { prelim, mod, ancestor, thread } = this;
    const w = this.leftSibling(v);
    if (w < 0) return def;
    let vip = v; let vop = v; let vim = w; let vom = this.leftmostSibling(vip);
    let sip = mod[vip]; let sop = mod[vop]; let sim = mod[vim]; let som = mod[vom];
    while (this.nextRight(vim) >= 0 && this.nextLeft(vip) >= 0) {
      vim = this.nextRight(vim); vip = this.nextLeft(vip);
      vom = this.nextLeft(vom); vop = this.nextRight(vop);
      ancestor[vop] = v;
      const s = (prelim[vim] + sim) - (prelim[vip] + sip) + this.distance(vim, vip);
      if (s > 0) {
        this.moveSubtree(this.ancestorOf(vim, v, def), v, s);
        sip += s;
        sop += s;
      }
      sim += mod[vim]; sip += mod[vip]; som += mod[vom]; sop += mod[vop];
    }
    if (this.nextRight(vim) >= 0 && this.nextRight(vop) < 0) {
      thread[vop] = this.nextRight(vim);
      mod[vop] += sim - sop;
    }
    if (this.nextLeft(vip) >= 0 && this.nextLeft(vom) < 0) {
      thread[vom] = this.nextLeft(vip);
      mod[vom] += sip - som;
      def = v;
    }
    return def;
  }

  // executeShifts applies the shifts of v's children.
  executeShifts(v) {
    let s = 0; let ch = 0;
    for (let i = this.kids[v].length - 1; i >= 0; i--) {
      const w = this.kids[v][i];
      this.prelim[w] += s;
      this.mod[w] += s;
      ch += this.change[w];
      s += this.shift[w] + ch;
    }
  }

  // finish places v once its children are walked: a leaf after its left
  // sibling, an inner node over the middle of its children.
  finish(v) {
    const { prelim, mod } = this;
    const w = this.leftSibling(v);
    const ks = this.kids[v];
    if (!ks.length) {
      if (w >= 0) prelim[v] = prelim[w] + this.distance(w, v);
      return;
    }
    this.executeShifts(v);
    const mid = (prelim[ks[0]] + prelim[ks[ks.length - 1]]) / 2;
    if (w >= 0) {
      prelim[v] = prelim[w] + this.distance(w, v);
      mod[v] = prelim[v] - mid;
    } else prelim[v] = mid;
  }

  // firstWalk is render.TidyLayout's recursion, on a stack: a node's
  // children walked in order, each apportioned as soon as its subtree is
  // walked (the next sibling reads its place), then the node placed.
  firstWalk() {
    const kids = this.kids;
    const frames = [{ v: 0, i: 0, def: kids[0].length ? kids[0][0] : 0 }];
    while (frames.length) {
      const f = frames[frames.length - 1];
      if (f.i < kids[f.v].length) {
        const ch = kids[f.v][f.i];
        frames.push({ v: ch, i: 0, def: kids[ch].length ? kids[ch][0] : ch });
        continue;
      }
      this.finish(f.v);
      frames.pop();
      if (frames.length) {
        const up = frames[frames.length - 1];
        up.def = this.apportion(f.v, up.def);
        up.i++;
      }
    }
  }

  // layout returns each node's x: the first walk, then the modifiers
  // summed down the tree, the leftmost edge at 0.
  layout() {
    const { n, prelim, mod, kids, width } = this;
    this.firstWalk();
    const x = new Float64Array(n);
    const walk = [[0, -prelim[0]]];
    while (walk.length) {
      const [v, m] = walk.pop();
      x[v] = prelim[v] + m;
      for (const c of kids[v]) walk.push([c, m + mod[v]]);
    }
    let least = Infinity;
    for (let v = 0; v < n; v++) least = Math.min(least, x[v] - width[v] / 2);
    for (let v = 0; v < n; v++) x[v] -= least;
    return x;
  }
}

// bigTree draws the compact tree c (rep.compact) in host, a part of
// viewer (which holds the keyboard focus); onSelect(id) hears the node
// chosen. Nodes deeper than opts.openPlies plies open folded, or those
// opts.folded marks (all open when neither is given); opts.stubs draws a
// folded node the search has not entered (looks u and x) with a stub
// under it rather than outlined; opts.maxScale bounds the scale a fit
// takes; opts.label(count, shown) is the canvas's label, in place of the
// tree page's.
export function bigTree(viewer, host, c, opts = {}) {
  const b = new BigTree(viewer, host, c, opts);
  b.listen();
  b.layout();
  b.size();
  b.home();
  new ResizeObserver(() => { b.size(); b.draw(); }).observe(host);
  b.canvas.bigTree = b.api;
  return b.api;
}

// dpr is the screen's pixels a CSS pixel.
const dpr = () => window.devicePixelRatio || 1;

// MARGIN is the room around the tree fitted to the viewer, in pixels.
const MARGIN = 20;

// BigTree is a big tree drawn on a canvas (bigTree): the compact tree,
// which nodes are folded and shown, where each is, the view (a point at
// (x, y) is at (x*s+tx, y*s+ty) pixels), and the minimap.
class BigTree {
  constructor(viewer, host, c, opts) {
    const n = c.count;
    Object.assign(this, { viewer, host, c, opts, n });
    this.parent = Int32Array.from(c.parent);
    this.depth = new Int32Array(n);
    this.kidsOf = Array.from({ length: n }, () => []);
    for (let i = 1; i < n; i++) {
      this.depth[i] = this.depth[this.parent[i]] + 1;
      this.kidsOf[this.parent[i]].push(i);
    }
    this.cut = new Uint8Array(n);
    for (const i of c.cut) this.cut[i] = 1;
    if (typeof c.look === 'string') c.look = Array.from(c.look); // a step changes it (restate)
    this.current = null; // a step's node, filled
    this.path = new Uint8Array(n); // the path to it from the root
    this.folded = new Uint8Array(n);
    if (opts.folded) for (let i = 0; i < n; i++) this.folded[i] = opts.folded[i] && this.kidsOf[i].length ? 1 : 0;
    if (opts.openPlies !== undefined) {
      for (let i = 0; i < n; i++) if (this.depth[i] === opts.openPlies && this.kidsOf[i].length) this.folded[i] = 1;
    }
    this.lines = new Array(n);
    this.X = new Float64Array(n);
    this.Y = new Float64Array(n);
    this.shown = []; // the nodes not folded away, in pre-order
    this.isShown = new Uint8Array(n);
    this.ext = { w: 1, h: 1 };
    this.selected = null;
    this.view = { s: 1, tx: 0, ty: 0 };
    this.queued = 0;
    this.narrow = window.matchMedia('(max-width: 600px)').matches;
    this.makeCanvases();
    this.api = this.makeAPI();
  }

  // makeCanvases puts the canvas into host and the minimap into viewer.
  makeCanvases() {
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'bigtree';
    this.canvas.setAttribute('role', 'img');
    this.ctx = this.canvas.getContext('2d');
    this.host.replaceChildren(this.canvas);
    this.map = document.createElement('canvas');
    this.map.className = 'minimap';
    this.map.setAttribute('role', 'img');
    this.map.setAttribute('aria-label', tr('the whole tree; the outlined part is in view'));
    this.viewer.querySelector('.minimap')?.remove();
    this.viewer.append(this.map);
    this.mapImage = document.createElement('canvas');
  }

  // linesOf are node i's label's lines.
  linesOf(i) { return this.lines[i] || (this.lines[i] = this.c.text[i].split('\n')); }

  // layout places the nodes not folded away, each level a row as far
  // below the last as its tallest node needs.
  layout() {
    const { n, c, kidsOf, folded, depth, X, Y } = this;
    const shown = [];
    this.isShown = new Uint8Array(n);
    const stack = [0];
    while (stack.length) {
      const v = stack.pop();
      shown.push(v);
      this.isShown[v] = 1;
      if (!folded[v]) for (let k = kidsOf[v].length - 1; k >= 0; k--) stack.push(kidsOf[v][k]);
    }
    this.shown = shown;
    const local = new Int32Array(n).fill(-1);
    shown.forEach((v, k) => { local[v] = k; });
    const kids = shown.map((v) => (folded[v] ? [] : kidsOf[v].map((w) => local[w])));
    const xs = tidyLayout(kids, shown.map((v) => c.w[v]), c.gap);
    const tallest = [];
    for (const v of shown) tallest[depth[v]] = Math.max(tallest[depth[v]] || 0, c.h[v]);
    const row = [tallest[0] / 2];
    for (let l = 1; l < tallest.length; l++) row[l] = row[l - 1] + tallest[l - 1] / 2 + c.row_gap + tallest[l] / 2;
    let w = 0;
    shown.forEach((v, k) => {
      X[v] = xs[k];
      Y[v] = row[depth[v]];
      w = Math.max(w, xs[k] + c.w[v] / 2);
    });
    this.ext = { w, h: row[row.length - 1] + tallest[tallest.length - 1] / 2 };
    this.canvas.dataset.shown = String(shown.length);
    this.canvas.setAttribute('aria-label', this.opts.label ? this.opts.label(n, shown.length)
      : trf('the tree: %s nodes, %s of them shown; arrow keys move between nodes, Enter folds or unfolds', number(n), number(shown.length)));
    this.drawMapImage();
  }

  // size fits the canvas to the viewer and the screen's pixels.
  size() {
    const r = this.host.getBoundingClientRect();
    this.canvas.width = Math.max(1, Math.round(r.width * dpr()));
    this.canvas.height = Math.max(1, Math.round(r.height * dpr()));
    this.canvas.style.width = r.width + 'px';
    this.canvas.style.height = r.height + 'px';
  }

  // screen is the canvas's size in CSS pixels.
  screen() { return { w: this.canvas.width / dpr(), h: this.canvas.height / dpr() }; }

  // inView is the part of the tree in view, in points.
  inView() {
    const { w, h } = this.screen();
    const view = this.view;
    return { x0: -view.tx / view.s, y0: -view.ty / view.s, x1: (w - view.tx) / view.s, y1: (h - view.ty) / view.s };
  }

  // paint draws the tree at the next frame, once however often asked.
  paint() {
    if (!this.queued) this.queued = requestAnimationFrame(() => { this.queued = 0; this.draw(); });
  }

  // outline adds node i's shape, inset by inset points, to the path.
  outline(i, inset) {
    const { ctx, c, X, Y } = this;
    const x = X[i]; const w = c.w[i]; const h = c.h[i];
    const l = x - w / 2 + inset; const r = x + w / 2 - inset;
    const t = Y[i] - h / 2 + inset; const b = Y[i] + h / 2 - inset;
    const roof = (h - 2 * inset) / 4;
    switch (c.shape[i]) {
      case 'h':
        ctx.moveTo(l, b); ctx.lineTo(l, t + roof); ctx.lineTo(x, t); ctx.lineTo(r, t + roof); ctx.lineTo(r, b); ctx.closePath();
        break;
      case 'v':
        ctx.moveTo(l, t); ctx.lineTo(r, t); ctx.lineTo(r, b - roof); ctx.lineTo(x, b); ctx.lineTo(l, b - roof); ctx.closePath();
        break;
      case 'c':
        ctx.moveTo(r, Y[i]);
        ctx.ellipse(x, Y[i], (r - l) / 2, (b - t) / 2, 0, 0, 2 * Math.PI);
        break;
      default:
        ctx.rect(l, t, r - l, b - t);
    }
  }

  // draw draws what is in view: edges, nodes (marks far away), labels
  // near, the node chosen, then the minimap.
  draw() {
    const { ctx, view, c, X, Y } = this;
    const k = dpr();
    const { w, h } = this.screen();
    ctx.setTransform(k, 0, 0, k, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
    ctx.setTransform(k * view.s, 0, 0, k * view.s, k * view.tx, k * view.ty);
    const v = this.inView();
    const px = 1 / view.s; // a pixel, in points
    const meets = (i) => X[i] + c.w[i] / 2 >= v.x0 && X[i] - c.w[i] / 2 <= v.x1 && Y[i] + c.h[i] / 2 >= v.y0 && Y[i] - c.h[i] / 2 <= v.y1;
    const near = view.s * 10 >= 4.5; // labels legible enough to draw
    const marks = view.s * 40 < 3; // nodes smaller than 3 pixels: marks
    this.drawEdges(v, near, marks, px);
    const inside = this.shown.filter(meets);
    if (marks) this.drawMarks(inside, px);
    else this.drawNodes(inside);
    if (near && !marks) this.drawLabels(inside);
    if (this.selected !== null && this.isShown[this.selected]) {
      ctx.beginPath();
      this.outline(this.selected, 0);
      ctx.strokeStyle = SELECTED;
      ctx.lineWidth = Math.max(5, 3 * px);
      ctx.stroke();
    }
    this.canvas.dataset.scale = view.s.toFixed(4);
    this.canvas.dataset.labels = near && !marks ? 'yes' : 'no';
    this.drawMap();
  }

  // drawEdges draws the edges in view v, by look: one path for each (as
  // wide as their visits, under Monte Carlo tree search), a cutoff's
  // edge labelled when near.
  drawEdges(v, near, marks, px) {
    const { ctx, c, X, Y, parent } = this;
    const edges = { '-': [], p: [], x: [], u: [], cut: [] };
    for (const i of this.shown) {
      if (i === 0) continue;
      const p = parent[i];
      const ax = X[p]; const ay = Y[p] + c.h[p] / 2; const bx = X[i]; const by = Y[i] - c.h[i] / 2;
      if (Math.max(ax, bx) < v.x0 || Math.min(ax, bx) > v.x1 || by < v.y0 || ay > v.y1) continue;
      (this.cut[i] ? edges.cut : edges[c.look[i]]).push(i);
    }
    for (const [key, list] of Object.entries(edges)) {
      if (!list.length) continue;
      const st = key === 'cut' ? { stroke: CUT, width: 2, dash: null } : COLORS[key];
      ctx.strokeStyle = st.stroke;
      ctx.setLineDash(st.dash && !marks ? st.dash : []);
      const widths = c.width && !marks ? [...new Set(list.map((i) => Math.max(st.width, c.width[i])))] : [marks ? px : st.width];
      for (const wd of widths) {
        ctx.beginPath();
        for (const i of list) {
          if (widths.length > 1 && Math.max(st.width, c.width[i]) !== wd) continue;
          ctx.moveTo(X[parent[i]], Y[parent[i]] + c.h[parent[i]] / 2);
          ctx.lineTo(X[i], Y[i] - c.h[i] / 2);
        }
        ctx.lineWidth = wd;
        ctx.stroke();
      }
      if (key === 'cut' && near) this.cutWords(list);
    }
    ctx.setLineDash([]);
    this.drawPath(marks, px);
  }

  // drawPath draws the path to a step's node, brown and thick, over the
  // edges.
  drawPath(marks, px) {
    const { ctx, c, X, Y, parent, path } = this;
    if (this.current === null) return;
    ctx.strokeStyle = PATH;
    ctx.lineWidth = marks ? 2 * px : 4;
    ctx.beginPath();
    for (let i = this.current; i > 0; i = parent[i]) {
      if (!path[i]) break;
      ctx.moveTo(X[parent[i]], Y[parent[i]] + c.h[parent[i]] / 2);
      ctx.lineTo(X[i], Y[i] - c.h[i] / 2);
    }
    ctx.stroke();
  }

  // cutWords labels the edges of cutoffs list.
  cutWords(list) {
    const { ctx, c, X, Y, parent } = this;
    ctx.fillStyle = CUT;
    ctx.font = FONT;
    ctx.textAlign = 'start';
    for (const i of list) {
      const p = parent[i];
      ctx.fillText(c.cut_word, (X[p] + X[i]) / 2 + 4, (Y[p] + c.h[p] / 2 + Y[i] - c.h[i] / 2) / 2 + 3.5);
    }
  }

  // drawMarks draws each node inside far away: a mark of its look, at
  // least 2 pixels.
  drawMarks(inside, px) {
    const { ctx, c, X, Y } = this;
    for (const key of LOOKS) {
      ctx.fillStyle = key === '-' ? '#444' : COLORS[key].stroke;
      ctx.beginPath();
      for (const i of inside) {
        if (c.look[i] !== key) continue;
        const mw = Math.max(c.w[i], 2 * px); const mh = Math.max(c.h[i], 2 * px);
        ctx.rect(X[i] - mw / 2, Y[i] - mh / 2, mw, mh);
      }
      ctx.fill();
    }
  }

  // drawNodes draws each node inside in its shape and look, a finished
  // game's box doubled, a folded node's outline dashed and thick.
  drawNodes(inside) {
    const { ctx, c } = this;
    for (const key of LOOKS) {
      const st = COLORS[key];
      ctx.beginPath();
      for (const i of inside) if (c.look[i] === key) this.outline(i, 0);
      ctx.fillStyle = st.fill;
      ctx.fill();
      ctx.strokeStyle = st.stroke;
      ctx.lineWidth = st.width;
      ctx.setLineDash(st.dash || []);
      ctx.stroke();
      ctx.beginPath();
      for (const i of inside) if (c.look[i] === key && c.shape[i] === 'd') this.outline(i, DOUBLE);
      ctx.stroke();
    }
    ctx.setLineDash([6, 3]);
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#000';
    ctx.beginPath();
    const stub = (i) => this.opts.stubs && (c.look[i] === 'u' || c.look[i] === 'x');
    for (const i of inside) if (this.folded[i] && !stub(i)) this.outline(i, 0);
    ctx.stroke();
    ctx.setLineDash([2, 2]);
    ctx.lineWidth = 1;
    ctx.strokeStyle = COLORS.u.stroke;
    ctx.beginPath();
    for (const i of inside) {
      if (!this.folded[i] || !stub(i)) continue;
      const y = this.Y[i] + c.h[i] / 2;
      ctx.moveTo(this.X[i], y);
      ctx.lineTo(this.X[i], y + STUB);
      ctx.moveTo(this.X[i] - 5, y + STUB);
      ctx.lineTo(this.X[i] + 5, y + STUB);
    }
    ctx.stroke();
    ctx.setLineDash([]);
    this.drawCurrent();
  }

  // drawCurrent draws a step's node filled yellow and thick, and the
  // nodes of the path to it outlined brown.
  drawCurrent() {
    const { ctx, parent, path } = this;
    const i = this.current;
    if (i === null || !this.isShown[i]) return;
    ctx.beginPath();
    for (let p = parent[i]; p >= 0 && path[p]; p = parent[p]) this.outline(p, 0);
    ctx.strokeStyle = PATH;
    ctx.lineWidth = 4;
    ctx.stroke();
    ctx.beginPath();
    this.outline(i, 0);
    ctx.fillStyle = CURRENT;
    ctx.fill();
    ctx.strokeStyle = '#000';
    ctx.lineWidth = 3;
    ctx.stroke();
  }

  // drawLabels writes each node's label inside its shape's body.
  drawLabels(inside) {
    const { ctx, c, X, Y } = this;
    ctx.font = FONT;
    ctx.textAlign = 'center';
    for (const i of inside) {
      const ls = this.linesOf(i);
      const inset = c.shape[i] === 'd' ? DOUBLE : 0;
      let body = c.h[i] - 2 * inset;
      if (c.shape[i] === 'h' || c.shape[i] === 'v') body = body * 3 / 4;
      const bodyTop = c.shape[i] === 'h' ? c.h[i] / 4 : 0;
      let y = Y[i] - c.h[i] / 2 + inset + bodyTop + (body - ls.length * LINE) / 2 + LINE / 2 + 3.5;
      ctx.fillStyle = i === this.current ? '#000' : COLORS[c.look[i]].text;
      for (const l of ls) {
        ctx.fillText(l, X[i], y);
        y += LINE;
      }
    }
  }

  // drawMapImage draws the whole tree small, for the minimap.
  drawMapImage() {
    const { map, mapImage, ext, c, X, Y } = this;
    const mw = this.narrow ? 120 : 180;
    const mh = Math.round(Math.min(Math.max(mw * ext.h / ext.w, 36), this.narrow ? 80 : 120));
    for (const m of [map, mapImage]) {
      m.width = mw * dpr();
      m.height = mh * dpr();
    }
    map.style.width = mw + 'px';
    map.style.height = mh + 'px';
    const g = mapImage.getContext('2d');
    g.setTransform(dpr(), 0, 0, dpr(), 0, 0);
    g.fillStyle = '#fff';
    g.fillRect(0, 0, mw, mh);
    const sx = mw / ext.w; const sy = mh / ext.h;
    for (const key of LOOKS) {
      g.fillStyle = key === '-' ? '#555' : COLORS[key].stroke;
      for (const i of this.shown) if (c.look[i] === key) g.fillRect(X[i] * sx - 0.5, Y[i] * sy - 0.5, Math.max(1, c.w[i] * sx), Math.max(1, c.h[i] * sy));
    }
  }

  // drawMap draws the minimap, the part in view outlined; hidden while
  // all of the tree is in view.
  drawMap() {
    const { map, ext } = this;
    const v = this.inView();
    const all = v.x0 <= 0 && v.y0 <= 0 && v.x1 >= ext.w && v.y1 >= ext.h;
    map.style.display = all ? 'none' : '';
    if (all) return;
    const g = map.getContext('2d');
    const mw = map.width / dpr(); const mh = map.height / dpr();
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.drawImage(this.mapImage, 0, 0);
    g.setTransform(dpr(), 0, 0, dpr(), 0, 0);
    const sx = mw / ext.w; const sy = mh / ext.h;
    g.fillStyle = 'rgba(242,169,0,.18)';
    g.strokeStyle = '#b06000';
    g.lineWidth = 1.5;
    const r = [v.x0 * sx, v.y0 * sy, (v.x1 - v.x0) * sx, (v.y1 - v.y0) * sy];
    g.fillRect(...r);
    g.strokeRect(...r);
    const i = this.current;
    if (i !== null) {
      g.fillStyle = PATH;
      g.fillRect(this.X[i] * sx - 2, this.Y[i] * sy - 2, 4, 4);
    }
  }

  // centreOn brings the point (x, y) of the tree to the canvas's centre.
  centreOn(x, y) {
    const { w, h } = this.screen();
    this.view.tx = w / 2 - x * this.view.s;
    this.view.ty = h / 2 - y * this.view.s;
    this.paint();
  }

  // fit shows the whole tree.
  fit() {
    const { w, h } = this.screen();
    const { view, ext } = this;
    view.s = Math.min((w - 2 * MARGIN) / ext.w, (h - 2 * MARGIN) / ext.h, this.opts.maxScale || Infinity);
    view.tx = (w - ext.w * view.s) / 2;
    view.ty = (h - ext.h * view.s) / 2;
    this.paint();
  }

  // home opens the tree: whole when legible so, else the root and its
  // moves in view at a legible scale when they fit (text at least 7
  // pixels high), else at a readable one, the root at the top. A tree
  // opened to some plies (opts.openPlies) whose root and moves do not fit
  // so is folded below the moves, which then do (a phone).
  home() {
    this.fit();
    const { view, X } = this;
    if (view.s >= READABLE) return;
    let s = this.rootScale();
    if (s < LEGIBLE && this.opts.openPlies > 1 && this.foldBelowMoves()) s = this.rootScale();
    if (s < LEGIBLE) s = READABLE;
    view.s = s;
    view.tx = this.screen().w / 2 - X[0] * view.s;
    view.ty = MARGIN;
    this.paint();
  }

  // rootScale is the largest scale up to READABLE at which the root and
  // its moves shown fit the canvas's width, READABLE for a root alone.
  rootScale() {
    const { c, X } = this;
    const { w } = this.screen();
    const ks = this.isShown[0] ? this.kidsOf[0].filter((k) => this.isShown[k]) : [];
    if (!ks.length) return READABLE;
    const a = ks[0]; const b = ks[ks.length - 1];
    const span = Math.max(X[b] + c.w[b] / 2 - X[0], X[0] - (X[a] - c.w[a] / 2)) * 2;
    return Math.min(READABLE, (w - 2 * MARGIN) / span);
  }

  // foldBelowMoves folds the root's moves that have moves shown below
  // them, and lays the tree out again; false when none had.
  foldBelowMoves() {
    const { kidsOf, folded } = this;
    let any = false;
    for (const k of kidsOf[0]) {
      if (kidsOf[k].length && !folded[k]) {
        folded[k] = 1;
        any = true;
      }
    }
    if (!any) return false;
    this.opened = 1;
    this.layout();
    return true;
  }

  // zoomAt zooms by factor about the point (sx, sy) of the canvas.
  zoomAt(factor, sx, sy) {
    const view = this.view;
    const s = Math.min(Math.max(view.s * factor, 1e-4), 8);
    const f = s / view.s;
    view.tx = sx - (sx - view.tx) * f;
    view.ty = sy - (sy - view.ty) * f;
    view.s = s;
    this.paint();
  }

  // local is where pointer event e is on the canvas.
  local(e) {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  // at returns the node drawn at a point of the canvas, or null.
  at(p) {
    const { view, c, X, Y } = this;
    const x = (p.x - view.tx) / view.s; const y = (p.y - view.ty) / view.s;
    const slack = 3 / view.s; // a node drawn small is hit within 3 pixels
    for (const i of this.shown) {
      if (Math.abs(x - X[i]) <= c.w[i] / 2 + slack && Math.abs(y - Y[i]) <= c.h[i] / 2 + slack) return i;
    }
    return null;
  }

  // reveal brings node i into view at a legible scale (the reader's own
  // when larger), its parent and children with it where they fit.
  reveal(i) {
    const { view, c, X, Y } = this;
    const { w, h } = this.screen();
    const s = Math.max(view.s, READABLE);
    const sx = X[i] * view.s + view.tx; const sy = Y[i] * view.s + view.ty;
    const hw = c.w[i] / 2 * view.s; const hh = c.h[i] / 2 * view.s;
    if (view.s >= READABLE * 0.98 && sx - hw >= MARGIN && sx + hw <= w - MARGIN && sy - hh >= MARGIN && sy + hh <= h - MARGIN) return;
    view.s = s;
    view.tx = w / 2 - X[i] * s;
    view.ty = h / 3 - Y[i] * s;
    this.paint();
  }

  // keepInView keeps node i in the middle part of the view at a legible
  // scale (the reader's own when larger), else brings it there: its
  // parent's row above it, its children's below.
  keepInView(i) {
    const { view, c, X, Y } = this;
    const { w } = this.screen();
    const [top, h] = this.seenRows();
    const sx = X[i] * view.s + view.tx; const sy = Y[i] * view.s + view.ty - top;
    const hw = c.w[i] / 2 * view.s; const hh = c.h[i] / 2 * view.s;
    const mx = Math.min(w / 8, 120); const my = Math.min(h / 6, 120);
    const kids = this.kidsView(i);
    if (view.s >= kids.s * 0.98 && sx - hw >= mx && sx + hw <= w - mx && sy - hh >= my && sy + hh <= h - my) return;
    view.s = Math.max(view.s, kids.s);
    view.tx = w / 2 - (view.s > kids.s ? X[i] : kids.x) * view.s;
    view.ty = top + h * 0.45 - Y[i] * view.s;
  }

  // seenRows is the part of the canvas the window shows, from its top and
  // how high (a canvas taller than what is left of a phone's window below
  // it is partly out of sight); the whole canvas when too little shows to
  // aim at.
  seenRows() {
    const { h } = this.screen();
    const r = this.canvas.getBoundingClientRect();
    const top = Math.max(0, -r.top); const bottom = Math.min(h, window.innerHeight - r.top);
    return bottom - top >= h * 0.35 ? [top, bottom - top] : [0, h];
  }

  // kidsView is the scale, READABLE or less down to LEGIBLE, at which
  // node i and its children shown fit the canvas's width (a phone), and
  // the middle of their row: READABLE and i's own place when they fit
  // so, or do not fit legibly.
  kidsView(i) {
    const { c, X } = this;
    const ks = this.kidsOf[i].filter((k) => this.isShown[k]);
    const out = { s: READABLE, x: X[i] };
    if (!ks.length) return out;
    const a = ks[0]; const b = ks[ks.length - 1];
    const lo = Math.min(X[a] - c.w[a] / 2, X[i] - c.w[i] / 2); const hi = Math.max(X[b] + c.w[b] / 2, X[i] + c.w[i] / 2);
    const fit = (this.screen().w - 2 * MARGIN) / (hi - lo);
    return fit >= READABLE || fit < LEGIBLE ? out : { s: fit, x: (lo + hi) / 2 };
  }

  // relayout lays the tree out again, node keep staying where it is on
  // the screen.
  relayout(keep) {
    const { view, X, Y } = this;
    const sx = X[keep] * view.s + view.tx; const sy = Y[keep] * view.s + view.ty;
    this.layout();
    view.tx = sx - X[keep] * view.s;
    view.ty = sy - Y[keep] * view.s;
    this.paint();
  }

  // listen follows the pointer on the minimap and on the canvas: drag
  // and pinch, wheel, click and double click.
  listen() {
    const mapAt = (e) => {
      const r = this.map.getBoundingClientRect();
      this.centreOn((e.clientX - r.left) / r.width * this.ext.w, (e.clientY - r.top) / r.height * this.ext.h);
    };
    let mapDrag = false;
    this.map.addEventListener('pointerdown', (e) => { mapDrag = true; this.map.setPointerCapture(e.pointerId); mapAt(e); e.preventDefault(); });
    this.map.addEventListener('pointermove', (e) => { if (mapDrag) mapAt(e); });
    this.map.addEventListener('pointerup', () => { mapDrag = false; });
    const canvas = this.canvas;
    canvas.addEventListener('wheel', (e) => {
      e.preventDefault();
      const p = this.local(e);
      this.zoomAt(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
    }, { passive: false });
    const drag = this.listenDrag();
    canvas.addEventListener('click', (e) => {
      if (drag.dragged) { drag.dragged = false; return; }
      const i = this.at(this.local(e));
      if (i !== null) this.api.select(i);
    });
    canvas.addEventListener('dblclick', (e) => {
      const i = this.at(this.local(e));
      if (i !== null) { this.api.toggleFold(i); this.api.select(i); }
    });
  }

  // listenDrag pans the tree with one pointer and zooms it with two
  // (pinch); the state it returns tells a click that ends a drag.
  listenDrag() {
    const canvas = this.canvas;
    const pointers = new Map();
    const state = { dragged: false };
    let last = null;
    let pinch = 0;
    canvas.addEventListener('pointerdown', (e) => {
      pointers.set(e.pointerId, this.local(e));
      last = { ...this.local(e), moved: false };
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.set(e.pointerId, this.local(e));
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (pinch) this.zoomAt(d / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
        pinch = d;
        return;
      }
      if (!last) return;
      const p = this.local(e);
      if (!last.moved && Math.hypot(p.x - last.x, p.y - last.y) < 4) return;
      if (!last.moved) canvas.setPointerCapture(e.pointerId);
      last.moved = true;
      canvas.classList.add('dragging');
      this.view.tx += p.x - last.x;
      this.view.ty += p.y - last.y;
      last.x = p.x;
      last.y = p.y;
      this.paint();
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      pinch = 0;
      canvas.classList.remove('dragging');
      state.dragged = !!(last && last.moved);
      last = null;
    };
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    return state;
  }

  // unselect leaves no node chosen.
  unselect() {
    this.selected = null;
    delete this.canvas.dataset.selected;
    this.paint();
  }

  // makeAPI is what the page asks of the tree: choose a node, fold, fit,
  // zoom, and what is where (for the keyboard and the tests).
  makeAPI() {
    const { n, c, kidsOf, folded, parent } = this;
    return {
      count: n,
      // select chooses node i (revealed: brought into view), -1 none.
      select: (i, revealed = false) => {
        if (i === -1) return this.unselect();
        if (i === null || i < 0 || i >= n) return;
        // A node folded away: its folded ancestors open.
        for (let p = parent[i]; p >= 0; p = parent[p]) if (folded[p]) { folded[p] = 0; this.layout(); }
        this.selected = i;
        this.canvas.dataset.selected = String(i);
        if (revealed) this.reveal(i);
        this.paint();
        if (this.opts.onSelect) this.opts.onSelect(i);
      },
      selected: () => this.selected,
      folded: (i) => !!folded[i],
      shown: (i) => !!this.isShown[i],
      children: (i) => (folded[i] ? [] : kidsOf[i]),
      allChildren: (i) => kidsOf[i],
      parent: (i) => (i > 0 ? parent[i] : null),
      // opened is the plies the tree opened to: opts.openPlies, or 1
      // where its root and moves fitted only so (home).
      opened: () => this.opened ?? this.opts.openPlies,
      toggleFold: (i) => {
        if (!kidsOf[i].length) return;
        folded[i] = folded[i] ? 0 : 1;
        this.relayout(i);
      },
      unfoldAll: () => {
        folded.fill(0);
        this.relayout(this.selected ?? 0);
      },
      // restate draws node i as a step leaves it: its look (a letter of
      // COLORS), whether its parent cut off after it, and its label's
      // text; refresh draws the changes.
      restate: (i, look, cut, text) => {
        c.look[i] = look;
        this.cut[i] = cut ? 1 : 0;
        c.text[i] = text;
        this.lines[i] = undefined;
      },
      refresh: () => { this.drawMapImage(); this.paint(); },
      // fold folds node i (on) or unfolds it, laid out again by relayout
      // (keep staying where it is on the screen).
      fold: (i, on) => { folded[i] = on && kidsOf[i].length ? 1 : 0; },
      relayout: (keep) => this.relayout(keep),
      // follow makes node i the step's node, the path to it marked, and
      // brings it into view at a legible scale with its parent and
      // children where they fit.
      follow: (i) => {
        this.path.fill(0);
        for (let p = i; p >= 0; p = parent[p]) this.path[p] = 1;
        let opened = false;
        for (let p = parent[i]; p >= 0; p = parent[p]) if (folded[p]) { folded[p] = 0; opened = true; }
        if (opened) this.layout();
        this.current = i;
        this.canvas.dataset.current = String(i);
        this.keepInView(i);
        this.paint();
      },
      fit: () => this.fit(),
      // home opens the tree again as it first opened, at the canvas's
      // size now (a viewer resized as it was drawn).
      home: () => { this.size(); this.home(); },
      zoom: (factor) => {
        const { w, h } = this.screen();
        this.zoomAt(1 / factor, w / 2, h / 2);
      },
      // position returns where node i is drawn on the screen, in CSS
      // pixels from the canvas's corner, and its size there (for the
      // tests).
      position: (i) => ({ x: this.X[i] * this.view.s + this.view.tx, y: this.Y[i] * this.view.s + this.view.ty, w: c.w[i] * this.view.s, h: c.h[i] * this.view.s }),
      layoutX: (i) => this.X[i],
    };
  }
}
