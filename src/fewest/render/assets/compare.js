/* fewest compare: replays each search's recorded expansions side by side. */
window.fewestCompareInit = window.fewestCompareInit || function (root) {
  var NS = 'http:' + '//www.w3.org/2000/svg';
  var panels = Array.prototype.slice.call(root.querySelectorAll('.fc-algo')).map(function (sec) {
    var data = JSON.parse(sec.querySelector('script.fc-data').textContent);
    return { sec: sec, data: data };
  });
  var T = Math.max.apply(null, panels.map(function (p) { return p.data.depth.length; }).concat([1]));
  var slider = root.querySelector('.fc-time'), label = root.querySelector('.fc-time-value');
  var playBtn = root.querySelector('.fc-play'), timer = null;
  // a page may give its words (data-words: {"replay", "pause", "depth", "expanded", "expansions", "open", "max"})
  var words = root.dataset.words ? JSON.parse(root.dataset.words) : {};
  slider.max = T;
  function el(name, attrs, parent) {
    var e = document.createElementNS(NS, name);
    for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function clear(svg) { while (svg.firstChild) svg.removeChild(svg.firstChild); }
  function axes(svg, W, H, xText, yText, xMax, yMax) {
    el('line', { x1: 30, y1: H - 20, x2: W - 5, y2: H - 20, stroke: '#555' }, svg);
    el('line', { x1: 30, y1: 5, x2: 30, y2: H - 20, stroke: '#555' }, svg);
    var t = el('text', { x: W - 5, y: H - 6, 'text-anchor': 'end', 'font-size': 10 }, svg);
    t.textContent = xText + ' (0..' + xMax + ')';
    t = el('text', { x: 32, y: 12, 'font-size': 10 }, svg);
    t.textContent = yText + ' (' + (words.max || 'max') + ' ' + yMax + ')';
  }
  function depthChart(p, t) {
    var svg = p.sec.querySelector('svg.fc-depth'), W = 300, H = 150;
    clear(svg);
    var counts = [], n = Math.min(t, p.data.depth.length);
    for (var i = 0; i < n; i++) { var d = p.data.depth[i]; counts[d] = (counts[d] || 0) + 1; }
    var maxD = Math.max(p.data.maxDepth, 1), maxC = 1;
    for (var j = 0; j < counts.length; j++) if (counts[j] > maxC) maxC = counts[j];
    axes(svg, W, H, words.depth || 'depth', words.expanded || 'states expanded', maxD, maxC);
    var bw = (W - 40) / (maxD + 1);
    for (var k = 0; k < counts.length; k++) {
      if (!counts[k]) continue;
      var h = (H - 30) * counts[k] / maxC;
      el('rect', { x: 31 + k * bw, y: H - 20 - h, width: Math.max(1, bw - 1), height: h, fill: '#2a9d8f' }, svg);
    }
    var shown = p.sec.querySelector('.fc-shown');
    if (shown) shown.textContent = n;
  }
  function openChart(p, t) {
    var svg = p.sec.querySelector('svg.fc-open'), W = 300, H = 120;
    clear(svg);
    var o = p.data.open, n = Math.min(t, o.length), maxO = 1;
    for (var i = 0; i < o.length; i++) if (o[i] > maxO) maxO = o[i];
    axes(svg, W, H, words.expansions || 'expansions', words.open || 'open states', o.length, maxO);
    var step = Math.max(1, Math.floor(n / 300)), pts = [];
    for (var k = 0; k < n; k += step) pts.push((31 + (W - 40) * k / Math.max(1, o.length)) + ',' + (H - 20 - (H - 30) * o[k] / maxO));
    if (pts.length) el('polyline', { points: pts.join(' '), fill: 'none', stroke: '#e76f51', 'stroke-width': 1.5 }, svg);
  }
  function heat(p, t) {
    var grid = p.sec.querySelector('.fc-heat');
    if (!grid || !p.data.cells) return;
    var first = {}, n = Math.min(t, p.data.cells.length);
    for (var i = 0; i < n; i++) { var c = p.data.cells[i]; if (c >= 0 && !(c in first)) first[c] = i; }
    var kids = grid.children;
    for (var k = 0; k < kids.length; k++) {
      if (k in first) {
        var f = first[k] / Math.max(1, p.data.cells.length);
        kids[k].style.background = 'hsl(' + Math.round(260 - 220 * f) + ',70%,' + Math.round(45 + 30 * f) + '%)';
        kids[k].style.color = '#fff';
        kids[k].dataset.order = first[k];
      } else {
        delete kids[k].dataset.order;
        kids[k].style.background = kids[k].dataset.fill;
        kids[k].style.color = '#333';
      }
    }
  }
  function show(t) {
    t = Math.max(0, Math.min(T, t));
    slider.value = t;
    label.textContent = t + ' / ' + T;
    root.dataset.time = t;
    panels.forEach(function (p) { depthChart(p, t); openChart(p, t); heat(p, t); });
  }
  function stop() { if (timer) { clearInterval(timer); timer = null; } playBtn.textContent = words.replay || '\u25B6 replay the searches'; }
  playBtn.addEventListener('click', function () {
    if (timer) { stop(); return; }
    var t = Number(slider.value) >= T ? 0 : Number(slider.value), step = Math.max(1, Math.ceil(T / 200));
    playBtn.textContent = words.pause || '\u23F8 pause';
    timer = setInterval(function () { t += step; show(t); if (t >= T) stop(); }, 40);
  });
  slider.addEventListener('input', function () { stop(); show(Number(slider.value)); });
  show(T);
};
