import { describe, expect, it } from 'vitest';
import { defenseLine } from '../../../../../../src/rulesets/fng/play/tour/tour-texts.js';
import { defenseOutcome } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-objective.js';
import { entryStretch, waterPartyExit } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-exit.js';
import { PERSONNEL_UNIT } from '../../../../../../src/rulesets/fng/rules/missions/moves/defense-personnel.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { missionResultOrder } from '../../../../../../src/rulesets/fng/rules/tour/moves/order-mission-result.js';
import type { FngEntry, FngScenario } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import type { TourEvent } from '../../../../../../src/rulesets/fng/rules/tour/tour-state.js';
import { unwrap } from '../../../../../helpers/rules.js';
import { args, fig, table } from '../../../helpers/table.js';
import { mission } from '../../../helpers/bot.js';

/*
 * Issue 17, the water party's way out (L2205): "Squad enters from a table edge in a random sector and must
 * travel to the water source. ... The squad must then exit the tabletop via their entry point with the
 * water." Read off the board's entries for the players' side at the mission's end; the players' word
 * where the board records none.
 */

// A 72x36 table: sectors 1–3 on the top row (24" wide each), 4–6 below. The US entered at sector 4's west edge (x 0, y 18–36).
const WEST4: FngEntry = { side: 'US', sector: 4, edge: 'west' };
const board = (entries: readonly FngEntry[]): Pick<FngScenario, 'board' | 'entries'> => ({ board: { kind: 'tabletop', width: 72, height: 36 }, entries });
const trooper = (id: string, x: number, y: number, over: Partial<TableFigure> = {}) => fig('fwf', id, x, y, { unit: PERSONNEL_UNIT, weapon: undefined, ...over });
const water = (figures: TableFigure[], filled = true): FngGame =>
  table([fig('fwf', 'pink', 30, 30), ...figures], {
    turn: 12,
    mission: mission({ type: 'defense', defense: 'water-party', personnel: { woundedAtStart: [] }, canteens: { starts: 3, filled }, objectiveAt: { x: 40, y: 10 } }),
  });

describe('the water party out by its entry point (L2205)', () => {
  it('GIVEN an entry on sector 4\'s west edge THEN its stretch is x 0, y 18–36; north of sector 2 is y 0, x 24–48', () => {
    expect(entryStretch(board([]), WEST4)).toEqual([{ x: 0, y: 18 }, { x: 0, y: 36 }]);
    expect(entryStretch(board([]), { sector: 2, edge: 'north' })).toEqual([{ x: 24, y: 0 }, { x: 48, y: 0 }]);
    expect(entryStretch(board([]), { sector: 6, edge: 'east' })).toEqual([{ x: 72, y: 18 }, { x: 72, y: 36 }]);
    expect(entryStretch(board([]), { sector: 5, edge: 'south' })).toEqual([{ x: 24, y: 36 }, { x: 48, y: 36 }]);
  });

  it('GIVEN both troopers within 1" of the stretch THEN out (the table settled it); one 1.5" in THEN not out, he named; 2" by house rule THEN out', () => {
    const at = water([trooper('obj-1', 1, 20), trooper('obj-2', 0.5, 35)]);
    expect(waterPartyExit(at, board([WEST4]))).toEqual({ settled: 'table', out: true, entry: WEST4 });
    const short = water([trooper('obj-1', 1, 20), trooper('obj-2', 1.5, 35)]);
    expect(waterPartyExit(short, board([WEST4]))).toEqual({ settled: 'table', out: false, away: ['obj-2'] });
    expect(waterPartyExit(short, board([WEST4]), 2)).toMatchObject({ settled: 'table', out: true });
  });

  it('GIVEN the troopers at the west edge but beside sector 1 (y 10), or at another side\'s entry THEN not out', () => {
    const north = water([trooper('obj-1', 0, 10), trooper('obj-2', 0, 12)]);
    expect(waterPartyExit(north, board([WEST4]))).toEqual({ settled: 'table', out: false, away: ['obj-1', 'obj-2'] });
    const theirs = water([trooper('obj-1', 72, 30), trooper('obj-2', 72, 31)]);
    expect(waterPartyExit(theirs, board([WEST4, { side: 'VC', sector: 6, edge: 'east' }]))).toMatchObject({ out: false });
  });

  it('GIVEN one trooper down (he carries no water out) and the other at the edge THEN out; one gone off the table by a Retire THEN not there, not out', () => {
    const one = water([trooper('obj-1', 0, 20), trooper('obj-2', 30, 20, { status: 'out-of-fight' })]);
    expect(waterPartyExit(one, board([WEST4]))).toMatchObject({ settled: 'table', out: true });
    const gone = water([trooper('obj-1', 0, 20), trooper('obj-2', 0, 20, { status: 'left-battlefield' })]);
    expect(waterPartyExit(gone, board([WEST4]))).toMatchObject({ settled: 'table', out: true });
    const retired = water([trooper('obj-1', 0, 20), trooper('obj-2', 20, 20, { status: 'retired' })]);
    expect(waterPartyExit(retired, board([WEST4]))).toEqual({ settled: 'table', out: false, away: ['obj-2'] });
  });

  it('GIVEN no table, or no entry recorded for the players THEN the board cannot settle it: the players\' word', () => {
    const g = water([trooper('obj-1', 0, 20), trooper('obj-2', 0, 20)]);
    expect(waterPartyExit(g, undefined)).toEqual({ settled: 'players' });
    expect(waterPartyExit(g, board([{ side: 'VC', sector: 4, edge: 'west' }]))).toEqual({ settled: 'players' });
  });

  it('GIVEN several entries of the players\' THEN out at any one of them (the board does not say which the squad used)', () => {
    const g = water([trooper('obj-1', 72, 20), trooper('obj-2', 72, 30)]);
    expect(waterPartyExit(g, board([WEST4, { side: 'us', sector: 6, edge: 'east' }]))).toMatchObject({ settled: 'table', out: true, entry: { sector: 6 } });
  });
});

describe('the Defense\'s outcome with the water party\'s exit (L2205, L2215)', () => {
  const out = water([trooper('obj-1', 0, 20), trooper('obj-2', 0, 30)]);
  const away = water([trooper('obj-1', 20, 20), trooper('obj-2', 0, 30)]);

  it('GIVEN the board records the entry: out THEN the mark decides (held clear), exit read off the table; not out THEN lost, whatever the players say', () => {
    expect(unwrap(defenseOutcome(out, undefined, { table: board([WEST4]) }))).toEqual({ outcome: 'held-clear', why: 'clear', near: [], exit: 'table' });
    expect(unwrap(defenseOutcome(away, undefined, { table: board([WEST4]) }))).toEqual({ outcome: 'lost', why: 'not-exited', near: [], exit: 'table' });
    expect(unwrap(defenseOutcome(away, 'held-clear', { table: board([WEST4]) }))).toMatchObject({ outcome: 'lost', why: 'not-exited' });
    expect(unwrap(defenseOutcome(away, undefined, { table: board([WEST4]), exitInches: 0 }))).toMatchObject({ outcome: 'lost' });
  });

  it('GIVEN the board records no entry THEN the players\' word: objective:lost loses it, else the mark decides, exit the players\' own', () => {
    expect(unwrap(defenseOutcome(away, undefined, { table: board([]) }))).toEqual({ outcome: 'held-clear', why: 'clear', near: [], exit: 'players' });
    expect(unwrap(defenseOutcome(away, 'lost', { table: board([]) }))).toEqual({ outcome: 'lost', why: 'said-lost', near: [] });
    expect(unwrap(defenseOutcome(away, undefined))).toMatchObject({ exit: 'players' });
  });

  it('GIVEN the canteens unfilled THEN lost for that first, the exit not read', () => {
    const dry = water([trooper('obj-1', 0, 20), trooper('obj-2', 0, 30)], false);
    expect(unwrap(defenseOutcome(dry, undefined, { table: board([WEST4]) }))).toEqual({ outcome: 'lost', why: 'canteens-unfilled', near: [] });
  });

  it('GIVEN the mission ended by /fng-mission end on a table with the entry THEN its result says which applied, and the house rule is read', () => {
    const end = (g: FngGame, entries: readonly FngEntry[], overrides = {}) => {
      const a = { ...args(g, 'fwf', [5, 5, 5], overrides), table: { ...board(entries), features: [] }, gm: false };
      const r = unwrap(missionResultOrder(a, {}));
      return r.events.flatMap((e: FngEvent) => (e.kind === 'tour' ? [e.event] : [])).find((e): e is Extract<TourEvent, { kind: 'mission-result' }> => e.kind === 'mission-result')!;
    };
    expect(end(out, [WEST4]).defense).toEqual({ outcome: 'held-clear', why: 'clear', exit: 'table' });
    expect(end(away, [WEST4]).defense).toEqual({ outcome: 'lost', why: 'not-exited', exit: 'table' });
    expect(end(away, [WEST4], { 'fng.defense.exit-inches': 6 }).defense).toMatchObject({ outcome: 'lost' });
    expect(end(water([trooper('obj-1', 5, 20), trooper('obj-2', 0, 30)]), [WEST4], { 'fng.defense.exit-inches': 6 }).defense).toMatchObject({ outcome: 'held-clear', exit: 'table' });
    expect(end(away, []).defense).toEqual({ outcome: 'held-clear', why: 'clear', exit: 'players' });
  });

  it('GIVEN each reading THEN the result line says it', () => {
    expect(defenseLine({ outcome: 'held-clear', why: 'clear', exit: 'table' })).toBe(
      '🛡️ The Defense\'s objective (L2205, L2213, L2215): **held and clear** — no enemy within 6" of it. The water party got out by the squad\'s entry point with the water (read off the table).',
    );
    expect(defenseLine({ outcome: 'lost', why: 'not-exited', exit: 'table' })).toBe(
      '🛡️ The Defense\'s objective (L2205, L2213, L2215): **lost** — the water party did not get out by the squad\'s entry point with the water (read off the table).',
    );
    expect(defenseLine({ outcome: 'held', why: 'enemy-near', exit: 'players' })).toContain('the board could not say (no entry recorded for your side): your word stands.');
  });
});
