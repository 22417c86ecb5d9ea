/**
 * Arrays frozen in production by being noted here rather than by `Object.freeze`: on Node 20 a frozen
 * (or sealed, or non-extensible) array falls off V8's fast paths, so `filter`, `some`, `find`,
 * `forEach` and `slice` on it cost about 25 ns an element instead of 1–2 (5 µs for a 200-stand list,
 * and a command walks the stands a dozen times). Under the tests (`VITEST`) arrays are frozen for
 * real as well, so a rule that changed a stored list in place throws there; `SITREP_FREEZE_ARRAYS=1`
 * does the same anywhere, `0` turns it off under the tests (`test/core/arrays-unfrozen.test.ts`).
 */
const settledArrays = new WeakSet<readonly unknown[]>();
const reallyFreezeArrays = process.env['SITREP_FREEZE_ARRAYS'] === '1' || (process.env['VITEST'] !== undefined && process.env['SITREP_FREEZE_ARRAYS'] !== '0');

/** Whether a value is frozen, an array by `freezeArray` or `deepFreeze` as well as by `Object.freeze`. */
export function isFrozen(value: object): boolean {
  return Array.isArray(value) ? settledArrays.has(value) || Object.isFrozen(value) : Object.isFrozen(value);
}

/** Freezes an array itself (not what it holds): `Object.freeze` under the tests, noted as frozen otherwise. */
export function freezeArray<T extends readonly unknown[]>(list: T): T {
  if (reallyFreezeArrays) Object.freeze(list);
  settledArrays.add(list);
  return list;
}

/**
 * Freezes a JSON value and everything in it, stopping at parts already frozen: a game that shares most
 * of itself with the one before costs only its new parts. The store keeps loaded games between
 * commands, so a rule that changed one in place would change what the next command reads; frozen, it
 * throws instead (an array under the tests: see `freezeArray`).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || isFrozen(value)) return value;
  // Walked without copying its values out (Object.values): a list of two hundred frozen stands costs two hundred checks.
  if (Array.isArray(value)) {
    freezeArray(value);
    for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  } else {
    Object.freeze(value);
    for (const k in value) if (Object.hasOwn(value, k)) deepFreeze((value as Record<string, unknown>)[k]);
  }
  return value;
}
