// Play mode: any family, drawn from its view, with a proven hint after every move.
// The page knows no family's rules: for each position the server lists every legal
// move with its label, the cells to click, the line arrow or key that plays it, the
// cells it changes and its proven distance (POST /api/hint).
"use strict";

import {applyChanges, drawGrid, el, legend, mergePalette} from "./board.js";
import {Watch} from "./search.js";
import {api, boardText, families, findFamily, formGame, hintBody, scramble, showError,
        showOptions} from "./setup.js";

const $ = (id) => document.getElementById(id);
const initial = JSON.parse($("initial").textContent);
const query = initial.query || {};
const OPTION_KEYS = ["goal", "cursor", "die", "shape", "overshoot", "start"];
const SPEED = 3; // moves per second when solving from here
const MOVE_KEY = /^(Ctrl\+)?(Arrow\w+|Enter| |\d)$/;

const game = {
  start: null, moves: [], verdicts: [], redo: [], hint: null, grid: null,
  optimum: null, cache: new Map(), palette: {roles: {}, marks: {}}, seq: 0, timer: null,
  queue: [],  // moves asked for while the position's answer is on its way, played in turn
};

function whenReady(action) {
  // a move needs the answer for the position it is played from
  if (game.hint) return action();
  game.queue.push(action);
}

async function hintAt(moves) {
  const key = JSON.stringify(moves);
  if (!game.cache.has(key)) {
    const reply = await api("/api/hint", hintBody(game.start, moves, true));
    if (!reply.ok) return reply;
    game.cache.set(key, reply);
  }
  return game.cache.get(key);
}

// ---- drawing ----

function drawArrows(hint) {
  for (const side of ["top", "bottom", "left", "right"]) $("arrows-" + side).textContent = "";
  const grid = hint.grid;
  const slots = {top: grid.cols, bottom: grid.cols, left: grid.rows, right: grid.rows};
  for (const [side, n] of Object.entries(slots)) {
    for (let k = 0; k < n; k++) $("arrows-" + side).appendChild(el("span", {class: "slot"}));
  }
  hint.next.forEach((n, i) => {
    const a = n.arrow;
    if (!a) return;
    const side = a.axis === "row" ? (a.dir > 0 ? "right" : "left") : (a.dir > 0 ? "bottom" : "top");
    const glyph = {right: "\u25B6", left: "\u25C0", bottom: "\u25BC", top: "\u25B2"}[side];
    const button = el("button", {type: "button", class: "line-arrow", "data-axis": a.axis,
                                 "data-index": String(a.index), "data-dir": String(a.dir),
                                 "aria-label": n.text, title: n.text}, glyph);
    button.onclick = () => whenReady(() => {  // the same arrow in the position then
      const j = game.hint.next.findIndex((m) => m.arrow && m.arrow.axis === a.axis &&
                                         m.arrow.index === a.index && m.arrow.dir === a.dir);
      if (j >= 0) return play(j);
    });
    $("arrows-" + side).children[a.index].replaceWith(button);
  });
}

function room() {
  const width = $("game").clientWidth || window.innerWidth;
  return Math.max(160, Math.min(440, (width > 760 ? width * 0.55 : width) - 80));
}

function drawBoard(grid, lit) {
  game.grid = grid;
  const size = drawGrid($("play-board"), grid, game.palette, {buttons: true, room: room()});
  for (const side of ["top", "bottom", "left", "right"]) {
    $("arrows-" + side).style.setProperty("--cell", size + "px");
  }
  for (const [r, c] of lit || []) {
    const node = $("play-board").children[r * grid.cols + c];
    if (node) node.classList.add("lit");
  }
  legend($("legend"), grid, game.palette);
}

function verdictText(delta) {
  if (delta === null || delta === undefined) return "";
  if (delta < 0) return "\u22121: optimal \u2714";
  if (delta === 0) return "0: neutral (no closer)";
  return "+" + delta + ": a step back \u2716";
}

function distanceText(h) {
  if (h.status === "unreachable") return "unreachable";
  if (h.distance !== null && h.distance !== undefined) return String(h.distance);
  return "\u2265 " + h.bound;
}

function drawPanel(h) {
  $("distance").textContent = distanceText(h);
  $("distance").dataset.status = h.status;
  $("togo-label").textContent = h.distance === 1 ? "move to go (proven)" : "moves to go (proven)";
  $("played").textContent = String(game.moves.length);
  $("optimum").textContent = game.optimum === null ? "\u2026" : String(game.optimum);
  const last = game.verdicts[game.verdicts.length - 1];
  $("verdict").textContent = game.moves.length ? "last move " + verdictText(last) : "";
  $("verdict").dataset.delta = last === undefined || last === null ? "" : String(last);
  let status = h.message || "";
  if (h.goal) {
    status = "solved \u2014 in " + game.moves.length + " move" + (game.moves.length === 1 ? "" : "s") +
      (game.optimum === null ? "" : " (optimum " + game.optimum + ")");
  }
  $("status").textContent = status;
  $("status").dataset.goal = h.goal ? "true" : "false";
  for (const id of ["undo", "reset"]) $(id).disabled = game.moves.length === 0;
  $("redo").disabled = game.redo.length === 0;
  $("hint").disabled = $("solve-here").disabled = !h.moves.length;
  $("random-move").disabled = !h.next.length;
  drawMoveList(h);
  $("share").href = shareLink(h);
}

function drawMoveList(h) {
  const list = $("move-list");
  list.textContent = "";
  const values = $("show-values").checked;
  h.next.forEach((n, i) => {
    const item = el("li");
    const button = el("button", {type: "button", class: "move", "data-index": String(i)}, n.text);
    button.onclick = () => play(i);
    item.appendChild(button);
    if (n.key) item.appendChild(el("kbd", {}, n.key === " " ? "Space" : n.key.replace("Arrow", "")));
    if (n.loop) item.appendChild(el("span", {class: "muted"}, " (changes nothing)"));
    if (values) {
      const mark = n.optimal ? " \u2605 optimal" : "";
      const d = n.distance === null ? "?" : n.distance < 0 ? "unreachable" : n.distance;
      item.appendChild(el("span", {class: "value"}, " \u2192 " + d + " to go" + mark));
    }
    list.appendChild(item);
  });
}

function here(h) {
  // the position as a board with its options, or the start board and the moves played
  if (h && h.board !== null && h.board !== undefined) return {board: h.board, options: h.options, moves: []};
  return {board: game.start.board, options: game.start.options, moves: game.moves};
}

function shareLink(h) {
  const at = here(h);
  const params = new URLSearchParams({puzzle: game.start.puzzle, board: boardText(at.board)});
  for (const [k, v] of Object.entries(at.options || {})) params.set(k, Array.isArray(v) ? v.join(",") : v);
  if (at.moves.length) params.set("moves", JSON.stringify(at.moves));
  params.set("play", "1");
  return "/?" + params.toString();
}

// ---- playing ----

async function refresh() {
  const seq = ++game.seq;
  $("distance").textContent = "\u2026";
  const reply = await hintAt(game.moves);
  if (seq !== game.seq) return;
  if (!reply.ok) return showError(reply.data.error || reply.data.message);
  showError("");
  const h = reply.data;
  mergePalette(game.palette, h.palette);
  game.hint = h;
  if (game.optimum === null && game.moves.length === 0 && h.distance !== null) game.optimum = h.distance;
  const lastMove = game.lastLit || [];
  drawBoard(h.grid, lastMove);
  drawArrows(h);
  drawPanel(h);
  document.body.dataset.ready = game.queue.length ? "false" : "true";
  const next = game.queue.shift();
  if (next) next();
}

function stopAnimation() {
  if (game.timer) clearTimeout(game.timer);
  game.timer = null;
  $("solve-here").textContent = "Solve from here";
}

function play(i, fromAnimation) {
  const h = game.hint;
  if (!h || !h.next[i]) return;
  if (!fromAnimation) stopAnimation();
  const n = h.next[i];
  game.hint = null;  // until the next position's answer arrives
  game.moves = game.moves.concat([n.move]);
  game.verdicts = game.verdicts.concat([n.delta]);
  game.redo = [];
  game.lastLit = n.view.cells;
  $("last-move").textContent = n.text + (n.delta === null ? "" : " (" + verdictText(n.delta) + ")");
  drawBoard(applyChanges(h.grid, n.changes), n.view.cells);  // at once; the hint follows
  return refresh();
}

function undo() {
  stopAnimation();
  if (!game.moves.length) return;
  game.redo.push({move: game.moves[game.moves.length - 1], verdict: game.verdicts[game.verdicts.length - 1]});
  game.moves = game.moves.slice(0, -1);
  game.verdicts = game.verdicts.slice(0, -1);
  game.lastLit = [];
  $("last-move").textContent = "undone";
  return refresh();
}

function redo() {
  stopAnimation();
  const again = game.redo.pop();
  if (!again) return;
  game.moves = game.moves.concat([again.move]);
  game.verdicts = game.verdicts.concat([again.verdict]);
  game.lastLit = [];
  $("last-move").textContent = "redone";
  return refresh();
}

function reset() {
  stopAnimation();
  game.moves = [];
  game.verdicts = [];
  game.redo = [];
  game.lastLit = [];
  $("last-move").textContent = "";
  return refresh();
}

function optimalIndex(h) { return h.next.findIndex((n) => n.optimal); }

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
  return play(i);
}

async function solveHere() {
  if (game.timer) return stopAnimation();
  $("solve-here").textContent = "Stop";
  const stepOnce = async () => {
    const h = game.hint;
    const i = h ? optimalIndex(h) : -1;
    if (i < 0 || h.goal) return stopAnimation();
    await play(i, true);
    if (game.timer !== null) game.timer = setTimeout(stepOnce, 1000 / SPEED);
  };
  game.timer = setTimeout(stepOnce, 0);
}

function randomMove() {
  const h = game.hint;
  if (!h || !h.next.length) return;
  return play(Math.floor(Math.random() * h.next.length));
}

function clickCell(event) {
  const node = event.target.closest(".cell");
  if (!node) return;
  const r = Number(node.dataset.row), c = Number(node.dataset.col);
  whenReady(() => {
    const i = game.hint.next.findIndex((n) => (n.click || []).some(([a, b]) => a === r && b === c));
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
  if (typing(event.target)) return;
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
  stopAnimation();
  game.start = start;
  game.moves = moves || [];
  game.verdicts = game.moves.map(() => null);
  game.redo = [];
  game.cache = new Map();
  game.optimum = null;
  game.lastLit = [];
  $("last-move").textContent = "";
  const first = await hintAt([]);
  if (!first.ok) return showError(first.data.error || first.data.message);
  game.optimum = first.data.distance;
  await refresh();
  watch.setBoard(() => currentBoard());
}

function currentBoard() {
  const at = here(game.hint);
  return {puzzle: game.start.puzzle, board: boardText(at.board), options: at.options || {}};
}

const watch = new Watch($("watch"), initial, api);

async function main() {
  const listing = await api("/api/puzzles");
  if (!listing.ok) return showError(listing.data.error);
  families.list = listing.data.puzzles;
  for (const p of families.list) $("puzzle").appendChild(el("option", {value: p.name}, p.name));
  const chosen = findFamily(query.puzzle || "sliding");
  if (query.puzzle && !chosen) showError("unknown puzzle " + JSON.stringify(query.puzzle));
  if (chosen) $("puzzle").value = chosen.name;
  const values = {};
  for (const k of OPTION_KEYS) if (query[k] !== undefined) values[k] = query[k];
  showOptions(values);
  $("puzzle").onchange = () => showOptions({});
  $("setup-form").onsubmit = (e) => { e.preventDefault(); begin(formGame(), []); };
  $("scramble-form").onsubmit = (e) => scramble(e, begin);
  $("play-board").onclick = clickCell;
  $("hint").onclick = () => whenReady(hint);
  $("undo").onclick = undo;
  $("redo").onclick = redo;
  $("reset").onclick = reset;
  $("solve-here").onclick = solveHere;
  $("random-move").onclick = () => whenReady(randomMove);
  $("show-values").onchange = () => game.hint && drawMoveList(game.hint);
  document.addEventListener("keydown", onKey);
  if (query.board && chosen) {
    $("board").value = query.board;
    let moves = [];
    try { moves = query.moves ? JSON.parse(query.moves) : []; } catch (e) { showError("moves is not JSON"); }
    return begin(formGame(), moves);
  }
  $("scramble-form").requestSubmit();
}

main();
