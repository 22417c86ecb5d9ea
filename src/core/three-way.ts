/**
 * Takes back one change of a JSON value while keeping every change made to it since: `before` → `after`
 * was the change; `current` is the value now. Where `current` still holds what the change wrote, the
 * value from before it comes back; where the change left a part alone, `current` is kept. Objects merge
 * key by key, arrays element by element (elements appended since are kept). Returns undefined when a
 * later change touched what this one wrote, so it cannot be taken back alone.
 */
export function revertChange(current: unknown, before: unknown, after: unknown): { readonly value: unknown } | undefined {
  if (same(before, after)) return { value: current };
  if (same(current, after)) return { value: before };
  if (isRecord(current) && isRecord(before) && isRecord(after)) {
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(current), ...Object.keys(before), ...Object.keys(after)])) {
      const r = revertChange(current[key], before[key], after[key]);
      if (!r) return undefined;
      if (r.value !== undefined) out[key] = r.value;
    }
    return { value: out };
  }
  if (Array.isArray(current) && Array.isArray(before) && Array.isArray(after) && before.length === after.length && current.length >= after.length) {
    const out: unknown[] = [];
    for (let i = 0; i < after.length; i++) {
      const r = revertChange(current[i], before[i], after[i]);
      if (!r) return undefined;
      out.push(r.value);
    }
    return { value: [...out, ...current.slice(after.length)] };
  }
  return undefined;
}

/**
 * The change `before` → `after` cut down to the parts it touched, for `revertChange` to take back later
 * with the same result as from the whole values: a key the change left alone is left out of both, an
 * array element it left alone is null in both. A move that changed one stand of two hundred keeps one.
 */
export function changeOf(before: unknown, after: unknown): { readonly before: unknown; readonly after: unknown } {
  if (same(before, after)) return { before: undefined, after: undefined };
  if (isRecord(before) && isRecord(after)) {
    const b: Record<string, unknown> = {};
    const a: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const c = changeOf(before[key], after[key]);
      if (c.before !== undefined) b[key] = c.before;
      if (c.after !== undefined) a[key] = c.after;
    }
    return { before: b, after: a };
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    const b: unknown[] = [];
    const a: unknown[] = [];
    for (let i = 0; i < after.length; i++) {
      const c = changeOf(before[i], after[i]);
      b.push(c.before === undefined && c.after === undefined ? null : c.before);
      a.push(c.before === undefined && c.after === undefined ? null : c.after);
    }
    return { before: b, after: a };
  }
  return { before, after };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
