import { sameHex, type HexCoord } from '../../../../core/board/hex.js';
import type { Roller } from '../../../../core/dice/roller.js';
import { ok, type RuleResult } from '../../../../core/result.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { indirectFireAttack } from './artillery.js';
import type { HexBombardment } from './bombardment.js';
import { crewProfile, damageChecks, type UnitDamage } from '../combat/damage-checks.js';
import { applyEffect, type AppliedEffect } from '../game/effects.js';
import { fireCheck } from '../map/fire-start.js';
import { ARMOUR_EFFECT, armourAgainstOrdnance, ordnanceVsArmour, type VsArmourResult } from '../ordnance/ordnance.js';
import { sheltered } from '../game/sheltered.js';
import { addHexMarker, unitsAt, type LnlState } from '../game/state.js';
import { tmFrom, type GroundOf } from '../map/target-modifier.js';
import { isLeg } from '../game/units.js';
import { aftermath, type Aftermath } from '../vehicles/vehicle-fate.js';

/** One pass of an air mission over a hex: its cannon (FP) or its bombs (HE). */
export interface AirPass {
  readonly hex: HexCoord;
  readonly weapon: 'cannon' | 'bombs';
  readonly value: number;
  /** The attack on the hex's leg units, when there are any. */
  readonly legs?: HexBombardment;
  readonly vehicles: readonly { readonly vehicle: string; readonly result: VsArmourResult; readonly effect: AppliedEffect; readonly aftermath: Aftermath }[];
}

/**
 * Air support (LnL player aid, Mortar WT, Artillery (off-board) and Aircraft 19.1): each hex of the
 * mission is attacked by the aircraft's cannon FP and its bombs' HE, each used normally against leg
 * units (1d6 + value vs 1d6 + TM, DC for all) and as a penetration value against each vehicle
 * (1d6 + value vs 1d6 + lowest armour — a helicopter's armour factor, 19.2.8 — read as Ordnance vs
 * Armored Vehicle). The leg units attacked are those exposed: passengers inside a closed armoured
 * vehicle share its fate instead. No to-hit roll.
 */
export function airStrike(
  state: LnlState,
  order: { side: string; hexes: readonly HexCoord[]; fp: number; he: number; groundOf: GroundOf },
  roller: Roller,
  rules: HouseRules,
): RuleResult<{ state: LnlState; passes: AirPass[] }> {
  const troops = (st: LnlState, hex: HexCoord) => unitsAt(st, hex).filter((u) => isLeg(u.kind) && !sheltered(st, u));
  for (const hex of order.hexes) {
    if (troops(state, hex).length > 0) {
      const g = order.groundOf(hex);
      if (!g.ok) return g;
    }
  }
  let next = state;
  const passes: AirPass[] = [];
  for (const hex of order.hexes) {
    for (const [weapon, value] of [['cannon', order.fp], ['bombs', order.he]] as const) {
      if (value <= 0) continue;
      let legs: HexBombardment | undefined;
      const legUnits = troops(next, hex);
      if (legUnits.length > 0) {
        const g = order.groundOf(hex);
        if (!g.ok) return g;
        const attack = indirectFireAttack({ source: 'air', fp: value, legTargets: true, terrainTm: g.value.tm, tmFromWallOrHill: g.value.tmFromWallOrHill }, roller);
        let damage: UnitDamage[] = [];
        if (attack.damageCheck !== undefined) {
          const a1 = damageChecks(next, legUnits.filter((u) => u.side !== order.side).map((u) => u.id), attack.damageCheck, 'enemy-fire', roller, rules);
          const a2 = damageChecks(a1.state, legUnits.filter((u) => u.side === order.side).map((u) => u.id), attack.damageCheck, 'other', roller, rules);
          next = a2.state;
          damage = [...a1.results, ...a2.results];
        }
        const fireStart = fireCheck({ flammableHex: g.value.flammable, attackNatural6: attack.natural6 }, roller);
        if (fireStart.checked && fireStart.fireStarts && !next.hexMarkers.some((m) => m.kind === 'fire' && sameHex(m.at, hex))) next = addHexMarker(next, { kind: 'fire', at: hex });
        legs = { hex, fp: value, attack, damage, aftermath: { fates: [], crashes: [] }, fireStart };
      }
      const vehicles: AirPass['vehicles'][number][] = [];
      for (const v of unitsAt(next, hex).filter((u) => (u.kind === 'vehicle' || u.kind === 'helicopter') && u.status !== 'destroyed')) {
        const result = ordnanceVsArmour(
          { penetration: value, armour: armourAgainstOrdnance(v), morale: v.morale, aircraft: v.kind === 'helicopter', alreadyShaken: v.status === 'shaken' },
          roller,
        );
        const applied = applyEffect(next, v.id, ARMOUR_EFFECT[result.outcome], crewProfile(rules));
        if (!applied.ok) throw new Error(`no unit ${v.id}`);
        const fate = aftermath(applied.value.state, [{ unit: v.id, applied: applied.value.applied }], 'oft', roller, rules, tmFrom(order.groundOf));
        next = fate.state;
        vehicles.push({ vehicle: v.id, result, effect: applied.value.applied, aftermath: fate.aftermath });
      }
      if (legs || vehicles.length) passes.push({ hex, weapon, value, ...(legs ? { legs } : {}), vehicles });
    }
  }
  return ok({ state: next, passes });
}
