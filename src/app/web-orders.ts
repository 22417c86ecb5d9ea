import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor, Campaign } from '../core/campaign.js';
import type { App, Execution } from './app.js';
import { resolveCommand, type CommandNode } from './command.js';
import { messageFor } from './messages.js';
import type { RawOptions } from './options.js';
import { campaignKey, type WebError, type WebLinks, type WebSession } from './web-links.js';

/*
 * Orders from the web page (issue 40, docs/web.md "Playing from the page"): the page posts a command of
 * the campaign's ruleset, and it runs through the same pipeline as a slash command (`App.execute`), as
 * the link's owner, in the campaign's channel: the same authority checks, the same refusals in the same
 * words, kept as an action, the same public post. This module reads the order and runs it; the HTTP
 * server checks where it came from (CSRF), whether it was sent before (its key) and whether the page
 * was up to date (its board's tag).
 */

type WebOrderError = Extract<WebError, 'web/not-an-order'>;

/** An order as the page posts it: a command path and its options as plain values. */
export interface PageOrder {
  readonly path: readonly string[];
  readonly options: RawOptions;
}

/** What the page is told of an order: the channel's post and the owner's own answer, or the refusal in the bot's words. */
export type OrderAnswer =
  | { readonly ok: true; readonly command: string; readonly public?: string; readonly private?: string }
  | { readonly ok: false; readonly code: string; readonly text: string };

const PLAIN = new Set(['string', 'number', 'boolean']);
const MAX_WORDS = 4;

/**
 * Reads a posted order: a command of the campaign's own ruleset (`/<ruleset> move` …) whose
 * options are all strings, whole numbers or booleans, and none of them a person or a file (the page
 * names neither). Anything else is no order from the page: one refusal.
 */
export function readOrder(body: unknown, c: Campaign, commands: readonly CommandNode[]): { readonly ok: true; readonly value: PageOrder } | { readonly ok: false; readonly code: WebOrderError } {
  const no = { ok: false as const, code: 'web/not-an-order' as const };
  if (typeof body !== 'object' || body === null) return no;
  const { path, options } = body as { path?: unknown; options?: unknown };
  if (!Array.isArray(path) || path.length < 2 || path.length > MAX_WORDS || !path.every((w) => typeof w === 'string' && /^[a-z0-9-]{1,32}$/.test(w))) return no;
  if (path[0] !== c.ruleset) return no;
  const found = resolveCommand(commands, path as string[]);
  if (!found.ok) return no;
  const given = options ?? {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return no;
  const out: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(given)) {
    const spec = found.value.command.options[name];
    if (!spec || spec.type === 'user' || spec.type === 'attachment' || !PLAIN.has(typeof value)) return no;
    if (typeof value === 'number' && !Number.isSafeInteger(value)) return no;
    out[name] = value as string | number | boolean;
  }
  return { ok: true, value: { path: found.value.path, options: out } };
}

/** The link owner as the campaign knows them (their name in its sides, or as its GM): the page acts for them alone. */
export function ownerOf(c: Campaign, userId: string): Actor {
  if (c.gm.id === userId) return c.gm;
  for (const s of c.sides) for (const p of s.players) if (p.id === userId) return p;
  return { id: userId, name: 'someone' };
}

/** Runs an order as the session's owner in the campaign's channel; the execution is for the transports to deliver. */
export function runOrder(app: App, s: WebSession, order: PageOrder): { readonly answer: OrderAnswer; readonly done: Execution } {
  const c = s.campaign;
  const done = app.execute({ actor: ownerOf(c, s.user), channelId: c.channelId, path: order.path, options: order.options });
  if (!done.ok) return { answer: { ok: false, code: done.error.code, text: done.error.message }, done };
  const o = done.outcome;
  return { answer: { ok: true, command: done.command, ...(o.public ? { public: o.public.text } : {}), ...(o.private ? { private: o.private.text } : {}) }, done };
}

/** A refusal before anything ran, in the bot's words. */
export function refusedOrder(code: WebOrderError): OrderAnswer {
  return { ok: false, code, text: messageFor(code) };
}

const SESSION_DOMAIN = 'sitrep-web-session/1.';

/**
 * The page's session token (against forged requests from other sites): an HMAC of its link's token
 * with the campaign's key. The page reads it from its own state's response, which no other site can
 * read, and sends it back with every order.
 */
export function sessionToken(c: Pick<Campaign, 'id' | 'web'>, links: Pick<WebLinks, 'secret'>, linkToken: string): string | undefined {
  const key = campaignKey(c, links);
  return key && createHmac('sha256', key).update(SESSION_DOMAIN + linkToken).digest('base64url').slice(0, 32);
}

/** Whether `given` is the session token for the link, compared in constant time. */
export function goodSessionToken(c: Pick<Campaign, 'id' | 'web'>, links: Pick<WebLinks, 'secret'>, linkToken: string, given: string | undefined): boolean {
  const wanted = sessionToken(c, links, linkToken);
  if (wanted === undefined || given === undefined || given.length !== wanted.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(wanted));
}
