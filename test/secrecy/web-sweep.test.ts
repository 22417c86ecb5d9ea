import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebServer } from '../../src/adapters/web/server.js';
import { CampaignMoments } from '../../src/app/moments.js';
import { replayDeps } from '../../src/compose.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { campaignOf, canaryLeaks, normalise, outsiders, published, viewsOf, type Observer, type Seen } from './sweep-check.js';
import { call, SWEEP_WEB, sweepHarness } from './sweep-harness.js';
import { readStream } from '../helpers/web-table.js';
import { buildWorld, PEOPLE, SCENES, VARIANTS, type Person, type Variant } from './sweep-worlds.js';

/*
 * The secrecy sweep's web part (issue 39): in each of the sweep's three worlds, every person of every
 * campaign scene asks `/board web` for their link and the crawler fetches, as them, everything the
 * page can fetch — the link's exchange, the page, its state (with and without the map), every moment
 * of the replay, an order of the game posted from the page (one that reads the game, and one made on a
 * stale board), and the live stream across a command — headers and bodies. Then, as for commands:
 * no canary reaches anyone outside its audience, and what an outsider of a side's secrets is sent is
 * byte for byte the same whether that side's secrets are those of W0 or of the flipped world, the
 * board's SVG first of all.
 */

/** What one person was sent by the page of one scene: each resource's headers and body, by name. */
type Crawl = Map<string, string>;

const SCENES_WITH_CAMPAIGNS = SCENES.filter((s) => s.ruleset !== 'none');
/** Headers that differ by the moment or the connection, not by anything the page knows. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'content-length']);

const crawled: Record<Variant, Map<string, Crawl>> = { W0: new Map(), WS1: new Map(), WS2: new Map() };
const ended: Record<Variant, Map<string, boolean>> = { W0: new Map(), WS1: new Map(), WS2: new Map() };
const views: Record<Variant, Map<string, Record<Observer, string>>> = { W0: new Map(), WS1: new Map(), WS2: new Map() };
let requests = 0;

/** An order of each ruleset that reads the game as its asker may see it: what the order endpoint answers its owner. */
const READ_ORDER = { fogo: ['fogo', 'stand', 'list'], fng: ['fng', 'status'], lnl: ['lnl', 'status'], fireteam: ['fireteam', 'status'] } as const;

const sent = async (r: Response): Promise<string> => {
  requests++;
  const headers = [...r.headers].filter(([k]) => !VOLATILE.has(k)).map(([k, v]) => `${k}: ${v}`);
  return `${r.status}\n${headers.join('\n')}\n\n${await r.text()}`;
};

/** Fetches, as every person of every scene, everything their page can fetch in world `v`. */
async function crawlWorld(v: Variant): Promise<void> {
  const world = buildWorld(v);
  const h = sweepHarness(world.image);
  // The server's clock: the worlds' own day (their links last 14 days from it). No keep-alive comment: it comes by the clock, not by anything the page knows, and would land in one world's crawl and not another's.
  const server = await startWebServer({ store: h.store, rulesets: RULESETS, clock: { now: () => new Date(Date.UTC(2026, 10, 22)) }, logger: h.logger, links: SWEEP_WEB, host: '127.0.0.1', port: 0, onCommit: (l) => h.app.onCommit(l), pollMs: 0, replay: new CampaignMoments(h.store, replayDeps()), heartbeatMs: 3_600_000, orders: { app: h.app, deliver: () => undefined } });
  try {
    for (const scene of SCENES_WITH_CAMPAIGNS) {
      // Every person's page of the scene open on its live stream, then one command for all of them: one
      // change of the campaign a scene (each one replays the campaign again for the replay's moments).
      const open: { who: Person; got: Crawl; get: (path: string) => Promise<string>; stream: Awaited<ReturnType<typeof readStream>> }[] = [];
      for (const who of PEOPLE) {
        const r = h.run(call(who, scene.channel, '/board web'));
        const link = /https:\/\/sitrep\.example\.org\S+/.exec(r.outcome.private?.text ?? '')?.[0];
        if (!link) throw new Error(`${v} ${scene.channel}: no link for ${who}: ${r.ok ? r.outcome.private?.text : r.error.message}`);
        const url = new URL(link.replace(SWEEP_WEB.publicUrl, server.url));
        const got: Crawl = new Map();
        const exchange = await fetch(url, { redirect: 'manual' });
        const cookie = exchange.headers.get('set-cookie')!.split(';')[0]!;
        got.set('exchange', await sent(exchange));
        const get = async (path: string) => sent(await fetch(server.url + url.pathname + path, { headers: { cookie } }));
        got.set('page', await get(''));
        const state = await get('state');
        got.set('state', state);
        // As a page that holds it all asks: the parts it lacks (none), the log after its entries (none).
        const whole = JSON.parse(state.slice(state.indexOf('\n\n') + 2)) as { boardTag: string; unitsTag: string; board: { mapKey: string } | null; log: { tag: string; entries: unknown[] } };
        got.set('state, all held', await get(`state?map=${whole.board?.mapKey ?? ''}&board=${whole.boardTag}&units=${whole.unitsTag}&log=${whole.log.entries.length}.${whole.log.tag}`));
        const range = await get('replay');
        got.set('replay', range);
        const moments = Number(/"of":(\d+)/.exec(range)?.[1] ?? 0);
        for (let k = 1; k <= moments; k++) got.set(`replay ${k}`, await get(`replay/${k}`));
        // Orders from the page (issue 40): a read of the game as an order (its answer is the asker's own), and one made on a stale board.
        const session = (await fetch(server.url + url.pathname + 'state', { headers: { cookie } })).headers.get('x-sitrep-session') ?? '';
        const post = async (key: string, board: string) =>
          sent(
            await fetch(server.url + url.pathname + 'order', {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', origin: server.url, 'x-sitrep-session': session },
              body: JSON.stringify({ key, board, order: { path: READ_ORDER[scene.ruleset as keyof typeof READ_ORDER], options: {} } }),
            }),
          );
        got.set('order', await post(`sweep-${who}-read`, whole.boardTag));
        if (!got.get('order')!.includes('"ok":true')) throw new Error(`${v} ${scene.channel}: ${who}'s order from the page did not run: ${got.get('order')}`);
        got.set('order, stale', await post(`sweep-${who}-stale`, 'a-board-long-gone'));
        // Orders clicked on the page: what the person's first pieces may be given, and each offer previewed at the first piece of another side they see, a spot of the table, a hex.
        const groups = (whole as unknown as { units?: { own: boolean; units: { id: string }[] }[] }).units ?? [];
        const other = groups.find((g) => !g.own)?.units[0]?.id;
        for (const [i, id] of (groups.find((g) => g.own)?.units.slice(0, 2) ?? []).entries()) {
          const offers = await get(`offers?units=${encodeURIComponent(id.id)}`);
          got.set(`offers ${i}`, offers);
          for (const o of (JSON.parse(offers.slice(offers.indexOf('\n\n') + 2)) as { offers: { order: string; target: string }[] }).offers) {
            const target = { unit: other === undefined ? undefined : `unit:${other}`, point: 'point:12,12', hex: 'hex:C5', none: '' }[o.target];
            if (target === undefined) continue;
            got.set(`preview ${i} ${o.order}`, await get(`preview?${new URLSearchParams({ order: o.order, units: id.id, ...(target ? { target } : {}) })}`));
          }
        }
        const stream = await readStream(`${server.url}${url.pathname}events`, cookie);
        await stream.after(0);
        open.push({ who, got, get, stream });
      }
      // A public command any bystander may make: each stream's next message, and each state after it.
      h.run(call('eve', scene.channel, '/roll dice:1d6 reason:"the wind"'));
      for (const { who, got, get, stream } of open) {
        await stream.after(1);
        stream.close();
        requests++;
        got.set('stream', `${stream.response.status}\n${[...stream.response.headers].filter(([k]) => !VOLATILE.has(k)).map(([k, x]) => `${k}: ${x}`).join('\n')}\n\n${stream.raw.join('')}`);
        got.set('state after', await get('state'));
        crawled[v].set(`${scene.channel} ${who}`, got);
      }
      const c = campaignOf(h, scene.channel);
      ended[v].set(scene.channel, published(c));
      views[v].set(scene.channel, viewsOf(c));
    }
  } finally {
    await server.close();
    h.store.close();
  }
}

// Some 4,600 requests, every replay moment's board drawn for each person: 80 s alone on two cores, four times that under a full suite's load.
beforeAll(async () => {
  for (const v of VARIANTS) await crawlWorld(v);
}, 600_000);

afterAll(() => {
  console.info(`web secrecy sweep: ${requests} requests in 3 worlds, ${SCENES_WITH_CAMPAIGNS.length} scenes, ${PEOPLE.length} people`);
});

/** Where two bodies first differ, with some context on each side (a payload is one long line). */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: «${a.slice(Math.max(0, i - 80), i + 120)}» vs «${b.slice(Math.max(0, i - 80), i + 120)}»`;
}

/**
 * A body with what the command sweep normalises away too: commitment hashes of secret decisions,
 * which differ with the secret they commit to, by design public. A payload's tag is a hash of the
 * payload, so it differs with them.
 */
const comparable = (body: string): string => normalise(body).replace(/"tag":"[\w-]{16}"/g, '"tag":"<tag>"');

const everything = (c: Crawl): string => [...c].map(([k, body]) => `[${k}]\n${body}`).join('\n');

describe('the secrecy sweep of the web page', () => {
  it('GIVEN every page, payload and stream of every scene fetched as every person THEN no canary reaches anyone outside its audience', () => {
    const found: string[] = [];
    for (const v of VARIANTS) {
      for (const scene of SCENES_WITH_CAMPAIGNS) {
        for (const who of PEOPLE) {
          const text = Object.fromEntries(PEOPLE.map((p) => [p, ''])) as Record<Observer, string>;
          text[who] = everything(crawled[v].get(`${scene.channel} ${who}`)!);
          const seen: Seen = { text: { ...text, public: '' }, boards: Object.fromEntries([...PEOPLE, 'public'].map((p) => [p, []])) as unknown as Seen['boards'] };
          const known = views[v].get(scene.channel)!;
          const leaks = canaryLeaks(seen, { scene, call: call(who, scene.channel, '/board web'), before: (o) => known[o], after: (o) => known[o], ended: ended[v].get(scene.channel)! });
          for (const l of leaks) found.push(`${v} ${scene.channel}: ${l.token} sent to ${l.observer}: …${l.excerpt}…`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('GIVEN a side\'s secrets other THEN everyone outside them is sent the same bytes but for the commitments\' hashes: the board\'s SVG, the cards, the log, the replay, the stream', () => {
    const differ: string[] = [];
    let compared = 0;
    for (const flip of ['WS1', 'WS2'] as const) {
      const side = flip === 'WS1' ? 0 : 1;
      for (const scene of SCENES_WITH_CAMPAIGNS) {
        for (const who of outsiders(scene, side).filter((o): o is Person => o !== 'public')) {
          const a = crawled.W0.get(`${scene.channel} ${who}`)!;
          const b = crawled[flip].get(`${scene.channel} ${who}`)!;
          for (const [resource, body] of a) {
            compared++;
            const [x, y] = [comparable(body), comparable(b.get(resource) ?? '∅')];
            if (x !== y) differ.push(`${scene.channel}, ${who}, ${resource} (W0 vs ${flip}): ${firstDifference(x, y)}`);
          }
          if (a.size !== b.size) differ.push(`${scene.channel}, ${who}: ${a.size} resources in W0, ${b.size} in ${flip}`);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(500);
  });

  it('GIVEN the board\'s SVG THEN it is byte for byte the same for the other side and a bystander whether the hidden things exist or not', () => {
    const svg = (v: Variant, key: string) => {
      const state = crawled[v].get(key)!.get('state')!;
      return /"pieces":"((?:[^"\\]|\\.)*)"/.exec(state)?.[1] ?? '';
    };
    for (const [flip, who] of [['WS1', 'cat'], ['WS1', 'eve'], ['WS2', 'bob'], ['WS2', 'eve']] as const) {
      for (const scene of ['fogo', 'ftp', 'ftf', 'lnl']) {
        expect(svg('W0', `${scene} ${who}`).length).toBeGreaterThan(100);
        expect(svg(flip, `${scene} ${who}`), `${scene} as ${who}, W0 vs ${flip}`).toBe(svg('W0', `${scene} ${who}`));
      }
    }
    // The side whose secrets changed does see its own board change.
    expect(svg('WS1', 'fogo bob')).not.toBe(svg('W0', 'fogo bob'));
  });

  it('GIVEN the boards THEN each side and the GM are sent their own secrets: the sweep would see a leak', () => {
    const state = (who: Person) => crawled.W0.get(`fogo ${who}`)!.get('state')!;
    expect(state('bob')).toContain('HIDDEN-P7');
    expect(state('bob')).not.toContain('HIDDEN-F7');
    expect(state('cat')).toContain('HIDDEN-F7');
    expect(state('cat')).not.toContain('HIDDEN-P7');
    expect(state('ann')).toMatch(/HIDDEN-P7[\s\S]*HIDDEN-F7|HIDDEN-F7[\s\S]*HIDDEN-P7/);
    expect(state('eve')).not.toMatch(/HIDDEN-[PF]7/);
    // The board's SVG is in the state: the pieces with their cards, and the map apart.
    expect(state('cat')).toMatch(/"pieces":"<g class=\\"piece\\"/);
    expect(crawled.W0.get('fogo cat')!.get('stream')).toMatch(/data: \{"n":2,"tag":"[\w-]{16}"\}/);
    // Orders clicked on the page were swept too: previews each ruleset's kit made (Fogo, FNG, LnL, Fire Team).
    const previews = [...crawled.W0].flatMap(([key, c]) => [...c].filter(([r, body]) => r.startsWith('preview') && body.includes('"ok":true,"line"')).map(() => key.split(' ')[0]!));
    expect(new Set(previews.map((s) => s.slice(0, 2)))).toEqual(new Set(['fo', 'fn', 'ln', 'ft']));
  });
});
