// Choosing a board: the family and its options, the board text, a proven scramble; and the
// one helper every request goes through.  Nothing here knows a family.
"use strict";

import {el} from "./board.js";
import {lang, t} from "./i18n.js";
import {sayWords} from "./words.js";

const $ = (id) => document.getElementById(id);
export const families = {list: []};

// every request says the page's language, so that the server's lines follow the switch;
// `signal` (an AbortController's) lets the page drop a request nobody waits for any more,
// and the server stops its search when the connection goes
export async function api(path, body, signal) {
  const headers = {"Accept-Language": lang};
  const init = body === undefined ? {headers} : {
    method: "POST", headers: {...headers, "Content-Type": "application/json"},
    body: JSON.stringify(body)};
  if (signal) init.signal = signal;
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

/** The problem's unit ("moves", or a cost such as "won"). */
export function unitOf(name) {
  const f = families.list.find((p) => p.name === name);
  return (f && f.unit) || "moves";
}

/** The problem's unit in the page's words: a judge problem's own Korean unit on a Korean
 * page, else the family's unit said by the catalogue (words.js). */
export function unitWords(name) {
  const f = families.list.find((p) => p.name === name);
  if (lang === "ko" && f && f.unit_ko) return f.unit_ko;
  return sayWords(unitOf(name));
}

/** A family's name in the page's words (the catalogue's "puzzle." + name), else its name. */
export function puzzleName(name) {
  const key = "puzzle." + name;
  return t(key) === key ? name : t(key);
}

/** One line about a problem: the judge's site, number and title in the page's language,
 * then what is asked (the problem's `about` in the page's language, else the family's
 * own summary). */
export function describe(name) {
  const f = families.list.find((p) => p.name === name);
  if (!f) return "";
  const j = f.judge;
  const title = j ? j.label + " \u2014 " + ((lang === "ko" ? j.title_ko : j.title_en) || j.title_en || j.title_ko) : "";
  // the family's summary is in English: a Korean page shows the Korean title alone, or
  // the catalogue's words for a family's summary
  if (lang === "ko" && j && j.title_ko) return [title, f.about_ko].filter(Boolean).join(": ");
  return [title, f.about || familyWords(ownSummary(f))].filter(Boolean).join(": ");
}

/** A family's summary less what the title line says already: a judge problem's summary
 * starts with its site, number and titles ("Baekjoon 16197 두 동전: fewest presses ..."). */
export function ownSummary(f) {
  const summary = f.summary || "";
  if (!f.judge || !summary.startsWith(f.judge.label)) return summary;
  const at = summary.indexOf(": ");
  return at < 0 ? "" : summary.slice(at + 2);
}

/** The form as the chosen problem's own: its options, an empty board with its example as
 * the placeholder, its default size, no note left from another problem. */
export function choose(values) {
  const f = family();
  showOptions(values || {});
  $("board").value = "";
  $("board").placeholder = f.example ? t("play.board.example_of", {example: f.example})
    : t("play.board.example");
  $("size").value = f.default_size || "";
  $("size").placeholder = t("scramble.size.default");
  $("scramble-note").textContent = "";
  $("about").textContent = describe(f.name);
  showError("");
  cancelScramble();
}

/** The catalogue in the order the page lists it: the puzzles first (a puzzle may also
 * model a judge problem of another name), then the judge problems by site and number. */
export function catalogue(list) {
  const judged = (p) => (p.judge && p.judge.name === p.name ? 1 : 0);
  const number = (p) => (judged(p) ? Number(p.judge.label.replace(/^\D+/, "")) || 0 : 0);
  const site = (p) => (judged(p) ? p.judge.label.replace(/\s*\d+$/, "") : "");
  return list.map((p, i) => [p, i]).sort(([a, i], [b, j]) =>
    judged(a) - judged(b) || site(a).localeCompare(site(b)) ||
    number(a) - number(b) || i - j).map(([p]) => p);
}

/** A puzzle's line in the list: its name, and a judge problem's title in the page's language. */
export function optionText(p) {
  if (!p.judge || p.judge.name !== p.name) return puzzleName(p.name);
  return p.name + " \u2014 " + ((lang === "ko" ? p.judge.title_ko : p.judge.title_en) || p.judge.title_en);
}

/** Whether `p` answers the search `text`: its name or an alias, its number, or a word of
 * its title in either language. */
export function matches(p, text) {
  const want = text.trim().toLowerCase();
  if (!want) return true;
  const words = [p.name, puzzleName(p.name), ...(p.aliases || []), p.summary || ""];
  if (p.judge) words.push(p.judge.label, p.judge.title_en || "", p.judge.title_ko || "");
  return words.some((w) => String(w).toLowerCase().includes(want));
}

/** Show only the puzzles that answer the search; the first of them is chosen when the one
 * chosen is hidden.  Returns whether the choice changed. */
export function filterPuzzles(text) {
  const select = $("puzzle");
  let first = null;
  for (const option of select.options) {
    const p = families.list.find((f) => f.name === option.value);
    const shown = matches(p, text);
    option.hidden = !shown;
    option.disabled = !shown;
    if (shown && first === null) first = option.value;
  }
  const current = select.options[select.selectedIndex];
  if (first !== null && (!current || current.hidden)) {
    select.value = first;
    return true;
  }
  return false;
}

/** A family's own words (an option's name or help) in the page's language, where the
 * catalogue has them ("words." + the English), else as the family says them. */
export function familyWords(text) {
  const key = "words." + text;
  return t(key) === key ? text : t(key);
}

export function showOptions(values) {
  const box = $("options");
  box.textContent = "";
  for (const name of family().options) {
    const label = el("label", {}, familyWords(name) + " ");
    const help = familyWords(family().option_help[name] || "");
    // wide enough for its whole placeholder (at most 40 characters: the title has the rest)
    const input = el("input", {id: "opt-" + name, size: String(Math.min(40, Math.max(10, help.length))),
                               title: help, placeholder: help});
    input.value = values[name] === undefined ? "" : String(values[name]);
    label.appendChild(input);
    box.appendChild(label);
  }
}

// "RxC" when the board is a grid of rows (split by "/" or line breaks) of equal length
export function gridSize(board) {
  const rows = String(board).split(/\s*(?:\/|\n)\s*/).map((r) => r.trim()).filter(Boolean);
  const cols = rows.map((r) => r.split(/\s+/).length);
  if (rows.length < 2 || cols.some((c) => c !== cols[0] || c < 2)) return null;
  return rows.length + "x" + cols[0];
}

// The board to play from the form ("Play this board"); a Size field that reads RxC follows
// the board's own grid, so that the next scramble is of the same size.
export function formGame() {
  const options = {};
  for (const name of family().options) {
    const value = $("opt-" + name).value.trim();
    if (value) options[name] = value;
  }
  // an empty board field plays the example its placeholder shows
  if (!$("board").value.trim() && family().example) $("board").value = family().example;
  const size = gridSize($("board").value);
  if (size && /^\d+x\d+$/.test($("size").value.trim())) $("size").value = size;
  return {puzzle: family().name, board: $("board").value, options};
}

export function boardText(board) { return typeof board === "string" ? board : JSON.stringify(board); }

export function hintBody(start, moves, view) {
  return Object.assign({puzzle: start.puzzle, board: start.board, moves, view}, start.options);
}

// the scramble now running (a newer one, or a new family, stops it)
const scrambling = {latest: 0};

/** Stop the scramble on its way (a board typed in, or another problem, takes over). */
export function cancelScramble() {
  scrambling.latest++;
  if (scrambling.abort) scrambling.abort.abort();
  scrambling.abort = null;
  $("scramble-note").textContent = "";
}

// the line under the form once a scramble is done: exact, the largest there is, the nearest found
function scrambleNote(d) {
  const vars = {want: d.distance, reached: d.reached, largest: d.largest, size: d.size,
                tried: d.tried, seconds: Math.round(d.spent)};
  if (d.why === "exact") return t("scramble.exact", vars);
  if (d.why === "largest") return t("scramble.largest", vars);
  if (d.why === "computed") return t("scramble.computed", vars);
  return t(d.tried ? "scramble.nearest" : "scramble.nearest_walk", vars);
}

// A board whose proven distance is exactly Distance: the server works in slices of about a
// second (GET /api/scramble?distance=N), each carrying on from the farthest board the last
// one found, so the page can say how far it has got.
export async function scramble(event, begin) {
  event.preventDefault();
  const f = family();
  const want = Math.max(0, Math.floor(Number($("want").value) || 0));
  const size = $("size").value.trim();
  if (scrambling.abort) scrambling.abort.abort();  // the scramble before this one
  const token = ++scrambling.latest;
  const abort = new AbortController();
  scrambling.abort = abort;
  const note = $("scramble-note");
  note.textContent = t("scramble.working", {want});
  const asked = {puzzle: f.name, size, distance: String(want)};
  let params = asked;
  let reply;
  for (;;) {
    reply = await api("/api/scramble?" + new URLSearchParams(params), undefined, abort.signal);
    if (token !== scrambling.latest) return;  // a newer scramble took over
    if (!reply.ok) {
      note.textContent = "";
      return showError(reply.data.error || reply.data.message);
    }
    if (reply.data.done) break;
    note.textContent = reply.data.reached === null ? t("scramble.working", {want})
      : t("scramble.progress", {reached: reply.data.reached, want});
    params = {...asked, seed: String(reply.data.seed), spent: String(reply.data.spent),
              tried: String(reply.data.tried)};
    if (reply.data.board !== null) {
      Object.assign(params, {from: boardText(reply.data.board),
                             options: JSON.stringify(reply.data.options || {})});
    }
  }
  const d = reply.data;
  if (d.board === null) {
    note.textContent = "";
    return showError(d.message);
  }
  showError("");
  note.textContent = scrambleNote(d);
  $("size").value = d.size || size;
  showOptions(d.options || {});
  const start = {puzzle: f.name, board: boardText(d.board), options: d.options || {}};
  $("board").value = start.board;
  return begin(start, []);
}
