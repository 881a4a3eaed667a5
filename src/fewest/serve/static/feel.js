// How playing feels: a moved piece slides from where it was (a CSS animation, none when
// the reader asks for reduced motion), a swipe plays the move that goes that way, and a
// clock runs from the first move to the goal.  Nothing here knows a family: the slide
// follows the move's highlighted path or shifted line, the swipe its arrow or key.
"use strict";

import {flatness} from "./board.js";

const GAP = 3;  // the board's gap between cells, in px (play.css)
const SWIPE = 24;  // px before a drag counts as a swipe

function restart(node, cls) {
  node.classList.remove(cls);
  void node.offsetWidth;  // a reflow, so that the animation starts again
  node.classList.add(cls);
}

function slideNode(node, dr, dc, size) {
  // size: [width, height] of a cell
  if (!node) return;
  node.style.setProperty("--dx", (dc * (size[0] + GAP)) + "px");
  node.style.setProperty("--dy", (dr * (size[1] + GAP)) + "px");
  restart(node, "slide");
  node.addEventListener("animationend", () => node.classList.remove("slide"), {once: true});
}

/** Slide what the move `n` moved into place: the piece at the end of its path from the
 * path's start (the whole cell when the start cell changed role, else only its marks),
 * or every cell of a shifted line from its neighbour. */
export function slideIn(board, grid, n, width) {
  const cols = grid.cols;
  const size = [width, Math.round(width * flatness(grid))];
  const path = (n.view && n.view.path) || [];
  if (path.length >= 2) {
    const [r0, c0] = path[0], [r1, c1] = path[path.length - 1];
    const start = r0 * cols + c0;
    const moved = (n.changes || []).some((ch) => ch[0] === start && ch[2] !== grid.cells[start][1]);
    const end = board.children[r1 * cols + c1];
    if (moved) return slideNode(end, r0 - r1, c0 - c1, size);
    for (const mark of end ? end.querySelectorAll(".mark") : []) slideNode(mark, r0 - r1, c0 - c1, size);
    return;
  }
  if (n.arrow && n.view) {
    const [dr, dc] = n.arrow.axis === "row" ? [0, -n.arrow.dir] : [-n.arrow.dir, 0];
    for (const [r, c] of n.view.cells || []) slideNode(board.children[r * cols + c], dr, dc, size);
  }
}

/** Which move a swipe from cell (r, c) by (dx, dy) px plays: the line arrow of that row
 * or column going that way, else the move that turns the piece on that cell that way
 * (its view's `way`), else the move whose key is that arrow key; -1 for none. */
export function swipeMove(next, r, c, dx, dy) {
  if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE) return -1;
  const across = Math.abs(dx) > Math.abs(dy);
  const dir = Math.sign(across ? dx : dy);
  const axis = across ? "row" : "col";
  const index = across ? r : c;
  const line = next.findIndex((n) => n.arrow && n.arrow.axis === axis && n.arrow.index === index &&
                                     n.arrow.dir === dir);
  if (line >= 0) return line;
  // a move that turns the piece on this cell that way (a lock's wheel)
  const way = across ? (dir > 0 ? "right" : "left") : (dir > 0 ? "down" : "up");
  const turned = next.findIndex((n) => !n.loop && n.view && n.view.way === way &&
                                       (n.view.cells || []).some((p) => p[0] === r && p[1] === c));
  if (turned >= 0) return turned;
  const key = across ? (dir > 0 ? "ArrowRight" : "ArrowLeft") : (dir > 0 ? "ArrowDown" : "ArrowUp");
  return next.findIndex((n) => n.key === key);
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/** The moves whose path starts on cell [r, c] and that a click there plays (a disc on
 * top of its peg): two or more mean the click picks the piece and a second click places
 * it.  A move that carries the state's own piece is clicked where it ends, so it is never
 * among them. */
export function picks(next, r, c) {
  const from = next.map((n, i) => [n, i]).filter(([n]) => !n.loop && n.view && n.view.path.length >= 2 &&
                                                        same(n.view.path[0], [r, c]));
  const clicked = from.some(([n]) => (n.click || []).some((p) => same(p, [r, c])));
  return clicked && from.length >= 2 ? from.map(([, i]) => i) : [];
}

/** Of the picked moves, the one a click on [r, c] places: the one whose path ends there,
 * else the only one ending in that column, else in that row; -1 for none. */
export function place(next, picked, r, c) {
  const ends = picked.map((i) => [i, next[i].view.path[next[i].view.path.length - 1]]);
  const exact = ends.find(([, e]) => same(e, [r, c]));
  if (exact) return exact[0];
  for (const axis of [1, 0]) {
    const line = ends.filter(([, e]) => e[axis] === (axis ? c : r));
    if (line.length === 1) return line[0][0];
  }
  return -1;
}

/** Swipes on `area`: `onSwipe(row, col, dx, dy)` where one ends; returns a function that
 * says whether the click that follows a swipe should be ignored. */
export function listenSwipes(area, onSwipe) {
  let from = null;
  let swiped = false;
  area.addEventListener("pointerdown", (e) => {
    const cell = e.target.closest(".cell");
    from = {x: e.clientX, y: e.clientY, r: cell ? Number(cell.dataset.row) : -1,
            c: cell ? Number(cell.dataset.col) : -1};
    swiped = false;
  });
  area.addEventListener("pointerup", (e) => {
    if (!from) return;
    const dx = e.clientX - from.x, dy = e.clientY - from.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= SWIPE) {
      swiped = true;
      onSwipe(from.r, from.c, dx, dy);
    }
    from = null;
  });
  area.addEventListener("pointercancel", () => { from = null; });
  return () => {
    const was = swiped;
    swiped = false;
    return was;
  };
}

/** A clock that starts at the first move and stops at the goal. */
export class Clock {
  constructor(show) {
    this.show = show;
    this.reset();
  }

  reset() {
    this.started = null;
    this.stopped = null;
    if (this.tick) clearInterval(this.tick);
    this.tick = null;
    this.show(0);
  }

  start() {
    if (this.started !== null) return this.resume();  // after a stop: run on
    this.started = Date.now();
    this.stopped = null;
    this.tick = setInterval(() => this.show(this.elapsed()), 500);
  }

  /** Run on after a stop (a solved board undone), the time stopped not counted. */
  resume() {
    if (this.started === null || this.stopped === null) return;
    this.started += Date.now() - this.stopped;
    this.stopped = null;
    this.tick = setInterval(() => this.show(this.elapsed()), 500);
  }

  stop() {
    if (this.started === null || this.stopped !== null) return;
    this.stopped = Date.now();
    clearInterval(this.tick);
    this.tick = null;
    this.show(this.elapsed());
  }

  elapsed() {
    if (this.started === null) return 0;
    return (this.stopped === null ? Date.now() : this.stopped) - this.started;
  }
}
