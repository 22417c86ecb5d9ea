/**
 * Victory Points the players earn during a mission, kept as they are earned (`FngGame.vp`) so the
 * mission's end can total them (Victory Points, p.102). Never projected: a tunnel's Intel holds half
 * the EAL (L1557), which may be sealed.
 */

/** Where the points came from. */
export type VpSource =
  /** Tunnel Success on coming up (L1552–L1557). */
  | 'tunnel-search'
  /** A tunnel section collapsed by a C-4 charge (L1559–L1562). */
  | 'tunnel-section'
  /** A tunnel entrance sealed by a C-4 charge (L1559–L1562). */
  | 'tunnel-seal';

export interface VpAward {
  readonly turn: number;
  readonly source: VpSource;
  readonly vp: number;
  /** The tunnel's entrance, "x,y". */
  readonly where: string;
}

/** The game with points added, when there are any. */
export function awardVp<G extends { readonly vp?: readonly VpAward[] }>(g: G, award: VpAward): G {
  return award.vp === 0 ? g : { ...g, vp: [...(g.vp ?? []), award] };
}
