import type { FngGame } from './state.js';

/**
 * Whether the turn's end has something to do (rules/turn-end.ts): a structure burning (L1041), a figure
 * in deep water (L1176), what air support left on the table (L1904, L1911), or a mission's clock (its
 * Day Part or its length, L1347, L2204), or a timed charge, below or on the table, due to go off (L784), or civilians on their feet (L1271). The turn's Activation waits for it.
 */
export function terrainDue(g: FngGame): boolean {
  if (g.turn === 0 || g.acting !== undefined || g.pending || g.mission?.ended || (g.terrainTurn ?? 0) >= g.turn) return false;
  const burning = (g.fires ?? []).some((f) => f.since !== undefined && f.since <= g.turn && f.out === undefined);
  const clock = g.mission !== undefined && (g.mission.dayPart !== undefined || g.mission.length !== undefined);
  const timed = (g.underground?.charges ?? []).some((c) => c.fuse !== undefined && c.fuse <= g.turn) || (g.c4 ?? []).some((c) => c.fuse <= g.turn);
  // Civilians on their feet walk at the turn's end (L1271).
  const civilians = (g.civilians?.figures ?? []).some((c) => c.status === 'carry-on');
  return civilians || burning || clock || timed || (g.air?.areas.length ?? 0) > 0 || Object.keys(g.water?.swimmers ?? {}).length > 0;
}
