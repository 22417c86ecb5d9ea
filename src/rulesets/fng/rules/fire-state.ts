/**
 * Structures set alight (`FngGame.fires`, rules/order-fire-building.ts): the work done lighting one
 * (a full activation per point of DV, L1038) and, once it burns, the turn it caught; its DV then falls
 * by one each turn (L1041), read from the turn rather than kept.
 */
export interface StructureFire {
  /** The feature's name. */
  readonly feature: string;
  readonly originalDv: number;
  /** Activations of work needed, and done so far. */
  readonly needed: number;
  readonly done: number;
  /** The turn it caught fire; absent while it is still being lit. */
  readonly since?: number;
}

/** A structure's fire, if any, and its DV now (it falls one a turn from the turn it caught, L1041). */
export function fireOf(g: { readonly fires?: readonly StructureFire[]; readonly turn: number }, feature: string): (StructureFire & { readonly dv: number; readonly burning: boolean }) | undefined {
  const f = (g.fires ?? []).find((x) => x.feature === feature);
  if (!f) return undefined;
  const burning = f.since !== undefined;
  return { ...f, burning, dv: burning ? Math.max(0, f.originalDv - (g.turn - f.since!)) : f.originalDv };
}
