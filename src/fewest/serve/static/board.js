// Drawing a board from the family's view: a grid of cells, each with a label, a role,
// marks and a note.  Nothing here knows a family: roles pick colours from the palette
// the server sends (the renderers' own table) and a border pattern, so that two roles
// differ without colour too; marks get an outline and a symbol.
"use strict";

const MARK_SYMBOLS = {cursor: "\u25CE", piece: "\u25CF", home: "\u2713"};
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
  // a new grid with the cells [index, label, role, marks?, note?] replaced
  const cells = grid.cells.slice();
  for (const change of changes) cells[change[0]] = change.slice(1);
  return {rows: grid.rows, cols: grid.cols, cells};
}

export function mergePalette(into, more) {
  if (!more) return into;
  Object.assign(into.roles, more.roles || {});
  Object.assign(into.marks, more.marks || {});
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

export function cellSize(rows, cols, room) {
  return Math.max(18, Math.min(64, Math.floor(room / Math.max(rows, cols))));
}

function paint(node, cell, palette) {
  const colours = palette.roles[cell.role] || ["#dddddd", "#222222"];
  node.className = "cell role-" + cell.role.replace(/[^a-z0-9-]/gi, "_");
  node.style.backgroundColor = colours[0];
  node.style.color = colours[1];
  node.style.borderStyle = pattern(cell.role);
  node.dataset.label = cell.label;
  node.dataset.role = cell.role;
  node.title = cell.role + (cell.marks.length ? " (" + cell.marks.join(", ") + ")" : "");
  node.setAttribute("aria-label", (cell.label || cell.role) + (cell.note ? " " + cell.note : "") +
                    (cell.marks.length ? ", " + cell.marks.join(", ") : ""));
  node.textContent = "";
  node.appendChild(el("span", {class: "label"}, cell.label));
  if (cell.note) node.appendChild(el("span", {class: "note"}, cell.note));
  const ring = cell.marks.map((m) => palette.marks[m] || "#333333");
  node.style.boxShadow = ring.length ? ring.map((c, k) => `inset 0 0 0 ${3 + 3 * k}px ${c}`).join(",") : "";
  for (const m of cell.marks) {
    node.appendChild(el("span", {class: "mark mark-" + m}, MARK_SYMBOLS[m] || m.slice(0, 1)));
  }
}

export function drawGrid(box, grid, palette, options) {
  // (re)draw grid into box; cells are buttons when options.buttons, with data-row/-col
  const opts = options || {};
  const size = opts.size || cellSize(grid.rows, grid.cols, opts.room || 360);
  box.style.setProperty("--cell", size + "px");
  box.style.gridTemplateColumns = `repeat(${grid.cols}, ${size}px)`;
  const count = grid.rows * grid.cols;
  const tag = opts.buttons ? "BUTTON" : "DIV";
  if (box.children.length !== count || box.firstElementChild.tagName !== tag) {
    box.textContent = "";
    for (let k = 0; k < count; k++) {
      const node = el(tag.toLowerCase(), {"data-row": String(Math.floor(k / grid.cols)),
                                          "data-col": String(k % grid.cols)});
      if (opts.buttons) node.type = "button";
      box.appendChild(node);
    }
  }
  grid.cells.forEach((entry, k) => paint(box.children[k], cellOf(entry), palette));
  return size;
}

export function legend(box, grid, palette) {
  // the roles and marks on the board, with their colour and border pattern
  box.textContent = "";
  const roles = [...new Set(grid.cells.map((c) => c[1]))];
  for (const role of roles) {
    const swatch = el("span", {class: "swatch"});
    const colours = palette.roles[role] || ["#dddddd", "#222222"];
    swatch.style.backgroundColor = colours[0];
    swatch.style.borderStyle = pattern(role);
    const item = el("span", {class: "legend-item"});
    item.append(swatch, document.createTextNode(" " + role));
    box.appendChild(item);
  }
  const marks = [...new Set(grid.cells.flatMap((c) => c[2] || []))];
  for (const m of marks) {
    box.appendChild(el("span", {class: "legend-item"}, (MARK_SYMBOLS[m] || m.slice(0, 1)) + " " + m));
  }
}
