import type { RolledPart } from '../../../../core/dice/roll-spec.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { AoKind } from '../terrain/area-of-operations.js';
import { sumD6 } from '../figures/dice.js';

/** The five squad missions (L2182–L2255). */
export type MissionType = 'ambush' | 'defense' | 'fight' | 'patrol' | 'recon';

const A = 'ambush';
const D = 'defense';
const F = 'fight';
const P = 'patrol';
const R = 'recon';

/**
 * Mission Type (L1369–L1385; examples L1340, L1385): one column per AO kind, rows 2–12 in order.
 * The same column serves every Corps' AO of that kind.
 */
export const MISSION_TYPE_TABLE = {
  source: 'seed L1379–L1384',
  columns: {
    dmz: [D, R, A, P, A, F, P, P, F, D, P],
    highlands: [F, A, D, P, R, R, P, F, F, D, F],
    coastal: [D, P, R, A, R, P, D, F, D, F, D],
    interior: [F, A, D, R, P, R, P, F, D, P, F],
    'free-fire-zone': [D, A, F, R, F, D, P, A, P, R, F],
    swamp: [F, R, A, P, P, A, R, R, D, P, P],
  },
} as const satisfies { source: string; columns: Record<AoKind, readonly MissionType[]> };

export interface MissionTypeResult {
  readonly mission: MissionType;
  readonly total: number;
  readonly part: RolledPart;
}

/** Determining the Mission (L1369): 2d6 summed, read on the AO's column. */
export function missionType(input: { readonly ao: AoKind }, roller: Roller): MissionTypeResult {
  const { total, part } = sumD6(roller, 2, `mission type ${input.ao}`);
  const mission = MISSION_TYPE_TABLE.columns[input.ao][total - 2];
  if (mission === undefined) throw new Error(`no mission row ${total}`);
  return { mission, total, part };
}
