import { formatHex } from '../../../../core/board/hex.js';
import { withLines } from '../../../../core/json-lines.js';
import { fail, ok } from '../../../../core/result.js';
import { BUILT_IN_ROSTERS } from '../game/built-in-rosters.js';
import { hexIn } from '../game/order-input.js';
import { parseRoster, validateRoster, type UnitSpec } from '../game/roster.js';
import { lnlScenario } from '../map/scenario.js';
import { overstackedHexes } from '../game/stacking.js';
import { addUnits, findUnit, ownUnit, placeUnit, updateUnit } from '../game/state.js';
import type { Unit, UnitMarker, UnitStatus } from '../game/units.js';
import type { LnlOrder } from './order.js';

/** A roster as given: one of the built-in ones by name, or a JSON file. */
export interface RosterInput {
  readonly builtin?: string | undefined;
  readonly file?: { readonly data: Uint8Array } | undefined;
}

/** What a deployed roster brought: its side, name and counters. */
export interface RosterDeployed {
  readonly side: string;
  readonly name: string;
  readonly ids: readonly string[];
}

/**
 * A side deploys its counters from a roster (LnL player aid, Stacking 1.3; Passengers Capacity 16.1):
 * exactly one source; every problem of the roster is refused at once, with its line in the file
 * (`lnl/roster-rejected` carries them as JSON for the words); weapons and rides name only the side's
 * own counters, while the other side's ids are merely taken; a counter the roster places nowhere
 * starts where the scenario puts it; no hex may end up over the stacking limits. Set-up, at any time.
 */
export function rosterOrder(input: RosterInput): LnlOrder<RosterDeployed> {
  return {
    kind: 'setup',
    move: ({ state, side, board }) => {
      if ((input.builtin === undefined) === (input.file === undefined)) return fail('lnl/roster-source');
      const mine = (u: { side: string }) => u.side.toLowerCase() === side.toLowerCase();
      const known = state.units.filter(mine);
      const otherIds = state.units.filter((u) => !mine(u)).map((u) => u.id);
      const text = input.file === undefined ? undefined : new TextDecoder('utf-8', { ignoreBOM: true }).decode(input.file.data);
      const roster = text === undefined ? validateRoster(BUILT_IN_ROSTERS[input.builtin!], known, otherIds) : parseRoster(text, known, otherIds);
      if (!roster.ok) {
        const problems = text === undefined ? roster.problems : withLines(roster.problems, text, 'units');
        return fail('lnl/roster-rejected', { count: problems.length, problems: JSON.stringify(problems) });
      }
      const starts = lnlScenario(board)?.positions ?? [];
      const placed = roster.value.units.map((u): UnitSpec => {
        const start = u.at || u.carriedBy || u.aboard ? undefined : starts.find((p) => p.unit.toLowerCase() === u.id.toLowerCase() && (p.side === undefined || p.side.toLowerCase() === side.toLowerCase()));
        return start ? { ...u, at: start.at } : u;
      });
      const added = addUnits(state, side, placed);
      if (!added.ok) return added;
      const over = overstackedHexes(added.value, side)[0];
      if (over) return fail(over.problem.code, { count: over.problem.count, max: over.problem.max, hex: formatHex(over.hex) });
      return ok({ state: added.value, result: { side, name: roster.value.name, ids: roster.value.units.map((u) => u.id) } });
    },
  };
}

/** Set-up: one of the side's counters goes into a hex, without movement or markers. */
export function unitPlaceOrder(input: { readonly unit: string; readonly at: string }): LnlOrder<{ id: string; at: string }> {
  return {
    kind: 'setup',
    move: ({ state, side }) => {
      const unit = ownUnit(state, side, input.unit);
      if (!unit.ok) return unit;
      const at = hexIn(input.at);
      if (!at.ok) return at;
      const placed = placeUnit(state, unit.value.id, at.value);
      return placed.ok ? ok({ state: placed.value, result: { id: unit.value.id, at: formatHex(at.value) } }) : placed;
    },
  };
}

/** Set-up: one of the side's counters leaves the game entirely, unless a weapon or passenger still names it. */
export function unitRemoveOrder(input: { readonly unit: string }): LnlOrder<string> {
  return {
    kind: 'setup',
    move: ({ state, side }) => {
      const u = findUnit(state, input.unit);
      if (!u) return fail('lnl/unknown-unit', { unit: input.unit });
      if (u.side !== side) return fail('lnl/not-your-unit', { unit: u.id });
      const id = u.id.toLowerCase();
      if (state.units.some((x) => x.carriedBy?.toLowerCase() === id || x.aboard?.vehicle.toLowerCase() === id)) return fail('lnl/unit-in-use', { unit: u.id });
      return ok({ state: { ...state, units: state.units.filter((x) => x !== u) }, result: u.id });
    },
  };
}

/** A correction by hand, as given: what changes on the counter. */
export interface UnitSetInput {
  readonly unit: string;
  readonly status?: UnitStatus | undefined;
  readonly wounded?: boolean | undefined;
  readonly marker?: UnitMarker | undefined;
  readonly clear?: boolean | undefined;
  readonly mode?: 'hover' | 'flying' | undefined;
  readonly buttoned?: boolean | undefined;
}

/**
 * Set-up: a counter corrected by hand, as a player flips one at the table (status, wound, a marker,
 * a helicopter's mode, a vehicle buttoned up); at least one change, and each only on a counter
 * that has it.
 */
export function unitSetOrder(input: UnitSetInput): LnlOrder<Unit> {
  return {
    kind: 'setup',
    move: ({ state, side }) => {
      const u = findUnit(state, input.unit);
      if (!u) return fail('lnl/unknown-unit', { unit: input.unit });
      if (u.side !== side) return fail('lnl/not-your-unit', { unit: u.id });
      if ([input.status, input.wounded, input.marker, input.clear, input.mode, input.buttoned].every((x) => x === undefined)) return fail('lnl/nothing-to-change');
      if (input.mode !== undefined && u.kind !== 'helicopter') return fail('lnl/not-a-helicopter', { unit: u.id });
      if (input.buttoned !== undefined && u.kind !== 'vehicle') return fail('lnl/not-a-vehicle', { unit: u.id });
      const change = (x: Unit): Unit => ({
        ...x,
        ...(input.status === undefined ? {} : { status: input.status }),
        ...(input.wounded === undefined ? {} : { wounded: input.wounded }),
        ...(input.mode === undefined ? {} : { mode: input.mode }),
        ...(input.buttoned === undefined ? {} : { buttoned: input.buttoned }),
        markers: [...(input.clear ? [] : x.markers.filter((m) => m !== input.marker)), ...(input.marker === undefined ? [] : [input.marker])],
      });
      const next = updateUnit(state, u.id, change);
      return ok({ state: next, result: findUnit(next, u.id)! });
    },
  };
}
