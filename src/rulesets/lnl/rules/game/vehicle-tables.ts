import { fail, ok, type RuleResult } from '../../../../core/result.js';
import type { Roller } from '../../../../core/dice/roller.js';
import type { Capacity, MoveType } from './units.js';

// Mines vs Vehicles

export type MineResult = 'no-effect' | 'shaken' | 'shaken-immobilized' | 'destroyed';

/** The Mines vs. Vehicles Table by die face (LnL player aid, 21.4.1); Destroyed includes the crew. */
export const MINES_VS_VEHICLES: Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, MineResult>> = {
  1: 'no-effect',
  2: 'shaken',
  3: 'shaken',
  4: 'shaken-immobilized',
  5: 'shaken-immobilized',
  6: 'destroyed',
};

export interface MineAttack {
  readonly die: number;
  readonly result: MineResult;
  /** Destroyed by a mine: the crew dies with the vehicle. */
  readonly crewEliminated: boolean;
}

/** A vehicle entering a mined hex rolls 1d6 on the Mines vs. Vehicles Table (LnL player aid, 21.4.1). */
export function minesVsVehicle(roller: Roller): MineAttack {
  const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'mines').total as 1 | 2 | 3 | 4 | 5 | 6;
  const result = MINES_VS_VEHICLES[die];
  return { die, result, crewEliminated: result === 'destroyed' };
}

// Streams

export type StreamType = 1 | 2 | 3 | 4 | 5;
/** L: leg units; T, O, R: tracked, off-road and road vehicles. */
export type StreamUnitType = 'L' | MoveType;
export type StreamPenalty = number | 'P';

/** Extra MPs to enter a stream hex, P = prohibited (LnL player aid, Streams and Movement Penalty Table 10.5.1). */
export const STREAM_PENALTIES: Readonly<Record<StreamType, Readonly<Record<StreamUnitType, StreamPenalty>>>> = {
  1: { L: 0, T: 0, O: 0, R: 0 },
  2: { L: 1, T: 2, O: 3, R: 4 },
  3: { L: 2, T: 4, O: 6, R: 'P' },
  4: { L: 4, T: 8, O: 'P', R: 'P' },
  5: { L: 'P', T: 'P', O: 'P', R: 'P' },
};

export type StreamError = 'lnl/stream-prohibited' | 'lnl/unknown-stream-type';

/** The movement penalty for a unit type entering a stream of the given type (10.5.1). */
export function streamPenalty(stream: number, unit: StreamUnitType): RuleResult<number, StreamError> {
  if (stream !== 1 && stream !== 2 && stream !== 3 && stream !== 4 && stream !== 5) {
    return fail('lnl/unknown-stream-type', { stream });
  }
  const p = STREAM_PENALTIES[stream][unit];
  return p === 'P' ? fail('lnl/stream-prohibited', { stream, unit }) : ok(p);
}

// Bail-out (16.1.1)

export interface CrewBailOut {
  readonly die: number;
  /** 1: the crew survives in Good Order; 2–6: eliminated. */
  readonly survives: boolean;
}

/** A destroyed vehicle's crew bails out on 1d6: 1 survives in Good Order, 2–6 eliminated (LnL player aid, Bail-out 16.1.1). */
export function crewBailOut(roller: Roller, label = 'bail-out crew'): CrewBailOut {
  const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, label).total;
  return { die, survives: die === 1 };
}

export interface PassengerBailOut {
  readonly die: number;
  readonly result: 'shaken' | 'eliminated';
}

/** A passenger of a destroyed vehicle bails out on 1d6: even Shaken, odd eliminated (LnL player aid, Bail-out 16.1.1). */
export function passengerBailOut(roller: Roller, label = 'bail-out passenger'): PassengerBailOut {
  const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, label).total;
  return { die, result: die % 2 === 0 ? 'shaken' : 'eliminated' };
}

// Fate of Crew and Passengers (15.4, 16.1.1)

export type FateSource = 'dft' | 'oft' | 'close-assault';
export type FateVehicleResult = 'no-effect' | 'shaken' | 'abandoned' | 'destroyed';
export type FateEffect =
  | 'no-effect'
  | 'no-effect-integral'
  | 'moved-shaken-crew'
  | 'bailout'
  | 'oft-crew-roll'
  | 'eliminated'
  | 'damage-check-if-open-or-unarmoured'
  | 'damage-check-shaken-disembark'
  | 'disembark-moved-morale-check'
  | 'damage-check-then-bailout'
  | 'morale-check'
  | 'not-applicable';

export interface FateRow {
  readonly crew: FateEffect;
  readonly insidePassengers: FateEffect;
  readonly outsidePassengers: FateEffect;
}

/**
 * The Fate of Crew and Passengers Table as printed (LnL player aid, 15.4, 16.1.1), by the table that
 * produced the vehicle's result. Close assault only prints No Effect and Destroyed.
 */
export const FATE_OF_CREW_AND_PASSENGERS: Readonly<Record<FateSource, Readonly<Partial<Record<FateVehicleResult, FateRow>>>>> = {
  dft: {
    'no-effect': {
      crew: 'no-effect-integral',
      insidePassengers: 'damage-check-if-open-or-unarmoured',
      outsidePassengers: 'damage-check-shaken-disembark',
    },
    shaken: {
      crew: 'no-effect-integral',
      insidePassengers: 'damage-check-if-open-or-unarmoured',
      outsidePassengers: 'damage-check-shaken-disembark',
    },
    abandoned: {
      crew: 'moved-shaken-crew',
      insidePassengers: 'disembark-moved-morale-check',
      outsidePassengers: 'disembark-moved-morale-check',
    },
    destroyed: { crew: 'bailout', insidePassengers: 'damage-check-then-bailout', outsidePassengers: 'damage-check-then-bailout' },
  },
  oft: {
    'no-effect': { crew: 'no-effect-integral', insidePassengers: 'no-effect', outsidePassengers: 'disembark-moved-morale-check' },
    shaken: { crew: 'no-effect-integral', insidePassengers: 'morale-check', outsidePassengers: 'disembark-moved-morale-check' },
    abandoned: {
      crew: 'moved-shaken-crew',
      insidePassengers: 'disembark-moved-morale-check',
      outsidePassengers: 'disembark-moved-morale-check',
    },
    destroyed: { crew: 'oft-crew-roll', insidePassengers: 'bailout', outsidePassengers: 'bailout' },
  },
  'close-assault': {
    'no-effect': { crew: 'no-effect', insidePassengers: 'no-effect', outsidePassengers: 'not-applicable' },
    destroyed: { crew: 'eliminated', insidePassengers: 'eliminated', outsidePassengers: 'not-applicable' },
  },
};

export type FateError = 'lnl/no-fate-row';

/** The table's row for a vehicle result of a given source (15.4, 16.1.1). */
export function fateOf(source: FateSource, result: FateVehicleResult): RuleResult<FateRow, FateError> {
  const row = FATE_OF_CREW_AND_PASSENGERS[source][result];
  return row ? ok(row) : fail('lnl/no-fate-row', { source, result });
}

export interface OftCrewRoll {
  readonly die: number;
  /** 1: place a Good Order crew marked Moved; 2–6: nothing. */
  readonly crewSurvives: boolean;
}

/** The crew of a vehicle destroyed on the OFT: 1d6, 1 places a Moved Good Order crew, 2–6 nothing (Fate of Crew and Passengers, 15.4). */
export function oftDestroyedCrewRoll(roller: Roller): OftCrewRoll {
  const die = roller.roll({ op: 'sum', n: 1, sides: 6 }, 'crew survival').total;
  return { die, crewSurvives: die === 1 };
}

// Passengers capacity (16.1, 16.2, 19.4)

export interface PassengerLimits {
  /** In half-squads: a squad counts two (Stacking note 1). */
  readonly halfSquads: number;
  readonly supportWeapons: number;
  readonly smcs: number;
}

/** PO & P carry a half-squad, a squad weapon and an SMC; PPO & PP a squad, two squad weapons and two SMCs. */
export const PASSENGER_CAPACITY: Readonly<Record<Capacity, PassengerLimits>> = {
  P: { halfSquads: 1, supportWeapons: 1, smcs: 1 },
  PO: { halfSquads: 1, supportWeapons: 1, smcs: 1 },
  PP: { halfSquads: 2, supportWeapons: 2, smcs: 2 },
  PPO: { halfSquads: 2, supportWeapons: 2, smcs: 2 },
};

/** Capacities whose passengers ride outside, on the vehicle (the O of PO and PPO). */
export const ridesOutside = (c: Capacity): boolean => c === 'PO' || c === 'PPO';

export interface PassengerLoad {
  readonly squads?: number;
  /** Half-squads, crews and weapon teams; each fills a half-squad place. */
  readonly halfSquads?: number;
  readonly supportWeapons?: number;
  readonly smcs?: number;
}

export type PassengerError = 'lnl/too-many-passengers';

/**
 * Checks a load against a vehicle's capacity (LnL player aid, Passengers Capacity 16.1, 16.2, 19.4).
 * We count a squad as two half-squads, as stacking does; a crew or weapon team fills a half-squad's place.
 */
export function checkPassengers(capacity: Capacity, load: PassengerLoad): RuleResult<PassengerLimits, PassengerError> {
  const limits = PASSENGER_CAPACITY[capacity];
  const halfSquads = 2 * (load.squads ?? 0) + (load.halfSquads ?? 0);
  const supportWeapons = load.supportWeapons ?? 0;
  const smcs = load.smcs ?? 0;
  if (halfSquads > limits.halfSquads) return fail('lnl/too-many-passengers', { what: 'infantry', count: halfSquads, max: limits.halfSquads });
  if (supportWeapons > limits.supportWeapons) {
    return fail('lnl/too-many-passengers', { what: 'support-weapons', count: supportWeapons, max: limits.supportWeapons });
  }
  if (smcs > limits.smcs) return fail('lnl/too-many-passengers', { what: 'smcs', count: smcs, max: limits.smcs });
  return ok({ halfSquads, supportWeapons, smcs });
}

// Support weapon portage and usage (1.6)

export type PortageUnit = 'mounted-squad' | 'mounted-half-squad' | 'squad' | 'half-squad' | 'crew' | 'smc';
/** SMCs that may neither carry nor fire a SW (1.6 notes). */
export type NonCarryingSmc = 'medic' | 'corpsman' | 'armor-leader' | 'chaplain' | 'nurse' | 'marksman' | 'sniper';

export interface PortageRow {
  readonly mayCarry: number;
  /** How many SWs it may fire, and whether it keeps its IFP when firing one or two. */
  readonly mayFire: { readonly one: 'with-ifp' | 'forfeit-ifp' | 'half-fp' | 'motorcycle-light-only'; readonly two?: 'forfeit-ifp' };
}

/** The Support Weapon Portage and Usage table (LnL player aid, 1.6). */
export const SW_PORTAGE: Readonly<Record<PortageUnit, PortageRow>> = {
  'mounted-squad': { mayCarry: 2, mayFire: { one: 'motorcycle-light-only' } },
  'mounted-half-squad': { mayCarry: 1, mayFire: { one: 'motorcycle-light-only' } },
  squad: { mayCarry: 2, mayFire: { one: 'with-ifp', two: 'forfeit-ifp' } },
  'half-squad': { mayCarry: 1, mayFire: { one: 'forfeit-ifp' } },
  crew: { mayCarry: 1, mayFire: { one: 'forfeit-ifp' } },
  smc: { mayCarry: 1, mayFire: { one: 'half-fp' } },
};

export interface SwFireInput {
  readonly unit: PortageUnit;
  readonly swFirepower: number;
  /** How many SWs the unit fires this attack (1 or 2). */
  readonly firing?: number;
  readonly ordnance?: boolean;
  /** Mounted units: a motorcycle unit. */
  readonly motorcycle?: boolean;
  /** A second SMC fires the same SW with it: full FP. */
  readonly twoSmcs?: boolean;
  /** The SMC's kind, when it is one of those that cannot use SWs. */
  readonly smcKind?: NonCarryingSmc;
}

export interface SwFire {
  readonly firepower: number;
  /** The unit's own IFP may not be added to this attack. */
  readonly forfeitIfp: boolean;
  /** SMCs firing a SW alone lose 2 MPs. */
  readonly movementPenalty: number;
}

export type SwError = 'lnl/sw-not-allowed' | 'lnl/too-many-sw';

/**
 * What a unit may do with a SW it fires (LnL player aid, Support Weapon Portage and Usage 1.6): a squad
 * fires one SW and its IFP or two and forfeits IFP; a half-squad or crew one and forfeits IFP; an SMC
 * one at half FP rounded up and −2 MPs, or two SMCs at full FP; mounted units fire only a non-ordnance
 * SW of FP 2 or less, and only if motorcycles (6.6.2); medics, snipers and the like never.
 */
export function swFire(input: SwFireInput): RuleResult<SwFire, SwError> {
  const row = SW_PORTAGE[input.unit];
  const firing = input.firing ?? 1;
  if (input.smcKind !== undefined) return fail('lnl/sw-not-allowed', { unit: input.smcKind });
  if (firing > (row.mayFire.two ? 2 : 1)) return fail('lnl/too-many-sw', { unit: input.unit, firing });
  switch (row.mayFire.one) {
    case 'motorcycle-light-only':
      if (input.motorcycle !== true || input.ordnance === true || input.swFirepower > 2) {
        return fail('lnl/sw-not-allowed', { unit: input.unit });
      }
      return ok({ firepower: input.swFirepower, forfeitIfp: false, movementPenalty: 0 });
    case 'with-ifp':
      return ok({ firepower: input.swFirepower, forfeitIfp: firing === 2, movementPenalty: 0 });
    case 'forfeit-ifp':
      return ok({ firepower: input.swFirepower, forfeitIfp: true, movementPenalty: 0 });
    case 'half-fp':
      return input.twoSmcs === true
        ? ok({ firepower: input.swFirepower, forfeitIfp: true, movementPenalty: 0 })
        : ok({ firepower: Math.ceil(input.swFirepower / 2), forfeitIfp: true, movementPenalty: 2 });
  }
}

// Stacking (1.3)

export type StackingKind = 'squad' | 'half-squad' | 'crew' | 'weapon-team' | 'smc' | 'vehicle' | 'wreck';

export interface StackingUnit {
  readonly kind: StackingKind;
  readonly mounted?: boolean;
  readonly atgm?: boolean;
}

export type StackingCode = 'lnl/stacking-squads' | 'lnl/stacking-vehicles' | 'lnl/stacking-wrecks' | 'lnl/stacking-smcs';

export interface StackingProblem {
  readonly code: StackingCode;
  /** What the hex holds and the most it may, in the unit the code names (squads in squad-equivalents). */
  readonly count: number;
  readonly max: number;
}

/** In twelfths of the hex's infantry room: 3 regular squads fill it, or 2 mounted squads. */
const ROOM = 12;
function roomOf(u: StackingUnit): number {
  const regular = u.kind === 'squad' || (u.kind === 'weapon-team' && u.atgm !== true) ? 4 : 2;
  return u.mounted === true ? (regular * 3) / 2 : regular;
}

/**
 * One side's stacking in a hex (LnL player aid, Stacking 1.3): up to 3 regular squads or 2 mounted
 * squads or their equivalent (a squad = 2 half-squads = 2 crews = 2 ATGM WTs = 1 other WT), two
 * vehicles (a wreck counts as one, at most one wreck), two SMCs. Returns every limit broken.
 * Mixing mounted and regular units is our reading: a mounted unit takes 1½ times a regular one's room.
 */
export function checkStacking(units: readonly StackingUnit[]): StackingProblem[] {
  const problems: StackingProblem[] = [];
  const infantry = units.filter((u) => u.kind !== 'smc' && u.kind !== 'vehicle' && u.kind !== 'wreck');
  const room = infantry.reduce((a, u) => a + roomOf(u), 0);
  if (room > ROOM) problems.push({ code: 'lnl/stacking-squads', count: room / 4, max: 3 });
  const vehicles = units.filter((u) => u.kind === 'vehicle' || u.kind === 'wreck').length;
  if (vehicles > 2) problems.push({ code: 'lnl/stacking-vehicles', count: vehicles, max: 2 });
  const wrecks = units.filter((u) => u.kind === 'wreck').length;
  if (wrecks > 1) problems.push({ code: 'lnl/stacking-wrecks', count: wrecks, max: 1 });
  const smcs = units.filter((u) => u.kind === 'smc').length;
  if (smcs > 2) problems.push({ code: 'lnl/stacking-smcs', count: smcs, max: 2 });
  return problems;
}
