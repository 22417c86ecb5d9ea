/**
 * Freezes a JSON value and everything in it, stopping at parts already frozen: a game that shares most
 * of itself with the one before costs only its new parts. The store keeps loaded games between
 * commands, so a rule that changed one in place would change what the next command reads; frozen, it
 * throws instead.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}
