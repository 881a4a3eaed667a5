// Every move's proven value where it is played (GamesmanUni's colours), the history of
// distances a game went through, and the moment it is solved.  Nothing here knows a
// family: a move's value is its delta from POST /api/hint, drawn on the cells that play
// it (its click and toward cells) and on its line arrow.
"use strict";

import {el} from "./board.js";

export const VALUE_NAMES = ["better", "closer", "same", "worse", "lost", "unknown"];

/** A step by its change of distance alone: "better" (closer), "same", "worse" (further),
 * or "unknown" (not proven). */
export function valueOf(delta) {
  if (delta === null || delta === undefined) return "unknown";
  return delta < 0 ? "better" : delta === 0 ? "same" : "worse";
}

/** A move's value from what the hint proved of it: "better" (optimal: its cost and the
 * distance after it make the distance before), "closer" (closer, yet it costs more than it
 * gains: a cost-scored problem), "same", "worse", "lost" (the goal cannot be reached after
 * it: a dead end), or "unknown". */
export function moveValue(n) {
  if (!n) return "unknown";
  if (n.distance === -1) return "lost";
  if (n.optimal === true) return "better";
  const value = valueOf(n.delta);
  return value === "better" ? "closer" : value;
}

/** Moves with the best first (better, closer, same, worse, lost, unknown), keeping their
 * order else. */
export function byValue(next) {
  return next.map((n, i) => [n, i]).sort((a, b) =>
    VALUE_NAMES.indexOf(moveValue(a[0])) - VALUE_NAMES.indexOf(moveValue(b[0])) || a[1] - b[1]);
}

function clear(board, arrows) {
  for (const node of board.querySelectorAll("[data-value]")) {
    node.removeAttribute("data-value");
    for (const v of VALUE_NAMES) node.classList.remove("value-" + v);
  }
  for (const box of arrows) {
    for (const node of box.querySelectorAll("[data-value]")) node.removeAttribute("data-value");
  }
}

/** Colour each move's cells and arrow by its value; with `show` false, clear them. A cell
 * two moves claim keeps the value of the first (the one a click plays). */
export function markValues(board, arrows, hint, cols, show) {
  clear(board, arrows);
  if (!show || !hint) return;
  const done = new Set();
  for (const n of hint.next) {
    if (n.loop) continue;
    const value = moveValue(n);
    for (const [r, c] of (n.click || []).concat(n.toward || [])) {
      const k = r * cols + c;
      if (done.has(k)) continue;
      done.add(k);
      const node = board.children[k];
      if (!node) continue;
      node.dataset.value = value;
      node.classList.add("value-" + value);
    }
    if (n.arrow) {
      const selector = `.line-arrow[data-axis="${n.arrow.axis}"][data-index="${n.arrow.index}"]` +
        `[data-dir="${n.arrow.dir}"]`;
      for (const box of arrows) for (const a of box.querySelectorAll(selector)) a.dataset.value = value;
    }
  }
}

/** The distance after each move played, as a row of bars: height from the distance,
 * colour from the step (closer, same, further; a dead end red at full height), the start
 * first. */
export function drawHistory(box, dists, words) {
  box.textContent = "";
  const known = dists.filter((d) => typeof d === "number" && d >= 0);
  const most = Math.max(1, ...known);
  dists.forEach((d, k) => {
    const before = k ? dists[k - 1] : null;
    const proven = typeof d === "number" && typeof before === "number";
    const lost = typeof d === "number" && d < 0;
    const step = lost ? "lost" : k === 0 ? "start" : proven ? valueOf(Math.sign(d - before)) : "unknown";
    const bar = el("span", {class: "hist-bar", "data-step": step, "data-distance": d === null ? "" : String(d),
                            title: words(k, d)});
    const fill = el("span", {class: "hist-fill"});
    const high = typeof d === "number" && d >= 0 ? Math.max(0.06, d / most) : 1;
    fill.style.height = (high * 100).toFixed(1) + "%";
    bar.appendChild(fill);
    box.appendChild(bar);
  });
  box.hidden = dists.length === 0;
}

/** "m:ss" (or "h:mm:ss"). */
export function clock(ms) {
  const s = Math.floor(ms / 1000);
  const pad = (n) => String(n).padStart(2, "0");
  const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60;
  return (h ? h + ":" + pad(m) : String(m)) + ":" + pad(s % 60);
}
