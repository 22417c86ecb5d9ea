/**
 * Whether two names a player typed or the game keeps are the same: sides, ids and features are
 * matched without regard to case everywhere (`FRELIMO` is `frelimo`).
 */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
