// The tooltip of the search view: a state's board on one line, its g (the cost of the
// path the search held to it at that step), and where the algorithm has a heuristic its
// h and f = g + h.  The values are also left in the tooltip's data-* for anyone who asks.
"use strict";

import {el} from "./board.js";
import {t} from "./i18n.js";

/** A value as the tooltip shows it: whole numbers plainly, an absent one as infinity. */
export function number(v) {
  if (v === null || v === undefined) return "\u221e";
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/** The g the search held for `id` after `k` steps: its expansion's, or the last one a
 * step gave it when putting it on the frontier (null: not met yet). */
export function gAt(rec, id, k) {
  let g = id === 0 ? 0 : null;
  const steps = rec.steps;
  for (let j = 0; j < k && j < steps.length; j++) {
    const step = steps[j];
    if (step[0] === id) g = step[9];
    for (const [c, gc] of step[11] || []) if (c === id) g = gc;
  }
  return g;
}

/** Fill `tip` for state `id` after `k` steps; `word` is the catalogue key of its status. */
export function fillTip(tip, rec, id, k, word) {
  const g = gAt(rec, id, k);
  const hasH = Array.isArray(rec.h);
  const h = hasH ? rec.h[id] : null;
  const f = hasH && g !== null && h !== null ? g + h : null;
  tip.textContent = "";
  const board = rec.texts ? rec.texts[id] : rec.states[id].map((c) => c[0] || "\u00b7").join(" ");
  tip.append(el("code", {class: "tip-board"}, board));
  const values = hasH ? t("watch.tip_gh", {g: number(g), h: number(h), f: number(f)})
    : t("watch.tip_g", {g: number(g)});
  tip.append(el("span", {class: "tip-values"}, values));
  const named = hasH && rec.heuristic ? " \u00b7 " + t("watch.tip_heuristic", {name: rec.heuristic}) : "";
  tip.append(el("span", {class: "tip-state muted"}, t(word) + named));
  Object.assign(tip.dataset, {state: String(id), g: String(g),
                              h: hasH ? String(h) : "", f: f === null ? "" : String(f)});
}
