// Watching the search: two recorded searches (POST /api/trace) stepped together,
// expansion by expansion, on a layered graph of the states (one row per depth).
// Closed states are filled dots, frontier states rings, the state being expanded a
// diamond, states seen before (IDA* between bounds) small grey dots: marks differ by
// shape, not by colour alone.
"use strict";

import {drawGrid, el, mergePalette} from "./board.js";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 600;
const HIDDEN = 0, SEEN = 1, FRONTIER = 2, CLOSED = 3;
const CLASSES = ["hidden", "seen", "frontier", "closed"];

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  return node;
}

class Pane {
  constructor(box) {
    this.box = box;
    box.textContent = "";
    this.title = el("h3", {class: "pane-title"}, "\u2014");
    const counts = el("p", {class: "counts"});
    counts.append("expanded ", this.expanded = el("b", {class: "expanded"}, "0"),
                  " \u00b7 frontier ", this.frontier = el("b", {class: "frontier"}, "0"),
                  " \u00b7 closed ", this.closed = el("b", {class: "closed"}, "0"));
    this.graph = svg("svg", {class: "graph", viewBox: `0 0 ${WIDTH} 100`, role: "img",
                             "aria-label": "states by depth"});
    this.mini = el("div", {class: "mini"});
    this.note = el("p", {class: "pane-note muted"}, "Press \u201cRecord on this board\u201d to watch a search.");
    box.append(this.title, counts, this.graph, this.mini, this.note);
    this.rec = null;
    this.hover = null;
    this.graph.addEventListener("mouseover", (e) => {
      const id = e.target.dataset ? e.target.dataset.id : undefined;
      if (id !== undefined) { this.hover = Number(id); this.drawMini(); }
    });
    this.graph.addEventListener("mouseleave", () => { this.hover = null; this.drawMini(); });
  }

  load(rec, palette) {
    this.rec = rec;
    this.palette = palette;
    this.hover = null;
    const layers = rec.layers;
    const deepest = Math.max(0, ...layers);
    const width = new Array(deepest + 1).fill(0);
    const slot = layers.map((d) => width[d]++);
    const rowH = Math.max(1, Math.min(40, 420 / (deepest + 1)));
    const widest = Math.max(1, ...width);
    this.r = Math.max(1.5, Math.min(6, 0.4 * Math.min(rowH, WIDTH / widest)));
    this.xy = layers.map((d, k) => [(slot[k] + 0.5) / width[d] * WIDTH, 10 + d * rowH]);
    const height = 20 + deepest * rowH;
    this.graph.setAttribute("viewBox", `0 0 ${WIDTH} ${height}`);
    this.graph.textContent = "";
    this.edges = svg("path", {class: "edges"});
    this.pathLine = svg("polyline", {class: "path-line", points: ""});
    this.graph.append(this.edges, this.pathLine);
    this.dots = this.xy.map(([x, y], k) => {
      const dot = svg("circle", {cx: x.toFixed(1), cy: y.toFixed(1), r: this.r, class: "dot hidden",
                                 "data-id": k});
      this.graph.appendChild(dot);
      return dot;
    });
    const s = this.r * 1.9;
    this.cursor = svg("rect", {class: "current", width: s, height: s, x: -s / 2, y: -s / 2});
    this.graph.appendChild(this.cursor);
    this.segments = rec.steps.map(([state, , added]) => added.map((c) => {
      const [x1, y1] = this.xy[state], [x2, y2] = this.xy[c];
      return `M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`;
    }).join(""));
    this.shown = new Uint8Array(layers.length);
    const answer = rec.status === "solved" ? `solved: ${rec.length} moves` :
      rec.status === "unreachable" ? "unreachable" : rec.message || rec.status;
    this.title.textContent = `${rec.algorithm} \u2014 ${answer}`;
    this.show(0);
  }

  status(k) {
    const st = new Uint8Array(this.rec.layers.length);
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
    const steps = this.rec.steps;
    const upto = Math.min(k, steps.length);
    const st = this.status(upto);
    for (let i = 0; i < st.length; i++) {
      if (st[i] !== this.shown[i] || k === 0) this.dots[i].setAttribute("class", "dot " + CLASSES[st[i]]);
    }
    this.shown = st;
    this.edges.setAttribute("d", this.segments.slice(0, upto).join(""));
    const done = upto === steps.length && k >= steps.length;
    const path = done && this.rec.status === "solved" ? this.rec.path : [];
    this.pathLine.setAttribute("points", path.map((id) => this.xy[id].map((v) => v.toFixed(1)).join(",")).join(" "));
    for (const id of path) this.dots[id].setAttribute("class", "dot path");
    const last = upto > 0 ? steps[upto - 1] : null;
    this.current = last ? last[0] : 0;
    const [x, y] = this.xy[this.current];
    this.cursor.setAttribute("transform", `translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(45)`);
    this.cursor.style.display = last ? "" : "none";
    this.expanded.textContent = String(upto);
    this.frontier.textContent = String(last ? last[4] : 1);
    this.closed.textContent = String(last ? last[5] : 0);
    const bound = last && last[6] !== null ? ` \u00b7 bound ${last[6]}` : "";
    this.note.textContent = last ? `expanding a state at depth ${last[1]}${bound}` +
      (upto < k ? " \u00b7 the search ended here" : "") : "the start, before any expansion";
    this.drawMini();
  }

  drawMini() {
    if (!this.rec) return;
    const id = this.hover === null ? this.current : this.hover;
    const grid = {rows: this.rec.rows, cols: this.rec.cols, cells: this.rec.states[id]};
    drawGrid(this.mini, grid, this.palette, {size: Math.max(14, Math.min(26, 180 / Math.max(grid.rows, grid.cols)))});
    this.mini.dataset.state = String(id);
  }
}

export class Watch {
  constructor(root, initial, api) {
    this.api = api;
    this.k = 0;
    this.timer = null;
    this.board = null;
    this.palette = {roles: {}, marks: {}};
    const $ = (id) => document.getElementById(id);
    this.$ = $;
    for (const [id, choice] of [["algo-a", "bfs"], ["algo-b", "dfs"]]) {
      for (const name of initial.algorithms) $(id).appendChild(el("option", {value: name}, name));
      $(id).value = choice;
    }
    $("steps").max = String(initial.maxSteps);
    $("steps").value = String(initial.defaultSteps);
    this.panes = [new Pane($("pane-a")), new Pane($("pane-b"))];
    $("watch-form").onsubmit = (e) => { e.preventDefault(); this.record(); };
    $("w-reset").onclick = () => { this.pause(); this.go(0); };
    $("w-back").onclick = () => { this.pause(); this.go(this.k - 1); };
    $("w-step").onclick = () => { this.pause(); this.go(this.k + 1); };
    $("w-play").onclick = () => (this.timer ? this.pause() : this.play());
    $("w-speed").oninput = () => this.speedText();
    this.speedText();
    this.setEnabled(false);
  }

  setBoard(fn) { this.board = fn; }

  setEnabled(on) {
    for (const id of ["w-reset", "w-back", "w-play", "w-step"]) this.$(id).disabled = !on;
  }

  speedText() { this.$("w-speed-value").textContent = this.$("w-speed").value + " steps/s"; }

  total() { return Math.max(0, ...this.panes.map((p) => (p.rec ? p.rec.steps.length : 0))); }

  async record() {
    if (!this.board) return;
    this.pause();
    const b = this.board();
    const steps = Number(this.$("steps").value) || 1;
    const ask = (algorithm) => this.api("/api/trace", Object.assign(
      {puzzle: b.puzzle, board: b.board, algorithm, steps}, b.options));
    this.$("w-pos").textContent = "recording\u2026";
    const replies = await Promise.all([ask(this.$("algo-a").value), ask(this.$("algo-b").value)]);
    const bad = replies.find((r) => !r.ok);
    if (bad) {
      this.$("w-pos").textContent = bad.data.error || bad.data.message;
      return;
    }
    replies.forEach((r, i) => {
      mergePalette(this.palette, r.data.palette);
      this.panes[i].load(r.data, this.palette);
    });
    this.setEnabled(true);
    this.go(0);
    document.body.dataset.recorded = "true";
  }

  go(k) {
    this.k = Math.max(0, Math.min(this.total(), k));
    for (const pane of this.panes) pane.show(this.k);
    this.$("w-pos").textContent = `step ${this.k} of ${this.total()}`;
    this.$("w-pos").dataset.step = String(this.k);
  }

  play() {
    if (this.k >= this.total()) this.go(0);
    this.$("w-play").textContent = "\u23F8 pause";
    const tick = () => {
      this.go(this.k + 1);
      if (this.k >= this.total()) return this.pause();
      this.timer = setTimeout(tick, 1000 / Number(this.$("w-speed").value));
    };
    this.timer = setTimeout(tick, 0);
  }

  pause() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.$("w-play").textContent = "\u25B6 play";
  }
}
