import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../../src/core/views.js';
import { eventsText } from '../../../../../../src/rulesets/fng/play/texts.js';
import { swimOrder } from '../../../../../../src/rulesets/fng/rules/terrain/moves/order-water.js';
import type { FngFeature } from '../../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { terrainDue } from '../../../../../../src/rulesets/fng/rules/game/terrain-due.js';
import { terrainTurnEnd } from '../../../../../../src/rulesets/fng/rules/turn-end.js';
import { viewFng } from '../../../../../../src/rulesets/fng/rules/view.js';
import { carry, flowOf } from '../../../../../../src/rulesets/fng/rules/terrain/water-flow.js';
import type { Swimmer, WaterKnown } from '../../../../../../src/rulesets/fng/rules/terrain/water-state.js';
import { countFaces, expectCode, unwrap } from '../../../../../helpers/rules.js';
import { args, at, fig, table } from '../../../helpers/table.js';

/** A stream drawn north to south (it flows that way by default), and a river flowing north by its field. */
const STREAM: FngFeature = { name: 'Song Be', type: 'stream', shape: { kind: 'polyline', points: [{ x: 50, y: 0 }, { x: 50, y: 36 }], width: 6 } };
const RIVER: FngFeature = { name: 'Dong Nai', type: 'river', shape: { kind: 'rect', x: 10, y: 0, width: 10, height: 36, rotation: 0 }, downstream: 'north' };
const TABLE = { features: [STREAM, RIVER], board: { kind: 'tabletop', width: 60, height: 36 } } as never;

const deep = (feature: string, x: number, y: number) => ({ feature, at: { x, y }, depth: 3 as const });

/** Turn `turn` over (both sides done), these figures, this water. */
function over(figures: TableFigure[], water: Partial<WaterKnown>, turn = 2, more: Partial<FngGame> = {}): FngGame {
  const { acting: _a, ...g } = table(figures, { turn, done: ['fwf', 'cf'], water: { currents: { 'Song Be': 2, 'Dong Nai': 1 }, depths: [deep('Song Be', 50, 18), deep('Dong Nai', 12, 18)], trouble: {}, ...water }, ...more });
  return g;
}
const swimmer = (feature: string, s: Partial<Swimmer> = {}): Swimmer => ({ feature, since: 1, tested: 2, ...s });

const end = (g: FngGame, faces: number[], overrides = {}) => {
  const a = args(g, 'fwf', faces, overrides);
  return { r: terrainTurnEnd(g, { roller: a.roller, rules: a.rules, now: a.now, table: TABLE }), roller: a.roller };
};

describe('FNG water at the turn\'s end: the current (L1176)', () => {
  it.each([1, 2, 3] as const)('GIVEN current %i THEN a swimmer who swam this turn is carried that many inches downstream, pass or fail', (current) => {
    const g = over([fig('fwf', 'pink', 50, 10)], { currents: { 'Song Be': current }, swimmers: { 'fwf:pink': swimmer('Song Be') } });
    expect(terrainDue(g)).toBe(true);
    const { r, roller } = end(g, []);
    expect(roller.remaining).toBe(0);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 50, y: 10 + current });
    expect(r.events).toEqual([{ kind: 'current', figure: 'fwf:pink', water: 'Song Be', from: { x: 50, y: 10 }, to: { x: 50, y: 10 + current }, inches: current, current, downstream: 'south' }]);
    expect(r.game.water!.swimmers!['fwf:pink']).toBeDefined();
  });

  it('GIVEN a river whose field says it flows north THEN he is carried north; without the field a tall area flows south, a wide one east', () => {
    const { r } = end(over([fig('fwf', 'pink', 12, 10)], { swimmers: { 'fwf:pink': swimmer('Dong Nai') } }), []);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 12, y: 9 });
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('The current (1) carries **pink** 1" downstream in Dong Nai, towards the north, to 12,9 (L1176).');
    expect(flowOf({ shape: RIVER.shape })).toEqual({ downstream: 'south', defaulted: true });
    expect(flowOf({ shape: { kind: 'rect', x: 0, y: 10, width: 60, height: 8, rotation: 0 } })).toEqual({ downstream: 'east', defaulted: true });
    expect(flowOf({ shape: { kind: 'polyline', points: [{ x: 60, y: 5 }, { x: 0, y: 8 }], width: 4 } }).downstream).toBe('west');
  });

  it('GIVEN a bending stream THEN he is carried along its line, keeping his side of it; at its end he stops there', () => {
    const bend = { shape: { kind: 'polyline', points: [{ x: 0, y: 10 }, { x: 10, y: 10 }, { x: 10, y: 20 }], width: 4 } } as const;
    expect(carry(bend, { x: 8, y: 10 }, 3)).toEqual({ to: { x: 10, y: 11 }, inches: 3 });
    expect(carry(bend, { x: 8, y: 9 }, 3)).toEqual({ to: { x: 11, y: 11 }, inches: 3 });
    expect(carry(bend, { x: 10, y: 19 }, 3)).toEqual({ to: { x: 10, y: 20 }, inches: 1 });
    // Drawn the other way round, "south" carries him back along the line towards its first point.
    expect(carry({ ...bend, downstream: 'west' }, { x: 8, y: 10 }, 3).to).toEqual({ x: 5, y: 10 });
  });

  it('GIVEN a wader in depth 2 who did not swim this turn THEN he stands: not carried, no longer a swimmer; one come in this turn waits for his activation', () => {
    const w = { depths: [{ feature: 'Song Be', at: { x: 50, y: 18 }, depth: 2 as const }], swimmers: { 'fwf:pink': swimmer('Song Be', { tested: 1 }), 'fwf:kelly': { feature: 'Song Be', since: 2 } } };
    const { r, roller } = end(over([fig('fwf', 'pink', 50, 10), fig('fwf', 'kelly', 51, 10)], w), []);
    expect(roller.remaining).toBe(0);
    expect(at(r.game, 'fwf', 'pink').at).toEqual({ x: 50, y: 10 });
    expect(r.game.water!.swimmers).toEqual({ 'fwf:kelly': { feature: 'Song Be', since: 2 } });
  });

  it('GIVEN one carried past the stretch whose depth is known THEN the depth there is rolled; in depth 1 he finds his feet', () => {
    const g = over([fig('fwf', 'pink', 50, 29)], { currents: { 'Song Be': 3 }, depths: [deep('Song Be', 50, 18)], swimmers: { 'fwf:pink': swimmer('Song Be') } });
    const { r, roller } = end(g, [1]);
    expect(roller.remaining).toBe(0);
    expect(r.events.map((e) => e.kind)).toEqual(['current', 'water-depth']);
    expect(r.game.water!.depths).toContainEqual({ feature: 'Song Be', at: { x: 50, y: 32 }, depth: 1 });
    expect(r.game.water!.swimmers).toEqual({});
    expect(eventsText(r.events, viewFng(r.game, PUBLIC), 12)).toContain('He finds his feet.');
  });
});

describe('FNG water at the turn\'s end: who must swim, and drowning (L1183–L1195)', () => {
  it('GIVEN one in depth 3 since an earlier turn who took no Swimming test THEN he takes it at the turn\'s end, then the current carries him', () => {
    const g = over([fig('fwf', 'pink', 50, 10)], { swimmers: { 'fwf:pink': swimmer('Song Be', { tested: undefined as never }) } });
    const { r, roller } = end(g, [1, 1]);
    expect(roller.remaining).toBe(0);
    expect(r.events[0]).toMatchObject({ kind: 'swim', turnEnd: true, result: { outcome: 'no-problem', rep: 2 } });
    expect(r.events[1]).toMatchObject({ kind: 'current', to: { x: 50, y: 12 } });
  });

  it('GIVEN one who failed again in Big Trouble this turn and nobody reached THEN he drowns at the turn\'s end', () => {
    const g0 = table([fig('fwf', 'pink', 50, 10)], { turn: 2, water: { currents: { 'Song Be': 2 }, depths: [deep('Song Be', 50, 18)], trouble: { 'fwf:pink': 'big' }, swimmers: { 'fwf:pink': swimmer('Song Be', { tested: 1 }) } } });
    const failed = unwrap(swimOrder({ ...args(g0, 'fwf', [6, 6]), table: TABLE }, { figure: 'pink' })).game;
    const { acting: _a, ...done } = { ...failed, done: ['fwf', 'cf'] as const };
    const { r } = end(done as FngGame, []);
    expect(at(r.game, 'fwf', 'pink').status).toBe('obviously-dead');
    expect(r.events[0]).toEqual({ kind: 'swimmer-distress', figure: 'fwf:pink', water: 'Song Be', why: 'big-trouble', drowns: true });
    expect(r.game.water!.swimmers).toEqual({});
  });

  it('GIVEN a friend swims to him within 1" the same turn THEN he has him: no drowning, and both are carried', () => {
    const g0 = table([fig('fwf', 'pink', 50, 10), fig('fwf', 'kelly', 50, 14)], {
      turn: 2,
      water: { currents: { 'Song Be': 2 }, depths: [deep('Song Be', 50, 18)], trouble: { 'fwf:pink': 'big' }, swimmers: { 'fwf:pink': swimmer('Song Be', { tested: 1 }), 'fwf:kelly': swimmer('Song Be', { tested: 1 }) } },
    });
    const failed = unwrap(swimOrder({ ...args(g0, 'fwf', [6, 6]), table: TABLE }, { figure: 'pink' })).game;
    const reach = unwrap(swimOrder({ ...args(failed, 'fwf', [1, 1]), table: TABLE }, { figure: 'kelly', tow: 'pink' }));
    expect(reach.events[0]).toMatchObject({ kind: 'swim', tow: { figure: 'fwf:pink', reached: true, towing: false, lone: true } });
    expect(reach.game.water!.swimmers!['fwf:pink']).toMatchObject({ helpers: ['fwf:kelly'], reached: 2 });
    const { acting: _a, ...done } = { ...reach.game, done: ['fwf', 'cf'] as const };
    const { r } = end(done as FngGame, []);
    expect(at(r.game, 'fwf', 'pink')).toMatchObject({ status: 'carry-on', at: { x: 50, y: 12 } });
    expect(at(r.game, 'fwf', 'kelly').at).toEqual({ x: 50, y: 12 });
  });

  it('GIVEN one Out of the Fight in the water with nobody to him THEN he stays afloat one turn\'s end and drowns at the second (L1195); house rule 1: at the first', () => {
    const g = over([fig('fwf', 'pink', 50, 10, { status: 'out-of-fight' })], { swimmers: { 'fwf:pink': swimmer('Song Be', { tested: 1 }) } });
    const first = end(g, []).r;
    expect(first.events[0]).toEqual({ kind: 'swimmer-distress', figure: 'fwf:pink', water: 'Song Be', why: 'out-of-fight', drowns: false });
    expect(at(first.game, 'fwf', 'pink')).toMatchObject({ status: 'out-of-fight', at: { x: 50, y: 12 } });
    const { acting: _a, ...next } = { ...first.game, turn: 3, done: ['fwf', 'cf'] as const };
    const second = end(next as FngGame, []).r;
    expect(second.events[0]).toMatchObject({ why: 'out-of-fight', drowns: true });
    expect(at(second.game, 'fwf', 'pink').status).toBe('obviously-dead');
    expect(at(end(g, [], { 'fng.water.oof-drowns-turns': 1 }).r.game, 'fwf', 'pink').status).toBe('obviously-dead');
  });
});

describe('FNG water: aiding other swimmers (L1197)', () => {
  const towing = (faces: number[], to = { x: 50, y: 20 }, helpers = ['fwf:kelly'], x = 50) => {
    const g = table([fig('fwf', 'pink', x, 10, { status: 'out-of-fight' }), fig('fwf', 'kelly', x, 10), fig('fwf', 'able', 51, 10)], {
      turn: 2,
      water: { currents: { 'Song Be': 2 }, depths: [deep('Song Be', 50, 18)], trouble: {}, swimmers: { 'fwf:pink': swimmer('Song Be', { tested: 1, helpers }), 'fwf:kelly': swimmer('Song Be', { tested: 1 }), 'fwf:able': swimmer('Song Be', { tested: 1 }) } },
    });
    const a = { ...args(g, 'fwf', faces), table: TABLE };
    return { r: swimOrder(a, { figure: 'kelly', to, tow: 'pink' }), a };
  };

  it('GIVEN a lone rescuer towing THEN −1 REP (REP 4 − current 2 − 1 = 1) and half his swim: 3", the casualty with him', () => {
    const { r, a } = towing([1, 1]);
    const v = unwrap(r);
    expect(a.roller.remaining).toBe(0);
    expect(v.events[0]).toMatchObject({ kind: 'swim', result: { rep: 1, passes: 2, swimInches: 6 }, to: { x: 50, y: 13 }, tow: { towing: true, lone: true } });
    expect(at(v.game, 'fwf', 'pink').at).toEqual({ x: 50, y: 13 });
    expect(eventsText(v.events, viewFng(v.game, PUBLIC), 12)).toContain('vs REP − current 2 − 1 towing alone = 1');
  });

  it('GIVEN two helpers THEN no −1; a lone tower REP 4 in current 2 swims with no problem on 1 of 36', () => {
    expect(unwrap(towing([1, 1], undefined, ['fwf:kelly', 'fwf:able']).r).events[0]).toMatchObject({ result: { rep: 2 } });
    expect(countFaces(2, (f) => {
      const e = unwrap(towing(f).r).events[0]!;
      return e.kind === 'swim' && e.result.outcome === 'no-problem';
    })).toBe(1);
  });

  it('GIVEN the tower reaches the bank THEN both climb out and leave the water', () => {
    const v = unwrap(towing([1, 1], { x: 54, y: 10 }, ['fwf:kelly'], 52).r);
    expect(v.events[0]).toMatchObject({ out: true, to: { x: 54, y: 10 } });
    expect(v.game.water!.swimmers).toEqual({ 'fwf:able': swimmer('Song Be', { tested: 1 }) });
    expect(at(v.game, 'fwf', 'pink').at).toEqual({ x: 54, y: 10 });
    expect(eventsText(v.events, viewFng(v.game, PUBLIC), 12)).toContain('he climbs out at 54,10');
  });

  it('GIVEN one not in distress, a third helper, or one in tow swimming himself THEN refused', () => {
    const g = table([fig('fwf', 'pink', 50, 10), fig('fwf', 'kelly', 50, 12), fig('fwf', 'able', 51, 10), fig('fwf', 'nobles', 49, 10)], {
      turn: 2,
      water: {
        currents: { 'Song Be': 2 },
        depths: [deep('Song Be', 50, 18)],
        trouble: { 'fwf:pink': 'big' },
        swimmers: { 'fwf:pink': swimmer('Song Be', { helpers: ['fwf:able', 'fwf:nobles'] }), 'fwf:kelly': swimmer('Song Be', { tested: 1 }), 'fwf:able': swimmer('Song Be', { tested: 1 }), 'fwf:nobles': swimmer('Song Be', { tested: 1 }) },
      },
    });
    const on = { ...args(g, 'fwf', [1, 1]), table: TABLE };
    expectCode(swimOrder(on, { figure: 'pink', to: { x: 50, y: 20 } }), 'fng/in-tow');
    expectCode(swimOrder(on, { figure: 'kelly', tow: 'pink' }), 'fng/too-many-helpers');
    expectCode(swimOrder(on, { figure: 'pink', tow: 'kelly' }), 'fng/in-tow');
    expectCode(swimOrder(on, { figure: 'able', tow: 'kelly' }), 'fng/not-in-distress');
  });
});
