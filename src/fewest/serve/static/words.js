// A move in the page's words, the same on the play page and the solver page: a move that
// carries a labelled piece one cell into an empty cell is said as the way the piece goes
// ("tile 5 left", "5번 타일 왼쪽으로"); any other move is the family's own words, said in
// the page's language by the catalogue's "say." patterns (sayWords).
// Nothing here knows a family: the piece, its role and the cells come from the view.
"use strict";

import {entries, t} from "./i18n.js";

const WAYS = {"1,0": "down", "-1,0": "up", "0,1": "right", "0,-1": "left"};

/** The words for a move along `path` ([[row, col], ...]); `before` and `after` give a
 *  cell's [label, role] in the positions before and after it.  null when the move does
 *  not carry one labelled piece one cell into an empty cell. */
export function pieceWords(path, before, after) {
  if (!path || path.length !== 2) return null;
  const [from, to] = path;
  const way = WAYS[(to[0] - from[0]) + "," + (to[1] - from[1])];
  const [piece, role] = before(from[0], from[1]) || [];
  // a piece named by a number ("tile 5"); a letter or a sign ("P", "@") is no tile's number,
  // and the family's own words say its move better
  if (!way || !/^\d+$/.test(piece || "") || (before(to[0], to[1]) || [])[0] !== "" ||
      (after(to[0], to[1]) || [])[0] !== piece || (after(from[0], from[1]) || [])[0] !== "") {
    return null;
  }
  const roleKey = "common.role." + role;
  const roleWord = t(roleKey) === roleKey ? "" : t(roleKey);
  return t("common.move_piece", {role: roleWord, piece, way: t("common.way_" + way)})
    .replace(/\s+/g, " ").trim();
}

// ---- a family's English words in the page's language ----
//
// The catalogue's "say.PATTERN" keys: PATTERN is English with {name} holes ("say.row {n}
// right {k}"), the value the page's words with the same holes ("{n}행 오른쪽으로 {k}").
// A hole's text is said again the same way ("{move} ({note})" then "tilts: {k} of {n}"),
// so patterns combine; a number, or words no pattern knows, stay as they are.  English
// pages have no "say." keys: the words are the family's own.

let patterns = null;
const saidBefore = new Map();

function compiled() {
  if (patterns) return patterns;
  patterns = entries("say.").map(([key, value]) => {
    const english = key.slice(4);
    const names = [];
    const source = english.split(/(\{\w+\})/).map((part) => {
      const hole = /^\{(\w+)\}$/.exec(part);
      if (hole) { names.push(hole[1]); return "(.+?)"; }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("");
    const literal = english.replace(/\{\w+\}/g, "").length;
    return {re: new RegExp("^" + source + "$"), names, value, literal};
  });
  // the most literal words first: "roll {a} -> {b}, ladder to {c}" before "{a}, {b}"
  patterns.sort((a, b) => b.literal - a.literal);
  return patterns;
}

/** `text` (a family's English: a move, a caption, a unit) in the page's language. */
export function sayWords(text) {
  const english = String(text === undefined || text === null ? "" : text);
  if (!english || saidBefore.has(english)) return saidBefore.get(english) ?? english;
  let out = english;
  for (const p of compiled()) {
    const found = p.re.exec(english);
    if (!found) continue;
    out = p.value;
    p.names.forEach((name, k) => { out = out.split("{" + name + "}").join(sayWords(found[k + 1])); });
    break;
  }
  saidBefore.set(english, out);
  return out;
}
