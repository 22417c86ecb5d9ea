/**
 * Structures set alight (`FngGame.fires`, rules/terrain/moves/order-fire-building.ts, rules/terrain/moves/fire-turn.ts): the work
 * done lighting one (a full activation per point of DV, L1038) and, once it burns, the turn it caught;
 * its DV then falls by one each turn (L1041), read from the turn rather than kept, until it burns out.
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
  /** The turn at whose end it was down to DV 0 (L1041, L1054): it burns no more. */
  readonly out?: number;
  /** The structure it caught from, when the fire spread to it (L1041). */
  readonly from?: string;
  /** Who tested In a Fire in it this turn (L1043): the rest test at the turn's end. */
  readonly tested?: { readonly turn: number; readonly figures: readonly string[] };
}

/** A structure's fire, if any, and its DV now (it falls one a turn from the turn it caught, L1041). */
export function fireOf(
  g: { readonly fires?: readonly StructureFire[]; readonly turn: number },
  feature: string,
): (StructureFire & { readonly dv: number; readonly burning: boolean; readonly burntOut: boolean }) | undefined {
  const f = (g.fires ?? []).find((x) => x.feature === feature);
  if (!f) return undefined;
  const burntOut = f.out !== undefined;
  const burning = f.since !== undefined && !burntOut;
  const dv = burntOut ? 0 : f.since !== undefined ? Math.max(0, f.originalDv - Math.max(0, g.turn - f.since)) : f.originalDv;
  return { ...f, burning, burntOut, dv };
}
