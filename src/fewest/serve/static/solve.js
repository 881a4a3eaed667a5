// The solver page: pick a puzzle, type or scramble a board, solve or compare the methods.
// Every word comes from the catalogue (t() from i18n.js, keys solver.* and common.*);
// the server answers in the page's language (Accept-Language).  The page runs under a
// strict Content-Security-Policy: the renderers' player and compare page arrive as HTML
// with their own style and script inline, so transplant() keeps their markup and data,
// leaves the inline parts out and starts them from /static/player.js and compare.js.
"use strict";

import {t, applyI18n, lang, switchTo} from "./i18n.js";
import {pieceWords, sayWords} from "./words.js";

const $ = (id) => document.getElementById(id);
const query = JSON.parse($("initial").textContent);
let puzzles = [];

function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

const number = (n) => n.toLocaleString(lang);

async function api(path, body) {
  const init = {headers: {"Accept-Language": lang}};
  if (body !== undefined) {
    init.method = "POST";
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  try {
    const response = await fetch(path, init);
    let data;
    try { data = await response.json(); }
    catch (e) { data = {error: t("solver.no_json", {status: response.status})}; }
    return {ok: response.ok, data};
  } catch (e) {
    return {ok: false, data: {error: t("solver.no_server", {error: String(e)})}};
  }
}

function family() { return puzzles.find((p) => p.name === $("puzzle").value); }

function findFamily(name) {
  const key = (name || "").trim().toLowerCase().replace(/_/g, "-");
  return puzzles.find((p) => p.name === key || p.aliases.includes(key));
}

// "RxC" when the board is a grid of rows (split by "/" or line breaks) of equal length
function gridSize(board) {
  const rows = String(board || "").split(/\s*(?:\/|\n)\s*/).map((r) => r.trim()).filter(Boolean);
  const cols = rows.map((r) => r.split(/\s+/).length);
  if (rows.length < 2 || cols.some((c) => c !== cols[0] || c < 2)) return null;
  return rows.length + "x" + cols[0];
}

/** A family's own words (an option's name or help) in the page's language, where the
 * catalogue has them ("words." + the English), else as the family says them. */
function familyWords(text) {
  const key = "words." + text;
  return t(key) === key ? text : t(key);
}

/** A method's name in the page's words ("method." + its name; a solution's label such as
 * "pdb 6-6-3" keeps what follows the name), else the family's words. */
function methodName(name) {
  const text = String(name || "");
  const key = "method." + text;
  if (t(key) !== key) return t(key);
  const [first, ...rest] = text.split(" ");
  const head = "method." + first;
  return t(head) !== head ? [t(head), ...rest].join(" ") : sayWords(text);
}

/** A family's name in the page's words (the catalogue's "puzzle." + name), else its name. */
function puzzleName(name) {
  const key = "puzzle." + name;
  return t(key) === key ? name : t(key);
}

function showFamily(values) {
  const f = family();
  // the family's summary is English: a Korean page shows a judge problem's Korean title
  const j = f.judge;
  $("summary").textContent = lang === "ko" && j && j.title_ko
    ? [j.label + " \u2014 " + j.title_ko, f.about_ko].filter(Boolean).join(": ")
    : j && f.about ? j.label + " \u2014 " + j.title_en + ": " + f.about : familyWords(f.summary);
  // the size of the board given (a share link's), else the problem's own default
  $("size").value = values.size || gridSize(values.board) || f.default_size || "";
  // a judge problem's official sample, as its page shows it (the generic hint otherwise)
  $("board").placeholder = f.example ? t("play.board.example_of", {example: f.example})
    : t("solver.board_hint");
  const box = $("options");
  box.textContent = "";
  for (const name of f.options) {
    const label = el("label", {}, familyWords(name) + " ");
    const help = familyWords(f.option_help[name] || "");
    const input = el("input", {id: "opt-" + name, name, size: String(Math.min(40, Math.max(18, help.length))),
                               placeholder: help, title: help});
    input.value = values[name] || "";
    label.appendChild(input);
    box.appendChild(label);
  }
  const select = $("algorithm");
  select.textContent = "";
  select.appendChild(el("option", {value: "auto"}, t("solver.auto")));
  for (const m of f.methods) {
    const option = el("option", {value: m.name, title: familyWords(m.summary)},
                      m.optimal ? methodName(m.name) : t("solver.not_optimal_method", {name: methodName(m.name)}));
    select.appendChild(option);
  }
  if (values.algorithm && [...select.options].some((o) => o.value === values.algorithm)) {
    select.value = values.algorithm;
  }
}

function request() {
  const f = family();
  const body = {puzzle: f.name, board: $("board").value};
  for (const name of f.options) {
    const value = $("opt-" + name).value.trim();
    if (value) body[name] = value;
  }
  if ($("algorithm").value !== "auto") body.algorithm = $("algorithm").value;
  return body;
}

function shareUrl(body) {
  // the address follows the form (a share link); a language asked in the address stays
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) params.set(k, v);
  if (query.lang) params.set("lang", query.lang);
  history.replaceState(null, "", "/?" + params.toString());
}

function clearOutput() {
  for (const id of ["error", "result", "comparison"]) $(id).hidden = true;
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = false;
}

function busy(on) {
  $("busy").hidden = !on;
  for (const id of ["solve", "compare", "scramble"]) $(id).disabled = on;
}

function moves(n) { return t(n === 1 ? "solver.moves_one" : "solver.moves_many", {n: number(n)}); }

function statsRows(table, d) {
  table.textContent = "";
  const rows = [];
  if (d.algorithm) rows.push(["solver.algorithm", methodName(d.algorithm)]);
  const stats = d.stats || {};
  for (const key of ["expanded", "generated", "peak_frontier", "peak_stored"]) {
    if (typeof stats[key] === "number") rows.push(["solver.stat_" + key, number(stats[key])]);
  }
  if (typeof stats.seconds === "number") rows.push(["solver.stat_seconds", stats.seconds.toFixed(3)]);
  for (const [key, value] of rows) {
    const row = el("tr", {"data-key": key});
    row.append(el("td", {}, t(key)), el("td", {}, value));
    table.appendChild(row);
  }
}

/** Whether `text` is already in the page's language (a Korean page: it has Hangul). */
function inPageLanguage(text) { return lang === "en" || /[\uac00-\ud7a3]/.test(text); }

function answerText(d) {
  if (d.status === "solved" && d.answer !== undefined) {  // computed, not a path
    return t("solver.answer_computed", {answer: d.answer, algorithm: methodName(d.algorithm),
                                        why: d.why});
  }
  if (d.status === "solved") {
    const key = d.optimal ? "solver.answer_optimal" : "solver.answer_not_optimal";
    return t(key, {moves: moves(d.length), algorithm: methodName(d.algorithm)});
  }
  if (d.status === "unreachable") {
    // the server's message may itself start with the word the page puts before it
    const said = (d.message || "").replace(/^\s*unreachable\s*:\s*/i, "");
    return t("solver.answer_unreachable", {message: said || t("solver.no_path")});
  }
  const message = d.message || t("solver.limit_reached");
  return inPageLanguage(message) ? message : t("solver.answer_limit", {message});
}

// ---- the renderers' HTML under a strict policy ------------------------------------------

/** Put the renderer's `html` into `box` without its inline style and script: a style
 *  attribute becomes the same declarations set through the DOM, which the policy allows.
 *  (The renderer escapes every quote in text, so ` style="` is only ever an attribute.) */
function transplant(box, html) {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, "").replace(/<\/body>[\s\S]*$/i, "");
  // a template's content is inert: nothing in it is applied or run until it is taken out
  const inert = document.createElement("template");
  inert.innerHTML = body.replace(/(\s)style="/g, '$1data-inline-style="');
  const doc = inert.content;
  for (const node of doc.querySelectorAll("style, script:not([type='application/json'])")) node.remove();
  const styled = [...doc.querySelectorAll("[data-inline-style]")];
  box.textContent = "";
  box.append(doc);
  for (const node of styled) {
    node.style.cssText = node.dataset.inlineStyle;
    delete node.dataset.inlineStyle;
  }
}

/** Each move of a player's data in the page's words (words.js), or null where the
 *  family's own words stay. */
function moveWords(data) {
  const boards = [];
  let cur = [];
  for (const f of data.frames) {
    cur = cur.slice();
    for (const e of f.d) cur[e[0]] = e;
    boards.push(cur);
  }
  const cellOf = (board) => (r, c) => {
    const e = board[r * data.cols + c];
    return e && [e[1], data.roles[e[2]]];
  };
  return data.frames.slice(1).map((f, i) =>
    pieceWords(f.h && f.h.path, cellOf(boards[i]), cellOf(boards[i + 1])));
}

/** The player's words in the page's language, then start it (player.js). */
function startPlayer(root) {
  const script = root.querySelector("script.fp-data");
  const data = JSON.parse(script.textContent);
  const words = moveWords(data);
  data.frames.forEach((f, i) => {
    if (i === 0) { f.c = t("solver.player_start"); return; }
    if (words[i - 1]) f.c = i + ". " + words[i - 1];
    else if (f.c) f.c = f.c.replace(/^(\d+\.\s*)?([\s\S]*)$/, (_m, n, rest) => (n || "") + sayWords(rest));
  });
  script.textContent = JSON.stringify(data);
  root.querySelectorAll("ol.fp-moves li").forEach((li, i) => {
    li.textContent = words[i] || sayWords(li.textContent);
  });
  root.dataset.words = JSON.stringify({play: t("solver.player_play"), pause: t("solver.player_pause"),
                                       move: t("solver.player_position")});
  const titles = {"fp-first": "solver.player_first", "fp-back": "solver.player_back",
                  "fp-fwd": "solver.player_forward", "fp-last": "solver.player_last"};
  for (const [name, key] of Object.entries(titles)) {
    const button = root.querySelector("button." + name);
    if (button) { button.title = t(key); button.setAttribute("aria-label", t(key)); }
  }
  const play = root.querySelector("button.fp-play");
  if (play) play.textContent = t("solver.player_play");
  const speed = root.querySelector("input.fp-speed");
  if (speed && speed.parentElement.firstChild.nodeType === Node.TEXT_NODE) {
    speed.parentElement.firstChild.textContent = t("solver.player_speed") + " ";
  }
  window.fewestPlayerInit(root);
}

// ---- solving ----------------------------------------------------------------------------

function render(d) {
  $("result").hidden = false;
  const answer = $("answer");
  answer.textContent = answerText(d);
  answer.dataset.status = d.status;
  statsRows($("stats"), d);
  const player = $("player");
  player.textContent = "";
  if (d.view && d.view.player_html) {
    transplant(player, d.view.player_html);
    player.querySelectorAll(".fewest-player").forEach(startPlayer);
  } else if (d.view && d.view.boards && d.view.boards.length) {
    player.appendChild(el("pre", {class: "board", id: "player-board"}, d.view.boards[0]));
  }
  if (d.view && d.view.omitted) {
    player.appendChild(el("p", {class: "muted", id: "omitted"}, t("solver.omitted", {moves: moves(d.length)})));
  }
}

async function submit(path, show) {
  // the form's request to /api/solve or /api/compare; the address follows it (a share link)
  if (!family()) return;
  const body = request();
  shareUrl(body);
  clearOutput();
  busy(true);
  const {ok, data} = await api(path, Object.assign({view: true}, body));
  busy(false);
  if (!ok) return showError(data.error);
  show(data);
}

function solve() { return submit("/api/solve", render); }

function compare() { return submit("/api/compare", showComparison); }

function noteOf(status) {
  if (status === "solved") return "";
  if (status === "unreachable") return t("solver.note_unreachable");
  const limit = /^limit \((.*)\)$/.exec(status);
  if (limit) return t("solver.note_limit", {reason: limit[1]});
  const other = /^not applicable: (.*)$/.exec(status);
  if (other) return t("solver.note_not_applicable", {detail: other[1]});
  return status;
}

function showComparison(data) {
  const table = $("compare-table");
  table.textContent = "";
  const head = el("tr");
  for (const h of ["algorithm", "length", "optimal", "expanded", "generated", "peak_stored", "seconds", "note"]) {
    head.appendChild(el("th", {}, t("solver.column_" + h)));
  }
  table.appendChild(head);
  const count = (v) => (v === undefined ? "-" : number(v));
  for (const r of data.algorithms) {
    const s = r.stats || {};
    const tr = el("tr");
    const cells = [methodName(r.algorithm), r.length === null ? "-" : String(r.length),
                   t(r.optimal && (r.length !== null || r.answer !== undefined) ? "solver.yes" : "solver.no"),
                   count(s.expanded), count(s.generated), count(s.peak_stored),
                   s.seconds === undefined ? "-" : s.seconds.toFixed(3),
                   r.answer !== undefined ? t("solver.compare_answer", {answer: r.answer}) : noteOf(r.status)];
    for (const c of cells) tr.appendChild(el("td", {}, c));
    table.appendChild(tr);
  }
  $("compare-note").textContent = data.shortest === null ? "" :
    data.shortest < 0 ? t("solver.shortest_unreachable") :
    t("solver.shortest", {moves: moves(data.shortest)});
  // the exploration: the renderer's compare page less its own title, note and table (the
  // comparison above is the one table)
  const explore = $("exploration");
  explore.textContent = "";
  if (data.page_html) {
    transplant(explore, data.page_html);
    const root = explore.querySelector(".fewest-compare");
    for (const node of root.querySelectorAll(":scope > h2, :scope > p:first-of-type, :scope > table.fc-stats")) {
      node.remove();
    }
    exploreWords(root, data.algorithms);
    root.querySelectorAll(".fewest-player").forEach(startPlayer);
    window.fewestCompareInit(root);
  }
  $("comparison").hidden = false;
}

/** The exploration's words in the page's language, rebuilt from its data (the renderer
 *  writes English): each search's heading, what was recorded, and the charts' labels. */
function exploreWords(root, rows) {
  root.dataset.words = JSON.stringify({
    replay: t("solver.explore_replay"), pause: t("solver.player_pause"),
    depth: t("solver.explore_depth"), expanded: t("solver.explore_expanded"),
    expansions: t("solver.explore_expansions"), open: t("solver.explore_open"),
    max: t("solver.explore_max")});
  const play = root.querySelector("button.fc-play");
  if (play) {
    play.textContent = t("solver.explore_replay");
    const label = play.parentElement.querySelector("input.fc-time");
    if (label && label.nextSibling && label.nextSibling.nodeType === Node.TEXT_NODE) {
      label.nextSibling.textContent = " " + t("solver.explore_expansions") + " ";
    }
  }
  for (const section of root.querySelectorAll("section.fc-algo")) {
    const name = section.dataset.algorithm;
    const row = rows.find((r) => r.algorithm === name);
    const data = JSON.parse(section.querySelector("script.fc-data").textContent);
    const heading = section.querySelector("h3");
    if (heading && row) {
      const result = row.status !== "solved" ? noteOf(row.status) :
        t(row.optimal ? "solver.explore_optimal" : "solver.explore_not_optimal",
          {moves: moves(row.length)});
      heading.textContent = methodName(name) + ": " + result;
    }
    const recorded = heading && heading.nextElementSibling;
    if (recorded && recorded.tagName === "P") {
      const expanded = Number(section.dataset.expanded || 0);
      recorded.textContent = "";
      if (!data.depth.length) {
        recorded.textContent = t("solver.explore_compiled");
      } else {
        const key = data.depth.length < expanded ? "solver.explore_recorded_first" : "solver.explore_recorded";
        recorded.append(t(key, {expanded: number(expanded), replayed: number(data.depth.length)}) + " ",
                        el("span", {class: "fc-shown"}));
      }
    }
    const title = section.querySelector(".fewest-player .fp-title");
    if (title) title.textContent = t("solver.explore_path", {name: methodName(name)});
    const long = section.querySelector(":scope > p:last-of-type");
    if (long && long !== recorded && row && row.length !== null) {
      const start = long.textContent.indexOf("it starts: ");
      long.textContent = t("solver.explore_long_path", {name: methodName(name), moves: moves(row.length)}) +
        (start < 0 ? "" : " " + t("solver.explore_starts", {moves: long.textContent.slice(start + 11)}));
    }
  }
}

async function scramble() {
  if (!family()) return;
  const params = new URLSearchParams({puzzle: family().name, size: $("size").value.trim(),
                                      moves: $("moves").value.trim()});
  clearOutput();
  busy(true);
  const {ok, data} = await api("/api/scramble?" + params.toString());
  busy(false);
  if (!ok) return showError(data.error);
  $("board").value = data.board;
}

function languageSwitch() {
  for (const button of document.querySelectorAll("button.lang")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    button.onclick = () => { if (button.dataset.lang !== lang) switchTo(button.dataset.lang); };
  }
}

async function start() {
  applyI18n(document);
  document.title = t("solver.title");
  const caps = $("caps").dataset;
  $("caps").textContent = t("server.caps", {seconds: caps.seconds, states: caps.states});
  languageSwitch();
  const {ok, data} = await api("/api/puzzles");
  if (!ok) return showError(data.error);
  puzzles = data.puzzles;
  for (const p of puzzles) $("puzzle").appendChild(el("option", {value: p.name}, puzzleName(p.name)));
  const chosen = findFamily(query.puzzle);
  if (query.puzzle && !chosen) showError(t("solver.unknown_puzzle", {name: JSON.stringify(query.puzzle)}));
  if (chosen) $("puzzle").value = chosen.name;
  showFamily(query);
  $("puzzle").onchange = () => { showFamily({}); clearOutput(); };
  $("board").addEventListener("change", () => {  // a board typed in: Size follows its grid
    const size = gridSize($("board").value);
    if (size && /^\d+x\d+$/.test($("size").value.trim())) $("size").value = size;
  });
  $("form").onsubmit = (e) => { e.preventDefault(); solve(); };
  $("compare").onclick = compare;
  $("scramble").onclick = scramble;
  if (chosen && query.board) {
    $("board").value = query.board;
    solve();
  }
  document.body.dataset.ready = "true";
}
start();
