import { createHash } from 'node:crypto';
import type { BoardRenderView } from '../../core/board/view.js';
import type { Viewer } from '../../core/views.js';
import type { PageView, ReplayMoment } from '../../app/web-page.js';
import { inkOn, sideColour } from '../../render/palette.js';
import { boardSvg } from '../../render/svg.js';

/**
 * The page's JSON, made from a projected page or replay moment field by field: what a browser is
 * sent of a campaign, and nothing else. The board goes as SVG (its map apart, by key, so a page that
 * has the map is sent only the pieces) with one card per piece.
 */
export interface Payload {
  /** The JSON without the map. */
  readonly json: string;
  /** Names the viewer's projection: a page holding this tag is up to date. */
  readonly tag: string;
  readonly map?: { readonly key: string; readonly svg: string };
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
    },
    map: { key: svg.mapKey, svg: svg.map },
  };
}

const tagOf = (json: string): string => createHash('sha256').update(json).digest('base64url').slice(0, 16);

/** A payload's JSON with the map when the page lacks it (`have` is the key the page holds). */
export function withMap(p: Payload, have: string | undefined): string {
  if (!p.map || p.map.key === have) return p.json;
  return `${p.json.slice(0, -1)},"map":${JSON.stringify(p.map.svg)}}`;
}

export function pagePayload(page: PageView): Payload {
  const board = page.board ? boardJson(page.board) : undefined;
  const body = {
    schema: PAYLOAD_SCHEMA,
    campaign: page.campaign,
    audience: page.audience,
    you: page.you,
    guide: page.guide,
    board: board?.body ?? null,
    units: page.units,
    log: page.log,
    replay: page.replay,
  };
  const tag = tagOf(JSON.stringify(body));
  return { json: JSON.stringify({ tag, ...body }), tag, ...(board ? { map: board.map } : {}) };
}

export function momentPayload(m: ReplayMoment): Payload {
  const board = m.board ? boardJson(m.board) : undefined;
  const body = { schema: PAYLOAD_SCHEMA, k: m.k, of: m.of, at: m.at, log: m.log, board: board?.body ?? null };
  const json = JSON.stringify(body);
  return { json, tag: tagOf(json), ...(board ? { map: board.map } : {}) };
}

/** Names a viewer for the payload cache: two requests as the same person, side and role get the same payload. */
export function viewerKey(v: Viewer): string {
  return v.kind === 'public' ? 'public' : `${v.userId}\u0000${v.side ?? ''}\u0000${v.gm}`;
}

/**
 * Payloads made lately, by campaign, its change mark and viewer: a hundred pages of one campaign
 * open as a few viewers cost a few payloads per change, not a hundred. Least recently used go first.
 */
export class PayloadCache {
  private readonly kept = new Map<string, Payload>();
  constructor(private readonly limit = 256) {}

  /** The payload kept under `key`, made the most recently used. */
  peek(key: string): Payload | undefined {
    const p = this.kept.get(key);
    if (p) {
      this.kept.delete(key);
      this.kept.set(key, p);
    }
    return p;
  }

  put(key: string, p: Payload): Payload {
    this.kept.delete(key);
    this.kept.set(key, p);
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value!);
    return p;
  }
}
