// The search tree's layout, fitted to a box: each state hangs under the state whose
// expansion last put it on the frontier (BFS's first finder, A*'s cheapest, DFS's last
// pusher: the parent the search itself keeps), one row per tree depth; leaves are
// spread evenly across the width in the order the search met them, and a parent sits
// over the middle of its children.  Rows are compressed to the box's height and leaves
// to its width, whatever the tree's shape, so a deep DFS is drawn as a tree filling the
// box (not a sliver) and a wide BFS as a fan.
"use strict";

/** True when `s` lies in the subtree of `c` (so `c` cannot hang under `s`). */
function under(parent, s, c) {
  for (let v = s; v >= 0; v = parent[v]) if (v === c) return true;
  return false;
}

/**
 * The tree of a recording: `parent[id]` (-1 for the start and for states no kept step
 * put on the frontier), `link[id]` the step that hung it there, `children[id]` in the
 * order they were met, `depth[id]`, `inTree[id]`, and `order` (breadth-first).  A link
 * that would close a loop (IDA* meets states along other branches in later
 * iterations) is left out.
 */
export function searchTree(rec) {
  const n = rec.states.length;
  const parent = new Int32Array(n).fill(-1);
  const link = new Int32Array(n).fill(-1);
  const inTree = new Uint8Array(n);
  inTree[0] = 1;
  rec.steps.forEach((step, j) => {
    const from = step[0];
    const given = step[11] || step[2].map((id) => [id]);
    for (const [id] of given) {
      if (id === 0 || id === from || (inTree[id] && under(parent, from, id))) continue;
      inTree[id] = 1;
      parent[id] = from;
      link[id] = j;
    }
  });
  for (const id of rec.path || []) {  // the answer's states are always in the tree
    if (!inTree[id]) { inTree[id] = 1; parent[id] = 0; }
  }
  const children = Array.from({length: n}, () => []);
  for (let id = 1; id < n; id++) if (parent[id] >= 0) children[parent[id]].push(id);
  const depth = new Int32Array(n);
  const order = [0];  // breadth-first: a parent's depth is known before its children's
  for (let i = 0; i < order.length; i++) {
    for (const c of children[order[i]]) { depth[c] = depth[order[i]] + 1; order.push(c); }
  }
  return {parent, link, children, depth, inTree, order};
}

/**
 * Positions `xy[id] = [x, y]` inside `width` x `height` (less `pad` on every side), and
 * the dot radius `r` the spacing allows.  States outside the tree sit on the start.
 */
export function treeLayout(rec, width, height, pad) {
  const tree = searchTree(rec);
  const {children, depth, order} = tree;
  const n = rec.states.length;
  const x = new Float64Array(n);
  let leaves = 0;
  // post-order without recursion (a DFS tree may be thousands of levels deep)
  const stack = [[0, 0]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const kids = children[top[0]];
    if (top[1] < kids.length) {
      stack.push([kids[top[1]++], 0]);
      continue;
    }
    stack.pop();
    x[top[0]] = kids.length ? (x[kids[0]] + x[kids[kids.length - 1]]) / 2 : leaves++;
  }
  let deepest = 0;
  for (const id of order) deepest = Math.max(deepest, depth[id]);
  const innerW = width - 2 * pad, innerH = height - 2 * pad;
  const dx = innerW / Math.max(1, leaves), dy = deepest ? innerH / deepest : innerH;
  const xy = new Array(n);
  for (let id = 0; id < n; id++) {
    const inside = tree.inTree[id];
    const px = leaves > 1 ? pad + (x[inside ? id : 0] + 0.5) * dx : width / 2;
    const py = deepest ? pad + depth[inside ? id : 0] * dy : height / 2;
    xy[id] = [px, py];
  }
  const r = Math.max(1.2, Math.min(6, 0.42 * Math.min(dx, dy)));
  return {xy, r, tree, leaves, deepest};
}
