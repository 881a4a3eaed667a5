// The check page: pick a judge problem, give the code, watch the check run in the
// server's worker process, and see the counterexample drawn by the playground's board.
// Every word comes from the catalogues (i18n.js); the server judges nothing itself, it
// runs `fewest check`'s own session.
"use strict";

import {applyChanges, drawGrid, mergePalette} from "./board.js";
import {applyI18n, lang, switchTo, t} from "./i18n.js";

const $ = (id) => document.getElementById(id);
const ALIASES = {".cc": ".cpp", ".cxx": ".cpp", ".c++": ".cpp", ".mjs": ".js"};
const POLL_MS = 400;

const state = {
  problems: [], languages: [], maxBytes: 256 * 1024, chosen: null, filename: null,
  job: null, timer: null, board: null,
};

function withLang(path) { return path + (path.includes("?") ? "&" : "?") + "lang=" + lang; }

async function getJson(path, options) {
  const response = await fetch(withLang(path), options);
  let body = {};
  try { body = await response.json(); } catch (e) { body = {}; }
  return {status: response.status, body};
}

function show(node, visible) { node.hidden = !visible; }

function titleOf(p) { return lang === "ko" ? p.title_ko : p.title_en; }

function matches(query) {
  const q = query.trim().toLowerCase();
  if (!q) return state.problems;
  const found = state.problems.filter((p) => [p.name, p.number, p.title_ko, p.title_en,
    p.site + " " + p.number].some((s) => String(s).toLowerCase().includes(q)));
  // a problem whose number or title is the query itself comes first (1697 before 16973)
  const exact = (p) => [p.number, p.title_ko, p.title_en]
    .some((s) => String(s).toLowerCase() === q) ? 0 : 1;
  return found.map((p, i) => [exact(p), i, p]).sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((x) => x[2]);
}

function listMatches() {
  const box = $("matches");
  box.textContent = "";
  const found = matches($("search").value);
  $("count").textContent = found.length ? t("check.problems", {n: found.length}) : t("check.search.none");
  for (const p of found.slice(0, 60)) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.name = p.name;
    button.setAttribute("role", "option");
    button.setAttribute("aria-selected", String(state.chosen === p));
    button.textContent = `${p.site} ${p.number} · ${titleOf(p)} (${p.name})`;
    button.onclick = () => choose(p);
    item.appendChild(button);
    box.appendChild(item);
  }
}

function choose(p) {
  state.chosen = p;
  $("problem-title").textContent = `${p.site} ${p.number} · ${titleOf(p)}`;
  $("statement").href = p.source;
  $("docs").href = "/docs/" + p.docs + ".md" + (lang === "ko" ? "?lang=ko" : "");
  $("time-limit").textContent = t("check.time_limit", {seconds: p.time_limit});
  $("example-title").textContent = t(p.function ? "check.function" : "check.example");
  $("example").textContent = p.example;
  show($("problem"), true);
  $("matches").textContent = "";  // the list comes back when the search box is used
  const url = new URL(location.href);
  url.searchParams.set("problem", p.name);
  history.replaceState(null, "", url.toString());
}

function suffixOf(name) {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  const suffix = name.slice(dot).toLowerCase();
  return ALIASES[suffix] || suffix;
}

function codeBytes() { return new TextEncoder().encode($("code").value).length; }

function showSize() {
  const bytes = codeBytes();
  const limit = Math.floor(state.maxBytes / 1024);
  const over = bytes > state.maxBytes;
  $("size").textContent = over ? t("check.too_large", {limit}) :
    t("check.size", {kb: (bytes / 1024).toFixed(1), limit});
  $("size").classList.toggle("over", over);
}

async function readFile(file) {
  if (!file) return;
  const suffix = suffixOf(file.name);
  if (suffix && state.languages.some((l) => l.suffix === suffix)) $("language").value = suffix;
  state.filename = file.name;
  $("code").value = await file.text();
  showSize();
}

function setStatus(text) { $("status").textContent = text; }

function showError(title, text) {
  $("error-title").textContent = title;
  $("error-text").textContent = text || "";
  show($("error-text"), Boolean(text));
  show($("error"), true);
}

function running(on) {
  show($("cancel"), on);
  $("run").disabled = on;
}

async function run() {
  show($("error"), false);
  show($("result"), false);
  if (!state.chosen) { showError(t("check.need_problem")); return; }
  if (!$("code").value.trim()) { showError(t("check.need_code")); return; }
  if (codeBytes() > state.maxBytes) {
    showError(t("check.too_large", {limit: Math.floor(state.maxBytes / 1024)}));
    return;
  }
  const body = {problem: state.chosen.name, code: $("code").value, language: $("language").value};
  if (state.filename && suffixOf(state.filename) === body.language) body.filename = state.filename;
  running(true);
  let answer;
  try {
    answer = await getJson("/api/check", {method: "POST", headers: {"Content-Type": "application/json"},
                                          body: JSON.stringify(body)});
  } catch (e) {
    running(false);
    showError(t("check.server_gone", {why: String(e)}));
    return;
  }
  if (answer.status !== 202) {
    running(false);
    showError(answer.body.error || String(answer.status));
    return;
  }
  state.job = answer.body.id;
  document.body.dataset.job = state.job;
  progress(answer.body);
  poll();
}

function poll() {
  clearTimeout(state.timer);
  state.timer = setTimeout(async () => {
    if (!state.job) return;
    let answer;
    try {
      answer = await getJson("/api/check/" + state.job);
    } catch (e) {
      poll();
      return;
    }
    if (answer.status !== 200) {
      finish();
      showError(answer.body.error || String(answer.status));
      return;
    }
    progress(answer.body);
    if (["done", "error", "cancelled"].includes(answer.body.state)) finish(answer.body);
    else poll();
  }, POLL_MS);
}

function progress(job) {
  document.body.dataset.state = job.state;
  const p = job.progress || {};
  if (job.state === "queued") setStatus(t("check.queued", {n: job.position || 0}));
  else if (job.state === "compiling") setStatus(t("check.compiling"));
  else if (job.state === "running") {
    setStatus(t("check.running", {done: p.done || 0, total: p.total || "?", rate: p.rate || 0}));
  } else if (job.state === "shrinking") setStatus(t("check.shrinking", {done: p.done || 0}));
  else if (job.state === "cancelled") setStatus(t("check.cancelled"));
  else setStatus("");
}

function finish(job) {
  clearTimeout(state.timer);
  state.job = null;
  running(false);
  if (!job) return;
  if (job.state === "error") showError(t("check.compile_error"), job.message);
  if (job.state === "done") showResult(job.result);
}

function cancel() {
  if (!state.job) return;
  fetch(withLang("/api/check/" + state.job + "/cancel"), {method: "POST"}).catch(() => {});
}

function text(value) {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function showResult(result) {
  const report = result.report;
  const cx = report.counterexample;
  show($("result"), true);
  show($("kinds"), !cx);
  show($("counter"), Boolean(cx));
  if (!cx) {
    $("summary").textContent = t("check.pass", {n: report.cases, rate: report.tests_per_second}) +
      (report.stopped ? t("check.pass.stopped") : "");
    return;
  }
  $("summary").textContent = t("check.found", {n: report.cases, size: cx.size});
  $("verdict-title").textContent = result.verdict_title || cx.verdict;
  $("verdict-message").textContent = lang === "ko" ? cx.message_ko : cx.message;
  const input = text(cx.input);
  $("input-title").textContent = t(typeof cx.input === "string" ? "check.input" : "check.arguments");
  $("cx-input").textContent = input;
  const stdin = typeof cx.input === "string";
  const link = $("download");
  link.download = report.judge + (stdin ? ".in" : ".json");
  link.href = URL.createObjectURL(new Blob([input.endsWith("\n") ? input : input + "\n"], {type: "text/plain"}));
  $("expected").textContent = text(cx.expected);
  $("got").textContent = text(cx.got) || t("check.got.nothing");
  const play = new URLSearchParams({puzzle: result.puzzle, board: result.board || ""});
  if (lang !== "en") play.set("lang", lang);
  $("open-play").href = "/play?" + play.toString();
  drawBoard(result);
}

async function drawBoard(result) {
  state.board = null;
  show($("cx-board-box"), false);
  show($("no-board"), false);
  if (!result.board) { show($("no-board"), true); return; }
  let answer;
  try {
    answer = await getJson("/api/hint", {method: "POST", headers: {"Content-Type": "application/json"},
                                         body: JSON.stringify({puzzle: result.puzzle, board: result.board, view: true})});
  } catch (e) {
    answer = {status: 0, body: {}};
  }
  if (answer.status !== 200 || !answer.body.grid) { show($("no-board"), true); return; }
  const h = answer.body;
  const grids = [h.grid];
  for (const changes of h.line_view || []) grids.push(applyChanges(grids[grids.length - 1], changes));
  // the moves in the family's words (from the check's own oracle) when they are the line drawn
  const line = h.line || [];
  const known = result.moves || [];
  const same = known.length === line.length &&
    known.every((m, k) => JSON.stringify(m[0]) === JSON.stringify(line[k]));
  const words = same ? known.map((m) => m[1]) : line;
  state.board = {grids, line: words, k: 0,
                 palette: mergePalette({roles: {}, marks: {}}, h.palette)};
  show($("cx-board-box"), true);
  step(0);
}

function step(k) {
  const b = state.board;
  if (!b) return;
  const n = b.grids.length - 1;
  b.k = Math.max(0, Math.min(n, k));
  const room = Math.min(420, document.documentElement.clientWidth - 40);
  drawGrid($("cx-board"), b.grids[b.k], b.palette, {room, most: 56});
  $("step").textContent = b.k === 0 ? t("check.step.start", {n}) :
    t("check.step", {k: b.k, n}) + " · " + text(b.line[b.k - 1]);
  $("prev").disabled = b.k === 0;
  $("next").disabled = b.k === n;
}

async function copyInput() {
  const value = $("cx-input").textContent;
  try {
    await navigator.clipboard.writeText(value);
  } catch (e) {
    const range = document.createRange();
    range.selectNodeContents($("cx-input"));
    const selection = getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    document.execCommand("copy");
  }
  $("copy").textContent = t("check.copied");
  setTimeout(() => { $("copy").textContent = t("check.copy"); }, 1500);
}

async function start() {
  applyI18n();
  document.title = t("check.title");
  for (const button of document.querySelectorAll("button.lang")) {
    button.setAttribute("aria-pressed", String(button.dataset.lang === lang));
    button.onclick = () => { if (button.dataset.lang !== lang) switchTo(button.dataset.lang); };
  }
  if (document.body.dataset.loopback === "false") {
    $("exposed").textContent = t("check.exposed", {host: document.body.dataset.host});
    show($("exposed"), true);
  }
  const answer = await getJson("/api/check/problems");
  state.problems = answer.body.problems || [];
  state.languages = answer.body.languages || [];
  state.maxBytes = answer.body.max_code_bytes || state.maxBytes;
  for (const l of state.languages) {
    const option = document.createElement("option");
    option.value = l.suffix;
    option.textContent = l.name + " (" + l.suffix + ")";
    $("language").appendChild(option);
  }
  if (state.languages.some((l) => l.suffix === ".cpp")) $("language").value = ".cpp";
  $("search").oninput = listMatches;
  $("search").onfocus = listMatches;
  $("search").onkeydown = (e) => {
    if (e.key === "Enter") {
      const first = matches($("search").value)[0];
      if (first) choose(first);
    }
  };
  const asked = new URLSearchParams(location.search).get("problem");
  const found = state.problems.find((p) => p.name === asked);
  if (found) choose(found); else listMatches();
  $("code").oninput = () => { state.filename = null; showSize(); };
  $("file").onchange = () => readFile($("file").files[0]);
  $("code").ondragover = (e) => { e.preventDefault(); $("code").classList.add("drop"); };
  $("code").ondragleave = () => $("code").classList.remove("drop");
  $("code").ondrop = (e) => {
    e.preventDefault();
    $("code").classList.remove("drop");
    readFile(e.dataTransfer.files[0]);
  };
  $("run").onclick = run;
  $("cancel").onclick = cancel;
  $("copy").onclick = copyInput;
  $("prev").onclick = () => step(state.board ? state.board.k - 1 : 0);
  $("next").onclick = () => step(state.board ? state.board.k + 1 : 0);
  // closing the page cancels its check (the server also cancels one nobody asks about)
  addEventListener("pagehide", () => {
    if (state.job) navigator.sendBeacon(withLang("/api/check/" + state.job + "/cancel"));
  });
  showSize();
  document.body.dataset.ready = "true";
}

start();
