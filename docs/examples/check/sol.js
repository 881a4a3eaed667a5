// Programmers 72415 (카드 짝 맞추기): the fewest key presses, as pasted from the site.
// For each order of the pairs and each card of a pair turned first, the presses
// between two cells come from a breadth-first search over the arrows and Ctrl+arrows.
function solution(board, r, c) {
    const where = new Map();
    board.forEach((row, i) => row.forEach((face, j) => {
        if (face) where.set(face, [...(where.get(face) || []), [i, j]]);
    }));
    const steps = [[-1, 0], [1, 0], [0, -1], [0, 1]];
    const inside = (y, x) => y >= 0 && y < 4 && x >= 0 && x < 4;

    function presses(cards, [y0, x0], [y1, x1]) {
        const dist = new Map([[y0 * 4 + x0, 0]]);
        const queue = [[y0, x0]];
        for (let head = 0; head < queue.length; head++) {
            const [y, x] = queue[head];
            const d = dist.get(y * 4 + x);
            if (y === y1 && x === x1) return d;
            for (const [dy, dx] of steps) {
                let [cy, cx] = [y, x];
                while (inside(cy + dy, cx + dx)) {
                    cy += dy; cx += dx;
                    if (cards.has(cy * 4 + cx)) break;
                }
                const arrow = inside(y + dy, x + dx) ? [y + dy, x + dx] : [y, x];
                for (const [ny, nx] of [arrow, [cy, cx]]) {
                    if (!dist.has(ny * 4 + nx)) {
                        dist.set(ny * 4 + nx, d + 1);
                        queue.push([ny, nx]);
                    }
                }
            }
        }
        return Infinity;
    }

    const memo = new Map();
    function best(left, cursor) {
        if (left.length === 0) return 0;
        const key = left.join(",") + "@" + cursor;
        if (memo.has(key)) return memo.get(key);
        const cards = new Set(left.flatMap(face => where.get(face).map(([y, x]) => y * 4 + x)));
        let result = Infinity;
        for (const face of left) {
            const [a, b] = where.get(face);
            for (const [first, second] of [[a, b], [b, a]]) {
                const cost = presses(cards, cursor, first) + 1 + presses(cards, first, second) + 1;
                result = Math.min(result, cost + best(left.filter(f => f !== face), second));
            }
        }
        memo.set(key, result);
        return result;
    }

    return best([...where.keys()].sort((p, q) => p - q), [r, c]);
}
