// Sitrep's web page (docs/web.md). It draws what the server sent this viewer and nothing else: the
// board as SVG with a card per piece, the units, the log, the replay. It holds no rules and no state
// beyond the last payload. Plain script, no framework; the server's Content-Security-Policy lets only
// this file run.
'use strict';
(() => {
  const base = location.pathname.endsWith('/') ? location.pathname : `${location.pathname}/`;
  const $ = (id) => document.getElementById(id);
  const board = $('board');
  const card = $('card');
  const status = $('status');

  /** The page as last drawn, the map the board holds, the live stream's last message number. */
  let state = null;
  let mapKey = '';
  /** The parts the page holds, each with its tag: the server sends only those that changed, and the log after what it has. */
  const held = { board: { tag: '', value: null }, units: { tag: '', value: [] }, log: { tag: '', entries: [] } };
  /** The board (by its tag) whose pieces the SVG holds. */
  let drawnBoard = '';
  let lastN = 0;
  /** The replay moment shown, or 0 for now. */
  let moment = 0;
  /** The cards of the pieces drawn now (the page's or the moment's). */
  let cards = [];
  let loading = null;
  let again = false;

  const el = (tag, props = {}, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props)) {
      if (k === 'class') e.className = v;
      else if (k === 'style') Object.assign(e.style, v);
      else e.setAttribute(k, v);
    }
    for (const c of children) e.append(c);
    return e;
  };

  /** Discord's markdown as the log writes it: **bold**, `code`, and escapes; everything else as text. */
  function markdown(text) {
    const out = document.createDocumentFragment();
    const re = /\*\*([^*]+)\*\*|`([^`]+)`/g;
    let at = 0;
    let m;
    const plain = (s) => s.replace(/\\([\\`*_~|[\]])/g, '$1').replace(/@\u200b/g, '@');
    while ((m = re.exec(text))) {
      if (m.index > at) out.append(plain(text.slice(at, m.index)));
      out.append(m[1] !== undefined ? el('strong', {}, plain(m[1])) : el('code', {}, m[2]));
      at = m.index + m[0].length;
    }
    out.append(plain(text.slice(at)));
    return out;
  }

  function gone() {
    status.textContent = 'This link no longer opens the page: it has expired or was revoked. Ask the bot for a new one with /board web.';
    status.className = 'gone';
    if (events) events.close();
  }

  /** The page's session token (sent with its state when the page takes orders): orders carry it back. */
  let session = '';

  async function getJson(path) {
    const r = await fetch(base + path, { credentials: 'same-origin', cache: 'no-store' });
    if (r.status === 404) {
      gone();
      return null;
    }
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    const token = r.headers.get('x-sitrep-session');
    if (token) session = token;
    return r.json();
  }

  // ---- The board: SVG, pan and zoom by viewBox.

  let svg = null;
  let full = null;
  let view = null;
  /** The board shows the whole table (until the viewer zooms or pans): it is fitted again when its pane changes size. */
  let fitted = true;

  function setView(v, keepFit = false) {
    fitted = keepFit;
    const minW = full.w / 16;
    const maxW = full.w * 1.25;
    const w = Math.min(maxW, Math.max(minW, v.w));
    const h = (v.h * w) / v.w;
    // Keep some of the map in sight whatever the pan.
    const x = Math.min(full.x + full.w - w * 0.2, Math.max(full.x - w * 0.8, v.x));
    const y = Math.min(full.y + full.h - h * 0.2, Math.max(full.y - h * 0.8, v.y));
    view = { x, y, w, h };
    svg.setAttribute('viewBox', `${x} ${y} ${w} ${h}`);
  }

  function fit() {
    if (!svg) return;
    const r = board.getBoundingClientRect();
    const aspect = r.width > 0 && r.height > 0 ? r.width / r.height : full.w / full.h;
    let w = full.w;
    let h = full.h;
    if (w / h < aspect) w = h * aspect;
    else h = w / aspect;
    setView({ x: full.x - (w - full.w) / 2, y: full.y - (h - full.h) / 2, w, h }, true);
  }

  /** A point of the screen in the board's coordinates. */
  function toBoard(clientX, clientY) {
    const r = board.getBoundingClientRect();
    return { x: view.x + ((clientX - r.left) / r.width) * view.w, y: view.y + ((clientY - r.top) / r.height) * view.h };
  }

  function zoomAt(factor, clientX, clientY) {
    if (!svg) return;
    const r = board.getBoundingClientRect();
    const cx = clientX ?? r.left + r.width / 2;
    const cy = clientY ?? r.top + r.height / 2;
    const p = toBoard(cx, cy);
    const w = view.w / factor;
    const h = view.h / factor;
    setView({ x: p.x - ((cx - r.left) / r.width) * w, y: p.y - ((cy - r.top) / r.height) * h, w, h });
  }

  function drawMap(mapSvg, key) {
    board.innerHTML = mapSvg;
    svg = board.querySelector('svg');
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    const [x, y, w, h] = svg.getAttribute('viewBox').split(' ').map(Number);
    full = { x, y, w, h };
    mapKey = key;
    applyToggles();
    fit();
  }

  function drawPieces(b) {
    if (!svg) return;
    svg.querySelector('g.pieces').innerHTML = b.pieces;
    cards = b.cards;
    layout = b.layout || null;
    hideCard();
    markSelected();
  }

  function showBoard(b, map) {
    $('no-board').hidden = b !== null;
    board.hidden = b === null;
    if (b === null) return;
    if (map !== undefined) drawMap(map, b.mapKey);
    drawPieces(b);
  }

  function applyToggles() {
    if (!svg) return;
    svg.classList.toggle('no-labels', !$('show-labels').checked);
    svg.classList.toggle('no-grid', !$('show-grid').checked);
  }

  // Pointers: one drags the board, two pinch it; a tap on a piece shows its card.
  const pointers = new Map();
  let pinch = null;
  let moved = 0;

  board.addEventListener('pointerdown', (e) => {
    if (!svg) return;
    board.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    moved = 0;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
    }
  });
  board.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (!before || !svg) return;
    const now = { x: e.clientX, y: e.clientY };
    pointers.set(e.pointerId, now);
    moved += Math.hypot(now.x - before.x, now.y - before.y);
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (pinch.d > 0 && d > 0) zoomAt(d / pinch.d, (a.x + b.x) / 2, (a.y + b.y) / 2);
      pinch.d = d;
      return;
    }
    if (pointers.size === 1 && moved > 4) {
      board.classList.add('dragging');
      const r = board.getBoundingClientRect();
      setView({ ...view, x: view.x - ((now.x - before.x) / r.width) * view.w, y: view.y - ((now.y - before.y) / r.height) * view.h });
      hideCard();
    }
  });
  const release = (e) => {
    const wasTap = pointers.size === 1 && moved <= 4;
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    board.classList.remove('dragging');
    if (wasTap && e.type === 'pointerup') {
      const hit = document.elementFromPoint(e.clientX, e.clientY);
      const piece = hit && hit.closest('.piece');
      if (tapForOrders(piece, e.clientX, e.clientY)) return;
      if (piece) showCard(piece, e.clientX, e.clientY, true);
      else hideCard();
    }
  };
  board.addEventListener('pointerup', release);
  board.addEventListener('pointercancel', release);
  board.addEventListener('wheel', (e) => {
    e.preventDefault();
    zoomAt(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), e.clientX, e.clientY);
  }, { passive: false });
  board.addEventListener('pointerover', (e) => {
    if (e.pointerType !== 'mouse' || pointers.size > 0) return;
    const piece = e.target.closest && e.target.closest('.piece');
    if (piece) showCard(piece, e.clientX, e.clientY, false);
  });
  board.addEventListener('pointerout', (e) => {
    if (e.pointerType !== 'mouse' || pinned) return;
    const piece = e.target.closest && e.target.closest('.piece');
    if (piece && !(e.relatedTarget && piece.contains(e.relatedTarget))) hideCard();
  });
  board.addEventListener('keydown', (e) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
    if (step) setView({ ...view, x: view.x + step[0] * view.w * 0.1, y: view.y + step[1] * view.h * 0.1 });
    else if (e.key === '+' || e.key === '=') zoomAt(1.25);
    else if (e.key === '-') zoomAt(0.8);
    else return;
    e.preventDefault();
  });
  $('zoom-in').addEventListener('click', () => zoomAt(1.25));
  $('zoom-out').addEventListener('click', () => zoomAt(0.8));
  $('fit').addEventListener('click', fit);
  $('show-labels').addEventListener('change', applyToggles);
  $('show-grid').addEventListener('change', applyToggles);
  new ResizeObserver(() => svg && fitted && fit()).observe(board);

  // ---- A piece's card: only what its payload card says.

  let pinned = false;
  let chosen = null;

  function showCard(piece, x, y, pin) {
    const c = cards[Number(piece.getAttribute('data-k'))];
    if (!c) return;
    if (chosen) chosen.classList.remove('chosen');
    chosen = piece;
    piece.classList.add('chosen');
    pinned = pin;
    const side = c.side === undefined ? null : state && state.board ? state.board.sides.find((s) => s.name === c.side) : null;
    card.replaceChildren(
      el('h2', {}, c.title),
      ...(c.side === undefined ? [] : [el('span', { class: 'side', style: side ? { background: side.colour, color: side.ink } : {} }, c.side)]),
      el('ul', {}, ...c.lines.map((l) => el('li', {}, l))),
    );
    card.hidden = false;
    const pane = $('board-pane').getBoundingClientRect();
    const left = Math.min(x - pane.left + 14, pane.width - card.offsetWidth - 4);
    const top = Math.min(y - pane.top + 14, pane.height - card.offsetHeight - 4);
    card.style.left = `${Math.max(4, left)}px`;
    card.style.top = `${Math.max(4, top)}px`;
  }

  function hideCard() {
    card.hidden = true;
    pinned = false;
    if (chosen) chosen.classList.remove('chosen');
    chosen = null;
  }

  // ---- Orders (docs/web.md, Playing from the page): choose your pieces, an order, where it goes; the
  // server says the exact command and its cost; Confirm runs it as a slash command would run.

  /** Where the map lies in the SVG (from the board's payload): a click becomes inches on a table. */
  let layout = null;
  /** The selected pieces' ids, the first leading; the order chosen; its preview; a key per previewed order. */
  let selected = [];
  let offer = null;
  let preview = null;
  let orderKey = '';
  /** The board's tag when the preview was drawn: the order is made on that board, and refused if it has changed since. */
  let previewBoard = '';
  let sending = false;

  const ordersOn = () => session !== '' && state !== null && state.you && state.you.side !== undefined && moment === 0;
  const mine = (c) => c && c.id !== undefined && state && state.you && c.side === state.you.side;

  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  }

  function markSelected() {
    if (!svg) return;
    for (const g of svg.querySelectorAll('g.pieces .piece')) {
      const c = cards[Number(g.getAttribute('data-k'))];
      g.classList.toggle('selected', !!c && c.id !== undefined && selected.includes(c.id) && mine(c));
    }
  }

  function clearMarks() {
    if (svg) for (const m of svg.querySelectorAll('g.order-marks')) m.remove();
  }

  function pixelOf(x, y) {
    return { x: layout.x + x * layout.scale, y: layout.y + y * layout.scale };
  }

  // Hex maps (src/core/board/hex.ts): flat-topped, lettered columns from A, every second column half a hex lower; layout.scale is the circumradius.
  function hexCentrePixel(col, row) {
    const size = layout.scale;
    const height = Math.sqrt(3) * size;
    return { x: layout.x + size + 1.5 * size * col, y: layout.y + height / 2 + height * (row + (col % 2 === 1 ? 0.5 : 0)) };
  }

  function columnName(col) {
    let n = col + 1;
    let out = '';
    while (n > 0) {
      const r = (n - 1) % 26;
      out = String.fromCharCode(65 + r) + out;
      n = Math.floor((n - 1) / 26);
    }
    return out;
  }

  /** The hex under a point of the board (the nearest centre), as a player names it: "C5". */
  function hexAt(p) {
    const size = layout.scale;
    const height = Math.sqrt(3) * size;
    const guess = Math.round((p.x - layout.x - size) / (1.5 * size));
    let best = null;
    for (let col = Math.max(0, guess - 1); col <= guess + 1; col++) {
      const row = Math.round((p.y - layout.y - height / 2) / height - (col % 2 === 1 ? 0.5 : 0));
      for (let r = Math.max(0, row - 1); r <= row + 1; r++) {
        const c = hexCentrePixel(col, r);
        const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
        if (!best || d < best.d) best = { d, col, row: r };
      }
    }
    return `${columnName(best.col)}${best.row + 1}`;
  }

  function hexPixel(name) {
    const m = /^([A-Z]+)(\d+)$/.exec(name);
    if (!m) return null;
    let col = 0;
    for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
    return hexCentrePixel(col - 1, Number(m[2]) - 1);
  }

  /** Draws where the preview says each piece ends: a ring, green if it gets there, red if it stops short. */
  function drawEnds(ends) {
    clearMarks();
    if (!svg || !layout || !ends) return;
    const ns = 'http://www.w3.org/2000/svg';
    const g = document.createElementNS(ns, 'g');
    g.setAttribute('class', 'order-marks');
    for (const e of ends) {
      const p = e.hex !== undefined && layout.kind === 'hex' ? hexPixel(e.hex) : e.x !== undefined && layout.kind === 'tabletop' ? pixelOf(e.x, e.y) : null;
      if (!p) continue;
      const c = document.createElementNS(ns, 'circle');
      c.setAttribute('cx', String(p.x));
      c.setAttribute('cy', String(p.y));
      c.setAttribute('r', String(layout.kind === 'hex' ? layout.scale * 0.8 : Math.max(6, layout.scale * 0.6)));
      c.setAttribute('fill', 'none');
      c.setAttribute('stroke', e.ok ? '#1f6f3a' : '#c0392b');
      c.setAttribute('stroke-width', '4');
      c.setAttribute('data-end', e.id);
      g.append(c);
    }
    svg.append(g);
  }

  function resetOrder(keepSelection) {
    offer = null;
    preview = null;
    orderKey = '';
    clearMarks();
    if (!keepSelection) selected = [];
    if (svg) svg.classList.remove('aiming');
    $('order-aim').hidden = true;
    $('order-preview').hidden = true;
    markSelected();
    showSelection();
  }

  function showSelection() {
    $('order-selected').textContent = selected.length ? `Chosen: ${selected.join(', ')}` : 'Nothing chosen.';
    if (!selected.length) {
      $('order-offers').replaceChildren();
      return;
    }
    void loadOffers();
  }

  async function loadOffers() {
    const asked = selected.join(',');
    const r = await getJson(`offers?units=${encodeURIComponent(asked)}`);
    if (!r || selected.join(',') !== asked) return;
    $('order-offers').replaceChildren(
      ...r.offers.map((o) => {
        const b = el('button', { type: 'button', title: o.hint || '', 'data-order': o.order, 'aria-pressed': String(offer !== null && offer.order === o.order) }, o.label);
        b.addEventListener('click', () => chooseOffer(o));
        return b;
      }),
      ...(r.offers.length ? [] : [el('p', {}, 'No order from the page for these now.')]),
    );
  }

  function chooseOffer(o) {
    offer = o;
    preview = null;
    clearMarks();
    $('order-preview').hidden = true;
    for (const b of document.querySelectorAll('#order-offers button')) b.setAttribute('aria-pressed', String(b.dataset.order === o.order));
    if (o.target === 'none') {
      void askPreview(undefined);
      return;
    }
    $('order-aim').hidden = false;
    $('order-aim').textContent = o.target === 'unit' ? 'Click (tap) the piece to aim at.' : o.target === 'hex' ? 'Click (tap) the hex: where they go, or what they fire at.' : 'Click (tap) where it goes: the first chosen piece goes there, the rest keep their places around it.';
    if (svg) svg.classList.add('aiming');
  }

  /** A tap on the board while the orders tab is in use: choose a piece, or aim the chosen order. True if it was taken. */
  function tapForOrders(piece, clientX, clientY) {
    if (!ordersOn() || $('tab-orders').hidden) return false;
    const c = piece ? cards[Number(piece.getAttribute('data-k'))] : null;
    if (offer && offer.target === 'unit' && c && c.id !== undefined && !mine(c)) {
      void askPreview(`unit:${c.id}`);
      return true;
    }
    if (offer && offer.target === 'point' && layout && layout.kind === 'tabletop' && !(c && mine(c))) {
      const p = toBoard(clientX, clientY);
      const x = Math.round(((p.x - layout.x) / layout.scale) * 10) / 10;
      const y = Math.round(((p.y - layout.y) / layout.scale) * 10) / 10;
      void askPreview(`point:${x},${y}`);
      return true;
    }
    if (offer && offer.target === 'hex' && layout && layout.kind === 'hex' && !(c && mine(c))) {
      void askPreview(`hex:${hexAt(toBoard(clientX, clientY))}`);
      return true;
    }
    if (c && mine(c)) {
      selected = selected.includes(c.id) ? selected.filter((x) => x !== c.id) : [...selected, c.id];
      resetOrder(true);
      showCard(piece, clientX, clientY, true);
      return true;
    }
    return false;
  }

  async function askPreview(target) {
    if (!offer) return;
    const q = new URLSearchParams({ order: offer.order, units: selected.join(','), ...(target ? { target } : {}) });
    const r = await getJson(`preview?${q}`);
    if (!r) return;
    preview = r.ok ? r : null;
    orderKey = newKey();
    previewBoard = held.board.tag;
    $('order-preview').hidden = false;
    $('order-answer').replaceChildren();
    if (!r.ok) {
      $('order-line').textContent = '';
      $('order-lines').replaceChildren(el('li', { class: 'bad' }, markdown(r.text)));
      $('order-confirm').disabled = true;
      clearMarks();
      return;
    }
    $('order-line').textContent = r.line;
    $('order-lines').replaceChildren(...r.lines.map((l) => el('li', { class: l.ok ? 'good' : 'bad' }, markdown(l.text))));
    $('order-confirm').disabled = false;
    drawEnds(r.ends);
  }

  async function confirmOrder() {
    if (!preview || sending) return;
    sending = true;
    $('order-confirm').disabled = true;
    try {
      const r = await fetch(`${base}order`, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { 'content-type': 'application/json', 'x-sitrep-session': session },
        body: JSON.stringify({ key: orderKey, board: previewBoard, order: preview.typed ? { line: preview.typed } : { path: preview.path, options: preview.options } }),
      });
      if (r.status === 404) {
        gone();
        return;
      }
      const answer = r.status === 403 ? { ok: false, text: 'The page could not prove it is yours: reload it.' } : await r.json();
      const shown = [];
      if (answer.stale) shown.push(el('p', { class: 'refused' }, answer.text));
      else if (!answer.ok) shown.push(el('p', { class: 'refused' }, markdown(answer.text)));
      else {
        if (answer.public) shown.push(el('p', {}, markdown(answer.public)));
        if (answer.private) shown.push(el('p', {}, markdown(answer.private)));
        if (!shown.length) shown.push(el('p', {}, `Done: /${answer.command}`));
      }
      $('order-answer').replaceChildren(...shown);
      if (answer.ok || answer.stale) resetOrder(!answer.ok);
      if (answer.stale) load();
    } catch (e) {
      $('order-answer').replaceChildren(el('p', { class: 'refused' }, `Could not send the order (${e.message}); press Confirm again: it will not run twice.`));
      $('order-confirm').disabled = false;
    } finally {
      sending = false;
    }
  }

  /** An order typed as in Discord: shown as it will run, confirmed like a clicked one. */
  function typedPreview(line) {
    offer = null;
    clearMarks();
    preview = { typed: line };
    orderKey = newKey();
    previewBoard = held.board.tag;
    $('order-aim').hidden = true;
    $('order-preview').hidden = false;
    $('order-answer').replaceChildren();
    $('order-line').textContent = line;
    $('order-lines').replaceChildren(el('li', {}, 'Runs as typed, as in Discord: the bot checks it and answers in its words.'));
    $('order-confirm').disabled = false;
  }

  $('order-typed').addEventListener('submit', (e) => {
    e.preventDefault();
    const line = $('order-text').value.trim();
    if (line.startsWith('/')) typedPreview(line);
  });

  /** A command the guide names becomes an order to edit and confirm, on the Orders tab. */
  $('guide').addEventListener('click', (e) => {
    const code = e.target.closest && e.target.closest('code.order');
    if (!code || !ordersOn()) return;
    $('order-text').value = code.textContent;
    document.querySelector('#tabs [data-tab="orders"]').click();
    $('order-text').focus();
  });

  $('order-confirm').addEventListener('click', confirmOrder);
  $('order-cancel').addEventListener('click', () => resetOrder(true));

  // ---- The rest of the page.

  function showHeader(p) {
    const b = p.board;
    document.title = `${p.campaign.name} — Sitrep`;
    $('title').textContent = b ? b.title : p.campaign.name;
    $('sub').textContent = `${p.campaign.name} · ${p.campaign.ruleset} · ${p.audience}${p.campaign.status === 'ended' ? ' · ended' : ''}`;
    const pills = [];
    if (b && b.turn) pills.push(el('span', { class: 'pill' }, [`Turn ${b.turn.number}`, b.turn.phase, ...(b.turn.impulse === undefined || b.turn.impulse === null ? [] : [`${b.turn.impulse} to act`])].join(' · ')));
    if (b && b.initiative) {
      const side = b.sides.find((s) => s.name === b.initiative.side);
      pills.push(el('span', { class: 'pill', style: side ? { background: side.colour, color: side.ink } : {} }, `Initiative: ${b.initiative.side}${b.initiative.count === undefined ? '' : ` (${b.initiative.count})`}`));
    }
    $('pills').replaceChildren(...pills);
  }

  function showUnits(p) {
    $('guide').replaceChildren(...p.guide.map((g) => el('p', {}, markdown(g))));
    if (ordersOn()) for (const c of $('guide').querySelectorAll('code')) if (c.textContent.startsWith('/')) c.classList.add('order');
    const groups = p.units.map((g) =>
      el('div', {}, el('h3', {}, g.own ? `${g.side} (yours)` : g.side), el('ul', {}, ...g.units.map((u) => el('li', {}, el('span', { class: 'id' }, u.id), u.label ? ` ${u.label}` : '', u.at ? el('span', { class: 'at' }, ` at ${u.at}`) : '', u.status.length ? el('div', { class: 'status' }, u.status.join(' · ')) : '')))),
    );
    const off = p.board && p.board.offMap.length ? [el('h3', {}, 'Off the map'), el('ul', {}, ...p.board.offMap.map((o) => el('li', {}, o)))] : [];
    $('units').replaceChildren(...groups, ...off, ...(groups.length === 0 && off.length === 0 ? [el('p', {}, 'No units you may see yet.')] : []));
  }

  const logItems = (lines) => lines.map((l) => el('li', { value: String(l.n) }, markdown(l.text)));

  function showLog(p) {
    const list = $('log');
    const atEnd = list.parentElement.scrollTop + list.parentElement.clientHeight >= list.parentElement.scrollHeight - 8;
    list.replaceChildren(...logItems(p.log));
    if (atEnd) list.parentElement.scrollTop = list.parentElement.scrollHeight;
  }

  function showKey(p) {
    const b = p.board;
    if (!b) {
      $('key').replaceChildren();
      return;
    }
    $('key').replaceChildren(
      el('h3', {}, 'Sides'),
      el('ul', {}, ...b.sides.map((s) => el('li', {}, el('span', { class: 'swatch', style: { background: s.colour } }), s.name))),
      el('h3', {}, 'Terrain'),
      el('ul', {}, ...b.legend.map((l) => el('li', {}, el('span', { class: 'swatch', style: { background: l.fill || 'transparent' } }), el('strong', {}, l.label), ` — ${l.detail}`))),
      el('h3', {}, 'Markers'),
      el('ul', {}, ...b.badges.map((x) => el('li', {}, el('span', { class: 'badge', style: { background: x.fill, color: x.ink } }, x.text), x.words))),
    );
  }

  const replayShown = () => !$('tab-replay').hidden;

  /** Asks how many moments the replay has (it replays the campaign on the server): only while the replay is shown. */
  async function loadReplayRange() {
    const r = await getJson('replay');
    if (!r) return;
    const slider = $('replay-slider');
    slider.max = String(Math.max(1, r.of));
    slider.disabled = r.of === 0;
    if (moment === 0) slider.value = slider.max;
    $('replay-full').hidden = !r.full;
    if (moment === 0) $('replay-where').textContent = r.of === 0 ? 'No moment to step through yet.' : `${r.of} moments: step back with ◀ or the slider.`;
  }

  function render(p, map) {
    state = p;
    showHeader(p);
    if (moment === 0) {
      $('no-board').textContent = 'No scenario is loaded yet: the GM loads one with /board load.';
      if (map !== undefined || drawnBoard !== p.boardTag) showBoard(p.board, map);
      drawnBoard = p.boardTag;
    } else {
      // A moment is shown: the board is drawn again (and the map asked for again) when the replay goes back to now.
      drawnBoard = '';
    }
    showUnits(p);
    showLog(p);
    showKey(p);
    if (replayShown()) loadReplayRange();
    document.querySelector('#tabs [data-tab="orders"]').hidden = !ordersOn();
  }

  /** Fetches the page's state (the map only when it changed) and draws it; one fetch at a time, the last asked wins. */
  async function load() {
    if (loading) {
      again = true;
      return loading;
    }
    loading = (async () => {
      try {
        do {
          again = false;
          const have = new URLSearchParams({ map: mapKey, board: held.board.tag, units: held.units.tag, log: `${held.log.entries.length}.${held.log.tag}` });
          const p = await getJson(`state?${have}`);
          if (!p) return;
          if (p.schema !== 1) {
            location.reload();
            return;
          }
          if ('board' in p) held.board = { tag: p.boardTag, value: p.board };
          if ('units' in p) held.units = { tag: p.unitsTag, value: p.units };
          held.log = { tag: p.log.tag, entries: held.log.entries.slice(0, p.log.from).concat(p.log.entries) };
          const { map, log, board, units, ...rest } = p;
          render({ ...rest, board: held.board.value, units: held.units.value, log: held.log.entries }, map);
          status.textContent = `Up to date · ${new Date().toLocaleTimeString()}`;
        } while (again);
      } catch (e) {
        status.textContent = `Could not load the page (${e.message}); retrying…`;
        setTimeout(load, 3000);
      } finally {
        loading = null;
      }
    })();
    return loading;
  }

  // ---- Replay: step or slide through the moments as this viewer saw them.

  async function showMoment(k) {
    moment = k;
    clearMarks();
    drawnBoard = '';
    const m = await getJson(`replay/${k}?map=${encodeURIComponent(mapKey)}`);
    if (!m || moment !== k) return;
    $('replay-where').textContent = `Moment ${m.k} of ${m.of} · ${m.at.slice(0, 16).replace('T', ' ')} UTC`;
    $('replay-log').replaceChildren(...logItems(m.log));
    $('replay-slider').value = String(k);
    const note = $('moment-note');
    if (m.board) {
      showBoard(m.board, m.map);
      note.hidden = false;
      note.textContent = `Replay: moment ${m.k} of ${m.of}`;
    } else {
      board.hidden = true;
      $('no-board').hidden = false;
      $('no-board').textContent = `No board at moment ${m.k}: no scenario was loaded yet.`;
      note.hidden = false;
      note.textContent = `Replay: moment ${m.k} of ${m.of}`;
    }
  }

  function backToNow() {
    moment = 0;
    $('moment-note').hidden = true;
    loadReplayRange();
    load();
  }

  $('replay-slider').addEventListener('input', (e) => showMoment(Number(e.target.value)));
  $('replay-prev').addEventListener('click', () => {
    if (!$('replay-slider').disabled) showMoment(Math.max(1, (moment || Number($('replay-slider').max)) - 1));
  });
  $('replay-next').addEventListener('click', () => {
    if ($('replay-slider').disabled) return;
    const max = Number($('replay-slider').max);
    const k = (moment || max) + 1;
    if (k > max) backToNow();
    else showMoment(k);
  });
  $('replay-live').addEventListener('click', backToNow);

  for (const b of document.querySelectorAll('#tabs button')) {
    b.addEventListener('click', () => {
      for (const o of document.querySelectorAll('#tabs button')) o.setAttribute('aria-selected', String(o === b));
      for (const t of document.querySelectorAll('.tab')) t.hidden = t.id !== `tab-${b.dataset.tab}`;
      if (b.dataset.tab === 'replay') loadReplayRange();
    });
  }

  // ---- Live: a message per change of the campaign; a new tag or a skipped number means fetch again.

  let events = null;
  function listen() {
    events = new EventSource(`${base}events`);
    events.onmessage = (e) => {
      const m = JSON.parse(e.data);
      const skipped = m.n !== lastN + 1;
      lastN = m.n;
      if (skipped || !state || m.tag !== state.tag) load();
    };
    events.onerror = () => {
      // The stream ended: the server closed it (a revoked or expired link) or the network dropped.
      if (events.readyState === EventSource.CLOSED) load();
      lastN = 0;
    };
  }

  load().then(listen);
})();
