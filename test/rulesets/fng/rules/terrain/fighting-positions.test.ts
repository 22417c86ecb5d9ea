import { describe, expect, it } from 'vitest';
import type { FngEvent } from '../../../../../src/rulesets/fng/rules/game/events.js';
import { fireOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-fire.js';
import { throwOrder } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-grenade.js';
import { holeAt, safeInHole } from '../../../../../src/rulesets/fng/rules/terrain/fighting-positions.js';
import type { FngFeature } from '../../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

/*
 * Infantry Fighting Positions (L1201–L1210): "Prone figures within these constructs cannot be hit by
 * small arms or blast circle attacks centered outside of their 'hole' up to Impact 3/APR 3, but count
 * as in cover from larger explosions" (L1203). A foxhole 4" square at 20–24, 17–21.
 */
const FOXHOLE: FngFeature = { name: 'Foxhole A', type: 'fighting-position', shape: { kind: 'rect', x: 20, y: 17, width: 4, height: 4, rotation: 0 } };
const TRENCH: FngFeature = { name: 'Trench B', type: 'trench', shape: { kind: 'polyline', points: [{ x: 40, y: 10 }, { x: 40, y: 30 }], width: 1 } };
const JUNGLE: FngFeature = { name: 'Jungle', type: 'double-canopy-jungle', shape: { kind: 'rect', x: 0, y: 0, width: 30, height: 30, rotation: 0 } };
const FEATURES = [JUNGLE, FOXHOLE, TRENCH];
const board = { features: FEATURES, board: { kind: 'tabletop' as const, width: 72, height: 36 } };

describe('the rule (L1203)', () => {
  it('GIVEN a point in a foxhole or a trench THEN that is his hole; in the jungle around it, none', () => {
    expect(holeAt(FEATURES, { x: 22, y: 18 })?.name).toBe('Foxhole A');
    expect(holeAt(FEATURES, { x: 40.3, y: 20 })?.name).toBe('Trench B');
    expect(holeAt(FEATURES, { x: 10, y: 10 })).toBeUndefined();
  });

  it('GIVEN prone in his hole THEN small arms up to Impact 3 / APR 3 cannot reach him, stronger ones can', () => {
    const p = { x: 22, y: 18 };
    expect(safeInHole(FEATURES, p, true, { impact: 2 })).toBe(true);
    expect(safeInHole(FEATURES, p, true, { impact: 3, apr: 3 })).toBe(true);
    expect(safeInHole(FEATURES, p, true, { impact: 5, apr: 2 })).toBe(false); // a .50 HMG
    expect(safeInHole(FEATURES, p, true, { impact: 2, apr: 5 })).toBe(false); // a LAW
  });

  it('GIVEN standing in his hole, or prone outside one THEN the rule does not help him', () => {
    expect(safeInHole(FEATURES, { x: 22, y: 18 }, false, { impact: 2 })).toBe(false);
    expect(safeInHole(FEATURES, { x: 10, y: 10 }, true, { impact: 2 })).toBe(false);
  });

  it('GIVEN a blast THEN it reaches him only when centred inside his own hole', () => {
    const p = { x: 22, y: 18 };
    expect(safeInHole(FEATURES, p, true, { impact: 2, centre: { x: 22, y: 16 } })).toBe(true);
    expect(safeInHole(FEATURES, p, true, { impact: 2, centre: { x: 23, y: 20 } })).toBe(false);
  });
});

describe('applied on the board', () => {
  // Pink stands 6" from the foxhole, both in the jungle, whose 8" of sight he needs (L1166): 16" off he would not see tranh.
  it('GIVEN a VC prone in the foxhole THEN every die of pink\'s M-16 (Impact 2) misses him however high, and he still takes Received Fire', () => {
    const g = table([fig('fwf', 'pink', 22, 12, { rep: 5 }), fig('cf', 'tranh', 22, 18, { prone: true, inCover: true })]);
    const r = unwrap(fireOrder({ ...args(g, 'fwf', Array<number>(40).fill(6)), table: board }, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    const shot = r.events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot')!;
    expect(shot.targets[0]).toMatchObject({ id: 'cf:tranh', dugIn: true });
    expect(shot.result.shots.every((s) => s.result === 'target-missed' && s.reasons.includes('dug-in'))).toBe(true);
    expect(r.events.some((e) => e.kind === 'damage')).toBe(false);
    expect(r.events.some((e) => e.kind === 'reaction' && e.figure === 'cf:tranh')).toBe(true);
  });

  it('GIVEN the same VC standing in the foxhole THEN the 6s hit him (the rule is for the prone)', () => {
    const g = table([fig('fwf', 'pink', 22, 12, { rep: 5 }), fig('cf', 'tranh', 22, 18, { inCover: true })]);
    const r = unwrap(fireOrder({ ...args(g, 'fwf', Array<number>(40).fill(6)), table: board }, { shooter: 'pink', targets: [{ figure: 'tranh' }] }));
    const shot = r.events.find((e): e is Extract<FngEvent, { kind: 'shot' }> => e.kind === 'shot')!;
    expect(shot.targets[0]!.dugIn).toBeUndefined();
    expect(Object.keys(shot.result.hits)).toEqual(['cf:tranh']);
  });

  // Pink at 22,12 throws at a spot: ready 1,1 (ready now), throw 1,1 (lands on the spot). US grenades, no dud test.
  it('GIVEN a grenade landing just outside the foxhole (22,16) THEN the prone VC in it, inside the 5" circle, is out of its reach', () => {
    const g = table([fig('fwf', 'pink', 22, 12), fig('cf', 'tranh', 22, 18, { prone: true, inCover: true })]);
    const r = unwrap(throwOrder({ ...args(g, 'fwf', [1, 1, 1, 1, ...Array<number>(20).fill(3)]), table: board }, { thrower: 'pink', at: { x: 22, y: 16 } }));
    expect(r.events.find((e) => e.kind === 'blast')).toMatchObject({ caught: ['cf:tranh'], impact: 2 });
    expect(r.events).toContainEqual({ kind: 'dug-in', figure: 'cf:tranh', impact: 2 });
    expect(r.events.some((e) => e.kind === 'damage')).toBe(false);
    expect(at(r.game, 'cf', 'tranh').status).not.toBe('obviously-dead');
  });

  it('GIVEN the grenade dropped into the foxhole (22,19) THEN it reaches him: a damage roll', () => {
    const g = table([fig('fwf', 'pink', 22, 14), fig('cf', 'tranh', 22, 18, { prone: true, inCover: true })]);
    const r = unwrap(throwOrder({ ...args(g, 'fwf', [1, 1, 1, 1, ...Array<number>(20).fill(3)]), table: board }, { thrower: 'pink', at: { x: 22, y: 19 } }));
    expect(r.events.some((e) => e.kind === 'dug-in')).toBe(false);
    expect(r.events.some((e) => e.kind === 'damage' && e.figure === 'cf:tranh')).toBe(true);
  });

  it('GIVEN no board loaded THEN nothing is read from terrain: the prone VC takes the blast as before', () => {
    const g = table([fig('fwf', 'pink', 22, 12), fig('cf', 'tranh', 22, 18, { prone: true, inCover: true })]);
    const r = unwrap(throwOrder(args(g, 'fwf', [1, 1, 1, 1, ...Array<number>(20).fill(3)]), { thrower: 'pink', at: { x: 22, y: 16 } }));
    expect(r.events.some((e) => e.kind === 'damage' && e.figure === 'cf:tranh')).toBe(true);
  });
});
