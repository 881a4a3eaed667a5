// Choosing a board: the family and its options, the board text, a proven scramble; and the
// one helper every request goes through.  Nothing here knows a family.
"use strict";

import {el} from "./board.js";

const $ = (id) => document.getElementById(id);
export const families = {list: []};

export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)};
  try {
    const response = await fetch(path, init);
    let data;
    try { data = await response.json(); } catch (e) {
      data = {error: "the server answered HTTP " + response.status + " without JSON"};
    }
    return {ok: response.ok, data};
  } catch (e) {
    return {ok: false, data: {error: "cannot reach the server: " + e}};
  }
}

export function showError(message) {
  $("error").textContent = message || "";
  $("error").hidden = !message;
}

export function family() { return families.list.find((p) => p.name === $("puzzle").value); }

export function findFamily(name) {
  const key = (name || "").trim().toLowerCase().replace(/_/g, "-");
  return families.list.find((p) => p.name === key || p.aliases.includes(key));
}

export function showOptions(values) {
  const box = $("options");
  box.textContent = "";
  for (const name of family().options) {
    const label = el("label", {}, name + " ");
    const input = el("input", {id: "opt-" + name, size: "10", title: family().option_help[name] || "",
                               placeholder: family().option_help[name] || ""});
    input.value = values[name] === undefined ? "" : String(values[name]);
    label.appendChild(input);
    box.appendChild(label);
  }
}

export function formGame() {
  const options = {};
  for (const name of family().options) {
    const value = $("opt-" + name).value.trim();
    if (value) options[name] = value;
  }
  return {puzzle: family().name, board: $("board").value, options};
}

export function boardText(board) { return typeof board === "string" ? board : JSON.stringify(board); }

export function hintBody(start, moves, view) {
  return Object.assign({puzzle: start.puzzle, board: start.board, moves, view}, start.options);
}

export async function scramble(event, begin) {
  event.preventDefault();
  const f = family();
  const want = Math.max(0, Number($("want").value) || 0);
  const size = $("size").value.trim();
  const options = formGame().options;
  // a family whose goal is one board: walk away from it; the others (a goal that is a
  // class of boards, moves that cannot be undone) get the server's random scramble
  const solved = f.goal_board ? await api(
    "/api/scramble?" + new URLSearchParams({puzzle: f.name, size, moves: "0"})) : {ok: false};
  if (f.goal_board && !solved.ok) return showError(solved.data.error);
  const start = {puzzle: f.name, board: solved.ok ? solved.data.board : "", options};
  let h = solved.ok ? await api("/api/hint", hintBody(start, [], false)) : {ok: false, data: {}};
  if (h.ok && h.data.goal) {
    // walk away from the goal one proven step at a time: the board is exactly `want` away
    const moves = [];
    let note = "";
    for (let k = 0; k < want && h.ok; k++) {
      const away = h.data.next.filter((n) => n.delta !== null && n.delta > 0);
      if (!away.length) {  // none proven further: say why the walk stops here
        note = h.data.complete
          ? `no move leads further from the goal: this board is ${k} moves away, ` +
            `the most this walk can give`
          : h.data.message;
        break;
      }
      moves.push(away[Math.floor(Math.random() * away.length)].move);
      $("scramble-note").textContent = `scrambling: ${moves.length} of ${want} moves`;
      h = await api("/api/hint", hintBody(start, moves, false));
    }
    $("scramble-note").textContent = note;
    if (!h.ok) return showError(h.data.error || h.data.message);
    if (h.data.board !== null) start.board = boardText(h.data.board);
    $("board").value = boardText(start.board);
    return begin(start, h.data.board !== null ? [] : moves);
  }
  const random = await api("/api/scramble?" + new URLSearchParams({puzzle: f.name, size, moves: String(want)}));
  if (!random.ok) return showError(random.data.error);
  start.board = random.data.board;
  $("board").value = start.board;
  return begin(start, []);
}
