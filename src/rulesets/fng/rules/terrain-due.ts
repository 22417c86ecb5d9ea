import type { FngGame } from './state.js';

/**
 * Whether the terrain has something to do at the end of the turn now over (rules/turn-end.ts): a
 * structure burning (L1041) or a figure in deep water (L1176). The turn's Activation waits for it.
 */
export function terrainDue(g: FngGame): boolean {
  if (g.turn === 0 || g.acting !== undefined || g.pending || g.mission?.ended || (g.terrainTurn ?? 0) >= g.turn) return false;
  const burning = (g.fires ?? []).some((f) => f.since !== undefined && f.since <= g.turn && f.out === undefined);
  return burning || Object.keys(g.water?.swimmers ?? {}).length > 0;
}
