import type { Dm, Outcome, Post } from './outcome.js';

/**
 * An outcome's parts as the outbox counts them, each with its own delivered bit: the public post, the
 * invoker's private answer, each direct message, the GM's copy. A part is delivered whole or not at all
 * as far as the outbox knows; `src/adapters/discord/delivery.ts` makes each send safe to repeat.
 */
export type OutboxPart =
  | { readonly kind: 'public'; readonly bit: number; readonly post: Post }
  | { readonly kind: 'private'; readonly bit: number; readonly post: Post }
  | { readonly kind: 'dm'; readonly bit: number; readonly index: number; readonly dm: Dm }
  | { readonly kind: 'gm'; readonly bit: number; readonly dm: Dm };

/** SQLite's integers hold 63 bits and ours are doubles: past 52 parts, the rest share the last bit. */
const bit = (k: number): number => 2 ** Math.min(k, 52);

/** The public post's bit and the private answer's; the DMs and the GM's copy follow. */
export const PUBLIC_BIT = bit(0);
export const PRIVATE_BIT = bit(1);

export function outboxParts(o: Outcome): OutboxPart[] {
  const dms = o.dms ?? [];
  return [
    ...(o.public ? [{ kind: 'public' as const, bit: PUBLIC_BIT, post: o.public }] : []),
    ...(o.private ? [{ kind: 'private' as const, bit: PRIVATE_BIT, post: o.private }] : []),
    ...dms.map((dm, index) => ({ kind: 'dm' as const, bit: bit(2 + index), index, dm })),
    ...(o.gm ? [{ kind: 'gm' as const, bit: bit(2 + dms.length), dm: o.gm }] : []),
  ];
}

/** The bits of every part: the outbox row is done when `delivered` holds them all. */
export function allParts(o: Outcome): number {
  let mask = 0;
  for (const p of outboxParts(o)) if (Math.floor(mask / p.bit) % 2 === 0) mask += p.bit;
  return mask;
}

export const hasBit = (mask: number, b: number): boolean => Math.floor(mask / b) % 2 === 1;

/** Whether any post of an outcome carries files (most do not, and plain JSON is several times faster). */
const hasFiles = (o: Outcome): boolean =>
  [o.public, o.private, o.gm?.post, ...(o.dms ?? []).map((d) => d.post)].some((p) => (p?.images?.length ?? 0) + (p?.files?.length ?? 0) > 0);

/** An outcome as outbox text: attachments as base64, boards as the projected views they are. */
export function encodeOutcome(o: Outcome): string {
  if (!hasFiles(o)) return JSON.stringify(o);
  // The holder's own value: a Buffer has turned itself into `{ type, data }` by the time `value` is seen.
  return JSON.stringify(o, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Uint8Array ? { $b64: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') } : value;
  });
}

export function decodeOutcome(text: string): Outcome {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'object' && value !== null && '$b64' in value && typeof (value as { $b64: unknown }).$b64 === 'string'
      ? new Uint8Array(Buffer.from((value as { $b64: string }).$b64, 'base64'))
      : value,
  ) as Outcome;
}
