import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { LnlState } from './state.js';
import { isSmc, type Unit } from './units.js';
import { swFire, type NonCarryingSmc, type PortageUnit, type SwError, type SwFire } from './vehicle-tables.js';
import { sameName } from '../../../../core/same-name.js';

export type SwUsageError = SwError | 'lnl/sw-not-carried' | 'lnl/sw-carrier-not-firing';


const NON_CARRYING: Partial<Record<Unit['kind'], NonCarryingSmc>> = { medic: 'medic', sniper: 'sniper', 'armor-leader': 'armor-leader' };

/**
 * The Portage table's row for a carrier. A weapon team is not in the table; we read it as a crew
 * (one SW, IFP forfeit). Vehicles and helicopters carry no SW (the roster refuses it).
 */
function portageOf(u: Unit): { unit: PortageUnit; smcKind?: NonCarryingSmc } | undefined {
  if (u.mounted === true && (u.kind === 'squad' || u.kind === 'half-squad')) return { unit: u.kind === 'squad' ? 'mounted-squad' : 'mounted-half-squad' };
  if (u.kind === 'squad' || u.kind === 'half-squad' || u.kind === 'crew') return { unit: u.kind };
  if (u.kind === 'weapon-team') return { unit: 'crew' };
  if (isSmc(u.kind)) {
    const smcKind = NON_CARRYING[u.kind];
    return smcKind ? { unit: 'smc', smcKind } : { unit: 'smc' };
  }
  return undefined;
}

/** The carrier's other support weapons already marked Fired this turn (an ordnance SW fires apart, 1.6.4). */
function firedBefore(state: LnlState, carrier: Unit, now: readonly Unit[]): number {
  return state.units.filter((w) => w.kind === 'support-weapon' && w.carriedBy !== undefined && sameName(w.carriedBy, carrier.id) && w.markers.includes('fired') && !now.some((n) => sameName(n.id, w.id))).length;
}

/** One support weapon in a fire order, with the FP it adds after the Portage table. */
export interface SwInOrder {
  readonly weapon: Unit;
  readonly carrier: string;
  readonly firepower: number;
  readonly rule: SwFire;
  /** A second SMC fires it with its carrier at full FP. */
  readonly helper?: string;
}

export interface FireGroupUsage {
  /** Units firing their IFP, in the order's order. */
  readonly ifp: readonly Unit[];
  readonly weapons: readonly SwInOrder[];
  /** Units in the order that fire a SW instead of their IFP (Portage table: "forfeit IFP"). */
  readonly forfeited: readonly string[];
}

function checkCarrier(carrier: Unit, weapon: Unit, firing: number, twoSmcs: boolean): RuleResult<SwFire, SwUsageError> {
  const row = portageOf(carrier);
  if (!row) return fail('lnl/sw-not-allowed', { unit: carrier.id });
  const r = swFire({
    unit: row.unit,
    swFirepower: weapon.firepower,
    firing,
    ...(weapon.ordnance ? { ordnance: true } : {}),
    ...(row.smcKind ? { smcKind: row.smcKind } : {}),
    ...(twoSmcs ? { twoSmcs: true } : {}),
  });
  return r.ok ? r : fail(r.code, { ...r.params, unit: carrier.id, weapon: weapon.id });
}

/**
 * Who fires what in a DFT fire order (LnL player aid, Support Weapon Portage and Usage 1.6): every
 * SW must be carried by a unit of the same order; a squad fires one SW and its IFP, or two and
 * forfeits its IFP; a half-squad, crew or weapon team fires one and forfeits its IFP; an SMC fires
 * one at half its FP rounded up, or with a second SMC of the order at full FP (both forfeit their
 * IFP — our reading); medics, snipers and armor leaders fire none; mounted units only as motorcycles,
 * which the roster cannot say, so never. SWs the carrier fired earlier this turn (ordnance) count
 * towards its limit.
 */
export function fireGroupUsage(state: LnlState, firers: readonly Unit[]): RuleResult<FireGroupUsage, SwUsageError> {
  const weapons = firers.filter((f) => f.kind === 'support-weapon');
  const units = firers.filter((f) => f.kind !== 'support-weapon');
  for (const w of weapons) {
    if (w.carriedBy === undefined) return fail('lnl/sw-not-carried', { unit: w.id });
    if (!units.some((u) => sameName(u.id, w.carriedBy!))) return fail('lnl/sw-carrier-not-firing', { unit: w.id, carrier: w.carriedBy });
  }
  const forfeited = new Set<string>();
  const used: SwInOrder[] = [];
  const carriers = units.filter((u) => weapons.some((w) => sameName(w.carriedBy!, u.id)));
  const helpers = units.filter((u) => isSmc(u.kind) && !carriers.includes(u) && portageOf(u)?.smcKind === undefined);
  for (const carrier of carriers) {
    const mine = weapons.filter((w) => sameName(w.carriedBy!, carrier.id));
    const firing = mine.length + firedBefore(state, carrier, mine);
    const helper = isSmc(carrier.kind) && mine.length === 1 ? helpers.shift() : undefined;
    for (const w of mine) {
      const r = checkCarrier(carrier, w, firing, helper !== undefined);
      if (!r.ok) return r;
      if (r.value.forfeitIfp) forfeited.add(carrier.id);
      if (helper) forfeited.add(helper.id);
      used.push({ weapon: w, carrier: carrier.id, firepower: r.value.firepower, rule: r.value, ...(helper ? { helper: helper.id } : {}) });
    }
  }
  return ok({ ifp: units.filter((u) => !forfeited.has(u.id)), weapons: used, forfeited: [...forfeited] });
}

/**
 * Whether a carrier may fire this ordnance SW now (1.6, 1.6.4, Fire Combat: "Ordnance Support Weapons
 * fire separately"): the Portage table with the SWs it has already fired this turn; `forfeitIfp`
 * says the shot costs the carrier its IFP this turn, so it is refused when that IFP was already fired
 * and the carrier is marked Fired after it.
 */
export function ordnanceSwUsage(state: LnlState, carrier: Unit, weapon: Unit): RuleResult<SwFire, SwUsageError | 'lnl/already-fired'> {
  const firing = 1 + firedBefore(state, carrier, [weapon]);
  const r = checkCarrier(carrier, weapon, firing, false);
  if (!r.ok) return r;
  if (r.value.forfeitIfp && carrier.markers.includes('fired')) return fail('lnl/already-fired', { unit: carrier.id });
  return r;
}
