import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { meleeRound, type MeleeForce, type MeleeRound } from './melee.js';
import { findUnit, hexOf, otherSide, unitsAt, updateUnit, type LnlState } from '../game/state.js';
import { isLeg, leadershipOf, type Unit } from '../game/units.js';

export interface MeleeActionResult {
  readonly hex: HexCoord;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly round: MeleeRound;
}

export type MeleeActionError = 'lnl/no-melee-units' | 'lnl/unknown-unit';

/** A side's melee force in a hex: its leg units, the melee-eligible SWs they carry, its best Good Order leader. */
function forceOf(state: LnlState, units: readonly Unit[]): MeleeForce {
  const ids = new Set(units.map((u) => u.id.toLowerCase()));
  const weapons = state.units.filter((w) => w.kind === 'support-weapon' && w.melee === true && w.carriedBy !== undefined && ids.has(w.carriedBy.toLowerCase()) && w.status === 'good-order');
  const carriersGood = weapons.filter((w) => units.find((u) => u.id.toLowerCase() === w.carriedBy!.toLowerCase())?.status === 'good-order');
  return {
    units: units.map((u) => ({
      id: u.id,
      firepower: u.firepower,
      ...(u.melee ? { meleeBonus: true } : {}),
      ...(u.kind === 'hero' ? { hero: true } : {}),
      ...(u.status === 'shaken' ? { shaken: true } : {}),
    })),
    supportWeapons: carriersGood.map((w) => w.firepower),
    leaderLm: Math.max(0, ...units.filter((u) => u.kind === 'leader').map(leadershipOf)),
  };
}

/**
 * A melee in one hex (LnL player aid, Melee Summary 8.0): the attacking side's units there against
 * the defenders it chooses (all of them by default); both sides roll before losses are removed.
 * Whether a Shaken defender falls at once is judged on all of its side's leg units in the hex, chosen
 * or not (DCT, Shaken). Vehicles and passengers aboard take no part.
 */
export function meleeAction(state: LnlState, side: string, hex: HexCoord, chosen: readonly string[] | undefined, roller: Roller): RuleResult<{ state: LnlState; result: MeleeActionResult }, string> {
  const fighters = (s: string) => unitsAt(state, hex, s).filter((u) => isLeg(u.kind) && !u.aboard);
  const attackers = fighters(side);
  let defenders = fighters(otherSide(state, side));
  if (chosen) {
    const picked: Unit[] = [];
    for (const id of chosen) {
      const d = findUnit(state, id);
      if (!d || !defenders.includes(d)) return fail('lnl/unit-not-in-hex', { unit: id });
      picked.push(d);
    }
    defenders = picked;
  }
  if (attackers.length === 0 || defenders.length === 0) return fail('lnl/no-melee-units');
  // Defenders the attacker did not choose still count as melee-eligible friends for a Shaken defender (DCT, Shaken).
  const others = forceOf(state, fighters(otherSide(state, side)).filter((u) => !defenders.includes(u))).units;
  const round = meleeRound(forceOf(state, attackers), { ...forceOf(state, defenders), others }, roller);
  if (!round.ok) return round;
  let next = state;
  for (const id of round.value.eliminated) next = updateUnit(next, id, (u) => ({ ...u, status: 'eliminated' }));
  // Weapons of the fallen stay in the hex (3.0 step 5 lets the living pick them up).
  next = {
    ...next,
    units: next.units.map((w) => {
      const carrier = w.carriedBy === undefined ? undefined : findUnit(next, w.carriedBy);
      if (!carrier || carrier.status !== 'eliminated' || !sameHex(hexOf(state, carrier) ?? { col: -1, row: -1 }, hex)) return w;
      const { carriedBy: _c, ...rest } = w;
      return { ...rest, at: hex };
    }),
  };
  return ok({ state: next, result: { hex, attackers: attackers.map((u) => u.id), defenders: defenders.map((u) => u.id), round: round.value } });
}
