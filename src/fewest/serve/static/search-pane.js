// One pane of the search view: a recorded search drawn as its tree fitted to the pane
// (search-tree.js), zoom and pan (search-zoom.js), the tooltip (search-tip.js), the
// counts and their chart (search-chart.js), and the board of the state in view.
// Closed states are filled dots, frontier states rings, the state being expanded a
// diamond, states seen before (IDA* between bounds) small grey dots: marks differ by
// shape, not by colour alone.
"use strict";

import {drawGrid, el} from "./board.js";
import {algorithmName, t} from "./i18n.js";
import {Counters} from "./search-chart.js";
import {fillTip, number} from "./search-tip.js";
import {treeLayout} from "./search-tree.js";
import {ZoomPan} from "./search-zoom.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 600, HEIGHT = 380, PAD = 8;
const HIDDEN = 0, SEEN = 1, FRONTIER = 2, CLOSED = 3;
const CLASSES = ["hidden", "seen", "frontier", "closed"];
const WORDS = ["", "watch.state_seen", "watch.state_frontier", "watch.state_closed"];
const ZOOM_STEP = 1.5;
const NEAR_PX = 14;

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  return node;
}

export class Pane {
  constructor(box) {
    this.box = box;
    box.textContent = "";
    this.title = el("h3", {class: "pane-title"}, "\u2014");
    const counts = el("p", {class: "counts"});
    counts.append(t("watch.expanded") + " ", this.expanded = el("b", {class: "expanded"}, "0"),
                  " \u00b7 " + t("watch.frontier") + " ", this.frontier = el("b", {class: "frontier"}, "0"),
                  " \u00b7 " + t("watch.closed") + " ", this.closed = el("b", {class: "closed"}, "0"),
                  " \u00b7 " + t("watch.seen") + " ", this.seen = el("b", {class: "seen"}, "0"));
    const wrap = el("div", {class: "graph-wrap"});
    this.graph = svg("svg", {class: "graph", viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img",
                             "aria-label": t("watch.graph_label")});
    this.world = svg("g", {class: "world"});
    this.graph.append(this.world);
    this.tip = el("div", {class: "tip", role: "status", hidden: ""});
    const tools = el("div", {class: "zoom-tools"});
    const button = (cls, text, title, act) => {
      const b = el("button", {type: "button", class: cls, title, "aria-label": title}, text);
      b.onclick = act;
      tools.append(b);
    };
    button("zoom-in", "+", t("watch.zoom_in"), () => this.zoom.zoomBy(ZOOM_STEP));
    button("zoom-out", "\u2212", t("watch.zoom_out"), () => this.zoom.zoomBy(1 / ZOOM_STEP));
    button("zoom-fit", t("watch.fit"), t("watch.fit_title"), () => this.zoom.fit());
    wrap.append(this.graph, this.tip);
    this.wrap = wrap;
    const bar = el("div", {class: "graph-bar"});
    bar.append(counts, tools);
    this.chart = new Counters(el("div"));
    this.mini = el("div", {class: "mini"});
    this.note = el("p", {class: "pane-note muted"}, t("watch.pane_empty"));
    box.append(this.title, bar, wrap, this.chart.box, this.mini, this.note);
    this.rec = null;
    this.hover = null;
    this.pinned = null;
    this.k = 0;
    this.zoom = new ZoomPan(this.graph, this.world, WIDTH, HEIGHT, {
      change: () => this.soon(),
      hover: (x, y) => this.pointAt(x, y, false),
      tap: (x, y) => this.pointAt(x, y, true),
      leave: () => { this.hover = null; this.drawTip(); this.drawMini(); },
    });
  }

  load(rec, palette) {
    this.rec = rec;
    this.palette = palette;
    this.hover = this.pinned = null;
    const layout = treeLayout(rec, WIDTH, HEIGHT, PAD);
    this.xy = layout.xy;
    this.r = layout.r;
    this.world.textContent = "";
    this.edges = svg("path", {class: "edges"});
    this.pathLine = svg("polyline", {class: "path-line", points: ""});
    this.world.append(this.edges, this.pathLine);
    this.dots = this.xy.map(([x, y], k) => {
      const dot = svg("circle", {cx: x.toFixed(2), cy: y.toFixed(2), r: this.r, class: "dot hidden",
                                 "data-id": k});
      this.world.appendChild(dot);
      return dot;
    });
    this.cursor = svg("rect", {class: "current"});
    this.world.appendChild(this.cursor);
    const edges = rec.steps.map(() => []);  // each tree edge, drawn from the step that made it
    layout.tree.link.forEach((j, c) => { if (j >= 0) edges[j].push(c); });
    this.segments = edges.map((kids, j) => kids.map((c) => {
      const [x1, y1] = this.xy[rec.steps[j][0]], [x2, y2] = this.xy[c];
      return `M${x1.toFixed(2)} ${y1.toFixed(2)}L${x2.toFixed(2)} ${y2.toFixed(2)}`;
    }).join(""));
    this.shown = new Uint8Array(rec.states.length);
    this.onPath = new Set();
    const answer = rec.status === "solved" ? t(rec.length === 1 ? "watch.solved_one" : "watch.solved", {length: rec.length}) :
      rec.status === "unreachable" ? t("watch.unreachable") : rec.message || rec.status;
    this.title.textContent = `${algorithmName(rec.algorithm)} \u2014 ${answer}`;
    this.graph.dataset.depth = String(layout.deepest);
    this.graph.dataset.leaves = String(layout.leaves);
    this.chart.load(rec);
    this.zoom.fit();
    this.rescale(1);
    this.show(0);
  }

  /** Rescale once per frame, however many wheel events come in it. */
  soon() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.rescale(this.zoom.s); });
  }

  /** Dot radius and stroke follow the zoom: they grow with it, up to a few pixels. */
  rescale(s) {
    if (!this.dots) return;
    const r = Math.min(6, this.r * s) / s;
    for (const dot of this.dots) dot.setAttribute("r", r.toFixed(3));
    const side = r * 1.9;
    this.cursor.setAttribute("width", side.toFixed(3));
    this.cursor.setAttribute("height", side.toFixed(3));
    this.cursor.setAttribute("x", (-side / 2).toFixed(3));
    this.cursor.setAttribute("y", (-side / 2).toFixed(3));
    this.drawTip();
  }

  status(k) {
    const st = new Uint8Array(this.rec.states.length);
    st[0] = FRONTIER;
    for (let j = 0; j < k && j < this.rec.steps.length; j++) {
      const [state, , added, removed, , , , reset] = this.rec.steps[j];
      if (reset) for (let i = 0; i < st.length; i++) if (st[i] > SEEN) st[i] = SEEN;
      for (const id of removed) if (st[id] === FRONTIER) st[id] = SEEN;
      st[state] = CLOSED;
      for (const id of added) st[id] = FRONTIER;
    }
    return st;
  }

  show(k) {
    if (!this.rec) return;
    this.k = k;
    const steps = this.rec.steps;
    const upto = Math.min(k, steps.length);
    const st = this.status(upto);
    for (let i = 0; i < st.length; i++) {
      if (st[i] !== this.shown[i] || k === 0 || this.onPath.has(i)) {
        this.dots[i].setAttribute("class", "dot " + CLASSES[st[i]]);
      }
    }
    this.shown = st;
    this.edges.setAttribute("d", this.segments.slice(0, upto).join(""));
    const done = upto === steps.length && k >= steps.length;
    const path = done && this.rec.status === "solved" ? this.rec.path : [];
    this.onPath = new Set(path);
    this.pathLine.setAttribute("points", path.map((id) => this.xy[id].map((v) => v.toFixed(2)).join(",")).join(" "));
    for (const id of path) this.dots[id].setAttribute("class", "dot path");
    const last = upto > 0 ? steps[upto - 1] : null;
    this.current = last ? last[0] : 0;
    const [x, y] = this.xy[this.current];
    this.cursor.setAttribute("transform", `translate(${x.toFixed(2)} ${y.toFixed(2)}) rotate(45)`);
    this.cursor.style.display = last ? "" : "none";
    this.expanded.textContent = String(upto);
    this.frontier.textContent = String(last ? last[4] : 1);
    this.closed.textContent = String(last ? last[5] : 0);
    this.seen.textContent = String(last ? last[8] : 1);
    const bound = last && last[6] !== null ? t("watch.bound", {bound: number(last[6])}) : "";
    this.note.textContent = last ? t("watch.expanding", {depth: last[1]}) + bound +
      (upto < k ? t("watch.ended") : "") : t("watch.at_start");
    this.chart.show(upto);
    this.drawTip();
    this.drawMini();
  }

  visible(id) { return this.shown[id] !== HIDDEN || this.onPath.has(id); }

  /** The visible dot nearest a screen point, within a finger's width, or null. */
  nearest(clientX, clientY) {
    const [wx, wy] = this.zoom.toWorld(clientX, clientY);
    const reach = NEAR_PX * this.zoom.unit() / this.zoom.s;
    let best = null, bestD = reach * reach;
    for (let id = 0; id < this.xy.length; id++) {
      if (!this.visible(id)) continue;
      const dx = this.xy[id][0] - wx, dy = this.xy[id][1] - wy;
      const d = dx * dx + dy * dy;
      if (d <= bestD) { bestD = d; best = id; }
    }
    return best;
  }

  pointAt(clientX, clientY, tap) {
    if (!this.rec) return;
    const id = this.nearest(clientX, clientY);
    if (tap) this.pinned = id;
    this.hover = id;
    this.drawTip();
    this.drawMini();
  }

  drawTip() {
    const id = this.hover !== null ? this.hover : this.pinned;
    if (!this.rec || id === null || !this.visible(id)) {
      this.tip.hidden = true;
      delete this.tip.dataset.state;
      return;
    }
    const word = this.onPath.has(id) ? "watch.state_path" : id === this.current && this.k > 0
      ? "watch.state_current" : WORDS[this.shown[id]];
    fillTip(this.tip, this.rec, id, Math.min(this.k, this.rec.steps.length), word);
    this.tip.hidden = false;
    const [cx, cy] = this.zoom.toClient(...this.xy[id]);
    const box = this.wrap.getBoundingClientRect();
    const left = Math.max(0, Math.min(box.width - this.tip.offsetWidth, cx - box.left + 12));
    const top = cy - box.top + 12 + this.tip.offsetHeight > box.height
      ? cy - box.top - 12 - this.tip.offsetHeight : cy - box.top + 12;
    this.tip.style.left = left.toFixed(0) + "px";
    this.tip.style.top = Math.max(0, top).toFixed(0) + "px";
  }

  drawMini() {
    if (!this.rec) return;
    const pick = this.hover !== null ? this.hover : this.pinned;
    const id = pick === null ? this.current : pick;
    const grid = {rows: this.rec.rows, cols: this.rec.cols, cells: this.rec.states[id]};
    drawGrid(this.mini, grid, this.palette, {size: Math.max(14, Math.min(26, 180 / Math.max(grid.rows, grid.cols)))});
    this.mini.dataset.state = String(id);
  }
}
