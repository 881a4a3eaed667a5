// Watching the search: two recorded searches (POST /api/trace) stepped together,
// expansion by expansion, one pane each (search-pane.js): the search tree fitted to the
// pane with zoom and pan, g, h and f on hover or tap, and the counts over the steps.
"use strict";

import {el, mergePalette} from "./board.js";
import {algorithmName, t} from "./i18n.js";
import {Pane} from "./search-pane.js";

/** The section's fixed words (heading, intro, labels, legend) in the page's language. */
function sectionWords($) {
  const watch = $("watch");
  const put = (node, key) => { if (node) node.textContent = t(key); };
  put(watch.querySelector("h2"), "watch.title");
  put(watch.querySelector(":scope > p.muted"), "watch.intro");
  put($("record"), "watch.record");
  const labels = [["algo-a", "left"], ["algo-b", "right"], ["steps", "steps"], ["w-speed", "speed_label"]];
  for (const [id, key] of labels) {
    const label = $(id).closest("label");
    const text = label && [...label.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim());
    if (text) text.textContent = t("watch." + key) + " ";
  }
  const legend = watch.querySelector("p.legend");
  if (!legend) return;
  legend.textContent = "";
  for (const key of ["closed", "frontier", "current", "seen", "path"]) {
    const item = el("span", {class: "legend-item"});
    item.append(el("span", {class: "key-dot " + key}), t("watch.legend_" + key));
    legend.append(item);
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
    sectionWords($);
    for (const [id, choice] of [["algo-a", "bfs"], ["algo-b", "dfs"]]) {
      for (const name of initial.algorithms) $(id).appendChild(el("option", {value: name}, algorithmName(name)));
      $(id).value = choice;
    }
    $("steps").max = String(initial.maxSteps);
    $("steps").value = String(initial.defaultSteps);
    $("steps").placeholder = String(initial.defaultSteps);
    this.defaultSteps = initial.defaultSteps;
    if (!$("w-end")) {  // to the last step: the whole recording at once
      const end = el("button", {type: "button", id: "w-end"});
      $("w-step").after(end);
    }
    const words = {"w-reset": "start", "w-back": "back", "w-step": "step", "w-end": "end"};
    for (const [id, key] of Object.entries(words)) {
      $(id).textContent = t("watch.button_" + key);
      $(id).title = t("watch.button_" + key + "_title");
    }
    this.panes = [new Pane($("pane-a")), new Pane($("pane-b"))];
    $("watch-form").onsubmit = (e) => { e.preventDefault(); this.record(); };
    $("w-reset").onclick = () => { this.pause(); this.go(0); };
    $("w-back").onclick = () => { this.pause(); this.go(this.k - 1); };
    $("w-step").onclick = () => { this.pause(); this.go(this.k + 1); };
    $("w-end").onclick = () => { this.pause(); this.go(this.total()); };
    $("w-play").onclick = () => (this.timer ? this.pause() : this.play());
    $("w-speed").oninput = () => this.speedText();
    this.speedText();
    this.pause();
    this.setEnabled(false);
  }

  setBoard(fn) { this.board = fn; }

  setEnabled(on) {
    for (const id of ["w-reset", "w-back", "w-play", "w-step", "w-end"]) this.$(id).disabled = !on;
  }

  speedText() { this.$("w-speed-value").textContent = t("watch.speed", {n: this.$("w-speed").value}); }

  total() { return Math.max(0, ...this.panes.map((p) => (p.rec ? p.rec.steps.length : 0))); }

  async record() {
    if (!this.board) return;
    this.pause();
    const b = this.board();
    // an empty (or unreadable) field asks for the default number of steps, never for one
    const steps = Math.floor(Number(this.$("steps").value)) || this.defaultSteps || 400;
    const ask = (algorithm) => this.api("/api/trace", Object.assign(
      {puzzle: b.puzzle, board: b.board, algorithm, steps}, b.options));
    this.$("w-pos").textContent = t("watch.recording");
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
    this.$("w-pos").textContent = t("watch.step_of", {k: this.k, n: this.total()});
    this.$("w-pos").dataset.step = String(this.k);
  }

  play() {
    if (this.k >= this.total()) this.go(0);
    this.$("w-play").textContent = t("watch.pause");
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
    this.$("w-play").textContent = t("watch.play");
  }
}
