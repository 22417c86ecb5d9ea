import { existsSync } from 'node:fs';
import { registryOf, type Ruleset } from '../../src/core/ruleset.js';
import { startWebServer } from '../../src/adapters/web/server.js';
import { CampaignMoments } from '../../src/app/moments.js';
import { replayDeps } from '../../src/compose.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { harness } from '../helpers/harness.js';
import { Worker } from 'node:worker_threads';
import type { PagesData } from './web-pages.js';
import { bigTableView } from '../render/fixtures.js';

/**
 * The web page's figures (issue 39): the page's payload and the time to its first board for the
 * 48×72″ bench table (120 stands, 30 markers, 25 features), and how long an update takes to reach
 * 100 open pages after a command — each page's stream message, and its fetch of its new state.
 *
 * The table is the render bench's (test/render/fixtures.ts), served through the real server on a
 * real campaign: Fogo's board kit is stood in for by one that draws that table whatever the game.
 */

const CHROMIUM = '/usr/bin/chromium';

/** What a page holds of its state, as the page's script keeps it. */
interface Held {
  readonly boardTag: string;
  readonly unitsTag: string;
  readonly log: { readonly tag: string; readonly entries: readonly unknown[] };
}

const heldQuery = (mapKey: string, h: Held): string => `map=${mapKey}&board=${h.boardTag}&units=${h.unitsTag}&log=${h.log.entries.length}.${h.log.tag}`;
const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
const pct = (xs: readonly number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function benchWeb(pages = 100, rounds = 5): Promise<{ lines: string[]; updateP99: number }> {
  const fogo = RULESETS.get('fogo')!;
  const big = bigTableView();
  const bench: Ruleset = { ...fogo, board: { ...fogo.board!, boardView: (_view, _scenario, o) => ({ ...big, campaign: o.campaign, audience: o.audience }) } };
  const rulesets = registryOf([bench, ...RULESETS.all.filter((r) => r.id !== 'fogo')]);
  const links = { publicUrl: 'https://sitrep.test', days: 14 };
  const h = harness({ web: links, clock: { now: () => new Date() } });
  const people = ['bob', 'cat', 'dan', 'eve'];
  h.run('ann', '/campaign new ruleset:fogo name:Bench sides:"Portugal,FRELIMO" scenario:fogo-road-ambush');
  h.run('bob', '/campaign join side:Portugal');
  h.run('cat', '/campaign join side:FRELIMO');
  h.run('dan', '/campaign join side:FRELIMO');
  h.run('ann', '/roll dice:1d6');
  const server = await startWebServer({ store: h.store, rulesets, clock: { now: () => new Date() }, logger: h.logger, links, host: '127.0.0.1', port: 0, onCommit: (l) => h.app.onCommit(l), pollMs: 0, replay: new CampaignMoments(h.store, { ...replayDeps(), rulesets }) });
  const lines: string[] = [];
  try {
    const open = async (who: string) => {
      const url = /https:\/\/sitrep\.test\S+/.exec(h.run(who, '/board web').outcome.private!.text)![0].replace(links.publicUrl, server.url);
      const r = await fetch(url, { redirect: 'manual' });
      return { url, path: new URL(url).pathname, cookie: r.headers.get('set-cookie')!.split(';')[0]! };
    };
    const mine = await open('bob');
    const get = (path: string, cookie = mine.cookie) => fetch(server.url + path, { headers: { cookie } });

    // The payload: the first state (the map and the pieces), a later one (the pieces), and the page's files.
    let t = performance.now();
    const first = await (await get(`${mine.path}state`)).text();
    const firstMs = performance.now() - t;
    const mapKey = /"mapKey":"([^"]+)"/.exec(first)![1]!;
    h.run('ann', '/roll dice:1d6');
    t = performance.now();
    const later = await (await get(`${mine.path}state?map=${mapKey}`)).text();
    const laterMs = performance.now() - t;
    h.run('ann', '/roll dice:1d6');
    const whole = JSON.parse(later) as Held;
    t = performance.now();
    const update = await (await get(`${mine.path}state?${heldQuery(mapKey, whole)}`)).text();
    const updateMs = performance.now() - t;
    const files = await Promise.all(['', '/assets/page.js', '/assets/page.css'].map(async (p) => (await (await get(p === '' ? mine.path : p)).arrayBuffer()).byteLength));
    const fonts = await Promise.all(['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map(async (f) => (await (await get(`/assets/fonts/${f}`)).arrayBuffer()).byteLength));
    const map = JSON.parse(first) as { map: string; board: { pieces: string; cards: unknown[] } };
    lines.push(
      `web page, 48×72″ table: first state ${kb(first.length)} (map ${kb(map.map.length)}, pieces ${kb(map.board.pieces.length)}, ${map.board.cards.length} cards) in ${firstMs.toFixed(0)} ms on the server, drawn cold; after a roll: the state without the map ${kb(later.length)} in ${laterMs.toFixed(0)} ms, to a page holding the rest (the roll's log entry) ${update.length} bytes in ${updateMs.toFixed(0)} ms; ` +
        `page, script and style ${kb(files.reduce((a, b) => a + b, 0))}; fonts ${kb(fonts.reduce((a, b) => a + b, 0))} once (kept a week)`,
    );

    // Time to first board in a browser: from the link to the pieces in the SVG, a fresh context each time.
    if (existsSync(CHROMIUM)) {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
      try {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          const page = await ctx.newPage();
          const link = (await open(people[i % people.length]!)).url;
          t = performance.now();
          await page.goto(link);
          await page.waitForSelector('#board svg g.pieces .piece');
          await page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
          times.push(performance.now() - t);
          await ctx.close();
        }
        lines.push(`web page, 48×72″ table: link to first board drawn in chromium (${times.length} fresh pages, fonts fetched each time) median ${pct(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
      } finally {
        await browser.close();
      }
    } else {
      lines.push(`web page: time to first board not measured (${CHROMIUM} is missing)`);
    }

    // 100 open pages of four people, on a thread of their own: after a command, each page's message, then its new state.
    const opened = await Promise.all(Array.from({ length: pages }, async (_, i) => {
      const p = await open(people[i % people.length]!);
      return { path: p.path, cookie: p.cookie };
    }));
    const worker = new Worker(new URL('./web-pages-boot.mjs', import.meta.url), { workerData: { server: server.url, pages: opened, mapKey } satisfies PagesData });
    const next = <T>(): Promise<T> => new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (m: T) => {
        worker.off('error', reject);
        resolve(m);
      });
    });
    await next();
    const message: number[] = [];
    const updated: number[] = [];
    for (let round = 0; round < rounds; round++) {
      worker.postMessage({ arm: true });
      await next();
      const started = performance.timeOrigin + performance.now();
      const answer = next<{ message: number[]; updated: number[] }>();
      h.run('bob', '/roll dice:2d6 reason:"bench"');
      worker.postMessage({ started });
      const r = await answer;
      message.push(...r.message);
      updated.push(...r.updated);
    }
    worker.postMessage({ stop: true });
    await worker.terminate();
    lines.push(
      `web page, ${pages} open pages of 4 people on another thread, after a command (${rounds} rounds): stream message p50 ${pct(message, 50).toFixed(0)} ms, p99 ${pct(message, 99).toFixed(0)} ms; ` +
        `new state fetched p50 ${pct(updated, 50).toFixed(0)} ms, p99 ${pct(updated, 99).toFixed(0)} ms, max ${Math.max(...updated).toFixed(0)} ms`,
    );
    return { lines, updateP99: pct(updated, 99) };
  } finally {
    await server.close();
    h.store.close();
  }
}
