import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../../src/core/views.js';
import { bearing, faceMoved } from '../../../../../src/rulesets/fng/rules/figures/facing.js';
import { moveFigures } from '../../../../../src/rulesets/fng/rules/firefight/moves/order-move.js';
import { viewFng } from '../../../../../src/rulesets/fng/rules/view.js';
import { unwrap } from '../../../../helpers/rules.js';
import { args, at, fig, table } from '../../helpers/table.js';

/** Facings (L316–L318: the front is 90° either side of the way the figure faces; LOS to the front, L806). */
describe('a figure\'s facing', () => {
  it('GIVEN moves north, east, south, west and north-west THEN bearings 0, 90, 180, 270 and 315 (north the table\'s top edge); no move, none', () => {
    const o = { x: 10, y: 10 };
    expect(bearing(o, { x: 10, y: 4 })).toBe(0);
    expect(bearing(o, { x: 16, y: 10 })).toBe(90);
    expect(bearing(o, { x: 10, y: 16 })).toBe(180);
    expect(bearing(o, { x: 4, y: 10 })).toBe(270);
    expect(bearing(o, { x: 7, y: 7 })).toBe(315);
    expect(bearing(o, o)).toBeUndefined();
  });

  it('GIVEN Pink moving east and Tranh staying put facing south THEN Pink faces east (his last move\'s direction); Tranh keeps his facing; a figure newly placed takes none', () => {
    const before = table([fig('fwf', 'pink', 10, 10, { facing: 0 }), fig('cf', 'tranh', 30, 10, { facing: 180 }), fig('fwf', 'kelly', 0, 0, { at: undefined })]);
    const after = table([fig('fwf', 'pink', 15, 10), fig('cf', 'tranh', 30, 10, { facing: 180 }), fig('fwf', 'kelly', 5, 5)]);
    const g = faceMoved(before, after);
    expect(g.figures.map((f) => [f.id, f.facing])).toEqual([
      ['pink', 90],
      ['tranh', 180],
      ['kelly', undefined],
    ]);
    expect(faceMoved(after, after)).toBe(after);
  });
});

describe('/fng move', () => {
  it('GIVEN Pink moving 5" south-west THEN he faces south-west (225) as the move leaves him, before anything his move sets off reads it', () => {
    const r = unwrap(moveFigures(args(table([fig('fwf', 'pink', 20, 10, { facing: 0 })]), 'fwf', []), { moves: [{ figure: 'pink', to: { x: 16.5, y: 13.5 } }], mode: 'normal' }));
    expect(at(r.game, 'fwf', 'pink').facing).toBe(225);
  });
});

describe('facing and the red light in the views (hidden information)', () => {
  const g = table([fig('fwf', 'pink', 10, 10, { facing: 90, flashlight: 'red' }), fig('fwf', 'kelly', 12, 10, { facing: 270, flashlight: true }), fig('cf', 'tranh', 30, 10, { facing: 180, flashlight: 'red' })]);
  const member = (side: string) => ({ kind: 'member', userId: 'u', side, gm: false }) as const;

  it('GIVEN the US player\'s view THEN his own men\'s facing and red light are his; Tranh\'s facing (where he came from) and red light ("cannot be seen by anyone outside of the illuminated area", L366) are not', () => {
    const v = viewFng(g, member('US'));
    const f = (id: string) => v.figures.find((x) => x.id === id)!;
    expect(f('pink')).toMatchObject({ facing: 90, flashlight: 'red' });
    expect(f('tranh').facing).toBeUndefined();
    expect(f('tranh').flashlight).toBeUndefined();
  });

  it('GIVEN the public view THEN nobody\'s facing nor red light, but a regular flashlight is seen by all (L366: "seen ... using daylight ranges")', () => {
    const v = viewFng(g, PUBLIC);
    expect(v.figures.map((x) => [x.id, x.facing, x.flashlight])).toEqual([
      ['pink', undefined, undefined],
      ['kelly', undefined, true],
      ['tranh', undefined, undefined],
    ]);
  });

  it('GIVEN the GM\'s view THEN everything', () => {
    const v = viewFng(g, { kind: 'member', userId: 'gm', gm: true });
    expect(v.figures.map((x) => x.facing)).toEqual([90, 270, 180]);
  });
});
