import { createHmac, timingSafeEqual } from 'node:crypto';
import { isGm, sideOf, type Campaign } from '../core/campaign.js';
import { viewerOf, type Viewer } from '../core/views.js';

/**
 * The web page's links (docs/web.md): each names one person, one campaign and what they may see
 * there (the GM's view, their side's, or the public's), lasts a while, and is signed with
 * HMAC-SHA256, so only the bot can make one. A link is its owner's identity on the page: whoever
 * holds it sees what its owner sees, until it expires or its owner revokes it.
 */
export interface WebLinks {
  /** Where people reach the page, without a trailing slash (PUBLIC_URL): `https://sitrep.example.org`. */
  readonly publicUrl: string;
  /** WEB_SECRET: the key every campaign's links are signed with (each its own, derived); without it each campaign keeps a random key of its own. */
  readonly secret?: Uint8Array;
  /** How many days a link lasts (WEB_LINK_DAYS). */
  readonly days: number;
}

export type WebError = 'web/off' | 'web/replay-running' | 'web/not-an-order' | 'web/days-with-action';

/** What a link shows: the GM's view, one side's, or the public's (someone who plays no side). */
export type LinkAudience = { readonly kind: 'gm' } | { readonly kind: 'side'; readonly side: string } | { readonly kind: 'public' };

/** What a link says, signed. */
export interface LinkClaims {
  readonly campaign: string;
  readonly user: string;
  readonly audience: LinkAudience;
  /** When it stops working, in seconds since 1970. */
  readonly expires: number;
  /** How many times its owner had revoked their links of this campaign when it was made. */
  readonly revoked: number;
}

/** A link read and found good now: who is looking, at which campaign, as what, until when. */
export interface WebSession {
  readonly campaign: Campaign;
  readonly user: string;
  readonly viewer: Viewer;
  readonly audience: LinkAudience;
  readonly expires: number;
}

const DOMAIN = 'sitrep-web-link/1.';
/** A token longer than this is not one of ours: read nothing of it. */
const MAX_TOKEN = 1024;

/** What `userId` may see of the campaign now. */
export function audienceOf(c: Campaign, userId: string): LinkAudience {
  if (isGm(c, userId)) return { kind: 'gm' };
  const side = sideOf(c, userId);
  return side ? { kind: 'side', side: side.name } : { kind: 'public' };
}

/** Whether two audiences are one (a side by its exact name). */
export function sameAudience(a: LinkAudience, b: LinkAudience): boolean {
  return a.kind === b.kind && (a.kind !== 'side' || (b.kind === 'side' && a.side === b.side));
}

/** The key a campaign's links are signed with: derived from WEB_SECRET, else the campaign's own (none before its first link). */
export function campaignKey(c: Pick<Campaign, 'id' | 'web'>, links: Pick<WebLinks, 'secret'>): Buffer | undefined {
  if (links.secret) return createHmac('sha256', links.secret).update(`sitrep-web-key:${c.id}`).digest();
  return c.web?.key === undefined ? undefined : Buffer.from(c.web.key, 'hex');
}

/**
 * A campaign's own key, from 32 fresh bytes (the bot's secret source), hashed so that it never equals
 * anything else made from the same bytes (a test's fixed source gives every ledger the same secret).
 */
export function newCampaignKey(fresh: Uint8Array): string {
  return createHmac('sha256', fresh).update('sitrep-web-campaign-key').digest('hex');
}

const encodeAudience = (a: LinkAudience): string => (a.kind === 'gm' ? 'g' : a.kind === 'public' ? 'p' : `s:${a.side}`);

function decodeAudience(s: unknown): LinkAudience | undefined {
  if (s === 'g') return { kind: 'gm' };
  if (s === 'p') return { kind: 'public' };
  return typeof s === 'string' && s.startsWith('s:') && s.length > 2 ? { kind: 'side', side: s.slice(2) } : undefined;
}

const mac = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(DOMAIN + payload).digest();

/** The token for `claims`, signed with `key`: `<payload>.<signature>`, both base64url. */
export function signLink(claims: LinkClaims, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify([claims.campaign, claims.user, encodeAudience(claims.audience), claims.expires, claims.revoked])).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The claims of a token whose signature is good for `key`, read without trusting anything else in it. */
function verified(token: string, key: Buffer): LinkClaims | undefined {
  if (token.length > MAX_TOKEN) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (payload === undefined || signature === undefined || extra !== undefined || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(key, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 5) return undefined;
  const [campaign, user, a, expires, revoked] = fields as unknown[];
  const audience = decodeAudience(a);
  if (typeof campaign !== 'string' || typeof user !== 'string' || !audience || !Number.isSafeInteger(expires) || !Number.isSafeInteger(revoked)) return undefined;
  return { campaign, user, audience, expires: expires as number, revoked: revoked as number };
}

/**
 * The session a token opens on campaign `c` at `nowMs`, or undefined — one answer for every reason:
 * forged, for another campaign, expired, revoked, or its owner no longer what the link says (a GM
 * replaced, a player who left). Checked on every request, so a link stops working the moment any
 * of these changes.
 */
export function readLink(token: string, c: Campaign, links: Pick<WebLinks, 'secret'>, nowMs: number): WebSession | undefined {
  const key = campaignKey(c, links);
  if (!key) return undefined;
  const claims = verified(token, key);
  if (!claims || claims.campaign !== c.id) return undefined;
  if (claims.expires * 1000 <= nowMs) return undefined;
  if (claims.revoked !== (c.web?.revoked?.[claims.user] ?? 0)) return undefined;
  if (!sameAudience(claims.audience, audienceOf(c, claims.user))) return undefined;
  return { campaign: c, user: claims.user, viewer: viewerOf(c, { id: claims.user, name: '' }), audience: claims.audience, expires: claims.expires };
}

/** The address a token opens: the page's address with the token, which the page exchanges for a cookie at once. */
export function linkUrl(links: Pick<WebLinks, 'publicUrl'>, campaignId: string, token: string): string {
  return `${links.publicUrl}/w/${campaignId}/?t=${token}`;
}

/** Where a campaign's page lives on the server (the cookie's path). */
export function pagePath(campaignId: string): string {
  return `/w/${campaignId}/`;
}
