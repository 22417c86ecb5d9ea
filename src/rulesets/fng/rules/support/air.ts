/**
 * Air support's shared pieces (FNG 2nd Tour, Tac Air p.80–84 and Helicopters p.85–92, seed L1826–L2057;
 * digest §18): its refusals, a pilot's or crewman's REP read off one d6, and the Support Level modifiers
 * the request tables print. The sections are tac-air.ts (Tac Air), anti-aircraft.ts (firing at the
 * aircraft, and the damage it takes), helicopters.ts and air-lists.ts (the FWF lists, p.108–109).
 */

export type Corps = 'I' | 'II' | 'III' | 'IV';

export type AirError =
  | 'fng/invalid-rep'
  | 'fng/invalid-support-level'
  | 'fng/invalid-count'
  | 'fng/invalid-impact';

/** One d6 face → a REP, index 0 for a 1. */
export type RepByDie = readonly [number, number, number, number, number, number];

/** The REP `table` gives for a d6 face. */
export const repFromDie = (table: RepByDie, die: number): number => {
  const rep = table[die - 1];
  if (rep === undefined) throw new Error(`die ${die}`);
  return rep;
};

/** SL modifiers printed on the Airstrike and Gunship Request tables (L1829, L1840, L1966, L1972); SL 5–6 none. */
export const AIR_REQUEST_SL_MODIFIERS: readonly number[] = [-3, -2, -1, -1, 0, 0];
/** Medevac Request prints only SL 1 −1 (L2000–L2002). */
export const MEDEVAC_REQUEST_SL_MODIFIERS: readonly number[] = [-1, 0, 0, 0, 0, 0];
