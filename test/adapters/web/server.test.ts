import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../../helpers/harness.js';
import { readStream, webTable, type WebTable } from '../../helpers/web-table.js';

/** A clock the test moves: every reading gives the same time until it is moved. */
function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let t = start;
  return { now: () => new Date(t), advance: (hours: number) => void (t += hours * 3_600_000) };
}

/** Xuan Loc: ann the GM, bob on US, cat on VC, both rosters on the hamlet. */
async function hamlet(opts: Parameters<typeof webTable<Harness>>[0] = {}): Promise<WebTable> {
  const t = await webTable(opts);
  t.h.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  t.h.run('bob', '/campaign join side:US');
  t.h.run('cat', '/campaign join side:VC');
  t.h.run('bob', '/lnl roster builtin:lnl-us-rifle-platoon');
  t.h.run('cat', '/lnl roster builtin:lnl-vc-platoon');
  return t;
}

/** What a refusal shows: its status, body and headers, less those that differ by time or connection. */
async function refusal(r: Response): Promise<string> {
  const headers = [...r.headers].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k));
  return JSON.stringify([r.status, await r.text(), headers]);
}

let open: WebTable | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the web page server', () => {
  it('GIVEN a link THEN its first use sets an HttpOnly, SameSite=Strict cookie for that campaign only and moves to an address without the token', async () => {
    const t = (open = await hamlet());
    const url = t.link('bob');
    const r = await fetch(url, { redirect: 'manual' });
    expect(r.status).toBe(200);
    const token = new URL(url).searchParams.get('t')!;
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie.replace(/Max-Age=\d+/, 'Max-Age=<s>')).toBe(`sitrep=${token}; Path=/w/1/; Max-Age=<s>; HttpOnly; SameSite=Strict; Secure`);
    // 14 days, less the moment since the link was made.
    expect(Number(/Max-Age=(\d+)/.exec(cookie)![1])).toBeGreaterThan(14 * 86_400 - 60);
    const body = await r.text();
    expect(body).toContain('<meta http-equiv="refresh" content="0;url=/w/1/">');
    expect(body).not.toContain(token);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'/);
  });

  it('GIVEN the cookie THEN the page, its state and its replay open; the page itself holds no data, the same bytes for everyone', async () => {
    const t = (open = await hamlet());
    const bob = await t.open('bob');
    const ann = await t.open('ann');
    const [pb, pa] = await Promise.all([t.get(bob.path, bob.cookie), t.get(ann.path, ann.cookie)]);
    expect([pb.status, pa.status]).toEqual([200, 200]);
    expect(await pb.text()).toBe(await pa.text());
    const state = (await (await t.get(`${bob.path}state`, bob.cookie)).json()) as Record<string, any>;
    expect(state.audience).toBe("US's view");
    expect(state.you).toEqual({ gm: false, side: 'US' });
    expect(state.board.pieces).toContain('data-k="0"');
    expect(state.board.cards.length).toBeGreaterThan(10);
    expect(state.map).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(state.units.map((g: { side: string; own: boolean }) => [g.side, g.own])).toEqual([['US', true], ['VC', false]]);
    expect(state.log.entries.map((l: { n: number }) => l.n)).toEqual([1, 2, 3, 4, 5]);
    // A page is sent only the parts it lacks: here none, and no log entry after the five it has.
    const have = `map=${state.board.mapKey}&board=${state.boardTag}&units=${state.unitsTag}&log=5.${state.log.tag}`;
    const again = (await (await t.get(`${bob.path}state?${have}`, bob.cookie)).json()) as Record<string, any>;
    expect([again.map, again.board, again.units, again.tag]).toEqual([undefined, undefined, undefined, state.tag]);
    expect(again.log).toEqual({ from: 5, tag: state.log.tag, entries: [] });
    // After a roll: the log's new entry alone; a page whose log is not a prefix of the log now gets it whole.
    t.h.run('cat', '/roll dice:1d6');
    const after = (await (await t.get(`${bob.path}state?${have}`, bob.cookie)).json()) as Record<string, any>;
    expect([after.board, after.units]).toEqual([undefined, undefined]);
    expect(after.log.from).toBe(5);
    expect(after.log.entries.map((l: { n: number; text: string }) => [l.n, /Roll #1 by cat/.test(l.text)])).toEqual([[6, true]]);
    expect(after.tag).not.toBe(state.tag);
    const stale = (await (await t.get(`${bob.path}state?log=5.wrong`, bob.cookie)).json()) as Record<string, any>;
    expect([stale.log.from, stale.log.entries.length, typeof stale.board, typeof stale.map]).toEqual([0, 6, 'object', 'string']);
    const gm = (await (await t.get(`${ann.path}state`, ann.cookie)).json()) as Record<string, any>;
    expect(gm.audience).toBe('GM view');
    expect(state.replay).toBeUndefined();
    expect(await (await t.get(`${bob.path}replay`, bob.cookie)).json()).toEqual({ schema: 1, of: 6, full: false });
    const first = (await (await t.get(`${bob.path}replay/1`, bob.cookie)).json()) as Record<string, any>;
    // The first moment (the campaign made): the hamlet without a counter yet; the last, the board now.
    expect([first.k, first.of, first.log.length, first.board.title, first.board.cards.length]).toEqual([1, 6, 1, state.board.title, 0]);
    const last = (await (await t.get(`${bob.path}replay/6`, bob.cookie)).json()) as Record<string, any>;
    expect(last.board.pieces).toBe(state.board.pieces);
  });

  it('GIVEN a wrong path, no cookie, a forged, altered, expired, revoked or other campaign\'s link THEN each gets the same plain 404', async () => {
    const clock = manualClock();
    const t = (open = await hamlet({ clock, h: harness({ web: { publicUrl: 'https://sitrep.test', days: 14 }, clock }) }));
    t.h.run('ann', '/campaign new ruleset:lnl name:"Other" sides:"US,VC"', 'c2');
    t.h.run('bob', '/campaign join side:US', 'c2');
    const bob = await t.open('bob');
    const other = await t.open('bob', 'c2');
    const cat = await t.open('cat');
    const forged = `sitrep=${bob.cookie.slice(7, -3)}abc`;
    const expected = await refusal(await t.get('/nope'));
    const refusals = async (): Promise<string[]> => [
      await refusal(await t.get('/w/1/')),
      await refusal(await t.get('/w/1/state')),
      await refusal(await t.get('/w/1/state', forged)),
      await refusal(await t.get('/w/1/?t=forged')),
      await refusal(await t.get(`/w/2/?t=${bob.cookie.slice(7)}`)),
      await refusal(await t.get('/w/2/state', bob.cookie)),
      await refusal(await t.get('/w/1/state', other.cookie)),
      await refusal(await t.get('/w/abc/state', bob.cookie)),
      await refusal(await t.get('/w/99/state', bob.cookie)),
      await refusal(await t.get('/w/1/replay', forged)),
      await refusal(await t.get('/w/1/replay/0', bob.cookie)),
      await refusal(await t.get('/w/1/replay/99', bob.cookie)),
      await refusal(await t.get('/w/1/replay/x', bob.cookie)),
      await refusal(await t.get('/assets/../package.json')),
      await refusal(await fetch(`${t.server.url}/w/1/state`, { method: 'POST', headers: { cookie: bob.cookie, 'content-type': 'application/json' }, body: '{"x":1}' })),
    ];
    expect(expected).toContain('Not found');
    expect(new Set(await refusals())).toEqual(new Set([expected]));
    t.h.run('bob', '/board web action:revoke');
    expect(await refusal(await t.get('/w/1/state', bob.cookie))).toBe(expected);
    expect((await t.get('/w/1/state', cat.cookie)).status).toBe(200);
    clock.advance(14 * 24);
    expect(await refusal(await t.get('/w/1/state', cat.cookie))).toBe(expected);
    expect(await refusal(await t.get(`${cat.path}events`, cat.cookie))).toBe(expected);
  });

  it('GIVEN open pages THEN every commit of the campaign reaches every one of them at once, numbered, each with its own tag; a revoked link\'s stream ends', async () => {
    const t = (open = await hamlet());
    // The first roll loads the dice library (some seconds under the test runner): not the page's time.
    t.h.run('ann', '/roll dice:1d6');
    const pages = await Promise.all(['bob', 'cat', 'ann'].map((w) => t.open(w)));
    const streams = await Promise.all(pages.map((p) => readStream(`${t.server.url}${p.path}events`, p.cookie)));
    for (const s of streams) await s.after(0);
    expect(streams.map((s) => s.messages.map((m) => m.n))).toEqual([[1], [1], [1]]);
    const tags = await Promise.all(pages.map(async (p) => ((await (await t.get(`${p.path}state`, p.cookie)).json()) as { tag: string }).tag));
    expect(streams.map((s) => s.messages[0]!.tag)).toEqual(tags);
    expect(streams[0]!.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(streams[0]!.response.headers.get('x-accel-buffering')).toBe('no');

    const started = performance.now();
    t.h.run('bob', '/roll dice:1d6 reason:"a test"');
    for (const s of streams) await s.after(1, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(streams.map((s) => s.messages.map((m) => m.n))).toEqual([[1, 2], [1, 2], [1, 2]]);
    expect(streams.every((s, i) => s.messages[1]!.tag !== tags[i])).toBe(true);

    // A command that changes nothing for the channel still reaches every page.
    t.h.run('cat', '/board web action:revoke');
    for (const s of streams) await s.after(2, 1000);
    expect(streams[1]!.ended).toBe(true);
    expect(streams.map((s) => s.messages.length)).toEqual([3, 2, 3]);
    expect(streams[0]!.messages[2]!.tag).toBe(streams[0]!.messages[1]!.tag);
    for (const s of streams) s.close();
  });

  it('GIVEN a player who leaves their side, and one the GM removes THEN their pages lose the side at once: the stream ends, everything is the 404, and a new link shows the public view, its replay too', async () => {
    const t = (open = await webTable());
    const must = (who: string, line: string) => expect(t.h.run(who, line).ok, line).toBe(true);
    must('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO" scenario:fogo-paddy-patrol');
    must('bob', '/campaign join side:Portugal');
    must('bob', '/fogo force builtin:cacadores-combat-group');
    must('bob', '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass');
    must('cat', '/campaign join side:FRELIMO');
    const expected = await refusal(await t.get('/nope'));
    const everything = async (p: { path: string; cookie: string }) => {
      const state = await (await t.get(`${p.path}state`, p.cookie)).text();
      const moments = Number(/"of":(\d+)/.exec(await (await t.get(`${p.path}replay`, p.cookie)).text())?.[1] ?? 0);
      const replay = await Promise.all(Array.from({ length: moments }, async (_, k) => (await t.get(`${p.path}replay/${k + 1}`, p.cookie)).text()));
      return { state, replay: replay.join('\n') };
    };
    const bob = await t.open('bob');
    const cat = await t.open('cat');
    const before = await everything(bob);
    expect(before.state).toContain('HIDDEN-MG');
    expect(before.replay).toContain('HIDDEN-MG');
    const streams = await Promise.all([bob, cat].map((p) => readStream(`${t.server.url}${p.path}events`, p.cookie)));
    for (const s of streams) await s.after(0);

    must('bob', '/campaign leave');
    await streams[0]!.after(1, 1000);
    expect(streams[0]!.ended).toBe(true);
    for (const path of ['', 'state', 'replay/1', 'events']) expect(await refusal(await t.get(`${bob.path}${path}`, bob.cookie)), path).toBe(expected);
    const bobNow = await t.open('bob');
    const after = await everything(bobNow);
    expect(JSON.parse(after.state).audience).toBe('Public view');
    expect(after.state + after.replay).not.toContain('HIDDEN-MG');
    expect(after.replay.length).toBeGreaterThan(0);

    must('ann', '/campaign players remove player:cat');
    await streams[1]!.after(2, 1000);
    expect(streams[1]!.ended).toBe(true);
    for (const path of ['', 'state', 'replay/1', 'events']) expect(await refusal(await t.get(`${cat.path}${path}`, cat.cookie)), path).toBe(expected);
    for (const s of streams) s.close();
  });

  it('GIVEN a commit by another process on the same database THEN open pages hear of it within the poll', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sitrep-web-'));
    try {
      const links = { publicUrl: 'https://sitrep.test', days: 14 };
      const db = join(dir, 'shared.sqlite');
      const here = harness({ databasePath: db, web: links, clock: { now: () => new Date() } });
      const t = (open = await webTable({ h: here, pollMs: 100 }));
      t.h.run('ann', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC"');
      t.h.run('bob', '/campaign join side:US');
      const bob = await t.open('bob');
      const stream = await readStream(`${t.server.url}${bob.path}events`, bob.cookie);
      await stream.after(0);
      const elsewhere = harness({ databasePath: db, web: links, clock: { now: () => new Date() } });
      elsewhere.run('bob', '/roll dice:1d6');
      await stream.after(1, 1500);
      expect(stream.messages.map((m) => m.n)).toEqual([1, 2]);
      stream.close();
      elsewhere.store.close();
    } finally {
      await open?.close();
      open = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GIVEN the static files THEN the script, the style and the fonts are served, and nothing else of the disk', async () => {
    const t = (open = await webTable());
    expect((await t.get('/assets/page.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await t.get('/assets/page.css')).status).toBe(200);
    const font = await t.get('/assets/fonts/DejaVuSans-Bold.ttf');
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect(font.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
    expect((await t.get('/assets/page.js')).headers.get('cache-control')).toBe('no-store');
    expect((await t.get('/assets/page.html')).status).toBe(404);
    expect((await t.get('/assets/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });
});
