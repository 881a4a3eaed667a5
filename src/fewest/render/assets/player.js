/* fewest solution player: reads the JSON next to it, draws the board, plays it. */
window.fewestPlayerInit = window.fewestPlayerInit || function (root) {
  var data = JSON.parse(root.querySelector('script.fp-data').textContent);
  var R = data.rows, C = data.cols, S = data.size, N = data.frames.length - 1;
  var full = [], cur = [];
  data.frames.forEach(function (f) {
    cur = cur.slice();
    f.d.forEach(function (e) { cur[e[0]] = e; });
    full.push(cur);
  });
  var board = root.querySelector('.fp-board');
  board.style.gridTemplateColumns = 'repeat(' + C + ',' + S + 'px)';
  board.style.gridAutoRows = S + 'px';
  board.style.fontSize = Math.max(9, Math.round(S * 0.38)) + 'px';
  var cells = [];
  for (var k = 0; k < R * C; k++) {
    var el = document.createElement('div');
    el.className = 'fp-cell';
    el.innerHTML = '<span class="fp-dot"></span><span class="fp-label"></span><span class="fp-note"></span>';
    board.appendChild(el);
    cells.push(el);
  }
  var NS = 'http:' + '//www.w3.org/2000/svg';
  var overlay = root.querySelector('svg.fp-overlay');
  overlay.setAttribute('width', C * S);
  overlay.setAttribute('height', R * S);
  var moves = root.querySelectorAll('ol.fp-moves li');
  var list = root.querySelector('ol.fp-moves');
  var pos = root.querySelector('.fp-pos'), caption = root.querySelector('.fp-caption');
  var playBtn = root.querySelector('.fp-play'), speed = root.querySelector('.fp-speed');
  var step = 0, timer = null;
  // a page may give the player its words (data-words: {"play", "pause", "move": "move {step} / {total}"})
  var words = root.dataset.words ? JSON.parse(root.dataset.words) : {};
  function centre(rc) { return [(rc[1] + 0.5) * S, (rc[0] + 0.5) * S]; }
  function line(points, colour, width) {
    var p = document.createElementNS(NS, 'polyline');
    p.setAttribute('points', points.map(function (q) { return q.join(','); }).join(' '));
    p.setAttribute('fill', 'none');
    p.setAttribute('stroke', colour);
    p.setAttribute('stroke-width', width);
    p.setAttribute('stroke-linecap', 'round');
    p.setAttribute('marker-end', 'url(#' + root.id + '-arrow)');
    p.setAttribute('opacity', '0.8');
    overlay.appendChild(p);
  }
  function drawMove(h) {
    Array.prototype.slice.call(overlay.querySelectorAll('polyline')).forEach(function (n) { n.remove(); });
    if (!h) return;
    if (h.path && h.path.length > 1) line(h.path.map(centre), data.pathColour, Math.max(2, S / 12));
    if (h.shift) {
      var a = h.shift[0] === 'row' ? [h.shift[1], 0] : [0, h.shift[1]];
      var b = h.shift[0] === 'row' ? [h.shift[1], C - 1] : [R - 1, h.shift[1]];
      line([centre(a), centre(b)], data.highlight, Math.max(2, S / 14));
    }
  }
  function show(i) {
    step = Math.max(0, Math.min(N, i));
    var fr = full[step], h = data.frames[step].h, hl = {};
    (h && h.cells || []).forEach(function (rc) { hl[rc[0] * C + rc[1]] = true; });
    for (var k = 0; k < R * C; k++) {
      var e = fr[k], el = cells[k], marks = e[3] || [];
      el.children[1].textContent = e[1];
      el.children[2].textContent = e[4] || '';
      el.dataset.role = data.roles[e[2]];
      el.dataset.label = e[1];
      el.dataset.marks = marks.map(function (m) { return data.marks[m]; }).join(' ');
      el.style.background = data.fill[e[2]];
      el.style.color = data.ink[e[2]];
      el.style.boxShadow = marks.map(function (m, j) {
        return 'inset 0 0 0 ' + (3 + 3 * j) + 'px ' + data.markColour[m];
      }).join(',');
      var dot = marks.filter(function (m) { return data.marks[m] === 'piece'; }).length;
      el.children[0].style.background = dot ? data.markColour[marks[0]] : 'transparent';
      el.className = hl[k] ? 'fp-cell fp-hl' : 'fp-cell';
    }
    drawMove(h);
    root.dataset.step = step;
    pos.textContent = (words.move || 'move {step} / {total}').replace('{step}', step).replace('{total}', N);
    caption.textContent = data.frames[step].c;
    for (var m = 0; m < moves.length; m++) moves[m].className = m === step - 1 ? 'fp-current' : '';
    if (step > 0 && moves[step - 1]) {
      var li = moves[step - 1];
      if (li.offsetTop < list.scrollTop || li.offsetTop > list.scrollTop + list.clientHeight - li.offsetHeight) {
        list.scrollTop = li.offsetTop - list.clientHeight / 2;
      }
    }
  }
  function stop() {
    if (timer) { clearTimeout(timer); timer = null; }
    playBtn.textContent = words.play || '\u25B6 play';
    root.dataset.playing = 'false';
  }
  function tick() {
    if (step >= N) { stop(); return; }
    show(step + 1);
    if (step >= N) { stop(); return; }
    timer = setTimeout(tick, 1000 / Number(speed.value));
  }
  function play() {
    if (timer) { stop(); return; }
    if (step >= N) show(0);
    playBtn.textContent = words.pause || '\u23F8 pause';
    root.dataset.playing = 'true';
    timer = setTimeout(tick, 1000 / Number(speed.value));
  }
  playBtn.addEventListener('click', play);
  root.querySelector('.fp-back').addEventListener('click', function () { stop(); show(step - 1); });
  root.querySelector('.fp-fwd').addEventListener('click', function () { stop(); show(step + 1); });
  root.querySelector('.fp-first').addEventListener('click', function () { stop(); show(0); });
  root.querySelector('.fp-last').addEventListener('click', function () { stop(); show(N); });
  speed.addEventListener('input', function () {
    root.querySelector('.fp-speed-value').textContent = speed.value + '/s';
  });
  for (var m = 0; m < moves.length; m++) {
    (function (i) { moves[i].addEventListener('click', function () { stop(); show(i + 1); }); })(m);
  }
  root.addEventListener('keydown', function (ev) {
    var keys = { ' ': play, ArrowLeft: function () { stop(); show(step - 1); },
                 ArrowRight: function () { stop(); show(step + 1); },
                 Home: function () { stop(); show(0); }, End: function () { stop(); show(N); } };
    if (keys[ev.key]) { ev.preventDefault(); keys[ev.key](); }
  });
  root.fewestShow = show;
  show(0);
};
