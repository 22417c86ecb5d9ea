import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { App, Execution } from '../../app/app.js';
import type { CampaignStore, Clock, Logger, StoreTx } from '../../app/ports.js';
import { goodSessionToken, ownerOf, pageOffers, pagePreview, readIntent, readOrder, refusedOrder, runOrder, sessionToken, type OrderAnswer } from '../../app/web-orders.js';
import type { Onlooker } from '../../app/moments.js';
import { campaignLog, onlookerOf, pageFor, pastMoment, replayOf, type CampaignLog, type ReplaySource } from '../../app/web-page.js';
import { pagePath, readLink, type WebLinks, type WebSession } from '../../app/web-links.js';
import type { Actor, Campaign } from '../../core/campaign.js';
import type { Ruleset, RulesetRegistry } from '../../core/ruleset.js';
import { PROJECT_ROOT } from '../../project-root.js';
import { LiveHub, type LiveSource, type Stream } from './live.js';
import { parseLine } from '../console/parse-line.js';
import { fillBareWords } from '../console/bare-words.js';
import { momentPayload, momentResponse, pagePayload, pageResponse, PayloadCache, replayRangeJson, viewerKey, type Held, type MomentPayload, type PagePayload } from './payload.js';

/**
 * The web page's HTTP server (docs/web.md), in the bot's process: a campaign's page per link, its
 * JSON, its replay and its live stream, and the page's static files. Every route that speaks of a
 * campaign opens a session from the link's cookie, read again against the campaign on every request
 * (`readLink`); anything it cannot open — a wrong path, a forged, expired, revoked or other
 * campaign's link — gets the one plain 404. Only this folder imports fastify.
 */
export interface WebServerOptions {
  readonly store: CampaignStore;
  readonly rulesets: RulesetRegistry;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly links: WebLinks;
  readonly host: string;
  /** 0: any free port (tests). */
  readonly port: number;
  /** Registers a listener called after each commit in this process (`App.onCommit`): pages update at once. */
  readonly onCommit?: (listener: () => void) => void;
  /** How often the database is asked whether a campaign with open pages changed, for commits of other processes (default 1000 ms; 0: never). */
  readonly pollMs?: number;
  /** How often open streams get a keep-alive comment (default 20 s). */
  readonly heartbeatMs?: number;
  /** Where the replay's moments come from: the campaign's actions replayed (`CampaignMoments`). */
  readonly replay: ReplaySource;
  /**
   * Orders from the page (issue 40): the App they run through, and the transport that delivers what an
   * order tells others — the channel's post, DMs, the GM's copy; its owner's own answer is shown on the
   * page. Without it the page takes no orders.
   */
  readonly orders?: {
    readonly app: App;
    readonly deliver: DeliverOrder;
  };
}

/** Delivers what an order from the page tells others, as the transport delivers a slash command's. */
export type DeliverOrder = (done: Extract<Execution, { ok: true }>, to: { readonly channelId: string; readonly owner: Actor }) => void;

export interface WebServer {
  /** Where it listens, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  readonly live: LiveHub;
  close(): Promise<void>;
}

const COOKIE = 'sitrep';
/** The request header an order carries its page's session token in (`sessionToken`). */
const SESSION_HEADER = 'x-sitrep-session';
/** How long an order's answer is kept by its key, so that the same order sent again is answered, not run again. */
const ORDER_KEY_MS = 10 * 60 * 1000;
const ORDER_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const CAMPAIGN_ID = /^[1-9]\d{0,9}$/;

/** Sent with every response: nothing is cached, nothing leaks by referrer, nothing runs but our own script. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const NOT_FOUND = 'Not found\n';

/** The page's static files, read once: the same bytes for everyone. */
function staticFiles(): ReadonlyMap<string, { readonly type: string; readonly body: Buffer }> {
  const web = (f: string) => readFileSync(join(PROJECT_ROOT, 'assets/web', f));
  const font = (f: string) => readFileSync(join(PROJECT_ROOT, 'assets/fonts', f));
  return new Map([
    ['page.js', { type: 'text/javascript; charset=utf-8', body: web('page.js') }],
    ['page.css', { type: 'text/css; charset=utf-8', body: web('page.css') }],
    ['fonts/DejaVuSans.ttf', { type: 'font/ttf', body: font('DejaVuSans.ttf') }],
    ['fonts/DejaVuSans-Bold.ttf', { type: 'font/ttf', body: font('DejaVuSans-Bold.ttf') }],
  ]);
}

/** Every value of the link cookie a request carries (a browser may send one per matching path). */
function cookieTokens(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(';').flatMap((part) => {
    const eq = part.indexOf('=');
    return eq > 0 && part.slice(0, eq).trim() === COOKIE ? [part.slice(eq + 1).trim()] : [];
  });
}

/**
 * An order the page's owner typed (`{ line: "/fng done" }`), read as the local table reads a line; any
 * other order as it came. Either way `readOrder` then decides whether it is one.
 */
function typedOrder(order: unknown, commands: Parameters<typeof fillBareWords>[0]): unknown {
  if (typeof order !== 'object' || order === null || !('line' in order)) return order;
  const line = (order as { line: unknown }).line;
  if (typeof line !== 'string' || line.length > 1000 || !line.trim().startsWith('/')) return undefined;
  const parsed = parseLine(line);
  return parsed.kind === 'command' ? fillBareWords(commands, parsed.path, parsed.options) : undefined;
}

/** The exchange page: sets the cookie, then moves on to the page's own address (same site, so the cookie goes with it). */
const exchangePage = (path: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${path}"><title>Sitrep</title></head><body><p><a href="${path}">Open the page</a></p></body></html>\n`;

export async function startWebServer(o: WebServerOptions): Promise<WebServer> {
  const files = staticFiles();
  const html = readFileSync(join(PROJECT_ROOT, 'assets/web/page.html'));
  const cache = new PayloadCache<PagePayload>();
  const moments = new PayloadCache<MomentPayload>();
  const replays = o.replay;
  const secure = o.links.publicUrl.startsWith('https:');
  const now = () => o.clock.now().getTime();
  const app = Fastify({ logger: false, trustProxy: false, bodyLimit: 8192, routerOptions: { maxParamLength: 64 } });
  /** Where this server listens, once it does (an order may come from a page opened at this address). */
  let listening = 'http://127.0.0.1';

  const rulesetOf = (c: Campaign): Ruleset => {
    const r = o.rulesets.get(c.ruleset);
    if (!r) throw new Error(`no ruleset ${c.ruleset} is registered`);
    return r;
  };

  /** The session the request's link opens on campaign `id`, inside `tx`, with the token that opened it. */
  const openedIn = (tx: StoreTx, id: string, tokens: readonly string[]): { readonly s: WebSession; readonly token: string } | undefined => {
    if (!CAMPAIGN_ID.test(id) || tokens.length === 0) return undefined;
    const c = tx.campaign(id);
    if (!c) return undefined;
    for (const token of tokens) {
      const s = readLink(token, c, o.links, now());
      if (s) return { s, token };
    }
    return undefined;
  };
  const sessionIn = (tx: StoreTx, id: string, tokens: readonly string[]): WebSession | undefined => openedIn(tx, id, tokens)?.s;

  /**
   * A campaign's log and rolls as of its change mark, kept for the last few campaigns read: a push
   * to many pages, and a replay stepped through, read the same again and again.
   */
  const logs = new Map<string, CampaignLog>();
  const logIn = (tx: StoreTx, c: Campaign, mark: string): CampaignLog => {
    const key = `${c.id}|${mark}`;
    let r = logs.get(key);
    if (r) logs.delete(key);
    else r = campaignLog(tx, c);
    logs.set(key, r);
    if (logs.size > 8) logs.delete(logs.keys().next().value!);
    return r;
  };

  /**
   * What a session's page is made from, read in one transaction: the payload kept when the campaign has
   * not changed since it was made for this viewer, else the campaign's log to make it from.
   */
  interface Reading {
    readonly s: WebSession;
    readonly mark: string;
    readonly key: string;
    readonly hit?: PagePayload;
    readonly log?: CampaignLog;
  }
  const readPage = (tx: StoreTx, s: WebSession): Reading => {
    const mark = tx.changeMark(s.campaign.id) ?? '';
    const key = `${s.campaign.id}|${mark}|${viewerKey(s.viewer)}|page`;
    const hit = cache.peek(key);
    return hit ? { s, mark, key, hit } : { s, mark, key, log: logIn(tx, s.campaign, mark) };
  };

  /** Who looks back through a session's link (its owner, or the GM once the full replay is published). */
  const onlooker = (s: WebSession): Onlooker => onlookerOf(s.campaign, s.user, s.viewer);

  /** The page's payload. */
  const pageOf = (r: Reading): PagePayload => r.hit ?? cache.put(r.key, pagePayload(pageFor(r.log!, r.s.viewer, rulesetOf(r.s.campaign))));

  /** The session the request's link opens on campaign `id`, read in its own transaction. */
  const sessionOf = (req: FastifyRequest, id: string): { readonly s: WebSession; readonly mark: string } | undefined =>
    o.store.read((tx) => {
      const s = sessionIn(tx, id, cookieTokens(req.headers.cookie));
      return s && { s, mark: tx.changeMark(id) ?? '' };
    });

  const source: LiveSource = {
    marks: (campaigns) => o.store.read((tx) => new Map(campaigns.map((c) => [c, tx.changeMark(c)] as const))),
    tags: (campaign, streams) => {
      const read = o.store.read((tx) =>
        streams.map((st) => {
          const s = sessionIn(tx, campaign, [st.token]);
          return [st, s && readPage(tx, s)] as const;
        }),
      );
      return new Map(read.map(([st, r]) => [st, r && pageOf(r).tag]));
    },
  };
  const live = new LiveHub(source, o.logger, now, { pollMs: o.pollMs ?? 1000, heartbeatMs: o.heartbeatMs ?? 20_000 });
  o.onCommit?.(() => live.check());

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);

  app.addHook('onSend', async (_req, reply, payload) => {
    const cache = reply.getHeader('cache-control');
    reply.headers(SECURITY_HEADERS);
    if (cache !== undefined) reply.header('cache-control', cache);
    return payload;
  });
  app.setNotFoundHandler((_req, reply) => notFound(reply));
  app.setErrorHandler((error: { statusCode?: number } & Error, _req, reply) => {
    // Fastify's own refusals (a bad URL, a body where none is taken) read as every other wrong address.
    if (error.statusCode !== undefined && error.statusCode < 500) return notFound(reply);
    const ref = randomBytes(3).toString('hex');
    o.logger.log('error', 'web page fault', { ref, error: error.stack ?? error.message });
    return reply.code(500).type('text/plain; charset=utf-8').send(`Something went wrong (ref ${ref}).\n`);
  });

  app.get('/assets/*', (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    const f = files.get(name);
    if (!f) return notFound(reply);
    // The fonts (1.4 MB, the same bytes for everyone, never changed) may be kept; nothing else is.
    if (name.startsWith('fonts/')) reply.header('cache-control', 'public, max-age=604800, immutable');
    return reply.type(f.type).send(f.body);
  });

  app.get('/w/:id/', (req, reply) => {
    const { id } = req.params as { id: string };
    const token = (req.query as { t?: unknown }).t;
    if (typeof token === 'string') {
      // The link's first use: its token becomes a cookie for this campaign's pages, and the address loses it.
      const s = o.store.read((tx) => sessionIn(tx, id, [token]));
      if (!s) return notFound(reply);
      const maxAge = Math.max(0, s.expires - Math.floor(now() / 1000));
      reply.header('set-cookie', `${COOKIE}=${token}; Path=${pagePath(id)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
      return reply.type('text/html; charset=utf-8').send(exchangePage(pagePath(id)));
    }
    const open = o.store.read((tx) => sessionIn(tx, id, cookieTokens(req.headers.cookie)) !== undefined);
    if (!open) return notFound(reply);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/w/:id/state', (req, reply) => {
    const { id } = req.params as { id: string };
    const r = o.store.read((tx) => {
      const opened = openedIn(tx, id, cookieTokens(req.headers.cookie));
      return opened && { ...readPage(tx, opened.s), token: opened.token };
    });
    if (!r) return notFound(reply);
    // The page's session token, for its orders: only a page of this site can read it.
    if (o.orders) reply.header(SESSION_HEADER, sessionToken(r.s.campaign, o.links, r.token)!);
    const q = req.query as Record<string, unknown>;
    const held: Held = Object.fromEntries((['map', 'board', 'units', 'log'] as const).flatMap((k) => (typeof q[k] === 'string' ? [[k, q[k]]] : [])));
    return reply.type('application/json; charset=utf-8').send(pageResponse(pageOf(r), held));
  });

  // The replay's range, asked when the page shows its replay: counting the moments replays the campaign (once per change, for every viewer).
  app.get('/w/:id/replay', (req, reply) => {
    const { id } = req.params as { id: string };
    const opened = sessionOf(req, id);
    if (!opened) return notFound(reply);
    const key = `${id}|${opened.mark}|${viewerKey(opened.s.viewer)}|replay`;
    const payload = moments.peek(key) ?? moments.put(key, { json: replayRangeJson(replayOf(replays, opened.s.campaign, onlooker(opened.s))) });
    return reply.type('application/json; charset=utf-8').send(payload.json);
  });

  app.get('/w/:id/replay/:k', (req, reply) => {
    const { id, k } = req.params as { id: string; k: string };
    const opened = sessionOf(req, id);
    const n = /^\d{1,9}$/.test(k) ? Number(k) : 0;
    if (!opened) return notFound(reply);
    const key = `${id}|${opened.mark}|${viewerKey(opened.s.viewer)}|replay ${n}`;
    let payload = moments.peek(key);
    if (!payload) {
      const m = pastMoment(replays, id, onlooker(opened.s), n);
      if (!m) return notFound(reply);
      payload = moments.put(key, momentPayload(m));
    }
    const map = (req.query as { map?: unknown }).map;
    return reply.type('application/json; charset=utf-8').send(momentResponse(payload, typeof map === 'string' ? map : undefined));
  });

  /**
   * Where a request comes from, for orders: the page's own origin (PUBLIC_URL's, or this server's
   * address when reached directly), and the browser's own word when it gives one.
   */
  const sameSite = (req: FastifyRequest): boolean => {
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return false;
    return origin !== undefined && (origin === new URL(o.links.publicUrl).origin || origin === new URL(listening).origin);
  };

  /** Answers kept by order key (campaign, owner, key), so a second press is told what the first did. */
  const answered = new Map<string, { readonly at: number; readonly status: number; readonly body: string }>();
  const forget = () => {
    for (const [k, v] of answered) {
      if (v.at > now() - ORDER_KEY_MS) break;
      answered.delete(k);
    }
  };

  // What the viewer's selected pieces may be ordered to do, and an order's preview: read from their own view, changing nothing.
  app.get('/w/:id/offers', (req, reply) => {
    const { id } = req.params as { id: string };
    const opened = sessionOf(req, id);
    const units = (req.query as { units?: unknown }).units;
    if (!opened || !o.orders || typeof units !== 'string' || units.length > 400) return notFound(reply);
    const c = opened.s.campaign;
    const offers = pageOffers(c, opened.s.viewer, rulesetOf(c), units.split(',').map((u) => u.trim()).filter(Boolean));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ offers }));
  });

  app.get('/w/:id/preview', (req, reply) => {
    const { id } = req.params as { id: string };
    const opened = sessionOf(req, id);
    const q = req.query as { order?: unknown; units?: unknown; target?: unknown };
    const intent = readIntent(q.order, q.units, q.target);
    if (!opened || !o.orders || !intent) return notFound(reply);
    const c = opened.s.campaign;
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(pagePreview(c, opened.s.viewer, rulesetOf(c), o.rulesets, intent)));
  });

  app.post('/w/:id/order', (req, reply) => {
    const { id } = req.params as { id: string };
    if (!o.orders) return notFound(reply);
    const tokens = cookieTokens(req.headers.cookie);
    const read = o.store.read((tx) => {
      const opened = openedIn(tx, id, tokens);
      return opened && { ...opened, page: readPage(tx, opened.s) };
    });
    if (!read) return notFound(reply);
    const given = req.headers[SESSION_HEADER];
    if (!sameSite(req) || !goodSessionToken(read.s.campaign, o.links, read.token, typeof given === 'string' ? given : undefined)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Refused\n');
    }
    const body = req.body as { key?: unknown; board?: unknown; order?: unknown } | undefined;
    if (typeof body !== 'object' || body === null || typeof body.key !== 'string' || !ORDER_KEY.test(body.key) || typeof body.board !== 'string') return notFound(reply);
    const send = (status: number, answer: OrderAnswer | { readonly stale: true; readonly text: string }) => {
      const json = JSON.stringify(answer);
      forget();
      answered.set(kept, { at: now(), status, body: json });
      return reply.code(status).type('application/json; charset=utf-8').send(json);
    };
    // The same order sent again (a double press, a retried request) is answered as the first was.
    const kept = `${id}|${read.s.user}|${body.key}`;
    const before = answered.get(kept);
    if (before) return reply.code(before.status).type('application/json; charset=utf-8').send(before.body);
    // An order made on a board that has changed since (as this viewer sees it) is refused: the page draws it again.
    if (pageOf(read.page).board.tag !== body.board) return send(409, { stale: true, text: 'The board changed since your page drew it: look again, then confirm.' });
    const order = readOrder(typedOrder(body.order, o.orders.app.commands), read.s.campaign, rulesetOf(read.s.campaign), o.orders.app.commands);
    if (!order.ok) return send(200, refusedOrder(order.code));
    const { answer, done } = runOrder(o.orders.app, read.s, order.value);
    if (done.ok) o.orders.deliver(done, { channelId: read.s.campaign.channelId, owner: ownerOf(read.s.campaign, read.s.user) });
    return send(200, answer);
  });

  app.get('/w/:id/events', (req, reply) => {
    const { id } = req.params as { id: string };
    const tokens = cookieTokens(req.headers.cookie);
    const r = o.store.read((tx) => {
      const s = sessionIn(tx, id, tokens);
      return s && readPage(tx, s);
    });
    if (!r) return notFound(reply);
    const tag = pageOf(r).tag;
    reply.hijack();
    reply.raw.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    reply.raw.write('retry: 3000\n\n');
    // The stream carries the cookie's token that opened it: each message reads it again.
    const token = tokens.find((t) => readLink(t, r.s.campaign, o.links, now()))!;
    live.add({ campaign: id, token, res: reply.raw, expires: r.s.expires, n: 0 }, r.mark, tag);
  });

  await app.listen({ host: o.host, port: o.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  listening = `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`;
  return {
    url: listening,
    live,
    close: async () => {
      live.close();
      await app.close();
    },
  };
}
