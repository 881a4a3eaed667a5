// A move in the page's words, the same on the play page and the solver page: a move that
// carries a labelled piece one cell into an empty cell is said as the way the piece goes
// ("tile 5 left", "5번 타일 왼쪽으로"); any other move keeps the family's own words.
// Nothing here knows a family: the piece, its role and the cells come from the view.
"use strict";

import {t} from "./i18n.js";

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
