import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import { hexOf, type LnlState } from './state.js';
import { isSmc, type Unit } from './units.js';
import { checkStacking, type StackingProblem, type StackingUnit } from './vehicle-tables.js';

/** How a counter counts for stacking: weapons, passengers and helicopters do not (Stacking 1.3). */
function stackingUnit(u: Unit): StackingUnit | undefined {
  if (u.aboard || u.carriedBy || u.kind === 'support-weapon' || u.kind === 'helicopter') return undefined;
  if (isSmc(u.kind)) return { kind: 'smc' };
  if (u.kind === 'vehicle') return { kind: 'vehicle' };
  return { kind: u.kind, ...(u.mounted ? { mounted: true } : {}), ...(u.atgm ? { atgm: true } : {}) };
}

/**
 * The stacking problems `side` would have in `hex` with `arriving` added (LnL player aid, Stacking
 * 1.3: 3 squads or equivalent, two vehicles — a wreck counting as one — and two SMCs per side).
 */
export function stackingProblems(state: LnlState, hex: HexCoord, side: string, arriving: readonly Unit[]): StackingProblem[] {
  const ids = new Set(arriving.map((u) => u.id));
  const there = state.units.filter((u) => u.status !== 'eliminated' && u.status !== 'destroyed' && u.side === side && !ids.has(u.id) && sameHex(hexOf(state, u) ?? { col: -1, row: -1 }, hex));
  const wrecks = state.hexMarkers.filter((m) => m.kind === 'wreck' && sameHex(m.at, hex)).map((): StackingUnit => ({ kind: 'wreck' }));
  const units = [...there, ...arriving].flatMap((u) => {
    const s = stackingUnit(u);
    return s ? [s] : [];
  });
  return checkStacking([...units, ...wrecks]);
}

/** Every hex where `side` is over the stacking limits, with its first problem. */
export function overstackedHexes(state: LnlState, side: string): { hex: HexCoord; problem: StackingProblem }[] {
  const seen: HexCoord[] = [];
  const out: { hex: HexCoord; problem: StackingProblem }[] = [];
  for (const u of state.units) {
    const at = u.side === side ? u.at : undefined;
    if (!at || seen.some((h) => sameHex(h, at))) continue;
    seen.push(at);
    const problem = stackingProblems(state, at, side, [])[0];
    if (problem) out.push({ hex: at, problem });
  }
  return out;
}
