/**
 * Whether two names a player typed or the game keeps are the same: sides, ids and features are
 * matched without regard to case everywhere (`FRELIMO` is `frelimo`). Exactly
 * `a.toLowerCase() === b.toLowerCase()`, without making either lower-case copy in the common case:
 * names are compared against every unit of a game on every command.
 */
export function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  // Lower-casing keeps a string's length except for U+0130 (İ → i̇): without it, other lengths never match.
  if (a.length !== b.length) return (a.includes('\u0130') || b.includes('\u0130')) && a.toLowerCase() === b.toLowerCase();
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Outside ASCII (the Kelvin sign is a k, final sigma, …) the language's own rule decides.
    if (x > 127 || y > 127) return a.toLowerCase() === b.toLowerCase();
    const lx = x | 32;
    if (lx !== (y | 32) || lx < 97 || lx > 122) return false;
  }
  return true;
}
