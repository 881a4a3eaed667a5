// Counters over time: a small chart of a recorded search's expanded, frontier (open) and
// seen counts against the steps, with the current step marked, so that a breadth-first
// frontier's growth and a depth-first one's stay visibly different.  The three lines
// differ by dash and width as well as by colour.
"use strict";

import {el} from "./board.js";
import {t} from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";
const W = 600, H = 110, LEFT = 44, RIGHT = 8, TOP = 8, BOTTOM = 18;
export const SERIES = ["expanded", "frontier", "seen"];

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  return node;
}

/** The counts after each step (index 0: the start, before any expansion). */
export function counts(rec) {
  const out = {expanded: [0], frontier: [1], seen: [1]};
  rec.steps.forEach((step, k) => {
    out.expanded.push(k + 1);
    out.frontier.push(step[4]);
    out.seen.push(step[8]);
  });
  return out;
}

export class Counters {
  constructor(box) {
    this.box = el("figure", {class: "counters"});
    this.chart = svg("svg", {class: "counters-chart", viewBox: `0 0 ${W} ${H}`, role: "img",
                             "aria-label": t("watch.chart_label")});
    this.axes = svg("g", {class: "axes"});
    this.lines = Object.fromEntries(SERIES.map((name) => [name, svg("polyline", {
      class: "series series-" + name, points: "", "data-series": name})]));
    this.marker = svg("line", {class: "now", y1: TOP, y2: H - BOTTOM});
    this.chart.append(this.axes, ...Object.values(this.lines), this.marker);
    const legend = el("figcaption", {class: "counters-legend"});
    legend.append(el("span", {class: "counters-title"}, t("watch.chart_title")));
    for (const name of SERIES) {
      const item = el("span", {class: "key-line"});
      item.append(el("span", {class: "swatch-line series-" + name}), t("watch." + name));
      legend.append(item);
    }
    this.box.append(this.chart, legend);
    box.append(this.box);
  }

  load(rec) {
    this.data = counts(rec);
    const n = this.data.expanded.length - 1;
    const top = Math.max(1, ...this.data.seen, ...this.data.frontier);
    this.x = (k) => LEFT + (n ? k / n : 0) * (W - LEFT - RIGHT);
    const y = (v) => H - BOTTOM - v / top * (H - TOP - BOTTOM);
    for (const name of SERIES) {
      const pts = this.data[name].map((v, k) => `${this.x(k).toFixed(1)},${y(v).toFixed(1)}`);
      this.lines[name].setAttribute("points", pts.join(" "));
    }
    this.axes.textContent = "";
    this.axes.append(
      svg("line", {x1: LEFT, x2: W - RIGHT, y1: H - BOTTOM, y2: H - BOTTOM}),
      svg("line", {x1: LEFT, x2: LEFT, y1: TOP, y2: H - BOTTOM}));
    const label = (text, attrs) => { const node = svg("text", attrs); node.textContent = text; return node; };
    this.axes.append(
      label(String(top), {x: LEFT - 4, y: TOP + 8, "text-anchor": "end"}),
      label("0", {x: LEFT - 4, y: H - BOTTOM, "text-anchor": "end"}),
      label(t("watch.chart_steps", {n}), {x: W - RIGHT, y: H - 4, "text-anchor": "end"}));
    this.box.dataset.steps = String(n);
    this.box.dataset.top = String(top);
  }

  show(k) {
    if (!this.data) return;
    const n = this.data.expanded.length - 1;
    const at = Math.max(0, Math.min(n, k));
    const x = this.x(at).toFixed(1);
    this.marker.setAttribute("x1", x);
    this.marker.setAttribute("x2", x);
    this.box.dataset.step = String(at);
  }
}
