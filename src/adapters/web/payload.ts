import { createHash } from 'node:crypto';
import type { BoardRenderView } from '../../core/board/view.js';
import type { Viewer } from '../../core/views.js';
import type { PageView, ReplayMoment, ReplayRange } from '../../app/web-page.js';
import { inkOn, sideColour } from '../../render/palette.js';
import { boardSvg } from '../../render/svg.js';

/**
 * The page's JSON, made from a projected page or replay moment field by field: what a browser is
 * sent of a campaign, and nothing else. The board goes as SVG (its map apart, by key) with one card
 * per piece. A page's payload is in parts, each with a tag, and a page says which it holds: it is
 * sent only the parts that changed, and of the log only the entries after those it has — after a
 * roll, a page of the 48×72″ table is sent a log entry, not the table again.
 */
export interface PagePayload {
  /** Names the viewer's whole projection: a page holding this tag is up to date (the live stream carries it). */
  readonly tag: string;
  /** The small fields, as JSON members: `"schema":1,"campaign":…`. */
  readonly head: string;
  readonly board: Part;
  readonly units: Part;
  /** Each log entry as JSON, and the tag of each prefix: `prefix[n]` names the first n entries. */
  readonly log: { readonly entries: readonly string[]; readonly prefix: readonly string[] };
  readonly map?: { readonly key: string; readonly svg: string };
}

interface Part {
  readonly tag: string;
  readonly json: string;
}

/** A replay moment's JSON, and its map apart. */
export interface MomentPayload {
  readonly json: string;
  readonly map?: { readonly key: string; readonly svg: string };
}

/** What a page says it holds (its request's query): the map's key, the board's and units' tags, and its log as `<entries>.<tag>`. */
export interface Held {
  readonly map?: string;
  readonly board?: string;
  readonly units?: string;
  readonly log?: string;
}

/** The payload's format; a page that reads another reloads. */
export const PAYLOAD_SCHEMA = 1;

function boardJson(b: BoardRenderView): { readonly body: Record<string, unknown>; readonly map: { key: string; svg: string } } {
  const svg = boardSvg(b);
  return {
    body: {
      title: b.title,
      audience: b.audience,
      turn: b.turn ?? null,
      initiative: b.initiative ?? null,
      sides: b.sides.map((s) => ({ name: s, colour: sideColour(b.sides, s), ink: inkOn(sideColour(b.sides, s)) })),
      legend: b.legend.map((l) => ({ label: l.label, detail: l.detail, fill: b.styles.areas[l.type]?.fill ?? null })),
      badges: Object.values(b.styles.badges).map((x) => ({ text: x.text, words: x.words, fill: x.fill, ink: x.ink })),
      offMap: b.offMap,
      mapKey: svg.mapKey,
      pieces: svg.pieces,
      cards: svg.cards,
      layout: svg.layout,
    },
    map: { key: svg.mapKey, svg: svg.map },
  };
}

const tagOf = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 16);

const part = (value: unknown): Part => {
  const json = JSON.stringify(value);
  return { json, tag: tagOf(json) };
};

/** Boards drawn lately, by their view's text: most commands leave every board as it was, and a side's players share theirs. */
const drawn = new Map<string, { readonly part: Part; readonly map: { key: string; svg: string } }>();
const DRAWN = 32;

function boardOf(view: BoardRenderView): { readonly part: Part; readonly map: { key: string; svg: string } } {
  const key = tagOf(JSON.stringify(view));
  const hit = drawn.get(key);
  if (hit) {
    drawn.delete(key);
    drawn.set(key, hit);
    return hit;
  }
  const b = boardJson(view);
  const made = { part: part(b.body), map: b.map };
  drawn.set(key, made);
  if (drawn.size > DRAWN) drawn.delete(drawn.keys().next().value!);
  return made;
}

export function pagePayload(page: PageView): PagePayload {
  const board = page.board ? boardOf(page.board) : undefined;
  const head = JSON.stringify({ schema: PAYLOAD_SCHEMA, campaign: page.campaign, audience: page.audience, you: page.you, guide: page.guide }).slice(1, -1);
  const entries = page.log.map((l) => JSON.stringify(l));
  const prefix = [tagOf('')];
  for (const e of entries) prefix.push(tagOf(prefix[prefix.length - 1]! + e));
  const b = board?.part ?? part(null);
  const u = part(page.units);
  return { tag: tagOf([head, b.tag, u.tag, prefix[prefix.length - 1]].join('\u0000')), head, board: b, units: u, log: { entries, prefix }, ...(board ? { map: board.map } : {}) };
}

/**
 * The page's response for what it holds: the parts it lacks, the log after the entries it has (when
 * they are the first entries of the log now), the map when it has another.
 */
export function pageResponse(p: PagePayload, held: Held): string {
  const members = [`"tag":"${p.tag}"`, p.head, `"boardTag":"${p.board.tag}"`, `"unitsTag":"${p.units.tag}"`];
  if (held.board !== p.board.tag) members.push(`"board":${p.board.json}`);
  if (held.units !== p.units.tag) members.push(`"units":${p.units.json}`);
  const [count, tag] = (held.log ?? '').split('.');
  const n = Number(count);
  const from = Number.isSafeInteger(n) && n >= 0 && n < p.log.prefix.length && p.log.prefix[n] === tag ? n : 0;
  members.push(`"log":{"from":${from},"tag":"${p.log.prefix[p.log.entries.length]}","entries":[${p.log.entries.slice(from).join(',')}]}`);
  if (p.map && p.map.key !== held.map) members.push(`"map":${JSON.stringify(p.map.svg)}`);
  return `{${members.join(',')}}`;
}

export function momentPayload(m: ReplayMoment): MomentPayload {
  const board = m.board ? boardJson(m.board) : undefined;
  return { json: JSON.stringify({ schema: PAYLOAD_SCHEMA, k: m.k, of: m.of, at: m.at, log: m.log, board: board?.body ?? null }), ...(board ? { map: board.map } : {}) };
}

/** A viewer's replay: how many moments, and whether it is the full one. */
export function replayRangeJson(r: ReplayRange): string {
  return JSON.stringify({ schema: PAYLOAD_SCHEMA, of: r.of, full: r.full });
}

/** A moment's JSON with the map when the page lacks it (`have` is the key the page holds). */
export function momentResponse(p: MomentPayload, have: string | undefined): string {
  if (!p.map || p.map.key === have) return p.json;
  return `${p.json.slice(0, -1)},"map":${JSON.stringify(p.map.svg)}}`;
}

/** Names a viewer for the payload cache: two requests as the same person, side and role get the same payload. */
export function viewerKey(v: Viewer): string {
  return v.kind === 'public' ? 'public' : `${v.userId}\u0000${v.side ?? ''}\u0000${v.gm}`;
}

/**
 * Payloads made lately, by campaign, its change mark and viewer: a hundred pages of one campaign
 * open as a few viewers cost a few payloads per change, not a hundred. Least recently used go first.
 */
export class PayloadCache<T> {
  private readonly kept = new Map<string, T>();
  constructor(private readonly limit = 256) {}

  /** The payload kept under `key`, made the most recently used. */
  peek(key: string): T | undefined {
    const p = this.kept.get(key);
    if (p !== undefined) {
      this.kept.delete(key);
      this.kept.set(key, p);
    }
    return p;
  }

  put(key: string, p: T): T {
    this.kept.delete(key);
    this.kept.set(key, p);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return p;
  }
}
