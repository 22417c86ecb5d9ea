import type { App } from '../../src/app/app.js';
import type { CampaignStore, Clock, Logger } from '../../src/app/ports.js';
import { parseLine } from '../../src/adapters/console/parse-line.js';
import type { WebLinks } from '../../src/app/web-links.js';
import { startWebServer, type DeliverOrder, type WebServer } from '../../src/adapters/web/server.js';
import { CampaignMoments } from '../../src/app/moments.js';
import { replayDeps } from '../../src/compose.js';
import { RULESETS } from '../../src/rulesets/registry.js';
import { harness, type Harness } from './harness.js';

/** What the table needs of a harness: its App, its store and its logger. */
interface Table {
  readonly app: App;
  readonly store: CampaignStore;
  readonly logger: Logger;
}

/** The links' address in tests: the server's own is only known once it listens, so links are rewritten to it. */
const PUBLIC_URL = 'https://sitrep.test';

/**
 * A table with its web page served on 127.0.0.1: the real App on SQLite (or the harness given), the
 * real server, links made by `/board web` as each person.
 */
export async function webTable<H extends Table = Harness>(opts: { h?: H; clock?: Clock; pollMs?: number; heartbeatMs?: number; links?: Partial<WebLinks>; dice?: 'seeded' | 'recorded' } = {}) {
  const clock = opts.clock ?? { now: () => new Date() };
  const links: WebLinks = { publicUrl: PUBLIC_URL, days: 14, ...opts.links };
  const h = (opts.h ?? harness({ web: links, clock })) as H;
  /** What orders from the page handed the transport to deliver: the channel's posts, in order. */
  const delivered: Parameters<DeliverOrder>[] = [];
  const server: WebServer = await startWebServer({
    store: h.store,
    rulesets: RULESETS,
    clock,
    logger: h.logger,
    links,
    host: '127.0.0.1',
    port: 0,
    onCommit: (l) => h.app.onCommit(l),
    pollMs: opts.pollMs ?? 0,
    replay: new CampaignMoments(h.store, replayDeps(), opts.dice ? { dice: opts.dice } : {}),
    orders: { app: h.app, deliver: (done, to) => void delivered.push([done, to]) },
    ...(opts.heartbeatMs === undefined ? {} : { heartbeatMs: opts.heartbeatMs }),
  });
  /** The link `/board web` gives `who` in `channel`, pointing at this server. */
  const link = (who: string, channel = 'c1'): string => {
    const line = parseLine('/board web');
    if (line.kind !== 'command') throw new Error('unreachable');
    const r = h.app.execute({ actor: { id: `id-${who}`, name: who }, channelId: channel, path: line.path, options: line.options });
    const url = /https:\/\/sitrep\.test\S+/.exec(r.outcome.private?.text ?? '')?.[0];
    if (!url) throw new Error(`no link for ${who}: ${r.ok ? r.outcome.private?.text : r.error.message}`);
    return url.replace(PUBLIC_URL, server.url);
  };
  /** The page's path and the cookie its link is exchanged for. */
  const open = async (who: string, channel = 'c1'): Promise<{ path: string; cookie: string }> => {
    const url = link(who, channel);
    const r = await fetch(url, { redirect: 'manual' });
    const cookie = r.headers.get('set-cookie')?.split(';')[0];
    if (r.status !== 200 || !cookie) throw new Error(`the link of ${who} opened nothing (${r.status})`);
    return { path: new URL(url).pathname, cookie };
  };
  const get = (path: string, cookie?: string): Promise<Response> => fetch(server.url + path, cookie ? { headers: { cookie } } : {});
  /**
   * Posts an order as the page does: from the page's origin, with its session token (read from its
   * state) and its board's tag, unless the test says otherwise.
   */
  const order = async (
    page: { path: string; cookie: string },
    order: unknown,
    o: { key?: string; board?: string; origin?: string | null; session?: string | null; site?: string } = {},
  ): Promise<Response> => {
    const state = await get(`${page.path}state`, page.cookie);
    const session = state.headers.get('x-sitrep-session') ?? '';
    const board = ((await state.json()) as { boardTag: string }).boardTag;
    const headers: Record<string, string> = { cookie: page.cookie, 'content-type': 'application/json' };
    const origin = o.origin === undefined ? server.url : o.origin;
    if (origin !== null) headers['origin'] = origin;
    const token = o.session === undefined ? session : o.session;
    if (token !== null) headers['x-sitrep-session'] = token;
    if (o.site !== undefined) headers['sec-fetch-site'] = o.site;
    return fetch(`${server.url}${page.path}order`, { method: 'POST', headers, body: JSON.stringify({ key: o.key ?? `k${Math.random().toString(36).slice(2, 12)}`, board: o.board ?? board, order }) });
  };
  return { h, server, links, link, open, get, order, delivered, close: () => server.close() };
}

export type WebTable<H extends Table = Harness> = Awaited<ReturnType<typeof webTable<H>>>;

/**
 * A Server-Sent Events stream read as text, message by message: `next()` waits for the next message
 * (up to `ms`), `ended` says whether the server closed it.
 */
export async function readStream(url: string, cookie: string) {
  const controller = new AbortController();
  const r = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const messages: { n: number; tag: string }[] = [];
  const raw: string[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  if (r.ok && r.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          raw.push(decoder.decode(chunk));
          let at: number;
          while ((at = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, at);
            buf = buf.slice(at + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data) messages.push(JSON.parse(data.slice(6)) as { n: number; tag: string });
            wake?.();
          }
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
      wake?.();
    })();
  }
  /** Waits until there are more than `count` messages, or the stream ends, or `ms` pass. */
  const after = async (count: number, ms = 2000): Promise<void> => {
    const until = Date.now() + ms;
    while (messages.length <= count && !ended && Date.now() < until) {
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, Math.max(1, until - Date.now()));
      });
    }
  };
  return { response: r, messages, raw, after, get ended() { return ended; }, close: () => controller.abort() };
}
