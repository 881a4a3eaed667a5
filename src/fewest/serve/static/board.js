// Drawing a board from the family's view: a grid of cells, each with a label, a role,
// marks and a note.  Nothing here knows a family: roles pick colours from the palette
// the server sends (the renderers' own table) and a border pattern, so that two roles
// differ without colour too; marks get an outline and a symbol.
"use strict";

const MARK_SYMBOLS = {cursor: "\u25CE", piece: "\u25CF", home: "\u2713"};
// boards with more cells than this keep their cells out of the Tab order
const MAX_TAB_CELLS = 36;
const PATTERNS = ["solid", "dashed", "dotted", "double", "groove", "ridge"];

export function el(tag, attrs, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

export function cellOf(entry) {
  // [label, role, marks?, note?] -> {label, role, marks, note}
  return {label: entry[0], role: entry[1], marks: entry[2] || [], note: entry[3] || ""};
}

export function applyChanges(grid, changes) {
  // a new grid with the cells [index, label, role, marks?, note?] replaced (hints kept);
  // a first entry ["shape", rows, cols] starts a grid of another shape, every cell given
  if (changes.length && changes[0][0] === "shape") {
    const [, rows, cols] = changes[0];
    return {...grid, rows, cols, cells: changes.slice(1).map((change) => change.slice(1))};
  }
  const cells = grid.cells.slice();
  for (const change of changes) cells[change[0]] = change.slice(1);
  return {...grid, cells};
}

// Marks whose colour on the pages differs from the renderers': the home mark is blue here,
// where green says "a better move".
const PAGE_MARKS = {home: "#3a6ea5"};

export function mergePalette(into, more) {
  if (!more) return into;
  Object.assign(into.roles, more.roles || {});
  Object.assign(into.marks, more.marks || {}, PAGE_MARKS);
  if (more.highlight) into.highlight = more.highlight;
  if (more.path) into.path = more.path;
  return into;
}

// A role's border pattern depends on its name alone, never on which board was drawn
// first: the pieces most boards are made of stay solid, any other role gets a pattern
// from a hash of its name.
const SOLID = new Set(["tile", "square", "empty", "wall", "card-down", "card-up", "gone"]);
function pattern(role) {
  if (SOLID.has(role) || role.startsWith("sticker-")) return "solid";
  let h = 0;
  for (const ch of role) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PATTERNS[1 + h % (PATTERNS.length - 1)];
}

export function cellSize(rows, cols, room, most) {
  // room: a width, or {width, height}; most: the largest cell (64 unless given)
  const box = typeof room === "object" ? room : {width: room, height: room};
  const fit = Math.min(box.width / cols, box.height / rows);
  return Math.max(18, Math.min(most || 64, Math.floor(fit)));
}

// The gap between cells and the board's padding, in px (play.css: #play-board, .mini).
const GAP = 3;

// Classes a redraw keeps: a slide that is still running, a value shown on the cell.
const KEPT = ["slide"];

function shapeOf(node, cell, grid, widest) {
  // a role the view draws as a bar (as wide as its number) or a post (a peg)
  const shape = (grid.shapes || {})[cell.role];
  if (!shape) return;
  node.classList.add("shape-" + shape);
  node.style.setProperty("--fill", node.style.backgroundColor);
  if (shape === "bar") {
    const n = Number(cell.label);
    node.style.setProperty("--bar", String(widest > 0 && n > 0 ? Math.max(0.15, n / widest) : 1));
  }
}

function paint(node, cell, palette, grid, say) {
  const colours = palette.roles[cell.role] || ["#dddddd", "#222222"];
  const kept = KEPT.filter((c) => node.classList.contains(c));
  node.className = "cell role-" + cell.role.replace(/[^a-z0-9-]/gi, "_");
  for (const c of kept) node.classList.add(c);
  node.style.backgroundColor = colours[0];
  node.style.color = colours[1];
  node.style.borderStyle = pattern(cell.role);
  node.dataset.label = cell.label;
  node.dataset.role = cell.role;
  const role = roleName(grid, cell.role, say);
  const marks = cell.marks.map((m) => (say && say.mark && say.mark(m)) || m);
  node.title = role + (marks.length ? " (" + marks.join(", ") + ")" : "");
  // a label in words ("screen 1, clipboard 0", "bus 2") in the page's language
  const label = say && say.word ? say.word(cell.label) : cell.label;
  node.setAttribute("aria-label", (label || role) + (cell.note ? " " + cell.note : "") +
                    (marks.length ? ", " + marks.join(", ") : ""));
  node.textContent = "";
  node.appendChild(el("span", {class: "label"}, label));
  if (cell.note) node.appendChild(el("span", {class: "note"}, cell.note));
  const ring = cell.marks.map((m) => palette.marks[m] || "#333333");
  node.style.boxShadow = ring.length ? ring.map((c, k) => `inset 0 0 0 ${3 + 3 * k}px ${c}`).join(",") : "";
  for (const m of cell.marks) {
    node.appendChild(el("span", {class: "mark mark-" + m}, MARK_SYMBOLS[m] || m.slice(0, 1)));
  }
}

/** How tall a cell is for its width: bars (Hanoi's discs) lie flat in cells half as tall. */
export function flatness(grid) {
  return Object.values(grid.shapes || {}).includes("bar") ? 0.5 : 1;
}

function widestBar(grid) {
  const bars = new Set(Object.entries(grid.shapes || {}).filter(([, s]) => s === "bar").map(([r]) => r));
  let most = 0;
  for (const c of grid.cells) if (bars.has(c[1])) most = Math.max(most, Number(c[0]) || 0);
  return most;
}

export function drawGrid(box, grid, palette, options) {
  // (re)draw grid into box; cells are buttons when options.buttons, with data-row/-col
  const opts = options || {};
  const flat = flatness(grid);
  const room = opts.room || 360;
  // the cells' 3 px gaps and the board's padding take width too (a long number line on a
  // phone kept its last cells past the screen's edge)
  const across = GAP * (grid.cols + 1);
  const box2 = typeof room === "object" ? {width: room.width - across, height: room.height / flat}
    : room;
  const size = opts.size || cellSize(grid.rows, grid.cols, box2, opts.most);
  box.style.setProperty("--cell", size + "px");
  box.style.setProperty("--cell-h", Math.round(size * flat) + "px");
  box.style.gridTemplateColumns = `repeat(${grid.cols}, ${size}px)`;
  const count = grid.rows * grid.cols;
  const tag = opts.buttons ? "BUTTON" : "DIV";
  if (box.children.length !== count || box.firstElementChild.tagName !== tag) {
    box.textContent = "";
    for (let k = 0; k < count; k++) {
      const node = el(tag.toLowerCase(), {"data-row": String(Math.floor(k / grid.cols)),
                                          "data-col": String(k % grid.cols)});
      if (opts.buttons) node.type = "button";
      // a big board's cells are not Tab stops (the keys play them): Tab goes on to Hint
      if (opts.buttons && count > MAX_TAB_CELLS) node.tabIndex = -1;
      box.appendChild(node);
    }
  }
  const widest = widestBar(grid);
  grid.cells.forEach((entry, k) => {
    const cell = cellOf(entry);
    paint(box.children[k], cell, palette, grid, opts.say);
    shapeOf(box.children[k], cell, grid, widest);
  });
  return size;
}

/** Number the columns under a board whose view draws posts (pegs, named 1, 2, 3 in the
 * moves' words), else hide the numbers. */
export function drawColumnNumbers(box, grid, size) {
  const posts = Object.values(grid.shapes || {}).includes("post");
  box.hidden = !posts;
  box.textContent = "";
  if (!posts) return;
  box.style.gridTemplateColumns = `repeat(${grid.cols}, ${size}px)`;
  for (let c = 0; c < grid.cols; c++) box.appendChild(el("span", {class: "column-number"}, String(c + 1)));
}

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, String(v));
  return node;
}

function linkPath(x0, y0, x1, y1, style, size) {
  // one link as SVG: rails with rungs, a wave, or an arrow line
  const dx = x1 - x0, dy = y1 - y0, len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len, ny = dx / len;
  const group = svg("g", {class: "link link-" + style});
  if (style === "rails") {
    const w = size * 0.14;
    for (const side of [-1, 1]) {
      group.appendChild(svg("line", {x1: x0 + side * w * nx, y1: y0 + side * w * ny,
                                     x2: x1 + side * w * nx, y2: y1 + side * w * ny}));
    }
    const rungs = Math.max(2, Math.round(len / (size * 0.3)));
    for (let k = 1; k < rungs; k++) {
      const x = x0 + dx * k / rungs, y = y0 + dy * k / rungs;
      group.appendChild(svg("line", {x1: x - w * nx, y1: y - w * ny, x2: x + w * nx, y2: y + w * ny}));
    }
  } else if (style === "wave") {
    const waves = Math.max(2, Math.round(len / (size * 0.6)));
    const amp = size * 0.16;
    let d = `M ${x0} ${y0}`;
    for (let k = 1; k <= waves; k++) {
      const side = k % 2 ? 1 : -1;
      const mx = x0 + dx * (k - 0.5) / waves + side * amp * nx, my = y0 + dy * (k - 0.5) / waves + side * amp * ny;
      d += ` Q ${mx} ${my} ${x0 + dx * k / waves} ${y0 + dy * k / waves}`;
    }
    group.appendChild(svg("path", {d}));
    group.appendChild(svg("circle", {cx: x0, cy: y0, r: size * 0.1}));
  } else {
    group.appendChild(svg("line", {x1: x0, y1: y0, x2: x1, y2: y1, "marker-end": "url(#link-arrow)"}));
  }
  return group;
}

export function drawLinks(layer, grid, size, kindName) {
  // the grid's links (a ladder, a snake) over the board, cell centre to cell centre
  layer.textContent = "";
  const links = grid.links || [];
  layer.classList.toggle("empty", links.length === 0);
  if (!links.length) return;
  const gap = 3, pad = 3;
  const tall = Math.round(size * flatness(grid));
  const centre = (rc) => [pad + rc[1] * (size + gap) + size / 2, pad + rc[0] * (tall + gap) + tall / 2];
  const width = 2 * pad + grid.cols * size + (grid.cols - 1) * gap;
  const height = 2 * pad + grid.rows * tall + (grid.rows - 1) * gap;
  layer.setAttribute("viewBox", `0 0 ${width} ${height}`);
  layer.setAttribute("width", String(width));
  layer.setAttribute("height", String(height));
  const defs = svg("defs");
  const marker = svg("marker", {id: "link-arrow", viewBox: "0 0 10 10", refX: 8, refY: 5,
                                markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse"});
  marker.appendChild(svg("path", {d: "M 0 0 L 10 5 L 0 10 z"}));
  defs.appendChild(marker);
  layer.appendChild(defs);
  for (const [src, dst, kind, style] of links) {
    const [x0, y0] = centre(src), [x1, y1] = centre(dst);
    const group = linkPath(x0, y0, x1, y1, style, size);
    group.dataset.kind = kind;
    const title = svg("title");
    title.textContent = (kindName && kindName(kind)) || kind;
    group.appendChild(title);
    layer.appendChild(group);
  }
}

/** A role's name for people: the view's own word for it (a role borrowed for its colours,
 * in the page's language by `say.word`), else the page's word (`say.role`), else the
 * role's name. */
export function roleName(grid, role, say) {
  const own = (grid.words || {})[role];
  if (own) return say && say.word ? say.word(own) : own;
  const word = say && say.role ? say.role(role) : null;
  return word || role;
}

export function legend(box, grid, palette, words) {
  // the roles and marks on the board, with their colour and border pattern; then the
  // shapes and links the view draws (words: {shape: {bar, post}, link: {rails, wave, arrow},
  // role(name), mark(name), word(a view's own word), kind(a link's kind)})
  const say = words || {shape: {}, link: {}};
  box.textContent = "";
  const roles = [...new Set(grid.cells.map((c) => c[1]))].filter((r) => !(grid.shapes || {})[r]);
  for (const role of roles) {
    const swatch = el("span", {class: "swatch"});
    const colours = palette.roles[role] || ["#dddddd", "#222222"];
    swatch.style.backgroundColor = colours[0];
    swatch.style.borderStyle = pattern(role);
    const item = el("span", {class: "legend-item"});
    item.append(swatch, document.createTextNode(" " + roleName(grid, role, say)));
    box.appendChild(item);
  }
  const marks = [...new Set(grid.cells.flatMap((c) => c[2] || []))];
  for (const m of marks) {
    const name = (say.mark && say.mark(m)) || m;
    box.appendChild(el("span", {class: "legend-item"}, (MARK_SYMBOLS[m] || m.slice(0, 1)) + " " + name));
  }
  for (const [role, shape] of Object.entries(grid.shapes || {})) {
    const item = el("span", {class: "legend-item"});
    item.append(el("span", {class: "swatch shape-" + shape}),
                document.createTextNode(" " + (say.shape[shape] || shape) + " (" + roleName(grid, role, say) + ")"));
    box.appendChild(item);
  }
  const kinds = new Map((grid.links || []).map((k) => [k[2], k[3]]));
  for (const [kind, style] of kinds) {
    const item = el("span", {class: "legend-item"});
    item.append(el("span", {class: "swatch link-swatch link-" + style}),
                document.createTextNode(" " + ((say.kind && say.kind(kind)) || kind) +
                                        (say.link[style] ? " (" + say.link[style] + ")" : "")));
    box.appendChild(item);
  }
}
