// The viewer of a big tree (10,000 to 65,000 nodes and more): the
// compact form of the tree (render.CompactTree: each node's parent,
// size, shape, look and label) laid out here by the tidy layout of trees
// (the port of render.TidyLayout) over the nodes not folded away, and
// drawn on a canvas: only what is in view, with detail that follows the
// zoom (far away, nodes are marks; nearer, outlines; near, their
// labels), in the look of the drawings.
import { tr, trf, READABLE } from './common.js';

// The look of the drawings (render/dot.go): the principal variation red
// and thick, pruned nodes dashed and grey inside, the edge of a cutoff
// blue; a chosen node outlined in amber, a folded one dashed and thick.
const COLORS = {
  '-': { stroke: '#000', fill: '#fff', text: '#000', width: 1, dash: null },
  p: { stroke: '#d62728', fill: '#fff', text: '#d62728', width: 2.5, dash: null },
  x: { stroke: '#666666', fill: '#ececec', text: '#666666', width: 1, dash: [5, 2] },
};
const CUT = '#1f5fbf';
const SELECTED = '#f2a900';
const FONT = '10px Helvetica, Arial, sans-serif';
const LINE = 12; // a label's line, in points
const DOUBLE = 4; // between the two outlines of a finished game's box

// tidyLayout returns the x of each node's centre in a tree given by kids
// (each node's children, node 0 the root) and width (each node's), at
// least gap apart side by side: Walker's layout in the linear time of
// Buchheim, Juenger and Leipert, as render.TidyLayout computes it, the
// leftmost edge at 0.
export function tidyLayout(kids, width, gap) {
  const n = kids.length;
  const parent = new Int32Array(n).fill(-1);
  const number = new Int32Array(n);
  const prelim = new Float64Array(n);
  const mod = new Float64Array(n);
  const shift = new Float64Array(n);
  const change = new Float64Array(n);
  const thread = new Int32Array(n).fill(-1);
  const ancestor = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    ancestor[v] = v;
    kids[v].forEach((c, i) => { parent[c] = v; number[c] = i; });
  }
  const distance = (v, w) => (width[v] + width[w]) / 2 + gap;
  const leftSibling = (v) => (number[v] === 0 ? -1 : kids[parent[v]][number[v] - 1]);
  const leftmostSibling = (v) => (parent[v] < 0 ? v : kids[parent[v]][0]);
  const nextLeft = (v) => (kids[v].length ? kids[v][0] : thread[v]);
  const nextRight = (v) => (kids[v].length ? kids[v][kids[v].length - 1] : thread[v]);
  const moveSubtree = (wm, wp, s) => {
    const subtrees = number[wp] - number[wm];
    change[wp] -= s / subtrees;
    shift[wp] += s;
    change[wm] += s / subtrees;
    prelim[wp] += s;
    mod[wp] += s;
  };
  const ancestorOf = (vim, v, def) => (parent[ancestor[vim]] === parent[v] ? ancestor[vim] : def);
  const apportion = (v, def) => {
    const w = leftSibling(v);
    if (w < 0) return def;
    let vip = v; let vop = v; let vim = w; let vom = leftmostSibling(vip);
    let sip = mod[vip]; let sop = mod[vop]; let sim = mod[vim]; let som = mod[vom];
    while (nextRight(vim) >= 0 && nextLeft(vip) >= 0) {
      vim = nextRight(vim); vip = nextLeft(vip);
      vom = nextLeft(vom); vop = nextRight(vop);
      ancestor[vop] = v;
      const s = (prelim[vim] + sim) - (prelim[vip] + sip) + distance(vim, vip);
      if (s > 0) {
        moveSubtree(ancestorOf(vim, v, def), v, s);
        sip += s;
        sop += s;
      }
      sim += mod[vim]; sip += mod[vip]; som += mod[vom]; sop += mod[vop];
    }
    if (nextRight(vim) >= 0 && nextRight(vop) < 0) {
      thread[vop] = nextRight(vim);
      mod[vop] += sim - sop;
    }
    if (nextLeft(vip) >= 0 && nextLeft(vom) < 0) {
      thread[vom] = nextLeft(vip);
      mod[vom] += sip - som;
      def = v;
    }
    return def;
  };
  const executeShifts = (v) => {
    let s = 0; let ch = 0;
    for (let i = kids[v].length - 1; i >= 0; i--) {
      const w = kids[v][i];
      prelim[w] += s;
      mod[w] += s;
      ch += change[w];
      s += shift[w] + ch;
    }
  };
  // The first walk, as render.TidyLayout's recursion runs it, on a
  // stack: a node's children walked in order, each apportioned as soon
  // as its subtree is walked (the next sibling reads its place), then
  // the node itself placed.
  const finish = (v) => {
    const w = leftSibling(v);
    const ks = kids[v];
    if (!ks.length) {
      if (w >= 0) prelim[v] = prelim[w] + distance(w, v);
      return;
    }
    executeShifts(v);
    const mid = (prelim[ks[0]] + prelim[ks[ks.length - 1]]) / 2;
    if (w >= 0) {
      prelim[v] = prelim[w] + distance(w, v);
      mod[v] = prelim[v] - mid;
    } else prelim[v] = mid;
  };
  const frames = [{ v: 0, i: 0, def: kids[0].length ? kids[0][0] : 0 }];
  while (frames.length) {
    const f = frames[frames.length - 1];
    if (f.i < kids[f.v].length) {
      const ch = kids[f.v][f.i];
      frames.push({ v: ch, i: 0, def: kids[ch].length ? kids[ch][0] : ch });
      continue;
    }
    finish(f.v);
    frames.pop();
    if (frames.length) {
      const up = frames[frames.length - 1];
      up.def = apportion(f.v, up.def);
      up.i++;
    }
  }
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

// bigTree draws the compact tree c (rep.compact) in host, a part of
// viewer (which holds the keyboard focus); onSelect(id) hears the node
// chosen. Nodes deeper than opts.openPlies plies open folded (all open
// when not given).
export function bigTree(viewer, host, c, opts = {}) {
  const n = c.count;
  const parent = Int32Array.from(c.parent);
  const depth = new Int32Array(n);
  const kidsOf = Array.from({ length: n }, () => []);
  for (let i = 1; i < n; i++) {
    depth[i] = depth[parent[i]] + 1;
    kidsOf[parent[i]].push(i);
  }
  const cut = new Uint8Array(n);
  for (const i of c.cut) cut[i] = 1;
  const folded = new Uint8Array(n);
  if (opts.openPlies !== undefined) {
    for (let i = 0; i < n; i++) if (depth[i] === opts.openPlies && kidsOf[i].length) folded[i] = 1;
  }
  const lines = new Array(n);
  const linesOf = (i) => lines[i] || (lines[i] = c.text[i].split('\n'));
  const X = new Float64Array(n);
  const Y = new Float64Array(n);
  let shown = []; // the nodes not folded away, in pre-order
  let isShown = new Uint8Array(n);
  let ext = { w: 1, h: 1 };
  let selected = null;

  const canvas = document.createElement('canvas');
  canvas.className = 'bigtree';
  canvas.setAttribute('role', 'img');
  const ctx = canvas.getContext('2d');
  host.replaceChildren(canvas);
  const map = document.createElement('canvas');
  map.className = 'minimap';
  map.setAttribute('role', 'img');
  map.setAttribute('aria-label', tr('the whole tree; the outlined part is in view'));
  viewer.querySelector('.minimap')?.remove();
  viewer.append(map);
  const mapImage = document.createElement('canvas');
  let view = { s: 1, tx: 0, ty: 0 }; // a point at (x, y) is at (x*s+tx, y*s+ty) pixels
  const margin = 20;

  // layout places the nodes not folded away, each level a row as far
  // below the last as its tallest node needs.
  function layout() {
    shown = [];
    isShown = new Uint8Array(n);
    const stack = [0];
    while (stack.length) {
      const v = stack.pop();
      shown.push(v);
      isShown[v] = 1;
      if (!folded[v]) for (let k = kidsOf[v].length - 1; k >= 0; k--) stack.push(kidsOf[v][k]);
    }
    const local = new Int32Array(n).fill(-1);
    shown.forEach((v, k) => { local[v] = k; });
    const kids = shown.map((v) => (folded[v] ? [] : kidsOf[v].map((w) => local[w])));
    const width = shown.map((v) => c.w[v]);
    const xs = tidyLayout(kids, width, c.gap);
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
    ext = { w, h: row[row.length - 1] + tallest[tallest.length - 1] / 2 };
    canvas.dataset.shown = String(shown.length);
    canvas.setAttribute('aria-label', trf('the tree: %s nodes, %s of them shown; arrow keys move between nodes, Enter folds or unfolds', n.toLocaleString(), shown.length.toLocaleString()));
    drawMapImage();
  }

  // size fits the canvases to the viewer and the screen's pixels.
  const dpr = () => window.devicePixelRatio || 1;
  function size() {
    const r = host.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(r.width * dpr()));
    canvas.height = Math.max(1, Math.round(r.height * dpr()));
    canvas.style.width = r.width + 'px';
    canvas.style.height = r.height + 'px';
  }
  const screen = () => ({ w: canvas.width / dpr(), h: canvas.height / dpr() });

  // inView is the part of the tree in view, in points.
  function inView() {
    const { w, h } = screen();
    return { x0: -view.tx / view.s, y0: -view.ty / view.s, x1: (w - view.tx) / view.s, y1: (h - view.ty) / view.s };
  }

  let queued = 0;
  function paint() {
    if (!queued) queued = requestAnimationFrame(() => { queued = 0; draw(); });
  }

  function outline(i, inset) {
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

  function draw() {
    const k = dpr();
    const { w, h } = screen();
    ctx.setTransform(k, 0, 0, k, 0, 0);
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, w, h);
    ctx.setTransform(k * view.s, 0, 0, k * view.s, k * view.tx, k * view.ty);
    const v = inView();
    const px = 1 / view.s; // a pixel, in points
    const meets = (i) => X[i] + c.w[i] / 2 >= v.x0 && X[i] - c.w[i] / 2 <= v.x1 && Y[i] + c.h[i] / 2 >= v.y0 && Y[i] - c.h[i] / 2 <= v.y1;
    const near = view.s * 10 >= 4.5; // labels legible enough to draw
    const marks = view.s * 40 < 3; // nodes smaller than 3 pixels: marks
    // The edges, by look: one path for each.
    const edges = { '-': [], p: [], x: [], cut: [] };
    for (const i of shown) {
      if (i === 0) continue;
      const p = parent[i];
      const ax = X[p]; const ay = Y[p] + c.h[p] / 2; const bx = X[i]; const by = Y[i] - c.h[i] / 2;
      if (Math.max(ax, bx) < v.x0 || Math.min(ax, bx) > v.x1 || by < v.y0 || ay > v.y1) continue;
      (cut[i] ? edges.cut : edges[c.look[i]]).push(i);
    }
    for (const [key, list] of Object.entries(edges)) {
      if (!list.length) continue;
      const st = key === 'cut' ? { stroke: CUT, width: 2, dash: null } : COLORS[key];
      ctx.strokeStyle = st.stroke;
      ctx.setLineDash(st.dash && !marks ? st.dash : []);
      // Edges as wide as their visits (Monte Carlo tree search), each
      // with its own width; else one path for the look.
      const widths = c.width && !marks ? [...new Set(list.map((i) => Math.max(st.width, c.width[i])))] : [marks ? px : st.width];
      for (const wd of widths) {
        ctx.beginPath();
        for (const i of list) {
          if (widths.length > 1 && Math.max(st.width, c.width[i]) !== wd) continue;
          const p = parent[i];
          ctx.moveTo(X[p], Y[p] + c.h[p] / 2);
          ctx.lineTo(X[i], Y[i] - c.h[i] / 2);
        }
        ctx.lineWidth = wd;
        ctx.stroke();
      }
      if (key === 'cut' && near) {
        ctx.fillStyle = CUT;
        ctx.font = FONT;
        ctx.textAlign = 'start';
        for (const i of list) {
          const p = parent[i];
          ctx.fillText(c.cut_word, (X[p] + X[i]) / 2 + 4, (Y[p] + c.h[p] / 2 + Y[i] - c.h[i] / 2) / 2 + 3.5);
        }
      }
    }
    ctx.setLineDash([]);
    const inside = shown.filter(meets);
    if (marks) {
      // Far away, each node a mark of its look, at least 2 pixels.
      for (const key of ['-', 'x', 'p']) {
        ctx.fillStyle = key === '-' ? '#444' : COLORS[key].stroke;
        ctx.beginPath();
        for (const i of inside) {
          if (c.look[i] !== key) continue;
          const mw = Math.max(c.w[i], 2 * px); const mh = Math.max(c.h[i], 2 * px);
          ctx.rect(X[i] - mw / 2, Y[i] - mh / 2, mw, mh);
        }
        ctx.fill();
      }
    } else {
      for (const key of ['-', 'x', 'p']) {
        const st = COLORS[key];
        ctx.beginPath();
        for (const i of inside) if (c.look[i] === key) outline(i, 0);
        ctx.fillStyle = st.fill;
        ctx.fill();
        ctx.strokeStyle = st.stroke;
        ctx.lineWidth = st.width;
        ctx.setLineDash(st.dash || []);
        ctx.stroke();
        ctx.beginPath();
        for (const i of inside) if (c.look[i] === key && c.shape[i] === 'd') outline(i, DOUBLE);
        ctx.stroke();
      }
      ctx.setLineDash([6, 3]);
      ctx.lineWidth = 3;
      ctx.strokeStyle = '#000';
      ctx.beginPath();
      for (const i of inside) if (folded[i]) outline(i, 0);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (near && !marks) {
      ctx.font = FONT;
      ctx.textAlign = 'center';
      for (const i of inside) {
        const ls = linesOf(i);
        const inset = c.shape[i] === 'd' ? DOUBLE : 0;
        let body = c.h[i] - 2 * inset;
        if (c.shape[i] === 'h' || c.shape[i] === 'v') body = body * 3 / 4;
        const bodyTop = c.shape[i] === 'h' ? c.h[i] / 4 : 0;
        let y = Y[i] - c.h[i] / 2 + inset + bodyTop + (body - ls.length * LINE) / 2 + LINE / 2 + 3.5;
        ctx.fillStyle = COLORS[c.look[i]].text;
        for (const l of ls) {
          ctx.fillText(l, X[i], y);
          y += LINE;
        }
      }
    }
    if (selected !== null && isShown[selected]) {
      ctx.beginPath();
      outline(selected, 0);
      ctx.strokeStyle = SELECTED;
      ctx.lineWidth = Math.max(5, 3 * px);
      ctx.stroke();
    }
    canvas.dataset.scale = view.s.toFixed(4);
    canvas.dataset.labels = near && !marks ? 'yes' : 'no';
    drawMap();
  }

  // The minimap: the whole tree small, the part in view outlined; hidden
  // while all of it is in view.
  const narrow = window.matchMedia('(max-width: 600px)').matches;
  function drawMapImage() {
    const mw = narrow ? 120 : 180;
    const mh = Math.round(Math.min(Math.max(mw * ext.h / ext.w, 36), narrow ? 80 : 120));
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
    for (const key of ['-', 'x', 'p']) {
      g.fillStyle = key === '-' ? '#555' : COLORS[key].stroke;
      for (const i of shown) if (c.look[i] === key) g.fillRect(X[i] * sx - 0.5, Y[i] * sy - 0.5, Math.max(1, c.w[i] * sx), Math.max(1, c.h[i] * sy));
    }
  }
  function drawMap() {
    const v = inView();
    const all = v.x0 <= 0 && v.y0 <= 0 && v.x1 >= ext.w && v.y1 >= ext.h;
    map.style.display = all ? 'none' : '';
    if (all) return;
    const g = map.getContext('2d');
    const mw = map.width / dpr(); const mh = map.height / dpr();
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.drawImage(mapImage, 0, 0);
    g.setTransform(dpr(), 0, 0, dpr(), 0, 0);
    const sx = mw / ext.w; const sy = mh / ext.h;
    g.fillStyle = 'rgba(242,169,0,.18)';
    g.strokeStyle = '#b06000';
    g.lineWidth = 1.5;
    const r = [v.x0 * sx, v.y0 * sy, (v.x1 - v.x0) * sx, (v.y1 - v.y0) * sy];
    g.fillRect(...r);
    g.strokeRect(...r);
  }
  const mapAt = (e) => {
    const r = map.getBoundingClientRect();
    centreOn((e.clientX - r.left) / r.width * ext.w, (e.clientY - r.top) / r.height * ext.h);
  };
  let mapDrag = false;
  map.addEventListener('pointerdown', (e) => { mapDrag = true; map.setPointerCapture(e.pointerId); mapAt(e); e.preventDefault(); });
  map.addEventListener('pointermove', (e) => { if (mapDrag) mapAt(e); });
  map.addEventListener('pointerup', () => { mapDrag = false; });

  function centreOn(x, y) {
    const { w, h } = screen();
    view.tx = w / 2 - x * view.s;
    view.ty = h / 2 - y * view.s;
    paint();
  }

  // fit shows the whole tree; home opens it: whole when legible so,
  // else at a legible scale, the root at the top in the middle.
  function fit() {
    const { w, h } = screen();
    view.s = Math.min((w - 2 * margin) / ext.w, (h - 2 * margin) / ext.h);
    view.tx = (w - ext.w * view.s) / 2;
    view.ty = (h - ext.h * view.s) / 2;
    paint();
  }
  function home() {
    fit();
    if (view.s >= READABLE) return;
    // The root and its moves in view, at a legible scale when they fit
    // (text at least 7 pixels high), else at a readable one.
    const { w } = screen();
    const ks = isShown[0] ? kidsOf[0].filter((k) => isShown[k]) : [];
    let s = READABLE;
    if (ks.length) {
      const a = ks[0]; const b = ks[ks.length - 1];
      const span = Math.max(X[b] + c.w[b] / 2 - X[0], X[0] - (X[a] - c.w[a] / 2)) * 2;
      s = Math.min(READABLE, (w - 2 * margin) / span);
      if (s < 0.7) s = READABLE;
    }
    view.s = s;
    view.tx = w / 2 - X[0] * view.s;
    view.ty = margin;
    paint();
  }

  const zoomAt = (factor, sx, sy) => {
    const s = Math.min(Math.max(view.s * factor, 1e-4), 8);
    const f = s / view.s;
    view.tx = sx - (sx - view.tx) * f;
    view.ty = sy - (sy - view.ty) * f;
    view.s = s;
    paint();
  };
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  canvas.addEventListener('wheel', (e) => {
    e.preventDefault();
    const p = local(e);
    zoomAt(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
  }, { passive: false });
  const pointers = new Map();
  let last = null;
  let pinch = 0;
  canvas.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, local(e));
    last = { ...local(e), moved: false };
  });
  canvas.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, local(e));
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch) zoomAt(d / pinch, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch = d;
      return;
    }
    if (!last) return;
    const p = local(e);
    if (!last.moved && Math.hypot(p.x - last.x, p.y - last.y) < 4) return;
    if (!last.moved) canvas.setPointerCapture(e.pointerId);
    last.moved = true;
    canvas.classList.add('dragging');
    view.tx += p.x - last.x;
    view.ty += p.y - last.y;
    last.x = p.x;
    last.y = p.y;
    paint();
  });
  let dragged = false;
  const up = (e) => {
    pointers.delete(e.pointerId);
    pinch = 0;
    canvas.classList.remove('dragging');
    dragged = !!(last && last.moved);
    last = null;
  };
  canvas.addEventListener('pointerup', up);
  canvas.addEventListener('pointercancel', up);

  // at returns the node drawn at a point of the canvas, or null.
  function at(p) {
    const x = (p.x - view.tx) / view.s; const y = (p.y - view.ty) / view.s;
    const slack = 3 / view.s; // a node drawn small is hit within 3 pixels
    for (const i of shown) {
      if (Math.abs(x - X[i]) <= c.w[i] / 2 + slack && Math.abs(y - Y[i]) <= c.h[i] / 2 + slack) return i;
    }
    return null;
  }
  canvas.addEventListener('click', (e) => {
    if (dragged) { dragged = false; return; }
    const i = at(local(e));
    if (i !== null) api.select(i);
  });
  canvas.addEventListener('dblclick', (e) => {
    const i = at(local(e));
    if (i !== null) { api.toggleFold(i); api.select(i); }
  });

  // reveal brings node i into view at a legible scale (the reader's own
  // when larger), its parent and children with it where they fit.
  function reveal(i) {
    const { w, h } = screen();
    const s = Math.max(view.s, READABLE);
    const sx = X[i] * view.s + view.tx; const sy = Y[i] * view.s + view.ty;
    const hw = c.w[i] / 2 * view.s; const hh = c.h[i] / 2 * view.s;
    if (view.s >= READABLE * 0.98 && sx - hw >= margin && sx + hw <= w - margin && sy - hh >= margin && sy + hh <= h - margin) return;
    view.s = s;
    view.tx = w / 2 - X[i] * s;
    view.ty = h / 3 - Y[i] * s;
    paint();
  }

  const api = {
    count: n,
    // select chooses node i (revealed: brought into view).
    select(i, revealed = false) {
      if (i === null || i < 0 || i >= n) return;
      // A node folded away: its folded ancestors open.
      for (let p = parent[i]; p >= 0; p = parent[p]) if (folded[p]) { folded[p] = 0; layout(); }
      selected = i;
      canvas.dataset.selected = String(i);
      if (revealed) reveal(i);
      paint();
      if (opts.onSelect) opts.onSelect(i);
    },
    selected: () => selected,
    folded: (i) => !!folded[i],
    shown: (i) => !!isShown[i],
    children: (i) => (folded[i] ? [] : kidsOf[i]),
    allChildren: (i) => kidsOf[i],
    parent: (i) => (i > 0 ? parent[i] : null),
    toggleFold(i) {
      if (!kidsOf[i].length) return;
      // The node stays where it is on the screen while the tree is laid
      // out again around it.
      const sx = X[i] * view.s + view.tx; const sy = Y[i] * view.s + view.ty;
      folded[i] = folded[i] ? 0 : 1;
      layout();
      view.tx = sx - X[i] * view.s;
      view.ty = sy - Y[i] * view.s;
      paint();
    },
    unfoldAll() {
      folded.fill(0);
      const keep = selected ?? 0;
      const sx = X[keep] * view.s + view.tx; const sy = Y[keep] * view.s + view.ty;
      layout();
      view.tx = sx - X[keep] * view.s;
      view.ty = sy - Y[keep] * view.s;
      paint();
    },
    fit,
    zoom(factor) {
      const { w, h } = screen();
      zoomAt(1 / factor, w / 2, h / 2);
    },
    // position returns where node i is drawn on the screen, in CSS pixels
    // from the canvas's corner, and its size there (for the tests).
    position(i) { return { x: X[i] * view.s + view.tx, y: Y[i] * view.s + view.ty, w: c.w[i] * view.s, h: c.h[i] * view.s }; },
    layoutX: (i) => X[i],
  };
  canvas.bigTree = api;
  layout();
  size();
  home();
  new ResizeObserver(() => { size(); draw(); }).observe(host);
  return api;
}
