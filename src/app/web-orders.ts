import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor, Campaign } from '../core/campaign.js';
import { rulesFor } from '../core/house-rules.js';
import type { PageIntent, PageOffer, PagePreview, PageTable, PageTarget } from '../core/page-orders.js';
import type { Ruleset, RulesetRegistry } from '../core/ruleset.js';
import type { Projected, Viewer } from '../core/views.js';
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
 * Reads a posted order: a command of the campaign's own ruleset (under one of its roots, `/<ruleset> move` …) whose
 * options are all strings, whole numbers or booleans, and none of them a person or a file (the page
 * names neither). Anything else is no order from the page: one refusal.
 */
export function readOrder(body: unknown, c: Campaign, ruleset: Pick<Ruleset, 'id' | 'commandRoots'>, commands: readonly CommandNode[]): { readonly ok: true; readonly value: PageOrder } | { readonly ok: false; readonly code: WebOrderError } {
  const no = { ok: false as const, code: 'web/not-an-order' as const };
  if (typeof body !== 'object' || body === null) return no;
  const { path, options } = body as { path?: unknown; options?: unknown };
  if (!Array.isArray(path) || path.length < 2 || path.length > MAX_WORDS || !path.every((w) => typeof w === 'string' && /^[a-z0-9-]{1,32}$/.test(w))) return no;
  if (c.ruleset !== ruleset.id || !(ruleset.commandRoots ?? [ruleset.id]).includes(path[0] as string)) return no;
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

/** The side a viewer gives orders for on the page: their own (the GM acts for a side in Discord, naming it). */
const sideOfViewer = (v: Viewer): string | undefined => (v.kind === 'member' && !v.gm ? v.side : undefined);

/** The orders the viewer's selected pieces may be given (issue 40), from their projected view only. */
export function pageOffers(c: Campaign, viewer: Viewer, ruleset: Ruleset, units: readonly string[]): Projected<readonly PageOffer[]> {
  const side = sideOfViewer(viewer);
  if (!ruleset.page || c.game === undefined || side === undefined) return [] as unknown as Projected<readonly PageOffer[]>;
  return ruleset.page.offers(ruleset.viewFor(ruleset.gameOf(c.game), viewer), side, units) as Projected<readonly PageOffer[]>;
}

/** An order's preview for the page: the exact command as a line to read, and its cost; or why it cannot be given. */
export type PreviewAnswer =
  | ({ readonly ok: true; readonly line: string } & Omit<PagePreview, 'refusal'>)
  | { readonly ok: false; readonly code: string; readonly text: string };

/** Reads an intent the page sent: an order's name, the selected pieces, and what it is aimed at. */
export function readIntent(order: unknown, units: unknown, target: unknown): PageIntent | undefined {
  if (typeof order !== 'string' || !/^[a-z0-9-]{1,32}$/.test(order)) return undefined;
  if (typeof units !== 'string' || units.length > 400) return undefined;
  const ids = units.split(',').map((u) => u.trim()).filter(Boolean);
  if (ids.length === 0 || ids.length > 40) return undefined;
  const t = readTarget(target);
  if (t === null) return undefined;
  return { order, units: ids, ...(t ? { target: t } : {}) };
}

function readTarget(raw: unknown): PageTarget | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 200) return null;
  const [kind, ...rest] = raw.split(':');
  const value = rest.join(':');
  if (kind === 'point') {
    const [x, y] = value.split(',').map(Number);
    return Number.isFinite(x) && Number.isFinite(y) ? { kind: 'point', x: x!, y: y! } : null;
  }
  if (kind === 'hex' && /^[A-Za-z]{1,2}\d{1,3}$/.test(value)) return { kind: 'hex', hex: value.toUpperCase() };
  if (kind === 'unit' && value.length > 0 && value.length <= 64) return { kind: 'unit', id: value };
  if (kind === 'feature' && value.length > 0 && value.length <= 80) return { kind: 'feature', name: value };
  return null;
}

/** A command as a player would type it: `/<ruleset> move moves:"a@30,18; b@32,17" fast:true`. */
export function commandLine(path: readonly string[], options: Readonly<Record<string, string | number | boolean>>): string {
  const quoted = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const opts = Object.entries(options).map(([k, v]) => (typeof v === 'string' && (v === '' || /[\s"#\\]/.test(v)) ? `${k}:${quoted(v)}` : `${k}:${String(v)}`));
  return ['/' + path.join(' '), ...opts].join(' ');
}

/**
 * The preview of an order for the viewer: the ruleset's kit reads their projected view and the table's
 * terrain (no position anyone was told in secret), and says the exact command and its cost.
 */
export function pagePreview(c: Campaign, viewer: Viewer, ruleset: Ruleset, rulesets: RulesetRegistry, intent: PageIntent): Projected<PreviewAnswer> {
  const side = sideOfViewer(viewer);
  const answer = ((): PreviewAnswer => {
    if (!ruleset.page || c.game === undefined || side === undefined) return { ok: false, code: 'web/not-an-order', text: messageFor('web/not-an-order') };
    // The table without its start positions: where anyone began may be a secret.
    const table = c.board ? ({ ...c.board, positions: [] } as PageTable) : undefined;
    const r = ruleset.page.preview(ruleset.viewFor(ruleset.gameOf(c.game), viewer), side, intent, table, rulesFor(ruleset.houseRules, c.houseRules));
    if (!r.ok) return { ok: false, code: r.code, text: messageFor(r.code, r.params ?? {}, rulesets) };
    const { refusal, ...p } = r.value;
    // A refusal the view already shows is the preview's last line, in the bot's words.
    const lines = refusal ? [...p.lines, { text: messageFor(refusal.code, refusal.params, rulesets), ok: false }] : p.lines;
    return { ok: true, line: commandLine(p.path, p.options), ...p, lines };
  })();
  return answer as Projected<PreviewAnswer>;
}
