import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { CampaignStore, Clock, Logger, StoreTx } from '../../app/ports.js';
import { campaignRecord, pageFor, replayMoment, type CampaignRecord, type PageView, type ReplayMoment } from '../../app/web-page.js';
import { pagePath, readLink, type WebLinks, type WebSession } from '../../app/web-links.js';
import type { Campaign } from '../../core/campaign.js';
import type { Ruleset, RulesetRegistry } from '../../core/ruleset.js';
import { PROJECT_ROOT } from '../../project-root.js';
import { LiveHub, type LiveSource, type Stream } from './live.js';
import { momentPayload, pagePayload, PayloadCache, viewerKey, withMap, type Payload } from './payload.js';

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
}

export interface WebServer {
  /** Where it listens, e.g. `http://127.0.0.1:8080`. */
  readonly url: string;
  readonly live: LiveHub;
  close(): Promise<void>;
}

const COOKIE = 'sitrep';
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

/** The exchange page: sets the cookie, then moves on to the page's own address (same site, so the cookie goes with it). */
const exchangePage = (path: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${path}"><title>Sitrep</title></head><body><p><a href="${path}">Open the page</a></p></body></html>\n`;

export async function startWebServer(o: WebServerOptions): Promise<WebServer> {
  const files = staticFiles();
  const html = readFileSync(join(PROJECT_ROOT, 'assets/web/page.html'));
  const cache = new PayloadCache();
  const secure = o.links.publicUrl.startsWith('https:');
  const now = () => o.clock.now().getTime();
  const app = Fastify({ logger: false, trustProxy: false, bodyLimit: 1024, routerOptions: { maxParamLength: 64 } });

  const rulesetOf = (c: Campaign): Ruleset => {
    const r = o.rulesets.get(c.ruleset);
    if (!r) throw new Error(`no ruleset ${c.ruleset} is registered`);
    return r;
  };

  /** The session the request's link opens on campaign `id`, inside `tx`. */
  const sessionIn = (tx: StoreTx, id: string, tokens: readonly string[]): WebSession | undefined => {
    if (!CAMPAIGN_ID.test(id) || tokens.length === 0) return undefined;
    const c = tx.campaign(id);
    if (!c) return undefined;
    for (const t of tokens) {
      const s = readLink(t, c, o.links, now());
      if (s) return s;
    }
    return undefined;
  };

  /**
   * A session's payload: the one kept when the campaign has not changed since it was made for this
   * viewer; otherwise its projection, made in the transaction (`project`), to be drawn after it (`draw`).
   */
  interface Pending {
    readonly key: string;
    readonly hit?: Payload;
    readonly draw?: () => Payload | undefined;
  }
  const pending = <T>(tx: StoreTx, s: WebSession, what: string, record: () => CampaignRecord, project: (r: CampaignRecord) => T | undefined, draw: (t: T) => Payload): Pending => {
    const key = `${s.campaign.id}|${tx.changeMark(s.campaign.id) ?? ''}|${viewerKey(s.viewer)}|${what}`;
    const hit = cache.peek(key);
    if (hit) return { key, hit };
    const made = project(record());
    return { key, draw: () => (made === undefined ? undefined : draw(made)) };
  };
  const settle = (p: Pending): Payload | undefined => {
    if (p.hit) return p.hit;
    const drawn = p.draw?.();
    return drawn && cache.put(p.key, drawn);
  };

  /**
   * A campaign's log and rolls as of its change mark, kept for the last few campaigns read: stepping
   * through a replay reads the same record again and again.
   */
  const records = new Map<string, CampaignRecord>();
  const recordOf = (tx: StoreTx, c: Campaign): CampaignRecord => {
    const key = `${c.id}|${tx.changeMark(c.id) ?? ''}`;
    let r = records.get(key);
    if (r) records.delete(key);
    else r = campaignRecord(tx, c);
    records.set(key, r);
    if (records.size > 8) records.delete(records.keys().next().value!);
    return r;
  };

  /** Runs `read` on the session of the request, or undefined. */
  const withSession = <T>(req: FastifyRequest, id: string, read: (tx: StoreTx, s: WebSession, record: () => CampaignRecord) => T): T | undefined =>
    o.store.transaction((tx) => {
      const s = sessionIn(tx, id, cookieTokens(req.headers.cookie));
      return s && read(tx, s, () => recordOf(tx, s.campaign));
    });

  const page = (tx: StoreTx, s: WebSession, record: () => CampaignRecord): Pending =>
    pending<PageView>(tx, s, 'page', record, (r) => pageFor(r, s.viewer, rulesetOf(s.campaign)), pagePayload);

  const source: LiveSource = {
    marks: (campaigns) => o.store.transaction((tx) => new Map(campaigns.map((c) => [c, tx.changeMark(c)] as const))),
    tags: (campaign, streams) => {
      const found = o.store.transaction((tx) =>
        streams.map((st) => {
          const s = sessionIn(tx, campaign, [st.token]);
          return [st, s && page(tx, s, () => recordOf(tx, s.campaign))] as const;
        }),
      );
      return new Map(found.map(([st, p]) => [st, p && settle(p)?.tag]));
    },
  };
  const live = new LiveHub(source, o.logger, now, { pollMs: o.pollMs ?? 1000, heartbeatMs: o.heartbeatMs ?? 20_000 });
  o.onCommit?.(() => live.check());

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send(NOT_FOUND);

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
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
    const f = files.get((req.params as { '*': string })['*']);
    if (!f) return notFound(reply);
    return reply.type(f.type).send(f.body);
  });

  app.get('/w/:id/', (req, reply) => {
    const { id } = req.params as { id: string };
    const token = (req.query as { t?: unknown }).t;
    if (typeof token === 'string') {
      // The link's first use: its token becomes a cookie for this campaign's pages, and the address loses it.
      const s = o.store.transaction((tx) => sessionIn(tx, id, [token]));
      if (!s) return notFound(reply);
      const maxAge = Math.max(0, s.expires - Math.floor(now() / 1000));
      reply.header('set-cookie', `${COOKIE}=${token}; Path=${pagePath(id)}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`);
      return reply.type('text/html; charset=utf-8').send(exchangePage(pagePath(id)));
    }
    const open = o.store.transaction((tx) => sessionIn(tx, id, cookieTokens(req.headers.cookie)) !== undefined);
    if (!open) return notFound(reply);
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/w/:id/state', (req, reply) => {
    const { id } = req.params as { id: string };
    const pend = withSession(req, id, page);
    const payload = pend && settle(pend);
    if (!payload) return notFound(reply);
    return reply.type('application/json; charset=utf-8').send(withMap(payload, (req.query as { map?: string }).map));
  });

  app.get('/w/:id/replay/:k', (req, reply) => {
    const { id, k } = req.params as { id: string; k: string };
    const n = /^\d{1,9}$/.test(k) ? Number(k) : 0;
    const pend = withSession(req, id, (tx, s, record) => pending<ReplayMoment>(tx, s, `replay ${n}`, record, (r) => replayMoment(r, s.viewer, rulesetOf(s.campaign), n), momentPayload));
    const payload = pend && settle(pend);
    if (!payload) return notFound(reply);
    return reply.type('application/json; charset=utf-8').send(withMap(payload, (req.query as { map?: string }).map));
  });

  app.get('/w/:id/events', (req, reply) => {
    const { id } = req.params as { id: string };
    const tokens = cookieTokens(req.headers.cookie);
    const opened = o.store.transaction((tx) => {
      const s = sessionIn(tx, id, tokens);
      return s && { s, mark: tx.changeMark(id), p: page(tx, s, () => recordOf(tx, s.campaign)) };
    });
    if (!opened) return notFound(reply);
    const tag = settle(opened.p)!.tag;
    reply.hijack();
    reply.raw.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    reply.raw.write('retry: 3000\n\n');
    // The stream carries the cookie's token that opened it: each message reads it again.
    const token = tokens.find((t) => readLink(t, opened.s.campaign, o.links, now()))!;
    live.add({ campaign: id, token, res: reply.raw, expires: opened.s.expires, n: 0 }, opened.mark, tag);
  });

  await app.listen({ host: o.host, port: o.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  return {
    url: `http://${o.host.includes(':') ? `[${o.host}]` : o.host}:${port}`,
    live,
    close: async () => {
      live.close();
      await app.close();
    },
  };
}
