import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CANARY } from '../../secrecy/sweep-worlds.js';
import { webTable, type WebTable } from '../../helpers/web-table.js';

/*
 * Orders from the page in a real browser (issue 40): Debian's chromium against the real server. Tap
 * figures, choose an order, tap where it goes, read the preview, confirm — and check the channel's
 * post (what the transport was handed) and the database; a figure that cannot make it; fire at an
 * enemy; Confirm pressed twice; a stale page; the network log swept for the other side's canaries.
 */

const CHROMIUM = '/usr/bin/chromium';
/** docs/web.md's picture of an order previewed on the page, written again with WRITE_GOLDEN=1. */
const DOC_IMAGE = fileURLToPath(new URL('../../../docs/images/web-orders.png', import.meta.url));
const missing = !existsSync(CHROMIUM);
if (missing) console.warn(`browser tests of orders skipped: ${CHROMIUM} is missing (.ci/run installs Debian's chromium package)`);

let browser: Browser;
beforeAll(async () => {
  if (missing) return;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

let t: WebTable | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Song Be: bob's squad on the patrol table, a VC cell the GM placed (HIDDEN-V… a force of the VC's off the table), US activating. */
async function songBe(): Promise<WebTable> {
  const table = await webTable();
  const must = (who: string, line: string) => {
    const r = table.h.run(who, line);
    expect(r.ok, `${line}: ${r.ok ? '' : r.error.message}`).toBe(true);
  };
  must('ann', '/campaign new ruleset:fng name:"Song Be" sides:"US,VC" scenario:fng-patrol');
  must('bob', '/campaign join side:US');
  must('bob', '/fng force builtin:fng-pink-squad');
  must('bob', '/fng figure place figures:"pink@3,29; barnes@5,29; able@6,28; kelly@4,31"');
  must('ann', '/fng force builtin:fng-vc-cell side:VC');
  must('ann', '/fng figure place figures:"tranh@18,29" side:VC');
  must('ann', '/fng force builtin:fng-lvc-squad prefix:HIDDEN-Vx side:VC');
  must('ann', '/fng-mission start corps:I area:coastal status:contested sl:4 eal:3 day-part:night mission:fight');
  must('bob', '/fng activate');
  return table;
}

interface Layout {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** The page's state as the server sends it: the board's cards and layout. */
async function boardOf(table: WebTable, path: string, cookie: string) {
  const s = (await (await table.get(`${path}state`, cookie)).json()) as { board: { cards: { id?: string }[]; layout: Layout } };
  return s.board;
}

/** Opens bob's page on the Orders tab, recording every response body. */
async function ordersPage(table: WebTable): Promise<{ page: Page; bodies: string[]; path: string; cookie: string }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const bodies: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'eventsource' && !res.url().endsWith('.ttf')) void res.text().then((b) => bodies.push(b), () => undefined);
  });
  const link = table.link('bob');
  await page.goto(link);
  await page.waitForSelector('#board svg g.pieces .piece');
  await page.click('[data-tab="orders"]', { timeout: 5000 });
  const { path, cookie } = await table.open('bob');
  return { page, bodies, path, cookie };
}

/** Taps the piece whose card names `id`. */
async function tapPiece(page: Page, cards: readonly { id?: string }[], id: string): Promise<void> {
  const k = cards.findIndex((c) => c.id === id);
  expect(k, id).toBeGreaterThanOrEqual(0);
  await page.click(`#board .piece[data-k="${k}"]`, { timeout: 5000 });
}

/** Clicks the board at a point of the table, in inches. */
async function clickAt(page: Page, layout: Layout, x: number, y: number): Promise<void> {
  const [cx, cy] = (await page.evaluate(
    `(() => { const svg = document.querySelector('#board svg'); const p = svg.createSVGPoint(); p.x = ${layout.x + x * layout.scale}; p.y = ${layout.y + y * layout.scale}; const q = p.matrixTransform(svg.getScreenCTM()); return [q.x, q.y]; })()`,
  )) as [number, number];
  await page.mouse.click(cx, cy);
}

/** Clicks the board in the middle of a hex ("C7"), on a hex map (flat-topped, every second column half a hex lower). */
async function clickHex(page: Page, layout: Layout, hex: string): Promise<void> {
  const m = /^([A-Z])(\d+)$/.exec(hex)!;
  const col = m[1]!.charCodeAt(0) - 65;
  const row = Number(m[2]) - 1;
  const h = Math.sqrt(3) * layout.scale;
  await clickAt(page, { x: layout.x + layout.scale + 1.5 * layout.scale * col, y: layout.y + h / 2 + h * (row + (col % 2 === 1 ? 0.5 : 0)), scale: 1 }, 0, 0);
}

const figureAt = (table: WebTable, id: string) =>
  table.h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as { figures: { id: string; at?: { x: number; y: number } }[] }).figures.find((f) => f.id === id)!.at);
const actionCount = (table: WebTable) => table.h.store.transaction((tx) => tx.actions(tx.activeCampaign('c1')!.id).length);

describe.skipIf(missing)('orders from the page in a browser', () => {
  it('GIVEN a squad tapped and a point clicked THEN the preview names the command and marks the one who cannot make it; Confirm pressed twice moves them once, as the channel is told', async () => {
    t = await songBe();
    expect(t.h.run('bob', '/fng figure set figure:barnes prone:true').ok).toBe(true);
    const { page, bodies, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    for (const id of ['pink', 'barnes', 'able']) await tapPiece(page, board.cards, id);
    await expect.poll(() => page.textContent('#order-selected')).toBe('Chosen: pink, barnes, able');
    await page.click('#order-offers button[data-order="normal"]');
    await clickAt(page, board.layout, 8, 29);
    await page.locator('#order-line', { hasText: '/fng move' }).waitFor();
    const line = await page.textContent('#order-line');
    expect(line).toMatch(/^\/fng move moves:"pink@8,29; barnes@[\d.]+,29; able@11,28"$/);
    expect(await page.locator('#order-lines li.bad').count()).toBe(1);
    expect(await page.textContent('#order-lines li.bad')).toMatch(/^barnes: 5" costs more than its 4" of move \(Crater 2 ½ speed\)/);
    expect(await page.locator('g.order-marks circle').count()).toBe(3);
    if (process.env.WRITE_GOLDEN === '1') writeFileSync(DOC_IMAGE, await page.screenshot({ animations: 'disabled', caret: 'hide' }));

    const before = actionCount(t);
    // Two presses, as fast as a double click: the order runs once.
    await page.dblclick('#order-confirm', { force: true });
    await page.locator('#order-answer p').first().waitFor();
    await new Promise((r) => setTimeout(r, 300));
    expect(actionCount(t)).toBe(before + 1);
    expect(t.delivered.length).toBe(1);
    expect(t.delivered[0]![0].command).toBe('fng move');
    // The move stops where able comes into tranh's sight, the others 2" of move on (L655, L658).
    expect(figureAt(t, 'able')).toEqual({ x: 6.13, y: 28 });
    expect(figureAt(t, 'pink')).toEqual({ x: 5.25, y: 29 });
    expect(figureAt(t, 'barnes')!.x).toBeLessThan(10);
    expect(await page.textContent('#order-answer')).toContain(t.delivered[0]![0].outcome.public!.text.split('\n')[0]!.replace(/\*\*/g, ''));
    // Nothing of the VC's off-table force reached bob's browser.
    expect(bodies.join('\n').match(CANARY) ?? []).toEqual([]);
    await page.context().close();
  });

  it('GIVEN one figure and an enemy tapped THEN fire is previewed with its range and runs as the slash command would', async () => {
    t = await songBe();
    // At night the board lets pink see 12" in the open (L806): the GM stands him 11" from tranh first
    // (a move of his own there would start the In Sight at once, L653, and he would fire in it).
    expect(t.h.run('ann', '/fng figure set figure:pink at:7,29 side:US').ok).toBe(true);
    const { page, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    await tapPiece(page, board.cards, 'pink');
    await page.click('#order-offers button[data-order="fire"]');
    await tapPiece(page, board.cards, 'tranh');
    await page.locator('#order-line', { hasText: '/fng fire' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/fng fire shooter:pink targets:tranh');
    expect(await page.textContent('#order-lines')).toMatch(/tranh is 11" away: in range/);
    await page.click('#order-confirm');
    await page.locator('#order-answer p').first().waitFor();
    expect(t.delivered.map(([d]) => d.command)).toEqual(['fng fire']);
    expect(await page.textContent('#order-answer')).not.toContain('There is no');
    await page.context().close();
  });

  it('GIVEN the board changed after the page drew the preview THEN Confirm is refused as stale, nothing runs, and the page draws the board again', async () => {
    t = await songBe();
    const { page, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    await tapPiece(page, board.cards, 'kelly');
    await page.click('#order-offers button[data-order="normal"]');
    await clickAt(page, board.layout, 8, 31);
    await page.locator('#order-line', { hasText: '/fng move' }).waitFor();
    // Meanwhile, in Discord: pink moves. The page's stream tells it, but the preview stays until confirmed.
    const before = actionCount(t);
    expect(t.h.run('bob', '/fng move moves:"pink@4,29"').ok).toBe(true);
    await page.click('#order-confirm');
    await page.locator('#order-answer .refused').waitFor();
    expect(await page.textContent('#order-answer')).toBe('The board changed since your page drew it: look again, then confirm.');
    expect(actionCount(t)).toBe(before + 1);
    expect(figureAt(t, 'kelly')).toEqual({ x: 4, y: 31 });
    await page.context().close();
  });

  it('GIVEN the guide naming /fng done THEN a tap puts it in the typed order, and Confirm ends the activation as in Discord', async () => {
    t = await songBe();
    const { page } = await ordersPage(t);
    await page.click('[data-tab="units"]');
    await page.click('#guide code.order:text-is("/fng done")');
    expect(await page.inputValue('#order-text')).toBe('/fng done');
    expect(await page.isVisible('#tab-orders')).toBe(true);
    await page.click('#order-typed button');
    expect(await page.textContent('#order-line')).toBe('/fng done');
    await page.click('#order-confirm');
    await page.locator('#order-answer p').first().waitFor();
    expect(t.delivered.map(([d]) => d.command)).toEqual(['fng done']);
    expect(await page.textContent('#order-answer')).toBe(t.delivered[0]![0].outcome.public!.text.replace(/\*\*/g, '').replace(/`/g, ''));
    await page.context().close();
  });

  it('GIVEN Lock \'n Load THEN a stack tapped and a hex clicked previews its MPs; confirmed, it moves there as the slash command would, and a way too dear reads the bot\'s refusal first', async () => {
    t = await webTable();
    const must = (who: string, line: string) => expect(t!.h.run(who, line).ok, line).toBe(true);
    must('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
    must('bob', '/campaign join side:US');
    must('bob', '/lnl roster builtin:lnl-us-rifle-platoon');
    must('cat', '/campaign join side:VC');
    must('cat', '/lnl roster builtin:lnl-vc-platoon');
    must('cat', '/lnl pass');
    must('bob', '/lnl pass');
    const { page, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    await tapPiece(page, board.cards, '1st Sqd');
    await page.click('#order-offers button[data-order="assault"]');
    await clickHex(page, board.layout, 'C6');
    await page.locator('#order-line', { hasText: '/lnl move' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/lnl move units:"1st Sqd" to:C6 how:assault');
    expect(await page.textContent('#order-lines li.bad')).toBe('1st Sqd: 3 MP of 2 (assault: half (6.1)) — B6 1, C6 2; its MPs reach B6');
    expect(await page.locator('g.order-marks circle').count()).toBe(1);
    const slash = t.h.run('bob', '/lnl move units:"1st Sqd" to:C6 how:assault');
    expect(slash.ok).toBe(false);
    expect(await page.locator('#order-lines li.bad').last().textContent()).toBe(slash.ok ? '' : slash.error.message.replace(/\*\*/g, '').replace(/`/g, ''));
    await page.click('#order-cancel');
    await tapPiece(page, board.cards, '1st Sqd');
    await tapPiece(page, board.cards, '2nd Sqd');
    await tapPiece(page, board.cards, 'Sgt Reyes');
    await expect.poll(() => page.textContent('#order-selected')).toBe('Chosen: 2nd Sqd, Sgt Reyes');
    await page.click('#order-offers button[data-order="move"]');
    await clickHex(page, board.layout, 'C7');
    await page.locator('#order-line', { hasText: '/lnl move' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/lnl move units:"2nd Sqd,Sgt Reyes" to:C7');
    expect(await page.locator('#order-lines li.good').allTextContents()).toEqual(['The way: C8 C7 (2 hexes)', '2nd Sqd: 3 MP of 4 — C8 1, C7 2', 'Sgt Reyes: 3 MP of 5 — C8 1, C7 2', "US's impulse"]);
    await page.click('#order-confirm');
    await page.locator('#order-answer p:not(.refused)').first().waitFor();
    expect(t.delivered.map(([d]) => d.command)).toEqual(['lnl move']);
    const units = t.h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as { units: { id: string; at?: { col: number; row: number } }[] }).units);
    expect(units.filter((u) => u.id === '2nd Sqd' || u.id === 'Sgt Reyes').map((u) => u.at)).toEqual([{ col: 2, row: 6 }, { col: 2, row: 6 }]);
    await page.context().close();
  });

  it('GIVEN Fire Team THEN a team tapped and a point clicked previews its chance to get there and moves it; another team declares fire at a tapped enemy; the Germans\' off-table teams never reach the Russians\' browser', async () => {
    t = await webTable();
    const must = (who: string, line: string) => expect(t!.h.run(who, line).ok, line).toBe(true);
    must('ann', '/campaign new ruleset:fireteam name:Zarechye sides:"Russians,Germans" scenario:fireteam-river-crossing');
    must('bob', '/campaign join side:Russians');
    must('bob', '/fireteam force list:russians squads:2');
    must('cat', '/campaign join side:Germans');
    must('cat', '/fireteam force list:fallschirmjager squads:2');
    must('ann', '/fireteam setup patrol:false');
    must('bob', '/fireteam deploy unit:r-sq1-ft1 jop:jop-birch-wood at:17,14');
    must('cat', '/fireteam deploy unit:g-sq1-ft1 jop:jop-church at:52,14');
    must('bob', '/fireteam deploy unit:r-sq1-ft2 jop:jop-birch-wood at:15,16');
    must('cat', '/fireteam done');
    must('bob', '/fireteam done');
    must('cat', '/fireteam fire declare');
    const { page, bodies, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    // Units deployed this turn may not shoot: the preview says so, and so does the bot when confirmed.
    await tapPiece(page, board.cards, 'r-sq1-ft1');
    await page.click('#order-offers button[data-order="declare"]');
    await tapPiece(page, board.cards, 'g-sq1-ft1');
    await page.locator('#order-line', { hasText: '/fireteam fire declare' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/fireteam fire declare shots:"r-sq1-ft1 > g-sq1-ft1"');
    expect(await page.textContent('#order-lines li.bad')).toMatch(/^r-sq1-ft1 may not shoot this turn/);
    await page.click('#order-confirm');
    await page.locator('#order-answer .refused').waitFor();
    expect(t.delivered).toEqual([]);
    // Holding fire, typed as in Discord; then the movement phase.
    await page.click('#order-cancel');
    await page.fill('#order-text', '/fireteam fire declare');
    await page.click('#order-typed button');
    await page.click('#order-confirm');
    await page.locator('#order-answer p:not(.refused)').first().waitFor();
    await tapPiece(page, board.cards, 'r-sq1-ft2');
    await page.click('#order-offers button[data-order="move"]');
    await clickAt(page, board.layout, 25, 16);
    await page.locator('#order-line', { hasText: '/fireteam move' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/fireteam move unit:r-sq1-ft2 to:25,16');
    expect(await page.textContent('#order-lines')).toMatch(/\d+% to get all the way/);
    await page.click('#order-confirm');
    await page.locator('#order-answer p:not(.refused)').first().waitFor();
    expect(t.delivered.map(([d]) => d.command)).toEqual(['fireteam fire declare', 'fireteam move']);
    const moved = t.h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as { units: { id: string; position?: { x: number } }[] }).units.find((u) => u.id === 'r-sq1-ft2')!.position!);
    expect(moved.x).toBeGreaterThan(15);
    // The Germans' second squad never stood on the table: nothing of it in bob's browser.
    expect(bodies.join('\n')).not.toContain('g-sq2');
    await page.context().close();
  });

  it('GIVEN Fogo Cruzado THEN two stands tapped and a paddy clicked group-move there; too far apart, the rules refuse it in the bot\'s words first', async () => {
    t = await webTable();
    const must = (who: string, line: string) => expect(t!.h.run(who, line).ok, line).toBe(true);
    must('ann', '/campaign new ruleset:fogo name:"Op Tridente" sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    must('bob', '/campaign join side:Portugal');
    must('bob', '/fogo force builtin:cacadores-combat-group');
    must('cat', '/campaign join side:FRELIMO');
    must('cat', '/fogo force builtin:frelimo-group');
    must('cat', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true');
    must('bob', '/fogo place stand:CA-3 at:30,66');
    must('bob', '/fogo place stand:CA-4 at:12,66');
    const { page, bodies, path, cookie } = await ordersPage(t);
    const board = await boardOf(t, path, cookie);
    await tapPiece(page, board.cards, 'CA-3');
    await tapPiece(page, board.cards, 'CA-4');
    await page.click('#order-offers button[data-order="move"]');
    await clickAt(page, board.layout, 21, 40);
    await page.locator('#order-line', { hasText: '/fogo groupmove' }).waitFor();
    expect(await page.textContent('#order-line')).toBe('/fogo groupmove stands:CA-3,CA-4 feature:"Paddy 5"');
    await page.click('#order-confirm');
    await page.locator('#order-answer .refused').waitFor();
    const slash = t.h.run('bob', '/fogo groupmove stands:CA-3,CA-4 feature:"Paddy 5"');
    expect(slash.ok).toBe(false);
    expect(await page.textContent('#order-answer')).toBe(slash.ok ? '' : slash.error.message.replace(/`/g, ''));
    expect(t.delivered).toEqual([]);
    // Brought together in Discord, the same clicks move them.
    must('bob', '/fogo place stand:CA-4 at:31.4,66');
    await clickAt(page, board.layout, 21, 40);
    await page.locator('#order-lines li').first().waitFor();
    await page.click('#order-confirm');
    await page.locator('#order-answer p:not(.refused)').first().waitFor();
    expect(t.delivered.map(([d]) => d.command)).toEqual(['fogo groupmove']);
    const stands = t.h.store.transaction((tx) => (tx.activeCampaign('c1')!.game as { stands: { id: string; feature?: string }[] }).stands);
    expect(stands.filter((x) => x.id === 'CA-3' || x.id === 'CA-4').map((x) => x.feature)).toEqual(['Paddy 5', 'Paddy 5']);
    // Nothing of FRELIMO's hidden machine gun in Portugal's browser.
    expect(bodies.join('\n')).not.toContain('HIDDEN-MG');
    await page.context().close();
  });
});

