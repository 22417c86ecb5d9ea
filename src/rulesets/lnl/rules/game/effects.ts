import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { addHexMarker, findUnit, freeUnitId, hexOf, updateUnit, type LnlState } from './state.js';
import type { Unit } from './units.js';

/** A result of the Damage Check Table, the OFT or a mines roll, applied to a counter. */
export type UnitEffect = 'no-effect' | 'shaken' | 'casualties' | 'wounded' | 'eliminated' | 'abandoned' | 'destroyed' | 'damaged' | 'immobilized';

/** What happened to the counter, for the report: its new state and anything that follows from it. */
export interface AppliedEffect {
  readonly unit: string;
  readonly effect: UnitEffect;
  /** What it became, when that differs from the effect's name: "shaken half-squad", "abandoned". */
  readonly became: string;
  /** Units this put into play: a half-squad, an abandoning crew. */
  readonly created?: readonly string[];
  /** Checks that follow and that the rules leave to the players or the bot: bail-out, crash. */
  readonly follows?: readonly ('bail-out' | 'passengers-disembark' | 'crash' | 'exit-board')[];
}

/** The crew an abandoned vehicle leaves (Abandoned: "place a Shaken Crew underneath the vehicle"). */
export interface CrewProfile {
  readonly firepower: number;
  readonly range: number;
  readonly morale: number;
}

/**
 * Applies one result to a unit (LnL player aid, DCT result notes: Shaken, Casualties, Wounded,
 * Abandoned, Damaged, Destroyed). A Shaken vehicle that is shaken again is abandoned; a wounded SMC
 * wounded again is eliminated; heroes never shake; a squad's Casualties leave a shaken half-squad;
 * any other MMC's Casualties eliminate it; an abandoned vehicle stays abandoned until destroyed
 * ("It cannot move or fire for the remainder of the scenario"). Support weapons carried by an
 * eliminated unit stay in the hex, uncarried.
 */
export function applyEffect(state: LnlState, unitId: string, effect: UnitEffect, crew: CrewProfile): RuleResult<{ state: LnlState; applied: AppliedEffect }, 'lnl/unknown-unit'> {
  const u = findUnit(state, unitId);
  if (!u) return fail('lnl/unknown-unit', { unit: unitId });
  const done = (next: LnlState, became: string, more: Partial<AppliedEffect> = {}) => ok({ state: next, applied: { unit: u.id, effect, became, ...more } });
  const set = (change: (x: Unit) => Unit) => updateUnit(state, u.id, change);
  const vehicle = u.kind === 'vehicle' || u.kind === 'helicopter';
  // Abandoned "cannot move or fire for the remainder of the scenario": no result revives it or
  // abandons it twice; it may still be destroyed (or immobilized, which changes nothing).
  const stays = effect === 'shaken' || effect === 'abandoned' || effect === 'damaged' || effect === 'casualties' || effect === 'wounded';
  if (vehicle && u.status === 'abandoned' && stays) return done(state, 'still abandoned');
  switch (effect) {
    case 'no-effect':
      return done(state, 'no effect');
    case 'shaken': {
      if (vehicle && u.status === 'shaken') return applyEffect(state, u.id, 'abandoned', crew);
      if (u.kind === 'hero') return done(state, 'unshaken (heroes never shake)');
      return done(set((x) => ({ ...x, status: 'shaken', ...(vehicle ? { buttoned: true } : {}) })), vehicle ? 'shaken and buttoned' : 'shaken');
    }
    case 'casualties': {
      if (u.kind === 'squad') {
        const half = u.halfSquad;
        const next = set((x) => {
          const { halfSquad: _h, ...rest } = x;
          return {
            ...rest,
            kind: 'half-squad',
            name: half?.name ?? `${x.name} (half)`,
            firepower: half?.firepower ?? Math.ceil(x.firepower / 2),
            range: half?.range ?? x.range,
            morale: half?.morale ?? x.morale,
            status: 'shaken',
          };
        });
        return done(next, 'a shaken half-squad');
      }
      return eliminate(state, u, effect);
    }
    case 'wounded': {
      if (u.wounded) return eliminate(state, u, effect, 'eliminated (wounded again)');
      if (u.kind === 'hero') return done(set((x) => ({ ...x, wounded: true })), 'wounded');
      return done(set((x) => ({ ...x, wounded: true, status: 'shaken' })), 'shaken and wounded');
    }
    case 'eliminated':
      return eliminate(state, u, effect);
    case 'abandoned': {
      const crewId = freeUnitId(state, `${u.id} crew`);
      const at = hexOf(state, u);
      let next = set((x) => ({ ...x, status: 'abandoned' }));
      next = {
        ...next,
        units: [
          ...next.units,
          {
            id: crewId,
            side: u.side,
            kind: 'crew',
            name: `${u.name} crew`,
            firepower: crew.firepower,
            range: crew.range,
            morale: crew.morale,
            status: 'shaken',
            wounded: false,
            markers: ['moved'],
            ...(at ? { at } : {}),
          },
        ],
      };
      return done(next, 'abandoned: a shaken crew bails out, marked Moved', { created: [crewId], follows: passengersOf(state, u).length ? ['passengers-disembark'] : [] });
    }
    case 'destroyed': {
      const at = hexOf(state, u);
      let next = set((x) => ({ ...x, status: 'destroyed' }));
      if (at && !next.hexMarkers.some((m) => m.kind === 'wreck' && m.at.col === at.col && m.at.row === at.row)) next = addHexMarker(next, { kind: 'wreck', at });
      const follows: AppliedEffect['follows'] = u.kind === 'helicopter' ? ['crash', 'bail-out'] : ['bail-out'];
      return done(next, u.kind === 'helicopter' ? 'destroyed: it crashes' : 'destroyed: a wreck', { follows });
    }
    case 'damaged':
      return done(set((x) => ({ ...x, status: 'damaged' })), 'damaged: must exit the board, may not unload or fire', { follows: ['exit-board'] });
    case 'immobilized':
      return done(set((x) => ({ ...x, immobilized: true })), 'immobilized');
  }
}

function eliminate(state: LnlState, u: Unit, effect: UnitEffect, became = 'eliminated'): RuleResult<{ state: LnlState; applied: AppliedEffect }, never> {
  const at = hexOf(state, u);
  let next = updateUnit(state, u.id, (x) => ({ ...x, status: 'eliminated' }));
  // Its weapons stay in the hex for others to pick up in a Rally phase (3.0 step 5).
  next = {
    ...next,
    units: next.units.map((x) => {
      if (x.carriedBy?.toLowerCase() !== u.id.toLowerCase()) return x;
      const { carriedBy: _c, ...rest } = x;
      return at ? { ...rest, at } : rest;
    }),
  };
  return ok({ state: next, applied: { unit: u.id, effect, became } });
}

/** Passengers of a vehicle. */
export function passengersOf(state: LnlState, vehicle: Unit): Unit[] {
  return state.units.filter((x) => x.aboard?.vehicle.toLowerCase() === vehicle.id.toLowerCase() && x.status !== 'eliminated');
}

