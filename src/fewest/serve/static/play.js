// Play mode: any family, drawn from its view, with a proven hint after every move.
// The page knows no family's rules: for each position the server lists every legal
// move with its label, the cells to click, the line arrow or key that plays it, the
// cells it changes and its proven distance (POST /api/hint).  The page's words come from
// the catalogues (i18n.js); values.js colours the moves, feel.js slides, swipes and times.
"use strict";

import {applyChanges, drawColumnNumbers, drawGrid, drawLinks, el, legend, mergePalette} from "./board.js";
import {applyI18n, lang, switchTo, t} from "./i18n.js";
import {Watch} from "./search.js";
import {pieceWords, sayWords} from "./words.js";
import {api, boardText, cancelScramble, catalogue, choose, describe, families, filterPuzzles,
        findFamily, formGame, hintBody, optionText, puzzleName, scramble, showError, unitOf,
        unitWords} from "./setup.js";
import {Clock, listenSwipes, picks, place, slideIn, swipeMove} from "./feel.js";
import {isComputed, showComputed, showMode} from "./computed.js";
import {byValue, clock, drawHistory, markValues, moveValue} from "./values.js";

const $ = (id) => document.getElementById(id);
const initial = JSON.parse($("initial").textContent);
const query = initial.query || {};
const OPTION_KEYS = ["goal", "cursor", "die", "shape", "overshoot", "start"];
const SPEED = 3; // moves per second when solving from here
const MOVE_KEY = /^(Ctrl\+)?(Arrow\w+|Enter| |\d)$/;
const NARROW = "(max-width: 700px)";
const KEY_GLYPHS = {ArrowUp: "\u2191", ArrowDown: "\u2193", ArrowLeft: "\u2190", ArrowRight: "\u2192"};

const game = {
  start: null, moves: [], verdicts: [], redo: [], hint: null, grid: null, size: 48,
  optimum: null, cache: new Map(), palette: {roles: {}, marks: {}}, seq: 0, timer: null,
  queue: [],  // moves asked for while the position's answer is on its way, played in turn
  picked: null,  // a piece picked up by a click: {at: [row, col], moves: [indices]}
  dists: [],  // the proven distance after each move played (the start first; null unknown)
  helped: [],  // per move played: true when a hint or "Solve from here" played it
  costs: [],  // per move played: what it cost (1 for a plain move)
  startSeq: 0,  // the board asked for last: an older board's answer is dropped
};
const watchClock = new Clock((ms) => { $("clock").textContent = clock(ms); });

function whenReady(action) {
  // a move needs the answer for the position it is played from
  if (game.hint) return action();
  game.queue.push(action);
}

async function hintAt(moves) {
  // the answer for the position `moves` lead to from the start; it is kept in the cache of
  // the board it was asked for, never in a newer board's
  const key = JSON.stringify(moves);
  const cache = game.cache;
  if (!cache.has(key)) {
    const reply = await api("/api/hint", hintBody(game.start, moves, true));
    if (!reply.ok) return reply;
    cache.set(key, reply);
  }
  return cache.get(key);
}

function plainError(data) {
  // the server's words, unless they quote a move or a board as JSON (a player never sees that)
  const text = (data && (data.error || data.message)) || "";
  return /[{}[\]]/.test(text) ? "" : text;
}

// ---- drawing ----

function pieceSaid(n, grid) {
  // the move as the piece it carries (words.js: "tile 5 left", "5번 타일 왼쪽으로"), or null
  if (!grid || !n.view) return null;
  const cell = (r, c) => grid.cells[r * grid.cols + c];
  const after = new Map((n.changes || []).map(([k, label, role]) => [k, [label, role]]));
  return pieceWords(n.view.path, cell, (r, c) => after.get(r * grid.cols + c) || cell(r, c));
}

const byPiece = new WeakMap();  // hint -> whether every move of it is said by its piece

function said(n, grid, hint) {
  // a move in the page's words when every move of the position can be said so, else the
  // view's words for all (never "1->3" beside "tile 1 left")
  const h = hint || game.hint;
  let all = h ? byPiece.get(h) : undefined;
  if (h && all === undefined) {
    all = h.next.every((m) => m.loop || pieceSaid(m, h.grid) !== null);
    byPiece.set(h, all);
  }
  const words = all === false ? null : pieceSaid(n, grid);
  return words || sayWords(n.label || n.text);
}

function drawArrows(hint) {
  for (const side of ["top", "bottom", "left", "right"]) $("arrows-" + side).textContent = "";
  const grid = hint.grid;
  $("play-area").classList.toggle("no-arrows", !hint.next.some((n) => n.arrow));
  const slots = {top: grid.cols, bottom: grid.cols, left: grid.rows, right: grid.rows};
  for (const [side, n] of Object.entries(slots)) {
    for (let k = 0; k < n; k++) $("arrows-" + side).appendChild(el("span", {class: "slot"}));
  }
  hint.next.forEach((n, i) => {
    const a = n.arrow;
    if (!a) return;
    const side = a.axis === "row" ? (a.dir > 0 ? "right" : "left") : (a.dir > 0 ? "bottom" : "top");
    // a half turn (dir 2) is the same either way: a double arrow beside the single one
    const glyph = a.dir === 2 ? {right: "\u23E9", bottom: "\u23EC"}[side]
      : {right: "\u25B6", left: "\u25C0", bottom: "\u25BC", top: "\u25B2"}[side];
    const words = said(n, hint.grid, hint);
    const button = el("button", {type: "button", class: "line-arrow", "data-axis": a.axis,
                                 "data-index": String(a.index), "data-dir": String(a.dir),
                                 "aria-label": words, title: words}, glyph);
    button.onclick = () => whenReady(() => {  // the same arrow in the position then
      const j = game.hint.next.findIndex((m) => m.arrow && m.arrow.axis === a.axis &&
                                         m.arrow.index === a.index && m.arrow.dir === a.dir);
      if (j >= 0) return play(j);
    });
    $("arrows-" + side).children[a.index].appendChild(button);
  });
}

function room() {
  // about half a desktop window, all of a phone's width; never taller than the window
  const width = $("game").clientWidth || window.innerWidth;
  const narrow = window.matchMedia(NARROW).matches;
  const arrows = game.hint && game.hint.next.some((n) => n.arrow) ? 90 : 10;
  // the whole board above the fold, below the setup (a phone: with the moves to go under it)
  const top = $("play-area").getBoundingClientRect().top + window.scrollY;
  const below = narrow ? 170 : 40;  // the move's words, the legend (and #distance on a phone)
  const free = window.innerHeight - (narrow ? Math.min(top, 300) : top) - below - arrows;
  return {width: Math.max(160, (narrow ? width : Math.min(width * 0.56, 680)) - arrows),
          height: narrow ? Math.max(window.innerHeight * 0.45, free) : Math.max(240, free)};
}

function known(key) {
  // the catalogue's words for `key`, or null where it has none
  return t(key) === key ? null : t(key);
}

function legendWords() {
  return {shape: {bar: t("play.legend.bar"), post: t("play.legend.post")},
          link: {rails: t("play.legend.rails"), wave: t("play.legend.wave"), arrow: t("play.legend.arrow")},
          role: (role) => known("legend.role." + role), mark: (mark) => known("legend.mark." + mark),
          word: sayWords, kind: (kind) => known("legend.link." + kind)};
}

function drawBoard(grid, lit) {
  game.grid = grid;
  const size = drawGrid($("play-board"), grid, game.palette, {buttons: true, room: room(), most: 150,
                                                              say: legendWords()});
  game.size = size;
  drawLinks($("board-links"), grid, size, (kind) => known("legend.link." + kind));
  drawColumnNumbers($("column-numbers"), grid, size);
  for (const side of ["top", "bottom", "left", "right"]) {
    $("arrows-" + side).style.setProperty("--cell", size + "px");
  }
  for (const [r, c] of lit || []) {
    const node = $("play-board").children[r * grid.cols + c];
    if (node) node.classList.add("lit");
  }
  legend($("legend"), grid, game.palette, legendWords());
  // what the state holds besides the board ("breaks left: 1"), in the page's words
  $("board-caption").textContent = grid.caption ? sayWords(grid.caption) : "";
  $("board-caption").hidden = !grid.caption;
}

function signed(delta) {
  return (delta < 0 ? "\u2212" : "+") + Math.abs(delta);
}

function verdictText(n) {
  // a move's verdict from its value: optimal, closer but not optimal, neutral, a step
  // back, or a dead end (the goal cannot be reached any more)
  const value = moveValue(n);
  if (value === "unknown") return "";
  if (value === "lost") return t("play.verdict.lost");
  if (value === "better") return t("play.verdict.better", {delta: signed(n.delta)});
  if (value === "closer") return t("play.verdict.closer", {delta: signed(n.delta)});
  if (value === "same") return t("play.verdict.same");
  return t("play.verdict.worse", {delta: signed(n.delta)});
}

function unit() {
  // the problem's unit ("moves", or a cost such as "won") from the listing
  return unitOf(game.start ? game.start.puzzle : "");
}

function unitSaid() {
  // the unit in the page's words ("원" for "won" on a Korean page)
  return unitWords(game.start ? game.start.puzzle : "");
}

function distanceText(h) {
  if (h.status === "unreachable") return "\u2716";
  if (h.distance !== null && h.distance !== undefined) return String(h.distance);
  return "\u2265 " + h.bound;
}

function togoText(h) {
  if (h.status === "unreachable") return t("play.togo.lost");
  const u = unit();
  if (u !== "moves") return t("play.togo.unit", {unit: unitSaid()});
  return t(h.distance === 1 ? "play.togo.one" : "play.togo.many");
}

function keyText(key) {
  if (key === " ") return t("play.key.space");
  return key.replace(/Arrow\w+/, (k) => KEY_GLYPHS[k] || k.replace("Arrow", ""));
}

function showValues() {
  const show = $("show-values").checked;
  $("value-legend").hidden = !show;
  markValues($("play-board"), ["top", "bottom", "left", "right"].map((s) => $("arrows-" + s)),
             game.hint, game.grid ? game.grid.cols : 1, show);
}

function helpedCount() {
  return game.helped.filter(Boolean).length;
}

function spent() {
  // what the moves played cost, in the problem's unit
  return game.costs.reduce((a, b) => a + (typeof b === "number" ? b : 1), 0);
}

// ---- records: the best solve of each board, kept in the browser ----

const RECORDS = "fewest-records";
const MOST_RECORDS = 200;  // boards kept; the oldest go first

function loadRecords() {
  try { return JSON.parse(localStorage.getItem(RECORDS) || "{}") || {}; } catch (e) { return {}; }
}

function recordKey() {
  return JSON.stringify([game.start.puzzle, boardText(game.start.board), game.start.options || {}]);
}

/** Keep this solve when it is the board's best (less cost, then less time); the player's
 * own moves only.  Returns {best, fresh}: the record now, and whether this solve made it. */
function keepRecord(moves, cost, ms) {
  const records = loadRecords();
  const key = recordKey();
  const old = records[key];
  const better = !old || cost < old.cost || (cost === old.cost && ms < old.ms);
  if (!better) return {best: old, fresh: false};
  records[key] = {moves, cost, ms, at: Date.now()};
  const keys = Object.keys(records);
  if (keys.length > MOST_RECORDS) {
    keys.sort((a, b) => records[a].at - records[b].at);
    for (const k of keys.slice(0, keys.length - MOST_RECORDS)) delete records[k];
  }
  try { localStorage.setItem(RECORDS, JSON.stringify(records)); } catch (e) { /* private mode */ }
  return {best: records[key], fresh: true};
}

function recordText(solvedNow) {
  // the line under the banner: a new record, or the board's best so far
  const key = JSON.stringify(game.moves);
  if (solvedNow && helpedCount() === 0 && game.recordedAt !== key) {
    game.recordedAt = key;
    game.record = keepRecord(game.moves.length, spent(), watchClock.elapsed());
  }
  const mine = (game.recordedAt === key && game.record) || {best: loadRecords()[recordKey()], fresh: false};
  if (!mine.best) return "";
  const u = unit();
  const words = {moves: mine.best.moves, time: clock(mine.best.ms),
                 cost: u === "moves" ? t(mine.best.moves === 1 ? "play.record.move" : "play.record.moves",
                                         {moves: mine.best.moves}) : mine.best.cost + " " + unitSaid()};
  return t(mine.fresh ? "play.record.new" : "play.record.best", words);
}

function drawSolved(h) {
  const solved = h.goal && game.moves.length > 0;
  if (solved) watchClock.stop();
  $("solved-banner").hidden = !solved;
  if (!solved) return;
  const moves = game.moves.length;
  const helped = helpedCount();
  const cost = spent();
  const u = unit();
  const words = {moves, time: clock(watchClock.elapsed()), unit: unitSaid(), cost,
                 optimum: game.optimum === null ? "?" : game.optimum};
  // perfect: the player's own moves alone, costing no more than the proven optimum
  const perfect = game.optimum !== null && cost === game.optimum && helped === 0;
  let text = u !== "moves" ? t(moves === 1 ? "play.solved.cost.one" : "play.solved.cost.many", words)
    : t(moves === 1 ? "play.solved.one" : "play.solved.many", words);
  if (helped) text += " " + t("play.solved.helped", {helped});
  $("solved-text").textContent = text + (perfect ? " " + t("play.solved.perfect") : "");
  $("record-line").textContent = recordText(true);
  $("solved-banner").dataset.perfect = perfect ? "true" : "false";
}

function drawPanel(h) {
  $("distance").textContent = distanceText(h);
  $("distance").dataset.status = h.status;
  $("togo-label").textContent = togoText(h);
  $("played").textContent = String(game.moves.length - helpedCount());
  $("helped").textContent = String(helpedCount());
  $("optimum").textContent = game.optimum === null ? "\u2026" : String(game.optimum);
  const last = game.verdicts[game.verdicts.length - 1];
  $("verdict").textContent = game.moves.length && last ? t("play.verdict.last", {verdict: verdictText(last)}) : "";
  $("verdict").dataset.delta = !last || last.delta === null || last.delta === undefined ? "" : String(last.delta);
  $("verdict").dataset.value = last ? moveValue(last) : "";
  let status = h.message || "";
  if (h.goal) {
    status = t(game.moves.length === 1 ? "play.status.solved.one" : "play.status.solved.many",
               {moves: game.moves.length}) +
      (game.optimum === null ? "" : " " + t("play.status.optimum", {optimum: game.optimum}));
  }
  $("status").textContent = status;
  $("status").dataset.goal = h.goal ? "true" : "false";
  for (const id of ["undo", "reset"]) $(id).disabled = game.moves.length === 0;
  $("redo").disabled = game.redo.length === 0;
  $("hint").disabled = $("solve-here").disabled = !h.moves.length;
  $("random-move").disabled = !h.next.length;
  drawMoveList(h);
  drawHistory($("history"), game.dists, historyWords);
  drawSolved(h);
  $("share").href = shareLink();
}

function historyWords(k, d) {
  const togo = d === null || d === undefined ? "?" : d < 0 ? t("play.unreachable") : d;
  if (typeof d === "number" && d < 0) return k === 0 ? t("play.history.start.lost") : t("play.history.move.lost", {k});
  return k === 0 ? t("play.history.start", {togo}) : t("play.history.move", {k, togo});
}

function drawMoveList(h) {
  // every move as a button with its key; with values shown, its value, the best first
  const list = $("move-list");
  list.textContent = "";
  const values = $("show-values").checked;
  const order = values ? byValue(h.next) : h.next.map((n, i) => [n, i]);
  for (const [n, i] of order) {
    const item = el("li");
    const button = el("button", {type: "button", class: "move", "data-index": String(i)}, said(n, h.grid, h));
    button.onclick = () => play(i);
    item.appendChild(button);
    if (n.key) item.appendChild(el("kbd", {}, keyText(n.key)));
    if (n.loop) item.appendChild(el("span", {class: "muted"}, " " + t("play.move.loop")));
    if (values) {
      const value = moveValue(n);
      item.dataset.value = value;
      button.classList.add("value-" + value);
      const mark = n.optimal ? " \u2605 " + t("play.move.optimal") : "";
      const words = n.distance === null ? t("play.move.togo", {togo: "?"})
        : n.distance < 0 ? t("play.move.lost") : t("play.move.togo", {togo: n.distance});
      item.appendChild(el("span", {class: "value"}, " \u2192 " + words + mark));
    }
    list.appendChild(item);
  }
  list.classList.toggle("numbered", !values);
}

function here(h) {
  // the position as a board with its options, or the start board and the moves played
  if (h && h.board !== null && h.board !== undefined) return {board: h.board, options: h.options, moves: []};
  return {board: game.start.board, options: game.start.options, moves: game.moves};
}

function shareLink() {
  // the start board and the moves played, in the page's language
  return gameLink() + "&lang=" + lang;
}

// ---- playing ----

async function refresh() {
  const seq = ++game.seq;
  $("distance").textContent = "\u2026";
  const reply = await hintAt(game.moves);
  if (seq !== game.seq) return;
  if (!reply.ok) return moveFailed(reply);
  showError("");
  const h = reply.data;
  mergePalette(game.palette, h.palette);
  game.hint = h;
  if (game.optimum === null && game.moves.length === 0 && h.distance !== null) game.optimum = h.distance;
  game.dists[game.moves.length] = h.distance;
  const lastMove = game.lastLit || [];
  drawBoard(h.grid, lastMove);
  drawArrows(h);
  drawPanel(h);
  showValues();
  document.body.dataset.ready = game.queue.length ? "false" : "true";
  const next = game.queue.shift();
  if (next) next();
}

function moveFailed(reply) {
  // a move whose position the server did not answer is taken back, to the last position
  // answered: the board and the counts stay as they were before it
  stopAnimation();
  game.queue = [];
  const why = plainError(reply.data);
  let back = 0;
  while (game.moves.length && !game.cache.has(JSON.stringify(game.moves))) {
    game.moves = game.moves.slice(0, -1);
    back++;
  }
  const n = game.moves.length;
  for (const list of ["verdicts", "helped", "costs"]) game[list] = game[list].slice(0, n);
  game.dists = game.dists.slice(0, n + 1);
  game.lastLit = [];
  $("last-move").textContent = "";
  const message = back ? t("play.error.move") + (why ? " (" + why + ")" : "")
    : why || t("play.error.hint");
  if (!back || !game.cache.has(JSON.stringify(game.moves))) {
    document.body.dataset.ready = "true";
    return showError(message);
  }
  return refresh().then(() => showError(message));
}

function stopAnimation() {
  if (game.timer) clearTimeout(game.timer);
  game.timer = null;
  $("solve-here").textContent = t("play.solve");
}

function verdictOf(n) {
  return {delta: n.delta, optimal: n.optimal, distance: n.distance, cost: n.cost};
}

function play(i, fromAnimation, helped) {
  const h = game.hint;
  if (!h || !h.next[i]) return;
  if (!fromAnimation) stopAnimation();
  const n = h.next[i];
  game.picked = null;
  game.hint = null;  // until the next position's answer arrives
  game.moves = game.moves.concat([n.move]);
  game.verdicts = game.verdicts.concat([verdictOf(n)]);
  game.helped = game.helped.concat([Boolean(helped)]);
  game.costs = game.costs.concat([typeof n.cost === "number" ? n.cost : 1]);
  game.dists = game.dists.slice(0, game.moves.length).concat([n.distance]);
  game.redo = [];
  game.lastLit = n.view.cells;
  watchClock.start();
  const verdict = verdictText(verdictOf(n));
  $("last-move").textContent = said(n, h.grid, h) + (verdict ? " (" + verdict + ")" : "");
  const next = applyChanges(h.grid, n.changes);
  if ("caption" in n) next.caption = n.caption;
  drawBoard(next, n.view.cells);  // at once; the hint follows
  markValues($("play-board"), [], null, 1, false);
  slideIn($("play-board"), h.grid, n, game.size);
  drawHistory($("history"), game.dists, historyWords);
  return refresh();
}

function undo() {
  stopAnimation();
  if (!game.moves.length) return;
  const k = game.moves.length - 1;
  game.redo.push({move: game.moves[k], verdict: game.verdicts[k], helped: game.helped[k], cost: game.costs[k]});
  game.moves = game.moves.slice(0, -1);
  game.verdicts = game.verdicts.slice(0, -1);
  game.helped = game.helped.slice(0, -1);
  game.costs = game.costs.slice(0, -1);
  game.dists = game.dists.slice(0, game.moves.length + 1);
  watchClock.resume();  // a solved board undone: the clock runs on
  game.lastLit = [];
  $("last-move").textContent = t("play.undone");
  return refresh();
}

function redo() {
  stopAnimation();
  const again = game.redo.pop();
  if (!again) return;
  game.moves = game.moves.concat([again.move]);
  game.verdicts = game.verdicts.concat([again.verdict]);
  game.helped = game.helped.concat([again.helped]);
  game.costs = game.costs.concat([again.cost]);
  game.dists = game.dists.slice(0, game.moves.length).concat([null]);
  game.lastLit = [];
  $("last-move").textContent = t("play.redone");
  return refresh();
}

function reset() {
  stopAnimation();
  game.moves = [];
  game.verdicts = [];
  game.helped = [];
  game.costs = [];
  game.recordedAt = null;  // another solve of the same board may beat the record
  game.dists = game.dists.slice(0, 1);
  game.redo = [];
  game.lastLit = [];
  watchClock.reset();
  $("last-move").textContent = "";
  return refresh();
}

function optimalIndex(h) {
  // the first move of the proven line from here, when there is one: on a plateau of moves
  // that cost nothing, another optimal move could undo the last one for ever
  if (h.line && h.line.length) {
    const first = JSON.stringify(h.line[0]);
    const j = h.next.findIndex((n) => n.optimal && JSON.stringify(n.move) === first);
    if (j >= 0) return j;
  }
  return h.next.findIndex((n) => n.optimal);
}

function flash(n) {
  for (const [r, c] of n.click || []) {
    const node = $("play-board").children[r * game.grid.cols + c];
    if (node) node.classList.add("hint-flash");
  }
}

function hint() {
  stopAnimation();
  const h = game.hint;
  const i = h ? optimalIndex(h) : -1;
  if (i < 0) return;
  flash(h.next[i]);
  return play(i, false, true);
}

async function solveHere() {
  if (game.timer) return stopAnimation();
  $("solve-here").textContent = t("play.stop");
  const stepOnce = async () => {
    const h = game.hint;
    const i = h ? optimalIndex(h) : -1;
    if (i < 0 || h.goal) return stopAnimation();
    await play(i, true, true);
    if (game.timer !== null) game.timer = setTimeout(stepOnce, 1000 / SPEED);
  };
  game.timer = setTimeout(stepOnce, 0);
}

function randomMove() {
  const h = game.hint;
  if (!h || !h.next.length) return;
  return play(Math.floor(Math.random() * h.next.length));
}

const onCell = (r, c) => (n) => (n.click || []).some(([a, b]) => a === r && b === c);
const towardCell = (r, c) => (n) => (n.toward || []).some(([a, b]) => a === r && b === c);

function pick(cells) {
  // the piece picked up (its cell outlined), or none
  game.picked = cells;
  for (const node of $("play-board").querySelectorAll(".picked")) node.classList.remove("picked");
  if (!cells) return;
  const [r, c] = cells.at;
  $("play-board").children[r * game.grid.cols + c].classList.add("picked");
  $("last-move").textContent = t("play.picked");
}

function clickAt(r, c, left) {
  // a second click places a picked piece; a click on a piece that can go more than one
  // way picks it; else the move played by clicking (r, c); or, on a cell further down a
  // line (a tile behind others in the blank's row), the first move of the run, then the
  // click again
  const next = game.hint.next;
  if (game.picked) {
    const k = place(next, game.picked.moves, r, c);
    pick(null);
    if (k >= 0) return play(k);
  }
  const from = picks(next, r, c);
  if (from.length) return pick({at: [r, c], moves: from});
  const i = game.hint.next.findIndex(onCell(r, c));
  if (i >= 0) return play(i);
  let j = game.hint.next.findIndex(towardCell(r, c));
  if (j < 0) j = travel(game.hint.next, r, c);
  if (j < 0 || left <= 0) return;
  const done = play(j);
  whenReady(() => clickAt(r, c, left - 1));
  return done;
}

function travel(next, r, c) {
  // a click on a cell no move claims, where every move that goes somewhere carries one piece
  // (a cursor): the move that takes the piece nearest the cell, if it gets nearer; the page
  // plays it, then the click again (a card far away: the cursor goes there, then turns it)
  const walks = next.map((n, i) => [n, i]).filter(([n]) => !n.loop && n.view && n.view.path.length >= 2);
  if (walks.length < 2) return -1;
  const [r0, c0] = walks[0][0].view.path[0];
  if (walks.some(([n]) => n.view.path[0][0] !== r0 || n.view.path[0][1] !== c0)) return -1;
  const far = (p) => Math.abs(p[0] - r) + Math.abs(p[1] - c);
  let best = -1, most = far([r0, c0]);
  for (const [n, i] of walks) {
    const end = n.view.path[n.view.path.length - 1];
    if (far(end) < most) { most = far(end); best = i; }
  }
  return best;
}

let wasSwipe = () => false;

function clickCell(event) {
  if (wasSwipe()) return;
  const node = event.target.closest(".cell");
  if (!node) return;
  const r = Number(node.dataset.row), c = Number(node.dataset.col);
  const most = game.grid ? game.grid.rows + game.grid.cols : 0;
  whenReady(() => clickAt(r, c, most));
}

function swipe(r, c, dx, dy) {
  stopAnimation();
  whenReady(() => {
    const i = swipeMove(game.hint.next, r, c, dx, dy);
    if (i >= 0) return play(i);
  });
}

function keyName(event) {
  const ctrl = event.ctrlKey || event.metaKey;
  return (ctrl ? "Ctrl+" : "") + event.key;
}

// Keys belong to the field being typed in; a checkbox or a button keeps none of them.
const NOT_TYPED = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color"]);
function typing(target) {
  const tag = (target.tagName || "").toLowerCase();
  if (tag === "select" || tag === "textarea") return true;
  return tag === "input" && !NOT_TYPED.has((target.type || "text").toLowerCase());
}

function onKey(event) {
  if (typing(event.target) || game.computed) return;
  const name = keyName(event);
  const commands = {"Ctrl+z": undo, "u": undo, "Ctrl+y": redo, "Ctrl+Z": redo, "y": redo,
                    "h": hint, "s": solveHere, "r": randomMove};
  if (commands[name]) {
    event.preventDefault();
    return whenReady(commands[name]);
  }
  if (game.hint) {
    const i = game.hint.next.findIndex((n) => n.key === name);
    if (i < 0) return;
    event.preventDefault();
    return play(i);
  }
  if (!MOVE_KEY.test(name)) return;  // the answer is on its way: keep the key for it
  event.preventDefault();
  whenReady(() => {
    const i = game.hint.next.findIndex((n) => n.key === name);
    if (i >= 0) return play(i);
  });
}

async function begin(start, moves) {
  // a new board replaces the game only once the server has answered for it: a board it
  // refuses leaves the game as it was (still playable), and a board asked for before
  // another one is dropped when its answer comes late
  const token = ++game.startSeq;
  if (game.startAbort) game.startAbort.abort();  // the board asked for before: not wanted
  const abort = new AbortController();
  game.startAbort = abort;
  document.body.dataset.ready = "false";
  if (isComputed(findFamily(start.puzzle))) {  // an answer to show, not a game to play
    const shown = await showComputed(start, () => token === game.startSeq, abort.signal);
    if (token !== game.startSeq) return;
    document.body.dataset.ready = "true";
    if (!shown.ok) return showError(shown.data.error || shown.data.message);
    stopAnimation();
    Object.assign(game, {start, moves: [], hint: null, queue: [], computed: true});
    showError("");
    return describeGame();
  }
  const first = await api("/api/hint", hintBody(start, [], true), abort.signal);
  if (token !== game.startSeq) return;
  if (!first.ok) {
    document.body.dataset.ready = game.hint ? "true" : "false";
    return showError(first.data.error || first.data.message);
  }
  stopAnimation();
  game.computed = false;
  showMode(false);
  game.start = start;
  game.moves = moves || [];
  game.verdicts = game.moves.map(() => null);
  game.helped = game.moves.map(() => false);
  game.costs = game.moves.map(() => 1);
  game.dists = game.moves.map(() => null);
  watchClock.reset();
  game.redo = [];
  game.queue = [];
  game.picked = null;
  game.cache = new Map([[JSON.stringify([]), first]]);
  game.record = null;
  game.recordedAt = null;
  game.optimum = first.data.distance;
  game.dists[0] = first.data.distance;
  game.lastLit = [];
  $("last-move").textContent = "";
  describeGame();
  await refresh();
  watch.setBoard(() => currentBoard());
}

function describeGame() {
  // the line under the board's heading: what this problem is
  $("about").textContent = describe(game.start.puzzle);
}

function gameLink() {
  // the start board, its options and the moves played, as the play page's address
  const params = new URLSearchParams({puzzle: game.start.puzzle, board: boardText(game.start.board)});
  for (const [k, v] of Object.entries(game.start.options || {})) params.set(k, Array.isArray(v) ? v.join(",") : v);
  if (game.moves.length) params.set("moves", JSON.stringify(game.moves));
  params.set("play", "1");
  return "/?" + params.toString();
}

function currentBoard() {
  const at = here(game.hint);
  return {puzzle: game.start.puzzle, board: boardText(at.board), options: at.options || {}};
}

const watch = new Watch($("watch"), initial, api);

const TABLES_POLL = 1000;  // ms between two looks at the tables being built
const TABLES_SAID = 8000;  // ms the page says the tables are ready

async function watchTables() {
  // the first start: the server builds its tables in the background (GET /api/status);
  // the page says so, with the progress, and once they are ready asks again for the answers
  // that a limit left open
  const reply = await api("/api/status");
  if (!reply.ok || !reply.data.tables) return;
  const tables = reply.data.tables;
  const note = $("tables-note");
  if (tables.state === "building") {
    const item = tables.items.find((i) => i.state === "building") ||
      tables.items.find((i) => i.state === "waiting");
    const share = item && item.total ? Math.min(99, Math.floor(100 * item.done / item.total)) + "%" : "\u2026";
    note.textContent = t("play.tables.building", {what: item ? puzzleName(item.puzzle) + " " + item.size : "", share});
    note.hidden = false;
    game.tablesBuilding = true;
    setTimeout(watchTables, TABLES_POLL);
    return;
  }
  if (!game.tablesBuilding) return;
  game.tablesBuilding = false;
  note.textContent = t(tables.state === "failed" ? "play.tables.failed" : "play.tables.ready");
  if (tables.state !== "failed") setTimeout(() => { note.hidden = true; }, TABLES_SAID);
  for (const [key, answer] of [...game.cache]) {
    if (answer.data && answer.data.status === "limit") game.cache.delete(key);
  }
  if (game.hint && game.hint.status === "limit") refresh();
}

function setUp() {
  // the words, the language switch, and the setup folded away on a narrow screen
  applyI18n(document);
  const caps = $("caps").dataset;  // the server's caps, in the page's words
  if (caps.seconds) $("caps").textContent = t("server.caps", {seconds: caps.seconds, states: caps.states});
  for (const button of document.querySelectorAll("button.lang")) {
    button.setAttribute("aria-pressed", button.dataset.lang === lang ? "true" : "false");
    // the same game, moves and all, in the other language
    button.onclick = () => {
      if (button.dataset.lang !== lang) switchTo(button.dataset.lang, game.start ? gameLink() : null);
    };
  }
  $("setup-box").open = !window.matchMedia(NARROW).matches;
  let last = window.innerWidth;
  window.addEventListener("resize", () => {
    if (Math.abs(window.innerWidth - last) < 40 || !game.hint) return;
    last = window.innerWidth;
    drawBoard(game.hint.grid, game.lastLit);
    drawArrows(game.hint);
    showValues();
  });
}

async function main() {
  setUp();
  const listing = await api("/api/puzzles");
  if (!listing.ok) return showError(listing.data.error);
  families.list = catalogue(listing.data.puzzles);
  for (const p of families.list) $("puzzle").appendChild(el("option", {value: p.name}, optionText(p)));
  $("puzzle-search").oninput = () => { if (filterPuzzles($("puzzle-search").value)) choose({}); };
  const chosen = findFamily(query.puzzle || "sliding");
  if (query.puzzle && !chosen) showError(t("play.error.puzzle", {puzzle: JSON.stringify(query.puzzle)}));
  if (chosen) $("puzzle").value = chosen.name;
  const values = {};
  for (const k of OPTION_KEYS) if (query[k] !== undefined) values[k] = query[k];
  choose(values);
  $("puzzle").onchange = () => choose({});
  $("setup-form").onsubmit = (e) => {
    e.preventDefault();
    cancelScramble();  // the board typed wins over a scramble still on its way
    begin(formGame(), []);
  };
  $("scramble-form").onsubmit = (e) => {
    game.startSeq++;  // a board asked for before the scramble is not wanted any more
    if (game.startAbort) game.startAbort.abort();
    return scramble(e, begin);
  };
  $("play-board").onclick = clickCell;
  wasSwipe = listenSwipes($("board-stack"), swipe);
  $("again").onclick = reset;
  $("banner-close").onclick = () => { $("solved-banner").hidden = true; };
  $("new-scramble").onclick = () => $("scramble-form").requestSubmit();
  $("hint").onclick = () => whenReady(hint);
  $("undo").onclick = undo;
  $("redo").onclick = redo;
  $("reset").onclick = reset;
  $("solve-here").onclick = solveHere;
  $("random-move").onclick = () => whenReady(randomMove);
  $("show-values").onchange = () => {
    if (game.hint) drawMoveList(game.hint);
    showValues();
  };
  document.addEventListener("keydown", onKey);
  watchTables();
  if (query.board && chosen) {
    $("board").value = query.board;
    let moves = [];
    try { moves = query.moves ? JSON.parse(query.moves) : []; } catch (e) { showError(t("play.error.moves")); }
    return begin(formGame(), moves);
  }
  $("scramble-form").requestSubmit();
}

main();
