import { isFrozen } from './deep-freeze.js';
const texts = new WeakMap<object, string>();

/**
 * `JSON.stringify` for plain JSON data, remembering the text of every frozen object and array: a
 * frozen part never changes (`deep-freeze.ts`), so a game saved after one stand of two hundred moved
 * is written from 199 remembered texts and one new one. Gives exactly what `JSON.stringify` gives.
 */
export function frozenJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const known = texts.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((x) => (x === undefined || typeof x === 'function' || typeof x === 'symbol' ? 'null' : frozenJson(x))).join(',')}]`;
  } else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.stringify(value);
  } else {
    const parts: string[] = [];
    for (const [k, x] of Object.entries(value)) {
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      parts.push(`${JSON.stringify(k)}:${frozenJson(x)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  if (isFrozen(value)) texts.set(value, text);
  return text;
}

const canonicalTexts = new WeakMap<object, string>();

/**
 * `frozenJson` with every object's keys in sorted order: the same text for the same data however its
 * keys came to be in their order. A move that clears a field (`{ ...x, k: undefined }`) keeps `k`'s
 * place in the object it makes, and a later move that sets `k` again puts it there; the same game
 * read back from the database has no `k` to keep, and the later move puts `k` last. A digest of the
 * data must not tell those apart (campaign-digest.ts).
 */
export function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const known = canonicalTexts.get(value);
  if (known !== undefined) return known;
  let text: string;
  if (Array.isArray(value)) {
    text = `[${value.map((x) => (x === undefined || typeof x === 'function' || typeof x === 'symbol' ? 'null' : canonicalJson(x))).join(',')}]`;
  } else if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return canonicalJson(JSON.parse(JSON.stringify(value)) as unknown);
  } else {
    const parts: string[] = [];
    for (const k of Object.keys(value).sort()) {
      const x = (value as Record<string, unknown>)[k];
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue;
      parts.push(`${JSON.stringify(k)}:${canonicalJson(x)}`);
    }
    text = `{${parts.join(',')}}`;
  }
  if (isFrozen(value)) canonicalTexts.set(value, text);
  return text;
}
